// Helpers for the booth's server tests (issue #24): a cashier at a port, a shift, a sale's body and
// the departure's space as the database holds it.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { routes, schedules, transactions, vehicleTypes } from '../../server/db/schema';
import { createDeparture, createUser, orderBody, startServer, type TestServer, type TestUser } from './helpers';

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

// Cari Tiket, Batalkan Tiket, Cetak Tiket and the report (issue #24, server/booth/ticket-routes.ts).

/** A cash sale that must succeed; returns its BoothTicket. */
export async function soldTicket(kasir: TestUser, scheduleId: number, amountReceived = 10_000_000) {
  const res = await sell(kasir, saleBody(scheduleId, amountReceived));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.ticket;
}

export const getTicket = (kasir: TestUser, id: number) => kasir.api.get('/api/loket/tickets/{id}', { params: { id } });

/** An online ticket's holder's proof at the booth (issue #37): its plate and its buyer's last 4 digits. */
export const holderProof = (ticket: { plateNumber: string }, buyer: { phone: string }) => ({
  plateNumber: ticket.plateNumber,
  phoneLast4: buyer.phone.slice(-4),
});

export const cancelTicket = (kasir: TestUser, id: number, body: Record<string, unknown> = {}) =>
  kasir.api.post('/api/loket/tickets/{id}/cancel', { params: { id }, body });

export const currentShift = async (kasir: TestUser) => (await kasir.api.get('/api/loket/shift')).body.data.shift;

/**
 * A fresh server with a cashier at Tigaras whose shift is open, a passenger, the port ids, and
 * departures from the cashier's port (Tigaras → Simanindo).
 */
export async function boothWorld(options: Parameters<typeof startServer>[0] = {}) {
  const s = await startServer(options);
  const kasir = await createKasir(s);
  const passenger = await createUser(s);
  const { Tigaras: tigaras, Simanindo: simanindo } = (await portIds(s)) as { Tigaras: number; Simanindo: number };
  await openShift(kasir);
  const departure = (o: Parameters<typeof createDeparture>[1] = {}) =>
    createDeparture(s, { from: tigaras, to: simanindo, ...o });
  return { s, kasir, passenger, tigaras, simanindo, departure };
}
