// Moving a ticket to another departure and ending a pending move (issue #23), inside the caller's
// database transaction, which holds both departures' row locks (./load.ts lockDepartures):
// - move: the ticket's space goes back to its old departure (its walk-in part too: a booth ticket
//   is moved as an online one, its new space is online space and its walkinCm becomes 0) and is
//   taken on the new one (or was already, by the pending change's hold); it keeps its invoice
//   number, its scheduleId changes and its pass version is bumped, so the old QR is refused as
//   "Tiket sudah dipindah". Its price and price lines change only when a higher fare's difference
//   was paid: a lower fare returns nothing, and a free move (the operator closed the departure)
//   keeps what was paid, so a later refund is of the money received.
// - end a pending change: the UPDATE … WHERE status = 'pending' decides, so the space it held on
//   the new departure goes back exactly once, whoever ends it (expiry job, gateway, cancellation).
// SQL: transactions, schedules, ticket_changes.
import { and, eq, sql } from 'drizzle-orm';
import { returnSpace, takeSpace } from '../capacity/holds';
import type { Executor } from '../db/client';
import { transactions, type PriceLineJson } from '../db/schema';
import { ticketChanges } from '../db/schema-tickets';
import type { TicketTx } from '../tickets/load';
import { expectPayment, receivePayment, voidPayment } from '../ledger/entries';

/** The new fare when the passenger paid its difference (else the price stays). */
export type NewPrice = { price: number; priceLines: PriceLineJson[] } | null;

/**
 * Moves a PAID ticket from `ticket.scheduleId` to `toScheduleId`; `held`: the space on the new
 * departure is already taken (a paid change's hold). Answers the pass version after the move, or
 * null when the ticket was not PAID on its old departure any more.
 */
export async function moveTicket(
  tx: Executor,
  ticket: TicketTx,
  toScheduleId: number,
  opts: { held: boolean; newPrice: NewPrice },
): Promise<number | null> {
  const rows = await tx
    .update(transactions)
    .set({
      scheduleId: toScheduleId,
      passVersion: sql`${transactions.passVersion} + 1`,
      walkinCm: 0,
      ...(opts.newPrice ? { price: opts.newPrice.price, priceLines: opts.newPrice.priceLines } : {}),
    })
    .where(
      and(
        eq(transactions.id, ticket.id),
        eq(transactions.status, 'PAID'),
        eq(transactions.checkedIn, false),
        eq(transactions.scheduleId, ticket.scheduleId),
      ),
    )
    .returning({ passVersion: transactions.passVersion });
  if (!rows.length) return null;
  await returnSpace(tx, [
    { scheduleId: ticket.scheduleId, spaceCm: ticket.spaceCm, seats: ticket.seats, walkinCm: ticket.walkinCm },
  ]);
  if (!opts.held) await takeSpace(tx, new Map([[toScheduleId, { cm: ticket.spaceCm, seats: ticket.seats }]]));
  return rows[0]!.passVersion;
}

/**
 * Ends a pending change unpaid ('expired') and gives its held space back, exactly once; answers
 * whether this call ended it. `gatewayStatus`: what the gateway said, when it said it.
 */
export async function endPendingChange(
  tx: Executor,
  changeId: number,
  nowMs: number,
  gatewayStatus?: string,
): Promise<boolean> {
  const rows = await tx
    .update(ticketChanges)
    .set({ status: 'expired', settledAt: new Date(nowMs), ...(gatewayStatus ? { gatewayStatus } : {}) })
    .where(and(eq(ticketChanges.id, changeId), eq(ticketChanges.status, 'pending')))
    .returning({
      scheduleId: ticketChanges.toScheduleId,
      spaceCm: ticketChanges.spaceCm,
      seats: ticketChanges.seats,
      orderId: ticketChanges.orderId,
      paymentProvider: ticketChanges.paymentProvider,
    });
  const held = rows.flatMap((r) => (r.scheduleId === null ? [] : [{ ...r, scheduleId: r.scheduleId }]));
  await returnSpace(tx, held);
  // Its expected money is void once no gateway can still take it (else reconciliation asks first).
  const ended = rows.filter((r) => r.orderId && (gatewayStatus || r.paymentProvider !== 'midtrans'));
  await voidPayment(
    tx,
    ended.map((r) => r.orderId!),
    nowMs,
  );
  return rows.length > 0;
}

type ChangeMoney = Pick<
  typeof ticketChanges.$inferSelect,
  'id' | 'transactionId' | 'amountDue' | 'orderId' | 'paymentProvider'
>;

/** The ledger's view of a move's own payment (`<invoice>-U<n>`). */
export function moveMoneyOf(c: ChangeMoney, nowMs: number) {
  return {
    transactionId: c.transactionId,
    kind: 'move' as const,
    amount: c.amountDue,
    method: c.paymentProvider === 'midtrans' ? ('midtrans' as const) : ('simulator' as const),
    gatewayOrderId: c.orderId,
    changeId: c.id,
    nowMs,
  };
}

/** A move's payment page opened: its money is expected. */
export async function expectMovePayment(tx: Executor, c: ChangeMoney, nowMs: number): Promise<void> {
  await expectPayment(tx, moveMoneyOf(c, nowMs));
}

/** A move's payment came in (applied, or owed back when it could not be). */
export async function receiveMovePayment(tx: Executor, c: ChangeMoney, nowMs: number): Promise<void> {
  await receivePayment(tx, moveMoneyOf(c, nowMs));
}
