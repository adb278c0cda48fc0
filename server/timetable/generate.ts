// Departures from the weekly timetable (issue #22). For every Jakarta date of [today, today +
// horizon] and every pattern valid that date whose weekdays include it — unless a 'removed'
// exception drops it — one departure is inserted with the pattern's (or a 'ship' exception's) ship:
// laneCm = laneFreeCm = the ship's lane, seats = seatsFree = its seats, the pattern's walk-in share
// and release hours, origin 'pattern'. ON CONFLICT DO NOTHING on (from, to, date, time): running it
// again, or on several instances at once, adds nothing twice and never changes a departure; a slot
// whose departure the operator delayed to a new time (issue #38) is not generated again. Slots
// already past are never generated. The patterns are read FOR SHARE, so a generation waits for a
// pattern change in progress and then sees its new version (patterns.ts locks FOR UPDATE).
import { and, eq, gte, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { addDays, departureEpochMs, parseDate, todayJakarta } from '../../kernel/time';
import type { Executor } from '../db/client';
import { schedules, ships, timetableExceptions, timetablePatterns } from '../db/schema';
import { jakartaParts } from '../platform/clock';
import { hms } from '../platform/present';

/** TIMETABLE_HORIZON_DAYS when unset: departures exist for today and the next 30 days. */
export const DEFAULT_HORIZON_DAYS = 30;

export type PatternRow = typeof timetablePatterns.$inferSelect;
export type ExceptionRow = typeof timetableExceptions.$inferSelect;
type ShipRow = typeof ships.$inferSelect;

/** ISO weekday (1 = Monday … 7 = Sunday) of a 'YYYY-MM-DD' date. */
export function isoWeekday(date: string): number {
  const d = parseDate(date);
  if (!d) throw new RangeError(`Invalid date: ${date}`);
  return d.dayOfWeek;
}

/** Whether the pattern runs on `date` by its validity and weekdays (exceptions aside). */
export function patternRunsOn(p: Pick<PatternRow, 'validFrom' | 'validUntil' | 'weekdays'>, date: string): boolean {
  if (date < p.validFrom) return false;
  if (p.validUntil !== null && date > p.validUntil) return false;
  return p.weekdays.includes(isoWeekday(date));
}

/** The dates today … today + horizon (Jakarta). */
export function horizonDates(nowMs: number, horizonDays: number): string[] {
  const today = todayJakarta(nowMs);
  return Array.from({ length: horizonDays + 1 }, (_, i) => addDays(today, i));
}

const INSERT_CHUNK = 500;

/**
 * Inserts the missing departures of the horizon; `patternIds` limits it to those patterns (a write
 * generating its own pattern's departures). Returns how many were added.
 */
export async function generateDepartures(
  db: Executor,
  nowMs: number,
  horizonDays: number,
  patternIds?: number[],
): Promise<number> {
  const dates = horizonDates(nowMs, horizonDays);
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const conditions = [
    lte(timetablePatterns.validFrom, last),
    or(isNull(timetablePatterns.validUntil), gte(timetablePatterns.validUntil, first)),
  ];
  if (patternIds) {
    if (patternIds.length === 0) return 0;
    conditions.push(inArray(timetablePatterns.id, patternIds));
  }
  const patterns = await db
    .select()
    .from(timetablePatterns)
    .where(and(...conditions))
    .for('share');
  if (patterns.length === 0) return 0;
  const exceptions = await db
    .select()
    .from(timetableExceptions)
    .where(
      and(
        inArray(
          timetableExceptions.patternId,
          patterns.map((p) => p.id),
        ),
        gte(timetableExceptions.exceptionDate, first),
        lte(timetableExceptions.exceptionDate, last),
      ),
    );
  const shipById = new Map((await db.select().from(ships)).map((s) => [s.id, s]));
  const exceptionOf = new Map(exceptions.map((e) => [`${e.patternId}|${e.exceptionDate}`, e]));
  const rows: (typeof schedules.$inferInsert)[] = [];
  for (const p of patterns) {
    for (const date of dates) {
      if (!patternRunsOn(p, date)) continue;
      const exception = exceptionOf.get(`${p.id}|${date}`);
      if (exception?.kind === 'removed') continue;
      const at = departureEpochMs(date, p.departureTime);
      if (!(at > nowMs)) continue;
      const ship = shipById.get(exception?.kind === 'ship' && exception.shipId ? exception.shipId : p.shipId);
      if (ship) rows.push(departureRow(p, date, at, ship));
    }
  }
  const moved = await delayedSlots(db, first);
  const fresh = rows.filter((r) => !moved.has(`${r.patternId}|${r.issuedDate}|${hms(r.issuedTime)}`));
  let added = 0;
  for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
    const inserted = await db
      .insert(schedules)
      .values(fresh.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing()
      .returning({ id: schedules.id });
    added += inserted.length;
  }
  return added;
}

/**
 * The pattern slots (`patternId|date|time`) whose departure the operator delayed (Undur Keberangkatan,
 * issue #38): it left its slot for the new time, and the slot must not be generated again.
 */
async function delayedSlots(db: Executor, first: string): Promise<Set<string>> {
  const rows = await db
    .select({ patternId: schedules.patternId, delayedFrom: schedules.delayedFrom })
    .from(schedules)
    .where(and(isNotNull(schedules.delayedFrom), isNotNull(schedules.patternId), gte(schedules.issuedDate, first)));
  return new Set(
    rows.map((r) => {
      const slot = jakartaParts(r.delayedFrom!.getTime());
      return `${r.patternId}|${slot.date}|${slot.time}`;
    }),
  );
}

function departureRow(p: PatternRow, date: string, at: number, ship: ShipRow): typeof schedules.$inferInsert {
  return {
    fromRouteId: p.fromRouteId,
    toRouteId: p.toRouteId,
    issuedDate: date,
    issuedTime: p.departureTime,
    departureAt: new Date(at),
    shipId: ship.id,
    patternId: p.id,
    origin: 'pattern',
    laneCm: ship.laneCm,
    laneFreeCm: ship.laneCm,
    seats: ship.seats,
    seatsFree: ship.seats,
    walkinPercent: p.walkinPercent,
    walkinReleaseHours: p.walkinReleaseHours,
  };
}

/** The departure of `patternId` on `date`, if generated (any status). */
export function departureOfPatternOn(patternId: number, date: string) {
  return and(eq(schedules.patternId, patternId), eq(schedules.issuedDate, date));
}
