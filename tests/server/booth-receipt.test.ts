// Cetak Tiket (issue #24), over HTTP: a paid ticket's PDF for the 58 mm roll (164 pt wide) or A6,
// named tiket-<invoice>-<size>.pdf, carrying the signed boarding pass as its QR — the very pass the
// e-ticket carries. The QR is read back from the PDF's image (e2e/support/pdf-image.ts): its modules,
// sampled at their centres, must be the QR matrix of the expected signed payload (pdfkit re-encodes
// qrcode's RGBA PNG, so the PNG's bytes are not in the file as they are). A cancelled or unpaid
// ticket is 409; none or another port's 404. Issue #38: no word is broken mid-word on the roll
// (each label and value is set where its every word fits, checked on doc.text's calls).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { verifyBoardingPass } from '../../kernel/boarding-pass';
import { BOOTH_MESSAGES as M } from '../../server/booth/messages';
import { pdfImages, type GreyImage } from '../../e2e/support/pdf-image';
import { createDeparture, type TestServer, type TestUser } from './helpers';
import { heldTicket, paidTicket } from './port-helpers';
import { boothWorld, cancelTicket, createKasir, soldTicket } from './booth-helpers';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../server/db/schema';
import { renderReceipt, ROLL_WIDTH_PT, type ReceiptData } from '../../server/booth/receipt';
import { pdfDocument } from '../../server/port/reports';
import { spyPdfText } from './pdf-text-spy';

let w: Awaited<ReturnType<typeof boothWorld>>;
let s: TestServer;
let kasir: TestUser;
let passenger: TestUser;
let tigaras: number;
let simanindo: number;
beforeAll(async () => {
  w = await boothWorld();
  ({ s, kasir, passenger, tigaras, simanindo } = w);
});
afterAll(() => s?.close());

const departure = () => w.departure({ capacity: 5 });

/** The receipt as bytes (the JSON client reads text). */
async function receipt(id: number, size?: '58mm' | 'a6', proof: Record<string, string> = {}) {
  const res = await fetch(
    kasir.api.url('/api/loket/tickets/{id}/receipt', { id }, { ...(size ? { size } : {}), ...proof }),
    {
      headers: { authorization: `Bearer ${kasir.token}` },
    },
  );
  return { res, pdf: Buffer.from(await res.arrayBuffer()) };
}

const mediaBox = (pdf: Buffer) =>
  /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'))!.slice(1).map(Number);

/** The QR's modules as the image shows them: dark or light at each module's centre (margin 1). */
function modulesOf(img: GreyImage, size: number): boolean[] {
  const cell = img.width / (size + 2);
  const out: boolean[] = [];
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) {
      const x = Math.floor((c + 1.5) * cell);
      const y = Math.floor((r + 1.5) * cell);
      out.push(img.grey[y * img.width + x]! < 128);
    }
  return out;
}

/** Whether one of the PDF's images is the QR of `payload` (error correction M, as the e-ticket's). */
function carriesQr(pdf: Buffer, payload: string): boolean {
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const want = Array.from(qr.modules.data, Boolean);
  return pdfImages(pdf)
    .filter((img) => img.width === img.height && img.width >= qr.modules.size + 2)
    .some((img) => modulesOf(img, qr.modules.size).every((dark, i) => dark === want[i]));
}

