// search — the beranda search form (spec §2 beranda, §5 "Search").
//
//   loadingRoutes ──▶ ready (from = first route, to = second route, date = today in Jakarta)
//        │   ▲          │  SEARCH.FROM / SEARCH.TO / SEARCH.SWAP / SEARCH.DATE / SEARCH.BLUR
//        ▼   │ RETRY    └─ SEARCH.SUBMIT [valid] ──▶ submitted, running `toSchedules` (daftar-tiket)
//      failed
//
// Valid: both stops chosen, different, and a date from today to today + 7 (Jakarta calendar, read
// from the injectable `now` at the moment it is checked, so a form left open past midnight is
// judged by the new day). 'Keberangkatan dan tujuan tidak boleh sama' shows only once a dropdown
// was touched (changed or left); the date message once the date was touched.
// The spec is silent on a failing route list: we show it in `failed` with a retry. Issue #38: the
// last list this device had (storage `ports`, written whenever the form is ready) stands in when the
// request fails, offline above all, so the selects never stay on 'Memuat…' once a list was known.
import { assign, fromPromise, setup } from 'xstate';
import { getRoutes, type Route } from '../api/routes';
import { bookingWindow, isInBookingWindow, todayJakarta } from '../../kernel/time';
import { MSG } from '../../kernel/validation-messages';
import { shownErrors, touch, untouched, type FormState } from '../lib/form-state';
import { storage as defaultStorage, type TypedStorage } from '../lib/storage';

/** Where the last port list is kept (issue #38). */
export type SearchStorage = Pick<TypedStorage, 'get' | 'set'>;

let routesInFlight: Promise<Route[]> | undefined;
/**
 * GET /api/route/get-all, shared by concurrent callers: beranda's search form and its nearest
 * departures both need the list at the same moment, and one request serves both.
 */
export function loadRoutesShared(): Promise<Route[]> {
  routesInFlight ??= getRoutes().finally(() => {
    routesInFlight = undefined;
  });
  return routesInFlight;
}

export type SearchInput = {
  now?: () => number;
  /** The route list the page already holds (issue #25: the server's HTML): no request for it. */
  routes?: Route[];
  storage?: SearchStorage;
};

export type SearchContext = {
  routes: Route[];
  from: number | null;
  to: number | null;
  date: string;
  form: FormState<'route' | 'date'>;
  now: () => number;
  storage: SearchStorage;
};

export type SearchEvent =
  | { type: 'SEARCH.FROM'; routeId: number }
  | { type: 'SEARCH.TO'; routeId: number }
  | { type: 'SEARCH.SWAP' }
  | { type: 'SEARCH.DATE'; date: string }
  | { type: 'SEARCH.BLUR'; field: 'route' | 'date' }
  | { type: 'SEARCH.SUBMIT' }
  | { type: 'SEARCH.RETRY' };

export type SearchErrors = { route?: string; date?: string };

/** Every rule of the form, whether or not a field was touched. */
export function searchProblems(context: Pick<SearchContext, 'from' | 'to' | 'date' | 'now'>): SearchErrors {
  const problems: SearchErrors = {};
  if (context.from === null) problems.route = MSG.fromRequired;
  else if (context.to === null) problems.route = MSG.toRequired;
  else if (context.from === context.to) problems.route = MSG.sameRoute;
  if (context.date === '') problems.date = MSG.dateRequired;
  else if (!isInBookingWindow(context.date, context.now())) problems.date = MSG.dateOutOfWindow;
  return problems;
}

/** The messages to show now: a field's message only after it was touched. */
export function searchErrors(context: Omit<SearchContext, 'storage'>): SearchErrors {
  return shownErrors(context.form, searchProblems(context));
}

export function canSearch(context: Pick<SearchContext, 'from' | 'to' | 'date' | 'now'>): boolean {
  const problems = searchProblems(context);
  return !problems.route && !problems.date;
}

export type SearchQuery = { from: number; to: number; date: string };

/** The daftar-tiket address of a search: `/daftar-tiket?from=1&to=2&date=2026-11-23`. */
export function searchPath(params: SearchQuery): string {
  const query = new URLSearchParams({ from: String(params.from), to: String(params.to), date: params.date });
  return `/daftar-tiket?${query.toString()}`;
}

