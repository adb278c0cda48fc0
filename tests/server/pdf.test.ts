// E-ticket PDFs cannot starve the server (issue #14): one rendering per ticket content, shared by
// simultaneous downloads and kept for the next ones; a changed ticket renders anew; per-user limit.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPdfCache } from '../../server/orders/eticket-cache';
import { paymentRows, passengerRows, pdfText, renderEticket } from '../../server/orders/eticket';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rate-limits';
import { createUser, startServer, type TestServer } from './helpers';
import { paidTicket } from './port-helpers';

const download = async (s: TestServer, token: string, id: number) => {
  const res = await fetch(`${s.base}/api/transaction/generate/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, pdf: Buffer.from(await res.arrayBuffer()) };
};

describe('e-ticket downloads', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ rateLimits: { pdf: 1000 } });
  });
  afterAll(() => s?.close());

  test('40 simultaneous downloads of one ticket are one rendering, and later ones are served from it', async () => {
    const user = await createUser(s);
    const tx = await paidTicket(s, user);
    const all = await Promise.all(Array.from({ length: 40 }, () => download(s, user.token, tx.id)));
    expect(all.every((d) => d.status === 200)).toBe(true);
    // PDFKit stamps a creation time: identical bytes mean one rendering served to all 40.
    expect(new Set(all.map((d) => d.pdf.toString('base64'))).size).toBe(1);
    const later = await download(s, user.token, tx.id);
    expect(later.pdf.equals(all[0]!.pdf)).toBe(true);
  });
});

describe('the PDF cache', () => {
  test('renders again when the content changes, shares one rendering in flight, and stays within its bounds', async () => {
    const cache = createPdfCache({ maxEntries: 2 });
    const render = (text: string) => async () => Buffer.from(text);
    await Promise.all([cache.get({ id: 1, v: 1 }, render('a')), cache.get({ id: 1, v: 1 }, render('a'))]);
    expect(cache.renders).toBe(1);
    expect((await cache.get({ id: 1, v: 2 }, render('b'))).toString()).toBe('b');
    expect(cache.renders).toBe(2);
    await cache.get({ id: 2, v: 1 }, render('c'));
    await cache.get({ id: 3, v: 1 }, render('d')); // pushes out the least recently used
    await cache.get({ id: 1, v: 1 }, render('a'));
    expect(cache.renders).toBe(5);
  });

  test('a failed rendering is not kept', async () => {
    const cache = createPdfCache();
    await expect(cache.get({ id: 9 }, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get({ id: 9 }, async () => Buffer.from('ok'))).toString()).toBe('ok');
  });
});

describe('per-user limit on PDF downloads', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s?.close());

  test(`${DEFAULT_RATE_LIMITS.pdf} a minute per user, then 429; another user is not affected`, async () => {
    const user = await createUser(s);
    const tx = await paidTicket(s, user);
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.pdf + 1; i++) statuses.push((await download(s, user.token, tx.id)).status);
    expect(statuses.slice(0, DEFAULT_RATE_LIMITS.pdf).every((st) => st === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const other = await createUser(s);
    const theirs = await paidTicket(s, other);
    expect((await download(s, other.token, theirs.id)).status).toBe(200);
  });
});

describe('what the e-ticket prints (issue #11)', () => {
  test('the payment time in the app format, not the raw ISO text', () => {
    const paidAt = Date.parse('2026-11-24T09:32:38+07:00');
    expect(paymentRows({ paymentMethod: 'Bank Transfer', bankName: 'BNI', paidAt })).toEqual([
      ['Status', 'Lunas'],
      ['Metode', 'Bank Transfer BNI'],
      ['Waktu pembayaran', '24 Nov 2026, 09:32 WIB'],
    ]);
  });

  test('passengers added with the counter only are listed, with how many have no name', () => {
    const manifest = [{ passengerId: 1, name: 'Rina', age: 30, domicile: 'Medan', feeType: 'DEWASA' }];
    expect(
      passengerRows({
        passengers: [
          { feeType: 'DEWASA', count: 3 },
          { feeType: 'ANAK-ANAK', count: 2 },
          { feeType: 'LANSIA', count: 0 },
        ],
        manifest,
      }),
    ).toEqual([
      ['Dewasa', '3 orang, 2 tanpa nama'],
      ['Anak-anak', '2 orang, tanpa nama'],
    ]);
  });

  test('characters the embedded font lacks become "?", so every printed character was measured', async () => {
    expect(pdfText('Budi 王小明 ꦧꦸ')).toBe('Budi ??? ??');
    expect(pdfText('Ñoño Siti – Rp 15.000 → Tigaras')).toBe('Ñoño Siti – Rp 15.000 → Tigaras');
    const pdf = await renderEticket({
      invoiceId: 'INV-1',
      from: 'Simanindo',
      to: 'Tigaras',
      issuedDate: '2026-11-25',
      issuedTime: '08:00:00',
      vehicleClass: 'Golongan II',
      vehicleType: 'Sepeda motor',
      plateNumber: 'BK 1 A',
      driver: {
        name: '王小明'.repeat(30),
        phoneNumber: '081234567890',
        age: 30,
        gender: 'Laki - Laki',
        domicile: 'Medan',
      },
      passengers: [{ feeType: 'DEWASA', count: 1 }],
      manifest: [],
      priceLines: [{ label: 'Kendaraan', quantity: 1, unit: 10_000, amount: 10_000 }],
      total: 10_000,
      paidAt: Date.parse('2026-11-24T09:32:38+07:00'),
      paymentMethod: null,
      bankName: null,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
