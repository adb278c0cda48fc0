// Keberangkatan (issue #22) over HTTP: Tambah Keberangkatan, the departures of a date with their
// space used (vehicles, metres, seats, online and walk-in), Tunda Penjualan / Buka Kembali /
// Batalkan Keberangkatan with their reasons, and the walk-in quota; each write with its audit row in
// the same transaction, and a refused write leaving neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { departureEpochMs } from '../../kernel/time';
import { transactions } from '../../server/db/schema';
import { createUser, orderBody, placeOrder, startServer, type TestServer, type TestUser } from './helpers';
import { auditRows, createAdmin, extraDeparture, scheduleRow, shipByName, TODAY, TOMORROW } from './operator-helpers';

let s: TestServer;
let admin: TestUser;
let passenger: TestUser;

beforeAll(async () => {
  s = await startServer();
  admin = await createAdmin(s);
  passenger = await createUser(s);
});
afterAll(() => s?.close());

const listFor = async (date: string) => {
  const res = await admin.api.get('/api/operator/departures', { query: { date } });
  expect(res.status).toBe(200);
  return res.body.data.departures as Array<Record<string, any>>;
};
/** The departure as the passengers' search shows it (every page of tomorrow's Simanindo → Tigaras). */
async function searched(id: number): Promise<Record<string, any> | undefined> {
  for (let page = 0; page < 10; page += 1) {
    const res = await s.api.get('/api/schedule/get-all/{date}', {
      params: { date: TOMORROW },
      query: { fromRoute: 1, toRoute: 2, page },
    });
    expect(res.status).toBe(200);
    const found = res.body.data.schedules.find((x: { id: number }) => x.id === id);
    if (found || !res.body.data.has_more) return found;
  }
  return undefined;
}
const setStatus = (id: number, body: Record<string, unknown>) =>
  admin.api.post('/api/operator/departures/{id}/status', { params: { id }, body });

describe('Tambah Keberangkatan', () => {
  it('adds an extra departure with the ship’s lane and seats, walk-in 40 % / 2 h, and its audit row', async () => {
    const before = (await auditRows(s)).length;
    const d = await extraDeparture(s, admin, { time: '21:30:00' });
    expect(d).toMatchObject({
      issuedDate: TOMORROW,
      issuedTime: '21:30:00',
      fromRoute: { id: 1 },
      toRoute: { id: 2 },
      origin: 'extra',
      ship: { name: 'KMP Sumut I' },
      status: 'open',
      closure: null,
      laneMetres: 120,
      usedMetres: 0,
      walkinPercent: 40,
      walkinReleaseHours: 2,
      walkinMetres: 48,
      walkinUsedMetres: 0,
      onlineFreeMetres: 72,
      walkinReleased: false,
      seats: 250,
      seatsUsed: 0,
      vehicles: 0,
      qty: 14,
    });
    const row = await scheduleRow(s, d.id);
    expect(row).toMatchObject({ origin: 'extra', patternId: null, laneCm: 12_000, laneFreeCm: 12_000, seatsFree: 250 });
    const audit = (await auditRows(s)).slice(before);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'departure.extra',
      entity: 'departure',
      entityId: d.id,
      actorId: admin.id,
      actorName: 'Admin Operator',
      before: null,
      reason: 'Musim libur',
    });
    expect(audit[0]!.after).toMatchObject({ id: d.id, origin: 'extra', laneMetres: 120 });
    // The passengers' search lists it, bookable.
    expect(await searched(d.id)).toMatchObject({
      status: 'open',
      qty: 14,
    });
  });

  it('takes the walk-in share given; refuses a taken slot (409), the past (400), an unknown ship or port (404)', async () => {
    const ship2 = await shipByName(s, 'KMP Sumut II');
    const own = await extraDeparture(s, admin, { shipId: ship2.id, walkinPercent: 10, walkinReleaseHours: 5 });
    expect(own).toMatchObject({
      laneMetres: 140,
      walkinMetres: 14,
      walkinPercent: 10,
      walkinReleaseHours: 5,
      seats: 300,
    });
    const before = (await auditRows(s)).length;
    const base = { fromRoute: 1, toRoute: 2, date: TOMORROW, shipId: ship2.id, reason: 'x' };
    const refused: Array<[Record<string, unknown>, number]> = [
      [{ ...base, time: own.issuedTime }, 409],
      [{ ...base, time: '08:30:00' }, 409], // the seeded pattern's 08:30 Simanindo → Tigaras
      [{ ...base, date: '2026-11-23', time: '07:00:00' }, 400], // an hour ago
      [{ ...base, toRoute: 1, time: '22:59:00' }, 400],
      [{ ...base, shipId: 9999, time: '22:58:00' }, 404],
      [{ ...base, fromRoute: 9999, time: '22:57:00' }, 404],
    ];
    for (const [body, status] of refused) {
      const res = await admin.api.post('/api/operator/departures', { body });
      expect(res.status, JSON.stringify(body)).toBe(status);
    }
    expect((await auditRows(s)).length).toBe(before);
  });
});

