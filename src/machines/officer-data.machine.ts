// officerData — what an officer's screen shows (today's departures, a manifest), kept on the phone
// for the dock without signal (issue #10).
//
//   loading ─(done)─→ fresh ─(after 30 s / REFRESH)─→ loading
//      └─(error)─→ stale (a kept copy exists: shown, marked offline) ─RETRY/after 30 s─→ loading
//               └→ failed (nothing kept) ─RETRY─→ loading
//
// The `load` actor fetches and keeps the copy (src/lib/officer-storage.ts); `cached` is the kept
// copy at start, shown while loading. The moment the phone is back online (the window's `online`
// event) it loads again (REFRESH), so a departure held or cancelled meanwhile reaches the offline
// verdict at once (issue #37), not only at the next 30-second tick. `now` is the clock's time at start and after every load (the
// screen tells departed sailings from the coming ones by it, issue #21); `clock` gives it.
import { assign, fromCallback, fromPromise, setup } from 'xstate';

export type OfficerDataInput<T> = { cached: T | null; clock?: () => number };
export type OfficerDataContext<T> = { data: T | null; now: number; clock: () => number };
export type OfficerDataEvent = { type: 'REFRESH' } | { type: 'RETRY' };

export const OFFICER_REFRESH_MS = 30_000;

export const officerDataMachine = setup({
  types: {
    input: {} as OfficerDataInput<unknown>,
    context: {} as OfficerDataContext<unknown>,
    events: {} as OfficerDataEvent,
  },
  actors: {
    load: fromPromise<unknown, void>(async () => {
      throw new Error('load not provided');
    }),
    reconnect: fromCallback<OfficerDataEvent>(({ sendBack }) => {
      if (typeof window === 'undefined') return undefined;
      const online = () => sendBack({ type: 'REFRESH' });
      window.addEventListener('online', online);
      return () => window.removeEventListener('online', online);
    }),
  },
  guards: {
    hasCopy: ({ context }) => context.data !== null,
  },
  actions: {
    tick: assign({ now: ({ context }) => context.clock() }),
  },
  delays: { refresh: OFFICER_REFRESH_MS },
}).createMachine({
  id: 'officerData',
  context: ({ input }) => {
    const clock = input.clock ?? Date.now;
    return { data: input.cached, now: clock(), clock };
  },
  invoke: { id: 'reconnect', src: 'reconnect' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'fresh', actions: assign({ data: ({ event }) => event.output }) },
        onError: [{ guard: 'hasCopy', target: 'stale' }, { target: 'failed' }],
      },
    },
    fresh: {
      entry: 'tick',
      after: { refresh: 'loading' },
      on: { REFRESH: 'loading' },
    },
    stale: {
      entry: 'tick',
      after: { refresh: 'loading' },
      on: { RETRY: 'loading', REFRESH: 'loading' },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});
