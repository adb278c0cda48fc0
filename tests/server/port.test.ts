// The port side over HTTP (issue #10): roles and 403s, forged and altered passes, the verdict
// reasons, atomic check-in under parallel scans, offline-sync conflicts, manifest content, reports.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schedules, transactions } from '../../server/db/schema';
import { createBoardingPassSigner } from '../../server/boarding/signer';
import { jakartaParts } from '../../server/platform/clock';
import { createDeparture, createUser, plateOf, startServer, type TestServer, type TestUser } from './helpers';
import { createOfficer, heldTicket, paidTicket, txOf } from './port-helpers';

let s: TestServer;
let officer: TestUser;
let officer2: TestUser;
let passenger: TestUser;
beforeAll(async () => {
  s = await startServer();
  officer = await createOfficer(s, 'Rina Sitorus');
  officer2 = await createOfficer(s, 'Tono Manurung');
  passenger = await createUser(s);
});
afterAll(() => s?.close());

const scanId = () => randomUUID();
const DEVICE = 'device-aaaa-1111';
async function passOf(user: TestUser, id: number): Promise<string> {
  return (await user.api.get('/api/transaction/get/{id}', { params: { id } })).body.data.boardingPass as string;
}
const checkIn = (who: TestUser, body: Record<string, unknown>) =>
  who.api.post('/api/petugas/check-in', { body: { scanId: scanId(), deviceId: DEVICE, ...body } });

describe('roles', () => {
  it('answers 403 to a passenger and 401 to nobody on every officer operation', async () => {
    const dep = await createDeparture(s);
    const calls: [string, string, Record<string, unknown>][] = [
      ['GET', '/api/petugas/keys', {}],
      ['GET', '/api/petugas/departures', {}],
      ['GET', '/api/petugas/manifest/{scheduleId}', { params: { scheduleId: dep.id } }],
      ['GET', '/api/petugas/manifest/{scheduleId}/pdf', { params: { scheduleId: dep.id } }],
      ['GET', '/api/petugas/manifest/{scheduleId}/csv', { params: { scheduleId: dep.id } }],
      ['GET', '/api/petugas/report/{date}', { params: { date: '2026-11-23' } }],
      ['POST', '/api/petugas/verify', { body: { scheduleId: dep.id, invoiceId: 'INV-1' } }],
      [
        'POST',
        '/api/petugas/check-in',
        { body: { scheduleId: dep.id, invoiceId: 'INV-1', scanId: scanId(), deviceId: DEVICE } },
      ],
      ['POST', '/api/petugas/sync', { body: { deviceId: DEVICE, scans: [] } }],
    ];
    for (const [method, path, o] of calls) {
      const asPassenger = await passenger.api.request(method, path, o);
      expect(asPassenger.status, `${method} ${path}`).toBe(403);
      expect(asPassenger.body.message).toBe('This operation is for port officers only.');
      expect((await s.api.request(method, path, { ...o, token: null })).status, `${method} ${path}`).toBe(401);
      expect((await officer.api.request(method, path, o)).status, `${method} ${path}`).toBeLessThan(400);
    }
  });
});