describe('the departures of a date', () => {
  it('counts vehicles, metres and seats per channel, and releases the walk-in part N hours before', async () => {
    // Today at 10:05 WIB (the clock says 08:00): the walk-in part is released at 08:05.
    const d = await extraDeparture(s, admin, { date: TODAY, time: '10:05:00' });
    const { message } = await placeOrder(s, passenger, orderBody(d.id));
    expect(message.status).toBe(200);
    const listed = (await listFor(TODAY)).find((x) => x.id === d.id)!;
    // A Golongan IV car (5 m), its driver and three passengers (2 + 1).
    expect(listed).toMatchObject({
      usedMetres: 5,
      seatsUsed: 4,
      vehicles: 1,
      onlineVehicles: 1,
      loketVehicles: 0,
      onlineFreeMetres: 67,
      walkinReleased: false,
      qty: 13,
    });
    // A ticket sold at the booth (issue #24) counts on the loket side.
    await s.built.db.update(transactions).set({ channel: 'loket' }).where(eq(transactions.id, message.transactionId!));
    expect((await listFor(TODAY)).find((x) => x.id === d.id)).toMatchObject({
      vehicles: 1,
      onlineVehicles: 0,
      loketVehicles: 1,
    });
    const clock = s.clock.t;
    try {
      s.clock.t = departureEpochMs(TODAY, '08:04:59');
      expect((await listFor(TODAY)).find((x) => x.id === d.id)).toMatchObject({ walkinReleased: false, qty: 13 });
      s.clock.t = departureEpochMs(TODAY, '08:05:00');
      expect((await listFor(TODAY)).find((x) => x.id === d.id)).toMatchObject({
        walkinReleased: true,
        onlineFreeMetres: 115,
        qty: 23,
      });
    } finally {
      s.clock.t = clock;
    }
  });

  it('lists every departure of the date, stopped and cancelled ones included, by time', async () => {
    const all = await listFor(TOMORROW);
    expect(all.filter((x) => x.origin === 'pattern')).toHaveLength(24);
    expect(all.map((x) => x.issuedTime)).toEqual([...all.map((x) => x.issuedTime)].sort());
    const [first, second] = all.filter((x) => x.origin === 'pattern');
    await setStatus(first!.id, { status: 'stopped', reason: 'lainnya', note: 'Dok' });
    await setStatus(second!.id, { status: 'cancelled', reason: 'lainnya', note: 'Dok' });
    const after = await listFor(TOMORROW);
    expect(after).toHaveLength(all.length);
    expect(after.find((x) => x.id === first!.id)).toMatchObject({ status: 'stopped', qty: 0 });
    expect(after.find((x) => x.id === second!.id)).toMatchObject({ status: 'cancelled', qty: 0 });
    expect((await admin.api.get('/api/operator/departures', { query: { date: '2026-13-01' } })).status).toBe(400);
  });
});

