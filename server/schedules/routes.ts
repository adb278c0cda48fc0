// The schedules domain's operations: departure search (cached, ./cache.ts; a miss computed from the
// day's timetable kept in memory, ./timetable.ts), one departure, and releasing one's hold (the
// capacity module gives the space back). SQL: ./queries.ts.
import { eq } from 'drizzle-orm';
import { HIDE_BEFORE_DEPARTURE_MINUTES } from '../../kernel/countdown';
import { schedules } from '../db/schema';
import type { Db } from '../db/client';
import type { SessionStatement } from '../db/session-statement';
import { MESSAGES, forbidden, notFound } from '../errors';
import type { HoldService } from '../lifecycle/holds';
import type { Clock } from '../platform/clock';
import { ok, type Handlers } from '../platform/handlers';
import { authOf } from '../platform/request-auth';
import { EncodedJson, sendEncodedJson } from '../platform/encoded-json';
import type { ScheduleSearchCache } from './cache';
import { dayStatement, searchStatements, selectSchedules, type SearchPage } from './queries';
import { parseDay, searchDay } from './timetable';

type Ops = 'getSchedules' | 'getSchedule' | 'releaseHold';

/** What the schedules domain's handlers use; app.ts passes its context. */
export interface ScheduleRouteDeps {
  db: Db;
  /** Embedded PGlite: the search runs as a statement planned once for the session. */
  sessionStatement: SessionStatement | null;
  now: Clock;
  holds: Pick<HoldService, 'release'>;
  /** Schedule search results (null: searches always read the database). */
  searchCache: ScheduleSearchCache | null;
}

/** The schedules domain's registration: its operations, keyed by operationId. */
export function scheduleRoutes(ctx: ScheduleRouteDeps): Handlers<Ops> {
  const { db, now, searchCache } = ctx;
  const statement = searchStatements(db, ctx.sessionStatement);
  const readDay = dayStatement(db, ctx.sessionStatement);
  return {
    async getSchedules(request, reply) {
      const { date } = request.params;
      const { fromRoute: from, toRoute: to, page = 0, size = 10 } = request.query;
      const t = now();
      const search = async () => {
        const hideMs = HIDE_BEFORE_DEPARTURE_MINUTES * 60_000;
        const query = { now: t, after: t + hideMs, from, to, limit: size + 1, offset: page * size };
        // While every change is heard, from the day's timetable kept in memory (./timetable.ts);
        // else the search's statement.
        const found: SearchPage = searchCache?.stats.listening
          ? searchDay(await searchCache.day(date, t, async () => parseDay(await readDay(date))), query)
          : (JSON.parse(
              await statement(
                from !== undefined,
                to !== undefined,
              )({ ...query, date, now: new Date(t).toISOString(), after: new Date(query.after) }),
            ) as SearchPage);
        const { fareFrom } = found;
        const body = {
          status: 200,
          message: 'Success.',
          data: {
            schedules: found.schedules.slice(0, size),
            has_more: found.schedules.length > size,
            // Beyond the spec (issue #21 §8): 'mulai Rp …' for every visitor, signed in or not.
            ...(fareFrom === null ? {} : { fareFrom }),
          },
        };
        // The answer holds until the earliest departure of the selection closes for online sale
        // (then the list shifts), and until just before a walk-in part on it is released (qty
        // grows then, ../capacity/space.ts); an empty page past the end stays empty (departures
        // only leave).
        const closes = found.firstDeparture === null ? Infinity : found.firstDeparture - hideMs;
        const released = found.nextRelease === null ? Infinity : found.nextRelease - 1;
        return { value: body, validUntil: Math.min(closes, released) };
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
      const [row] = await selectSchedules(db, now(), eq(schedules.id, request.params.id));
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
