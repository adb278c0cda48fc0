// Helpers for the booth's server tests (issue #24): a cashier at a port, a shift, a sale's body and
// the departure's space as the database holds it.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { routes, schedules, transactions, vehicleTypes } from '../../server/db/schema';
import { createUser, orderBody, type TestServer, type TestUser } from './helpers';

/** A cashier at `port` (default Tigaras). */
export async function createKasir(s: TestServer, port = 'Tigaras', name = 'Sari Simbolon'): Promise<TestUser> {
  const [route] = await s.built.db.select().from(routes).where(eq(routes.name, port));
  return createUser(s, { role: 'kasir', name, portRouteId: route!.id });
}

/** The port ids by name (Simanindo, Tigaras). */
export async function portIds(s: TestServer): Promise<Record<string, number>> {
  return Object.fromEntries((await s.built.db.select().from(routes)).map((r) => [r.name, r.id]));
}

/** Vehicle class name → id. */
export async function classIds(s: TestServer): Promise<Map<string, number>> {
  return new Map((await s.built.db.select().from(vehicleTypes)).map((v) => [v.vehicleClass, v.id]));
}

/** Opens a shift for the cashier with `openingFloat`; returns it. */
export async function openShift(kasir: TestUser, openingFloat = 500_000) {
  const res = await kasir.api.post('/api/loket/shifts', { body: { openingFloat } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.shift;
}

let plate = 0;
/** A booth sale's body: orderBody's car, driver and 3 passengers, a new plate, cash `amountReceived`. */
export function saleBody(scheduleId: number, amountReceived: number, extra: Record<string, unknown> = {}) {
  plate += 1;
  return {
    ...orderBody(scheduleId, { plate_number: `BB ${plate} LKT` }),
    payment: { method: 'tunai', amountReceived },
    ...extra,
  };
}

export const sell = (kasir: TestUser, body: Record<string, unknown>) => kasir.api.post('/api/loket/sales', { body });

export async function departureRow(s: TestServer, id: number) {
  const [row] = await s.built.db.select().from(schedules).where(eq(schedules.id, id));
  return row!;
}

export async function txRow(s: TestServer, id: number) {
  const [row] = await s.built.db.select().from(transactions).where(eq(transactions.id, id));
  return row!;
}
