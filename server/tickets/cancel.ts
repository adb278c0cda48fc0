// Batalkan Tiket / Ajukan Refund by the passenger (cancelTicket, issue #23), like the booth's
// (../booth/tickets.ts) but refunded through the payment provider instead of in cash: under the
// departure's row lock (and the lock of the departure a pending Ubah Jadwal holds space on, id
// order) the rule of ./actions.ts decides — 100 % with no cutoff when the operator cancelled or
// stopped the departure, SELF_CANCEL_REFUND_PERCENT at least 2 hours before departure otherwise.
// The ticket becomes CANCELLED with its pass version bumped and its space back exactly once
// (../capacity/holds.ts cancelBoothTicket, without the cash fields), a pending Ubah Jadwal ends
// (its held space back), the change is kept with its refund, and the refund is queued in the same
// transaction (../refunds/queue.ts): cause 'operator_cancel' on a closed departure, else
// 'passenger'. After the commit the caller asks the gateway (ctx.refunds.process).
// SQL: transactions, schedules, ticket_changes, refunds.
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { cancelBoothTicket } from '../lifecycle/holds';
import type { Db, Executor } from '../db/client';
import { transactions } from '../db/schema';
import { ticketChanges } from '../db/schema-tickets';
import { amountsChanged, conflict, notFound } from '../errors';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import type { AuthUser } from '../platform/request-auth';
import { queueRefund } from '../refunds/queue';
import { cancelOf, freeOptions, type TicketRules } from './actions';
import { lockDepartures, ownTicket, pendingChangeOf } from './load';
import { TICKET_MESSAGES as M } from './messages';
import { endPendingChange } from '../lifecycle/move';

export interface CancelDeps {
  db: Db;
  now: Clock;
  rules: TicketRules;
}

/**
 * The payments a cancellation's refund reverses (issue #37), each never past what it received: the
 * ticket's own order first (its price at sale), then each paid move's own order (`<invoice>-U<n>`:
 * its fee and fare difference), oldest first. A gateway refunds an order only up to what that order
 * was paid, so a refund of a price a move raised is split between the orders that paid it.
 */
async function refundSources(
  tx: Executor,
  ticket: { tx: { id: number; price: number; salePrice: number | null } },
  amount: number,
): Promise<{ orderId?: string; amount: number }[]> {
  const moves = await tx
    .select({ orderId: ticketChanges.orderId, paid: ticketChanges.amountDue })
    .from(ticketChanges)
    .where(
      and(
        eq(ticketChanges.transactionId, ticket.tx.id),
        eq(ticketChanges.kind, 'reschedule'),
        eq(ticketChanges.status, 'done'),
        isNotNull(ticketChanges.orderId),
        gt(ticketChanges.amountDue, 0),
      ),
    )
    .orderBy(asc(ticketChanges.id));
  let left = amount;
  const own = Math.min(left, ticket.tx.salePrice ?? ticket.tx.price);
  left -= own;
  const sources: { orderId?: string; amount: number }[] = [{ amount: own }];
  for (const m of moves) {
    if (left <= 0) break;
    const take = Math.min(left, m.paid);
    sources.push({ orderId: m.orderId!, amount: take });
    left -= take;
  }
  // Never more than was paid in all: the rest (none, by the rules) stays with the ticket's own order.
  if (left > 0) sources[0]!.amount += left;
  return sources;
}

/**
 * Cancels the user's ticket; answers the refunds queued for it, one per payment it reverses
 * (processed by the caller after the commit). `shown` is the refund the passenger confirmed: when another applies now (the departure
 * reopened meanwhile, the cutoff passed), nothing happens (409 AmountsChanged with the preview).
 */
export async function cancelOwnTicket(
  deps: CancelDeps,
  user: AuthUser,
  id: number,
  shown: { refundAmount: number },
): Promise<{ refundIds: number[] }> {
  const { db } = deps;
  const first = await ownTicket(db, user.id, id);
  if (!first) throw notFound(M.ticketNotFound);
  const pending0 = await pendingChangeOf(db, id);
  return db.transaction(async (tx) => {
    await lockDepartures(tx, [first.s.id, pending0?.toScheduleId]);
    const t = deps.now();
    const ticket = await ownTicket(tx, user.id, id, true);
    if (!ticket) throw notFound(M.ticketNotFound);
    if (ticket.s.id !== first.s.id) throw conflict(M.changedMeanwhile);
    const preview = cancelOf(ticket, t, deps.rules);
    if (!preview.allowed) throw conflict(preview.reason ?? M.notActive);
    if (preview.refundAmount !== shown.refundAmount) throw amountsChanged(M.refundChanged, { cancel: preview });
    const pending = await pendingChangeOf(tx, id, true);
    if (pending && pending.id !== pending0?.id) throw conflict(M.changedMeanwhile);
    if (pending) await endPendingChange(tx, pending.id, t);
    if (!(await cancelBoothTicket(tx, id, t))) throw conflict(M.notActive);
    const [after] = await tx
      .select({ passVersion: transactions.passVersion })
      .from(transactions)
      .where(eq(transactions.id, id));
    await tx.insert(ticketChanges).values({
      transactionId: id,
      kind: 'cancel',
      status: 'done',
      fromScheduleId: ticket.s.id,
      fee: preview.fee,
      refundAmount: preview.refundAmount,
      passVersionBefore: ticket.tx.passVersion,
      passVersionAfter: after!.passVersion,
      before: { status: ticket.tx.status, price: ticket.tx.price },
      after: { status: 'CANCELLED', refundPercent: preview.refundPercent },
      actorId: user.id,
      actorName: user.name,
      actorRole: user.role,
      createdAt: new Date(t),
      settledAt: new Date(t),
    });
    await writeAudit(tx, user, t, {
      action: 'ticket.cancel',
      entity: 'ticket',
      entityId: id,
      before: { status: ticket.tx.status, passVersion: ticket.tx.passVersion, channel: ticket.tx.channel },
      after: {
        status: 'CANCELLED',
        passVersion: after!.passVersion,
        refundAmount: preview.refundAmount,
        refundPercent: preview.refundPercent,
        fee: preview.fee,
      },
      reason: null,
    });
    const cause = freeOptions(ticket, t) ? 'operator_cancel' : 'passenger';
    const refundIds: number[] = [];
    for (const source of await refundSources(tx, ticket, preview.refundAmount)) {
      const queued = await queueRefund(tx, {
        transactionId: id,
        amount: source.amount,
        percent: preview.refundPercent,
        cause,
        nowMs: t,
        ...(source.orderId ? { orderId: source.orderId } : {}),
      });
      refundIds.push(queued.id);
    }
    return { refundIds };
  });
}
