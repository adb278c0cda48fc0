// The departure notices (issue #23): when the operator holds (Tahan Keberangkatan, issue #37) or
// cancels (Batalkan Keberangkatan) a departure, every PAID ticket with a number gets one
// 'departure_closed' notice with the reason as passengers read it and the ticket's link, queued in
// the status change's transaction (a refused change queues none); a hold then a cancel are two
// notices. A paused sale (Tunda Penjualan) tells no one and its tickets still get their reminder. The reminder
// goes NOTICE_REMINDER_HOURS (default 3) before departure to each paid ticket not checked in, once
// however many instances run the job. The ticket answers carry the latest notice's state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../server/app/config';
import { notices, transactions } from '../../server/db/schema';
import { CHECK_IN_ADVICE } from '../../server/orders/eticket';
import { createWhatsAppNoticeSender } from '../../server/notices/whatsapp';
import { startFakeWhatsApp, type FakeWhatsApp } from '../fakes/whatsapp';
import { createDeparture, createUser, nextPhone, startServer, type TestServer, type TestUser } from './helpers';
import { createKasir, openShift, portIds, saleBody, sell } from './booth-helpers';
import { createAdmin } from './operator-helpers';
import { heldTicket, paidTicket } from './port-helpers';

const APP = 'https://seberang.example';
const CASH = 10_000_000;
const template = (name: string) => ({ name, language: 'id' });

let s: TestServer;
let wa: FakeWhatsApp;
let kasir: TestUser;
let admin: TestUser;
let tigaras: number;
let simanindo: number;

const senderFor = (fake: FakeWhatsApp) =>
  createWhatsAppNoticeSender({
    token: fake.token,
    phoneNumberId: fake.phoneNumberId,
    apiUrl: fake.apiUrl,
    templates: {
      ticket: template('seberang_tiket'),
      departure_closed: template('seberang_keberangkatan_ditutup'),
      reminder: template('seberang_pengingat'),
    },
    timeoutMs: 1000,
    retries: 0,
  });

beforeAll(async () => {
  wa = await startFakeWhatsApp();
  s = await startServer({ publicUrl: APP, noticeSender: senderFor(wa) });
  kasir = await createKasir(s);
  await openShift(kasir);
  admin = await createAdmin(s);
  ({ Tigaras: tigaras, Simanindo: simanindo } = (await portIds(s)) as { Tigaras: number; Simanindo: number });
});
afterAll(async () => {
  await s?.close();
  await wa?.close();
});

const departure = (minutesAhead = 360) =>
  createDeparture(s, { from: tigaras, to: simanindo, capacity: 20, minutesAhead });
const setStatus = (id: number, body: Record<string, unknown>) =>
  admin.api.post('/api/operator/departures/{id}/status', { params: { id }, body });
const noticesOf = async (transactionId: number, kind?: string) =>
  (await s.built.db.select().from(notices).where(eq(notices.transactionId, transactionId))).filter(
    (n) => !kind || n.kind === kind,
  );
const closedOf = (transactionId: number) => noticesOf(transactionId, 'departure_closed');
const remindersOf = (transactionId: number) => noticesOf(transactionId, 'reminder');

/** A departure with a booth ticket (buyer's number), an online paid ticket and an unpaid hold. */
async function threeTickets(minutesAhead = 360) {
  const dep = await departure(minutesAhead);
  const buyer = nextPhone();
  const booth = (await sell(kasir, saleBody(dep.id, CASH, { phoneNumber: buyer }))).body.data.ticket as {
    transactionId: number;
    invoiceId: string;
  };
  const user = await createUser(s);
  const online = await paidTicket(s, user, { scheduleId: dep.id });
  const unpaid = await heldTicket(s, await createUser(s), { scheduleId: dep.id });
  return { dep, buyer, booth, user, online, unpaid };
}

