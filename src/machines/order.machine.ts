// order — konfirmasi-pesanan (ARCHITECTURE.md §3).
//
//   checkingSavedPayment ─ paymentData under 15 min old ─→ verifyingSavedPayment ─→ unfinishedPayment
//        │                                                        │                 ├ PAYMENT.NEW → releasingHold → home
//        │                                                        │ (paid/expired)  └ PAYMENT.CONTINUE → redirecting
//        └──────────────────────────────→ checkingDraft ←─────────┘
//                                              ├ no draft → noDraft
//                                              └ live ∥ connection: online(connecting → connected) ⇄ offline (5 s)
//                                                 ∥ order: idle → CONFIRM → placing(sending → awaitingResult
//                                                                  → recovering) → redirecting | failed(alert)
//
// Decisions where the spec is silent:
// - A fresh saved payment is checked against the server first (the user's open unpaid
//   transactions): a payment that was completed, cancelled or has expired meanwhile no longer
//   counts, so 'Pembayaran Tidak Selesai!' is never shown for a paid ticket (tiket-saya keeps
//   paymentData, see ticket-list.machine.ts). If that check fails (offline), the local data wins.
// - One requestId (crypto.randomUUID) per visit of this screen: a resend (after a reconnect, or
//   after an alert) can never create a second order — the server pushes the same outcome again.
// - Konfirmasi works only while the subscription is confirmed (SOCKET.CONNECTED comes after the
//   server's RECEIPT), so the push can never arrive before we listen; a double tap sends ONE order
//   because CONFIRM is only accepted in `idle`.
// - If the push does not arrive within RESULT_TIMEOUT_MS the machine reads the newest unpaid
//   transaction of this departure instead of hanging; if the socket reconnects while waiting, the
//   order is re-sent with the same requestId so the server pushes its outcome again.
// - Beyond the spec's catch-all: push 422 (the departure closed for online sale while the user
//   was on this screen) and 425 (outside the booking window today … today+7) get messages of
//   their own (ORDER_MSG.closedForSale / outsideWindow), and so does 502 (the payment gateway is
//   down; the place was released: ORDER_MSG.paymentUnavailable); any other status keeps the catch-all.
// - Sold out (issue #11, beyond the spec): after 'Tiket ini sudah habis' the order region stays in
//   `soldOut` — Konfirmasi can no longer be sent for this departure — and looks for the next
//   departure on the same route with places left (src/lib/next-departure.ts). Choosing it moves
//   the draft to that departure (scheduleId and schedule; vehicle, driver and passengers stay) and
//   ends in `switched`: the screen opens pesan-tiket for it, filled in, to check and continue.
import { assign, fromPromise, setup, stateIn } from 'xstate';
import { placeOrder as apiPlaceOrder, getUserTransactions, type OrderRequest } from '../api/transactions';
import { getSchedules, releaseHold as apiReleaseHold, type Schedule } from '../api/schedules';
import { findNextDeparture } from '../lib/next-departure';
import { paymentSocket, type PaymentMessage, type SocketInput } from '../api/socket';
import type { PassengerType } from '../api/catalogue';
import {
  isSafeNavigationUrl,
  storage as defaultStorage,
  type Driver,
  type PassengerEntry,
  type StoredSchedule,
  type TypedStorage,
  type VehicleDraft,
} from '../lib/storage';
import { priceBreakdown, type PriceLine } from '../../kernel/pricing';
import { PAYMENT_WINDOW_MINUTES } from '../../kernel/countdown';

export const ORDER_MSG = {
  soldOut: 'Tiket ini sudah habis',
  otherStatus: 'Terjadi error, mohon logout dan login kembali habis',
  sendFailed: 'Error sending ticket',
  // Beyond the spec (issue #14): the spec's catch-all tells the user to log out and in again,
  // which is wrong advice for these two refusals, so each gets a clear message of its own. The
  // catch-all stays for every status nobody knows.
  closedForSale:
    'Pembelian tiket online untuk keberangkatan ini sudah ditutup (kurang dari 1 jam sebelum waktu keberangkatan). Silakan pilih jadwal lain.',
  outsideWindow: 'Pemesanan hanya dibuka sampai 7 hari ke depan. Silakan pilih tanggal keberangkatan lain.',
  // Issue #9: the payment gateway could not open a payment (push 502); the server released the
  // place, so the user is told that nothing was booked and may simply try again.
  paymentUnavailable:
    'Layanan pembayaran sedang tidak dapat dihubungi. Pesanan belum dibuat dan tempat tidak ditahan. Silakan coba lagi beberapa saat lagi.',
} as const;

