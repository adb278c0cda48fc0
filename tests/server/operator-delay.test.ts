// Undur Keberangkatan (issue #38 item 2), over HTTP: a departure delayed to a new time keeps its tickets
// and their QR; tiket-detail, the officer's verdict and the manifest read the new time; every paid
// holder is told once per new time; past DELAY_FREE_MINUTES (120) the holders may move free or take
// 100 % until the new time; the audit log keeps the change; the refusals leave nothing behind; and
// the timetable never generates the slot it left again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { auditLog, notices, schedules } from '../../server/db/schema';
import { generateDepartures } from '../../server/timetable/generate';
import { jakartaParts } from '../../server/platform/clock';
import { createDeparture, createUser, startServer, type TestServer, type TestUser } from './helpers';
import { createAdmin } from './operator-helpers';
import { createOfficer, paidTicket } from './port-helpers';

let s: TestServer;
let admin: TestUser;
let officer: TestUser;

beforeAll(async () => {
  s = await startServer();
  admin = await createAdmin(s);
  officer = await createOfficer(s);
});
afterAll(() => s?.close());

const delay = (id: number, body: Record<string, unknown>, who = admin) =>
  who.api.post('/api/operator/departures/{id}/delay', { params: { id }, body });
const WIND = { reason: 'cuaca', windKnots: 25, note: 'Menunggu angin reda' };
const detailOf = async (who: TestUser, id: number) =>
  (await who.api.get('/api/transaction/get/{id}', { params: { id } })).body.data;
const rowOf = async (id: number) => (await s.built.db.select().from(schedules).where(eq(schedules.id, id)))[0]!;

