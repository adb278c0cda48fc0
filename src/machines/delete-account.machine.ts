// deleteAccount (pengaturan) — idle → checkingTickets → confirming (dialog) → deleting → deleted
// (alert 'Berhasil delete user.') → done, on the way running the screen's `toLogin` then
// `endSession` (SESSION.ACCOUNT_DELETED clears all storage). The spec shows no failure
// handling: we alert 'Error tidak terduga.' and keep the account screen.
//
// Issue #11: before the dialog, the account's paid tickets for departures still ahead are counted
// (the home screen's call, `isActive=true&paid=true`), so the dialog can warn that they will no
// longer open in the app. When that count cannot be had, the dialog opens without it: the check
// must never stand between a user and deleting their account.
import { assign, fromPromise, setup } from 'xstate';
import { getUserTransactions } from '../api/transactions';
import { deleteUser } from '../api/user';

/** How many paid tickets ahead are counted at most; beyond it the dialog says "10 or more". */
export const UPCOMING_CHECK_SIZE = 10;

export type UpcomingTickets = { count: number; more: boolean };

export type DeleteAccountContext = {
  /** Paid tickets for departures still ahead; null when unknown (the check failed). */
  upcoming: UpcomingTickets | null;
};

export type DeleteAccountEvent =
  { type: 'DELETE.REQUEST' } | { type: 'DELETE.CANCEL' } | { type: 'DELETE.CONFIRM' } | { type: 'DELETE.ACK' };

export const deleteAccountMachine = setup({
  types: {
    context: {} as DeleteAccountContext,
    events: {} as DeleteAccountEvent,
  },
  actors: {
    countUpcoming: fromPromise<UpcomingTickets>(async () => {
      const page = await getUserTransactions({ isActive: true, paid: true, page: 0, size: UPCOMING_CHECK_SIZE });
      return { count: page.transactions.filter((t) => t.paid).length, more: page.has_more };
    }),
    deleteAccount: fromPromise<void>(() => deleteUser()),
  },
  actions: {
    toLogin: () => {},
    endSession: () => {},
  },
}).createMachine({
  id: 'deleteAccount',
  context: { upcoming: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'DELETE.REQUEST': 'checkingTickets' },
    },
    checkingTickets: {
      entry: assign({ upcoming: null }),
      invoke: {
        id: 'countUpcoming',
        src: 'countUpcoming',
        onDone: { target: 'confirming', actions: assign({ upcoming: ({ event }) => event.output }) },
        onError: 'confirming',
      },
      on: { 'DELETE.CANCEL': 'idle' },
    },
    confirming: {
      on: { 'DELETE.CANCEL': 'idle', 'DELETE.CONFIRM': 'deleting' },
    },
    deleting: {
      invoke: { id: 'deleteAccount', src: 'deleteAccount', onDone: 'deleted', onError: 'failed' },
    },
    /** The alert 'Berhasil delete user.' is open. */
    deleted: {
      on: { 'DELETE.ACK': { target: 'done', actions: ['toLogin', 'endSession'] } },
    },
    /** The alert 'Error tidak terduga.' is open. */
    failed: {
      on: { 'DELETE.ACK': 'idle' },
    },
    done: { type: 'final' },
  },
});

/** The dialog's warning for paid tickets still ahead, or null when there are none (or unknown). */
export function upcomingWarning(upcoming: UpcomingTickets | null): string | null {
  if (!upcoming || upcoming.count === 0) return null;
  const count = upcoming.more ? `${upcoming.count} atau lebih` : String(upcoming.count);
  return (
    `Anda masih memiliki ${count} tiket lunas untuk keberangkatan yang akan datang. ` +
    'Setelah akun dihapus, tiket tersebut tidak dapat dibuka lagi di aplikasi. ' +
    'Unduh e-tiketnya terlebih dahulu bila masih diperlukan.'
  );
}
