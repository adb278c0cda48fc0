// pesan-pejalan-kaki/{scheduleId} (issue #40 item 3, beyond the spec): walk-on passengers book
// seats without a vehicle — every passenger named — review the price and pay on the same payment
// page. Reached from pesan-tiket's "Pejalan kaki (tanpa kendaraan)" choice. State lives in the
// footOrder machine (which owns the socket while the order is sent); this file renders it, sends
// events, and supplies the machine's one exit (the payment page).
import { useId } from 'react';
import { useParams } from '../../lib/router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { TopBar } from '../../components/top-bar';
import { AlertDialog } from '../../components/modal';
import { SelectField, TextField } from '../../components/fields';
import { Skeleton } from '../../components/skeleton';
import { NetworkButton } from '../../components/network-button';
import { useFlow } from '../../hooks/inspect';
import { usePageRestores } from '../../hooks/page-restore';
import { useSession, useSessionUser } from '../../hooks/session';
import { formatRupiah } from '../../../kernel/money';
import { FIELD_MAX } from '../../../kernel/field-rules';
import { footOrderMachine } from '../../machines/foot-order.machine';
import { footPrice, MAX_FOOT_PASSENGERS, travellerErrors, type TravellerField } from '../../machines/foot-draft';
import { DepartureCard } from '../pesan-tiket/closed-departure';
import '../pesan-tiket/pesan-tiket.css';
import { m } from '../../../kernel/paraglide/messages';
import { useKnownText, useLanguage, useT } from '../../hooks/language';
import { BOOKING_FORM_ERRORS, ORDER_TEXTS, passengerTypeName, priceLineLabel } from '../pesan-tiket/booking-text';

type FootActor = ActorRefFrom<typeof footOrderMachine>;

/** What the footOrder machine may say (src/lib/foot-messages.ts, src/lib/order-messages.ts). */
const FOOT_TEXTS = [...ORDER_TEXTS, m.foot_closed, m.foot_no_fares, m.foot_connection_lost] as const;

function defaultRedirect(url: string): void {
  window.location.assign(url);
}

type Props = {
  logic?: typeof footOrderMachine;
  /** Leaves the app for the payment page (tests observe it instead). */
  redirect?: (url: string) => void;
};

export default function PesanPejalanKakiScreen(props: Props) {
  const { id } = useParams();
  // Back from the payment page through the back/forward cache (frozen in 'redirecting'): a new flow.
  const restores = usePageRestores();
  return <FootBooking key={`${id}-${restores}`} scheduleId={Number(id)} {...props} />;
}

function FootBooking({
  scheduleId,
  logic = footOrderMachine,
  redirect = defaultRedirect,
}: Props & { scheduleId: number }) {
  const session = useSession();
  const user = useSessionUser();
  const token = useSelector(session, (s) => s.context.token);
  const actor = useFlow(logic.provide({ actions: { toPayment: (_, { url }) => redirect(url) } }), {
    input: { scheduleId, userId: user?.id ?? null, token },
  });
  const phase = useSelector(actor, (s) =>
    s.matches('loading')
      ? 'loading'
      : s.matches('failed')
        ? 'failed'
        : s.matches('closed')
          ? 'closed'
          : s.matches('editing')
            ? 'editing'
            : 'review',
  );
  const alert = useSelector(actor, (s) => s.context.alert);
  const t = useT();
  const known = useKnownText(FOOT_TEXTS);
  return (
    <>
      <TopBar title={t(m.foot_title)} back={`/pesan-tiket/${scheduleId}`} />
      <main className="screen pesan-tiket pesan-pejalan-kaki">
        {phase === 'loading' && <Skeleton lines={2} label={t(m.book_loading)} />}
        {phase === 'failed' && (
          <div className="placeholder">
            <p>{t(m.foot_load_failed)}</p>
            <NetworkButton
              type="button"
              className="button button-secondary"
              onClick={() => actor.send({ type: 'RETRY' })}
            >
              {t(m.retry)}
            </NetworkButton>
          </div>
        )}
        {phase === 'closed' && <Closed actor={actor} />}
        {phase === 'editing' && <FootForm actor={actor} />}
        {phase === 'review' && <Review actor={actor} />}
      </main>
      <AlertDialog message={alert && known(alert)} onClose={() => actor.send({ type: 'ALERT.DISMISS' })} />
    </>
  );
}

function Closed({ actor }: { actor: FootActor }) {
  const schedule = useSelector(actor, (s) => s.context.schedule);
  const reason = useSelector(actor, (s) => s.context.closed);
  const known = useKnownText(FOOT_TEXTS);
  return (
    <div className="form">
      {schedule && <DepartureCard schedule={schedule} />}
      <p role="alert">{reason && known(reason)}</p>
    </div>
  );
}

