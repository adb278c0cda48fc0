// syncQueue — the officer's scans recorded without signal (issue #10), kept on the phone and sent
// when the network is back.
//
//   idle ─ENQUEUE─→ syncing ─(done)─→ idle          syncing ─(error)─→ waiting ─(after 10 s)─→ syncing
//   idle ─(after 5 s, while `synced`)─→ idle, the confirmation ended
//   idle/waiting ─ONLINE/SYNC (something queued)─→ syncing
//
// The queue is persisted (the `persist` action) on every change, so a closed browser loses
// nothing. The server resolves a ticket checked in on two phones deterministically (earliest scan
// wins); a scan that lost, or that the server refused, is kept in `conflicts` for the officer to
// see. `connectivity` (a callback actor) turns the browser's `online` event into ONLINE.
//
// A check-in the server confirmed can still lose later, to an earlier scan another phone syncs
// after it. So confirmed scans are kept (`confirmed`, at most CONFIRMED_MAX) and sent again with
// every sync, and every RECHECK_MS while idle: the server answers a known scan id with its current
// outcome, and one that lost moves to `conflicts` here too, whichever phone synced first.
//
// A sync that empties the queue without a conflict is confirmed (`synced`, issue #21: the phone
// says "Semua check-in tersinkron" instead of ending silently) for SYNCED_NOTICE_MS, or until the
// next check-in is queued.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { QueuedScan, SyncConflict } from '../lib/officer-storage';

export type SyncOutcome = {
  scanId: string;
  outcome: 'CHECKED_IN' | 'CONFLICT' | 'REFUSED';
  message: string;
  invoiceId: string;
};

export type SyncQueueInput = { queue?: QueuedScan[]; conflicts?: SyncConflict[]; confirmed?: QueuedScan[] };
export type SyncQueueContext = {
  queue: QueuedScan[];
  conflicts: SyncConflict[];
  confirmed: QueuedScan[];
  inFlight: string[];
  /** The last sync sent queued check-ins and all of them are in; shown for SYNCED_NOTICE_MS. */
  synced: boolean;
};
export type SyncQueueEvent =
  | { type: 'ENQUEUE'; scan: QueuedScan }
  | { type: 'CONFIRMED'; scan: QueuedScan }
  | { type: 'ONLINE' }
  | { type: 'SYNC' }
  | { type: 'CONFLICTS.CLEAR' };

export const SYNC_RETRY_MS = 10_000;
export const RECHECK_MS = 60_000;
export const CONFIRMED_MAX = 100;
export const SYNCED_NOTICE_MS = 5_000;

export const syncQueueMachine = setup({
  types: {
    input: {} as SyncQueueInput,
    context: {} as SyncQueueContext,
    events: {} as SyncQueueEvent,
  },
  actors: {
    sync: fromPromise<SyncOutcome[], { scans: QueuedScan[] }>(async () => {
      throw new Error('sync not provided');
    }),
    connectivity: fromCallback<SyncQueueEvent>(({ sendBack }) => {
      const online = () => sendBack({ type: 'ONLINE' });
      globalThis.addEventListener?.('online', online);
      return () => globalThis.removeEventListener?.('online', online);
    }),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    hasConfirmed: ({ context }) => context.confirmed.length > 0,
    announcing: ({ context }) => context.synced,
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) =>
        event.type === 'ENQUEUE' && !context.queue.some((q) => q.scanId === event.scan.scanId)
          ? [...context.queue, event.scan]
          : context.queue,
      synced: false,
    }),
    confirm: assign({
      confirmed: ({ context, event }) =>
        event.type === 'CONFIRMED'
          ? [...context.confirmed.filter((c) => c.scanId !== event.scan.scanId), event.scan].slice(-CONFIRMED_MAX)
          : context.confirmed,
    }),
    markInFlight: assign({ inFlight: ({ context }) => [...context.queue, ...context.confirmed].map((q) => q.scanId) }),
    settle: assign(({ context }, params: { results: SyncOutcome[] }) => {
      const answered = new Set(params.results.map((r) => r.scanId));
      const won = new Set(params.results.filter((r) => r.outcome === 'CHECKED_IN').map((r) => r.scanId));
      const lost = params.results
        .filter((r) => r.outcome !== 'CHECKED_IN')
        .map((r) => ({ scanId: r.scanId, invoiceId: r.invoiceId, message: r.message, outcome: r.outcome }));
      const stillWinning = [...context.confirmed, ...context.queue].filter((q) => won.has(q.scanId));
      const queue = context.queue.filter((q) => !answered.has(q.scanId));
      return {
        queue,
        synced: context.queue.length > 0 && queue.length === 0 && lost.length === 0,
        confirmed: [...context.confirmed.filter((c) => !answered.has(c.scanId)), ...stillWinning].slice(-CONFIRMED_MAX),
        conflicts: [...context.conflicts, ...lost.filter((l) => !context.conflicts.some((c) => c.scanId === l.scanId))],
        inFlight: [],
      };
    }),
    clearConflicts: assign({ conflicts: [] }),
    endSyncedNotice: assign({ synced: false }),
    // Replaced by the app with the officer store (`.provide`); the default keeps nothing.
    persist: () => undefined,
  },
  delays: { retry: SYNC_RETRY_MS, recheck: RECHECK_MS, syncedNotice: SYNCED_NOTICE_MS },
}).createMachine({
  id: 'syncQueue',
  context: ({ input }) => ({
    queue: input.queue ?? [],
    conflicts: input.conflicts ?? [],
    confirmed: input.confirmed ?? [],
    inFlight: [],
    synced: false,
  }),
  invoke: { id: 'connectivity', src: 'connectivity' },
  initial: 'idle',
  on: {
    ENQUEUE: { actions: ['enqueue', 'persist'] },
    CONFIRMED: { actions: ['confirm', 'persist'] },
    'CONFLICTS.CLEAR': { actions: ['clearConflicts', 'persist'] },
  },
  states: {
    idle: {
      always: { guard: 'hasQueued', target: 'syncing' },
      after: {
        recheck: { guard: 'hasConfirmed', target: 'syncing' },
        syncedNotice: { guard: 'announcing', actions: 'endSyncedNotice' },
      },
      on: { SYNC: { guard: 'hasConfirmed', target: 'syncing' } },
    },
    syncing: {
      entry: 'markInFlight',
      invoke: {
        id: 'sync',
        src: 'sync',
        input: ({ context }) => ({ scans: [...context.queue, ...context.confirmed] }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'settle', params: ({ event }) => ({ results: event.output }) }, 'persist'],
        },
        onError: { target: 'waiting', actions: assign({ inFlight: [] }) },
      },
    },
    waiting: {
      after: { retry: { target: 'syncing' } },
      on: {
        ONLINE: { target: 'syncing' },
        SYNC: { target: 'syncing' },
      },
    },
  },
});
