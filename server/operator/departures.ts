// Keberangkatan (issue #22): the departures of a date with their space used, Tambah Keberangkatan
// (an extra departure), Tunda Penjualan / Buka Kembali / Batalkan Keberangkatan, and the walk-in
// quota of one departure. `x-roles: [admin]` in openapi.yaml: other tokens get 403 before a handler
// runs. Each write locks its departure, changes it and appends its audit row (../platform/audit.ts)
// in one transaction, so a refused or failed write leaves neither. The schedule search cache hears
// every write of `schedules` (../app/services.ts), on every instance.
import { and, eq } from 'drizzle-orm';
import { closureText } from '../../kernel/closure';
import { departureEpochMs } from '../../kernel/time';
import type { Db, Tx } from '../db/client';
import { routes, schedules, ships } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { enqueueClosedNotices } from '../notices/departure';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import type { Handlers, Schemas } from '../platform/handlers';
import { originOf } from '../platform/origin';
import { authOf } from '../platform/request-auth';
import { operatorDeparture, operatorDepartures, type OperatorDeparture } from './departure-rows';
import { OPERATOR_MESSAGES as M } from './messages';

type Ops = 'listOperatorDepartures' | 'createExtraDeparture' | 'setDepartureStatus' | 'setDepartureQuota';

/** The walk-in quota of an extra departure when the operator gives none (the patterns' defaults). */
export const EXTRA_WALKIN_PERCENT = 40;
export const EXTRA_WALKIN_RELEASE_HOURS = 2;

export interface DepartureRouteDeps {
  db: Db;
  now: Clock;
  /** PUBLIC_URL, else the request's origin: the ticket link in the closure notices. */
  publicUrl: string | null;
}

/** PostgreSQL's unique_violation (23505), on the error or its cause. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Locks the departure's row for the transaction; 404 when there is none. */
async function lockDeparture(tx: Tx, id: number): Promise<typeof schedules.$inferSelect> {
  const [row] = await tx.select().from(schedules).where(eq(schedules.id, id)).for('update');
  if (!row) throw notFound(M.departureNotFound);
  return row;
}

/** The action the audit log names for a status change. */
const STATUS_ACTION = { open: 'departure.reopen', stopped: 'departure.stop', cancelled: 'departure.cancel' } as const;

type StatusInput = Schemas['DepartureStatusInput'];

/** Refuses a status change the departure cannot take (409) or an incomplete reason (400). */
function checkStatusChange(current: string, input: StatusInput): void {
  if (input.reason === 'cuaca' && (input.windKnots === undefined || input.windKnots === null))
    throw badRequest(M.windRequired);
  if (current === 'cancelled') throw conflict(M.cancelledFinal);
  if (current === input.status) throw conflict(input.status === 'open' ? M.alreadyOpen : M.alreadyStopped);
}

/** The columns a status change writes: a closure with its reason, or none (reopened). */
function statusColumns(input: StatusInput, nowMs: number): Partial<typeof schedules.$inferInsert> {
  if (input.status === 'open')
    return { status: 'open', closureReason: null, closureNote: null, windKnots: null, closedAt: null };
  return {
    status: input.status,
    closureReason: input.reason,
    closureNote: input.note.trim(),
    windKnots: input.windKnots ?? null,
    closedAt: new Date(nowMs),
  };
}

async function insertExtra(tx: Tx, body: Schemas['ExtraDepartureInput'], departureAt: number): Promise<{ id: number }> {
  const ports = await tx.select({ id: routes.id }).from(routes);
  const known = new Set(ports.map((p) => p.id));
  if (!known.has(body.fromRoute) || !known.has(body.toRoute)) throw notFound(M.routeNotFound);
  const [ship] = await tx.select().from(ships).where(eq(ships.id, body.shipId));
  if (!ship) throw notFound(M.shipNotFound);
  if (!ship.active) throw conflict(M.shipInactive);
  const [taken] = await tx
    .select({ id: schedules.id })
    .from(schedules)
    .where(
      and(
        eq(schedules.fromRouteId, body.fromRoute),
        eq(schedules.toRouteId, body.toRoute),
        eq(schedules.issuedDate, body.date),
        eq(schedules.issuedTime, body.time),
      ),
    );
  if (taken) throw conflict(M.departureExists);
  const [row] = await tx
    .insert(schedules)
    .values({
      fromRouteId: body.fromRoute,
      toRouteId: body.toRoute,
      issuedDate: body.date,
      issuedTime: body.time,
      departureAt: new Date(departureAt),
      shipId: ship.id,
      patternId: null,
      origin: 'extra',
      laneCm: ship.laneCm,
      laneFreeCm: ship.laneCm,
      seats: ship.seats,
      seatsFree: ship.seats,
      walkinPercent: body.walkinPercent ?? EXTRA_WALKIN_PERCENT,
      walkinReleaseHours: body.walkinReleaseHours ?? EXTRA_WALKIN_RELEASE_HOURS,
    })
    .returning({ id: schedules.id });
  return row!;
}

