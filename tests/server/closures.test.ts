// Closures that mean what they say (issue #37 item 3), over HTTP:
// - pausing the sale (Tunda Penjualan, `stopped`) changes nothing for a ticket already bought: the
//   passenger's actions and the booth's Batalkan Tiket both keep 75 % and the move's fee (on
//   a47e8bf a paused sale paid 100 % online, 75 % at the booth);
// - holding the sailing (Tahan Keberangkatan, `held`) gives free options until its time, then none;
// - nothing is paused, held or cancelled once its time has passed (409), except a cancellation after
//   loading began, confirmed with `afterLoading`, which voids the check-ins (each audited), so their
//   holders get the same free options; with a ticket checked in, a cancellation needs it too;
// - the scanner never says Tiket Sah on a held or cancelled sailing, and the officer's copy of the
//   day carries each departure's status for the phone's offline verdict (src/lib/officer-verify.ts);
// - a cancelled departure takes no more money: its unpaid holds and the moves waiting to be paid
//   into it end, and a payment that still lands is refunded, never a ticket (on a47e8bf the hold
//   turned PAID and the move landed on the cancelled departure, its fee kept);
// - the passenger's cancel and move send the amounts they were shown: when others apply now (the
//   operator reopened the departure meanwhile), nothing happens and the 409 carries the new ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, transactions } from '../../server/db/schema';
import { refunds } from '../../server/db/schema-tickets';
import { createDeparture, createUser, startServer, type TestServer, type TestUser } from './helpers';
import { cancelTicket, createKasir, getTicket, openShift, portIds, saleBody, sell } from './booth-helpers';
import { createAdmin } from './operator-helpers';
import { createOfficer, heldTicket, paidTicket, simulatorPays, txOf } from './port-helpers';
import { cancelOwn, changesRows, detailOf, reschedule } from './ticket-helpers';

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
afterAll(async () => {
  await s?.close();
});

const HOUR = 3_600_000;
const setStatus = (id: number, body: Record<string, unknown>) =>
  admin.api.post('/api/operator/departures/{id}/status', { params: { id }, body });
/** A departure from the booth's port `minutesAhead` from now, with an online ticket and a booth ticket. */
async function departureWithTickets(minutesAhead = 6 * 60) {
  const dep = await createDeparture(s, { from: tigaras, to: simanindo, capacity: 20, minutesAhead });
  const passenger = await createUser(s);
  const online = await paidTicket(s, passenger, { scheduleId: dep.id });
  const sold = await sell(kasir, saleBody(dep.id, 10_000_000));
  expect(sold.status).toBe(200);
  const boothId = (sold.body.data.ticket as { transactionId: number }).transactionId;
  return { dep, passenger, online, boothId };
}
const checkIn = (id: number) =>
  s.built.db
    .update(transactions)
    .set({ checkedIn: true, checkedInAt: new Date(s.clock.now()), checkedInByName: 'Rina Sitorus' })
    .where(eq(transactions.id, id));

describe('a paused sale (Tunda Penjualan) is not a closure of the sailing', () => {
  it('keeps 75 % and the fee online and at the booth, and the cancellation refunds 75 %', async () => {
    const { dep, passenger, online, boothId } = await departureWithTickets();
    expect((await setStatus(dep.id, { status: 'stopped', reason: 'lainnya', note: 'Dek penuh' })).status).toBe(200);

    const actions = (await detailOf(passenger, online.id)).actions;
    expect(actions).toMatchObject({ departureStopped: true, departureHeld: false, freeOptions: false });
    expect(actions.cancel).toMatchObject({ allowed: true, refundPercent: 75 });
    expect(actions.reschedule.feePercent).toBe(10);
    expect(actions.reschedule.fee).toBeGreaterThan(0);
    // The booth answers by the same rule.
    expect((await getTicket(kasir, boothId)).body.data.cancel).toMatchObject({ allowed: true, refundPercent: 75 });

    const cancelled = await cancelOwn(passenger, online.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.ticket.refund.amount).toBe(Math.round(online.price * 0.75));
  });
});

