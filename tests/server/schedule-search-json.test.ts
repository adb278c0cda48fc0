// The schedule search builds its page's JSON in the database, in one statement (server/schedules/
// queries.ts, searchStatements; bench/README.md, _api-load_). Every departure it lists must be
// exactly what the JavaScript presentation of the same rows gives (`present`, which one departure's
// GET uses): open, stopped and cancelled departures, a closure without a note or wind, a walk-in part
// kept and released, a booth that oversold, no seats left — on every search shape and page. On
// PGlite the statement runs as a session-prepared statement whose values travel as SQL literals.
// With the search cache on, a miss is computed in memory from the day's timetable (server/schedules/
// timetable.ts): the same checks run on that path, and its page, bounds and fare are compared with
// the statement's, as JSON text, at instants on both sides of every walk-in release and cut-off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, type SQL } from 'drizzle-orm';
import { HIDE_BEFORE_DEPARTURE_MINUTES } from '../../kernel/countdown';
import { schedules } from '../../server/db/schema';
import { sqlLiteral } from '../../server/db/session-statement';
import { dayStatement, searchStatements, selectSchedules } from '../../server/schedules/queries';
import { parseDay, searchDay } from '../../server/schedules/timetable';
import { CAR_CM, ON_POSTGRES, createDeparture, startServer, type TestServer } from './helpers';

