// QRIS at the booth (issue #24), over HTTP: a QRIS sale holds the ticket's space (walk-in part
// first, like cash) as an UNPAID loket ticket with the QR of a gateway charge; the simulator's
// charge is paid in development with POST /api/dev/qris/{invoiceId}/pay, Midtrans' (the local fake
// of its Core API) by its notification; both keep paymentMethod 'qris'. Unpaid for 15 minutes it
// expires and gives back its space, the walk-in part too; a charge the gateway refuses gives the
// space back at once and answers 502.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notices } from '../../server/db/schema';
import { ledgerEntries } from '../../server/db/schema-ledger';
import { BOOTH_MESSAGES as M } from '../../server/booth/messages';
import { createMidtransProvider } from '../../server/payments/midtrans';
import { SIMULATOR_QRIS_PREFIX } from '../../server/payments/simulator';
import { isoJakarta } from '../../server/platform/clock';
import { startFakeMidtrans, type FakeMidtrans } from '../fakes/midtrans';
import { createDeparture, nextPhone, startServer, TestClock, type TestServer, type TestUser } from './helpers';
import {
  cancelTicket,
  createKasir,
  currentShift,
  departureRow,
  openShift,
  portIds,
  saleBody,
  sell,
  txRow,
} from './booth-helpers';

const MINUTE = 60_000;
const qrisSale = (scheduleId: number, extra: Record<string, unknown> = {}) =>
  saleBody(scheduleId, 0, { payment: { method: 'qris' }, ...extra });

/** A departure from Tigaras (the cashier's port) with 10 m of lane, 40 % of it walk-in (4 m). */
async function boothDeparture(s: TestServer) {
  const { Tigaras, Simanindo } = await portIds(s);
  return createDeparture(s, { from: Tigaras, to: Simanindo, laneCm: 1000, walkinPercent: 40, minutesAhead: 360 });
}

