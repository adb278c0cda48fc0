// Dated fares and class lengths (issue #22: Tarif, Kapasitas). A fare applies from its start date
// (Berlaku mulai) — on the vehicle and passenger lists of that date, in the search's `fareFrom`, and
// in the price of an order for a departure on that date —, a ticket keeps the price it was sold at,
// and the search cache and the order service's price list see a new fare at once, also one written
// straight into the database (change notifications). Only admins may call the operator's
// operations; every write has its audit row, and a refused one leaves neither change nor audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, todayJakarta } from '../../kernel/time';
import { auditLog, fares, transactions, vehicleTypes } from '../../server/db/schema';
import {
  ON_POSTGRES,
  TestClock,
  createDeparture,
  createUser,
  freshDatabase,
  orderBody,
  placeOrder,
  startServer,
  type TestServer,
  type TestUser,
} from './helpers';

const GOLONGAN_I = 1;
const GOLONGAN_IV = 4;
const DEWASA = 1;

let s: TestServer;
let admin: TestUser;
let passenger: TestUser;
let today: string;
let tomorrow: string;
beforeAll(async () => {
  s = await startServer();
  admin = await createUser(s, { role: 'admin', name: 'Rina Operator' });
  passenger = await createUser(s);
  today = todayJakarta(s.clock.now());
  tomorrow = addDays(today, 1);
});
afterAll(() => s?.close());

/** The fare of a vehicle class on the vehicle list of `date` (the default list when undefined). */
async function vehiclePrice(server: TestServer, user: TestUser, id: number, date?: string) {
  const res = await user.api.get('/api/vehicle/get-all', { query: { date } });
  expect(res.status).toBe(200);
  return (res.body.data.vehicles as { id: number; price: number }[]).find((v) => v.id === id)?.price;
}

async function passengerFee(user: TestUser, id: number, date?: string) {
  const res = await user.api.get('/api/passenger/get-all', { query: { date } });
  expect(res.status).toBe(200);
  return (res.body.data.passengers as { id: number; fee: number }[]).find((p) => p.id === id)?.fee;
}

async function fareFrom(server: TestServer, date: string): Promise<number | undefined> {
  const res = await server.api.get('/api/schedule/get-all/{date}', { params: { date } });
  expect(res.status).toBe(200);
  return res.body.data.fareFrom;
}

const fareBody = (o: Record<string, unknown> = {}) => ({
  kind: 'vehicle',
  typeId: GOLONGAN_IV,
  validFrom: tomorrow,
  amount: 200_000,
  legalBasis: 'Pergub Sumut No. 12 Tahun 2026',
  reason: 'Penyesuaian tarif provinsi',
  ...o,
});

const auditRows = async (server: TestServer = s) => server.built.db.select().from(auditLog).orderBy(auditLog.id);
const fareRows = async (server: TestServer = s) => server.built.db.select().from(fares).orderBy(fares.id);
const priceOf = async (server: TestServer, transactionId: number) =>
  (await server.built.db.select().from(transactions).where(eq(transactions.id, transactionId)))[0]!.price;

/** The price of a new order (a Golongan IV vehicle, its driver, no passengers) for `scheduleId`. */
async function orderTotal(server: TestServer, scheduleId: number): Promise<number> {
  const { message } = await placeOrder(server, await createUser(server), orderBody(scheduleId, { passengers: [] }));
  expect(message.status).toBe(200);
  return priceOf(server, message.transactionId!);
}

/** Removes the fares a test added (straight in the database: the operator API never deletes one). */
async function dropFaresFrom(server: TestServer, validFrom: string) {
  const added = (await fareRows(server)).filter((f) => f.validFrom >= validFrom);
  for (const f of added) await server.built.db.delete(fares).where(eq(fares.id, f.id));
}

