// Orders and bearer checks arriving together are read and written together (server/platform/batches.ts):
// each request still gets exactly its own answer, a revoked token in a batch stays refused, and the
// price list the order service keeps in memory follows every write to it (NOTIFY), on PGlite and
// on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { fares, orderRequests, transactions } from '../../server/db/schema';
import { createDeparture, createUser, orderBody, placeOrder, startServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

describe('orders accepted in one batch', () => {
  it('a burst of valid and invalid orders: every request gets its own answer, every valid one its own row', async () => {
    const dep = await createDeparture(s, { capacity: 50 });
    const users = await Promise.all(Array.from({ length: 12 }, () => createUser(s)));
    const bodies = users.map((_, i) =>
      i % 4 === 1
        ? orderBody(999_999) // unknown departure
        : i % 4 === 2
          ? orderBody(dep.id, { vehicle: 999 }) // unknown vehicle class
          : i % 4 === 3
            ? orderBody(dep.id, { passengers: [{ passengerId: 77, amount: 1 }] }) // unknown passenger type
            : orderBody(dep.id, { plate_number: `BK ${i + 1} BAT` }),
    );
    const replies = await Promise.all(users.map((u, i) => u.api.post('/api/transaction/order', { body: bodies[i]! })));
    replies.forEach((r, i) => {
      if (i % 4 === 0) expect(r.status, JSON.stringify(r.body)).toBe(202);
      else expect(r.status).toBe(404);
    });
    expect(replies.filter((r) => r.status === 404).map((r) => r.body.message)).toEqual([
      'Schedule not found.',
      'Vehicle type not found.',
      'Passenger type not found.',
      'Schedule not found.',
      'Vehicle type not found.',
      'Passenger type not found.',
      'Schedule not found.',
      'Vehicle type not found.',
      'Passenger type not found.',
    ]);
    await s.built.orders.idle();
    const held = await s.built.db.select().from(transactions).where(eq(transactions.scheduleId, dep.id));
    expect(held.map((t) => t.userId).sort()).toEqual(
      users
        .filter((_, i) => i % 4 === 0)
        .map((u) => u.id)
        .sort(),
    );
    // Each request's row is its own: its requestId, its user.
    const requestIds = replies.filter((r) => r.status === 202).map((r) => r.body.data.requestId as string);
    expect(new Set(held.map((t) => t.requestId))).toEqual(new Set(requestIds));
    expect(await s.built.db.select().from(orderRequests)).toHaveLength(0); // all decided and pushed
  });

  it('a revoked token in a burst of bearer checks is refused, the others pass', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(s)));
    expect((await users[2]!.api.post('/api/auth/logout')).status).toBe(200);
    const replies = await Promise.all(users.map((u) => u.api.get('/api/user/get')));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 401, 200, 200, 200]);
    // Each answer is its own user's.
    replies.forEach((r, i) => i !== 2 && expect(r.body.data.phone_number).toBe(users[i]!.phone));
    expect(replies[0]!.body.data.phone_number).toBe(users[0]!.phone);
  });
});

describe('the price list kept in memory', () => {
  it('a new fare (even a direct INSERT) prices the very next order', async () => {
    const dep = await createDeparture(s, { capacity: 5 });
    const [current] = await s.built.db
      .select()
      .from(fares)
      .where(eq(fares.vehicleTypeId, 4))
      .orderBy(desc(fares.validFrom))
      .limit(1);
    const priceOf = async (id: number) =>
      (await s.built.db.select().from(transactions).where(eq(transactions.id, id)))[0]!.price;
    const first = await placeOrder(s, await createUser(s), orderBody(dep.id));
    const second = await placeOrder(s, await createUser(s), orderBody(dep.id));
    expect(await priceOf(second.message.transactionId!)).toBe(await priceOf(first.message.transactionId!));
    const [added] = await s.built.db
      .insert(fares)
      .values({
        vehicleTypeId: 4,
        validFrom: dep.issuedDate,
        amount: current!.amount + 10_000,
        legalBasis: 'Uji',
        createdAt: new Date(s.clock.now()),
      })
      .returning();
    try {
      const third = await placeOrder(s, await createUser(s), orderBody(dep.id));
      expect(await priceOf(third.message.transactionId!)).toBe((await priceOf(first.message.transactionId!)) + 10_000);
    } finally {
      await s.built.db.delete(fares).where(eq(fares.id, added!.id));
    }
  });
});
