// paymentWindow — the 15-minute payment window of one unpaid transaction (spec §4, §9).
//
//   checking ─ time left ─→ counting ─ after(tick) ─→ checking …
//       └──── none left ───→ expired (final, output { transactionId })
//
// The tiket-saya list machine spawns one per unpaid transaction and stops it when the item goes.
// Reaching `expired` completes the actor, which tells its parent (`xstate.done.actor.<id>`) to
// refetch the list. `tick` is the time to the next whole second of the display (1000 ms when the
// order was placed on a whole second), so the mm:ss shown never lags the real window.
import { assign, setup } from 'xstate';
import { PAYMENT_WINDOW_MINUTES, paymentRemaining, parsePlacedOrderDateTime } from '../../kernel/countdown';

export type PaymentWindowInput = {
  transactionId: number;
  /** The transaction's placedOrderDateTime (ISO 8601, see parsePlacedOrderDateTime). */
  placedOrderDateTime: string;
  now?: () => number;
};

export type Remaining = { minutes: number; seconds: number; totalSeconds: number };

export type PaymentWindowContext = {
  transactionId: number;
  placedOrderMs: number;
  now: () => number;
  remaining: Remaining;
};

export type PaymentWindowOutput = { transactionId: number };

/** The id a list gives the window of a transaction. */
export const paymentWindowId = (transactionId: number) => `paymentWindow-${transactionId}`;

export const paymentWindowMachine = setup({
  types: {
    input: {} as PaymentWindowInput,
    context: {} as PaymentWindowContext,
    output: {} as PaymentWindowOutput,
  },
  guards: {
    hasTimeLeft: ({ context }) => paymentRemaining(context.placedOrderMs, context.now()).totalSeconds > 0,
  },
  actions: {
    measure: assign(({ context }) => ({ remaining: paymentRemaining(context.placedOrderMs, context.now()) })),
  },
  delays: {
    tick: ({ context }) => {
      const left = context.placedOrderMs + PAYMENT_WINDOW_MINUTES * 60_000 - context.now();
      // ms until the display drops by one second: left - (totalSeconds - 1) * 1000, in (0, 1000].
      const toNextSecond = left - (context.remaining.totalSeconds - 1) * 1000;
      return Math.min(1000, Math.max(1, Math.ceil(toNextSecond)));
    },
  },
}).createMachine({
  id: 'paymentWindow',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    const placedOrderMs = parsePlacedOrderDateTime(input.placedOrderDateTime);
    return {
      transactionId: input.transactionId,
      placedOrderMs,
      now,
      remaining: paymentRemaining(placedOrderMs, now()),
    };
  },
  initial: 'checking',
  states: {
    checking: {
      entry: 'measure',
      always: [{ guard: 'hasTimeLeft', target: 'counting' }, { target: 'expired' }],
    },
    counting: {
      after: { tick: 'checking' },
    },
    expired: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ transactionId: context.transactionId }),
});
