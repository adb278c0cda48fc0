// The schedules domain's SQL: departures with their two ports, presented as the contract's
// Schedule, the search statement prepared once per shape, and the cheapest fare it carries.
import { and, asc, eq, gte, min, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { routes, schedules, vehicleTypes } from '../db/schema';
import type { Executor } from '../db/client';
import type { Schemas } from '../platform/handlers';
import { hms } from '../platform/present';

const fromRoute = alias(routes, 'from_route');
const toRoute = alias(routes, 'to_route');

/** The columns a departure is presented from (`present`), for every departure query. */
const SCHEDULE_COLUMNS = {
  id: schedules.id,
  issuedDate: schedules.issuedDate,
  issuedTime: schedules.issuedTime,
  available: schedules.available,
  fromId: fromRoute.id,
  fromName: fromRoute.name,
  toId: toRoute.id,
  toName: toRoute.name,
};

/** The earliest departure of the whole selection, before the page is cut. */
const firstDeparture = () => sql<Date>`min(${schedules.departureAt}) over ()`.mapWith(schedules.departureAt);

export async function selectSchedules(
  db: Executor,
  where: SQL | undefined,
  limit?: number,
  offset = 0,
): Promise<Schemas['Schedule'][]> {
  return (await querySchedules(db, where, limit, offset)).schedules;
}

/**
 * The departures matching `where`, earliest first, one page of them; with `withFirst`, also the
 * earliest departure of the whole selection (before the page is cut), which bounds how long the
 * page stays valid.
 */
async function querySchedules(
  db: Executor,
  where: SQL | undefined,
  limit?: number,
  offset = 0,
  withFirst = false,
): Promise<{ schedules: Schemas['Schedule'][]; firstDeparture: number | null }> {
  const q = db
    .select({ ...SCHEDULE_COLUMNS, ...(withFirst ? { first: firstDeparture() } : {}) })
    .from(schedules)
    .innerJoin(fromRoute, eq(fromRoute.id, schedules.fromRouteId))
    .innerJoin(toRoute, eq(toRoute.id, schedules.toRouteId))
    .where(where)
    .orderBy(asc(schedules.departureAt), asc(schedules.id));
  const rows = limit === undefined ? await q : await q.limit(limit).offset(offset);
  const first = (rows[0] as { first?: Date } | undefined)?.first;
  return { schedules: rows.map(present), firstDeparture: first ? new Date(first).getTime() : null };
}

/** A departure row as the contract's Schedule. */
export function present(r: {
  id: number;
  issuedDate: string;
  issuedTime: string;
  available: number;
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
    qty: Math.max(0, r.available),
  };
}

/**
 * The search's statement, built once per shape (with or without each port) and executed with its
 * values: Drizzle's query building was a quarter of a cache miss's cost (bench/README.md).
 */
export function searchStatements(db: Executor) {
  const shapes = new Map<string, ReturnType<typeof build>>();
  function build(withFrom: boolean, withTo: boolean) {
    return db
      .select({ ...SCHEDULE_COLUMNS, first: firstDeparture() })
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
 * The cheapest vehicle class's price (beyond the spec, issue #21 §8: the search's `fareFrom`, the
 * cards' 'mulai Rp …'), null without classes. Prepared once; run only when a search is computed
 * (a cache miss), and the search cache is emptied on every write of `vehicle_types`.
 */
export function cheapestFareStatement(db: Executor) {
  const statement = db
    .select({ price: min(vehicleTypes.price) })
    .from(vehicleTypes)
    .prepare('schedule_search_fare_from');
  return async (): Promise<number | null> => (await statement.execute())[0]?.price ?? null;
}