describe('verdicts', () => {
  it('accepts a paid ticket of this departure, with its manifest for the visual check', async () => {
    const tx = await paidTicket(s, passenger);
    const res = await officer.api.post('/api/petugas/verify', {
      body: { scheduleId: tx.scheduleId, code: await passOf(passenger, tx.id) },
    });
    expect(res.body.data.verdict.code).toBe('VALID');
    expect(res.body.data.ticket).toMatchObject({
      invoiceId: tx.invoiceId,
      vehicleClass: 'Golongan IV',
      plateNumber: plateOf(passenger),
      driver: { name: 'Budi Santoso', age: 40, domicile: 'Medan' },
      checkedInAt: null,
    });
    expect(res.body.data.ticket.passengers.length).toBe(tx.manifest.length);
  });

  it('refuses a forged and an altered QR', async () => {
    const tx = await paidTicket(s, passenger);
    const forged = await createBoardingPassSigner().sign({
      transactionId: tx.id,
      scheduleId: tx.scheduleId,
      version: 1,
    });
    const res = await checkIn(officer, { scheduleId: tx.scheduleId, code: forged });
    expect(res.body.data).toMatchObject({
      outcome: 'REFUSED',
      verdict: { code: 'FORGED', message: 'Kode QR tidak sah: palsu atau sudah diubah.' },
    });
    const [h, , sig] = (await passOf(passenger, tx.id)).split('.');
    const altered = `${h}.${Buffer.from(JSON.stringify({ t: tx.id, s: tx.scheduleId, v: 2 })).toString('base64url')}.${sig}`;
    expect((await checkIn(officer, { scheduleId: tx.scheduleId, code: altered })).body.data.verdict.code).toBe(
      'FORGED',
    );
    expect((await txOf(s, tx.id)).checkedIn).toBe(false);
  });

  it('gives the reason in Indonesian: other departure, other day, unpaid, cancelled, expired, unknown', async () => {
    const paid = await paidTicket(s, passenger);
    const other = await createDeparture(s, { minutesAhead: 200 });
    const wrongDep = await checkIn(officer, { scheduleId: other.id, code: await passOf(passenger, paid.id) });
    expect(wrongDep.body.data.verdict).toEqual({
      code: 'WRONG_DEPARTURE',
      message: expect.stringMatching(/^Tiket untuk keberangkatan lain: Simanindo – Tigaras pukul \d\d:\d\d WIB\.$/),
    });

    const tomorrow = await paidTicket(s, passenger, { minutesAhead: 24 * 60 + 60 });
    const wrongDay = await checkIn(officer, {
      scheduleId: paid.scheduleId,
      code: await passOf(passenger, tomorrow.id),
    });
    expect(wrongDay.body.data.verdict.code).toBe('WRONG_DAY');
    expect(wrongDay.body.data.verdict.message).toBe('Tiket untuk hari lain: Selasa, 24 November 2026.');

    const unpaid = await heldTicket(s, passenger);
    expect(
      (await checkIn(officer, { scheduleId: unpaid.scheduleId, invoiceId: unpaid.invoiceId })).body.data.verdict,
    ).toEqual({
      code: 'UNPAID',
      message: 'Tiket belum dibayar.',
    });

    const cancelled = await paidTicket(s, passenger);
    const oldPass = await passOf(passenger, cancelled.id);
    await s.built.db.update(transactions).set({ status: 'CANCELLED' }).where(eq(transactions.id, cancelled.id));
    expect((await checkIn(officer, { scheduleId: cancelled.scheduleId, code: oldPass })).body.data.verdict).toEqual({
      code: 'CANCELLED',
      message: 'Tiket sudah dibatalkan.',
    });

    const expired = await heldTicket(s, passenger);
    await s.built.db.update(transactions).set({ status: 'EXPIRED' }).where(eq(transactions.id, expired.id));
    expect(
      (await checkIn(officer, { scheduleId: expired.scheduleId, invoiceId: expired.invoiceId })).body.data.verdict.code,
    ).toBe('EXPIRED');

    expect(
      (await checkIn(officer, { scheduleId: paid.scheduleId, invoiceId: 'INV-20990101-999999' })).body.data.verdict,
    ).toEqual({
      code: 'NOT_FOUND',
      message: 'Tiket tidak ditemukan.',
    });
  });

  it('needs exactly one of code and invoiceId', async () => {
    const dep = await createDeparture(s);
    expect((await checkIn(officer, { scheduleId: dep.id })).status).toBe(400);
    expect((await checkIn(officer, { scheduleId: dep.id, code: 'x'.repeat(20), invoiceId: 'INV-1' })).status).toBe(400);
  });
});

