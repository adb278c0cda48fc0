// Keberangkatan (issue #22): the departures of a date with their space used, Tambah Keberangkatan
// (an extra departure), Tunda Penjualan / Tahan Keberangkatan (issue #37) / Buka Kembali / Batalkan
// Keberangkatan, and the walk-in quota of one departure. Closures mean what they say (issue #37):
// pausing the sale (stopped) touches no ticket and tells no one; holding the sailing (held) and
// cancelling it tell every ticket holder, who may move free or take 100 % (../tickets/actions.ts
// freeOptions). Once its time has passed a departure is no longer paused, held or cancelled (409),
// except a cancellation after loading began, confirmed with `afterLoading`, which voids its
// check-ins (each audited) so their holders get the same free options; while a ticket is checked
// in, a cancellation needs that confirmation too. A cancellation also releases the departure's
// unpaid holds and ends the Ubah Jadwal moves waiting for their payment into it: a payment that
// still lands for either is refunded (../payments/gateway.ts: refund due; ../tickets/change-payment.ts:
// change_not_applied), never turned into a ticket on a departure that will not sail. `x-roles: [admin]` in openapi.yaml: other tokens get 403 before a handler
// runs. Each write locks its departure, changes it and appends its audit row (../platform/audit.ts)
// in one transaction, so a refused or failed write leaves neither. The schedule search cache hears
// every write of `schedules` (../app/services.ts), on every instance.
import { and, eq, sql } from 'drizzle-orm';
import { closureText } from '../../kernel/closure';
import { departureEpochMs } from '../../kernel/time';
import type { Db, Tx } from '../db/client';
import { routes, schedules, ships, transactions } from '../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import { cancelUnpaid, voidCheckIns } from '../lifecycle/tickets';
import { ticketChanges } from '../db/schema-tickets';
import { enqueueClosedNotices } from '../notices/departure';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import type { Handlers, Schemas } from '../platform/handlers';
import { originOf } from '../platform/origin';
import { authOf, type AuthUser } from '../platform/request-auth';
import { endPendingChange } from '../lifecycle/move';
import { operatorDeparture, operatorDepartures, type OperatorDeparture } from './departure-rows';
import { OPERATOR_MESSAGES as M } from './messages';
import { shipClashes } from '../timetable/crossing';
import { shipClashMessage } from '../timetable/messages';

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
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * A cancelled departure takes no more money (issue #37): its unpaid holds end (CANCELLED, their
 * space back), and so do the paid moves still waiting for their payment into it.
 */
async function endWaitingPayments(tx: Tx, id: number, nowMs: number): Promise<void> {
  await cancelUnpaid(tx, eq(transactions.scheduleId, id), nowMs);
  const moves = await tx
    .select({ id: ticketChanges.id })
    .from(ticketChanges)
    .where(and(eq(ticketChanges.toScheduleId, id), eq(ticketChanges.status, 'pending')))
    .orderBy(ticketChanges.id);
  for (const m of moves) await endPendingChange(tx, m.id, nowMs);
}

/** Locks the departure's row for the transaction; 404 when there is none. */
export async function lockDeparture(tx: Tx, id: number): Promise<typeof schedules.$inferSelect> {
  const [row] = await tx.select().from(schedules).where(eq(schedules.id, id)).for('update');
  if (!row) throw notFound(M.departureNotFound);
  return row;
}

/** The action the audit log names for a status change. */
const STATUS_ACTION = {
  open: 'departure.reopen',
  stopped: 'departure.stop',
  held: 'departure.hold',
  cancelled: 'departure.cancel',
} as const;

const ALREADY = { open: M.alreadyOpen, stopped: M.alreadyStopped, held: M.alreadyHeld, cancelled: M.cancelledFinal };

export type StatusInput = Schemas['DepartureStatusInput'];
export type ScheduleRow = typeof schedules.$inferSelect;

/** The departure's checked-in tickets, read under its row lock. */
async function checkedInCount(tx: Tx, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(and(eq(transactions.scheduleId, id), eq(transactions.checkedIn, true)));
  return row?.n ?? 0;
}

/**
 * Refuses a status change the departure cannot take (409) or an incomplete reason (400); answers
 * how many of its tickets are checked in (voided by a cancellation after loading began).
 */
export async function checkStatusChange(tx: Tx, row: ScheduleRow, input: StatusInput, nowMs: number): Promise<number> {
  if (input.reason === 'cuaca' && (input.windKnots === undefined || input.windKnots === null))
    throw badRequest(M.windRequired);
  if (row.status === 'cancelled') throw conflict(M.cancelledFinal);
  if (row.status === input.status) throw conflict(ALREADY[input.status]);
  if (input.status === 'open') return 0;
  const sailed = row.departureAt.getTime() <= nowMs;
  if (input.status !== 'cancelled') {
    if (sailed) throw conflict(M.sailed);
    return 0;
  }
  const checkedIn = await checkedInCount(tx, row.id);
  // After its time, only a sailing withheld at the ramp is cancelled: loading began, confirmed.
  if (sailed && checkedIn === 0) throw conflict(M.sailed);
  if (checkedIn > 0 && input.afterLoading !== true) throw conflict(M.loadingBegan(checkedIn));
  return checkedIn;
}

