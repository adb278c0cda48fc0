// Helpers for the operator console's server tests (issue #22): an admin, the seeded ships, an extra
// departure made over HTTP, and the audit rows as the database holds them.
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, schedules, ships } from '../../server/db/schema';
import { createUser, type TestServer, type TestUser } from './helpers';

/** The test clock's today and tomorrow (BASE_TIME is Monday 23 November 2026, 08:00 WIB). */
export const TODAY = '2026-11-23';
export const TOMORROW = '2026-11-24';

export const createAdmin = (s: TestServer, name = 'Admin Operator'): Promise<TestUser> =>
  createUser(s, { role: 'admin', name });

/** The seeded ships by name (KMP Sumut I: 250 seats, 120 lane-m; KMP Sumut II: 300, 140). */
export async function shipByName(s: TestServer, name: string) {
  const [ship] = await s.built.db.select().from(ships).where(eq(ships.name, name));
  expect(ship, name).toBeDefined();
  return ship!;
}

let minute = 0;
/**
 * Tambah Keberangkatan over HTTP: Simanindo → Tigaras tomorrow on KMP Sumut I, at a time the seeded
 * timetable never uses (:01 … :59 past 05:00–05:59 and 21:00–23:59), unless `body` says otherwise.
 */
export async function extraDeparture(s: TestServer, admin: TestUser, body: Record<string, unknown> = {}) {
  const ship = await shipByName(s, 'KMP Sumut I');
  minute += 1;
  const time = `${String(21 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
  const res = await admin.api.post('/api/operator/departures', {
    // allowClash (issue #38): these helpers' departures may sail within one crossing time of the
    // ship's own; tests/server/consequences.test.ts proves the refusal without it.
    body: {
      fromRoute: 1,
      toRoute: 2,
      date: TOMORROW,
      time,
      shipId: ship.id,
      reason: 'Musim libur',
      allowClash: true,
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.departure;
}

/** Every audit row, oldest first. */
export const auditRows = (s: TestServer) => s.built.db.select().from(auditLog).orderBy(asc(auditLog.id));

export async function scheduleRow(s: TestServer, id: number) {
  const [row] = await s.built.db.select().from(schedules).where(eq(schedules.id, id));
  return row!;
}
