// Cari Tiket and Batalkan Tiket at the booth (issue #24), over HTTP, on PGlite and PostgreSQL: a
// ticket of the cashier's port found by id or invoice (booth or online), none or another port's 404;
// the cancellation preview (75 %, whole rupiah; 100 % when the operator cancelled the departure; the
// 2-hour cutoff); a cancellation gives the space back exactly once (a sold-out departure sells
// again), bumps the pass (the old QR is refused at the dock) and pays the refund from the shift's
// cash (expected cash and the close's variance); a second cancel, a checked-in ticket, no open shift
// are refused; other roles get 403.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { CANCEL_REASONS } from '../../kernel/ticket-rules';
import { BOOTH_MESSAGES as M } from '../../server/booth/messages';
import { auditLog } from '../../server/db/schema';
import { MESSAGES } from '../../server/errors';
import { loadConfig } from '../../server/app/config';
import { createDeparture, type TestServer, type TestUser } from './helpers';
import { createAdmin } from './operator-helpers';
import { createOfficer, paidTicket } from './port-helpers';
import { changesRows, reschedule } from './ticket-helpers';
import {
  boothWorld,
  cancelTicket,
  createKasir,
  currentShift,
  departureRow,
  getTicket,
  openShift,
  saleBody,
  sell,
  soldTicket,
  txRow,
} from './booth-helpers';

const HOUR = 3_600_000;

let w: Awaited<ReturnType<typeof boothWorld>>;
let s: TestServer;
let kasir: TestUser;
let passenger: TestUser;
let officer: TestUser;
let tigaras: number;
let simanindo: number;
beforeAll(async () => {
  w = await boothWorld();
  ({ s, kasir, passenger, tigaras, simanindo } = w);
  officer = await createOfficer(s);
});
afterAll(() => s?.close());

/** A departure from the cashier's port (Tigaras → Simanindo) today, 3 hours ahead by default. */
const departure = (o: Parameters<typeof createDeparture>[1] = {}) => w.departure(o);

/** The refund of a passenger's cancellation: floor(75 %), whole rupiah. */
const refundOf = (price: number) => Math.floor((price * 75) / 100);