/** The query of a submitted form: the `valid` guard has just checked that both stops are chosen. */
function submittedQuery({ from, to, date }: SearchContext): SearchQuery {
  if (from === null || to === null) throw new Error('search: submitted without both stops');
  return { from, to, date };
}

/** The min and max of the date input (today..today+7, Jakarta). */
export function dateLimits(context: Pick<SearchContext, 'now'>): { min: string; max: string } {
  return bookingWindow(context.now());
}

/** The route list and the pair selected with it: the first two routes (Simanindo → Tigaras). */
export function withRoutes(routes: Route[]): Pick<SearchContext, 'routes' | 'from' | 'to'> {
  return { routes, from: routes[0]?.id ?? null, to: routes[1]?.id ?? null };
}

export const searchMachine = setup({
  types: {
    input: {} as SearchInput,
    context: {} as SearchContext,
    events: {} as SearchEvent,
  },
  actors: {
    loadRoutes: fromPromise<Route[]>(() => loadRoutesShared()),
  },
  guards: {
    valid: ({ context }) => canSearch(context),
    hasRoutes: ({ context }) => context.routes.length > 0,
    hasKeptRoutes: ({ context }) => (context.storage.get('ports')?.length ?? 0) > 0,
  },
  actions: {
    setRoutes: assign((_, routes: Route[]) => withRoutes(routes)),
    useKeptRoutes: assign(({ context }) => withRoutes(context.storage.get('ports') ?? [])),
    keepRoutes: ({ context }) => context.storage.set('ports', context.routes),
    setFrom: assign(({ event }) => (event.type === 'SEARCH.FROM' ? { from: event.routeId } : {})),
    setTo: assign(({ event }) => (event.type === 'SEARCH.TO' ? { to: event.routeId } : {})),
    swap: assign(({ context }) => ({ from: context.to, to: context.from })),
    setDate: assign(({ event }) => (event.type === 'SEARCH.DATE' ? { date: event.date } : {})),
    touch: assign(({ context }, params: { field: 'route' | 'date' }) => ({ form: touch(context.form, params.field) })),
    logError: (_, params: { error: unknown }) => {
      console.error('search: loading the routes failed', params.error);
    },
    toSchedules: (_, _params: SearchQuery) => {},
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    return {
      ...withRoutes(input.routes ?? []),
      date: todayJakarta(now()),
      form: untouched<'route' | 'date'>(),
      now,
      storage: input.storage ?? defaultStorage,
    };
  },
  initial: 'loadingRoutes',
  states: {
    loadingRoutes: {
      // Started with the route list (issue #25): ready at once, the request never made.
      always: { guard: 'hasRoutes', target: 'ready' },
      invoke: {
        id: 'loadRoutes',
        src: 'loadRoutes',
        onDone: { target: 'ready', actions: { type: 'setRoutes', params: ({ event }) => event.output } },
        onError: [
          // Offline (issue #38): the last list this device had, when there is one.
          {
            guard: 'hasKeptRoutes',
            target: 'ready',
            actions: ['useKeptRoutes', { type: 'logError', params: ({ event }) => ({ error: event.error }) }],
          },
          { target: 'failed', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      on: { 'SEARCH.RETRY': 'loadingRoutes' },
    },
    ready: {
      // The list the form shows is the one to fall back to next time (issue #38).
      entry: 'keepRoutes',
      on: {
        'SEARCH.FROM': { actions: ['setFrom', { type: 'touch', params: { field: 'route' } }] },
        'SEARCH.TO': { actions: ['setTo', { type: 'touch', params: { field: 'route' } }] },
        'SEARCH.SWAP': { actions: 'swap' },
        'SEARCH.DATE': { actions: ['setDate', { type: 'touch', params: { field: 'date' } }] },
        'SEARCH.BLUR': { actions: { type: 'touch', params: ({ event }) => ({ field: event.field }) } },
        'SEARCH.SUBMIT': {
          guard: 'valid',
          target: 'submitted',
          actions: { type: 'toSchedules', params: ({ context }) => submittedQuery(context) },
        },
      },
    },
    submitted: { type: 'final' },
  },
});
