// The passenger's language on the account (issue #40 item 1) over HTTP: GET and PUT
// /api/user/preferences (passengers only), and the server's messages in the request's language.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../server/db/schema';
import { noticeText } from '../../server/notices/text';
import { createUser, startServer, type TestServer, type TestUser } from './helpers';
import { createOfficer, paidTicket } from './port-helpers';

let s: TestServer;
let user: TestUser;

beforeAll(async () => {
  s = await startServer();
  user = await createUser(s);
});
afterAll(() => s?.close());

describe('GET/PUT /api/user/preferences', () => {
  it('reads null until the account chooses, then the choice', async () => {
    const fresh = await user.api.get('/api/user/preferences');
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toEqual({ language: null });

    const saved = await user.api.put('/api/user/preferences', { body: { language: 'en' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ language: 'en' });
    expect((await user.api.get('/api/user/preferences')).body.data).toEqual({ language: 'en' });

    await user.api.put('/api/user/preferences', { body: { language: 'id' } });
    expect((await user.api.get('/api/user/preferences')).body.data).toEqual({ language: 'id' });
  });

  it('refuses another language, an unknown field and no token with 4xx', async () => {
    expect((await user.api.put('/api/user/preferences', { body: { language: 'fr' } })).status).toBe(400);
    expect((await user.api.put('/api/user/preferences', { body: { language: 'en', x: 1 } })).status).toBe(400);
    expect((await user.api.put('/api/user/preferences', { body: {} })).status).toBe(400);
    expect((await user.api.get('/api/user/preferences', { token: null })).status).toBe(401);
  });

  it("is the passengers' only: an officer's token gets 403", async () => {
    const officer = await createOfficer(s);
    expect((await officer.api.get('/api/user/preferences')).status).toBe(403);
    expect((await officer.api.put('/api/user/preferences', { body: { language: 'en' } })).status).toBe(403);
  });
});

describe("the server's messages in the request's language", () => {
  const options = (headers: Record<string, string> = {}) =>
    user.api.get('/api/ticket/{id}/reschedule-options', {
      params: { id: 999_999 },
      query: { date: '2026-11-24' },
      headers,
    });

  it('answers Indonesian by default and to any language but English, verbatim', async () => {
    const cases: Record<string, string>[] = [{}, { 'accept-language': 'id-ID,id;q=0.9' }, { 'accept-language': 'fr' }];
    for (const headers of cases) {
      const res = await options(headers);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Tiket tidak ditemukan.');
    }
  });

  it('answers English to an English request', async () => {
    for (const language of ['en', 'en-GB', 'en-US,en;q=0.9,id;q=0.8']) {
      const res = await options({ 'accept-language': language });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Ticket not found.');
    }
  });

  it("keeps the spec's English messages as they are", async () => {
    const res = await s.api.get('/api/user/get', { headers: { 'accept-language': 'id' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Authentication token not found.');
  });
});

describe("the passenger's language in the e-ticket and the WhatsApp notice", () => {
  const pdfOf = async (token: string, id: number) => {
    const res = await fetch(`${s.base}/api/transaction/generate/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer()).toString('latin1');
  };

  it('writes the PDF and the ticket notice in English for an English account, in Indonesian otherwise', async () => {
    const tourist = await createUser(s, { name: 'Emma Tourist' });
    await tourist.api.put('/api/user/preferences', { body: { language: 'en' } });
    const english = await paidTicket(s, tourist, { minutesAhead: 600 });
    expect(await pdfOf(tourist.token, english.id)).toContain('(E-ticket ');

    const local = await createUser(s);
    const indonesian = await paidTicket(s, local, { minutesAhead: 600 });
    expect(await pdfOf(local.token, indonesian.id)).toContain('(E-tiket ');

    const [enNotice] = await s.built.db.select().from(notices).where(eq(notices.transactionId, english.id));
    expect(enNotice!.params['language']).toBe('en');
    expect(enNotice!.params['date']).toMatch(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(noticeText('ticket', enNotice!.params)).toMatch(
      /^Ticket .+ is paid\. .+ at \d{2}:\d{2} WIB\. See your ticket: /,
    );

    const [idNotice] = await s.built.db.select().from(notices).where(eq(notices.transactionId, indonesian.id));
    expect(idNotice!.params['language']).toBe('id');
    expect(noticeText('ticket', idNotice!.params)).toMatch(
      /^Tiket .+ sudah dibayar\. .+ pukul \d{2}:\d{2} WIB\. Lihat tiket Anda: /,
    );
  });
});
