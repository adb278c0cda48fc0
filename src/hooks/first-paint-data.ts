// Public data in the page (issue #25): where the largest paint is public data — beranda's nearest
// departures, daftar-tiket's first page — the server puts it in the HTML at request time, as
// `<script type="application/json" id="first-paint-data">` beside the frame that renders it
// (server/http/spa.ts, ./entry-server.tsx). The answers come from the API itself (its search
// cache and its rules), fetched in-process through the same client functions the machines call.
//
// The client reads it once, before hydrating (src/main.tsx), and checks it against the contract's
// shapes (./first-paint-schema.ts: storage's checks, not zod, issue #36). Stale data cannot
// outlive the search cache's rules (server/schedules/cache.ts): data older than 60 s by the
// browser's clock (the cache keeps an answer at most 60 s; a skewed clock merely makes the page
// fetch again), or holding a departure now under 60 minutes away (the search shows none such, and
// the cache drops an answer once its earliest departure gets that close), is not used: the page then renders from
// scratch and fetches, as it did before. A screen takes the data as its machines' starting point
// only while it is that fresh (`freshFirstPaintData`), so coming back to beranda later fetches.
import type { Route } from '../api/routes';
import type { Schedule, SchedulePage } from '../api/schedules';
import type { NearestDepartures } from '../machines/home-data';
import { departureEpochMs } from '../../kernel/time';
import { INVALID } from '../lib/storage-check';
import { firstPaintDataCheck } from './first-paint-schema';

export const FIRST_PAINT_DATA_ID = 'first-paint-data';
/** The search cache's longest life for an answer (server/schedules/cache.ts). */
export const FIRST_PAINT_MAX_AGE_MS = 60_000;
/** The cache keeps no answer whose earliest departure is under 60 minutes away. */
export const FIRST_PAINT_MIN_LEAD_MS = 60 * 60_000;

export type FirstPaintData = {
  /** The route the data belongs to: '/beranda' or '/daftar-tiket'. */
  path: string;
  /** The server's clock when it fetched the answers (epoch ms); the frame renders with it as now. */
  generatedAt: number;
  /** GET /api/route/get-all. */
  routes: Route[];
  /** beranda: 'Keberangkatan Terdekat' as home-data.ts loads it. */
  nearest?: NearestDepartures;
  /** daftar-tiket: the first page of the search in the address. */
  schedules?: { from: number; to: number; date: string; page: SchedulePage };
};

/** The departures the data shows (their `departureAt`, epoch ms in Jakarta time). */
function departures(data: FirstPaintData): Schedule[] {
  return [
    ...(data.nearest?.simanindoToTigaras ?? []),
    ...(data.nearest?.tigarasToSimanindo ?? []),
    ...(data.schedules?.page.schedules ?? []),
  ];
}

/** Whether `data` may still be shown at `nowMs` under the search cache's rules. */
export function isFresh(data: FirstPaintData, nowMs: number): boolean {
  const age = nowMs - data.generatedAt;
  if (age > FIRST_PAINT_MAX_AGE_MS || age < -FIRST_PAINT_MAX_AGE_MS) return false;
  return departures(data).every((s) => departureEpochMs(s.issuedDate, s.issuedTime) - nowMs >= FIRST_PAINT_MIN_LEAD_MS);
}

/**
 * Reads and checks the page's data: `null` when the page carries none, `'stale'` when it carries
 * some that is malformed or too old (the page must then not hydrate its frame), else the data.
 */
export async function readFirstPaintData(doc: Document, nowMs: number): Promise<FirstPaintData | null | 'stale'> {
  const element = doc.getElementById(FIRST_PAINT_DATA_ID);
  if (!element) return null;
  let json: unknown;
  try {
    json = JSON.parse(element.textContent ?? '');
  } catch {
    return 'stale';
  }
  const checked = firstPaintDataCheck(json);
  if (checked === INVALID) return 'stale';
  const data = checked as FirstPaintData;
  return isFresh(data, nowMs) ? data : 'stale';
}
