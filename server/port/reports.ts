// The Syahbandar's papers (issue #10): a departure's manifest as CSV and PDF, and the daily
// per-route report as CSV. CSV: RFC 4180 quoting, CRLF, a UTF-8 BOM so spreadsheet programs read
// the names right, and cells that start like a formula (= + - @) prefixed with ' so a passenger's
// name can never run as one. Each ticket names its channel: Online (the app) or Loket (the booth,
// issue #24).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { ManifestTicket } from '../../kernel/boarding-verdict';
import { headCount, passengerTypeLabel } from '../../kernel/passengers';
import { FOOT_LABEL } from '../../kernel/foot';
import { channelLabel } from '../../kernel/ticket-rules';
import { formatDateLong, formatTimeWib } from '../../kernel/time';
import { OPERATOR_NAME, VESSEL_NAME } from '../platform/constants';
import type { DepartureWithCounts } from './departures';

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** A pdfkit document with DejaVu Sans registered as 'body' and 'bold', and its bytes once ended. */
export function pdfDocument(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  return { doc, done };
}

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: (string | number | null)[][]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

const boarded = (t: ManifestTicket) => (t.checkedInAt ? 'Sudah' : 'Belum');

/** What a manifest row says of a passenger paid for without a name (issue #21). */
export const UNNAMED = 'tanpa nama';

/** A walk-on passenger's role on the manifest (issue #40 item 3). */
export const FOOT_ROLE = `Penumpang (${FOOT_LABEL.toLocaleLowerCase('id')})`;

type Person = { role: string; name: string; age: number | null; domicile: string };

/**
 * Every person a ticket carries, one each: the driver, the named passengers, then one per passenger
 * paid for without a name ('tanpa nama', with the type in the role, e.g. 'Penumpang (Dewasa)').
 */
export function peopleOf(t: ManifestTicket): Person[] {
  // A foot ticket (issue #40 item 3): no driver; its passengers are 'Penumpang (pejalan kaki)'.
  const foot = t.kind === 'foot';
  return [
    ...(foot ? [] : [{ role: 'Pengemudi', ...t.driver }]),
    ...t.passengers.map((p) => ({ role: foot ? FOOT_ROLE : 'Penumpang', ...p })),
    ...t.unnamedPassengers.flatMap((u) =>
      Array.from({ length: u.count }, () => ({
        role: `Penumpang (${passengerTypeLabel(u.feeType)})`,
        name: UNNAMED,
        age: null,
        domicile: '',
      })),
    ),
  ];
}

/** One row per person: the driver first, then the passengers of each vehicle. */
export function manifestCsv(departure: DepartureWithCounts, tickets: ManifestTicket[]): string {
  const rows: (string | number | null)[][] = [
    [
      'Keberangkatan',
      'Nomor Referensi',
      'Golongan',
      'Plat Nomor',
      'Peran',
      'Nama',
      'Usia',
      'Domisili',
      'Check-in',
      'Waktu Check-in',
      'Petugas',
      'Kanal',
    ],
  ];
  const when = `${departure.from} - ${departure.to} ${departure.issuedDate} ${departure.issuedTime.slice(0, 5)}`;
  for (const t of tickets.filter((x) => x.status === 'PAID')) {
    const common = [
      t.checkedInAt ? 'Sudah' : 'Belum',
      t.checkedInAt ?? '',
      t.checkedInBy ?? '',
      channelLabel(t.channel),
    ];
    for (const p of peopleOf(t))
      rows.push([when, t.invoiceId, t.vehicleClass, t.plateNumber, p.role, p.name, p.age, p.domicile, ...common]);
  }
  return toCsv(rows);
}