describe('Cari Tiket', () => {
  it('answers a booth ticket by id with its departure and what cancelling would do', async () => {
    const dep = await departure({ capacity: 5 });
    const sold = await soldTicket(kasir, dep.id);
    const res = await getTicket(kasir, sold.transactionId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.ticket).toMatchObject({
      transactionId: sold.transactionId,
      invoiceId: sold.invoiceId,
      status: 'PAID',
      channel: 'loket',
      paymentMethod: 'tunai',
      shiftId: sold.shiftId,
      fromRoute: 'Tigaras',
      toRoute: 'Simanindo',
      driverName: 'Budi Santoso',
      checkedIn: false,
      refund: null,
      qris: null,
    });
    expect(res.body.data.ticket.passengers.map((p: { count: number }) => p.count)).toEqual([2, 1]);
    expect(res.body.data.cancel).toEqual({
      allowed: true,
      reason: null,
      refundPercent: 75,
      refundAmount: refundOf(sold.price),
      fee: sold.price - refundOf(sold.price),
    });
  });

  it('finds any channel’s ticket of this port by invoice number, typed loosely', async () => {
    const dep = await departure({ capacity: 5 });
    const online = await paidTicket(s, passenger, { scheduleId: dep.id });
    const typed = ` ${online.invoiceId.toLowerCase()} `;
    const res = await kasir.api.get('/api/loket/tickets', { query: { invoice: typed } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.ticket).toMatchObject({
      transactionId: online.id,
      channel: 'online',
      shiftId: null,
      amountReceived: 0,
      status: 'PAID',
    });
    expect(res.body.data.cancel.allowed).toBe(true);
  });

  it('answers 404 for no ticket, and for a ticket of another port', async () => {
    expect((await getTicket(kasir, 999_999)).body).toMatchObject({ status: 404, message: M.ticketNotFound });
    const none = await kasir.api.get('/api/loket/tickets', { query: { invoice: 'INV-20990101-000001' } });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(M.ticketNotFound);
    // A passenger's ticket departing from Simanindo: not this booth's.
    const elsewhere = await paidTicket(s, passenger, {
      scheduleId: (await createDeparture(s, { from: simanindo, to: tigaras, capacity: 5 })).id,
    });
    expect((await getTicket(kasir, elsewhere.id)).status).toBe(404);
    expect((await cancelTicket(kasir, elsewhere.id)).status).toBe(404);
    expect((await txRow(s, elsewhere.id)).status).toBe('PAID');
  });
});

describe('Batalkan Tiket', () => {
  it('gives a sold-out departure its space back exactly once, so it sells again', async () => {
    const dep = await departure({ capacity: 1 });
    const before = await departureRow(s, dep.id);
    const sold = await soldTicket(kasir, dep.id);
    expect((await sell(kasir, saleBody(dep.id, 10_000_000))).body.message).toBe(M.soldOut);

    const res = await cancelTicket(kasir, sold.transactionId, { reason: 'Batal berangkat' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.refund).toEqual({ amount: refundOf(sold.price), method: 'tunai' });
    expect(res.body.data.ticket).toMatchObject({
      status: 'CANCELLED',
      passVersion: 2,
      refund: { amount: refundOf(sold.price), method: 'tunai' },
    });
    expect(await departureRow(s, dep.id)).toMatchObject({
      laneFreeCm: before.laneFreeCm,
      seatsFree: before.seatsFree,
      walkinUsedCm: before.walkinUsedCm,
    });
    expect(await txRow(s, sold.transactionId)).toMatchObject({
      status: 'CANCELLED',
      refundAmount: refundOf(sold.price),
      refundMethod: 'tunai',
      refundShiftId: sold.shiftId,
    });
    const [audit] = await s.built.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'ticket.cancel', entity: 'ticket', entityId: sold.transactionId });
    expect(audit!.reason).toBe('Batal berangkat');

    // A second cancel: 409, and the space is not given back twice.
    const again = await cancelTicket(kasir, sold.transactionId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyCancelled);
    expect((await getTicket(kasir, sold.transactionId)).body.data.cancel).toMatchObject({
      allowed: false,
      reason: CANCEL_REASONS.alreadyCancelled,
    });
    expect((await departureRow(s, dep.id)).laneFreeCm).toBe(before.laneFreeCm);
    // The freed car space sells again, once.
    expect((await sell(kasir, saleBody(dep.id, 10_000_000))).status).toBe(200);
    expect((await sell(kasir, saleBody(dep.id, 10_000_000))).body.message).toBe(M.soldOut);
  });

  it('two cancels at once: one refund, the space back once', async () => {
    const dep = await departure({ capacity: 2 });
    const before = await departureRow(s, dep.id);
    const sold = await soldTicket(kasir, dep.id);
    const refundsBefore = (await currentShift(kasir)).cashRefunds;
    const answers = await Promise.all([
      cancelTicket(kasir, sold.transactionId),
      cancelTicket(kasir, sold.transactionId),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await departureRow(s, dep.id)).laneFreeCm).toBe(before.laneFreeCm);
    expect((await currentShift(kasir)).cashRefunds).toEqual({
      count: refundsBefore.count + 1,
      total: refundsBefore.total + refundOf(sold.price),
    });
  });

  it('pays the refund from the shift: its cash refunds, expected cash and the close’s variance', async () => {
    const cashier = await createKasir(s, 'Tigaras', 'Rosa Sinaga');
    await openShift(cashier, 200_000);
    const dep = await departure({ capacity: 5 });
    const a = await soldTicket(cashier, dep.id);
    const b = await soldTicket(cashier, dep.id);
    const cancelled = await cancelTicket(cashier, a.transactionId);
    const refund = refundOf(a.price);
    expect(cancelled.body.data.shift).toMatchObject({
      cashSales: { count: 2, total: a.price + b.price },
      qrisSales: { count: 0, total: 0 },
      cashRefunds: { count: 1, total: refund },
      expectedCash: 200_000 + a.price + b.price - refund,
    });
    // The drawer still holds the refund: the close shows it as the variance.
    const counted = 200_000 + a.price + b.price;
    const closed = await cashier.api.post('/api/loket/shifts/{id}/close', {
      params: { id: cancelled.body.data.shift.id },
      body: { countedCash: counted, note: 'Refund belum diambil pembeli' },
    });
    expect(closed.body.data.shift).toMatchObject({
      expectedCash: counted - refund,
      countedCash: counted,
      variance: refund,
      cashRefunds: { count: 1, total: refund },
    });
  });

  it('refunds an online ticket in cash at the booth; its old QR is refused at the dock', async () => {
    const dep = await departure({ capacity: 1 });
    const online = await paidTicket(s, passenger, { scheduleId: dep.id });
    const code = (await passenger.api.get('/api/transaction/get/{id}', { params: { id: online.id } })).body.data
      .boardingPass as string;
    const verify = () => officer.api.post('/api/petugas/verify', { body: { scheduleId: dep.id, code } });
    expect((await verify()).body.data.verdict.code).toBe('VALID');
    const before = await currentShift(kasir);

    // The holder's proof is asked for an online ticket (issue #37): without it, or wrong, nothing happens.
    const proof = { plateNumber: online.plateNumber.toLowerCase(), phoneLast4: passenger.phone.slice(-4) };
    expect((await cancelTicket(kasir, online.id)).status).toBe(403);
    expect((await cancelTicket(kasir, online.id, { ...proof, phoneLast4: '0000' })).status).toBe(403);
    expect((await verify()).body.data.verdict.code).toBe('VALID');
    const res = await cancelTicket(kasir, online.id, proof);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.ticket).toMatchObject({ channel: 'online', status: 'CANCELLED', passVersion: 2 });
    expect(res.body.data.shift.cashRefunds).toEqual({
      count: before.cashRefunds.count + 1,
      total: before.cashRefunds.total + refundOf(online.price),
    });
    expect(res.body.data.shift.expectedCash).toBe(before.expectedCash - refundOf(online.price));
    expect((await verify()).body.data.verdict.code).toBe('CANCELLED');
    // Its car space went back: the departure sells at the booth again.
    expect((await sell(kasir, saleBody(dep.id, 10_000_000))).status).toBe(200);
  });

  it('ends an online ticket’s Ubah Jadwal still waiting for its payment: its held space goes back once', async () => {
    const dep = await departure({ capacity: 2 });
    const target = await departure({ minutesAhead: 300, capacity: 2 });
    const online = await paidTicket(s, passenger, { scheduleId: dep.id });
    const free0 = (await departureRow(s, target.id)).laneFreeCm;
    expect((await reschedule(passenger, online.id, target.id)).status).toBe(200);
    expect((await departureRow(s, target.id)).laneFreeCm).toBe(free0 - online.spaceCm);

    expect(
      (await cancelTicket(kasir, online.id, { plateNumber: online.plateNumber, phoneLast4: passenger.phone.slice(-4) }))
        .status,
    ).toBe(200);
    expect((await departureRow(s, target.id)).laneFreeCm).toBe(free0);
    expect((await changesRows(s, online.id)).map((c) => c.status)).toEqual(['expired']);
    // The window's end later gives nothing back a second time.
    s.clock.advance(16 * 60_000);
    await s.built.jobs.runOnce();
    expect((await departureRow(s, target.id)).laneFreeCm).toBe(free0);
    s.clock.advance(-16 * 60_000);
  });

  it('refuses from 2 hours before departure on, exactly 2 hours still allowed', async () => {
    const dep = await departure({ capacity: 5, minutesAhead: 180 });
    const sold = await soldTicket(kasir, dep.id);
    const departureAt = (await departureRow(s, dep.id)).departureAt.getTime();
    const now = s.clock.t;
    try {
      s.clock.t = departureAt - 2 * HOUR;
      expect((await getTicket(kasir, sold.transactionId)).body.data.cancel.allowed).toBe(true);
      s.clock.t = departureAt - 2 * HOUR + 1000;
      expect((await getTicket(kasir, sold.transactionId)).body.data.cancel).toEqual({
        allowed: false,
        reason: CANCEL_REASONS.tooLate,
        refundPercent: 0,
        refundAmount: 0,
        fee: 0,
      });
      const late = await cancelTicket(kasir, sold.transactionId);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(CANCEL_REASONS.tooLate);
      expect((await txRow(s, sold.transactionId)).status).toBe('PAID');
      s.clock.t = departureAt - 2 * HOUR;
      expect((await cancelTicket(kasir, sold.transactionId)).status).toBe(200);
    } finally {
      s.clock.t = now;
    }
  });

  it('gives 100 % back, even within 2 hours, when the operator cancelled the departure', async () => {
    const admin = await createAdmin(s);
    const dep = await departure({ capacity: 5, minutesAhead: 60 });
    const sold = await soldTicket(kasir, dep.id);
    expect((await getTicket(kasir, sold.transactionId)).body.data.cancel.allowed).toBe(false);
    const stop = await admin.api.post('/api/operator/departures/{id}/status', {
      params: { id: dep.id },
      body: { status: 'cancelled', reason: 'kapal_rusak', note: 'Mesin rusak' },
    });
    expect(stop.status, JSON.stringify(stop.body)).toBe(200);
    const res = await cancelTicket(kasir, sold.transactionId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.refund).toEqual({ amount: sold.price, method: 'tunai' });
  });

  it('refuses a ticket already checked in', async () => {
    const dep = await departure({ capacity: 5 });
    const sold = await soldTicket(kasir, dep.id);
    const boarded = await officer.api.post('/api/petugas/check-in', {
      body: { scanId: randomUUID(), deviceId: 'device-loket-1', scheduleId: dep.id, invoiceId: sold.invoiceId },
    });
    expect(boarded.body.data.verdict.code, JSON.stringify(boarded.body)).toBe('CHECKED_IN');
    const res = await cancelTicket(kasir, sold.transactionId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CANCEL_REASONS.checkedIn);
  });

  it('needs the cashier’s open shift', async () => {
    const dep = await departure({ capacity: 5 });
    const sold = await soldTicket(kasir, dep.id);
    const noShift = await createKasir(s, 'Tigaras', 'Lina Purba');
    const res = await cancelTicket(noShift, sold.transactionId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.noOpenShift);
    expect((await txRow(s, sold.transactionId)).status).toBe('PAID');
  });
});

