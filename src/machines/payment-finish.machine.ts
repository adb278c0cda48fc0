// payment-finish — pembayaran-selesai/{id}: where Midtrans' finish redirect lands.
//
//   checking ─→ loading ─┬─ paid ──────────────→ paid        (`toTicket`: the ticket replaces the screen)
//      │                 ├─ refund due ─────────→ refundDue   (support contact)
//      │                 ├─ anything else / error → waiting ─(poll)→ loading
//      │                 │                          └─ attempts used up → slow ─RETRY→ loading
//      │                 └─ 404 (not this user's) → failed ─RETRY→ loading
//      └─ bad id ─→ failed
//
// The redirect's query (transaction_status, status_code…) is never read: anyone can type it. Only
// our server's word counts, and the server only believes Midtrans' status API. While the
// notification travels (seconds, usually), the screen says the payment was received and the ticket
// is being issued, and asks the server again every POLL_MS. EXPIRED and CANCELLED also keep
// waiting: a payment confirmed after the hold ended is settled as a late payment (paid again, or
// refund due) — server/payments/README.md, Late payment (the rule). Settled (paid, or refund due), it tells the app's other tabs
// (`announceSettled`, src/lib/ticket-channel.ts), whose tiket-saya or tiket-detail then show it
// (issue #21 §7).
import { assign, fromPromise, setup } from 'xstate';
import { getTransaction, type TransactionDetail } from '../api/transactions';
import { isApiError } from '../api/client';
import { announceSettled } from '../lib/ticket-channel';

export const PAYMENT_FINISH_POLL_MS = 3_000;
/** 60 × 3 s = 3 minutes of asking before the screen offers "Periksa lagi" instead. */
export const PAYMENT_FINISH_MAX_ATTEMPTS = 60;

export const PAYMENT_FINISH_MSG = {
  // Text fixed by issue #9.
  received: 'Pembayaran diterima, tiket sedang diterbitkan',
  // Where the spec is silent (decisions of issue #9, README "Payments"):
  slow: 'Konfirmasi pembayaran belum kami terima. Tiket akan muncul di Tiket Saya begitu pembayaran dikonfirmasi.',
  notFound: 'Transaksi tidak ditemukan.',
  refundDue:
    'Pembayaran Anda kami terima setelah batas waktu pembayaran, dan tempat pada keberangkatan ini sudah habis. Dana Anda akan dikembalikan.',
} as const;

export type PaymentFinishInput = { id: number; /** Default PAYMENT_FINISH_MAX_ATTEMPTS. */ maxAttempts?: number };

export type PaymentFinishContext = {
  id: number;
  attempts: number;
  maxAttempts: number;
  ticket: TransactionDetail | null;
};

export type PaymentFinishEvent = { type: 'RETRY' };

export const paymentFinishMachine = setup({
  types: {
    input: {} as PaymentFinishInput,
    context: {} as PaymentFinishContext,
    events: {} as PaymentFinishEvent,
  },
  actors: {
    loadTransaction: fromPromise<TransactionDetail, { id: number }>(({ input }) => getTransaction(input.id)),
  },
  delays: { poll: PAYMENT_FINISH_POLL_MS },
  guards: {
    validId: ({ context }) => Number.isSafeInteger(context.id) && context.id > 0,
    isPaid: (_, params: { ticket: TransactionDetail }) => params.ticket.paid === true,
    isRefundDue: (_, params: { ticket: TransactionDetail }) => params.ticket.status === 'REFUND_DUE',
    isNotFound: (_, params: { error: unknown }) => isApiError(params.error) && params.error.status === 404,
    attemptsLeft: ({ context }) => context.attempts < context.maxAttempts,
  },
  actions: {
    logError: (_, params: { what: string; error: unknown }) => console.error(params.what, params.error),
    toTicket: (_, _params: { id: number }) => {},
    announceSettled: (_, params: { id: number }) => announceSettled([params.id]),
  },
}).createMachine({
  id: 'paymentFinish',
  context: ({ input }) => ({
    id: input.id,
    attempts: 0,
    maxAttempts: input.maxAttempts ?? PAYMENT_FINISH_MAX_ATTEMPTS,
    ticket: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'validId', target: 'loading' },
        {
          target: 'failed',
          actions: {
            type: 'logError',
            params: ({ context }) => ({ what: 'pembayaran-selesai: missing transaction id', error: context.id }),
          },
        },
      ],
    },
    loading: {
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        id: 'loadTransaction',
        src: 'loadTransaction',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            guard: { type: 'isPaid', params: ({ event }) => ({ ticket: event.output }) },
            target: 'paid',
            actions: [
              assign({ ticket: ({ event }) => event.output }),
              { type: 'announceSettled', params: ({ context }) => ({ id: context.id }) },
              { type: 'toTicket', params: ({ context }) => ({ id: context.id }) },
            ],
          },
          {
            guard: { type: 'isRefundDue', params: ({ event }) => ({ ticket: event.output }) },
            target: 'refundDue',
            actions: [
              assign({ ticket: ({ event }) => event.output }),
              { type: 'announceSettled', params: ({ context }) => ({ id: context.id }) },
            ],
          },
          { target: 'waiting', actions: assign({ ticket: ({ event }) => event.output }) },
        ],
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: {
              type: 'logError',
              params: ({ event }) => ({ what: 'pembayaran-selesai: transaction not found', error: event.error }),
            },
          },
          // A network blip while waiting: ask again later.
          {
            target: 'waiting',
            actions: {
              type: 'logError',
              params: ({ event }) => ({
                what: 'pembayaran-selesai: loading the transaction failed',
                error: event.error,
              }),
            },
          },
        ],
      },
    },
    waiting: {
      after: {
        poll: [{ guard: 'attemptsLeft', target: 'loading' }, { target: 'slow' }],
      },
    },
    slow: {
      on: { RETRY: { target: 'loading', actions: assign({ attempts: 0 }) } },
    },
    failed: {
      on: { RETRY: { guard: 'validId', target: 'loading', actions: assign({ attempts: 0 }) } },
    },
    paid: { type: 'final' },
    refundDue: { type: 'final' },
  },
});