describe('a fare from tomorrow', () => {
  it('shows from tomorrow on the class list, in the search and in an order’s price, and not today', async () => {
    const todayDep = await createDeparture(s, { minutesAhead: 180 });
    const tomorrowDep = await createDeparture(s, { minutesAhead: 24 * 60 + 180 });
    expect(tomorrowDep.issuedDate).toBe(tomorrow);
    const oldIv = (await vehiclePrice(s, passenger, GOLONGAN_IV))!;
    const oldI = (await vehiclePrice(s, passenger, GOLONGAN_I))!;
    expect(oldIv).toBeGreaterThan(0);
    // Warm the search cache and the price list for both dates first.
    expect(await fareFrom(s, tomorrow)).toBe(oldI);
    const beforeToday = await orderTotal(s, todayDep.id);
    const beforeTomorrow = await orderTotal(s, tomorrowDep.id);
    expect(beforeTomorrow).toBe(beforeToday);

    const iv = await admin.api.post('/api/operator/fares', { body: fareBody({ amount: oldIv + 15_000 }) });
    expect(iv.status, JSON.stringify(iv.body)).toBe(200);
    expect(iv.body.data.fare).toMatchObject({
      kind: 'vehicle',
      typeId: GOLONGAN_IV,
      typeName: 'Golongan IV',
      validFrom: tomorrow,
      amount: oldIv + 15_000,
      legalBasis: 'Pergub Sumut No. 12 Tahun 2026',
    });
    const i = await admin.api.post('/api/operator/fares', { body: fareBody({ typeId: GOLONGAN_I, amount: oldI - 1 }) });
    expect(i.status).toBe(200);
    const adult = await passengerFee(passenger, DEWASA);
    const dewasa = await admin.api.post('/api/operator/fares', {
      body: fareBody({ kind: 'passenger', typeId: DEWASA, amount: adult! + 1_000 }),
    });
    expect(dewasa.body.data.fare).toMatchObject({ kind: 'passenger', typeName: 'DEWASA' });

    expect(await vehiclePrice(s, passenger, GOLONGAN_IV)).toBe(oldIv); // today, by default
    expect(await vehiclePrice(s, passenger, GOLONGAN_IV, today)).toBe(oldIv);
    expect(await vehiclePrice(s, passenger, GOLONGAN_IV, tomorrow)).toBe(oldIv + 15_000);
    expect(await vehiclePrice(s, passenger, GOLONGAN_IV, addDays(tomorrow, 5))).toBe(oldIv + 15_000);
    expect(await passengerFee(passenger, DEWASA, today)).toBe(adult);
    expect(await passengerFee(passenger, DEWASA, tomorrow)).toBe(adult! + 1_000);
    expect(await fareFrom(s, today)).toBe(oldI);
    expect(await fareFrom(s, tomorrow)).toBe(oldI - 1);
    expect(await orderTotal(s, todayDep.id)).toBe(beforeToday);
    expect(await orderTotal(s, tomorrowDep.id)).toBe(beforeTomorrow + 15_000);
    // The day after, tomorrow is today: the default list has the new fare.
    s.clock.advance(24 * 60 * 60_000);
    try {
      expect(await vehiclePrice(s, await createUser(s), GOLONGAN_IV)).toBe(oldIv + 15_000);
    } finally {
      s.clock.advance(-24 * 60 * 60_000);
      await dropFaresFrom(s, tomorrow);
    }
  });

  it('leaves the price of a ticket already sold as it was', async () => {
    const dep = await createDeparture(s, { minutesAhead: 24 * 60 + 200 });
    const sold = await placeOrder(s, passenger, orderBody(dep.id));
    expect(sold.message.status).toBe(200);
    const price = await priceOf(s, sold.message.transactionId!);
    const oldIv = (await vehiclePrice(s, passenger, GOLONGAN_IV, tomorrow))!;
    try {
      expect((await admin.api.post('/api/operator/fares', { body: fareBody({ amount: oldIv * 2 }) })).status).toBe(200);
      expect(await priceOf(s, sold.message.transactionId!)).toBe(price);
      const mine = await passenger.api.get('/api/transaction/get/{id}', {
        params: { id: sold.message.transactionId! },
      });
      expect(mine.body.data.price).toBe(price);
      // A new order for the same departure pays the new fare.
      const other = await placeOrder(s, await createUser(s), orderBody(dep.id));
      expect(await priceOf(s, other.message.transactionId!)).toBe(price + oldIv);
    } finally {
      await dropFaresFrom(s, tomorrow);
    }
  });
});