describe('check-in', () => {
  it('checks in by typed invoice number once; the next scan is told when and by whom', async () => {
    const tx = await paidTicket(s, passenger);
    const typed = tx.invoiceId.toLowerCase().replace('-', ' - ');
    const first = await checkIn(officer, { scheduleId: tx.scheduleId, invoiceId: typed.replace(/ /g, '') });
    expect(first.body.data).toMatchObject({
      outcome: 'CHECKED_IN',
      verdict: { code: 'CHECKED_IN' },
      ticket: { checkedInBy: 'Rina Sitorus' },
    });
    const second = await checkIn(officer2, { scheduleId: tx.scheduleId, code: await passOf(passenger, tx.id) });
    const hhmm = jakartaParts(s.clock.now()).time.slice(0, 5);
    expect(second.body.data).toMatchObject({
      outcome: 'CONFLICT',
      verdict: { code: 'ALREADY_CHECKED_IN', message: `Sudah check-in pukul ${hhmm} WIB oleh Rina Sitorus.` },
    });
    // The passenger sees it on the detail.
    const detail = await passenger.api.get('/api/transaction/get/{id}', { params: { id: tx.id } });
    expect(detail.body.data).toMatchObject({ checkedIn: true, checkedInAt: expect.stringMatching(/\+07:00$/) });
  });

  it('is atomic: of many simultaneous scans by two officers exactly one wins', async () => {
    const tx = await paidTicket(s, passenger);
    const code = await passOf(passenger, tx.id);
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => checkIn(i % 2 ? officer : officer2, { scheduleId: tx.scheduleId, code })),
    );
    const outcomes = replies.map((r) => r.body.data.outcome);
    expect(outcomes.filter((o) => o === 'CHECKED_IN')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'CONFLICT')).toHaveLength(7);
    for (const r of replies.filter((x) => x.body.data.outcome === 'CONFLICT'))
      expect(r.body.data.verdict.message).toMatch(/^Sudah check-in pukul/);
  });

  it('answers a retried request with the same outcome', async () => {
    const tx = await paidTicket(s, passenger);
    const body = { scheduleId: tx.scheduleId, invoiceId: tx.invoiceId, scanId: scanId() };
    expect((await checkIn(officer, body)).body.data.outcome).toBe('CHECKED_IN');
    expect((await checkIn(officer, body)).body.data.outcome).toBe('CHECKED_IN');
  });
});

