// home — beranda below the search form (spec §2 beranda, §8 "Ticket search failure on home").
//
// Four parallel regions:
//  - splash:   the logo for 3 s on the first visit only. `firstView` in storage remembers that the
//              splash was shown (set when it starts, so a reload during it does not show it again;
//              logout clears all storage, so the next visitor on the device sees it once more).
//  - crossing: logged in → the next crossing (./home-data.ts: the soonest paid departure not yet
//              boarded nor departed, issue #21); when it departs in the future (Jakarta),
//              'Penyeberanganmu Selanjutnya' with a countdown refreshed every 10 s, and once it has
//              departed the next one is asked for; otherwise (also anonymous, also on a failed
//              call: only logged) 'Keberangkatan Terdekat': 3 departures today per direction, each
//              direction failing silently into an empty list, refreshed for display every 10 s.
//  - profile:  after the splash, the 'Lengkapi informasi Akun Anda...' prompt when the stored user
//              lacks age, gender or domicile; 'Nanti Saja' closes it for the rest of the day
//              (`profilePromptLater`, issue #21), 'Lengkapi Sekarang' ends in `completing`, running
//              `toProfile` (the screen supplies it: informasi-akun).
//  - network:  (issue #21, beyond the spec) unknown → online ⇄ offline, as the `connectivity`
//              actor reports (the current state first, then every change). Not online, the prompt
//              waits (it leads to a form that needs the network); offline, a failed load is said
//              to be for want of network (beranda reads `nearest.failed`); back online, a failed
//              load is tried again.
// `nowMs` is the clock reading the screen renders countdowns with; it moves on every refresh.
import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';
import type { TransactionListItem } from '../api/transactions';
import { storage as defaultStorage, type StoredUser, type TypedStorage } from '../lib/storage';
import { todayJakarta } from '../../kernel/time';
import {
  browserNetwork,
  departsAfter,
  failedNearest,
  isProfileIncomplete,
  loadNearestDepartures,
  loadNextCrossing,
  type NearestDepartures,
  type NetworkEvent,
} from './home-data';

export {
  isProfileIncomplete,
  loadNearestDepartures,
  NEAREST_PAGE_SIZE,
  seeAllPath,
  visibleNearest,
  type NearestDepartures,
} from './home-data';

export const SPLASH_MS = 3_000;
export const HOME_REFRESH_MS = 10_000;

export type HomeStorage = Pick<TypedStorage, 'get' | 'set'>;

export type HomeInput = {
  /** Whether a valid session exists (no transaction call without a token). */
  authenticated: boolean;
  user: StoredUser | null;
  now?: () => number;
  storage?: HomeStorage;
  /**
   * 'Keberangkatan Terdekat' as the page already holds it (issue #25: the server's HTML, fresh by
   * the search cache's rules): the first load of the nearest departures uses it instead of asking.
   */
  nearest?: NearestDepartures;
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
  /** The Jakarta day of the last 'Nanti Saja' (stored as profilePromptLater), if any. */
  promptLaterDay: string | null;
  nextCrossing: TransactionListItem | null;
  /** The next crossing's call failed (tried again when the network comes back). */
  nextFailed: boolean;
  nearest: NearestDepartures | null;
  /** The page's nearest departures (input.nearest), used once by the first load, then dropped. */
  pageNearest: NearestDepartures | null;
};

export type HomeEvent = { type: 'PROFILE.LATER' } | { type: 'PROFILE.COMPLETE' } | NetworkEvent;