describe('roles', () => {
  it('answers 403 to a passenger, an officer and an admin', async () => {
    const dep = await departure({ capacity: 5 });
    const sold = await soldTicket(kasir, dep.id);
    const id = sold.transactionId;
    const others = [passenger, officer, await createAdmin(s)];
    for (const user of others) {
      const calls = [
        user.api.get('/api/loket/tickets/{id}', { params: { id } }),
        user.api.get('/api/loket/tickets', { query: { invoice: sold.invoiceId } }),
        user.api.post('/api/loket/tickets/{id}/cancel', { params: { id }, body: {} }),
        user.api.get('/api/loket/tickets/{id}/receipt', { params: { id }, unchecked: true }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(MESSAGES.cashiersOnly);
      }
    }
    expect((await txRow(s, id)).status).toBe('PAID');
    expect((await s.built.db.select().from(auditLog).where(eq(auditLog.entityId, id))).length).toBe(0);
  });
});

describe('SELF_CANCEL_REFUND_PERCENT', () => {
  it('sets the refund of a cancellation (75 % unless set; a whole percent 0–100)', async () => {
    const env = { JWT_SECRET: 'j', PAYMENT_SECRET: 'p', DATA_DIR: '/nonexistent-seberang-test' };
    expect(loadConfig(env).selfCancelRefundPercent).toBe(75);
    expect(loadConfig({ ...env, SELF_CANCEL_REFUND_PERCENT: '50' }).selfCancelRefundPercent).toBe(50);
    for (const bad of ['-1', '101', '12.5', 'separuh'])
      expect(() => loadConfig({ ...env, SELF_CANCEL_REFUND_PERCENT: bad })).toThrow(/SELF_CANCEL_REFUND_PERCENT/);

    const half = await boothWorld({ selfCancelRefundPercent: 50 });
    try {
      const dep = await half.departure({ capacity: 5 });
      const sold = await soldTicket(half.kasir, dep.id);
      const res = await getTicket(half.kasir, sold.transactionId);
      expect(res.body.data.cancel).toMatchObject({
        allowed: true,
        refundPercent: 50,
        refundAmount: Math.floor(sold.price / 2),
        fee: sold.price - Math.floor(sold.price / 2),
      });
    } finally {
      await half.s.close();
    }
  });
});
