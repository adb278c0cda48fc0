// The e-ticket: an A4 PDF by pdfkit with DejaVu Sans embedded (shipped through npm, so every
// character — Rp, ≤, accents — renders on any machine) and a QR code of the invoice id.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatRupiah } from '../../kernel/money.ts';
import { formatDateLong, formatTimeWib } from '../../kernel/time.ts';
import { OPERATOR_NAME, VESSEL_NAME } from '../constants.ts';

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

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
  paidAt: string | null;
  paymentMethod: string | null;
  bankName: string | null;
}

export async function renderEticket(d: EticketData): Promise<Buffer> {
  const qr = await QRCode.toBuffer(d.qrPayload ?? d.invoiceId, {
    type: 'png',
    margin: 1,
    width: 240,
    errorCorrectionLevel: 'M',
  });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `E-tiket ${d.invoiceId}`, Author: OPERATOR_NAME, Subject: `${d.from} – ${d.to}` },
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

  doc.font('bold').fontSize(20).text('E-Tiket Penyeberangan', left, doc.page.margins.top);
  doc.font('body').fontSize(10).fillColor('#555').text(OPERATOR_NAME);
  doc.fillColor('#000').moveDown(0.6);
  const qrSize = 120;
  const qrX = left + width - qrSize;
  const topY = doc.y;
  doc.image(qr, qrX, topY, { width: qrSize, height: qrSize });

  const field = (label: string, value: string) => {
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
  field('Nomor Referensi', d.invoiceId);
  field('Rute', `${d.from} → ${d.to}`);
  field('Keberangkatan', `${formatDateLong(d.issuedDate)}, ${formatTimeWib(d.issuedTime)}`);
  field('Kapal', VESSEL_NAME);
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
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc
      .font('body')
      .fontSize(10.5)
      .text(label, left, y, { width: width * 0.55 });
    const afterLabel = doc.y;
    doc.text(value, left + width * 0.55, y, { width: width * 0.45, align: 'right' });
    doc.y = Math.max(afterLabel, doc.y) + 2;
  };

  section('Kendaraan');
  row('Golongan', `${d.vehicleClass} — ${d.vehicleType}`);
  row('Nomor kendaraan', d.plateNumber);

  section('Pengemudi');
  row('Nama', d.driver.name);
  row('Nomor HP', d.driver.phoneNumber);
  row('Usia / jenis kelamin', `${d.driver.age} tahun / ${d.driver.gender}`);
  row('Domisili', d.driver.domicile);

  section('Penumpang');
  const counted = d.passengers.filter((p) => p.count > 0);
  if (counted.length === 0) doc.text('Tidak ada penumpang selain pengemudi.', left, doc.y, { width });
  for (const p of counted) row(p.feeType, `${p.count} orang`);
  if (d.manifest.length) {
    doc.moveDown(0.2);
    doc.font('bold').fontSize(9).text('Manifes', left, doc.y, { width });
    d.manifest.forEach((m, i) => {
      row(`${i + 1}. ${m.name} (${m.feeType})`, `${m.age} tahun, ${m.domicile}`);
    });
  }

  section('Rincian Harga');
  for (const line of d.priceLines) {
    const label = line.quantity > 1 ? `${line.label} (${line.quantity} × ${formatRupiah(line.unit)})` : line.label;
    row(label, formatRupiah(line.amount));
  }
  doc.moveDown(0.2);
  doc.font('bold').fontSize(12.5);
  const y = doc.y;
  doc.text('Total', left, y, { width: width * 0.55 });
  doc.text(formatRupiah(d.total), left + width * 0.55, y, { width: width * 0.45, align: 'right' });

  section('Pembayaran');
  row('Status', 'Lunas');
  if (d.paymentMethod)
    row('Metode', d.bankName && d.bankName !== d.paymentMethod ? `${d.paymentMethod} ${d.bankName}` : d.paymentMethod);
  if (d.paidAt) row('Waktu pembayaran', d.paidAt);

  doc.moveDown(1);
  doc
    .font('body')
    .fontSize(9)
    .fillColor('#555')
    .text(
      'Tunjukkan e-tiket ini (QR) kepada petugas pelabuhan paling lambat 30 menit sebelum keberangkatan.',
      left,
      doc.y,
      {
        width,
      },
    );
  doc.end();
  return done;
}
