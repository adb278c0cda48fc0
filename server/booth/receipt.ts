// Cetak Tiket (issue #24): a paid ticket as a PDF for the booth's printer — a 58 mm thermal roll
// (164 pt wide, as tall as the ticket: laid out once on a long page to measure, then drawn on a page
// of that height) or A6 paper. pdfkit with DejaVu Sans embedded like the e-ticket
// (../orders/eticket.ts), and the same QR: the signed boarding pass (../boarding/signer.ts over
// kernel/boarding-pass.ts, the payload ../orders/routes.ts passOf gives), so the dock scans a
// printed ticket exactly like an e-ticket, and a cancelled one (its pass version bumped) is refused.
import QRCode from 'qrcode';
import { OPERATOR_NAME } from '../../kernel/constants';
import { formatRupiah } from '../../kernel/money';
import { formatDateLong, formatDateTimeWib, formatTimeWib } from '../../kernel/time';
import { pdfText } from '../orders/eticket';
import { jakartaParts } from '../platform/clock';
import { pdfDocument } from '../port/reports';

/** The QR image, as the e-ticket draws it (the same options: the same image for the same payload). */
export const RECEIPT_QR_OPTIONS = { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' } as const;

export type ReceiptSize = '58mm' | 'a6';
/** 58 mm in PDF points (72 per inch): 164.4, the printable roll's width. */
export const ROLL_WIDTH_PT = 164;
const A6_WIDTH_PT = 297.64;
const A6_HEIGHT_PT = 419.53;

export interface ReceiptData {
  invoiceId: string;
  /** The signed boarding pass the QR encodes. */
  qrPayload: string;
  fromRoute: string;
  toRoute: string;
  departureMs: number;
  shipName: string | null;
  vehicleClass: string;
  vehicleTypeName: string;
  plateNumber: string;
  driverName: string;
  passengers: { label: string; count: number }[];
  priceLines: { label: string; quantity: number; unit: number; amount: number }[];
  total: number;
  channel: 'online' | 'loket';
  /** 'tunai', 'qris', or the gateway's method of an online ticket. */
  paymentMethod: string | null;
  amountReceived: number;
  change: number;
  paidAtMs: number | null;
  cashierName: string;
}

/** How the payment reads on the ticket. */
export function paymentLabel(channel: 'online' | 'loket', method: string | null): string {
  if (method === 'tunai') return 'Tunai';
  if (method === 'qris') return 'QRIS';
  return channel === 'online' ? `Online${method ? ` (${method})` : ''}` : (method ?? '-');
}

const LAYOUT = {
  '58mm': { margin: 8, base: 7.5, title: 9, qr: 120, split: 0.5 },
  a6: { margin: 14, base: 7.5, title: 10, qr: 104, split: 0.62 },
} as const;

/** The words of `text` as pdfkit wraps them (each with the space after it, as its line wrapper measures). */
const wordsOf = (text: string, whole: boolean) =>
  whole
    ? [text]
    : text
        .split(/\s+/)
        .filter(Boolean)
        .map((w) => `${w} `);

/** Whether every word of `text` fits on a line `width` wide in the current font, so none is broken. */
export function wordsFit(doc: PDFKit.PDFDocument, text: string, width: number, whole = false): boolean {
  return wordsOf(text, whole).every((w) => doc.widthOfString(w) <= width);
}

/**
 * The font size, at most `size`, at which every word of `text` (the whole text when `whole`) fits
 * `width`: pdfkit breaks a word wider than its line mid-word, so such a word is set smaller instead.
 * Measured in the current font at `size`.
 */
export function fittingSize(doc: PDFKit.PDFDocument, text: string, size: number, width: number, whole = false): number {
  const widest = Math.max(0, ...wordsOf(text, whole).map((w) => doc.widthOfString(w)));
  return widest <= width ? size : Math.floor(((size * width) / widest) * 100) / 100;
}

/** Draws the ticket from the top of the first page; answers where it ended. */
function draw(doc: PDFKit.PDFDocument, d: ReceiptData, qr: Buffer, size: ReceiptSize): number {
  const L = LAYOUT[size];
  const left = L.margin;
  const width = doc.page.width - 2 * L.margin;
  // The width rows use: on A6 the first rows stand left of the QR.
  let column = width;
  const centred = (text: string, font: 'body' | 'bold', fontSize: number, whole = false) => {
    const t = pdfText(text);
    doc.font(font).fontSize(fontSize);
    doc.fontSize(fittingSize(doc, t, fontSize, width, whole)).text(t, left, doc.y, { width, align: 'center' });
  };
  const rule = () => {
    doc.moveDown(0.3);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .dash(1.5, { space: 1.5 })
      .strokeColor('#000')
      .lineWidth(0.5)
      .stroke()
      .undash();
    doc.moveDown(0.3);
  };
  const row = (label: string, value: string, bold = false) => {
    const size = bold ? L.base + 1 : L.base;
    doc.font(bold ? 'bold' : 'body').fontSize(size);
    const [l, v] = [pdfText(label), pdfText(value)];
    const labelWidth = column * L.split - 4;
    // Side by side when every word fits its half; else the label over the value, each across the
    // column (issue #38: never 'Keberangkata/n'), a word too long even for that made smaller.
    const side = wordsFit(doc, l, labelWidth) && wordsFit(doc, v, column * (1 - L.split));
    // A new page first when the row would not fit (A6 only; the roll's page is as long as the ticket).
    if (doc.y + (side ? 2.5 : 4) * doc.currentLineHeight() > doc.page.height - L.margin) {
      doc.addPage();
      doc.y = L.margin;
    }
    const y = doc.y;
    if (side) {
      doc.text(l, left, y, { width: labelWidth });
      const afterLabel = doc.y;
      doc.text(v, left + column * L.split, y, { width: column * (1 - L.split), align: 'right' });
      doc.y = Math.max(afterLabel, doc.y) + 1;
      return;
    }
    doc.fontSize(fittingSize(doc, l, size, column)).text(l, left, y, { width: column });
    doc.fontSize(size);
    doc.fontSize(fittingSize(doc, v, size, column)).text(v, left, doc.y, { width: column, align: 'right' });
    doc.fontSize(size);
    doc.y += 1;
  };

  doc.y = L.margin;
  centred(OPERATOR_NAME, 'bold', L.title);
  centred(d.channel === 'loket' ? `Tiket Penyeberangan · Loket ${d.fromRoute}` : 'Tiket Penyeberangan', 'body', L.base);
  doc.moveDown(0.4);
  const qrSize = Math.min(L.qr, width);
  const top = doc.y;
  if (size === '58mm') {
    doc.image(qr, left + (width - qrSize) / 2, top, { width: qrSize, height: qrSize });
    doc.y = top + qrSize + 4;
    centred(d.invoiceId, 'bold', L.base + 1.5, true);
    rule();
  } else {
    doc.image(qr, left + width - qrSize, top, { width: qrSize, height: qrSize });
    column = width - qrSize - 10;
    const invoice = pdfText(d.invoiceId);
    doc.font('bold').fontSize(L.base + 2);
    doc.fontSize(fittingSize(doc, invoice, L.base + 2, column, true)).text(invoice, left, top, { width: column });
    doc.moveDown(0.3);
  }

  const dep = jakartaParts(d.departureMs);
  row('Keberangkatan', `${formatDateLong(dep.date)}, ${formatTimeWib(dep.time)}`, true);
  row('Rute', `${d.fromRoute} → ${d.toRoute}`);
  if (d.shipName) row('Kapal', d.shipName);
  if (size === 'a6') {
    doc.y = Math.max(doc.y, top + qrSize + 4);
    column = width;
    rule();
  }
  row('Golongan', `${d.vehicleClass} — ${d.vehicleTypeName}`);
  row('Nomor Kendaraan', d.plateNumber);
  row('Pengemudi', d.driverName);
  const riders = d.passengers.filter((p) => p.count > 0);
  if (riders.length === 0) row('Penumpang', 'Tidak ada');
  for (const p of riders) row(`Penumpang ${p.label}`, `${p.count} orang`);
  rule();

  for (const line of d.priceLines) {
    const label = line.quantity > 1 ? `${line.label} (${line.quantity} × ${formatRupiah(line.unit)})` : line.label;
    row(label, formatRupiah(line.amount));
  }
  row('Total', formatRupiah(d.total), true);
  rule();

  row('Pembayaran', paymentLabel(d.channel, d.paymentMethod));
  if (d.paymentMethod === 'tunai') {
    row('Uang Diterima', formatRupiah(d.amountReceived));
    row('Kembalian', formatRupiah(d.change));
  }
  if (d.paidAtMs !== null) row('Waktu Bayar', formatDateTimeWib(d.paidAtMs));
  row('Kasir', d.cashierName);
  rule();
  doc
    .font('body')
    .fontSize(L.base - 0.5)
    .text(
      'Tunjukkan tiket ini (QR) kepada petugas pelabuhan paling lambat 30 menit sebelum keberangkatan.',
      left,
      doc.y,
      { width, align: 'center' },
    );
  return doc.y + L.margin;
}

/** One pass: the ticket on a page of `pageSize`; answers its bytes and where the ticket ended. */
async function renderOn(
  d: ReceiptData,
  qr: Buffer,
  size: ReceiptSize,
  pageSize: [number, number],
): Promise<{ pdf: Buffer; end: number }> {
  const { doc, done } = pdfDocument({
    size: pageSize,
    margin: LAYOUT[size].margin,
    info: { Title: `Tiket ${d.invoiceId}`, Author: OPERATOR_NAME, Subject: `${d.fromRoute} – ${d.toRoute}` },
  });
  const end = draw(doc, d, qr, size);
  doc.end();
  return { pdf: await done, end };
}

/** The ticket as a PDF: 58 mm wide and as tall as it is, or A6. */
export async function renderReceipt(d: ReceiptData, size: ReceiptSize): Promise<Buffer> {
  const qr = await QRCode.toBuffer(d.qrPayload, RECEIPT_QR_OPTIONS);
  if (size === 'a6') return (await renderOn(d, qr, size, [A6_WIDTH_PT, A6_HEIGHT_PT])).pdf;
  // The roll has no page length: measure on a long page, then draw on one exactly that tall.
  const { end } = await renderOn(d, qr, size, [ROLL_WIDTH_PT, 5000]);
  return (await renderOn(d, qr, size, [ROLL_WIDTH_PT, Math.ceil(end)])).pdf;
}
