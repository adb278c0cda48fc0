// One date's exception to a pattern (issue #22): 'removed' (the pattern does not sail that date) or
// 'ship' (another ship sails it). Creating one changes that date's departure at once — removed by
// the rules of departures.ts (a decision for a departure with tickets), or resized for the other
// ship (409 when it already sold more than that ship holds); deleting one brings the pattern's
// departure back (generated again, or its ship restored).
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { addDays, parseDate, todayJakarta } from '../../kernel/time';
import type { Db, Executor } from '../db/client';
import { schedules, ships, timetableExceptions, timetablePatterns } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { writeAudit } from '../platform/audit';
import type { Schemas } from '../platform/handlers';
import { detachDepartures, futureDepartures, resizeDepartures, type WriteContext } from './departures';
import { generateDepartures, patternRunsOn, type ExceptionRow } from './generate';
import { TIMETABLE_MESSAGES as M } from './messages';
import { usableShip } from './ships';

type ExceptionDto = Schemas['TimetableException'];

function exceptionDto(e: ExceptionRow, shipName: string | null): ExceptionDto {
  return {
    id: e.id,
    patternId: e.patternId,
    date: e.exceptionDate,
    kind: e.kind,
    ship: e.shipId !== null && shipName !== null ? { id: e.shipId, name: shipName } : null,
  };
}

/** The exceptions dated today … today + horizon, by date. */
export async function exceptionDtos(db: Executor, today: string, horizonDays: number): Promise<ExceptionDto[]> {
  const rows = await db
    .select({ e: timetableExceptions, shipName: ships.name })
    .from(timetableExceptions)
    .leftJoin(ships, eq(ships.id, timetableExceptions.shipId))
    .where(
      and(
        gte(timetableExceptions.exceptionDate, today),
        lte(timetableExceptions.exceptionDate, addDays(today, horizonDays)),
      ),
    )
    .orderBy(asc(timetableExceptions.exceptionDate), asc(timetableExceptions.patternId));
  return rows.map((r) => exceptionDto(r.e, r.shipName));
}

export interface ExceptionWrite {
  db: Db;
  actor: WriteContext['actor'];
  nowMs: number;
  horizonDays: number;
}

async function lockedPattern(tx: Executor, id: number) {
  const [pattern] = await tx.select().from(timetablePatterns).where(eq(timetablePatterns.id, id)).for('update');
  if (!pattern) throw notFound(M.patternNotFound);
  return pattern;
}

export async function createException(w: ExceptionWrite, input: Schemas['ExceptionInput']): Promise<ExceptionDto> {
  return w.db.transaction(async (tx) => {
    const pattern = await lockedPattern(tx, input.patternId);
    if (!parseDate(input.date)) throw badRequest(M.badDate);
    if (input.date < todayJakarta(w.nowMs)) throw badRequest(M.exceptionInPast);
    if (!patternRunsOn(pattern, input.date)) throw badRequest(M.exceptionOutsideValidity);
    let ship: typeof ships.$inferSelect | null = null;
    if (input.kind === 'ship') {
      if (input.shipId === undefined) throw badRequest(M.exceptionShipRequired);
      ship = await usableShip(tx, input.shipId);
      if (ship.id === pattern.shipId) throw badRequest(M.exceptionSameShip);
    } else if (input.shipId !== undefined) throw badRequest(M.exceptionShipNotAllowed);
    const [existing] = await tx
      .select({ id: timetableExceptions.id })
      .from(timetableExceptions)
      .where(and(eq(timetableExceptions.patternId, pattern.id), eq(timetableExceptions.exceptionDate, input.date)));
    if (existing) throw conflict(M.exceptionExists);
    const [row] = await tx
      .insert(timetableExceptions)
      .values({ patternId: pattern.id, exceptionDate: input.date, kind: input.kind, shipId: ship?.id ?? null })
      .returning();
    const departures = await futureDepartures(
      tx,
      w.nowMs,
      and(eq(schedules.patternId, pattern.id), eq(schedules.issuedDate, input.date)),
    );
    if (ship) await resizeDepartures(tx, departures, ship);
    else {
      const write: WriteContext = {
        tx,
        nowMs: w.nowMs,
        actor: w.actor,
        reason: input.reason,
        decisions: input.decisions ?? [],
      };
      await detachDepartures(write, departures);
    }
    const after = exceptionDto(row!, ship?.name ?? null);
    await writeAudit(tx, w.actor, w.nowMs, {
      action: 'exception.create',
      entity: 'exception',
      entityId: row!.id,
      before: null,
      after,
      reason: input.reason,
    });
    return after;
  });
}

export async function deleteException(w: ExceptionWrite, id: number, reason: string): Promise<void> {
  await w.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ e: timetableExceptions, shipName: ships.name })
      .from(timetableExceptions)
      .leftJoin(ships, eq(ships.id, timetableExceptions.shipId))
      .where(eq(timetableExceptions.id, id));
    if (!found) throw notFound(M.exceptionNotFound);
    const pattern = await lockedPattern(tx, found.e.patternId);
    await tx.delete(timetableExceptions).where(eq(timetableExceptions.id, id));
    if (found.e.kind === 'ship') {
      const departures = await futureDepartures(
        tx,
        w.nowMs,
        and(eq(schedules.patternId, pattern.id), eq(schedules.issuedDate, found.e.exceptionDate)),
      );
      await resizeDepartures(tx, departures, await usableShip(tx, pattern.shipId, true));
    } else {
      await generateDepartures(tx, w.nowMs, w.horizonDays, [pattern.id]);
    }
    await writeAudit(tx, w.actor, w.nowMs, {
      action: 'exception.delete',
      entity: 'exception',
      entityId: id,
      before: exceptionDto(found.e, found.shipName),
      after: null,
      reason,
    });
  });
}
