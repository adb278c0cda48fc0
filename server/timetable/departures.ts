// What a timetable change does to the departures already generated (issue #22).
//
// Departures that no longer belong to their pattern (a time removed, a weekday dropped, validity
// shortened, a 'removed' exception) are taken off it:
// - without any ticket row they are deleted;
// - with UNPAID or PAID tickets they are NEVER removed silently: without a decision for each, the
//   whole write is refused (DecisionsNeeded → 409 with `data.affected`, nothing changed); 'keep'
//   leaves the departure running off the pattern (origin 'kept', patternId null), 'cancel' cancels it
//   (Dibatalkan, reason 'lainnya', the write's reason as note);
// - with only finished ticket rows (expired, cancelled, refund due) they are cancelled, not deleted:
//   those records keep their departure.
// A ship change resizes the departures it sails, keeping what is used (laneFreeCm = new lane − used);
// a ship smaller than what a departure already sold refuses the write (409).
// Only departures after `now` that are not cancelled are ever touched.
import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { routes, schedules, transactions, ships } from '../db/schema';
import { ticketChanges } from '../db/schema-tickets';
import { conflict } from '../errors';
import { writeAudit } from '../platform/audit';
import type { AuthUser } from '../platform/request-auth';
import type { Schemas } from '../platform/handlers';
import { hms } from '../platform/present';
import { shipTooSmallMessage } from './messages';

type Decision = Schemas['DepartureDecision'];
type Affected = Schemas['AffectedDeparture'];

/** Thrown inside the write's transaction (so it rolls back); routes.ts answers 409 with the list. */
export class DecisionsNeeded extends Error {
  constructor(readonly affected: Affected[]) {
    super('decisions needed');
    this.name = 'DecisionsNeeded';
  }
}

/** Who changes, when and why: what every write passes down. */
export interface WriteContext {
  tx: Tx;
  nowMs: number;
  actor: Pick<AuthUser, 'id' | 'name'>;
  reason: string;
  decisions: Decision[];
}

const fromPort = alias(routes, 'from_port');
const toPort = alias(routes, 'to_port');

/**
 * Future departures not cancelled, matching `where`, locked for the change, answered by time. The
 * rows are locked in id order, as every other writer locks departures (issue #37: by time here and
 * by id elsewhere, two writers could wait on each other on PostgreSQL).
 */
export async function futureDepartures(tx: Tx, nowMs: number, where: ReturnType<typeof and>) {
  const rows = await tx
    .select()
    .from(schedules)
    .where(and(where, gt(schedules.departureAt, new Date(nowMs)), ne(schedules.status, 'cancelled')))
    .orderBy(schedules.id)
    .for('update');
  return rows.sort((a, b) => a.departureAt.getTime() - b.departureAt.getTime() || a.id - b.id);
}

/** Ticket rows per departure: live (UNPAID/PAID) and all. */
async function ticketCounts(tx: Tx, ids: number[]): Promise<Map<number, { live: number; all: number }>> {
  const rows = await tx
    .select({
      scheduleId: transactions.scheduleId,
      live: sql<number>`count(*) filter (where ${transactions.status} in ('UNPAID', 'PAID'))`.mapWith(Number),
      all: sql<number>`count(*)`.mapWith(Number),
    })
    .from(transactions)
    .where(inArray(transactions.scheduleId, ids))
    .groupBy(transactions.scheduleId);
  const counts = new Map(rows.map((r) => [r.scheduleId, { live: r.live, all: r.all }]));
  // A ticket moved away (Ubah Jadwal, issue #23) leaves its history pointing at the departure it
  // left, or was to reach: such a departure is kept as cancelled, never deleted (issue #37: the
  // history's foreign keys made the delete answer 500).
  const history = await tx
    .select({ from: ticketChanges.fromScheduleId, to: ticketChanges.toScheduleId })
    .from(ticketChanges)
    .where(or(inArray(ticketChanges.fromScheduleId, ids), inArray(ticketChanges.toScheduleId, ids)));
  for (const h of history) {
    for (const id of [h.from, h.to]) {
      if (id === null || !ids.includes(id)) continue;
      const c = counts.get(id) ?? { live: 0, all: 0 };
      counts.set(id, { live: c.live, all: c.all + 1 });
    }
  }
  return counts;
}

