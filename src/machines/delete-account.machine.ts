// deleteAccount (pengaturan) — idle → confirming (dialog) → deleting → deleted (alert 'Berhasil
// delete user.') → done; the screen then ends the session (SESSION.ACCOUNT_DELETED clears all
// storage) and goes to login. The spec shows no failure handling: we alert 'Error tidak terduga.'
// and keep the account screen.
import { fromPromise, setup } from 'xstate';
import { deleteUser } from '../api/user';

export type DeleteAccountEvent =
  { type: 'DELETE.REQUEST' } | { type: 'DELETE.CANCEL' } | { type: 'DELETE.CONFIRM' } | { type: 'DELETE.ACK' };

export const deleteAccountMachine = setup({
  types: {
    events: {} as DeleteAccountEvent,
  },
  actors: {
    deleteAccount: fromPromise<void>(() => deleteUser()),
  },
}).createMachine({
  id: 'deleteAccount',
  initial: 'idle',
  states: {
    idle: {
      on: { 'DELETE.REQUEST': 'confirming' },
    },
    confirming: {
      on: { 'DELETE.CANCEL': 'idle', 'DELETE.CONFIRM': 'deleting' },
    },
    deleting: {
      invoke: { id: 'deleteAccount', src: 'deleteAccount', onDone: 'deleted', onError: 'failed' },
    },
    /** The alert 'Berhasil delete user.' is open. */
    deleted: {
      on: { 'DELETE.ACK': 'done' },
    },
    /** The alert 'Error tidak terduga.' is open. */
    failed: {
      on: { 'DELETE.ACK': 'idle' },
    },
    done: { type: 'final' },
  },
});