describe('the caches see a fare at once', () => {
  it('a fare written straight into the database prices the very next order, list and search', async () => {
    const dep = await createDeparture(s, { minutesAhead: 24 * 60 + 220 });
    const before = await orderTotal(s, dep.id); // the price list now holds tomorrow
    const cheapest = (await fareFrom(s, tomorrow))!; // and the search cache tomorrow's search
    const hits = s.built.searchCache!.stats.hits;
    expect(await fareFrom(s, tomorrow)).toBe(cheapest);
    expect(s.built.searchCache!.stats.hits).toBe(hits + 1);
    const oldIv = (await vehiclePrice(s, passenger, GOLONGAN_IV, tomorrow))!;
    await s.built.db.insert(fares).values([
      {
        vehicleTypeId: GOLONGAN_IV,
        validFrom: tomorrow,
        amount: oldIv + 7_000,
        legalBasis: 'SQL',
        createdAt: new Date(s.clock.now()),
      },
      { vehicleTypeId: GOLONGAN_I, validFrom: tomorrow, amount: 1, legalBasis: 'SQL', createdAt: new Date() },
    ]);
    try {
      expect(await orderTotal(s, dep.id)).toBe(before + 7_000);
      expect(await fareFrom(s, tomorrow)).toBe(1);
      expect(await vehiclePrice(s, passenger, GOLONGAN_IV, tomorrow)).toBe(oldIv + 7_000);
    } finally {
      await dropFaresFrom(s, tomorrow);
    }
    // The removal is heard as well.
    expect(await orderTotal(s, dep.id)).toBe(before);
    expect(await fareFrom(s, tomorrow)).toBe(cheapest);
  });
});

describe('createFare', () => {
  it('replaces a fare that has not started yet, and refuses (409) to replace one in force', async () => {
    const audits = (await auditRows()).length;
    const first = await admin.api.post('/api/operator/fares', { body: fareBody({ amount: 190_000 }) });
    const second = await admin.api.post('/api/operator/fares', {
      body: fareBody({ amount: 195_000, legalBasis: 'Pergub Sumut No. 13 Tahun 2026', reason: 'Salah ketik' }),
    });
    expect(second.status).toBe(200);
    expect(second.body.data.fare.id).toBe(first.body.data.fare.id);
    const rows = (await fareRows()).filter((f) => f.vehicleTypeId === GOLONGAN_IV && f.validFrom === tomorrow);
    expect(rows).toMatchObject([{ amount: 195_000, legalBasis: 'Pergub Sumut No. 13 Tahun 2026' }]);
    const written = (await auditRows()).slice(audits);
    expect(written).toHaveLength(2);
    expect(written[0]).toMatchObject({
      action: 'fare.create',
      entity: 'fare',
      entityId: first.body.data.fare.id,
      actorId: admin.id,
      actorName: 'Rina Operator',
      // Before: the fare in force until then, which the new one supersedes from its start.
      before: expect.objectContaining({ kind: 'vehicle', typeId: GOLONGAN_IV }),
      after: first.body.data.fare,
      reason: 'Penyesuaian tarif provinsi',
    });
    expect((written[0]!.before as { validFrom: string }).validFrom < tomorrow).toBe(true);
    expect(written[1]).toMatchObject({
      before: first.body.data.fare,
      after: second.body.data.fare,
      reason: 'Salah ketik',
    });

    // From today: allowed once; the same day again is a fare in force.
    const fromToday = await admin.api.post('/api/operator/fares', { body: fareBody({ validFrom: today }) });
    expect(fromToday.status).toBe(200);
    const faresBefore = await fareRows();
    const auditsBefore = (await auditRows()).length;
    const again = await admin.api.post('/api/operator/fares', { body: fareBody({ validFrom: today, amount: 1 }) });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/sudah berjalan/);
    expect(await fareRows()).toEqual(faresBefore);
    expect(await auditRows()).toHaveLength(auditsBefore);
    await dropFaresFrom(s, today);
  });

  it('saved by several admins at once: one fare for the type and date, one audit row per 200', async () => {
    const date = addDays(today, 9);
    const audits = (await auditRows()).length;
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        admin.api.post('/api/operator/fares', { body: fareBody({ validFrom: date, amount: 300_000 + n }) }),
      ),
    );
    try {
      for (const r of replies) expect([200, 409]).toContain(r.status);
      const saved = replies.filter((r) => r.status === 200);
      expect(saved.length).toBeGreaterThan(0);
      const rows = (await fareRows()).filter((f) => f.validFrom === date);
      expect(rows).toHaveLength(1);
      expect(saved.map((r) => r.body.data.fare.amount)).toContain(rows[0]!.amount);
      expect((await auditRows()).slice(audits)).toHaveLength(saved.length);
    } finally {
      await dropFaresFrom(s, date);
    }
  });

  it('refuses a start before today (400) and an unknown type (404), writing nothing', async () => {
    const before = await fareRows();
    const audits = (await auditRows()).length;
    const past = await admin.api.post('/api/operator/fares', { body: fareBody({ validFrom: addDays(today, -1) }) });
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/Berlaku mulai/);
    const noClass = await admin.api.post('/api/operator/fares', { body: fareBody({ typeId: 999 }) });
    expect(noClass).toMatchObject({ status: 404, body: { message: 'Golongan kendaraan tidak ditemukan.' } });
    const noType = await admin.api.post('/api/operator/fares', { body: fareBody({ kind: 'passenger', typeId: 999 }) });
    expect(noType).toMatchObject({ status: 404, body: { message: 'Jenis penumpang tidak ditemukan.' } });
    expect(await fareRows()).toEqual(before);
    expect(await auditRows()).toHaveLength(audits);
  });

  it('400 for invalid bodies', async () => {
    const before = await fareRows();
    const bodies = [
      fareBody({ kind: 'truk' }),
      fareBody({ amount: -1 }),
      fareBody({ amount: 1.5 }),
      fareBody({ amount: '200000' }),
      fareBody({ legalBasis: '   ' }),
      fareBody({ legalBasis: '' }),
      fareBody({ reason: ' ' }),
      fareBody({ validFrom: '2026-02-30' }),
      fareBody({ validFrom: 'besok' }),
      fareBody({ typeId: 0 }),
      fareBody({ extra: 1 }),
      { ...fareBody(), reason: undefined },
    ];
    for (const body of bodies) {
      const res = await admin.api.post('/api/operator/fares', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await fareRows()).toEqual(before);
  });
});

