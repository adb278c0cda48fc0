// Riwayat Perubahan and Dasbor (issue #22) over HTTP: the audit log newest first with its filters
// (Jakarta dates, kind, staff name) and paging, its CSV export (header, every row, formula cells
// defused), the database refusing any UPDATE or DELETE of it (migration 0010's trigger), and the
// dashboard's occupancy per departure and sales per channel.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, orderBody, placeOrder, startServer, type TestServer, type TestUser } from './helpers';
import { eq } from 'drizzle-orm';
import { refunds } from '../../server/db/schema-tickets';
import { auditRows, createAdmin, extraDeparture, TODAY, TOMORROW } from './operator-helpers';
import { paidTicket } from './port-helpers';
import { cancelOwn } from './ticket-helpers';

const DAY = 86_400_000;

describe('Riwayat Perubahan', () => {
  let s: TestServer;
  let rina: TestUser;
  let sari: TestUser;
  const ids: number[] = [];

  beforeAll(async () => {
    s = await startServer({ tokenTtlSeconds: 30 * 86_400 });
    rina = await createAdmin(s, 'Rina Sitorus');
    sari = await createAdmin(s, 'Sari Simbolon');
    // 23 Nov (Rina): an extra departure, then its sales stopped. 24 Nov (Sari): its quota, another one.
    const d1 = await extraDeparture(s, rina, { date: '2026-11-25', time: '21:00:00' });
    const stop = await rina.api.post('/api/operator/departures/{id}/status', {
      params: { id: d1.id },
      body: { status: 'stopped', reason: 'lainnya', note: 'Dok, "tahunan", 2026' },
    });
    expect(stop.status).toBe(200);
    s.clock.advance(DAY);
    const quota = await sari.api.put('/api/operator/departures/{id}/quota', {
      params: { id: d1.id },
      body: { walkinPercent: 30, walkinReleaseHours: 1, reason: '=HYPERLINK("http://x")' },
    });
    expect(quota.status).toBe(200);
    await extraDeparture(s, sari, { date: '2026-11-25', time: '21:10:00', reason: '+62 tambahan' });
    ids.push(...(await auditRows(s)).map((r) => r.id));
  });
  afterAll(() => s?.close());

  const list = async (query: Record<string, string | number> = {}) => {
    const res = await rina.api.get('/api/operator/audit', { query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { entries: Array<Record<string, any>>; total: number; page: number; size: number };
  };

  it('lists every write newest first, with who, when (WIB), before, after and the reason', async () => {
    const all = await list();
    expect(all.total).toBe(4);
    expect(all.entries.map((e) => [e.action, e.actorName])).toEqual([
      ['departure.extra', 'Sari Simbolon'],
      ['departure.quota', 'Sari Simbolon'],
      ['departure.stop', 'Rina Sitorus'],
      ['departure.extra', 'Rina Sitorus'],
    ]);
    expect(all.entries[3]).toMatchObject({ at: '2026-11-23T08:00:00+07:00', before: null, reason: 'Musim libur' });
    expect(all.entries[2]).toMatchObject({
      entity: 'departure',
      reason: 'Lainnya: Dok, "tahunan", 2026',
      before: { status: 'open' },
      after: { status: 'stopped' },
    });
    expect(all.entries[1]!.at).toBe('2026-11-24T08:00:00+07:00');
  });

  it('filters by Jakarta dates, kind and a part of the staff name, and pages', async () => {
    expect((await list({ from: '2026-11-24' })).total).toBe(2);
    expect((await list({ to: '2026-11-23' })).entries.map((e) => e.actorName)).toEqual([
      'Rina Sitorus',
      'Rina Sitorus',
    ]);
    expect((await list({ from: '2026-11-25' })).total).toBe(0);
    expect((await list({ actor: 'simbolon' })).total).toBe(2);
    expect((await list({ actor: '%' })).total).toBe(0);
    expect((await list({ entity: 'departure' })).total).toBe(4);
    expect((await list({ entity: 'fare' })).total).toBe(0);
    const page = await list({ size: 1, page: 1 });
    expect(page).toMatchObject({ total: 4, page: 1, size: 1 });
    expect(page.entries.map((e) => e.action)).toEqual(['departure.quota']);
    const backwards = await rina.api.get('/api/operator/audit', { query: { from: '2026-11-24', to: '2026-11-23' } });
    expect(backwards.status).toBe(400);
  });

  it('reads in words: a title, the kind, the departure by day, time and direction, fields labelled', async () => {
    const [newest, quota, stop, first] = (await list()).entries;
    expect(first).toMatchObject({
      title: 'Keberangkatan tambahan dibuat',
      entityLabel: 'Keberangkatan',
      subject: 'Rab 25 Nov 2026 21:00 WIB, Simanindo → Tigaras',
    });
    // Something new lists what it was made with, never a change from '—'.
    expect(first!.changes).toContainEqual({ label: 'Kapal', before: null, after: 'KMP Sumut I' });
    expect(first!.changes.every((c: { before: unknown }) => c.before === null)).toBe(true);
    expect(stop).toMatchObject({ title: 'Penjualan ditunda', subject: first!.subject });
    expect(stop!.changes).toContainEqual({ label: 'Status', before: 'Dibuka', after: 'Penjualan Ditunda' });
    expect(quota!.title).toBe('Kuota loket diubah');
    expect(quota!.changes).toContainEqual({ label: 'Kuota loket (%)', before: '40 %', after: '30 %' });
    expect(quota!.changes).toContainEqual({
      label: 'Kuota loket dilepas (jam sebelum berangkat)',
      before: '2 jam',
      after: '1 jam',
    });
    const labels = [newest, quota, stop, first].flatMap((e) => e!.changes.map((c: { label: string }) => c.label));
    expect(labels.filter((l) => /^[a-z]+[A-Z]/.test(l))).toEqual([]); // no raw key such as walkinMetres
  });

  it('exports the same filters as CSV in the same words, formula cells defused', async () => {
    const res = await rina.api.get('/api/operator/audit/csv', { query: { actor: 'Simbolon' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('waktu,petugas,aksi,jenis,tentang,perubahan,alasan');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^"24 Nov 2026, 08:00 WIB",Sari Simbolon,Keberangkatan tambahan dibuat,Keberangkatan,"Rab 25 Nov 2026 21:10 WIB, Simanindo → Tigaras",/,
    );
    expect(lines[1]).toContain('Kapal: KMP Sumut I');
    expect(lines[1]!.endsWith(",'+62 tambahan")).toBe(true);
    expect(lines[2]).toContain('Kuota loket (%): 40 % → 30 %');
    expect(lines[2]!.endsWith(`,"'=HYPERLINK(""http://x"")"`)).toBe(true);
    const all = await rina.api.get('/api/operator/audit/csv');
    expect(all.text.trimEnd().split('\r\n')).toHaveLength(5);
    expect(all.text).toContain('"Lainnya: Dok, ""tahunan"", 2026"');
    expect(all.text).toContain('Status: Dibuka → Penjualan Ditunda');
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE of audit_log', async () => {
    const before = await auditRows(s);
    for (const statement of [
      sql`UPDATE audit_log SET reason = 'dihapus' WHERE id = ${ids[0]!}`,
      sql`DELETE FROM audit_log WHERE id = ${ids[0]!}`,
      sql`DELETE FROM audit_log`,
      sql`TRUNCATE audit_log`,
    ]) {
      const err: unknown = await s.built.db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      );
      // Drizzle wraps the database's error: the trigger's words are on its cause.
      expect(String((err as { cause?: unknown } | null)?.cause), String(err)).toMatch(/audit_log is append-only/);
    }
    expect(await auditRows(s)).toEqual(before);
  });
});

describe('Dasbor', () => {
  let s: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    s = await startServer();
    admin = await createAdmin(s);
  });
  afterAll(() => s?.close());

  it('shows today and the next 7 days: every departure’s occupancy, and paid sales per channel', async () => {
    const d = await extraDeparture(s, admin, { time: '21:45:00' });
    const passenger = await createUser(s);
    const paid = await paidTicket(s, passenger, { scheduleId: d.id });
    const held = await placeOrder(s, passenger, orderBody(d.id, { plate_number: 'BK 2 HLD' }));
    expect(held.message.status).toBe(200);
    const stop = await admin.api.post('/api/operator/departures/{id}/status', {
      params: { id: d.id },
      body: { status: 'stopped', reason: 'cuaca', note: 'Angin', windKnots: 18 },
    });
    expect(stop.status).toBe(200);

    const res = await admin.api.get('/api/operator/dashboard');
    expect(res.status).toBe(200);
    const dash = res.body.data;
    expect(dash.from).toBe(TODAY);
    expect(dash.to).toBe('2026-11-30');
    expect(dash.days.map((x: { date: string }) => x.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    const tomorrow = dash.days[1].departures;
    expect(tomorrow.filter((x: { id: number }) => x.id !== d.id)).toHaveLength(24);
    expect(tomorrow.find((x: { id: number }) => x.id === d.id)).toEqual({
      id: d.id,
      issuedTime: '21:45:00',
      fromRoute: d.fromRoute,
      toRoute: d.toRoute,
      status: 'stopped',
      laneMetres: 120,
      usedMetres: 10,
      seats: 250,
      seatsUsed: 8,
    });
    expect(dash.sales).toEqual([
      { channel: 'online', tickets: 1, revenue: paid.price },
      { channel: 'loket', tickets: 0, revenue: 0 },
    ]);

    const later = (await admin.api.get('/api/operator/dashboard', { query: { from: TOMORROW } })).body.data;
    expect([later.from, later.to, later.days.length]).toEqual([TOMORROW, '2026-12-01', 8]);
    const after = (await admin.api.get('/api/operator/dashboard', { query: { from: '2026-11-25' } })).body.data;
    expect(after.sales[0]).toEqual({ channel: 'online', tickets: 0, revenue: 0 });
  });
});

describe('Riwayat Perubahan: tickets, refunds and fares in words (issue #38)', () => {
  let s: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    s = await startServer({ tokenTtlSeconds: 30 * 86_400 });
    admin = await createAdmin(s, 'Rina Sitorus');
  });
  afterAll(() => s?.close());

  const list = async (query: Record<string, string | number> = {}) => {
    const res = await admin.api.get('/api/operator/audit', { query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.entries as Array<Record<string, any>>;
  };

  it('a cancelled ticket and its refund paid by hand: by ticket number and departure, filtered as Tiket and Refund', async () => {
    const passenger = await createUser(s, { name: 'Budi Nainggolan' });
    const tx = await paidTicket(s, passenger);
    expect((await cancelOwn(passenger, tx.id)).status).toBe(200);
    // The simulator refunds at once; a refund it refused is paid by hand.
    await expect
      .poll(async () => (await s.built.db.select().from(refunds).where(eq(refunds.transactionId, tx.id))).length)
      .toBe(1);
    await expect
      .poll(async () => (await s.built.db.select().from(refunds).where(eq(refunds.transactionId, tx.id)))[0]!.status)
      .not.toBe('processing');
    const [refund] = await s.built.db
      .update(refunds)
      .set({ status: 'due' })
      .where(eq(refunds.transactionId, tx.id))
      .returning();
    expect((await admin.api.post('/api/operator/refunds/{id}/paid', { params: { id: refund!.id } })).status).toBe(200);

    const [cancel] = await list({ entity: 'ticket' });
    expect(cancel).toMatchObject({
      title: 'Tiket dibatalkan',
      entityLabel: 'Tiket',
      subject: expect.stringMatching(
        new RegExp(`^${tx.invoiceId} \\(.+\\), Sen 23 Nov 2026 \\d\\d:\\d\\d WIB, \\S+ → \\S+$`),
      ),
    });
    expect(cancel!.changes).toContainEqual({ label: 'Status', before: 'Lunas', after: 'Dibatalkan' });
    expect(cancel!.changes.map((c: { label: string }) => c.label)).toEqual(
      expect.arrayContaining(['Versi tiket', 'Jumlah refund', 'Refund (%)', 'Biaya']),
    );
    const [paid, ...rest] = await list({ entity: 'refund' });
    expect(rest).toEqual([]);
    expect(paid).toMatchObject({
      title: 'Refund ditandai dibayar',
      entityLabel: 'Refund',
      subject: `tiket ${cancel!.subject}`,
    });
    expect(paid!.changes).toContainEqual({ label: 'Status', before: 'Menunggu dibayar', after: 'Sudah dibayar' });
    expect(paid!.changes).toContainEqual({
      label: 'Cara refund',
      before: expect.any(String),
      after: 'Transfer manual oleh operator',
    });
    const csv = await admin.api.get('/api/operator/audit/csv', { query: { entity: 'ticket' } });
    expect(csv.text).toContain(`Tiket dibatalkan,Tiket,"${cancel!.subject}","Status: Lunas → Dibatalkan;`);
  });

  it('a new fare is a new fare: its price, start and legal basis, and the fare it replaces from that day', async () => {
    const res = await admin.api.post('/api/operator/fares', {
      body: {
        kind: 'vehicle',
        typeId: 4,
        validFrom: '2026-12-01',
        amount: 200_000,
        legalBasis: 'Pergub Sumut No. 12 Tahun 2026',
        reason: 'Penyesuaian tarif provinsi',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [fare] = await list({ entity: 'fare' });
    expect(fare).toMatchObject({ title: 'Tarif baru ditetapkan', entityLabel: 'Tarif', subject: 'Golongan IV' });
    expect(fare!.changes.slice(0, 3)).toEqual([
      { label: 'Harga', before: null, after: expect.stringMatching(/^Rp\s200\.000$/) },
      { label: 'Berlaku mulai', before: null, after: 'Sel 1 Des 2026' },
      { label: 'Dasar hukum', before: null, after: 'Pergub Sumut No. 12 Tahun 2026' },
    ]);
    expect(fare!.changes[3]).toMatchObject({
      label: 'Menggantikan',
      before: null,
      after: expect.stringMatching(/\(berlaku mulai .+\)$/),
    });
  });

  it('refuses an unknown kind (400)', async () => {
    const res = await admin.api.get('/api/operator/audit', { query: { entity: 'tiket' } as never });
    expect(res.status).toBe(400);
  });
});
