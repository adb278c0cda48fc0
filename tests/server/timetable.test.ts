// Jadwal (issue #22): the weekly timetable and the departures generated from it. The first start
// writes two ships and the spec's 12 departures a day each way as 24 patterns and generates the
// horizon (30 days) from them; a pattern runs only on its weekdays and within Berlaku mulai …
// sampai; one date's exception removes a departure or swaps its ship; a pattern change never
// silently removes a departure with tickets (409 listing them; then keep or cancel each), removes
// those without, and generates the new ones; every write has its audit row, a refused one none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, gt, gte, lte } from 'drizzle-orm';
import { addDays, todayJakarta } from '../../kernel/time';
import { loadConfig } from '../../server/app/config';
import { auditLog, schedules } from '../../server/db/schema';
import { createUser, orderBody, placeOrder, startServer, type TestServer, type TestUser } from './helpers';
import { paidTicket, simulatorPays, txOf } from './port-helpers';
import { changesRows, reschedule } from './ticket-helpers';

const SIMANINDO = 1;
const TIGARAS = 2;
const REASON = 'Penyesuaian jadwal musim liburan';

let s: TestServer;
let admin: TestUser;
let passenger: TestUser;
let today: string;
beforeAll(async () => {
  s = await startServer(); // Monday 23 November 2026, 08:00 WIB; horizon 30 days
  admin = await createUser(s, { role: 'admin', name: 'Rina Operator' });
  passenger = await createUser(s);
  today = todayJakarta(s.clock.now());
});
afterAll(() => s?.close());

type Pattern = {
  id: number;
  fromRoute: { id: number };
  toRoute: { id: number };
  departureTime: string;
  weekdays: number[];
  ship: { id: number; name: string };
  validFrom: string;
  validUntil: string | null;
  walkinPercent: number;
  walkinReleaseHours: number;
};

async function patterns(): Promise<Pattern[]> {
  const res = await admin.api.get('/api/operator/patterns');
  expect(res.status).toBe(200);
  return res.body.data.patterns;
}

async function patternAt(from: number, time: string): Promise<Pattern> {
  const found = (await patterns()).find((p) => p.fromRoute.id === from && p.departureTime === time);
  expect(found).toBeDefined();
  return found!;
}

/** The future departures generated from a pattern, by date. */
async function departuresOf(patternId: number) {
  return s.built.db
    .select()
    .from(schedules)
    .where(and(eq(schedules.patternId, patternId), gt(schedules.departureAt, new Date(s.clock.now()))))
    .orderBy(asc(schedules.departureAt));
}

async function departureAt(from: number, date: string, time: string) {
  const [row] = await s.built.db
    .select()
    .from(schedules)
    .where(and(eq(schedules.fromRouteId, from), eq(schedules.issuedDate, date), eq(schedules.issuedTime, time)));
  return row;
}

async function auditRows(): Promise<number> {
  const [row] = await s.built.db.select({ n: count() }).from(auditLog);
  return row!.n;
}

function input(p: Pattern, change: Record<string, unknown> = {}) {
  return {
    fromRoute: p.fromRoute.id,
    toRoute: p.toRoute.id,
    departureTime: p.departureTime,
    weekdays: p.weekdays,
    shipId: p.ship.id,
    validFrom: p.validFrom,
    validUntil: p.validUntil,
    walkinPercent: p.walkinPercent,
    walkinReleaseHours: p.walkinReleaseHours,
    reason: REASON,
    ...change,
  };
}

const newPattern = (change: Record<string, unknown>) => ({
  fromRoute: SIMANINDO,
  toRoute: TIGARAS,
  departureTime: '21:00:00',
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  shipId: 1,
  validFrom: today,
  validUntil: null,
  walkinPercent: 40,
  walkinReleaseHours: 2,
  reason: REASON,
  ...change,
});

/** ISO weekday of a date (1 = Monday). */
const weekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