describe('offline sync', () => {
  async function twoPhonesScan(order: 'A first' | 'B first') {
    const tx = await paidTicket(s, passenger);
    const code = await passOf(passenger, tx.id);
    // Scans after the payment (an earlier time would be clamped to it, issue #21).
    s.clock.advance(5 * 60_000);
    const t0 = s.clock.now();
    // Phone A scanned a minute before phone B; both were offline.
    const a = {
      scanId: `a-${randomUUID()}`,
      scheduleId: tx.scheduleId,
      code,
      scannedAt: new Date(t0 - 120_000).toISOString(),
    };
    const b = {
      scanId: `b-${randomUUID()}`,
      scheduleId: tx.scheduleId,
      code,
      scannedAt: new Date(t0 - 60_000).toISOString(),
    };
    const syncA = () => officer.api.post('/api/petugas/sync', { body: { deviceId: 'phone-a-00000001', scans: [a] } });
    const syncB = () => officer2.api.post('/api/petugas/sync', { body: { deviceId: 'phone-b-00000002', scans: [b] } });
    const [first, second] = order === 'A first' ? [await syncA(), await syncB()] : [await syncB(), await syncA()];
    return { tx, a, b, first: first.body.data.results[0], second: second.body.data.results[0] };
  }

  it('makes the earliest scan the check-in whatever order the phones sync in, and reports the other as a conflict', async () => {
    for (const order of ['A first', 'B first'] as const) {
      const { tx, a, b, first, second } = await twoPhonesScan(order);
      const row = await txOf(s, tx.id);
      expect(row.checkedInScanId).toBe(a.scanId);
      expect(row.checkedInByName).toBe('Rina Sitorus');
      expect(row.checkedInAt?.toISOString()).toBe(a.scannedAt);
      const [fromA, fromB] = order === 'A first' ? [first, second] : [second, first];
      expect(fromA.outcome).toBe('CHECKED_IN');
      // B synced first: it was the check-in until A's earlier scan arrived; its next sync says so.
      expect(fromB.outcome).toBe(order === 'A first' ? 'CONFLICT' : 'CHECKED_IN');
      const again = await officer2.api.post('/api/petugas/sync', {
        body: { deviceId: 'phone-b-00000002', scans: [b] },
      });
      expect(again.body.data.results[0].outcome).toBe('CONFLICT');
      expect(again.body.data.results[0].verdict.message).toMatch(/oleh Rina Sitorus\.$/);
    }
  });

  it('applies a resent sync once and keeps a refused scan refused', async () => {
    const tx = await paidTicket(s, passenger);
    const unpaid = await heldTicket(s, passenger, { scheduleId: tx.scheduleId, extra: { plate_number: 'BK 2 UNP' } });
    const scans = [
      {
        scanId: randomUUID(),
        scheduleId: tx.scheduleId,
        invoiceId: tx.invoiceId,
        scannedAt: new Date(s.clock.now() - 1000).toISOString(),
      },
      {
        scanId: randomUUID(),
        scheduleId: tx.scheduleId,
        invoiceId: unpaid.invoiceId,
        scannedAt: new Date(s.clock.now() - 500).toISOString(),
      },
    ];
    const once = await officer.api.post('/api/petugas/sync', { body: { deviceId: DEVICE, scans } });
    const twice = await officer.api.post('/api/petugas/sync', { body: { deviceId: DEVICE, scans } });
    expect(once.body.data.results.map((r: { outcome: string }) => r.outcome)).toEqual(['CHECKED_IN', 'REFUSED']);
    expect(twice.body.data.results).toEqual(once.body.data.results);
  });

  it('does not let a phone clock in the future win', async () => {
    const tx = await paidTicket(s, passenger);
    await checkIn(officer, { scheduleId: tx.scheduleId, invoiceId: tx.invoiceId });
    const future = {
      scanId: randomUUID(),
      scheduleId: tx.scheduleId,
      invoiceId: tx.invoiceId,
      scannedAt: new Date(s.clock.now() + 3_600_000).toISOString(),
    };
    const res = await officer2.api.post('/api/petugas/sync', { body: { deviceId: DEVICE, scans: [future] } });
    expect(res.body.data.results[0].outcome).toBe('CONFLICT');
    expect((await txOf(s, tx.id)).checkedInByName).toBe('Rina Sitorus');
  });
});

