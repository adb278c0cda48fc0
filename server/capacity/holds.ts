// Capacity bookkeeping, below both orders and payments. A departure's space (issue #22) is lane
// centimetres and seats: `schedules.laneFreeCm` = laneCm − held − sold and `seatsFree` = seats −
// held − sold, every ticket taking the `spaceCm` and `seats` written on its transaction row at order
// time (./space.ts has the rules for what online sale may use). Space is taken only by the order
// transaction (row lock on the schedule, takeSpace) and a late payment's re-hold, and given back
// only together with a status change away from UNPAID (expiry, release, cancel, account deletion, a
// cancelled payment): the UPDATE … WHERE status = 'UNPAID' … RETURNING schedule_id, space_cm, seats
// decides which rows change, so each ticket's space returns exactly once — also when several
// processes run the same job at the same time or after a restart.
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Executor, type Tx } from '../db/client';
import { schedules, transactions } from '../db/schema';
import type { Clock } from '../platform/clock';
import type { Space } from './space';

/**
 * A ticket whose space goes back: its departure, lane centimetres and seats, and the part of the
 * walk-in quota it used (booth tickets, issue #24; 0 or absent for online ones).
 */
export type Returned = { scheduleId: number; spaceCm: number; seats: number; walkinCm?: number | null };

/** The space per departure of a list of tickets (with the walk-in part to give back). */
function bySchedule(tickets: Returned[]): Map<number, Space & { walkinCm: number }> {
  const sums = new Map<number, Space & { walkinCm: number }>();
  for (const t of tickets) {
    const s = sums.get(Number(t.scheduleId)) ?? { cm: 0, seats: 0, walkinCm: 0 };
    s.cm += Number(t.spaceCm);
    s.seats += Number(t.seats);
    s.walkinCm += Number(t.walkinCm ?? 0);
    sums.set(Number(t.scheduleId), s);
  }
  return sums;
}

/** Gives the listed tickets' space back to their departures, locking schedules in id order. */
export async function returnSpace(tx: Executor, tickets: Returned[]): Promise<Space> {
  const total = { cm: 0, seats: 0 };
  for (const [id, s] of [...bySchedule(tickets)].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(schedules)
      .set({
        laneFreeCm: sql`${schedules.laneFreeCm} + ${s.cm}`,
        seatsFree: sql`${schedules.seatsFree} + ${s.seats}`,
        ...(s.walkinCm ? { walkinUsedCm: sql`${schedules.walkinUsedCm} - ${s.walkinCm}` } : {}),
      })
      .where(eq(schedules.id, id));
    total.cm += s.cm;
    total.seats += s.seats;
  }
  return total;
}

/**
 * Takes the space of each listed departure (scheduleId → cm and seats), locking schedules in id
 * order. The caller holds the departures' row locks and has checked that the space is there.
 */
export async function takeSpace(tx: Executor, taken: Map<number, Space>): Promise<void> {
  for (const [scheduleId, s] of [...taken].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(schedules)
      .set({
        laneFreeCm: sql`${schedules.laneFreeCm} - ${s.cm}`,
        seatsFree: sql`${schedules.seatsFree} - ${s.seats}`,
      })
      .where(eq(schedules.id, scheduleId));
  }
}

/**
 * Takes a booth sale's space (issue #24) on a departure whose row the caller has locked and checked
 * with fitsBooth: its length and seats, and `walkinCm` of them out of the walk-in quota
 * (./space.ts walkinTakeCm).
 */
export async function takeBoothSpace(tx: Executor, scheduleId: number, s: Space, walkinCm: number): Promise<void> {
  await tx
    .update(schedules)
    .set({
      laneFreeCm: sql`${schedules.laneFreeCm} - ${s.cm}`,
      seatsFree: sql`${schedules.seatsFree} - ${s.seats}`,
      walkinUsedCm: sql`${schedules.walkinUsedCm} + ${walkinCm}`,
    })
    .where(eq(schedules.id, scheduleId));
}

/** The RETURNING list of a status change that gives space back. */
export const returnedColumns = {
  scheduleId: transactions.scheduleId,
  spaceCm: transactions.spaceCm,
  seats: transactions.seats,
  walkinCm: transactions.walkinCm,
};

/** A cancellation's refund paid in cash from a booth shift (issue #24). */
export type BoothRefund = { amount: number; shiftId: number };

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
    RETURNING t.schedule_id AS "scheduleId", t.space_cm AS "spaceCm", t.seats AS "seats", t.walkin_cm AS "walkinCm"`);
  const rows = rowsOf<Returned>(result);
  return { count: rows.length, ...(await returnSpace(tx, rows)) };
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

  async function cancelWhere(tx: Tx, where: ReturnType<typeof and>): Promise<number> {
    const rows = await tx
      .update(transactions)
      .set({ status: 'CANCELLED', settledAt: new Date(now()) })
      .where(and(eq(transactions.status, 'UNPAID'), where))
      .returning(returnedColumns);
    await returnSpace(tx, rows);
    return rows.length;
  }

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
