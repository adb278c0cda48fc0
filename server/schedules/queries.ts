// The schedules domain's SQL: departures with their two ports, presented as the contract's
// Schedule, the search statement prepared once per shape, and the cheapest fare it carries.
// `qty` is computed by the database at the request's instant (../capacity/space.ts: Golongan IV
// cars that fit the space open to online sale, 0 unless the departure is open).
import { and, asc, desc, eq, gte, isNotNull, lte, min, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { instantSql, qtySql, walkinReleaseAtSql } from '../capacity/space';
import { fares, routes, schedules, type ClosureReason, type ScheduleStatus } from '../db/schema';
import type { Executor } from '../db/client';
import type { Schemas } from '../platform/handlers';
import { hms } from '../platform/present';

const fromRoute = alias(routes, 'from_route');
const toRoute = alias(routes, 'to_route');

/**
 * The columns a departure is presented from (`present`), for every departure query; `now` is the
 * instant qty is computed at (a timestamptz expression: a parameter, or a placeholder's cast).
 */
const scheduleColumns = (now: SQL) => ({
  id: schedules.id,
  issuedDate: schedules.issuedDate,
  issuedTime: schedules.issuedTime,
  qty: qtySql(now),
  status: schedules.status,
  closureReason: schedules.closureReason,
  closureNote: schedules.closureNote,
  windKnots: schedules.windKnots,
  fromId: fromRoute.id,
  fromName: fromRoute.name,
  toId: toRoute.id,
  toName: toRoute.name,
});

/** The earliest departure of the whole selection, before the page is cut. */
const firstDeparture = () => sql<Date>`min(${schedules.departureAt}) over ()`.mapWith(schedules.departureAt);

/** The departures matching `where` at the instant `nowMs`, earliest first (one page with `limit`). */
export async function selectSchedules(
  db: Executor,
  nowMs: number,
  where: SQL | undefined,
  limit?: number,
  offset = 0,
): Promise<Schemas['Schedule'][]> {
  const q = db
    .select(scheduleColumns(instantSql(nowMs)))
    .from(schedules)
    .innerJoin(fromRoute, eq(fromRoute.id, schedules.fromRouteId))
    .innerJoin(toRoute, eq(toRoute.id, schedules.toRouteId))
    .where(where)
    .orderBy(asc(schedules.departureAt), asc(schedules.id));
  const rows = limit === undefined ? await q : await q.limit(limit).offset(offset);
  return rows.map(present);
}

/** A departure row as the contract's Schedule, with its status and the operator's reason (issue #22). */
export function present(r: {
  id: number;
  issuedDate: string;
  issuedTime: string;
  qty: number;
  status: ScheduleStatus;
  closureReason: ClosureReason | null;
  closureNote: string | null;
  windKnots: number | null;
  fromId: number;
  fromName: string;
  toId: number;
  toName: string;
}): Schemas['Schedule'] {
  return {
    id: r.id,
    issuedDate: r.issuedDate,
    issuedTime: hms(r.issuedTime),
    fromRoute: { id: r.fromId, route: r.fromName },
    toRoute: { id: r.toId, route: r.toName },
    qty: Math.max(0, Number(r.qty)),
    status: r.status,
    closure:
      r.status === 'open' || r.closureReason === null
        ? null
        : { reason: r.closureReason, note: r.closureNote ?? '', windKnots: r.windKnots },
  };
}

/**
 * The search's statement, built once per shape (with or without each port) and executed with its
 * values (`now`: the request's instant as an ISO string, which qty is computed at): Drizzle's query
 * building was a quarter of a cache miss's cost (bench/README.md). Each row also carries the
 * earliest departure of the selection and its own walk-in release instant (null: none to come),
 * which bound how long the answer stays right.
 */
export function searchStatements(db: Executor) {
  const shapes = new Map<string, ReturnType<typeof build>>();
  function build(withFrom: boolean, withTo: boolean) {
    return db
      .select({
        ...scheduleColumns(sql`${sql.placeholder('now')}::timestamptz`),
        first: firstDeparture(),
        releaseAt: walkinReleaseAtSql(),
      })
      .from(schedules)
      .innerJoin(fromRoute, eq(fromRoute.id, schedules.fromRouteId))
      .innerJoin(toRoute, eq(toRoute.id, schedules.toRouteId))
      .where(
        and(
          eq(schedules.issuedDate, sql.placeholder('date')),
          gte(schedules.departureAt, sql.placeholder('after')),
          withFrom ? eq(schedules.fromRouteId, sql.placeholder('from')) : undefined,
          withTo ? eq(schedules.toRouteId, sql.placeholder('to')) : undefined,
        ),
      )
      .orderBy(asc(schedules.departureAt), asc(schedules.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`schedule_search_${withFrom ? 'f' : ''}${withTo ? 't' : ''}`);
  }
  return (withFrom: boolean, withTo: boolean) => {
    const key = `${withFrom}${withTo}`;
    let statement = shapes.get(key);
    if (!statement) shapes.set(key, (statement = build(withFrom, withTo)));
    return statement;
  };
}

/**
 * The cheapest vehicle fare in force on the searched date (beyond the spec, issue #21 §8: the
 * search's `fareFrom`, the cards' 'mulai Rp …'; issue #22: a class's fare is its `fares` row with the
 * latest start on or before the date), null without any. Prepared once; run only when a search is
 * computed (a cache miss, per date), and the search cache is emptied on every write of `fares`.
 */
export function cheapestFareStatement(db: Executor) {
  const inForce = db
    .selectDistinctOn([fares.vehicleTypeId], { amount: fares.amount })
    .from(fares)
    .where(and(isNotNull(fares.vehicleTypeId), lte(fares.validFrom, sql.placeholder('date'))))
    .orderBy(fares.vehicleTypeId, desc(fares.validFrom))
    .as('in_force');
  const statement = db
    .select({ price: min(inForce.amount) })
    .from(inForce)
    .prepare('schedule_search_fare_from');
  return async (date: string): Promise<number | null> => (await statement.execute({ date }))[0]?.price ?? null;
}
