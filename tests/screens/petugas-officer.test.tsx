// The officer's own app around the dock work (issue #21 item 9): /petugas opens on the next
// departure with the sailed ones folded away, the officer's bottom navigation and account page
// (never the passenger area), the officer's own offline text, and a sync that says it is done.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, jwt, ok, renderApp, storeSession, USER, currentPath, type FakeReply } from './account.fake-api';
import { frozenClock, patientQueries, preloadScreens } from './patience';

patientQueries();

beforeAll(() => preloadScreens('/petugas', '/petugas/akun', '/login'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const DATE = '2026-11-23';
const OFFICER = { ...USER, id: 9, name: 'Rina Sitorus', phone_number: '081100000001' };
const dep = (scheduleId: number, from: string, to: string, time: string) => ({
  scheduleId,
  issuedDate: DATE,
  issuedTime: time,
  from,
  to,
  capacity: 40,
  vehicles: { booked: 1, checkedIn: 0 },
  people: { booked: 3, checkedIn: 0 },
});
const DAY = {
  date: DATE,
  departures: [
    dep(40, 'Simanindo', 'Tigaras', '06:00:00'),
    dep(41, 'Simanindo', 'Tigaras', '08:00:00'),
    dep(50, 'Tigaras', 'Simanindo', '09:30:00'),
    dep(42, 'Simanindo', 'Tigaras', '11:00:00'),
    dep(51, 'Tigaras', 'Simanindo', '12:00:00'),
  ],
};

function officerApi(extra: Record<string, () => FakeReply> = {}) {
  storeSession(OFFICER, jwt(3600, { role: 'petugas' }));
  const manifests = Object.fromEntries(
    DAY.departures.map((d) => [`GET /api/petugas/manifest/${d.scheduleId}`, () => ok({ departure: d, tickets: [] })]),
  );
  return fakeApi({
    'GET /api/petugas/departures': () => ok(DAY),
    'GET /api/petugas/keys': () => ok({ keys: [] }),
    ...manifests,
    ...extra,
  });
}

describe('petugas, the day', () => {
  it('opens on the next departure, with the sailed ones folded into "Keberangkatan selesai (N)"', async () => {
    frozenClock();
    vi.setSystemTime(new Date('2026-11-23T10:00:00+07:00'));
    officerApi();
    renderApp('/petugas');
    const there = await screen.findByRole('region', { name: 'Simanindo → Tigaras' });
    const next = within(there).getByRole('article', { name: 'Simanindo → Tigaras 11:00 WIB' });
    expect(next).toHaveAttribute('aria-current', 'true');
    expect(next).toHaveFocus();
    expect(within(there).getByText('Keberangkatan selesai (2)')).toBeVisible();
    expect(within(there).getByRole('article', { name: 'Simanindo → Tigaras 06:00 WIB' })).not.toBeVisible();
    expect(within(there).getByRole('article', { name: 'Simanindo → Tigaras 08:00 WIB' })).not.toBeVisible();

    const back = screen.getByRole('region', { name: 'Tigaras → Simanindo' });
    expect(within(back).getByText('Keberangkatan selesai (1)')).toBeVisible();
    expect(within(back).getByRole('article', { name: 'Tigaras → Simanindo 12:00 WIB' })).toBeVisible();
    expect(within(back).getByRole('article', { name: 'Tigaras → Simanindo 12:00 WIB' })).not.toHaveAttribute(
      'aria-current',
    );

    // The folded ones are one tap away.
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(there).getByText('Keberangkatan selesai (2)'));
    expect(within(there).getByRole('article', { name: 'Simanindo → Tigaras 06:00 WIB' })).toBeVisible();
  });

  it("has the officer's bottom navigation and account page, never the passenger area", async () => {
    const api = officerApi({ 'POST /api/auth/logout': () => ok(null) });
    renderApp('/petugas');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi petugas' });
    expect(within(nav).getByRole('link', { name: 'Keberangkatan' })).toHaveAttribute('href', '/petugas');
    expect(within(nav).getByRole('link', { name: 'Akun' })).toHaveAttribute('href', '/petugas/akun');
    expect(screen.queryByRole('link', { name: 'Beranda' })).toBeNull();
    expect(document.querySelector('a[href="/account"]')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(nav).getByRole('link', { name: 'Akun' }));
    const profile = await screen.findByRole('region', { name: 'Profil' });
    expect(currentPath()).toBe('/petugas/akun');
    expect(within(profile).getByRole('heading', { name: 'Rina Sitorus' })).toBeInTheDocument();
    expect(profile).toHaveTextContent('081100000001');
    const officerNav = screen.getByRole('navigation', { name: 'Navigasi petugas' });
    expect(within(officerNav).getByRole('link', { name: 'Akun' })).toHaveAttribute('aria-current', 'page');
    expect(within(officerNav).getByRole('link', { name: 'Keberangkatan' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Keluar' }));
    await screen.findByRole('button', { name: 'Masuk' });
    expect(currentPath()).toBe('/login');
    expect(api.to('POST', '/api/auth/logout')).toHaveLength(1);
  });

  it("says what works at the dock when offline, not the passenger's text", async () => {
    officerApi();
    renderApp('/petugas');
    await screen.findByRole('region', { name: 'Simanindo → Tigaras' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const notice = await screen.findByText('Anda sedang offline');
    expect(notice.closest('[role="status"]')).toHaveTextContent(
      'Pemeriksaan tiket tetap berjalan dengan manifes yang tersimpan di ponsel. Check-in dikirim saat koneksi kembali.',
    );
    expect(screen.queryByText(/Tiket yang sudah dibayar tetap bisa dibuka/)).toBeNull();
  });

  it('confirms "Semua check-in tersinkron" once the queued check-ins are in', async () => {
    officerApi({
      'POST /api/petugas/sync': () =>
        ok({
          results: [
            {
              scanId: 'scan-0001',
              outcome: 'CHECKED_IN',
              verdict: { code: 'CHECKED_IN', message: 'Berhasil check-in. Selamat berlayar.' },
              ticket: null,
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
    const sync = await screen.findByRole('complementary', { name: 'Sinkronisasi' });
    expect(await within(sync).findByRole('status')).toHaveTextContent('Semua check-in tersinkron');
    expect(within(sync).queryByText(/menunggu sinkronisasi/)).toBeNull();
    expect(JSON.parse(localStorage.getItem('petugas.queue') ?? 'null')).toEqual([]);
  });
});
