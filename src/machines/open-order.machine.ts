// openOrder — before Konfirmasi on konfirmasi-pesanan: does this user still have an unpaid order
// for this departure? (issue #21 §2, beyond the spec; a child of the order machine, which
// forwards OPEN_ORDER.CONTINUE and OPEN_ORDER.REPLACE here).
//
//   checking ─ open unpaid order of this departure (with its payment page) ─→ offering
//      │                                      ├ OPEN_ORDER.CONTINUE → done(continue, its payment page)
//      │                                      └ OPEN_ORDER.REPLACE → replacing ─released─→ done(replaced)
//      │                                                 └─ release fails: offering, `failed` set
//      └─ none, or the check fails ─→ done(none): Konfirmasi as usual
//
// Decisions:
// - The open order is read from the user's active unpaid transactions (the list tiket-saya
//   shows), matched by departure; only one with a payment page left to open counts.
// - Replacing cancels the old hold through the spec's release call (its place returns) before the
//   new order is sent, so the user never holds two places or pays the old order by mistake.
// - When the check itself fails (offline), the order proceeds: the server never answers a
//   different order with the old one's payment page, so the worst case is a second hold that
//   expires by itself.
import { assign, fromPromise, setup } from 'xstate';
import { getUserTransactions, type TransactionListItem } from '../api/transactions';
import { releaseHold as apiReleaseHold } from '../api/schedules';
import { isSafeNavigationUrl } from '../lib/storage';

export type OpenOrderInput = { userId: number; scheduleId: number };

/** The unpaid order of this departure the notice shows. */
export type OpenOrder = Pick<TransactionListItem, 'id' | 'invoiceId' | 'price'> & { paymentUrl: string };

/** Nothing open; go to the open order's payment page; or its hold was released (send the new one). */
export type OpenOrderOutcome = { kind: 'none' } | { kind: 'continue'; url: string } | { kind: 'replaced' };

export type OpenOrderContext = OpenOrderInput & {
  open: OpenOrder | null;
  /** The last release failed: the notice says so and offers both choices again. */
  failed: boolean;
  outcome: OpenOrderOutcome;
};

export type OpenOrderEvent = { type: 'OPEN_ORDER.CONTINUE' } | { type: 'OPEN_ORDER.REPLACE' };

/** The user's open unpaid order of `scheduleId` with a payment page, or null. */
export function findOpenOrder(transactions: TransactionListItem[], scheduleId: number): OpenOrder | null {
  const open = transactions.find(
    (t) =>
      !t.paid && t.schedule.id === scheduleId && typeof t.paymentUrl === 'string' && isSafeNavigationUrl(t.paymentUrl),
  );
  return open ? { id: open.id, invoiceId: open.invoiceId, price: open.price, paymentUrl: open.paymentUrl ?? '' } : null;
}

export const openOrderMachine = setup({
  types: {
    input: {} as OpenOrderInput,
    context: {} as OpenOrderContext,
    events: {} as OpenOrderEvent,
    output: {} as OpenOrderOutcome,
  },
  actors: {
    findOpenOrder: fromPromise<OpenOrder | null, { scheduleId: number }>(async ({ input }) => {
      const page = await getUserTransactions({ isActive: true, paid: false, page: 0, size: 20 });
      return findOpenOrder(page.transactions, input.scheduleId);
    }),
    releaseHold: fromPromise<void, { scheduleId: number; userId: number }>(({ input }) =>
      apiReleaseHold(input.scheduleId, input.userId),
    ),
  },
  guards: {
    found: (_, params: { output: OpenOrder | null }) => params.output !== null,
  },
  actions: {
    remember: assign((_, params: { open: OpenOrder | null }) => ({ open: params.open })),
    settle: assign((_, params: { outcome: OpenOrderOutcome }) => ({ outcome: params.outcome })),
    markFailed: assign({ failed: true }),
    clearFailed: assign({ failed: false }),
  },
}).createMachine({
  id: 'openOrder',
  context: ({ input }) => ({ ...input, open: null, failed: false, outcome: { kind: 'none' } }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'findOpenOrder',
        src: 'findOpenOrder',
        input: ({ context }) => ({ scheduleId: context.scheduleId }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ output: event.output }) },
            target: 'offering',
            actions: { type: 'remember', params: ({ event }) => ({ open: event.output }) },
          },
          { target: 'done' },
        ],
        onError: {
          target: 'done',
          actions: ({ event }) => console.error('reading the open orders failed', event.error),
        },
      },
    },
    /** 'Anda masih punya pesanan yang belum dibayar untuk keberangkatan ini': continue or replace. */
    offering: {
      on: {
        'OPEN_ORDER.CONTINUE': {
          target: 'done',
          actions: {
            type: 'settle',
            params: ({ context }) => ({ outcome: { kind: 'continue', url: context.open?.paymentUrl ?? '' } }),
          },
        },
        'OPEN_ORDER.REPLACE': { target: 'replacing', actions: 'clearFailed' },
      },
    },
    replacing: {
      invoke: {
        id: 'releaseHold',
        src: 'releaseHold',
        input: ({ context }) => ({ scheduleId: context.scheduleId, userId: context.userId }),
        onDone: { target: 'done', actions: { type: 'settle', params: { outcome: { kind: 'replaced' } } } },
        onError: {
          target: 'offering',
          actions: ['markFailed', ({ event }) => console.error('releaseHold failed', event.error)],
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
});