describe('listFares', () => {
  it('lists every fare (each type’s newest first), the classes with their lengths in metres, the passenger types', async () => {
    await admin.api.post('/api/operator/fares', { body: fareBody({ validFrom: addDays(today, 3), amount: 210_000 }) });
    await admin.api.post('/api/operator/fares', { body: fareBody({ validFrom: addDays(today, 2), amount: 205_000 }) });
    try {
      const res = await admin.api.get('/api/operator/fares');
      expect(res.status).toBe(200);
      const { fares: list, vehicleClasses, passengerTypes } = res.body.data;
      const iv = list.filter((f: { kind: string; typeId: number }) => f.kind === 'vehicle' && f.typeId === GOLONGAN_IV);
      expect(iv.map((f: { validFrom: string }) => f.validFrom)).toEqual([
        addDays(today, 3),
        addDays(today, 2),
        ...iv.slice(2).map((f: { validFrom: string }) => f.validFrom),
      ]);
      expect(iv.at(-1)).toMatchObject({ legalBasis: 'Tarif awal', typeName: 'Golongan IV' });
      expect(vehicleClasses).toHaveLength(9);
      expect(vehicleClasses[3]).toMatchObject({ id: GOLONGAN_IV, vehicleClass: 'Golongan IV', lengthMetres: 5 });
      expect(vehicleClasses[8]).toMatchObject({ vehicleClass: 'Golongan IX', lengthMetres: 16 });
      expect(passengerTypes.map((p: { feeType: string }) => p.feeType)).toEqual(['DEWASA', 'ANAK-ANAK']);
      expect(list.some((f: { kind: string }) => f.kind === 'passenger')).toBe(true);
    } finally {
      await dropFaresFrom(s, addDays(today, 2));
    }
  });
});

