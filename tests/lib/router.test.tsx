// The app's router (src/lib/router.tsx over wouter, issue #40): what the screens relied on from
// react-router — push and replace, a navigation's state, back, history.state's index (the top bar's
// back button), links, the current page's mark in a navigation — on jsdom's history.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AppRouter,
  historyIndex,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useSearchParams,
  type Navigate,
} from '../../src/lib/router';

let navigate: Navigate;

function Probe() {
  navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const [params] = useSearchParams();
  return (
    <>
      <output aria-label="lokasi">{pathname + search}</output>
      <output aria-label="state">{JSON.stringify(state)}</output>
      <output aria-label="tanggal">{params.get('date') ?? ''}</output>
      <Link to="/beranda">Beranda</Link>
      <nav aria-label="Navigasi">
        <NavLink to="/tiket-saya" className="item">
          Tiket Saya
        </NavLink>
        <NavLink to="/operator" end className="item">
          Dasbor
        </NavLink>
      </nav>
    </>
  );
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <AppRouter>
      <Probe />
    </AppRouter>,
  );
}

const text = (name: string) => screen.getByRole('status', { name }).textContent;

afterEach(cleanup);

describe('the router', () => {
  it('pushes, replaces and carries a navigation’s state, counting the visit’s entries', () => {
    renderAt('/login');
    expect(historyIndex()).toBe(0);
    act(() => navigate('/daftar-tiket?from=1&to=2&date=2026-11-30', { state: { from: '/akun' } }));
    expect(text('lokasi')).toBe('/daftar-tiket?from=1&to=2&date=2026-11-30');
    expect(text('tanggal')).toBe('2026-11-30');
    expect(text('state')).toBe('{"from":"/akun"}');
    expect(historyIndex()).toBe(1);
    act(() => navigate('/beranda', { replace: true }));
    expect(text('lokasi')).toBe('/beranda');
    expect(text('state')).toBe('null');
    expect(historyIndex()).toBe(1);
    expect(window.history.state).toEqual({ usr: null, idx: 1 });
  });

  it('replaces the entry on a link to the page already shown, pushes on another', async () => {
    renderAt('/login');
    await userEvent.click(screen.getByRole('link', { name: 'Beranda' }));
    expect(text('lokasi')).toBe('/beranda');
    expect(historyIndex()).toBe(1);
    await userEvent.click(screen.getByRole('link', { name: 'Beranda' }));
    expect(historyIndex()).toBe(1);
  });

  it('goes back with -1', async () => {
    renderAt('/login');
    act(() => navigate('/beranda'));
    act(() => navigate(-1));
    await screen.findByText('/login');
    expect(historyIndex()).toBe(0);
  });

  it('marks the current page in a navigation, and its sub-pages unless `end`', () => {
    renderAt('/tiket-saya/lama');
    const nav = screen.getByRole('navigation', { name: 'Navigasi' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Tiket Saya');
    expect(screen.getByRole('link', { name: 'Tiket Saya' })).toHaveClass('item', 'active');
    act(() => navigate('/operator/jadwal'));
    expect(screen.getByRole('link', { name: 'Dasbor' })).not.toHaveAttribute('aria-current');
    act(() => navigate('/operator'));
    expect(screen.getByRole('link', { name: 'Dasbor' })).toHaveAttribute('aria-current', 'page');
  });
});
