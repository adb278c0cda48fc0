// order — konfirmasi-pesanan (ARCHITECTURE.md §3).
//
//   checkingSavedPayment (child savedPayment) ─continue─→ redirecting
//        │                                     └newOrder─→ home
//        └─ none ─→ checkingDraft ─ no draft ─→ noDraft (back to booking) | home (no departure known)
//                        └ live ∥ connection: online(connecting → connected) ⇄ offline (5 s)
//                           ∥ order: checkingOpenOrder (child openOrder) ─continue─→ redirecting
//                                      ├ none → idle; replaced → placing (connected) | idle
//                                    idle ─CONFIRM─→ placing (child orderPlacement)
//                                      ├ paymentReady → redirecting (paymentData saved)
//                                      ├ failed (alert) ─ALERT.DISMISS─→ idle
//                                      └ soldOut (alert; child soldOutOffer) ─chosen─→ switched
//
// Children: saved-payment.machine.ts ('Pembayaran Tidak Selesai!'), open-order.machine.ts (an unpaid
// order of this departure, issue #21 §2), order-placement.machine.ts (send, await the push, recover),
// sold-out-offer.machine.ts. This chart owns the socket and forwards the children's events. Its exits
// are the screen's named actions: toPayment, toBooking (the departure switched to), backToBooking, goHome.
//
// Decisions where the spec is silent:
// - One idempotency key (requestId) per confirmation (issue #21 §2): a resend of it after a
//   reconnect never creates a second order; a new Konfirmasi (after an alert) is a new request.
// - Konfirmasi works only once the subscription is confirmed (SOCKET.CONNECTED follows the
//   server's RECEIPT), so no push is missed; CONFIRM is taken only in `idle` (a double tap: ONE order).
// - Sold out (issue #11): `soldOut` takes no Konfirmasi and offers the next departure on the route
//   with places left; choosing it moves the draft there and ends in `switched` (pesan-tiket). A
//   departure the operator closed (push 423, issue #22) is refused the same way (`refusal` says why).
import { assign, sendTo, setup, stateIn } from 'xstate';
import type { Schedule } from '../api/schedules';
import { paymentSocket, type SocketInput } from '../api/socket';
import { storage as defaultStorage } from '../lib/storage';
import {
  draftPrice,
  orderRequest,
  readDraft,
  type OrderContext,
  type OrderDraft,
  type OrderEvent,
  type OrderInput,
} from './order-draft';
import { savedPaymentMachine, type SavedPaymentOutcome } from './saved-payment.machine';
import { orderPlacementMachine, refusalOf, type PlacementOutcome } from './order-placement.machine';
import { soldOutOfferMachine } from './sold-out-offer.machine';
import { openOrderMachine, type OpenOrderOutcome } from './open-order.machine';

export const RECONNECT_DELAY_MS = 5_000;

export type { OrderContext, OrderEvent, OrderInput } from './order-draft';

type Outcome = SavedPaymentOutcome | OpenOrderOutcome | PlacementOutcome;

const urlOf = (outcome: Outcome): string =>
  outcome.kind === 'continue' || outcome.kind === 'paymentReady' ? outcome.url : '';

const alertOf = (outcome: PlacementOutcome): string =>
  outcome.kind === 'failed' ? outcome.message : (refusalOf(outcome) ?? '');

const newRequestId = () => globalThis.crypto.randomUUID();

