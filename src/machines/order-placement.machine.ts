// orderPlacement — one Konfirmasi on konfirmasi-pesanan (a child of the order machine, which owns
// the socket and forwards its SOCKET.MESSAGE and SOCKET.CONNECTED here).
//
//   sending ─sent─→ awaitingResult ─20 s, no push─→ recovering ─open payment found─→ done(paymentReady)
//      ↑                 │ SOCKET.CONNECTED (a reconnect: re-send)          └─ none / fails ─→ done(failed)
//      └─────────────────┘
//   in any state, our SOCKET.MESSAGE → done: paymentReady(url) | soldOut | closedByOperator | failed(message)
//   paymentReady (pushed or recovered) → placed ─ a profile to save ─→ saving ─done | fails | 5 s─→ done
//                                          └─ none ─→ done
//
// Decisions where the spec is silent:
// - Only messages of this user and of this order (its requestId, when the push carries one) count.
// - If the push does not arrive within RESULT_TIMEOUT_MS the newest unpaid transaction of this
//   departure is read instead of hanging; if the socket reconnects while waiting, the order is
//   re-sent with the same requestId so the server pushes its outcome again (never a second order).
// - Beyond the spec's catch-all: push 422 (the departure closed for online sale while the user
//   was on this screen) and 425 (outside the booking window today … today+7) get messages of
//   their own (ORDER_MSG.closedForSale / outsideWindow), and so does 502 (the payment gateway is
//   down; the place was released: ORDER_MSG.paymentUnavailable), 412 (issue #39: the plate already
//   has a live ticket on the departure: ORDER_MSG.plateTaken) and 429 (issue #39: the account has its
//   most open unpaid orders: ORDER_MSG.tooManyUnpaid); any other status keeps the catch-all.
// - Issue #40 item 2: when pesan-tiket's box 'Simpan kendaraan dan penumpang …' was ticked (`save`),
//   the booking's vehicle and named passengers are saved to the account once the order has its
//   payment page, before leaving for it (a page left mid-request would cancel it). A failure or no
//   answer within SAVE_TIMEOUT_MS never holds the payment: the outcome stays paymentReady.
// - Push 423 (issue #22: the operator stopped or cancelled the departure) is an outcome of its own,
//   closedByOperator: like sold out, the order machine offers another departure.
import { assign, fromPromise, setup } from 'xstate';
import {
  placeFootOrder,
  placeOrder as apiPlaceOrder,
  getUserTransactions,
  type FootOrderRequest,
  type OrderRequest,
} from '../api/transactions';
import type { PaymentMessage } from '../api/socket';
import { isSafeNavigationUrl } from '../lib/storage';
import { ORDER_MSG } from '../lib/order-messages';
import type { OpenPayment } from './order-draft';
import { saveBookingProfile, type BookingProfileInput } from '../api/profile';

/** Push statuses the app tells apart (openapi.yaml PaymentMessage.status). */
export const PUSH_STATUS = {
  paymentReady: 200,
  soldOut: 500,
  /** Under 60 minutes before departure (or departed): closed for online sale. */
  closedForSale: 422,
  /** The departure's date is after today + 7 (Jakarta): outside the booking window. */
  outsideWindow: 425,
  /** Issue #22: the operator stopped sales on the departure or cancelled it. */
  closedByOperator: 423,
  /** The payment gateway failed to open a session; the hold was released. */
  paymentUnavailable: 502,
  /** Issue #39: the plate already has an open or paid ticket on this departure. */
  plateTaken: 412,
  /** Issue #39: the account already has its most open unpaid orders. */
  tooManyUnpaid: 429,
} as const;

/** The refusals told with a message of their own (beyond the spec's catch-all). */
const REFUSAL_MESSAGE = [
  [PUSH_STATUS.closedForSale, ORDER_MSG.closedForSale],
  [PUSH_STATUS.outsideWindow, ORDER_MSG.outsideWindow],
  [PUSH_STATUS.paymentUnavailable, ORDER_MSG.paymentUnavailable],
  [PUSH_STATUS.plateTaken, ORDER_MSG.plateTaken],
  [PUSH_STATUS.tooManyUnpaid, ORDER_MSG.tooManyUnpaid],
] as const;

/** How long to wait for the pushed outcome before reading the transactions instead. */
export const RESULT_TIMEOUT_MS = 20_000;
/** How long saving the booking to the account may hold the way to the payment page (issue #40). */
export const SAVE_TIMEOUT_MS = 5_000;

export type OrderPlacementInput = {
  userId: number | null;
  requestId: string;
  /** A vehicle order (the spec's), or walk-on passengers' (issue #40 item 3: POST /api/transaction/order-foot). */
  body: OrderRequest | FootOrderRequest;
  scheduleId: number;
  /** The vehicle and passengers to save to the account once placed (issue #40 item 2), or none. */
  save?: BookingProfileInput | null;
};

export type PlacementOutcome =
  | { kind: 'paymentReady'; url: string }
  | { kind: 'soldOut' }
  | { kind: 'closedByOperator' }
  | { kind: 'failed'; message: string };

/**
 * The alert of an outcome that refuses this departure and offers another (sold out; closed by the
 * operator, issue #22); null for any other outcome.
 */
export function refusalOf(outcome: PlacementOutcome): string | null {
  if (outcome.kind === 'soldOut') return ORDER_MSG.soldOut;
  if (outcome.kind === 'closedByOperator') return ORDER_MSG.closedByOperator;
  return null;
}

export type OrderPlacementContext = OrderPlacementInput & { outcome: PlacementOutcome };

export type OrderPlacementEvent = { type: 'SOCKET.CONNECTED' } | { type: 'SOCKET.MESSAGE'; message: PaymentMessage };