export function manifestPdf(
  departure: DepartureWithCounts,
  tickets: ManifestTicket[],
  /** The ship that sails it (issue #22); the operator's first ship's name when unknown. */
  ship: string | null = null,
): Promise<Buffer> {
  const paid = tickets.filter((t) => t.status === 'PAID');
  const { doc, done } = pdfDocument({
    size: 'A4',
    margin: 40,
    info: {
      Title: `Manifes ${departure.from} - ${departure.to} ${departure.issuedDate} ${departure.issuedTime.slice(0, 5)}, ${ship ?? VESSEL_NAME}`,
      Author: OPERATOR_NAME,
      // The plates in the document's metadata too: a harbour office's archive search finds the
      // sailing by plate without a text extractor (the body text is glyph ids of the embedded font).
      Keywords: paid.map((t) => t.plateNumber).join(', '),
      // And how many were sold where (issue #24), for the same archive search.
      Subject: `Kendaraan: ${paid.filter((t) => t.channel !== 'loket').length} Online, ${paid.filter((t) => t.channel === 'loket').length} Loket`,
    },
  });
  doc.font('bold').fontSize(16).text('Manifes Penumpang dan Kendaraan');
  doc
    .font('body')
    .fontSize(10)
    .text(`${OPERATOR_NAME} · ${ship ?? VESSEL_NAME}`);
  doc.moveDown(0.5);
  doc
    .fontSize(11)
    .text(
      `${departure.from} – ${departure.to}, ${formatDateLong(departure.issuedDate)}, ${formatTimeWib(departure.issuedTime)}`,
    );
  const v = departure.vehicles;
  const p = departure.people;
  doc.text(`Kendaraan: ${v.booked} dipesan, ${v.checkedIn} sudah naik, ${v.booked - v.checkedIn} belum.`);
  doc.text(
    `Orang (pengemudi dan penumpang): ${p.booked} dipesan, ${p.checkedIn} sudah naik, ${p.booked - p.checkedIn} belum.`,
  );
  doc.moveDown(0.8);

  const byClass = new Map<string, ManifestTicket[]>();
  for (const t of paid.filter((x) => x.kind !== 'foot'))
    byClass.set(t.vehicleClass, [...(byClass.get(t.vehicleClass) ?? []), t]);
  doc.font('bold').fontSize(12).text('Kendaraan');
  doc.font('body').fontSize(10);
  for (const [cls, list] of [...byClass].sort(([a], [b]) => a.localeCompare(b, 'id'))) {
    doc.font('bold').text(`${cls} (${list.length})`);
    doc.font('body');
    for (const t of list) {
      doc.text(
        `${t.plateNumber} · ${t.vehicleType} · Pengemudi: ${t.driver.name} (${t.driver.age} th) · ${t.invoiceId} · ${channelLabel(t.channel)} · Check-in: ${boarded(t)}`,
        { indent: 12 },
      );
    }
  }
  doc.moveDown(0.8);
  doc.font('bold').fontSize(12).text('Penumpang');
  doc.font('body').fontSize(10);
  let n = 0;
  for (const t of paid) {
    for (const person of peopleOf(t)) {
      n += 1;
      const who = person.age === null ? person.name : `${person.name}, ${person.age} th, ${person.domicile}`;
      doc.text(`${n}. ${who} · ${person.role} · ${t.plateNumber || FOOT_LABEL} · Check-in: ${boarded(t)}`);
    }
  }
  if (n === 0) doc.text('Belum ada penumpang.');
  doc.end();
  return done;
}

/** The daily report: one row per route (direction) with departures, vehicles by class, people, occupancy. */
export function dailyReportCsv(
  date: string,
  departures: DepartureWithCounts[],
  tickets: ManifestTicket[],
  classes: string[],
): string {
  const rows: (string | number | null)[][] = [
    [
      'Tanggal',
      'Rute',
      'Keberangkatan',
      ...classes,
      'Kendaraan',
      'Penumpang (termasuk pengemudi)',
      'Sudah Check-in (kendaraan)',
      'Kapasitas',
      'Okupansi (%)',
    ],
  ];
  const routeOf = (d: DepartureWithCounts) => `${d.from} - ${d.to}`;
  for (const route of [...new Set(departures.map(routeOf))]) {
    const deps = departures.filter((d) => routeOf(d) === route);
    const ids = new Set(deps.map((d) => d.scheduleId));
    const list = tickets.filter((t) => ids.has(t.scheduleId) && t.status === 'PAID');
    const capacity = deps.reduce((s, d) => s + d.capacity, 0);
    const vehicles = list.filter((t) => t.kind !== 'foot').length;
    rows.push([
      date,
      route,
      deps.length,
      ...classes.map((c) => list.filter((t) => t.vehicleClass === c).length),
      vehicles,
      list.reduce((s, t) => s + headCount(t), 0),
      list.filter((t) => t.checkedInAt && t.kind !== 'foot').length,
      capacity,
      capacity ? Math.round((vehicles / capacity) * 1000) / 10 : 0,
    ]);
  }
  return toCsv(rows);
}