describe('QRIS with the simulator (development)', () => {
  let s: TestServer;
  let kasir: TestUser;
  beforeAll(async () => {
    s = await startServer();
    kasir = await createKasir(s);
    await openShift(kasir);
  });
  afterAll(() => s?.close());

  const pay = (invoiceId: string) => s.api.post('/api/dev/qris/{invoiceId}/pay', { params: { invoiceId } });

  it('answers an UNPAID ticket with the QR, holding its space (walk-in part first) for 15 minutes', async () => {
    const dep = await boothDeparture(s);
    const res = await sell(kasir, qrisSale(dep.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ticket = res.body.data.ticket;
    expect(ticket).toMatchObject({
      status: 'UNPAID',
      channel: 'loket',
      paymentMethod: 'qris',
      amountReceived: 0,
      change: 0,
      buyerPhone: null,
      qris: { expiresAt: isoJakarta(s.clock.now() + 15 * MINUTE) },
    });
    expect(ticket.qris.qrString.startsWith(`${SIMULATOR_QRIS_PREFIX}|${ticket.invoiceId}|${ticket.price}|`)).toBe(true);
    expect(await txRow(s, ticket.transactionId)).toMatchObject({
      status: 'UNPAID',
      channel: 'loket',
      paymentMethod: 'qris',
      paymentProvider: 'simulator',
      qrisString: ticket.qris.qrString,
      cashierId: kasir.id,
      walkinCm: 400,
    });
    expect(await departureRow(s, dep.id)).toMatchObject({ laneFreeCm: 500, walkinUsedCm: 400, seatsFree: 996 });
  });

  it('the simulator pay makes it PAID, still counted as qris; paying again is refused', async () => {
    const dep = await boothDeparture(s);
    const ticket = (await sell(kasir, qrisSale(dep.id))).body.data.ticket;
    const paid = await pay(ticket.invoiceId);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const row = await txRow(s, ticket.transactionId);
    expect(row).toMatchObject({ status: 'PAID', paymentMethod: 'qris', channel: 'loket', walkinCm: 400 });
    expect(row.paidAt).not.toBeNull();
    const again = await pay(ticket.invoiceId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.qrisNotPending);
    expect((await pay('INV-19990101-000000')).status).toBe(404);
    // The space stays taken once.
    expect(await departureRow(s, dep.id)).toMatchObject({ laneFreeCm: 500, walkinUsedCm: 400 });
  });

  it('expires after 15 minutes unpaid and gives back its space, the walk-in part too; then it cannot be paid', async () => {
    const dep = await boothDeparture(s);
    const ticket = (await sell(kasir, qrisSale(dep.id))).body.data.ticket;
    s.clock.advance(14 * MINUTE);
    await s.built.jobs.runOnce();
    expect((await txRow(s, ticket.transactionId)).status).toBe('UNPAID');
    s.clock.advance(MINUTE);
    await s.built.jobs.runOnce();
    expect((await txRow(s, ticket.transactionId)).status).toBe('EXPIRED');
    expect(await departureRow(s, dep.id)).toMatchObject({ laneFreeCm: 1000, walkinUsedCm: 0, seatsFree: 1000 });
    expect((await pay(ticket.invoiceId)).status).toBe(409);
    await s.built.jobs.runOnce();
    expect(await departureRow(s, dep.id)).toMatchObject({ laneFreeCm: 1000, walkinUsedCm: 0, seatsFree: 1000 });
  });

  it('the development calls answer this machine only, and do not exist in production', async () => {
    const dep = await boothDeparture(s);
    const ticket = (await sell(kasir, qrisSale(dep.id))).body.data.ticket;
    for (const [method, url] of [
      ['POST', `/api/dev/qris/${ticket.invoiceId}/pay`],
      ['GET', '/api/dev/notices?phone=081234567890'],
    ] as const) {
      const res = await s.built.app.inject({
        method,
        url,
        remoteAddress: '192.168.1.23',
        headers: { accept: 'application/json', 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode, url).toBe(403);
    }
    expect((await txRow(s, ticket.transactionId)).status).toBe('UNPAID');
    const prod = await startServer({ nodeEnv: 'production' });
    try {
      const pay = await prod.api.post('/api/dev/qris/{invoiceId}/pay', {
        params: { invoiceId: ticket.invoiceId },
        unchecked: true,
      });
      expect(pay.status, JSON.stringify(pay.body)).toBe(404);
      const list = await prod.api.get('/api/dev/notices', { query: { phone: '081234567890' }, unchecked: true });
      expect(list.status).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('cash needs the amount received (400); QRIS needs none', async () => {
    const dep = await boothDeparture(s);
    const res = await sell(kasir, saleBody(dep.id, 0, { payment: { method: 'tunai' } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.cashAmountRequired);
  });
});

describe('QRIS with Midtrans (Core API, local fake)', () => {
  const SERVER_KEY = 'SB-Mid-server-booth-key';
  let s: TestServer;
  let fake: FakeMidtrans;
  let kasir: TestUser;
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
    kasir = await createKasir(s);
    await openShift(kasir);
  });
  afterAll(async () => {
    await s?.close();
    await fake?.close();
  });

  it('charges QRIS for the invoice at the server price; the notification makes it PAID (qris)', async () => {
    const dep = await boothDeparture(s);
    const phone = nextPhone();
    const res = await sell(kasir, qrisSale(dep.id, { phoneNumber: phone }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ticket = res.body.data.ticket;
    expect(ticket.buyerPhone).toBe(phone);
    const charge = fake.chargeRequests.at(-1)!;
    expect(charge).toMatchObject({
      payment_type: 'qris',
      transaction_details: { order_id: ticket.invoiceId, gross_amount: ticket.price },
      qris: { acquirer: 'gopay' },
      custom_expiry: { expiry_duration: 15, unit: 'minute' },
    });
    const order = fake.orders.get(ticket.invoiceId)!;
    expect(ticket.status).toBe('UNPAID');
    expect(ticket.qris.qrString).toMatch(/^000201/);
    expect(await txRow(s, ticket.transactionId)).toMatchObject({
      paymentProvider: 'midtrans',
      paymentSessionId: order.transactionId,
      qrisString: ticket.qris.qrString,
      gatewayFinal: false,
    });

    await fake.pay(ticket.invoiceId);
    await s.built.reconciler!.idle();
    const row = await txRow(s, ticket.transactionId);
    expect(row).toMatchObject({ status: 'PAID', paymentMethod: 'qris', channel: 'loket', gatewayStatus: 'settlement' });
    // Its WhatsApp notice, linking to the ticket on PUBLIC_URL.
    const [notice, ...more] = await s.built.db.select().from(notices).where(eq(notices.transactionId, row.id));
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'ticket',
      phoneNumber: phone,
      params: expect.objectContaining({ link: `https://seberang.example/tiket-detail/${row.id}` }),
    });
    expect(await departureRow(s, dep.id)).toMatchObject({ laneFreeCm: 500, walkinUsedCm: 400 });
  });

  it('a QRIS charge paid while its notification is lost: the reconciliation finds it in the ledger, and the shift counts it (issue #37)', async () => {
    const dep = await boothDeparture(s);
    const before = await currentShift(kasir);
    const ticket = (await sell(kasir, qrisSale(dep.id))).body.data.ticket;
    const expected = await s.built.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, ticket.transactionId));
    expect(expected).toMatchObject([{ direction: 'in', kind: 'booth', method: 'qris', state: 'pending' }]);
    await fake.pay(ticket.invoiceId, { notify: false });
    // Near the end of its 15 minutes, the reconciliation asks about every order the ledger expects.
    s.clock.advance(14 * 60_000);
    await s.built.reconciler!.runOnce();
    expect((await txRow(s, ticket.transactionId)).status).toBe('PAID');
    const [paid] = await s.built.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, ticket.transactionId));
    expect(paid).toMatchObject({ id: expected[0]!.id, state: 'settled', amount: ticket.price, shiftId: before.id });
    const after = await currentShift(kasir);
    expect(after.qrisSales.total).toBe(before.qrisSales.total + ticket.price);
    // QRIS is not in the drawer.
    expect(after.expectedCash).toBe(before.expectedCash);
  });

  it('a paid QRIS ticket cancelled at the booth stays cancelled when Midtrans repeats its notification', async () => {
    const dep = await boothDeparture(s);
    const ticket = (await sell(kasir, qrisSale(dep.id))).body.data.ticket;
    await fake.pay(ticket.invoiceId);
    await s.built.reconciler!.idle();
    const cancelled = await cancelTicket(kasir, ticket.transactionId);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await departureRow(s, dep.id)).toMatchObject({ laneFreeCm: 1000, walkinUsedCm: 0 });
    expect(await fake.notify(ticket.invoiceId)).toBe(200);
    await s.built.reconciler!.idle();
    expect((await txRow(s, ticket.transactionId)).status).toBe('CANCELLED');
    expect(await departureRow(s, dep.id)).toMatchObject({ laneFreeCm: 1000, walkinUsedCm: 0 });
  });

  it('a charge the gateway refuses: 502 in Indonesian, the hold cancelled and its space back once', async () => {
    const dep = await boothDeparture(s);
    fake.mode = 'down';
    try {
      const body = qrisSale(dep.id, { requestId: '0b7a3c52-8d1e-4b7a-9c7e-2f1d5a6b7c8d' });
      const res = await sell(kasir, body);
      expect(res.status).toBe(502);
      expect(res.body.message).toBe(M.qrisFailed);
      expect(await departureRow(s, dep.id)).toMatchObject({ laneFreeCm: 1000, walkinUsedCm: 0, seatsFree: 1000 });
      // The same request again: the same answer, and nothing taken twice or given back twice.
      expect((await sell(kasir, body)).status).toBe(502);
      await s.built.jobs.runOnce();
      expect(await departureRow(s, dep.id)).toMatchObject({ laneFreeCm: 1000, walkinUsedCm: 0, seatsFree: 1000 });
    } finally {
      fake.mode = 'up';
    }
    // The gateway back: a new sale charges normally.
    expect((await sell(kasir, qrisSale(dep.id))).body.data.ticket.status).toBe('UNPAID');
  });
});
