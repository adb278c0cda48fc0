// Waktu penyeberangan (issue #38 item 3): how long a ship takes between two ports, set per port pair
// by the operator on Jadwal (either way: Simanindo ↔ Tigaras is one setting), 60 minutes when never
// set. Tambah Keberangkatan reads it: a ship cannot sail again within one crossing time of its own
// sailing, from either port (it cannot be at the other port sooner, nor back sooner). `shipClashes`
// lists those sailings; ../operator/departures.ts answers 409 with them unless the operator accepts.
import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { crossingTimes, routes, schedules } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { writeAudit } from '../platform/audit';
import type { AuthUser } from '../platform/request-auth';
import type { Schemas } from '../platform/handlers';
import { hms } from '../platform/present';
import { TIMETABLE_MESSAGES as M } from './messages';

/** The crossing time of a port pair the operator never set. */
export const DEFAULT_CROSSING_MINUTES = 60;
/** The longest crossing time the operator may set (a day); also how far around a sailing is looked at. */
export const MAX_CROSSING_MINUTES = 1440;

type CrossingTime = Schemas['CrossingTime'];
type Clash = Schemas['ShipClash'];

/** The pair's key, whichever way it is given. */
const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Every stored crossing time by its pair's key. */
async function storedMinutes(db: Db | Tx): Promise<Map<string, number>> {
  const rows = await db.select().from(crossingTimes);
  return new Map(rows.map((r) => [pairKey(r.portLowId, r.portHighId), r.minutes]));
}

const minutesOf = (stored: Map<string, number>, a: number, b: number) =>
  stored.get(pairKey(a, b)) ?? DEFAULT_CROSSING_MINUTES;

/** Every pair of ports with its crossing time (the stored one, else the default), by port names. */
export async function listCrossingTimes(db: Db): Promise<CrossingTime[]> {
  const ports = await db.select().from(routes).orderBy(asc(routes.name), asc(routes.id));
  const stored = await storedMinutes(db);
  const list: CrossingTime[] = [];
  ports.forEach((a, i) =>
    ports.slice(i + 1).forEach((b) => {
      const key = pairKey(a.id, b.id);
      list.push({
        portA: { id: a.id, route: a.name },
        portB: { id: b.id, route: b.name },
        minutes: stored.get(key) ?? DEFAULT_CROSSING_MINUTES,
        custom: stored.has(key),
      });
    }),
  );
  return list;
}

/** Sets a pair's crossing time, with its audit row, in one transaction. */
export async function setCrossingTime(
  db: Db,
  actor: Pick<AuthUser, 'id' | 'name'>,
  nowMs: number,
  input: Schemas['CrossingTimeInput'],
): Promise<CrossingTime> {
  if (input.portA === input.portB) throw badRequest(M.sameRoute);
  const [low, high] = input.portA < input.portB ? [input.portA, input.portB] : [input.portB, input.portA];
  return db.transaction(async (tx) => {
    const ports = await tx.select().from(routes);
    const name = new Map(ports.map((p) => [p.id, p.name]));
    if (!name.has(low) || !name.has(high)) throw notFound(M.routeNotFound);
    const pair = and(eq(crossingTimes.portLowId, low), eq(crossingTimes.portHighId, high));
    const [before] = await tx.select().from(crossingTimes).where(pair).for('update');
    const values = { minutes: input.minutes, updatedAt: new Date(nowMs) };
    await tx
      .insert(crossingTimes)
      .values({ portLowId: low, portHighId: high, ...values })
      .onConflictDoUpdate({ target: [crossingTimes.portLowId, crossingTimes.portHighId], set: values });
    await writeAudit(tx, actor, nowMs, {
      action: 'pattern.crossing_time',
      entity: 'pattern',
      entityId: null,
      before: { fromRoute: low, toRoute: high, crossingMinutes: before?.minutes ?? DEFAULT_CROSSING_MINUTES },
      after: { fromRoute: low, toRoute: high, crossingMinutes: input.minutes },
      reason: input.reason.trim(),
    });
    return {
      portA: { id: low, route: name.get(low)! },
      portB: { id: high, route: name.get(high)! },
      minutes: input.minutes,
      custom: true,
    };
  });
}

const fromPort = alias(routes, 'clash_from');
const toPort = alias(routes, 'clash_to');

/** A new sailing of a ship: where from and to, and when. */
export interface Sailing {
  shipId: number;
  fromRoute: number;
  toRoute: number;
  departureAt: number;
}

/**
 * The ship's own sailings (not cancelled) within one crossing time of `sailing`, either way and
 * from either port, earliest first, with the crossing time of the new sailing's pair. The crossing
 * time of two sailings on different pairs is the longer of the two.
 */
export async function shipClashes(tx: Tx, sailing: Sailing): Promise<{ crossingMinutes: number; clashes: Clash[] }> {
  const stored = await storedMinutes(tx);
  const crossingMinutes = minutesOf(stored, sailing.fromRoute, sailing.toRoute);
  const window = MAX_CROSSING_MINUTES * 60_000;
  const rows = await tx
    .select({
      id: schedules.id,
      issuedDate: schedules.issuedDate,
      issuedTime: schedules.issuedTime,
      departureAt: schedules.departureAt,
      fromId: fromPort.id,
      fromName: fromPort.name,
      toId: toPort.id,
      toName: toPort.name,
    })
    .from(schedules)
    .innerJoin(fromPort, eq(fromPort.id, schedules.fromRouteId))
    .innerJoin(toPort, eq(toPort.id, schedules.toRouteId))
    .where(
      and(
        eq(schedules.shipId, sailing.shipId),
        ne(schedules.status, 'cancelled'),
        gt(schedules.departureAt, new Date(sailing.departureAt - window)),
        lt(schedules.departureAt, new Date(sailing.departureAt + window)),
      ),
    )
    .orderBy(asc(schedules.departureAt), asc(schedules.id));
  const clashes: Clash[] = [];
  for (const r of rows) {
    const apart = Math.round((r.departureAt.getTime() - sailing.departureAt) / 60_000);
    const limit = Math.max(crossingMinutes, minutesOf(stored, r.fromId, r.toId));
    if (Math.abs(apart) >= limit) continue;
    clashes.push({
      id: r.id,
      issuedDate: r.issuedDate,
      issuedTime: hms(r.issuedTime),
      fromRoute: { id: r.fromId, route: r.fromName },
      toRoute: { id: r.toId, route: r.toName },
      minutesApart: apart,
    });
  }
  return { crossingMinutes, clashes };
}
