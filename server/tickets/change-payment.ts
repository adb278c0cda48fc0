// The payment of a paid Ubah Jadwal (issue #23): a pending ticket_changes row with its own order id
// (`<invoice>-U<change id>`) and payment session, settled like an order's but never touching the
// ticket's own payment:
// - paid (the simulator's signed callback for its sessionId, or Midtrans' status for its order id
//   with the same gross_amount): under both departures' locks, a change still pending whose ticket
//   is still PAID, not checked in and on its old departure is settled — the ticket moves into the
//   space the change held (./move.ts), status 'done'. A ticket cancelled or boarded meanwhile: the
//   held space goes back, the change is 'expired', and the money paid for it is owed back: a refund
//   of that order (cause change_not_applied, ../refunds/queue.ts) is due in the console's Refund
//   list, in the same transaction. The same holds for a change paid after its window ended.
// - cancelled, expired or denied at the gateway, the simulator's Batalkan, or the window over (the
//   jobs' expireDueChanges): the held space goes back once, 'expired'.
// Lock order everywhere: departures (id order), then the change row, then the ticket.
// SQL: ticket_changes, transactions, schedules.
import { and, asc, eq, isNull, lte, ne, or } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { schedules, transactions } from '../db/schema';
import { ticketChanges } from '../db/schema-tickets';
import { enqueueTicketNotice } from '../notices/queue';
import { queueRefund } from '../refunds/queue';
import { ABSENT_GRACE_MS } from '../platform/constants';
import { lockDepartures, type ChangeRow } from './load';
import { endPendingChange, moveTicket, receiveMovePayment, type NewPrice } from '../lifecycle/move';

type Log = { warn(o: object, m: string): void; error(o: object, m: string): void };

export type ChangeSettleResult = 'paid' | 'cancelled' | 'ignored';

/** The order id of a change's payment (the gateway's order_id). */
export const changeOrderId = (invoiceId: string, changeId: number) => `${invoiceId}-U${changeId}`;

/** The new fare a change stored (`after`), when its difference is paid with it. */
function newPriceOf(c: ChangeRow): NewPrice {
  const after = c.after as { price?: unknown; priceLines?: unknown } | null;
  if (c.difference <= 0 || !after || typeof after.price !== 'number' || !Array.isArray(after.priceLines)) return null;
  return { price: after.price, priceLines: after.priceLines as NonNullable<NewPrice>['priceLines'] };
}

/** The money paid for a change that could not be applied goes back: a due refund of its order. */
async function owedBack(tx: Executor, c: ChangeRow, nowMs: number): Promise<void> {
  if (!c.orderId || c.amountDue <= 0) return;
  await receiveMovePayment(tx, c, nowMs);
  await queueRefund(tx, {
    transactionId: c.transactionId,
    amount: c.amountDue,
    percent: 100,
    cause: 'change_not_applied',
    nowMs,
    orderId: c.orderId,
  });
}

/** Settles a paid change inside `tx` (the caller found it by session or order id). */
export async function settleChangeIn(
  tx: Executor,
  change: ChangeRow,
  nowMs: number,
  opts: { origin: string; log: Log; gatewayStatus?: string },
): Promise<ChangeSettleResult> {
  const [ticket0] = await tx.select().from(transactions).where(eq(transactions.id, change.transactionId));
  if (!ticket0) return 'ignored';
  await lockDepartures(tx, [ticket0.scheduleId, change.toScheduleId]);
  const [c] = await tx.select().from(ticketChanges).where(eq(ticketChanges.id, change.id)).for('update');
  if (!c || c.status !== 'pending' || c.toScheduleId === null) {
    if (c?.status === 'expired') {
      opts.log.error(
        { changeId: change.id, transactionId: change.transactionId, amount: change.amountDue },
        'a reschedule was paid after it ended: its refund is due',
      );
      await owedBack(tx, c, nowMs);
      // The gateway's last word: the reconciliation stops asking about this order.
      if (opts.gatewayStatus)
        await tx.update(ticketChanges).set({ gatewayStatus: opts.gatewayStatus }).where(eq(ticketChanges.id, c.id));
    }
    return 'ignored';
  }
  const [ticket] = await tx.select().from(transactions).where(eq(transactions.id, c.transactionId)).for('update');
  const movable = ticket && ticket.status === 'PAID' && !ticket.checkedIn && ticket.scheduleId === c.fromScheduleId;
  const passVersion = movable
    ? await moveTicket(tx, ticket, c.toScheduleId, { held: true, newPrice: newPriceOf(c) })
    : null;
  if (passVersion === null) {
    await endPendingChange(tx, c.id, nowMs, opts.gatewayStatus);
    opts.log.error(
      { changeId: c.id, transactionId: c.transactionId, amount: c.amountDue },
      'a reschedule was paid for a ticket no longer movable: its refund is due',
    );
    await owedBack(tx, c, nowMs);
    return 'ignored';
  }
  await receiveMovePayment(tx, c, nowMs);
  await tx
    .update(ticketChanges)
    .set({
      status: 'done',
      settledAt: new Date(nowMs),
      passVersionBefore: passVersion - 1,
      passVersionAfter: passVersion,
      ...(opts.gatewayStatus ? { gatewayStatus: opts.gatewayStatus } : {}),
    })
    .where(eq(ticketChanges.id, c.id));
  // The new boarding pass: a notice per pass version (../notices/queue.ts dedupes by it).
  await enqueueTicketNotice(tx, c.transactionId, nowMs, opts.origin);
  return 'paid';
}

/** Ends a pending change unpaid under its departure's lock; answers whether it was ended now. */
export async function endChangeIn(tx: Executor, change: ChangeRow, nowMs: number, gatewayStatus?: string) {
  await lockDepartures(tx, [change.toScheduleId]);
  return endPendingChange(tx, change.id, nowMs, gatewayStatus);
}

