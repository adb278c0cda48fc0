// Kapal (issue #22): the operator's ships, with passenger seats and the vehicle deck's lane-metres.
// A ship's new size reaches every future departure it sails at once, keeping what each already
// sold; a size smaller than what a departure sold is refused (409) and changes nothing. Every write
// has its audit row (before/after in metres); only admins may call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { addDays, todayJakarta } from '../../kernel/time';
import { auditLog, schedules } from '../../server/db/schema';
import { createUser, orderBody, placeOrder, startServer, type TestServer, type TestUser } from './helpers';

const REASON = 'Data kapal dari sertifikat KSOP';

let s: TestServer;
let admin: TestUser;
let passenger: TestUser;
let today: string;
beforeAll(async () => {
  s = await startServer();
  admin = await createUser(s, { role: 'admin', name: 'Rina Operator' });
  passenger = await createUser(s);
  today = todayJakarta(s.clock.now());
});
afterAll(() => s?.close());

async function auditRows(): Promise<number> {
  const [row] = await s.built.db.select({ n: count() }).from(auditLog);
  return row!.n;
}

async function departure(date: string, time: string) {
  const [row] = await s.built.db
    .select()
    .from(schedules)
    .where(and(eq(schedules.fromRouteId, 1), eq(schedules.issuedDate, date), eq(schedules.issuedTime, time)));
  return row!;
}

describe('ships', () => {
  it('adds a ship, lane-metres in centimetre steps, with its audit row', async () => {
    const res = await admin.api.post('/api/operator/ships', {
      body: { name: '  KMP Ihan Batak ', seats: 280, laneMetres: 130.55, reason: REASON },
    });
    expect(res.status).toBe(200);
    const ship = res.body.data.ship;
    expect(ship).toMatchObject({ name: 'KMP Ihan Batak', seats: 280, laneMetres: 130.55, active: true });
    const listed = await admin.api.get('/api/operator/ships');
    expect(listed.body.data.ships).toContainEqual(ship);
    const [audit] = await s.built.db.select().from(auditLog).where(eq(auditLog.action, 'ship.create'));
    expect(audit).toMatchObject({ entity: 'ship', entityId: ship.id, before: null, after: ship, reason: REASON });
  });

  it('refuses a name another ship has (409) and writes nothing', async () => {
    const audits = await auditRows();
    const res = await admin.api.post('/api/operator/ships', {
      body: { name: 'KMP Sumut II', seats: 10, laneMetres: 10, reason: REASON },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Nama kapal/);
    const rename = await admin.api.put('/api/operator/ships/{id}', {
      params: { id: 1 },
      body: { name: 'KMP Sumut II', seats: 250, laneMetres: 120, reason: REASON },
    });
    expect(rename.status).toBe(409);
    expect(await auditRows()).toBe(audits);
    expect(
      (
        await admin.api.put('/api/operator/ships/{id}', {
          params: { id: 999 },
          body: { name: 'X', seats: 1, laneMetres: 1, reason: REASON },
        })
      ).status,
    ).toBe(404);
  });

  it('a new size resizes the ship’s future departures and keeps what they sold', async () => {
    const date = addDays(today, 1);
    const sold = await departure(date, '06:00:00');
    const { message } = await placeOrder(s, passenger, orderBody(sold.id)); // Golongan IV (5 m), 4 seats
    expect(message.status).toBe(200);
    const res = await admin.api.put('/api/operator/ships/{id}', {
      params: { id: 1 },
      body: { name: 'KMP Sumut I', seats: 200, laneMetres: 100, reason: REASON },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.ship).toEqual({ id: 1, name: 'KMP Sumut I', seats: 200, laneMetres: 100, active: true });
    expect(await departure(date, '06:00:00')).toMatchObject({
      laneCm: 10_000,
      laneFreeCm: 10_000 - 500,
      seats: 200,
      seatsFree: 196,
    });
    expect(await departure(addDays(today, 20), '19:45:00')).toMatchObject({ laneCm: 10_000, laneFreeCm: 10_000 });
    const [audit] = await s.built.db.select().from(auditLog).where(eq(auditLog.action, 'ship.update'));
    expect(audit!.before).toMatchObject({ seats: 250, laneMetres: 120 });
    expect(audit!.after).toMatchObject({ seats: 200, laneMetres: 100 });
  });

  it('a ship smaller than what a departure sold is refused with a clear message, and nothing changes', async () => {
    const audits = await auditRows();
    const res = await admin.api.put('/api/operator/ships/{id}', {
      params: { id: 1 },
      body: { name: 'KMP Sumut I', seats: 3, laneMetres: 100, reason: REASON },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/KMP Sumut I tidak cukup untuk keberangkatan .* 06:00/);
    expect(res.body.message).toMatch(/4 kursi/);
    const ships = (await admin.api.get('/api/operator/ships')).body.data.ships;
    expect(ships.find((x: { id: number }) => x.id === 1)).toMatchObject({ seats: 200 });
    expect(await departure(addDays(today, 20), '19:45:00')).toMatchObject({ seats: 200 });
    expect(await auditRows()).toBe(audits);
  });

  it('an inactive ship cannot be given a new pattern', async () => {
    const res = await admin.api.post('/api/operator/ships', {
      body: { name: 'KMP Cadangan', seats: 100, laneMetres: 50, active: false, reason: REASON },
    });
    expect(res.body.data.ship.active).toBe(false);
    const pattern = await admin.api.post('/api/operator/patterns', {
      body: {
        fromRoute: 1,
        toRoute: 2,
        departureTime: '22:00:00',
        weekdays: [5],
        shipId: res.body.data.ship.id,
        validFrom: today,
        validUntil: null,
        walkinPercent: 40,
        walkinReleaseHours: 2,
        reason: REASON,
      },
    });
    expect(pattern.status).toBe(400);
    expect(pattern.body.message).toMatch(/tidak aktif/);
  });

  it('only admins: passengers and officers get 403', async () => {
    const officer = await createUser(s, { role: 'petugas' });
    const body = { name: 'KMP Liar', seats: 1, laneMetres: 1, reason: REASON };
    for (const user of [passenger, officer]) {
      expect((await user.api.get('/api/operator/ships')).status).toBe(403);
      expect((await user.api.post('/api/operator/ships', { body })).status).toBe(403);
      expect((await user.api.put('/api/operator/ships/{id}', { params: { id: 1 }, body })).status).toBe(403);
    }
    const names = (await admin.api.get('/api/operator/ships')).body.data.ships.map((x: { name: string }) => x.name);
    expect(names).not.toContain('KMP Liar');
  });
});