/** Push statuses the app tells apart (openapi.yaml PaymentMessage.status). */
export const PUSH_STATUS = {
  paymentReady: 200,
  soldOut: 500,
  /** Under 60 minutes before departure (or departed): closed for online sale. */
  closedForSale: 422,
  /** The departure's date is after today + 7 (Jakarta): outside the booking window. */
  outsideWindow: 425,
  /** The payment gateway failed to open a session; the hold was released. */
  paymentUnavailable: 502,
} as const;

export const RECONNECT_DELAY_MS = 5_000;
/** How long to wait for the pushed outcome before reading the transactions instead. */
export const RESULT_TIMEOUT_MS = 20_000;
const PAYMENT_WINDOW_MS = PAYMENT_WINDOW_MINUTES * 60_000;

export type OrderStorage = Pick<TypedStorage, 'get' | 'set' | 'remove' | 'clearOrderDraft'>;

export type OrderDraft = {
  scheduleId: number;
  schedule: StoredSchedule;
  vehicle: VehicleDraft;
  driver: Driver;
  passengers: PassengerEntry[];
  passengerTypes: PassengerType[];
  counts: Record<string, number>;
};

export type OpenPayment = { paymentUrl: string; scheduleId: number | null };

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
  unfinished: OpenPayment | null;
  redirectUrl: string | null;
  alert: string | null;
  /** After a sold-out answer: the next departure on the route with places left, once found. */
  alternative: Schedule | null;
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

/** The stored draft of pesan-tiket (spec §3 keys), or null when a part is missing or inconsistent. */
export function readDraft(storage: Pick<OrderStorage, 'get'>): OrderDraft | null {
  const scheduleId = storage.get('scheduleId');
  const schedule = storage.get('schedule');
  const vehicle = storage.get('kendaraan');
  const driver = storage.get('pengemudi');
  if (scheduleId === null || schedule === null || vehicle === null || driver === null) return null;
  if (schedule.id !== scheduleId) return null;
  return {
    scheduleId,
    schedule,
    vehicle,
    driver,
    passengers: storage.get('penumpang') ?? [],
    passengerTypes: storage.get('passengerFee') ?? [],
    counts: storage.get('passengerTypeCounts') ?? {},
  };
}

/** The confirmation screen's price lines and total: the same function the server charges with. */
export function draftPrice(draft: OrderDraft): { lines: PriceLine[]; total: number } | null {
  try {
    return priceBreakdown({
      vehicle: draft.vehicle.vehicle_type,
      passengers: draft.passengerTypes.map((t) => ({
        passengerTypeId: t.id,
        feeType: t.feeType,
        fee: t.fee,
        insuranceFee: t.insuranceFee,
        count: draft.counts[String(t.id)] ?? 0,
      })),
    });
  } catch {
    return null;
  }
}

/** The POST /api/transaction/order body (openapi.yaml OrderRequest). */
export function orderRequest(draft: OrderDraft, requestId: string): OrderRequest {
  const typeIds = new Set(draft.passengerTypes.map((t) => t.id));
  return {
    plate_number: draft.vehicle.plate_number,
    driver: {
      name: draft.driver.name,
      phoneNumber: draft.driver.phoneNumber,
      age: draft.driver.age,
      domicile: draft.driver.domicile,
      gender: draft.driver.gender as OrderRequest['driver']['gender'],
    },
    passengers: draft.passengerTypes
      .map((t) => ({ passengerId: t.id, amount: draft.counts[String(t.id)] ?? 0 }))
      .filter((p) => p.amount > 0),
    schedule: draft.scheduleId,
    vehicle: draft.vehicle.vehicle_type.id,
    manifest: draft.passengers
      .filter((p) => typeIds.has(p.passengerTypeId))
      .map((p) => ({ passengerId: p.passengerTypeId, name: p.name, age: p.age, domicile: p.domicile })),
    requestId,
  };
}

