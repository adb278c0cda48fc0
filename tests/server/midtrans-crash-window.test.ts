// A process that dies between Midtrans' answer and saving the payment session (issue #39's crash
// windows; found by tests/server/property-books.test.ts, seed 1646701443). The order was decided and
// held; Snap made a transaction for the invoice, but nothing of it reached the database. The process
// that resumes the push must open a page the buyer can pay: Snap refuses an order id twice
// ("transaction_details.order_id sudah digunakan"), so asking again with the invoice answered 502 and
// left the place held unpaid until it expired. Now the resumed ask takes `<invoice>-S2`
// (server/lifecycle/tickets.ts claimOrderId); its payment settles the ticket and the ledger, and the
// dead ask's order is never expected. On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { ledgerEntries } from '../../server/db/schema-ledger';
import { orderRequests, transactions } from '../../server/db/schema';
import { ORDER_PUSH_LEASE_MS } from '../../server/orders/model';
import { createMidtransProvider } from '../../server/payments/midtrans';
import type { PaymentProvider } from '../../server/payments/provider';
import { startFakeMidtrans, type FakeMidtrans } from '../fakes/midtrans';
import {
  TestClock,
  createDeparture,
  createUser,
  freshDatabase,
  freshPglite,
  orderBody,
  startServer,
  type TestServer,
} from './helpers';

const SERVER_KEY = 'SB-Mid-server-crash-window';

describe('a process dies after Snap answered, before the session was saved', () => {
  const servers: TestServer[] = [];
  let pglite: Database | undefined;
  let fresh: Awaited<ReturnType<typeof freshDatabase>> = null;
  let fake: FakeMidtrans | undefined;
  afterAll(async () => {
    for (const s of servers.reverse()) await s.close();
    await pglite?.close();
    await fresh?.drop();
    await fake?.close();
  });

  it('the resumed push opens a new Snap order the buyer pays; the ticket and the ledger settle on it', async () => {
    fresh = await freshDatabase();
    pglite = fresh ? undefined : await freshPglite();
    const shared = fresh ? { databaseUrl: fresh.url } : { database: pglite };
    const clock = new TestClock();
    fake = await startFakeMidtrans({ serverKey: SERVER_KEY, now: clock.now });
    const midtrans = () =>
      createMidtransProvider({ serverKey: SERVER_KEY, snapUrl: fake!.snapUrl, apiUrl: fake!.apiUrl, timeoutMs: 2000 });
    // The first process: Snap answers it, then it never saves the answer (as if killed right there).
    let release!: () => void;
    const dead = new Promise<void>((resolve) => (release = resolve));
    const real = midtrans();
    const dying: PaymentProvider = {
      ...real,
      createSession: async (request) => {
        const session = await real.createSession(request);
        await dead;
        return session;
      },
    };
    const a = await startServer({ ...shared, clock, paymentProvider: dying });
    servers.push(a);
    const db = a.built.db;
    const user = await createUser(a);
    const dep = await createDeparture(a, { capacity: 2 });
    const reply = await user.api.post('/api/transaction/order', { body: orderBody(dep.id) });
    expect(reply.status).toBe(202);
    const [held] = await waitFor(async () =>
      fake!.orders.size > 0 ? await db.select().from(transactions).where(eq(transactions.scheduleId, dep.id)) : [],
    );
    expect(fake.orders.has(held!.invoiceId)).toBe(true);
    expect(held!.paymentSessionId).toBeNull();

    // Another process resumes the push (at its start on PGlite; once the lease ran out on PostgreSQL).
    const b = await startServer({ ...shared, clock, paymentProvider: midtrans() });
    servers.push(b);
    fake.notificationUrl = `${b.base}/api/payment/midtrans/notification`;
    await b.built.orders.idle();
    if (fresh) {
      clock.advance(ORDER_PUSH_LEASE_MS);
      await b.built.jobs.runOnce();
      await b.built.orders.idle();
    }
    expect(b.pushes.map((m) => m.status)).toEqual([200]);
    const orderId = `${held!.invoiceId}-S2`;
    const resumed = (await db.select().from(transactions).where(eq(transactions.id, held!.id)))[0]!;
    expect(resumed).toMatchObject({ status: 'UNPAID', gatewayOrderId: orderId, paymentUrl: b.pushes[0]!.paymentUrl });
    expect(fake.orders.get(orderId)?.request.transaction_details).toEqual({
      order_id: orderId,
      gross_amount: held!.price,
    });
    expect(await db.select().from(orderRequests)).toHaveLength(0);

    // The buyer pays the page they were given: the ticket is paid, the ledger settled on that order.
    await fake.pay(orderId);
    await b.built.reconciler!.idle();
    const paid = (await db.select().from(transactions).where(eq(transactions.id, held!.id)))[0]!;
    expect(paid.status).toBe('PAID');
    const money = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.transactionId, held!.id), eq(ledgerEntries.direction, 'in')));
    expect(money.map((m) => [m.gatewayOrderId, m.state, m.amount])).toEqual([[orderId, 'settled', held!.price]]);

    // The dead process's ask finally returns: it finds the session open and pushes the same page.
    release();
    await a.built.orders.idle();
    expect(a.pushes.map((m) => [m.status, m.paymentUrl])).toEqual([[200, b.pushes[0]!.paymentUrl]]);
  });
});

async function waitFor<T extends unknown[]>(read: () => Promise<T>): Promise<T> {
  for (let i = 0; i < 2000; i++) {
    const value = await read();
    if (value.length > 0) return value;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('waited too long');
}