/**
 * A cancellation after loading began (issue #37): every check-in of the departure is voided, each
 * with its audit row, so its holder gets the free move or the 100 % refund of a cancelled departure.
 */
async function voidCheckInsAudited(tx: Tx, id: number, actor: AuthUser, nowMs: number, reason: string): Promise<void> {
  const voided = await voidCheckIns(tx, id);
  for (const t of voided.sort((a, b) => a.id - b.id)) {
    await writeAudit(tx, actor, nowMs, {
      action: 'ticket.checkin.void',
      entity: 'ticket',
      entityId: t.id,
      before: { invoiceId: t.invoiceId, checkedIn: true },
      after: { invoiceId: t.invoiceId, checkedIn: false },
      reason,
    });
  }
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

/**
 * Issue #38: the ship already sails within one crossing time of the new departure (from either
 * port): 409 with those sailings, unless the operator accepts the clash (`allowClash`).
 */
async function refuseClash(
  tx: Tx,
  body: Schemas['ExtraDepartureInput'],
  ship: typeof ships.$inferSelect,
  departureAt: number,
): Promise<void> {
  const sailing = { shipId: ship.id, fromRoute: body.fromRoute, toRoute: body.toRoute, departureAt };
  const { crossingMinutes, clashes } = await shipClashes(tx, sailing);
  if (clashes.length > 0)
    throw new HttpError(409, shipClashMessage(ship.name, body.date, crossingMinutes, clashes), {
      clashes,
      crossingMinutes,
    });
}

async function insertExtra(tx: Tx, body: Schemas['ExtraDepartureInput'], departureAt: number): Promise<{ id: number }> {
  const ports = await tx.select({ id: routes.id }).from(routes);
  const known = new Set(ports.map((p) => p.id));
  if (!known.has(body.fromRoute) || !known.has(body.toRoute)) throw notFound(M.routeNotFound);
  // Locked: two extra departures for one ship at once cannot both miss the other's clash.
  const [ship] = await tx.select().from(ships).where(eq(ships.id, body.shipId)).for('update');
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
  if (body.allowClash !== true) await refuseClash(tx, body, ship, departureAt);
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

/** Who changes a departure's status, when, and the origin of the notices' links. */
export type StatusChangeBy = { actor: AuthUser; at: number; origin: string };

/**
 * Changes a locked departure's status once checkStatusChange allowed it, inside `tx`: its status
 * and reason, its check-ins voided (a cancellation after loading began), its waiting payments ended
 * (a cancellation), its audit row and, for a hold or a cancellation, every paid passenger's notice.
 * Answers the departure as it now is and how many notices were queued. One departure
 * (setDepartureStatus) or several at once (./bulk.ts).
 */
export async function changeStatus(
  tx: Tx,
  row: ScheduleRow,
  input: StatusInput,
  checkedIn: number,
  by: StatusChangeBy,
): Promise<{ departure: OperatorDeparture; notices: number }> {
  const { actor, at } = by;
  const before = (await operatorDeparture(tx, row.id, at))!;
  await tx.update(schedules).set(statusColumns(input, at)).where(eq(schedules.id, row.id));
  const closure = { reason: input.reason, note: input.note, windKnots: input.windKnots ?? null };
  const reason = closureText(closure);
  if (checkedIn > 0) await voidCheckInsAudited(tx, row.id, actor, at, reason);
  if (input.status === 'cancelled') await endWaitingPayments(tx, row.id, at);
  const after = (await operatorDeparture(tx, row.id, at))!;
  await writeAudit(tx, actor, at, {
    action: STATUS_ACTION[input.status],
    entity: 'departure',
    entityId: row.id,
    before,
    after,
    reason,
  });
  // Every paid passenger hears of a held or cancelled sailing (issue #23), committed with the
  // change or not at all; a paused sale changes nothing for them (issue #37).
  const notices =
    input.status === 'held' || input.status === 'cancelled'
      ? await enqueueClosedNotices(tx, row.id, input.status, closure, at, by.origin)
      : 0;
  return { departure: after, notices };
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
      const at = now();
      const by = { actor: authOf(request).user, at, origin: originOf(ctx, request) };
      const departure = await db.transaction(async (tx) => {
        const row = await lockDeparture(tx, id);
        const checkedIn = await checkStatusChange(tx, row, request.body, at);
        return (await changeStatus(tx, row, request.body, checkedIn, by)).departure;
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
