// daftar-tiket against a fake API (the real machines and the real typed client): day tabs, the
// warning, cards with their colour and countdown rules at the boundaries, infinite scroll, empty
// and failing days. The clock is Vitest's fake clock, so the 10-second recompute is advanced.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from './memory-router';
import type { Schedule } from '../../src/api/schedules';
import { createApiClient, setApiClient } from '../../src/api/client';
import DaftarTiketScreen from '../../src/screens/daftar-tiket/daftar-tiket-screen';
import { SessionProvider } from '../../src/hooks/session';
import { AppStatusProvider } from '../../src/hooks/app-status';
import { appStatusMachine } from '../../src/machines/app-status.machine';
import { fromCallback } from 'xstate';
import { normaliseSpaces } from '../../kernel/money';

// 2026-11-22 10:00 WIB, a Sunday.
const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const simanindo = { id: 1, route: 'Simanindo' };
const tigaras = { id: 2, route: 'Tigaras' };

const schedule = (id: number, issuedDate: string, issuedTime: string, qty = 20): Schedule => ({
  id,
  issuedDate,
  issuedTime,
  fromRoute: simanindo,
  toRoute: tigaras,
  qty,
});

type Answer = { schedules: Schedule[]; has_more: boolean; fareFrom?: number } | 'error';
let answer: (date: string, page: number) => Answer;
let requests: string[];

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  requests.push(url.pathname + url.search);
  const date = url.pathname.split('/').pop() ?? '';
  const result = answer(date, Number(url.searchParams.get('page')));
  const body =
    result === 'error' ? { status: 500, message: 'Internal error' } : { status: 200, message: 'OK', data: result };
  return Promise.resolve(
    new Response(JSON.stringify(body), { status: body.status, headers: { 'content-type': 'application/json' } }),
  );
}

function Location() {
  const location = useLocation();
  return <output aria-label="lokasi">{location.pathname + location.search}</output>;
}

/** The app's status with the browser offline from the start. */
const offlineStatus = appStatusMachine.provide({
  actors: {
    connectivity: fromCallback(({ sendBack }) => sendBack({ type: 'NETWORK.OFFLINE' })),
    updates: fromCallback(() => undefined),
  },
});

function renderAt(path: string, opts: { offline?: boolean } = {}) {
  const app = (
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider>
        <Routes>
          <Route path="/daftar-tiket" element={<DaftarTiketScreen />} />
          <Route path="*" element={<p>lain</p>} />
        </Routes>
        <Location />
      </SessionProvider>
    </MemoryRouter>
  );
  render(opts.offline ? <AppStatusProvider logic={offlineStatus}>{app}</AppStatusProvider> : app);
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const cards = () => screen.queryAllByRole('article');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(START);
  requests = [];
  answer = () => ({ schedules: [], has_more: false });
  setApiClient(createApiClient({ baseUrl: 'http://test', fetch: fakeFetch as typeof fetch, getToken: () => null }));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  setApiClient(undefined);
  vi.useRealTimers();
});

