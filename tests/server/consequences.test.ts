// Consequences before saving (issue #38 item 3) over HTTP: a ship's new size says how many future
// departures it resizes and which would overflow (refused, 409, every one named); Tambah
// Keberangkatan refuses a ship's own sailing within one crossing time, either way, unless the clash
// is accepted; the crossing time is set per port pair (audited); a fare says from when and for which
// departures it applies, before and after saving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gt, gte, ne } from 'drizzle-orm';
import { addDays, todayJakarta } from '../../kernel/time';
import { auditLog, schedules } from '../../server/db/schema';
import { createUser, orderBody, placeOrder, startServer, type TestServer, type TestUser } from './helpers';
import { auditRows, createAdmin, shipByName, TOMORROW } from './operator-helpers';

const REASON = 'Sertifikat KSOP baru';

let s: TestServer;
let admin: TestUser;
let passenger: TestUser;
let today: string;
beforeAll(async () => {
  s = await startServer();
  admin = await createAdmin(s);
  passenger = await createUser(s);
  today = todayJakarta(s.clock.now());
});
afterAll(() => s?.close());

async function departureAt(from: number, date: string, time: string) {
  const [row] = await s.built.db
    .select()
    .from(schedules)
    .where(and(eq(schedules.fromRouteId, from), eq(schedules.issuedDate, date), eq(schedules.issuedTime, time)));
  return row;
}

/** The ship's future departures that are not cancelled. */
async function sailingCount(shipId: number): Promise<number> {
  const [row] = await s.built.db
    .select({ n: count() })
    .from(schedules)
    .where(
      and(
        eq(schedules.shipId, shipId),
        gt(schedules.departureAt, new Date(s.clock.now())),
        ne(schedules.status, 'cancelled'),
      ),
    );
  return row!.n;
}

const preview = (id: number, body: Record<string, unknown>) =>
  admin.api.post('/api/operator/ships/{id}/impact', { params: { id }, body });

