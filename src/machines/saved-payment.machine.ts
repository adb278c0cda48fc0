// savedPayment — the order machine's first step on konfirmasi-pesanan: is a payment of this user
// still open? (ARCHITECTURE.md §3, 'Pembayaran Tidak Selesai!')
//
//   checking ─ paymentData under 15 min old ─→ verifying ─ still open (or no answer) ─→ offering
//      │                                          │                                   ├ PAYMENT.NEW → releasingHold → done(newOrder)
//      │                                          │ paid / expired: forgotten         └ PAYMENT.CONTINUE → done(continue, url)
//      └─ none or older: forgotten ───────────────┴────────────────────────→ done(none): place the order
//
// Decisions where the spec is silent:
// - A fresh saved payment is checked against the server first (the user's open unpaid
//   transactions): a payment that was completed, cancelled or has expired meanwhile no longer
//   counts, so 'Pembayaran Tidak Selesai!' is never shown for a paid ticket (tiket-saya keeps
//   paymentData, see ticket-list.machine.ts). If that check fails (offline), the local data wins.
// - 'Pesanan Baru' releases the hold of the unfinished payment's departure (not the new draft's)
//   and clears the draft; the hold also expires by itself after 15 minutes, so a failed release is
//   only logged.
import { assign, fromPromise, setup } from 'xstate';
import { getUserTransactions } from '../api/transactions';
import { releaseHold as apiReleaseHold } from '../api/schedules';
import { isSafeNavigationUrl } from '../lib/storage';
import { PAYMENT_WINDOW_MINUTES } from '../../kernel/countdown';
import type { OpenPayment, OrderStorage } from './order-draft';

const PAYMENT_WINDOW_MS = PAYMENT_WINDOW_MINUTES * 60_000;

export type SavedPaymentInput = { userId: number | null; storage: OrderStorage; now: () => number };

/** How the check ended: nothing open; go back to the open payment page; or start a new order (home). */
export type SavedPaymentOutcome = { kind: 'none' } | { kind: 'continue'; url: string } | { kind: 'newOrder' };

export type SavedPaymentContext = SavedPaymentInput & {
  /** The open payment offered in 'Pembayaran Tidak Selesai!'. */
  unfinished: OpenPayment | null;
  outcome: SavedPaymentOutcome;
};

export type SavedPaymentEvent = { type: 'PAYMENT.NEW' } | { type: 'PAYMENT.CONTINUE' };

/** Saved within the payment window. */
export function isFresh(timestamp: number, nowMs: number): boolean {
  const age = nowMs - timestamp;
  // A device clock set back a little must not hide an open payment; a timestamp far in the
  // future is nonsense and does not count.
  return age < PAYMENT_WINDOW_MS && age > -PAYMENT_WINDOW_MS;
}

const openTransactions = () => getUserTransactions({ isActive: true, paid: false, page: 0, size: 5 });

export const savedPaymentMachine = setup({
  types: {
    input: {} as SavedPaymentInput,
    context: {} as SavedPaymentContext,
    events: {} as SavedPaymentEvent,
    output: {} as SavedPaymentOutcome,
  },
  actors: {
    /** The open unpaid transaction behind a saved payment URL, or null when it is no longer open. */
    verifySavedPayment: fromPromise<OpenPayment | null, { paymentUrl: string }>(async ({ input }) => {
      const page = await openTransactions();
      const open = page.transactions.find((t) => !t.paid && t.paymentUrl === input.paymentUrl);
      return open ? { paymentUrl: input.paymentUrl, scheduleId: open.schedule.id } : null;
    }),
    releaseHold: fromPromise<void, { scheduleId: number; userId: number }>(({ input }) =>
      apiReleaseHold(input.scheduleId, input.userId),
    ),
  },
  guards: {
    savedPaymentFresh: ({ context }) => {
      const saved = context.storage.get('paymentData');
      return saved !== null && isFresh(saved.timestamp, context.now());
    },
    foundOpenPayment: (_, params: { output: OpenPayment | null }) =>
      params.output !== null && isSafeNavigationUrl(params.output.paymentUrl),
    canReleaseHold: ({ context }) =>
      context.userId !== null && (context.unfinished?.scheduleId ?? context.storage.get('scheduleId')) !== null,
  },
  actions: {
    rememberUnfinished: assign((_, params: { payment: OpenPayment }) => ({ unfinished: params.payment })),
    rememberLocalPayment: assign(({ context }) => {
      const saved = context.storage.get('paymentData');
      return {
        unfinished: saved ? { paymentUrl: saved.paymentUrl, scheduleId: context.storage.get('scheduleId') } : null,
      };
    }),
    // An old payment URL is not reused (spec §4): a new order is sent.
    forgetSavedPayment: ({ context }) => {
      context.storage.remove('paymentData');
      context.storage.remove('paymentUrl');
    },
    clearOrderDraft: ({ context }) => context.storage.clearOrderDraft(),
    settle: assign((_, params: { outcome: SavedPaymentOutcome }) => ({ outcome: params.outcome })),
  },
}).createMachine({
  id: 'savedPayment',
  context: ({ input }) => ({ ...input, unfinished: null, outcome: { kind: 'none' } }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'savedPaymentFresh', target: 'verifying' },
        { target: 'done', actions: 'forgetSavedPayment' },
      ],
    },
    verifying: {
      invoke: {
        id: 'verifySavedPayment',
        src: 'verifySavedPayment',
        input: ({ context }) => ({ paymentUrl: context.storage.get('paymentData')?.paymentUrl ?? '' }),
        onDone: [
          {
            guard: { type: 'foundOpenPayment', params: ({ event }) => ({ output: event.output }) },
            target: 'offering',
            actions: { type: 'rememberUnfinished', params: ({ event }) => ({ payment: event.output as OpenPayment }) },
          },
          { target: 'done', actions: 'forgetSavedPayment' },
        ],
        onError: { target: 'offering', actions: 'rememberLocalPayment' },
      },
    },
    /** 'Pembayaran Tidak Selesai!': Pesanan Baru or Lanjutkan. */
    offering: {
      on: {
        'PAYMENT.NEW': [
          { guard: 'canReleaseHold', target: 'releasingHold' },
          {
            target: 'done',
            actions: ['clearOrderDraft', { type: 'settle', params: { outcome: { kind: 'newOrder' } } }],
          },
        ],
        'PAYMENT.CONTINUE': {
          target: 'done',
          actions: {
            type: 'settle',
            params: ({ context }) => ({ outcome: { kind: 'continue', url: context.unfinished?.paymentUrl ?? '' } }),
          },
        },
      },
    },
    releasingHold: {
      invoke: {
        id: 'releaseHold',
        src: 'releaseHold',
        input: ({ context }) => ({
          scheduleId: context.unfinished?.scheduleId ?? context.storage.get('scheduleId') ?? 0,
          userId: context.userId ?? 0,
        }),
        onDone: {
          target: 'done',
          actions: ['clearOrderDraft', { type: 'settle', params: { outcome: { kind: 'newOrder' } } }],
        },
        onError: {
          target: 'done',
          actions: [
            'clearOrderDraft',
            { type: 'settle', params: { outcome: { kind: 'newOrder' } } },
            ({ event }) => console.error('releaseHold failed', event.error),
          ],
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
});
