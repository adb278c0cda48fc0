// The app shell: routes, the guard, and start-up with whatever is in local storage.
// Deterministic under load (issue #20 §7): the screens are loaded before any test renders (as
// src/main.tsx loads the first URL's), and every wait is for a condition, never a time.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from './memory-router';
import { AppRoutes } from '../../src/app';
import { patientQueries, preloadScreens } from './patience';

patientQueries();

// Where the tests land: beranda (the empty path's redirect), login (the guard's), pusat-bantuan.
beforeAll(() => preloadScreens('/beranda', '/login', '/pusat-bantuan'));

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (expSeconds: number) => `${encode({ alg: 'HS256' })}.${encode({ sub: '1', exp: expSeconds })}.sig`;
const user = {
  id: 1,
  name: 'Rina Siregar',
  phone_number: '081234567890',
  age: 30,
  gender: 'Perempuan',
  domicile: 'Medan',
};

function Location() {
  const location = useLocation();
  return <output aria-label="lokasi">{location.pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Location />
    </MemoryRouter>,
  );
}

const location = () => screen.getByRole('status', { name: 'lokasi' });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('app shell', () => {
  it('redirects the empty path to beranda', async () => {
    renderAt('/');
    expect(await screen.findByRole('navigation', { name: 'Navigasi utama' })).toBeInTheDocument();
  });

  it('sends a protected route to login when no token is stored', async () => {
    renderAt('/tiket-saya');
    expect(location()).toHaveTextContent(/^\/login$/);
  });

  it('sends a protected route to login when the stored token has expired', async () => {
    localStorage.setItem('authToken', JSON.stringify(jwt(Math.floor(Date.now() / 1000) - 60)));
    localStorage.setItem('user', JSON.stringify(user));
    renderAt('/account');
    expect(location()).toHaveTextContent(/^\/login$/);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('opens a protected route with a stored unexpired token', async () => {
    localStorage.setItem('authToken', JSON.stringify(jwt(Math.floor(Date.now() / 1000) + 3600)));
    localStorage.setItem('user', JSON.stringify(user));
    renderAt('/pusat-bantuan');
    expect(await screen.findByRole('heading', { name: 'Pusat Bantuan' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/pusat-bantuan');
  });

  it('starts with a corrupt value under every storage key', async () => {
    for (const key of [
      'authToken',
      'user',
      'otp',
      'navigationParams',
      'scheduleId',
      'pengemudi',
      'penumpang',
      'kendaraan',
      'schedule',
      'passengerFee',
      'passengerTypeCounts',
      'paymentUrl',
      'paymentData',
      'firstView',
    ]) {
      localStorage.setItem(key, '{corrupt');
    }
    renderAt('/beranda');
    expect(await screen.findByRole('navigation', { name: 'Navigasi utama' })).toBeInTheDocument();
    // The corrupt token and user were discarded rather than trusted.
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('shows a not-found page for an unknown path', async () => {
    renderAt('/tidak-ada');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
  });
});