describe('the first start', () => {
  it('writes two ships and the spec’s 24 patterns', async () => {
    const ships = await admin.api.get('/api/operator/ships');
    expect(ships.status).toBe(200);
    expect(ships.body.data.ships).toEqual([
      { id: 1, name: 'KMP Sumut I', seats: 250, laneMetres: 120, active: true },
      { id: 2, name: 'KMP Sumut II', seats: 300, laneMetres: 140, active: true },
    ]);
    const res = await admin.api.get('/api/operator/patterns');
    expect(res.body.data.horizonDays).toBe(30);
    const all: Pattern[] = res.body.data.patterns;
    expect(all).toHaveLength(24);
    const out = all.filter((p) => p.fromRoute.id === SIMANINDO);
    expect(out.map((p) => p.departureTime)).toEqual([
      '06:00:00',
      '07:15:00',
      '08:30:00',
      '09:45:00',
      '11:00:00',
      '12:15:00',
      '13:30:00',
      '14:45:00',
      '16:00:00',
      '17:15:00',
      '18:30:00',
      '19:45:00',
    ]);
    for (const p of all) {
      expect(p).toMatchObject({
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        validFrom: today,
        validUntil: null,
        walkinPercent: 40,
        walkinReleaseHours: 2,
      });
      expect(p.ship.name).toBe(p.fromRoute.id === SIMANINDO ? 'KMP Sumut I' : 'KMP Sumut II');
    }
  });

  it('generates today’s remaining and the next 30 days’ departures with the ships’ space', async () => {
    const inHorizon = await s.built.db
      .select({ n: count() })
      .from(schedules)
      .where(and(gte(schedules.issuedDate, today), lte(schedules.issuedDate, addDays(today, 30))));
    // 08:00 now: 10 departures left each way today, then 24 a day.
    expect(inHorizon[0]!.n).toBe(20 + 30 * 24);
    expect(await departureAt(SIMANINDO, today, '07:15:00')).toBeUndefined();
    const beyond = await s.built.db
      .select({ n: count() })
      .from(schedules)
      .where(eq(schedules.issuedDate, addDays(today, 31)));
    expect(beyond[0]!.n).toBe(0);
    const out = await departureAt(SIMANINDO, addDays(today, 1), '06:00:00');
    expect(out).toMatchObject({
      shipId: 1,
      origin: 'pattern',
      laneCm: 12_000,
      laneFreeCm: 12_000,
      seats: 250,
      seatsFree: 250,
      walkinPercent: 40,
      walkinReleaseHours: 2,
      status: 'open',
    });
    const back = await departureAt(TIGARAS, addDays(today, 30), '20:15:00');
    expect(back).toMatchObject({ shipId: 2, laneCm: 14_000, seats: 300 });
    // 40 % held for the booth: online sees 72 of 120 m, i.e. 14 Golongan IV cars of 5 m.
    const search = await passenger.api.get('/api/schedule/get-all/{date}', {
      params: { date: addDays(today, 1) },
      query: { fromRoute: SIMANINDO, toRoute: TIGARAS },
    });
    expect(search.body.data.schedules[0]).toMatchObject({ issuedTime: '06:00:00', qty: 14 });
  });

  it('the daily job adds the next date and nothing twice', async () => {
    await s.built.jobs.runOnce();
    await s.built.jobs.runOnce();
    const [before] = await s.built.db.select({ n: count() }).from(schedules);
    s.clock.advance(24 * 3600_000);
    await s.built.jobs.runOnce();
    const [after] = await s.built.db.select({ n: count() }).from(schedules);
    expect(after!.n - before!.n).toBe(24);
    expect(await departureAt(SIMANINDO, addDays(today, 31), '19:45:00')).toBeDefined();
    s.clock.advance(-24 * 3600_000);
  });
});

