// Ubah Jadwal over HTTP (issue #23): free after the operator cancelled the departure (same invoice,
// a new pass version, the manifest follows), paid through the simulator when the fee is due (the
// space held until then, given back when the window ends unpaid), idempotent by requestId, and of
// two moves into the last space exactly one wins.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fares } from '../../server/db/schema';
import { faresOn } from '../../server/fares/queries';
import { signCallback } from '../../server/payments/signature';
import { CAR_CM, createDeparture, createUser, startServer, type TestServer, type TestUser } from './helpers';
import { createAdmin } from './operator-helpers';
import { createOfficer, paidTicket, txOf } from './port-helpers';
import { changesRows, departureOf, detailOf, optionsOf, reschedule } from './ticket-helpers';

let s: TestServer;
let user: TestUser;
let admin: TestUser;
let officer: TestUser;

beforeAll(async () => {
  s = await startServer();
  user = await createUser(s);
  admin = await createAdmin(s);
  officer = await createOfficer(s);
});
afterAll(() => s?.close());

const cancelDeparture = async (id: number) => {
  const res = await admin.api.post('/api/operator/departures/{id}/status', {
    params: { id },
    body: { status: 'cancelled', reason: 'lainnya', note: 'Angin 20 knot' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const manifestIds = async (scheduleId: number) =>
  (
    (await officer.api.get('/api/petugas/manifest/{scheduleId}', { params: { scheduleId } })).body.data.tickets as {
      transactionId: number;
    }[]
  ).map((t) => t.transactionId);
const payChange = (sessionId: string, status: 'PAID' | 'CANCELLED' = 'PAID') =>
  s.api.post('/api/payment/callback', {
    body: signCallback(
      'test-payment-secret',
      status === 'PAID'
        ? {
            sessionId,
            status,
            bankName: 'BCA',
            paymentMethod: 'Virtual Account',
            paidAt: new Date(s.clock.now()).toISOString(),
          }
        : { sessionId, status },
    ),
    noXsrf: true,
  });

describe('after the operator cancelled the departure', () => {
  it('moves the ticket at once for free: same invoice, new pass version, the manifest follows', async () => {
    const tx = await paidTicket(s, user, { minutesAhead: 600 });
    const target = await createDeparture(s, { minutesAhead: 700, capacity: 5 });
    const before = await departureOf(s, target.id);
    await cancelDeparture(tx.scheduleId);

    const d = await detailOf(user, tx.id);
    expect(d.actions).toMatchObject({
      operatorCancelled: true,
      reschedule: { allowed: true, fee: 0, feePercent: 0 },
      cancel: { allowed: true, refundPercent: 100, refundAmount: tx.price },
    });
    // tiket-detail's Alasan: the departure's closure.
    expect(d.closure).toEqual({ reason: 'lainnya', note: 'Angin 20 knot', windKnots: null });
    const list = await user.api.get('/api/transaction/user/get-all', { query: { isActive: true, size: 50 } });
    expect(list.body.data.transactions.find((t: { id: number }) => t.id === tx.id).operatorCancelled).toBe(true);
    const option = (await optionsOf(user, tx.id, target.issuedDate)).body.data.options.find(
      (o: { departure: { scheduleId: number } }) => o.departure.scheduleId === target.id,
    );
    expect(option).toMatchObject({ fee: 0, difference: 0, amountDue: 0 });

    const oldPass = d.boardingPass as string;
    const requestId = randomUUID();
    const moved = await reschedule(user, tx.id, target.id, requestId);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.payment).toBeNull();
    expect(moved.body.data.ticket).toMatchObject({
      invoiceId: tx.invoiceId,
      status: 'PAID',
      schedule: { id: target.id },
    });
    expect(moved.body.data.ticket.boardingPass).not.toBe(oldPass);
    expect(moved.body.data.ticket.changes).toEqual([
      expect.objectContaining({
        kind: 'reschedule',
        status: 'done',
        fee: 0,
        difference: 0,
        by: 'Budi Santoso',
        fromDeparture: expect.objectContaining({ scheduleId: tx.scheduleId }),
        toDeparture: expect.objectContaining({ scheduleId: target.id, issuedDate: target.issuedDate }),
      }),
    ]);
    const after = await txOf(s, tx.id);
    expect(after.passVersion).toBe(tx.passVersion + 1);
    expect(after.price).toBe(tx.price);
    expect((await departureOf(s, target.id)).laneFreeCm).toBe(before.laneFreeCm - tx.spaceCm);
    expect(await manifestIds(target.id)).toContain(tx.id);
    expect(await manifestIds(tx.scheduleId)).not.toContain(tx.id);

    // The same requestId again: the same outcome, nothing moved twice.
    const again = await reschedule(user, tx.id, target.id, requestId);
    expect(again.status).toBe(200);
    expect(again.body.data.payment).toBeNull();
    expect((await changesRows(s, tx.id)).length).toBe(1);
    expect((await txOf(s, tx.id)).passVersion).toBe(after.passVersion);
    // …but for another departure it is refused.
    const other = await createDeparture(s, { minutesAhead: 720 });
    expect((await reschedule(user, tx.id, other.id, requestId)).status).toBe(409);
  });

  it('lets exactly one of two moves into the last space win', async () => {
    const closed = await createDeparture(s, { minutesAhead: 600, capacity: 5 });
    const other = await createUser(s);
    const a = await paidTicket(s, user, { scheduleId: closed.id });
    const b = await paidTicket(s, other, { scheduleId: closed.id });
    const last = await createDeparture(s, { minutesAhead: 700, laneCm: a.spaceCm + CAR_CM - 1 });
    expect(a.spaceCm).toBe(CAR_CM);
    await cancelDeparture(closed.id);
    const [ra, rb] = await Promise.all([reschedule(user, a.id, last.id), reschedule(other, b.id, last.id)]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const lost = ra.status === 409 ? ra : rb;
    expect(lost.body.message).toBe('Kapasitas keberangkatan ini sudah penuh.');
    const dep = await departureOf(s, last.id);
    expect(dep.laneFreeCm).toBe(CAR_CM - 1);
    expect((await manifestIds(last.id)).length).toBe(1);
  });
});

describe('a paid move', () => {
  it('holds the space, opens a payment for the fee and moves the ticket when the simulator settles it', async () => {
    const tx = await paidTicket(s, user, { minutesAhead: 600 });
    const target = await createDeparture(s, { minutesAhead: 700, capacity: 5 });
    const free0 = (await departureOf(s, target.id)).laneFreeCm;
    const old0 = (await departureOf(s, tx.scheduleId)).laneFreeCm;
    const res = await reschedule(user, tx.id, target.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fee = Math.floor(tx.price / 10);
    expect(res.body.data.payment).toMatchObject({ amount: fee, toDeparture: { scheduleId: target.id } });
    expect(res.body.data.ticket.schedule.id).toBe(tx.scheduleId);
    expect(res.body.data.ticket.pendingChange).toMatchObject({ amount: fee });
    expect(res.body.data.ticket.actions.reschedule).toMatchObject({
      allowed: false,
      reason: 'Perubahan jadwal sebelumnya menunggu pembayaran.',
    });
    expect((await departureOf(s, target.id)).laneFreeCm).toBe(free0 - tx.spaceCm);

    // The simulator's page shows the change's amount.
    const url = new URL(res.body.data.payment.paymentUrl as string, s.base);
    const page = await fetch(new URL(url.pathname, s.base));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`${tx.invoiceId}-U`);

    const [change] = await changesRows(s, tx.id);
    const paid = await payChange(change!.paymentSessionId!);
    expect(paid.status).toBe(200);
    const after = await txOf(s, tx.id);
    expect(after).toMatchObject({ scheduleId: target.id, passVersion: tx.passVersion + 1, invoiceId: tx.invoiceId });
    expect((await departureOf(s, target.id)).laneFreeCm).toBe(free0 - tx.spaceCm);
    expect((await departureOf(s, tx.scheduleId)).laneFreeCm).toBe(old0 + tx.spaceCm);
    const d = await detailOf(user, tx.id);
    expect(d.pendingChange).toBeNull();
    expect(d.changes).toEqual([expect.objectContaining({ kind: 'reschedule', status: 'done', fee })]);
    // Paid twice: nothing more happens.
    await payChange(change!.paymentSessionId!);
    expect((await txOf(s, tx.id)).passVersion).toBe(tx.passVersion + 1);
  });

  it('gives the held space back once when the window ends unpaid', async () => {
    const tx = await paidTicket(s, user, { minutesAhead: 600 });
    const target = await createDeparture(s, { minutesAhead: 700, capacity: 5 });
    const free0 = (await departureOf(s, target.id)).laneFreeCm;
    expect((await reschedule(user, tx.id, target.id)).status).toBe(200);
    expect((await departureOf(s, target.id)).laneFreeCm).toBe(free0 - tx.spaceCm);
    s.clock.advance(16 * 60_000);
    await s.built.jobs.runOnce();
    await s.built.jobs.runOnce();
    expect((await departureOf(s, target.id)).laneFreeCm).toBe(free0);
    const [change] = await changesRows(s, tx.id);
    expect(change!.status).toBe('expired');
    // Paid too late: the ticket stays where it was.
    await payChange(change!.paymentSessionId!);
    expect((await txOf(s, tx.id)).scheduleId).toBe(tx.scheduleId);
    expect((await departureOf(s, target.id)).laneFreeCm).toBe(free0);
    const d = await detailOf(user, tx.id);
    expect(d.changes).toEqual([expect.objectContaining({ status: 'expired' })]);
    expect(d.actions.reschedule.allowed).toBe(true);
    // The money of that payment is owed back: a due refund of the change's own order, once.
    await payChange(change!.paymentSessionId!);
    const fee = Math.floor(tx.price / 10);
    expect(d.refund).toMatchObject({ amount: fee, percent: 100, status: 'due' });
    const due = await admin.api.get('/api/operator/refunds', { query: { status: 'due' } });
    expect(due.body.data.refunds.filter((r: { transactionId: number }) => r.transactionId === tx.id)).toEqual([
      expect.objectContaining({ orderId: change!.orderId, amount: fee, cause: 'change_not_applied', status: 'due' }),
    ]);
  });

  it('gives the held space back when the passenger cancels the payment', async () => {
    const tx = await paidTicket(s, user, { minutesAhead: 600 });
    const target = await createDeparture(s, { minutesAhead: 700, capacity: 5 });
    const free0 = (await departureOf(s, target.id)).laneFreeCm;
    expect((await reschedule(user, tx.id, target.id)).status).toBe(200);
    const [change] = await changesRows(s, tx.id);
    expect((await payChange(change!.paymentSessionId!, 'CANCELLED')).status).toBe(200);
    expect((await departureOf(s, target.id)).laneFreeCm).toBe(free0);
    expect((await changesRows(s, tx.id))[0]!.status).toBe('expired');
  });
});

describe('another fare', () => {
  it('charges a higher fare’s difference with the fee and returns nothing for a lower one', async () => {
    const tx = await paidTicket(s, user, { minutesAhead: 600 });
    const vehicleFare = (await faresOn(s.built.db, '2026-11-23')).vehicles.get(tx.vehicleTypeId!)!;
    const at = new Date(s.clock.now());
    await s.built.db.insert(fares).values([
      {
        vehicleTypeId: tx.vehicleTypeId,
        validFrom: '2026-11-25',
        amount: vehicleFare + 50_000,
        legalBasis: 'Uji',
        createdAt: at,
      },
      {
        vehicleTypeId: tx.vehicleTypeId,
        validFrom: '2026-11-26',
        amount: vehicleFare - 50_000,
        legalBasis: 'Uji',
        createdAt: at,
      },
    ]);
    const up = await createDeparture(s, { minutesAhead: 2 * 1440 + 200, capacity: 5 });
    const down = await createDeparture(s, { minutesAhead: 3 * 1440 + 200, capacity: 5 });
    expect([up.issuedDate, down.issuedDate]).toEqual(['2026-11-25', '2026-11-26']);
    const fee = Math.floor(tx.price / 10);
    const optionOf = async (d: { id: number; issuedDate: string }) =>
      (await optionsOf(user, tx.id, d.issuedDate)).body.data.options.find(
        (o: { departure: { scheduleId: number } }) => o.departure.scheduleId === d.id,
      );
    expect(await optionOf(up)).toMatchObject({
      newFare: tx.price + 50_000,
      fee,
      difference: 50_000,
      amountDue: fee + 50_000,
    });
    expect(await optionOf(down)).toMatchObject({ newFare: tx.price - 50_000, fee, difference: 0, amountDue: fee });

    const res = await reschedule(user, tx.id, up.id);
    expect(res.body.data.payment.amount).toBe(fee + 50_000);
    const [change] = await changesRows(s, tx.id);
    expect((await payChange(change!.paymentSessionId!)).status).toBe(200);
    const after = await txOf(s, tx.id);
    expect(after).toMatchObject({ scheduleId: up.id, price: tx.price + 50_000 });
    expect(after.priceLines.reduce((sum, l) => sum + l.amount, 0)).toBe(tx.price + 50_000);
    const history = (await detailOf(user, tx.id)).changes;
    expect(history).toEqual([expect.objectContaining({ fee, difference: 50_000, status: 'done' })]);
  });
});
