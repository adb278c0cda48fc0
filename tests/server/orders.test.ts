// Orders and holds: pricing on the server, 202 + push, idempotency, sold out, closed departures,
// hold expiry (exactly once, also across a restart), release, account deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { schedules, transactions } from '../../server/db/schema';
import { expectPaymentMessage } from './contract';
import {
  TestClock,
  availableOf,
  createDeparture,
  createUser,
  freshDatabase,
  freshPglite,
  orderBody,
  placeOrder,
  recordingBus,
  startServer,
  type TestServer,
} from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ rateLimits: { order: 5 } });
});
afterAll(() => s?.close());

const txOf = async (id: number) => (await s.built.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;
const countTx = async (scheduleId: number) =>
  (await s.built.db.select().from(transactions).where(eq(transactions.scheduleId, scheduleId))).length;

describe('placing an order', () => {
  it('answers 202 with a requestId and pushes the payment page; the price is the server’s', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s, { capacity: 3 });
    const { requestId, message } = await placeOrder(s, user, orderBody(dep.id));
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expectPaymentMessage(message);
    expect(message).toMatchObject({ userId: user.id, status: 200, requestId });
    expect(message.paymentUrl).toBe(
      `${s.base}/api/payment/simulator/${(await txOf(message.transactionId!)).paymentSessionId}`,
    );
    const tx = await txOf(message.transactionId!);
    // 185 000 + 2 500 (Golongan IV) + 400 (driver) + 2 × (12 000 + 500) + 1 × (6 000 + 500)
    expect(tx.price).toBe(219_400);
    expect(tx.status).toBe('UNPAID');
    expect(tx.invoiceId).toMatch(/^INV-20261123-\d{6}$/);
    expect(tx.expiresAt.getTime() - tx.placedAt.getTime()).toBe(15 * 60_000);
    expect(await availableOf(s, dep.id)).toBe(2);
  });

  it('keeps a client-chosen requestId, and ignores any price the client might believe', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s);
    const requestId = '6b0f7c8e-3d1a-4f2b-9c3e-1a2b3c4d5e6f';
    const { message } = await placeOrder(s, user, orderBody(dep.id, { requestId, passengers: [] }));
    expect(message.requestId).toBe(requestId);
    expect((await txOf(message.transactionId!)).price).toBe(185_000 + 2_500 + 400);
  });

  it('404 for an unknown schedule, vehicle type or passenger type; 401 without a token', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s);
    const noSchedule = await user.api.post('/api/transaction/order', { body: orderBody(999_999) });
    expect(noSchedule).toMatchObject({ status: 404, body: { message: 'Schedule not found.' } });
    const noVehicle = await user.api.post('/api/transaction/order', { body: orderBody(dep.id, { vehicle: 999 }) });
    expect(noVehicle).toMatchObject({ status: 404, body: { message: 'Vehicle type not found.' } });
    const noType = await user.api.post('/api/transaction/order', {
      body: orderBody(dep.id, { passengers: [{ passengerId: 77, amount: 1 }] }),
    });
    expect(noType).toMatchObject({ status: 404, body: { message: 'Passenger type not found.' } });
    const anon = await s.api.post('/api/transaction/order', { body: orderBody(dep.id) });
    expect(anon.status).toBe(401);
    expect(await countTx(dep.id)).toBe(0);
  });

  it('400, never a 5xx, for a character the database cannot store (NUL), and nothing is written', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s);
    const before = s.pushes.length;
    const res = await user.api.post('/api/transaction/order', {
      body: orderBody(dep.id, {
        driver: { name: 'a\u0000b', phoneNumber: '081234567890', age: 40, domicile: 'Medan', gender: 'Laki - Laki' },
      }),
    });
    expect(res.status).toBe(400);
    await s.built.orders.idle();
    expect(s.pushes.length).toBe(before);
    expect(await countTx(dep.id)).toBe(0);
  });

  it('400 for a passenger type listed twice or a manifest longer than the count', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s);
    const twice = await user.api.post('/api/transaction/order', {
      body: orderBody(dep.id, {
        passengers: [
          { passengerId: 1, amount: 1 },
          { passengerId: 1, amount: 2 },
        ],
      }),
    });
    expect(twice.status).toBe(400);
    const manifest = await user.api.post('/api/transaction/order', {
      body: orderBody(dep.id, {
        passengers: [{ passengerId: 1, amount: 1 }],
        manifest: [
          { passengerId: 1, name: 'A', age: 30, domicile: 'Medan' },
          { passengerId: 1, name: 'B', age: 31, domicile: 'Medan' },
        ],
      }),
    });
    expect(manifest.status).toBe(400);
    expect(manifest.body.message).toMatch(/manifest/);
  });

  it('400 for a named child (ANAK-ANAK) of 5 or older (spec §3: under 5), 202 for a 4-year-old', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s);
    const child = (age: number) =>
      orderBody(dep.id, {
        passengers: [{ passengerId: 2, amount: 1 }],
        manifest: [{ passengerId: 2, name: 'Anak', age, domicile: 'Medan' }],
      });
    const tooOld = await user.api.post('/api/transaction/order', { body: child(5) });
    expect(tooOld.status).toBe(400);
    expect(tooOld.body.message).toMatch(/ANAK-ANAK.*under 5/);
    const young = await user.api.post('/api/transaction/order', { body: child(4) });
    expect(young.status).toBe(202);
  });

  it('refuses a departure less than 60 minutes away (push 422), and a departed one', async () => {
    const user = await createUser(s);
    const soon = await createDeparture(s, { minutesAhead: 59 });
    const { message } = await placeOrder(s, user, orderBody(soon.id));
    expect(message).toMatchObject({ userId: user.id, status: 422 });
    expect(message.paymentUrl).toBeUndefined();
    expect(await countTx(soon.id)).toBe(0);
    const gone = await createDeparture(s, { minutesAhead: -30 });
    expect((await placeOrder(s, user, orderBody(gone.id))).message.status).toBe(422);
  });

  it('refuses with 422 a departure that closed while the buyer was on konfirmasi-pesanan', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s, { minutesAhead: 75 });
    // Listed and opened while it was still 75 minutes away …
    expect((await user.api.get('/api/schedule/get/{id}', { params: { id: dep.id } })).status).toBe(200);
    // … confirmed 16 minutes later, 59 minutes before departure.
    s.clock.advance(16 * 60_000);
    try {
      const { message } = await placeOrder(s, user, orderBody(dep.id));
      expect(message).toMatchObject({ userId: user.id, status: 422 });
      expect(await countTx(dep.id)).toBe(0);
      expect(await availableOf(s, dep.id)).toBe(5);
    } finally {
      s.clock.advance(-16 * 60_000);
    }
  });

  it('refuses with 425 a departure after today + 7 (Jakarta): the booking window, and accepts today + 7', async () => {
    const user = await createUser(s);
    // The clock is Monday 23 November 2026 08:00 WIB; the seeded timetable runs to today + 8.
    const lastDay = await createDeparture(s, { minutesAhead: 7 * 24 * 60 + 15 * 60 }); // Mon 30 Nov, 23:00 WIB
    const firstClosed = await createDeparture(s, { minutesAhead: 8 * 24 * 60 - 7 * 60 }); // Tue 1 Dec, 01:00 WIB
    expect(lastDay.issuedDate).toBe('2026-11-30');
    expect(firstClosed.issuedDate).toBe('2026-12-01');
    const refused = await placeOrder(s, user, orderBody(firstClosed.id));
    expectPaymentMessage(refused.message);
    expect(refused.message).toMatchObject({ userId: user.id, status: 425, requestId: refused.requestId });
    expect(refused.message.paymentUrl).toBeUndefined();
    expect(await countTx(firstClosed.id)).toBe(0);
    expect(await availableOf(s, firstClosed.id)).toBe(5);
    expect((await placeOrder(s, user, orderBody(lastDay.id))).message.status).toBe(200);
  });

  it('refuses a seeded departure of today + 8 (the last timetable day) with 425', async () => {
    const user = await createUser(s);
    const [seeded] = await s.built.db.select().from(schedules).where(eq(schedules.issuedDate, '2026-12-01')).limit(1);
    expect(seeded).toBeDefined();
    expect((await placeOrder(s, user, orderBody(seeded!.id))).message.status).toBe(425);
  });
});

