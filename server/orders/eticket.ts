// The e-ticket: an A4 PDF by pdfkit with DejaVu Sans embedded (shipped through npm, so every
// character — Rp, ≤, accents — renders on any machine) and a QR code of the invoice id.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import * as fontkit from 'fontkit';
import type { Language } from '../../kernel/language';
import { formatRupiah } from '../../kernel/money';
import { m } from '../../kernel/paraglide/messages';
import { formatDateLong, formatDateTimeWib, formatTimeWib } from '../../kernel/time';
import { OPERATOR_NAME, VESSEL_NAME } from '../platform/constants';
import { passengerTypeIn, priceLineIn, tallyIn } from './eticket-words';

/**
 * The check-in advice under the e-ticket, in Indonesian; the reminder notice repeats it in its
 * passenger's language (../notices/words.ts).
 */
export const CHECK_IN_ADVICE = m.pdf_check_in_advice();

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

let fonts: fontkit.Font[] | null = null;
/**
 * Text as the embedded fonts can draw it: a character neither DejaVu face has (a CJK name,
 * Javanese script) becomes '?'. pdfkit lays such a character out with the font's empty
 * .notdef box (about 6 pt wide), while a PDF viewer may draw it from a fallback font at its full
 * width, so a name written in it could run past its column (issue #11). Names are stored and shown
 * in the app as given; only the PDF substitutes, and every character it prints is one it measured.
 */
export function pdfText(text: string): string {
  fonts ??= [fontkit.openSync(FONT_REGULAR), fontkit.openSync(FONT_BOLD)];
  const faces = fonts;
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    out += cp < 0x20 || faces.every((f) => !f.hasGlyphForCodePoint(cp)) ? '?' : ch;
  }
  return out;
}

export interface EticketData {
  invoiceId: string;
  /** What the QR encodes: the signed boarding pass (kernel/boarding-pass.ts); default the invoice id. */
  qrPayload?: string;
  from: string;
  to: string;
  issuedDate: string;
  issuedTime: string;
  vehicleClass: string;
  vehicleType: string;
  plateNumber: string;
  driver: { name: string; phoneNumber: string; age: number; gender: string; domicile: string };
  passengers: { feeType: string; count: number }[];
  manifest: { passengerId: number; name: string; age: number; domicile: string; feeType: string }[];
  priceLines: { label: string; quantity: number; unit: number; amount: number }[];
  total: number;
  /** When it was paid (epoch ms); printed as the app shows it: '24 Nov 2026, 09:32 WIB'. */
  paidAt: number | null;
  paymentMethod: string | null;
  bankName: string | null;
  /** The ship that sails the departure (issue #22); the operator's first ship's name when unknown. */
  ship?: string | null;
  /** 'foot': walk-on passengers (issue #40 item 3): no vehicle and no driver sections. */
  kind?: 'foot';
  /** The passenger's language (issue #40): the PDF's own words, dates and amounts; default Indonesian. */
  language?: Language;
}

/** A message of the catalogue in `language` (messages/{id,en}.json `pdf_*`). */
const say = <I>(language: Language, message: (inputs: I, options: { locale: Language }) => string, inputs?: I) =>
  message(inputs ?? ({} as I), { locale: language });

/** Gender as stored ('Laki - Laki', 'Perempuan', the spec's values) in `language`. */
const genderIn = (gender: string, language: Language) =>
  gender === 'Perempuan'
    ? say(language, m.gender_female)
    : gender === 'Laki - Laki'
      ? say(language, m.gender_male)
      : gender;

/**
 * The Penumpang section's rows: every passenger charged, per type — its count and how many of them
 * have no name on the manifest (added with the counter, not the 'Tambah Penumpang' form).
 */
export function passengerRows(
  d: Pick<EticketData, 'passengers' | 'manifest'>,
  language: Language = 'id',
): [string, string][] {
  return d.passengers
    .filter((p) => p.count > 0)
    .map((p) => {
      const named = Math.min(p.count, d.manifest.filter((m) => m.feeType === p.feeType).length);
      return [
        passengerTypeIn(p.feeType, language),
        tallyIn({ count: p.count, named, unnamed: p.count - named }, language),
      ];
    });
}

/** The Pembayaran section's rows; the time in the app's format (kernel/time formatDateTimeWib). */
export function paymentRows(
  d: Pick<EticketData, 'paymentMethod' | 'bankName' | 'paidAt'>,
  language: Language = 'id',
): [string, string][] {
  const rows: [string, string][] = [[say(language, m.pdf_status), say(language, m.pdf_paid)]];
  if (d.paymentMethod) {
    rows.push([
      say(language, m.pdf_method),
      d.bankName && d.bankName !== d.paymentMethod ? `${d.paymentMethod} ${d.bankName}` : d.paymentMethod,
    ]);
  }
  if (d.paidAt !== null) rows.push([say(language, m.pdf_paid_at), formatDateTimeWib(d.paidAt, language)]);
  return rows;
}