function isFresh(timestamp: number, nowMs: number): boolean {
  const age = nowMs - timestamp;
  // A device clock set back a little must not hide an open payment; a timestamp far in the
  // future is nonsense and does not count.
  return age < PAYMENT_WINDOW_MS && age > -PAYMENT_WINDOW_MS;
}

function isOurs(context: OrderContext, message: PaymentMessage): boolean {
  return (
    message.userId === context.userId && (message.requestId === undefined || message.requestId === context.requestId)
  );
}

const messageOf = (event: OrderEvent): PaymentMessage | null =>
  event.type === 'SOCKET.MESSAGE' ? event.message : null;

function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

export const orderMachine = setup({
  types: {
    input: {} as OrderInput,
    context: {} as OrderContext,
    events: {} as OrderEvent,
  },
  actors: {
    socket: paymentSocket,
    placeOrder: fromPromise<{ requestId: string }, { body: OrderRequest }>(({ input }) => apiPlaceOrder(input.body)),
    /** The open unpaid transaction behind a saved payment URL, or null when it is no longer open. */
    verifySavedPayment: fromPromise<OpenPayment | null, { paymentUrl: string }>(async ({ input }) => {
      const page = await getUserTransactions({ isActive: true, paid: false, page: 0, size: 5 });
      const open = page.transactions.find((t) => !t.paid && t.paymentUrl === input.paymentUrl);
      return open ? { paymentUrl: input.paymentUrl, scheduleId: open.schedule.id } : null;
    }),
    /** The newest unpaid transaction of this departure with a payment page (the fallback). */
    recoverPayment: fromPromise<OpenPayment | null, { scheduleId: number }>(async ({ input }) => {
      const page = await getUserTransactions({ isActive: true, paid: false, page: 0, size: 5 });
      const open = page.transactions.find((t) => !t.paid && t.schedule.id === input.scheduleId && t.paymentUrl);
      return open?.paymentUrl ? { paymentUrl: open.paymentUrl, scheduleId: input.scheduleId } : null;
    }),
    /** The next departure on the sold-out one's route with places left (null: none in the window). */
    findAlternative: fromPromise<Schedule | null, { soldOut: StoredSchedule; nowMs: number }>(({ input }) =>
      findNextDeparture(input.soldOut, input.nowMs, getSchedules),
    ),
    releaseHold: fromPromise<void, { scheduleId: number; userId: number }>(({ input }) =>
      apiReleaseHold(input.scheduleId, input.userId),
    ),
  },
  guards: {
    savedPaymentFresh: ({ context }) => {
      const saved = context.storage.get('paymentData');
      return saved !== null && isFresh(saved.timestamp, context.now());
    },
    hasDraft: ({ context }) =>
      context.draft !== null && context.price !== null && context.userId !== null && context.token !== null,
    foundOpenPayment: (_, params: { output: OpenPayment | null }) =>
      params.output !== null && isSafeNavigationUrl(params.output.paymentUrl),
    canReleaseHold: ({ context }) =>
      context.userId !== null && (context.unfinished?.scheduleId ?? context.storage.get('scheduleId')) !== null,
    socketConnected: stateIn('#order.live.connection.online.connected'),
    paymentReady: ({ context, event }) => {
      const message = messageOf(event);
      return (
        message !== null &&
        isOurs(context, message) &&
        message.status === PUSH_STATUS.paymentReady &&
        typeof message.paymentUrl === 'string' &&
        isSafeNavigationUrl(message.paymentUrl)
      );
    },
    soldOut: ({ context, event }) => {
      const message = messageOf(event);
      return (
        message !== null && isOurs(context, message) && message.status === PUSH_STATUS.soldOut && !message.paymentUrl
      );
    },
    pushStatus: ({ context, event }, params: { status: number }) => {
      const message = messageOf(event);
      return message !== null && isOurs(context, message) && message.status === params.status;
    },
    ourMessage: ({ context, event }) => {
      const message = messageOf(event);
      return message !== null && isOurs(context, message);
    },
  },
  actions: {
    showAlert: assign((_, params: { message: string }) => ({ alert: params.message })),
    clearAlert: assign({ alert: null }),
    rememberUnfinished: assign((_, params: { payment: OpenPayment }) => ({ unfinished: params.payment })),
    rememberLocalPayment: assign(({ context }) => {
      const saved = context.storage.get('paymentData');
      return {
        unfinished: saved ? { paymentUrl: saved.paymentUrl, scheduleId: context.storage.get('scheduleId') } : null,
      };
    }),
    forgetSavedPayment: ({ context }) => {
      context.storage.remove('paymentData');
      context.storage.remove('paymentUrl');
    },
    redirectTo: assign((_, params: { url: string }) => ({ redirectUrl: params.url })),
    savePayment: ({ context }, params: { url: string }) => {
      context.storage.set('paymentData', { paymentUrl: params.url, timestamp: Math.floor(context.now()) });
      context.storage.set('paymentUrl', params.url);
    },
    clearOrderDraft: ({ context }) => context.storage.clearOrderDraft(),
    /** The draft moves to the alternative departure; everything else in it stays. */
    switchDeparture: ({ context }) => {
      const next = context.alternative;
      if (!next) return;
      context.storage.set('scheduleId', next.id);
      context.storage.set('schedule', next);
    },
  },
  delays: {
    reconnect: RECONNECT_DELAY_MS,
    resultTimeout: RESULT_TIMEOUT_MS,
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
      unfinished: null,
      redirectUrl: null,
      alert: null,
      alternative: null,
    };
  },
  initial: 'checkingSavedPayment',
  states: {
    checkingSavedPayment: {
      always: [
        { guard: 'savedPaymentFresh', target: 'verifyingSavedPayment' },
        // An old payment URL is not reused (spec §4): a new order is sent.
        { target: 'checkingDraft', actions: 'forgetSavedPayment' },
      ],
    },
    verifyingSavedPayment: {
      invoke: {
        id: 'verifySavedPayment',
        src: 'verifySavedPayment',
        input: ({ context }) => ({ paymentUrl: context.storage.get('paymentData')?.paymentUrl ?? '' }),
        onDone: [
          {
            guard: { type: 'foundOpenPayment', params: ({ event }) => ({ output: event.output }) },
            target: 'unfinishedPayment',
            actions: { type: 'rememberUnfinished', params: ({ event }) => ({ payment: event.output as OpenPayment }) },
          },
          { target: 'checkingDraft', actions: 'forgetSavedPayment' },
        ],
        onError: { target: 'unfinishedPayment', actions: 'rememberLocalPayment' },
      },
    },
    unfinishedPayment: {
      on: {
        'PAYMENT.NEW': [
          { guard: 'canReleaseHold', target: 'releasingHold' },
          { target: 'home', actions: 'clearOrderDraft' },
        ],
        'PAYMENT.CONTINUE': {
          target: 'redirecting',
          actions: { type: 'redirectTo', params: ({ context }) => ({ url: context.unfinished?.paymentUrl ?? '' }) },
        },
      },
    },
    releasingHold: {
      invoke: {
        id: 'releaseHold',
        src: 'releaseHold',
        input: ({ context }) => ({
          scheduleId: context.unfinished?.scheduleId ?? context.storage.get('scheduleId') ?? 0,
          userId: context.userId ?? 0,
        }),
        onDone: { target: 'home', actions: 'clearOrderDraft' },
        // The hold also expires by itself after 15 minutes; a failed release is only logged.
        onError: {
          target: 'home',
          actions: ['clearOrderDraft', ({ event }) => console.error('releaseHold failed', event.error)],
        },
      },
    },
    checkingDraft: {
      always: [{ guard: 'hasDraft', target: 'live' }, { target: 'noDraft' }],
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
              initial: 'sending',
              on: {
                'SOCKET.MESSAGE': [
                  {
                    guard: 'paymentReady',
                    target: '#order.redirecting',
                    actions: [
                      { type: 'redirectTo', params: ({ event }) => ({ url: event.message.paymentUrl ?? '' }) },
                      { type: 'savePayment', params: ({ event }) => ({ url: event.message.paymentUrl ?? '' }) },
                    ],
                  },
                  {
                    guard: 'soldOut',
                    target: 'soldOut',
                    actions: { type: 'showAlert', params: { message: ORDER_MSG.soldOut } },
                  },
                  {
                    guard: { type: 'pushStatus', params: { status: PUSH_STATUS.closedForSale } },
                    target: 'failed',
                    actions: { type: 'showAlert', params: { message: ORDER_MSG.closedForSale } },
                  },
                  {
                    guard: { type: 'pushStatus', params: { status: PUSH_STATUS.outsideWindow } },
                    target: 'failed',
                    actions: { type: 'showAlert', params: { message: ORDER_MSG.outsideWindow } },
                  },
                  {
                    guard: { type: 'pushStatus', params: { status: PUSH_STATUS.paymentUnavailable } },
                    target: 'failed',
                    actions: { type: 'showAlert', params: { message: ORDER_MSG.paymentUnavailable } },
                  },
                  {
                    guard: 'ourMessage',
                    target: 'failed',
                    actions: { type: 'showAlert', params: { message: ORDER_MSG.otherStatus } },
                  },
                ],
              },
              states: {
                sending: {
                  invoke: {
                    id: 'placeOrder',
                    src: 'placeOrder',
                    input: ({ context }) => ({ body: orderRequest(context.draft as OrderDraft, context.requestId) }),
                    onDone: 'awaitingResult',
                    onError: {
                      target: '#order.live.order.failed',
                      actions: [
                        { type: 'showAlert', params: { message: ORDER_MSG.sendFailed } },
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
                    input: ({ context }) => ({ scheduleId: context.draft?.scheduleId ?? 0 }),
                    onDone: [
                      {
                        guard: { type: 'foundOpenPayment', params: ({ event }) => ({ output: event.output }) },
                        target: '#order.redirecting',
                        actions: [
                          { type: 'redirectTo', params: ({ event }) => ({ url: event.output?.paymentUrl ?? '' }) },
                          { type: 'savePayment', params: ({ event }) => ({ url: event.output?.paymentUrl ?? '' }) },
                        ],
                      },
                      {
                        target: '#order.live.order.failed',
                        actions: { type: 'showAlert', params: { message: ORDER_MSG.sendFailed } },
                      },
                    ],
                    onError: {
                      target: '#order.live.order.failed',
                      actions: { type: 'showAlert', params: { message: ORDER_MSG.sendFailed } },
                    },
                  },
                },
              },
            },
            failed: {
              on: { 'ALERT.DISMISS': { target: 'idle', actions: 'clearAlert' } },
            },
            /** 'Tiket ini sudah habis': no Konfirmasi for this departure; the next one with places is offered. */
            soldOut: {
              initial: 'searching',
              on: { 'ALERT.DISMISS': { actions: 'clearAlert' } },
              states: {
                searching: {
                  invoke: {
                    id: 'findAlternative',
                    src: 'findAlternative',
                    input: ({ context }) => ({
                      soldOut: (context.draft as OrderDraft).schedule,
                      nowMs: context.now(),
                    }),
                    onDone: [
                      {
                        guard: ({ event }) => event.output !== null,
                        target: 'found',
                        actions: assign({ alternative: ({ event }) => event.output }),
                      },
                      { target: 'none' },
                    ],
                    onError: {
                      target: 'none',
                      actions: ({ event }) => console.error('finding the next departure failed', event.error),
                    },
                  },
                },
                found: {
                  on: { 'ALTERNATIVE.CHOOSE': { target: '#order.switched', actions: 'switchDeparture' } },
                },
                none: {},
              },
            },
          },
        },
      },
    },
    /** Leave for the payment page (`redirectUrl`): the screen calls window.location.assign. */
    redirecting: { type: 'final' },
    /** The draft moved to `alternative`: the screen opens pesan-tiket for it. */
    switched: { type: 'final' },
    /** 'Pesanan Baru' done: the screen goes home. */
    home: { type: 'final' },
    /** Nothing to confirm (opened directly, or the draft was cleared): back to booking or home. */
    noDraft: { type: 'final' },
  },
});
