// A local stand-in for Midtrans that speaks its published contract (see server/payments/midtrans.ts
// for the references): Snap's create-transaction API, the Core API's QRIS charge (POST /v2/charge,
// payment_type qris: a pending transaction with qr_string and the generate-qr-code action; `pay`
// settles it like any order) and get-status, a Snap payment
// page whose "Bayar" button settles the order, and HTTP notifications signed the documented way
// (signature_key = SHA512(order_id + status_code + gross_amount + server key)), and the Refund
// API (./midtrans-refunds.ts: a Snap order paid with GoPay can be refunded, a VA cannot). Loopback only.
// Used by the server tests and by the browser journey (e2e/midtrans.spec.ts via scripts).
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleRefunds, refundOrder, type FakeRefunds } from './midtrans-refunds';

export interface FakeOrder {
  orderId: string;
  grossAmount: number;
  token: string;
  request: Record<string, any>;
  /** 'bank_transfer' for a Snap order (its VA; 'gopay' when paid so), 'qris' for a Core API QRIS charge. */
  paymentType: 'bank_transfer' | 'qris' | 'gopay';
  /** null until a payment method was chosen: the status API then answers 404, like Midtrans. */
  status: null | { transaction_status: string; status_code: string; fraud_status?: string; settlement_time?: string };
  transactionId: string;
  createdAt: string;
}

export interface FakeMidtrans {
  /** e.g. http://127.0.0.1:PORT; Snap base = `${url}/snap`, API base = url. */
  url: string;
  snapUrl: string;
  apiUrl: string;
  serverKey: string;
  orders: Map<string, FakeOrder>;
  /** Every create-transaction body received (also the refused ones). */
  snapRequests: Record<string, any>[];
  /** Every Core API charge body received (also the refused ones). */
  chargeRequests: Record<string, any>[];
  statusCalls: string[];
  /** The Refund API's record and its failure switch (./midtrans-refunds.ts). */
  refunds: FakeRefunds;
  /** 'down': every API call answers 503; 'hang': never answers (client timeout). */
  mode: 'up' | 'down';
  /** Where notifications go (the app's /api/payment/midtrans/notification). */
  notificationUrl: string | null;
  /** The customer pays (bank transfer, or GoPay, settles); sends the notification unless told not to. */
  pay(orderId: string, o?: { notify?: boolean; paymentType?: 'bank_transfer' | 'gopay' }): Promise<void>;
  /** The customer picked a method but has not paid yet (pending). */
  choosePending(orderId: string, o?: { notify?: boolean }): Promise<void>;
  expire(orderId: string, o?: { notify?: boolean }): Promise<void>;
  /** The notification body Midtrans would send now for this order (signed). */
  notificationFor(orderId: string): Record<string, unknown>;
  notify(orderId: string): Promise<number>;
  close(): Promise<void>;
}

