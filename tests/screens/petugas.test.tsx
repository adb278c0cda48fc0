// The officer's screens (issue #10) by role and label, with the real machines against a fake API:
// home with today's departures, the scanner (typed invoice, "Naik Kapal", refusal, offline queue),
// and the manifest. Deterministic under load (issue #20 §7): the screens are loaded before any test
// renders, and every wait is for a condition, never a time.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayJakarta } from '../../kernel/time';
import { fakeApi, jwt, ok, renderApp, storeSession, USER, type FakeReply } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

patientQueries();

beforeAll(() => preloadScreens('/petugas', '/petugas/pindai?jadwal=42', '/petugas/manifes/42'));

// Offline verdicts compare with the real date: the fixtures are today's.
const TODAY = todayJakarta(Date.now());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const OFFICER = { ...USER, id: 9, name: 'Rina Sitorus', phone_number: '081100000001' };
const dep = (scheduleId: number, from: string, to: string, time: string, vehicles = { booked: 2, checkedIn: 1 }) => ({
  scheduleId,
  issuedDate: TODAY,
  issuedTime: time,
  from,
  to,
  capacity: 40,
  vehicles,
  people: { booked: vehicles.booked * 3, checkedIn: vehicles.checkedIn * 3 },
});
const DAY = {
  date: TODAY,
  departures: [
    dep(42, 'Simanindo', 'Tigaras', '09:00:00'),
    dep(43, 'Tigaras', 'Simanindo', '09:30:00', { booked: 0, checkedIn: 0 }),
  ],
};
const TICKET = {
  transactionId: 5,
  invoiceId: 'INV-20261123-000005',
  scheduleId: 42,
  status: 'PAID',
  passVersion: 1,
  vehicleClass: 'Golongan IV',
  vehicleType: 'Mobil penumpang',
  plateNumber: 'BK 1234 ABC',
  driver: { name: 'Budi Santoso', age: 40, domicile: 'Medan' },
  passengers: [{ name: 'Siti Aminah', age: 35, domicile: 'Pematangsiantar' }],
  // Two more paid for with '+' and never named (issue #21): they travel too.
  unnamedPassengers: [{ feeType: 'DEWASA', count: 2 }],
  checkedInAt: null,
  checkedInBy: null,
};
const MANIFEST = { departure: DAY.departures[0], tickets: [TICKET] };

function officerApi(extra: Record<string, () => FakeReply> = {}) {
  storeSession(OFFICER, jwt(3600, { role: 'petugas' }));
  return fakeApi({
    'GET /api/petugas/departures': () => ok(DAY),
    'GET /api/petugas/keys': () => ok({ keys: [] }),
    'GET /api/petugas/manifest/42': () => ok(MANIFEST),
    'GET /api/petugas/manifest/43': () => ok({ departure: DAY.departures[1], tickets: [] }),
    ...extra,
  });
}

