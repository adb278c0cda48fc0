// The app's own status (issue #11), through the real routes: without network the app says so and
// every action that needs the network is disabled with its reason; a new version found by the
// service worker is offered unobtrusively. Deterministic under load (issue #20 §7): the screens are
// loaded before any test renders, and every wait is for a condition, never a time.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromCallback } from 'xstate';
import { fakeApi, renderApp, storeSession, USER } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';
import { AppStatusProvider } from '../../src/hooks/app-status';
import { appStatusMachine, type AppStatusEvent } from '../../src/machines/app-status.machine';

patientQueries();

beforeAll(() => preloadScreens('/account', '/login'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('offline', () => {
  it('says "Anda sedang offline" and disables what needs the network, with the reason, until it is back', async () => {
    fakeApi({});
    storeSession(USER);
    renderApp('/account');
    const logout = await screen.findByRole('button', { name: 'Keluar' });
    expect(screen.queryByText('Anda sedang offline')).not.toBeInTheDocument();
    expect(logout).toBeEnabled();

    goOffline(true);
    expect(screen.getByText('Anda sedang offline').closest('[role="status"]')).not.toBeNull();
    expect(logout).toBeDisabled();
    expect(logout).toHaveAccessibleDescription('Perlu koneksi internet. Anda sedang offline.');

    goOffline(false);
    expect(screen.queryByText('Anda sedang offline')).not.toBeInTheDocument();
    expect(logout).toBeEnabled();
    expect(screen.queryByText(/Perlu koneksi internet/)).not.toBeInTheDocument();
  });

  it('the login form cannot be sent offline', async () => {
    fakeApi({});
    renderApp('/login');
    const submit = await screen.findByRole('button', { name: 'Masuk' });
    goOffline(true);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Perlu koneksi internet. Anda sedang offline.');
  });
});

describe('a new version', () => {
  it('is offered as "Versi baru tersedia": "Nanti" hides it, "Muat ulang" asks the worker to take over', async () => {
    const applied: string[] = [];
    let found: () => void = () => undefined;
    const logic = appStatusMachine.provide({
      actors: {
        connectivity: fromCallback<AppStatusEvent>(() => undefined),
        updates: fromCallback<AppStatusEvent>(({ sendBack, receive }) => {
          found = () => sendBack({ type: 'UPDATE.AVAILABLE' });
          receive((e) => applied.push(e.type));
        }),
      },
    });
    const user = userEvent.setup();
    const view = () =>
      render(
        <AppStatusProvider logic={logic}>
          <p>isi</p>
        </AppStatusProvider>,
      );
    view();
    expect(screen.queryByText('Versi baru tersedia')).not.toBeInTheDocument();
    act(() => found());
    expect(screen.getByText('Versi baru tersedia')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nanti' }));
    expect(screen.queryByText('Versi baru tersedia')).not.toBeInTheDocument();
    expect(applied).toEqual([]);

    cleanup();
    view();
    act(() => found());
    await user.click(screen.getByRole('button', { name: 'Muat ulang' }));
    expect(applied).toEqual(['UPDATE.APPLY']);
  });
});
