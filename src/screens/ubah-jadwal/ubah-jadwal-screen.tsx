// tiket-detail/{id}/ubah-jadwal (issue #23): move a paid ticket to another departure on its route.
// The reschedule machine owns everything (the ticket, the day's departures, the confirmation, the
// move and its outcome); this file renders it, sends events, and supplies the machine's named exits
// once (.provide): back to tiket-detail after a move, or the payment page for fee + difference.
import { Link, useNavigate, useParams } from '../../lib/router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { TopBar } from '../../components/top-bar';
import { AlertDialog, Modal } from '../../components/modal';
import { Skeleton } from '../../components/skeleton';
import { RouteText } from '../../components/route-text';
import { NetworkButton } from '../../components/network-button';
import { useFlow } from '../../hooks/inspect';
import { usePageRestores } from '../../hooks/page-restore';
import { formatRupiah } from '../../../kernel/money';
import { bookingWindow, formatDateLong } from '../../../kernel/time';
import { RESCHEDULE_MSG } from '../../lib/reschedule-messages';
import { refusalOf, rescheduleMachine, type TransactionDetail } from '../../machines/reschedule.machine';
import { Amounts, DayStrip, DepartureText, OptionCard } from './option-parts';
import './ubah-jadwal.css';

type RescheduleActor = ActorRefFrom<typeof rescheduleMachine>;

type Props = {
  logic?: typeof rescheduleMachine;
  /** Leaves the app for the payment page (tests observe it instead). */
  redirect?: (url: string) => void;
};

function defaultRedirect(url: string): void {
  window.location.assign(url);
}

export default function UbahJadwalScreen(props: Props) {
  // Back from the payment page, the browser may restore this page from its back/forward cache,
  // frozen in 'redirecting': start the flow afresh, which loads the ticket as it now is.
  return <Reschedule key={usePageRestores()} {...props} />;
}

