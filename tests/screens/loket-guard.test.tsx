// The cashier's role in the SPA (issue #24): a kasir lands on /loket after the normal login (or on
// the booth page the guard came from), the booth is closed to every other role (each goes to its
// own home), a kasir is kept out of the booking pages, and the booth's navigation and Keluar are
// on every booth page. Deterministic under load: the screens are loaded before any test renders,
// and every wait is for a condition, never a time.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, fakeApi, jwt, ok, renderApp, storeSession, USER } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';
import { SHIFT } from '../machines/loket/loket-fixtures';

patientQueries();

beforeAll(() =>
  preloadScreens(
    '/login',
    '/loket',
    '/loket/shift',
    '/loket/tiket',
    '/beranda',
    '/petugas',
    '/operator',
    '/pesan-tiket/1',
  ),
);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const KASIR = { ...USER, id: 3, name: 'Kasir Tigaras', phone_number: '081100000003' };
const kasirToken = () => jwt(3600, { role: 'kasir' });
const BOOTH = {
  'GET /api/loket/shift': () => ok({ shift: SHIFT }),
  'GET /api/loket/departures': () => ok({ departures: [] }),
  'GET /api/vehicle/get-all': () => ok({ vehicles: [] }),
  'GET /api/passenger/get-all': () => ok({ passengers: [] }),
};

async function logIn(phone: string, password: string) {
  await screen.findByRole('heading', { name: 'Masuk' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nomor HP'), phone);
  await user.type(screen.getByLabelText('Kata Sandi'), password);
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
}

describe('booth routes', () => {
  it('sends a kasir to /loket after logging in on the normal login screen', async () => {
    fakeApi({
      ...BOOTH,
      'POST /api/auth/login': () => ok({ token: kasirToken() }),
      'GET /api/user/get': () => ok(KASIR),
    });
    renderApp('/login');
    await logIn(KASIR.phone_number, 'loket-tigaras-2026');
    await waitFor(() => expect(currentPath()).toBe('/loket'));
    expect(await screen.findByRole('heading', { name: 'Loket', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Jual Tiket', level: 2 })).toBeInTheDocument();
  });

  it('returns a kasir to the booth page the guard came from', async () => {
    fakeApi({
      ...BOOTH,
      'POST /api/auth/login': () => ok({ token: kasirToken() }),
      'GET /api/user/get': () => ok(KASIR),
    });
    renderApp('/loket/shift');
    await logIn(KASIR.phone_number, 'loket-tigaras-2026');
    await waitFor(() => expect(currentPath()).toBe('/loket/shift'));
  });

  it('sends a passenger who came from the booth to beranda after logging in', async () => {
    fakeApi({
      'POST /api/auth/login': () => ok({ token: jwt(3600, { role: 'penumpang' }) }),
      'GET /api/user/get': () => ok(USER),
    });
    renderApp('/loket');
    await logIn(USER.phone_number, 'rahasia123');
    await waitFor(() => expect(currentPath()).toBe('/beranda'));
  });

  it.each([
    ['a passenger', () => jwt(), '/loket', '/beranda'],
    ['an officer', () => jwt(3600, { role: 'petugas' }), '/loket/shift', '/petugas'],
    ['an admin', () => jwt(3600, { role: 'admin' }), '/loket/tiket', '/operator'],
  ])('keeps %s out of the booth', async (_who, token, path, home) => {
    fakeApi({});
    storeSession(USER, token());
    renderApp(path);
    await waitFor(() => expect(currentPath()).toBe(home));
  });

  it.each(['/pesan-tiket/1', '/konfirmasi-pesanan', '/petugas', '/operator'])(
    'keeps a kasir out of %s',
    async (path) => {
      fakeApi(BOOTH);
      storeSession(KASIR, kasirToken());
      renderApp(path);
      await waitFor(() => expect(currentPath()).toBe('/loket'));
    },
  );

  it('shows the booth pages in the navigation, marks the current one, and has Keluar', async () => {
    fakeApi(BOOTH);
    storeSession(KASIR, kasirToken());
    renderApp('/loket/shift');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi loket' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Jual Tiket', '/loket'],
      ['Cari Tiket', '/loket/tiket'],
      ['Shift', '/loket/shift'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Shift' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Jual Tiket' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
  });
});
