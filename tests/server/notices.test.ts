// WhatsApp notices (issue #24; #23's first notice): a ticket that becomes PAID with a known phone
// number queues one 'ticket' notice with its link, in the same transaction (a booth cash sale with
// the buyer's number, a booth QRIS sale when it is paid, an online order when it settles: the
// account's number). The job sends it through the WhatsApp Cloud API (the local fake), retries a
// failing provider with backoff (1, 5, 30, 120 minutes) and gives up after the fifth attempt; two
// instances on one database send each notice exactly once. No number, no notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../server/app/config';
import { notices, transactions } from '../../server/db/schema';
import { createWhatsAppNoticeSender } from '../../server/notices/whatsapp';
import { signCallback } from '../../server/payments/signature';
import { startFakeWhatsApp, type FakeWhatsApp } from '../fakes/whatsapp';
import {
  createDeparture,
  createUser,
  nextPhone,
  orderBody,
  placeOrder,
  startServer,
  type TestServer,
  type TestUser,
} from './helpers';
import { createKasir, openShift, portIds, saleBody, sell } from './booth-helpers';

const APP = 'https://seberang.example';
const MINUTE = 60_000;
const CASH = 10_000_000;

let s: TestServer;
let wa: FakeWhatsApp;
let kasir: TestUser;
let tigaras: number;
let simanindo: number;

const senderFor = (fake: FakeWhatsApp) =>
  createWhatsAppNoticeSender({
    token: fake.token,
    phoneNumberId: fake.phoneNumberId,
    apiUrl: fake.apiUrl,
    templates: { ticket: { name: 'seberang_tiket', language: 'id' } },
    timeoutMs: 1000,
    retries: 0,
  });

beforeAll(async () => {
  wa = await startFakeWhatsApp();
  s = await startServer({ publicUrl: APP, noticeSender: senderFor(wa) });
  kasir = await createKasir(s);
  await openShift(kasir);
  ({ Tigaras: tigaras, Simanindo: simanindo } = (await portIds(s)) as { Tigaras: number; Simanindo: number });
});
afterAll(async () => {
  await s?.close();
  await wa?.close();
});

