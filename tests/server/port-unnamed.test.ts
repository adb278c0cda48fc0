// Issue #21 item 1: passengers paid for with the counter ('+') have no name, and still travel. The
// verdict's ticket names how many of each type the officer counts by eye; the head counts, the
// manifest (JSON, CSV, PDF) and the daily report count every one of them.
import { randomUUID } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { manifestPdf } from '../../server/port/reports';
import { createDeparture, createUser, startServer, type TestServer, type TestUser } from './helpers';
import { createOfficer, paidTicket } from './port-helpers';

let s: TestServer;
let officer: TestUser;
let passenger: TestUser;
beforeAll(async () => {
  s = await startServer();
  officer = await createOfficer(s);
  passenger = await createUser(s);
});
afterAll(() => s?.close());

/** Two Dewasa tapped with '+' and nobody named: what pesan-tiket sends for the repro. */
const twoUnnamedAdults = { passengers: [{ passengerId: 1, amount: 2 }], plate_number: 'BK 21 TN' };

const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('unnamed passengers at the port', () => {
  it('the verdict carries them per type; a named one is not counted twice', async () => {
    const tx = await paidTicket(s, passenger, { extra: twoUnnamedAdults });
    const res = await officer.api.post('/api/petugas/verify', {
      body: { scheduleId: tx.scheduleId, invoiceId: tx.invoiceId },
    });
    expect(res.body.data.verdict.code).toBe('VALID');
    expect(res.body.data.ticket.passengers).toEqual([]);
    expect(res.body.data.ticket.unnamedPassengers).toEqual([{ feeType: 'DEWASA', count: 2 }]);

    const mixed = await paidTicket(s, passenger, {
      extra: {
        passengers: [
          { passengerId: 1, amount: 2 },
          { passengerId: 2, amount: 1 },
        ],
        manifest: [{ passengerId: 1, name: 'Siti', age: 30, domicile: 'Medan' }],
      },
    });
    const again = await officer.api.post('/api/petugas/verify', {
      body: { scheduleId: mixed.scheduleId, invoiceId: mixed.invoiceId },
    });
    expect(again.body.data.ticket.passengers).toEqual([{ name: 'Siti', age: 30, domicile: 'Medan' }]);
    expect(again.body.data.ticket.unnamedPassengers).toEqual([
      { feeType: 'DEWASA', count: 1 },
      { feeType: 'ANAK-ANAK', count: 1 },
    ]);
  });

  it('counts everyone paid for: head counts, manifest CSV and PDF, and the daily report', async () => {
    const dep = await createDeparture(s, { minutesAhead: 400, capacity: 10 });
    const tx = await paidTicket(s, passenger, { scheduleId: dep.id, extra: twoUnnamedAdults });
    const checkIn = await officer.api.post('/api/petugas/check-in', {
      body: { scheduleId: dep.id, invoiceId: tx.invoiceId, scanId: randomUUID(), deviceId: 'device-unnamed-1' },
    });
    expect(checkIn.body.data.outcome).toBe('CHECKED_IN');

    const today = await officer.api.get('/api/petugas/departures');
    const mine = today.body.data.departures.find((d: { scheduleId: number }) => d.scheduleId === dep.id);
    expect(mine.people).toEqual({ booked: 3, checkedIn: 3 });
    const manifest = await officer.api.get('/api/petugas/manifest/{scheduleId}', { params: { scheduleId: dep.id } });
    expect(manifest.body.data.departure.people).toEqual({ booked: 3, checkedIn: 3 });

    const csv = await officer.api.get('/api/petugas/manifest/{scheduleId}/csv', { params: { scheduleId: dep.id } });
    const rows = csvLines(csv.text).slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain(',BK 21 TN,Pengemudi,Budi Santoso,40,Medan,Sudah,');
    expect(rows[1]).toContain(',BK 21 TN,Penumpang (Dewasa),tanpa nama,,,Sudah,');
    expect(rows[2]).toContain(',BK 21 TN,Penumpang (Dewasa),tanpa nama,,,Sudah,');

    // The daily report counts the same people as the dock's head counts.
    const report = await officer.api.get('/api/petugas/report/{date}', { params: { date: dep.issuedDate } });
    const route = csvLines(report.text)
      .map((r) => r.split(','))
      .find((r) => r[1] === 'Simanindo - Tigaras')!;
    const day = await officer.api.get('/api/petugas/departures');
    const people = day.body.data.departures
      .filter((d: { from: string }) => d.from === 'Simanindo')
      .reduce((n: number, d: { people: { booked: number } }) => n + d.people.booked, 0);
    expect(Number(route[route.length - 4])).toBe(people);

    // The PDF writes one numbered line per person, the unnamed ones as 'tanpa nama'.
    const written: string[] = [];
    const text = vi.spyOn(PDFDocument.prototype, 'text').mockImplementation(function (this: PDFKit.PDFDocument, t) {
      written.push(String(t));
      return this;
    });
    try {
      const { departure, tickets } = manifest.body.data;
      expect((await manifestPdf(departure, tickets)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      text.mockRestore();
    }
    expect(written).toContain('Orang (pengemudi dan penumpang): 3 dipesan, 3 sudah naik, 0 belum.');
    expect(written).toEqual(
      expect.arrayContaining([
        '1. Budi Santoso, 40 th, Medan · Pengemudi · BK 21 TN · Check-in: Sudah',
        '2. tanpa nama · Penumpang (Dewasa) · BK 21 TN · Check-in: Sudah',
        '3. tanpa nama · Penumpang (Dewasa) · BK 21 TN · Check-in: Sudah',
      ]),
    );
  });
});