describe('rate limit', () => {
  it('limits orders per user per minute with 429', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s, { capacity: 10 });
    for (let i = 0; i < 5; i++)
      expect((await user.api.post('/api/transaction/order', { body: orderBody(dep.id) })).status).toBe(202);
    const limited = await user.api.post('/api/transaction/order', { body: orderBody(dep.id) });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many requests/);
    await s.built.orders.idle();
    const other = await createUser(s);
    expect((await other.api.post('/api/transaction/order', { body: orderBody(dep.id) })).status).toBe(202);
    await s.built.orders.idle();
  });
});

describe('idempotency', () => {
  it('the same requestId twice makes one transaction and pushes the same payment page twice', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s, { capacity: 5 });
    const requestId = '0e4f1c2a-6b7d-4e8f-9a0b-1c2d3e4f5a6b';
    const a = await placeOrder(s, user, orderBody(dep.id, { requestId }));
    const b = await placeOrder(s, user, orderBody(dep.id, { requestId }));
    expect(a.message.status).toBe(200);
    expect(b.message).toMatchObject({
      status: 200,
      paymentUrl: a.message.paymentUrl,
      transactionId: a.message.transactionId,
    });
    expect(await countTx(dep.id)).toBe(1);
    expect(await availableOf(s, dep.id)).toBe(4);
  });

  it('a double tap (simultaneous submits, new requestIds) holds one place only', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s, { capacity: 5 });
    const before = s.pushes.length;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => user.api.post('/api/transaction/order', { body: orderBody(dep.id) })),
    );
    expect(replies.map((r) => r.status)).toEqual([202, 202, 202, 202, 202]);
    await s.built.orders.idle();
    const pushed = s.pushes.slice(before);
    expect(pushed).toHaveLength(5);
    expect(new Set(pushed.map((m) => m.status))).toEqual(new Set([200]));
    expect(new Set(pushed.map((m) => m.transactionId)).size).toBe(1);
    expect(new Set(pushed.map((m) => m.paymentUrl)).size).toBe(1);
    // Each push carries the requestId of the submit it answers.
    expect(new Set(pushed.map((m) => m.requestId))).toEqual(new Set(replies.map((r) => r.body.data.requestId)));
    expect(await countTx(dep.id)).toBe(1);
    expect(await availableOf(s, dep.id)).toBe(4);
  });

  it('a corrected order for a departure with an open hold is a new booking, with or without a key (issue #21 §2)', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s, { capacity: 5 });
    const first = await placeOrder(s, user, orderBody(dep.id));
    expect(first.message.status).toBe(200);
    // Another plate and class, a new key: its own transaction and payment page, its own price.
    const keyed = await placeOrder(
      s,
      user,
      orderBody(dep.id, { plate_number: 'BK 5678 XY', vehicle: 2, requestId: '5d1e3b7a-2c4f-4a8e-9b6d-7f0a1c2e3d4b' }),
    );
    expect(keyed.message.status).toBe(200);
    expect(keyed.message.transactionId).not.toBe(first.message.transactionId);
    expect(keyed.message.paymentUrl).not.toBe(first.message.paymentUrl);
    const corrected = await txOf(keyed.message.transactionId!);
    expect(corrected).toMatchObject({ plateNumber: 'BK 5678 XY', vehicleTypeId: 2, requestId: keyed.requestId });
    expect(corrected.price).not.toBe((await txOf(first.message.transactionId!)).price);
    // Without a key, too: another driver is another order, never the open one's page.
    const keyless = await placeOrder(
      s,
      user,
      orderBody(dep.id, { plate_number: 'BK 6789 XZ', driver: { ...orderBody(dep.id).driver, name: 'Rina Manurung' } }),
    );
    expect(keyless.message.status).toBe(200);
    expect([first, keyed].map((o) => o.message.transactionId)).not.toContain(keyless.message.transactionId);
    expect((await txOf(keyless.message.transactionId!)).driver.name).toBe('Rina Manurung');
    expect(await countTx(dep.id)).toBe(3);
    expect(await availableOf(s, dep.id)).toBe(2);
  });

  it('a requestId sent again with another order is refused (409), never answered with the first order', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s, { capacity: 5 });
    const requestId = '9c8b7a6d-5e4f-4321-8fed-cba987654321';
    const first = await placeOrder(s, user, orderBody(dep.id, { requestId }));
    expect(first.message.status).toBe(200);
    const reused = await placeOrder(s, user, orderBody(dep.id, { requestId, plate_number: 'BK 5678 XY' }));
    expect(reused.message).toMatchObject({ userId: user.id, status: 409, requestId });
    expect(reused.message.paymentUrl).toBeUndefined();
    expect(reused.message.transactionId).toBeUndefined();
    expect(await countTx(dep.id)).toBe(1);
  });

  it('a retry of a settled order is answered 409, and another user reusing a requestId learns nothing', async () => {
    const user = await createUser(s);
    const other = await createUser(s);
    const dep = await createDeparture(s);
    const requestId = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    const first = await placeOrder(s, user, orderBody(dep.id, { requestId }));
    const stolen = await placeOrder(s, other, orderBody(dep.id, { requestId }));
    expect(stolen.message).toMatchObject({ userId: other.id, status: 409 });
    expect(stolen.message.transactionId).toBeUndefined();
    expect(stolen.message.paymentUrl).toBeUndefined();
    await user.api.delete('/api/schedule/locking/delete/{scheduleId}/{userId}', {
      params: { scheduleId: dep.id, userId: user.id },
    });
    const retry = await placeOrder(s, user, orderBody(dep.id, { requestId }));
    expect(retry.message).toMatchObject({ status: 409, transactionId: first.message.transactionId });
  });
});

