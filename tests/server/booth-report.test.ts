// Laporan Shift (issue #24), over HTTP, on PGlite and PostgreSQL: a cashier's shifts of one Jakarta
// day with their float, sales by method (tunai, QRIS), cash refunds (of booth and online tickets),
// expected and counted cash and variance, the day's sums and the tickets; as JSON, as CSV (rows, a
// formula in a cashier's name neutralised) and as PDF. A cashier sees only their own; an admin
// names the cashier; other roles 403. Issue #38: the CSV and PDF say a ticket's status in Indonesian
// and end with the cash count by denomination and the Kasir's and Supervisor's signature lines, and
// each shift's Catatan Selisih is in the JSON, the CSV and the PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTH_MESSAGES as M } from '../../server/booth/messages';
import { MESSAGES } from '../../server/errors';
import { createDeparture, createUser, startServer, type TestServer, type TestUser } from './helpers';
import { createAdmin } from './operator-helpers';
import { createOfficer, paidTicket } from './port-helpers';
import {
  cancelTicket,
  createKasir,
  holderProof,
  openShift,
  portIds,
  saleBody,
  sell,
  soldTicket,
} from './booth-helpers';
import { shiftReportPdf } from '../../server/booth/report';
import { REPORT_STATUS, reportStatus } from '../../server/booth/report-forms';
import { spyPdfText } from './pdf-text-spy';

const DAY = '2026-11-23'; // the test clock's day (BASE_TIME, 08:00 WIB)
/** The first shift's Catatan Selisih (issue #38): it closes 1.000 over. */
const NOTE = 'Satu lembar 1.000 dari penumpang belum dicatat';

let s: TestServer;
let cashier: TestUser;
let passenger: TestUser;
let tigaras: number;
let simanindo: number;
/** What the first test's day did, for the later ones. */
let day: {
  first: number;
  second: number;
  cash: number[];
  qris: number;
  refunds: number[];
  counted: number;
  invoices: string[];
};
beforeAll(async () => {
  s = await startServer();
  cashier = await createKasir(s, 'Tigaras', 'Rina Laporan');
  passenger = await createUser(s);
  ({ Tigaras: tigaras, Simanindo: simanindo } = (await portIds(s)) as { Tigaras: number; Simanindo: number });
});
afterAll(() => s?.close());

const refundOf = (price: number) => Math.floor((price * 75) / 100);
const report = (who: TestUser, query: Record<string, string | number>) =>
  who.api.get('/api/loket/report', { query, unchecked: query['format'] !== undefined && query['format'] !== 'json' });

