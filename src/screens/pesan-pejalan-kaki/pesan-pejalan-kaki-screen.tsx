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
import { passengerTypeLabel } from '../../../kernel/passengers';
import { FIELD_MAX } from '../../../kernel/field-rules';
import { footOrderMachine } from '../../machines/foot-order.machine';
import { footPrice, MAX_FOOT_PASSENGERS, travellerErrors, type TravellerField } from '../../machines/foot-draft';
import { FOOT_MSG } from '../../lib/foot-messages';
import { DepartureCard } from '../pesan-tiket/closed-departure';
import '../pesan-tiket/pesan-tiket.css';

type FootActor = ActorRefFrom<typeof footOrderMachine>;

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
  return (
    <>
      <TopBar title={FOOT_MSG.title} back={`/pesan-tiket/${scheduleId}`} />
      <main className="screen pesan-tiket pesan-pejalan-kaki">
        {phase === 'loading' && <Skeleton lines={2} label={FOOT_MSG.loading} />}
        {phase === 'failed' && (
          <div className="placeholder">
            <p>{FOOT_MSG.loadFailed}</p>
            <NetworkButton
              type="button"
              className="button button-secondary"
              onClick={() => actor.send({ type: 'RETRY' })}
            >
              {FOOT_MSG.retry}
            </NetworkButton>
          </div>
        )}
        {phase === 'closed' && <Closed actor={actor} />}
        {phase === 'editing' && <FootForm actor={actor} />}
        {phase === 'review' && <Review actor={actor} />}
      </main>
      <AlertDialog message={alert} onClose={() => actor.send({ type: 'ALERT.DISMISS' })} />
    </>
  );
}

function Closed({ actor }: { actor: FootActor }) {
  const schedule = useSelector(actor, (s) => s.context.schedule);
  const reason = useSelector(actor, (s) => s.context.closed);
  return (
    <div className="form">
      {schedule && <DepartureCard schedule={schedule} />}
      <p role="alert">{reason}</p>
    </div>
  );
}

const FIELD_LABEL: Record<TravellerField, string> = {
  passengerTypeId: 'Jenis Penumpang',
  name: 'Nama Lengkap',
  age: 'Usia',
  domicile: 'Domisili',
};

function FootForm({ actor }: { actor: FootActor }) {
  const schedule = useSelector(actor, (s) => s.context.schedule);
  const travellers = useSelector(actor, (s) => s.context.travellers);
  const types = useSelector(actor, (s) => s.context.types);
  const showErrors = useSelector(actor, (s) => s.context.showErrors);
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
      <p className="muted">{FOOT_MSG.intro}</p>
      {travellers.map((t, index) => {
        const errors = showErrors ? travellerErrors(t, types) : {};
        const n = index + 1;
        return (
          <section key={index} className="card stack" aria-labelledby={`foot-passenger-${n}`}>
            <div className="spread">
              <h2 id={`foot-passenger-${n}`}>{FOOT_MSG.passengerHeading(n)}</h2>
              {travellers.length > 1 && (
                <button
                  type="button"
                  className="button button-text"
                  aria-label={`${FOOT_MSG.remove} ${FOOT_MSG.passengerHeading(n)}`}
                  onClick={() => actor.send({ type: 'REMOVE', index })}
                >
                  {FOOT_MSG.remove}
                </button>
              )}
            </div>
            <SelectField
              label={FIELD_LABEL.passengerTypeId}
              value={t.passengerTypeId}
              options={types.map((p) => ({
                value: String(p.id),
                label: `${passengerTypeLabel(p.feeType)} – ${formatRupiah(p.fee)}`,
              }))}
              onValueChange={change(index, 'passengerTypeId')}
              error={errors.passengerTypeId}
            />
            <TextField
              label={FIELD_LABEL.name}
              value={t.name}
              maxLength={FIELD_MAX.name}
              autoComplete="off"
              onValueChange={change(index, 'name')}
              error={errors.name}
            />
            <TextField
              label={FIELD_LABEL.age}
              value={t.age}
              inputMode="numeric"
              onValueChange={change(index, 'age')}
              error={errors.age}
            />
            <TextField
              label={FIELD_LABEL.domicile}
              value={t.domicile}
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
        {FOOT_MSG.add}
      </button>
      {travellers.length >= MAX_FOOT_PASSENGERS && <p className="muted small">{FOOT_MSG.maxReached}</p>}
      <div className="booking-submit">
        <Total actor={actor} />
        <NetworkButton type="submit" className="button button-primary button-block">
          {FOOT_MSG.next}
        </NetworkButton>
      </div>
    </form>
  );
}

function Total({ actor }: { actor: FootActor }) {
  const total = useSelector(actor, (s) => footPrice(s.context.travellers, s.context.types).total);
  const labelId = useId();
  return (
    <p className="spread booking-total">
      <span id={labelId}>{FOOT_MSG.total}</span>
      <output className="booking-total-value" aria-labelledby={labelId} aria-live="polite">
        {formatRupiah(total)}
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
  const typeName = (id: string) => passengerTypeLabel(types.find((p) => String(p.id) === id)?.feeType ?? '');
  return (
    <div className="form">
      {schedule && <DepartureCard schedule={schedule} />}
      <section className="card stack" aria-labelledby={titleId}>
        <h2 id={titleId}>{FOOT_MSG.reviewTitle}</h2>
        <p>{FOOT_MSG.choice}</p>
        <ol aria-label="Penumpang">
          {travellers.map((t, i) => (
            <li key={i}>
              {t.name.trim()} ({typeName(t.passengerTypeId)}), {t.age} tahun, {t.domicile.trim()}
            </li>
          ))}
        </ol>
        <dl className="price-lines">
          {price.lines.map((line) => (
            <div key={line.label} className="spread">
              <dt>
                {line.quantity > 1 ? `${line.label} (${line.quantity} × ${formatRupiah(line.unit)})` : line.label}
              </dt>
              <dd>{formatRupiah(line.amount)}</dd>
            </div>
          ))}
          <div className="spread">
            <dt>{FOOT_MSG.total}</dt>
            <dd>{formatRupiah(price.total)}</dd>
          </div>
        </dl>
      </section>
      {placing && <p role="status">{connecting ? FOOT_MSG.connecting : FOOT_MSG.sending}</p>}
      <div className="booking-submit stack">
        <NetworkButton
          type="button"
          className="button button-primary button-block"
          disabled={placing}
          onClick={() => actor.send({ type: 'CONFIRM' })}
        >
          {FOOT_MSG.confirm}
        </NetworkButton>
        <button
          type="button"
          className="button button-secondary button-block"
          disabled={placing}
          onClick={() => actor.send({ type: 'BACK' })}
        >
          {FOOT_MSG.back}
        </button>
      </div>
    </div>
  );
}
