// Midtrans Snap against the local fake that speaks its contract (tests/fakes/midtrans.ts): session
// creation, signed notifications confirmed by the status API, replays, reconciliation of a lost
// notification, late payments (re-hold or refund due) and the gateway down at order time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentSettlements, schedules, transactions } from '../../server/db/schema';
import { refunds as refundRows } from '../../server/db/schema-tickets';
import { createMidtransProvider, itemDetails, midtransSignature, midtransTime } from '../../server/payments/midtrans';
import { startFakeMidtrans, type FakeMidtrans } from '../fakes/midtrans';
import {
  availableOf,
  createDeparture,
  createUser,
  orderBody,
  placeOrder,
  startServer,
  TestClock,
  type TestServer,
  type TestUser,
} from './helpers';

const SERVER_KEY = 'SB-Mid-server-test-key';
const APP = 'https://seberang.example';
const OPERATOR_KEY = 'operator-test-key';
let s: TestServer;
let fake: FakeMidtrans;

beforeAll(async () => {
  const clock = new TestClock();
  fake = await startFakeMidtrans({ serverKey: SERVER_KEY, now: clock.now });
  s = await startServer({
    clock,
    publicUrl: APP,
    operatorKey: OPERATOR_KEY,
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
const auditOf = (id: number) =>
  s.built.db.select().from(paymentSettlements).where(eq(paymentSettlements.transactionId, id));
const settled = () => s.built.reconciler!.idle();

async function hold(user: TestUser, capacity = 5) {
  const dep = await createDeparture(s, { capacity });
  const { message } = await placeOrder(s, user, orderBody(dep.id));
  expect(message.status).toBe(200);
  const tx = await txOf(message.transactionId!);
  return { dep, tx, paymentUrl: message.paymentUrl! };
}

function postNotification(body: Record<string, unknown>) {
  // Midtrans has no cookie: the signature is what authenticates it (the XSRF check exempts /api/payment/).
  return s.api.post('/api/payment/midtrans/notification', { body, noXsrf: true });
}

describe('Snap session', () => {
  it('opens a Snap transaction for the invoice, at the server price, ending with the hold', async () => {
    const user = await createUser(s);
    const { tx, paymentUrl } = await hold(user);
    const order = fake.orders.get(tx.invoiceId)!;
    expect(paymentUrl).toBe(`${fake.url}/snap/v4/redirection/${order.token}`);
    expect(tx.paymentSessionId).toBe(order.token);
    expect(tx.paymentProvider).toBe('midtrans');
    const req = order.request;
    expect(req.transaction_details).toEqual({ order_id: tx.invoiceId, gross_amount: tx.price });
    const sum = req.item_details.reduce(
      (a: number, i: { price: number; quantity: number }) => a + i.price * i.quantity,
      0,
    );
    expect(sum).toBe(tx.price);
    expect(req.item_details[0]).toMatchObject({ name: 'Kendaraan', quantity: 1 });
    // Placed at 08:00:00 WIB (the test clock), payable for the 15 minutes of the hold.
    expect(req.custom_expiry).toEqual({ order_time: '2026-11-23 08:00:00 +0700', expiry_duration: 15, unit: 'minute' });
    expect(req.callbacks).toEqual({
      finish: `${APP}/pembayaran-selesai/${tx.id}`,
      unfinish: `${APP}/tiket-saya?pembayaran=belum-selesai`,
      error: `${APP}/tiket-saya?pembayaran=belum-selesai`,
    });
  });

  it('gateway down at order time: the hold is released and the passenger is told (502)', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s, { capacity: 2 });
    fake.mode = 'down';
    try {
      const { message } = await placeOrder(s, user, orderBody(dep.id));
      expect(message.status).toBe(502);
      expect(message.paymentUrl).toBeUndefined();
    } finally {
      fake.mode = 'up';
    }
    expect(await availableOf(s, dep.id)).toBe(2);
    const list = await user.api.get('/api/transaction/user/get-all', { query: { isActive: false } });
    expect(list.body.data.transactions[0]).toMatchObject({ status: 'CANCELLED', paid: false });
  });
});

describe('provider details', () => {
  it('item details follow the price lines and still sum to the amount when a line is not unit × quantity', () => {
    const lines = [
      { label: 'Kendaraan', quantity: 1, unit: 185_000, amount: 185_000 },
      { label: 'Penumpang DEWASA', quantity: 2, unit: 12_000, amount: 24_000 },
      {
        label: 'Diskon pembulatan yang sangat panjang sekali melebihi lima puluh karakter',
        quantity: 3,
        unit: 100,
        amount: 301,
      },
      { label: 'Gratis', quantity: 1, unit: 0, amount: 0 },
    ];
    const items = itemDetails(lines);
    expect(items).toEqual([
      { id: 'L1', name: 'Kendaraan', price: 185_000, quantity: 1 },
      { id: 'L2', name: 'Penumpang DEWASA', price: 12_000, quantity: 2 },
      { id: 'L3', name: 'Diskon pembulatan yang sangat panjang sekali meleb', price: 301, quantity: 1 },
    ]);
    expect(items.reduce((a, i) => a + i.price * i.quantity, 0)).toBe(185_000 + 24_000 + 301);
    expect(midtransTime(Date.parse('2026-11-23T17:30:05Z'))).toBe('2026-11-24 00:30:05 +0700');
  });

  it('refuses to open a session whose lines do not sum to the amount, without calling Snap', async () => {
    const provider = createMidtransProvider({ serverKey: SERVER_KEY, snapUrl: fake.snapUrl, apiUrl: fake.apiUrl });
    const before = fake.snapRequests.length;
    await expect(
      provider.createSession({
        transactionId: 1,
        invoiceId: 'INV-TEST-1',
        amount: 1000,
        priceLines: [{ label: 'Kendaraan', quantity: 1, unit: 900, amount: 900 }],
        placedAt: 0,
        expiresAt: 15 * 60_000,
        origin: APP,
      }),
    ).rejects.toThrow(/sum/);
    expect(fake.snapRequests.length).toBe(before);
  });

  it('a wrong server key is refused by Snap and the status API (the fake checks Basic auth)', async () => {
    const wrong = createMidtransProvider({
      serverKey: 'SB-Mid-server-wrong',
      snapUrl: fake.snapUrl,
      apiUrl: fake.apiUrl,
    });
    await expect(wrong.fetchStatus('INV-ANY')).rejects.toThrow(/401/);
    expect(
      wrong.verifyNotification({ order_id: 'x', status_code: '200', gross_amount: '1.00', signature_key: 'zz' }),
    ).toBe(false);
    expect(wrong.verifyNotification({ order_id: 'x' })).toBe(false);
  });
});

describe('notifications', () => {
  it('a paid notification, confirmed by the status API, marks the transaction paid and keeps the place', async () => {
    const user = await createUser(s);
    const { dep, tx } = await hold(user, 3);
    await fake.pay(tx.invoiceId);
    await settled();
    const row = await txOf(tx.id);
    expect(row.status).toBe('PAID');
    expect(row.paymentMethod).toBe('Virtual Account');
    expect(row.bankName).toBe('BCA');
    expect(row.gatewayFinal).toBe(true);
    expect(await availableOf(s, dep.id)).toBe(2);
    const detail = await user.api.get('/api/transaction/get/{id}', { params: { id: tx.id } });
    expect(detail.body.data).toMatchObject({
      paid: true,
      status: 'PAID',
      bankName: 'BCA',
      paymentMethod: 'Virtual Account',
    });
    const audit = await auditOf(tx.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ outcome: 'paid', source: 'notification', gatewayStatus: 'settlement' });
    expect(audit[0]!.notification).toMatchObject({ order_id: tx.invoiceId, transaction_status: 'settlement' });
    expect(fake.statusCalls).toContain(tx.invoiceId);
  });

  it('a forged signature gets 401 and changes nothing (not even a status call)', async () => {
    const user = await createUser(s);
    const { dep, tx } = await hold(user, 3);
    await fake.pay(tx.invoiceId, { notify: false });
    const body = { ...fake.notificationFor(tx.invoiceId) };
    body['signature_key'] = midtransSignature('not-the-server-key', tx.invoiceId, '200', `${tx.price}.00`);
    const calls = fake.statusCalls.length;
    const res = await postNotification(body);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid signature.');
    // A tampered amount with the original signature fails too.
    const tampered = await postNotification({ ...fake.notificationFor(tx.invoiceId), gross_amount: '1.00' });
    expect(tampered.status).toBe(401);
    await settled();
    expect(fake.statusCalls.length).toBe(calls);
    expect((await txOf(tx.id)).status).toBe('UNPAID');
    expect(await auditOf(tx.id)).toHaveLength(0);
    expect(await availableOf(s, dep.id)).toBe(2);
  });

  it('never settles from the body alone: a signed "settlement" the status API contradicts changes nothing', async () => {
    const user = await createUser(s);
    const { tx } = await hold(user);
    await fake.choosePending(tx.invoiceId, { notify: false });
    // Signed correctly (with the server key) but claiming a settlement the gateway does not know of.
    const claim: Record<string, unknown> = {
      ...fake.notificationFor(tx.invoiceId),
      transaction_status: 'settlement',
      status_code: '200',
    };
    claim['signature_key'] = midtransSignature(SERVER_KEY, tx.invoiceId, '200', `${tx.price}.00`);
    expect((await postNotification(claim)).status).toBe(200);
    await settled();
    const row = await txOf(tx.id);
    expect(row.status).toBe('UNPAID');
    expect(row.gatewayStatus).toBe('pending');
    expect(row.gatewayFinal).toBe(false);
  });

  it('a replayed notification is harmless: one settlement, one audit record, the place taken once', async () => {
    const user = await createUser(s);
    const { dep, tx } = await hold(user, 3);
    await fake.pay(tx.invoiceId);
    for (let i = 0; i < 3; i++) expect(await fake.notify(tx.invoiceId)).toBe(200);
    await Promise.all([fake.notify(tx.invoiceId), fake.notify(tx.invoiceId)]);
    await settled();
    expect((await txOf(tx.id)).status).toBe('PAID');
    expect(await auditOf(tx.id)).toHaveLength(1);
    expect(await availableOf(s, dep.id)).toBe(2);
  });

  it('expire cancels the hold and returns its place exactly once', async () => {
    const user = await createUser(s);
    const { dep, tx } = await hold(user, 3);
    await fake.expire(tx.invoiceId);
    await fake.notify(tx.invoiceId);
    await settled();
    expect((await txOf(tx.id)).status).toBe('CANCELLED');
    expect(await availableOf(s, dep.id)).toBe(3);
    await s.built.holds.expireDue();
    expect(await availableOf(s, dep.id)).toBe(3);
    expect((await auditOf(tx.id)).map((a) => a.outcome)).toEqual(['cancelled']);
  });

  it('an order we do not know, or a malformed body, changes nothing', async () => {
    const unknown = {
      order_id: 'INV-NOPE',
      status_code: '200',
      gross_amount: '1000.00',
      transaction_status: 'settlement',
    };
    const signed = { ...unknown, signature_key: midtransSignature(SERVER_KEY, 'INV-NOPE', '200', '1000.00') };
    expect((await postNotification(signed)).status).toBe(200);
    await settled();
    expect((await postNotification({ order_id: 'x' })).status).toBe(400);
  });
});

describe('a payment is never lost', () => {
  it('a lost notification is healed by reconciliation near the end of the hold', async () => {
    const user = await createUser(s);
    const { tx } = await hold(user);
    await fake.pay(tx.invoiceId, { notify: false });
    // Not near its end yet: not asked about.
    expect((await s.built.reconciler!.runOnce()).checked).toBe(0);
    s.clock.advance(14 * 60_000);
    const pass = await s.built.reconciler!.runOnce();
    expect(pass.results).toContain('paid');
    const row = await txOf(tx.id);
    expect(row.status).toBe('PAID');
    const [audit] = await auditOf(tx.id);
    expect(audit).toMatchObject({ source: 'reconciliation', outcome: 'paid', notification: null });
    // Final: not asked again.
    const calls = fake.statusCalls.filter((c) => c === tx.invoiceId).length;
    await s.built.reconciler!.runOnce();
    expect(fake.statusCalls.filter((c) => c === tx.invoiceId).length).toBe(calls);
  });

  it('the passenger polling the transaction (finish page) makes the server ask the gateway', async () => {
    const user = await createUser(s);
    const { tx } = await hold(user);
    await fake.pay(tx.invoiceId, { notify: false });
    const first = await user.api.get('/api/transaction/get/{id}', { params: { id: tx.id } });
    expect(first.body.data.paid).toBe(false);
    await settled();
    const second = await user.api.get('/api/transaction/get/{id}', { params: { id: tx.id } });
    expect(second.body.data).toMatchObject({ paid: true, status: 'PAID' });
    expect((await auditOf(tx.id)).map((a) => a.source)).toEqual(['reconciliation']);
  });

  it('the start-up pass (jobs) settles what was paid while the server was away', async () => {
    const user = await createUser(s);
    const { tx } = await hold(user);
    await fake.pay(tx.invoiceId, { notify: false });
    s.clock.advance(20 * 60_000); // the hold has ended meanwhile
    await s.built.jobs.runOnce(); // expiry first (place back), then reconciliation (late payment)
    expect((await txOf(tx.id)).status).toBe('PAID');
    expect((await auditOf(tx.id)).map((a) => a.outcome)).toEqual(['rehold_paid']);
  });

  it('a late payment takes a free place again atomically and is paid', async () => {
    const user = await createUser(s);
    const { dep, tx } = await hold(user, 2);
    s.clock.advance(15 * 60_000);
    await s.built.holds.expireDue();
    expect((await txOf(tx.id)).status).toBe('EXPIRED');
    expect(await availableOf(s, dep.id)).toBe(2);
    await fake.pay(tx.invoiceId);
    await settled();
    expect((await txOf(tx.id)).status).toBe('PAID');
    expect(await availableOf(s, dep.id)).toBe(1);
    expect((await auditOf(tx.id)).map((a) => a.outcome)).toEqual(['rehold_paid']);
  });

  it('a late payment with no place left becomes refund due, shown to the passenger', async () => {
    const late = await createUser(s);
    const other = await createUser(s);
    const { dep, tx } = await hold(late, 1);
    s.clock.advance(15 * 60_000);
    await s.built.holds.expireDue();
    const { message } = await placeOrder(s, other, orderBody(dep.id)); // takes the only place
    expect(message.status).toBe(200);
    await fake.pay(tx.invoiceId);
    await fake.notify(tx.invoiceId);
    await settled();
    const row = await txOf(tx.id);
    expect(row.status).toBe('REFUND_DUE');
    expect(await availableOf(s, dep.id)).toBe(0);
    expect((await auditOf(tx.id)).map((a) => a.outcome)).toEqual(['refund_due']);
    const list = await late.api.get('/api/transaction/user/get-all', { query: { isActive: true } });
    expect(list.body.data.transactions[0]).toMatchObject({ id: tx.id, status: 'REFUND_DUE', paid: false });
    // Listed for the operator, with what a refund needs.
    const refunds = await s.api.get('/api/operator/refunds-due', { headers: { 'x-operator-key': OPERATOR_KEY } });
    expect(refunds.status).toBe(200);
    expect(refunds.body.data.refunds).toContainEqual(
      expect.objectContaining({
        id: tx.id,
        invoiceId: tx.invoiceId,
        price: tx.price,
        phoneNumber: late.phone,
        bankName: 'BCA',
      }),
    );
    expect((await s.api.get('/api/operator/refunds-due', { headers: { 'x-operator-key': 'guess' } })).status).toBe(401);
    expect((await s.api.get('/api/operator/refunds-due')).status).toBe(400);
    expect((await late.api.get('/api/operator/refunds-due', { headers: { 'x-operator-key': '' } })).status).toBe(401);

    // One refund list (issue #37): once the console marks it paid, the legacy list no longer offers
    // it to be paid again (on a47e8bf it kept listing it).
    const [due] = await s.built.db.select().from(refundRows).where(eq(refundRows.transactionId, tx.id));
    expect(due).toMatchObject({ status: 'due', amount: tx.price });
    const admin = await createUser(s, { role: 'admin', name: 'Admin Refund' });
    const marked = await admin.api.post('/api/operator/refunds/{id}/paid', { params: { id: due!.id } });
    expect(marked.status).toBe(200);
    const after = await s.api.get('/api/operator/refunds-due', { headers: { 'x-operator-key': OPERATOR_KEY } });
    expect(after.body.data.refunds.map((r: { id: number }) => r.id)).not.toContain(tx.id);
  });

  it('a late payment whose truck no longer fits becomes refund due, though cars still fit (qty > 0)', async () => {
    const late = await createUser(s);
    const other = await createUser(s);
    const dep = await createDeparture(s, { laneCm: 2000 }); // 20 m
    const tronton = orderBody(dep.id, { vehicle: 8, plate_number: 'BK 12 DD' }); // Golongan VIII, 12 m
    const { message } = await placeOrder(s, late, tronton);
    expect(message.status).toBe(200);
    const tx = await txOf(message.transactionId!);
    expect(tx.spaceCm).toBe(1200);
    s.clock.advance(15 * 60_000);
    await s.built.holds.expireDue();
    expect(await availableOf(s, dep.id)).toBe(4);
    // A 10 m truck takes the lane meanwhile: 10 m left, two cars' worth, not a tronton's.
    const truck = orderBody(dep.id, { vehicle: 7, plate_number: 'BK 10 HD' });
    expect((await placeOrder(s, other, truck)).message.status).toBe(200);
    expect(await availableOf(s, dep.id)).toBe(2);
    await fake.pay(tx.invoiceId);
    await settled();
    expect((await txOf(tx.id)).status).toBe('REFUND_DUE');
    expect(await availableOf(s, dep.id)).toBe(2);
    expect((await auditOf(tx.id)).map((a) => a.outcome)).toEqual(['refund_due']);
  });

  it('a late payment for a departure the operator stopped becomes refund due', async () => {
    const user = await createUser(s);
    const { dep, tx } = await hold(user, 3);
    s.clock.advance(15 * 60_000);
    await s.built.holds.expireDue();
    await s.built.db
      .update(schedules)
      .set({ status: 'stopped', closureReason: 'lainnya' })
      .where(eq(schedules.id, dep.id));
    await fake.pay(tx.invoiceId);
    await settled();
    expect((await txOf(tx.id)).status).toBe('REFUND_DUE');
    const [row] = await s.built.db.select().from(schedules).where(eq(schedules.id, dep.id));
    expect(row!.laneFreeCm).toBe(row!.laneCm);
  });
});
