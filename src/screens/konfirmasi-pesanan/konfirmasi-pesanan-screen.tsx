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
import { passengerTally, passengerTypeLabel, tallyText } from '../../../kernel/passengers';
import { formatRupiah } from '../../../kernel/money';
import { formatDateLong, formatTimeWib } from '../../../kernel/time';
import type { PriceLine } from '../../../kernel/pricing';
import { orderMachine } from '../../machines/order.machine';
import { ORDER_MSG } from '../../lib/order-messages';
import { AlternativeDeparture } from '../../components/alternative-departure';
import { BOOKING_MSG } from '../../lib/booking-messages';
import './konfirmasi-pesanan.css';
import { NetworkButton } from '../../components/network-button';

type OrderActor = ActorRefFrom<typeof orderMachine>;

export const UNFINISHED_TITLE = 'Pembayaran Tidak Selesai!';

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

  return (
    <>
      <TopBar title="Konfirmasi Pesanan" back={scheduleId ? `/pesan-tiket/${scheduleId}` : 'history'} />
      <main className="screen konfirmasi-pesanan">
        {(value === 'checkingSavedPayment' && offer === null) || value === 'checkingDraft' ? (
          <Skeleton lines={3} label="Memeriksa pesanan…" />
        ) : value === 'redirecting' ? (
          <p className="placeholder" role="status">
            Membuka halaman pembayaran…
          </p>
        ) : (
          <OrderDetails actor={actor} />
        )}
      </main>
      <Modal open={offer !== null} title={UNFINISHED_TITLE} onClose={() => undefined} role="alertdialog">
        <p className="modal-message">
          Anda masih memiliki pembayaran yang belum selesai. Lanjutkan pembayaran tersebut, atau buat pesanan baru.
        </p>
        <div className="modal-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={offer === 'releasingHold'}
            onClick={() => actor.send({ type: 'PAYMENT.NEW' })}
          >
            Pesanan Baru
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
            Lanjutkan
          </button>
        </div>
      </Modal>
      <AlertDialog message={alert} onClose={() => actor.send({ type: 'ALERT.DISMISS' })} />
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
  if (!draft || !price) return null;
  const { schedule, vehicle, driver, passengers, passengerTypes } = draft;
  const typeName = (id: number) => passengerTypeLabel(passengerTypes.find((t) => t.id === id)?.feeType ?? '');
  const tally = passengerTally(passengerTypes, (id) => draft.counts[String(id)] ?? 0, passengers);
  const status = placing
    ? 'Memproses pesanan…'
    : offline
      ? 'Koneksi terputus. Menghubungkan kembali…'
      : !connected
        ? 'Menghubungkan ke server…'
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
            <span>Ringkasan Pesanan</span>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="summary-chevron">
              <path d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" fill="currentColor" />
            </svg>
          </button>
        </h2>
        <div id={summaryId} hidden={!open}>
          <dl className="details">
            <div>
              <dt>Tanggal dan Waktu</dt>
              <dd>
                {formatDateLong(schedule.issuedDate)}, {formatTimeWib(schedule.issuedTime)}
              </dd>
            </div>
            <div>
              <dt>Rute</dt>
              <dd>
                <RouteText from={schedule.fromRoute.route} to={schedule.toRoute.route} />
              </dd>
            </div>
            <div>
              <dt>Kendaraan</dt>
              <dd>
                {vehicle.vehicle_type.vehicleClass} · {vehicle.plate_number}
              </dd>
            </div>
            <div>
              <dt>Pengemudi</dt>
              <dd>
                {driver.name}, {driver.age} tahun
              </dd>
            </div>
            {tally.length > 0 && (
              <div>
                <dt>Penumpang</dt>
                <dd>
                  {/* Every passenger charged: per type, with those added by the counter (no name). */}
                  <ul className="plain-list">
                    {tally.map((t) => (
                      <li key={t.feeType}>
                        {passengerTypeLabel(t.feeType)}: {tallyText(t)}
                      </li>
                    ))}
                    {passengers.map((p, i) => (
                      <li key={i}>
                        {p.name} ({typeName(p.passengerTypeId)}, {p.age} tahun)
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
        <h2 id="price-title">Rincian Harga</h2>
        <dl className="price-lines">
          {price.lines.map((line, i) => (
            <div key={i} className="price-line">
              <dt>{lineLabel(line)}</dt>
              <dd>{formatRupiah(line.amount)}</dd>
            </div>
          ))}
          <div className="price-line price-total">
            <dt>Total Pembayaran</dt>
            <dd data-testid="order-total">{formatRupiah(price.total)}</dd>
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
        Konfirmasi
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
  if (phase === null || !open) return null;
  const busy = phase === 'replacing';
  return (
    <section className="card stack open-order" aria-labelledby="open-order-title">
      <h2 id="open-order-title">{ORDER_MSG.openOrder}</h2>
      <p className="muted">
        {open.invoiceId} · {formatRupiah(open.price)}
      </p>
      <p>{ORDER_MSG.openOrderHint}</p>
      <p role="status" className={failed ? 'open-order-error' : 'muted small'}>
        {busy ? ORDER_MSG.replacingOpenOrder : failed ? ORDER_MSG.replaceFailed : ''}
      </p>
      <button
        type="button"
        className="button button-secondary button-block"
        disabled={busy}
        onClick={() => actor.send({ type: 'OPEN_ORDER.CONTINUE' })}
      >
        {ORDER_MSG.continueOpenOrder}
      </button>
      <button
        type="button"
        className="button button-primary button-block"
        disabled={busy}
        onClick={() => actor.send({ type: 'OPEN_ORDER.REPLACE' })}
      >
        {ORDER_MSG.replaceOpenOrder}
      </button>
    </section>
  );
}

/** 'Kendaraan (Golongan IV)', 'Penumpang DEWASA (2 × Rp 15.000)', 'Asuransi Pengemudi' … */
function lineLabel(line: PriceLine): string {
  if (line.kind === 'passenger' || line.kind === 'passengerInsurance') {
    return `${line.label} (${line.quantity} × ${formatRupiah(line.unit)})`;
  }
  return line.label;
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
  if (phase === null) return null;
  return (
    <section className="card stack sold-out" aria-labelledby="sold-out-title">
      <h2 id="sold-out-title">{refusal ?? ORDER_MSG.soldOut}</h2>
      <AlternativeDeparture phase={phase} next={next} className="sold-out-next">
        {() => (
          <button
            type="button"
            className="button button-primary button-block"
            onClick={() => actor.send({ type: 'ALTERNATIVE.CHOOSE' })}
          >
            {BOOKING_MSG.bookNext}
          </button>
        )}
      </AlternativeDeparture>
    </section>
  );
}