describe('capacity', () => {
  it('sells exactly the capacity; the next order gets status 500 without paymentUrl', async () => {
    const dep = await createDeparture(s, { capacity: 2 });
    const buyers = await Promise.all([createUser(s), createUser(s), createUser(s)]);
    const results = [];
    for (const b of buyers) results.push((await placeOrder(s, b, orderBody(dep.id))).message);
    expect(results.map((m) => m.status)).toEqual([200, 200, 500]);
    expect(results[2]).toEqual({ userId: buyers[2]!.id, status: 500, requestId: results[2]!.requestId });
    expect(await availableOf(s, dep.id)).toBe(0);
    const list = await s.api.get('/api/schedule/get-all/{date}', {
      params: { date: dep.issuedDate },
      query: { size: 50 },
    });
    expect(list.body.data.schedules.find((x: { id: number }) => x.id === dep.id).qty).toBe(0);
  });

  it('expires unpaid holds after 15 minutes and gives the place back exactly once', async () => {
    const dep = await createDeparture(s, { capacity: 2, minutesAhead: 600 });
    const user = await createUser(s);
    const { message } = await placeOrder(s, user, orderBody(dep.id));
    expect(await availableOf(s, dep.id)).toBe(1);
    s.clock.advance(15 * 60_000 - 1);
    await s.built.jobs.runOnce();
    expect((await txOf(message.transactionId!)).status).toBe('UNPAID');
    s.clock.advance(1);
    await s.built.jobs.runOnce();
    await s.built.jobs.runOnce();
    expect((await txOf(message.transactionId!)).status).toBe('EXPIRED');
    expect(await availableOf(s, dep.id)).toBe(2);
    // Concurrent runs change nothing more.
    await Promise.all([s.built.holds.expireDue(), s.built.holds.expireDue(), s.built.jobs.runOnce()]);
    expect(await availableOf(s, dep.id)).toBe(2);
    // The expired order is no longer "open": a new order makes a new hold.
    const again = await placeOrder(s, user, orderBody(dep.id));
    expect(again.message.status).toBe(200);
    expect(again.message.transactionId).not.toBe(message.transactionId);
  });

  it('a sold-out departure whose hold ran out sells again before the job has run', async () => {
    const dep = await createDeparture(s, { capacity: 1, minutesAhead: 600 });
    const [a, b] = await Promise.all([createUser(s), createUser(s)]);
    const first = await placeOrder(s, a, orderBody(dep.id));
    expect((await placeOrder(s, b, orderBody(dep.id))).message.status).toBe(500);
    s.clock.advance(15 * 60_000);
    const second = await placeOrder(s, b, orderBody(dep.id));
    expect(second.message.status).toBe(200);
    expect((await txOf(first.message.transactionId!)).status).toBe('EXPIRED');
    expect(await availableOf(s, dep.id)).toBe(0);
    await s.built.jobs.runOnce();
    expect(await availableOf(s, dep.id)).toBe(0);
  });

  it('releasing: 403 for another user id, then the caller’s hold returns once', async () => {
    const dep = await createDeparture(s, { capacity: 3 });
    const [user, other] = await Promise.all([createUser(s), createUser(s)]);
    const { message } = await placeOrder(s, user, orderBody(dep.id));
    expect(await availableOf(s, dep.id)).toBe(2);
    const path = '/api/schedule/locking/delete/{scheduleId}/{userId}';
    const foreign = await other.api.delete(path, { params: { scheduleId: dep.id, userId: user.id } });
    expect(foreign.status).toBe(403);
    const anon = await s.api.delete(path, { params: { scheduleId: dep.id, userId: user.id } });
    expect(anon.status).toBe(401);
    const released = await user.api.delete(path, { params: { scheduleId: dep.id, userId: user.id } });
    expect(released.status).toBe(200);
    expect((await txOf(message.transactionId!)).status).toBe('CANCELLED');
    expect(await availableOf(s, dep.id)).toBe(3);
    const twice = await user.api.delete(path, { params: { scheduleId: dep.id, userId: user.id } });
    expect(twice.status).toBe(200);
    expect(await availableOf(s, dep.id)).toBe(3);
    // The job does not give it back a second time.
    s.clock.advance(15 * 60_000);
    await s.built.jobs.runOnce();
    expect(await availableOf(s, dep.id)).toBe(3);
    const bad = await user.api.delete(path, { params: { scheduleId: 0, userId: user.id } });
    expect(bad.status).toBe(400);
  });

  it('deleting the account releases its holds and ends its tokens', async () => {
    const dep = await createDeparture(s, { capacity: 2 });
    const user = await createUser(s);
    await placeOrder(s, user, orderBody(dep.id));
    expect(await availableOf(s, dep.id)).toBe(1);
    expect((await user.api.delete('/api/user/delete')).status).toBe(200);
    expect(await availableOf(s, dep.id)).toBe(2);
    expect((await user.api.get('/api/user/get')).status).toBe(401);
  });
});

