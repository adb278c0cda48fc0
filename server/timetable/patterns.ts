// Jadwal (issue #22): the weekly patterns. A pattern is one direction × one time × one ship on a set
// of ISO weekdays, valid from `validFrom` to `validUntil` (inclusive; null = open-ended). Creating
// one generates its departures for the horizon; changing one takes the departures that no longer
// belong to it off it (departures.ts: deleted without tickets, a decision each with tickets),
// resizes the rest for a new ship, and generates the new ones — all in one transaction with its
// audit row.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseDate, parseTime, todayJakarta } from '../../kernel/time';
import type { Db, Executor, Tx } from '../db/client';
import { routes, schedules, ships, timetableExceptions, timetablePatterns } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { writeAudit } from '../platform/audit';
import type { Schemas } from '../platform/handlers';
import { hms } from '../platform/present';
import { jakartaParts } from '../platform/clock';
import { detachDepartures, futureDepartures, resizeDepartures, type WriteContext } from './departures';
import { generateDepartures, patternRunsOn, type PatternRow } from './generate';
import { exceptionDtos } from './exceptions';
import { TIMETABLE_MESSAGES as M } from './messages';
import { usableShip } from './ships';

type PatternInput = Schemas['PatternInput'];
type Pattern = Schemas['Pattern'];

const fromPort = alias(routes, 'pattern_from');
const toPort = alias(routes, 'pattern_to');

/** The patterns in the API's shape (all, or those of `ids`), by direction and time. */
export async function patternDtos(db: Executor, ids?: number[]): Promise<Pattern[]> {
  const rows = await db
    .select({ p: timetablePatterns, fromName: fromPort.name, toName: toPort.name, shipName: ships.name })
    .from(timetablePatterns)
    .innerJoin(fromPort, eq(fromPort.id, timetablePatterns.fromRouteId))
    .innerJoin(toPort, eq(toPort.id, timetablePatterns.toRouteId))
    .innerJoin(ships, eq(ships.id, timetablePatterns.shipId))
    .where(ids ? inArray(timetablePatterns.id, ids) : undefined)
    .orderBy(
      asc(timetablePatterns.fromRouteId),
      asc(timetablePatterns.toRouteId),
      asc(timetablePatterns.departureTime),
      asc(timetablePatterns.validFrom),
      asc(timetablePatterns.id),
    );
  return rows.map(({ p, fromName, toName, shipName }) => ({
    id: p.id,
    fromRoute: { id: p.fromRouteId, route: fromName },
    toRoute: { id: p.toRouteId, route: toName },
    departureTime: hms(p.departureTime),
    weekdays: [...p.weekdays].sort((a, b) => a - b),
    ship: { id: p.shipId, name: shipName },
    validFrom: p.validFrom,
    validUntil: p.validUntil,
    walkinPercent: p.walkinPercent,
    walkinReleaseHours: p.walkinReleaseHours,
  }));
}

async function patternDto(db: Executor, id: number): Promise<Pattern> {
  const [dto] = await patternDtos(db, [id]);
  return dto!;
}

/** Two validity ranges (inclusive, null = open-ended) share a date. */
function rangesOverlap(
  a: Pick<PatternRow, 'validFrom' | 'validUntil'>,
  b: Pick<PatternRow, 'validFrom' | 'validUntil'>,
) {
  return (
    (a.validUntil === null || b.validFrom <= a.validUntil) && (b.validUntil === null || a.validFrom <= b.validUntil)
  );
}

/** The checks every pattern write makes (400/404/409); the row values to store. */
async function validated(tx: Tx, input: PatternInput, current?: PatternRow) {
  if (input.fromRoute === input.toRoute) throw badRequest(M.sameRoute);
  const weekdays = [...new Set(input.weekdays)].sort((a, b) => a - b);
  if (weekdays.length !== input.weekdays.length || weekdays.some((d) => !Number.isInteger(d) || d < 1 || d > 7))
    throw badRequest(M.badWeekdays);
  if (!parseTime(input.departureTime)) throw badRequest(M.badTime);
  if (!parseDate(input.validFrom) || (input.validUntil !== null && !parseDate(input.validUntil)))
    throw badRequest(M.badDate);
  if (input.validUntil !== null && input.validUntil < input.validFrom) throw badRequest(M.untilBeforeFrom);
  const ports = await tx
    .select({ id: routes.id })
    .from(routes)
    .where(inArray(routes.id, [input.fromRoute, input.toRoute]));
  if (ports.length !== 2) throw notFound(M.routeNotFound);
  const ship = await usableShip(tx, input.shipId, current?.shipId === input.shipId);
  const values = {
    fromRouteId: input.fromRoute,
    toRouteId: input.toRoute,
    departureTime: input.departureTime,
    weekdays,
    shipId: ship.id,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    walkinPercent: input.walkinPercent,
    walkinReleaseHours: input.walkinReleaseHours,
  };
  const sameSlot = await tx
    .select()
    .from(timetablePatterns)
    .where(
      and(
        eq(timetablePatterns.fromRouteId, values.fromRouteId),
        eq(timetablePatterns.toRouteId, values.toRouteId),
        eq(timetablePatterns.departureTime, values.departureTime),
        current ? ne(timetablePatterns.id, current.id) : undefined,
      ),
    );
  if (sameSlot.some((o) => o.weekdays.some((d) => weekdays.includes(d)) && rangesOverlap(o, values)))
    throw conflict(M.patternOverlap);
  return { values, ship };
}

