// First-start defaults (issue #22), written into the database and never read from code afterwards:
// the two ports, the vehicle classes (length in lane centimetres, Jasa Raharja levy) and passenger
// types, their first fares (valid from 2020-01-01, 'Tarif awal'; only for a type without any fare),
// the two ships and the spec's 12 departures a day each way as weekly patterns (only while there
// are no ships / no patterns). Then the departures of the horizon are generated from the patterns
// (server/timetable/generate.ts). Runs at every start under the startup lock; idempotent.
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { todayJakarta } from '../../kernel/time';
import type { Executor } from '../db/client';
import { fares, passengerTypes, routes, schedules, ships, timetablePatterns, vehicleTypes } from '../db/schema';
import { DEFAULT_HORIZON_DAYS, generateDepartures } from '../timetable/generate';

export const PORTS = ['Simanindo', 'Tigaras'] as const;

/** The first fares' start and legal basis. */
const FIRST_FARE = { validFrom: '2020-01-01', legalBasis: 'Tarif awal' } as const;

/**
 * Vehicle classes (Golongan): the longest vehicle of the class's definition in lane centimetres,
 * the Jasa Raharja levy and the first fare, in IDR.
 */
const VEHICLE_CLASSES = [
  { vehicleClass: 'Golongan I', vehicleType: 'Sepeda', lengthCm: 200, insuranceFee: 300, fare: 15_000 },
  {
    vehicleClass: 'Golongan II',
    vehicleType: 'Sepeda motor < 500 cc',
    lengthCm: 250,
    insuranceFee: 500,
    fare: 30_000,
  },
  {
    vehicleClass: 'Golongan III',
    vehicleType: 'Sepeda motor ≥ 500 cc / kendaraan roda tiga',
    lengthCm: 300,
    insuranceFee: 800,
    fare: 52_000,
  },
  {
    vehicleClass: 'Golongan IV',
    vehicleType: 'Mobil penumpang / jeep / minibus (≤ 5 m)',
    lengthCm: 500,
    insuranceFee: 2_500,
    fare: 185_000,
  },
  {
    vehicleClass: 'Golongan V',
    vehicleType: 'Mobil barang / pick up (≤ 5 m)',
    lengthCm: 500,
    insuranceFee: 3_000,
    fare: 215_000,
  },
  {
    vehicleClass: 'Golongan VI',
    vehicleType: 'Bus sedang / truk sedang (5–7 m)',
    lengthCm: 700,
    insuranceFee: 5_000,
    fare: 420_000,
  },
  {
    vehicleClass: 'Golongan VII',
    vehicleType: 'Truk besar (HDD, 7–10 m)',
    lengthCm: 1_000,
    insuranceFee: 7_500,
    fare: 690_000,
  },
  {
    vehicleClass: 'Golongan VIII',
    vehicleType: 'Tronton (DD, 10–12 m)',
    lengthCm: 1_200,
    insuranceFee: 10_000,
    fare: 980_000,
  },
  {
    vehicleClass: 'Golongan IX',
    vehicleType: 'Normal Deck (kendaraan > 12 m)',
    lengthCm: 1_600,
    insuranceFee: 15_000,
    fare: 1_450_000,
  },
];

const PASSENGER_TYPES = [
  { feeType: 'DEWASA', description: 'Penumpang berusia 5 tahun ke atas', insuranceFee: 500, fare: 12_000 },
  { feeType: 'ANAK-ANAK', description: 'Penumpang di bawah 5 tahun', insuranceFee: 500, fare: 6_000 },
];

/** The two ships: seats and lane centimetres (120 and 140 lane-metres). */
const SHIPS = [
  { name: 'KMP Sumut I', seats: 250, laneCm: 12_000 },
  { name: 'KMP Sumut II', seats: 300, laneCm: 14_000 },
];

/** The spec's timetable (WIB): 12 a day each way, 06:00–20:15, alternating sides; each way one ship. */
const FIRST_PATTERNS = [
  {
    from: 'Simanindo',
    to: 'Tigaras',
    ship: 'KMP Sumut I',
    times: ['06:00', '07:15', '08:30', '09:45', '11:00', '12:15', '13:30', '14:45', '16:00', '17:15', '18:30', '19:45'],
  },
  {
    from: 'Tigaras',
    to: 'Simanindo',
    ship: 'KMP Sumut II',
    times: ['06:30', '07:45', '09:00', '10:15', '11:30', '12:45', '14:00', '15:15', '16:30', '17:45', '19:00', '20:15'],
  },
];

/** Walk-in share and its release before departure (KMP Sumut's split since Nov 2023). */
const FIRST_WALKIN = { walkinPercent: 40, walkinReleaseHours: 2 };

