import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEPARTURE_HEADER,
  OFFLINE_TICKETS_CACHE,
  accountOf,
  departureMsOf,
  dropPassedTickets,
  isPassed,
  isTicketPdfKept,
  keepOfflineTicketsOf,
  keepablePart,
  keptUntil,
  offlineKey,
  offlineTicketKind,
  ticketUrl,
} from '../../src/lib/offline-tickets';

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (payload: object) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.sig`;
const url = (path: string) => new URL(path, 'https://seberang.example');
const NOW = Date.UTC(2026, 10, 25, 0, 0);
const AHEAD = { issuedDate: '2026-11-25', issuedTime: '08:30:00' };
const AHEAD_MS = Date.UTC(2026, 10, 25, 1, 30);
const PASSED = { issuedDate: '2026-11-24', issuedTime: '16:00:00' };

describe('offline tickets: what the service worker may keep', () => {
  it('keeps the tiket-saya list, a ticket detail and its e-ticket PDF, and nothing else of the API', () => {
    expect(offlineTicketKind(url('/api/transaction/user/get-all?isActive=true&page=0&size=5'))).toBe('list');
    expect(offlineTicketKind(url('/api/transaction/get/42'))).toBe('detail');
    expect(offlineTicketKind(url('/api/transaction/generate/42'))).toBe('pdf');
    for (const other of [
      '/api/transaction/user/get-all?isActive=false&page=0&size=5', // history: never kept
      '/api/transaction/get/42/extra',
      '/api/transaction/get/abc',
      '/api/user/get',
      '/api/schedule/get-all/2026-11-25',
      '/api/transaction/order',
      '/tiket-saya',
    ]) {
      expect(offlineTicketKind(url(other)), other).toBeNull();
    }
  });

  it('keeps a copy under the account of the bearer token only', () => {
    expect(accountOf(`Bearer ${token({ sub: '7', exp: 1 })}`)).toBe('7');
    expect(accountOf(null)).toBeNull();
    expect(accountOf('Bearer not-a-jwt')).toBeNull();
    expect(accountOf(`Bearer ${token({ sub: 'admin' })}`)).toBeNull();
    expect(accountOf(`Basic ${token({ sub: '7' })}`)).toBeNull();
    const list = url('/api/transaction/get/42');
    expect(offlineKey(list, '7')).not.toBe(offlineKey(list, '8'));
    expect(offlineKey(list, '7')).toBe(offlineKey(url('/api/transaction/get/42#x'), '7'));
  });

  it('keeps the paid entries of a list page, a detail only while paid', () => {
    const item = (id: number, paid: boolean) => ({ id, paid, invoiceId: `INV-${id}`, schedule: AHEAD });
    const list = {
      status: 200,
      message: 'Success.',
      data: { transactions: [item(1, true), item(2, false)], has_more: true },
    };
    expect(keepablePart('list', list, NOW)).toEqual({
      status: 200,
      message: 'Success.',
      data: { transactions: [item(1, true)], has_more: true },
    });
    const detail = (paid: boolean) => ({
      status: 200,
      message: 'Success.',
      data: { id: 1, paid, boardingPass: paid ? 'x.y.z' : null, schedule: AHEAD },
    });
    expect(keepablePart('detail', detail(true), NOW)).toEqual(detail(true));
    expect(keepablePart('detail', detail(false), NOW)).toBeNull();
    for (const junk of [
      null,
      'x',
      [],
      { status: 404 },
      { status: 200, data: [] },
      { status: 200, data: { transactions: 'x' } },
    ]) {
      expect(keepablePart('list', junk, NOW)).toBeNull();
    }
  });

  it('keeps a ticket only until its departure has passed (issue #21 §14)', () => {
    // 2026-11-25 08:30 WIB = 01:30 UTC.
    expect(departureMsOf({ schedule: { issuedDate: '2026-11-25', issuedTime: '08:30:00' } })).toBe(
      Date.UTC(2026, 10, 25, 1, 30),
    );
    expect(departureMsOf({ schedule: { issuedDate: '2026-11-25', issuedTime: '08:30' } })).toBe(
      Date.UTC(2026, 10, 25, 1, 30),
    );
    expect(departureMsOf({ schedule: { issuedDate: '25/11/2026', issuedTime: '08:30' } })).toBeNaN();
    expect(departureMsOf({})).toBeNaN();
    const detail = (schedule: object) => ({ status: 200, data: { id: 1, paid: true, schedule } });
    expect(keepablePart('detail', detail(PASSED), NOW)).toBeNull();
    expect(keptUntil('detail', keepablePart('detail', detail(AHEAD), NOW)!)).toBe(AHEAD_MS);
    const list = {
      status: 200,
      data: {
        transactions: [
          { id: 1, paid: true, schedule: PASSED },
          { id: 2, paid: true, schedule: AHEAD },
        ],
        has_more: false,
      },
    };
    const part = keepablePart('list', list, NOW)!;
    expect((part['data'] as { transactions: Array<{ id: number }> }).transactions.map((t) => t.id)).toEqual([2]);
    expect(keptUntil('list', part)).toBe(AHEAD_MS);
    // A kept copy without a (valid) departure, or one at or before now, has passed.
    expect(isPassed(String(AHEAD_MS), NOW)).toBe(false);
    expect(isPassed(String(NOW), NOW)).toBe(true);
    expect(isPassed(null, NOW)).toBe(true);
    expect(isPassed('soon', NOW)).toBe(true);
  });
});

/** Cache Storage in memory: what the sweeps and the check use. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const cacheOf = (entries: Map<string, Response>) => ({
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
    match: async (key: string | Request) => entries.get(typeof key === 'string' ? key : key.url)?.clone(),
    put: async (key: string, response: Response) => void entries.set(key, response),
    delete: async (key: string | Request) => entries.delete(typeof key === 'string' ? key : key.url),
  });
  return {
    stores,
    has: async (name: string) => stores.has(name),
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
    delete: async (name: string) => stores.delete(name),
  };
}

describe('offline tickets: dropping the kept copies', () => {
  afterEach(() => vi.unstubAllGlobals());
  const ORIGIN = 'https://seberang.example';
  const kept = (departure: number) => new Response('x', { headers: { [DEPARTURE_HEADER]: String(departure) } });

  async function seeded() {
    const caches = fakeCaches();
    vi.stubGlobal('caches', caches);
    const cache = await caches.open(OFFLINE_TICKETS_CACHE);
    await cache.put(offlineKey(ticketUrl('detail', 1, ORIGIN), '7'), kept(AHEAD_MS));
    await cache.put(offlineKey(ticketUrl('pdf', 1, ORIGIN), '7'), kept(AHEAD_MS));
    await cache.put(offlineKey(ticketUrl('detail', 2, ORIGIN), '7'), kept(NOW - 1));
    await cache.put(offlineKey(ticketUrl('detail', 3, ORIGIN), '8'), kept(AHEAD_MS));
    const keys = async () => (await cache.keys()).map((r) => r.url);
    return { cache, keys };
  }

  it('the sweep drops the copies whose departure has passed', async () => {
    const { keys } = await seeded();
    await dropPassedTickets(NOW);
    expect(await keys()).toEqual([
      offlineKey(ticketUrl('detail', 1, ORIGIN), '7'),
      offlineKey(ticketUrl('pdf', 1, ORIGIN), '7'),
      offlineKey(ticketUrl('detail', 3, ORIGIN), '8'),
    ]);
  });

  it('a login drops the copies of every other account on this browser', async () => {
    const { keys } = await seeded();
    await keepOfflineTicketsOf('8');
    expect(await keys()).toEqual([offlineKey(ticketUrl('detail', 3, ORIGIN), '8')]);
    await keepOfflineTicketsOf(null);
    expect(await keys()).toEqual([]);
  });

  it('tells whether the e-ticket PDF is kept for this account and still ahead', async () => {
    const { cache } = await seeded();
    const tokenOf = (sub: string) => token({ sub, exp: 1 });
    expect(await isTicketPdfKept(1, tokenOf('7'), ORIGIN, NOW)).toBe(true);
    expect(await isTicketPdfKept(1, tokenOf('8'), ORIGIN, NOW)).toBe(false);
    expect(await isTicketPdfKept(2, tokenOf('7'), ORIGIN, NOW)).toBe(false);
    expect(await isTicketPdfKept(1, null, ORIGIN, NOW)).toBe(false);
    await cache.put(offlineKey(ticketUrl('pdf', 2, ORIGIN), '7'), kept(NOW - 1));
    expect(await isTicketPdfKept(2, tokenOf('7'), ORIGIN, NOW)).toBe(false);
    vi.unstubAllGlobals();
    vi.stubGlobal('caches', undefined);
    expect(await isTicketPdfKept(1, tokenOf('7'), ORIGIN, NOW)).toBe(false);
  });
});
