// The day's timetable kept in memory for search misses (server/schedules/timetable.ts, kept by
// server/schedules/cache.ts `day`): kept only between two changes heard, never read across one,
// never while deaf, at most maxAgeMs — and every change (a hold, a payment's cancel, the operator's
// stop, a capacity edit, a class length, a fare) shows in the very next search computed from it.
// The answers kept by the cache are turned off here, so every search is a miss.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fares, schedules, vehicleTypes } from '../../server/db/schema';
import { createScheduleSearchCache } from '../../server/schedules/cache';
import { createDeparture, createUser, orderBody, placeOrder, startServer, type TestServer } from './helpers';

describe("schedule search cache: the day's timetable", () => {
  it('is kept until a change is heard, per date', async () => {
    const cache = createScheduleSearchCache();
    let reads = 0;
    const load = async () => (reads += 1);
    expect(await cache.day('2026-11-23', 0, load)).toBe(1);
    expect(await cache.day('2026-11-23', 10, load)).toBe(1);
    expect(await cache.day('2026-11-24', 10, load)).toBe(2);
    cache.invalidate();
    expect(await cache.day('2026-11-23', 20, load)).toBe(3);
    expect(cache.stats).toMatchObject({ dayLoads: 3, dayHits: 1 });
  });

  it('is not kept when read across a change, and later searches do not join that read', async () => {
    const cache = createScheduleSearchCache();
    let release!: (v: string) => void;
    const slow = cache.day('d', 0, () => new Promise<string>((r) => (release = r)));
    const joined = cache.day('d', 0, async () => 'unused');
    cache.invalidate();
    const after = cache.day('d', 0, async () => 'new');
    release('old');
    expect(await slow).toBe('old');
    expect(await joined).toBe('old'); // joined before the change: as if it had come first
    expect(await after).toBe('new');
    expect(await cache.day('d', 1, async () => 'newer')).toBe('new');
  });

  it('is never kept while deaf, nor longer than maxAgeMs, nor for an earlier clock', async () => {
    const cache = createScheduleSearchCache({ maxAgeMs: 100 });
    cache.setListening(false);
    expect(await cache.day('d', 0, async () => 1)).toBe(1);
    expect(await cache.day('d', 0, async () => 2)).toBe(2);
    cache.setListening(true);
    expect(await cache.day('d', 1000, async () => 3)).toBe(3);
    expect(await cache.day('d', 1100, async () => 4)).toBe(3);
    expect(await cache.day('d', 1101, async () => 5)).toBe(5);
    expect(await cache.day('d', 1000, async () => 6)).toBe(6);
  });

  it('is bounded in dates', async () => {
    const cache = createScheduleSearchCache({ maxDays: 2 });
    for (const d of ['a', 'b', 'c']) await cache.day(d, 0, async () => d);
    expect(await cache.day('a', 0, async () => 'again')).toBe('again');
    expect(await cache.day('c', 0, async () => 'unused')).toBe('c');
  });
});

describe("schedule search from the day's timetable: every change in the very next search", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
    s.built.searchCache!.keepAnswers = false;
  });
  afterAll(() => s?.close());

  type Listed = { id: number; qty: number; status: string; closure: unknown };
  async function listed(dep: { id: number; issuedDate: string }) {
    const res = await s.api.get('/api/schedule/get-all/{date}', {
      params: { date: dep.issuedDate },
      query: { size: 50 },
    });
    expect(res.status).toBe(200);
    const data = res.body.data as { schedules: Listed[]; fareFrom?: number };
    return { row: data.schedules.find((x) => x.id === dep.id), fareFrom: data.fareFrom };
  }
  /** The departure as listed, read twice: the second from the kept timetable, without SQL. */
  async function twice(dep: { id: number; issuedDate: string }) {
    const first = await listed(dep);
    const loads = s.built.searchCache!.stats.dayLoads;
    expect(await listed(dep)).toStrictEqual(first);
    expect(s.built.searchCache!.stats.dayLoads).toBe(loads);
    return first;
  }

  it('holds, releases, the operator, capacity, a class length and a fare', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s, { capacity: 3, walkinPercent: 0 });
    expect((await twice(dep)).row?.qty).toBe(3);
    expect((await placeOrder(s, user, orderBody(dep.id))).message.status).toBe(200);
    expect((await twice(dep)).row?.qty).toBe(2);
    const released = await user.api.delete('/api/schedule/locking/delete/{scheduleId}/{userId}', {
      params: { scheduleId: dep.id, userId: user.id },
    });
    expect(released.body.message).toBe('Hold released.');
    expect((await twice(dep)).row?.qty).toBe(3);

    await s.built.db
      .update(schedules)
      .set({ status: 'stopped', closureReason: 'cuaca', windKnots: 30 })
      .where(eq(schedules.id, dep.id));
    expect((await twice(dep)).row).toMatchObject({
      qty: 0,
      status: 'stopped',
      closure: { reason: 'cuaca', note: '', windKnots: 30 },
    });
    await s.built.db
      .update(schedules)
      .set({ status: 'open', closureReason: null, windKnots: null, laneFreeCm: 1000 })
      .where(eq(schedules.id, dep.id));
    expect((await twice(dep)).row).toMatchObject({ qty: 2, status: 'open', closure: null });

    await s.built.db.update(vehicleTypes).set({ lengthCm: 250 }).where(eq(vehicleTypes.vehicleClass, 'Golongan IV'));
    expect((await twice(dep)).row?.qty).toBe(4);

    const [golIv] = await s.built.db.select().from(vehicleTypes).where(eq(vehicleTypes.vehicleClass, 'Golongan IV'));
    await s.built.db.insert(fares).values({
      vehicleTypeId: golIv!.id,
      validFrom: dep.issuedDate,
      amount: 1,
      legalBasis: 'test',
      createdAt: new Date(s.clock.now()),
    });
    expect((await twice(dep)).fareFrom).toBe(1);

    // A departure leaves the list at its cut-off with no write at all: the time rules are applied
    // to the kept timetable on every search.
    const hideMs = 60 * 60_000;
    s.clock.advance(3 * 3_600_000 - hideMs - 60_000);
    expect((await twice(dep)).row).toBeDefined();
    s.clock.advance(120_000);
    expect((await listed(dep)).row).toBeUndefined();
  });
});
