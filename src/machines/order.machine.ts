// order — konfirmasi-pesanan (ARCHITECTURE.md §3).
//
//   checkingSavedPayment (child savedPayment) ─continue─→ redirecting
//        │                                     └newOrder─→ home
//        └─ none ─→ checkingDraft ─ no draft ─→ noDraft (back to booking) | home (no departure known)
//                        └ live ∥ connection: online(connecting → connected) ⇄ offline (5 s)
//                           ∥ order: idle ─CONFIRM─→ placing (child orderPlacement)
//                                      ├ paymentReady → redirecting (paymentData saved)
//                                      ├ failed (alert) ─ALERT.DISMISS─→ idle
//                                      └ soldOut (alert; child soldOutOffer) ─chosen─→ switched
//
// Children: saved-payment.machine.ts ('Pembayaran Tidak Selesai!'), order-placement.machine.ts (send,
// await the push, recover), sold-out-offer.machine.ts. This chart owns the socket and forwards the
// children's events. Its exits are named actions the screen supplies (.provide): toPayment,
// toBooking (the departure switched to), backToBooking (nothing to confirm) and goHome.
//
// Decisions where the spec is silent:
// - One requestId (crypto.randomUUID) per visit of this screen: a resend (after a reconnect, or
//   after an alert) can never create a second order — the server pushes the same outcome again.
// - Konfirmasi works only while the subscription is confirmed (SOCKET.CONNECTED comes after the
//   server's RECEIPT), so the push can never arrive before we listen; a double tap sends ONE order
//   because CONFIRM is only accepted in `idle`.
// - Sold out (issue #11, beyond the spec): after 'Tiket ini sudah habis' the order region stays in
//   `soldOut` — Konfirmasi can no longer be sent for this departure — and offers the next
//   departure on the same route with places left. Choosing it moves the draft to that departure
//   (scheduleId and schedule; vehicle, driver and passengers stay) and ends in `switched`:
//   pesan-tiket opens for it, filled in, to check and continue.
import { assign, sendTo, setup, stateIn } from 'xstate';
import type { Schedule } from '../api/schedules';
import { paymentSocket, type PaymentMessage, type SocketInput } from '../api/socket';
import { storage as defaultStorage } from '../lib/storage';
import { ORDER_MSG } from '../lib/order-messages';
import type { PriceLine } from '../../kernel/pricing';
import { draftPrice, orderRequest, readDraft, type OrderDraft, type OrderStorage } from './order-draft';
import { savedPaymentMachine, type SavedPaymentOutcome } from './saved-payment.machine';
import { orderPlacementMachine, type PlacementOutcome } from './order-placement.machine';
import { soldOutOfferMachine } from './sold-out-offer.machine';

export const RECONNECT_DELAY_MS = 5_000;

export type OrderInput = {
  userId: number | null;
  token: string | null;
  storage?: OrderStorage;
  now?: () => number;
  newRequestId?: () => string;
};

export type OrderContext = {
  userId: number | null;
  token: string | null;
  storage: OrderStorage;
  now: () => number;
  requestId: string;
  /** The stored scheduleId: konfirmasi-pesanan's back button goes to pesan-tiket/{scheduleId}. */
  scheduleId: number | null;
  draft: OrderDraft | null;
  price: { lines: PriceLine[]; total: number } | null;
  redirectUrl: string | null;
  alert: string | null;
};

export type OrderEvent =
  | { type: 'CONFIRM' }
  | { type: 'PAYMENT.NEW' }
  | { type: 'PAYMENT.CONTINUE' }
  | { type: 'ALERT.DISMISS' }
  | { type: 'ALTERNATIVE.CHOOSE' }
  | { type: 'SOCKET.CONNECTED' }
  | { type: 'SOCKET.DROPPED'; reason: string }
  | { type: 'SOCKET.MESSAGE'; message: PaymentMessage };

type Outcome = SavedPaymentOutcome | PlacementOutcome;

const urlOf = (outcome: Outcome): string =>
  outcome.kind === 'continue' || outcome.kind === 'paymentReady' ? outcome.url : '';

