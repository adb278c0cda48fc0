// E-tickets render in worker threads (issue #21 item 12): the PDF is the one the main thread would
// have made, each download gets its own ticket, and while tickets render the server keeps
// answering — a trivial request is served before the next ticket in the pool's queue is done.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/app/config';
import type { EticketData } from '../../server/orders/eticket';
import { createEticketRenderer, defaultPdfWorkers } from '../../server/orders/eticket-pool';
import { createUser, startServer, type TestServer } from './helpers';
import { paidTicket } from './port-helpers';

const ticket = (invoiceId: string): EticketData => ({
  invoiceId,
  qrPayload: `pass-of-${invoiceId}`,
  from: 'Simanindo',
  to: 'Tigaras',
  issuedDate: '2026-11-25',
  issuedTime: '08:00:00',
  vehicleClass: 'Golongan II',
  vehicleType: 'Sepeda motor',
  plateNumber: 'BK 1 A',
  driver: { name: 'Ñoño 王小明', phoneNumber: '081234567890', age: 30, gender: 'Laki - Laki', domicile: 'Medan' },
  passengers: [{ feeType: 'DEWASA', count: 2 }],
  manifest: [{ passengerId: 1, name: 'Rina Sitorus', age: 34, domicile: 'Pematangsiantar', feeType: 'DEWASA' }],
  priceLines: [{ label: 'Kendaraan', quantity: 1, unit: 10_000, amount: 10_000 }],
  total: 10_000,
  paidAt: Date.parse('2026-11-24T09:32:38+07:00'),
  paymentMethod: 'Virtual Account',
  bankName: 'BCA',
});

/** PDFKit stamps the creation time and a file id derived from it; everything else is the content. */
const withoutStamps = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '(D:…)')
    .replace(/\/ID \[<[0-9a-f]+> ?<[0-9a-f]+>\]/g, '/ID […]');

describe('the e-ticket renderer', () => {
  const pool = createEticketRenderer({ workers: 1 });
  const mainThread = createEticketRenderer({ workers: 0 });
  afterAll(async () => {
    await pool.close();
    await mainThread.close();
  });

  test('a worker thread makes the same PDF as the main thread', async () => {
    const [inWorker, inProcess] = await Promise.all([
      pool.render(ticket('INV-W1')),
      mainThread.render(ticket('INV-W1')),
    ]);
    expect(Buffer.isBuffer(inWorker)).toBe(true);
    expect(inWorker.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(inWorker.toString('latin1')).toMatch(/DejaVuSans/);
    expect(inWorker.toString('latin1')).toContain('(E-tiket INV-W1)');
    expect(inWorker.length).toBe(inProcess.length);
    expect(withoutStamps(inWorker)).toBe(withoutStamps(inProcess));
  });

  test('a rendering that fails rejects, and the pool renders the next one', async () => {
    await expect(pool.render({ ...ticket('INV-W2'), passengers: null } as unknown as EticketData)).rejects.toThrow();
    expect((await pool.render(ticket('INV-W3'))).toString('latin1')).toContain('(E-tiket INV-W3)');
  });

  test('closed, it renders no more', async () => {
    const renderer = createEticketRenderer({ workers: 1 });
    expect((await renderer.render(ticket('INV-W4'))).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await renderer.close();
    await expect(renderer.render(ticket('INV-W5'))).rejects.toThrow(/closed/);
  });

  test('PDF_WORKERS sets the pool size; the default leaves a core to the event loop', () => {
    const base = { JWT_SECRET: 'j', PAYMENT_SECRET: 'p', DATA_DIR: '/nonexistent-seberang-test' };
    expect(loadConfig(base).pdfWorkers).toBeUndefined();
    expect(loadConfig({ ...base, PDF_WORKERS: '3' }).pdfWorkers).toBe(3);
    expect(loadConfig({ ...base, PDF_WORKERS: '0' }).pdfWorkers).toBe(0);
    expect(() => loadConfig({ ...base, PDF_WORKERS: 'two' })).toThrow(/PDF_WORKERS/);
    expect(() => loadConfig({ ...base, PDF_WORKERS: '-1' })).toThrow(/PDF_WORKERS/);
    expect(defaultPdfWorkers()).toBeGreaterThanOrEqual(1);
    expect(defaultPdfWorkers()).toBeLessThanOrEqual(2);
    expect(() => createEticketRenderer({ workers: 1.5 })).toThrow();
  });
});

describe('while e-tickets render', () => {
  let s: TestServer;
  beforeAll(async () => {
    // One thread, so the tickets below wait in its queue one after another.
    s = await startServer({ rateLimits: { pdf: 1000 }, pdfWorkers: 1 });
  });
  afterAll(() => s?.close());

  const download = async (token: string, id: number) => {
    const res = await fetch(`${s.base}/api/transaction/generate/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, type: res.headers.get('content-type'), pdf: Buffer.from(await res.arrayBuffer()) };
  };

  test('a trivial request is answered before the next ticket is done, and every download gets its own ticket', async () => {
    const user = await createUser(s);
    // 50 named passengers each: a ticket that takes the renderer a while to lay out.
    const manifest = Array.from({ length: 50 }, (_, i) => ({
      passengerId: 1,
      name: `Penumpang ${i + 1}`,
      age: 30,
      domicile: 'Medan',
    }));
    const extra = { passengers: [{ passengerId: 1, amount: 50 }], manifest };
    const tickets: Awaited<ReturnType<typeof paidTicket>>[] = [];
    for (let i = 0; i < 6; i++) tickets.push(await paidTicket(s, user, { extra }));
    // The thread starts with the first ticket.
    expect((await download(user.token, tickets[0]!.id)).status).toBe(200);

    const events: string[] = [];
    const downloads = tickets.slice(1).map((t) =>
      download(user.token, t.id).then((d) => {
        events.push(`pdf ${t.invoiceId}`);
        return d;
      }),
    );
    await Promise.race(downloads); // one is done; the others are rendering or queued
    const trivial = await fetch(`${s.base}/api/route/get-all`);
    events.push('get');
    expect(trivial.status).toBe(200);
    const done = await Promise.all(downloads);

    expect(events).toHaveLength(6);
    expect(events[1]).toBe('get');
    done.forEach((d, i) => {
      expect(d.status).toBe(200);
      expect(d.type).toBe('application/pdf');
      expect(d.pdf.toString('latin1')).toContain(`(E-tiket ${tickets[i + 1]!.invoiceId})`);
    });
  });
});