export interface PatternWrite {
  db: Db;
  actor: WriteContext['actor'];
  nowMs: number;
  horizonDays: number;
}

export async function createPattern(w: PatternWrite, input: PatternInput): Promise<Pattern> {
  return w.db.transaction(async (tx) => {
    const { values } = await validated(tx, input);
    const [row] = await tx.insert(timetablePatterns).values(values).returning();
    await generateDepartures(tx, w.nowMs, w.horizonDays, [row!.id]);
    const after = await patternDto(tx, row!.id);
    await writeAudit(tx, w.actor, w.nowMs, {
      action: 'pattern.create',
      entity: 'pattern',
      entityId: row!.id,
      before: null,
      after,
      reason: input.reason,
    });
    return after;
  });
}

export async function updatePattern(w: PatternWrite, id: number, input: PatternInput): Promise<Pattern> {
  return w.db.transaction(async (tx) => {
    const [current] = await tx.select().from(timetablePatterns).where(eq(timetablePatterns.id, id)).for('update');
    if (!current) throw notFound(M.patternNotFound);
    const before = await patternDto(tx, id);
    const { values, ship } = await validated(tx, input, current);
    const [next] = await tx.update(timetablePatterns).set(values).where(eq(timetablePatterns.id, id)).returning();
    const write: WriteContext = {
      tx,
      nowMs: w.nowMs,
      actor: w.actor,
      reason: input.reason,
      decisions: input.decisions ?? [],
    };
    await applyToDepartures(write, current, next!, ship);
    await generateDepartures(tx, w.nowMs, w.horizonDays, [id]);
    const after = await patternDto(tx, id);
    await writeAudit(tx, w.actor, w.nowMs, {
      action: 'pattern.update',
      entity: 'pattern',
      entityId: id,
      before,
      after,
      reason: input.reason,
    });
    return after;
  });
}

/**
 * The pattern's future departures after a change: those no longer in it are detached (decisions),
 * the others get the new ship (unless a 'ship' exception sails that date) and the new walk-in
 * settings (where they still had the old ones, i.e. were not set per departure).
 */
async function applyToDepartures(
  w: WriteContext,
  old: PatternRow,
  next: PatternRow,
  ship: typeof ships.$inferSelect,
): Promise<void> {
  const { tx } = w;
  const members = await futureDepartures(tx, w.nowMs, eq(schedules.patternId, next.id));
  if (members.length === 0) return;
  const exceptions = await tx
    .select()
    .from(timetableExceptions)
    .where(
      and(
        eq(timetableExceptions.patternId, next.id),
        inArray(timetableExceptions.exceptionDate, [...new Set(members.map((d) => d.issuedDate))]),
      ),
    );
  const kindOn = new Map(exceptions.map((e) => [e.exceptionDate, e.kind]));
  // A departure the operator delayed (issue #38) belongs by the slot it was scheduled in.
  const slotOf = (d: (typeof members)[number]) =>
    d.delayedFrom ? jakartaParts(d.delayedFrom.getTime()) : { date: d.issuedDate, time: hms(d.issuedTime) };
  const belongs = (d: (typeof members)[number]) =>
    d.fromRouteId === next.fromRouteId &&
    d.toRouteId === next.toRouteId &&
    slotOf(d).time === hms(next.departureTime) &&
    patternRunsOn(next, slotOf(d).date) &&
    kindOn.get(slotOf(d).date) !== 'removed';
  await detachDepartures(
    w,
    members.filter((d) => !belongs(d)),
  );
  const staying = members.filter(belongs);
  if (next.shipId !== old.shipId)
    await resizeDepartures(
      tx,
      staying.filter((d) => kindOn.get(d.issuedDate) !== 'ship'),
      ship,
    );
  if (next.walkinPercent !== old.walkinPercent) {
    const ids = staying.filter((d) => d.walkinPercent === old.walkinPercent).map((d) => d.id);
    if (ids.length > 0)
      await tx.update(schedules).set({ walkinPercent: next.walkinPercent }).where(inArray(schedules.id, ids));
  }
  if (next.walkinReleaseHours !== old.walkinReleaseHours) {
    const ids = staying.filter((d) => d.walkinReleaseHours === old.walkinReleaseHours).map((d) => d.id);
    if (ids.length > 0)
      await tx.update(schedules).set({ walkinReleaseHours: next.walkinReleaseHours }).where(inArray(schedules.id, ids));
  }
}

/** listPatterns: every pattern, the exceptions of the horizon's dates, and the horizon. */
export async function listPatterns(db: Db, nowMs: number, horizonDays: number) {
  const today = todayJakarta(nowMs);
  const patterns = await patternDtos(db);
  return { patterns, exceptions: await exceptionDtos(db, today, horizonDays), horizonDays };
}
