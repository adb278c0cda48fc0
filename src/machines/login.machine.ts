// login — clears the stored drafts on entry (spec §2), then editing → authenticating →
// loadingUser → loggedIn (final, output {token, user}). Arriving there it runs the actions the
// screen supplies: `startSession` (token and user to the session) then `goHome` (with the token's
// role: beranda, petugas, operator (admins, issue #22), or the page the guard came from when it
// is in that role's area: landingPath). Failures follow spec §8: three known
// 400s are banners, anything else (also a reply without a token) the alert 'Error tidak
// terduga.'; a failed user load alerts 'Failed to get user.'. `attempted` tells the screen a login was tried,
// so the note it arrived with ('Pendaftaran berhasil', an ended session) gives way (issue #11).
import { assign, fromPromise, setup } from 'xstate';
import { errorOf, outputOf } from './actor-events';
import { login } from '../api/auth';
import { getUserWithToken } from '../api/user';
import { ACCOUNT_MSG, loginNotice } from '../lib/account-messages';
import { ROLE_HOME, tokenRole, type Role } from '../lib/jwt';
import { storage as defaultStorage, type StoredUser } from '../lib/storage';
import { isValid, loginSchema } from '../../kernel/form-schemas';

export type LoginStorage = Pick<typeof defaultStorage, 'clearDraft'>;

export type LoginInput = { storage?: LoginStorage };

export type LoginContext = {
  token: string | null;
  user: StoredUser | null;
  banner: string | null;
  alert: string | null;
  /** A valid form was submitted at least once. */
  attempted: boolean;
  storage: LoginStorage;
};

export type LoginEvent = { type: 'LOGIN.SUBMIT'; phone_number: string; password: string } | { type: 'LOGIN.DISMISS' };

export type LoginOutput = { token: string; user: StoredUser };

/**
 * The area a path belongs to: a staff role's when it lies under that role's home (the officer's
 * /petugas, the operator's console /operator, the booth's /loket), else the passengers'.
 */
const areaOf = (path: string): Role =>
  (Object.entries(ROLE_HOME) as [Role, string][]).find(
    ([role, home]) => role !== 'penumpang' && isUnder(path, home),
  )?.[0] ?? 'penumpang';

/** '/loket', '/loket/shift', '/loket?x' lie under '/loket'; '/loketku' does not. */
const isUnder = (path: string, home: string) =>
  path.startsWith(home) && (path.length === home.length || '/?#'.includes(path.charAt(home.length)));

/**
 * Where a login lands: `from` (the page the guard came from) when it is in the role's own area,
 * else the role's home (beranda, petugas, operator, loket).
 */
export function landingPath(role: Role, from: string | null): string {
  return from && areaOf(from) === role ? from : ROLE_HOME[role];
}

/** What a login ends with; only read in `loggedIn`, which is reached with both. */
const outcome = (context: LoginContext): LoginOutput => ({
  token: context.token ?? '',
  user: context.user as StoredUser,
});

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
  },
  actors: {
    login: fromPromise<string, { phone_number: string; password: string }>(({ input }) => login(input)),
    getUser: fromPromise<StoredUser, { token: string }>(({ input }) => getUserWithToken(input.token)),
  },
  guards: {
    validForm: ({ event }) =>
      event.type === 'LOGIN.SUBMIT' &&
      isValid(loginSchema, { phone_number: event.phone_number, password: event.password }),
    bannerFailure: ({ event }) => loginNotice(errorOf(event)).kind === 'banner',
    hasToken: ({ event }) => {
      const output = outputOf(event);
      return typeof output === 'string' && output !== '';
    },
  },
  actions: {
    clearDrafts: ({ context }) => context.storage.clearDraft(),
    clearNotices: assign({ banner: null, alert: null }),
    markAttempted: assign({ attempted: true }),
    takeToken: assign((_, token: string) => ({ token })),
    takeUser: assign((_, user: StoredUser) => ({ user })),
    showBanner: assign(({ event }) => ({ banner: loginNotice(errorOf(event)).message })),
    alertUnexpected: assign({ alert: ACCOUNT_MSG.unexpected, token: null }),
    alertUserFailed: assign({ alert: ACCOUNT_MSG.userLoadFailed, token: null }),
    dismissAlert: assign({ alert: null }),
    startSession: (_, _params: LoginOutput) => {},
    goHome: (_, _params: { role: Role }) => {},
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    token: null,
    user: null,
    banner: null,
    alert: null,
    attempted: false,
    storage: input.storage ?? defaultStorage,
  }),
  entry: 'clearDrafts',
  initial: 'editing',
  on: {
    'LOGIN.DISMISS': { actions: 'dismissAlert' },
  },
  states: {
    editing: {
      on: {
        'LOGIN.SUBMIT': { guard: 'validForm', target: 'authenticating', actions: ['clearNotices', 'markAttempted'] },
      },
    },
    authenticating: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) =>
          event.type === 'LOGIN.SUBMIT'
            ? { phone_number: event.phone_number, password: event.password }
            : { phone_number: '', password: '' },
        onDone: [
          {
            guard: 'hasToken',
            target: 'loadingUser',
            actions: { type: 'takeToken', params: ({ event }) => event.output },
          },
          // Spec §8: a response without a token is a failure.
          { target: 'editing', actions: 'alertUnexpected' },
        ],
        onError: [
          { guard: 'bannerFailure', target: 'editing', actions: 'showBanner' },
          { target: 'editing', actions: 'alertUnexpected' },
        ],
      },
    },
    loadingUser: {
      invoke: {
        id: 'getUser',
        src: 'getUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'loggedIn', actions: { type: 'takeUser', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: 'alertUserFailed' },
      },
    },
    loggedIn: {
      type: 'final',
      entry: [
        { type: 'startSession', params: ({ context }) => outcome(context) },
        { type: 'goHome', params: ({ context }) => ({ role: tokenRole(context.token ?? '') }) },
      ],
    },
  },
  output: ({ context }) => outcome(context),
});