describe('patterns', () => {
  it('a pattern on Monday and Wednesday generates only those days', async () => {
    const res = await admin.api.post('/api/operator/patterns', { body: newPattern({ weekdays: [3, 1] }) });
    expect(res.status).toBe(200);
    const p: Pattern = res.body.data.pattern;
    expect(p).toMatchObject({ weekdays: [1, 3], departureTime: '21:00:00', ship: { id: 1, name: 'KMP Sumut I' } });
    const dates = (await departuresOf(p.id)).map((d) => d.issuedDate);
    const expected = Array.from({ length: 31 }, (_, i) => addDays(today, i)).filter((d) => [1, 3].includes(weekday(d)));
    expect(dates).toEqual(expected);
  });

  it('respects Berlaku mulai and Berlaku sampai', async () => {
    const res = await admin.api.post('/api/operator/patterns', {
      body: newPattern({
        fromRoute: TIGARAS,
        toRoute: SIMANINDO,
        departureTime: '21:30:00',
        shipId: 2,
        validFrom: addDays(today, 3),
        validUntil: addDays(today, 5),
      }),
    });
    expect(res.status).toBe(200);
    const rows = await departuresOf(res.body.data.pattern.id);
    expect(rows.map((d) => d.issuedDate)).toEqual([addDays(today, 3), addDays(today, 4), addDays(today, 5)]);
    expect(rows[0]).toMatchObject({ shipId: 2, laneCm: 14_000, seats: 300, origin: 'pattern' });
  });

  it('refuses what cannot be a pattern, in Indonesian, and writes nothing', async () => {
    const audits = await auditRows();
    const cases: [Record<string, unknown>, number][] = [
      [{ toRoute: SIMANINDO }, 400],
      [{ toRoute: 99 }, 404],
      [{ shipId: 99 }, 404],
      [{ validFrom: addDays(today, 5), validUntil: addDays(today, 4) }, 400],
      [{ departureTime: '06:00:00' }, 409], // the first start's 06:00 runs every day
    ];
    for (const [change, status] of cases) {
      const res = await admin.api.post('/api/operator/patterns', { body: newPattern(change) });
      expect(res.status, JSON.stringify(change)).toBe(status);
      expect(res.body.message).toMatch(/[a-z]/);
    }
    expect((await admin.api.post('/api/operator/patterns', { body: newPattern({ weekdays: [0] }) })).status).toBe(400);
    expect(await auditRows()).toBe(audits);
  });

  it('a pattern change removes the departures without tickets and generates the new ones', async () => {
    const p = await patternAt(SIMANINDO, '21:00:00'); // Mon/Wed from the test above
    const res = await admin.api.put('/api/operator/patterns/{id}', {
      params: { id: p.id },
      body: input(p, { weekdays: [2], departureTime: '21:15:00', walkinPercent: 30 }),
    });
    expect(res.status).toBe(200);
    const rows = await departuresOf(p.id);
    expect(rows.every((d) => weekday(d.issuedDate) === 2 && d.issuedTime === '21:15:00')).toBe(true);
    expect(rows[0]).toMatchObject({ walkinPercent: 30 });
    expect(await departureAt(SIMANINDO, today, '21:00:00')).toBeUndefined();
    const [audit] = await s.built.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pattern.update'), eq(auditLog.entityId, p.id)));
    expect(audit).toMatchObject({ actorName: 'Rina Operator', reason: REASON, entity: 'pattern' });
    expect(audit!.before).toMatchObject({ departureTime: '21:00:00', weekdays: [1, 3] });
    expect(audit!.after).toMatchObject({ departureTime: '21:15:00', weekdays: [2], walkinPercent: 30 });
  });
});

