// Capacity bookkeeping, below both orders and payments. `schedules.available` = capacity − held −
// sold. A place is taken only by the order transaction (row lock on the schedule, takeCapacity)
// and given back only together with a status change away from UNPAID (expiry, release, cancel,
// account deletion, a cancelled payment): the UPDATE … WHERE
// status = 'UNPAID' … RETURNING decides which rows change, so each place returns exactly once —
// also when several processes run the same job at the same time or after a restart.
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Executor, type Tx } from '../db/client';
import { schedules, transactions } from '../db/schema';
import type { Clock } from '../platform/clock';

/** Gives one place back per listed schedule id (duplicates count), locking schedules in id order. */
export async function returnCapacity(tx: Executor, scheduleIds: number[]): Promise<void> {
  const counts = new Map<number, number>();
  for (const id of scheduleIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const id of [...counts.keys()].sort((a, b) => a - b)) {
    await tx
      .update(schedules)
      .set({ available: sql`${schedules.available} + ${counts.get(id) ?? 0}` })
      .where(eq(schedules.id, id));
  }
}

/**
 * Takes `count` places of each listed schedule (scheduleId → places), locking schedules in id order.
 * The caller holds the departures' row locks and has checked that the places are there.
 */
export async function takeCapacity(tx: Executor, counts: Map<number, number>): Promise<void> {
  for (const [scheduleId, n] of [...counts].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(schedules)
      .set({ available: sql`${schedules.available} - ${n}` })
      .where(eq(schedules.id, scheduleId));
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Expires the due unpaid holds (of one schedule, or all) and returns their places, inside `tx`.
 * Rows another transaction holds are skipped (SKIP LOCKED) and picked up by the next run.
 */
export async function expireDueIn(tx: Tx, nowMs: number, scheduleId?: number, limit = 500): Promise<number> {
  const bySchedule = scheduleId === undefined ? sql`` : sql`AND schedule_id = ${scheduleId}`;
  const result = await tx.execute(sql`
    WITH due AS (
      SELECT id FROM transactions
      WHERE status = 'UNPAID' AND expires_at <= ${iso(nowMs)}::timestamptz ${bySchedule}
      ORDER BY id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE transactions AS t
    SET status = 'EXPIRED', settled_at = ${iso(nowMs)}::timestamptz
    FROM due WHERE t.id = due.id AND t.status = 'UNPAID'
    RETURNING t.schedule_id AS "scheduleId"`);
  const rows = rowsOf<{ scheduleId: number }>(result);
  await returnCapacity(
    tx,
    rows.map((r) => Number(r.scheduleId)),
  );
  return rows.length;
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
      .returning({ scheduleId: transactions.scheduleId });
    await returnCapacity(
      tx,
      rows.map((r) => r.scheduleId),
    );
    return rows.length;
  }

  return {
    async expireDue() {
      let total = 0;
      // Batches keep each transaction short when a backlog built up while the server was down.
      for (;;) {
        const n = await db.transaction((tx) => expireDueIn(tx, now()));
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
