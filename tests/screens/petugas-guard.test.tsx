// The officer role in the SPA: officers land on petugas after login, officer pages are closed to
// passengers, and booking pages are closed to officers. Deterministic under load (issue #20 §7):
// the screens are loaded before any test renders, and every wait is for a condition, never a time.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, fakeApi, jwt, ok, renderApp, storeSession, USER } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

patientQueries();

// Login, where each role lands (petugas, beranda), and the booking page an officer is kept out of.
beforeAll(() => preloadScreens('/login', '/petugas', '/beranda', '/konfirmasi-pesanan'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const OFFICER = { ...USER, id: 9, name: 'Petugas Dermaga', phone_number: '081100000001' };

describe('officer routes', () => {
  it('sends an officer to petugas after logging in on the normal login screen', async () => {
    fakeApi({
      'POST /api/auth/login': () => ok({ token: jwt(3600, { role: 'petugas' }) }),
      'GET /api/user/get': () => ok(OFFICER),
    });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Masuk' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nomor HP'), OFFICER.phone_number);
    await user.type(screen.getByLabelText('Kata Sandi'), 'dermaga-2026');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(currentPath()).toBe('/petugas'));
    expect(await screen.findByRole('heading', { name: 'Petugas Dermaga' })).toBeInTheDocument();
  });

  it('still sends a passenger to beranda, not to a petugas page it came from', async () => {
    fakeApi({
      'POST /api/auth/login': () => ok({ token: jwt(3600, { role: 'penumpang' }) }),
      'GET /api/user/get': () => ok(USER),
    });
    renderApp('/petugas');
    await screen.findByRole('heading', { name: 'Masuk' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nomor HP'), USER.phone_number);
    await user.type(screen.getByLabelText('Kata Sandi'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(currentPath()).toBe('/beranda'));
  });

  it('keeps a passenger session out of petugas', async () => {
    fakeApi({});
    storeSession(USER, jwt());
    renderApp('/petugas');
    await waitFor(() => expect(currentPath()).toBe('/beranda'));
  });

  it('keeps an officer out of the booking pages', async () => {
    fakeApi({});
    storeSession(OFFICER, jwt(3600, { role: 'petugas' }));
    renderApp('/konfirmasi-pesanan');
    await waitFor(() => expect(currentPath()).toBe('/petugas'));
  });
});