const isOurs = (context: OrderPlacementContext, message: PaymentMessage): boolean =>
  message.userId === context.userId && (message.requestId === undefined || message.requestId === context.requestId);

const ours = (context: OrderPlacementContext, event: OrderPlacementEvent): PaymentMessage | null =>
  event.type === 'SOCKET.MESSAGE' && isOurs(context, event.message) ? event.message : null;

const failedWith = (message: string) => ({ outcome: { kind: 'failed', message } }) as const;

export const orderPlacementMachine = setup({
  types: {
    input: {} as OrderPlacementInput,
    context: {} as OrderPlacementContext,
    events: {} as OrderPlacementEvent,
    output: {} as PlacementOutcome,
  },
  actors: {
    placeOrder: fromPromise<{ requestId: string }, { body: OrderRequest | FootOrderRequest }>(({ input }) =>
      'plate_number' in input.body ? apiPlaceOrder(input.body) : placeFootOrder(input.body),
    ),
    /** The newest unpaid transaction of this departure with a payment page (the fallback). */
    recoverPayment: fromPromise<OpenPayment | null, { scheduleId: number }>(async ({ input }) => {
      const page = await getUserTransactions({ isActive: true, paid: false, page: 0, size: 5 });
      const open = page.transactions.find((t) => !t.paid && t.schedule.id === input.scheduleId && t.paymentUrl);
      return open?.paymentUrl ? { paymentUrl: open.paymentUrl, scheduleId: input.scheduleId } : null;
    }),
    saveProfile: fromPromise<void, BookingProfileInput>(({ input }) => saveBookingProfile(input)),
  },
  guards: {
    paymentReady: ({ context, event }) => {
      const message = ours(context, event);
      return (
        message !== null &&
        message.status === PUSH_STATUS.paymentReady &&
        typeof message.paymentUrl === 'string' &&
        isSafeNavigationUrl(message.paymentUrl)
      );
    },
    soldOut: ({ context, event }) => {
      const message = ours(context, event);
      return message !== null && message.status === PUSH_STATUS.soldOut && !message.paymentUrl;
    },
    pushStatus: ({ context, event }, params: { status: number }) => ours(context, event)?.status === params.status,
    ourMessage: ({ context, event }) => ours(context, event) !== null,
    foundOpenPayment: (_, params: { output: OpenPayment | null }) =>
      params.output !== null && isSafeNavigationUrl(params.output.paymentUrl),
    hasProfile: ({ context }) => !!context.save,
  },
  actions: {
    settle: assign((_, params: { outcome: PlacementOutcome }) => ({ outcome: params.outcome })),
  },
  delays: {
    resultTimeout: RESULT_TIMEOUT_MS,
    saveTimeout: SAVE_TIMEOUT_MS,
  },
}).createMachine({
  id: 'orderPlacement',
  context: ({ input }) => ({ ...input, outcome: failedWith(ORDER_MSG.sendFailed).outcome }),
  initial: 'sending',
  on: {
    'SOCKET.MESSAGE': [
      {
        guard: 'paymentReady',
        target: '.placed',
        actions: {
          type: 'settle',
          params: ({ event }) => ({ outcome: { kind: 'paymentReady', url: event.message.paymentUrl ?? '' } }),
        },
      },
      { guard: 'soldOut', target: '.done', actions: { type: 'settle', params: { outcome: { kind: 'soldOut' } } } },
      {
        guard: { type: 'pushStatus', params: { status: PUSH_STATUS.closedByOperator } },
        target: '.done',
        actions: { type: 'settle', params: { outcome: { kind: 'closedByOperator' } } },
      },
      ...REFUSAL_MESSAGE.map(([status, message]) => ({
        guard: { type: 'pushStatus' as const, params: { status } },
        target: '.done',
        actions: { type: 'settle' as const, params: failedWith(message) },
      })),
      { guard: 'ourMessage', target: '.done', actions: { type: 'settle', params: failedWith(ORDER_MSG.otherStatus) } },
    ],
  },
  states: {
    sending: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({ body: context.body }),
        onDone: 'awaitingResult',
        onError: {
          target: 'done',
          actions: [
            { type: 'settle', params: failedWith(ORDER_MSG.sendFailed) },
            ({ event }) => console.error('placeOrder failed', event.error),
          ],
        },
      },
    },
    awaitingResult: {
      after: { resultTimeout: 'recovering' },
      // Pushes sent while we were offline are lost: ask again (same requestId, no second order).
      on: { 'SOCKET.CONNECTED': 'sending' },
    },
    recovering: {
      invoke: {
        id: 'recoverPayment',
        src: 'recoverPayment',
        input: ({ context }) => ({ scheduleId: context.scheduleId }),
        onDone: [
          {
            guard: { type: 'foundOpenPayment', params: ({ event }) => ({ output: event.output }) },
            target: 'placed',
            actions: {
              type: 'settle',
              params: ({ event }) => ({ outcome: { kind: 'paymentReady', url: event.output?.paymentUrl ?? '' } }),
            },
          },
          { target: 'done', actions: { type: 'settle', params: failedWith(ORDER_MSG.sendFailed) } },
        ],
        onError: { target: 'done', actions: { type: 'settle', params: failedWith(ORDER_MSG.sendFailed) } },
      },
    },
    /** The payment page is ready: the booking is saved to the account first when the box was ticked. */
    placed: { always: [{ guard: 'hasProfile', target: 'saving' }, { target: 'done' }] },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => context.save!,
        onDone: 'done',
        onError: { target: 'done', actions: ({ event }) => console.warn('saveBookingProfile failed', event.error) },
      },
      after: { saveTimeout: 'done' },
      // The outcome is known; a later push changes nothing.
      on: { 'SOCKET.MESSAGE': {} },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
});
