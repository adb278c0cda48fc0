// tiket-detail's ticket with its self-service (issue #23), loaded after the ticket has painted: the
// ticket-actions machine holds the ticket as the latest action's answer left it (the loaded one
// until then), and ./self-service.tsx shows Ubah Jadwal, Batalkan Tiket / Ajukan Refund, Perbaiki
// Data, the refund, a paid move waiting for its payment and the change history; on a cancelled or
// held departure the free choices go into the closure card at the top (issue #38).
import { useSelector } from '@xstate/react';
import { useFlow } from '../../hooks/inspect';
import { ticketActionsMachine } from '../../machines/ticket-actions.machine';
import type { TransactionDetail } from '../../machines/ticket.machine';
import { ClosureChoices, SelfService } from './self-service';
import { TicketView, type TicketViewProps } from './ticket-view';

export default function TicketWithActions({
  loaded,
  actionsLogic = ticketActionsMachine,
  arrivalNotice,
  ...view
}: TicketViewProps & {
  loaded: TransactionDetail;
  actionsLogic?: typeof ticketActionsMachine;
  /** The outcome the screen that sent the passenger here reports (Ubah Jadwal's move). */
  arrivalNotice: string | null;
}) {
  const flow = useFlow(actionsLogic, { input: { ticket: loaded } });
  const ticket = useSelector(flow, (s) => s.context.ticket);
  return (
    <TicketView ticket={ticket} closureChoices={<ClosureChoices flow={flow} ticket={ticket} />} {...view}>
      <SelfService flow={flow} ticket={ticket} arrivalNotice={arrivalNotice} />
    </TicketView>
  );
}