export async function renderEticket(d: EticketData): Promise<Buffer> {
  const language = d.language ?? 'id';
  const t = <I>(message: (inputs: I, options: { locale: Language }) => string, inputs?: I) =>
    say(language, message, inputs);
  const qr = await QRCode.toBuffer(d.qrPayload ?? d.invoiceId, {
    type: 'png',
    margin: 1,
    width: 240,
    errorCorrectionLevel: 'M',
  });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: t(m.pdf_document_title, { invoice: d.invoiceId }),
      Author: OPERATOR_NAME,
      Subject: `${d.from} – ${d.to}`,
      Keywords: `${t(m.pdf_ship)} ${d.ship ?? VESSEL_NAME}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('body', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(20).text(t(m.pdf_title), left, doc.page.margins.top);
  doc.font('body').fontSize(10).fillColor('#555').text(OPERATOR_NAME);
  doc.fillColor('#000').moveDown(0.6);
  const qrSize = 120;
  const qrX = left + width - qrSize;
  const topY = doc.y;
  doc.image(qr, qrX, topY, { width: qrSize, height: qrSize });

  const field = (label: string, raw: string) => {
    const value = pdfText(raw);
    doc
      .font('body')
      .fontSize(9)
      .fillColor('#555')
      .text(label, left, doc.y, { width: width - qrSize - 16 });
    doc
      .font('bold')
      .fontSize(13)
      .fillColor('#000')
      .text(value, { width: width - qrSize - 16 });
    doc.moveDown(0.3);
  };
  doc.y = topY;
  field(t(m.pdf_invoice), d.invoiceId);
  field(t(m.pdf_route), `${d.from} → ${d.to}`);
  field(t(m.pdf_departure), `${formatDateLong(d.issuedDate, language)}, ${formatTimeWib(d.issuedTime)}`);
  field(t(m.pdf_ship), d.ship ?? VESSEL_NAME);
  doc.y = Math.max(doc.y, topY + qrSize + 8);

  const section = (title: string) => {
    doc.moveDown(0.5);
    doc.font('bold').fontSize(12).fillColor('#0b5394').text(title, left, doc.y, { width });
    doc
      .moveTo(left, doc.y + 1)
      .lineTo(left + width, doc.y + 1)
      .strokeColor('#bbb')
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.3);
    doc.fillColor('#000').font('body').fontSize(10.5);
  };
  const row = (rawLabel: string, rawValue: string) => {
    const label = pdfText(rawLabel);
    const value = pdfText(rawValue);
    const y = doc.y;
    doc
      .font('body')
      .fontSize(10.5)
      .text(label, left, y, { width: width * 0.55 });
    const afterLabel = doc.y;
    doc.text(value, left + width * 0.55, y, { width: width * 0.45, align: 'right' });
    doc.y = Math.max(afterLabel, doc.y) + 2;
  };

  if (d.kind === 'foot') {
    section(t(m.pdf_ticket));
    row(t(m.pdf_ticket_kind), t(m.foot_ticket));
  } else {
    section(t(m.pdf_vehicle));
    row(t(m.pdf_class), `${d.vehicleClass} — ${d.vehicleType}`);
    row(t(m.pdf_plate), d.plateNumber);

    section(t(m.pdf_driver));
    row(t(m.pdf_name), d.driver.name);
    row(t(m.pdf_phone), d.driver.phoneNumber);
    row(
      t(m.pdf_age_gender),
      t(m.pdf_age_gender_value, { age: d.driver.age, gender: genderIn(d.driver.gender, language) }),
    );
    row(t(m.pdf_domicile), d.driver.domicile);
  }

  section(t(m.pdf_passengers));
  const tally = passengerRows(d, language);
  if (tally.length === 0 && d.kind !== 'foot') doc.text(t(m.pdf_no_passengers), left, doc.y, { width });
  for (const [label, value] of tally) row(label, value);
  if (d.manifest.length) {
    doc.moveDown(0.2);
    doc.font('bold').fontSize(9).text(t(m.pdf_manifest), left, doc.y, { width });
    d.manifest.forEach((p, i) => {
      row(
        `${i + 1}. ${p.name} (${passengerTypeIn(p.feeType, language)})`,
        t(m.pdf_manifest_value, { age: p.age, domicile: p.domicile }),
      );
    });
  }

  section(t(m.pdf_prices));
  for (const line of d.priceLines) {
    const unit = formatRupiah(line.unit, language);
    const name = priceLineIn(line.label, language);
    const label = line.quantity > 1 ? `${name} (${line.quantity} × ${unit})` : name;
    row(label, formatRupiah(line.amount, language));
  }
  doc.moveDown(0.2);
  doc.font('bold').fontSize(12.5);
  const y = doc.y;
  doc.text(t(m.pdf_total), left, y, { width: width * 0.55 });
  doc.text(formatRupiah(d.total, language), left + width * 0.55, y, { width: width * 0.45, align: 'right' });

  section(t(m.pdf_payment));
  for (const [label, value] of paymentRows(d, language)) row(label, value);

  doc.moveDown(1);
  doc.font('body').fontSize(9).fillColor('#555').text(t(m.pdf_check_in_advice), left, doc.y, { width });
  doc.end();
  return done;
}
