// Tiket Saya without signal (issue #38 item 7): every paid ticket this phone has kept, read from
// the service worker's copies: the paid entries of kept pages and the kept details, merged by
// ticket, only the token's account's and still ahead, the newest order first; a corrupt copy
// discarded (deleted), never a throw; and the details of listed paid tickets kept once, online.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTicketDetails, keptTickets } from '../../src/lib/kept-tickets';
import { OFFLINE_TICKETS_CACHE } from '../../src/lib/offline-tickets';
import { DEPARTS_MS, fakeCaches, keptDetail, keptItem, seedKept, seedRaw } from './kept-tickets.fixtures';

const ORIGIN = 'https://seberang.example';
const NOW = Date.UTC(2026, 10, 22, 3, 0);
const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenOf = (sub: string) => `${encode({ alg: 'HS256' })}.${encode({ sub, exp: 1 })}.sig`;

afterEach(() => vi.unstubAllGlobals());

function stubbed() {
  const caches = fakeCaches();
  vi.stubGlobal('caches', caches);
  return caches;
}

describe('kept tickets: what Tiket Saya shows without signal', () => {
  it('merges the kept pages’ paid entries and the kept details of this account, newest order first', async () => {
    const caches = stubbed();
    const listed = keptItem(1, { notice: { kind: 'ticket', status: 'sent', sentAt: null } });
    await seedKept(caches, ORIGIN, '7', {
      items: [listed, keptItem(2, { paid: false, paymentUrl: 'http://pay' })],
      details: [keptDetail(1, { price: 1 }), keptDetail(3), keptDetail(4, { status: 'CANCELLED', closure: null })],
    });
    await seedKept(caches, ORIGIN, '7', { items: [keptItem(5)], page: 1 });
    await seedKept(caches, ORIGIN, '8', { details: [keptDetail(6)] });
    const kept = await keptTickets(tokenOf('7'), NOW);
    // 1 from its list entry (not its detail), 3 from its detail, 5 from page 1; 2 unpaid, 4 cancelled by
    // the passenger, 6 another account's: none of them.
    expect(kept.map((t) => t.id)).toEqual([5, 3, 1]);
    expect(kept.find((t) => t.id === 1)).toEqual(listed);
    expect(kept.find((t) => t.id === 3)).toEqual({
      ...keptItem(3),
      status: 'PAID',
      placedOrderDateTime: '2026-11-22T03:00:00+07:00',
    });
    expect((await keptTickets(tokenOf('8'), NOW)).map((t) => t.id)).toEqual([6]);
  });

  it('a detail of a departure the operator cancelled reads as such', async () => {
    const caches = stubbed();
    const closure = { reason: 'cuaca', note: 'Angin kencang', windKnots: 30 };
    await seedKept(caches, ORIGIN, '7', { details: [keptDetail(3, { status: 'CANCELLED', closure })] });
    expect(await keptTickets(tokenOf('7'), NOW)).toEqual([
      expect.objectContaining({ id: 3, status: 'CANCELLED', operatorCancelled: true }),
    ]);
  });

  it('leaves out what has departed, and what no usable token owns', async () => {
    const caches = stubbed();
    await seedKept(caches, ORIGIN, '7', { details: [keptDetail(3)] });
    expect(await keptTickets(tokenOf('7'), DEPARTS_MS)).toEqual([]);
    expect(await keptTickets(null, NOW)).toEqual([]);
    expect(await keptTickets('not-a-token', NOW)).toEqual([]);
  });

  it('discards a corrupt copy (deleted, never a throw) and skips an entry that does not check', async () => {
    const caches = stubbed();
    const cache = await seedKept(caches, ORIGIN, '7', {
      items: [keptItem(1), { id: 'x', paid: true }, keptItem(2, { schedule: { id: 42 } as never })],
      details: [keptDetail(3)],
    });
    const notJson = await seedRaw(caches, ORIGIN, '7', 4, '{not json');
    const notAnswer = await seedRaw(caches, ORIGIN, '7', 5, JSON.stringify({ data: 'x' }));
    expect((await keptTickets(tokenOf('7'), NOW)).map((t) => t.id)).toEqual([3, 1]);
    const keys = (await cache.keys()).map((r) => r.url);
    expect(keys).not.toContain(notJson);
    expect(keys).not.toContain(notAnswer);
    expect(keys).toHaveLength(2);
  });

  it('reads nothing kept when Cache Storage is missing, empty or broken', async () => {
    vi.stubGlobal('caches', undefined);
    expect(await keptTickets(tokenOf('7'), NOW)).toEqual([]);
    stubbed();
    expect(await keptTickets(tokenOf('7'), NOW)).toEqual([]);
    vi.stubGlobal('caches', {
      has: async () => true,
      open: async () => Promise.reject(new Error('SecurityError')),
    });
    expect(await keptTickets(tokenOf('7'), NOW)).toEqual([]);
  });
});

describe('kept tickets: every listed paid ticket opens offline', () => {
  it('fetches the detail of each listed paid ticket not kept yet, once, under a service worker only', async () => {
    const caches = stubbed();
    await seedKept(caches, ORIGIN, '7', { details: [keptDetail(1)] });
    const fetched: number[] = [];
    const fetchDetail = async (id: number) => {
      fetched.push(id);
      if (id === 3) throw new Error('offline');
    };
    expect(await keepTicketDetails([1, 2, 3], tokenOf('7'), ORIGIN, fetchDetail, true)).toEqual([2]);
    expect(fetched).toEqual([2, 3]);
    fetched.length = 0;
    expect(await keepTicketDetails([1, 2], tokenOf('7'), ORIGIN, fetchDetail, false)).toEqual([]);
    expect(await keepTicketDetails([2], null, ORIGIN, fetchDetail, true)).toEqual([]);
    expect(fetched).toEqual([]);
    vi.stubGlobal('caches', { open: async () => Promise.reject(new Error('SecurityError')) });
    expect(await keepTicketDetails([2], tokenOf('7'), ORIGIN, fetchDetail, true)).toEqual([]);
    expect(caches.stores.has(OFFLINE_TICKETS_CACHE)).toBe(true);
  });
});
