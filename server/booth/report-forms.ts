// The shift report's paper parts (issue #38 item 6), for ./report.ts: a ticket's status in
// Indonesian (the CSV and PDF never show PAID or CANCELLED), the cash count by denomination (blank
// lines the cashier fills in by hand, with the Jumlah), and the signature lines of the Kasir and the
// Supervisor (name and signature). The JSON report keeps the API's status codes.
import type { TxStatus } from '../db/schema';

/** How a ticket's status reads in the report. */
export const REPORT_STATUS: Record<TxStatus, string> = {
  UNPAID: 'Menunggu Pembayaran',
  PAID: 'Lunas',
  EXPIRED: 'Kedaluwarsa',
  CANCELLED: 'Dibatalkan',
  REFUND_DUE: 'Refund',
};

/** A status as the report writes it; an unknown code as it is. */
export function reportStatus(status: string): string {
  return Object.hasOwn(REPORT_STATUS, status) ? REPORT_STATUS[status as TxStatus] : status;
}

/** The drawer's denominations, notes then coins, as the count table lists them. */
export const DENOMINATIONS: readonly { label: string; kind: 'Uang kertas' | 'Uang logam' }[] = [
  ...['100.000', '50.000', '20.000', '10.000', '5.000', '2.000', '1.000'].map((label) => ({
    label,
    kind: 'Uang kertas' as const,
  })),
  ...['1.000', '500', '200', '100'].map((label) => ({ label, kind: 'Uang logam' as const })),
];

export const COUNT_TITLE = 'Hitungan Uang di Laci';
export const COUNT_HEADER = ['Pecahan', 'Jenis', 'Banyaknya', 'Jumlah (Rp)'] as const;
export const SIGN_TITLE = 'Tanda Tangan';
export const SIGN_HEADER = ['Peran', 'Nama', 'Tanda Tangan'] as const;

type Cell = string | number | null;

/** The CSV's count table (blank cells to fill) and its signature rows (the cashier's name filled). */
export function reportFormRows(cashierName: string): Cell[][] {
  return [
    [COUNT_TITLE],
    [...COUNT_HEADER],
    ...DENOMINATIONS.map((d) => [d.label, d.kind, '', '']),
    ['Jumlah', '', '', ''],
    [],
    [SIGN_TITLE],
    [...SIGN_HEADER],
    ['Kasir', cashierName, ''],
    ['Supervisor', '', ''],
  ];
}

/** A new page first when `height` points would not fit on this one. */
function room(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

const blank = (doc: PDFKit.PDFDocument, x: number, y: number, width: number) =>
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.5)
    .strokeColor('#000')
    .stroke();

/** The count table: one row per denomination with blank lines for the number and the amount, then Jumlah. */
export function drawCountTable(doc: PDFKit.PDFDocument, left: number, width: number) {
  const rowHeight = 18;
  room(doc, rowHeight * (DENOMINATIONS.length + 3) + 20);
  doc.moveDown(0.8);
  doc.font('bold').fontSize(12).text(COUNT_TITLE, left, doc.y);
  doc.moveDown(0.3);
  const cols = [0, 0.22, 0.48, 0.7].map((f) => left + f * width);
  const widths = [0.22, 0.26, 0.22, 0.3].map((f) => f * width - 8);
  const line = (cells: string[], bold: boolean, blanks: boolean) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'body').fontSize(10);
    cells.forEach((cell, i) => {
      if (cell) doc.text(cell, cols[i]!, y, { width: widths[i]!, lineBreak: false });
    });
    if (blanks) for (const i of [2, 3]) blank(doc, cols[i]!, y + 12, widths[i]!);
    doc.y = y + rowHeight;
  };
  line([...COUNT_HEADER], true, false);
  for (const d of DENOMINATIONS) line([d.label, d.kind, '', ''], false, true);
  line(['Jumlah', '', '', ''], true, true);
  doc.x = left;
}

/** The Kasir's and the Supervisor's signature boxes side by side: a line to sign on and the name. */
export function drawSignatures(doc: PDFKit.PDFDocument, left: number, width: number, cashierName: string) {
  room(doc, 110);
  doc.moveDown(1.2);
  const top = doc.y;
  const boxWidth = width / 2 - 16;
  const boxes: [string, string][] = [
    ['Kasir', cashierName],
    ['Supervisor', ''],
  ];
  boxes.forEach(([role, name], i) => {
    const x = left + i * (width / 2);
    doc.font('bold').fontSize(10).text(role, x, top, { width: boxWidth, lineBreak: false });
    doc
      .font('body')
      .fontSize(9)
      .text('Tanda tangan:', x, top + 16, { width: boxWidth, lineBreak: false });
    blank(doc, x, top + 62, boxWidth);
    doc
      .font('body')
      .fontSize(9)
      .text('Nama:', x, top + 70, { width: 34, lineBreak: false });
    // One line: a long name ends in an ellipsis rather than running into the next box.
    if (name) doc.text(name, x + 34, top + 70, { width: boxWidth - 34, height: 11, ellipsis: true });
    blank(doc, x + 34, top + 82, boxWidth - 34);
  });
  doc.x = left;
  doc.y = top + 92;
}
