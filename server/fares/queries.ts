// The fares domain's SQL (issue #22). A fare is dated: the fare of a vehicle class or passenger
// type on a date is its `fares` row with the latest `validFrom` on or before that date (Berlaku
// mulai). The price list (../orders/price-list.ts), the catalogue lists (../catalogue/routes.ts) and
// the operator's Tarif page (./routes.ts) read them here; the search's cheapest fare is a subquery
// of the search's own statement (../schedules/queries.ts).
import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { fares, passengerTypes, vehicleTypes } from '../db/schema';
import type { Executor } from '../db/client';
import type { Schemas } from '../platform/handlers';

export type FareRow = typeof fares.$inferSelect;
export type FareKind = Schemas['FareKind'];

/** The amount in force on `date` per vehicle class, passenger type and foot passenger type (a type without one is absent). */
export interface FaresOn {
  vehicles: Map<number, number>;
  passengers: Map<number, number>;
  /** A walk-on passenger's fare per passenger type (issue #40 item 3). */
  foot: Map<number, number>;
}

/** The fares column of a kind: a vehicle class, a passenger type, or a foot passenger's type (issue #40). */
export const fareColumn = (kind: FareKind) =>
  kind === 'vehicle' ? fares.vehicleTypeId : kind === 'foot' ? fares.footTypeId : fares.passengerTypeId;

/** The fares in force on `date` (Jakarta calendar date 'YYYY-MM-DD'). */
export async function faresOn(db: Executor, date: string): Promise<FaresOn> {
  const inForce = (column: ReturnType<typeof fareColumn>) =>
    db
      .selectDistinctOn([column], { typeId: column, amount: fares.amount })
      .from(fares)
      .where(and(isNotNull(column), lte(fares.validFrom, date)))
      .orderBy(column, desc(fares.validFrom));
  const [vehicles, passengers, foot] = await Promise.all([
    inForce(fares.vehicleTypeId),
    inForce(fares.passengerTypeId),
    inForce(fares.footTypeId),
  ]);
  return {
    vehicles: new Map(vehicles.map((r) => [r.typeId!, r.amount])),
    passengers: new Map(passengers.map((r) => [r.typeId!, r.amount])),
    foot: new Map(foot.map((r) => [r.typeId!, r.amount])),
  };
}

/** A vehicle class as the operator sees it (lengths in metres, stored as centimetres). */
export function presentVehicleClass(v: typeof vehicleTypes.$inferSelect): Schemas['VehicleClass'] {
  return {
    id: v.id,
    vehicleClass: v.vehicleClass,
    vehicleType: v.vehicleType,
    lengthMetres: v.lengthCm / 100,
    insuranceFee: v.insuranceFee,
  };
}

/** A fare row as the contract's Fare; `typeName` is the Golongan or the passenger feeType. */
export function presentFare(r: FareRow, typeName: string): Schemas['Fare'] {
  const kind: FareKind = r.vehicleTypeId !== null ? 'vehicle' : r.footTypeId !== null ? 'foot' : 'passenger';
  return {
    id: r.id,
    kind,
    typeId: (r.vehicleTypeId ?? r.footTypeId ?? r.passengerTypeId)!,
    typeName,
    validFrom: r.validFrom,
    amount: r.amount,
    legalBasis: r.legalBasis,
  };
}

/** Every fare, vehicle classes first, then passenger types, then foot passengers (by id), each type's newest start first. */
export async function listAllFares(db: Executor): Promise<Schemas['Fare'][]> {
  const [vehicleFares, passengerFares, footFares] = await Promise.all([
    db
      .select({ fare: fares, name: vehicleTypes.vehicleClass })
      .from(fares)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, fares.vehicleTypeId))
      .orderBy(asc(vehicleTypes.id), desc(fares.validFrom)),
    db
      .select({ fare: fares, name: passengerTypes.feeType })
      .from(fares)
      .innerJoin(passengerTypes, eq(passengerTypes.id, fares.passengerTypeId))
      .orderBy(asc(passengerTypes.id), desc(fares.validFrom)),
    db
      .select({ fare: fares, name: passengerTypes.feeType })
      .from(fares)
      .innerJoin(passengerTypes, eq(passengerTypes.id, fares.footTypeId))
      .orderBy(asc(passengerTypes.id), desc(fares.validFrom)),
  ]);
  return [...vehicleFares, ...passengerFares, ...footFares].map((r) => presentFare(r.fare, r.name));
}

/** The type a fare is for, by kind and id: its display name, or null when there is no such type. */
export async function fareTypeName(db: Executor, kind: FareKind, typeId: number): Promise<string | null> {
  if (kind === 'vehicle') {
    const [row] = await db
      .select({ name: vehicleTypes.vehicleClass })
      .from(vehicleTypes)
      .where(eq(vehicleTypes.id, typeId));
    return row?.name ?? null;
  }
  const [row] = await db
    .select({ name: passengerTypes.feeType })
    .from(passengerTypes)
    .where(eq(passengerTypes.id, typeId));
  return row?.name ?? null;
}

/** The fare of one type starting exactly on `validFrom` (locked for the transaction's update), if any. */
export async function fareStartingOn(
  tx: Executor,
  kind: FareKind,
  typeId: number,
  validFrom: string,
): Promise<FareRow | null> {
  const [row] = await tx
    .select()
    .from(fares)
    .where(and(eq(fareColumn(kind), typeId), eq(fares.validFrom, validFrom)))
    .for('update');
  return row ?? null;
}

/**
 * The fare of a type in force on `date` (the latest start on or before it), or null: what a new
 * fare from that date supersedes — the audit's "before" (issue #22).
 */
export async function fareInForceOn(
  tx: Executor,
  kind: FareKind,
  typeId: number,
  date: string,
): Promise<FareRow | null> {
  const [row] = await tx
    .select()
    .from(fares)
    .where(and(eq(fareColumn(kind), typeId), lte(fares.validFrom, date)))
    .orderBy(desc(fares.validFrom))
    .limit(1);
  return row ?? null;
}
