// home — beranda below the search form (spec §2 beranda, §8 "Ticket search failure on home").
//
// Three parallel regions:
//  - splash:   the logo for 3 s on the first visit only. `firstView` in storage remembers that the
//              splash was shown (set when it starts, so a reload during it does not show it again;
//              logout clears all storage, so the next visitor on the device sees it once more).
//  - crossing: logged in → GET transactions isActive=true&paid=true&page=0&size=1; when the first
//              one departs in the future (Jakarta), 'Penyeberanganmu Selanjutnya' with a countdown
//              refreshed every 10 s (and left for the nearest departures once it has departed);
//              otherwise (also anonymous, also on a failed call: only logged) 'Keberangkatan
//              Terdekat': 3 departures today per direction, each direction failing silently into an
//              empty list, refreshed for display every 10 s.
//  - profile:  after the splash, the 'Lengkapi informasi Akun Anda...' prompt when the stored user
//              lacks age, gender or domicile; 'Nanti Saja' closes it, 'Lengkapi Sekarang' ends in
//              `completing`, running `toProfile` (the screen supplies it: informasi-akun).
// `nowMs` is the clock reading the screen renders countdowns with; it moves on every refresh.
import { and, assign, fromPromise, setup, stateIn } from 'xstate';
import type { Route } from '../api/routes';
import { getSchedules, type Schedule } from '../api/schedules';
import { getUserTransactions, type TransactionListItem } from '../api/transactions';
import { isHiddenDeparture } from '../../kernel/countdown';
import { storage as defaultStorage, type StoredUser, type TypedStorage } from '../lib/storage';
import { departureEpochMs, todayJakarta } from '../../kernel/time';
import { PORT_SIMANINDO, PORT_TIGARAS } from '../../kernel/constants';
import { loadRoutesShared, searchPath } from './search.machine';

export const SPLASH_MS = 3_000;
export const HOME_REFRESH_MS = 10_000;
/** Spec §9: nearest departures, 3 per direction; next paid departure, 1. */
export const NEAREST_PAGE_SIZE = 3;

export type HomeStorage = Pick<TypedStorage, 'get' | 'set'>;

export type NearestDepartures = {
  date: string;
  simanindo: Route | null;
  tigaras: Route | null;
  simanindoToTigaras: Schedule[];
  tigarasToSimanindo: Schedule[];
};

export type HomeInput = {
  /** Whether a valid session exists (no transaction call without a token). */
  authenticated: boolean;
  user: StoredUser | null;
  now?: () => number;
  storage?: HomeStorage;
};

export type HomeContext = {
  authenticated: boolean;
  user: StoredUser | null;
  now: () => number;
  storage: HomeStorage;
  /** The time the screen shows countdowns for; refreshed every 10 s. */
  nowMs: number;
  /** True when this visit shows the splash (the screen keeps it mounted to fade it out). */
  splashShown: boolean;
  nextCrossing: TransactionListItem | null;
  nearest: NearestDepartures | null;
};

export type HomeEvent = { type: 'PROFILE.LATER' } | { type: 'PROFILE.COMPLETE' };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** GET /api/schedule/get-all/{date}?fromRoute&toRoute&page=0&size=3; a failure is an empty list. */
async function nearestOneWay(date: string, from: Route | null, to: Route | null): Promise<Schedule[]> {
  if (!from || !to) return [];
  try {
    const page = await getSchedules({ date, fromRoute: from.id, toRoute: to.id, page: 0, size: NEAREST_PAGE_SIZE });
    return page.schedules.slice(0, NEAREST_PAGE_SIZE);
  } catch {
    return [];
  }
}

export async function loadNearestDepartures(date: string): Promise<NearestDepartures> {
  const routes = await loadRoutesShared();
  const simanindo = routes.find((r) => sameName(r.route, PORT_SIMANINDO)) ?? null;
  const tigaras = routes.find((r) => sameName(r.route, PORT_TIGARAS)) ?? null;
  const [simanindoToTigaras, tigarasToSimanindo] = await Promise.all([
    nearestOneWay(date, simanindo, tigaras),
    nearestOneWay(date, tigaras, simanindo),
  ]);
  return { date, simanindo, tigaras, simanindoToTigaras, tigarasToSimanindo };
}

export function emptyNearest(date: string): NearestDepartures {
  return { date, simanindo: null, tigaras: null, simanindoToTigaras: [], tigarasToSimanindo: [] };
}

/** The stored user lacks age, gender or domicile. */
export function isProfileIncomplete(user: StoredUser | null): boolean {
  if (!user) return false;
  const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';
  return user.age === null || user.age === undefined || blank(user.gender) || blank(user.domicile);
}

function departsAfter(tx: TransactionListItem | null, nowMs: number): boolean {
  if (!tx) return false;
  return departureEpochMs(tx.schedule.issuedDate, tx.schedule.issuedTime) > nowMs;
}

/**
 * 'Lihat semua': the search of the direction that had results, Simanindo → Tigaras first, else
 * Tigaras → Simanindo; null when neither had any.
 */
