// Capacity by lane-metres and seats (issue #22), over HTTP, on PGlite and PostgreSQL: a booking
// takes its class's length of the lane and a seat for the driver and each passenger; `qty` counts
// the Golongan IV cars that still fit; an order that does not fit is sold out even when qty > 0;
// a departure the operator stopped or cancelled refuses orders with push status 423; expiry,
// release and a cancelled payment give back exactly the centimetres and seats taken, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { orderRequests, schedules, transactions, vehicleTypes } from '../../server/db/schema';
import { signCallback } from '../../server/payments/signature';
import {
  availableOf,
  createDeparture,
  createUser,
  orderBody,
  placeOrder,
  startServer,
  type TestServer,
  type TestUser,
} from './helpers';

let s: TestServer;
let user: TestUser;
/** Vehicle class name → id. */
const classes = new Map<string, number>();
beforeAll(async () => {
  s = await startServer();
  user = await createUser(s);
  for (const v of await s.built.db.select().from(vehicleTypes)) classes.set(v.vehicleClass, v.id);
});
afterAll(() => s?.close());

let plate = 0;
/** An order of `vehicleClass` (orderBody: the driver, 2 Dewasa, 1 Anak-anak = 4 seats), a new plate each. */
const order = (scheduleId: number, vehicleClass = 'Golongan IV', extra: Record<string, unknown> = {}) =>
  placeOrder(s, user, {
    ...orderBody(scheduleId, { vehicle: classes.get(vehicleClass)!, plate_number: `BK ${++plate} CAP` }),
    ...extra,
  });
