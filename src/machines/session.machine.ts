// session — anonymous | authenticated(token, user).
// The token's expiry is read from its payload (`exp`, seconds) and scheduled as a delay, so the
// user is sent to login when it passes; logout (after the server's 200) and account deletion clear
// all local storage. The route guard reads this machine and sends SESSION.CHECK on navigation, so
// a device that slept through the timer is caught on the next screen.
import { assign, setup } from 'xstate';
import { tokenExpiryMs } from '../lib/jwt';
import { storage as defaultStorage, type StoredUser } from '../lib/storage';
import { accountOfToken, clearOfflineTickets, keepOfflineTicketsOf } from '../lib/offline-tickets';

/** setTimeout's ceiling (~24.8 days); a longer expiry is re-armed in steps. */
const MAX_DELAY_MS = 2_147_483_647;

export type SessionStorage = Pick<typeof defaultStorage, 'get' | 'set' | 'remove' | 'clear'>;

export type SessionInput = {
  now?: () => number;
  storage?: SessionStorage;
  /** Drops the paid tickets kept for offline use (src/lib/offline-tickets.ts). */
  clearOfflineTickets?: () => Promise<void>;
  /** Drops the kept tickets of every account but this one (a login, issue #21 §14). */
  keepOfflineTicketsOf?: (account: string | null) => Promise<void>;
};

export type SessionContext = {
  token: string | null;
  user: StoredUser | null;
  /** Why the last authenticated period ended; the login screen may say so. */
  endedBy: 'expired' | 'logout' | 'deleted' | null;
  now: () => number;
  storage: SessionStorage;
  clearOfflineTickets: () => Promise<void>;
  keepOfflineTicketsOf: (account: string | null) => Promise<void>;
};

export type SessionEvent =
  | { type: 'SESSION.LOGGED_IN'; token: string; user: StoredUser }
  | { type: 'SESSION.USER_UPDATED'; user: StoredUser }
  | { type: 'SESSION.LOGGED_OUT' }
  | { type: 'SESSION.ACCOUNT_DELETED' }
  | { type: 'SESSION.CHECK' };

function msUntilExpiry(token: string | null, now: number): number {
  const expiry = token ? tokenExpiryMs(token) : null;
  return expiry === null ? 0 : expiry - now;
}

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  guards: {
    storedSessionValid: ({ context }) => {
      const token = context.storage.get('authToken');
      return token !== null && context.storage.get('user') !== null && msUntilExpiry(token, context.now()) > 0;
    },
    tokenExpired: ({ context }) => msUntilExpiry(context.token, context.now()) <= 0,
    tokenValidInEvent: ({ context, event }) =>
      event.type === 'SESSION.LOGGED_IN' && msUntilExpiry(event.token, context.now()) > 0,
  },
  actions: {
    restoreSession: assign(({ context }) => ({
      token: context.storage.get('authToken'),
      user: context.storage.get('user'),
    })),
    forgetStaleToken: ({ context }) => {
      context.storage.remove('authToken');
      context.storage.remove('user');
    },
    startSession: assign(({ event }) =>
      event.type === 'SESSION.LOGGED_IN' ? { token: event.token, user: event.user, endedBy: null } : {},
    ),
    persistSession: ({ context }) => {
      if (context.token) context.storage.set('authToken', context.token);
      if (context.user) context.storage.set('user', context.user);
    },
    updateUser: assign(({ event }) => (event.type === 'SESSION.USER_UPDATED' ? { user: event.user } : {})),
    persistUser: ({ context }) => {
      if (context.user) context.storage.set('user', context.user);
    },
    endSession: assign((_, params: { reason: 'expired' | 'logout' | 'deleted' }) => ({
      token: null,
      user: null,
      endedBy: params.reason,
    })),
    forgetSession: ({ context }) => {
      context.storage.remove('authToken');
      context.storage.remove('user');
    },
    // Another account logs in on this browser: the tickets kept for the others go.
    keepOwnOfflineTickets: ({ context }) => {
      context.keepOfflineTicketsOf(accountOfToken(context.token)).catch(() => undefined);
    },
    // The spec: logout and account deletion clear all local storage — and, beyond the spec, the
    // paid tickets kept for offline use (a session that merely expired keeps them for its owner:
    // they are stored under the account, src/lib/offline-tickets.ts).
    clearStorage: ({ context }) => {
      context.storage.clear();
      context.clearOfflineTickets().catch(() => undefined);
    },
  },
  delays: {
    tokenExpiry: ({ context }) => Math.min(MAX_DELAY_MS, Math.max(0, msUntilExpiry(context.token, context.now()))),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: null,
    user: null,
    endedBy: null,
    now: input.now ?? Date.now,
    storage: input.storage ?? defaultStorage,
    clearOfflineTickets: input.clearOfflineTickets ?? clearOfflineTickets,
    keepOfflineTicketsOf: input.keepOfflineTicketsOf ?? keepOfflineTicketsOf,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'storedSessionValid', target: 'authenticated', actions: 'restoreSession' },
        { target: 'anonymous', actions: 'forgetStaleToken' },
      ],
    },
    anonymous: {
      on: {
        'SESSION.LOGGED_IN': {
          guard: 'tokenValidInEvent',
          target: 'authenticated',
          actions: ['startSession', 'persistSession', 'keepOwnOfflineTickets'],
        },
      },
    },
    authenticated: {
      after: {
        tokenExpiry: [
          {
            guard: 'tokenExpired',
            target: 'anonymous',
            actions: [{ type: 'endSession', params: { reason: 'expired' } }, 'forgetSession'],
          },
          // Expiry further away than one timer can wait: wait again.
          { target: 'authenticated', reenter: true },
        ],
      },
      on: {
        'SESSION.CHECK': {
          guard: 'tokenExpired',
          target: 'anonymous',
          actions: [{ type: 'endSession', params: { reason: 'expired' } }, 'forgetSession'],
        },
        'SESSION.USER_UPDATED': { actions: ['updateUser', 'persistUser'] },
        'SESSION.LOGGED_OUT': {
          target: 'anonymous',
          actions: [{ type: 'endSession', params: { reason: 'logout' } }, 'clearStorage'],
        },
        'SESSION.ACCOUNT_DELETED': {
          target: 'anonymous',
          actions: [{ type: 'endSession', params: { reason: 'deleted' } }, 'clearStorage'],
        },
        'SESSION.LOGGED_IN': {
          guard: 'tokenValidInEvent',
          target: 'authenticated',
          reenter: true,
          actions: ['startSession', 'persistSession', 'keepOwnOfflineTickets'],
        },
      },
    },
  },
});
