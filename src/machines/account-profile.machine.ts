// accountProfile (informasi-akun) — idle → saving → saved | failed. The screen hands the saved
// user to the session (SESSION.USER_UPDATED). Spec §8 swallows account update errors; issue #11
// asks for a message, so a failure goes to `failed` with what to do, the form as the user left it.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { editUser, type UserEdit } from '../api/user';
import { profileSaveMessage } from '../lib/account-messages';
import type { StoredUser } from '../lib/storage';
import { accountInfoSchema, isValid, parse } from '../../kernel/form-schemas';

export type ProfileValues = { name: string; age: string; gender: string; domicile: string };

export type AccountProfileContext = {
  /** The user as the server last returned it (null until the first save). */
  saved: StoredUser | null;
  /** Why the last save failed, to show (null unless `failed`). */
  error: string | null;
};

export type AccountProfileEvent = { type: 'PROFILE.SAVE'; values: ProfileValues };

export const accountProfileMachine = setup({
  types: {
    context: {} as AccountProfileContext,
    events: {} as AccountProfileEvent,
  },
  actors: {
    saveProfile: fromPromise<StoredUser, UserEdit>(({ input }) => editUser(input)),
  },
  guards: {
    validForm: ({ event }) => isValid(accountInfoSchema, event.values),
  },
  actions: {
    takeSaved: assign((_, saved: StoredUser) => ({ saved })),
  },
}).createMachine({
  id: 'accountProfile',
  context: { saved: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'PROFILE.SAVE': { guard: 'validForm', target: 'saving' } },
    },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ event }) => {
          assertEvent(event, 'PROFILE.SAVE');
          return parse(accountInfoSchema, event.values);
        },
        onDone: { target: 'saved', actions: { type: 'takeSaved', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => profileSaveMessage(event.error) }) },
      },
      entry: assign({ error: null }),
    },
    saved: {
      on: { 'PROFILE.SAVE': { guard: 'validForm', target: 'saving' } },
    },
    failed: {
      on: { 'PROFILE.SAVE': { guard: 'validForm', target: 'saving' } },
    },
  },
});
