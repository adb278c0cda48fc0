// Laporan Shift (issue #24): a cashier's shifts opened on one Jakarta day — each shift's float,
// sales by method (tunai, QRIS), cash refunds, expected and counted cash and variance (./shifts.ts
// cashOf, the same figures the shift shows), their sums, and the tickets sold in or refunded from
// those shifts — as JSON, CSV (../port/reports.ts toCsv: UTF-8 BOM, RFC 4180, a cell that starts
// like a formula is prefixed with ', as the manifest and the operator's audit export do) or PDF.
// The CSV and PDF write a ticket's status in Indonesian and end with the cash count by denomination
// and the Kasir's and Supervisor's signature lines (./report-forms.ts, issue #38); each shift's
// Catatan Selisih (the note a non-zero variance needs at Tutup Shift, issue #38) is in both.
// A cashier sees only their own; an admin names the cashier. SQL: cashier_shifts, transactions,
// schedules, users.
import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { formatRupiah } from '../../kernel/money';
import { channelLabel } from '../../kernel/ticket-rules';
import { addDays, departureEpochMs, formatDateLong } from '../../kernel/time';
import type { Db } from '../db/client';
import { cashierShifts, schedules, transactions, users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import { OPERATOR_NAME } from '../platform/constants';
import { isoJakarta } from '../platform/clock';
import type { Schemas } from '../platform/handlers';
import type { AuthUser } from '../platform/request-auth';
import { pdfDocument, toCsv } from '../port/reports';
import { BOOTH_MESSAGES as M } from './messages';
import { paymentLabel } from './receipt';
import { drawCountTable, drawSignatures, reportFormRows, reportStatus } from './report-forms';
import { presentShift } from './shifts';

type Report = Schemas['ShiftReport'];
type CashTotal = Schemas['CashTotal'];

/** Whose report: a cashier's own; an admin's choice (required, and a cashier). */
async function cashierOf(
  db: Db,
  caller: AuthUser,
  cashierId: number | undefined,
): Promise<{ id: number; name: string }> {
  if (caller.role === 'kasir') {
    if (cashierId !== undefined && cashierId !== caller.id) throw forbidden(M.reportOfOther);
    return { id: caller.id, name: caller.name };
  }
  if (cashierId === undefined) throw badRequest(M.cashierIdRequired);
  const [u] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, cashierId), eq(users.role, 'kasir')));
  if (!u) throw notFound(M.cashierNotFound);
  return u;
}

const add = (a: CashTotal, b: CashTotal): CashTotal => ({ count: a.count + b.count, total: a.total + b.total });
const ZERO: CashTotal = { count: 0, total: 0 };

/** The report of `date` (YYYY-MM-DD, Asia/Jakarta) for the cashier the caller may see. */
export async function shiftReport(
  db: Db,
  caller: AuthUser,
  query: { date: string; cashierId?: number },
): Promise<Report> {
  const cashier = await cashierOf(db, caller, query.cashierId);
  const start = new Date(departureEpochMs(query.date, '00:00:00'));
  const end = new Date(departureEpochMs(addDays(query.date, 1), '00:00:00'));
  const rows = await db
    .select()
    .from(cashierShifts)
    .where(
      and(eq(cashierShifts.cashierId, cashier.id), gte(cashierShifts.openedAt, start), lt(cashierShifts.openedAt, end)),
    )
    .orderBy(asc(cashierShifts.openedAt));
  const shifts: Schemas['CashierShift'][] = [];
  for (const row of rows) shifts.push(await presentShift(db, row));
  const closed = shifts.filter((s) => s.closedAt !== null);
  const sum = (pick: (s: Schemas['CashierShift']) => number, of = shifts) => of.reduce((n, s) => n + pick(s), 0);
  const totals: Report['totals'] = {
    openingFloat: sum((s) => s.openingFloat),
    cashSales: shifts.reduce((t, s) => add(t, s.cashSales), ZERO),
    qrisSales: shifts.reduce((t, s) => add(t, s.qrisSales), ZERO),
    cashRefunds: shifts.reduce((t, s) => add(t, s.cashRefunds), ZERO),
    expectedCash: sum((s) => s.expectedCash),
    countedCash: closed.length ? sum((s) => s.countedCash ?? 0, closed) : null,
    variance: closed.length ? sum((s) => s.variance ?? 0, closed) : null,
  };
  const ids = shifts.map((s) => s.id);
  const tickets = ids.length
    ? await db
        .select({ t: transactions, departureAt: schedules.departureAt })
        .from(transactions)
        .innerJoin(schedules, eq(schedules.id, transactions.scheduleId))
        .where(or(inArray(transactions.shiftId, ids), inArray(transactions.refundShiftId, ids)))
        .orderBy(asc(transactions.id))
    : [];
  return {
    date: query.date,
    cashierId: cashier.id,
    cashierName: cashier.name,
    shifts,
    totals,
    tickets: tickets.map(({ t, departureAt }) => ({
      invoiceId: t.invoiceId,
      shiftId: t.shiftId,
      paidAt: t.paidAt ? isoJakarta(t.paidAt.getTime()) : null,
      departureAt: isoJakarta(departureAt.getTime()),
      plateNumber: t.plateNumber,
      vehicleClass: t.vehicleClass,
      channel: t.channel === 'loket' ? 'loket' : 'online',
      paymentMethod: t.paymentMethod,
      // The price it was sold at, as the shift's cash counts it (issue #37), not a later move's fare.
      price: t.salePrice ?? t.price,
      status: t.status,
      refundAmount: t.refundAmount,
      refundShiftId: t.refundShiftId,
    })),
  };
}

/** 'YYYY-MM-DDTHH:mm:ss+07:00' → 'YYYY-MM-DD HH:mm' (Jakarta time as written). */
const wib = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '');

