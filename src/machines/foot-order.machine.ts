// footOrder — pesan-pejalan-kaki (issue #40 item 3, beyond the spec): walk-on passengers book seats
// without a vehicle, and pay on the same payment page as a vehicle booking.
//
//   loading ─ok─→ editing ─SUBMIT, all valid─→ reviewing ─CONFIRM─→ placing: connecting ─SOCKET.CONNECTED─→ sending
//      │   └ not open / no fare → closed      ↑ BACK ─┘  ↑                       │ SOCKET.DROPPED (alert)    │
//      └ fails → failed ─RETRY─→ loading                  └──── refused or failed (alert) ←───────────────────┘
//                                                                         sending ─payment page ready─→ redirecting
//
// Decisions where the spec is silent:
// - Every walk-on passenger is named (name, age, domicile, type): without a vehicle and a driver the
//   manifest is the only record of who boards. At least one, at most MAX_FOOT_PASSENGERS.
// - The order goes through the same child as konfirmasi-pesanan's (order-placement.machine.ts:
//   send, await the push, recover after 20 s), sent once the socket's subscription is confirmed; a
//   new Konfirmasi is a new idempotency key. Any refusal (sold out, closed, …) returns to the
//   review with its alert; the foot order offers no other departure (the search does).
// - The payment page is left for as konfirmasi-pesanan does (paymentData saved, spec §3), so
//   'Pembayaran Tidak Selesai!' and pembayaran-selesai work the same.
import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { PassengerType } from '../api/catalogue';
import { getFootPassengerTypes } from '../api/catalogue';
import { getSchedule, type Schedule } from '../api/schedules';
import { paymentSocket, type PaymentMessage, type SocketInput } from '../api/socket';
import { FOOT_MSG } from '../lib/foot-messages';
import { storage as defaultStorage, type TypedStorage } from '../lib/storage';
import {
  allValid,
  emptyTraveller,
  footOrderBody,
  MAX_FOOT_PASSENGERS,
  type Traveller,
  type TravellerField,
} from './foot-draft';
import { orderPlacementMachine, refusalOf, type PlacementOutcome } from './order-placement.machine';

export type FootData = { schedule: Schedule; types: PassengerType[] };

export type FootOrderInput = {
  scheduleId: number;
  userId: number | null;
  token: string | null;
  storage?: TypedStorage;
  now?: () => number;
  newRequestId?: () => string;
};

export type FootOrderContext = Required<FootOrderInput> & {
  schedule: Schedule | null;
  types: PassengerType[];
  travellers: Traveller[];
  /** Every field's message shows once Lanjutkan was pressed. */
  showErrors: boolean;
  requestId: string;
  alert: string | null;
  /** Why the departure cannot be booked on foot (closed, or no foot fare). */
  closed: string | null;
  redirectUrl: string | null;
};

export type FootOrderEvent =
  | { type: 'RETRY' }
  | { type: 'ADD' }
  | { type: 'REMOVE'; index: number }
  | { type: 'CHANGE'; index: number; field: TravellerField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'ALERT.DISMISS' }
  | { type: 'SOCKET.CONNECTED' }
  | { type: 'SOCKET.DROPPED'; reason: string }
  | { type: 'SOCKET.MESSAGE'; message: PaymentMessage };

const alertOf = (outcome: PlacementOutcome): string =>
  outcome.kind === 'failed' ? outcome.message : (refusalOf(outcome) ?? '');

export const loadFootData = fromPromise<FootData, { scheduleId: number }>(async ({ input }) => {
  const schedule = await getSchedule(input.scheduleId);
  return { schedule, types: await getFootPassengerTypes(schedule.issuedDate) };
});

