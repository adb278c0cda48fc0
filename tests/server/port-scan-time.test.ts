// Issue #21 item 13: a scan's time is clamped — never before the ticket was paid, the officer's
// login, or the departure's day — and a clamped scan never takes a check-in over; scan ids are keyed
// by officer, so one officer's id never answers for another's scan.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_TIME, TestClock, createUser, startServer, type TestServer, type TestUser } from './helpers';
import { createOfficer, paidTicket, txOf } from './port-helpers';

const BACK_DATED = '2000-01-01T00:00:00.000Z';
const DEVICE = 'device-time-0001';

let s: TestServer;
let passenger: TestUser;
beforeAll(async () => {
  // Sunday 22 November 2026, 20:00 WIB: the evening before the departures of the first test.
  s = await startServer({ clock: new TestClock(BASE_TIME - 12 * 3_600_000) });
  passenger = await createUser(s);
});
afterAll(() => s?.close());

const sync = (who: TestUser, scan: Record<string, unknown>) =>
  who.api.post('/api/petugas/sync', { body: { deviceId: DEVICE, scans: [{ scanId: randomUUID(), ...scan }] } });

describe('a back-dated scan', () => {
  it('counts from 00:00 WIB of the departure day when the ticket was paid and the officer logged in the day before', async () => {
    // Paid and logged in on Sunday evening, for Monday 09:00; synced on Monday at 08:00.
    const tx = await paidTicket(s, passenger, { minutesAhead: 13 * 60 });
    const officer = await createOfficer(s, 'Rina Sitorus');
    s.clock.advance(12 * 3_600_000);
    const res = await sync(officer, { scheduleId: tx.scheduleId, invoiceId: tx.invoiceId, scannedAt: BACK_DATED });
    expect(res.body.data.results[0].outcome).toBe('CHECKED_IN');
    expect((await txOf(s, tx.id)).checkedInAt?.toISOString()).toBe('2026-11-22T17:00:00.000Z');
  });

  it('counts from the payment, and from the officer login, whichever is later', async () => {
    const early = await createOfficer(s, 'Tono Manurung');
    s.clock.advance(5 * 60_000);
    const paidAfterLogin = await paidTicket(s, passenger);
    const paidAt = (await txOf(s, paidAfterLogin.id)).paidAt!.toISOString();
    const r1 = await sync(early, {
      scheduleId: paidAfterLogin.scheduleId,
      invoiceId: paidAfterLogin.invoiceId,
      scannedAt: BACK_DATED,
    });
    expect(r1.body.data.results[0].outcome).toBe('CHECKED_IN');
    expect((await txOf(s, paidAfterLogin.id)).checkedInAt?.toISOString()).toBe(paidAt);

    const paidBeforeLogin = await paidTicket(s, passenger);
    s.clock.advance(7 * 60_000);
    const late = await createOfficer(s, 'Sari Simbolon');
    const loginAt = new Date(Math.floor(s.clock.now() / 1000) * 1000).toISOString();
    s.clock.advance(60_000);
    const r2 = await sync(late, {
      scheduleId: paidBeforeLogin.scheduleId,
      invoiceId: paidBeforeLogin.invoiceId,
      scannedAt: BACK_DATED,
    });
    expect(r2.body.data.results[0].outcome).toBe('CHECKED_IN');
    expect((await txOf(s, paidBeforeLogin.id)).checkedInAt?.toISOString()).toBe(loginAt);
  });

  it('never takes over an existing check-in (a sync dated 2000-01-01 used to replace it)', async () => {
    const first = await createOfficer(s, 'Rina Sitorus');
    const other = await createOfficer(s, 'Tono Manurung');
    const tx = await paidTicket(s, passenger);
    s.clock.advance(10 * 60_000);
    const online = await first.api.post('/api/petugas/check-in', {
      body: { scanId: randomUUID(), deviceId: DEVICE, scheduleId: tx.scheduleId, invoiceId: tx.invoiceId },
    });
    expect(online.body.data.outcome).toBe('CHECKED_IN');
    const before = await txOf(s, tx.id);
    const res = await sync(other, { scheduleId: tx.scheduleId, invoiceId: tx.invoiceId, scannedAt: BACK_DATED });
    expect(res.body.data.results[0].outcome).toBe('CONFLICT');
    expect(res.body.data.results[0].verdict.message).toMatch(/oleh Rina Sitorus\.$/);
    const after = await txOf(s, tx.id);
    expect(after.checkedInByName).toBe('Rina Sitorus');
    expect(after.checkedInAt?.toISOString()).toBe(before.checkedInAt?.toISOString());
    expect(after.checkedInScanId).toBe(before.checkedInScanId);
  });
});

describe('scan ids', () => {
  it("are keyed by officer: another officer's reused id is a scan of its own ticket", async () => {
    const rina = await createOfficer(s, 'Rina Sitorus');
    const tono = await createOfficer(s, 'Tono Manurung');
    const a = await paidTicket(s, passenger);
    const b = await paidTicket(s, passenger);
    const scanId = `reused-${randomUUID()}`;
    const scannedAt = new Date(s.clock.now() - 1000).toISOString();
    const first = await sync(rina, { scanId, scheduleId: a.scheduleId, invoiceId: a.invoiceId, scannedAt });
    expect(first.body.data.results[0]).toMatchObject({ outcome: 'CHECKED_IN', ticket: { transactionId: a.id } });
    const second = await sync(tono, { scanId, scheduleId: b.scheduleId, invoiceId: b.invoiceId, scannedAt });
    expect(second.body.data.results[0]).toMatchObject({
      outcome: 'CHECKED_IN',
      ticket: { transactionId: b.id, checkedInBy: 'Tono Manurung' },
    });
    expect((await txOf(s, b.id)).checkedInByName).toBe('Tono Manurung');
    // Each officer's retry still answers as before.
    const again = await sync(rina, { scanId, scheduleId: a.scheduleId, invoiceId: a.invoiceId, scannedAt });
    expect(again.body.data.results[0]).toMatchObject({ outcome: 'CHECKED_IN', ticket: { transactionId: a.id } });
  });
});
