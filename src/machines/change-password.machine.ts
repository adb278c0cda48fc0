// changePassword (ganti-kata-sandi) — idle → saving → saved. Spec §8: change-password errors are
// swallowed with no message, so a failure only returns to idle; a 200 shows a neutral note.
import { assertEvent, fromPromise, setup } from 'xstate';
import { changePassword } from '../api/user';
import { changePasswordSchema, isValid } from '../../kernel/validation';

export type ChangePasswordValues = { password: string; new_password: string; confirm_password: string };

export type ChangePasswordEvent = { type: 'PASSWORD.SAVE'; values: ChangePasswordValues };

export const changePasswordMachine = setup({
  types: {
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
        onError: 'idle',
      },
    },
    saved: {
      on: { 'PASSWORD.SAVE': { guard: 'validForm', target: 'saving' } },
    },
  },
});
