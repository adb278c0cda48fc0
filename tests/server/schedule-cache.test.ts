// The in-process cache of schedule searches (server/schedules/cache.ts): every change of capacity
// or of the timetable shows in the very next search, and so does the passing of time (the
// 60-minute cut-off) — on PGlite and, for this process's own writes, on PostgreSQL. On PostgreSQL
// another process's writes reach the cache through LISTEN/NOTIFY, and a lost listening connection
// turns the cache off until it is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { transactions } from '../../server/db/schema';
import { signCallback } from '../../server/payments/signature';
import { createScheduleSearchCache, type SearchKey } from '../../server/schedules/cache';
import pg from 'pg';
import {
  ON_POSTGRES,
  TestClock,
  createDeparture,
  freshDatabase,
  createUser,
  orderBody,
  placeOrder,
  startServer,
  type TestServer,
} from './helpers';

type Listed = { id: number; qty: number; issuedTime: string };

async function search(s: TestServer, date: string, query: Record<string, number> = {}) {
  const res = await s.api.get('/api/schedule/get-all/{date}', { params: { date }, query: { size: 50, ...query } });
  expect(res.status).toBe(200);
  return res.body.data as { schedules: Listed[]; has_more: boolean };
}

describe('schedule search cache: invalidation', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s?.close());

  /** The departure's qty as the search lists it; the second search of an unchanged state is a hit. */
  async function qtyOf(dep: { id: number; issuedDate: string }): Promise<number | undefined> {
    const first = (await search(s, dep.issuedDate, { fromRoute: 1, toRoute: 2 })).schedules.find(
      (x) => x.id === dep.id,
    )?.qty;
    const hits = s.built.searchCache?.stats.hits ?? 0;
    const again = (await search(s, dep.issuedDate, { fromRoute: 1, toRoute: 2 })).schedules.find(
      (x) => x.id === dep.id,
    )?.qty;
    expect(again).toBe(first);
    expect(s.built.searchCache!.stats.hits).toBe(hits + 1); // served from the cache
    return first;
  }

  it('is on with either database, listening', () => {
    expect(s.built.searchCache).not.toBeNull();
    expect(s.built.searchCache!.stats.listening).toBe(true);
  });

  it('a hold lowers qty in the next search, a release gives it back', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s, { capacity: 3 });
    expect(await qtyOf(dep)).toBe(3);
    const { message } = await placeOrder(s, user, orderBody(dep.id));
    expect(message.status).toBe(200);
    expect(await qtyOf(dep)).toBe(2);
    const released = await user.api.delete('/api/schedule/locking/delete/{scheduleId}/{userId}', {
      params: { scheduleId: dep.id, userId: user.id },
    });
    expect(released.body.message).toBe('Hold released.');
    expect(await qtyOf(dep)).toBe(3);
  });

  it('the last place sold shows 0, a sold-out order changes nothing', async () => {
    const [a, b] = [await createUser(s), await createUser(s)];
    const dep = await createDeparture(s, { capacity: 1 });
    expect(await qtyOf(dep)).toBe(1);
    expect((await placeOrder(s, a, orderBody(dep.id))).message.status).toBe(200);
    expect(await qtyOf(dep)).toBe(0);
    expect((await placeOrder(s, b, orderBody(dep.id))).message.status).toBe(500);
    expect(await qtyOf(dep)).toBe(0);
  });

  it('an expired hold returns its place in the next search', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s, { capacity: 2, minutesAhead: 300 });
    await placeOrder(s, user, orderBody(dep.id));
    s.clock.advance(15 * 60_000 + 1000);
    expect(await qtyOf(dep)).toBe(1); // cached again after the clock moved: the hold is still there
    expect((await s.built.jobs.runOnce()).expired).toBeGreaterThanOrEqual(1);
    expect(await qtyOf(dep)).toBe(2);
  });

  it('a payment keeps the place, a cancelled payment returns it', async () => {
    const [a, b] = [await createUser(s), await createUser(s)];
    const dep = await createDeparture(s, { capacity: 5 });
    const sessions: string[] = [];
    for (const user of [a, b]) {
      const { message } = await placeOrder(s, user, orderBody(dep.id));
      const [tx] = await s.built.db.select().from(transactions).where(eq(transactions.id, message.transactionId!));
      sessions.push(tx!.paymentSessionId!);
    }
    expect(await qtyOf(dep)).toBe(3);
    const callback = (sessionId: string, status: 'PAID' | 'CANCELLED') =>
      s.api.post('/api/payment/callback', {
        body: signCallback('test-payment-secret', { sessionId, status, paidAt: new Date(s.clock.now()).toISOString() }),
        noXsrf: true,
      });
    expect((await callback(sessions[0]!, 'PAID')).status).toBe(200);
    expect(await qtyOf(dep)).toBe(3);
    expect((await callback(sessions[1]!, 'CANCELLED')).status).toBe(200);
    expect(await qtyOf(dep)).toBe(4);
  });

  it('deleting an account returns its held places', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s, { capacity: 4 });
    await placeOrder(s, user, orderBody(dep.id));
    expect(await qtyOf(dep)).toBe(3);
    expect((await user.api.delete('/api/user/delete')).status).toBe(200);
    expect(await qtyOf(dep)).toBe(4);
  });

  it('a departure added to the timetable (even by a direct INSERT) is listed at once', async () => {
    const first = await createDeparture(s, { capacity: 6, minutesAhead: 400 });
    expect(await qtyOf(first)).toBe(6);
    const added = await createDeparture(s, { capacity: 7, minutesAhead: 410 });
    expect(await qtyOf(added)).toBe(7);
  });
});