/** The report as bytes (the JSON client reads text). */
async function fileOf(query: Record<string, string>) {
  const res = await fetch(cashier.api.url('/api/loket/report', {}, query), {
    headers: { authorization: `Bearer ${cashier.token}` },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('the day’s report', () => {
  it('has each shift’s float, sales by method, cash refunds, expected, counted and variance, and the tickets', async () => {
    const dep = await createDeparture(s, { from: tigaras, to: simanindo, capacity: 10 });
    const first = await openShift(cashier, 100_000);
    const a = await soldTicket(cashier, dep.id);
    const b = await soldTicket(cashier, dep.id);
    // A QRIS sale, paid through the simulated gateway.
    const q = await sell(cashier, saleBody(dep.id, 0, { payment: { method: 'qris' } }));
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    const paid = await s.api.post('/api/dev/qris/{invoiceId}/pay', {
      params: { invoiceId: q.body.data.ticket.invoiceId },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const qris = q.body.data.ticket;
    // Refunds from this shift: a booth ticket and an online one.
    const online = await paidTicket(s, passenger, { scheduleId: dep.id });
    expect((await cancelTicket(cashier, a.transactionId)).status).toBe(200);
    expect((await cancelTicket(cashier, online.id, holderProof(online, passenger))).status).toBe(200);
    const refunds = [refundOf(a.price), refundOf(online.price)];
    const expected = 100_000 + a.price + b.price - refunds[0]! - refunds[1]!;
    const counted = expected + 1_000;
    const closed = await cashier.api.post('/api/loket/shifts/{id}/close', {
      params: { id: first.id },
      body: { countedCash: counted, note: NOTE },
    });
    expect(closed.status).toBe(200);
    const second = await openShift(cashier, 50_000);
    const c = await soldTicket(cashier, dep.id);
    day = {
      first: first.id,
      second: second.id,
      cash: [a.price, b.price, c.price],
      qris: qris.price,
      refunds,
      counted,
      invoices: [a.invoiceId, b.invoiceId, qris.invoiceId, online.invoiceId, c.invoiceId],
    };

    const res = await report(cashier, { date: DAY });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.data.report;
    expect(r).toMatchObject({ date: DAY, cashierName: 'Rina Laporan' });
    expect(r.shifts).toHaveLength(2);
    expect(r.shifts[0]).toMatchObject({
      id: first.id,
      openingFloat: 100_000,
      cashSales: { count: 2, total: a.price + b.price },
      qrisSales: { count: 1, total: qris.price },
      cashRefunds: { count: 2, total: refunds[0]! + refunds[1]! },
      expectedCash: expected,
      countedCash: counted,
      variance: 1_000,
      note: NOTE,
    });
    expect(r.shifts[1]).toMatchObject({
      id: second.id,
      closedAt: null,
      openingFloat: 50_000,
      cashSales: { count: 1, total: c.price },
      qrisSales: { count: 0, total: 0 },
      cashRefunds: { count: 0, total: 0 },
      expectedCash: 50_000 + c.price,
      countedCash: null,
      variance: null,
      note: null,
    });
    expect(r.totals).toEqual({
      openingFloat: 150_000,
      cashSales: { count: 3, total: a.price + b.price + c.price },
      qrisSales: { count: 1, total: qris.price },
      cashRefunds: { count: 2, total: refunds[0]! + refunds[1]! },
      expectedCash: expected + 50_000 + c.price,
      countedCash: counted,
      variance: 1_000,
    });
    expect(r.tickets.map((t: { invoiceId: string }) => t.invoiceId).sort()).toEqual([...day.invoices].sort());
    expect(r.tickets.find((t: { invoiceId: string }) => t.invoiceId === online.invoiceId)).toMatchObject({
      channel: 'online',
      shiftId: null,
      status: 'CANCELLED',
      refundAmount: refunds[1],
      refundShiftId: first.id,
    });
    expect(r.tickets.find((t: { invoiceId: string }) => t.invoiceId === qris.invoiceId)).toMatchObject({
      channel: 'loket',
      paymentMethod: 'qris',
      status: 'PAID',
    });
    // Another day has none.
    expect((await report(cashier, { date: '2026-11-24' })).body.data.report).toMatchObject({
      shifts: [],
      tickets: [],
      totals: { openingFloat: 0, countedCash: null, variance: null },
    });
  });

  it('as CSV: the shifts with their total, then one row per ticket', async () => {
    const { res, bytes } = await fileOf({ date: DAY, format: 'csv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="laporan-shift-${DAY}.csv"`);
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      'Laporan Shift Kasir,PT Seberang Danau Toba',
      `Tanggal,${DAY}`,
      'Kasir,Rina Laporan',
    ]);
    const head = lines.indexOf(
      'Shift,Dibuka,Ditutup,Uang Awal,Penjualan Tunai (tiket),Penjualan Tunai (Rp),Penjualan QRIS (tiket),Penjualan QRIS (Rp),Refund Tunai (tiket),Refund Tunai (Rp),Uang Seharusnya,Uang Dihitung,Selisih,Catatan Selisih',
    );
    expect(head).toBeGreaterThan(0);
    const [a, b, c] = day.cash as [number, number, number];
    const refunds = day.refunds[0]! + day.refunds[1]!;
    expect(lines[head + 1]).toMatch(
      new RegExp(
        `^${day.first},${DAY} \\d\\d:\\d\\d,${DAY} \\d\\d:\\d\\d,100000,2,${a + b},1,${day.qris},2,${refunds},${day.counted - 1000},${day.counted},1000,${NOTE}$`,
      ),
    );
    expect(lines[head + 2]).toMatch(
      new RegExp(`^${day.second},${DAY} \\d\\d:\\d\\d,,50000,1,${c},0,0,0,0,${50_000 + c},,,$`),
    );
    expect(lines[head + 3]).toMatch(/^Total,,,150000,3,/);
    const ticketHead = lines.indexOf(
      'Nomor Invoice,Shift,Waktu Bayar,Keberangkatan,Plat Nomor,Golongan,Kanal,Pembayaran,Harga,Status,Refund,Shift Refund',
    );
    expect(ticketHead).toBeGreaterThan(head);
    const rows = lines.slice(ticketHead + 1);
    expect(rows[day.invoices.length]).toBe('');
    const ticketRows = rows.slice(0, day.invoices.length);
    expect(ticketRows.find((l) => l.startsWith(day.invoices[3]!))).toMatch(
      /,Online,Online \(.*\),\d+,Dibatalkan,\d+,\d+$/,
    );
    expect(ticketRows.find((l) => l.startsWith(day.invoices[2]!))).toMatch(/,Loket,QRIS,\d+,Lunas,,$/);
    // Issue #38: the statuses in Indonesian, never the API's codes.
    expect(text).not.toMatch(/\b(PAID|CANCELLED|UNPAID|EXPIRED|REFUND_DUE)\b/);
    // Then the cash count by denomination, blank to fill by hand, with its Jumlah, and the signatures.
    expect(rows.slice(day.invoices.length)).toEqual([
      '',
      'Hitungan Uang di Laci',
      'Pecahan,Jenis,Banyaknya,Jumlah (Rp)',
      '100.000,Uang kertas,,',
      '50.000,Uang kertas,,',
      '20.000,Uang kertas,,',
      '10.000,Uang kertas,,',
      '5.000,Uang kertas,,',
      '2.000,Uang kertas,,',
      '1.000,Uang kertas,,',
      '1.000,Uang logam,,',
      '500,Uang logam,,',
      '200,Uang logam,,',
      '100,Uang logam,,',
      'Jumlah,,,',
      '',
      'Tanda Tangan',
      'Peran,Nama,Tanda Tangan',
      'Kasir,Rina Laporan,',
      'Supervisor,,',
    ]);
  });

  it('writes every ticket status in Indonesian (the JSON keeps the codes)', () => {
    expect(REPORT_STATUS).toEqual({
      UNPAID: 'Menunggu Pembayaran',
      PAID: 'Lunas',
      EXPIRED: 'Kedaluwarsa',
      CANCELLED: 'Dibatalkan',
      REFUND_DUE: 'Refund',
    });
    expect(reportStatus('REFUND_DUE')).toBe('Refund');
  });

  it('as CSV, a formula in the cashier’s name stays text', async () => {
    const odd = await createKasir(s, 'Tigaras', '=HYPERLINK("http://x","y")');
    await openShift(odd, 0);
    const res = await report(odd, { date: DAY, format: 'csv' });
    expect(res.status).toBe(200);
    expect(res.text).toContain(`Kasir,"'=HYPERLINK(""http://x"",""y"")"`);
    expect(res.text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('as PDF', async () => {
    const { res, bytes } = await fileOf({ date: DAY, format: 'pdf' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="laporan-shift-${DAY}.pdf"`);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(`Laporan Shift Rina Laporan ${DAY}`);
  });

  it('as PDF: Indonesian statuses, the denomination count with its Jumlah, and the Kasir’s and Supervisor’s signatures', async () => {
    const r = (await report(cashier, { date: DAY })).body.data.report;
    const spy = spyPdfText();
    try {
      expect((await shiftReportPdf(r)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      spy.restore();
    }
    const written = spy.calls.map((c) => c.text);
    const all = written.join('\n');
    expect(all).not.toMatch(/\b(PAID|CANCELLED|UNPAID|EXPIRED|REFUND_DUE)\b/);
    expect(written.find((t) => t.startsWith(day.invoices[2]!))).toMatch(/ · Lunas$/);
    expect(written.find((t) => t.startsWith(day.invoices[3]!))).toMatch(/ · Dibatalkan · Refund Rp/);
    const count = written.indexOf('Hitungan Uang di Laci');
    expect(count).toBeGreaterThan(0);
    expect(written.slice(count + 1, count + 5)).toEqual(['Pecahan', 'Jenis', 'Banyaknya', 'Jumlah (Rp)']);
    const pecahan = written.slice(count + 5).filter((t) => /^[\d.]+$/.test(t));
    expect(pecahan).toEqual([
      '100.000',
      '50.000',
      '20.000',
      '10.000',
      '5.000',
      '2.000',
      '1.000',
      '1.000',
      '500',
      '200',
      '100',
    ]);
    expect(written.filter((t) => t === 'Uang logam')).toHaveLength(4);
    expect(written.slice(count)).toContain('Jumlah');
    const sign = written.slice(written.indexOf('Kasir', count));
    expect(sign.slice(0, 1)).toEqual(['Kasir']);
    expect(sign).toEqual(expect.arrayContaining(['Supervisor', 'Tanda tangan:', 'Nama:', 'Rina Laporan']));
    expect(sign.filter((t) => t === 'Nama:')).toHaveLength(2);
    // Issue #38: the first shift's Catatan Selisih, right after its figures.
    const selisih = written.indexOf('Selisih');
    expect(written.indexOf(`Catatan Selisih: ${NOTE}`)).toBeGreaterThan(selisih);
    expect(written.filter((t) => t.startsWith('Catatan Selisih'))).toHaveLength(1);
  });
});

describe('who sees which report', () => {
  it('a cashier only their own; an admin names the cashier; others 403', async () => {
    const other = await createKasir(s, 'Tigaras', 'Tono Loket');
    const own = await report(other, { date: DAY, cashierId: cashier.id });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(M.reportOfOther);

    const admin = await createAdmin(s);
    const none = await report(admin, { date: DAY });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(M.cashierIdRequired);
    expect((await report(admin, { date: DAY, cashierId: passenger.id })).body.message).toBe(M.cashierNotFound);
    const seen = await report(admin, { date: DAY, cashierId: cashier.id });
    expect(seen.status).toBe(200);
    expect(seen.body.data.report).toEqual((await report(cashier, { date: DAY })).body.data.report);

    for (const user of [passenger, await createOfficer(s)]) {
      const res = await report(user, { date: DAY });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MESSAGES.operatorOnly);
    }
  });
});
