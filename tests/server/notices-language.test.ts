// The passenger's language in every WhatsApp notice (issue #40 item 1), over HTTP: an account that
// chose English is told of a held or cancelled departure, a delay and the coming departure in
// English (the log sender's text, the English template over WhatsApp); an account that chose
// nothing and a booth buyer without an account read exactly what the notices always said. The
// paid ticket's own notice: tests/server/preferences.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { closureText, type Closure } from '../../kernel/closure';
import { formatDateLong } from '../../kernel/time';
import { notices } from '../../server/db/schema';
import { createLogNoticeSender } from '../../server/notices/sender';
import { createWhatsAppNoticeSender } from '../../server/notices/whatsapp';
import { closureReasonText } from '../../server/notices/words';
import { startFakeWhatsApp, type FakeWhatsApp } from '../fakes/whatsapp';
import { createDeparture, createUser, nextPhone, startServer, type TestServer, type TestUser } from './helpers';
import { createKasir, openShift, portIds, saleBody, sell } from './booth-helpers';
import { createAdmin } from './operator-helpers';
import { paidTicket } from './port-helpers';

const APP = 'https://seberang.example';
const ENGLISH_DATE = /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2}, \d{4}$/;

let s: TestServer;
let admin: TestUser;
let kasir: TestUser;
let tigaras: number;
let simanindo: number;
/** What the log sender wrote: one entry per notice sent. */
const logged: { kind: string; phoneNumber: string; text: string | null }[] = [];

beforeAll(async () => {
  s = await startServer({
    publicUrl: APP,
    noticeSender: createLogNoticeSender({
      info: (obj) => logged.push(obj as (typeof logged)[number]),
    }),
  });
  admin = await createAdmin(s);
  kasir = await createKasir(s);
  await openShift(kasir);
  ({ Tigaras: tigaras, Simanindo: simanindo } = (await portIds(s)) as { Tigaras: number; Simanindo: number });
});
afterAll(() => s?.close());

/** A departure with a paid ticket of a tourist (English), of a local (no choice) and of a booth buyer. */
async function threeHolders(minutesAhead: number) {
  const dep = await createDeparture(s, { from: tigaras, to: simanindo, capacity: 20, minutesAhead });
  const tourist = await createUser(s, { name: 'Emma Tourist' });
  expect((await tourist.api.put('/api/user/preferences', { body: { language: 'en' } })).status).toBe(200);
  const local = await createUser(s);
  const english = await paidTicket(s, tourist, { scheduleId: dep.id });
  const indonesian = await paidTicket(s, local, { scheduleId: dep.id });
  const buyer = nextPhone();
  const booth = (await sell(kasir, saleBody(dep.id, 10_000_000, { phoneNumber: buyer }))).body.data.ticket as {
    transactionId: number;
    invoiceId: string;
  };
  return { dep, tourist, local, english, indonesian, buyer, booth };
}

const noticeOf = async (transactionId: number, kind: string) => {
  const rows = await s.built.db
    .select()
    .from(notices)
    .where(and(eq(notices.transactionId, transactionId), eq(notices.kind, kind)));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};
/** The text the log sender wrote for the one notice of `kind` to `phone`. */
const textTo = (phone: string, kind: string) => {
  const texts = logged.filter((l) => l.phoneNumber === phone && l.kind === kind).map((l) => l.text);
  expect(texts).toHaveLength(1);
  return texts[0];
};
const link = (id: number) => `${APP}/tiket-detail/${id}`;