describe('Kapal: how many departures a new size resizes, and which would overflow', () => {
  it('previews the change without changing anything; an unchanged size resizes none', async () => {
    const ship = await shipByName(s, 'KMP Sumut I');
    const audits = (await auditRows(s)).length;
    const same = await preview(ship.id, { seats: ship.seats, laneMetres: ship.laneCm / 100 });
    expect(same.status).toBe(200);
    expect(same.body.data.impact).toEqual({ departures: 0, firstDate: null, lastDate: null, overflowing: [] });
    const smaller = await preview(ship.id, { seats: 240, laneMetres: 110 });
    expect(smaller.status).toBe(200);
    const n = await sailingCount(ship.id);
    expect(n).toBeGreaterThan(300);
    expect(smaller.body.data.impact).toEqual({
      departures: n,
      firstDate: today,
      lastDate: addDays(today, 30),
      overflowing: [],
    });
    expect(await shipByName(s, 'KMP Sumut I')).toMatchObject({ seats: ship.seats, laneCm: ship.laneCm });
    expect((await auditRows(s)).length).toBe(audits);
  });

  it('names every departure that already holds more than the new size, and the save refuses them', async () => {
    const ship = await shipByName(s, 'KMP Sumut I');
    const sold = (await departureAt(1, TOMORROW, '06:00:00'))!;
    const { message } = await placeOrder(s, passenger, orderBody(sold.id)); // Golongan IV (5 m), 4 seats
    expect(message.status).toBe(200);
    const res = await preview(ship.id, { seats: 3, laneMetres: 110 });
    expect(res.status).toBe(200);
    expect(res.body.data.impact.overflowing).toEqual([
      {
        id: sold.id,
        issuedDate: TOMORROW,
        issuedTime: '06:00:00',
        fromRoute: { id: 1, route: 'Simanindo' },
        toRoute: { id: 2, route: 'Tigaras' },
        usedMetres: 5,
        usedSeats: 4,
      },
    ]);
    const audits = (await auditRows(s)).length;
    const refused = await admin.api.put('/api/operator/ships/{id}', {
      params: { id: ship.id },
      body: { name: ship.name, seats: 3, laneMetres: 110, reason: REASON },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(
      'Kapal KMP Sumut I tidak cukup untuk keberangkatan Selasa, 24 Nov 2026 06:00 Simanindo → Tigaras (terpakai 5 m lajur kendaraan dan 4 kursi)',
    );
    expect(refused.body.message).toMatch(/tidak ada yang diubah/);
    expect(refused.body.data.overflowing).toEqual(res.body.data.impact.overflowing);
    expect(await shipByName(s, 'KMP Sumut I')).toMatchObject({ seats: ship.seats });
    expect((await auditRows(s)).length).toBe(audits);
  });

  it('says how many departures the save resized', async () => {
    const ship = await shipByName(s, 'KMP Sumut I');
    const n = await sailingCount(ship.id);
    const res = await admin.api.put('/api/operator/ships/{id}', {
      params: { id: ship.id },
      body: { name: ship.name, seats: 240, laneMetres: 110, reason: REASON },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ship: { seats: 240, laneMetres: 110 }, resized: n });
    const renamed = await admin.api.put('/api/operator/ships/{id}', {
      params: { id: ship.id },
      body: { name: ship.name, seats: 240, laneMetres: 110, active: true, reason: REASON },
    });
    expect(renamed.body.data.resized).toBe(0);
  });

  it('answers 404 for an unknown ship, 400 for a bad size, 403 for a passenger', async () => {
    expect((await preview(999, { seats: 1, laneMetres: 1 })).status).toBe(404);
    expect((await preview(1, { seats: -1, laneMetres: 1 })).status).toBe(400);
    expect((await preview(1, { seats: 1, laneMetres: 1, name: 'x' })).status).toBe(400);
    const res = await passenger.api.post('/api/operator/ships/{id}/impact', {
      params: { id: 1 },
      body: { seats: 1, laneMetres: 1 },
    });
    expect(res.status).toBe(403);
  });
});

const extra = (body: Record<string, unknown>) =>
  admin.api.post('/api/operator/departures', { body: { reason: 'Rombongan wisata', ...body } });

describe('Tambah Keberangkatan: a clash with the ship’s own sailings within one crossing time', () => {
  it('lists every pair of ports with the default of 60 minutes', async () => {
    const res = await admin.api.get('/api/operator/crossing-times');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      defaultMinutes: 60,
      crossingTimes: [
        { portA: { id: 1, route: 'Simanindo' }, portB: { id: 2, route: 'Tigaras' }, minutes: 60, custom: false },
      ],
    });
  });

  it('refuses KMP Sumut II at 08:37 from Tigaras between its own 07:45 and 09:00, then adds it when accepted', async () => {
    const ship = await shipByName(s, 'KMP Sumut II');
    const audits = (await auditRows(s)).length;
    const body = { fromRoute: 2, toRoute: 1, date: TOMORROW, time: '08:37:00', shipId: ship.id };
    const res = await extra(body);
    expect(res.status).toBe(409);
    expect(res.body.data.crossingMinutes).toBe(60);
    expect(res.body.data.clashes).toEqual([
      expect.objectContaining({ issuedTime: '07:45:00', fromRoute: { id: 2, route: 'Tigaras' }, minutesApart: -52 }),
      expect.objectContaining({ issuedTime: '09:00:00', toRoute: { id: 1, route: 'Simanindo' }, minutesApart: 23 }),
    ]);
    expect(res.body.message).toBe(
      'KMP Sumut II sudah berlayar dalam satu waktu penyeberangan (60 menit) dari keberangkatan ini: ' +
        '07:45 Tigaras → Simanindo (52 menit sebelumnya); 09:00 Tigaras → Simanindo (23 menit sesudahnya). ' +
        'Kapal tidak dapat berada di pelabuhan lain lebih cepat dari satu penyeberangan. ' +
        'Periksa jam dan kapalnya, atau tambahkan tetap bila memang benar.',
    );
    expect(await departureAt(2, TOMORROW, '08:37:00')).toBeUndefined();
    expect((await auditRows(s)).length).toBe(audits);
    const accepted = await extra({ ...body, allowClash: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.departure).toMatchObject({ issuedTime: '08:37:00', origin: 'extra' });
    expect((await auditRows(s)).length).toBe(audits + 1);
  });

  it('sets the crossing time per port pair (either way), audited, and the clash follows it', async () => {
    const ship = await shipByName(s, 'KMP Sumut II');
    const set = await admin.api.put('/api/operator/crossing-times', {
      body: { portA: 2, portB: 1, minutes: 30, reason: 'Kapal baru lebih cepat' },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.crossingTime).toEqual({
      portA: { id: 1, route: 'Simanindo' },
      portB: { id: 2, route: 'Tigaras' },
      minutes: 30,
      custom: true,
    });
    const listed = await admin.api.get('/api/operator/crossing-times');
    expect(listed.body.data.crossingTimes[0]).toMatchObject({ minutes: 30, custom: true });
    const [audit] = await s.built.db.select().from(auditLog).where(eq(auditLog.action, 'pattern.crossing_time'));
    expect(audit).toMatchObject({
      entity: 'pattern',
      entityId: null,
      before: { fromRoute: 1, toRoute: 2, crossingMinutes: 60 },
      after: { fromRoute: 1, toRoute: 2, crossingMinutes: 30 },
      reason: 'Kapal baru lebih cepat',
    });
    // Riwayat Perubahan names it by its ports, in words.
    const log = await admin.api.get('/api/operator/audit', { query: { entity: 'pattern' } });
    const entry = log.body.data.entries.find((e: { action: string }) => e.action === 'pattern.crossing_time');
    expect(entry).toMatchObject({ title: 'Waktu penyeberangan diubah', subject: 'Penyeberangan Simanindo ↔ Tigaras' });
    expect(entry.changes).toContainEqual({ label: 'Waktu penyeberangan (menit)', before: '60', after: '30' });
    const later = addDays(TOMORROW, 1);
    // 35 minutes after 07:45 and 40 before 09:00: no clash within 30 minutes.
    const fits = await extra({ fromRoute: 2, toRoute: 1, date: later, time: '08:20:00', shipId: ship.id });
    expect(fits.status).toBe(200);
    // From the other port: the ship leaves Tigaras at 07:45, so it cannot leave Simanindo at 07:30.
    const other = await extra({ fromRoute: 1, toRoute: 2, date: later, time: '07:30:00', shipId: ship.id });
    expect(other.status).toBe(409);
    expect(other.body.data.clashes).toEqual([
      expect.objectContaining({ issuedTime: '07:45:00', fromRoute: { id: 2, route: 'Tigaras' }, minutesApart: 15 }),
    ]);
    expect(other.body.message).toMatch(/\(30 menit\).*07:45 Tigaras → Simanindo \(15 menit sesudahnya\)/);
  });

  it('refuses a bad crossing time: the same port (400), an unknown port (404), out of range (400), a passenger (403)', async () => {
    const audits = (await auditRows(s)).length;
    const put = (body: Record<string, unknown>, who = admin) =>
      who.api.put('/api/operator/crossing-times', { body: { reason: REASON, ...body } });
    expect((await put({ portA: 1, portB: 1, minutes: 30 })).status).toBe(400);
    expect((await put({ portA: 1, portB: 99, minutes: 30 })).status).toBe(404);
    expect((await put({ portA: 1, portB: 2, minutes: 0 })).status).toBe(400);
    expect((await put({ portA: 1, portB: 2, minutes: 1441 })).status).toBe(400);
    expect((await put({ portA: 1, portB: 2, minutes: 30 }, passenger)).status).toBe(403);
    expect((await auditRows(s)).length).toBe(audits);
  });
});

describe('Tarif: from when and for which departures a fare applies', () => {
  const fareBody = (validFrom: string, amount = 200_000) => ({
    kind: 'vehicle',
    typeId: 4,
    validFrom,
    amount,
    legalBasis: 'Pergub Sumut No. 12 Tahun 2026',
    reason: 'Penyesuaian tarif',
  });

  async function departuresFrom(date: string): Promise<number> {
    const [row] = await s.built.db
      .select({ n: count() })
      .from(schedules)
      .where(and(gte(schedules.issuedDate, date), ne(schedules.status, 'cancelled')));
    return row!.n;
  }

  it('previews the departures from its start, and the tickets that keep their price', async () => {
    const res = await admin.api.post('/api/operator/fares/impact', {
      body: { kind: 'vehicle', typeId: 4, validFrom: TOMORROW },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.impact).toEqual({
      validFrom: TOMORROW,
      until: null,
      nextFrom: null,
      departures: await departuresFrom(TOMORROW),
      lastDate: addDays(today, 30),
      ticketsKept: 1, // the order of the ship test, tomorrow 06:00
    });
  });

  it('ends the day before the next scheduled fare, and the save answers the same', async () => {
    const next = addDays(today, 10);
    const first = await admin.api.post('/api/operator/fares', { body: fareBody(next) });
    expect(first.status).toBe(200);
    expect(first.body.data.impact).toMatchObject({
      validFrom: next,
      until: null,
      departures: await departuresFrom(next),
    });
    const saved = await admin.api.post('/api/operator/fares', { body: fareBody(TOMORROW, 190_000) });
    expect(saved.status).toBe(200);
    const [counted] = await s.built.db
      .select({ n: count() })
      .from(schedules)
      .where(
        and(
          gte(schedules.issuedDate, TOMORROW),
          gt(schedules.departureAt, new Date(0)),
          ne(schedules.status, 'cancelled'),
        ),
      );
    const until = addDays(next, -1);
    expect(saved.body.data.impact).toEqual({
      validFrom: TOMORROW,
      until,
      nextFrom: next,
      departures: counted!.n - (await departuresFrom(next)),
      lastDate: until,
      ticketsKept: 1,
    });
  });

  it('refuses a start in the past (400), an unknown type (404), a passenger (403)', async () => {
    const ask = (body: Record<string, unknown>, who = admin) => who.api.post('/api/operator/fares/impact', { body });
    expect((await ask({ kind: 'vehicle', typeId: 4, validFrom: addDays(today, -1) })).status).toBe(400);
    expect((await ask({ kind: 'passenger', typeId: 999, validFrom: TOMORROW })).status).toBe(404);
    expect((await ask({ kind: 'vehicle', typeId: 4, validFrom: TOMORROW }, passenger)).status).toBe(403);
  });
});
