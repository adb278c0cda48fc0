// Departures: search, detail, and releasing one's hold.
import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { HIDE_BEFORE_DEPARTURE_MINUTES } from '../../kernel/countdown.ts';
import { routes, schedules } from '../db/schema.ts';
import { MESSAGES, forbidden, notFound } from '../errors.ts';
import { authOf } from '../http/auth.ts';
import { ok, type Handlers, type Schemas } from '../http/types.ts';
import type { Ctx } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { hms } from './present.ts';
import { EncodedJson, sendEncodedJson } from '../http/encoded-json.ts';

type Ops = 'getSchedules' | 'getSchedule' | 'releaseHold';

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
function present(r: {
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
function searchStatements(db: Executor) {
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

export function scheduleHandlers(ctx: Ctx): Handlers<Ops> {
  const { db, now, searchCache } = ctx;
  const statement = searchStatements(db);
  return {
    async getSchedules(request, reply) {
      const { date } = request.params;
      const { fromRoute: from, toRoute: to, page = 0, size = 10 } = request.query;
      const t = now();
      const search = async () => {
        const hideMs = HIDE_BEFORE_DEPARTURE_MINUTES * 60_000;
        const rows = await statement(from !== undefined, to !== undefined).execute({
          date,
          after: new Date(t + hideMs),
          from,
          to,
          limit: size + 1,
          offset: page * size,
        });
        const found = { schedules: rows.map(present), firstDeparture: rows[0] ? rows[0].first.getTime() : null };
        const body = {
          status: 200,
          message: 'Success.',
          data: { schedules: found.schedules.slice(0, size), has_more: found.schedules.length > size },
        };
        // The answer holds until the earliest departure of the selection closes for online sale
        // (then the list shifts); an empty page past the end stays empty (departures only leave).
        return { value: body, validUntil: found.firstDeparture === null ? Infinity : found.firstDeparture - hideMs };
      };
      if (!searchCache) return (await search()).value;
      // Cached serialised (by the route's own serializer) and compressed once per encoding.
      const cached = await searchCache.get({ date, fromRoute: from, toRoute: to, page, size }, t, async () => {
        const { value, validUntil } = await search();
        return { value: new EncodedJson(reply.serializeInput(value, '200', 'application/json') as string), validUntil };
      });
      return sendEncodedJson(request, reply, cached);
    },

    async getSchedule(request) {
      const [row] = await selectSchedules(db, eq(schedules.id, request.params.id));
      if (!row) throw notFound(MESSAGES.scheduleNotFound);
      return { status: 200, message: 'Success.', data: row };
    },

    async releaseHold(request) {
      const { user } = authOf(request);
      const { scheduleId, userId } = request.params;
      if (userId !== user.id) throw forbidden('You can only release your own hold.');
      const released = await ctx.holds.release(user.id, scheduleId);
      return ok(released ? 'Hold released.' : 'No hold to release.');
    },
  };
}
