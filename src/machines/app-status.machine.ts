// appStatus — two things every screen may need to know, beyond the spec (issue #11):
//   network: online | offline       — from the browser's online/offline events; offline shows
//                                       "Anda sedang offline" and disables what needs the network;
//   update:  current | available | dismissed | applying
//                                     — the service worker found a new version: an unobtrusive
//                                       "Versi baru tersedia" prompt; applying it activates the new
//                                       worker and reloads the page.
// Both sources are injected actors (src/lib/service-worker.ts for the real ones), so the chart is
// walked with fakes (tests/machines/app-status.machine.test.ts).
import { fromCallback, sendTo, setup } from 'xstate';
import type { AppStatusEvent } from '../lib/app-status-events';

export type { AppStatusEvent };

/** Reports the network: NETWORK.OFFLINE / NETWORK.ONLINE, the current state first. */
export type ConnectivityLogic = ReturnType<typeof fromCallback<AppStatusEvent>>;
/** Registers the service worker; reports UPDATE.AVAILABLE; receives UPDATE.APPLY. */
export type UpdatesLogic = ReturnType<typeof fromCallback<AppStatusEvent>>;

const nothing = fromCallback<AppStatusEvent>(() => undefined);

export const appStatusMachine = setup({
  types: {
    events: {} as AppStatusEvent,
  },
  actors: {
    connectivity: nothing,
    updates: nothing,
  },
}).createMachine({
  id: 'appStatus',
  type: 'parallel',
  invoke: [
    { id: 'connectivity', src: 'connectivity' },
    { id: 'updates', src: 'updates' },
  ],
  states: {
    network: {
      initial: 'online',
      states: {
        online: { on: { 'NETWORK.OFFLINE': 'offline' } },
        offline: { on: { 'NETWORK.ONLINE': 'online' } },
      },
    },
    update: {
      initial: 'current',
      states: {
        current: { on: { 'UPDATE.AVAILABLE': 'available' } },
        available: {
          on: {
            'UPDATE.APPLY': { target: 'applying', actions: sendTo('updates', { type: 'UPDATE.APPLY' }) },
            'UPDATE.DISMISS': 'dismissed',
          },
        },
        /** "Nanti": the prompt is gone until the next visit (the new version then starts by itself). */
        dismissed: {},
        /** The new worker takes over and the page reloads. */
        applying: {},
      },
    },
  },
});