describe('a held or cancelled departure', () => {
  it("tells the English account in English, the others in the notices' Indonesian, verbatim", async () => {
    const h = await threeHolders(360);
    const res = await admin.api.post('/api/operator/departures/{id}/status', {
      params: { id: h.dep.id },
      body: { status: 'held', reason: 'cuaca', note: 'Angin kencang', windKnots: 20 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await s.built.jobs.runOnce();

    const en = await noticeOf(h.english.id, 'departure_closed');
    expect(en.status).toBe('sent');
    expect(en.params).toMatchObject({ language: 'en', status: 'put on hold' });
    expect(en.params['date']).toMatch(ENGLISH_DATE);
    expect(textTo(h.tourist.phone, 'departure_closed')).toBe(
      `The Tigaras → Simanindo departure on ${formatDateLong(h.dep.issuedDate, 'en')} at ${en.params['time']} ` +
        `has been put on hold by the operator. Reason: Weather / harbour master's clearance (wind 20 knots): ` +
        `Angin kencang. Ticket ${h.english.invoiceId}: choose what to do at ${link(h.english.id)}`,
    );

    for (const [id, phone, invoice] of [
      [h.indonesian.id, h.local.phone, h.indonesian.invoiceId],
      [h.booth.transactionId, h.buyer, h.booth.invoiceId],
    ] as const) {
      const notice = await noticeOf(id, 'departure_closed');
      expect(notice.params).toMatchObject({
        language: 'id',
        status: 'ditahan',
        reason: 'Cuaca / izin Syahbandar (angin 20 knot): Angin kencang',
        date: formatDateLong(h.dep.issuedDate),
      });
      expect(textTo(phone, 'departure_closed')).toBe(
        `Keberangkatan Tigaras → Simanindo ${formatDateLong(h.dep.issuedDate)} pukul ${notice.params['time']} ` +
          `ditahan oleh operator. Alasan: Cuaca / izin Syahbandar (angin 20 knot): Angin kencang. ` +
          `Tiket ${invoice}: pilih langkah Anda di ${link(id)}`,
      );
    }

    // Cancelled afterwards: the English word for it.
    const cancel = await admin.api.post('/api/operator/departures/{id}/status', {
      params: { id: h.dep.id },
      body: { status: 'cancelled', reason: 'kapal_rusak', note: 'Mesin' },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const cancelled = (await s.built.db.select().from(notices).where(eq(notices.transactionId, h.english.id))).find(
      (n) => n.dedupeKey.includes(':cancelled:'),
    );
    expect(cancelled!.params).toMatchObject({ status: 'cancelled', reason: 'Ship breakdown: Mesin' });
  });
});

describe('a delayed departure', () => {
  it('tells the English account the new time and its choices in English; Indonesian as before', async () => {
    const h = await threeHolders(360);
    const res = await admin.api.post('/api/operator/departures/{id}/delay', {
      params: { id: h.dep.id },
      body: { minutes: 40, reason: 'lainnya', note: 'Menunggu muatan' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await s.built.jobs.runOnce();

    const en = await noticeOf(h.english.id, 'departure_delayed');
    expect(en.params['newDate']).toMatch(ENGLISH_DATE);
    expect(textTo(h.tourist.phone, 'departure_delayed')).toBe(
      `The Tigaras → Simanindo departure on ${formatDateLong(h.dep.issuedDate, 'en')} at ${en.params['time']} ` +
        `is delayed to ${en.params['newDate']} at ${en.params['newTime']}. Reason: Other: Menunggu muatan. ` +
        `Your ticket stays valid for the new time. Ticket ${h.english.invoiceId}: ${link(h.english.id)}`,
    );
    const id = await noticeOf(h.indonesian.id, 'departure_delayed');
    expect(id.params).toMatchObject({
      language: 'id',
      reason: 'Lainnya: Menunggu muatan',
      choices: 'Tiket Anda tetap berlaku untuk waktu baru.',
    });
    expect(textTo(h.local.phone, 'departure_delayed')).toBe(
      `Keberangkatan Tigaras → Simanindo ${formatDateLong(h.dep.issuedDate)} pukul ${id.params['time']} ` +
        `diundur ke ${id.params['newDate']} pukul ${id.params['newTime']}. Alasan: Lainnya: Menunggu muatan. ` +
        `Tiket Anda tetap berlaku untuk waktu baru. Tiket ${h.indonesian.invoiceId}: ${link(h.indonesian.id)}`,
    );

    // Past DELAY_FREE_MINUTES: the free choices, in each language.
    const longer = await admin.api.post('/api/operator/departures/{id}/delay', {
      params: { id: h.dep.id },
      body: { minutes: 130, reason: 'lainnya', note: 'Dok' },
    });
    expect(longer.status, JSON.stringify(longer.body)).toBe(200);
    const choices = async (txId: number) =>
      (await s.built.db.select().from(notices).where(eq(notices.transactionId, txId)))
        .filter((n) => n.kind === 'departure_delayed')
        .map((n) => n.params['choices']);
    expect(await choices(h.english.id)).toContain(
      'You may move to another departure for free or get a 100 % refund before the new time.',
    );
    expect(await choices(h.indonesian.id)).toContain(
      'Anda dapat pindah jadwal gratis atau refund 100 % sebelum waktu baru.',
    );
  });
});

describe('the reminder', () => {
  it('reminds the English account in English, with the e-ticket’s advice in English', async () => {
    const h = await threeHolders(120);
    await s.built.jobs.runOnce();
    const en = await noticeOf(h.english.id, 'reminder');
    expect(textTo(h.tourist.phone, 'reminder')).toBe(
      `Reminder: ticket ${h.english.invoiceId}, Tigaras → Simanindo, ${formatDateLong(h.dep.issuedDate, 'en')} ` +
        `at ${en.params['time']}. Show this e-ticket (QR) to the port officer at least 30 minutes before ` +
        `departure. Your ticket: ${link(h.english.id)}`,
    );
    const id = await noticeOf(h.indonesian.id, 'reminder');
    expect(textTo(h.local.phone, 'reminder')).toBe(
      `Pengingat: tiket ${h.indonesian.invoiceId}, Tigaras → Simanindo, ${formatDateLong(h.dep.issuedDate)} ` +
        `pukul ${id.params['time']}. Tunjukkan e-tiket ini (QR) kepada petugas pelabuhan paling lambat 30 menit ` +
        `sebelum keberangkatan. Tiket Anda: ${link(h.indonesian.id)}`,
    );
  });
});

describe('the WhatsApp templates', () => {
  let wa: FakeWhatsApp;
  beforeAll(async () => {
    wa = await startFakeWhatsApp();
  });
  afterAll(() => wa?.close());

  it("sends each kind with its template in the notice's language", async () => {
    const sender = createWhatsAppNoticeSender({
      token: wa.token,
      phoneNumberId: wa.phoneNumberId,
      apiUrl: wa.apiUrl,
      templates: {
        departure_closed: { name: 'seberang_keberangkatan_ditutup', language: 'id' },
        reminder: { name: 'seberang_pengingat', language: 'id' },
      },
      timeoutMs: 1000,
      retries: 0,
    });
    const h = await threeHolders(150);
    await s.built.jobs.runOnce();
    for (const [txId, language] of [
      [h.english.id, 'en'],
      [h.indonesian.id, 'id'],
    ] as const) {
      const n = await noticeOf(txId, 'reminder');
      await sender.send({ id: n.id, kind: n.kind, phoneNumber: n.phoneNumber, params: n.params });
      const [sent] = wa.notices.filter((w) => w.to === `62${n.phoneNumber.slice(1)}`);
      expect(sent).toMatchObject({ template: 'seberang_pengingat', language });
      expect(sent!.params[4]).toBe(
        language === 'en'
          ? 'Show this e-ticket (QR) to the port officer at least 30 minutes before departure.'
          : 'Tunjukkan e-tiket ini (QR) kepada petugas pelabuhan paling lambat 30 menit sebelum keberangkatan.',
      );
    }
  });
});

describe("the closure's reason", () => {
  it('reads in Indonesian exactly as kernel/closure.ts closureText writes it, for every reason', () => {
    const closures: Closure[] = [
      { reason: 'cuaca', windKnots: 20, note: 'Angin kencang' },
      { reason: 'cuaca', windKnots: null, note: '' },
      { reason: 'kapal_rusak', windKnots: null, note: ' Mesin ' },
      { reason: 'lainnya', windKnots: null, note: 'Dok' },
    ];
    for (const c of closures) expect(closureReasonText(c, 'id')).toBe(closureText(c));
    expect(closureReasonText(closures[1]!, 'en')).toBe("Weather / harbour master's clearance");
  });
});
