// What a ticket's detail carries about its self-service (issue #23): the actions allowed now
// (./actions.ts), the change history (./history.ts), the refund (../refunds/present.ts) and a paid
// Ubah Jadwal waiting for its payment. ../orders/detail.ts puts them into TransactionDetail.
// SQL: schedules, ticket_changes, refunds.
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { schedules } from '../db/schema';
import type { Schemas } from '../platform/handlers';
import { ticketRefund } from '../refunds/present';
import { actionsOf, type TicketRules } from './actions';
import { changesOf, presentPending } from './history';
import { pendingChangeOf, type TicketTx } from './load';

export interface TicketExtras {
  actions: Schemas['TicketActions'] | null;
  changes: Schemas['TicketChange'][];
  refund: Schemas['TicketRefund'] | null;
  pendingChange: Schemas['PendingReschedule'] | null;
  /** The pending change's order id and provider (the gateway is nudged about it). */
  pendingOrder: { orderId: string; provider: string | null } | null;
}

export async function ticketExtras(
  ex: Executor,
  tx: TicketTx,
  nowMs: number,
  rules: TicketRules,
): Promise<TicketExtras> {
  const [s] = await ex.select().from(schedules).where(eq(schedules.id, tx.scheduleId));
  const pending = await pendingChangeOf(ex, tx.id);
  const open = pending && pending.expiresAt && pending.expiresAt.getTime() > nowMs ? pending : undefined;
  return {
    actions: s ? actionsOf({ tx, s, fromName: '', toName: '' }, Boolean(pending), nowMs, rules) : null,
    changes: await changesOf(ex, tx.id),
    refund: await ticketRefund(ex, tx.id),
    pendingChange: open && open.paymentUrl ? await presentPending(ex, open) : null,
    pendingOrder: pending?.orderId ? { orderId: pending.orderId, provider: pending.paymentProvider } : null,
  };
}

/** Whether the operator cancelled the ticket's departure (tiket-saya's "Dibatalkan oleh operator"). */
export const operatorCancelled = (tx: Pick<TicketTx, 'status'>, departureStatus: string): boolean =>
  tx.status === 'PAID' && departureStatus === 'cancelled';
