// Hoard-proof openings (issue #39 item 2), over HTTP and the order push: a plate holds one live ticket
// (unpaid inside its window, or paid) per departure, online and at the booth together, and an
// account holds at most MAX_UNPAID_ORDERS (3) open unpaid orders at once. A repeat of the same order
// is never refused by either rule; an expired hold or a payment frees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { transactions } from '../../server/db/schema';
import { ORDER_STATUS } from '../../server/orders/model';
import { createKasir, openShift, portIds, saleBody, sell } from './booth-helpers';
import {
  createDeparture,
  createUser,
  orderBody,
  placeOrder,
  startServer,
  type TestServer,
  type TestUser,
} from './helpers';
import { simulatorPays } from './port-helpers';

let s: TestServer;
let kasir: TestUser;
let tigaras: number;
let simanindo: number;

beforeAll(async () => {
  s = await startServer({ maxUnpaidOrders: 3 });
  kasir = await createKasir(s);
  await openShift(kasir);
  ({ Tigaras: tigaras, Simanindo: simanindo } = (await portIds(s)) as { Tigaras: number; Simanindo: number });
});
afterAll(() => s?.close());

const departure = () => createDeparture(s, { from: tigaras, to: simanindo, capacity: 10, minutesAhead: 6 * 60 });
const order = async (user: TestUser, scheduleId: number, plate: string, extra: Record<string, unknown> = {}) =>
  (await placeOrder(s, user, orderBody(scheduleId, { plate_number: plate, ...extra }))).message;

describe('one live ticket per plate and departure', () => {
  it('refuses the same plate on the same departure; another departure or an expired hold is fine', async () => {
    const dep = await departure();
    const other = await departure();
    const first = await order(await createUser(s), dep.id, 'BK 4242 TOB');
    expect(first.status).toBe(200);
    const again = await order(await createUser(s), dep.id, 'BK 4242 TOB');
    expect(again).toMatchObject({ status: ORDER_STATUS.plateTaken });
    expect(again.status).toBe(412);
    expect(again.paymentUrl ?? null).toBeNull();
    expect((await order(await createUser(s), other.id, 'BK 4242 TOB')).status).toBe(200);
    // Its hold ran out: the plate may be ordered again.
    s.clock.advance(16 * 60_000);
    expect((await order(await createUser(s), dep.id, 'BK 4242 TOB')).status).toBe(200);
    const live = await s.built.db.select().from(transactions).where(eq(transactions.scheduleId, dep.id));
    expect(live.filter((t) => t.status === 'UNPAID' && t.expiresAt.getTime() > s.clock.now())).toHaveLength(1);
  });

  it('a paid ticket keeps its plate; the booth refuses the plate too, and online refuses the booth’s', async () => {
    const dep = await departure();
    const buyer = await createUser(s);
    const held = await order(buyer, dep.id, 'BK 77 PAY');
    const [row] = await s.built.db.select().from(transactions).where(eq(transactions.id, held.transactionId!));
    expect((await simulatorPays(s, row!.paymentSessionId!)).status).toBe(200);
    s.clock.advance(16 * 60_000);
    expect((await order(await createUser(s), dep.id, 'BK 77 PAY')).status).toBe(412);
    const atBooth = await sell(kasir, saleBody(dep.id, 10_000_000, { plate_number: 'BK 77 PAY' }));
    expect(atBooth.status).toBe(409);
    expect(atBooth.body.message).toBe(
      'Kendaraan BK 77 PAY sudah punya tiket atau pesanan yang belum dibayar pada keberangkatan ini.',
    );
    const sold = await sell(kasir, saleBody(dep.id, 10_000_000, { plate_number: 'BB 55 JUA' }));
    expect(sold.status).toBe(200);
    expect((await order(await createUser(s), dep.id, 'BB 55 JUA')).status).toBe(412);
  });

  it('a repeat of the same order gets its hold again, never a refusal', async () => {
    const dep = await departure();
    const user = await createUser(s);
    const body = orderBody(dep.id, { plate_number: 'BK 31 REP' });
    const first = await placeOrder(s, user, body);
    const second = await placeOrder(s, user, { ...body, requestId: first.requestId });
    expect(second.message).toMatchObject({ status: 200, transactionId: first.message.transactionId });
  });
});

describe('a few open unpaid orders per account', () => {
  it('refuses a fourth open order; paying one, or one running out, lets the next through', async () => {
    const user = await createUser(s);
    const deps = [await departure(), await departure(), await departure(), await departure()];
    const held = [];
    for (const [i, d] of deps.slice(0, 3).entries()) {
      const m = await order(user, d.id, `BK ${100 + i} UNP`);
      expect(m.status).toBe(200);
      held.push(m);
    }
    const fourth = await order(user, deps[3]!.id, 'BK 103 UNP');
    expect(fourth.status).toBe(ORDER_STATUS.tooManyUnpaid);
    expect(fourth.status).toBe(429);
    // Another account is not held back by this one's orders.
    expect((await order(await createUser(s), deps[3]!.id, 'BK 104 UNP')).status).toBe(200);
    const [row] = await s.built.db.select().from(transactions).where(eq(transactions.id, held[0]!.transactionId!));
    expect((await simulatorPays(s, row!.paymentSessionId!)).status).toBe(200);
    expect((await order(user, deps[3]!.id, 'BK 103 UNP')).status).toBe(200);
    expect((await order(user, deps[0]!.id, 'BK 105 UNP')).status).toBe(429);
    s.clock.advance(16 * 60_000);
    expect((await order(user, deps[0]!.id, 'BK 105 UNP')).status).toBe(200);
  });
});