describe('Tunda Penjualan, Buka Kembali, Batalkan Keberangkatan', () => {
  it('stops sales with the weather reason: search shows Ditutup with qty 0, an order gets push 423', async () => {
    const d = await extraDeparture(s, admin, { time: '22:20:00' });
    const before = (await auditRows(s)).length;
    const noWind = await setStatus(d.id, { status: 'stopped', reason: 'cuaca', note: 'Angin kencang' });
    expect(noWind.status).toBe(400);
    expect(noWind.body.message).toBe('Kecepatan angin (knot) wajib diisi untuk alasan cuaca.');
    expect((await auditRows(s)).length).toBe(before);
    expect((await scheduleRow(s, d.id)).status).toBe('open');

    const stop = await setStatus(d.id, { status: 'stopped', reason: 'cuaca', note: 'Angin kencang', windKnots: 20 });
    expect(stop.status).toBe(200);
    expect(stop.body.data.departure).toMatchObject({
      status: 'stopped',
      closure: { reason: 'cuaca', note: 'Angin kencang', windKnots: 20 },
      qty: 0,
    });
    const row = await scheduleRow(s, d.id);
    expect(row.closedAt?.getTime()).toBe(s.clock.now());
    const audit = (await auditRows(s)).slice(before);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'departure.stop',
      entityId: d.id,
      reason: 'Cuaca / izin Syahbandar (angin 20 knot): Angin kencang',
      before: { status: 'open', closure: null, qty: 14 },
      after: { status: 'stopped', closure: { reason: 'cuaca', windKnots: 20 }, qty: 0 },
    });

    expect(await searched(d.id)).toMatchObject({
      status: 'stopped',
      closure: { reason: 'cuaca', note: 'Angin kencang', windKnots: 20 },
      qty: 0,
    });
    const { message } = await placeOrder(s, passenger, orderBody(d.id));
    expect(message.status).toBe(423);

    const reopen = await setStatus(d.id, {
      status: 'open',
      reason: 'cuaca',
      note: 'Izin berlayar terbit',
      windKnots: 8,
    });
    expect(reopen.status).toBe(200);
    expect(reopen.body.data.departure).toMatchObject({ status: 'open', closure: null, qty: 14 });
    expect(await scheduleRow(s, d.id)).toMatchObject({
      closureReason: null,
      closureNote: null,
      windKnots: null,
      closedAt: null,
    });
    const reopened = (await auditRows(s)).at(-1)!;
    expect(reopened).toMatchObject({
      action: 'departure.reopen',
      before: { status: 'stopped' },
      after: { status: 'open', closure: null },
    });
  });

  it('cancels for good: reopening or stopping a cancelled departure is 409 and leaves no audit row', async () => {
    const d = await extraDeparture(s, admin, { time: '22:30:00' });
    const cancel = await setStatus(d.id, { status: 'cancelled', reason: 'kapal_rusak', note: 'Mesin rusak' });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.departure).toMatchObject({
      status: 'cancelled',
      closure: { reason: 'kapal_rusak', note: 'Mesin rusak', windKnots: null },
    });
    expect((await auditRows(s)).at(-1)).toMatchObject({
      action: 'departure.cancel',
      reason: 'Kapal rusak: Mesin rusak',
      before: { status: 'open' },
      after: { status: 'cancelled' },
    });
    const before = await auditRows(s);
    const rowBefore = await scheduleRow(s, d.id);
    for (const status of ['open', 'stopped', 'cancelled']) {
      const res = await setStatus(d.id, { status, reason: 'lainnya', note: 'Coba lagi' });
      expect(res.status, status).toBe(409);
    }
    const quota = await admin.api.put('/api/operator/departures/{id}/quota', {
      params: { id: d.id },
      body: { walkinPercent: 10, walkinReleaseHours: 1, reason: 'x' },
    });
    expect(quota.status).toBe(409);
    expect(await auditRows(s)).toEqual(before);
    expect(await scheduleRow(s, d.id)).toEqual(rowBefore);
  });

  it('refuses stopping a stopped departure (409) and an unknown one (404)', async () => {
    const d = await extraDeparture(s, admin, { time: '22:40:00' });
    expect((await setStatus(d.id, { status: 'open', reason: 'lainnya', note: 'x' })).status).toBe(409);
    expect((await setStatus(d.id, { status: 'stopped', reason: 'lainnya', note: 'Dok' })).status).toBe(200);
    expect((await setStatus(d.id, { status: 'stopped', reason: 'lainnya', note: 'Dok' })).status).toBe(409);
    expect((await setStatus(999_999, { status: 'stopped', reason: 'lainnya', note: 'x' })).status).toBe(404);
  });
});

describe('Kuota', () => {
  it('sets one departure’s walk-in share and release, with its audit row', async () => {
    const d = await extraDeparture(s, admin, { time: '22:50:00' });
    const res = await admin.api.put('/api/operator/departures/{id}/quota', {
      params: { id: d.id },
      body: { walkinPercent: 25, walkinReleaseHours: 3, reason: 'Banyak pesanan online' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.departure).toMatchObject({
      walkinPercent: 25,
      walkinReleaseHours: 3,
      walkinMetres: 30,
      onlineFreeMetres: 90,
      qty: 18,
    });
    expect((await auditRows(s)).at(-1)).toMatchObject({
      action: 'departure.quota',
      entityId: d.id,
      reason: 'Banyak pesanan online',
      before: { walkinPercent: 40, walkinMetres: 48 },
      after: { walkinPercent: 25, walkinMetres: 30 },
    });
  });
});
