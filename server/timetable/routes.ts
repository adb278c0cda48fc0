// The timetable's operator calls (issue #22): Kapal (ships) and Jadwal (weekly patterns and one
// date's exceptions). Every one declares `x-roles: [admin]` in openapi.yaml, so any other token
// gets 403 before a handler runs. Each write runs in one transaction with its audit row; a change
// that would take a departure with tickets off the timetable without a decision answers 409 with
// `data.affected` and changes nothing. Issue #38: a ship's new size is previewed first (how many
// departures it resizes, which would overflow), and the crossing time per port pair is set here.
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import type { Handlers } from '../platform/handlers';
import { authOf } from '../platform/request-auth';
import { listCrossingTimes, setCrossingTime, DEFAULT_CROSSING_MINUTES } from './crossing';
import { DecisionsNeeded } from './departures';
import { createException, deleteException } from './exceptions';
import { TIMETABLE_MESSAGES as M } from './messages';
import { createPattern, listPatterns, updatePattern } from './patterns';
import { previewShipChange } from './ship-impact';
import { createShip, listShips, updateShip } from './ships';

type Ops =
  | 'listShips'
  | 'createShip'
  | 'updateShip'
  | 'previewShipChange'
  | 'listCrossingTimes'
  | 'setCrossingTime'
  | 'listPatterns'
  | 'createPattern'
  | 'updatePattern'
  | 'createException'
  | 'deleteException';

/** What the timetable's handlers use; app.ts passes its context. */
export interface TimetableRouteDeps {
  db: Db;
  now: Clock;
  /** TIMETABLE_HORIZON_DAYS: departures are generated for today … today + this. */
  timetableHorizonDays: number;
}

/** The 409 that lists the departures with tickets needing a decision (nothing was changed). */
async function orDecisions<T extends object>(reply: FastifyReply, write: () => Promise<T>) {
  try {
    return await write();
  } catch (err) {
    if (!(err instanceof DecisionsNeeded)) throw err;
    void reply.code(409);
    return { status: 409, message: M.decisionsNeeded, data: { affected: err.affected } };
  }
}

/** The timetable domain's registration: its operations, keyed by operationId. */
export function timetableRoutes(ctx: TimetableRouteDeps): Handlers<Ops> {
  const writer = (request: Parameters<typeof authOf>[0]) => ({
    db: ctx.db,
    actor: authOf(request).user,
    nowMs: ctx.now(),
    horizonDays: ctx.timetableHorizonDays,
  });
  return {
    async listShips() {
      return { status: 200, message: 'Success.', data: { ships: await listShips(ctx.db) } };
    },
    async createShip(request) {
      const ship = await createShip(ctx.db, authOf(request).user, ctx.now(), request.body);
      return { status: 200, message: M.saved, data: { ship } };
    },
    async updateShip(request) {
      const data = await updateShip(ctx.db, authOf(request).user, ctx.now(), request.params.id, request.body);
      return { status: 200, message: M.saved, data };
    },
    async previewShipChange(request) {
      const impact = await previewShipChange(ctx.db, ctx.now(), request.params.id, request.body);
      return { status: 200, message: 'Success.', data: { impact } };
    },
    async listCrossingTimes() {
      const crossingTimes = await listCrossingTimes(ctx.db);
      return { status: 200, message: 'Success.', data: { crossingTimes, defaultMinutes: DEFAULT_CROSSING_MINUTES } };
    },
    async setCrossingTime(request) {
      const crossingTime = await setCrossingTime(ctx.db, authOf(request).user, ctx.now(), request.body);
      return { status: 200, message: M.crossingSaved, data: { crossingTime } };
    },
    async listPatterns() {
      return {
        status: 200,
        message: 'Success.',
        data: await listPatterns(ctx.db, ctx.now(), ctx.timetableHorizonDays),
      };
    },
    async createPattern(request) {
      const pattern = await createPattern(writer(request), request.body);
      return { status: 200, message: M.saved, data: { pattern } };
    },
    async updatePattern(request, reply) {
      return orDecisions(reply, async () => {
        const pattern = await updatePattern(writer(request), request.params.id, request.body);
        return { status: 200, message: M.saved, data: { pattern } };
      });
    },
    async createException(request, reply) {
      return orDecisions(reply, async () => {
        const exception = await createException(writer(request), request.body);
        return { status: 200, message: M.saved, data: { exception } };
      });
    },
    async deleteException(request) {
      await deleteException(writer(request), request.params.id, request.query.reason);
      return { status: 200, message: M.deleted, data: {} };
    },
  };
}
