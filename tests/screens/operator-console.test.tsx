// The operator's console in the SPA (issue #22): admins land on /operator after the normal login,
// the console is closed to passengers and officers (each goes to their own home), admins are kept
// out of the passengers' booking pages and the officer's pages, and the console's navigation and
// Keluar are on every console page. Deterministic under load (issue #20 §7): the screens are
// loaded before any test renders, and every wait is for a condition, never a time.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, fakeApi, jwt, ok, renderApp, storeSession, USER } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

patientQueries();

beforeAll(() =>
  preloadScreens('/login', '/operator', '/operator/kapal', '/petugas', '/beranda', '/konfirmasi-pesanan'),
);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const ADMIN = { ...USER, id: 2, name: 'Admin Operator', phone_number: '081100000002' };
const OFFICER = { ...USER, id: 9, name: 'Petugas Dermaga', phone_number: '081100000001' };
const adminToken = () => jwt(3600, { role: 'admin' });

async function logIn(phone: string, password: string) {
  await screen.findByRole('heading', { name: 'Masuk' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nomor HP'), phone);
  await user.type(screen.getByLabelText('Kata Sandi'), password);
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
}

describe('operator console routes', () => {
  it('sends an admin to /operator after logging in on the normal login screen', async () => {
    fakeApi({
      'POST /api/auth/login': () => ok({ token: adminToken() }),
      'GET /api/user/get': () => ok(ADMIN),
    });
    renderApp('/login');
    await logIn(ADMIN.phone_number, 'danau-toba-2026');
    await waitFor(() => expect(currentPath()).toBe('/operator'));
    expect(await screen.findByRole('navigation', { name: 'Navigasi operator' })).toBeInTheDocument();
  });

  it('returns an admin to the console page the guard came from', async () => {
    fakeApi({
      'POST /api/auth/login': () => ok({ token: adminToken() }),
      'GET /api/user/get': () => ok(ADMIN),
      'GET /api/operator/ships': () => ok({ ships: [] }),
    });
    renderApp('/operator/kapal');
    await logIn(ADMIN.phone_number, 'danau-toba-2026');
    await waitFor(() => expect(currentPath()).toBe('/operator/kapal'));
    expect(await screen.findByRole('heading', { name: 'Kapal', level: 1 })).toBeInTheDocument();
  });

  it('sends a passenger who came from the console to beranda after logging in', async () => {
    fakeApi({
      'POST /api/auth/login': () => ok({ token: jwt(3600, { role: 'penumpang' }) }),
      'GET /api/user/get': () => ok(USER),
    });
    renderApp('/operator/tarif');
    await logIn(USER.phone_number, 'rahasia123');
    await waitFor(() => expect(currentPath()).toBe('/beranda'));
  });

  it.each([
    ['a passenger', USER, () => jwt(), '/beranda'],
    ['an officer', OFFICER, () => jwt(3600, { role: 'petugas' }), '/petugas'],
    ['a kasir', USER, () => jwt(3600, { role: 'kasir' }), '/loket'],
  ])('keeps %s out of the console', async (_who, user, token, home) => {
    fakeApi({});
    storeSession(user, token());
    renderApp('/operator/keberangkatan');
    await waitFor(() => expect(currentPath()).toBe(home));
  });

  it.each(['/konfirmasi-pesanan', '/petugas'])('keeps an admin out of %s', async (path) => {
    fakeApi({});
    storeSession(ADMIN, adminToken());
    renderApp(path);
    await waitFor(() => expect(currentPath()).toBe('/operator'));
  });

  it('shows every console page in the navigation, marks the current one, and has Keluar', async () => {
    fakeApi({ 'GET /api/operator/ships': () => ok({ ships: [] }) });
    storeSession(ADMIN, adminToken());
    renderApp('/operator/kapal');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi operator' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Dasbor', '/operator'],
      ['Keberangkatan', '/operator/keberangkatan'],
      ['Jadwal', '/operator/jadwal'],
      ['Kapal', '/operator/kapal'],
      ['Tarif', '/operator/tarif'],
      ['Kapasitas', '/operator/kapasitas'],
      ['Riwayat Perubahan', '/operator/riwayat'],
      ['Refund', '/operator/refund'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Kapal' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dasbor' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
  });

  it('logs an admin out with Keluar', async () => {
    const api = fakeApi({
      'GET /api/operator/ships': () => ok({ ships: [] }),
      'POST /api/auth/logout': () => ok(null),
    });
    storeSession(ADMIN, adminToken());
    renderApp('/operator/kapal');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi operator' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(api.to('POST', '/api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