async function affectedOf(tx: Tx, ids: number[], counts: Map<number, { live: number }>): Promise<Affected[]> {
  const rows = await tx
    .select({
      id: schedules.id,
      issuedDate: schedules.issuedDate,
      issuedTime: schedules.issuedTime,
      fromId: fromPort.id,
      fromName: fromPort.name,
      toId: toPort.id,
      toName: toPort.name,
    })
    .from(schedules)
    .innerJoin(fromPort, eq(fromPort.id, schedules.fromRouteId))
    .innerJoin(toPort, eq(toPort.id, schedules.toRouteId))
    .where(inArray(schedules.id, ids))
    .orderBy(schedules.departureAt, schedules.id);
  return rows.map((r) => ({
    id: r.id,
    issuedDate: r.issuedDate,
    issuedTime: hms(r.issuedTime),
    fromRoute: { id: r.fromId, route: r.fromName },
    toRoute: { id: r.toId, route: r.toName },
    tickets: counts.get(r.id)?.live ?? 0,
  }));
}

/** The audit shape of a departure touched by a timetable change. */
function departureShape(d: typeof schedules.$inferSelect) {
  return {
    id: d.id,
    issuedDate: d.issuedDate,
    issuedTime: hms(d.issuedTime),
    fromRoute: d.fromRouteId,
    toRoute: d.toRouteId,
    status: d.status,
    origin: d.origin,
    patternId: d.patternId,
  };
}

async function cancel(w: WriteContext, d: typeof schedules.$inferSelect, audited: boolean): Promise<void> {
  const [after] = await w.tx
    .update(schedules)
    .set({ status: 'cancelled', closureReason: 'lainnya', closureNote: w.reason, closedAt: new Date(w.nowMs) })
    .where(eq(schedules.id, d.id))
    .returning();
  if (audited)
    await writeAudit(w.tx, w.actor, w.nowMs, {
      action: 'departure.cancel',
      entity: 'departure',
      entityId: d.id,
      before: departureShape(d),
      after: departureShape(after!),
      reason: w.reason,
    });
}

/**
 * Takes `departures` (locked, from futureDepartures) off their pattern by the rules above. Throws
 * DecisionsNeeded before changing anything when a departure with tickets has no decision.
 */
export async function detachDepartures(w: WriteContext, departures: (typeof schedules.$inferSelect)[]): Promise<void> {
  if (departures.length === 0) return;
  const ids = departures.map((d) => d.id);
  const counts = await ticketCounts(w.tx, ids);
  const ticketed = departures.filter((d) => (counts.get(d.id)?.live ?? 0) > 0);
  const decisionOf = new Map(w.decisions.map((d) => [d.scheduleId, d.action]));
  if (ticketed.some((d) => !decisionOf.has(d.id))) {
    throw new DecisionsNeeded(
      await affectedOf(
        w.tx,
        ticketed.map((d) => d.id),
        counts,
      ),
    );
  }
  const deletable: number[] = [];
  for (const d of departures) {
    const count = counts.get(d.id);
    if (count && count.live > 0) {
      if (decisionOf.get(d.id) === 'cancel') await cancel(w, d, true);
      else await keep(w, d);
    } else if (count && count.all > 0) await cancel(w, d, false);
    else deletable.push(d.id);
  }
  if (deletable.length > 0) await w.tx.delete(schedules).where(inArray(schedules.id, deletable));
}

async function keep(w: WriteContext, d: typeof schedules.$inferSelect): Promise<void> {
  const [after] = await w.tx
    .update(schedules)
    .set({ origin: 'kept', patternId: null })
    .where(eq(schedules.id, d.id))
    .returning();
  await writeAudit(w.tx, w.actor, w.nowMs, {
    action: 'departure.keep',
    entity: 'departure',
    entityId: d.id,
    before: departureShape(d),
    after: departureShape(after!),
    reason: w.reason,
  });
}

/**
 * Puts `ship` on `departures` (locked), keeping their used space and seats. Throws 409 (nothing
 * changed: the caller's transaction rolls back) when one already uses more than the ship has.
 */
export async function resizeDepartures(
  tx: Tx,
  departures: (typeof schedules.$inferSelect)[],
  ship: typeof ships.$inferSelect,
): Promise<number> {
  if (departures.length === 0) return 0;
  for (const d of departures) {
    const usedCm = d.laneCm - d.laneFreeCm;
    const usedSeats = d.seats - d.seatsFree;
    if (usedCm > ship.laneCm || usedSeats > ship.seats)
      throw conflict(
        shipTooSmallMessage(ship.name, { issuedDate: d.issuedDate, issuedTime: d.issuedTime, usedCm, usedSeats }),
      );
  }
  const changed = await tx
    .update(schedules)
    .set({
      shipId: ship.id,
      laneFreeCm: sql`${ship.laneCm} - (${schedules.laneCm} - ${schedules.laneFreeCm})`,
      seatsFree: sql`${ship.seats} - (${schedules.seats} - ${schedules.seatsFree})`,
      laneCm: ship.laneCm,
      seats: ship.seats,
    })
    .where(
      inArray(
        schedules.id,
        departures.map((d) => d.id),
      ),
    )
    .returning({ id: schedules.id });
  return changed.length;
}