describe('Cetak Tiket', () => {
  it('prints a booth ticket for the 58 mm roll with the signed boarding pass as its QR', async () => {
    const sold = await soldTicket(kasir, (await departure()).id);
    const { res, pdf } = await receipt(sold.transactionId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="tiket-${sold.invoiceId}-58mm.pdf"`);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [width, height] = mediaBox(pdf);
    expect(width).toBe(164);
    expect(height).toBeGreaterThan(width!);
    expect(pdf.toString('latin1')).toMatch(/\/Count 1\b/); // one page as long as the ticket
    expect(pdf.toString('latin1')).toContain(`Tiket ${sold.invoiceId}`);

    const pass = { transactionId: sold.transactionId, scheduleId: sold.scheduleId, version: 1 };
    // Ed25519 signatures are deterministic: the server's signer gives the same code again.
    const code = await s.built.boardingPasses.sign(pass);
    expect(await verifyBoardingPass(code, [s.built.boardingPasses.publicJwk])).toEqual(pass);
    expect(carriesQr(pdf, code)).toBe(true);
    // A QR of another pass (the next version) is not what it shows.
    expect(carriesQr(pdf, await s.built.boardingPasses.sign({ ...pass, version: 2 }))).toBe(false);
  });

  it('prints A6, with the same QR', async () => {
    const sold = await soldTicket(kasir, (await departure()).id);
    const { res, pdf } = await receipt(sold.transactionId, 'a6');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="tiket-${sold.invoiceId}-a6.pdf"`);
    const [width, height] = mediaBox(pdf);
    expect(width).toBeCloseTo(297.64, 1);
    expect(height).toBeCloseTo(419.53, 1);
    expect(pdf.toString('latin1')).toMatch(/\/Count 1\b/); // one sheet
    const code = await s.built.boardingPasses.sign({
      transactionId: sold.transactionId,
      scheduleId: sold.scheduleId,
      version: 1,
    });
    expect(carriesQr(pdf, code)).toBe(true);
  });

  it("prints an online ticket of this port, on its holder's proof only, with the QR its e-ticket carries; audited", async () => {
    const online = await paidTicket(s, passenger, { scheduleId: (await departure()).id });
    const detail = await passenger.api.get('/api/transaction/get/{id}', { params: { id: online.id } });
    // Issue #37: an invoice number or id alone prints no second boarding pass (on a47e8bf it did).
    expect((await receipt(online.id)).res.status).toBe(403);
    expect(
      (await receipt(online.id, undefined, { plate: 'B 1 XYZ', phoneLast4: passenger.phone.slice(-4) })).res.status,
    ).toBe(403);
    const proof = { plate: online.plateNumber.toLowerCase(), phoneLast4: passenger.phone.slice(-4) };
    const { res, pdf } = await receipt(online.id, undefined, proof);
    expect(res.status).toBe(200);
    expect(carriesQr(pdf, detail.body.data.boardingPass)).toBe(true);
    const audit = await s.built.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ticket.reprint'), eq(auditLog.entityId, online.id)));
    expect(audit).toHaveLength(1);
  });

  it('looks tickets up at most BOOTH_LOOKUP times a minute per cashier (ids are sequential)', async () => {
    const probe = await createKasir(s, 'Tigaras', 'Penguji Batas');
    const answers: number[] = [];
    for (let id = 1; id <= 62; id++)
      answers.push((await probe.api.get('/api/loket/tickets/{id}', { params: { id } })).status);
    expect(answers.slice(0, 60).every((status) => status !== 429)).toBe(true);
    expect(answers.slice(60)).toEqual([429, 429]);
  });

  it('refuses a cancelled (409), an unpaid (409), an unknown and another port’s ticket (404)', async () => {
    const sold = await soldTicket(kasir, (await departure()).id);
    expect((await cancelTicket(kasir, sold.transactionId)).status).toBe(200);
    const cancelled = await kasir.api.get('/api/loket/tickets/{id}/receipt', { params: { id: sold.transactionId } });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(M.alreadyCancelled);

    const held = await heldTicket(s, passenger, { scheduleId: (await departure()).id });
    const unpaid = await kasir.api.get('/api/loket/tickets/{id}/receipt', { params: { id: held.id } });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe(M.receiptNotPaid);

    expect((await kasir.api.get('/api/loket/tickets/{id}/receipt', { params: { id: 999_999 } })).status).toBe(404);
    const elsewhere = await paidTicket(s, passenger, {
      scheduleId: (await createDeparture(s, { from: simanindo, to: tigaras, capacity: 5 })).id,
    });
    const other = await kasir.api.get('/api/loket/tickets/{id}/receipt', { params: { id: elsewhere.id } });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(M.ticketNotFound);
  });
});

describe('the 58 mm receipt’s words (issue #38)', () => {
  const data: ReceiptData = {
    invoiceId: 'INV-20261122-0077',
    qrPayload: 'pass',
    fromRoute: 'Tigaras',
    toRoute: 'Simanindo',
    departureMs: Date.UTC(2026, 10, 22, 6, 30),
    shipName: 'KMP Ihan Batak',
    vehicleClass: 'Golongan IV',
    vehicleTypeName: 'Mobil penumpang, jip, pikap dan sejenisnya',
    plateNumber: 'BK 1234 ABC',
    driverName: 'Hotmauli Simanjuntak-Situmorangpanggabean',
    passengers: [{ label: 'Dewasa', count: 2 }],
    priceLines: [
      { label: 'Golongan IV', quantity: 1, unit: 150_000, amount: 150_000 },
      { label: 'Penumpang Dewasa', quantity: 2, unit: 10_500, amount: 21_000 },
    ],
    total: 171_000,
    channel: 'loket',
    paymentMethod: 'tunai',
    amountReceived: 200_000,
    change: 29_000,
    paidAtMs: Date.UTC(2026, 10, 22, 3, 0),
    cashierName: 'Kasir Tigaras',
  };

  for (const size of ['58mm', 'a6'] as const)
    it(`never breaks a word mid-word (${size}): each word fits the line it is set on`, async () => {
      const spy = spyPdfText();
      try {
        const pdf = await renderReceipt(data, size);
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      } finally {
        spy.restore();
      }
      const written = spy.calls.filter((c) => c.width !== undefined);
      expect(written.map((c) => c.text)).toContain('Keberangkatan');
      expect(written.filter((c) => c.broken.length > 0)).toEqual([]);
      // The long name is whole on its line, made smaller only as much as it needs.
      const name = written.find((c) => c.text === data.driverName)!;
      expect(name.size).toBeGreaterThan(5);
    });

  it('the measure catches what pdfkit would break (the check is not vacuous)', async () => {
    const spy = spyPdfText();
    try {
      const { doc, done } = pdfDocument({ size: [ROLL_WIDTH_PT, 400], margin: 8 });
      doc.font('bold').fontSize(8.5).text('Keberangkatan', 8, 8, { width: 70 });
      doc.end();
      await done;
    } finally {
      spy.restore();
    }
    expect(spy.calls[0]?.broken).toEqual(['Keberangkatan']);
  });
});