describe('a pattern change that would remove departures with tickets', () => {
  it('answers 409 with those departures and changes nothing, then applies keep and cancel', async () => {
    const p = await patternAt(SIMANINDO, '09:45:00');
    const d1 = (await departureAt(SIMANINDO, addDays(today, 1), '09:45:00'))!;
    const d2 = (await departureAt(SIMANINDO, addDays(today, 2), '09:45:00'))!;
    for (const d of [d1, d2]) {
      const { message } = await placeOrder(s, passenger, orderBody(d.id));
      expect(message.status).toBe(200);
    }
    const audits = await auditRows();
    const change = input(p, { departureTime: '09:50:00' });
    const refused = await admin.api.put('/api/operator/patterns/{id}', { params: { id: p.id }, body: change });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/tiket/);
    expect(refused.body.data.affected).toEqual([
      {
        id: d1.id,
        issuedDate: d1.issuedDate,
        issuedTime: '09:45:00',
        fromRoute: { id: SIMANINDO, route: 'Simanindo' },
        toRoute: { id: TIGARAS, route: 'Tigaras' },
        tickets: 1,
      },
      expect.objectContaining({ id: d2.id, tickets: 1 }),
    ]);
    expect((await patternAt(SIMANINDO, '09:45:00')).id).toBe(p.id);
    expect((await departuresOf(p.id)).length).toBeGreaterThan(25);
    expect(await auditRows()).toBe(audits);

    // One decision missing is still a refusal.
    const partial = await admin.api.put('/api/operator/patterns/{id}', {
      params: { id: p.id },
      body: { ...change, decisions: [{ scheduleId: d1.id, action: 'keep' }] },
    });
    expect(partial.status).toBe(409);
    expect(partial.body.data.affected).toHaveLength(2);

    const done = await admin.api.put('/api/operator/patterns/{id}', {
      params: { id: p.id },
      body: {
        ...change,
        decisions: [
          { scheduleId: d1.id, action: 'keep' },
          { scheduleId: d2.id, action: 'cancel' },
        ],
      },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.pattern.departureTime).toBe('09:50:00');
    const kept = (await departureAt(SIMANINDO, d1.issuedDate, '09:45:00'))!;
    expect(kept).toMatchObject({ id: d1.id, origin: 'kept', patternId: null, status: 'open' });
    const cancelled = (await departureAt(SIMANINDO, d2.issuedDate, '09:45:00'))!;
    expect(cancelled).toMatchObject({ id: d2.id, status: 'cancelled', closureReason: 'lainnya', closureNote: REASON });
    expect(cancelled.closedAt?.getTime()).toBe(s.clock.now());
    // The departures without tickets at 09:45 are gone; 09:50 is generated (also on d1's date).
    expect(await departureAt(SIMANINDO, addDays(today, 3), '09:45:00')).toBeUndefined();
    expect(await departureAt(SIMANINDO, addDays(today, 3), '09:50:00')).toMatchObject({ patternId: p.id });
    expect(await departureAt(SIMANINDO, d1.issuedDate, '09:50:00')).toMatchObject({ patternId: p.id });
    const actions = (await s.built.db.select().from(auditLog).where(gt(auditLog.id, 0))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['pattern.update', 'departure.keep', 'departure.cancel']));
    expect(await auditRows()).toBe(audits + 3);
  });

  it('a ship too small for what a departure sold refuses the change with a clear message', async () => {
    const small = await admin.api.post('/api/operator/ships', {
      body: { name: 'KMP Kecil', seats: 2, laneMetres: 3, reason: REASON },
    });
    expect(small.status).toBe(200);
    const p = await patternAt(SIMANINDO, '09:50:00');
    const kept = (await departureAt(SIMANINDO, addDays(today, 1), '09:50:00'))!;
    await placeOrder(s, passenger, orderBody(kept.id));
    const audits = await auditRows();
    const res = await admin.api.put('/api/operator/patterns/{id}', {
      params: { id: p.id },
      body: input(p, { shipId: small.body.data.ship.id }),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/KMP Kecil tidak cukup/);
    expect((await patternAt(SIMANINDO, '09:50:00')).ship.id).toBe(1);
    expect(await auditRows()).toBe(audits);

    // A ship big enough: the departures take its space and keep what they sold.
    const bigger = await admin.api.put('/api/operator/patterns/{id}', {
      params: { id: p.id },
      body: input(p, { shipId: 2 }),
    });
    expect(bigger.status).toBe(200);
    const after = (await departureAt(SIMANINDO, addDays(today, 1), '09:50:00'))!;
    expect(after).toMatchObject({ shipId: 2, laneCm: 14_000, laneFreeCm: 14_000 - 500, seats: 300, seatsFree: 296 });
  });
});