/**
 * The simulator's callback for a session no transaction has (../payments/settle.ts): a change's.
 * Answers null when no change has that session either.
 */
export async function settleChangeBySession(
  db: Db,
  nowMs: number,
  sessionId: string,
  paid: boolean,
  opts: { origin: string; log: Log },
): Promise<ChangeSettleResult | null> {
  const [change] = await db.select().from(ticketChanges).where(eq(ticketChanges.paymentSessionId, sessionId));
  if (!change) return null;
  return db.transaction(async (tx) => {
    if (paid) return settleChangeIn(tx, change, nowMs, opts);
    return (await endChangeIn(tx, change, nowMs)) ? 'cancelled' : 'ignored';
  });
}

/** The gateway's word on a change's order id (Midtrans), as ../payments/gateway.ts classifies it. */
export type ChangeGatewayInput = {
  orderId: string;
  status: string | null;
  verdict: 'paid' | 'cancelled' | 'wait' | 'other' | null;
  grossAmount: number;
};

/**
 * ../payments/gateway.ts applyGatewayStatus's fallback when no transaction has the order id: a
 * change's payment. Runs inside the caller's transaction; 'unknown' when no change has it either.
 */
export async function applyChangeGatewayStatus(
  tx: Executor,
  deps: { now: () => number; log: Log; origin?: string },
  input: ChangeGatewayInput,
): Promise<'unknown' | 'paid' | 'cancelled' | 'unchanged'> {
  const [change] = await tx.select().from(ticketChanges).where(eq(ticketChanges.orderId, input.orderId));
  if (!change) return 'unknown';
  const t = deps.now();
  if (!input.status) return 'unchanged';
  if (input.verdict === 'paid') {
    if (input.grossAmount !== change.amountDue) {
      deps.log.error(
        { orderId: input.orderId, amount: input.grossAmount, due: change.amountDue },
        'gateway amount differs from the reschedule amount',
      );
      await tx.update(ticketChanges).set({ gatewayStatus: 'amount_mismatch' }).where(eq(ticketChanges.id, change.id));
      return 'unchanged';
    }
    const result = await settleChangeIn(tx, change, t, {
      origin: deps.origin ?? '',
      log: deps.log,
      gatewayStatus: input.status,
    });
    return result === 'paid' ? 'paid' : 'unchanged';
  }
  if (input.verdict === 'cancelled') {
    if (await endChangeIn(tx, change, t, input.status)) return 'cancelled';
    // Ended already (its window): the gateway's final word is kept, so no one asks again.
    await tx.update(ticketChanges).set({ gatewayStatus: input.status }).where(eq(ticketChanges.id, change.id));
    return 'unchanged';
  }
  await tx.update(ticketChanges).set({ gatewayStatus: input.status }).where(eq(ticketChanges.id, change.id));
  return 'unchanged';
}

/**
 * The jobs' pass: ends every pending change past its window and gives its space back. A move paid
 * through Midtrans is not ended before the gateway has been asked (issue #37): the reconciliation
 * asks about it from just before its window ends and settles or ends it by Midtrans' word; only a
 * move the gateway has said nothing final about ABSENT_GRACE_MS after its window is ended here.
 */
export async function expireDueChanges(db: Db, nowMs: number, limit = 200): Promise<number> {
  const due = await db
    .select()
    .from(ticketChanges)
    .where(
      and(
        eq(ticketChanges.status, 'pending'),
        lte(ticketChanges.expiresAt, new Date(nowMs)),
        or(
          isNull(ticketChanges.paymentProvider),
          ne(ticketChanges.paymentProvider, 'midtrans'),
          lte(ticketChanges.expiresAt, new Date(nowMs - ABSENT_GRACE_MS)),
        ),
      ),
    )
    .orderBy(asc(ticketChanges.expiresAt))
    .limit(limit);
  let ended = 0;
  for (const change of due) {
    if (await db.transaction((tx) => endChangeIn(tx, change, nowMs))) ended += 1;
  }
  return ended;
}

/**
 * A change's payment session as the simulator's page shows it (../payments/routes.ts): its order
 * id, amount and window, the ticket's vehicle and the new departure. Null when no change has it.
 */
export async function changeSessionView(ex: Executor, sessionId: string) {
  const [row] = await ex
    .select({
      c: ticketChanges,
      vehicleClass: transactions.vehicleClass,
      plateNumber: transactions.plateNumber,
      issuedDate: schedules.issuedDate,
      issuedTime: schedules.issuedTime,
      fromRouteId: schedules.fromRouteId,
      toRouteId: schedules.toRouteId,
    })
    .from(ticketChanges)
    .innerJoin(transactions, eq(transactions.id, ticketChanges.transactionId))
    .innerJoin(schedules, eq(schedules.id, ticketChanges.toScheduleId))
    .where(eq(ticketChanges.paymentSessionId, sessionId));
  if (!row) return null;
  const { c } = row;
  const status =
    c.status === 'pending' ? 'UNPAID' : c.status === 'done' ? 'PAID' : c.gatewayStatus ? 'CANCELLED' : 'EXPIRED';
  return {
    tx: {
      status: status as 'UNPAID' | 'PAID' | 'CANCELLED' | 'EXPIRED',
      expiresAt: c.expiresAt ?? c.createdAt,
      invoiceId: c.orderId ?? '',
      vehicleClass: row.vehicleClass,
      plateNumber: row.plateNumber,
      price: c.amountDue,
      paidAt: c.status === 'done' ? c.settledAt : null,
    },
    issuedDate: row.issuedDate,
    issuedTime: row.issuedTime,
    fromRouteId: row.fromRouteId,
    toRouteId: row.toRouteId,
  };
}
