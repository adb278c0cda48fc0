// ticket — tiket-detail/{id}: load the transaction, show it, download its e-ticket.
//
//   loading ─→ ready ─DOWNLOAD─→ downloading ─→ downloaded ─DOWNLOAD.SAVED─→ ready
//      │        └─PAYMENT.SETTLED (this one, elsewhere)─→ loading
//      ├─→ failed ─RETRY─→ loading           └─ (error) → ready + downloadError
//      └─→ notFound (final)
//
// The machine fetches the PDF as a Blob (generateTicket); the screen, in `downloaded`, turns it
// into an object URL, clicks an <a download="eticket.pdf"> and sends DOWNLOAD.SAVED. A missing or
// malformed id is logged (spec §8: "a missing transaction id is logged") and, like a ticket the
// server does not know or that belongs to someone else (400/403/404), is `notFound`: trying again
// cannot help, so the screen offers the way to tiket-saya instead of 'Coba lagi' (issue #11).
// Anything else (no connection, a 5xx) is `failed`, which may be retried.
//
// Beyond the spec (issue #21):
// - in `ready`, `pdfKept` asks whether this ticket's e-ticket PDF is kept for offline use
//   (src/lib/offline-tickets.ts): offline, 'Unduh Tiket' works only then (§5);
// - a paid ticket loaded is announced to the other tabs, and an unpaid one is loaded again when
//   another tab saw it settled (`settledElsewhere`, src/lib/ticket-channel.ts, §7).
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { readFailure } from '../lib/account-messages';
import { errorOf } from './actor-events';
import { generateTicket, getTransaction, type TransactionDetail } from '../api/transactions';
import { isTicketPdfKept } from '../lib/offline-tickets';
import { storage } from '../lib/storage';
import { announceSettled, onSettledElsewhere } from '../lib/ticket-channel';

export type { TransactionDetail };

export const TICKET_FILE_NAME = 'eticket.pdf';
export const TICKET_MSG = {
  loadFailed: 'Tiket tidak dapat dimuat.',
  notFound: 'Tiket tidak ditemukan di akun Anda.',
  downloadFailed: 'Tiket gagal diunduh. Silakan coba lagi.',
} as const;

export type TicketInput = { id: number };

export type TicketContext = {
  id: number;
  ticket: TransactionDetail | null;
  file: Blob | null;
  downloadError: string | null;
  /** The e-ticket PDF is kept on this device for offline use. */
  pdfKept: boolean;
};

export type TicketEvent =
  | { type: 'RETRY' }
  | { type: 'DOWNLOAD' }
  | { type: 'DOWNLOAD.SAVED' }
  | { type: 'DOWNLOAD.DISMISS' }
  | { type: 'PAYMENT.SETTLED'; ids: number[] };

/** PAYMENT.SETTLED with the ids another tab saw settled. */
const settledElsewhere = fromCallback<{ type: 'NONE' }>(({ sendBack }) =>
  onSettledElsewhere((ids) => sendBack({ type: 'PAYMENT.SETTLED', ids })),
);

/** Settled: paid, or paid late with no place left (refund due); no longer awaiting payment. */
const isSettled = (t: TransactionDetail | null) => !!t && (t.paid || t.status === 'REFUND_DUE');

export const ticketMachine = setup({
  types: {
    input: {} as TicketInput,
    context: {} as TicketContext,
    events: {} as TicketEvent,
  },
  actors: {
    loadTicket: fromPromise<TransactionDetail, { id: number }>(({ input }) => getTransaction(input.id)),
    downloadTicket: fromPromise<Blob, { id: number }>(({ input }) => generateTicket(input.id)),
    pdfKept: fromPromise<boolean, { id: number }>(({ input }) =>
      isTicketPdfKept(input.id, storage.get('authToken'), globalThis.location?.origin ?? '', Date.now()),
    ),
    settledElsewhere,
  },
  guards: {
    validId: ({ context }) => Number.isSafeInteger(context.id) && context.id > 0,
    isPaid: ({ context }) => context.ticket?.paid === true,
    /** The server does not know this ticket for this account: retrying cannot help. */
    notThisAccounts: ({ event }) => [400, 403, 404].includes(readFailure(errorOf(event)).status),
    /** Another tab saw this ticket settled while this one shows it awaiting payment. */
    settledElsewhere: ({ context, event }) =>
      event.type === 'PAYMENT.SETTLED' && event.ids.includes(context.id) && !isSettled(context.ticket),
  },
  actions: {
    announceIfSettled: ({ context }) => {
      if (isSettled(context.ticket)) announceSettled([context.id]);
    },
    logError: (_, params: { what: string; error: unknown }) => console.error(params.what, params.error),
  },
}).createMachine({
  id: 'ticket',
  context: ({ input }) => ({ id: input.id, ticket: null, file: null, downloadError: null, pdfKept: false }),
  invoke: { id: 'settledElsewhere', src: 'settledElsewhere' },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'validId', target: 'loading' },
        {
          target: 'notFound',
          actions: {
            type: 'logError',
            params: ({ context }) => ({ what: 'tiket-detail: missing transaction id', error: context.id }),
          },
        },
      ],
    },
    loading: {
      invoke: {
        id: 'loadTicket',
        src: 'loadTicket',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: [assign({ ticket: ({ event }) => event.output }), 'announceIfSettled'] },
        onError: [
          { guard: 'notThisAccounts', target: 'notFound' },
          {
            target: 'failed',
            actions: {
              type: 'logError',
              params: ({ event }) => ({ what: 'tiket-detail: loading the transaction failed', error: event.error }),
            },
          },
        ],
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    notFound: { type: 'final' },
    ready: {
      invoke: {
        id: 'pdfKept',
        src: 'pdfKept',
        input: ({ context }) => ({ id: context.id }),
        onDone: { actions: assign({ pdfKept: ({ event }) => event.output }) },
        onError: { actions: assign({ pdfKept: false }) },
      },
      on: {
        DOWNLOAD: { guard: 'isPaid', target: 'downloading', actions: assign({ downloadError: null }) },
        'DOWNLOAD.DISMISS': { actions: assign({ downloadError: null }) },
        'PAYMENT.SETTLED': { guard: 'settledElsewhere', target: 'loading' },
      },
    },
    downloading: {
      invoke: {
        id: 'downloadTicket',
        src: 'downloadTicket',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'downloaded', actions: assign({ file: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: [
            assign({ downloadError: TICKET_MSG.downloadFailed }),
            {
              type: 'logError',
              params: ({ event }) => ({ what: 'tiket-detail: downloading the e-ticket failed', error: event.error }),
            },
          ],
        },
      },
    },
    downloaded: {
      on: { 'DOWNLOAD.SAVED': { target: 'ready', actions: assign({ file: null }) } },
    },
  },
});