const SHIFT_HEADER = [
  'Shift',
  'Dibuka',
  'Ditutup',
  'Uang Awal',
  'Penjualan Tunai (tiket)',
  'Penjualan Tunai (Rp)',
  'Penjualan QRIS (tiket)',
  'Penjualan QRIS (Rp)',
  'Refund Tunai (tiket)',
  'Refund Tunai (Rp)',
  'Uang Seharusnya',
  'Uang Dihitung',
  'Selisih',
  'Catatan Selisih',
];

/** The report as CSV: the cashier and day, one row per shift and a total, then one row per ticket. */
export function shiftReportCsv(r: Report): string {
  const rows: (string | number | null)[][] = [
    ['Laporan Shift Kasir', OPERATOR_NAME],
    ['Tanggal', r.date],
    ['Kasir', r.cashierName],
    [],
    SHIFT_HEADER,
    ...r.shifts.map((s) => [
      s.id,
      wib(s.openedAt),
      wib(s.closedAt),
      s.openingFloat,
      s.cashSales.count,
      s.cashSales.total,
      s.qrisSales.count,
      s.qrisSales.total,
      s.cashRefunds.count,
      s.cashRefunds.total,
      s.expectedCash,
      s.countedCash,
      s.variance,
      s.note ?? '',
    ]),
    [
      'Total',
      '',
      '',
      r.totals.openingFloat,
      r.totals.cashSales.count,
      r.totals.cashSales.total,
      r.totals.qrisSales.count,
      r.totals.qrisSales.total,
      r.totals.cashRefunds.count,
      r.totals.cashRefunds.total,
      r.totals.expectedCash,
      r.totals.countedCash,
      r.totals.variance,
      '',
    ],
    [],
    [
      'Nomor Invoice',
      'Shift',
      'Waktu Bayar',
      'Keberangkatan',
      'Plat Nomor',
      'Golongan',
      'Kanal',
      'Pembayaran',
      'Harga',
      'Status',
      'Refund',
      'Shift Refund',
    ],
    ...r.tickets.map((t) => [
      t.invoiceId,
      t.shiftId,
      wib(t.paidAt),
      wib(t.departureAt),
      t.plateNumber,
      t.vehicleClass,
      channelLabel(t.channel),
      paymentLabel(t.channel, t.paymentMethod),
      t.price,
      reportStatus(t.status),
      t.refundAmount,
      t.refundShiftId,
    ]),
    [],
    ...reportFormRows(r.cashierName),
  ];
  return toCsv(rows);
}

/** The report as an A4 PDF. */
export async function shiftReportPdf(r: Report): Promise<Buffer> {
  const { doc, done } = pdfDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Laporan Shift ${r.cashierName} ${r.date}`, Author: OPERATOR_NAME },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'bold' : 'body')
      .fontSize(10)
      .text(label, left + 12, y, { width: width * 0.6 });
    doc.text(value, left + width * 0.6, y, { width: width * 0.4, align: 'right' });
  };
  const money = (n: number | null) => (n === null ? '-' : formatRupiah(n));
  const counted = (c: CashTotal) => `${c.count} tiket · ${formatRupiah(c.total)}`;

  doc.font('bold').fontSize(16).text('Laporan Shift Kasir', left, doc.y);
  doc.font('body').fontSize(10).text(OPERATOR_NAME);
  doc.text(`${r.cashierName} · ${formatDateLong(r.date)}`);
  doc.moveDown(0.8);
  if (r.shifts.length === 0) doc.text('Tidak ada shift pada tanggal ini.');
  const figures = (
    title: string,
    s: Pick<Report['totals'], 'openingFloat' | 'cashSales' | 'qrisSales' | 'cashRefunds' | 'expectedCash'> & {
      countedCash: number | null;
      variance: number | null;
      note?: string | null;
    },
  ) => {
    doc.font('bold').fontSize(12).text(title, left, doc.y);
    row('Uang Awal', money(s.openingFloat));
    row('Penjualan Tunai', counted(s.cashSales));
    row('Penjualan QRIS', counted(s.qrisSales));
    row('Refund Tunai', counted(s.cashRefunds));
    row('Uang Seharusnya', money(s.expectedCash), true);
    row('Uang Dihitung', money(s.countedCash));
    row('Selisih', money(s.variance), true);
    // Issue #38: why the count differs, as the cashier wrote it at Tutup Shift.
    if (s.note) {
      doc
        .font('body')
        .fontSize(10)
        .text(`Catatan Selisih: ${s.note}`, left + 12, doc.y, { width: width - 12 });
    }
    doc.moveDown(0.6);
  };
  for (const s of r.shifts)
    figures(
      `Shift ${s.id}: ${wib(s.openedAt).slice(11)} – ${s.closedAt ? wib(s.closedAt).slice(11) : 'masih buka'}`,
      s,
    );
  if (r.shifts.length > 1) figures('Total', r.totals);

  doc.font('bold').fontSize(12).text('Tiket', left, doc.y);
  doc.font('body').fontSize(9);
  if (r.tickets.length === 0) doc.text('Tidak ada tiket.', left + 12, doc.y);
  for (const t of r.tickets) {
    const refund = t.refundAmount !== null ? ` · Refund ${formatRupiah(t.refundAmount)}` : '';
    doc.text(
      `${t.invoiceId} · ${wib(t.departureAt)} · ${t.vehicleClass} ${t.plateNumber} · ${paymentLabel(t.channel, t.paymentMethod)} · ${formatRupiah(t.price)} · ${reportStatus(t.status)}${refund}`,
      left + 12,
      doc.y,
      { width: width - 12 },
    );
  }
  drawCountTable(doc, left, width);
  drawSignatures(doc, left, width, r.cashierName);
  doc.end();
  return done;
}