export const homeMachine = setup({
  types: {
    input: {} as HomeInput,
    context: {} as HomeContext,
    events: {} as HomeEvent,
  },
  actors: {
    loadNextCrossing: fromPromise<TransactionListItem | null>(() => loadNextCrossing()),
    loadNearest: fromPromise<NearestDepartures, { date: string }>(({ input }) => loadNearestDepartures(input.date)),
    connectivity: browserNetwork,
  },
  guards: {
    noSplash: ({ context }) => !context.splashShown,
    pageHasNearest: ({ context }) => context.pageNearest !== null,
    anonymous: ({ context }) => !context.authenticated,
    departsInFuture: ({ context }, tx: TransactionListItem | null) => departsAfter(tx, context.now()),
    departed: ({ context }) => !departsAfter(context.nextCrossing, context.now()),
    /** Incomplete, and no 'Nanti Saja' yet today (Jakarta). */
    promptWanted: ({ context }) =>
      isProfileIncomplete(context.user) && context.promptLaterDay !== todayJakarta(context.now()),
    splashOver: stateIn('#home.splash.done'),
    online: stateIn('#home.network.online'),
    loadFailed: ({ context }) => context.nextFailed || context.nearest?.failed === true,
  },
  actions: {
    rememberFirstView: ({ context }) => context.storage.set('firstView', true),
    /** 'Nanti Saja': closed for the rest of this day (Jakarta), on this visit and the next ones. */
    postponeProfile: assign(({ context }) => ({ promptLaterDay: todayJakarta(context.now()) })),
    storePostponed: ({ context }) => context.storage.set('profilePromptLater', todayJakarta(context.now())),
    tick: assign(({ context }) => ({ nowMs: context.now() })),
    setNextCrossing: assign((_, tx: TransactionListItem | null) => ({ nextCrossing: tx, nextFailed: false })),
    clearNextCrossing: assign({ nextCrossing: null }),
    setNextFailed: assign({ nextFailed: true }),
    setNearest: assign((_, nearest: NearestDepartures) => ({ nearest })),
    takePageNearest: assign(({ context }) => ({ nearest: context.pageNearest, pageNearest: null })),
    setNoNearest: assign(({ context }) => ({ nearest: failedNearest(todayJakarta(context.now())) })),
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
      promptLaterDay: storage.get('profilePromptLater'),
      nextCrossing: null,
      nextFailed: false,
      nearest: null,
      pageNearest: input.nearest ?? null,
    };
  },
  invoke: { id: 'connectivity', src: 'connectivity' },
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
              { target: 'nearest', actions: { type: 'setNextCrossing', params: null } },
            ],
            onError: {
              target: 'nearest',
              actions: ['setNextFailed', { type: 'logError', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
        // 'Penyeberanganmu Selanjutnya'; once it has departed, the next one is asked for.
        next: {
          after: {
            refresh: [
              { guard: 'departed', target: 'loadingNext', actions: ['tick', 'clearNextCrossing'] },
              { target: 'next', reenter: true, actions: 'tick' },
            ],
          },
        },
        // 'Keberangkatan Terdekat'
        nearest: {
          initial: 'loading',
          states: {
            loading: {
              // The page came with them (issue #25): shown at once, not asked for again.
              always: { guard: 'pageHasNearest', target: 'ready', actions: ['tick', 'takePageNearest'] },
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
              // Back online after a failed load: ask again.
              on: { 'NETWORK.ONLINE': { guard: 'loadFailed', target: '#home.crossing.loadingNext' } },
            },
          },
        },
      },
    },
    profile: {
      initial: 'waiting',
      states: {
        // Not over the splash, nor offline: the prompt waits until it is gone.
        waiting: {
          always: [
            { guard: and(['splashOver', 'promptWanted', 'online']), target: 'prompting' },
            { guard: and(['splashOver', not('promptWanted')]), target: 'closed' },
          ],
        },
        prompting: {
          on: {
            'PROFILE.LATER': { target: 'closed', actions: ['postponeProfile', 'storePostponed'] },
            'PROFILE.COMPLETE': { target: 'completing', actions: 'toProfile' },
          },
        },
        // Left for informasi-akun.
        completing: {},
        closed: {},
      },
    },
    network: {
      // Until `connectivity` first reports, the network is not known (no prompt yet).
      initial: 'unknown',
      states: {
        unknown: { on: { 'NETWORK.ONLINE': 'online', 'NETWORK.OFFLINE': 'offline' } },
        online: { on: { 'NETWORK.OFFLINE': 'offline' } },
        offline: { on: { 'NETWORK.ONLINE': 'online' } },
      },
    },
  },
});