const sha512 = (s: string) => createHash('sha512').update(s).digest('hex');
const pad = (n: number) => String(n).padStart(2, '0');
/** Midtrans' time format, Jakarta time. */
function wib(ms: number): string {
  const d = new Date(ms + 7 * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Checks a create-transaction body the way Midtrans documents it; returns the error messages. */
function validateSnap(body: Record<string, any>): string[] {
  const errors: string[] = [];
  const td = body.transaction_details;
  if (!td || typeof td.order_id !== 'string' || !/^[A-Za-z0-9\-_~.]{1,50}$/.test(td.order_id)) {
    errors.push('transaction_details.order_id is required (max 50, alphanumeric - _ ~ .)');
  }
  if (!td || !Number.isInteger(td.gross_amount) || td.gross_amount < 1)
    errors.push('transaction_details.gross_amount must be an integer');
  if (Array.isArray(body.item_details)) {
    let sum = 0;
    for (const i of body.item_details) {
      if (
        !Number.isInteger(i.price) ||
        !Number.isInteger(i.quantity) ||
        typeof i.name !== 'string' ||
        i.name.length > 50
      ) {
        errors.push('item_details must have integer price and quantity and a name of at most 50 characters');
      }
      sum += i.price * i.quantity;
    }
    if (td && sum !== td.gross_amount)
      errors.push('transaction_details.gross_amount is not equal to the sum of item_details');
  }
  const ce = body.custom_expiry;
  if (ce !== undefined) {
    if (typeof ce.order_time !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/.test(ce.order_time)) {
      errors.push('custom_expiry.order_time must be yyyy-MM-dd HH:mm:ss Z');
    }
    if (!['second', 'minute', 'hour', 'day'].includes(ce.unit)) errors.push('custom_expiry.unit is invalid');
  }
  return errors;
}

export async function startFakeMidtrans(
  o: { serverKey?: string; notificationUrl?: string | null; now?: () => number; port?: number } = {},
): Promise<FakeMidtrans> {
  const serverKey = o.serverKey ?? 'SB-Mid-server-fake-key';
  const now = o.now ?? Date.now;
  const auth = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;
  const orders = new Map<string, FakeOrder>();
  const byToken = new Map<string, FakeOrder>();
  const snapRequests: Record<string, any>[] = [];
  const chargeRequests: Record<string, any>[] = [];
  const statusCalls: string[] = [];
  let url = '';

  function statusBody(order: FakeOrder): Record<string, unknown> {
    const s = order.status!;
    const gross = `${order.grossAmount}.00`;
    const body: Record<string, unknown> = {
      status_code: s.status_code,
      status_message: 'Success, transaction is found',
      transaction_id: order.transactionId,
      order_id: order.orderId,
      gross_amount: gross,
      currency: 'IDR',
      ...(order.paymentType === 'qris'
        ? { payment_type: 'qris', acquirer: 'gopay', issuer: 'gopay' }
        : order.paymentType === 'gopay'
          ? { payment_type: 'gopay' }
          : { payment_type: 'bank_transfer', va_numbers: [{ bank: 'bca', va_number: '12345678901' }] }),
      transaction_time: order.createdAt,
      transaction_status: s.transaction_status,
      fraud_status: s.fraud_status ?? 'accept',
      merchant_id: 'G000000000',
      signature_key: sha512(`${order.orderId}${s.status_code}${gross}${serverKey}`),
    };
    if (s.settlement_time) body['settlement_time'] = s.settlement_time;
    return body;
  }

  const fake: FakeMidtrans = {
    url: '',
    snapUrl: '',
    apiUrl: '',
    serverKey,
    orders,
    snapRequests,
    chargeRequests,
    statusCalls,
    refunds: { made: [], requests: [], failing: false },
    mode: 'up',
    notificationUrl: o.notificationUrl ?? null,

    notificationFor(orderId) {
      const order = orders.get(orderId);
      if (!order?.status) throw new Error(`fake midtrans: ${orderId} has no status to notify`);
      // The notification carries va_numbers as an array in reality; the fields the signature covers are strings.
      return statusBody(order);
    },

    async notify(orderId) {
      if (!fake.notificationUrl) throw new Error('fake midtrans: no notificationUrl');
      const res = await fetch(fake.notificationUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(fake.notificationFor(orderId)),
      });
      await res.text();
      return res.status;
    },

    async pay(orderId, opt = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake midtrans: unknown order ${orderId}`);
      if (opt.paymentType && order.paymentType !== 'qris') order.paymentType = opt.paymentType;
      order.status = { transaction_status: 'settlement', status_code: '200', settlement_time: wib(now()) };
      if (opt.notify !== false) await fake.notify(orderId);
    },

    async choosePending(orderId, opt = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake midtrans: unknown order ${orderId}`);
      order.status = { transaction_status: 'pending', status_code: '201' };
      if (opt.notify !== false) await fake.notify(orderId);
    },

    async expire(orderId, opt = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake midtrans: unknown order ${orderId}`);
      order.status = { transaction_status: 'expire', status_code: '407' };
      if (opt.notify !== false) await fake.notify(orderId);
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0]!;
    // The Snap page and its button (a browser, no server key).
    const page = /^\/snap\/v4\/redirection\/([\w-]+)$/.exec(path);
    if (page && req.method === 'GET') {
      const order = byToken.get(page[1]!);
      if (!order) return json(res, 404, { error_messages: ['token not found'] });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Midtrans Snap (tiruan)</title></head>
<body><main><h1>Midtrans (tiruan)</h1><p>Pesanan ${order.orderId}</p><p>Total Rp${order.grossAmount}</p>
<form method="post" action="/snap/v4/redirection/${page[1]}/pay"><button type="submit">Bayar</button></form>
<form method="post" action="/snap/v4/redirection/${page[1]}/pay?via=gopay"><button type="submit">GoPay</button></form></main></body></html>`);
      return;
    }
    const pay = /^\/snap\/v4\/redirection\/([\w-]+)\/pay$/.exec(path);
    if (pay && req.method === 'POST') {
      const order = byToken.get(pay[1]!);
      if (!order) return json(res, 404, { error_messages: ['token not found'] });
      const gopay = new URL(req.url ?? '/', 'http://fake').searchParams.get('via') === 'gopay';
      await fake.pay(order.orderId, {
        notify: Boolean(fake.notificationUrl),
        paymentType: gopay ? 'gopay' : 'bank_transfer',
      });
      const finish = new URL(String(order.request.callbacks?.finish ?? '/'));
      finish.searchParams.set('order_id', order.orderId);
      finish.searchParams.set('status_code', '200');
      finish.searchParams.set('transaction_status', 'settlement');
      res.writeHead(302, { location: finish.toString() });
      res.end();
      return;
    }

    if (await handleRefunds(fake.refunds, req, res, path, () => readBody(req), json)) return;
    if (fake.mode === 'down')
      return json(res, 503, { status_code: '503', status_message: 'Midtrans is under maintenance' });
    if (req.headers.authorization !== auth) {
      return json(res, 401, { status_code: '401', status_message: 'Access denied due to unauthorized transaction' });
    }

    if (path === '/snap/v1/transactions' && req.method === 'POST') {
      let body: Record<string, any>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, any>;
      } catch {
        return json(res, 400, { error_messages: ['request body is not valid JSON'] });
      }
      snapRequests.push(body);
      const errors = validateSnap(body);
      if (errors.length) return json(res, 400, { error_messages: errors });
      const orderId = body.transaction_details.order_id as string;
      if (orders.has(orderId)) {
        return json(res, 400, { error_messages: ['transaction_details.order_id sudah digunakan'] });
      }
      const token = randomUUID();
      const order: FakeOrder = {
        orderId,
        grossAmount: body.transaction_details.gross_amount,
        token,
        request: body,
        paymentType: 'bank_transfer',
        status: null,
        transactionId: randomUUID(),
        createdAt: wib(now()),
      };
      orders.set(orderId, order);
      byToken.set(token, order);
      return json(res, 201, { token, redirect_url: `${url}/snap/v4/redirection/${token}` });
    }

    if (path === '/v2/charge' && req.method === 'POST') {
      let body: Record<string, any>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, any>;
      } catch {
        return json(res, 400, { status_code: '400', status_message: 'request body is not valid JSON' });
      }
      chargeRequests.push(body);
      const errors = validateSnap(body);
      if (body.payment_type !== 'qris') errors.push('payment_type: only qris is faked');
      if (errors.length) return json(res, 400, { status_code: '400', validation_messages: errors });
      const orderId = body.transaction_details.order_id as string;
      if (orders.has(orderId)) {
        return json(res, 406, {
          status_code: '406',
          status_message: 'The request could not be processed (order_id used)',
        });
      }
      const transactionId = randomUUID();
      const order: FakeOrder = {
        orderId,
        grossAmount: body.transaction_details.gross_amount,
        token: transactionId,
        request: body,
        paymentType: 'qris',
        // A charge is a pending transaction at once (the status API knows it).
        status: { transaction_status: 'pending', status_code: '201' },
        transactionId,
        createdAt: wib(now()),
      };
      orders.set(orderId, order);
      return json(res, 200, {
        ...statusBody(order),
        status_message: 'QRIS transaction is created',
        actions: [{ name: 'generate-qr-code', method: 'GET', url: `${url}/v2/qris/${transactionId}/qr-code` }],
        qr_string: `00020101021226620014COM.GO-JEK.WWW011893600914${orderId.replace(/\W/g, '')}5204481253033605405${order.grossAmount}5802ID6304ABCD`,
      });
    }

    const status = /^\/v2\/([^/]+)\/status$/.exec(path);
    if (status && req.method === 'GET') {
      const orderId = decodeURIComponent(status[1]!);
      statusCalls.push(orderId);
      const order = orders.get(orderId);
      if (!order?.status) return json(res, 404, { status_code: '404', status_message: "Transaction doesn't exist." });
      return json(res, 200, statusBody(order));
    }
    const refund = /^\/v2\/([^/]+)\/refund$/.exec(path);
    if (refund && req.method === 'POST') {
      const orderId = decodeURIComponent(refund[1]!);
      return refundOrder(fake.refunds, orders.get(orderId), orderId, await readBody(req), res, json);
    }
    return json(res, 404, { status_code: '404', status_message: 'The requested resource is not found' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err) => json(res, 500, { status_message: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = url;
  fake.snapUrl = `${url}/snap`;
  fake.apiUrl = url;
  return fake;
}