describe('setVehicleLength', () => {
  it('sets a class’s length in metres (stored in cm), with its audit row; later orders take it', async () => {
    const audits = (await auditRows()).length;
    const res = await admin.api.put('/api/operator/vehicle-classes/{id}', {
      params: { id: GOLONGAN_IV },
      body: { lengthMetres: 4.75, reason: 'Ukuran rata-rata mobil penumpang' },
    });
    try {
      expect(res.status).toBe(200);
      expect(res.body.data.vehicleClass).toMatchObject({ id: GOLONGAN_IV, lengthMetres: 4.75 });
      const [row] = await s.built.db.select().from(vehicleTypes).where(eq(vehicleTypes.id, GOLONGAN_IV));
      expect(row!.lengthCm).toBe(475);
      const written = (await auditRows()).slice(audits);
      expect(written).toMatchObject([
        {
          action: 'vehicle_class.length',
          entity: 'vehicle_class',
          entityId: GOLONGAN_IV,
          before: { lengthMetres: 5, vehicleClass: 'Golongan IV' },
          after: { lengthMetres: 4.75, vehicleClass: 'Golongan IV' },
          reason: 'Ukuran rata-rata mobil penumpang',
        },
      ]);
      const list = await admin.api.get('/api/operator/fares');
      expect(list.body.data.vehicleClasses[3].lengthMetres).toBe(4.75);
      // An order from now on takes the new length (the price list heard the write).
      const dep = await createDeparture(s, { minutesAhead: 300 });
      const { message } = await placeOrder(s, await createUser(s), orderBody(dep.id));
      const [tx] = await s.built.db.select().from(transactions).where(eq(transactions.id, message.transactionId!));
      expect(tx!.spaceCm).toBe(475);
    } finally {
      await s.built.db.update(vehicleTypes).set({ lengthCm: 500 }).where(eq(vehicleTypes.id, GOLONGAN_IV));
    }
  });

  it('404 for an unknown class and 400 for invalid bodies, writing nothing', async () => {
    const audits = (await auditRows()).length;
    const missing = await admin.api.put('/api/operator/vehicle-classes/{id}', {
      params: { id: 999 },
      body: { lengthMetres: 5, reason: 'x' },
    });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Golongan kendaraan tidak ditemukan.' } });
    for (const body of [
      { lengthMetres: 0.2, reason: 'x' },
      { lengthMetres: 41, reason: 'x' },
      { lengthMetres: '5', reason: 'x' },
      { lengthMetres: 5 },
      { lengthMetres: 5, reason: '  ' },
      { lengthMetres: 5, reason: 'x', lengthCm: 500 },
    ]) {
      const res = await admin.api.put('/api/operator/vehicle-classes/{id}', { params: { id: GOLONGAN_IV }, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const [row] = await s.built.db.select().from(vehicleTypes).where(eq(vehicleTypes.id, GOLONGAN_IV));
    expect(row!.lengthCm).toBe(500);
    expect(await auditRows()).toHaveLength(audits);
  });
});

describe('who may call', () => {
  it('passengers and port officers get 403 on every fare operation, anonymous callers 401', async () => {
    const officer = await createUser(s, { role: 'petugas' });
    const before = await fareRows();
    const audits = (await auditRows()).length;
    for (const user of [passenger, officer]) {
      expect((await user.api.get('/api/operator/fares')).status).toBe(403);
      expect((await user.api.post('/api/operator/fares', { body: fareBody() })).status).toBe(403);
      const put = await user.api.put('/api/operator/vehicle-classes/{id}', {
        params: { id: GOLONGAN_IV },
        body: { lengthMetres: 9, reason: 'x' },
      });
      expect(put.status).toBe(403);
    }
    expect((await s.api.get('/api/operator/fares')).status).toBe(401);
    expect((await s.api.post('/api/operator/fares', { body: fareBody() })).status).toBe(401);
    expect(await fareRows()).toEqual(before);
    expect(await auditRows()).toHaveLength(audits);
    const [row] = await s.built.db
      .select()
      .from(vehicleTypes)
      .where(and(eq(vehicleTypes.id, GOLONGAN_IV), eq(vehicleTypes.lengthCm, 500)));
    expect(row).toBeDefined();
  });
});

describe.skipIf(!ON_POSTGRES)('fares across two processes on one PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    db = await freshDatabase();
    const clock = new TestClock();
    a = await startServer({ databaseUrl: db!.url, clock });
    b = await startServer({ databaseUrl: db!.url, clock });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  async function eventually<T>(read: () => Promise<T>, want: T): Promise<T> {
    const until = Date.now() + 5000;
    let seen = await read();
    while (seen !== want && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 10));
      seen = await read();
    }
    return seen;
  }

  it("a fare saved on one instance shows on the other's search and orders", async () => {
    const next = addDays(todayJakarta(a.clock.now()), 1);
    const dep = await createDeparture(b, { minutesAhead: 24 * 60 + 180 });
    const before = await orderTotal(b, dep.id); // b's price list holds tomorrow
    const cheapest = (await fareFrom(b, next))!; // b's search cache too
    const boss = await createUser(a, { role: 'admin' });
    const iv = (await vehiclePrice(a, boss, GOLONGAN_IV, next))!;
    for (const body of [
      fareBody({ validFrom: next, amount: iv + 3_000 }),
      fareBody({ validFrom: next, typeId: 1, amount: 2 }),
    ]) {
      expect((await boss.api.post('/api/operator/fares', { body })).status).toBe(200);
    }
    expect(await eventually(() => fareFrom(b, next), 2)).toBe(2);
    expect(cheapest).toBeGreaterThan(2);
    expect(await eventually(() => orderTotal(b, dep.id), before + 3_000)).toBe(before + 3_000);
  });
});