export function seeAllPath(nearest: NearestDepartures | null): string | null {
  if (!nearest || !nearest.simanindo || !nearest.tigaras) return null;
  const { simanindo, tigaras, date } = nearest;
  if (nearest.simanindoToTigaras.length > 0) return searchPath({ from: simanindo.id, to: tigaras.id, date });
  if (nearest.tigarasToSimanindo.length > 0) return searchPath({ from: tigaras.id, to: simanindo.id, date });
  return null;
}

/** The nearest departures still open at `nowMs` (those under 60 minutes away drop out as time passes). */
export function visibleNearest(schedules: Schedule[], nowMs: number): Schedule[] {
  return schedules.filter((s) => !isHiddenDeparture(s.issuedDate, s.issuedTime, nowMs));
}

export const homeMachine = setup({
  types: {
    input: {} as HomeInput,
    context: {} as HomeContext,
    events: {} as HomeEvent,
  },
  actors: {
    loadNextCrossing: fromPromise<TransactionListItem | null>(async () => {
      const page = await getUserTransactions({ isActive: true, paid: true, page: 0, size: 1 });
      return page.transactions[0] ?? null;
    }),
    loadNearest: fromPromise<NearestDepartures, { date: string }>(({ input }) => loadNearestDepartures(input.date)),
  },
  guards: {
    noSplash: ({ context }) => !context.splashShown,
    anonymous: ({ context }) => !context.authenticated,
    departsInFuture: ({ context }, tx: TransactionListItem | null) => departsAfter(tx, context.now()),
    departed: ({ context }) => !departsAfter(context.nextCrossing, context.now()),
    profileIncomplete: ({ context }) => isProfileIncomplete(context.user),
    splashOver: stateIn('#home.splash.done'),
  },
  actions: {
    rememberFirstView: ({ context }) => context.storage.set('firstView', true),
    tick: assign(({ context }) => ({ nowMs: context.now() })),
    setNextCrossing: assign((_, tx: TransactionListItem | null) => ({ nextCrossing: tx })),
    clearNextCrossing: assign({ nextCrossing: null }),
    setNearest: assign((_, nearest: NearestDepartures) => ({ nearest })),
    setNoNearest: assign(({ context }) => ({ nearest: emptyNearest(todayJakarta(context.now())) })),
    logError: (_, params: { error: unknown }) => {
      console.error('home: loading the next crossing failed', params.error);
    },
    toProfile: () => {},
  },
  delays: {
    splash: SPLASH_MS,
    refresh: HOME_REFRESH_MS,
  },
}).createMachine({
  id: 'home',
  type: 'parallel',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    const storage = input.storage ?? defaultStorage;
    return {
      authenticated: input.authenticated,
      user: input.user,
      now,
      storage,
      nowMs: now(),
      splashShown: storage.get('firstView') !== true,
      nextCrossing: null,
      nearest: null,
    };
  },
  states: {
    splash: {
      initial: 'showing',
      states: {
        showing: {
          always: { guard: 'noSplash', target: 'done' },
          entry: 'rememberFirstView',
          after: { splash: 'done' },
        },
        done: {},
      },
    },
    crossing: {
      initial: 'loadingNext',
      states: {
        loadingNext: {
          // No transaction call without a token: an anonymous visitor goes straight on (an actor
          // invoked in a state left at once is never started).
          always: { guard: 'anonymous', target: 'nearest' },
          invoke: {
            id: 'loadNextCrossing',
            src: 'loadNextCrossing',
            onDone: [
              {
                guard: { type: 'departsInFuture', params: ({ event }) => event.output },
                target: 'next',
                actions: ['tick', { type: 'setNextCrossing', params: ({ event }) => event.output }],
              },
              { target: 'nearest' },
            ],
            onError: {
              target: 'nearest',
              actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        // 'Penyeberanganmu Selanjutnya'
        next: {
          after: {
            refresh: [
              { guard: 'departed', target: 'nearest', actions: ['tick', 'clearNextCrossing'] },
              { target: 'next', reenter: true, actions: 'tick' },
            ],
          },
        },
        // 'Keberangkatan Terdekat'
        nearest: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadNearest',
                src: 'loadNearest',
                input: ({ context }) => ({ date: todayJakarta(context.now()) }),
                onDone: {
                  target: 'ready',
                  actions: ['tick', { type: 'setNearest', params: ({ event }) => event.output }],
                },
                // The route list failed: the same silent empty list as a failed search.
                onError: { target: 'ready', actions: ['tick', 'setNoNearest'] },
              },
            },
            ready: {
              after: { refresh: { target: 'ready', reenter: true, actions: 'tick' } },
            },
          },
        },
      },
    },
    profile: {
      initial: 'waiting',
      states: {
        // Not over the splash: the prompt waits until it is gone.
        waiting: {
          always: [
            { guard: and(['splashOver', 'profileIncomplete']), target: 'prompting' },
            { guard: 'splashOver', target: 'closed' },
          ],
        },
        prompting: {
          on: { 'PROFILE.LATER': 'closed', 'PROFILE.COMPLETE': { target: 'completing', actions: 'toProfile' } },
        },
        // Left for informasi-akun.
        completing: {},
        closed: {},
      },
    },
  },
});
