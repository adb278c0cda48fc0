// Input hygiene in the contract (issue #14): user strings refuse control characters and lone
// surrogates, dates have a sane year range — each answered 400 with a message, never a 5xx, and
// nothing is written. The fuzz suite (fuzz.test.ts) covers every operation; these are the
// defects found by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKasir } from './booth-helpers';
import { createUser, nextPhone, startServer, type TestServer } from './helpers';
import { createAdmin, extraDeparture } from './operator-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

describe('control characters', () => {
  it('a route search with NUL is 400', async () => {
    // (A lone surrogate cannot travel in a URL: it arrives as U+FFFD, which is text.)
    for (const search of ['\u0000', 'Sima\u0000nindo', 'a\u001fb', '\u007f']) {
      const res = await s.api.get('/api/route/get-all', { query: { search } });
      expect(res.status, JSON.stringify(search)).toBe(400);
      expect(res.body.message).toBe('query.search must not contain control characters.');
    }
    expect((await s.api.get('/api/route/get-all', { query: { search: 'Sima' } })).status).toBe(200);
  });

  it('editing the profile with NUL or a lone surrogate in a name is 400 and changes nothing', async () => {
    const user = await createUser(s, { name: 'Budi Santoso' });
    const body = { name: 'Budi', domicile: 'Medan', gender: 'Laki - Laki', age: 40 };
    for (const bad of [
      { name: 'a\u0000b' },
      { name: 'a\nb' },
      { domicile: 'Me\u0000dan' },
      { name: 'x\uDC00' },
      { domicile: 'tab\there' },
    ]) {
      const res = await user.api.put('/api/user/edit', { body: { ...body, ...bad } });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toMatch(/^body\.(name|domicile) must not contain control characters\.$/);
    }
    expect((await user.api.get('/api/user/get')).body.data.name).toBe('Budi Santoso');
    // Emoji and other astral characters (a valid surrogate pair) are text, not control characters.
    const emoji = await user.api.put('/api/user/edit', { body: { ...body, name: 'Budi 🚢' } });
    expect(emoji.status).toBe(200);
  });

  it('registering with NUL in the name is 400 before the phone check', async () => {
    const res = await s.api.post('/api/auth/register', {
      body: { name: 'a\u0000b', phone_number: nextPhone(), password: 'rahasia-123' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('body.name must not contain control characters.');
  });

  it('names longer than the contract allows are 400', async () => {
    const user = await createUser(s);
    const res = await user.api.put('/api/user/edit', {
      body: { name: 'a'.repeat(101), domicile: 'Medan', gender: 'Perempuan', age: 30 },
    });
    expect(res.status).toBe(400);
  });
});

describe("the console's and the booth's text (issue #37)", () => {
  it('a NUL in a reason, a ship name, the audit actor or the booth invoice is 400, not 500', async () => {
    const admin = await createAdmin(s);
    const kasir = await createKasir(s);
    const departure = await extraDeparture(s, admin);
    const ship = { name: 'KMP Baru', seats: 10, laneMetres: 20, reason: 'Kapal baru' };
    for (const [res, message] of [
      [await admin.api.post('/api/operator/ships', { body: { ...ship, name: 'KMP\u0000' } }), 'body.name'],
      [await admin.api.post('/api/operator/ships', { body: { ...ship, reason: 'a\u0000b' } }), 'body.reason'],
      [
        await admin.api.put('/api/operator/departures/{id}/quota', {
          params: { id: departure.id },
          body: { walkinPercent: 10, walkinReleaseHours: 1, reason: 'x\u0000' },
        }),
        'body.reason',
      ],
      [await admin.api.get('/api/operator/audit', { query: { actor: '\u0000' } }), 'query.actor'],
      [await admin.api.get('/api/operator/audit/csv', { query: { actor: 'a\u0000' } }), 'query.actor'],
      [await kasir.api.get('/api/loket/tickets', { query: { invoice: 'INV\u0000' } }), 'query.invoice'],
      [
        await kasir.api.post('/api/loket/tickets/{id}/cancel', { params: { id: 1 }, body: { reason: 'a\u0000' } }),
        'body.reason',
      ],
    ] as const) {
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(`${message} must not contain control characters.`);
    }
  });

  it('a blank reason or ship name is 400 saying so', async () => {
    const admin = await createAdmin(s);
    for (const body of [
      { name: '   ', seats: 10, laneMetres: 20, reason: 'Kapal baru' },
      { name: 'KMP Baru', seats: 10, laneMetres: 20, reason: ' ' },
    ]) {
      const res = await admin.api.post('/api/operator/ships', { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^body\.(name|reason) must not be blank\.$/);
    }
  });
});

describe('dates', () => {
  it('a schedule search outside the years 2000–2099 is 400, not 500', async () => {
    const user = await createUser(s);
    for (const date of ['0000-01-01', '1999-12-31', '2100-01-01', '9999-12-31']) {
      const res = await user.api.get('/api/schedule/get-all/{date}', {
        params: { date },
        query: { fromRoute: 1, toRoute: 2, page: 0, size: 3 },
      });
      expect(res.status, date).toBe(400);
      expect(res.body.message).toBe('path.date must be a date (YYYY-MM-DD) of the years 2000 to 2099.');
    }
    const ok = await user.api.get('/api/schedule/get-all/{date}', {
      params: { date: '2026-11-23' },
      query: { fromRoute: 1, toRoute: 2, page: 0, size: 3 },
    });
    expect(ok.status).toBe(200);
  });
});
