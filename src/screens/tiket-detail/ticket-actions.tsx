// tiket-detail's actions (issue #23). On a departure the operator cancelled or stopped: a note and
// the two choices, Ubah Jadwal free of charge and Ajukan Refund at 100 %. Otherwise, for a paid
// ticket: Ubah Jadwal (its fee), Batalkan Tiket (its refund) and Perbaiki Data. A refused action
// stays visible, disabled, with its reason beside it (aria-describedby). Ubah Jadwal opens its own
// screen; the others ask the ticket-actions machine, which confirms before anything happens.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Banner } from '../../components/banner';
import { NetworkButton } from '../../components/network-button';
import { formatRupiah } from '../../../kernel/money';
import type { TransactionDetail } from '../../machines/ticket-actions.machine';
import { TICKET_ACTION_MSG as M } from '../../lib/ticket-action-messages';

type ActionsDto = NonNullable<TransactionDetail['actions']>;
type State = { allowed: boolean; reason: string | null };

function Action({
  label,
  detail,
  state,
  to,
  onClick,
}: {
  label: string;
  detail: string;
  state: State;
  to?: string;
  onClick?: () => void;
}) {
  const id = useId();
  const detailId = `${id}-detail`;
  const reasonId = `${id}-reason`;
  const refused = !state.allowed;
  return (
    <li className="ticket-action">
      {refused ? (
        <button
          type="button"
          className="button button-secondary button-block"
          disabled
          aria-describedby={state.reason ? `${detailId} ${reasonId}` : detailId}
        >
          {label}
        </button>
      ) : to ? (
        <Link className="button button-secondary button-block" to={to} aria-describedby={detailId}>
          {label}
        </Link>
      ) : (
        <NetworkButton
          type="button"
          className="button button-secondary button-block"
          onClick={onClick}
          aria-describedby={detailId}
        >
          {label}
        </NetworkButton>
      )}
      <p id={detailId} className="small muted ticket-action-detail">
        {detail}
      </p>
      {refused && state.reason && (
        <p id={reasonId} className="field-hint ticket-action-reason">
          {state.reason}
        </p>
      )}
    </li>
  );
}

export function TicketActionsSection({
  ticket,
  actions,
  onCancel,
  onCorrect,
}: {
  ticket: TransactionDetail;
  actions: ActionsDto;
  onCancel: () => void;
  onCorrect: () => void;
}) {
  // Free options (issue #37): a cancelled departure, or a held one before its time; never a paused sale.
  const closed = actions.freeOptions;
  const reschedule = actions.reschedule;
  const rescheduleDetail =
    closed || reschedule.fee === 0 ? M.rescheduleFree : M.fee(reschedule.feePercent, formatRupiah(reschedule.fee));
  const cancelDetail = M.refundLine(actions.cancel.refundPercent, formatRupiah(actions.cancel.refundAmount));
  return (
    <section className="card ticket-actions" aria-labelledby="ticket-actions-title">
      <h2 id="ticket-actions-title">{M.sectionTitle}</h2>
      {actions.operatorCancelled ? (
        <Banner tone="warning">{M.operatorCancelledNote}</Banner>
      ) : actions.departureHeld ? (
        <Banner tone="warning">{actions.freeOptions ? M.heldNote : M.heldPastNote}</Banner>
      ) : actions.departureStopped ? (
        <Banner tone="info">{M.stoppedNote}</Banner>
      ) : null}
      <ul className="ticket-action-list">
        <Action
          label={M.reschedule}
          detail={rescheduleDetail}
          state={reschedule}
          to={`/tiket-detail/${ticket.id}/ubah-jadwal`}
        />
        <Action label={closed ? M.refund : M.cancel} detail={cancelDetail} state={actions.cancel} onClick={onCancel} />
        {!closed && <Action label={M.correct} detail={M.correctFree} state={actions.correct} onClick={onCorrect} />}
      </ul>
    </section>
  );
}
