// A weather day in a few clicks (issue #38 item 1), over HTTP: several departures held, paused or
// cancelled at once with one reason and one wind speed, the impact read first (tickets, people,
// vehicles, notices, the money at stake from the ledger), those that cannot take the change left
// alone with the reason, each changed one audited and its passengers notified as if changed alone.
// On dee5734 neither operation existed (404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, notices, schedules, transactions } from '../../server/db/schema';
import { createDeparture, createUser, startServer, type TestServer, type TestUser } from './helpers';
import { createKasir, openShift, portIds, saleBody, sell } from './booth-helpers';
import { createAdmin } from './operator-helpers';
import { heldTicket, paidTicket } from './port-helpers';

let s: TestServer;
let admin: TestUser;
let kasir: TestUser;
let tigaras: number;
let simanindo: number;

beforeAll(async () => {
  s = await startServer();
  admin = await createAdmin(s);
  kasir = await createKasir(s);
  await openShift(kasir);
  ({ Tigaras: tigaras, Simanindo: simanindo } = (await portIds(s)) as { Tigaras: number; Simanindo: number });
});
afterAll(() => s?.close());

const preview = (body: Record<string, unknown>, who = admin) =>
  who.api.post('/api/operator/departures/impact', { body });
const apply = (body: Record<string, unknown>, who = admin) =>
  who.api.post('/api/operator/departures/bulk-status', { body });
const departure = (minutesAhead = 6 * 60) =>
  createDeparture(s, { from: tigaras, to: simanindo, capacity: 20, minutesAhead });

/** A departure with two paid online tickets, one booth cash ticket and one unpaid hold. */
async function busyDeparture() {
  const dep = await departure();
  const a = await paidTicket(s, await createUser(s), { scheduleId: dep.id });
  const b = await paidTicket(s, await createUser(s), { scheduleId: dep.id });
  const sold = await sell(kasir, saleBody(dep.id, 10_000_000));
  expect(sold.status).toBe(200);
  await heldTicket(s, await createUser(s), { scheduleId: dep.id });
  return { dep, paid: [a.id, b.id, sold.body.data.ticket.transactionId as number] };
}

const WIND = { reason: 'cuaca', windKnots: 20, note: 'Angin kencang sore ini' };

describe('several departures at once', () => {
  it('shows the impact first: tickets, people, vehicles, notices and the money a full refund would cost; the others apart, with the reason', async () => {
    const one = await busyDeparture();
    const two = await busyDeparture();
    const cancelled = await createDeparture(s, { from: tigaras, to: simanindo, status: 'cancelled' });
    const paid = await s.built.db
      .select()
      .from(transactions)
      .where(inArray(transactions.id, [...one.paid, ...two.paid]));
    const res = await preview({ ids: [two.dep.id, one.dep.id, cancelled.id, 999_999], status: 'held' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { impact, refused } = res.body.data;
    expect(impact).toEqual({
      departures: 2,
      tickets: 6,
      people: paid.reduce((n, t) => n + t.seats, 0),
      vehicles: 6,
      // The booth's cash sale gave no number: no notice for it.
      notices: 4,
      refundAtStake: paid.reduce((n, t) => n + (t.salePrice ?? t.price), 0),
      checkedIn: 0,
      unpaidHolds: 0,
    });
    expect(refused).toEqual([
      { id: cancelled.id, message: expect.stringMatching(/dibatalkan/) },
      { id: 999_999, message: 'Keberangkatan tidak ditemukan.' },
    ]);
    // A paused sale notifies no one and offers no refund; a cancellation also ends the holds.
    expect((await preview({ ids: [one.dep.id], status: 'stopped' })).body.data.impact).toMatchObject({
      tickets: 3,
      notices: 0,
      refundAtStake: 0,
    });
    expect((await preview({ ids: [one.dep.id], status: 'cancelled' })).body.data.impact.unpaidHolds).toBe(1);
    // Nothing changed.
    const rows = await s.built.db
      .select()
      .from(schedules)
      .where(inArray(schedules.id, [one.dep.id, two.dep.id]));
    expect(rows.map((r) => r.status)).toEqual(['open', 'open']);
  });

  it('holds them with one reason and wind speed: each audited and its passengers notified, the others left with the reason', async () => {
    const one = await busyDeparture();
    const two = await busyDeparture();
    const sailed = await departure(-30);
    const res = await apply({ ids: [one.dep.id, two.dep.id, sailed.id], status: 'held', ...WIND });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.departures.map((d: { id: number; status: string }) => [d.id, d.status])).toEqual([
      [one.dep.id, 'held'],
      [two.dep.id, 'held'],
    ]);
    expect(data.departures[0].closure).toMatchObject({ reason: 'cuaca', windKnots: 20 });
    expect(data.refused).toEqual([{ id: sailed.id, message: expect.any(String) }]);
    expect(data.noticesQueued).toBe(4);
    expect(data.impact).toMatchObject({ departures: 2, tickets: 6, notices: 4 });
    const queued = await s.built.db
      .select()
      .from(notices)
      .where(and(eq(notices.kind, 'departure_closed'), inArray(notices.transactionId, [...one.paid, ...two.paid])));
    expect(queued).toHaveLength(4);
    const audited = await s.built.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'departure.hold'), inArray(auditLog.entityId, [one.dep.id, two.dep.id])));
    expect(audited).toHaveLength(2);
    expect((await s.built.db.select().from(schedules).where(eq(schedules.id, sailed.id)))[0]!.status).toBe('open');
  });

  it('a cancellation leaves a departure with checked-in tickets unless loading is confirmed; its holds end', async () => {
    const boarded = await busyDeparture();
    const plain = await busyDeparture();
    await s.built.db
      .update(transactions)
      .set({ checkedIn: true, checkedInAt: new Date(s.clock.now()), checkedInByName: 'Rina Sitorus' })
      .where(eq(transactions.id, boarded.paid[0]!));
    const body = { ids: [boarded.dep.id, plain.dep.id], status: 'cancelled', reason: 'lainnya', note: 'Kapal rusak' };
    const first = await apply(body);
    expect(first.status).toBe(200);
    expect(first.body.data.departures.map((d: { id: number }) => d.id)).toEqual([plain.dep.id]);
    expect(first.body.data.refused).toEqual([{ id: boarded.dep.id, message: expect.stringMatching(/1/) }]);
    const holds = await s.built.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.scheduleId, plain.dep.id), eq(transactions.status, 'UNPAID')));
    expect(holds).toEqual([]);
    const confirmed = await apply({ ...body, ids: [boarded.dep.id], afterLoading: true });
    expect(confirmed.body.data.departures).toMatchObject([{ id: boarded.dep.id, status: 'cancelled' }]);
  });

  it('refuses what is not a change: a weather reason without wind (400), twice the same id (400), no ids (400), and anyone but the admin (403)', async () => {
    const dep = await departure();
    expect((await apply({ ids: [dep.id], status: 'held', reason: 'cuaca', note: 'Angin' })).status).toBe(400);
    expect((await apply({ ids: [dep.id, dep.id], status: 'held', ...WIND })).status).toBe(400);
    expect((await apply({ ids: [], status: 'held', ...WIND })).status).toBe(400);
    expect((await apply({ ids: [dep.id], status: 'open', ...WIND })).status).toBe(400);
    expect((await preview({ ids: [dep.id], status: 'held' }, kasir)).status).toBe(403);
    expect((await apply({ ids: [dep.id], status: 'held', ...WIND }, kasir)).status).toBe(403);
  });
});
