// daftar-tiket's first paint (issue #25): the frame the server renders from the page's data (the
// tabs and the first page's cards, at the data's time), its hydration, and the screen starting
// from the same data without asking for page 0 again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, StaticRouter } from './memory-router';
import type { ReactNode } from 'react';
import type { Schedule } from '../../src/api/schedules';
import { createApiClient, setApiClient } from '../../src/api/client';
import DaftarTiketScreen, { Frame } from '../../src/screens/daftar-tiket/daftar-tiket-screen';
import { FirstPaintDataContext } from '../../src/hooks/first-paint';
import type { FirstPaintData } from '../../src/hooks/first-paint-data';
import { SessionProvider } from '../../src/hooks/session';
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

const data = (date: string, over: Partial<FirstPaintData> = {}): FirstPaintData => ({
  path: '/daftar-tiket',
  generatedAt: START - 5_000,
  routes: [simanindo, tigaras],
  schedules: {
    from: 1,
    to: 2,
    date,
    page: {
      schedules: [schedule(1, date, '12:00:00'), schedule(2, date, '14:30:00', 0)],
      has_more: true,
      fareFrom: 150_000,
    },
  },
  ...over,
});

const frameAt = (url: string, page: FirstPaintData | null) => (
  <FirstPaintDataContext value={page}>
    <StaticRouter location={url}>
      <Frame />
    </StaticRouter>
  </FirstPaintDataContext>
);

/** The markup's card headings (the departure times). */
const times = (html: string) => [...html.matchAll(/class="schedule-time">([^<]+)</g)].map((m) => m[1]);

let requests: string[];
function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  requests.push(url.pathname + url.search);
  const body = {
    status: 200,
    message: 'OK',
    data: { schedules: [schedule(9, '2026-11-23', '18:00:00')], has_more: false },
  };
  return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(START);
  requests = [];
  setApiClient(createApiClient({ baseUrl: 'http://test', fetch: fakeFetch as typeof fetch, getToken: () => null }));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  setApiClient(undefined);
  vi.useRealTimers();
});

describe('daftar-tiket first paint (issue #25)', () => {
  it("renders the tabs and the first page's cards from the data, at the data's time", () => {
    const html = renderToString(frameAt('/daftar-tiket?from=1&to=2&date=2026-11-23', data('2026-11-23')));
    expect(html).toContain('Daftar Tiket');
    expect(html).toContain('id="day-tab-2026-11-23"');
    expect(html).toMatch(/id="day-tab-2026-11-23"[^>]*aria-selected="true"/);
    expect(times(html)).toEqual(['12:00 WIB', '14:30 WIB']);
    expect(normaliseSpaces(html)).toContain('Rp 150.000');
    expect(html).toContain('Muat lebih banyak');
  });

  it('renders the selected tab (tanggal), and a past date from today, as the machine would', () => {
    const tab = renderToString(
      frameAt('/daftar-tiket?from=1&to=2&date=2026-11-23&tanggal=2026-11-25', data('2026-11-25')),
    );
    expect(tab).toMatch(/id="day-tab-2026-11-25"[^>]*aria-selected="true"/);
    expect(times(tab)).toEqual(['12:00 WIB', '14:30 WIB']);
    const past = renderToString(frameAt('/daftar-tiket?from=1&to=2&date=2026-11-01', data('2026-11-22')));
    expect(past).toMatch(/id="day-tab-2026-11-22"[^>]*aria-selected="true"/);
    expect(times(past)).toHaveLength(2);
  });

  it("shows a skeleton and no card without data, or with data of another day's page", () => {
    for (const [url, page] of [
      ['/daftar-tiket?from=1&to=2&date=2026-11-23', null],
      ['/daftar-tiket?from=1&to=2&date=2026-11-23&tanggal=2026-11-25', data('2026-11-23')],
      ['/daftar-tiket?from=2&to=1&date=2026-11-23', data('2026-11-23')],
    ] as const) {
      const html = renderToString(frameAt(url, page));
      expect(html, url).toContain('Memuat jadwal…');
      expect(times(html), url).toEqual([]);
    }
  });

  it('hydrates without a mismatch', async () => {
    vi.useRealTimers();
    const tree = frameAt('/daftar-tiket?from=1&to=2&date=2026-11-23', data('2026-11-23'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree, { onRecoverableError: (e) => recoverable.push(e) }),
    );
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(times(container.innerHTML)).toEqual(['12:00 WIB', '14:30 WIB']);
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });

  it('starts the screen from the data: its cards at once, no request for page 0', async () => {
    const page = data('2026-11-23');
    const wrap = (children: ReactNode) => (
      <FirstPaintDataContext value={page}>
        <MemoryRouter initialEntries={['/daftar-tiket?from=1&to=2&date=2026-11-23']}>
          <SessionProvider>{children}</SessionProvider>
        </MemoryRouter>
      </FirstPaintDataContext>
    );
    render(wrap(<DaftarTiketScreen />));
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['12:00 WIB', '14:30 WIB']);
    expect(normaliseSpaces(cards[0]!.textContent ?? '')).toContain('Rp 150.000');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requests).toEqual([]);
    // Another tab asks as before.
    act(() => screen.getByRole('tab', { name: /Selasa 24/ }).click());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requests).toEqual(['/api/schedule/get-all/2026-11-24?fromRoute=1&toRoute=2&page=0&size=10']);
  });

  it('fetches page 0 as before when the data is not fresh any more', async () => {
    render(
      <FirstPaintDataContext value={data('2026-11-23', { generatedAt: START - 61_000 })}>
        <MemoryRouter initialEntries={['/daftar-tiket?from=1&to=2&date=2026-11-23']}>
          <SessionProvider>
            <DaftarTiketScreen />
          </SessionProvider>
        </MemoryRouter>
      </FirstPaintDataContext>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requests).toEqual(['/api/schedule/get-all/2026-11-23?fromRoute=1&toRoute=2&page=0&size=10']);
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});