function Reschedule({ logic = rescheduleMachine, redirect = defaultRedirect }: Props) {
  const { id } = useParams();
  const navigate = useNavigate();
  const actor = useFlow(
    logic.provide({
      actions: {
        toTicket: (_, { id: ticketId }) =>
          void navigate(`/tiket-detail/${ticketId}`, { replace: true, state: { notice: RESCHEDULE_MSG.moved } }),
        toPayment: (_, { url }) => redirect(url),
      },
    }),
    { input: { id: Number(id) } },
  );
  const loading = useSelector(actor, (s) => s.matches('checking') || s.matches('loadingTicket'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const notFound = useSelector(actor, (s) => s.matches('notFound'));
  const refused = useSelector(actor, (s) => s.matches('refused'));
  const leaving = useSelector(actor, (s) => s.matches('redirecting') || s.matches('moved'));
  const ticket = useSelector(actor, (s) => s.context.ticket);
  const alert = useSelector(actor, (s) => s.context.alert);
  const back = `/tiket-detail/${id ?? ''}`;

  return (
    <>
      <TopBar title={RESCHEDULE_MSG.title} back={back} />
      <main className="screen ubah-jadwal">
        {loading ? (
          <Skeleton lines={4} label={RESCHEDULE_MSG.loadingTicket} />
        ) : notFound ? (
          <div className="placeholder">
            <p>{RESCHEDULE_MSG.ticketNotFound}</p>
            <Link className="button button-primary" to="/tiket-saya">
              Lihat Tiket Saya
            </Link>
          </div>
        ) : failed || !ticket ? (
          <div className="placeholder">
            <p>{RESCHEDULE_MSG.ticketFailed}</p>
            <button type="button" className="button button-secondary" onClick={() => actor.send({ type: 'RETRY' })}>
              {RESCHEDULE_MSG.retry}
            </button>
          </div>
        ) : leaving ? (
          <p className="placeholder" role="status">
            {RESCHEDULE_MSG.redirecting}
          </p>
        ) : (
          <div className="stack">
            <CurrentDeparture ticket={ticket} />
            <PendingChange actor={actor} ticket={ticket} />
            {refused ? (
              <section className="card" aria-labelledby="reschedule-refused">
                <h2 id="reschedule-refused">{RESCHEDULE_MSG.notAllowed}</h2>
                <p>{refusalOf(ticket)}</p>
                <Link className="button button-primary button-block" to={back}>
                  {RESCHEDULE_MSG.backToTicket}
                </Link>
              </section>
            ) : (
              <Choices actor={actor} ticket={ticket} />
            )}
          </div>
        )}
      </main>
      <Confirmation actor={actor} />
      <AlertDialog message={alert} onClose={() => actor.send({ type: 'ALERT.DISMISS' })} />
    </>
  );
}

function CurrentDeparture({ ticket }: { ticket: TransactionDetail }) {
  const free = ticket.actions?.freeOptions;
  return (
    <section className="card" aria-labelledby="reschedule-current">
      <h2 id="reschedule-current">{RESCHEDULE_MSG.currentDeparture}</h2>
      <dl className="reschedule-amounts">
        <div>
          <dt>Rute</dt>
          <dd>
            <RouteText from={ticket.schedule.fromRoute.route} to={ticket.schedule.toRoute.route} />
          </dd>
        </div>
        <div>
          <dt>Keberangkatan</dt>
          <dd>
            <DepartureText departure={ticket.schedule} />
          </dd>
        </div>
        <div>
          <dt>Kendaraan</dt>
          <dd>
            {ticket.vehicleClass}, {ticket.plateNumber}
          </dd>
        </div>
        <div>
          <dt>Nomor Referensi</dt>
          <dd className="nowrap">{ticket.invoiceId}</dd>
        </div>
      </dl>
      {free && <p className="banner banner-info reschedule-note">{RESCHEDULE_MSG.freeReason}</p>}
    </section>
  );
}

/** A paid Ubah Jadwal already waiting for its payment: its departure and the way back to paying. */
function PendingChange({ actor, ticket }: { actor: RescheduleActor; ticket: TransactionDetail }) {
  const pending = ticket.pendingChange;
  if (!pending) return null;
  return (
    <section className="card" aria-labelledby="reschedule-pending">
      <h2 id="reschedule-pending">{RESCHEDULE_MSG.pendingTitle}</h2>
      <p>
        <DepartureText departure={pending.toDeparture} />, {RESCHEDULE_MSG.total}: {formatRupiah(pending.amount)}
      </p>
      <NetworkButton
        type="button"
        className="button button-secondary button-block"
        onClick={() => actor.send({ type: 'PENDING.PAY' })}
      >
        {RESCHEDULE_MSG.pendingPay}
      </NetworkButton>
    </section>
  );
}

function Choices({ actor, ticket }: { actor: RescheduleActor; ticket: TransactionDetail }) {
  const date = useSelector(actor, (s) => s.context.date);
  const options = useSelector(actor, (s) => s.context.options);
  const loadingOptions = useSelector(actor, (s) => s.matches({ ready: 'loadingOptions' }));
  const optionsFailed = useSelector(actor, (s) => s.matches({ ready: 'optionsFailed' }));
  const error = useSelector(actor, (s) => s.context.error);
  const { min, max } = bookingWindow(actor.getSnapshot().context.now());
  return (
    <section className="card" aria-labelledby="reschedule-departures">
      <h2 id="reschedule-departures">{RESCHEDULE_MSG.departures}</h2>
      <p className="muted small">{RESCHEDULE_MSG.chooseDate}</p>
      <DayStrip
        first={min}
        last={max}
        selected={date}
        onSelect={(day) => actor.send({ type: 'DATE.SELECT', date: day })}
      />
      <h3 className="reschedule-date">{formatDateLong(date)}</h3>
      {loadingOptions ? (
        <Skeleton lines={3} label={RESCHEDULE_MSG.loadingOptions} />
      ) : optionsFailed ? (
        <div className="placeholder">
          <p>{RESCHEDULE_MSG.optionsFailed}</p>
          {error && <p className="muted small">{error}</p>}
          <button type="button" className="button button-secondary" onClick={() => actor.send({ type: 'RETRY' })}>
            {RESCHEDULE_MSG.retry}
          </button>
        </div>
      ) : options.length === 0 ? (
        <p className="muted">{RESCHEDULE_MSG.noOptions}</p>
      ) : (
        <ul className="reschedule-options" aria-label={RESCHEDULE_MSG.departures}>
          {options.map((option) => (
            <OptionCard
              key={option.departure.scheduleId}
              option={option}
              price={ticket.price}
              onChoose={() => actor.send({ type: 'OPTION.CHOOSE', scheduleId: option.departure.scheduleId })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The amounts before anything happens; Konfirmasi sends the move. */
function Confirmation({ actor }: { actor: RescheduleActor }) {
  const open = useSelector(actor, (s) => s.matches({ ready: 'confirming' }) || s.matches({ ready: 'submitting' }));
  const submitting = useSelector(actor, (s) => s.matches({ ready: 'submitting' }));
  const chosen = useSelector(actor, (s) => s.context.chosen);
  const ticket = useSelector(actor, (s) => s.context.ticket);
  const error = useSelector(actor, (s) => (s.matches({ ready: 'confirming' }) ? s.context.error : null));
  const cancel = () => {
    if (!submitting) actor.send({ type: 'CANCEL' });
  };
  return (
    <Modal open={open && !!chosen && !!ticket} title={RESCHEDULE_MSG.confirmTitle} onClose={cancel}>
      {chosen && ticket && (
        <>
          <dl className="reschedule-amounts">
            <div>
              <dt>{RESCHEDULE_MSG.confirmFrom}</dt>
              <dd>
                <DepartureText departure={ticket.schedule} />
              </dd>
            </div>
            <div>
              <dt>{RESCHEDULE_MSG.confirmTo}</dt>
              <dd>
                <DepartureText departure={chosen.departure} />
              </dd>
            </div>
          </dl>
          <Amounts option={chosen} price={ticket.price} />
          <p className="modal-message">
            {chosen.amountDue === 0 ? RESCHEDULE_MSG.confirmFree : RESCHEDULE_MSG.confirmPay} {RESCHEDULE_MSG.confirmQr}
          </p>
          {error && (
            <p className="banner banner-error" role="alert">
              {error}
            </p>
          )}
          <div className="modal-actions">
            <button type="button" className="button button-secondary" disabled={submitting} onClick={cancel}>
              {RESCHEDULE_MSG.cancel}
            </button>
            <NetworkButton
              type="button"
              className="button button-primary"
              disabled={submitting}
              onClick={() => actor.send({ type: 'CONFIRM' })}
              // The dialog focuses its primary action (WAI-ARIA dialog pattern), as konfirmasi-pesanan's does.
              // eslint-disable-next-line jsx-a11y/no-autofocus -- see the line above
              autoFocus
            >
              {submitting
                ? RESCHEDULE_MSG.submitting
                : chosen.amountDue === 0
                  ? RESCHEDULE_MSG.confirm
                  : RESCHEDULE_MSG.confirmPayAction}
            </NetworkButton>
          </div>
        </>
      )}
    </Modal>
  );
}
