// Transactions (list, detail, isActive/paid), the signed payment callback, the simulated gateway
// page and form, and the e-ticket PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { transactions } from '../../server/db/schema';
import { signCallback } from '../../server/payments/signature';
import { jakartaParts } from '../../server/platform/clock';
import {
  availableOf,
  createDeparture,
  createUser,
  orderBody,
  placeOrder,
  plateOf,
  startServer,
  type TestServer,
  type TestUser,
} from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

const SECRET = 'test-payment-secret';
const txOf = async (id: number) => (await s.built.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;

async function hold(
  user: TestUser,
  o: { capacity?: number; minutesAhead?: number; extra?: Record<string, unknown> } = {},
) {
  const dep = await createDeparture(s, { capacity: o.capacity ?? 5, minutesAhead: o.minutesAhead });
  const { message } = await placeOrder(s, user, orderBody(dep.id, o.extra));
  expect(message.status).toBe(200);
  const tx = await txOf(message.transactionId!);
  return { dep, tx, sessionId: tx.paymentSessionId!, paymentUrl: message.paymentUrl! };
}

async function pay(sessionId: string, extra: Record<string, string> = {}) {
  return s.api.post('/api/payment/callback', {
    body: signCallback(SECRET, {
      sessionId,
      status: 'PAID',
      bankName: 'BCA',
      paymentMethod: 'Virtual Account',
      paidAt: new Date(s.clock.now()).toISOString(),
      ...extra,
    }),
    noXsrf: true, // the gateway has no cookie: its signature authenticates it
  });
}

describe('transactions', () => {
  it('lists the caller’s unpaid hold as active with its payment window and page', async () => {
    const user = await createUser(s);
    const { tx, paymentUrl } = await hold(user);
    s.clock.advance(61_500);
    const res = await user.api.get('/api/transaction/user/get-all', { query: { isActive: true, page: 0, size: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.data.has_more).toBe(false);
    const [item] = res.body.data.transactions;
    expect(item).toMatchObject({
      id: tx.id,
      invoiceId: tx.invoiceId,
      paid: false,
      paymentUrl,
      price: 219_400,
      paymentRemainingMinute: 13,
      paymentRemainingSecond: 59,
    });
    expect(item.placedOrderDateTime).toMatch(/^2026-11-23T08:\d{2}:\d{2}\+07:00$/);
    expect(item.schedule).toMatchObject({
      fromRoute: { id: 1, route: 'Simanindo' },
      toRoute: { id: 2, route: 'Tigaras' },
    });
    const history = await user.api.get('/api/transaction/user/get-all', { query: { isActive: false } });
    expect(history.body.data.transactions).toEqual([]);
  });

  it('moves expired holds to history without payment page or countdown', async () => {
    const user = await createUser(s);
    const { tx } = await hold(user);
    s.clock.advance(15 * 60_000);
    const active = await user.api.get('/api/transaction/user/get-all', { query: { isActive: true } });
    expect(active.body.data.transactions).toEqual([]);
    const history = await user.api.get('/api/transaction/user/get-all', { query: { isActive: false } });
    const [item] = history.body.data.transactions;
    expect(item).toMatchObject({ id: tx.id, paid: false, paymentUrl: null });
    expect(item).not.toHaveProperty('paymentRemainingMinute');
  });

  it('pages newest first with has_more, and filters by paid (the home call)', async () => {
    const user = await createUser(s);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await hold(user)).tx.id);
      s.clock.advance(1000);
    }
    await pay((await txOf(ids[0]!)).paymentSessionId!);
    const p0 = await user.api.get('/api/transaction/user/get-all', { query: { isActive: true, page: 0, size: 2 } });
    expect(p0.body.data.transactions.map((t: { id: number }) => t.id)).toEqual([ids[2], ids[1]]);
    expect(p0.body.data.has_more).toBe(true);
    const p1 = await user.api.get('/api/transaction/user/get-all', { query: { isActive: true, page: 1, size: 2 } });
    expect(p1.body.data.transactions.map((t: { id: number }) => t.id)).toEqual([ids[0]]);
    expect(p1.body.data.has_more).toBe(false);
    const home = await user.api.get('/api/transaction/user/get-all', {
      query: { isActive: true, paid: true, page: 0, size: 1 },
    });
    expect(home.body.data.transactions).toHaveLength(1);
    expect(home.body.data.transactions[0]).toMatchObject({ id: ids[0], paid: true, paymentUrl: null });
    expect(home.body.data.transactions[0]).not.toHaveProperty('paymentRemainingMinute');
    const unpaid = await user.api.get('/api/transaction/user/get-all', { query: { isActive: true, paid: false } });
    expect(unpaid.body.data.transactions.map((t: { id: number }) => t.id)).toEqual([ids[2], ids[1]]);
  });

  it('a paid ticket is active until departure, then history', async () => {
    const user = await createUser(s);
    const { tx } = await hold(user, { minutesAhead: 120 });
    await pay(tx.paymentSessionId!);
    expect(
      (await user.api.get('/api/transaction/user/get-all', { query: { isActive: true } })).body.data.transactions,
    ).toHaveLength(1);
    s.clock.advance(121 * 60_000);
    expect(
      (await user.api.get('/api/transaction/user/get-all', { query: { isActive: true } })).body.data.transactions,
    ).toHaveLength(0);
    expect(
      (await user.api.get('/api/transaction/user/get-all', { query: { isActive: false } })).body.data.transactions,
    ).toHaveLength(1);
  });

  it('requires isActive and a token; rejects bad paging', async () => {
    const user = await createUser(s);
    expect((await user.api.get('/api/transaction/user/get-all')).status).toBe(400);
    expect((await user.api.get('/api/transaction/user/get-all', { query: { isActive: 'maybe' } })).status).toBe(400);
    expect((await user.api.get('/api/transaction/user/get-all', { query: { isActive: true, size: 51 } })).status).toBe(
      400,
    );
    expect((await user.api.get('/api/transaction/user/get-all', { query: { isActive: true, page: -1 } })).status).toBe(
      400,
    );
    expect((await s.api.get('/api/transaction/user/get-all', { query: { isActive: true } })).status).toBe(401);
  });

  it('shows the detail to its owner only', async () => {
    const [user, other] = await Promise.all([createUser(s), createUser(s)]);
    const { tx } = await hold(user);
    const res = await user.api.get('/api/transaction/get/{id}', { params: { id: tx.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: tx.id,
      invoiceId: tx.invoiceId,
      requestId: tx.requestId,
      checkedIn: false,
      bankName: null,
      paymentMethod: null,
      plateNumber: plateOf(user),
      price: 219_400,
      paid: false,
      paidDateTime: null,
      vehicleClass: 'Golongan IV',
      // Issue #40 item 4: the rest of the order, what Pesan Lagi prefills (orderBody's).
      order: {
        vehicle: 4,
        passengers: [
          { passengerId: 1, amount: 2 },
          { passengerId: 2, amount: 1 },
        ],
        driver: { phoneNumber: '081234567890', gender: 'Laki - Laki' },
      },
    });
    const placed = jakartaParts(tx.placedAt.getTime());
    expect(res.body.data.placedOrderDate).toBe(placed.date);
    expect(res.body.data.placedOrderTime).toBe(placed.time);
    expect((await other.api.get('/api/transaction/get/{id}', { params: { id: tx.id } })).status).toBe(404);
    expect((await user.api.get('/api/transaction/get/{id}', { params: { id: 999_999 } })).status).toBe(404);
    expect((await user.api.get('/api/transaction/get/{id}', { params: { id: 'abc' } })).status).toBe(400);
    expect((await s.api.get('/api/transaction/get/{id}', { params: { id: tx.id } })).status).toBe(401);
  });
});

describe('payment callback', () => {
  it('marks the transaction paid with bank, method and time; repeats change nothing', async () => {
    const user = await createUser(s);
    const { tx, dep } = await hold(user);
    const res = await pay(tx.paymentSessionId!);
    expect(res.status).toBe(200);
    const paid = await txOf(tx.id);
    expect(paid).toMatchObject({ status: 'PAID', bankName: 'BCA', paymentMethod: 'Virtual Account' });
    const again = await pay(tx.paymentSessionId!, { bankName: 'BRI' });
    expect(again.status).toBe(200);
    expect((await txOf(tx.id)).bankName).toBe('BCA');
    const cancel = await s.api.post('/api/payment/callback', {
      body: signCallback(SECRET, { sessionId: tx.paymentSessionId!, status: 'CANCELLED' }),
      noXsrf: true,
    });
    expect(cancel.status).toBe(200);
    expect((await txOf(tx.id)).status).toBe('PAID');
    expect(await availableOf(s, dep.id)).toBe(4);
    const detail = await user.api.get('/api/transaction/get/{id}', { params: { id: tx.id } });
    expect(detail.body.data).toMatchObject({ paid: true, bankName: 'BCA', paymentMethod: 'Virtual Account' });
    expect(detail.body.data.paidDateTime).toMatch(/\+07:00$/);
  });

  it('401 for a bad signature, nothing changes', async () => {
    const user = await createUser(s);
    const { tx } = await hold(user);
    const forged = signCallback('wrong-secret', { sessionId: tx.paymentSessionId!, status: 'PAID' });
    const res = await s.api.post('/api/payment/callback', { body: forged, noXsrf: true });
    expect(res).toMatchObject({ status: 401, body: { message: 'Invalid signature.' } });
    const tampered = {
      ...signCallback(SECRET, { sessionId: tx.paymentSessionId!, status: 'CANCELLED' }),
      status: 'PAID',
    };
    expect((await s.api.post('/api/payment/callback', { body: tampered, noXsrf: true })).status).toBe(401);
    expect((await txOf(tx.id)).status).toBe('UNPAID');
  });

  it('an unknown or expired session changes nothing', async () => {
    expect((await pay('sim_unknown')).status).toBe(200);
    const user = await createUser(s);
    const { tx, dep } = await hold(user);
    s.clock.advance(15 * 60_000);
    expect((await pay(tx.paymentSessionId!)).status).toBe(200);
    expect((await txOf(tx.id)).status).toBe('UNPAID'); // the job has not run yet; still not paid
    await s.built.jobs.runOnce();
    expect((await txOf(tx.id)).status).toBe('EXPIRED');
    expect((await pay(tx.paymentSessionId!)).status).toBe(200);
    expect((await txOf(tx.id)).status).toBe('EXPIRED');
    expect(await availableOf(s, dep.id)).toBe(5);
  });

  it('a cancel returns the place once', async () => {
    const user = await createUser(s);
    const { tx, dep } = await hold(user);
    const body = signCallback(SECRET, { sessionId: tx.paymentSessionId!, status: 'CANCELLED' });
    await s.api.post('/api/payment/callback', { body, noXsrf: true });
    await s.api.post('/api/payment/callback', { body, noXsrf: true });
    expect((await txOf(tx.id)).status).toBe('CANCELLED');
    expect(await availableOf(s, dep.id)).toBe(5);
  });

  it('400 for malformed callbacks', async () => {
    const ok = signCallback(SECRET, { sessionId: 'x', status: 'PAID' });
    for (const body of [
      { ...ok, status: 'DONE' },
      { ...ok, extra: 1 },
      { sessionId: 'x', status: 'PAID' },
      { ...ok, signature: 'ab' },
    ]) {
      expect((await s.api.post('/api/payment/callback', { body, noXsrf: true })).status).toBe(400);
    }
  });
});

describe('simulated gateway', () => {
  const formOf = (html: string) => ({
    token: /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? '',
    action: /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '',
  });

  it('serves an Indonesian page with invoice, amount, methods, Bayar and Batalkan under a strict CSP', async () => {
    const user = await createUser(s);
    const { tx, paymentUrl } = await hold(user);
    const res = await fetch(paymentUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="id">');
    expect(html).toContain(tx.invoiceId);
    expect(html.replace(/\u00a0/g, ' ')).toContain('Rp 219.400');
    for (const label of ['Virtual Account BCA', 'Virtual Account BRI', 'QRIS']) expect(html).toContain(label);
    expect(html).toMatch(/<button[^>]*value="pay"[^>]*>Bayar<\/button>/);
    expect(html).toMatch(/<button[^>]*value="cancel"[^>]*>Batalkan<\/button>/);
    expect(html).not.toMatch(/<script/i);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('Bayar pays through the signed callback and returns the browser to /tiket-saya', async () => {
    const user = await createUser(s);
    const { tx, paymentUrl } = await hold(user);
    const { token, action } = formOf(await (await fetch(paymentUrl)).text());
    expect(action).toBe(`/api/payment/simulator/${tx.paymentSessionId}`);
    const res = await fetch(`${s.base}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ method: 'VA_BRI', formToken: token, action: 'pay' }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/tiket-saya');
    expect(await txOf(tx.id)).toMatchObject({ status: 'PAID', bankName: 'BRI', paymentMethod: 'Virtual Account' });
    // The page now says it is paid, without a form.
    const after = await (await fetch(paymentUrl)).text();
    expect(after).toContain('sudah dibayar');
    expect(after).not.toContain('<form');
    // A replay of the form changes nothing.
    const replay = await fetch(`${s.base}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ formToken: token, action: 'cancel' }).toString(),
      redirect: 'manual',
    });
    expect(replay.status).toBe(303);
    // Nothing was cancelled: no word of a cancelled payment.
    expect(replay.headers.get('location')).toBe('/tiket-saya');
    expect((await txOf(tx.id)).status).toBe('PAID');
  });

  it('Batalkan cancels and frees the place', async () => {
    const user = await createUser(s);
    const { tx, dep, paymentUrl } = await hold(user);
    const { token, action } = formOf(await (await fetch(paymentUrl)).text());
    const res = await fetch(`${s.base}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `formToken=${encodeURIComponent(token)}&action=cancel`,
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    // tiket-saya then says 'Pembayaran dibatalkan.' (issue #21 §7).
    expect(res.headers.get('location')).toBe('/tiket-saya?pembayaran=dibatalkan');
    expect((await txOf(tx.id)).status).toBe('CANCELLED');
    expect(await availableOf(s, dep.id)).toBe(5);
  });

  it('refuses a forged form token, an unknown method, unknown sessions and bad ids', async () => {
    const user = await createUser(s);
    const { tx } = await hold(user);
    const path = '/api/payment/simulator/{sessionId}';
    const params = { sessionId: tx.paymentSessionId! };
    const form = (fields: Record<string, string>) => ({
      rawBody: new URLSearchParams(fields).toString(),
      contentType: 'application/x-www-form-urlencoded',
      params,
      noXsrf: true,
    });
    expect((await s.api.post(path, form({ action: 'pay', formToken: '1.abc' }))).status).toBe(400);
    const page = await fetch(`${s.base}/api/payment/simulator/${tx.paymentSessionId}`);
    const token = /name="formToken" value="([^"]+)"/.exec(await page.text())![1]!;
    expect((await s.api.post(path, form({ action: 'pay', formToken: token, method: 'BITCOIN' }))).status).toBe(400);
    expect((await s.api.post(path, form({ action: 'steal', formToken: token }))).status).toBe(400);
    expect((await s.api.post(path, form({ action: 'pay', formToken: token, extra: 'x' }))).status).toBe(400);
    expect((await txOf(tx.id)).status).toBe('UNPAID');
    expect((await s.api.get(path, { params: { sessionId: 'sim_nothing' } })).status).toBe(404);
    expect(
      (await s.api.post(path, { ...form({ action: 'pay', formToken: token }), params: { sessionId: 'sim_nothing' } }))
        .status,
    ).toBe(404);
    expect((await s.api.get(path, { params: { sessionId: 'bad id!' } })).status).toBe(400);
    // A token is bound to its session.
    const { tx: other } = await hold(user);
    expect(
      (
        await s.api.post(path, {
          ...form({ action: 'pay', formToken: token }),
          params: { sessionId: other.paymentSessionId! },
        })
      ).status,
    ).toBe(400);
  });
});

describe('e-ticket', () => {
  it('is a PDF attachment for the owner of a paid transaction', async () => {
    const user = await createUser(s);
    const { tx } = await hold(user, {
      extra: { manifest: [{ passengerId: 1, name: 'Rina Sitorus', age: 34, domicile: 'Pematangsiantar' }] },
    });
    const early = await user.api.get('/api/transaction/generate/{id}', { params: { id: tx.id } });
    expect(early).toMatchObject({ status: 409, body: { message: 'Transaction is not paid.' } });
    await pay(tx.paymentSessionId!);
    const res = await fetch(`${s.base}/api/transaction/generate/${tx.id}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="eticket.pdf"');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);
    // The TTF is embedded (a subset of DejaVu Sans), not a standard PDF font.
    expect(pdf.toString('latin1')).toMatch(/DejaVuSans/);
  });

  it('is 404 for someone else’s or an unknown transaction, 401 without a token', async () => {
    const [user, other] = await Promise.all([createUser(s), createUser(s)]);
    const { tx } = await hold(user);
    await pay(tx.paymentSessionId!);
    expect((await other.api.get('/api/transaction/generate/{id}', { params: { id: tx.id } })).status).toBe(404);
    expect((await user.api.get('/api/transaction/generate/{id}', { params: { id: 424_242 } })).status).toBe(404);
    expect((await s.api.get('/api/transaction/generate/{id}', { params: { id: tx.id } })).status).toBe(401);
    expect((await user.api.get('/api/transaction/generate/{id}', { params: { id: -1 } })).status).toBe(400);
  });
});

describe('operator calls', () => {
  it('do not exist without OPERATOR_KEY', async () => {
    const res = await s.api.get('/api/operator/refunds-due', { headers: { 'x-operator-key': 'anything' } });
    expect(res.status).toBe(404);
  });
});