export const orderMachine = setup({
  types: {
    input: {} as OrderInput,
    context: {} as OrderContext,
    events: {} as OrderEvent,
    children: {} as {
      savedPayment: 'savedPayment';
      openOrder: 'openOrder';
      socket: 'socket';
      orderPlacement: 'orderPlacement';
      soldOutOffer: 'soldOutOffer';
    },
  },
  actors: {
    socket: paymentSocket,
    savedPayment: savedPaymentMachine,
    openOrder: openOrderMachine,
    orderPlacement: orderPlacementMachine,
    soldOutOffer: soldOutOfferMachine,
  },
  guards: {
    outcomeIs: (_, params: { outcome: Outcome; kind: Outcome['kind'] }) => params.outcome.kind === params.kind,
    refused: (_, params: { outcome: PlacementOutcome }) => refusalOf(params.outcome) !== null,
    hasDraft: ({ context }) =>
      context.draft !== null && context.price !== null && context.userId !== null && context.token !== null,
    knowsDeparture: ({ context }) => context.scheduleId !== null,
    socketConnected: stateIn('#order.live.connection.online.connected'),
  },
  actions: {
    showAlert: assign((_, params: { message: string }) => ({ alert: params.message })),
    refuse: assign((_, params: { message: string }) => ({ alert: params.message, refusal: params.message })),
    clearAlert: assign({ alert: null }),
    newKey: assign(({ context }) => ({ requestId: context.newRequestId() })),
    redirectTo: assign((_, params: { url: string }) => ({ redirectUrl: params.url })),
    /** Leave for the payment page of this user's order, saved as paymentData (spec §3). */
    payAt: assign(({ context }, params: { url: string }) => {
      context.storage.set('paymentData', { paymentUrl: params.url, timestamp: Math.floor(context.now()) });
      context.storage.set('paymentUrl', params.url);
      return { redirectUrl: params.url };
    }),
    /** The draft moves to the chosen departure; everything else in it stays. */
    switchDeparture: assign(({ context }, params: { schedule: Schedule }) => {
      context.storage.set('scheduleId', params.schedule.id);
      context.storage.set('schedule', params.schedule);
      return { scheduleId: params.schedule.id };
    }),
    toSavedPayment: sendTo('savedPayment', ({ event }) => event),
    toOpenOrder: sendTo('openOrder', ({ event }) => event),
    toPlacement: sendTo('orderPlacement', ({ event }) => event),
    toSoldOutOffer: sendTo('soldOutOffer', ({ event }) => event),
    // Navigation: the screen supplies these (.provide); here they do nothing.
    toPayment: (_, _params: { url: string }) => undefined,
    toBooking: (_, _params: { scheduleId: number }) => undefined,
    backToBooking: (_, _params: { scheduleId: number }) => undefined,
    goHome: () => undefined,
  },
  delays: { reconnect: RECONNECT_DELAY_MS },
}).createMachine({
  id: 'order',
  context: ({ input }) => {
    const storage = input.storage ?? defaultStorage;
    const draft = readDraft(storage);
    const makeKey = input.newRequestId ?? newRequestId;
    return {
      userId: input.userId,
      token: input.token,
      storage,
      now: input.now ?? Date.now,
      newRequestId: makeKey,
      requestId: makeKey(),
      scheduleId: storage.get('scheduleId'),
      draft,
      price: draft ? draftPrice(draft) : null,
      redirectUrl: null,
      alert: null,
      refusal: null,
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
            offline: { after: { reconnect: 'online' } },
          },
        },
        order: {
          initial: 'checkingOpenOrder',
          states: {
            checkingOpenOrder: {
              invoke: {
                id: 'openOrder',
                src: 'openOrder',
                input: ({ context }) => ({ userId: context.userId ?? 0, scheduleId: context.scheduleId ?? 0 }),
                onDone: [
                  {
                    guard: { type: 'outcomeIs', params: ({ event }) => ({ outcome: event.output, kind: 'continue' }) },
                    target: '#order.redirecting',
                    actions: { type: 'payAt', params: ({ event }) => ({ url: urlOf(event.output) }) },
                  },
                  {
                    guard: { type: 'outcomeIs', params: ({ event }) => ({ outcome: event.output, kind: 'replaced' }) },
                    target: 'replaced',
                  },
                  { target: 'idle' },
                ],
              },
              on: {
                'OPEN_ORDER.CONTINUE': { actions: 'toOpenOrder' },
                'OPEN_ORDER.REPLACE': { actions: 'toOpenOrder' },
              },
            },
            /** The old hold is released: this order is sent at once, or on Konfirmasi when offline. */
            replaced: {
              always: [{ guard: 'socketConnected', target: 'placing', actions: 'newKey' }, { target: 'idle' }],
            },
            idle: {
              on: { CONFIRM: { guard: 'socketConnected', target: 'placing', actions: 'newKey' } },
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
                  save: (context.draft as OrderDraft).save,
                }),
                onDone: [
                  {
                    guard: {
                      type: 'outcomeIs',
                      params: ({ event }) => ({ outcome: event.output, kind: 'paymentReady' }),
                    },
                    target: '#order.redirecting',
                    actions: { type: 'payAt', params: ({ event }) => ({ url: urlOf(event.output) }) },
                  },
                  {
                    guard: { type: 'refused', params: ({ event }) => ({ outcome: event.output }) },
                    target: 'soldOut',
                    actions: { type: 'refuse', params: ({ event }) => ({ message: alertOf(event.output) }) },
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
            failed: { on: { 'ALERT.DISMISS': { target: 'idle', actions: 'clearAlert' } } },
            /** Sold out or closed by the operator: no Konfirmasi for it; the next one with places is offered. */
            soldOut: {
              invoke: {
                id: 'soldOutOffer',
                src: 'soldOutOffer',
                input: ({ context }) => ({ departure: (context.draft as OrderDraft).schedule, nowMs: context.now() }),
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