describe('daftar-tiket', () => {
  it('shows seven day tabs from the chosen date, the warning, and saves the search', async () => {
    renderAt('/daftar-tiket?from=1&to=2&date=2026-11-23');
    await settle();
    const tabs = within(screen.getByRole('tablist', { name: 'Tanggal keberangkatan' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Senin 23',
      'Selasa 24',
      'Rabu 25',
      'Kamis 26',
      'Jumat 27',
      'Sabtu 28',
      'Minggu 29',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'false');
    expect(
      screen.getByText('Pembelian tiket online hanya dapat dilakukan paling lambat 1 jam sebelum waktu keberangkatan.'),
    ).toBeInTheDocument();
    expect(requests).toEqual(['/api/schedule/get-all/2026-11-23?fromRoute=1&toRoute=2&page=0&size=10']);
    expect(JSON.parse(localStorage.getItem('navigationParams') ?? 'null')).toEqual({
      from: 1,
      to: 2,
      date: '2026-11-23',
    });
  });

  it('uses the stored navigationParams when the query is missing', async () => {
    localStorage.setItem('navigationParams', JSON.stringify({ from: 2, to: 1, date: '2026-11-25' }));
    renderAt('/daftar-tiket');
    await settle();
    expect(requests).toEqual(['/api/schedule/get-all/2026-11-25?fromRoute=2&toRoute=1&page=0&size=10']);
  });

  it('points back to the search when there is neither a query nor a stored search', async () => {
    renderAt('/daftar-tiket');
    await settle();
    expect(screen.getByRole('link', { name: 'Cari Tiket' })).toHaveAttribute('href', '/beranda');
    expect(requests).toEqual([]);
  });

  it('renders each departure: time in WIB, route, vessel, tickets left in colour, Pilih Tiket disabled at 0', async () => {
    answer = () => ({
      schedules: [
        schedule(1, '2026-11-23', '06:00:00', 0),
        schedule(2, '2026-11-23', '07:15:00', 1),
        schedule(3, '2026-11-23', '08:30:00', 3),
        schedule(4, '2026-11-23', '09:45:00', 4),
      ],
      has_more: false,
    });
    renderAt('/daftar-tiket?from=1&to=2&date=2026-11-23');
    await settle();
    const [c0, c1, c3, c4] = cards();
    expect(within(c0!).getByRole('heading', { name: '06:00 WIB' })).toBeInTheDocument();
    expect(c0).toHaveTextContent('Simanindo → ke Tigaras');
    expect(c0).toHaveTextContent('KMP Sumut I');
    expect(within(c0!).getByText('Tiket habis')).toHaveAttribute('data-availability', 'red');
    expect(within(c0!).getByRole('button', { name: 'Pilih Tiket' })).toBeDisabled();
    expect(within(c1!).getByText('1 tiket tersedia')).toHaveAttribute('data-availability', 'orange');
    expect(within(c3!).getByText('3 tiket tersedia')).toHaveAttribute('data-availability', 'orange');
    expect(within(c4!).getByText('4 tiket tersedia')).toHaveAttribute('data-availability', 'green');
    expect(within(c4!).getByRole('button', { name: 'Pilih Tiket' })).toBeEnabled();
    fireEvent.click(within(c4!).getByRole('button', { name: 'Pilih Tiket' }));
    expect(screen.getByRole('status', { name: 'lokasi' })).toHaveTextContent('/pesan-tiket/4');
  });

  it('marks a departure the operator stopped (Ditutup) or cancelled (Dibatalkan) with its reason, and offers no Pilih Tiket (issue #22)', async () => {
    answer = () => ({
      schedules: [
        {
          ...schedule(1, '2026-11-23', '06:00:00', 0),
          status: 'stopped',
          closure: { reason: 'cuaca', note: 'Izin berlayar ditahan Syahbandar', windKnots: 20 },
        },
        {
          ...schedule(2, '2026-11-23', '07:15:00', 0),
          status: 'cancelled',
          closure: { reason: 'kapal_rusak', note: '', windKnots: null },
        },
        { ...schedule(3, '2026-11-23', '08:30:00', 5), status: 'open', closure: null },
      ],
      has_more: false,
      fareFrom: 60_000,
    });
    renderAt('/daftar-tiket?from=1&to=2&date=2026-11-23');
    await settle();
    const [stopped, cancelled, open] = cards();
    // The badge is a word in the card (not a colour only), with the reason beside it.
    expect(within(stopped!).getByText('Ditutup')).toBeInTheDocument();
    expect(stopped).toHaveTextContent(
      'Alasan: Cuaca / izin Syahbandar (angin 20 knot): Izin berlayar ditahan Syahbandar',
    );
    expect(within(cancelled!).getByText('Dibatalkan')).toBeInTheDocument();
    expect(cancelled).toHaveTextContent('Alasan: Kapal rusak');
    for (const card of [stopped!, cancelled!]) {
      expect(within(card).queryByRole('button', { name: 'Pilih Tiket' })).not.toBeInTheDocument();
      expect(within(card).queryByRole('link')).not.toBeInTheDocument();
      expect(within(card).queryByText('Tiket habis')).not.toBeInTheDocument();
      expect(within(card).queryByText(/mulai/)).not.toBeInTheDocument();
    }
    // An open departure is unchanged.
    expect(within(open!).queryByText(/Ditutup|Dibatalkan|Alasan/)).not.toBeInTheDocument();
    expect(within(open!).getByText('5 tiket tersedia')).toBeInTheDocument();
    expect(within(open!).getByRole('button', { name: 'Pilih Tiket' })).toBeEnabled();
  });

  it('shows the remaining time only under 2 days, hides departures under 60 minutes, and recomputes every 10 seconds', async () => {
    answer = () => ({
      schedules: [
        schedule(1, '2026-11-22', '10:59:00'), // 59 minutes: hidden
        schedule(2, '2026-11-22', '11:00:00'), // 60 minutes: shown
        schedule(3, '2026-11-22', '11:01:00'), // 61 minutes
        schedule(4, '2026-11-23', '10:05:00'), // 1 day 5 minutes
        schedule(5, '2026-11-24', '10:00:00'), // exactly 2 days: no countdown
      ],
      has_more: false,
    });
    renderAt('/daftar-tiket?from=1&to=2&date=2026-11-22');
    await settle();
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual([
      '11:00 WIB',
      '11:01 WIB',
      '10:05 WIB',
      '10:00 WIB',
    ]);
    const [at60, at61, nextDay, twoDays] = cards();
    expect(at60).toHaveTextContent('Berangkat dalam 1 jam 0 menit');
    expect(at61).toHaveTextContent('Berangkat dalam 1 jam 1 menit');
    expect(nextDay).toHaveTextContent('Berangkat dalam 1 hari 5 menit');
    expect(twoDays).not.toHaveTextContent('Berangkat dalam');

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    // 10:00:10: 11:00 is now under 60 minutes away, 11:01 is 60 min 50 s away.
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual([
      '11:01 WIB',
      '10:05 WIB',
      '10:00 WIB',
    ]);
    expect(cards()[0]).toHaveTextContent('Berangkat dalam 1 jam 0 menit');
    expect(cards()[2]).toHaveTextContent('Berangkat dalam 1 hari 23 jam 59 menit');
  });

  it('loads the next page of 10 from the bottom of the list', async () => {
    answer = (_date, page) =>
      page === 0
        ? {
            schedules: Array.from({ length: 10 }, (_, i) =>
              schedule(i + 1, '2026-11-23', `${String(6 + i).padStart(2, '0')}:00:00`),
            ),
            has_more: true,
          }
        : {
            schedules: [schedule(11, '2026-11-23', '19:45:00'), schedule(12, '2026-11-23', '20:15:00')],
            has_more: false,
          };
    renderAt('/daftar-tiket?from=1&to=2&date=2026-11-23');
    await settle();
    expect(cards()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    expect(screen.getByText('Memuat jadwal berikutnya…')).toBeInTheDocument();
    await settle();
    expect(cards()).toHaveLength(12);
    expect(requests.at(-1)).toBe('/api/schedule/get-all/2026-11-23?fromRoute=1&toRoute=2&page=1&size=10');
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
  });

  it('resets the list and loads the selected day when another tab is chosen, with skeletons meanwhile', async () => {
    answer = (date) => ({ schedules: [schedule(date === '2026-11-23' ? 1 : 2, date, '12:15:00')], has_more: false });
    renderAt('/daftar-tiket?from=1&to=2&date=2026-11-23');
    await settle();
    fireEvent.click(screen.getByRole('tab', { name: 'Rabu 25' }));
    expect(screen.getByRole('tab', { name: 'Rabu 25' })).toHaveAttribute('aria-selected', 'true');
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('Memuat jadwal…')).toBeInTheDocument();
    await settle();
    expect(requests.at(-1)).toBe('/api/schedule/get-all/2026-11-25?fromRoute=1&toRoute=2&page=0&size=10');
    expect(screen.getByRole('heading', { name: 'Rabu, 25 November 2026' })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });

  describe('the booking window (today … today + 7, Jakarta)', () => {
    it('never offers Pilih Tiket on a tab after today + 7 and says why, without loading it', async () => {
      answer = (date) => ({ schedules: [schedule(date === '2026-11-29' ? 1 : 2, date, '12:15:00')], has_more: false });
      renderAt('/daftar-tiket?from=1&to=2&date=2026-11-29');
      await settle();
      const tabs = within(screen.getByRole('tablist', { name: 'Tanggal keberangkatan' })).getAllByRole('tab');
      // The spec's seven tabs from the chosen date stay: Sunday 29 is today + 7, the rest lie after it.
      // The strip crosses into December: the month is named where it starts and where it changes.
      expect(tabs.map((t) => t.textContent)).toEqual([
        'Minggu 29 Nov',
        'Senin 30',
        'Selasa 1 Des',
        'Rabu 2',
        'Kamis 3',
        'Jumat 4',
        'Sabtu 5',
      ]);
      expect(within(cards()[0]!).getByRole('button', { name: 'Pilih Tiket' })).toBeEnabled();

      fireEvent.click(screen.getByRole('tab', { name: 'Senin 30' }));
      await settle();
      expect(screen.getByRole('tab', { name: 'Senin 30' })).toHaveAttribute('aria-selected', 'true');
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByText('Pemesanan hanya dibuka sampai 7 hari ke depan.')).toBeInTheDocument();
      expect(
        within(panel).getByText('Jadwal tanggal ini dapat dipesan mulai Senin, 23 November 2026.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pilih Tiket' })).not.toBeInTheDocument();
      expect(cards()).toHaveLength(0);
      expect(requests).toEqual(['/api/schedule/get-all/2026-11-29?fromRoute=1&toRoute=2&page=0&size=10']);

      // Back on the bookable day, its departures are there again.
      fireEvent.click(screen.getByRole('tab', { name: 'Minggu 29 Nov' }));
      await settle();
      expect(within(cards()[0]!).getByRole('button', { name: 'Pilih Tiket' })).toBeEnabled();
    });

    it('opens a tab once midnight (Jakarta) brings it into the window', async () => {
      answer = (date) => ({ schedules: [schedule(date === '2026-11-30' ? 2 : 1, date, '12:15:00')], has_more: false });
      renderAt('/daftar-tiket?from=1&to=2&date=2026-11-29');
      await settle();
      fireEvent.click(screen.getByRole('tab', { name: 'Senin 30' }));
      await settle();
      expect(screen.getByText('Pemesanan hanya dibuka sampai 7 hari ke depan.')).toBeInTheDocument();
      // 2026-11-23 00:00:05 WIB: Monday 30 is now today + 7.
      vi.setSystemTime(Date.UTC(2026, 10, 22, 16, 59, 55));
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(screen.queryByText('Pemesanan hanya dibuka sampai 7 hari ke depan.')).not.toBeInTheDocument();
      expect(requests.at(-1)).toBe('/api/schedule/get-all/2026-11-30?fromRoute=1&toRoute=2&page=0&size=10');
      expect(within(cards()[0]!).getByRole('button', { name: 'Pilih Tiket' })).toBeEnabled();
    });

    it('starts a query date after the window at today + 7, and saves that', async () => {
      renderAt('/daftar-tiket?from=1&to=2&date=2026-12-05');
      await settle();
      expect(screen.getAllByRole('tab')[0]).toHaveTextContent('Minggu 29');
      expect(requests).toEqual(['/api/schedule/get-all/2026-11-29?fromRoute=1&toRoute=2&page=0&size=10']);
      expect(JSON.parse(localStorage.getItem('navigationParams') ?? 'null')).toEqual({
        from: 1,
        to: 2,
        date: '2026-11-29',
      });
    });

    it('starts stored navigationParams with a date after the window at today + 7', async () => {
      localStorage.setItem('navigationParams', JSON.stringify({ from: 2, to: 1, date: '2027-01-15' }));
      renderAt('/daftar-tiket');
      await settle();
      expect(requests).toEqual(['/api/schedule/get-all/2026-11-29?fromRoute=2&toRoute=1&page=0&size=10']);
      expect(screen.queryByText('Pemesanan hanya dibuka sampai 7 hari ke depan.')).not.toBeInTheDocument();
    });
  });

  describe('the chosen tab in the address (issue #21)', () => {
    it('writes tanggal on a tab change, and a reload (or a shared link) opens that tab', async () => {
      renderAt('/daftar-tiket?from=1&to=2&date=2026-11-23');
      await settle();
      fireEvent.click(screen.getByRole('tab', { name: 'Kamis 26' }));
      await settle();
      const location = screen.getByRole('status', { name: 'lokasi' });
      expect(location).toHaveTextContent('/daftar-tiket?from=1&to=2&date=2026-11-23&tanggal=2026-11-26');
      const url = location.textContent ?? '';
      cleanup();
      requests = [];

      renderAt(url);
      await settle();
      expect(screen.getByRole('tab', { name: 'Kamis 26' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tab', { name: 'Senin 23' })).toHaveAttribute('aria-selected', 'false');
      expect(requests).toEqual(['/api/schedule/get-all/2026-11-26?fromRoute=1&toRoute=2&page=0&size=10']);
    });
  });

  describe("the fare, 'mulai Rp …' (issue #21)", () => {
    const encode = (value: object) =>
      btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const token = `${encode({ alg: 'HS256' })}.${encode({ sub: '7', exp: START / 1000 + 86_400 })}.sig`;
    const twoDepartures = () => ({
      schedules: [schedule(1, '2026-11-23', '06:00:00'), schedule(2, '2026-11-23', '08:00:00')],
      has_more: false,
      fareFrom: 95_000,
    });

    it('shows an anonymous visitor the cheapest class’s price from the search on every card', async () => {
      answer = twoDepartures;
      renderAt('/daftar-tiket?from=1&to=2&date=2026-11-23');
      await settle();
      expect(cards()).toHaveLength(2);
      for (const card of cards()) {
        expect(normaliseSpaces(card.textContent ?? '')).toContain('mulai Rp 95.000');
      }
      // The public search alone: no catalogue call (GET /api/vehicle/get-all needs a login).
      expect(requests).toEqual(['/api/schedule/get-all/2026-11-23?fromRoute=1&toRoute=2&page=0&size=10']);
    });

    it('shows a signed-in user the same figure, from the same search', async () => {
      localStorage.setItem('authToken', JSON.stringify(token));
      localStorage.setItem('user', JSON.stringify({ id: 7, name: 'Rina', phone_number: '081234567890' }));
      setApiClient(
        createApiClient({
          baseUrl: 'http://test',
          fetch: fakeFetch as typeof fetch,
          getToken: () => token,
          now: () => START,
        }),
      );
      answer = twoDepartures;
      renderAt('/daftar-tiket?from=1&to=2&date=2026-11-23');
      await settle();
      expect(cards()).toHaveLength(2);
      for (const card of cards()) {
        expect(normaliseSpaces(card.textContent ?? '')).toContain('mulai Rp 95.000');
      }
      expect(requests).not.toContain('/api/vehicle/get-all');
    });

    it('shows no fare when the search carries none', async () => {
      answer = () => ({ schedules: [schedule(1, '2026-11-23', '06:00:00')], has_more: false });
      renderAt('/daftar-tiket?from=1&to=2&date=2026-11-23');
      await settle();
      expect(cards()).toHaveLength(1);
      expect(screen.queryByText(/mulai/)).not.toBeInTheDocument();
    });
  });

  it('moves between the tabs with the arrow keys', async () => {
    renderAt('/daftar-tiket?from=1&to=2&date=2026-11-23');
    await settle();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Senin 23' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Selasa 24' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Selasa 24' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Selasa 24' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Minggu 29' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says so when a day has no departures', async () => {
    renderAt('/daftar-tiket?from=1&to=2&date=2026-11-23');
    await settle();
    expect(screen.getByText('Tidak ada jadwal keberangkatan pada tanggal ini.')).toBeInTheDocument();
  });

  it('offline, says the timetable cannot be loaded and waits for the network to try again (issue #21)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => 'error';
    renderAt('/daftar-tiket?from=1&to=2&date=2026-11-23', { offline: true });
    await settle();
    // The spec's alert stays (§8); the panel says why.
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Jadwal tidak dapat dimuat saat offline')).toBeInTheDocument();
    expect(screen.queryByText('Jadwal gagal dimuat.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeDisabled();
    log.mockRestore();
  });

  it("alerts 'Failed to get schedule' when the day cannot be loaded, and can try again", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => 'error';
    renderAt('/daftar-tiket?from=1&to=2&date=2026-11-23');
    await settle();
    const alert = screen.getByRole('alertdialog');
    expect(alert).toHaveTextContent('Failed to get schedule');
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    answer = () => ({ schedules: [schedule(1, '2026-11-23', '12:15:00')], has_more: false });
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await settle();
    expect(cards()).toHaveLength(1);
    log.mockRestore();
  });
});