describe.each([
  ['the JSON built by the database', false],
  ["the day's timetable in memory", true],
] as const)('schedule search: %s', (_, timetable) => {
  let s: TestServer;
  let date: string;
  beforeAll(async () => {
    // Every search computes its answer: no cache (the statement), or the cache keeping no answer
    // (the day's timetable).
    s = await startServer({ searchCache: timetable });
    if (timetable) s.built.searchCache!.keepAnswers = false;
    const db = s.built.db;
    const set = async (id: number, values: Partial<typeof schedules.$inferInsert>) =>
      db.update(schedules).set(values).where(eq(schedules.id, id));
    // Walk-in part kept (released 2 h before, 5 h ahead) and released (1.5 h ahead).
    const kept = await createDeparture(s, { minutesAhead: 300, capacity: 10, walkinPercent: 40 });
    date = kept.issuedDate;
    await createDeparture(s, { minutesAhead: 90, capacity: 10, walkinPercent: 40 });
    const stopped = await createDeparture(s, { minutesAhead: 200, status: 'stopped' });
    await set(stopped.id, { closureReason: 'cuaca', closureNote: 'Angin kencang', windKnots: 31 });
    const cancelled = await createDeparture(s, { minutesAhead: 210, status: 'cancelled' });
    await set(cancelled.id, { closureReason: 'kapal_rusak' });
    await createDeparture(s, { minutesAhead: 220, status: 'stopped' }); // no reason recorded
    // The booth sold more than its part: online space is negative, qty stays 0.
    const oversold = await createDeparture(s, { minutesAhead: 400, capacity: 4, walkinPercent: 50 });
    await set(oversold.id, { laneFreeCm: CAR_CM, walkinUsedCm: 0 });
    const noSeats = await createDeparture(s, { minutesAhead: 410 });
    await set(noSeats.id, { seatsFree: 0 });
    await createDeparture(s, { minutesAhead: 30 }); // inside the hour: never listed
    await createDeparture(s, { minutesAhead: 240, from: 2, to: 1 });
  });
  afterAll(() => s?.close());

  /** The page the JavaScript presentation gives for the same selection. */
  async function expected(query: { fromRoute?: number; toRoute?: number; page: number; size: number }) {
    const now = s.clock.now();
    const where: SQL | undefined = and(
      eq(schedules.issuedDate, date),
      gte(schedules.departureAt, new Date(now + HIDE_BEFORE_DEPARTURE_MINUTES * 60_000)),
      query.fromRoute === undefined ? undefined : eq(schedules.fromRouteId, query.fromRoute),
      query.toRoute === undefined ? undefined : eq(schedules.toRouteId, query.toRoute),
    );
    const rows = await selectSchedules(s.built.db, now, where, query.size + 1, query.page * query.size);
    return { schedules: rows.slice(0, query.size), has_more: rows.length > query.size };
  }

  const shapes = [{}, { fromRoute: 1 }, { toRoute: 2 }, { fromRoute: 1, toRoute: 2 }, { fromRoute: 2, toRoute: 1 }];

  it('lists every departure exactly as `present` does, on every shape and page', async () => {
    let closures = 0;
    let released = 0;
    for (const shape of shapes) {
      for (const [size, pages] of [
        [50, 1],
        [4, 12],
      ] as const) {
        for (let page = 0; page < pages; page++) {
          const query = { ...shape, page, size };
          const res = await s.api.get('/api/schedule/get-all/{date}', { params: { date }, query });
          expect(res.status).toBe(200);
          const { fareFrom, ...data } = res.body.data as Record<string, unknown>;
          const want = await expected(query);
          expect(data).toStrictEqual(JSON.parse(JSON.stringify(want)));
          expect(typeof fareFrom).toBe('number');
          closures += want.schedules.filter((x) => x.closure !== null).length;
          released += want.schedules.filter((x) => x.status === 'open' && x.qty === 10).length;
        }
      }
    }
    // The states above were really listed (not filtered away by the selection).
    expect(closures).toBeGreaterThan(0);
    expect(released).toBeGreaterThan(0);
  });

  it('shows the closures, the walk-in rule and the clamps as the contract says', async () => {
    const res = await s.api.get('/api/schedule/get-all/{date}', {
      params: { date },
      query: { fromRoute: 1, toRoute: 2, size: 50 },
    });
    expect(res.status).toBe(200);
    const listed = res.body.data.schedules as Array<{ qty: number; status: string; closure: unknown }>;
    expect(listed.some((x) => x.status === 'stopped' && x.closure === null)).toBe(true);
    expect(listed).toContainEqual(
      expect.objectContaining({
        status: 'stopped',
        qty: 0,
        closure: { reason: 'cuaca', note: 'Angin kencang', windKnots: 31 },
      }),
    );
    expect(listed).toContainEqual(
      expect.objectContaining({ status: 'cancelled', closure: { reason: 'kapal_rusak', note: '', windKnots: null } }),
    );
    expect(listed.map((x) => x.qty)).toEqual(expect.arrayContaining([6, 10, 0]));
  });

  it.runIf(timetable)('the timetable is read once per date and change, then answers without SQL', async () => {
    const cache = s.built.searchCache!;
    const loads = cache.stats.dayLoads;
    for (let i = 0; i < 3; i++)
      await s.api.get('/api/schedule/get-all/{date}', { params: { date }, query: { size: 4 } });
    expect(cache.stats.dayLoads).toBe(loads);
    await createDeparture(s, { minutesAhead: 500 });
    const res = await s.api.get('/api/schedule/get-all/{date}', { params: { date }, query: { size: 50 } });
    expect(cache.stats.dayLoads).toBe(loads + 1);
    expect((res.body.data.schedules as unknown[]).length).toBeGreaterThan(0);
  });

  it.runIf(timetable)("gives the statement's page, bounds and fare at every instant, as JSON text", async () => {
    const session = s.built.database.sessionStatement ?? null;
    const statement = searchStatements(s.built.db, session);
    const day = parseDay(await dayStatement(s.built.db, session)(date));
    const hideMs = HIDE_BEFORE_DEPARTURE_MINUTES * 60_000;
    // Every instant at which an answer can change (a departure leaving the list, a walk-in part
    // released), a millisecond either side, and the present.
    const edges = day.departures.flatMap((d) => [
      d.departureAt - hideMs,
      d.departureAt - d.walkinReleaseHours * 3_600_000,
    ]);
    const instants = [s.clock.now(), ...edges.flatMap((e) => [e - 1, e, e + 1])];
    let compared = 0;
    for (const now of instants) {
      for (const shape of shapes) {
        for (const [limit, offset] of [
          [51, 0],
          [5, 0],
          [5, 4],
          [5, 40],
        ] as const) {
          const { fromRoute: from, toRoute: to } = shape as { fromRoute?: number; toRoute?: number };
          const values = { now, after: now + hideMs, from, to, limit, offset };
          const sqlJson = await statement(
            from !== undefined,
            to !== undefined,
          )({ ...values, date, now: new Date(now).toISOString(), after: new Date(values.after) });
          expect(JSON.stringify(searchDay(day, values))).toBe(JSON.stringify(JSON.parse(sqlJson)));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('an empty selection is an empty page', async () => {
    const res = await s.api.get('/api/schedule/get-all/{date}', { params: { date: '2099-01-01' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ schedules: [], has_more: false });
  });

  it.skipIf(ON_POSTGRES || timetable)('PGlite: values written as literals come back unchanged', async () => {
    const run = s.built.database.sessionStatement!<{ a: string; b: string; c: string | null }>({
      sql: 'select $1::text as a, $2::timestamptz::text as b, $3::text as c',
      params: ["O'Brien \\ 'x' \\'", new Date('2026-11-23T01:02:03.456Z'), null],
    });
    expect(await run({})).toEqual([{ a: "O'Brien \\ 'x' \\'", b: '2026-11-23 01:02:03.456+00', c: null }]);
    expect(() => sqlLiteral({})).toThrow(TypeError);
    expect(() => sqlLiteral('a\0b')).toThrow(TypeError);
  });
});
