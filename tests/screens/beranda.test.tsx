// beranda: the search form, the next crossing or nearest departures, the profile prompt, the splash.
// Machines run with stub actors; the clock is Vitest's fake clock (Date and timers), so the
// 3-second splash and the 10-second refreshes are advanced, never waited for.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from './memory-router';
import { fromCallback, fromPromise } from 'xstate';
import type { Route as Port } from '../../src/api/routes';
import type { Schedule } from '../../src/api/schedules';
import type { TransactionListItem } from '../../src/api/transactions';
import BerandaScreen from '../../src/screens/beranda/beranda-screen';
import { homeMachine, type NearestDepartures } from '../../src/machines/home.machine';
import { searchMachine } from '../../src/machines/search.machine';
import { SessionProvider } from '../../src/hooks/session';

// 2026-11-22 10:00 WIB, a Sunday.
const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const simanindo: Port = { id: 1, route: 'Simanindo' };
const tigaras: Port = { id: 2, route: 'Tigaras' };
const completeUser = {
  id: 7,
  name: 'Rina Siregar',
  phone_number: '081234567890',
  age: 30,
  gender: 'Perempuan',
  domicile: 'Medan',
};
const newUser = { id: 8, name: 'Budi Santoso', phone_number: '081234567891', age: null, gender: null, domicile: null };

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (expSeconds: number) => `${encode({ alg: 'HS256' })}.${encode({ sub: '7', exp: expSeconds })}.sig`;

const departure = (id: number, issuedTime: string, qty: number, from = simanindo, to = tigaras): Schedule => ({
  id,
  issuedDate: '2026-11-22',
  issuedTime,
  fromRoute: from,
  toRoute: to,
  qty,
});
const paidTx = (issuedDate: string, issuedTime: string): TransactionListItem => ({
  id: 42,
  invoiceId: 'INV-42',
  paid: true,
  paymentUrl: null,
  placedOrderDateTime: '2026-11-21T09:00:00+07:00',
  price: 200_000,
  schedule: { id: 5, issuedDate, issuedTime, fromRoute: simanindo, toRoute: tigaras },
});

type Setup = {
  routes?: Port[];
  /** The route list's request fails (no signal). */
  routesFail?: boolean;
  nearest?: NearestDepartures;
  nextCrossing?: TransactionListItem | null;
  user?: typeof completeUser | typeof newUser;
  firstVisit?: boolean;
  /** The browser reports no network (the home chart's connectivity actor). */
  offline?: boolean;
};

function Location() {
  const location = useLocation();
  return <output aria-label="lokasi">{location.pathname + location.search}</output>;
}

function renderBeranda(setup: Setup = {}) {
  if (!setup.firstVisit) localStorage.setItem('firstView', 'true');
  if (setup.user) {
    localStorage.setItem('authToken', JSON.stringify(jwt(START / 1000 + 86_400)));
    localStorage.setItem('user', JSON.stringify(setup.user));
  }
  const loadNextCrossing = vi.fn(async () => setup.nextCrossing ?? null);
  const search = searchMachine.provide({
    actors: {
      loadRoutes: fromPromise(async () => {
        if (setup.routesFail) throw new TypeError('Failed to fetch');
        return setup.routes ?? [simanindo, tigaras];
      }),
    },
  });
  const home = homeMachine.provide({
    actors: {
      loadNextCrossing: fromPromise(loadNextCrossing),
      loadNearest: fromPromise(
        async () =>
          setup.nearest ?? {
            date: '2026-11-22',
            simanindo,
            tigaras,
            simanindoToTigaras: [],
            tigarasToSimanindo: [],
            failed: false,
          },
      ),
      connectivity: fromCallback(({ sendBack }) => {
        sendBack({ type: setup.offline ? 'NETWORK.OFFLINE' : 'NETWORK.ONLINE' });
      }),
    },
  });
  render(
    <MemoryRouter initialEntries={['/beranda']}>
      <SessionProvider>
        <Routes>
          <Route path="/beranda" element={<BerandaScreen search={search} home={home} />} />
          <Route path="*" element={<p>lain</p>} />
        </Routes>
        <Location />
      </SessionProvider>
    </MemoryRouter>,
  );
  return { loadNextCrossing };
}

