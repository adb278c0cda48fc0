// reschedule — tiket-detail/{id}/ubah-jadwal (issue #23): move a paid ticket to another departure
// on its route, free or after paying fee + difference.
//
//   checking ─→ loadingTicket ─→ ready (Ubah Jadwal allowed) | refused (why not; a way back)
//                  ├─→ failed ─RETRY─→ loadingTicket        └─→ notFound (final)
//   ready: loadingOptions ─→ choosing ─OPTION.CHOOSE─→ confirming ─CONFIRM─→ submitting
//             └─→ optionsFailed ─RETRY─┘   ↑ DATE.SELECT (today … today+7) reloads   │
//          confirming ─CANCEL─→ choosing                                              │
//   submitting ─ payment null → moved (final: toTicket) ─ payment → redirecting (final: toPayment)
//              ─ 409 → loadingOptions (the server's reason as an alert: the space may have gone)
//              ─ other failure → confirming (the reason in the dialog; Konfirmasi retries)
//   choosing | optionsFailed | refused ─PENDING.PAY (a paid move waiting)─→ redirecting
//
// Decisions:
// - The amounts are shown in the confirmation BEFORE anything is sent; nothing is sent outside
//   `submitting`, which only `confirming` reaches.
// - One requestId per confirmation (opened by OPTION.CHOOSE), kept when the same confirmation is
//   retried after a failure (a request that reached the server answers its first outcome), new when
//   the dialog is closed and an option chosen again.
// - A 409 (not allowed now, or no space left) closes the dialog, shows the server's Indonesian
//   reason and reloads the date's options.
// - The payment page is left to through the named action `toPayment` (as the order flow does); the
//   reschedule's payment is not saved as the order flow's `paymentData` (that offers to release an
//   order's hold): a waiting move is the ticket's `pendingChange`, offered again here and on
//   tiket-detail.
// - The date defaults to the ticket's own, kept inside the booking window (Asia/Jakarta).
import { assign, fromPromise, setup } from 'xstate';
import { getTransaction, type TransactionDetail } from '../api/transactions';
import {
  listRescheduleOptions,
  rescheduleTicket,
  type RescheduleOptionDto,
  type TicketActionResult,
} from '../api/tickets';
import { readFailure } from '../lib/account-messages';
import { RESCHEDULE_MSG, rescheduleErrorMessage } from '../lib/reschedule-messages';
import { bookingWindow, isInBookingWindow } from '../../kernel/time';
import { errorOf, outputOf } from './actor-events';

export type { TransactionDetail };
export type RescheduleOption = RescheduleOptionDto;

export type RescheduleInput = {
  id: number;
  /** The clock (epoch ms) the booking window is read from; Date.now by default. */
  now?: () => number;
  /** Idempotency keys; crypto.randomUUID by default. */
  newRequestId?: () => string;
};

export type RescheduleContext = {
  id: number;
  now: () => number;
  newRequestId: () => string;
  ticket: TransactionDetail | null;
  date: string;
  options: RescheduleOption[];
  chosen: RescheduleOption | null;
  requestId: string | null;
  /** Why the last confirmation failed, shown inside the dialog. */
  error: string | null;
  /** A refusal shown on the page (a 409's reason, a date's options not loaded). */
  alert: string | null;
  paymentUrl: string | null;
};

export type RescheduleEvent =
  | { type: 'RETRY' }
  | { type: 'DATE.SELECT'; date: string }
  | { type: 'OPTION.CHOOSE'; scheduleId: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'PENDING.PAY' }
  | { type: 'ALERT.DISMISS' };

/** The ticket's date kept inside the booking window: the date list opens there. */
export function defaultDate(ticket: TransactionDetail, nowMs: number): string {
  const { min, max } = bookingWindow(nowMs);
  const own = ticket.schedule.issuedDate;
  return own < min ? min : own > max ? max : own;
}

/** Ubah Jadwal may be taken now (the server's TicketActions). */
export const rescheduleAllowed = (ticket: TransactionDetail | null): boolean =>
  ticket?.actions?.reschedule.allowed === true;

/** Why Ubah Jadwal is refused, in Indonesian. */
export const refusalOf = (ticket: TransactionDetail | null): string =>
  ticket?.actions?.reschedule.reason ?? RESCHEDULE_MSG.notAllowed;

const newRequestId = () => globalThis.crypto.randomUUID();

const pickDate = {
  'DATE.SELECT': { guard: 'inWindow', target: '#reschedule.ready.loadingOptions', actions: 'setDate' },
} as const;

const payPending = {
  'PENDING.PAY': { guard: 'hasPending', target: '#reschedule.redirecting', actions: 'payPending' },
} as const;

