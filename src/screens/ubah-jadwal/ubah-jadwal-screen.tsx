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
import { m } from '../../../kernel/paraglide/messages';
import { useKnownText, useLanguage, useT } from '../../hooks/language';

/** The machine's failures (src/lib/reschedule-messages.ts); a 409's reason is the server's, in the request's language. */
const KNOWN = [
  m.ak_err_no_connection,
  m.ak_err_session_ended,
  m.ak_err_ticket_not_found,
  m.ak_rs_invalid,
  m.ak_rs_conflict,
  m.ak_rs_payment_unavailable,
  m.ak_rs_generic,
  m.ak_rs_not_allowed,
];

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
  const t = useT();
  const known = useKnownText(KNOWN);

  return (
    <>
      <TopBar title={t(m.ak_reschedule)} back={back} />
      <main className="screen ubah-jadwal">
        {loading ? (
          <Skeleton lines={4} label={t(m.ak_rs_loading_ticket)} />
        ) : notFound ? (
          <div className="placeholder">
            <p>{t(m.ak_err_ticket_not_found)}</p>
            <Link className="button button-primary" to="/tiket-saya">
              {t(m.detail_see_tickets)}
            </Link>
          </div>
        ) : failed || !ticket ? (
          <div className="placeholder">
            <p>{t(m.ak_rs_ticket_failed)}</p>
            <button type="button" className="button button-secondary" onClick={() => actor.send({ type: 'RETRY' })}>
              {t(m.retry)}
            </button>
          </div>
        ) : leaving ? (
          <p className="placeholder" role="status">
            {t(m.ak_rs_redirecting)}
          </p>
        ) : (
          <div className="stack">
            <CurrentDeparture ticket={ticket} />
            <PendingChange actor={actor} ticket={ticket} />
            {refused ? (
              <section className="card" aria-labelledby="reschedule-refused">
                <h2 id="reschedule-refused">{t(m.ak_rs_not_allowed)}</h2>
                <p>{known(refusalOf(ticket))}</p>
                <Link className="button button-primary button-block" to={back}>
                  {t(m.ak_rs_back_to_ticket)}
                </Link>
              </section>
            ) : (
              <Choices actor={actor} ticket={ticket} />
            )}
          </div>
        )}
      </main>
      <Confirmation actor={actor} />
      <AlertDialog message={alert && known(alert)} onClose={() => actor.send({ type: 'ALERT.DISMISS' })} />
    </>
  );
}

function CurrentDeparture({ ticket }: { ticket: TransactionDetail }) {
  const free = ticket.actions?.freeOptions;
  const t = useT();
  return (
    <section className="card" aria-labelledby="reschedule-current">
      <h2 id="reschedule-current">{t(m.ak_rs_current)}</h2>
      <dl className="reschedule-amounts">
        <div>
          <dt>{t(m.pdf_route)}</dt>
          <dd>
            <RouteText from={ticket.schedule.fromRoute.route} to={ticket.schedule.toRoute.route} />
          </dd>
        </div>
        <div>
          <dt>{t(m.ak_history_departure)}</dt>
          <dd>
            <DepartureText departure={ticket.schedule} />
          </dd>
        </div>
        <div>
          <dt>{t(m.pdf_vehicle)}</dt>
          <dd>
            {ticket.vehicleClass}, {ticket.plateNumber}
          </dd>
        </div>
        <div>
          <dt>{t(m.pdf_invoice)}</dt>
          <dd className="nowrap">{ticket.invoiceId}</dd>
        </div>
      </dl>
      {free && <p className="banner banner-info reschedule-note">{t(m.ak_rs_free_reason)}</p>}
    </section>
  );
}

/** A paid Ubah Jadwal already waiting for its payment: its departure and the way back to paying. */
function PendingChange({ actor, ticket }: { actor: RescheduleActor; ticket: TransactionDetail }) {
  const pending = ticket.pendingChange;
  const t = useT();
  const language = useLanguage();
  if (!pending) return null;
  return (
    <section className="card" aria-labelledby="reschedule-pending">
      <h2 id="reschedule-pending">{t(m.ak_rs_pending_title)}</h2>
      <p>
        <DepartureText departure={pending.toDeparture} />, {t(m.ak_rs_total)}: {formatRupiah(pending.amount, language)}
      </p>
      <NetworkButton
        type="button"
        className="button button-secondary button-block"
        onClick={() => actor.send({ type: 'PENDING.PAY' })}
      >
        {t(m.ak_pending_pay)}
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
  const t = useT();
  const language = useLanguage();
  const known = useKnownText(KNOWN);
  return (
    <section className="card" aria-labelledby="reschedule-departures">
      <h2 id="reschedule-departures">{t(m.ak_rs_departures)}</h2>
      <p className="muted small">{t(m.ak_rs_choose_date)}</p>
      <DayStrip
        first={min}
        last={max}
        selected={date}
        onSelect={(day) => actor.send({ type: 'DATE.SELECT', date: day })}
      />
      <h3 className="reschedule-date">{formatDateLong(date, language)}</h3>
      {loadingOptions ? (
        <Skeleton lines={3} label={t(m.ak_rs_loading_options)} />
      ) : optionsFailed ? (
        <div className="placeholder">
          <p>{t(m.ak_rs_options_failed)}</p>
          {error && <p className="muted small">{known(error)}</p>}
          <button type="button" className="button button-secondary" onClick={() => actor.send({ type: 'RETRY' })}>
            {t(m.retry)}
          </button>
        </div>
      ) : options.length === 0 ? (
        <p className="muted">{t(m.ak_rs_no_options)}</p>
      ) : (
        <ul className="reschedule-options" aria-label={t(m.ak_rs_departures)}>
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
  const t = useT();
  const known = useKnownText(KNOWN);
  return (
    <Modal open={open && !!chosen && !!ticket} title={t(m.ak_rs_confirm_title)} onClose={cancel}>
      {chosen && ticket && (
        <>
          <dl className="reschedule-amounts">
            <div>
              <dt>{t(m.ak_rs_from)}</dt>
              <dd>
                <DepartureText departure={ticket.schedule} />
              </dd>
            </div>
            <div>
              <dt>{t(m.ak_rs_to)}</dt>
              <dd>
                <DepartureText departure={chosen.departure} />
              </dd>
            </div>
          </dl>
          <Amounts option={chosen} price={ticket.price} />
          <p className="modal-message">
            {chosen.amountDue === 0 ? t(m.ak_rs_confirm_free) : t(m.ak_rs_confirm_pay)} {t(m.ak_rs_confirm_qr)}
          </p>
          {error && (
            <p className="banner banner-error" role="alert">
              {known(error)}
            </p>
          )}
          <div className="modal-actions">
            <button type="button" className="button button-secondary" disabled={submitting} onClick={cancel}>
              {t(m.ak_close_form)}
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
                ? t(m.processing)
                : chosen.amountDue === 0
                  ? t(m.ak_reschedule)
                  : t(m.ak_rs_confirm_pay_action)}
            </NetworkButton>
          </div>
        </>
      )}
    </Modal>
  );
}
