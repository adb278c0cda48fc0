// The home screen's next crossing (issue #21 item 4): of the caller's paid tickets, the soonest
// departure not yet boarded and not yet departed — whatever order they were bought in.
// `GET /api/transaction/user/get-all?isActive=true&paid=true&checkedIn=false&sort=departure&size=1`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { transactions } from '../../server/db/schema';
import { signCallback } from '../../server/payments/signature';
import {
  createDeparture,
  createUser,
  orderBody,
  placeOrder,
  startServer,
  type TestServer,
  type TestUser,
} from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

const txOf = async (id: number) => (await s.built.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;

/** A paid ticket on a new departure `minutesAhead` from now; returns its transaction id. */
async function paidTicket(user: TestUser, minutesAhead: number): Promise<number> {
  const dep = await createDeparture(s, { minutesAhead });
  const { message } = await placeOrder(s, user, orderBody(dep.id));
  expect(message.status).toBe(200);
  const tx = await txOf(message.transactionId!);
  const paid = await s.api.post('/api/payment/callback', {
    body: signCallback('test-payment-secret', {
      sessionId: tx.paymentSessionId!,
      status: 'PAID',
      bankName: 'BCA',
      paymentMethod: 'Virtual Account',
      paidAt: new Date(s.clock.now()).toISOString(),
    }),
    noXsrf: true,
  });
  expect(paid.status).toBe(200);
  return tx.id;
}

const ids = (res: { body: { data: { transactions: Array<{ id: number }> } } }) =>
  res.body.data.transactions.map((t) => t.id);

describe('the next crossing (issue #21)', () => {
  it('is the soonest departure not boarded and not departed, not the last ticket bought', async () => {
    const user = await createUser(s);
    // Bought in this order: tomorrow morning, then this afternoon, then in two hours (boarded).
    const tomorrow = await paidTicket(user, 20 * 60);
    s.clock.advance(1000);
    const today = await paidTicket(user, 6 * 60);
    s.clock.advance(1000);
    const boarded = await paidTicket(user, 2 * 60);
    await s.built.db.update(transactions).set({ checkedIn: true }).where(eq(transactions.id, boarded));

    const home = { isActive: true, paid: true, checkedIn: false, sort: 'departure', page: 0, size: 1 };
    const next = await user.api.get('/api/transaction/user/get-all', { query: home });
    expect(next.status).toBe(200);
    expect(ids(next)).toEqual([today]);
    expect(next.body.data.has_more).toBe(true);
    const all = await user.api.get('/api/transaction/user/get-all', { query: { ...home, size: 10 } });
    expect(ids(all)).toEqual([today, tomorrow]);

    // Without the new parameters: newest order first, boarded included (tiket-saya is unchanged).
    const placed = await user.api.get('/api/transaction/user/get-all', { query: { isActive: true, paid: true } });
    expect(ids(placed)).toEqual([boarded, today, tomorrow]);
    const onlyBoarded = await user.api.get('/api/transaction/user/get-all', {
      query: { isActive: true, checkedIn: true },
    });
    expect(ids(onlyBoarded)).toEqual([boarded]);

    // Once this afternoon's has departed, tomorrow's is next.
    s.clock.advance(6 * 60 * 60_000 + 5 * 60_000);
    const later = await user.api.get('/api/transaction/user/get-all', { query: home });
    expect(ids(later)).toEqual([tomorrow]);
    expect(later.body.data.has_more).toBe(false);
  });

  it('refuses an unknown sort', async () => {
    const user = await createUser(s);
    const res = await user.api.get('/api/transaction/user/get-all', { query: { isActive: true, sort: 'price' } });
    expect(res.status).toBe(400);
  });
});
