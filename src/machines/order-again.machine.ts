// orderAgain — Pesan Lagi (issue #40 item 4) on pesan-tiket/{scheduleId}?pesanLagi=<transaction id>:
// the old ticket's vehicle and people become the chosen departure's draft, then pesan-tiket opens
// as usual and restores it.
//
//   loading (loadOrderAgain: the old ticket ∥ the departure, then its date's classes and types)
//      ├─ done ─→ done   (the draft written to storage; toBooking with the notes to show)
//      └─ fails ─→ failed ─RETRY─→ loading
//                         └─SKIP─→ skipped (toBooking without notes: pesan-tiket with an empty form)
//
// Nothing is booked here: the draft is only the spec's storage keys (order-again.ts), which
// pesan-tiket checks and edits as usual; konfirmasi-pesanan's Konfirmasi sends the order. A
// departure that cannot be booked (closed, sold out …) is pesan-tiket's to say, as for any other.
// `toBooking` is the way on, which the screen supplies (replace: back skips this step).
import { assign, setup } from 'xstate';
import { storage as defaultStorage, type StoredUser } from '../lib/storage';
import type { OrderAgainNote } from '../lib/order-again-notes';
import type { BookingStorage } from './booking-draft';
import { loadOrderAgain, orderAgainDraft, storeOrderAgainDraft, type OrderAgainLoaded } from './order-again';

export type OrderAgainInput = {
  transactionId: number;
  scheduleId: number;
  user: StoredUser | null;
  storage?: BookingStorage;
};

export type OrderAgainContext = {
  transactionId: number;
  scheduleId: number;
  user: StoredUser | null;
  storage: BookingStorage;
  /** What pesan-tiket says about the draft (data: OrderAgainNote, src/lib/order-again-notes.ts); empty until done. */
  notes: OrderAgainNote[];
};

export type OrderAgainEvent = { type: 'RETRY' } | { type: 'SKIP' };

export const orderAgainMachine = setup({
  types: {
    input: {} as OrderAgainInput,
    context: {} as OrderAgainContext,
    events: {} as OrderAgainEvent,
    children: {} as { loadOrderAgain: 'loadOrderAgain' },
  },
  actors: { loadOrderAgain },
  actions: {
    prefill: assign(({ context }, params: { loaded: OrderAgainLoaded }) => {
      const draft = orderAgainDraft(params.loaded.ticket, params.loaded.data, context.user, params.loaded.travellers);
      storeOrderAgainDraft(context.storage, params.loaded.data, draft);
      return { notes: draft.notes };
    }),
    // Navigation: the screen supplies it (.provide); here it does nothing.
    toBooking: (_, _params: { notes: OrderAgainNote[] }) => undefined,
  },
}).createMachine({
  id: 'orderAgain',
  context: ({ input }) => ({
    transactionId: input.transactionId,
    scheduleId: input.scheduleId,
    user: input.user,
    storage: input.storage ?? defaultStorage,
    notes: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrderAgain',
        src: 'loadOrderAgain',
        input: ({ context }) => ({ transactionId: context.transactionId, scheduleId: context.scheduleId }),
        onDone: {
          target: 'done',
          actions: { type: 'prefill', params: ({ event }) => ({ loaded: event.output }) },
        },
        onError: { target: 'failed' },
      },
    },
    /** The old ticket or the departure could not be read: try again, or fill pesan-tiket by hand. */
    failed: {
      on: {
        RETRY: { target: 'loading' },
        SKIP: { target: 'skipped' },
      },
    },
    done: {
      type: 'final',
      entry: { type: 'toBooking', params: ({ context }) => ({ notes: context.notes }) },
    },
    skipped: {
      type: 'final',
      entry: { type: 'toBooking', params: () => ({ notes: [] }) },
    },
  },
});
