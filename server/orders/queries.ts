// The orders domain's SQL for reading transactions: a transaction with its departure and ports,
// the caller's list (active or history) and one of the caller's own; the operator's refunds list
// reads the same columns.
import { and, asc, desc, eq, gt, inArray, ne, not, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../db/client';
import { passengerTypes, routes, schedules, ships, transactions } from '../db/schema';

export const fromRoute = alias(routes, 'from_route');
export const toRoute = alias(routes, 'to_route');
/**
 * The columns of a transaction with its departure and the departure's two ports (joined on
 * schedules, fromRoute and toRoute), as every answer about transactions reads them.
 */
export const txWithDeparture = {
  tx: transactions,
  issuedDate: schedules.issuedDate,
  issuedTime: schedules.issuedTime,
  fromId: fromRoute.id,
  fromName: fromRoute.name,
  toId: toRoute.id,
  toName: toRoute.name,
};

function selectTx(db: Db) {
  return db
    .select({
      ...txWithDeparture,
      departureAt: schedules.departureAt,
      departureStatus: schedules.status,
      closureReason: schedules.closureReason,
      closureNote: schedules.closureNote,
      windKnots: schedules.windKnots,
      // Undur Keberangkatan (issue #38): the departure's delay.
      delayedFrom: schedules.delayedFrom,
      delayFree: schedules.delayFree,
      delayReason: schedules.delayReason,
    })
    .from(transactions)
    .innerJoin(schedules, eq(schedules.id, transactions.scheduleId))
    .innerJoin(fromRoute, eq(fromRoute.id, schedules.fromRouteId))
    .innerJoin(toRoute, eq(toRoute.id, schedules.toRouteId));
}
export type TxRow = Awaited<ReturnType<ReturnType<typeof selectTx>['where']>>[number];

/** One transaction of this user (undefined: none, or someone else's). */
export async function ownTransaction(db: Db, userId: number, id: number): Promise<TxRow | undefined> {
  const [row] = await selectTx(db).where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
  return row;
}

/**
 * One page (plus one row, to tell whether more follow) of the user's active or past transactions:
 * newest order first, or with `sort: 'departure'` soonest departure first (the home screen's next
 * crossing, issue #21); `checkedIn` keeps only boarded (true) or not yet boarded (false) ones.
 */
export async function listTransactions(
  db: Db,
  userId: number,
  q: {
    isActive?: boolean;
    paid?: boolean;
    checkedIn?: boolean;
    sort?: 'placed' | 'departure';
    page: number;
    size: number;
    at: Date;
  },
): Promise<TxRow[]> {
  const { isActive, paid, checkedIn, sort, page, size, at: t } = q;
  const active = or(
    and(eq(transactions.status, 'UNPAID'), gt(transactions.expiresAt, t)),
    and(eq(transactions.status, 'PAID'), gt(schedules.departureAt, t)),
    // A late payment with no place left stays in view until its departure (refund pending).
    and(eq(transactions.status, 'REFUND_DUE'), gt(schedules.departureAt, t)),
  ) as SQL;
  const filters: (SQL | undefined)[] = [eq(transactions.userId, userId), isActive ? active : not(active)];
  if (paid === true) filters.push(eq(transactions.status, 'PAID'));
  if (paid === false) filters.push(ne(transactions.status, 'PAID'));
  if (checkedIn !== undefined) filters.push(eq(transactions.checkedIn, checkedIn));
  const order =
    sort === 'departure'
      ? [asc(schedules.departureAt), asc(transactions.id)]
      : [desc(transactions.placedAt), desc(transactions.id)];
  return selectTx(db)
    .where(and(...filters))
    .orderBy(...order)
    .limit(size + 1)
    .offset(page * size);
}

/** Passenger type id → its fee type (the e-ticket's manifest labels). */
export async function passengerTypeNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const types = ids.length ? await db.select().from(passengerTypes).where(inArray(passengerTypes.id, ids)) : [];
  return new Map(types.map((t) => [t.id, t.feeType]));
}

/**
 * The name of the ship that sails a departure (issue #22: ships are the operator's, a departure
 * has one), or null for a departure without one (made before ships existed). The e-ticket and the
 * manifest print it.
 */
export async function shipNameOf(db: Executor, scheduleId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: ships.name })
    .from(schedules)
    .innerJoin(ships, eq(ships.id, schedules.shipId))
    .where(eq(schedules.id, scheduleId));
  return row?.name ?? null;
}
