// loketSale (issue #24, Jual Tiket) — the cashier's booth page: the shift first, then one sale
// after another, cash or QRIS.
//
//   checking ─done(shift)→ loading      checking ─done(null)→ noShift ─SHIFT.OPEN (valid)→ opening
//      └error→ failed ─RETRY→ checking                              opening ─done→ loading
//                                                                            └error→ noShift (the refusal)
//   loading (today's departures, vehicle classes, passenger types) ─done→ ready  └error→ failed
//   ready ─SALE.FIELD / SALE.METHOD / SALE.CASH (Uang pas, 50.000, 100.000)→ ready (the form in context)
//   ready ─SALE.SUBMIT (valid)→ selling
//   selling ─done: PAID→ sold   ─done: UNPAID (QRIS)→ qris   └error→ ready (the refusal; the same
//      requestId, so a retry after a lost answer cannot sell twice)
//   qris: the 15-minute window counts down (a paymentWindow child) while the ticket is polled
//      (waiting ─after POLL / QRIS.CHECK→ checking ─done→ waiting) until PAID → sold,
//      EXPIRED / CANCELLED → expired; the window's end polls at once.
//   sold / expired ─SALE.NEW→ loading (fresh departures and a new requestId)
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { getPassengerTypes, getVehicleTypes } from '../../api/catalogue';
import {
  getBoothTicket,
  getCurrentShift,
  listBoothDepartures,
  openShift,
  sellBoothTicket,
  type BoothDepartureDto,
  type BoothSaleInputDto,
  type BoothTicketDetailDto,
  type BoothTicketDto,
  type CashierShiftDto,
} from '../../api/loket';
import { todayJakarta } from '../../../kernel/time';
import { PAYMENT_WINDOW_MINUTES, parsePlacedOrderDateTime } from '../../../kernel/countdown';
import { loketErrorMessage } from '../../lib/loket-messages';
import { paymentWindowMachine } from '../payment-window.machine';
import {
  cashError,
  EMPTY_SALE,
  parseRupiah,
  saleTotal,
  saleValid,
  toSaleInput,
  type PaymentMethod,
  type SaleCatalogue,
  type SaleValues,
} from './loket-forms';

/** How often an unpaid QRIS ticket is asked for its status. */
export const QRIS_POLL_MS = 3000;

/** The sold ticket: as the sale answered it, then as the status checks of a QRIS charge answer it. */
export type SaleTicket = BoothTicketDto | BoothTicketDetailDto;

export type BoothDeparture = BoothDepartureDto;

export type SaleData = SaleCatalogue & { departures: BoothDepartureDto[] };

export type LoketSaleInput = { now?: () => number; newRequestId?: () => string };

export type LoketSaleContext = SaleData & {
  now: () => number;
  newRequestId: () => string;
  shift: CashierShiftDto | null;
  values: SaleValues;
  /** The cashier tried to sell: every field's message shows from then on. */
  attempted: boolean;
  requestId: string;
  ticket: SaleTicket | null;
  error: string | null;
  /** The last status check of a QRIS ticket failed (it is tried again). */
  pollFailed: boolean;
};

export type LoketSaleEvent =
  | { type: 'RETRY' }
  | { type: 'SHIFT.OPEN'; openingFloat: string }
  | { type: 'SALE.FIELD'; field: Exclude<keyof SaleValues, 'driver' | 'counts' | 'method'>; value: string }
  | { type: 'SALE.DRIVER'; field: keyof SaleValues['driver']; value: string }
  | { type: 'SALE.COUNT'; typeId: number; value: string }
  | { type: 'SALE.METHOD'; method: PaymentMethod }
  /** A quick-cash button (issue #38): Uang Diterima becomes the exact total ('exact') or that amount. */
  | { type: 'SALE.CASH'; amount: number | 'exact' }
  | { type: 'SALE.SUBMIT' }
  | { type: 'QRIS.CHECK' }
  | { type: 'SALE.NEW' };

/** The moment a QRIS charge's window opened: 15 minutes before it expires (the paymentWindow's input). */
export function qrisPlacedAt(ticket: SaleTicket | null): string {
  const expires = ticket?.qris ? parsePlacedOrderDateTime(ticket.qris.expiresAt) : Number.NaN;
  return Number.isFinite(expires) ? new Date(expires - PAYMENT_WINDOW_MINUTES * 60_000).toISOString() : '';
}

const isPaid = (ticket: Pick<BoothTicketDto, 'status'>) => ticket.status === 'PAID';
const isOver = (ticket: Pick<BoothTicketDto, 'status'>) => ticket.status === 'EXPIRED' || ticket.status === 'CANCELLED';

