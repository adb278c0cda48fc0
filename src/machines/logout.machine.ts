// logout (account) — idle → loggingOut → done when the server answers status 200, on the way
// running the screen's `toLogin` then `endSession` (SESSION.LOGGED_OUT clears all storage). Any other answer or
// a failure shows the spec's alert 'Failed to get user.' (spec §8, verbatim).
import { fromPromise, setup } from 'xstate';
import { outputOf } from './actor-events';
import { logout } from '../api/auth';

export type LogoutEvent = { type: 'LOGOUT.REQUEST' } | { type: 'LOGOUT.DISMISS' };

export const logoutMachine = setup({
  types: {
    events: {} as LogoutEvent,
  },
  actors: {
    logout: fromPromise<number>(() => logout()),
  },
  guards: {
    status200: ({ event }) => outputOf(event) === 200,
  },
  actions: {
    toLogin: () => {},
    endSession: () => {},
  },
}).createMachine({
  id: 'logout',
  initial: 'idle',
  states: {
    idle: {
      on: { 'LOGOUT.REQUEST': 'loggingOut' },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: [{ guard: 'status200', target: 'done', actions: ['toLogin', 'endSession'] }, { target: 'failed' }],
        onError: 'failed',
      },
    },
    /** The alert 'Failed to get user.' is open. */
    failed: {
      on: { 'LOGOUT.DISMISS': 'idle' },
    },
    done: { type: 'final' },
  },
});
