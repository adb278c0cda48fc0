// A paid Ubah Jadwal through Midtrans (issue #23), against the fake that speaks its contract: the
// change's own order id (`<invoice>-U<change>`) for the fee, the ticket moved when the status API
// says settlement (from a notification, or from the nudge while the passenger looks at the ticket),
// the held space back when Midtrans says expire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { transactions } from '../../server/db/schema';
import { refunds } from '../../server/db/schema-tickets';
import { ABSENT_GRACE_MS } from '../../server/platform/constants';
import { expireDueChanges } from '../../server/tickets/change-payment';
import { createMidtransProvider } from '../../server/payments/midtrans';
import { startFakeMidtrans, type FakeMidtrans } from '../fakes/midtrans';
import { createDeparture, createUser, orderBody, placeOrder, startServer, TestClock, type TestServer } from './helpers';
import { changesRows, departureOf, detailOf, reschedule } from './ticket-helpers';

const SERVER_KEY = 'SB-Mid-server-test-key';
let s: TestServer;
let fake: FakeMidtrans;

beforeAll(async () => {
  const clock = new TestClock();
  fake = await startFakeMidtrans({ serverKey: SERVER_KEY, now: clock.now });
  s = await startServer({
    clock,
    publicUrl: 'https://seberang.example',
    paymentProvider: createMidtransProvider({
      serverKey: SERVER_KEY,
      snapUrl: fake.snapUrl,
      apiUrl: fake.apiUrl,
      timeoutMs: 2000,
    }),
  });
  fake.notificationUrl = `${s.base}/api/payment/midtrans/notification`;
});
afterAll(async () => {
  await s?.close();
  await fake?.close();
});

const txOf = async (id: number) => (await s.built.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;
const settled = () => s.built.reconciler!.idle();

/** A ticket paid through Midtrans and a pending move of it to a new departure. */
async function pendingMove() {
  const user = await createUser(s);
  const dep = await createDeparture(s, { minutesAhead: 600, capacity: 5 });
  const { message } = await placeOrder(s, user, orderBody(dep.id));
  const tx = await txOf(message.transactionId!);
  await fake.pay(tx.invoiceId);
  await settled();
  expect((await txOf(tx.id)).status).toBe('PAID');
  const target = await createDeparture(s, { minutesAhead: 700, capacity: 5 });
  const free0 = (await departureOf(s, target.id)).laneFreeCm;
  const res = await reschedule(user, tx.id, target.id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [change] = await changesRows(s, tx.id);
  return { user, tx, target, free0, change: change!, payment: res.body.data.payment };
}

describe('Ubah Jadwal paid through Midtrans', () => {
  it('opens the fee under its own order id and moves the ticket on settlement', async () => {
    const { tx, target, free0, change, payment } = await pendingMove();
    const fee = Math.floor(tx.price / 10);
    expect(change.orderId).toBe(`${tx.invoiceId}-U${change.id}`);
    const order = fake.orders.get(change.orderId!)!;
    expect(order.request.transaction_details).toEqual({ order_id: change.orderId, gross_amount: fee });
    expect(payment.paymentUrl).toBe(`${fake.url}/snap/v4/redirection/${order.token}`);
    await fake.pay(change.orderId!);
    await settled();
    expect(await txOf(tx.id)).toMatchObject({ scheduleId: target.id, passVersion: tx.passVersion + 1, status: 'PAID' });
    expect((await departureOf(s, target.id)).laneFreeCm).toBe(free0 - tx.spaceCm);
  });

  it('settles a lost notification when the passenger looks at the ticket (nudge)', async () => {
    const { user, tx, target, change } = await pendingMove();
    await fake.pay(change.orderId!, { notify: false });
    expect((await detailOf(user, tx.id)).pendingChange).not.toBeNull();
    await settled();
    expect((await txOf(tx.id)).scheduleId).toBe(target.id);
  });

  it('gives the held space back when Midtrans says expire', async () => {
    const { tx, target, free0, change } = await pendingMove();
    await fake.expire(change.orderId!);
    await settled();
    expect((await departureOf(s, target.id)).laneFreeCm).toBe(free0);
    expect((await changesRows(s, tx.id))[0]!.status).toBe('expired');
    expect((await txOf(tx.id)).scheduleId).toBe(tx.scheduleId);
  });

  it('a fee paid while its notification is lost and the app closed: the reconciliation applies it, the space never freed unasked (issue #37)', async () => {
    const { tx, target, free0, change } = await pendingMove();
    await fake.pay(change.orderId!, { notify: false });
    // The window ends with no one looking at the ticket (no nudge).
    s.clock.advance(16 * 60_000);
    await expireDueChanges(s.built.db, s.clock.now());
    expect((await changesRows(s, tx.id))[0]!.status).toBe('pending');
    expect((await departureOf(s, target.id)).laneFreeCm).toBe(free0 - tx.spaceCm);
    await s.built.reconciler!.runOnce();
    expect(await txOf(tx.id)).toMatchObject({ scheduleId: target.id, passVersion: tx.passVersion + 1 });
    expect((await changesRows(s, tx.id))[0]!.status).toBe('done');
  });

  it('a fee that lands after its move ended is owed back, never lost (issue #37)', async () => {
    const { tx, target, free0, change } = await pendingMove();
    // Midtrans says nothing final past the grace: the move ends, its space goes back.
    s.clock.advance(15 * 60_000 + ABSENT_GRACE_MS + 60_000);
    expect(await expireDueChanges(s.built.db, s.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await changesRows(s, tx.id))[0]!.status).toBe('expired');
    expect((await departureOf(s, target.id)).laneFreeCm).toBe(free0);
    // Then the money is captured after all, its notification lost.
    await fake.pay(change.orderId!, { notify: false });
    await s.built.reconciler!.runOnce();
    expect((await txOf(tx.id)).scheduleId).toBe(tx.scheduleId);
    const owed = await s.built.db.select().from(refunds).where(eq(refunds.transactionId, tx.id));
    expect(owed).toEqual([
      expect.objectContaining({
        cause: 'change_not_applied',
        status: 'due',
        amount: change.amountDue,
        orderId: change.orderId,
      }),
    ]);
    // Its last word kept: the reconciliation no longer asks about it.
    expect((await changesRows(s, tx.id))[0]!.gatewayStatus).toBe('settlement');
  });

  it('answers 502 and holds nothing when Midtrans cannot open the payment', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s, { minutesAhead: 600, capacity: 5 });
    const { message } = await placeOrder(s, user, orderBody(dep.id));
    const tx = await txOf(message.transactionId!);
    await fake.pay(tx.invoiceId);
    await settled();
    const target = await createDeparture(s, { minutesAhead: 700, capacity: 5 });
    const free0 = (await departureOf(s, target.id)).laneFreeCm;
    fake.mode = 'down';
    try {
      const res = await reschedule(user, tx.id, target.id);
      expect(res.status).toBe(502);
      expect(res.body.message).toBe('Pembayaran tidak dapat dibuka saat ini. Silakan coba lagi.');
    } finally {
      fake.mode = 'up';
    }
    expect((await departureOf(s, target.id)).laneFreeCm).toBe(free0);
    expect((await changesRows(s, tx.id))[0]!.status).toBe('expired');
    expect((await detailOf(user, tx.id)).actions.reschedule.allowed).toBe(true);
  });
});