export const loketSaleMachine = setup({
  types: {
    input: {} as LoketSaleInput,
    context: {} as LoketSaleContext,
    events: {} as LoketSaleEvent,
  },
  actors: {
    currentShift: fromPromise<CashierShiftDto | null, void>(() => getCurrentShift()),
    openShift: fromPromise<CashierShiftDto, { openingFloat: number }>(({ input }) => openShift(input.openingFloat)),
    load: fromPromise<SaleData, { date: string }>(async ({ input }) => {
      const [departures, vehicleTypes, passengerTypes] = await Promise.all([
        listBoothDepartures(),
        getVehicleTypes(input.date),
        getPassengerTypes(input.date),
      ]);
      return { departures, vehicleTypes, passengerTypes };
    }),
    sell: fromPromise<BoothTicketDto, BoothSaleInputDto>(({ input }) => sellBoothTicket(input)),
    ticket: fromPromise<BoothTicketDetailDto, { id: number }>(
      async ({ input }) => (await getBoothTicket(input.id)).ticket,
    ),
    qrisWindow: paymentWindowMachine,
  },
  guards: {
    floatValid: ({ event }) => event.type === 'SHIFT.OPEN' && cashError(event.openingFloat, 'Uang Awal') === undefined,
    hasShift: ({ event }) => (event as { output?: CashierShiftDto | null }).output != null,
    saleValid: ({ context }) => saleValid(context.values, context),
    /** Uang pas needs the total (a vehicle class chosen); a note's amount is always known. */
    cashKnown: ({ context, event }) =>
      event.type === 'SALE.CASH' && (event.amount !== 'exact' || saleTotal(context.values, context) !== null),
    paid: ({ event }) => isPaid((event as unknown as { output: Pick<BoothTicketDto, 'status'> }).output),
    over: ({ event }) => isOver((event as unknown as { output: Pick<BoothTicketDto, 'status'> }).output),
  },
  delays: { POLL: QRIS_POLL_MS },
}).createMachine({
  id: 'loketSale',
  context: ({ input }) => {
    const newRequestId = input.newRequestId ?? (() => crypto.randomUUID());
    return {
      now: input.now ?? Date.now,
      newRequestId,
      shift: null,
      departures: [],
      vehicleTypes: [],
      passengerTypes: [],
      values: EMPTY_SALE,
      attempted: false,
      requestId: '',
      ticket: null,
      error: null,
      pollFailed: false,
    };
  },
  initial: 'checking',
  states: {
    checking: {
      entry: assign({ error: null }),
      invoke: {
        id: 'currentShift',
        src: 'currentShift',
        onDone: [
          { guard: 'hasShift', target: 'loading', actions: assign({ shift: ({ event }) => event.output }) },
          { target: 'noShift' },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => loketErrorMessage(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'checking' } },
    noShift: {
      on: { 'SHIFT.OPEN': { guard: 'floatValid', target: 'opening' } },
    },
    opening: {
      entry: assign({ error: null }),
      invoke: {
        id: 'openShift',
        src: 'openShift',
        input: ({ event }) => ({
          openingFloat: parseRupiah(event.type === 'SHIFT.OPEN' ? event.openingFloat : '') ?? 0,
        }),
        onDone: { target: 'loading', actions: assign({ shift: ({ event }) => event.output }) },
        onError: { target: 'noShift', actions: assign({ error: ({ event }) => loketErrorMessage(event.error) }) },
      },
    },
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ date: todayJakarta(context.now()) }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            ...event.output,
            values: { ...EMPTY_SALE, scheduleId: String(event.output.departures[0]?.id ?? '') },
            attempted: false,
            requestId: context.newRequestId(),
            ticket: null,
            pollFailed: false,
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => loketErrorMessage(event.error) }) },
      },
    },
    ready: {
      on: {
        'SALE.FIELD': {
          actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }),
        },
        'SALE.DRIVER': {
          actions: assign({
            values: ({ context, event }) => ({
              ...context.values,
              driver: { ...context.values.driver, [event.field]: event.value },
            }),
          }),
        },
        'SALE.COUNT': {
          actions: assign({
            values: ({ context, event }) => ({
              ...context.values,
              counts: { ...context.values.counts, [String(event.typeId)]: event.value },
            }),
          }),
        },
        'SALE.METHOD': {
          actions: assign({ values: ({ context, event }) => ({ ...context.values, method: event.method }) }),
        },
        'SALE.CASH': {
          guard: 'cashKnown',
          actions: assign({
            values: ({ context, event }) => ({
              ...context.values,
              amountReceived: String(event.amount === 'exact' ? saleTotal(context.values, context) : event.amount),
            }),
          }),
        },
        'SALE.SUBMIT': [
          { guard: 'saleValid', target: 'selling', actions: assign({ attempted: true }) },
          { actions: assign({ attempted: true }) },
        ],
      },
    },
    selling: {
      entry: assign({ error: null }),
      invoke: {
        id: 'sell',
        src: 'sell',
        input: ({ context }) => toSaleInput(context.values, context, context.requestId),
        onDone: [
          { guard: 'paid', target: 'sold', actions: assign({ ticket: ({ event }) => event.output }) },
          { target: 'qris', actions: assign({ ticket: ({ event }) => event.output }) },
        ],
        onError: { target: 'ready', actions: assign({ error: ({ event }) => loketErrorMessage(event.error) }) },
      },
    },
    qris: {
      invoke: {
        id: 'qrisWindow',
        src: 'qrisWindow',
        input: ({ context }) => ({
          transactionId: context.ticket?.transactionId ?? 0,
          placedOrderDateTime: qrisPlacedAt(context.ticket),
          now: context.now,
        }),
        onDone: '.checking',
      },
      initial: 'waiting',
      states: {
        waiting: {
          after: { POLL: 'checking' },
          on: { 'QRIS.CHECK': 'checking' },
        },
        checking: {
          invoke: {
            id: 'ticket',
            src: 'ticket',
            input: ({ context }) => ({ id: context.ticket?.transactionId ?? 0 }),
            onDone: [
              { guard: 'paid', target: '#loketSale.sold', actions: assign({ ticket: ({ event }) => event.output }) },
              { guard: 'over', target: '#loketSale.expired', actions: assign({ ticket: ({ event }) => event.output }) },
              { target: 'waiting', actions: assign({ ticket: ({ event }) => event.output, pollFailed: false }) },
            ],
            onError: { target: 'waiting', actions: assign({ pollFailed: true }) },
          },
        },
      },
    },
    sold: { on: { 'SALE.NEW': 'loading' } },
    expired: { on: { 'SALE.NEW': 'loading' } },
  },
});

export type LoketSaleActor = ActorRefFrom<typeof loketSaleMachine>;
