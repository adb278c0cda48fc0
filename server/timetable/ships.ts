// Kapal (issue #22): the operator's ships, each with passenger seats and the vehicle deck's length
// in lane-metres (stored as whole lane centimetres). A change of size resizes every future departure
// the ship sails (departures.ts resizeDepartures), refused with 409 when one already uses more: the
// answer names every such departure (issue #38, ./ship-impact.ts), and a save says how many it resized.
import { asc, eq, ne, and } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { schedules, ships } from '../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import { writeAudit } from '../platform/audit';
import type { AuthUser } from '../platform/request-auth';
import type { Schemas } from '../platform/handlers';
import { futureDepartures, resizeDepartures } from './departures';
import { shipOverflowMessage, TIMETABLE_MESSAGES as M } from './messages';
import { overflowingOf } from './ship-impact';

export type ShipRow = typeof ships.$inferSelect;
type ShipInput = Schemas['ShipInput'];

/** Lane-metres (API) → whole centimetres (database). */
export const toCm = (metres: number): number => Math.round(metres * 100);

export function shipDto(s: ShipRow): Schemas['Ship'] {
  return { id: s.id, name: s.name, seats: s.seats, laneMetres: s.laneCm / 100, active: s.active };
}

export async function listShips(db: Db): Promise<Schemas['Ship'][]> {
  return (await db.select().from(ships).orderBy(asc(ships.name), asc(ships.id))).map(shipDto);
}

/** The ship `id` for a pattern or exception: 404 when unknown, 400 when inactive (unless `allowInactive`). */
export async function usableShip(tx: Tx, id: number, allowInactive = false): Promise<ShipRow> {
  const [ship] = await tx.select().from(ships).where(eq(ships.id, id));
  if (!ship) throw notFound(M.shipNotFound);
  if (!ship.active && !allowInactive) throw badRequest(M.shipInactive);
  return ship;
}

async function nameFree(tx: Tx, name: string, exceptId?: number): Promise<void> {
  const where = exceptId === undefined ? eq(ships.name, name) : and(eq(ships.name, name), ne(ships.id, exceptId));
  const [taken] = await tx.select({ id: ships.id }).from(ships).where(where);
  if (taken) throw conflict(M.shipNameTaken);
}

export async function createShip(
  db: Db,
  actor: Pick<AuthUser, 'id' | 'name'>,
  nowMs: number,
  input: ShipInput,
): Promise<Schemas['Ship']> {
  const name = input.name.trim();
  return db.transaction(async (tx) => {
    await nameFree(tx, name);
    const [row] = await tx
      .insert(ships)
      .values({ name, seats: input.seats, laneCm: toCm(input.laneMetres), active: input.active ?? true })
      .returning();
    const after = shipDto(row!);
    await writeAudit(tx, actor, nowMs, {
      action: 'ship.create',
      entity: 'ship',
      entityId: row!.id,
      before: null,
      after,
      reason: input.reason,
    });
    return after;
  });
}

export async function updateShip(
  db: Db,
  actor: Pick<AuthUser, 'id' | 'name'>,
  nowMs: number,
  id: number,
  input: ShipInput,
): Promise<{ ship: Schemas['Ship']; resized: number }> {
  const name = input.name.trim();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(ships).where(eq(ships.id, id)).for('update');
    if (!before) throw notFound(M.shipNotFound);
    await nameFree(tx, name, id);
    const [row] = await tx
      .update(ships)
      .set({ name, seats: input.seats, laneCm: toCm(input.laneMetres), active: input.active ?? before.active })
      .where(eq(ships.id, id))
      .returning();
    let resized = 0;
    if (row!.laneCm !== before.laneCm || row!.seats !== before.seats) {
      const sailing = await futureDepartures(tx, nowMs, eq(schedules.shipId, id));
      const overflowing = await overflowingOf(tx, sailing, row!);
      if (overflowing.length > 0)
        throw new HttpError(409, shipOverflowMessage(row!.name, overflowing), { overflowing });
      resized = await resizeDepartures(tx, sailing, row!);
    }
    const after = shipDto(row!);
    await writeAudit(tx, actor, nowMs, {
      action: 'ship.update',
      entity: 'ship',
      entityId: id,
      before: shipDto(before),
      after,
      reason: input.reason,
    });
    return { ship: after, resized };
  });
}
