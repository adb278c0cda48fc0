// refunds (the console's Refund page, issue #23) — the refunds to pay by hand (Menunggu dibayar) or
// all of them, newest first, page by page, and Tandai Sudah Dibayar on a due one, confirmed first.
//
//   loading ─done→ ready.browsing                (a page past the last one → loading the last page)
//      └error→ failed ─RETRY / FILTER.SET→ loading
//   ready.browsing ─FILTER.SET→ loading page 0 ─NEXT / PREVIOUS (when there is one)→ loading ±1
//                  ─REFRESH→ loading (same page)
//                  ─MARK.OPEN { id } (a due row)→ ready.confirming ─CANCEL→ browsing
//   ready.confirming ─CONFIRM→ ready.marking ─done→ loading (the row replaced by the answer — Sudah
//                    dibayar — and a notice; the reload takes it off the due list and keeps the pages right)
//                    └error 409/404 (no longer due)→ loading with the reason
//                    └other error (403, no connection…)→ confirming with the reason (try again or Batal)
//   FILTER.SET while loading starts the load again on page 0 of the new filter.
//
// Pages are zero-based as the API counts them; `totalPages` is the server's count for the filter.
import { assign, fromPromise, setup } from 'xstate';
import { listRefunds, markRefundPaid, type OperatorRefundDto, type RefundFilter } from '../../api/operator-refunds';
import { markPaidErrorMessage, REFUND_MSG, refundLoadErrorMessage } from '../../lib/operator-refund-messages';

export type { OperatorRefundDto, RefundFilter } from '../../api/operator-refunds';

export type RefundPage = { refunds: OperatorRefundDto[]; page: number; totalPages: number };

export type RefundsInput = { filter?: RefundFilter };

export type RefundsContext = {
  filter: RefundFilter;
  /** The page shown (or being loaded), zero-based. */
  page: number;
  totalPages: number;
  refunds: OperatorRefundDto[];
  /** The refund whose Tandai Sudah Dibayar dialog is open. */
  target: number | null;
  /** Why the list could not be loaded (in `failed`). */
  loadError: string | null;
  /** Why Tandai Sudah Dibayar was refused: in the dialog, or above the list after a 409. */
  markError: string | null;
  notice: string | null;
};

export type RefundsEvent =
  | { type: 'FILTER.SET'; filter: RefundFilter }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | { type: 'MARK.OPEN'; id: number }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' };

const isConflict = (error: unknown) => {
  const e = (error ?? {}) as { kind?: unknown; status?: unknown };
  return e.kind === 'http' && (e.status === 409 || e.status === 404);
};

/** Another filter: page 0 of its list, nothing of the old list or its messages left. */
const SET_FILTER = { target: '#refunds.loading', reenter: true, actions: 'takeFilter' } as const;

export const refundsMachine = setup({
  types: { input: {} as RefundsInput, context: {} as RefundsContext, events: {} as RefundsEvent },
  actors: {
    load: fromPromise<RefundPage, { filter: RefundFilter; page: number }>(({ input }) =>
      listRefunds(input.filter, input.page),
    ),
    mark: fromPromise<OperatorRefundDto, { id: number }>(({ input }) => markRefundPaid(input.id)),
  },
  guards: {
    hasNext: ({ context }) => context.page + 1 < context.totalPages,
    hasPrevious: ({ context }) => context.page > 0,
    isDue: ({ context, event }) =>
      event.type === 'MARK.OPEN' && context.refunds.some((r) => r.id === event.id && r.status === 'due'),
    pastLastPage: ({ event }) => {
      const answer = (event as unknown as { output: RefundPage }).output;
      return answer.page > 0 && answer.page >= answer.totalPages;
    },
    conflict: ({ event }) => isConflict((event as unknown as { error: unknown }).error),
  },
  actions: {
    clearMessages: assign({ notice: null, markError: null }),
    takeFilter: assign({
      filter: ({ context, event }) => (event.type === 'FILTER.SET' ? event.filter : context.filter),
      page: 0,
      totalPages: 0,
      refunds: [],
      notice: null,
      markError: null,
    }),
  },
}).createMachine({
  id: 'refunds',
  context: ({ input }) => ({
    filter: input.filter ?? 'due',
    page: 0,
    totalPages: 0,
    refunds: [],
    target: null,
    loadError: null,
    markError: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      on: { 'FILTER.SET': SET_FILTER },
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ filter: context.filter, page: context.page }),
        onDone: [
          {
            // The list shrank under us (a refund paid elsewhere): show its last page instead.
            guard: 'pastLastPage',
            target: 'loading',
            reenter: true,
            actions: assign({ page: ({ event }) => Math.max(0, event.output.totalPages - 1) }),
          },
          {
            target: 'ready',
            actions: assign({
              refunds: ({ event }) => event.output.refunds,
              page: ({ event }) => event.output.page,
              totalPages: ({ event }) => event.output.totalPages,
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            refunds: [],
            totalPages: 0,
            loadError: ({ event }) => refundLoadErrorMessage(event.error),
          }),
        },
      },
    },
    failed: { on: { RETRY: 'loading', 'FILTER.SET': SET_FILTER } },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'FILTER.SET': SET_FILTER,
            REFRESH: { target: '#refunds.loading', actions: 'clearMessages' },
            NEXT: {
              guard: 'hasNext',
              target: '#refunds.loading',
              actions: ['clearMessages', assign({ page: ({ context }) => context.page + 1 })],
            },
            PREVIOUS: {
              guard: 'hasPrevious',
              target: '#refunds.loading',
              actions: ['clearMessages', assign({ page: ({ context }) => context.page - 1 })],
            },
            'MARK.OPEN': {
              guard: 'isDue',
              target: 'confirming',
              actions: ['clearMessages', assign({ target: ({ event }) => event.id })],
            },
          },
        },
        confirming: {
          on: {
            CONFIRM: 'marking',
            CANCEL: { target: 'browsing', actions: assign({ target: null, markError: null }) },
          },
        },
        marking: {
          entry: assign({ markError: null }),
          invoke: {
            id: 'mark',
            src: 'mark',
            input: ({ context }) => ({ id: context.target as number }),
            onDone: {
              target: '#refunds.loading',
              actions: assign({
                refunds: ({ context, event }) =>
                  context.refunds.map((r) => (r.id === event.output.id ? event.output : r)),
                notice: ({ event }) => REFUND_MSG.paid(event.output.invoiceId),
                target: null,
              }),
            },
            onError: [
              {
                guard: 'conflict',
                target: '#refunds.loading',
                actions: assign({ markError: ({ event }) => markPaidErrorMessage(event.error), target: null }),
              },
              {
                target: 'confirming',
                actions: assign({ markError: ({ event }) => markPaidErrorMessage(event.error) }),
              },
            ],
          },
        },
      },
    },
  },
});
