// Departures: search, detail, and releasing one's hold.
import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { HIDE_BEFORE_DEPARTURE_MINUTES } from '../../src/lib/countdown.ts';
import { routes, schedules } from '../db/schema.ts';
import { MESSAGES, forbidden, notFound } from '../errors.ts';
import { authOf } from '../http/auth.ts';
import { ok, type Handlers, type Schemas } from '../http/types.ts';
import type { Ctx } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { hms } from './present.ts';

type Ops = 'getSchedules' | 'getSchedule' | 'releaseHold';

const fromRoute = alias(routes, 'from_route');
const toRoute = alias(routes, 'to_route');

export async function selectSchedules(db: Executor, where: SQL | undefined, limit?: number, offset = 0): Promise<Schemas['Schedule'][]> {
  const q = db
    .select({
      id: schedules.id,
      issuedDate: schedules.issuedDate,
      issuedTime: schedules.issuedTime,
      available: schedules.available,
      fromId: fromRoute.id,
      fromName: fromRoute.name,
      toId: toRoute.id,
      toName: toRoute.name,
    })
    .from(schedules)
    .innerJoin(fromRoute, eq(fromRoute.id, schedules.fromRouteId))
    .innerJoin(toRoute, eq(toRoute.id, schedules.toRouteId))
    .where(where)
    .orderBy(asc(schedules.departureAt), asc(schedules.id));
  const rows = limit === undefined ? await q : await q.limit(limit).offset(offset);
  return rows.map((r) => ({
    id: r.id,
    issuedDate: r.issuedDate,
    issuedTime: hms(r.issuedTime),
    fromRoute: { id: r.fromId, route: r.fromName },
    toRoute: { id: r.toId, route: r.toName },
    qty: Math.max(0, r.available),
  }));
}

export function scheduleHandlers(ctx: Ctx): Handlers<Ops> {
  const { db, now } = ctx;
  return {
    async getSchedules(request) {
      const { date } = request.params;
      const { fromRoute: from, toRoute: to, page = 0, size = 10 } = request.query;
      const openFrom = new Date(now() + HIDE_BEFORE_DEPARTURE_MINUTES * 60_000);
      const where = and(
        eq(schedules.issuedDate, date),
        gte(schedules.departureAt, openFrom),
        from === undefined ? undefined : eq(schedules.fromRouteId, from),
        to === undefined ? undefined : eq(schedules.toRouteId, to),
      );
      const rows = await selectSchedules(db, where, size + 1, page * size);
      return {
        status: 200,
        message: 'Success.',
        data: { schedules: rows.slice(0, size), has_more: rows.length > size },
      };
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
