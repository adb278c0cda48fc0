// language (issue #40 item 1) — the interface language, for the whole visit. Starts in the
// device's choice (src/lib/language.ts: storage, else the `lang` cookie, else Indonesian; never the
// browser's). LANGUAGE.SET keeps a choice on the device (`apply`: storage, cookie, <html lang>, the
// API's Accept-Language) and, signed in as a passenger, on the account. Signing in reads the
// account's language: the account's choice wins; an account without one is given the device's
// (a tourist who switched to EN before registering stays in English).
import { assign, fromPromise, setup } from 'xstate';
import { isLanguage, type Language } from '../../kernel/language';
import { getAccountLanguage, setAccountLanguage } from '../api/preferences';
import { outputOf } from './actor-events';
import { applyLanguage } from '../lib/language';

export type LanguageEvent =
  { type: 'LANGUAGE.SET'; language: Language } | { type: 'ACCOUNT.SIGNED_IN' } | { type: 'ACCOUNT.SIGNED_OUT' };

export type LanguageContext = { language: Language };

export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as { language: Language },
  },
  actors: {
    loadAccount: fromPromise<Language | null>(() => getAccountLanguage()),
    saveAccount: fromPromise<void, { language: Language }>(({ input }) => setAccountLanguage(input.language)),
  },
  guards: {
    accountChose: ({ event }) => isLanguage(outputOf(event)),
  },
  actions: {
    choose: assign({
      language: ({ context, event }) => (event.type === 'LANGUAGE.SET' ? event.language : context.language),
    }),
    takeAccount: assign({
      language: ({ context, event }) => {
        const chosen = outputOf(event);
        return isLanguage(chosen) ? chosen : context.language;
      },
    }),
    apply: ({ context }) => applyLanguage(context.language),
    // After logout: in force again, but storage stays as logout left it (empty, spec); the cookie keeps the choice.
    reapply: ({ context }) => applyLanguage(context.language, { store: false }),
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ language: input.language }),
  // In force from the start: <html lang>, the cookie and the API calls follow the device's choice.
  entry: 'apply',
  initial: 'device',
  states: {
    /** Signed out (or not a passenger): the choice is the device's only. */
    device: {
      on: {
        'LANGUAGE.SET': { actions: ['choose', 'apply'] },
        'ACCOUNT.SIGNED_IN': 'account',
        // Logout clears storage (spec): the choice stays in force and in the cookie, not in storage.
        'ACCOUNT.SIGNED_OUT': { actions: 'reapply' },
      },
    },
    account: {
      initial: 'loading',
      on: {
        'ACCOUNT.SIGNED_OUT': { target: 'device', actions: 'reapply' },
        // A choice made now is the account's too (also while its language loads: the choice wins).
        'LANGUAGE.SET': { target: '.saving', reenter: true, actions: ['choose', 'apply'] },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadAccount',
            src: 'loadAccount',
            onDone: [
              { guard: 'accountChose', target: 'ready', actions: ['takeAccount', 'apply'] },
              { target: 'saving' },
            ],
            // Offline or refused: the device's choice stays; the next sign-in tries again.
            onError: 'ready',
          },
        },
        saving: {
          invoke: {
            id: 'saveAccount',
            src: 'saveAccount',
            input: ({ context }) => ({ language: context.language }),
            onDone: 'ready',
            // Not saved: the device keeps the choice; the next choice or sign-in saves again.
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
  },
});