describe.skipIf(!ON_POSTGRES)('schedule search cache: two processes on one PostgreSQL', () => {
  // Two servers (two pools, two listening connections) on one fresh database, as two processes.
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    db = await freshDatabase();
    const clock = new TestClock();
    a = await startServer({ databaseUrl: db!.url, clock });
    b = await startServer({ databaseUrl: db!.url, clock });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  const qtyIn = async (s: TestServer, dep: { id: number; issuedDate: string }) =>
    (await search(s, dep.issuedDate, { fromRoute: 1, toRoute: 2 })).schedules.find((x) => x.id === dep.id)?.qty;
  /** Polls `s`'s search until it lists `want` (another process's write arrives by NOTIFY). */
  async function eventually(s: TestServer, dep: { id: number; issuedDate: string }, want: number | undefined) {
    const until = Date.now() + 5000;
    let seen = await qtyIn(s, dep);
    while (seen !== want && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 10));
      seen = await qtyIn(s, dep);
    }
    return seen;
  }

  it("another process's hold reaches this cache within moments, and is then served from it", async () => {
    const user = await createUser(b);
    const dep = await createDeparture(b, { capacity: 4 });
    expect(await eventually(a, dep, 4)).toBe(4);
    // Cached in a: the next search is a hit (once the INSERT's own notification, which may still
    // be on its way after the row became visible, has emptied the cache one last time).
    let hit = false;
    for (const until = Date.now() + 5000; !hit && Date.now() < until;) {
      const hits = a.built.searchCache!.stats.hits;
      expect(await qtyIn(a, dep)).toBe(4);
      hit = a.built.searchCache!.stats.hits === hits + 1;
    }
    expect(hit).toBe(true);
    expect((await placeOrder(b, user, orderBody(dep.id))).message.status).toBe(200);
    expect(await qtyIn(b, dep)).toBe(3); // the writer's own process: exact, no wait
    expect(await eventually(a, dep, 3)).toBe(3);
    const invalidations = a.built.searchCache!.stats.invalidations;
    expect(invalidations).toBeGreaterThan(0);
  });

  it('a lost listening connection turns the cache off (every search reads the database) until it is back', async () => {
    const dep = await createDeparture(b, { capacity: 6 });
    expect(await eventually(a, dep, 6)).toBe(6);
    // Cut every process's dedicated listening connection, as a database restart would.
    const admin = new pg.Client({ connectionString: db!.url });
    await admin.connect();
    try {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'seberang-watch-listen' AND datname = current_database()`,
      );
    } finally {
      await admin.end();
    }
    const until = Date.now() + 5000;
    while (a.built.searchCache!.stats.listening && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    // Deaf now (or already listening again, in which case the next check holds all the more).
    const user = await createUser(b);
    expect((await placeOrder(b, user, orderBody(dep.id))).message.status).toBe(200);
    if (!a.built.searchCache!.stats.listening) expect(await qtyIn(a, dep)).toBe(5); // no stale answer
    // It reconnects by itself and caches again.
    const back = Date.now() + 15_000;
    while (!a.built.searchCache!.stats.listening && Date.now() < back) await new Promise((r) => setTimeout(r, 20));
    expect(a.built.searchCache!.stats.listening).toBe(true);
    expect(await eventually(a, dep, 5)).toBe(5);
    const hits = a.built.searchCache!.stats.hits;
    expect(await qtyIn(a, dep)).toBe(5);
    expect(a.built.searchCache!.stats.hits).toBe(hits + 1);
    // And hears the other process again.
    const other = await createUser(b);
    expect((await placeOrder(b, other, orderBody(dep.id))).message.status).toBe(200);
    expect(await eventually(a, dep, 4)).toBe(4);
  });
});

describe('schedule search cache: time', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(); // clock at Monday 23 November 2026, 08:00 WIB
  });
  afterAll(() => s?.close());

  it('pages shift at the exact millisecond the earliest departure closes for online sale', async () => {
    // Tigaras → Simanindo today: 09:00 (closes 08:00:00.000), 10:15, 11:30 | 12:45, 14:00, 15:15 | …
    const page1 = async () =>
      (await search(s, '2026-11-23', { fromRoute: 2, toRoute: 1, size: 3, page: 1 })).schedules.map(
        (x) => x.issuedTime,
      );
    expect(await page1()).toEqual(['12:45:00', '14:00:00', '15:15:00']);
    s.clock.advance(Date.parse('2026-11-23T01:00:00Z') - s.clock.now()); // 08:00:00.000 WIB: 09:00 still open
    expect(await page1()).toEqual(['12:45:00', '14:00:00', '15:15:00']);
    s.clock.advance(1);
    expect(await page1()).toEqual(['14:00:00', '15:15:00', '16:30:00']);
  });

  it('a day later the timetable extension lists the new date in the next search', async () => {
    // The horizon is 30 days (TIMETABLE_HORIZON_DAYS): on Tuesday 24 November it reaches 24 December.
    s.clock.advance(24 * 3600_000);
    expect((await search(s, '2026-12-24')).schedules).toEqual([]);
    await s.built.jobs.runOnce();
    const listed = (await search(s, '2026-12-24')).schedules;
    expect(listed).toHaveLength(24);
    // KMP Sumut I: 120 lane-metres, 40 % kept for the booth until 2 hours before: 72 m = 14 cars online.
    expect(listed[0]).toMatchObject({ issuedTime: '06:00:00', qty: 14, status: 'open', closure: null });
  });
});

describe('schedule search cache: the cache itself', () => {
  const key: SearchKey = { date: '2026-11-23', fromRoute: 1, toRoute: 2, page: 0, size: 10 };
  const deferred = <T>() => {
    let resolve!: (v: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('serves an entry from its computation up to validUntil inclusive, and not for an earlier clock', async () => {
    const cache = createScheduleSearchCache();
    let computed = 0;
    const compute = async () => ({ value: ++computed, validUntil: 2000 });
    expect(await cache.get(key, 1000, compute)).toBe(1);
    expect(await cache.get(key, 2000, compute)).toBe(1);
    expect(await cache.get(key, 2001, compute)).toBe(2);
    expect(await cache.get(key, 1500, compute)).toBe(3); // the clock went back: recomputed
    expect(await cache.get({ ...key, page: 1 }, 1500, compute)).toBe(4); // another key
  });

  it('never keeps an entry longer than maxAgeMs', async () => {
    const cache = createScheduleSearchCache({ maxAgeMs: 100 });
    let computed = 0;
    const compute = async () => ({ value: ++computed, validUntil: Infinity });
    expect(await cache.get(key, 0, compute)).toBe(1);
    expect(await cache.get(key, 100, compute)).toBe(1);
    expect(await cache.get(key, 101, compute)).toBe(2);
  });

  it('runs one computation for simultaneous misses', async () => {
    const cache = createScheduleSearchCache();
    const gate = deferred<void>();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await gate.promise;
      return { value: 'page', validUntil: Infinity };
    };
    const all = Promise.all([cache.get(key, 0, compute), cache.get(key, 0, compute), cache.get(key, 0, compute)]);
    gate.resolve();
    expect(await all).toEqual(['page', 'page', 'page']);
    expect(computed).toBe(1);
  });

  it('does not store a result computed across an invalidation, and later callers do not join it', async () => {
    const cache = createScheduleSearchCache();
    const gate = deferred<void>();
    let computed = 0;
    const stale = cache.get(key, 0, async () => {
      computed += 1;
      await gate.promise;
      return { value: 'before', validUntil: Infinity };
    });
    cache.invalidate(); // a write committed while the query ran
    const fresh = cache.get(key, 0, async () => ({ value: `after ${++computed}`, validUntil: Infinity }));
    gate.resolve();
    expect(await stale).toBe('before');
    expect(await fresh).toBe('after 2');
    expect(await cache.get(key, 0, async () => ({ value: 'recomputed', validUntil: Infinity }))).toBe('after 2');
  });

  it('is bounded in entries', async () => {
    const cache = createScheduleSearchCache({ maxEntries: 2 });
    for (let page = 0; page < 5; page++)
      await cache.get({ ...key, page }, 0, async () => ({ value: page, validUntil: Infinity }));
    expect(cache.stats.size).toBe(2);
  });
});

describe('schedule search cache: on the wire', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s?.close());

  it('negotiates the encoding like every other reply and sends the same JSON', async () => {
    const url = `${s.base}/api/schedule/get-all/2026-11-24?size=50`;
    const get = async (headers: Record<string, string>) => {
      const res = await fetch(url, { headers });
      return {
        encoding: res.headers.get('content-encoding'),
        vary: res.headers.get('vary'),
        type: res.headers.get('content-type'),
        body: await res.text(),
      };
    };
    const plain = await get({ 'accept-encoding': 'identity' });
    expect(plain.encoding).toBeNull();
    expect(plain.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(plain.body).data.schedules).toHaveLength(24);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'gzip'],
      ['deflate', 'deflate'],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        // the second time from the cache
        const r = await get({ 'accept-encoding': accept });
        expect(r.encoding, accept).toBe(encoding);
        expect(r.vary).toMatch(/accept-encoding/i);
        expect(r.body).toBe(plain.body);
      }
    }
    expect((await get({ 'accept-encoding': 'br', 'x-no-compression': '1' })).encoding).toBeNull();
    // A small page (under the 1 KiB threshold) goes out as it is.
    const small = await fetch(`${s.base}/api/schedule/get-all/2026-11-24?size=1`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.json()).data.schedules).toHaveLength(1);
  });
});
