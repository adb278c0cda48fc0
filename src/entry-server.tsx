// The server's side of the first paint (issue #25, src/hooks/first-paint.ts): built by scripts/vite-prerender.ts (a plugin of vite.config.ts)
// `prerender` plugin into dist/.vite/ssr/ (an SSR build of the same modules), then
//  - at build time: `renderFrame(path)` for every route of the route table, written to
//    dist/.vite/prerender.json, which server/http/spa.ts puts into each page's #root;
//  - at request time (server/http/spa.ts): `loadFirstPaintData` and `renderFrame(url, data)` for
//    beranda and daftar-tiket, whose frames show public data (src/hooks/first-paint-data.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppRouter } from './lib/router';
import { ensureTemporal } from '../kernel/temporal';
import { todayJakarta } from '../kernel/time';
import { AppRoutes, preloadRoute } from './app';
import { createApiClient, setApiClient } from './api/client';
import { getRoutes } from './api/routes';
import { getSchedules } from './api/schedules';
import { loadNearestDepartures } from './machines/home-data';
import { NO_STORAGE, resolveStart, SCHEDULE_PAGE_SIZE } from './machines/schedule-list.machine';
import { screenModules } from './route-table';
import { FirstPaintContext, FirstPaintDataContext } from './hooks/first-paint';
import { FIRST_PAINT_DATA_ID, type FirstPaintData } from './hooks/first-paint-data';
import { StaticLanguage } from './hooks/language';
import { DEFAULT_LANGUAGE, type Language } from '../kernel/language';

export { FIRST_PAINT_DATA_ID };

/** Every screen's path pattern (`/tiket-detail/:id`), in route-table order. */
export const ROUTE_PATHS: string[] = screenModules().map((s) => s.path);

/** The paths whose frames carry public data, rendered per request. */
export const DATA_PATHS: string[] = ['/beranda', '/daftar-tiket'];

/** The markup of #root for `url` in first-paint mode, in `language` (issue #40). */
export async function renderFrame(
  url: string,
  data: FirstPaintData | null = null,
  language: Language = DEFAULT_LANGUAGE,
): Promise<string> {
  await ensureTemporal();
  await preloadRoute(new URL(url, 'http://frame').pathname);
  return renderToString(
    <StrictMode>
      <StaticLanguage language={language}>
        <FirstPaintContext value={true}>
          <FirstPaintDataContext value={data}>
            <AppRouter ssrPath={url}>
              <AppRoutes />
            </AppRouter>
          </FirstPaintDataContext>
        </FirstPaintContext>
      </StaticLanguage>
    </StrictMode>,
  );
}

/**
 * Points the API client of this module at the server itself (`fetch` answers in-process), with no
 * session: only public calls.
 */
export function setServerFetch(fetch: typeof globalThis.fetch): void {
  setApiClient(createApiClient({ baseUrl: 'http://server', fetch, getToken: () => null, getCookie: () => null }));
}

/**
 * The public data of `url`'s first paint, fetched now through the API (and so its search cache),
 * or null: another path, a search the address does not name, or a call that failed (the page
 * then fetches it as before).
 */
export async function loadFirstPaintData(url: string, nowMs: number): Promise<FirstPaintData | null> {
  await ensureTemporal();
  const { pathname, searchParams } = new URL(url, 'http://frame');
  try {
    if (pathname === '/beranda') {
      const [routes, nearest] = await Promise.all([getRoutes(), loadNearestDepartures(todayJakarta(nowMs))]);
      return nearest.failed ? null : { path: pathname, generatedAt: nowMs, routes, nearest };
    }
    if (pathname === '/daftar-tiket') {
      // The page the screen loads first (its machine's own start, src/machines/schedule-list-data.ts):
      // the selected tab's, the date clamped to the booking window at `nowMs`. No storage here: an
      // address without a usable search gets no data.
      const query = {
        from: searchParams.get('from'),
        to: searchParams.get('to'),
        date: searchParams.get('date'),
        tanggal: searchParams.get('tanggal'),
      };
      const { params, listDate } = resolveStart({ query }, NO_STORAGE, nowMs);
      if (!params) return null;
      const [routes, page] = await Promise.all([
        getRoutes(),
        getSchedules({ date: listDate, fromRoute: params.from, toRoute: params.to, page: 0, size: SCHEDULE_PAGE_SIZE }),
      ]);
      return {
        path: pathname,
        generatedAt: nowMs,
        routes,
        schedules: { from: params.from, to: params.to, date: listDate, page },
      };
    }
  } catch {
    return null;
  }
  return null;
}

// Its tabs cross a month: the month's label is drawn too.
const SAMPLE_DAY = '2030-01-29';
const simanindo = { id: 1, route: 'Simanindo' };
const tigaras = { id: 2, route: 'Tigaras' };
const sample = (id: number, qty: number, status?: 'stopped') => ({
  id,
  issuedTime: `0${id}:00:00`,
  issuedDate: SAMPLE_DAY,
  fromRoute: simanindo,
  toRoute: tigaras,
  qty,
  ...(status ? { status, closure: { reason: 'cuaca' as const, note: 'Angin kencang', windKnots: 20 } } : {}),
});
const SAMPLE_SCHEDULES = [sample(7, 12), sample(8, 0), sample(9, 3, 'stopped')];

/**
 * For the build's critical CSS only (vite.config.ts): a frame with data as it looks with every
 * kind of row (space left, sold out, stopped), so its rules are in the page's inline CSS whatever
 * the server's data holds. Never shown.
 */
export const SAMPLE_DATA: Record<string, FirstPaintData> = {
  '/beranda': {
    path: '/beranda',
    generatedAt: Date.UTC(2030, 0, 28, 17),
    routes: [simanindo, tigaras],
    nearest: {
      date: SAMPLE_DAY,
      simanindo,
      tigaras,
      simanindoToTigaras: SAMPLE_SCHEDULES,
      tigarasToSimanindo: [],
      failed: false,
    },
  },
  '/daftar-tiket': {
    path: '/daftar-tiket',
    generatedAt: Date.UTC(2030, 0, 28, 17),
    routes: [simanindo, tigaras],
    schedules: {
      from: 1,
      to: 2,
      date: SAMPLE_DAY,
      page: { schedules: SAMPLE_SCHEDULES, has_more: true, fareFrom: 150000 },
    },
  },
};
