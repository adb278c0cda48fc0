// The e-ticket, the passenger's receipt, in the account's language (issue #40 item 1), over HTTP:
// its own words and the words it prints from the ticket's data (passenger types, the tally of
// names, the price lines the order stored in Indonesian) are English for an account that chose
// English, and exactly as before for the others. (The booth's receipt and the officers' reports
// stay Indonesian: tests/server/booth-receipt.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footPriceBreakdown } from '../../kernel/foot';
import { tallyText } from '../../kernel/passengers';
import { priceBreakdown } from '../../kernel/pricing';
import { priceLineIn, tallyIn } from '../../server/orders/eticket-words';
import { createUser, startServer, type TestServer, type TestUser } from './helpers';
import { paidTicket } from './port-helpers';
import { spyPdfText } from './pdf-text-spy';

let s: TestServer;
// The e-ticket rendered on this thread, where the spy sees its text.
beforeAll(async () => {
  s = await startServer({ pdfWorkers: 0 });
});
afterAll(() => s?.close());

/** The texts the e-ticket download wrote (orderBody: 2 adults and 1 child, no names). */
async function download(user: TestUser, id: number) {
  const spy = spyPdfText();
  try {
    const res = await fetch(`${s.base}/api/transaction/generate/${id}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    return spy.calls.map((c) => c.text);
  } finally {
    spy.restore();
  }
}

const INDONESIAN = /\b(Penumpang|Asuransi|Kendaraan|Pejalan|Dewasa|Anak|orang|tanpa nama|Rincian|Lunas|Pengemudi)\b/;

describe('GET /api/transaction/generate/{id}', () => {
  it('writes an English account’s e-ticket in English, its data’s words too', async () => {
    const tourist = await createUser(s, { name: 'Emma Tourist' });
    expect((await tourist.api.put('/api/user/preferences', { body: { language: 'en' } })).status).toBe(200);
    const ticket = await paidTicket(s, tourist, { minutesAhead: 600 });
    const texts = await download(tourist, ticket.id);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Crossing E-Ticket',
        'Price Details',
        'Adult',
        '2 people, no names',
        'Child',
        '1 person, no names',
        'Vehicle',
        'Driver insurance',
        'Vehicle insurance',
        'Paid',
      ]),
    );
    expect(texts.some((t) => /^Adult passenger \(2 × Rp\s[\d,]+\)$/.test(t))).toBe(true);
    expect(texts.some((t) => /^Adult passenger insurance \(2 × Rp\s[\d,]+\)$/.test(t))).toBe(true);
    expect(texts).toContain('Child passenger');
    expect(texts.filter((t) => INDONESIAN.test(t))).toEqual([]);
  });

  it('writes the e-ticket of an account that chose nothing, or Indonesian, as before', async () => {
    const local = await createUser(s);
    const chose = await createUser(s);
    expect((await chose.api.put('/api/user/preferences', { body: { language: 'id' } })).status).toBe(200);
    for (const user of [local, chose]) {
      const ticket = await paidTicket(s, user, { minutesAhead: 600 });
      const texts = await download(user, ticket.id);
      expect(texts).toEqual(
        expect.arrayContaining([
          'E-Tiket Penyeberangan',
          'Rincian Harga',
          'Dewasa',
          '2 orang, tanpa nama',
          'Anak-anak',
          '1 orang, tanpa nama',
          'Kendaraan',
          'Asuransi Pengemudi',
          'Asuransi Kendaraan',
          'Penumpang Anak-anak',
          'Lunas',
        ]),
      );
      expect(texts.some((t) => /^Penumpang Dewasa \(2 × Rp\s[\d.]+\)$/.test(t))).toBe(true);
      expect(texts).not.toContain('Price Details');
    }
  });
});

describe("the e-ticket's words from the ticket's data", () => {
  const passengers = [
    { passengerTypeId: 1, feeType: 'DEWASA', fee: 12_000, insuranceFee: 500, count: 2 },
    { passengerTypeId: 2, feeType: 'ANAK-ANAK', fee: 6_000, insuranceFee: 500, count: 1 },
  ];
  const labels = [
    ...priceBreakdown({ vehicle: { price: 100_000, insuranceFee: 1_000 }, passengers }).lines,
    ...footPriceBreakdown(passengers).lines,
  ].map((l) => l.label);

  it('prints every price line the orders store as stored in Indonesian, translated in English', () => {
    expect(labels).toHaveLength(11);
    for (const label of labels) {
      expect(priceLineIn(label, 'id')).toBe(label);
      expect(priceLineIn(label, 'en')).not.toMatch(INDONESIAN);
    }
    expect(priceLineIn('Pejalan kaki Dewasa', 'en')).toBe('Adult foot passenger');
    // A passenger type the operator added prints as stored.
    expect(priceLineIn('Penumpang Lansia', 'en')).toBe('Lansia passenger');
    expect(priceLineIn('Biaya lain', 'en')).toBe('Biaya lain');
  });

  it('tallies the passengers as kernel/passengers.ts tallyText in Indonesian', () => {
    for (const t of [
      { count: 1, named: 1, unnamed: 0 },
      { count: 2, named: 0, unnamed: 2 },
      { count: 3, named: 1, unnamed: 2 },
    ]) {
      expect(tallyIn(t, 'id')).toBe(tallyText(t));
    }
    expect(tallyIn({ count: 3, named: 1, unnamed: 2 }, 'en')).toBe('3 people, 2 unnamed');
    expect(tallyIn({ count: 1, named: 1, unnamed: 0 }, 'en')).toBe('1 person');
  });
});