describe('a held sailing (Tahan Keberangkatan)', () => {
  it('gives free options online and at the booth until its time, then none', async () => {
    const { dep, passenger, online, boothId } = await departureWithTickets(3 * 60);
    expect((await setStatus(dep.id, { status: 'held', reason: 'cuaca', windKnots: 22, note: 'Angin' })).status).toBe(
      200,
    );
    const actions = (await detailOf(passenger, online.id)).actions;
    expect(actions).toMatchObject({ departureHeld: true, freeOptions: true });
    expect(actions.cancel).toMatchObject({ allowed: true, refundPercent: 100, refundAmount: online.price });
    expect(actions.reschedule).toMatchObject({ allowed: true, feePercent: 0, fee: 0 });
    expect((await getTicket(kasir, boothId)).body.data.cancel).toMatchObject({ allowed: true, refundPercent: 100 });

    // Its time passes without a reopening: nothing is free any more (the operator reopens or cancels).
    s.clock.advance(3 * HOUR + 60_000);
    try {
      const late = (await detailOf(passenger, online.id)).actions;
      expect(late).toMatchObject({ departureHeld: true, freeOptions: false });
      expect(late.cancel.allowed).toBe(false);
      expect(late.reschedule.allowed).toBe(false);
      expect((await getTicket(kasir, boothId)).body.data.cancel.allowed).toBe(false);
      expect((await cancelOwn(passenger, online.id)).status).toBe(409);
    } finally {
      s.clock.advance(-(3 * HOUR + 60_000));
    }
  });
});

describe('once its time has passed', () => {
  it('a departure is no longer paused, held or cancelled (409 with the reason); reopening still works', async () => {
    const open = await createDeparture(s, { from: tigaras, to: simanindo, minutesAhead: 30 });
    const stopped = await createDeparture(s, { from: tigaras, to: simanindo, minutesAhead: 30, status: 'stopped' });
    s.clock.advance(31 * 60_000);
    try {
      for (const status of ['stopped', 'held', 'cancelled'] as const) {
        const res = await setStatus(open.id, { status, reason: 'kapal_rusak', note: 'Mesin' });
        expect(res.status, status).toBe(409);
        expect(res.body.message).toMatch(/Jam keberangkatan ini sudah lewat/);
      }
      // Nobody is checked in: there is no loading to have begun, even when the operator says so.
      const claimed = await setStatus(open.id, {
        status: 'cancelled',
        reason: 'kapal_rusak',
        note: 'Mesin',
        afterLoading: true,
      });
      expect(claimed.status).toBe(409);
      expect((await setStatus(stopped.id, { status: 'open', reason: 'lainnya', note: 'Dibuka' })).status).toBe(200);
    } finally {
      s.clock.advance(-31 * 60_000);
    }
  });
});

describe('a cancellation after loading began', () => {
  it('needs afterLoading while a ticket is checked in, then voids the check-ins so their holders get 100 %', async () => {
    const { dep, passenger, online, boothId } = await departureWithTickets(3 * 60);
    await checkIn(online.id);
    await checkIn(boothId);
    const body = { status: 'cancelled', reason: 'cuaca', windKnots: 25, note: 'Syahbandar menahan' };
    const refused = await setStatus(dep.id, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^2 tiket sudah check-in/);
    expect((await txOf(s, online.id)).checkedIn).toBe(true);

    // The harbour master withholds the sailing after its time, the vehicles loaded.
    s.clock.advance(3 * HOUR + 5 * 60_000);
    try {
      expect((await setStatus(dep.id, { ...body, afterLoading: true })).status).toBe(200);
      for (const id of [online.id, boothId]) {
        const row = await txOf(s, id);
        expect(row).toMatchObject({ checkedIn: false, checkedInAt: null, status: 'PAID' });
        const audit = await s.built.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'ticket.checkin.void'), eq(auditLog.entityId, id)));
        expect(audit).toHaveLength(1);
      }
      const actions = (await detailOf(passenger, online.id)).actions;
      expect(actions).toMatchObject({ operatorCancelled: true, freeOptions: true });
      expect(actions.cancel).toMatchObject({ allowed: true, refundPercent: 100 });
      const refunded = await cancelTicket(kasir, boothId, { reason: 'Batal berlayar' });
      expect(refunded.status).toBe(200);
      expect(refunded.body.data.refund.amount).toBe((await txOf(s, boothId)).price);
    } finally {
      s.clock.advance(-(3 * HOUR + 5 * 60_000));
    }
  });
});

describe('the scanner on a held or cancelled sailing', () => {
  it("never says Tiket Sah nor boards, and the officer's day carries the status for the offline verdict", async () => {
    const officer = await createOfficer(s);
    const { dep, online } = await departureWithTickets(3 * 60);
    const verify = async () =>
      (await officer.api.post('/api/petugas/verify', { body: { scheduleId: dep.id, invoiceId: online.invoiceId } }))
        .body.data.verdict.code as string;
    const statusInDay = async () =>
      (
        (await officer.api.get('/api/petugas/departures')).body.data.departures as {
          scheduleId: number;
          status: string;
        }[]
      ).find((d) => d.scheduleId === dep.id)?.status;
    expect(await verify()).toBe('VALID');
    expect(await statusInDay()).toBe('open');

    expect((await setStatus(dep.id, { status: 'held', reason: 'cuaca', windKnots: 24, note: 'Angin' })).status).toBe(
      200,
    );
    expect(await verify()).toBe('DEPARTURE_HELD');
    const boarding = await officer.api.post('/api/petugas/check-in', {
      body: { scanId: crypto.randomUUID(), deviceId: 'hp-uji-1', scheduleId: dep.id, invoiceId: online.invoiceId },
    });
    expect(boarding.body.data).toMatchObject({ outcome: 'REFUSED', verdict: { code: 'DEPARTURE_HELD' } });
    expect(await statusInDay()).toBe('held');

    expect(
      (await setStatus(dep.id, { status: 'cancelled', reason: 'cuaca', windKnots: 30, note: 'Badai' })).status,
    ).toBe(200);
    expect(await verify()).toBe('DEPARTURE_CANCELLED');
    expect(await statusInDay()).toBe('cancelled');
    expect((await txOf(s, online.id)).checkedIn).toBe(false);
  });
});

