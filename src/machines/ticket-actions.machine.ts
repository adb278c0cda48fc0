// ticketActions — a paid ticket's self-service on tiket-detail (issue #23). Two regions:
//
// flow:
//   idle ─CANCEL.ASK (actions.cancel allowed)→ confirmingCancel ─CANCEL.BACK→ idle
//        │                                       └CANCEL.CONFIRM→ cancelling ─done→ idle (the answer's ticket, notice)
//        │                                                                    └error→ idle (the error in Indonesian)
//        └CORRECT.OPEN (actions.correct allowed)→ correcting
//   correcting: editing ─CORRECT.FIELD→ editing
//                  ├CORRECT.SUBMIT (valid and something changed)→ confirming ─CORRECT.BACK→ editing
//                  │        (otherwise: the errors show, nothing is sent)   └CORRECT.CONFIRM→ sending
//                  └CORRECT.CLOSE→ idle                       sending ─done→ idle (the answer's ticket, notice)
//                                                                     └error→ editing (the error)
// pending (a paid Ubah Jadwal waiting for its payment, `ticket.pendingChange`):
//   none ─(has one)→ counting ─(the window closed)→ expired;  counting/expired ─(none any more)→ none
//   `counting` runs the payment-window machine on the 15 minutes before `expiresAt`, so the banner's
//   countdown is machine-owned like tiket-saya's.
//
// Ubah Jadwal itself is its own screen (/tiket-detail/:id/ubah-jadwal); this machine only holds the
// ticket as the latest answer left it, so the screen shows the updated ticket after an action.
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import {
  cancelTicket,
  changedCancelPreview,
  correctTicket,
  type CorrectionInputDto,
  type PendingRescheduleDto,
  type TicketActionResult,
  type TicketChangeDto,
  type TicketDepartureDto,
  type TicketRefundDto,
} from '../api/tickets';
import type { TransactionDetail } from '../api/transactions';
import { TICKET_ACTION_MSG, ticketActionError } from '../lib/ticket-action-messages';
import { PAYMENT_WINDOW_MINUTES } from '../../kernel/countdown';
import { paymentWindowMachine } from './payment-window.machine';
import {
  correctionBody,
  correctionChanges,
  draftFromTicket,
  setField,
  type CorrectionChange,
  type CorrectionDraft,
  type CorrectionField,
} from './ticket-correction';

export type { PendingRescheduleDto, TicketChangeDto, TicketDepartureDto, TicketRefundDto, TransactionDetail };

/** The payment window of a paid move waiting for its payment (the child `pendingWindow`). */
export type PendingWindowActor = ActorRefFrom<typeof paymentWindowMachine>;

export type TicketActionsInput = { ticket: TransactionDetail; now?: () => number };

export type TicketActionsContext = {
  ticket: TransactionDetail;
  now: () => number;
  draft: CorrectionDraft | null;
  /** The form's messages show once a check was asked for (CORRECT.SUBMIT). */
  showErrors: boolean;
  /** What the confirmation lists, and the body it sends. */
  changes: CorrectionChange[];
  body: CorrectionInputDto | null;
  error: string | null;
  notice: string | null;
};

export type TicketActionsEvent =
  | { type: 'CANCEL.ASK' }
  | { type: 'CANCEL.BACK' }
  | { type: 'CANCEL.CONFIRM' }
  | { type: 'CORRECT.OPEN' }
  | { type: 'CORRECT.FIELD'; field: CorrectionField; value: string }
  | { type: 'CORRECT.SUBMIT' }
  | { type: 'CORRECT.BACK' }
  | { type: 'CORRECT.CLOSE' }
  | { type: 'CORRECT.CONFIRM' };

/** The payment-window input whose 15-minute window ends at `expiresAt`. */
export function pendingWindowInput(expiresAt: string, transactionId: number, now: () => number) {
  const placed = Date.parse(expiresAt) - PAYMENT_WINDOW_MINUTES * 60_000;
  const placedOrderDateTime = Number.isFinite(placed) ? new Date(placed).toISOString() : expiresAt;
  return { transactionId, placedOrderDateTime, now };
}

