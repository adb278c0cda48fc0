// loketTicket (issue #24, Cari Tiket) — a ticket found by its invoice (any channel's, departing from
// the cashier's port), and Batalkan Tiket after a confirmation that shows the refund and the fee.
//
//   idle ─TICKET.FIND (an invoice)→ finding ─done→ found   └error→ idle ('Tiket tidak ditemukan.')
//   found ─TICKET.FIND→ finding      found ─CANCEL.ASK (allowed)→ confirming
//   confirming ─CANCEL.BACK→ found   confirming ─CANCEL.CONFIRM→ cancelling
//   cancelling ─done→ found (the cancelled ticket, 'Tiket dibatalkan…', the refund)
//              └error→ found (the refusal in Indonesian)
import { assign, fromPromise, setup } from 'xstate';
import {
  cancelBoothTicket,
  findBoothTicket,
  type BoothCancelDto,
  type BoothCancelPreviewDto,
  type BoothTicketDetailDto,
  type BoothTicketLookupDto,
  type HolderProof,
} from '../../api/loket';
import { LOKET_MSG, loketErrorMessage } from '../../lib/loket-messages';

export type BoothTicketDetail = BoothTicketDetailDto;
export type { HolderProof };
export type BoothCancelPreview = BoothCancelPreviewDto;

export type LoketTicketContext = {
  invoice: string;
  ticket: BoothTicketDetailDto | null;
  cancel: BoothCancelPreviewDto | null;
  /** The cash refunded by the last cancellation (shown with its notice). */
  refunded: number | null;
  error: string | null;
  notice: string | null;
};

export type LoketTicketEvent =
  | { type: 'TICKET.FIND'; invoice: string }
  | { type: 'CANCEL.ASK' }
  | { type: 'CANCEL.BACK' }
  | { type: 'CANCEL.CONFIRM'; reason?: string; proof?: HolderProof };

/** After a cancellation nothing more may be cancelled. */
const ALREADY_CANCELLED: BoothCancelPreviewDto = {
  allowed: false,
  reason: 'Tiket sudah dibatalkan.',
  refundPercent: 0,
  refundAmount: 0,
  fee: 0,
};

export const loketTicketMachine = setup({
  types: { context: {} as LoketTicketContext, events: {} as LoketTicketEvent },
  actors: {
    find: fromPromise<BoothTicketLookupDto, { invoice: string }>(({ input }) => findBoothTicket(input.invoice)),
    cancel: fromPromise<BoothCancelDto, { id: number; reason?: string; proof?: HolderProof }>(({ input }) =>
      cancelBoothTicket(input.id, input.reason, input.proof),
    ),
  },
  guards: {
    hasInvoice: ({ event }) => event.type === 'TICKET.FIND' && event.invoice.trim() !== '',
    allowed: ({ context }) => context.cancel?.allowed === true,
  },
}).createMachine({
  id: 'loketTicket',
  context: { invoice: '', ticket: null, cancel: null, refunded: null, error: null, notice: null },
  initial: 'idle',
  on: {
    'TICKET.FIND': {
      guard: 'hasInvoice',
      target: '.finding',
      actions: assign({ invoice: ({ event }) => event.invoice.trim().toUpperCase() }),
    },
  },
  states: {
    idle: {},
    finding: {
      entry: assign({ error: null, notice: null, refunded: null }),
      invoke: {
        id: 'find',
        src: 'find',
        input: ({ context }) => ({ invoice: context.invoice }),
        onDone: {
          target: 'found',
          actions: assign({ ticket: ({ event }) => event.output.ticket, cancel: ({ event }) => event.output.cancel }),
        },
        onError: {
          target: 'idle',
          actions: assign({ ticket: null, cancel: null, error: ({ event }) => loketErrorMessage(event.error) }),
        },
      },
    },
    found: {
      on: { 'CANCEL.ASK': { guard: 'allowed', target: 'confirming', actions: assign({ error: null }) } },
    },
    confirming: {
      on: { 'CANCEL.BACK': 'found', 'CANCEL.CONFIRM': 'cancelling' },
    },
    cancelling: {
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context, event }) => ({
          id: context.ticket?.transactionId ?? 0,
          ...(event.type === 'CANCEL.CONFIRM' && event.reason ? { reason: event.reason } : {}),
          // Issue #37: an online ticket's holder's proof, as the cashier typed it.
          ...(event.type === 'CANCEL.CONFIRM' && event.proof ? { proof: event.proof } : {}),
        }),
        onDone: {
          target: 'found',
          actions: assign({
            ticket: ({ event }) => event.output.ticket,
            cancel: ALREADY_CANCELLED,
            refunded: ({ event }) => event.output.refund.amount,
            notice: LOKET_MSG.cancelled,
          }),
        },
        onError: { target: 'found', actions: assign({ error: ({ event }) => loketErrorMessage(event.error) }) },
      },
    },
  },
});
