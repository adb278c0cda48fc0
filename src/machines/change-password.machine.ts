// changePassword (ganti-kata-sandi) — idle → saving → saved | failed. Spec §8 swallows
// change-password errors; issue #11 asks for a message, so a failure goes to `failed` with what to
// do (a wrong current password says so) and the form as the user left it; a 200 shows a neutral note.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { changePassword } from '../api/user';
import { changePasswordMessage } from '../lib/account-messages';
import { changePasswordSchema, isValid } from '../../kernel/form-schemas';

export type ChangePasswordValues = { password: string; new_password: string; confirm_password: string };

export type ChangePasswordEvent = { type: 'PASSWORD.SAVE'; values: ChangePasswordValues };

export type ChangePasswordContext = { error: string | null };

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    savePassword: fromPromise<void, { password: string; new_password: string }>(({ input }) => changePassword(input)),
  },
  guards: {
    validForm: ({ event }) => isValid(changePasswordSchema, event.values),
  },
}).createMachine({
  id: 'changePassword',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'PASSWORD.SAVE': { guard: 'validForm', target: 'saving' } },
    },
    saving: {
      invoke: {
        id: 'savePassword',
        src: 'savePassword',
        // The passwords travel in the event to the call only; nothing keeps them.
        input: ({ event }) => {
          assertEvent(event, 'PASSWORD.SAVE');
          const { values } = event;
          return { password: values.password, new_password: values.new_password };
        },
        onDone: 'saved',
        onError: { target: 'failed', actions: assign({ error: ({ event }) => changePasswordMessage(event.error) }) },
      },
      entry: assign({ error: null }),
    },
    saved: {
      on: { 'PASSWORD.SAVE': { guard: 'validForm', target: 'saving' } },
    },
    failed: {
      on: { 'PASSWORD.SAVE': { guard: 'validForm', target: 'saving' } },
    },
  },
});
