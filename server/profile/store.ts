// The SQL of Kendaraan Saya and Penumpang Tersimpan (issue #40 item 2). Every query names the
// account (`user_id`), so another account's row is never read, changed or removed: its id reads as
// absent (404). A write that checks the limit or a duplicate first locks the account's row, so two
// writes of one account at once cannot both pass the check.
import { and, asc, eq } from 'drizzle-orm';
import { nameKey, SAVED_LIMITS } from '../../kernel/saved-profile';
import type { Executor, Tx } from '../db/client';
import { users, vehicleTypes } from '../db/schema';
import { savedTravellers, savedVehicles } from '../db/schema-profile';
import { badRequest, conflict } from '../errors';
import type { Schemas } from '../platform/handlers';
import { PROFILE_MESSAGES } from './messages';
import type { TravellerValues, VehicleValues } from './rules';

type VehicleRow = typeof savedVehicles.$inferSelect;
type TravellerRow = typeof savedTravellers.$inferSelect;

/** Serialises the account's list writes (the limit and duplicate checks) until the transaction ends. */
export async function lockAccount(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function listVehicles(db: Executor, userId: number): Promise<Schemas['SavedVehicle'][]> {
  const rows = await db
    .select({ v: savedVehicles, t: vehicleTypes })
    .from(savedVehicles)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, savedVehicles.vehicleTypeId))
    .where(eq(savedVehicles.userId, userId))
    .orderBy(asc(savedVehicles.id));
  return rows.map(({ v, t }) => ({
    id: v.id,
    plateNumber: v.plateNumber,
    vehicleTypeId: t.id,
    vehicleClass: t.vehicleClass,
    vehicleType: t.vehicleType,
  }));
}

export async function listTravellers(db: Executor, userId: number): Promise<Schemas['SavedTraveller'][]> {
  const rows = await db
    .select()
    .from(savedTravellers)
    .where(eq(savedTravellers.userId, userId))
    .orderBy(asc(savedTravellers.id));
  return rows.map(presentTraveller);
}

export function presentTraveller(t: TravellerRow): Schemas['SavedTraveller'] {
  return {
    id: t.id,
    name: t.name,
    domicile: t.domicile,
    gender: t.gender as Schemas['Gender'],
    birthYear: t.birthYear,
    age: t.age,
    ageOn: t.ageOn,
  };
}

/** 400 when the Golongan is no vehicle type. */
export async function knownVehicleType(db: Executor, id: number): Promise<void> {
  const [row] = await db.select({ id: vehicleTypes.id }).from(vehicleTypes).where(eq(vehicleTypes.id, id));
  if (!row) throw badRequest(PROFILE_MESSAGES.vehicleClassNotFound);
}

const ownVehicle = (userId: number, id: number) => and(eq(savedVehicles.userId, userId), eq(savedVehicles.id, id));
const ownTraveller = (userId: number, id: number) =>
  and(eq(savedTravellers.userId, userId), eq(savedTravellers.id, id));

async function vehicleRows(tx: Executor, userId: number): Promise<VehicleRow[]> {
  return tx.select().from(savedVehicles).where(eq(savedVehicles.userId, userId));
}
async function travellerRows(tx: Executor, userId: number): Promise<TravellerRow[]> {
  return tx.select().from(savedTravellers).where(eq(savedTravellers.userId, userId));
}

/**
 * Adds (`id` null) or changes the account's vehicle `id`: 409 when the list is full or another of
 * its vehicles has the plate; null when `id` is not the account's.
 */
export async function writeVehicle(tx: Tx, userId: number, id: number | null, v: VehicleValues, at: Date) {
  await lockAccount(tx, userId);
  const rows = await vehicleRows(tx, userId);
  if (id !== null && !rows.some((r) => r.id === id)) return null;
  if (rows.some((r) => r.plateNumber === v.plateNumber && r.id !== id)) throw conflict(PROFILE_MESSAGES.plateTaken);
  if (id === null) {
    if (rows.length >= SAVED_LIMITS.vehicles) throw conflict(PROFILE_MESSAGES.vehiclesFull);
    const [row] = await tx
      .insert(savedVehicles)
      .values({ userId, ...v, createdAt: at, updatedAt: at })
      .returning({ id: savedVehicles.id });
    return row!.id;
  }
  await tx
    .update(savedVehicles)
    .set({ ...v, updatedAt: at })
    .where(ownVehicle(userId, id));
  return id;
}

/** Adds (`id` null) or changes the account's traveller `id`; as writeVehicle, a name (any case) once. */
export async function writeTraveller(tx: Tx, userId: number, id: number | null, t: TravellerValues, at: Date) {
  await lockAccount(tx, userId);
  const rows = await travellerRows(tx, userId);
  if (id !== null && !rows.some((r) => r.id === id)) return null;
  if (rows.some((r) => nameKey(r.name) === nameKey(t.name) && r.id !== id)) throw conflict(PROFILE_MESSAGES.nameTaken);
  if (id === null) {
    if (rows.length >= SAVED_LIMITS.travellers) throw conflict(PROFILE_MESSAGES.travellersFull);
    const [row] = await tx
      .insert(savedTravellers)
      .values({ userId, ...t, createdAt: at, updatedAt: at })
      .returning();
    return row!.id;
  }
  await tx
    .update(savedTravellers)
    .set({ ...t, updatedAt: at })
    .where(ownTraveller(userId, id));
  return id;
}

export async function removeVehicle(db: Executor, userId: number, id: number): Promise<boolean> {
  const gone = await db.delete(savedVehicles).where(ownVehicle(userId, id)).returning({ id: savedVehicles.id });
  return gone.length > 0;
}

export async function removeTraveller(db: Executor, userId: number, id: number): Promise<boolean> {
  const gone = await db.delete(savedTravellers).where(ownTraveller(userId, id)).returning({ id: savedTravellers.id });
  return gone.length > 0;
}

/**
 * A booking's vehicle and travellers (POST /api/profile/from-booking): the same plate or name is
 * brought up to date, a new one added while the list has room; returns how many were left out.
 */
export async function mergeBooking(
  tx: Tx,
  userId: number,
  vehicle: VehicleValues | null,
  travellers: TravellerValues[],
  at: Date,
): Promise<number> {
  await lockAccount(tx, userId);
  let leftOut = 0;
  if (vehicle) {
    const rows = await vehicleRows(tx, userId);
    const same = rows.find((r) => r.plateNumber === vehicle.plateNumber);
    if (same)
      await tx
        .update(savedVehicles)
        .set({ ...vehicle, updatedAt: at })
        .where(ownVehicle(userId, same.id));
    else if (rows.length < SAVED_LIMITS.vehicles)
      await tx.insert(savedVehicles).values({ userId, ...vehicle, createdAt: at, updatedAt: at });
    else leftOut += 1;
  }
  const rows = await travellerRows(tx, userId);
  const byName = new Map(rows.map((r) => [nameKey(r.name), r.id]));
  let count = rows.length;
  for (const t of travellers) {
    const id = byName.get(nameKey(t.name));
    if (id !== undefined) {
      await tx
        .update(savedTravellers)
        .set({ ...t, updatedAt: at })
        .where(ownTraveller(userId, id));
    } else if (count < SAVED_LIMITS.travellers) {
      const [row] = await tx
        .insert(savedTravellers)
        .values({ userId, ...t, createdAt: at, updatedAt: at })
        .returning({ id: savedTravellers.id });
      byName.set(nameKey(t.name), row!.id);
      count += 1;
    } else leftOut += 1;
  }
  return leftOut;
}