export function departureHandlers(ctx: DepartureRouteDeps): Handlers<Ops> {
  const { db, now } = ctx;
  /** The departure as presented inside `tx` (it exists: the caller locked or inserted it). */
  const present = async (tx: Tx, id: number, at: number): Promise<OperatorDeparture> =>
    (await operatorDeparture(tx, id, at))!;

  return {
    async listOperatorDepartures(request) {
      const { date } = request.query;
      const departures = await operatorDepartures(db, eq(schedules.issuedDate, date), now());
      return { status: 200, message: 'Success.', data: { date, departures } };
    },

    async createExtraDeparture(request) {
      const body = request.body;
      const at = now();
      const departureAt = departureEpochMs(body.date, body.time);
      if (!Number.isFinite(departureAt)) throw badRequest(M.invalidDate);
      if (body.fromRoute === body.toRoute) throw badRequest(M.sameRoute);
      if (departureAt <= at) throw badRequest(M.notInFuture);
      const actor = authOf(request).user;
      try {
        const departure = await db.transaction(async (tx) => {
          const { id } = await insertExtra(tx, body, departureAt);
          const after = await present(tx, id, at);
          await writeAudit(tx, actor, at, {
            action: 'departure.extra',
            entity: 'departure',
            entityId: id,
            before: null,
            after,
            reason: body.reason.trim(),
          });
          return after;
        });
        return { status: 200, message: 'Success.', data: { departure } };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(M.departureExists);
        throw err;
      }
    },

    async setDepartureStatus(request) {
      const { id } = request.params;
      const input = request.body;
      const at = now();
      const actor = authOf(request).user;
      const origin = originOf(ctx, request);
      const departure = await db.transaction(async (tx) => {
        const row = await lockDeparture(tx, id);
        checkStatusChange(row.status, input);
        const before = await present(tx, id, at);
        await tx.update(schedules).set(statusColumns(input, at)).where(eq(schedules.id, id));
        const after = await present(tx, id, at);
        const reason = closureText({ reason: input.reason, note: input.note, windKnots: input.windKnots ?? null });
        await writeAudit(tx, actor, at, {
          action: STATUS_ACTION[input.status],
          entity: 'departure',
          entityId: id,
          before,
          after,
          reason,
        });
        // Every paid passenger hears of it (issue #23), committed with the change or not at all.
        if (input.status !== 'open') await enqueueClosedNotices(tx, id, input.status, reason, at, origin);
        return after;
      });
      return { status: 200, message: 'Success.', data: { departure } };
    },

    async setDepartureQuota(request) {
      const { id } = request.params;
      const { walkinPercent, walkinReleaseHours, reason } = request.body;
      const at = now();
      const actor = authOf(request).user;
      const departure = await db.transaction(async (tx) => {
        const row = await lockDeparture(tx, id);
        if (row.status === 'cancelled') throw conflict(M.cancelledFinal);
        const before = await present(tx, id, at);
        await tx.update(schedules).set({ walkinPercent, walkinReleaseHours }).where(eq(schedules.id, id));
        const after = await present(tx, id, at);
        await writeAudit(tx, actor, at, {
          action: 'departure.quota',
          entity: 'departure',
          entityId: id,
          before,
          after,
          reason: reason.trim(),
        });
        return after;
      });
      return { status: 200, message: 'Success.', data: { departure } };
    },
  };
}
