// Perbaiki Data and Batalkan Tiket by the passenger over HTTP (issue #23): a correction replaces
// the plate, the driver and the named passengers and is kept in the history with the fields it
// changed, refuses another manifest's shape or a passenger type's wrong age (400) and writes no
// history when nothing changed; a cancellation refunds 75 % (100 % on a departure the operator
// cancelled), gives the space back once and ends a pending Ubah Jadwal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeparture, createUser, startServer, type TestServer, type TestUser } from './helpers';
import { createAdmin } from './operator-helpers';
import { paidTicket, txOf } from './port-helpers';
import { cancelOwn, changesRows, correct, departureOf, detailOf, reschedule } from './ticket-helpers';

let s: TestServer;
let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  s = await startServer();
  user = await createUser(s);
  admin = await createAdmin(s);
});
afterAll(() => s?.close());

/** A paid ticket with one adult (type 1) and one child (type 2) named on the manifest. */
async function namedTicket() {
  const manifest = [
    { passengerId: 1, name: 'Rina Sitorus', age: 30, domicile: 'Medan' },
    { passengerId: 2, name: 'Tono Sitorus', age: 3, domicile: 'Medan' },
  ];
  return paidTicket(s, user, { minutesAhead: 600, extra: { manifest } });
}
const bodyOf = (d: { plateNumber: string; driver: unknown; manifest: unknown }) => ({
  plateNumber: d.plateNumber,
  driver: d.driver,
  manifest: d.manifest,
});

describe('Perbaiki Data', () => {
  it('corrects the plate and the names, keeps the phone, and lists what changed in the history', async () => {
    const tx = await namedTicket();
    const d = await detailOf(user, tx.id);
    expect(d.manifest).toHaveLength(2);
    const body = bodyOf(d);
    body.plateNumber = 'BK 4321 CBA';
    (body.manifest as { name: string }[])[1]!.name = 'Tono Simbolon';
    (body.driver as { domicile: string }).domicile = 'Pematangsiantar';
    const res = await correct(user, tx.id, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.ticket).toMatchObject({
      plateNumber: 'BK 4321 CBA',
      passengerNames: ['Rina Sitorus', 'Tono Simbolon'],
    });
    expect(res.body.data.ticket.changes).toEqual([
      expect.objectContaining({
        kind: 'correct',
        status: 'done',
        by: 'Budi Santoso',
        fields: ['Plat nomor', 'Domisili pengemudi', 'Nama penumpang 2'],
      }),
    ]);
    const row = await txOf(s, tx.id);
    expect(row.driver).toMatchObject({
      domicile: 'Pematangsiantar',
      phoneNumber: tx.driver.phoneNumber,
      gender: tx.driver.gender,
    });
    expect(row.vehicleClass).toBe(tx.vehicleClass);

    // Nothing changed: 200 and no history row.
    const same = await correct(user, tx.id, bodyOf(res.body.data.ticket));
    expect(same.status).toBe(200);
    expect((await changesRows(s, tx.id)).length).toBe(1);
  });

  it('refuses another manifest length, another passenger type and an age outside the type', async () => {
    const tx = await namedTicket();
    const body = bodyOf(await detailOf(user, tx.id));
    const manifest = body.manifest as { passengerId: number; age: number }[];
    const shorter = await correct(user, tx.id, { ...body, manifest: manifest.slice(0, 1) });
    expect(shorter.status).toBe(400);
    expect(shorter.body.message).toBe('Jumlah dan urutan penumpang tidak boleh berubah.');
    const swapped = await correct(user, tx.id, { ...body, manifest: [manifest[1], manifest[0]] });
    expect(swapped.status).toBe(400);
    expect(swapped.body.message).toBe('Jenis penumpang tidak boleh berubah lewat Perbaiki Data.');
    const oldChild = await correct(user, tx.id, { ...body, manifest: [manifest[0], { ...manifest[1]!, age: 9 }] });
    expect(oldChild.status).toBe(400);
    expect(oldChild.body.message).toBe('Umur penumpang anak-anak harus di bawah 5 tahun.');
    // The Golongan is not part of a correction at all.
    const golongan = await correct(user, tx.id, { ...body, vehicle: 5 });
    expect(golongan.status).toBe(400);
    expect((await changesRows(s, tx.id)).length).toBe(0);
  });
});

describe('Batalkan Tiket', () => {
  it('cancels with 75 % back, gives the space back once and records the refund', async () => {
    const tx = await paidTicket(s, user, { minutesAhead: 600 });
    const free0 = (await departureOf(s, tx.scheduleId)).laneFreeCm;
    const res = await cancelOwn(user, tx.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const refund = Math.floor((tx.price * 75) / 100);
    expect(res.body.data.ticket).toMatchObject({ status: 'CANCELLED', actions: null });
    expect(res.body.data.ticket.refund).toMatchObject({ amount: refund, percent: 75 });
    expect(res.body.data.ticket.changes).toEqual([
      expect.objectContaining({ kind: 'cancel', refundAmount: refund, fee: tx.price - refund }),
    ]);
    expect((await departureOf(s, tx.scheduleId)).laneFreeCm).toBe(free0 + tx.spaceCm);
    expect((await txOf(s, tx.id)).passVersion).toBe(tx.passVersion + 1);
    const again = await cancelOwn(user, tx.id);
    expect(again.status).toBe(409);
    expect((await departureOf(s, tx.scheduleId)).laneFreeCm).toBe(free0 + tx.spaceCm);
    // riwayat-transaksi tells it from an order left unpaid.
    const history = await user.api.get('/api/transaction/user/get-all', { query: { isActive: false, size: 50 } });
    const item = history.body.data.transactions.find((t: { id: number }) => t.id === tx.id);
    expect(item).toMatchObject({ status: 'CANCELLED', cancelledAfterPayment: true });
  });

  it('refunds 100 % when the operator cancelled the departure, and ends a pending move', async () => {
    const tx = await paidTicket(s, user, { minutesAhead: 600 });
    const target = await createDeparture(s, { minutesAhead: 700, capacity: 5 });
    const free0 = (await departureOf(s, target.id)).laneFreeCm;
    expect((await reschedule(user, tx.id, target.id)).body.data.payment).not.toBeNull();
    const closed = await admin.api.post('/api/operator/departures/{id}/status', {
      params: { id: tx.scheduleId },
      body: { status: 'cancelled', reason: 'lainnya', note: 'Angin 20 knot' },
    });
    expect(closed.status).toBe(200);
    const res = await cancelOwn(user, tx.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.ticket.refund).toMatchObject({ amount: tx.price, percent: 100 });
    expect((await departureOf(s, target.id)).laneFreeCm).toBe(free0);
    const kinds = (await changesRows(s, tx.id)).map((c) => [c.kind, c.status]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['reschedule', 'expired'],
        ['cancel', 'done'],
      ]),
    );
  });
});