describe('petugas', () => {
  it("lists today's departures both ways with booked and boarded counts", async () => {
    officerApi();
    renderApp('/petugas');
    const there = await screen.findByRole('region', { name: 'Simanindo → Tigaras' });
    const card = within(there).getByRole('article', { name: 'Simanindo → Tigaras 09:00 WIB' });
    expect(card).toHaveTextContent('Kendaraan: 1/2 naik · Orang: 3/6 naik');
    expect(within(card).getByRole('link', { name: 'Pindai' })).toHaveAttribute('href', '/petugas/pindai?jadwal=42');
    expect(within(card).getByRole('link', { name: 'Manifes' })).toHaveAttribute('href', '/petugas/manifes/42');
    expect(screen.getByRole('region', { name: 'Tigaras → Simanindo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh Laporan Harian (CSV)' })).toBeEnabled();
  });

  it('shows a scan that lost to another phone as a sync conflict', async () => {
    officerApi({
      'POST /api/petugas/sync': () =>
        ok({
          results: [
            {
              scanId: 'scan-0001',
              outcome: 'CONFLICT',
              verdict: { code: 'ALREADY_CHECKED_IN', message: 'Sudah check-in pukul 07:50 WIB oleh Tono Manurung.' },
              ticket: TICKET,
            },
          ],
        }),
    });
    localStorage.setItem(
      'petugas.queue',
      JSON.stringify([
        {
          scanId: 'scan-0001',
          scheduleId: 42,
          invoiceId: 'INV-20261123-000005',
          scannedAt: '2026-11-23T07:55:00+07:00',
          transactionId: 5,
        },
      ]),
    );
    renderApp('/petugas');
    expect(await screen.findByRole('heading', { name: 'Konflik sinkronisasi' })).toBeInTheDocument();
    expect(
      screen.getByText('INV-20261123-000005: Konflik: Sudah check-in pukul 07:50 WIB oleh Tono Manurung.'),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('petugas.queue') ?? 'null')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('heading', { name: 'Konflik sinkronisasi' })).toBeNull();
  });

  it('checks a typed invoice number in with "Naik Kapal", and refuses it the second time', async () => {
    let boarded = false;
    const api = officerApi({
      'POST /api/petugas/verify': () =>
        ok(
          boarded
            ? {
                verdict: { code: 'ALREADY_CHECKED_IN', message: 'Sudah check-in pukul 08:12 WIB oleh Rina Sitorus.' },
                ticket: { ...TICKET, checkedInAt: '2026-11-23T08:12:00+07:00', checkedInBy: 'Rina Sitorus' },
              }
            : { verdict: { code: 'VALID', message: 'Tiket sah.' }, ticket: TICKET },
        ),
      'POST /api/petugas/check-in': () => {
        boarded = true;
        return ok({
          scanId: 'x',
          outcome: 'CHECKED_IN',
          verdict: { code: 'CHECKED_IN', message: 'Berhasil check-in. Selamat berlayar.' },
          ticket: TICKET,
        });
      },
    });
    renderApp('/petugas/pindai?jadwal=42');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nomor Referensi'), 'inv-20261123-000005');
    await user.click(screen.getByRole('button', { name: 'Periksa' }));
    const verdict = await screen.findByRole('alert', { name: 'Hasil pemeriksaan' });
    expect(within(verdict).getByRole('heading', { name: 'Tiket Sah' })).toBeInTheDocument();
    expect(screen.getByText('Golongan IV · BK 1234 ABC')).toBeInTheDocument();
    expect(screen.getByText('Budi Santoso, 40 tahun')).toBeInTheDocument();
    expect(screen.getByText('Siti Aminah, 35 tahun, Pematangsiantar')).toBeInTheDocument();
    expect(screen.getByText('2 penumpang dewasa tanpa nama')).toBeInTheDocument();
    expect(screen.getByText('4 (termasuk pengemudi)')).toBeInTheDocument();
    expect(screen.queryByText('Tidak ada penumpang selain pengemudi.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Naik Kapal' }));
    expect(await screen.findByRole('heading', { name: 'Sudah Naik Kapal' })).toBeInTheDocument();
    expect(api.to('POST', '/api/petugas/check-in')[0]?.body).toMatchObject({
      scheduleId: 42,
      invoiceId: 'inv-20261123-000005',
    });

    await user.click(screen.getByRole('button', { name: 'Pindai Berikutnya' }));
    await user.type(screen.getByLabelText('Nomor Referensi'), 'INV-20261123-000005');
    await user.click(screen.getByRole('button', { name: 'Periksa' }));
    expect(await screen.findByRole('heading', { name: 'Ditolak' })).toBeInTheDocument();
    expect(screen.getByText('Sudah check-in pukul 08:12 WIB oleh Rina Sitorus.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Naik Kapal' })).toBeNull();
  });

  it('decides from the kept manifest without signal and queues the check-in', async () => {
    officerApi({});
    localStorage.setItem('petugas.manifest.42', JSON.stringify(MANIFEST));
    localStorage.setItem('petugas.keys', JSON.stringify([]));
    // No network at all from here on.
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderApp('/petugas/pindai?jadwal=42');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nomor Referensi'), 'INV-20261123-000005');
    await user.click(screen.getByRole('button', { name: 'Periksa' }));
    expect(await screen.findByRole('heading', { name: 'Tiket Sah' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Naik Kapal' }));
    expect(await screen.findByRole('heading', { name: 'Tercatat (offline)' })).toBeInTheDocument();
    expect(await screen.findByText('1 check-in menunggu sinkronisasi.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('petugas.queue') ?? '[]')).toEqual([
      expect.objectContaining({ scheduleId: 42, invoiceId: 'INV-20261123-000005', transactionId: 5 }),
    ]);
  });

  it('shows the manifest with vehicles by class, passengers and counts', async () => {
    officerApi();
    renderApp('/petugas/manifes/42');
    expect(await screen.findByRole('heading', { name: 'Simanindo → Tigaras, 09:00 WIB' })).toBeInTheDocument();
    const vehicles = screen.getByRole('region', { name: 'Kendaraan' });
    expect(within(vehicles).getByRole('heading', { name: 'Golongan IV' })).toBeInTheDocument();
    expect(vehicles).toHaveTextContent('BK 1234 ABC · Budi Santoso (40 tahun) · belum naik');
    expect(screen.getByRole('region', { name: 'Penumpang' })).toHaveTextContent(
      'Siti Aminah, 35 tahun, Pematangsiantar · BK 1234 ABC',
    );
    expect(screen.getByRole('region', { name: 'Penumpang' })).toHaveTextContent(
      '2 penumpang dewasa tanpa nama · BK 1234 ABC',
    );
    expect(screen.getByRole('button', { name: 'Unduh PDF' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeEnabled();
  });

  it("names each vehicle's sales channel: Online or Loket (issue #24)", async () => {
    const booth = {
      ...TICKET,
      transactionId: 6,
      invoiceId: 'INV-20261123-000006',
      plateNumber: 'BB 77 LKT',
      passengers: [],
      unnamedPassengers: [],
      channel: 'loket',
    };
    officerApi({
      'GET /api/petugas/manifest/42': () => ok({ ...MANIFEST, tickets: [{ ...TICKET, channel: 'online' }, booth] }),
    });
    renderApp('/petugas/manifes/42');
    const vehicles = await screen.findByRole('region', { name: 'Kendaraan' });
    const [online, loket] = within(vehicles).getAllByRole('listitem');
    expect(online).toHaveTextContent(/^BK 1234 ABC · Budi Santoso \(40 tahun\) · belum naik · Online$/);
    expect(loket).toHaveTextContent(/^BB 77 LKT · Budi Santoso \(40 tahun\) · belum naik · Loket$/);
  });
});