const spaceOf = async (id: number) => {
  const [d] = await s.built.db.select().from(schedules).where(eq(schedules.id, id));
  return { laneFreeCm: d!.laneFreeCm, seatsFree: d!.seatsFree };
};
const txOf = async (id: number) => (await s.built.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;

describe('the class lengths', () => {
  it('are the documented first-start defaults (cm)', async () => {
    const rows = await s.built.db.select().from(vehicleTypes);
    expect(Object.fromEntries(rows.map((r) => [r.vehicleClass, r.lengthCm]))).toEqual({
      'Golongan I': 200,
      'Golongan II': 250,
      'Golongan III': 300,
      'Golongan IV': 500,
      'Golongan V': 500,
      'Golongan VI': 700,
      'Golongan VII': 1000,
      'Golongan VIII': 1200,
      'Golongan IX': 1600,
    });
  });
});

describe('lane-metres', () => {
  it('refuses a 12 m truck when 10 m are left, though qty is 2; a car still fits', async () => {
    const dep = await createDeparture(s, { laneCm: 2200 }); // 22 m
    const first = await order(dep.id, 'Golongan VIII');
    expect(first.message.status).toBe(200);
    expect(await spaceOf(dep.id)).toMatchObject({ laneFreeCm: 1000 });
    expect(await availableOf(s, dep.id)).toBe(2); // two 5 m cars fit in 10 m

    const truck = await order(dep.id, 'Golongan VIII');
    expect(truck.message).toMatchObject({ status: 500 });
    expect(truck.message.paymentUrl).toBeUndefined();
    expect(await spaceOf(dep.id)).toMatchObject({ laneFreeCm: 1000 }); // nothing taken
    expect(await availableOf(s, dep.id)).toBe(2);

    const car = await order(dep.id, 'Golongan IV');
    expect(car.message.status).toBe(200);
    expect(await availableOf(s, dep.id)).toBe(1);
  });

  it('qty counts Golongan IV cars: motorcycles take 2.5 m each', async () => {
    const dep = await createDeparture(s, { laneCm: 2750 }); // 27.5 m: 5 cars
    expect(await availableOf(s, dep.id)).toBe(5);
    expect((await order(dep.id, 'Golongan II')).message.status).toBe(200); // 25 m left
    expect(await availableOf(s, dep.id)).toBe(5);
    expect((await order(dep.id, 'Golongan II')).message.status).toBe(200); // 22.5 m left
    expect(await availableOf(s, dep.id)).toBe(4);
    // The search says the same as get/{id}.
    const listed = await s.api.get('/api/schedule/get-all/{date}', {
      params: { date: dep.issuedDate },
      query: { fromRoute: 1, toRoute: 2, size: 50 },
    });
    expect(listed.body.data.schedules.find((x: { id: number }) => x.id === dep.id)).toMatchObject({
      qty: 4,
      status: 'open',
      closure: null,
    });
  });

  it("qty follows Golongan IV's length (a change shows in the next search)", async () => {
    const dep = await createDeparture(s, { laneCm: 2000 });
    const search = async () =>
      (
        await s.api.get('/api/schedule/get-all/{date}', {
          params: { date: dep.issuedDate },
          query: { fromRoute: 1, toRoute: 2, size: 50 },
        })
      ).body.data.schedules.find((x: { id: number }) => x.id === dep.id).qty;
    expect(await search()).toBe(4);
    const iv = classes.get('Golongan IV')!;
    await s.built.db.update(vehicleTypes).set({ lengthCm: 450 }).where(eq(vehicleTypes.id, iv));
    try {
      expect(await search()).toBe(4); // 20 m / 4.5 m
      await s.built.db.update(vehicleTypes).set({ lengthCm: 400 }).where(eq(vehicleTypes.id, iv));
      expect(await search()).toBe(5);
    } finally {
      await s.built.db.update(vehicleTypes).set({ lengthCm: 500 }).where(eq(vehicleTypes.id, iv));
    }
    expect(await search()).toBe(4);
  });

  it('writes the space and the channel on the ticket, and keeps them when the class length changes', async () => {
    const dep = await createDeparture(s, { capacity: 10 });
    const { message } = await order(dep.id, 'Golongan VI');
    expect(await txOf(message.transactionId!)).toMatchObject({ spaceCm: 700, seats: 4, channel: 'online' });
    const vi = classes.get('Golongan VI')!;
    await s.built.db.update(vehicleTypes).set({ lengthCm: 800 }).where(eq(vehicleTypes.id, vi));
    try {
      expect(await txOf(message.transactionId!)).toMatchObject({ spaceCm: 700 });
      await user.api.delete('/api/schedule/locking/delete/{scheduleId}/{userId}', {
        params: { scheduleId: dep.id, userId: user.id },
      });
      expect(await spaceOf(dep.id)).toEqual({ laneFreeCm: 5000, seatsFree: 1000 }); // 7 m back, not 8
    } finally {
      await s.built.db.update(vehicleTypes).set({ lengthCm: 700 }).where(eq(vehicleTypes.id, vi));
    }
  });

  it('decides an order accepted without its space (before issue #22) by its class length and heads', async () => {
    const dep = await createDeparture(s, { capacity: 10 });
    const requestId = randomUUID();
    await s.built.db.insert(orderRequests).values({
      requestId,
      userId: user.id,
      scheduleId: dep.id,
      origin: s.base,
      acceptedAt: new Date(s.clock.now()),
      order: {
        vehicleTypeId: classes.get('Golongan VII')!,
        vehicleClass: 'Golongan VII',
        vehicleTypeName: 'Truk besar',
        plateNumber: 'BK 7 OLD',
        driver: { name: 'Budi', phoneNumber: '081234567890', age: 40, domicile: 'Medan', gender: 'Laki - Laki' },
        passengers: [{ passengerTypeId: 1, feeType: 'DEWASA', description: 'x', fee: 1, insuranceFee: 1, count: 2 }],
        manifest: [],
        priceLines: [],
        price: 100_000,
      },
    });
    const before = s.pushes.length;
    await s.built.orders.resume();
    await s.built.orders.idle();
    const pushed = s.pushes.slice(before).find((m) => m.requestId === requestId)!;
    expect(pushed.status).toBe(200);
    expect(await txOf(pushed.transactionId!)).toMatchObject({ spaceCm: 1000, seats: 3 });
    expect(await spaceOf(dep.id)).toEqual({ laneFreeCm: 4000, seatsFree: 997 });
  });
});

describe('seats', () => {
  it('run out: an order needing more seats than are left is sold out even when qty > 0', async () => {
    const dep = await createDeparture(s, { capacity: 10, seats: 9 });
    expect(await availableOf(s, dep.id)).toBe(9); // min(9 seats, 10 cars)
    expect((await order(dep.id)).message.status).toBe(200); // 4 seats
    expect((await order(dep.id)).message.status).toBe(200); // 4 seats
    expect(await availableOf(s, dep.id)).toBe(1);
    const full = await order(dep.id); // needs 4, 1 left
    expect(full.message).toMatchObject({ status: 500 });
    const alone = await order(dep.id, 'Golongan IV', { passengers: [] }); // the driver alone
    expect(alone.message.status).toBe(200);
    expect(await availableOf(s, dep.id)).toBe(0);
    expect(await spaceOf(dep.id)).toEqual({ laneFreeCm: 5000 - 3 * 500, seatsFree: 0 });
  });
});

describe('closed by the operator', () => {
  for (const status of ['stopped', 'cancelled'] as const) {
    it(`refuses orders for a ${status} departure with push 423, lists it with qty 0 and the reason`, async () => {
      const dep = await createDeparture(s, { capacity: 5 });
      await s.built.db
        .update(schedules)
        .set({ status, closureReason: 'cuaca', closureNote: 'Angin kencang', windKnots: 20, closedAt: new Date() })
        .where(eq(schedules.id, dep.id));
      const refused = await order(dep.id);
      expect(refused.message).toMatchObject({ status: 423 });
      expect(refused.message.paymentUrl).toBeUndefined();
      expect(await spaceOf(dep.id)).toEqual({ laneFreeCm: 2500, seatsFree: 1000 });
      const one = await s.api.get('/api/schedule/get/{id}', { params: { id: dep.id }, token: user.token });
      expect(one.body.data).toMatchObject({
        qty: 0,
        status,
        closure: { reason: 'cuaca', note: 'Angin kencang', windKnots: 20 },
      });
      const listed = await s.api.get('/api/schedule/get-all/{date}', {
        params: { date: dep.issuedDate },
        query: { fromRoute: 1, toRoute: 2, size: 50 },
      });
      expect(listed.body.data.schedules.find((x: { id: number }) => x.id === dep.id)).toMatchObject({
        qty: 0,
        status,
      });
    });
  }

  it('takes orders again once reopened', async () => {
    const dep = await createDeparture(s, { capacity: 5, status: 'stopped' });
    expect((await order(dep.id)).message.status).toBe(423);
    await s.built.db.update(schedules).set({ status: 'open' }).where(eq(schedules.id, dep.id));
    expect((await order(dep.id)).message.status).toBe(200);
    expect(await availableOf(s, dep.id)).toBe(4);
  });

  it('423 wins over the 60-minute rule and the booking window', async () => {
    const soon = await createDeparture(s, { minutesAhead: 30, status: 'cancelled' });
    const far = await createDeparture(s, { minutesAhead: 10 * 24 * 60, status: 'cancelled' });
    expect((await order(soon.id)).message.status).toBe(423);
    expect((await order(far.id)).message.status).toBe(423);
  });
});

describe('space comes back exactly once', () => {
  it('on expiry: the centimetres and seats of each ticket, also when the job runs twice', async () => {
    const dep = await createDeparture(s, { capacity: 10, minutesAhead: 600 });
    await order(dep.id, 'Golongan VIII'); // 12 m, 4 seats
    await order(dep.id, 'Golongan II', { passengers: [{ passengerId: 1, amount: 1 }] }); // 2.5 m, 2 seats
    expect(await spaceOf(dep.id)).toEqual({ laneFreeCm: 5000 - 1450, seatsFree: 994 });
    s.clock.advance(15 * 60_000);
    await Promise.all([s.built.jobs.runOnce(), s.built.jobs.runOnce()]);
    await s.built.jobs.runOnce();
    expect(await spaceOf(dep.id)).toEqual({ laneFreeCm: 5000, seatsFree: 1000 });
  });

  it('on a cancelled payment, sent twice', async () => {
    const dep = await createDeparture(s, { capacity: 10 });
    const { message } = await order(dep.id, 'Golongan VI');
    const tx = await txOf(message.transactionId!);
    const body = signCallback('test-payment-secret', { sessionId: tx.paymentSessionId!, status: 'CANCELLED' });
    await s.api.post('/api/payment/callback', { body, noXsrf: true });
    await s.api.post('/api/payment/callback', { body, noXsrf: true });
    expect((await txOf(tx.id)).status).toBe('CANCELLED');
    expect(await spaceOf(dep.id)).toEqual({ laneFreeCm: 5000, seatsFree: 1000 });
  });

  it('on release, and the sold-out order that waited for expired holds gets the space', async () => {
    const dep = await createDeparture(s, { laneCm: 1200, minutesAhead: 600 });
    await order(dep.id, 'Golongan VIII');
    expect(await availableOf(s, dep.id)).toBe(0);
    s.clock.advance(15 * 60_000); // the hold ran out; the job has not run
    const next = await order(dep.id, 'Golongan VII');
    expect(next.message.status).toBe(200); // expired on demand, then 10 m of 12 taken
    expect(await spaceOf(dep.id)).toEqual({ laneFreeCm: 200, seatsFree: 996 });
    await user.api.delete('/api/schedule/locking/delete/{scheduleId}/{userId}', {
      params: { scheduleId: dep.id, userId: user.id },
    });
    expect(await spaceOf(dep.id)).toEqual({ laneFreeCm: 1200, seatsFree: 1000 });
    const open = await s.built.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.scheduleId, dep.id), eq(transactions.status, 'UNPAID')));
    expect(open).toEqual([]);
  });
});
