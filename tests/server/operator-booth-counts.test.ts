// The operator's Dasbor and the harbour's papers count the booth's sales (issue #24), over HTTP, on
// PGlite and PostgreSQL: booth tickets (cash and QRIS, once paid) are sales of the `loket` channel
// beside the online ones, with their revenue and space; a ticket cancelled at the booth drops out
// of both channels' sales and gives its space back; the petugas daily report and manifest count
// booth vehicles and name their channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer, TestUser } from './helpers';
import { createAdmin } from './operator-helpers';
import { createOfficer, paidTicket } from './port-helpers';
import { boothWorld, cancelTicket, holderProof, saleBody, sell, soldTicket } from './booth-helpers';

const DAY = '2026-11-23';

let w: Awaited<ReturnType<typeof boothWorld>>;
let s: TestServer;
let admin: TestUser;
let kasir: TestUser;
let passenger: TestUser;
beforeAll(async () => {
  w = await boothWorld();
  ({ s, kasir, passenger } = w);
  admin = await createAdmin(s);
});
afterAll(() => s?.close());

const dashboard = async () => (await admin.api.get('/api/operator/dashboard')).body.data;
const salesOf = (dash: { sales: { channel: string; tickets: number; revenue: number }[] }) =>
  Object.fromEntries(dash.sales.map((x) => [x.channel, { tickets: x.tickets, revenue: x.revenue }]));

describe('Dasbor', () => {
  it('counts booth sales per channel beside online, and a booth cancellation takes one out', async () => {
    const dep = await w.departure({ capacity: 10 });
    const online = await paidTicket(s, passenger, { scheduleId: dep.id });
    const cash1 = await soldTicket(kasir, dep.id);
    const cash2 = await soldTicket(kasir, dep.id);
    // A QRIS sale counts once paid, not while its QR is on the screen.
    const qris = (await sell(kasir, saleBody(dep.id, 0, { payment: { method: 'qris' } }))).body.data.ticket;
    expect(salesOf(await dashboard())).toEqual({
      online: { tickets: 1, revenue: online.price },
      loket: { tickets: 2, revenue: cash1.price + cash2.price },
    });
    expect((await s.api.post('/api/dev/qris/{invoiceId}/pay', { params: { invoiceId: qris.invoiceId } })).status).toBe(
      200,
    );
    const dash = await dashboard();
    expect(salesOf(dash)).toEqual({
      online: { tickets: 1, revenue: online.price },
      loket: { tickets: 3, revenue: cash1.price + cash2.price + qris.price },
    });
    // Four Golongan IV cars of 5 m on the departure's lane, whichever channel sold them.
    const row = dash.days[0].departures.find((x: { id: number }) => x.id === dep.id);
    expect(row.usedMetres).toBe(20);

    expect((await cancelTicket(kasir, cash1.transactionId)).status).toBe(200);
    expect((await cancelTicket(kasir, online.id, holderProof(online, passenger))).status).toBe(200);
    const after = await dashboard();
    expect(salesOf(after)).toEqual({
      online: { tickets: 0, revenue: 0 },
      loket: { tickets: 2, revenue: cash2.price + qris.price },
    });
    expect(after.days[0].departures.find((x: { id: number }) => x.id === dep.id).usedMetres).toBe(10);
  });
});

describe('the harbour’s papers', () => {
  it('the daily report counts booth vehicles; the manifest names each one’s channel', async () => {
    const officer = await createOfficer(s);
    const dep = await w.departure({ capacity: 10 });
    const routeRow = async () => {
      const res = await officer.api.get('/api/petugas/report/{date}', { params: { date: DAY }, unchecked: true });
      const [head, ...rows] = res.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const cols = head!.split(',');
      const row = rows.find((r) => r.split(',')[1] === 'Tigaras - Simanindo')!.split(',');
      return Number(row[cols.indexOf('Kendaraan')]);
    };
    const before = await routeRow();
    const booth = await soldTicket(kasir, dep.id);
    const online = await paidTicket(s, passenger, { scheduleId: dep.id });
    expect(await routeRow()).toBe(before + 2);

    const csv = await officer.api.get('/api/petugas/manifest/{scheduleId}/csv', {
      params: { scheduleId: dep.id },
      unchecked: true,
    });
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.split(',').at(-1)).toBe('Kanal');
    const driverOf = (invoice: string) => lines.find((l) => l.includes(`,${invoice},`) && l.includes(',Pengemudi,'))!;
    expect(driverOf(booth.invoiceId).split(',').at(-1)).toBe('Loket');
    expect(driverOf(online.invoiceId).split(',').at(-1)).toBe('Online');

    const json = await officer.api.get('/api/petugas/manifest/{scheduleId}', { params: { scheduleId: dep.id } });
    const channels = Object.fromEntries(
      json.body.data.tickets.map((t: { invoiceId: string; channel: string }) => [t.invoiceId, t.channel]),
    );
    expect(channels).toEqual({ [booth.invoiceId]: 'loket', [online.invoiceId]: 'online' });

    const pdf = await fetch(officer.api.url('/api/petugas/manifest/{scheduleId}/pdf', { scheduleId: dep.id }), {
      headers: { authorization: `Bearer ${officer.token}` },
    });
    expect(Buffer.from(await pdf.arrayBuffer()).toString('latin1')).toContain('Kendaraan: 1 Online, 1 Loket');
  });
});