describe('Undur Keberangkatan', () => {
  it('moves the departure 40 minutes later: the ticket, its QR and the officer read the new time; holders are told; audited', async () => {
    const dep = await createDeparture(s, { minutesAhead: 6 * 60 });
    const passenger = await createUser(s);
    const tx = await paidTicket(s, passenger, { scheduleId: dep.id });
    const before = await rowOf(dep.id);
    const pass = (await detailOf(passenger, tx.id)).boardingPass as string;

    const res = await delay(dep.id, { minutes: 40, ...WIND });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const newAt = before.departureAt.getTime() + 40 * 60_000;
    const slot = jakartaParts(newAt);
    const old = jakartaParts(before.departureAt.getTime());
    expect(res.body.data.notices).toBe(1);
    expect(res.body.data.departure).toMatchObject({
      id: dep.id,
      issuedDate: slot.date,
      issuedTime: slot.time,
      status: 'open',
      delay: { fromDate: old.date, fromTime: old.time, minutes: 40, free: false },
    });
    expect(res.body.data.departure.delay.reason).toBe('Cuaca / izin Syahbandar (angin 25 knot): Menunggu angin reda');

    // tiket-detail: the new time, why, and no free choices under the threshold.
    const detail = await detailOf(passenger, tx.id);
    expect(detail.schedule).toMatchObject({ issuedDate: slot.date, issuedTime: slot.time });
    expect(detail.delay).toMatchObject({ fromTime: old.time, minutes: 40, free: false });
    expect(detail.actions.freeOptions).toBe(false);
    // The same QR still boards, at the new time.
    const verdict = await officer.api.post('/api/petugas/verify', { body: { scheduleId: dep.id, code: pass } });
    expect(verdict.body.data.verdict.code).toBe('VALID');
    expect(detail.boardingPass).toBe(pass);

    const [notice] = await s.built.db
      .select()
      .from(notices)
      .where(and(eq(notices.transactionId, tx.id), eq(notices.kind, 'departure_delayed')));
    expect(notice!.params).toMatchObject({
      time: `${old.time.slice(0, 5)} WIB`,
      newTime: `${slot.time.slice(0, 5)} WIB`,
      reason: 'Cuaca / izin Syahbandar (angin 25 knot): Menunggu angin reda',
      choices: 'Tiket Anda tetap berlaku untuk waktu baru.',
    });
    expect(notice!.params.link).toMatch(new RegExp(`/tiket-detail/${tx.id}$`));

    const [audit] = await s.built.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'departure.delay'), eq(auditLog.entityId, dep.id)));
    expect(audit!.before).toMatchObject({ issuedTime: old.time, delay: null });
    expect(audit!.after).toMatchObject({ issuedTime: slot.time, delay: { minutes: 40 } });
    // Riwayat Perubahan reads it in words: the new time and the delay, from when and why.
    const log = await admin.api.get('/api/operator/audit', { query: { entity: 'departure' } });
    const entry = log.body.data.entries.find((e: { action: string }) => e.action === 'departure.delay');
    expect(entry.title).toBe('Keberangkatan diundur');
    expect(entry.changes).toContainEqual({ label: 'Jam', before: old.time.slice(0, 5), after: slot.time.slice(0, 5) });
    expect(entry.changes).toContainEqual({
      label: 'Penundaan',
      before: '—',
      after: expect.stringMatching(/^Diundur 40 menit dari .* \d{2}:\d{2}: Cuaca \/ izin Syahbandar \(angin 25 knot\)/),
    });
  });

  it('past 2 hours in all, holders may move free or take 100 % until the new time; a second delay adds to the first and tells them again', async () => {
    const dep = await createDeparture(s, { minutesAhead: 5 * 60 });
    const passenger = await createUser(s);
    const tx = await paidTicket(s, passenger, { scheduleId: dep.id });
    expect((await delay(dep.id, { minutes: 60, reason: 'kapal_rusak', note: 'Mesin diperbaiki' })).status).toBe(200);
    expect((await detailOf(passenger, tx.id)).actions.freeOptions).toBe(false);
    const second = await delay(dep.id, { minutes: 60, reason: 'kapal_rusak', note: 'Masih diperbaiki' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.departure.delay).toMatchObject({ minutes: 120, free: true });
    const detail = await detailOf(passenger, tx.id);
    expect(detail.actions).toMatchObject({ freeOptions: true, reschedule: { allowed: true, fee: 0 } });
    expect(detail.actions.cancel).toMatchObject({ refundPercent: 100 });
    const told = await s.built.db
      .select()
      .from(notices)
      .where(and(eq(notices.transactionId, tx.id), eq(notices.kind, 'departure_delayed')));
    expect(told.map((n) => n.params.choices)).toEqual([
      'Tiket Anda tetap berlaku untuk waktu baru.',
      'Anda dapat pindah jadwal gratis atau refund 100 % sebelum waktu baru.',
    ]);
    // Once the new time has passed, nothing is free any more.
    s.clock.advance(5 * 60 * 60_000 + 121 * 60_000);
    expect((await detailOf(passenger, tx.id)).actions.freeOptions).toBe(false);
  });

  it('refuses a cancelled or sailed departure, a taken slot, cuaca without wind and other roles, changing nothing', async () => {
    const cancelled = await createDeparture(s, { status: 'cancelled' });
    const sailed = await createDeparture(s, { minutesAhead: -10 });
    const open = await createDeparture(s, { minutesAhead: 4 * 60 });
    const openRow = await rowOf(open.id);
    // Another departure of the route exactly 30 minutes later: its slot is taken.
    const later = jakartaParts(openRow.departureAt.getTime() + 30 * 60_000);
    const { id: _id, ...copy } = openRow;
    await s.built.db.insert(schedules).values({
      ...copy,
      issuedDate: later.date,
      issuedTime: later.time,
      departureAt: new Date(openRow.departureAt.getTime() + 30 * 60_000),
    });
    expect((await delay(cancelled.id, { minutes: 30, ...WIND })).status).toBe(409);
    expect((await delay(sailed.id, { minutes: 30, ...WIND })).status).toBe(409);
    expect((await delay(open.id, { minutes: 30, reason: 'cuaca', note: 'Angin' })).status).toBe(400);
    expect((await delay(open.id, { minutes: 2, ...WIND })).status).toBe(400);
    const taken = await delay(open.id, { minutes: 30, ...WIND });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      `Sudah ada keberangkatan lain pada rute ini pukul ${later.time.slice(0, 5)}. Pilih lama penundaan lain.`,
    );
    const passenger = await createUser(s);
    expect((await delay(open.id, { minutes: 30, ...WIND }, passenger)).status).toBe(403);
    expect((await rowOf(open.id)).departureAt.getTime()).toBe(openRow.departureAt.getTime());
    const audited = await s.built.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'departure.delay'), inArray(auditLog.entityId, [cancelled.id, sailed.id, open.id])),
      );
    expect(audited).toHaveLength(0);
  });

  it('the timetable never generates again the slot a delayed departure left', async () => {
    const dep = (
      await s.built.db.select().from(schedules).where(isNotNull(schedules.patternId)).orderBy(schedules.departureAt)
    ).find((d) => d.departureAt.getTime() > s.clock.now() + 60 * 60_000 && d.status === 'open')!;
    expect(dep).toBeDefined();
    const res = await delay(dep.id, { minutes: 25, reason: 'lainnya', note: 'Menunggu penumpang rombongan' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await generateDepartures(s.built.db, s.clock.now(), 30);
    const atOldSlot = await s.built.db
      .select()
      .from(schedules)
      .where(
        and(
          eq(schedules.fromRouteId, dep.fromRouteId),
          eq(schedules.toRouteId, dep.toRouteId),
          eq(schedules.issuedDate, dep.issuedDate),
          eq(schedules.issuedTime, dep.issuedTime),
        ),
      );
    expect(atOldSlot).toHaveLength(0);

    // A change of its pattern still counts it as the pattern's (by the slot it was scheduled in):
    // it is updated with the others, never removed as a departure that no longer fits.
    type Pattern = Record<string, unknown> & { id: number; walkinPercent: number };
    const pattern = ((await admin.api.get('/api/operator/patterns')).body.data.patterns as Pattern[]).find(
      (x) => x.id === dep.patternId,
    )!;
    const {
      id: _id,
      fromRoute,
      toRoute,
      ship,
      ...rest
    } = pattern as Pattern & {
      fromRoute: { id: number };
      toRoute: { id: number };
      ship: { id: number };
    };
    const walkinPercent = pattern.walkinPercent === 30 ? 35 : 30;
    const changed = await admin.api.put('/api/operator/patterns/{id}', {
      params: { id: pattern.id },
      body: {
        ...Object.fromEntries(
          ['departureTime', 'weekdays', 'validFrom', 'validUntil', 'walkinReleaseHours'].map((k) => [k, rest[k]]),
        ),
        fromRoute: fromRoute.id,
        toRoute: toRoute.id,
        shipId: ship.id,
        walkinPercent,
        reason: 'Kuota loket musim libur',
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await rowOf(dep.id)).toMatchObject({ status: 'open', patternId: dep.patternId, walkinPercent });
  });
});