describe('a held or cancelled departure (a paused sale tells no one, issue #37)', () => {
  it('cancelling queues one notice per paid ticket with the reason and the link; the job sends them', async () => {
    const { dep, buyer, booth, user, online, unpaid } = await threeTickets();
    const res = await setStatus(dep.id, { status: 'cancelled', reason: 'cuaca', note: 'Angin kencang', windKnots: 20 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const [boothNotice, ...moreBooth] = await closedOf(booth.transactionId);
    expect(moreBooth).toEqual([]);
    expect(boothNotice).toMatchObject({
      kind: 'departure_closed',
      status: 'pending',
      phoneNumber: buyer,
      dedupeKey: `closed:${booth.transactionId}:cancelled:${dep.id}`,
      params: {
        reason: 'Cuaca / izin Syahbandar (angin 20 knot): Angin kencang',
        status: 'dibatalkan',
        link: `${APP}/tiket-detail/${booth.transactionId}`,
        invoice: booth.invoiceId,
        route: 'Tigaras → Simanindo',
      },
    });
    expect(boothNotice!.params['time']).toMatch(/^\d{2}:\d{2} WIB$/);
    const [onlineNotice, ...moreOnline] = await closedOf(online.id);
    expect(moreOnline).toEqual([]);
    expect(onlineNotice).toMatchObject({
      phoneNumber: user.phone,
      params: { link: `${APP}/tiket-detail/${online.id}`, invoice: online.invoiceId, status: 'dibatalkan' },
    });
    expect(await noticesOf(unpaid.id)).toEqual([]);

    await s.built.jobs.runOnce();
    const sent = wa.notices.filter(
      (n) => n.template === 'seberang_keberangkatan_ditutup' && n.to === `62${buyer.slice(1)}`,
    );
    expect(sent).toEqual([
      expect.objectContaining({
        params: [
          'Tigaras → Simanindo',
          boothNotice!.params['date'],
          boothNotice!.params['time'],
          'dibatalkan',
          'Cuaca / izin Syahbandar (angin 20 knot): Angin kencang',
          booth.invoiceId,
          `${APP}/tiket-detail/${booth.transactionId}`,
        ],
      }),
    ]);
    expect((await closedOf(booth.transactionId))[0]).toMatchObject({ status: 'sent' });
  });

  it('a refused status change queues none; the same status twice is refused 409 and queues nothing more', async () => {
    const { dep, online } = await threeTickets();
    // 400 (no wind for cuaca): nothing changed, nothing queued.
    expect((await setStatus(dep.id, { status: 'held', reason: 'cuaca', note: 'Angin' })).status).toBe(400);
    expect(await closedOf(online.id)).toEqual([]);
    expect((await setStatus(dep.id, { status: 'held', reason: 'kapal_rusak', note: 'Mesin' })).status).toBe(200);
    expect((await setStatus(dep.id, { status: 'held', reason: 'kapal_rusak', note: 'Mesin' })).status).toBe(409);
    expect(await closedOf(online.id)).toHaveLength(1);
    // Reopened and held again: the same purpose, still one notice.
    expect((await setStatus(dep.id, { status: 'open', reason: 'lainnya', note: 'Sudah baik' })).status).toBe(200);
    expect((await setStatus(dep.id, { status: 'held', reason: 'lainnya', note: 'Lagi' })).status).toBe(200);
    expect(await closedOf(online.id)).toHaveLength(1);
  });

  it('a paused sale tells no one; a hold then a cancel: two notices per ticket, the hold’s says ditahan', async () => {
    const { dep, booth, online } = await threeTickets();
    expect((await setStatus(dep.id, { status: 'stopped', reason: 'lainnya', note: 'Dek penuh' })).status).toBe(200);
    expect(await closedOf(online.id)).toEqual([]);
    expect((await setStatus(dep.id, { status: 'held', reason: 'kapal_rusak', note: 'Mesin' })).status).toBe(200);
    expect((await setStatus(dep.id, { status: 'cancelled', reason: 'lainnya', note: 'Dok' })).status).toBe(200);
    for (const id of [booth.transactionId, online.id]) {
      const rows = await closedOf(id);
      expect(rows.map((r) => [r.dedupeKey, r.params['status'], r.params['reason']])).toEqual([
        [`closed:${id}:held:${dep.id}`, 'ditahan', 'Kapal rusak: Mesin'],
        [`closed:${id}:cancelled:${dep.id}`, 'dibatalkan', 'Lainnya: Dok'],
      ]);
    }
    // A cancelled departure is final: 409, nothing more.
    expect((await setStatus(dep.id, { status: 'cancelled', reason: 'lainnya', note: 'x' })).status).toBe(409);
    expect(await closedOf(online.id)).toHaveLength(2);
  });
});

describe('the reminder before departure', () => {
  it('tickets leaving within 3 h get one, with the check-in advice; later ones and checked-in ones none', async () => {
    const soon = await threeTickets(120);
    const later = await threeTickets(300);
    const checkedIn = await paidTicket(s, await createUser(s), { scheduleId: soon.dep.id });
    await s.built.db.update(transactions).set({ checkedIn: true }).where(eq(transactions.id, checkedIn.id));

    await s.built.jobs.runOnce();
    const [reminder, ...more] = await remindersOf(soon.online.id);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      dedupeKey: `reminder:${soon.online.id}:${soon.dep.id}`,
      phoneNumber: soon.user.phone,
      status: 'sent',
      params: {
        advice: CHECK_IN_ADVICE,
        link: `${APP}/tiket-detail/${soon.online.id}`,
        invoice: soon.online.invoiceId,
      },
    });
    expect(CHECK_IN_ADVICE).toMatch(/30 menit sebelum keberangkatan/);
    expect(await remindersOf(soon.booth.transactionId)).toHaveLength(1);
    expect(await remindersOf(soon.unpaid.id)).toEqual([]);
    expect(await remindersOf(checkedIn.id)).toEqual([]);
    expect(await remindersOf(later.online.id)).toEqual([]);
    const sent = wa.notices.filter(
      (n) => n.template === 'seberang_pengingat' && n.to === `62${soon.user.phone.slice(1)}`,
    );
    expect(sent).toEqual([
      expect.objectContaining({
        params: [
          soon.online.invoiceId,
          reminder!.params['route'],
          reminder!.params['date'],
          reminder!.params['time'],
          CHECK_IN_ADVICE,
          `${APP}/tiket-detail/${soon.online.id}`,
        ],
      }),
    ]);
    // Another run: nothing new.
    await s.built.jobs.runOnce();
    expect(await remindersOf(soon.online.id)).toHaveLength(1);
  });

  it('a held departure gets no reminder; one whose sale is only paused still sails and gets it (issue #37)', async () => {
    const held = await threeTickets(90);
    expect((await setStatus(held.dep.id, { status: 'held', reason: 'kapal_rusak', note: 'Mesin' })).status).toBe(200);
    const paused = await threeTickets(100);
    expect((await setStatus(paused.dep.id, { status: 'stopped', reason: 'lainnya', note: 'Penuh' })).status).toBe(200);
    await s.built.jobs.runOnce();
    expect(await remindersOf(held.online.id)).toEqual([]);
    expect(await remindersOf(paused.online.id)).toHaveLength(1);
  });

  it('two instances running the job at once queue and send each reminder once', async () => {
    const second = await startServer({ database: s.built.database, clock: s.clock, noticeSender: senderFor(wa) });
    try {
      const { online, user } = await threeTickets(100);
      await Promise.all([
        s.built.jobs.runOnce(),
        second.built.jobs.runOnce(),
        s.built.jobs.runOnce(),
        second.built.jobs.runOnce(),
      ]);
      expect(await remindersOf(online.id)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
      const sent = wa.notices.filter((n) => n.template === 'seberang_pengingat' && n.to === `62${user.phone.slice(1)}`);
      expect(sent).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('the ticket answers carry the latest notice', () => {
  it('GET /api/transaction/get/{id} and the list: null, then pending, then sent with its time', async () => {
    const user = await createUser(s);
    const dep = await departure(600);
    // A hold on another departure (the same departure would answer the same open hold).
    const unpaid = await heldTicket(s, user, { scheduleId: (await departure(600)).id });
    const detail = async (id: number) =>
      (await s.api.get('/api/transaction/get/{id}', { token: user.token, params: { id } })).body.data;
    expect((await detail(unpaid.id)).notice).toBeNull();

    const paid = await paidTicket(s, user, { scheduleId: dep.id });
    expect((await detail(paid.id)).notice).toEqual({ kind: 'ticket', status: 'pending', sentAt: null });
    await s.built.jobs.runOnce();
    expect((await detail(paid.id)).notice).toEqual({
      kind: 'ticket',
      status: 'sent',
      sentAt: expect.stringMatching(/^20\d\d-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+07:00$/),
    });
    expect((await setStatus(dep.id, { status: 'cancelled', reason: 'lainnya', note: 'Dok' })).status).toBe(200);
    expect((await detail(paid.id)).notice).toEqual({ kind: 'departure_closed', status: 'pending', sentAt: null });

    const list = await s.api.get('/api/transaction/user/get-all', {
      token: user.token,
      query: { isActive: true, page: 0, size: 10 },
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const items = list.body.data.transactions as { id: number; notice: unknown }[];
    expect(items.find((t) => t.id === paid.id)?.notice).toEqual({
      kind: 'departure_closed',
      status: 'pending',
      sentAt: null,
    });
    expect(items.find((t) => t.id === unpaid.id)?.notice).toBeNull();
  });
});

describe('NOTICE_REMINDER_HOURS and the templates', () => {
  const base = { JWT_SECRET: 'j', PAYMENT_SECRET: 'p', DATA_DIR: '/nonexistent-seberang-test' };
  it('whole hours 1–48, default 3, a clear error otherwise', () => {
    expect(loadConfig(base).noticeReminderHours).toBe(3);
    expect(loadConfig({ ...base, NOTICE_REMINDER_HOURS: '' }).noticeReminderHours).toBe(3);
    expect(loadConfig({ ...base, NOTICE_REMINDER_HOURS: '1' }).noticeReminderHours).toBe(1);
    expect(loadConfig({ ...base, NOTICE_REMINDER_HOURS: '48' }).noticeReminderHours).toBe(48);
    for (const bad of ['0', '49', '2.5', 'tiga', '-1']) {
      expect(() => loadConfig({ ...base, NOTICE_REMINDER_HOURS: bad })).toThrow(
        `NOTICE_REMINDER_HOURS must be a whole number of hours from 1 to 48, not '${bad}'.`,
      );
    }
  });
  it('one template per kind, with defaults and overrides', () => {
    const wa = { WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1', NOTICE_SENDER: 'whatsapp', PUBLIC_URL: APP };
    expect(loadConfig({ ...base, ...wa }).notices).toMatchObject({
      templates: {
        departure_closed: template('seberang_keberangkatan_ditutup'),
        reminder: template('seberang_pengingat'),
      },
    });
    expect(
      loadConfig({ ...base, ...wa, WHATSAPP_CLOSED_TEMPLATE: 'batal', WHATSAPP_REMINDER_TEMPLATE: 'ingat' }).notices,
    ).toMatchObject({ templates: { departure_closed: template('batal'), reminder: template('ingat') } });
  });
});