describe('a cancelled departure takes no more money', () => {
  it('ends its unpaid holds and the moves waiting to be paid into it; a payment that lands anyway is refunded', async () => {
    const dep = await createDeparture(s, { capacity: 20, minutesAhead: 6 * 60 });
    const hold = await heldTicket(s, await createUser(s), { scheduleId: dep.id });
    const mover = await createUser(s);
    const ticket = await paidTicket(s, mover, { minutesAhead: 10 * 60 });
    const move = await reschedule(mover, ticket.id, dep.id);
    expect(move.status).toBe(200);
    expect(move.body.data.payment).toBeTruthy();
    const [pending] = await changesRows(s, ticket.id);
    expect(pending!.status).toBe('pending');

    expect((await setStatus(dep.id, { status: 'cancelled', reason: 'kapal_rusak', note: 'Mesin' })).status).toBe(200);
    expect((await txOf(s, hold.id)).status).toBe('CANCELLED');
    expect((await changesRows(s, ticket.id))[0]!.status).toBe('expired');

    // The hold's payment lands after all: no ticket on a departure that will not sail.
    expect((await simulatorPays(s, hold.paymentSessionId!)).status).toBe(200);
    expect((await txOf(s, hold.id)).status).toBe('CANCELLED');
    // The move's payment lands: the ticket stays where it was, and the money is owed back.
    expect((await simulatorPays(s, pending!.paymentSessionId!)).status).toBe(200);
    expect((await txOf(s, ticket.id)).scheduleId).toBe(ticket.scheduleId);
    const owed = await s.built.db.select().from(refunds).where(eq(refunds.transactionId, ticket.id));
    expect(owed).toEqual([
      expect.objectContaining({ cause: 'change_not_applied', status: 'due', amount: pending!.amountDue }),
    ]);
  });
});

describe('the passenger confirms the amounts shown', () => {
  it('a 100 % refund shown on a held departure is not paid 75 % after a reopening: 409 with the new preview', async () => {
    const { dep, passenger, online } = await departureWithTickets();
    expect((await setStatus(dep.id, { status: 'held', reason: 'cuaca', windKnots: 21, note: 'Angin' })).status).toBe(
      200,
    );
    const shown = (await detailOf(passenger, online.id)).actions.cancel;
    expect(shown).toMatchObject({ refundPercent: 100, refundAmount: online.price });
    // The operator reopens between the preview and the click.
    expect((await setStatus(dep.id, { status: 'open', reason: 'lainnya', note: 'Angin reda' })).status).toBe(200);
    const refused = await cancelOwn(passenger, online.id, shown.refundAmount);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Jumlah refund berubah/);
    expect(refused.body.data.cancel).toMatchObject({ allowed: true, refundPercent: 75 });
    expect((await txOf(s, online.id)).status).toBe('PAID');
    // Confirmed again with what applies now.
    const done = await cancelOwn(passenger, online.id, refused.body.data.cancel.refundAmount);
    expect(done.status).toBe(200);
    expect(done.body.data.ticket.refund.amount).toBe(refused.body.data.cancel.refundAmount);
  });

  it('a free move shown on a held departure is not charged after a reopening: 409 with the option as it is now', async () => {
    const { dep, passenger, online } = await departureWithTickets();
    const target = await createDeparture(s, { from: tigaras, to: simanindo, capacity: 20, minutesAhead: 8 * 60 });
    expect((await setStatus(dep.id, { status: 'held', reason: 'cuaca', windKnots: 21, note: 'Angin' })).status).toBe(
      200,
    );
    expect((await setStatus(dep.id, { status: 'open', reason: 'lainnya', note: 'Angin reda' })).status).toBe(200);
    const refused = await reschedule(passenger, online.id, target.id, crypto.randomUUID(), 0);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Biaya perubahan jadwal berubah/);
    expect(refused.body.data.option.amountDue).toBeGreaterThan(0);
    expect((await txOf(s, online.id)).scheduleId).toBe(dep.id);
    expect(await changesRows(s, online.id)).toEqual([]);
  });
});