const departure = () => createDeparture(s, { from: tigaras, to: simanindo, capacity: 20, minutesAhead: 360 });
const listed = async (phone: string) => {
  const res = await s.api.get('/api/dev/notices', { query: { phone } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.notices as {
    id: number;
    transactionId: number;
    kind: string;
    status: string;
    attempts: number;
    params: Record<string, string>;
  }[];
};
const noticesOf = (transactionId: number) =>
  s.built.db.select().from(notices).where(eq(notices.transactionId, transactionId));
const deliveredTo = (phone: string) => wa.notices.filter((n) => n.to === `62${phone.slice(1)}`);

describe('the ticket notice', () => {
  it('a booth sale with the buyer’s number queues one notice with the link; the job sends it once', async () => {
    const phone = nextPhone();
    const dep = await departure();
    const ticket = (await sell(kasir, saleBody(dep.id, CASH, { phoneNumber: phone }))).body.data.ticket;
    const [queued, ...more] = await listed(phone);
    expect(more).toEqual([]);
    expect(queued).toMatchObject({
      transactionId: ticket.transactionId,
      kind: 'ticket',
      status: 'pending',
      attempts: 0,
      params: {
        link: `${APP}/tiket-detail/${ticket.transactionId}`,
        invoice: ticket.invoiceId,
        route: 'Tigaras → Simanindo',
      },
    });
    expect(queued!.params['date']).toMatch(/2026$/);
    expect(queued!.params['time']).toMatch(/^\d{2}:\d{2} WIB$/);

    await s.built.jobs.runOnce();
    expect(deliveredTo(phone)).toEqual([
      {
        to: `62${phone.slice(1)}`,
        template: 'seberang_tiket',
        language: 'id',
        params: [
          ticket.invoiceId,
          'Tigaras → Simanindo',
          queued!.params['date'],
          queued!.params['time'],
          queued!.params['link'],
        ],
      },
    ]);
    expect(await listed(phone)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
    await s.built.jobs.runOnce();
    expect(deliveredTo(phone)).toHaveLength(1);
  });

  it('no phone number: no notice', async () => {
    const dep = await departure();
    const ticket = (await sell(kasir, saleBody(dep.id, CASH))).body.data.ticket;
    expect(await noticesOf(ticket.transactionId)).toEqual([]);
  });

  it('a booth QRIS sale is told about when it is paid, not before', async () => {
    const phone = nextPhone();
    const dep = await departure();
    const body = saleBody(dep.id, 0, { payment: { method: 'qris' }, phoneNumber: phone });
    const ticket = (await sell(kasir, body)).body.data.ticket;
    expect(await listed(phone)).toEqual([]);
    const pay = await s.api.post('/api/dev/qris/{invoiceId}/pay', { params: { invoiceId: ticket.invoiceId } });
    expect(pay.status).toBe(200);
    expect(await listed(phone)).toEqual([
      expect.objectContaining({
        transactionId: ticket.transactionId,
        params: expect.objectContaining({ link: `${APP}/tiket-detail/${ticket.transactionId}` }),
      }),
    ]);
  });

  it('an online order that settles is told to the account’s number', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s, { capacity: 5 });
    const { message } = await placeOrder(s, user, orderBody(dep.id));
    const [tx] = await s.built.db.select().from(transactions).where(eq(transactions.id, message.transactionId!));
    expect(await listed(user.phone)).toEqual([]);
    const callback = signCallback('test-payment-secret', {
      sessionId: tx!.paymentSessionId!,
      status: 'PAID',
      bankName: 'BCA',
      paymentMethod: 'Virtual Account',
      paidAt: new Date(s.clock.now()).toISOString(),
    });
    expect((await s.api.post('/api/payment/callback', { body: callback, noXsrf: true })).status).toBe(200);
    // A repeated callback changes nothing: still one notice.
    await s.api.post('/api/payment/callback', { body: callback, noXsrf: true });
    expect(await listed(user.phone)).toEqual([
      expect.objectContaining({
        transactionId: tx!.id,
        kind: 'ticket',
        params: expect.objectContaining({ link: `${APP}/tiket-detail/${tx!.id}` }),
      }),
    ]);
    await s.built.jobs.runOnce();
    expect(deliveredTo(user.phone)).toHaveLength(1);
  });

  it('two instances on one database send each notice exactly once', async () => {
    const second = await startServer({ database: s.built.database, clock: s.clock, noticeSender: senderFor(wa) });
    try {
      const phones = Array.from({ length: 6 }, () => nextPhone());
      const dep = await departure();
      for (const phone of phones) {
        expect((await sell(kasir, saleBody(dep.id, CASH, { phoneNumber: phone }))).status).toBe(200);
      }
      await Promise.all([
        s.built.jobs.runOnce(),
        second.built.jobs.runOnce(),
        s.built.jobs.runOnce(),
        second.built.jobs.runOnce(),
      ]);
      for (const phone of phones) {
        expect(deliveredTo(phone)).toHaveLength(1);
        expect(await listed(phone)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
      }
    } finally {
      await second.close();
    }
  });

  it('a failing provider is retried after 1, 5, 30 and 120 minutes, then the notice is failed', async () => {
    const phone = nextPhone();
    const dep = await departure();
    await sell(kasir, saleBody(dep.id, CASH, { phoneNumber: phone }));
    wa.mode = 'down';
    try {
      const attempts = async () => (await listed(phone))[0]!;
      await s.built.jobs.runOnce();
      expect(await attempts()).toMatchObject({ status: 'pending', attempts: 1 });
      for (const [wait, n] of [
        [1, 2],
        [5, 3],
        [30, 4],
      ] as const) {
        // Not before its time...
        s.clock.advance((wait - 0.5) * MINUTE);
        await s.built.jobs.runOnce();
        expect((await attempts()).attempts).toBe(n - 1);
        // ...then once.
        s.clock.advance(0.5 * MINUTE);
        await s.built.jobs.runOnce();
        expect(await attempts()).toMatchObject({ status: 'pending', attempts: n });
      }
      s.clock.advance(120 * MINUTE);
      await s.built.jobs.runOnce();
      expect(await attempts()).toMatchObject({ status: 'failed', attempts: 5 });
      wa.mode = 'up';
      s.clock.advance(24 * 60 * MINUTE);
      await s.built.jobs.runOnce();
      expect(await attempts()).toMatchObject({ status: 'failed', attempts: 5 });
      expect(deliveredTo(phone)).toEqual([]);
    } finally {
      wa.mode = 'up';
    }
  });
});

describe('NOTICE_SENDER', () => {
  const base = { JWT_SECRET: 'j', PAYMENT_SECRET: 'p', DATA_DIR: '/nonexistent-seberang-test' };
  const wa = { WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1' };
  it('is the log by default; whatsapp needs the credentials and PUBLIC_URL; the template is configurable', () => {
    expect(loadConfig(base).notices).toEqual({ sender: 'log' });
    expect(() => loadConfig({ ...base, NOTICE_SENDER: 'sms' })).toThrow(/NOTICE_SENDER/);
    expect(() => loadConfig({ ...base, NOTICE_SENDER: 'whatsapp', PUBLIC_URL: APP })).toThrow(/WHATSAPP_TOKEN/);
    expect(() => loadConfig({ ...base, ...wa, NOTICE_SENDER: 'whatsapp' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...base, ...wa, NOTICE_SENDER: 'whatsapp', PUBLIC_URL: APP }).notices).toMatchObject({
      sender: 'whatsapp',
      templates: { ticket: { name: 'seberang_tiket', language: 'id' } },
    });
    const custom = loadConfig({
      ...base,
      ...wa,
      NOTICE_SENDER: 'whatsapp',
      PUBLIC_URL: APP,
      WHATSAPP_TICKET_TEMPLATE: 'tiket_kapal',
      WHATSAPP_TICKET_TEMPLATE_LANGUAGE: 'en',
    }).notices;
    expect(custom).toMatchObject({ templates: { ticket: { name: 'tiket_kapal', language: 'en' } } });
  });
});