describe('exceptions', () => {
  it('a removed time deletes that date’s departure and comes back when the exception is deleted', async () => {
    const p = await patternAt(TIGARAS, '12:45:00');
    const date = addDays(today, 4);
    const res = await admin.api.post('/api/operator/exceptions', {
      body: { patternId: p.id, date, kind: 'removed', reason: 'Kapal docking' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.exception).toMatchObject({ patternId: p.id, date, kind: 'removed', ship: null });
    expect(await departureAt(TIGARAS, date, '12:45:00')).toBeUndefined();
    const listed = await admin.api.get('/api/operator/patterns');
    expect(listed.body.data.exceptions).toContainEqual(res.body.data.exception);
    await s.built.jobs.runOnce(); // generation leaves the removed date alone
    expect(await departureAt(TIGARAS, date, '12:45:00')).toBeUndefined();
    const twice = await admin.api.post('/api/operator/exceptions', {
      body: { patternId: p.id, date, kind: 'removed', reason: 'lagi' },
    });
    expect(twice.status).toBe(409);

    const undo = await admin.api.delete('/api/operator/exceptions/{id}', {
      params: { id: res.body.data.exception.id },
      query: { reason: 'Docking ditunda' },
    });
    expect(undo.status).toBe(200);
    expect(await departureAt(TIGARAS, date, '12:45:00')).toMatchObject({ patternId: p.id, laneCm: 14_000 });
  });

  it('a removed time whose departure a ticket moved away from keeps it, cancelled: never a 500 (issue #37)', async () => {
    const date = addDays(today, 5);
    // A seeded pattern no other test changes, with its departures on both days.
    let found: { p: Pattern; dep: typeof schedules.$inferSelect; later: typeof schedules.$inferSelect } | null = null;
    for (const p of (await patterns()).filter((x) => x.fromRoute.id === SIMANINDO).reverse()) {
      const dep = await departureAt(SIMANINDO, date, p.departureTime);
      const later = await departureAt(SIMANINDO, addDays(today, 6), p.departureTime);
      if (dep && later && dep.status === 'open') {
        found = { p, dep, later };
        break;
      }
    }
    const { p, dep, later } = found!;
    const ticket = await paidTicket(s, passenger, { scheduleId: dep.id });
    // The passenger moves it to the next day's and pays the fee: its history now points at `dep`.
    expect((await reschedule(passenger, ticket.id, later.id)).status).toBe(200);
    const [change] = await changesRows(s, ticket.id);
    expect((await simulatorPays(s, change!.paymentSessionId!)).status).toBe(200);
    expect((await txOf(s, ticket.id)).scheduleId).toBe(later.id);

    const res = await admin.api.post('/api/operator/exceptions', {
      body: { patternId: p.id, date, kind: 'removed', reason: 'Kapal docking' },
    });
    expect(res.status).toBe(200);
    // Kept, cancelled (no ticket on it; its history points at it), not deleted.
    expect(await departureAt(SIMANINDO, date, p.departureTime)).toMatchObject({ id: dep.id, status: 'cancelled' });
  });

  it('a removed time with tickets asks for a decision first', async () => {
    const p = await patternAt(TIGARAS, '14:00:00');
    const date = addDays(today, 2);
    const d = (await departureAt(TIGARAS, date, '14:00:00'))!;
    await placeOrder(s, passenger, orderBody(d.id));
    const body = { patternId: p.id, date, kind: 'removed', reason: 'Izin berlayar ditahan' };
    const refused = await admin.api.post('/api/operator/exceptions', { body });
    expect(refused.status).toBe(409);
    expect(refused.body.data.affected).toEqual([expect.objectContaining({ id: d.id, tickets: 1 })]);
    const listed = await admin.api.get('/api/operator/patterns');
    expect(listed.body.data.exceptions.some((e: { date: string; patternId: number }) => e.patternId === p.id)).toBe(
      false,
    );
    const done = await admin.api.post('/api/operator/exceptions', {
      body: { ...body, decisions: [{ scheduleId: d.id, action: 'cancel' }] },
    });
    expect(done.status).toBe(200);
    expect(await departureAt(TIGARAS, date, '14:00:00')).toMatchObject({
      status: 'cancelled',
      closureReason: 'lainnya',
    });
  });

  it('a ship swap gives that date’s departure the other ship’s space', async () => {
    const p = await patternAt(SIMANINDO, '11:00:00');
    const date = addDays(today, 6);
    const res = await admin.api.post('/api/operator/exceptions', {
      body: { patternId: p.id, date, kind: 'ship', shipId: 2, reason: 'KMP Sumut I docking' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.exception.ship).toEqual({ id: 2, name: 'KMP Sumut II' });
    expect(await departureAt(SIMANINDO, date, '11:00:00')).toMatchObject({ shipId: 2, laneCm: 14_000, seats: 300 });
    expect(await departureAt(SIMANINDO, addDays(today, 7), '11:00:00')).toMatchObject({ shipId: 1, laneCm: 12_000 });
    const missingShip = await admin.api.post('/api/operator/exceptions', {
      body: { patternId: p.id, date: addDays(today, 8), kind: 'ship', reason: 'x' },
    });
    expect(missingShip.status).toBe(400);
    const outside = await admin.api.post('/api/operator/exceptions', {
      body: { patternId: p.id, date: addDays(today, -1), kind: 'removed', reason: 'x' },
    });
    expect(outside.status).toBe(400);
    await admin.api.delete('/api/operator/exceptions/{id}', {
      params: { id: res.body.data.exception.id },
      query: { reason: 'Kembali normal' },
    });
    expect(await departureAt(SIMANINDO, date, '11:00:00')).toMatchObject({ shipId: 1, laneCm: 12_000, seats: 250 });
  });
});

describe('who may change the timetable', () => {
  it('only admins: passengers and officers get 403', async () => {
    const officer = await createUser(s, { role: 'petugas' });
    const p = await patternAt(SIMANINDO, '06:00:00');
    for (const user of [passenger, officer]) {
      expect((await user.api.get('/api/operator/patterns')).status).toBe(403);
      expect((await user.api.post('/api/operator/patterns', { body: newPattern({}) })).status).toBe(403);
      expect((await user.api.put('/api/operator/patterns/{id}', { params: { id: p.id }, body: input(p) })).status).toBe(
        403,
      );
      const exception = { patternId: p.id, date: addDays(today, 1), kind: 'removed', reason: 'x' };
      expect((await user.api.post('/api/operator/exceptions', { body: exception })).status).toBe(403);
      expect(
        (await user.api.delete('/api/operator/exceptions/{id}', { params: { id: 1 }, query: { reason: 'x' } })).status,
      ).toBe(403);
    }
    expect((await s.api.get('/api/operator/patterns')).status).toBe(401);
  });
});

describe('the horizon (TIMETABLE_HORIZON_DAYS)', () => {
  const env = { JWT_SECRET: 'j', PAYMENT_SECRET: 'p', DATA_DIR: '/nonexistent-seberang-test' };

  it('is 30 days unless set, and at least the booking window', () => {
    expect(loadConfig(env).timetableHorizonDays).toBe(30);
    expect(loadConfig({ ...env, TIMETABLE_HORIZON_DAYS: '60' }).timetableHorizonDays).toBe(60);
    for (const bad of ['6', '367', '10.5', 'tiga'])
      expect(() => loadConfig({ ...env, TIMETABLE_HORIZON_DAYS: bad })).toThrow(/TIMETABLE_HORIZON_DAYS/);
  });

  it('sets how far the departures are generated', async () => {
    const short = await startServer({ timetableHorizonDays: 10 });
    try {
      const dates = await short.built.db
        .selectDistinct({ date: schedules.issuedDate })
        .from(schedules)
        .orderBy(asc(schedules.issuedDate));
      const first = todayJakarta(short.clock.now());
      expect(dates.map((d) => d.date)).toEqual(Array.from({ length: 11 }, (_, i) => addDays(first, i)));
      const admin10 = await createUser(short, { role: 'admin' });
      expect((await admin10.api.get('/api/operator/patterns')).body.data.horizonDays).toBe(10);
    } finally {
      await short.close();
    }
  });
});
