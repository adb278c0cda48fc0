// tiket-detail's self-service (issue #23), below the receipt: the outcome of the last action
// (role=status) or its failure (role=alert), a paid move waiting for its payment, the refund, the
// actions (or Perbaiki Data's form, loaded only when it opens), the cancel confirmation and the
// change history. Everything comes from the ticket-actions machine; nothing here calls the API.
import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Banner } from '../../components/banner';
import { Skeleton } from '../../components/skeleton';
import type {
  PendingWindowActor,
  ticketActionsMachine,
  TransactionDetail,
} from '../../machines/ticket-actions.machine';
import { ActionList, TicketActionsSection } from './ticket-actions';
import { closedDeparture } from './closure-card';
import { CancelDialog } from './cancel-dialog';
import { RefundStatus } from './refund-status';
import { ChangeHistory } from './change-history';
import { PendingChange } from './pending-change';
import { m } from '../../../kernel/paraglide/messages';
import { useKnownText, useT } from '../../hooks/language';

/** The outcomes and failures the ticket-actions machine (and Ubah Jadwal's move) report here. */
const KNOWN = [
  m.ak_cancel_done,
  m.ak_correct_done,
  m.ak_moved,
  m.ak_err_session_ended,
  m.ak_err_no_connection,
  m.ak_err_ticket_not_found,
  m.ak_err_too_many,
  m.ak_err_generic,
  m.ak_correct_invalid,
];

// Perbaiki Data's form is loaded only when it opens.
const CorrectForm = lazy(() => import('./correct-form'));

/** The closure card's choices are the free ones (issue #38): the actions go there, not below. */
const choicesOnTop = (ticket: TransactionDetail) => closedDeparture(ticket) !== null && !!ticket.actions?.freeOptions;

/**
 * A cancelled or held departure's free choices, Ubah Jadwal and Ajukan Refund, for the closure card
 * at the top of the ticket (issue #38); nothing otherwise.
 */
export function ClosureChoices({
  flow,
  ticket,
}: {
  flow: ActorRefFrom<typeof ticketActionsMachine>;
  ticket: TransactionDetail;
}) {
  if (!ticket.actions || ticket.status === 'CANCELLED' || !choicesOnTop(ticket)) return null;
  return (
    <ActionList
      ticket={ticket}
      actions={ticket.actions}
      onCancel={() => flow.send({ type: 'CANCEL.ASK' })}
      onCorrect={() => flow.send({ type: 'CORRECT.OPEN' })}
    />
  );
}

export function SelfService({
  flow,
  ticket,
  arrivalNotice = null,
}: {
  flow: ActorRefFrom<typeof ticketActionsMachine>;
  ticket: TransactionDetail;
  /** The outcome the screen that sent the passenger here reports (Ubah Jadwal's move). */
  arrivalNotice?: string | null;
}) {
  const notice = useSelector(flow, (s) => s.context.notice);
  const actionError = useSelector(flow, (s) => (s.matches({ flow: 'correcting' }) ? null : s.context.error));
  const confirmingCancel = useSelector(
    flow,
    (s) => s.matches({ flow: 'confirmingCancel' }) || s.matches({ flow: 'cancelling' }),
  );
  const cancelling = useSelector(flow, (s) => s.matches({ flow: 'cancelling' }));
  const correcting = useSelector(flow, (s) => s.matches({ flow: 'correcting' }));
  const pendingWindow = useSelector(flow, (s) => s.children.pendingWindow as PendingWindowActor | undefined);
  const pendingExpired = useSelector(flow, (s) => s.matches({ pending: 'expired' }));
  const cancelled = ticket.status === 'CANCELLED';
  const t = useT();
  const known = useKnownText(KNOWN);
  const shownNotice = notice ?? arrivalNotice;
  return (
    <>
      {shownNotice && <Banner tone="info">{known(shownNotice)}</Banner>}
      {actionError && <Banner>{known(actionError)}</Banner>}
      {ticket.pendingChange && (
        <PendingChange pending={ticket.pendingChange} window={pendingWindow} expired={pendingExpired} />
      )}
      {ticket.refund && <RefundStatus refund={ticket.refund} />}
      {ticket.actions && !cancelled && !correcting && !choicesOnTop(ticket) && (
        <TicketActionsSection
          ticket={ticket}
          actions={ticket.actions}
          onCancel={() => flow.send({ type: 'CANCEL.ASK' })}
          onCorrect={() => flow.send({ type: 'CORRECT.OPEN' })}
        />
      )}
      {correcting && (
        <Suspense fallback={<Skeleton lines={3} label={t(m.ak_loading_form)} />}>
          <CorrectForm actor={flow} vehicleClass={ticket.vehicleClass} />
        </Suspense>
      )}
      {confirmingCancel && (
        <CancelDialog
          ticket={ticket}
          busy={cancelling}
          onBack={() => flow.send({ type: 'CANCEL.BACK' })}
          onConfirm={() => flow.send({ type: 'CANCEL.CONFIRM' })}
        />
      )}
      {ticket.changes && <ChangeHistory changes={ticket.changes} />}
    </>
  );
}