export const ticketActionsMachine = setup({
  types: {
    input: {} as TicketActionsInput,
    context: {} as TicketActionsContext,
    events: {} as TicketActionsEvent,
  },
  actors: {
    cancel: fromPromise<TicketActionResult, { id: number; refundAmount: number }>(({ input }) =>
      cancelTicket(input.id, input.refundAmount),
    ),
    correct: fromPromise<TicketActionResult, { id: number; body: CorrectionInputDto }>(({ input }) =>
      correctTicket(input.id, input.body),
    ),
    pendingWindow: paymentWindowMachine,
  },
  guards: {
    cancelAllowed: ({ context }) => context.ticket.actions?.cancel.allowed === true,
    correctAllowed: ({ context }) => context.ticket.actions?.correct.allowed === true,
    /** The draft is valid and changes something. */
    readyToSend: ({ context }) => {
      const body = context.draft ? correctionBody(context.draft) : null;
      return !!body && correctionChanges(context.ticket, body).length > 0;
    },
    hasPending: ({ context }) => !!context.ticket.pendingChange,
  },
  actions: {
    clearMessages: assign({ error: null, notice: null }),
  },
}).createMachine({
  id: 'ticketActions',
  type: 'parallel',
  context: ({ input }) => ({
    ticket: input.ticket,
    now: input.now ?? Date.now,
    draft: null,
    showErrors: false,
    changes: [],
    body: null,
    error: null,
    notice: null,
  }),
  states: {
    flow: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'CANCEL.ASK': { guard: 'cancelAllowed', target: 'confirmingCancel', actions: 'clearMessages' },
            'CORRECT.OPEN': {
              guard: 'correctAllowed',
              target: 'correcting',
              actions: [
                'clearMessages',
                assign({ draft: ({ context }) => draftFromTicket(context.ticket), showErrors: false }),
              ],
            },
          },
        },
        confirmingCancel: {
          on: { 'CANCEL.BACK': 'idle', 'CANCEL.CONFIRM': 'cancelling' },
        },
        cancelling: {
          invoke: {
            id: 'cancel',
            src: 'cancel',
            // Issue #37: the refund the dialog showed; another one now is a 409 with the new preview.
            input: ({ context }) => ({
              id: context.ticket.id,
              refundAmount: context.ticket.actions?.cancel.refundAmount ?? 0,
            }),
            onDone: {
              target: 'idle',
              actions: assign({ ticket: ({ event }) => event.output.ticket, notice: TICKET_ACTION_MSG.cancelDone }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                error: ({ event }) => ticketActionError(event.error),
                // The amounts that apply now replace the ones shown, to confirm again.
                ticket: ({ context, event }) => {
                  const cancel = changedCancelPreview(event.error);
                  return cancel && context.ticket.actions
                    ? { ...context.ticket, actions: { ...context.ticket.actions, cancel } }
                    : context.ticket;
                },
              }),
            },
          },
        },
        correcting: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'CORRECT.FIELD': {
                  actions: assign({
                    draft: ({ context, event }) => context.draft && setField(context.draft, event.field, event.value),
                  }),
                },
                'CORRECT.SUBMIT': [
                  {
                    guard: 'readyToSend',
                    target: 'confirming',
                    actions: assign(({ context }) => {
                      const body = correctionBody(context.draft as CorrectionDraft);
                      return {
                        body,
                        changes: body ? correctionChanges(context.ticket, body) : [],
                        error: null,
                        showErrors: true,
                      };
                    }),
                  },
                  {
                    actions: assign(({ context }) => ({
                      showErrors: true,
                      error:
                        context.draft && correctionBody(context.draft)
                          ? TICKET_ACTION_MSG.nothingChanged
                          : TICKET_ACTION_MSG.fixErrors,
                    })),
                  },
                ],
                'CORRECT.CLOSE': {
                  target: '#ticketActions.flow.idle',
                  actions: assign({ draft: null, error: null, showErrors: false }),
                },
              },
            },
            confirming: {
              on: { 'CORRECT.BACK': 'editing', 'CORRECT.CONFIRM': 'sending' },
            },
            sending: {
              invoke: {
                id: 'correct',
                src: 'correct',
                input: ({ context }) => ({ id: context.ticket.id, body: context.body as CorrectionInputDto }),
                onDone: {
                  target: '#ticketActions.flow.idle',
                  actions: assign({
                    ticket: ({ event }) => event.output.ticket,
                    notice: TICKET_ACTION_MSG.correctDone,
                    draft: null,
                    body: null,
                    changes: [],
                    showErrors: false,
                  }),
                },
                onError: {
                  target: 'editing',
                  actions: assign({
                    error: ({ event }) => ticketActionError(event.error, TICKET_ACTION_MSG.correctInvalid),
                  }),
                },
              },
            },
          },
        },
      },
    },
    pending: {
      initial: 'none',
      states: {
        none: { always: { guard: 'hasPending', target: 'counting' } },
        counting: {
          always: { guard: ({ context }) => !context.ticket.pendingChange, target: 'none' },
          invoke: {
            id: 'pendingWindow',
            src: 'pendingWindow',
            input: ({ context }) =>
              pendingWindowInput(context.ticket.pendingChange?.expiresAt ?? '', context.ticket.id, context.now),
            onDone: 'expired',
          },
        },
        expired: {
          always: { guard: ({ context }) => !context.ticket.pendingChange, target: 'none' },
        },
      },
    },
  },
});