export const footOrderMachine = setup({
  types: {
    input: {} as FootOrderInput,
    context: {} as FootOrderContext,
    events: {} as FootOrderEvent,
    children: {} as { loadFoot: 'loadFoot'; socket: 'socket'; orderPlacement: 'orderPlacement' },
  },
  actors: { loadFoot: loadFootData, socket: paymentSocket, orderPlacement: orderPlacementMachine },
  guards: {
    bookable: (_, params: { data: FootData }) =>
      (params.data.schedule.status ?? 'open') === 'open' && params.data.types.length > 0,
    roomForOne: ({ context }) => context.travellers.length < MAX_FOOT_PASSENGERS,
    moreThanOne: ({ context }) => context.travellers.length > 1,
    allValid: ({ context }) => allValid(context.travellers, context.types),
    paymentReady: (_, params: { outcome: PlacementOutcome }) => params.outcome.kind === 'paymentReady',
  },
  actions: {
    loaded: assign((_, params: { data: FootData }) => ({
      schedule: params.data.schedule,
      types: params.data.types,
      travellers: [emptyTraveller(params.data.types)],
    })),
    markClosed: assign((_, params: { data: FootData }) => ({
      schedule: params.data.schedule,
      closed: params.data.types.length ? FOOT_MSG.closed : FOOT_MSG.noFares,
    })),
    add: assign(({ context }) => ({ travellers: [...context.travellers, emptyTraveller(context.types)] })),
    remove: assign(({ context }, params: { index: number }) => ({
      travellers: context.travellers.filter((_, i) => i !== params.index),
    })),
    change: assign(({ context }, params: { index: number; field: TravellerField; value: string }) => ({
      travellers: context.travellers.map((t, i) => (i === params.index ? { ...t, [params.field]: params.value } : t)),
    })),
    showErrors: assign({ showErrors: true }),
    showAlert: assign((_, params: { message: string }) => ({ alert: params.message })),
    clearAlert: assign({ alert: null }),
    newKey: assign(({ context }) => ({ requestId: context.newRequestId() })),
    /** Leave for the payment page, saved as paymentData (spec §3), like konfirmasi-pesanan. */
    payAt: assign(({ context }, params: { url: string }) => {
      context.storage.set('paymentData', { paymentUrl: params.url, timestamp: Math.floor(context.now()) });
      context.storage.set('paymentUrl', params.url);
      return { redirectUrl: params.url };
    }),
    toPlacement: sendTo('orderPlacement', ({ event }) => event),
    // Navigation: the screen supplies it (.provide); here it does nothing.
    toPayment: (_, _params: { url: string }) => undefined,
  },
}).createMachine({
  id: 'footOrder',
  context: ({ input }) => {
    const newRequestId = input.newRequestId ?? (() => globalThis.crypto.randomUUID());
    return {
      scheduleId: input.scheduleId,
      userId: input.userId,
      token: input.token,
      storage: input.storage ?? defaultStorage,
      now: input.now ?? Date.now,
      newRequestId,
      schedule: null,
      types: [],
      travellers: [],
      showErrors: false,
      requestId: newRequestId(),
      alert: null,
      closed: null,
      redirectUrl: null,
    };
  },
  initial: 'loading',
  on: { 'ALERT.DISMISS': { actions: 'clearAlert' } },
  states: {
    loading: {
      invoke: {
        id: 'loadFoot',
        src: 'loadFoot',
        input: ({ context }) => ({ scheduleId: context.scheduleId }),
        onDone: [
          {
            guard: { type: 'bookable', params: ({ event }) => ({ data: event.output }) },
            target: 'editing',
            actions: { type: 'loaded', params: ({ event }) => ({ data: event.output }) },
          },
          { target: 'closed', actions: { type: 'markClosed', params: ({ event }) => ({ data: event.output }) } },
        ],
        onError: 'failed',
      },
    },
    failed: { on: { RETRY: 'loading' } },
    closed: {},
    editing: {
      on: {
        ADD: { guard: 'roomForOne', actions: 'add' },
        REMOVE: { guard: 'moreThanOne', actions: { type: 'remove', params: ({ event }) => ({ index: event.index }) } },
        CHANGE: { actions: { type: 'change', params: ({ event }) => event } },
        SUBMIT: [{ guard: 'allValid', target: 'reviewing' }, { actions: 'showErrors' }],
      },
    },
    reviewing: {
      on: {
        BACK: 'editing',
        CONFIRM: { target: 'placing', actions: 'newKey' },
      },
    },
    placing: {
      invoke: {
        id: 'socket',
        src: 'socket',
        input: ({ context }): SocketInput => ({ token: context.token ?? '', userId: context.userId ?? 0 }),
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: {
            'SOCKET.CONNECTED': 'sending',
            'SOCKET.DROPPED': {
              target: '#footOrder.reviewing',
              actions: { type: 'showAlert', params: { message: FOOT_MSG.connectionLost } },
            },
          },
        },
        sending: {
          invoke: {
            id: 'orderPlacement',
            src: 'orderPlacement',
            input: ({ context }) => ({
              userId: context.userId,
              requestId: context.requestId,
              body: footOrderBody(context.scheduleId, context.travellers, context.requestId),
              scheduleId: context.scheduleId,
            }),
            onDone: [
              {
                guard: { type: 'paymentReady', params: ({ event }) => ({ outcome: event.output }) },
                target: '#footOrder.redirecting',
                actions: {
                  type: 'payAt',
                  params: ({ event }) => ({ url: event.output.kind === 'paymentReady' ? event.output.url : '' }),
                },
              },
              {
                target: '#footOrder.reviewing',
                actions: { type: 'showAlert', params: ({ event }) => ({ message: alertOf(event.output) }) },
              },
            ],
          },
          on: {
            'SOCKET.MESSAGE': { actions: 'toPlacement' },
            'SOCKET.CONNECTED': { actions: 'toPlacement' },
          },
        },
      },
    },
    /** Leave for the payment page (`redirectUrl`). */
    redirecting: {
      type: 'final',
      entry: { type: 'toPayment', params: ({ context }) => ({ url: context.redirectUrl ?? '' }) },
    },
  },
});