/** Lets the stub actors' promises settle. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const location = () => screen.getByRole('status', { name: 'lokasi' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

describe('beranda search form', () => {
  it('defaults to the first and second route and today, limited to today..today+7', async () => {
    renderBeranda();
    await settle();
    expect(screen.getByLabelText('Keberangkatan')).toHaveDisplayValue('Simanindo');
    expect(screen.getByLabelText('Tujuan')).toHaveDisplayValue('Tigaras');
    const date = screen.getByLabelText('Tanggal Keberangkatan');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveValue('2026-11-22');
    expect(date).toHaveAttribute('min', '2026-11-22');
    expect(date).toHaveAttribute('max', '2026-11-29');
    // The control writes the date as the app does, not in the browser's format (issue #11).
    expect(screen.getByText('Minggu, 22 Nov 2026')).toBeInTheDocument();
    fireEvent.change(date, { target: { value: '2026-11-24' } });
    expect(screen.getByText('Selasa, 24 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cari Tiket' })).toBeEnabled();
  });

  it('swaps the stops with the swap button', async () => {
    renderBeranda();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Tukar keberangkatan dan tujuan' }));
    expect(screen.getByLabelText('Keberangkatan')).toHaveDisplayValue('Tigaras');
    expect(screen.getByLabelText('Tujuan')).toHaveDisplayValue('Simanindo');
  });

  it('says the stops may not be the same and disables Cari Tiket', async () => {
    renderBeranda();
    await settle();
    expect(screen.queryByText('Keberangkatan dan tujuan tidak boleh sama')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tujuan'), { target: { value: '1' } });
    expect(screen.getByText('Keberangkatan dan tujuan tidak boleh sama')).toBeInTheDocument();
    expect(screen.getByLabelText('Tujuan')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Cari Tiket' })).toBeDisabled();
  });

  it('disables Cari Tiket for a date outside the booking window', async () => {
    renderBeranda();
    await settle();
    fireEvent.change(screen.getByLabelText('Tanggal Keberangkatan'), { target: { value: '2026-11-30' } });
    expect(screen.getByRole('button', { name: 'Cari Tiket' })).toBeDisabled();
    expect(screen.getByText('Tanggal harus antara hari ini dan 7 hari ke depan.')).toBeInTheDocument();
  });

  it('opens daftar-tiket with from, to and date', async () => {
    renderBeranda();
    await settle();
    fireEvent.change(screen.getByLabelText('Tanggal Keberangkatan'), { target: { value: '2026-11-23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari Tiket' }));
    expect(location()).toHaveTextContent('/daftar-tiket?from=1&to=2&date=2026-11-23');
  });
});

describe('beranda crossing block', () => {
  it('shows anonymous visitors the nearest departures with availability colours, and no transaction call', async () => {
    const { loadNextCrossing } = renderBeranda({
      nearest: {
        date: '2026-11-22',
        simanindo,
        tigaras,
        simanindoToTigaras: [departure(1, '12:15:00', 4), departure(2, '13:30:00', 3), departure(3, '14:45:00', 0)],
        tigarasToSimanindo: [departure(4, '12:45:00', 1, tigaras, simanindo)],
        failed: false,
      },
    });
    await settle();
    expect(loadNextCrossing).not.toHaveBeenCalled();
    const block = screen.getByRole('region', { name: 'Keberangkatan Terdekat' });
    expect(within(block).getByText('12:15 WIB')).toBeInTheDocument();
    expect(within(block).getByText('4 tiket tersedia')).toHaveAttribute('data-availability', 'green');
    expect(within(block).getByText('3 tiket tersedia')).toHaveAttribute('data-availability', 'orange');
    expect(within(block).getByText('1 tiket tersedia')).toHaveAttribute('data-availability', 'orange');
    expect(within(block).getByText('Tiket habis')).toHaveAttribute('data-availability', 'red');
    // A row with places opens its booking (issue #11); a sold-out one is shown, not offered.
    expect(within(block).getByRole('link', { name: 'Pesan 12:15 WIB, 4 tiket tersedia' })).toHaveAttribute(
      'href',
      '/pesan-tiket/1',
    );
    expect(within(block).queryByRole('link', { name: /14:45 WIB/ })).not.toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Lihat semua' })).toHaveAttribute(
      'href',
      '/daftar-tiket?from=1&to=2&date=2026-11-22',
    );
    expect(screen.getByRole('navigation', { name: 'Navigasi utama' })).toBeInTheDocument();
  });

  it('marks a departure the operator stopped or cancelled, with its reason and no link into its booking (issue #22)', async () => {
    renderBeranda({
      nearest: {
        date: '2026-11-22',
        simanindo,
        tigaras,
        simanindoToTigaras: [
          {
            ...departure(1, '12:15:00', 0),
            status: 'cancelled',
            closure: { reason: 'cuaca', note: 'Angin kencang', windKnots: 20 },
          },
          {
            ...departure(2, '13:30:00', 0),
            status: 'stopped',
            closure: { reason: 'lainnya', note: '', windKnots: null },
          },
          { ...departure(3, '14:45:00', 6), status: 'open', closure: null },
        ],
        tigarasToSimanindo: [],
        failed: false,
      },
    });
    await settle();
    const block = screen.getByRole('region', { name: 'Keberangkatan Terdekat' });
    const rows = within(block).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('12:15 WIB');
    expect(within(rows[0]!).getByText('Dibatalkan')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Alasan: Cuaca / izin Syahbandar (angin 20 knot): Angin kencang');
    expect(within(rows[1]!).getByText('Ditutup')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Alasan: Lainnya');
    for (const row of rows.slice(0, 2)) {
      expect(within(row).queryByRole('link')).not.toBeInTheDocument();
      expect(within(row).queryByText('Tiket habis')).not.toBeInTheDocument();
    }
    expect(within(block).queryByRole('link', { name: /12:15|13:30/ })).not.toBeInTheDocument();
    // The open one still opens its booking.
    expect(within(rows[2]!).getByRole('link', { name: 'Pesan 14:45 WIB, 6 tiket tersedia' })).toHaveAttribute(
      'href',
      '/pesan-tiket/3',
    );
  });

  it("points 'Lihat semua' at Tigaras → Simanindo when only that direction has departures", async () => {
    renderBeranda({
      nearest: {
        date: '2026-11-22',
        simanindo,
        tigaras,
        simanindoToTigaras: [],
        tigarasToSimanindo: [departure(4, '12:45:00', 9, tigaras, simanindo)],
        failed: false,
      },
    });
    await settle();
    expect(screen.getByRole('link', { name: 'Lihat semua' })).toHaveAttribute(
      'href',
      '/daftar-tiket?from=2&to=1&date=2026-11-22',
    );
    expect(screen.getByText('Tidak ada keberangkatan lagi hari ini.')).toBeInTheDocument();
  });

  it('shows the next paid crossing with a countdown refreshed every 10 seconds, linking to its ticket', async () => {
    // Departs 2026-11-23 12:05:25 WIB: 1 day 2 hours 5 minutes (and 25 s) from now.
    renderBeranda({ user: completeUser, nextCrossing: paidTx('2026-11-23', '12:05:25') });
    await settle();
    const block = screen.getByRole('region', { name: 'Penyeberanganmu Selanjutnya' });
    const link = within(block).getByRole('link');
    expect(link).toHaveAttribute('href', '/tiket-detail/42');
    expect(link).toHaveTextContent('1 Hari2 Jam5 Menit');
    expect(link).toHaveTextContent('12:05 WIB');
    expect(link).toHaveTextContent('Simanindo');
    expect(link).toHaveTextContent('Tigaras');
    expect(screen.queryByRole('region', { name: 'Keberangkatan Terdekat' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(29_999));
    expect(link).toHaveTextContent('1 Hari2 Jam5 Menit'); // refreshed at 10 s and 20 s, still 5 minutes
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(link).toHaveTextContent('1 Hari2 Jam4 Menit'); // the 30 s refresh crosses the minute
  });

  it('shows the nearest departures when the first paid crossing has already departed', async () => {
    renderBeranda({ user: completeUser, nextCrossing: paidTx('2026-11-22', '09:00:00') });
    await settle();
    expect(screen.getByRole('region', { name: 'Keberangkatan Terdekat' })).toBeInTheDocument();
    expect(screen.queryByText('Penyeberanganmu Selanjutnya')).not.toBeInTheDocument();
  });
});

describe('beranda offline (issue #21)', () => {
  const unknown: NearestDepartures = {
    date: '2026-11-22',
    simanindo,
    tigaras,
    simanindoToTigaras: [],
    tigarasToSimanindo: [],
    failed: true,
  };

  it("says the timetable cannot be loaded offline, not 'no more departures today', and pops no profile prompt", async () => {
    renderBeranda({ user: newUser, offline: true, nearest: unknown });
    await settle();
    const block = screen.getByRole('region', { name: 'Keberangkatan Terdekat' });
    expect(within(block).getByText('Jadwal tidak dapat dimuat saat offline')).toBeInTheDocument();
    expect(within(block).queryByText('Tidak ada keberangkatan lagi hari ini.')).not.toBeInTheDocument();
    expect(within(block).queryByRole('link', { name: 'Lihat semua' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the ports come from the last list this device had when the request fails (issue #38)', async () => {
    renderBeranda({ offline: true, nearest: unknown });
    await settle();
    expect(JSON.parse(localStorage.getItem('ports') ?? 'null')).toEqual([simanindo, tigaras]);
    cleanup();
    renderBeranda({ offline: true, nearest: unknown, routesFail: true });
    await settle();
    expect(screen.getByLabelText('Keberangkatan')).toHaveDisplayValue('Simanindo');
    expect(screen.getByLabelText('Tujuan')).toHaveDisplayValue('Tigaras');
    expect(screen.getByLabelText('Keberangkatan')).toBeEnabled();
    expect(screen.queryByRole('option', { name: 'Memuat…' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Daftar pelabuhan gagal dimuat/)).not.toBeInTheDocument();
  });

  it('with no list ever kept, a failed request says so with a retry', async () => {
    renderBeranda({ offline: true, nearest: unknown, routesFail: true });
    await settle();
    expect(screen.getByText(/Daftar pelabuhan gagal dimuat/)).toBeInTheDocument();
    expect(screen.getByLabelText('Keberangkatan')).toBeDisabled();
  });

  it('online, a failed search stays the spec’s silent empty list', async () => {
    renderBeranda({ nearest: unknown });
    await settle();
    expect(screen.getAllByText('Tidak ada keberangkatan lagi hari ini.')).toHaveLength(2);
    expect(screen.queryByText('Jadwal tidak dapat dimuat saat offline')).not.toBeInTheDocument();
  });
});

describe('beranda profile prompt and splash', () => {
  it('asks a user without age, gender or domicile to complete the profile; Nanti Saja closes it', async () => {
    renderBeranda({ user: newUser });
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Lengkapi informasi Akun Anda...' });
    expect(within(dialog).getByText('BS')).toBeInTheDocument();
    expect(within(dialog).getByText('Halo, Budi Santoso!')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nanti Saja' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks once a day: after 'Nanti Saja' not again on the next visit that day, again the next day (issue #21)", async () => {
    renderBeranda({ user: newUser });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Nanti Saja' }));
    cleanup();
    renderBeranda({ user: newUser });
    await settle();
    expect(screen.getByRole('region', { name: 'Keberangkatan Terdekat' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cleanup();
    vi.setSystemTime(START + 15 * 3_600_000); // 01:00 WIB the next day
    renderBeranda({ user: newUser });
    await settle();
    expect(screen.getByRole('dialog', { name: 'Lengkapi informasi Akun Anda...' })).toBeInTheDocument();
  });

  it("opens informasi-akun from 'Lengkapi Sekarang'", async () => {
    renderBeranda({ user: newUser });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Lengkapi Sekarang' }));
    expect(location()).toHaveTextContent('/informasi-akun');
  });

  it('does not prompt a user whose profile is complete', async () => {
    renderBeranda({ user: completeUser });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the splash for 3 seconds on the first visit only, and the prompt after it', async () => {
    renderBeranda({ firstVisit: true, user: newUser });
    await settle();
    const splash = document.querySelector('.splash');
    expect(splash).toHaveAttribute('data-visible', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(splash).toHaveAttribute('data-visible', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(splash).toHaveAttribute('data-visible', 'false');
    expect(screen.getByRole('dialog', { name: 'Lengkapi informasi Akun Anda...' })).toBeInTheDocument();
    expect(localStorage.getItem('firstView')).toBe('true');
    cleanup();

    renderBeranda({ firstVisit: true });
    await settle();
    expect(document.querySelector('.splash')).toBeNull();
  });
});