const alertOf = (outcome: PlacementOutcome): string =>
  outcome.kind === 'failed' ? outcome.message : outcome.kind === 'soldOut' ? ORDER_MSG.soldOut : '';

function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

export const orderMachine = setup({
  types: {
    input: {} as OrderInput,
    context: {} as OrderContext,
    events: {} as OrderEvent,
    children: {} as {
      savedPayment: 'savedPayment';
      socket: 'socket';
      orderPlacement: 'orderPlacement';
      soldOutOffer: 'soldOutOffer';
    },
  },
  actors: {
    socket: paymentSocket,
    savedPayment: savedPaymentMachine,
    orderPlacement: orderPlacementMachine,
    soldOutOffer: soldOutOfferMachine,
  },
  guards: {
    outcomeIs: (_, params: { outcome: Outcome; kind: Outcome['kind'] }) => params.outcome.kind === params.kind,
    hasDraft: ({ context }) =>
      context.draft !== null && context.price !== null && context.userId !== null && context.token !== null,
    knowsDeparture: ({ context }) => context.scheduleId !== null,
    socketConnected: stateIn('#order.live.connection.online.connected'),
  },
  actions: {
    showAlert: assign((_, params: { message: string }) => ({ alert: params.message })),
    clearAlert: assign({ alert: null }),
    redirectTo: assign((_, params: { url: string }) => ({ redirectUrl: params.url })),
    savePayment: ({ context }, params: { url: string }) => {
      context.storage.set('paymentData', { paymentUrl: params.url, timestamp: Math.floor(context.now()) });
      context.storage.set('paymentUrl', params.url);
    },
    /** The draft moves to the chosen departure; everything else in it stays. */
    switchDeparture: assign(({ context }, params: { schedule: Schedule }) => {
      context.storage.set('scheduleId', params.schedule.id);
      context.storage.set('schedule', params.schedule);
      return { scheduleId: params.schedule.id };
    }),
    toSavedPayment: sendTo('savedPayment', ({ event }) => event),
    toPlacement: sendTo('orderPlacement', ({ event }) => event),
    toSoldOutOffer: sendTo('soldOutOffer', ({ event }) => event),
    // Navigation: the screen supplies these (.provide); here they do nothing.
    toPayment: (_, _params: { url: string }) => undefined,
    toBooking: (_, _params: { scheduleId: number }) => undefined,
    backToBooking: (_, _params: { scheduleId: number }) => undefined,
    goHome: () => undefined,
  },
  delays: {
    reconnect: RECONNECT_DELAY_MS,
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => {
    const storage = input.storage ?? defaultStorage;
    const draft = readDraft(storage);
    return {
      userId: input.userId,
      token: input.token,
      storage,
      now: input.now ?? Date.now,
      requestId: (input.newRequestId ?? newRequestId)(),
      scheduleId: storage.get('scheduleId'),
      draft,
      price: draft ? draftPrice(draft) : null,
      redirectUrl: null,
      alert: null,
    };
  },
  initial: 'checkingSavedPayment',
  states: {
    checkingSavedPayment: {
      invoke: {
        id: 'savedPayment',
        src: 'savedPayment',
        input: ({ context }) => ({ userId: context.userId, storage: context.storage, now: context.now }),
        onDone: [
          {
            guard: { type: 'outcomeIs', params: ({ event }) => ({ outcome: event.output, kind: 'continue' }) },
            target: 'redirecting',
            actions: { type: 'redirectTo', params: ({ event }) => ({ url: urlOf(event.output) }) },
          },
          {
            guard: { type: 'outcomeIs', params: ({ event }) => ({ outcome: event.output, kind: 'newOrder' }) },
            target: 'home',
          },
          { target: 'checkingDraft' },
        ],
      },
      on: {
        'PAYMENT.NEW': { actions: 'toSavedPayment' },
        'PAYMENT.CONTINUE': { actions: 'toSavedPayment' },
      },
    },
    checkingDraft: {
      always: [
        { guard: 'hasDraft', target: 'live' },
        { guard: 'knowsDeparture', target: 'noDraft' },
        { target: 'home' },
      ],
    },
    live: {
      type: 'parallel',
      states: {
        connection: {
          initial: 'online',
          states: {
            online: {
              invoke: {
                id: 'socket',
                src: 'socket',
                input: ({ context }): SocketInput => ({ token: context.token ?? '', userId: context.userId ?? 0 }),
              },
              initial: 'connecting',
              states: {
                connecting: { on: { 'SOCKET.CONNECTED': 'connected' } },
                connected: {},
              },
              on: { 'SOCKET.DROPPED': 'offline' },
            },
            offline: {
              after: { reconnect: 'online' },
            },
          },
        },
        order: {
          initial: 'idle',
          states: {
            idle: {
              on: { CONFIRM: { guard: 'socketConnected', target: 'placing' } },
            },
            placing: {
              invoke: {
                id: 'orderPlacement',
                src: 'orderPlacement',
                input: ({ context }) => ({
                  userId: context.userId,
                  requestId: context.requestId,
                  body: orderRequest(context.draft as OrderDraft, context.requestId),
                  scheduleId: (context.draft as OrderDraft).scheduleId,
                }),
                onDone: [
                  {
                    guard: {
                      type: 'outcomeIs',
                      params: ({ event }) => ({ outcome: event.output, kind: 'paymentReady' }),
                    },
                    target: '#order.redirecting',
                    actions: [
                      { type: 'redirectTo', params: ({ event }) => ({ url: urlOf(event.output) }) },
                      { type: 'savePayment', params: ({ event }) => ({ url: urlOf(event.output) }) },
                    ],
                  },
                  {
                    guard: { type: 'outcomeIs', params: ({ event }) => ({ outcome: event.output, kind: 'soldOut' }) },
                    target: 'soldOut',
                    actions: { type: 'showAlert', params: { message: ORDER_MSG.soldOut } },
                  },
                  {
                    target: 'failed',
                    actions: { type: 'showAlert', params: ({ event }) => ({ message: alertOf(event.output) }) },
                  },
                ],
              },
              on: {
                'SOCKET.MESSAGE': { actions: 'toPlacement' },
                'SOCKET.CONNECTED': { actions: 'toPlacement' },
              },
            },
            failed: {
              on: { 'ALERT.DISMISS': { target: 'idle', actions: 'clearAlert' } },
            },
            /** 'Tiket ini sudah habis': no Konfirmasi for this departure; the next one with places is offered. */
            soldOut: {
              invoke: {
                id: 'soldOutOffer',
                src: 'soldOutOffer',
                input: ({ context }) => ({ soldOut: (context.draft as OrderDraft).schedule, nowMs: context.now() }),
                onDone: {
                  target: '#order.switched',
                  actions: { type: 'switchDeparture', params: ({ event }) => ({ schedule: event.output }) },
                },
              },
              on: {
                'ALERT.DISMISS': { actions: 'clearAlert' },
                'ALTERNATIVE.CHOOSE': { actions: 'toSoldOutOffer' },
              },
            },
          },
        },
      },
    },
    /** Leave for the payment page (`redirectUrl`). */
    redirecting: {
      type: 'final',
      entry: { type: 'toPayment', params: ({ context }) => ({ url: context.redirectUrl ?? '' }) },
    },
    /** The draft moved to another departure: pesan-tiket opens for it. */
    switched: {
      type: 'final',
      entry: { type: 'toBooking', params: ({ context }) => ({ scheduleId: context.scheduleId ?? 0 }) },
    },
    /** 'Pesanan Baru' done, or nothing to confirm and no departure known. */
    home: { type: 'final', entry: 'goHome' },
    /** Nothing to confirm (opened directly, or the draft was cleared): back to its booking. */
    noDraft: {
      type: 'final',
      entry: { type: 'backToBooking', params: ({ context }) => ({ scheduleId: context.scheduleId ?? 0 }) },
    },
  },
});
