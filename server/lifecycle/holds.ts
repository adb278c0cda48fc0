// A ticket's life (issue #37 item 2): the holds' end (expiry, release, a failed charge, account
// deletion) and a paid ticket's cancellation, each with the space it gives back, exactly once.
// Moved here from ../capacity/holds.ts, which keeps the space arithmetic. See ./README.md.
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Executor, type Tx } from '../db/client';
import { transactions } from '../db/schema';
import type { Clock } from '../platform/clock';
import { returnedColumns, returnSpace, type Returned } from '../capacity/holds';
import type { Space } from '../capacity/space';
import type { RefundCause } from '../db/schema-tickets';
import { recordCashRefund } from '../refunds/queue';
import { cancelUnpaid, endExpectedMoney } from './tickets';

/** A cancellation's refund paid in cash from a booth shift (issue #24); its percent and why. */
export type BoothRefund = { amount: number; shiftId: number; percent: number; cause: RefundCause };

/**
 * Cancels a paid ticket at the booth (issue #24; a booth ticket or an online one departing from the
 * cashier's port) and gives back its space, seats and walk-in part, inside `tx`: the UPDATE …
 * WHERE status = 'PAID' AND NOT checked_in decides, so whichever call changes the row returns them,
 * exactly once, and a ticket checked in meanwhile (an officer's scan committed between the caller's
 * read and this write, issue #37) is never cancelled nor refunded: PostgreSQL re-reads the row's
 * condition once its lock is free. Its
 * boarding pass version is bumped (an older QR stops working). With `refund`, the refund is
 * recorded on the ticket in the same statement: its amount, when, 'tunai', and the shift whose cash
 * paid it. Answers whether it was cancelled.
 */
export async function cancelBoothTicket(
  tx: Executor,
  transactionId: number,
  nowMs: number,
  refund?: BoothRefund,
): Promise<boolean> {
  const refunded = refund
    ? { refundAmount: refund.amount, refundedAt: new Date(nowMs), refundMethod: 'tunai', refundShiftId: refund.shiftId }
    : {};
  const rows = await tx
    .update(transactions)
    .set({
      status: 'CANCELLED',
      settledAt: new Date(nowMs),
      passVersion: sql`${transactions.passVersion} + 1`,
      ...refunded,
    })
    .where(and(eq(transactions.id, transactionId), eq(transactions.status, 'PAID'), eq(transactions.checkedIn, false)))
    .returning(returnedColumns);
  await returnSpace(tx, rows);
  // The cash leaves the shift's drawer: a refund of the one list, against the ticket's payments.
  if (rows.length && refund) await recordCashRefund(tx, { transactionId, nowMs, ...refund });
  return rows.length > 0;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Expires the due unpaid holds (of one schedule, or all) and returns their space, inside `tx`;
 * answers how many expired and the space given back. Rows another transaction holds are skipped
 * (SKIP LOCKED) and picked up by the next run.
 */
export async function expireDueIn(
  tx: Tx,
  nowMs: number,
  scheduleId?: number,
  limit = 500,
): Promise<{ count: number } & Space> {
  const ofSchedule = scheduleId === undefined ? sql`` : sql`AND schedule_id = ${scheduleId}`;
  const result = await tx.execute(sql`
    WITH due AS (
      SELECT id FROM transactions
      WHERE status = 'UNPAID' AND expires_at <= ${iso(nowMs)}::timestamptz ${ofSchedule}
      ORDER BY id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE transactions AS t
    SET status = 'EXPIRED', settled_at = ${iso(nowMs)}::timestamptz
    FROM due WHERE t.id = due.id AND t.status = 'UNPAID'
    RETURNING t.schedule_id AS "scheduleId", t.space_cm AS "spaceCm", t.seats AS "seats", t.walkin_cm AS "walkinCm",
      t.invoice_id AS "invoiceId", t.payment_provider AS "paymentProvider"`);
  const rows = rowsOf<Returned & { invoiceId: string; paymentProvider: string | null }>(result);
  const space = await returnSpace(tx, rows);
  await endExpectedMoney(tx, rows, nowMs);
  return { count: rows.length, ...space };
}

export interface HoldService {
  /** The expiry job's work: one transaction, returns how many holds expired. */
  expireDue(): Promise<number>;
  /** Cancels the user's unpaid holds on a schedule; returns how many were released. */
  release(userId: number, scheduleId: number): Promise<number>;
  /** Cancels every unpaid hold of the user inside `tx` (account deletion). */
  releaseAllOfUser(tx: Tx, userId: number): Promise<number>;
  /** Cancels one unpaid transaction by id (e.g. its payment session could not be opened). */
  cancel(transactionId: number): Promise<boolean>;
}

export function createHoldService(opts: { db: Db; now: Clock }): HoldService {
  const { db, now } = opts;

  const cancelWhere = async (tx: Tx, where: ReturnType<typeof and>): Promise<number> =>
    (await cancelUnpaid(tx, where, now())).length;

  return {
    async expireDue() {
      let total = 0;
      // Batches keep each transaction short when a backlog built up while the server was down.
      for (;;) {
        const n = (await db.transaction((tx) => expireDueIn(tx, now()))).count;
        total += n;
        if (n < 500) return total;
      }
    },
    release: (userId, scheduleId) =>
      db.transaction((tx) =>
        cancelWhere(tx, and(eq(transactions.userId, userId), eq(transactions.scheduleId, scheduleId))),
      ),
    releaseAllOfUser: (tx, userId) => cancelWhere(tx, eq(transactions.userId, userId)),
    cancel: async (transactionId) =>
      (await db.transaction((tx) => cancelWhere(tx, eq(transactions.id, transactionId)))) > 0,
  };
}