describe('restart', () => {
  it('holds placed before a restart expire after it, once', async () => {
    const fresh = await freshDatabase();
    const database = fresh ? await openDatabase({ databaseUrl: fresh.url }) : await freshPglite();
    const clock = new TestClock();
    try {
      const first = await startServer({ database, clock });
      const dep = await createDeparture(first, { capacity: 4 });
      const user = await createUser(first);
      const { message } = await placeOrder(first, user, orderBody(dep.id));
      await first.close();

      clock.advance(16 * 60_000);
      const bus = recordingBus();
      const second = await buildApp({
        database,
        now: clock.now,
        jwtSecret: 'x',
        paymentSecret: 'y',
        pushBus: bus,
        jobs: true,
      });
      try {
        const [row] = await second.db.select().from(transactions).where(eq(transactions.id, message.transactionId!));
        expect(row!.status).toBe('EXPIRED');
        const [sch] = await second.db.select().from(schedules).where(eq(schedules.id, dep.id));
        expect([sch!.laneFreeCm, sch!.seatsFree]).toEqual([sch!.laneCm, sch!.seats]);
        await second.jobs.runOnce();
        const [after] = await second.db.select().from(schedules).where(eq(schedules.id, dep.id));
        expect([after!.laneFreeCm, after!.seatsFree]).toEqual([sch!.laneCm, sch!.seats]);
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
      await fresh?.drop();
    }
  });
});
