// Kapal's consequences before saving (issue #38 item 3): how many future departures a ship's new
// size resizes (every future departure it sails that is not cancelled, when its seats or
// lane-metres change), from which date to which, and those that already hold more than the new size
// (what is held and sold: the save is refused for them, 409, so nothing overflows). The preview
// (POST /api/operator/ships/{id}/impact) reads without locking; the save (./ships.ts) runs the same
// rules on the rows it locked.
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { routes, schedules, ships } from '../db/schema';
import { notFound } from '../errors';
import type { Schemas } from '../platform/handlers';
import { hms } from '../platform/present';
import { TIMETABLE_MESSAGES as M } from './messages';

type Row = typeof schedules.$inferSelect;
type ShipImpact = Schemas['ShipImpact'];
type Overflow = Schemas['ShipOverflow'];
/** A ship's size as stored: lane centimetres and seats. */
export type Size = { laneCm: number; seats: number };

/** The departures among `departures` that already use more lane or seats than `size`. */
export async function overflowingOf(db: Db | Tx, departures: Row[], size: Size): Promise<Overflow[]> {
  const over = departures.filter((d) => d.laneCm - d.laneFreeCm > size.laneCm || d.seats - d.seatsFree > size.seats);
  if (over.length === 0) return [];
  const ports = new Map((await db.select().from(routes)).map((p) => [p.id, p.name]));
  const port = (id: number) => ({ id, route: ports.get(id) ?? '' });
  return over.map((d) => ({
    id: d.id,
    issuedDate: d.issuedDate,
    issuedTime: hms(d.issuedTime),
    fromRoute: port(d.fromRouteId),
    toRoute: port(d.toRouteId),
    usedMetres: (d.laneCm - d.laneFreeCm) / 100,
    usedSeats: d.seats - d.seatsFree,
  }));
}

/** What resizing `departures` (by time) means, when the size changes at all. */
export function impactOf(departures: Row[], sizeChanged: boolean, overflowing: Overflow[]): ShipImpact {
  const resized = sizeChanged ? departures : [];
  return {
    departures: resized.length,
    firstDate: resized[0]?.issuedDate ?? null,
    lastDate: resized.at(-1)?.issuedDate ?? null,
    overflowing,
  };
}

/** The preview: what saving `input` on ship `id` would do now (nothing is changed or locked). */
export async function previewShipChange(
  db: Db,
  nowMs: number,
  id: number,
  input: Schemas['ShipImpactInput'],
): Promise<ShipImpact> {
  const [ship] = await db.select().from(ships).where(eq(ships.id, id));
  if (!ship) throw notFound(M.shipNotFound);
  const size = { laneCm: Math.round(input.laneMetres * 100), seats: input.seats };
  if (size.laneCm === ship.laneCm && size.seats === ship.seats) return impactOf([], false, []);
  const departures = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.shipId, id), gt(schedules.departureAt, new Date(nowMs)), ne(schedules.status, 'cancelled')))
    .orderBy(asc(schedules.departureAt), asc(schedules.id));
  return impactOf(departures, true, await overflowingOf(db, departures, size));
}
