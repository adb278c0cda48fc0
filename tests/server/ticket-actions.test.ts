// A paid ticket's self-service actions (issue #23) over HTTP: the 2-hour rule on Jakarta time
// (exactly 2 hours still allowed, 1 h 59 min refused), the fee and refund arithmetic in whole rupiah,
// the choices of Ubah Jadwal, 404 for another user's ticket and 409 once checked in.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/app/config';
import { CANCEL_REASONS } from '../../kernel/ticket-rules';
import { jakartaParts } from '../../server/platform/clock';
import { createDeparture, createUser, startServer, type TestServer, type TestUser } from './helpers';
import { createOfficer, paidTicket } from './port-helpers';
import { cancelOwn, correct, departureOf, detailOf, optionsOf, reschedule, setPrice } from './ticket-helpers';

const HOUR = 3_600_000;
let s: TestServer;
let user: TestUser;

beforeAll(async () => {
  s = await startServer();
  user = await createUser(s);
});
afterAll(() => s?.close());

describe('the 2-hour rule', () => {
  it('allows Ubah Jadwal and Batalkan at exactly 2 hours before departure and refuses at 1 h 59 min', async () => {
    const tx = await paidTicket(s, user, { minutesAhead: 300 });
    const dep = await departureOf(s, tx.scheduleId);
    // Exactly 2 hours before, on the Jakarta clock: the departure's WIB time minus 2 h.
    s.clock.t = dep.departureAt.getTime() - 2 * HOUR;
    const [h, m, sec] = dep.issuedTime.split(':').map(Number) as [number, number, number];
    const expected = `${String(h - 2).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;
    expect(jakartaParts(s.clock.now()).time).toBe(expected);
    const at2h = (await detailOf(user, tx.id)).actions;
    expect(at2h.reschedule).toMatchObject({ allowed: true, reason: null, feePercent: 10 });
    expect(at2h.cancel).toMatchObject({ allowed: true, refundPercent: 75 });
    expect(at2h.correct).toEqual({ allowed: true, reason: null });

    s.clock.advance(60_000);
    const late = (await detailOf(user, tx.id)).actions;
    expect(late.reschedule).toMatchObject({
      allowed: false,
      reason: 'Ubah jadwal hanya bisa paling lambat 2 jam sebelum keberangkatan.',
    });
    expect(late.cancel).toMatchObject({ allowed: false, reason: CANCEL_REASONS.tooLate });
    expect(late.correct.allowed).toBe(true);

    const other = await createDeparture(s, { minutesAhead: 240, capacity: 5 });
    const moved = await reschedule(user, tx.id, other.id);
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe('Ubah jadwal hanya bisa paling lambat 2 jam sebelum keberangkatan.');
    const cancelled = await cancelOwn(user, tx.id);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(CANCEL_REASONS.tooLate);
    expect((await optionsOf(user, tx.id, other.issuedDate)).body.data.options).toEqual([]);
  });
});

describe('fees in whole rupiah', () => {
  it('charges 10 % of the price and refunds 75 %, rounding down', async () => {
    const tx = await paidTicket(s, user, { minutesAhead: 600 });
    await setPrice(s, tx.id, 187_500);
    const a = (await detailOf(user, tx.id)).actions;
    expect(a.reschedule).toMatchObject({ fee: 18_750, feePercent: 10 });
    expect(a.cancel).toMatchObject({ refundAmount: 140_625, fee: 46_875 });
    await setPrice(s, tx.id, 187_509);
    const odd = (await detailOf(user, tx.id)).actions;
    expect(odd.reschedule.fee).toBe(18_750);
    expect(odd.cancel).toMatchObject({ refundAmount: 140_631, fee: 46_878 });
  });

  it('lists the departures of the same route with the fare, fee, difference and amount due', async () => {
    const tx = await paidTicket(s, user, { minutesAhead: 600 });
    const same = await createDeparture(s, { minutesAhead: 660, capacity: 5 });
    const back = await createDeparture(s, { minutesAhead: 660, capacity: 5, from: 2, to: 1 });
    const full = await createDeparture(s, { minutesAhead: 660, capacity: 0, laneCm: 100 });
    const options = (await optionsOf(user, tx.id, same.issuedDate)).body.data.options as {
      departure: { scheduleId: number };
      newFare: number;
      fee: number;
      difference: number;
      amountDue: number;
    }[];
    const ids = options.map((o) => o.departure.scheduleId);
    expect(ids).toContain(same.id);
    expect(ids).not.toContain(tx.scheduleId);
    expect(ids).not.toContain(back.id);
    expect(ids).not.toContain(full.id);
    const o = options.find((x) => x.departure.scheduleId === same.id)!;
    const fee = Math.floor((tx.price * 10) / 100);
    expect(o).toMatchObject({ newFare: tx.price, fee, difference: 0, amountDue: fee });
    // Outside the booking window: nothing.
    expect((await optionsOf(user, tx.id, '2027-06-01')).body.data.options).toEqual([]);
  });

  it('reads RESCHEDULE_FEE_PERCENT like SELF_CANCEL_REFUND_PERCENT', () => {
    const base = { JWT_SECRET: 'j', PAYMENT_SECRET: 'p', DATA_DIR: '/nonexistent-seberang-test' };
    expect(loadConfig(base).rescheduleFeePercent).toBe(10);
    expect(loadConfig({ ...base, RESCHEDULE_FEE_PERCENT: '15' }).rescheduleFeePercent).toBe(15);
    expect(() => loadConfig({ ...base, RESCHEDULE_FEE_PERCENT: '101' })).toThrow(/RESCHEDULE_FEE_PERCENT/);
  });
});

describe('whose ticket', () => {
  it('answers 404 for another user’s ticket on every self-service call', async () => {
    const tx = await paidTicket(s, user, { minutesAhead: 600 });
    const stranger = await createUser(s);
    const other = await createDeparture(s, { minutesAhead: 660 });
    expect((await optionsOf(stranger, tx.id, other.issuedDate)).status).toBe(404);
    expect((await reschedule(stranger, tx.id, other.id)).status).toBe(404);
    expect((await cancelOwn(stranger, tx.id)).status).toBe(404);
    const body = { plateNumber: 'BK 9999 ZZ', driver: { name: 'X', age: 30, domicile: 'Medan' }, manifest: [] };
    expect((await correct(stranger, tx.id, body)).status).toBe(404);
    expect((await detailOf(user, tx.id)).status).toBe('PAID');
  });

  it('answers 409 once the ticket is checked in, and offers nothing', async () => {
    const tx = await paidTicket(s, user);
    const officer = await createOfficer(s);
    const pass = (await detailOf(user, tx.id)).boardingPass as string;
    const checkIn = await officer.api.post('/api/petugas/check-in', {
      body: { scanId: randomUUID(), deviceId: 'device-tiket-1', scheduleId: tx.scheduleId, code: pass },
    });
    expect(checkIn.body.data.verdict.code).toBe('CHECKED_IN');
    const a = (await detailOf(user, tx.id)).actions;
    expect(a.reschedule.allowed).toBe(false);
    expect(a.cancel).toMatchObject({ allowed: false, reason: CANCEL_REASONS.checkedIn });
    expect(a.correct).toEqual({ allowed: false, reason: 'Tiket ini sudah dipakai naik kapal.' });
    const other = await createDeparture(s, { minutesAhead: 300 });
    expect((await reschedule(user, tx.id, other.id)).status).toBe(409);
    expect((await cancelOwn(user, tx.id)).status).toBe(409);
    const d = await detailOf(user, tx.id);
    const fix = await correct(user, tx.id, { plateNumber: 'BK 1 A', driver: d.driver, manifest: d.manifest });
    expect(fix.status).toBe(409);
  });
});
