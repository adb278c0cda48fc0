// Walk-on passengers over HTTP (issue #40 item 3, server/orders/README.md "Walk-on passengers"): the
// foot fares (public list, the console's Tarif), a foot order (seats only, no plate, no driver), its
// payment, pass, e-ticket, the manifest and boarding, cancellation and the refusals.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, schedules } from '../../server/db/schema';
import { ledgerEntries } from '../../server/db/schema-ledger';
import { createDeparture, createUser, startServer, type TestServer, type TestUser } from './helpers';
import { createAdmin, TODAY } from './operator-helpers';
import { createOfficer, simulatorPays, txOf } from './port-helpers';
import { cancelOwn, correct, optionsOf, reschedule } from './ticket-helpers';
import { renderEticket } from '../../server/orders/eticket';
import { spyPdfText } from './pdf-text-spy';

let s: TestServer;
let passenger: TestUser;
let officer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  s = await startServer();
  passenger = await createUser(s);
  officer = await createOfficer(s);
  admin = await createAdmin(s);
});
afterAll(() => s?.close());

const ADULT = 1;
const CHILD = 2;
const adult = (name: string) => ({ passengerId: ADULT, name, age: 30, domicile: 'Sydney' });

async function footOrder(user: TestUser, body: Record<string, unknown>) {
  const before = s.pushes.length;
  const res = await user.api.post('/api/transaction/order-foot', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  await s.built.orders.idle();
  const pushed = s.pushes.slice(before).filter((m) => m.requestId === res.body.data.requestId);
  expect(pushed.length).toBeGreaterThanOrEqual(1);
  return pushed[pushed.length - 1]!;
}

const spaceOf = async (id: number) => (await s.built.db.select().from(schedules).where(eq(schedules.id, id)))[0]!;

describe('foot fares', () => {
  it('lists every passenger type with its foot fare, first the passenger fare (Tarif awal)', async () => {
    const res = await passenger.api.get('/api/passenger/foot-fares');
    expect(res.status).toBe(200);
    expect(res.body.data.passengers.map((p: { feeType: string; fee: number }) => [p.feeType, p.fee])).toEqual([
      ['DEWASA', 12_000],
      ['ANAK-ANAK', 6_000],
    ]);
  });

  it('is set on Tarif as kind foot, dated, without changing the passenger fare', async () => {
    const res = await admin.api.post('/api/operator/fares', {
      body: {
        kind: 'foot',
        typeId: CHILD,
        validFrom: TODAY,
        amount: 5_000,
        legalBasis: 'Pergub 1/2026',
        reason: 'Uji',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.fare).toMatchObject({ kind: 'foot', typeId: CHILD, typeName: 'ANAK-ANAK', amount: 5_000 });
    const list = await admin.api.get('/api/operator/fares');
    const foot = list.body.data.fares.filter((f: { kind: string }) => f.kind === 'foot');
    expect(foot.map((f: { typeName: string; amount: number }) => [f.typeName, f.amount])).toEqual([
      ['DEWASA', 12_000],
      ['ANAK-ANAK', 5_000],
      ['ANAK-ANAK', 6_000],
    ]);
    const footFares = await passenger.api.get('/api/passenger/foot-fares', { query: { date: TODAY } });
    expect(footFares.body.data.passengers[1].fee).toBe(5_000);
    const passengerFares = await passenger.api.get('/api/passenger/get-all', { query: { date: TODAY } });
    expect(passengerFares.body.data.passengers[1].fee).toBe(6_000);
    // Riwayat Perubahan names it.
    const audit = await admin.api.get('/api/operator/audit', {});
    const entry = audit.body.data.entries.find((e: { action: string }) => e.action === 'fare.create');
    expect(entry?.subject).toBe('pejalan kaki ANAK-ANAK');
    // Preview and an unknown type, as for the other kinds.
    const preview = await admin.api.post('/api/operator/fares/impact', {
      body: { kind: 'foot', typeId: ADULT, validFrom: TODAY },
    });
    expect(preview.status).toBe(200);
    const unknown = await admin.api.post('/api/operator/fares/impact', {
      body: { kind: 'foot', typeId: 999, validFrom: TODAY },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('a foot order', () => {
  it('holds seats only — no lane, no plate, no driver — priced with the foot fares', async () => {
    const dep = await createDeparture(s, { capacity: 2, seats: 10 });
    const message = await footOrder(passenger, {
      schedule: dep.id,
      passengers: [adult('Alice Walker'), adult('Bob Walker')],
      requestId: randomUUID(),
    });
    expect(message.status).toBe(200);
    expect(message.paymentUrl).toMatch(/^http/);
    const tx = await txOf(s, message.transactionId!);
    expect(tx).toMatchObject({
      kind: 'foot',
      vehicleTypeId: null,
      plateNumber: '',
      spaceCm: 0,
      seats: 2,
      status: 'UNPAID',
      price: 2 * (12_000 + 500),
    });
    expect(tx.priceLines.map((l) => l.label)).toEqual(['Pejalan kaki Dewasa', 'Asuransi Penumpang Dewasa']);
    const after = await spaceOf(dep.id);
    expect(after.laneFreeCm).toBe(dep.laneCm);
    expect(after.seatsFree).toBe(8);
  });

  it('fits a departure whose lane is full, and is sold out when the seats are not there', async () => {
    const dep = await createDeparture(s, { laneCm: 0, seats: 3 });
    const first = await footOrder(passenger, { schedule: dep.id, passengers: [adult('A One'), adult('B Two')] });
    expect(first.status).toBe(200);
    const second = await footOrder(passenger, { schedule: dep.id, passengers: [adult('C Three'), adult('D Four')] });
    expect(second.status).toBe(500);
    // Two foot tickets of one account on one departure: no plate, so no plate rule (issue #39).
    const third = await footOrder(passenger, { schedule: dep.id, passengers: [adult('E Five')] });
    expect(third.status).toBe(200);
    expect((await spaceOf(dep.id)).seatsFree).toBe(0);
  });

  it('refuses malformed orders with 4xx and officers with 403', async () => {
    const dep = await createDeparture(s);
    const post = (body: unknown) => passenger.api.post('/api/transaction/order-foot', { body });
    expect((await post({ schedule: dep.id })).status).toBe(400);
    expect((await post({ schedule: dep.id, passengers: [] })).status).toBe(400);
    expect((await post({ schedule: dep.id, passengers: [adult('X')], vehicle: 4 })).status).toBe(400);
    expect((await post({ schedule: dep.id, passengers: [{ ...adult('X'), age: -1 }] })).status).toBe(400);
    expect(
      (await post({ schedule: dep.id, passengers: [{ ...adult('Kid'), passengerId: CHILD, age: 30 }] })).status,
    ).toBe(400);
    expect((await post({ schedule: dep.id, passengers: [{ ...adult('X'), passengerId: 99 }] })).status).toBe(404);
    expect((await post({ schedule: 999_999, passengers: [adult('X')] })).status).toBe(404);
    expect((await post('nonsense')).status).toBe(400);
    expect(
      (await officer.api.post('/api/transaction/order-foot', { body: { schedule: dep.id, passengers: [adult('X')] } }))
        .status,
    ).toBe(403);
  });
});

describe('paid, boarded, cancelled', () => {
  it('is paid on the same page, carries a pass and an e-ticket, and is boarded from the manifest', async () => {
    const dep = await createDeparture(s, { capacity: 3 });
    const message = await footOrder(passenger, {
      schedule: dep.id,
      passengers: [adult('Alice Walker'), adult('Bob Walker')],
    });
    const held = await txOf(s, message.transactionId!);
    expect((await simulatorPays(s, held.paymentSessionId!)).status).toBe(200);

    const detail = await passenger.api.get('/api/transaction/get/{id}', { params: { id: held.id } });
    expect(detail.body.data).toMatchObject({
      kind: 'foot',
      paid: true,
      plateNumber: '',
      vehicleClass: '',
      passengerNames: ['Alice Walker', 'Bob Walker'],
    });
    expect(detail.body.data.driver).toBeUndefined();
    expect(detail.body.data.driverName).toBeUndefined();
    expect(detail.body.data.order).toBeUndefined();
    expect(detail.body.data.boardingPass).toEqual(expect.any(String));
    // Perbaiki Data is for plates and drivers: refused for a foot ticket, with its reason.
    expect(detail.body.data.actions.correct).toEqual({
      allowed: false,
      reason: 'Perbaiki Data belum tersedia untuk tiket pejalan kaki.',
    });
    expect(
      (await correct(passenger, held.id, { plateNumber: 'BK 1 A', driver: {}, manifest: [] })).status,
    ).toBeGreaterThanOrEqual(400);

    // Every rupiah is a ledger row: the order's payment, settled, for the foot price.
    const rows = await s.built.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, held.id));
    expect(rows.map((r) => [r.direction, r.kind, r.state, r.amount])).toEqual([['in', 'order', 'settled', held.price]]);
    // The ticket's WhatsApp link names the kind where a plate would be (a template parameter is never empty).
    const [notice] = await s.built.db.select().from(notices).where(eq(notices.transactionId, held.id));
    expect(notice?.params).toMatchObject({ plate: 'Pejalan kaki', invoice: held.invoiceId });

    const pdf = await passenger.api.get('/api/transaction/generate/{id}', { params: { id: held.id } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    const manifest = await officer.api.get('/api/petugas/manifest/{scheduleId}', { params: { scheduleId: dep.id } });
    expect(manifest.status).toBe(200);
    const ticket = manifest.body.data.tickets.find((t: { invoiceId: string }) => t.invoiceId === held.invoiceId);
    expect(ticket).toMatchObject({
      kind: 'foot',
      vehicleType: 'Pejalan kaki',
      plateNumber: '',
      passengers: [
        { name: 'Alice Walker', age: 30, domicile: 'Sydney' },
        { name: 'Bob Walker', age: 30, domicile: 'Sydney' },
      ],
      unnamedPassengers: [],
    });
    expect(manifest.body.data.departure).toMatchObject({
      vehicles: { booked: 0, checkedIn: 0 },
      people: { booked: 2, checkedIn: 0 },
    });
    // The console's vehicles per channel leave walk-on passengers out.
    const listed = await admin.api.get('/api/operator/departures', { query: { date: dep.issuedDate } });
    expect(listed.body.data.departures.find((d: { id: number }) => d.id === dep.id)).toMatchObject({
      onlineVehicles: 0,
      loketVehicles: 0,
    });
    const csv = await officer.api.get('/api/petugas/manifest/{scheduleId}/csv', { params: { scheduleId: dep.id } });
    expect(csv.text).toContain('Penumpang (pejalan kaki)');
    expect(csv.text).not.toContain('Pengemudi,,');

    const checkIn = await officer.api.post('/api/petugas/check-in', {
      body: { scheduleId: dep.id, invoiceId: held.invoiceId, scanId: randomUUID(), deviceId: 'device-foot-1' },
    });
    expect(checkIn.status).toBe(200);
    expect(checkIn.body.data.verdict.code).toBe('CHECKED_IN');
    const again = await officer.api.get('/api/petugas/manifest/{scheduleId}', { params: { scheduleId: dep.id } });
    expect(again.body.data.departure.people).toEqual({ booked: 2, checkedIn: 2 });
  });

  it('is cancelled through Batalkan Tiket: its seats go back and the refund follows the same rule', async () => {
    const dep = await createDeparture(s, { capacity: 3, seats: 10, minutesAhead: 60 * 72 });
    const message = await footOrder(passenger, { schedule: dep.id, passengers: [adult('Alice Walker')] });
    const held = await txOf(s, message.transactionId!);
    await simulatorPays(s, held.paymentSessionId!);
    expect((await spaceOf(dep.id)).seatsFree).toBe(9);
    const res = await cancelOwn(passenger, held.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await txOf(s, held.id)).status).not.toBe('PAID');
    expect((await spaceOf(dep.id)).seatsFree).toBe(10);
    expect((await spaceOf(dep.id)).laneFreeCm).toBe(dep.laneCm);
  });

  it('moves with Ubah Jadwal like any ticket, priced with the foot fares of the target date', async () => {
    const dep = await createDeparture(s, { capacity: 3, seats: 10, minutesAhead: 60 * 72 });
    const target = await createDeparture(s, { capacity: 3, seats: 10, minutesAhead: 60 * 72 + 30 });
    const message = await footOrder(passenger, { schedule: dep.id, passengers: [adult('Alice Walker')] });
    const held = await txOf(s, message.transactionId!);
    await simulatorPays(s, held.paymentSessionId!);
    const option = (await optionsOf(passenger, held.id, target.issuedDate)).body.data.options.find(
      (o: { departure: { scheduleId: number } }) => o.departure.scheduleId === target.id,
    );
    expect(option).toMatchObject({ difference: 0, amountDue: option.fee });
    const moved = await reschedule(passenger, held.id, target.id);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });
});

describe('the e-ticket', () => {
  it('names the ticket kind and its passengers, with no vehicle or driver section', async () => {
    const spy = spyPdfText();
    try {
      const pdf = await renderEticket({
        kind: 'foot',
        invoiceId: 'INV-1',
        from: 'Simanindo',
        to: 'Tigaras',
        issuedDate: '2026-11-25',
        issuedTime: '08:00:00',
        vehicleClass: '',
        vehicleType: 'Pejalan kaki',
        plateNumber: '',
        driver: { name: '', phoneNumber: '', age: 0, gender: '', domicile: '' },
        passengers: [{ feeType: 'DEWASA', count: 2 }],
        manifest: [
          { ...adult('Alice Walker'), feeType: 'DEWASA' },
          { ...adult('Bob Walker'), feeType: 'DEWASA' },
        ],
        priceLines: [{ label: 'Pejalan kaki Dewasa', quantity: 2, unit: 12_000, amount: 24_000 }],
        total: 25_000,
        paidAt: Date.parse('2026-11-24T09:32:38+07:00'),
        paymentMethod: null,
        bankName: null,
      });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const texts = spy.calls.map((c) => c.text);
      expect(texts).toContain('Pejalan kaki (tanpa kendaraan)');
      expect(texts).toContain('1. Alice Walker (Dewasa)');
      expect(texts).not.toContain('Pengemudi');
      expect(texts).not.toContain('Kendaraan');
      expect(texts).not.toContain('Tidak ada penumpang selain pengemudi.');
    } finally {
      spy.restore();
    }
  });
});
