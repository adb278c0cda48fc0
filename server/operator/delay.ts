// Undur Keberangkatan (issue #38 item 2): the operator delays a departure to a new time. The departure
// keeps its tickets, their passes (the QR names the ticket and its departure, not the time) and its
// status; its issuedDate, issuedTime and departureAt become the new time, so tiket-detail, the
// e-ticket, the manifest, the officers' day and the search show it at once, and `delayedFrom`
// keeps the first scheduled time (a second delay adds to the first). Every paid holder is told
// (`departure_delayed`). When the whole delay reaches DELAY_FREE_MINUTES (120 by default) the
// holders may move free or take 100 % until the new time (../tickets/actions.ts freeOptions); once
// free, a departure stays free. Refused (409): a cancelled departure, one whose time has passed, a
// new time another departure of the route already has, a whole delay over 48 hours; 400: cuaca
// without the wind. One transaction: the departure's lock, the change, its audit row
// (`departure.delay`) and the notices.
import { and, eq, ne } from 'drizzle-orm';
import { closureText } from '../../kernel/closure';
import type { Db, Tx } from '../db/client';
import { schedules } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { enqueueDelayNotices } from '../notices/departure';
import { writeAudit } from '../platform/audit';
import { jakartaParts, type Clock } from '../platform/clock';
import { delayMinutes } from '../platform/delay';
import type { Handlers, Schemas } from '../platform/handlers';
import { originOf } from '../platform/origin';
import { hms } from '../platform/present';
import { authOf, type AuthUser } from '../platform/request-auth';
import { operatorDeparture, type OperatorDeparture } from './departure-rows';
import { isUniqueViolation, lockDeparture, type ScheduleRow } from './departures';
import { OPERATOR_MESSAGES as M } from './messages';

/** The longest whole delay from the first scheduled time (the contract's Delay.minutes). */
export const MAX_DELAY_MINUTES = 2880;

export interface DelayDeps {
  db: Db;
  now: Clock;
  publicUrl: string | null;
  /** DELAY_FREE_MINUTES. */
  delayFreeMinutes: number;
}

type DelayInput = Schemas['DepartureDelayInput'];
type DelayBy = { actor: AuthUser; at: number; origin: string; freeMinutes: number };

/** Refuses a delay the departure cannot take; answers its new instant. */
async function checkDelay(tx: Tx, row: ScheduleRow, input: DelayInput, nowMs: number): Promise<number> {
  if (input.reason === 'cuaca' && (input.windKnots === undefined || input.windKnots === null))
    throw badRequest(M.windRequired);
  if (row.status === 'cancelled') throw conflict(M.cancelledFinal);
  if (row.departureAt.getTime() <= nowMs) throw conflict(M.sailed);
  const next = row.departureAt.getTime() + input.minutes * 60_000;
  const first = (row.delayedFrom ?? row.departureAt).getTime();
  if ((next - first) / 60_000 > MAX_DELAY_MINUTES) throw conflict(M.delayTooLong);
  const slot = jakartaParts(next);
  const [taken] = await tx
    .select({ id: schedules.id })
    .from(schedules)
    .where(
      and(
        eq(schedules.fromRouteId, row.fromRouteId),
        eq(schedules.toRouteId, row.toRouteId),
        eq(schedules.issuedDate, slot.date),
        eq(schedules.issuedTime, slot.time),
        ne(schedules.id, row.id),
      ),
    );
  if (taken) throw conflict(M.delaySlotTaken(slot.time.slice(0, 5)));
  return next;
}

/**
 * Delays a locked departure `input.minutes` later, inside `tx`: its new time, its audit row and
 * every paid holder's notice. Answers the departure as it now is and how many notices were queued.
 */
export async function delayDeparture(
  tx: Tx,
  row: ScheduleRow,
  input: DelayInput,
  by: DelayBy,
): Promise<{ departure: OperatorDeparture; notices: number }> {
  const next = await checkDelay(tx, row, input, by.at);
  const before = (await operatorDeparture(tx, row.id, by.at))!;
  const delayedFrom = row.delayedFrom ?? row.departureAt;
  const closure = { reason: input.reason, note: input.note, windKnots: input.windKnots ?? null };
  const reason = closureText(closure);
  const columns = { departureAt: new Date(next), delayedFrom, delayFree: row.delayFree, delayReason: reason };
  columns.delayFree = row.delayFree || delayMinutes(columns) >= by.freeMinutes;
  const slot = jakartaParts(next);
  await tx
    .update(schedules)
    .set({ ...columns, issuedDate: slot.date, issuedTime: slot.time })
    .where(eq(schedules.id, row.id));
  const after = (await operatorDeparture(tx, row.id, by.at))!;
  await writeAudit(tx, by.actor, by.at, {
    action: 'departure.delay',
    entity: 'departure',
    entityId: row.id,
    before,
    after,
    reason,
  });
  const notices = await enqueueDelayNotices(
    tx,
    {
      scheduleId: row.id,
      fromDate: row.issuedDate,
      fromTime: hms(row.issuedTime),
      newDepartureMs: next,
      closure,
      free: columns.delayFree,
    },
    by.at,
    by.origin,
  );
  return { departure: after, notices };
}

export function delayHandlers(ctx: DelayDeps): Handlers<'delayDeparture'> {
  return {
    async delayDeparture(request) {
      const { id } = request.params;
      const at = ctx.now();
      const by = { actor: authOf(request).user, at, origin: originOf(ctx, request), freeMinutes: ctx.delayFreeMinutes };
      try {
        const data = await ctx.db.transaction(async (tx) =>
          delayDeparture(tx, await lockDeparture(tx, id), request.body, by),
        );
        return { status: 200, message: 'Success.', data };
      } catch (err) {
        // Two delays raced into the same slot: the unique index decided.
        if (isUniqueViolation(err)) throw conflict(M.delaySlotTakenRace);
        throw err;
      }
    },
  };
}
