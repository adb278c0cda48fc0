// Seed data (idempotent): the two ports, the vehicle classes and passenger types, and a timetable
// kept filled for today and the next 8 days (Jakarta dates). Runs at every start and daily after.
import { eq } from 'drizzle-orm';
import { addDays, departureEpochMs, todayJakarta } from '../../kernel/time';
import { DEFAULT_CAPACITY, TIMETABLE_DAYS_AHEAD } from '../platform/constants';
import type { Executor } from '../db/client';
import { passengerTypes, routes, schedules, vehicleTypes } from '../db/schema';

export const PORTS = ['Simanindo', 'Tigaras'] as const;

/** Departure times per direction (WIB): 12 a day each way, 06:00–20:15, alternating sides. */
export const TIMETABLE: Record<'Simanindo-Tigaras' | 'Tigaras-Simanindo', string[]> = {
  'Simanindo-Tigaras': [
    '06:00:00',
    '07:15:00',
    '08:30:00',
    '09:45:00',
    '11:00:00',
    '12:15:00',
    '13:30:00',
    '14:45:00',
    '16:00:00',
    '17:15:00',
    '18:30:00',
    '19:45:00',
  ],
  'Tigaras-Simanindo': [
    '06:30:00',
    '07:45:00',
    '09:00:00',
    '10:15:00',
    '11:30:00',
    '12:45:00',
    '14:00:00',
    '15:15:00',
    '16:30:00',
    '17:45:00',
    '19:00:00',
    '20:15:00',
  ],
};

/** Vehicle classes (Golongan) with the tariff and insurance in IDR. */
export const VEHICLE_TYPES = [
  { vehicleClass: 'Golongan I', vehicleType: 'Sepeda', price: 15_000, insuranceFee: 300 },
  { vehicleClass: 'Golongan II', vehicleType: 'Sepeda motor < 500 cc', price: 30_000, insuranceFee: 500 },
  {
    vehicleClass: 'Golongan III',
    vehicleType: 'Sepeda motor ≥ 500 cc / kendaraan roda tiga',
    price: 52_000,
    insuranceFee: 800,
  },
  {
    vehicleClass: 'Golongan IV',
    vehicleType: 'Mobil penumpang / jeep / minibus (≤ 5 m)',
    price: 185_000,
    insuranceFee: 2_500,
  },
  { vehicleClass: 'Golongan V', vehicleType: 'Mobil barang / pick up (≤ 5 m)', price: 215_000, insuranceFee: 3_000 },
  { vehicleClass: 'Golongan VI', vehicleType: 'Bus sedang / truk sedang (5–7 m)', price: 420_000, insuranceFee: 5_000 },
  { vehicleClass: 'Golongan VII', vehicleType: 'Truk besar (HDD, 7–10 m)', price: 690_000, insuranceFee: 7_500 },
  { vehicleClass: 'Golongan VIII', vehicleType: 'Tronton (DD, 10–12 m)', price: 980_000, insuranceFee: 10_000 },
  {
    vehicleClass: 'Golongan IX',
    vehicleType: 'Normal Deck (kendaraan > 12 m)',
    price: 1_450_000,
    insuranceFee: 15_000,
  },
];

export const PASSENGER_TYPES = [
  { feeType: 'DEWASA', description: 'Penumpang berusia 5 tahun ke atas', fee: 12_000, insuranceFee: 500 },
  { feeType: 'ANAK-ANAK', description: 'Penumpang di bawah 5 tahun', fee: 6_000, insuranceFee: 500 },
];

export async function seedCatalogue(db: Executor): Promise<void> {
  for (const name of PORTS) await db.insert(routes).values({ name }).onConflictDoNothing();
  await db.insert(vehicleTypes).values(VEHICLE_TYPES).onConflictDoNothing();
  await db.insert(passengerTypes).values(PASSENGER_TYPES).onConflictDoNothing();
}

/** Adds the missing departures of today..today+8 (Jakarta); existing ones are left untouched. */
export async function extendTimetable(db: Executor, nowMs: number): Promise<number> {
  const [simanindo] = await db.select().from(routes).where(eq(routes.name, 'Simanindo'));
  const [tigaras] = await db.select().from(routes).where(eq(routes.name, 'Tigaras'));
  if (!simanindo || !tigaras) return 0;
  const directions = [
    { from: simanindo.id, to: tigaras.id, times: TIMETABLE['Simanindo-Tigaras'] },
    { from: tigaras.id, to: simanindo.id, times: TIMETABLE['Tigaras-Simanindo'] },
  ];
  const today = todayJakarta(nowMs);
  const rows: (typeof schedules.$inferInsert)[] = [];
  for (let day = 0; day <= TIMETABLE_DAYS_AHEAD; day++) {
    const issuedDate = addDays(today, day);
    for (const dir of directions) {
      for (const issuedTime of dir.times) {
        rows.push({
          fromRouteId: dir.from,
          toRouteId: dir.to,
          issuedDate,
          issuedTime,
          departureAt: new Date(departureEpochMs(issuedDate, issuedTime)),
          capacity: DEFAULT_CAPACITY,
          available: DEFAULT_CAPACITY,
        });
      }
    }
  }
  const inserted = await db.insert(schedules).values(rows).onConflictDoNothing().returning({ id: schedules.id });
  return inserted.length;
}

export async function seed(db: Executor, nowMs: number): Promise<void> {
  await seedCatalogue(db);
  await extendTimetable(db, nowMs);
}