describe('manifest and reports', () => {
  it("lists today's departures both ways with booked and checked-in counts", async () => {
    const dep = await createDeparture(s, { minutesAhead: 300, capacity: 10 });
    const t1 = await paidTicket(s, passenger, { scheduleId: dep.id });
    await paidTicket(s, passenger, { scheduleId: dep.id, extra: { plate_number: 'BB 77 XY' } });
    await heldTicket(s, passenger, { scheduleId: dep.id, extra: { plate_number: 'BK 3 UNP' } });
    await checkIn(officer, { scheduleId: dep.id, invoiceId: t1.invoiceId });
    const res = await officer.api.get('/api/petugas/departures');
    expect(res.body.data.date).toBe('2026-11-23');
    const mine = res.body.data.departures.find((d: { scheduleId: number }) => d.scheduleId === dep.id);
    // The driver and the 2 Dewasa and 1 Anak-anak of orderBody, paid for without names (issue #21).
    const people = 4;
    expect(mine).toMatchObject({
      from: 'Simanindo',
      to: 'Tigaras',
      capacity: 10,
      vehicles: { booked: 2, checkedIn: 1 },
      people: { booked: 2 * people, checkedIn: people },
    });
    const directions = new Set(res.body.data.departures.map((d: { from: string }) => d.from));
    expect(directions).toEqual(new Set(['Simanindo', 'Tigaras']));
    expect(res.body.data.departures.every((d: { issuedDate: string }) => d.issuedDate === '2026-11-23')).toBe(true);
  });

  it('gives the manifest as JSON, CSV and PDF with plates, drivers and passengers', async () => {
    const dep = await createDeparture(s, { minutesAhead: 320 });
    const t = await paidTicket(s, passenger, { scheduleId: dep.id, extra: { plate_number: 'BK 9 ZZ' } });
    await checkIn(officer, { scheduleId: dep.id, invoiceId: t.invoiceId });
    const json = await officer.api.get('/api/petugas/manifest/{scheduleId}', { params: { scheduleId: dep.id } });
    expect(json.body.data.tickets).toEqual([
      expect.objectContaining({
        plateNumber: 'BK 9 ZZ',
        status: 'PAID',
        checkedInBy: 'Rina Sitorus',
        driver: { name: 'Budi Santoso', age: 40, domicile: 'Medan' },
      }),
    ]);

    const csv = await officer.api.get('/api/petugas/manifest/{scheduleId}/csv', { params: { scheduleId: dep.id } });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Keberangkatan,Nomor Referensi,Golongan,Plat Nomor,Peran,Nama,Usia,Domisili,Check-in,Waktu Check-in,Petugas,Kanal',
    );
    expect(lines).toHaveLength(1 + 4); // the header, the driver, 3 passengers without a name
    expect(lines[1]).toContain(`${t.invoiceId},Golongan IV,BK 9 ZZ,Pengemudi,Budi Santoso,40,Medan,Sudah`);

    const pdf = await officer.api.get('/api/petugas/manifest/{scheduleId}/pdf', { params: { scheduleId: dep.id } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(
      await (
        await fetch(officer.api.url('/api/petugas/manifest/{scheduleId}/pdf', { scheduleId: dep.id }), {
          headers: { authorization: `Bearer ${officer.token}` },
        })
      ).arrayBuffer(),
    );
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('BK 9 ZZ');
  });

  it('neutralises a formula in a name in the CSV', async () => {
    const dep = await createDeparture(s, { minutesAhead: 330 });
    await paidTicket(s, passenger, {
      scheduleId: dep.id,
      extra: {
        driver: {
          name: '=HYPERLINK("x")',
          phoneNumber: '081234567890',
          age: 40,
          domicile: 'Medan',
          gender: 'Laki - Laki',
        },
      },
    });
    const csv = await officer.api.get('/api/petugas/manifest/{scheduleId}/csv', { params: { scheduleId: dep.id } });
    expect(csv.text).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('reports the day per route: departures, vehicles by class, people, occupancy', async () => {
    const res = await officer.api.get('/api/petugas/report/{date}', { params: { date: '2026-11-23' } });
    const [head, ...rows] = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(head).toMatch(
      /^Tanggal,Rute,Keberangkatan,Golongan I,Golongan II,.*,Kendaraan,Penumpang \(termasuk pengemudi\),Sudah Check-in \(kendaraan\),Kapasitas,Okupansi \(%\)$/,
    );
    const route = rows.map((r) => r.split(',')).find((r) => r[1] === 'Simanindo - Tigaras')!;
    const vehicles = Number(route[route.length - 5]);
    const capacity = Number(route[route.length - 2]);
    expect(vehicles).toBeGreaterThan(0);
    expect(Number(route[route.length - 1])).toBeCloseTo((vehicles / capacity) * 100, 1);
    // Every departure of the day and route counts; capacity = the Golongan IV cars their lanes hold.
    const today = await s.built.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.issuedDate, '2026-11-23'), eq(schedules.fromRouteId, 2)));
    const back = rows.map((r) => r.split(',')).find((r) => r[1] === 'Tigaras - Simanindo')!;
    expect(Number(back[2])).toBe(today.length);
    expect(Number(back[back.length - 2])).toBe(today.reduce((n, d) => n + Math.floor(d.laneCm / 500), 0));
  });
});