/** Ports, vehicle classes, passenger types, and a first fare for every type that has none. */
export async function seedCatalogue(db: Executor, nowMs: number = Date.now()): Promise<void> {
  for (const name of PORTS) await db.insert(routes).values({ name }).onConflictDoNothing();
  await db
    .insert(vehicleTypes)
    .values(VEHICLE_CLASSES.map(({ fare: _fare, ...v }) => v))
    .onConflictDoNothing();
  await db
    .insert(passengerTypes)
    .values(PASSENGER_TYPES.map(({ fare: _fare, ...p }) => p))
    .onConflictDoNothing();
  const createdAt = new Date(nowMs);
  const priced = await db.select({ v: fares.vehicleTypeId, p: fares.passengerTypeId, f: fares.footTypeId }).from(fares);
  const pricedVehicles = new Set(priced.map((f) => f.v));
  const pricedPassengers = new Set(priced.map((f) => f.p));
  const pricedFoot = new Set(priced.map((f) => f.f));
  for (const v of await db.select().from(vehicleTypes)) {
    const fare = VEHICLE_CLASSES.find((d) => d.vehicleClass === v.vehicleClass)?.fare;
    if (fare === undefined || pricedVehicles.has(v.id)) continue;
    await db
      .insert(fares)
      .values({ vehicleTypeId: v.id, amount: fare, ...FIRST_FARE, createdAt })
      .onConflictDoNothing();
  }
  for (const p of await db.select().from(passengerTypes)) {
    const fare = PASSENGER_TYPES.find((d) => d.feeType === p.feeType)?.fare;
    if (fare === undefined || pricedPassengers.has(p.id)) continue;
    await db
      .insert(fares)
      .values({ passengerTypeId: p.id, amount: fare, ...FIRST_FARE, createdAt })
      .onConflictDoNothing();
  }
  // A foot passenger's first fare (issue #40 item 3) is the type's passenger fare.
  for (const p of await db.select().from(passengerTypes)) {
    const fare = PASSENGER_TYPES.find((d) => d.feeType === p.feeType)?.fare;
    if (fare === undefined || pricedFoot.has(p.id)) continue;
    await db
      .insert(fares)
      .values({ footTypeId: p.id, amount: fare, ...FIRST_FARE, createdAt })
      .onConflictDoNothing();
  }
}

/** The two ships and the first patterns, each only while there are none. */
async function seedTimetable(db: Executor, nowMs: number): Promise<void> {
  const [shipCount] = await db.select({ n: count() }).from(ships);
  if (shipCount!.n === 0) await db.insert(ships).values(SHIPS).onConflictDoNothing();
  const [patternCount] = await db.select({ n: count() }).from(timetablePatterns);
  if (patternCount!.n > 0) return;
  const portId = new Map((await db.select().from(routes)).map((r) => [r.name, r.id]));
  const shipId = new Map((await db.select().from(ships)).map((s) => [s.name, s.id]));
  const validFrom = todayJakarta(nowMs);
  const rows: (typeof timetablePatterns.$inferInsert)[] = [];
  for (const way of FIRST_PATTERNS) {
    const [from, to, ship] = [portId.get(way.from), portId.get(way.to), shipId.get(way.ship)];
    if (from === undefined || to === undefined || ship === undefined) continue;
    for (const time of way.times) {
      rows.push({
        fromRouteId: from,
        toRouteId: to,
        departureTime: `${time}:00`,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        shipId: ship,
        validFrom,
        validUntil: null,
        ...FIRST_WALKIN,
      });
    }
  }
  if (rows.length === 0) return;
  await db.insert(timetablePatterns).values(rows);
  // A database from before issue #22: its future departures of these slots become the patterns'.
  await db
    .update(schedules)
    .set({
      patternId: sql`(select p.id from ${timetablePatterns} p where p.from_route_id = ${schedules.fromRouteId}
        and p.to_route_id = ${schedules.toRouteId} and p.departure_time = ${schedules.issuedTime})`,
      shipId: sql`(select p.ship_id from ${timetablePatterns} p where p.from_route_id = ${schedules.fromRouteId}
        and p.to_route_id = ${schedules.toRouteId} and p.departure_time = ${schedules.issuedTime})`,
    })
    .where(
      and(
        isNull(schedules.patternId),
        isNull(schedules.shipId),
        eq(schedules.origin, 'pattern'),
        gt(schedules.departureAt, new Date(nowMs)),
        sql`exists (select 1 from ${timetablePatterns} p where p.from_route_id = ${schedules.fromRouteId}
          and p.to_route_id = ${schedules.toRouteId} and p.departure_time = ${schedules.issuedTime})`,
      ),
    );
}

/** Everything above, then the departures of today … today + horizonDays. */
export async function seed(db: Executor, nowMs: number, horizonDays: number = DEFAULT_HORIZON_DAYS): Promise<void> {
  await seedCatalogue(db, nowMs);
  await seedTimetable(db, nowMs);
  await generateDepartures(db, nowMs, horizonDays);
}
