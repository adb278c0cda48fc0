// The schedules domain's SQL: departures with their two ports, presented as the contract's
// Schedule, the search statement prepared once per shape, and the cheapest fare it carries.
// `qty` is computed by the database at the request's instant (../capacity/space.ts: Golongan IV
// cars that fit the space open to online sale, 0 unless the departure is open).
import { and, asc, desc, eq, gte, isNotNull, lte, min, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { carCmSql, instantSql, qtySql, walkinReleaseAtSql } from '../capacity/space';
import { fares, routes, schedules, type ClosureReason, type ScheduleStatus } from '../db/schema';
import type { Executor } from '../db/client';
import type { SessionStatement } from '../db/session-statement';
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

/** The search's page as its statement returns it (one JSON text, parsed). */
export interface SearchPage {
  /** Up to `limit` departures, earliest first, as the contract's Schedule (`present`'s shape). */
  schedules: Schemas['Schedule'][];
  /** The earliest departure of the whole selection (epoch ms), null when it is empty. */
  firstDeparture: number | null;
  /** The earliest walk-in release after `now` among the page's departures (epoch ms), else null. */
  nextRelease: number | null;
  /** The cheapest vehicle fare in force on the date, null without any. */
  fareFrom: number | null;
}

/** SQL: a departure as the contract's Schedule, exactly as `present` builds it (JSON). */
const scheduleJsonSql = (now: SQL) => sql`json_build_object(
    'id', ${schedules.id},
    'issuedDate', ${schedules.issuedDate},
    'issuedTime', left(${schedules.issuedTime}::text, 8),
    'fromRoute', json_build_object('id', ${fromRoute.id}, 'route', ${fromRoute.name}),
    'toRoute', json_build_object('id', ${toRoute.id}, 'route', ${toRoute.name}),
    'qty', greatest(0, ${qtySql(now)}),
    'status', ${schedules.status},
    'closure', CASE WHEN ${schedules.status} = 'open' OR ${schedules.closureReason} IS NULL THEN NULL
      ELSE json_build_object('reason', ${schedules.closureReason}, 'note', coalesce(${schedules.closureNote}, ''),
        'windKnots', ${schedules.windKnots}) END)`;

/** SQL: an instant as epoch milliseconds (a JSON number), null stays null. */
const epochMsSql = (instant: SQL) => sql`floor(extract(epoch from ${instant}) * 1000)`;

/** Runs the search's statement with its values; resolves with the page's JSON text (`SearchPage`). */
export type SearchStatement = (values: {
  date: string;
  now: string;
  after: Date;
  from: number | undefined;
  to: number | undefined;
  limit: number;
  offset: number;
}) => Promise<string>;

/**
 * The search's statement, built once per shape (with or without each port) and executed with its
 * values (`now`: the request's instant as an ISO string, which qty is computed at). One statement,
 * one row, one column: the page as JSON text (`SearchPage`) — with embedded PGlite every statement
 * costs its protocol round trips into WASM and every returned field its decoding in JavaScript, so
 * the departures, the bounds of the answer's validity and the cheapest fare come back together, and
 * PGlite parses and plans it once for the session (`session`, ../db/session-statement.ts;
 * bench/README.md, _api-load_). The bounds: the earliest departure of the selection and the
 * earliest walk-in release still to come on the page (`validUntil` in ./routes.ts).
 */
export function searchStatements(db: Executor, session: SessionStatement | null) {
  const shapes = new Map<string, SearchStatement>();
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  function build(withFrom: boolean, withTo: boolean): SearchStatement {
    const page = db
      .select({
        item: scheduleJsonSql(now).as('item'),
        departureAt: schedules.departureAt,
        id: schedules.id,
        first: firstDeparture().as('first'),
        releaseAt: walkinReleaseAtSql().as('release_at'),
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
      .as('page');
    const query = db
      .select({
        json: sql<string>`json_build_object(
          'schedules', coalesce(json_agg(${page.item} ORDER BY ${page.departureAt}, ${page.id}), '[]'::json),
          'firstDeparture', ${epochMsSql(sql`min(${page.first})`)},
          'nextRelease', ${epochMsSql(sql`min(${page.releaseAt}) FILTER (WHERE ${page.releaseAt} > ${now})`)},
          'fareFrom', (${cheapestFare(db)}))::text`.as('json'),
      })
      .from(page);
    // An aggregate without GROUP BY: always exactly one row.
    const one = (rows: { json: string }[]) => rows[0]!.json;
    if (session) {
      const run = session<{ json: string }>(query.toSQL());
      return async (values) => one(await run(values));
    }
    const prepared = query.prepare(`schedule_search_${withFrom ? 'f' : ''}${withTo ? 't' : ''}`);
    return async (values) => one(await prepared.execute(values));
  }
  return (withFrom: boolean, withTo: boolean): SearchStatement => {
    const key = `${withFrom}${withTo}`;
    let statement = shapes.get(key);
    if (!statement) shapes.set(key, (statement = build(withFrom, withTo)));
    return statement;
  };
}

/** The columns of a departure the day's timetable holds, in the order of its JSON arrays. */
const dayColumns = () => ({
  id: sql`${schedules.id}`,
  issuedDate: sql`${schedules.issuedDate}`,
  issuedTime: sql`left(${schedules.issuedTime}::text, 8)`,
  departureAt: epochMsSql(sql`${schedules.departureAt}`),
  fromId: sql`${fromRoute.id}`,
  fromName: sql`${fromRoute.name}`,
  toId: sql`${toRoute.id}`,
  toName: sql`${toRoute.name}`,
  status: sql`${schedules.status}`,
  closureReason: sql`${schedules.closureReason}`,
  closureNote: sql`${schedules.closureNote}`,
  windKnots: sql`${schedules.windKnots}`,
  laneCm: sql`${schedules.laneCm}`,
  laneFreeCm: sql`${schedules.laneFreeCm}`,
  seatsFree: sql`${schedules.seatsFree}`,
  walkinPercent: sql`${schedules.walkinPercent}`,
  walkinReleaseHours: sql`${schedules.walkinReleaseHours}`,
  walkinUsedCm: sql`${schedules.walkinUsedCm}`,
});

/** The names of the day's columns, in the order dayStatement writes them. */
export const DAY_FIELDS = Object.keys(dayColumns());

/**
 * The day's timetable as ./timetable.ts searches it in memory (`Day`, one JSON text): every
 * departure of the date whatever its time, route or status, with the columns the search's answer
 * and its validity are computed from (space, status, closure, ports), the length of a Golongan IV
 * car and the cheapest fare in force on the date. Read again after every change heard
 * (./cache.ts), so a search between changes runs no SQL. Prepared once per PGlite session like the
 * search.
 */
export function dayStatement(db: Executor, session: SessionStatement | null): (date: string) => Promise<string> {
  const columns = Object.values(dayColumns());
  const departures = db
    .select({
      item: sql`json_build_array(${sql.join(columns, sql`, `)})`.as('item'),
      departureAt: schedules.departureAt,
      id: schedules.id,
    })
    .from(schedules)
    .innerJoin(fromRoute, eq(fromRoute.id, schedules.fromRouteId))
    .innerJoin(toRoute, eq(toRoute.id, schedules.toRouteId))
    .where(eq(schedules.issuedDate, sql.placeholder('date')))
    .as('departures');
  const query = db
    .select({
      json: sql<string>`json_build_object(
        'departures', coalesce(json_agg(${departures.item} ORDER BY ${departures.departureAt}, ${departures.id}), '[]'::json),
        'carCm', ${carCmSql()},
        'fareFrom', (${cheapestFare(db)}))::text`.as('json'),
    })
    .from(departures);
  const one = (rows: { json: string }[]) => rows[0]!.json;
  if (session) {
    const run = session<{ json: string }>(query.toSQL());
    return async (date) => one(await run({ date }));
  }
  const prepared = query.prepare('schedule_day');
  return async (date) => one(await prepared.execute({ date }));
}

/**
 * The cheapest vehicle fare in force on the searched date (beyond the spec, issue #21 §8: the
 * search's `fareFrom`, the cards' 'mulai Rp …'; issue #22: a class's fare is its `fares` row with the
 * latest start on or before the date), null without any: a scalar subquery of the search's
 * statement, so computed only when a search is (a cache miss), and the search cache is emptied on
 * every write of `fares`.
 */
function cheapestFare(db: Executor) {
  const inForce = db
    .selectDistinctOn([fares.vehicleTypeId], { amount: fares.amount })
    .from(fares)
    .where(and(isNotNull(fares.vehicleTypeId), lte(fares.validFrom, sql.placeholder('date'))))
    .orderBy(fares.vehicleTypeId, desc(fares.validFrom))
    .as('in_force');
  return db.select({ price: min(inForce.amount) }).from(inForce);
}