export const rescheduleMachine = setup({
  types: {
    input: {} as RescheduleInput,
    context: {} as RescheduleContext,
    events: {} as RescheduleEvent,
  },
  actors: {
    loadTicket: fromPromise<TransactionDetail, { id: number }>(({ input }) => getTransaction(input.id)),
    loadOptions: fromPromise<RescheduleOption[], { id: number; date: string }>(({ input }) =>
      listRescheduleOptions(input.id, input.date),
    ),
    reschedule: fromPromise<
      TicketActionResult,
      { id: number; scheduleId: number; requestId: string; amountDue: number }
    >(({ input }) => rescheduleTicket(input.id, input.scheduleId, input.requestId, input.amountDue)),
  },
  guards: {
    validId: ({ context }) => Number.isSafeInteger(context.id) && context.id > 0,
    /** The ticket just loaded may be moved now. */
    allowed: ({ event }) => rescheduleAllowed((outputOf(event) as TransactionDetail | undefined) ?? null),
    /** The server does not know this ticket for this account: retrying cannot help. */
    notThisAccounts: ({ event }) => [400, 403, 404].includes(readFailure(errorOf(event)).status),
    inWindow: ({ context, event }) => event.type === 'DATE.SELECT' && isInBookingWindow(event.date, context.now()),
    offered: ({ context, event }) =>
      event.type === 'OPTION.CHOOSE' && context.options.some((o) => o.departure.scheduleId === event.scheduleId),
    hasPending: ({ context }) => !!context.ticket?.pendingChange?.paymentUrl,
    paymentOpened: ({ event }) => !!(outputOf(event) as TicketActionResult | undefined)?.payment?.paymentUrl,
    conflict: ({ event }) => readFailure(errorOf(event)).status === 409,
  },
  actions: {
    setDate: assign({ date: ({ context, event }) => (event.type === 'DATE.SELECT' ? event.date : context.date) }),
    payPending: assign({ paymentUrl: ({ context }) => context.ticket?.pendingChange?.paymentUrl ?? null }),
    logError: (_, params: { what: string; error: unknown }) => console.error(params.what, params.error),
    // Navigation: the screen supplies these (.provide); here they do nothing.
    toTicket: (_, _params: { id: number }) => undefined,
    toPayment: (_, _params: { url: string }) => undefined,
  },
}).createMachine({
  id: 'reschedule',
  context: ({ input }) => ({
    id: input.id,
    now: input.now ?? Date.now,
    newRequestId: input.newRequestId ?? newRequestId,
    ticket: null,
    date: '',
    options: [],
    chosen: null,
    requestId: null,
    error: null,
    alert: null,
    paymentUrl: null,
  }),
  on: { 'ALERT.DISMISS': { actions: assign({ alert: null }) } },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'validId', target: 'loadingTicket' }, { target: 'notFound' }],
    },
    loadingTicket: {
      invoke: {
        id: 'loadTicket',
        src: 'loadTicket',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            target: 'ready',
            guard: 'allowed',
            actions: assign({
              ticket: ({ event }) => event.output,
              date: ({ context, event }) => defaultDate(event.output, context.now()),
            }),
          },
          { target: 'refused', actions: assign({ ticket: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: 'notThisAccounts', target: 'notFound' },
          {
            target: 'failed',
            actions: {
              type: 'logError',
              params: ({ event }) => ({ what: 'ubah-jadwal: loading the ticket failed', error: event.error }),
            },
          },
        ],
      },
    },
    failed: { on: { RETRY: 'loadingTicket' } },
    notFound: { type: 'final' },
    /** Ubah Jadwal is not allowed now: the reason and the way back (and a waiting payment, if any). */
    refused: { on: { ...payPending } },
    ready: {
      initial: 'loadingOptions',
      states: {
        loadingOptions: {
          on: { ...pickDate },
          invoke: {
            id: 'loadOptions',
            src: 'loadOptions',
            input: ({ context }) => ({ id: context.id, date: context.date }),
            onDone: { target: 'choosing', actions: assign({ options: ({ event }) => event.output }) },
            onError: {
              target: 'optionsFailed',
              actions: assign({ options: [], alert: ({ event }) => rescheduleErrorMessage(event.error) }),
            },
          },
        },
        optionsFailed: { on: { ...pickDate, ...payPending, RETRY: 'loadingOptions' } },
        choosing: {
          on: {
            ...pickDate,
            ...payPending,
            'OPTION.CHOOSE': {
              guard: 'offered',
              target: 'confirming',
              actions: assign(({ context, event }) => ({
                chosen: context.options.find((o) => o.departure.scheduleId === event.scheduleId) ?? null,
                requestId: context.newRequestId(),
                error: null,
              })),
            },
          },
        },
        /** The dialog with the amounts; nothing has been sent yet. */
        confirming: {
          on: {
            CONFIRM: { target: 'submitting', actions: assign({ error: null }) },
            CANCEL: { target: 'choosing', actions: assign({ chosen: null, requestId: null, error: null }) },
          },
        },
        submitting: {
          invoke: {
            id: 'reschedule',
            src: 'reschedule',
            input: ({ context }) => ({
              id: context.id,
              scheduleId: context.chosen?.departure.scheduleId ?? 0,
              requestId: context.requestId ?? '',
              // Issue #37: the amount the dialog showed; another one now is a 409 (the options reload).
              amountDue: context.chosen?.amountDue ?? 0,
            }),
            onDone: [
              {
                guard: 'paymentOpened',
                target: '#reschedule.redirecting',
                actions: assign({ paymentUrl: ({ event }) => event.output.payment?.paymentUrl ?? null }),
              },
              { target: '#reschedule.moved', actions: assign({ ticket: ({ event }) => event.output.ticket }) },
            ],
            onError: [
              {
                guard: 'conflict',
                target: 'loadingOptions',
                actions: assign({
                  chosen: null,
                  requestId: null,
                  alert: ({ event }) => rescheduleErrorMessage(event.error),
                }),
              },
              {
                target: 'confirming',
                actions: [
                  assign({ error: ({ event }) => rescheduleErrorMessage(event.error) }),
                  {
                    type: 'logError',
                    params: ({ event }) => ({ what: 'ubah-jadwal: the reschedule failed', error: event.error }),
                  },
                ],
              },
            ],
          },
        },
      },
    },
    /** Moved at once: back to the ticket, which shows its new departure and history. */
    moved: { type: 'final', entry: { type: 'toTicket', params: ({ context }) => ({ id: context.id }) } },
    /** Leave for the payment page of fee + difference. */
    redirecting: {
      type: 'final',
      entry: { type: 'toPayment', params: ({ context }) => ({ url: context.paymentUrl ?? '' }) },
    },
  },
});
