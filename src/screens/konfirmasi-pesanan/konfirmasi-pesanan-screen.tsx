// konfirmasi-pesanan (spec §2): the order summary and price, 'Konfirmasi', the unfinished
// payment modal, and (issue #21 §2) the notice of an unpaid order of this departure. State lives in the order machine (which owns the socket: leaving this screen
// stops the actor and closes it); this file renders it, sends events, and supplies the machine's
// named exits once (.provide): the payment page (window.location.assign), home, or booking.
import { useId, useState } from 'react';
import { useNavigate } from '../../lib/router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { TopBar } from '../../components/top-bar';
import { AlertDialog, Modal } from '../../components/modal';
import { Skeleton } from '../../components/skeleton';
import { RouteText } from '../../components/route-text';
import { useFlow } from '../../hooks/inspect';
import { usePageRestores } from '../../hooks/page-restore';
import { useSession, useSessionUser } from '../../hooks/session';
import { passengerTally } from '../../../kernel/passengers';
import { formatRupiah } from '../../../kernel/money';
import { formatDateLong, formatTimeWib } from '../../../kernel/time';
import { orderMachine } from '../../machines/order.machine';
import { AlternativeDeparture } from '../../components/alternative-departure';
import './konfirmasi-pesanan.css';
import { NetworkButton } from '../../components/network-button';
import { m } from '../../../kernel/paraglide/messages';
import { useKnownText, useLanguage, useT } from '../../hooks/language';
import { ORDER_TEXTS, passengerTypeName, priceLineLabel, tallyLabel } from '../pesan-tiket/booking-text';

type OrderActor = ActorRefFrom<typeof orderMachine>;

function defaultRedirect(url: string): void {
  window.location.assign(url);
}

type Props = {
  logic?: typeof orderMachine;
  /** Leaves the app for the payment page (tests observe it instead). */
  redirect?: (url: string) => void;
};

export default function KonfirmasiPesananScreen(props: Props) {
  // Back from the payment page, the browser may restore this page from its back/forward cache,
  // frozen in 'redirecting' with the socket closed: start the flow afresh (a new order actor), which
  // then offers 'Pembayaran Tidak Selesai!'.
  return <Confirmation key={usePageRestores()} {...props} />;
}

function Confirmation({ logic = orderMachine, redirect = defaultRedirect }: Props) {
  const session = useSession();
  const user = useSessionUser();
  const token = useSelector(session, (s) => s.context.token);
  const navigate = useNavigate();
  const actor = useFlow(
    logic.provide({
      actions: {
        toPayment: (_, { url }) => redirect(url),
        toBooking: (_, { scheduleId }) => void navigate(`/pesan-tiket/${scheduleId}`),
        backToBooking: (_, { scheduleId }) => void navigate(`/pesan-tiket/${scheduleId}`, { replace: true }),
        goHome: () => void navigate('/beranda', { replace: true }),
      },
    }),
    { input: { userId: user?.id ?? null, token } },
  );
  const value = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : 'live'));
  const scheduleId = useSelector(actor, (s) => s.context.scheduleId);
  const alert = useSelector(actor, (s) => s.context.alert);
  const savedPayment = useSelector(actor, (s) => s.children.savedPayment);
  const offer = useSelector(savedPayment, (s) =>
    s?.matches('offering') ? 'offering' : s?.matches('releasingHold') ? 'releasingHold' : null,
  );
  const t = useT();
  const known = useKnownText(ORDER_TEXTS);

  return (
    <>
      <TopBar title={t(m.confirm_title)} back={scheduleId ? `/pesan-tiket/${scheduleId}` : 'history'} />
      <main className="screen konfirmasi-pesanan">
        {(value === 'checkingSavedPayment' && offer === null) || value === 'checkingDraft' ? (
          <Skeleton lines={3} label={t(m.confirm_checking)} />
        ) : value === 'redirecting' ? (
          <p className="placeholder" role="status">
            {t(m.confirm_redirecting)}
          </p>
        ) : (
          <OrderDetails actor={actor} />
        )}
      </main>
      <Modal open={offer !== null} title={t(m.confirm_unfinished_title)} onClose={() => undefined} role="alertdialog">
        <p className="modal-message">{t(m.confirm_unfinished_text)}</p>
        <div className="modal-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={offer === 'releasingHold'}
            onClick={() => actor.send({ type: 'PAYMENT.NEW' })}
          >
            {t(m.confirm_new_order)}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={offer === 'releasingHold'}
            onClick={() => actor.send({ type: 'PAYMENT.CONTINUE' })}
            // The dialog focuses its primary action (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus -- see the line above
            autoFocus
          >
            {t(m.proceed)}
          </button>
        </div>
      </Modal>
      <AlertDialog message={alert && known(alert)} onClose={() => actor.send({ type: 'ALERT.DISMISS' })} />
    </>
  );
}