function FootForm({ actor }: { actor: FootActor }) {
  const schedule = useSelector(actor, (s) => s.context.schedule);
  const travellers = useSelector(actor, (s) => s.context.travellers);
  const types = useSelector(actor, (s) => s.context.types);
  const showErrors = useSelector(actor, (s) => s.context.showErrors);
  const t = useT();
  const language = useLanguage();
  const known = useKnownText(BOOKING_FORM_ERRORS);
  const change = (index: number, field: TravellerField) => (value: string) =>
    actor.send({ type: 'CHANGE', index, field, value });
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      {schedule && <DepartureCard schedule={schedule} />}
      <p className="muted">{t(m.foot_intro)}</p>
      {travellers.map((traveller, index) => {
        const found = showErrors ? travellerErrors(traveller, types) : {};
        const errors = Object.fromEntries(
          Object.entries(found).map(([field, message]) => [field, known(message)]),
        ) as typeof found;
        const n = index + 1;
        const heading = t(m.foot_passenger_heading, { n });
        return (
          <section key={index} className="card stack" aria-labelledby={`foot-passenger-${n}`}>
            <div className="spread">
              <h2 id={`foot-passenger-${n}`}>{heading}</h2>
              {travellers.length > 1 && (
                <button
                  type="button"
                  className="button button-text"
                  aria-label={`${t(m.remove)} ${heading}`}
                  onClick={() => actor.send({ type: 'REMOVE', index })}
                >
                  {t(m.remove)}
                </button>
              )}
            </div>
            <SelectField
              label={t(m.book_passenger_type)}
              value={traveller.passengerTypeId}
              options={types.map((p) => ({
                value: String(p.id),
                label: `${passengerTypeName(t, p.feeType)} – ${formatRupiah(p.fee, language)}`,
              }))}
              onValueChange={change(index, 'passengerTypeId')}
              error={errors.passengerTypeId}
            />
            <TextField
              label={t(m.foot_full_name)}
              value={traveller.name}
              maxLength={FIELD_MAX.name}
              autoComplete="off"
              onValueChange={change(index, 'name')}
              error={errors.name}
            />
            <TextField
              label={t(m.field_age)}
              value={traveller.age}
              inputMode="numeric"
              onValueChange={change(index, 'age')}
              error={errors.age}
            />
            <TextField
              label={t(m.field_domicile)}
              value={traveller.domicile}
              maxLength={FIELD_MAX.domicile}
              onValueChange={change(index, 'domicile')}
              error={errors.domicile}
            />
          </section>
        );
      })}
      <button
        type="button"
        className="button button-secondary"
        disabled={travellers.length >= MAX_FOOT_PASSENGERS}
        onClick={() => actor.send({ type: 'ADD' })}
      >
        {t(m.book_add_passenger)}
      </button>
      {travellers.length >= MAX_FOOT_PASSENGERS && <p className="muted small">{t(m.foot_max_reached)}</p>}
      <div className="booking-submit">
        <Total actor={actor} />
        <NetworkButton type="submit" className="button button-primary button-block">
          {t(m.proceed)}
        </NetworkButton>
      </div>
    </form>
  );
}

function Total({ actor }: { actor: FootActor }) {
  const total = useSelector(actor, (s) => footPrice(s.context.travellers, s.context.types).total);
  const labelId = useId();
  const t = useT();
  const language = useLanguage();
  return (
    <p className="spread booking-total">
      <span id={labelId}>{t(m.pdf_total)}</span>
      <output className="booking-total-value" aria-labelledby={labelId} aria-live="polite">
        {formatRupiah(total, language)}
      </output>
    </p>
  );
}

function Review({ actor }: { actor: FootActor }) {
  const schedule = useSelector(actor, (s) => s.context.schedule);
  const travellers = useSelector(actor, (s) => s.context.travellers);
  const types = useSelector(actor, (s) => s.context.types);
  const placing = useSelector(actor, (s) => s.matches('placing') || s.matches('redirecting'));
  const connecting = useSelector(actor, (s) => s.matches({ placing: 'connecting' }));
  const price = footPrice(travellers, types);
  const titleId = useId();
  const t = useT();
  const language = useLanguage();
  const feeTypeOf = (id: string) => types.find((p) => String(p.id) === id)?.feeType ?? '';
  return (
    <div className="form">
      {schedule && <DepartureCard schedule={schedule} />}
      <section className="card stack" aria-labelledby={titleId}>
        <h2 id={titleId}>{t(m.foot_review_title)}</h2>
        <p>{t(m.foot_ticket)}</p>
        <ol aria-label={t(m.pdf_passengers)}>
          {travellers.map((traveller, i) => (
            <li key={i}>
              {t(m.foot_review_line, {
                name: traveller.name.trim(),
                type: passengerTypeName(t, feeTypeOf(traveller.passengerTypeId)),
                age: traveller.age,
                domicile: traveller.domicile.trim(),
              })}
            </li>
          ))}
        </ol>
        <dl className="price-lines">
          {price.lines.map((line) => (
            <div key={line.label} className="spread">
              <dt>{priceLineLabel(t, language, line, feeTypeOf(String(line.passengerTypeId)), true)}</dt>
              <dd>{formatRupiah(line.amount, language)}</dd>
            </div>
          ))}
          <div className="spread">
            <dt>{t(m.pdf_total)}</dt>
            <dd>{formatRupiah(price.total, language)}</dd>
          </div>
        </dl>
      </section>
      {placing && <p role="status">{connecting ? t(m.foot_connecting) : t(m.confirm_placing)}</p>}
      <div className="booking-submit stack">
        <NetworkButton
          type="button"
          className="button button-primary button-block"
          disabled={placing}
          onClick={() => actor.send({ type: 'CONFIRM' })}
        >
          {t(m.confirm_button)}
        </NetworkButton>
        <button
          type="button"
          className="button button-secondary button-block"
          disabled={placing}
          onClick={() => actor.send({ type: 'BACK' })}
        >
          {t(m.edit)}
        </button>
      </div>
    </div>
  );
}