function OrderDetails({ actor }: { actor: OrderActor }) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const price = useSelector(actor, (s) => s.context.price);
  const connected = useSelector(actor, (s) => s.matches({ live: { connection: { online: 'connected' } } }));
  const offline = useSelector(actor, (s) => s.matches({ live: { connection: 'offline' } }));
  const idle = useSelector(actor, (s) => s.matches({ live: { order: 'idle' } }));
  const placing = useSelector(actor, (s) => s.matches({ live: { order: 'placing' } }));
  const [open, setOpen] = useState(true);
  const summaryId = useId();
  const t = useT();
  const language = useLanguage();
  if (!draft || !price) return null;
  const { schedule, vehicle, driver, passengers, passengerTypes } = draft;
  const feeTypeOf = (id: number | undefined) => passengerTypes.find((p) => p.id === id)?.feeType ?? '';
  const typeName = (id: number) => passengerTypeName(t, feeTypeOf(id));
  const tally = passengerTally(passengerTypes, (id) => draft.counts[String(id)] ?? 0, passengers);
  const status = placing
    ? t(m.confirm_placing)
    : offline
      ? t(m.confirm_reconnecting)
      : !connected
        ? t(m.confirm_connecting)
        : '';

  return (
    <div className="stack">
      <OpenOrderNotice actor={actor} />
      <section className="card summary">
        <h2 className="summary-heading">
          <button
            type="button"
            className="summary-toggle"
            aria-expanded={open}
            aria-controls={summaryId}
            onClick={() => setOpen((v) => !v)}
          >
            <span>{t(m.confirm_summary)}</span>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="summary-chevron">
              <path d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" fill="currentColor" />
            </svg>
          </button>
        </h2>
        <div id={summaryId} hidden={!open}>
          <dl className="details">
            <div>
              <dt>{t(m.confirm_date_time)}</dt>
              <dd>
                {formatDateLong(schedule.issuedDate, language)}, {formatTimeWib(schedule.issuedTime)}
              </dd>
            </div>
            <div>
              <dt>{t(m.pdf_route)}</dt>
              <dd>
                <RouteText from={schedule.fromRoute.route} to={schedule.toRoute.route} />
              </dd>
            </div>
            <div>
              <dt>{t(m.pdf_vehicle)}</dt>
              <dd>
                {vehicle.vehicle_type.vehicleClass} · {vehicle.plate_number}
              </dd>
            </div>
            <div>
              <dt>{t(m.pdf_driver)}</dt>
              <dd>{t(m.confirm_person_age, { name: driver.name, age: driver.age })}</dd>
            </div>
            {tally.length > 0 && (
              <div>
                <dt>{t(m.pdf_passengers)}</dt>
                <dd>
                  {/* Every passenger charged: per type, with those added by the counter (no name). */}
                  <ul className="plain-list">
                    {tally.map((line) => (
                      <li key={line.feeType}>
                        {passengerTypeName(t, line.feeType)}: {tallyLabel(t, line)}
                      </li>
                    ))}
                    {passengers.map((p, i) => (
                      <li key={i}>
                        {t(m.confirm_named_passenger, { name: p.name, type: typeName(p.passengerTypeId), age: p.age })}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>
        </div>
      </section>

      <section className="card" aria-labelledby="price-title">
        <h2 id="price-title">{t(m.pdf_prices)}</h2>
        <dl className="price-lines">
          {price.lines.map((line, i) => (
            <div key={i} className="price-line">
              <dt>{priceLineLabel(t, language, line, feeTypeOf(line.passengerTypeId))}</dt>
              <dd>{formatRupiah(line.amount, language)}</dd>
            </div>
          ))}
          <div className="price-line price-total">
            <dt>{t(m.detail_total)}</dt>
            <dd data-testid="order-total">{formatRupiah(price.total, language)}</dd>
          </div>
        </dl>
      </section>

      <p className="muted small order-status" role="status">
        {status}
      </p>
      <SoldOut actor={actor} />
      <NetworkButton
        type="button"
        className="button button-primary button-block"
        disabled={!(idle && connected)}
        onClick={() => actor.send({ type: 'CONFIRM' })}
      >
        {t(m.confirm_button)}
      </NetworkButton>
    </div>
  );
}

/**
 * Issue #21 §2 (beyond the spec): this user still has an unpaid order for this departure. Before
 * Konfirmasi, continue that order (its payment page) or replace it with this one (its hold is
 * released, then this order is sent).
 */
function OpenOrderNotice({ actor }: { actor: OrderActor }) {
  const child = useSelector(actor, (s) => s.children.openOrder);
  const phase = useSelector(child, (s) =>
    s?.matches('offering') ? 'offering' : s?.matches('replacing') ? 'replacing' : null,
  );
  const open = useSelector(child, (s) => s?.context.open ?? null);
  const failed = useSelector(child, (s) => s?.context.failed ?? false);
  const t = useT();
  const language = useLanguage();
  if (phase === null || !open) return null;
  const busy = phase === 'replacing';
  return (
    <section className="card stack open-order" aria-labelledby="open-order-title">
      <h2 id="open-order-title">{t(m.order_open)}</h2>
      <p className="muted">
        {open.invoiceId} · {formatRupiah(open.price, language)}
      </p>
      <p>{t(m.order_open_hint)}</p>
      <p role="status" className={failed ? 'open-order-error' : 'muted small'}>
        {busy ? t(m.order_open_replacing) : failed ? t(m.order_open_replace_failed) : ''}
      </p>
      <button
        type="button"
        className="button button-secondary button-block"
        disabled={busy}
        onClick={() => actor.send({ type: 'OPEN_ORDER.CONTINUE' })}
      >
        {t(m.order_open_continue)}
      </button>
      <button
        type="button"
        className="button button-primary button-block"
        disabled={busy}
        onClick={() => actor.send({ type: 'OPEN_ORDER.REPLACE' })}
      >
        {t(m.order_open_replace)}
      </button>
    </section>
  );
}

/**
 * After 'Tiket ini sudah habis' (issue #11, beyond the spec): Konfirmasi stays disabled for this
 * departure, and the next one on the same route with places left is offered, the booking kept.
 */
function SoldOut({ actor }: { actor: OrderActor }) {
  const offer = useSelector(actor, (s) => s.children.soldOutOffer);
  const phase = useSelector(offer, (s) =>
    s?.matches('searching') ? 'searching' : s?.matches('found') ? 'found' : s?.matches('none') ? 'none' : null,
  );
  const next = useSelector(offer, (s) => s?.context.alternative ?? null);
  // Sold out, or (issue #22, push 423) closed by the operator.
  const refusal = useSelector(actor, (s) => s.context.refusal);
  const t = useT();
  const known = useKnownText(ORDER_TEXTS);
  if (phase === null) return null;
  return (
    <section className="card stack sold-out" aria-labelledby="sold-out-title">
      <h2 id="sold-out-title">{refusal ? known(refusal) : t(m.order_sold_out)}</h2>
      <AlternativeDeparture phase={phase} next={next} className="sold-out-next">
        {() => (
          <button
            type="button"
            className="button button-primary button-block"
            onClick={() => actor.send({ type: 'ALTERNATIVE.CHOOSE' })}
          >
            {t(m.book_next)}
          </button>
        )}
      </AlternativeDeparture>
    </section>
  );
}
