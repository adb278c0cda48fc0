// booking — pesan-tiket/{scheduleId} (ARCHITECTURE.md §3).
//
//   loading (loadBookingData: schedule, then its date's fares) ─done─→ editing ─SUBMIT (valid)─→ done
//      │                                                                      form ⇄ passengerModal (child passengerForm)
//      ├─ done, the departure cannot be booked ─→ closed (child closedDeparture: the one to offer)
//      └─ fails ─→ failed (alert, or offline) ─RETRY─→ loading
//
// editing holds the vehicle form, the driver form ('Sama dengan pemesan' copies the session user;
// what the account lacks the screen names, and filling it in keeps the switch on)
// and the passenger counters; the named passengers are added and edited in the passengerForm
// child (passenger-form.machine.ts). The draft and its rules are in booking-draft.ts, the loader
// in booking-loader.ts. `done` names the way on, toConfirmation, which the screen supplies.
//
// Decisions where the spec is silent (more in booking-draft.ts and passenger-form.machine.ts):
// - A departure that cannot be booked online (stopped or cancelled by the operator, issue #22;
//   departed, under 60 minutes, beyond the window, sold out: next-departure.ts closedReason) opens
//   no form (issue #21 §6): the screen says why at once (the operator's reason too) and offers the
//   next departure with places left. Its draft is not started: another departure's draft stays.
// - A load that fails while the browser is offline says so ("Jadwal tidak dapat dimuat saat
//   offline", issue #21 §5) in place of the spec's English alert (booking-loader.ts).
// - Minus is disabled, with the reason, while every passenger of its type is named (issue #11).
//   The server receives the counts (`passengers`) and the named ones (`manifest`); it rejects more
//   names than the count, which the one-list rule makes impossible. Unnamed passengers are shown
//   as such on konfirmasi-pesanan and the e-ticket (kernel/passengers.ts).
import { assign, sendTo, setup } from 'xstate';
import { storage as defaultStorage, type PassengerEntry, type StoredUser } from '../lib/storage';
import { attempt, touch, untouched, type FormState } from '../lib/form-state';
import { normalisePlate } from '../../kernel/field-rules';
import { closedReason, type ClosedReason } from '../lib/next-departure';
import { loadBookingData, loadFailedOffline, loadFailureMessage, type BookingData } from './booking-loader';
import { closedDepartureMachine } from './closed-departure.machine';
import {
  accountGaps,
  canSubmit,
  countOf,
  driverFromUser,
  EMPTY_DRIVER,
  EMPTY_VEHICLE,
  MAX_PASSENGERS_PER_TYPE,
  restoredDraft,
  startStoredDraft,
  storeDraft,
  unnamedOf,
  withCount,
  withoutPassenger,
  withPickedPassenger,
  withSavedPassenger,
  type BookingDraft,
  type BookingStorage,
  type DriverField,
  type VehicleField,
} from './booking-draft';
import { passengerFormMachine, type PassengerFormEvent, type SavedPassenger } from './passenger-form.machine';

export type BookingInput = {
  scheduleId: number;
  user: StoredUser | null;
  storage?: BookingStorage;
  /** The clock that decides whether the departure can still be booked (Date.now). */
  now?: () => number;
};

export type BookingContext = BookingDraft & {
  user: StoredUser | null;
  storage: BookingStorage;
  sameAsBooker: boolean;
  now: () => number;
  /** Why the departure cannot be booked (the `closed` state), else null. */
  closed: ClosedReason | null;
  /** The load failed while the browser was offline. */
  offline: boolean;
  /** Of the fields 'vehicle.plate_number', 'driver.name' …: which the user has left, and whether a submit was attempted. */
  form: FormState;
  alert: string | null;
};

export type BookingEvent =
  | { type: 'VEHICLE.CHANGE'; field: VehicleField; value: string }
  | { type: 'DRIVER.CHANGE'; field: DriverField; value: string }
  | { type: 'DRIVER.SAME_AS_BOOKER'; on: boolean }
  | { type: 'FIELD.BLUR'; field: string }
  | { type: 'PASSENGER.INCREMENT'; typeId: number }
  | { type: 'PASSENGER.DECREMENT'; typeId: number }
  | { type: 'PASSENGER.ADD' }
  | { type: 'PASSENGER.EDIT'; index: number }
  | { type: 'PASSENGER.REMOVE'; index: number }
  | { type: 'PASSENGER.PICK'; entry: PassengerEntry }
  | PassengerFormEvent
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'ALERT.DISMISS' };

export const bookingMachine = setup({
  types: {
    input: {} as BookingInput,
    context: {} as BookingContext,
    events: {} as BookingEvent,
    children: {} as {
      loadBookingData: 'loadBookingData';
      passengerForm: 'passengerForm';
      closedDeparture: 'closedDeparture';
    },
  },
  actors: {
    loadBookingData,
    passengerForm: passengerFormMachine,
    closedDeparture: closedDepartureMachine,
  },
  guards: {
    departureClosed: ({ context }, params: { data: BookingData }) =>
      closedReason(params.data.schedule, context.now()) !== null,
    canSubmit: ({ context }) => canSubmit(context),
    canIncrement: ({ context, event }) =>
      event.type === 'PASSENGER.INCREMENT' &&
      context.passengerTypes.some((t) => t.id === event.typeId) &&
      countOf(context, event.typeId) < MAX_PASSENGERS_PER_TYPE,
    canDecrement: ({ context, event }) => event.type === 'PASSENGER.DECREMENT' && unnamedOf(context, event.typeId) > 0,
    hasPassengerTypes: ({ context }) => context.passengerTypes.length > 0,
    passengerExists: ({ context, event }) =>
      (event.type === 'PASSENGER.EDIT' || event.type === 'PASSENGER.REMOVE') &&
      context.passengers[event.index] !== undefined,
    saved: (_, params: { output: SavedPassenger | null }) => params.output !== null,
  },
  actions: {
    loadFailed: assign((_, params: { error: unknown }) =>
      loadFailedOffline(params.error)
        ? { offline: true, alert: null }
        : { offline: false, alert: loadFailureMessage(params.error) },
    ),
    clearAlert: assign({ alert: null }),
    loaded: assign((_, params: { data: BookingData }) => params.data),
    markClosed: assign(({ context }) => ({
      closed: context.schedule && closedReason(context.schedule, context.now()),
    })),
    /** Restores this departure's stored draft (a reload, or back from konfirmasi-pesanan). */
    restoreDraft: assign(({ context }) => restoredDraft(context.storage, context)),
    startDraft: ({ context }) => startStoredDraft(context.storage, context),
    persistDraft: ({ context }) => storeDraft(context.storage, context),
    changeVehicle: assign(({ context, event }) => {
      if (event.type !== 'VEHICLE.CHANGE') return {};
      const value = event.field === 'plate_number' ? normalisePlate(event.value) : event.value;
      return { vehicle: { ...context.vehicle, [event.field]: value } };
    }),
    changeDriver: assign(({ context, event }) => {
      if (event.type !== 'DRIVER.CHANGE') return {};
      // Edited by hand: no longer "the same as the booker", unless it fills what the account lacks.
      const same = context.sameAsBooker && accountGaps(context.user).includes(event.field);
      return { driver: { ...context.driver, [event.field]: event.value }, sameAsBooker: same };
    }),
    setSameAsBooker: assign(({ context, event }) => {
      if (event.type !== 'DRIVER.SAME_AS_BOOKER') return {};
      return event.on
        ? { sameAsBooker: true, driver: driverFromUser(context.user) }
        : { sameAsBooker: false, driver: EMPTY_DRIVER };
    }),
    touch: assign(({ context, event }) =>
      event.type === 'FIELD.BLUR' ? { form: touch(context.form, event.field) } : {},
    ),
    markSubmitted: assign(({ context }) => ({ form: attempt(context.form) })),
    increment: assign(({ context, event }) =>
      event.type === 'PASSENGER.INCREMENT' ? { counts: withCount(context.counts, event.typeId, 1) } : {},
    ),
    decrement: assign(({ context, event }) =>
      event.type === 'PASSENGER.DECREMENT' ? { counts: withCount(context.counts, event.typeId, -1) } : {},
    ),
    removePassenger: assign(({ context, event }) =>
      event.type === 'PASSENGER.REMOVE' ? withoutPassenger(context, event.index) : {},
    ),
    /** A passenger from the form: added (into an unnamed place of its type first), or edited. */
    savePassenger: assign(({ context }, params: { saved: SavedPassenger }) =>
      withSavedPassenger(context, params.saved.index, params.saved.entry),
    ),
    pickPassenger: assign(({ context, event }) =>
      event.type === 'PASSENGER.PICK' ? withPickedPassenger(context, event.entry) : {},
    ),
    toPassengerForm: sendTo('passengerForm', ({ event }) => event),
    // Navigation: the screen supplies it (.provide); here it does nothing.
    toConfirmation: () => undefined,
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    scheduleId: input.scheduleId,
    user: input.user,
    storage: input.storage ?? defaultStorage,
    now: input.now ?? Date.now,
    closed: null,
    offline: false,
    schedule: null,
    vehicleTypes: [],
    passengerTypes: [],
    vehicle: EMPTY_VEHICLE,
    driver: EMPTY_DRIVER,
    sameAsBooker: false,
    counts: {},
    passengers: [],
    form: untouched(),
    alert: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBookingData',
        src: 'loadBookingData',
        input: ({ context }) => ({ scheduleId: context.scheduleId }),
        onDone: [
          {
            guard: { type: 'departureClosed', params: ({ event }) => ({ data: event.output }) },
            target: 'closed',
            actions: [{ type: 'loaded', params: ({ event }) => ({ data: event.output }) }, 'markClosed'],
          },
          {
            target: 'editing',
            actions: [
              { type: 'loaded', params: ({ event }) => ({ data: event.output }) },
              'restoreDraft',
              'startDraft',
              'persistDraft',
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'loadFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: {
        'ALERT.DISMISS': { actions: 'clearAlert' },
        RETRY: { target: 'loading', actions: assign({ alert: null, offline: false }) },
      },
    },
    /** The departure cannot be booked: the screen says why and offers the one its child finds. */
    closed: {
      invoke: {
        id: 'closedDeparture',
        src: 'closedDeparture',
        input: ({ context }) => ({ departure: context.schedule!, nowMs: context.now() }),
      },
    },
    editing: {
      initial: 'form',
      on: {
        'VEHICLE.CHANGE': { actions: ['changeVehicle', 'persistDraft'] },
        'DRIVER.CHANGE': { actions: ['changeDriver', 'persistDraft'] },
        'DRIVER.SAME_AS_BOOKER': { actions: ['setSameAsBooker', 'persistDraft'] },
        'FIELD.BLUR': { actions: 'touch' },
      },
      states: {
        form: {
          on: {
            'PASSENGER.INCREMENT': { guard: 'canIncrement', actions: ['increment', 'persistDraft'] },
            'PASSENGER.DECREMENT': { guard: 'canDecrement', actions: ['decrement', 'persistDraft'] },
            'PASSENGER.REMOVE': { guard: 'passengerExists', actions: ['removePassenger', 'persistDraft'] },
            'PASSENGER.PICK': { actions: ['pickPassenger', 'persistDraft'] },
            'PASSENGER.ADD': { guard: 'hasPassengerTypes', target: 'passengerModal' },
            'PASSENGER.EDIT': { guard: 'passengerExists', target: 'passengerModal' },
            SUBMIT: [
              { guard: 'canSubmit', target: '#booking.done', actions: ['markSubmitted', 'startDraft', 'persistDraft'] },
              { actions: 'markSubmitted' },
            ],
          },
        },
        passengerModal: {
          invoke: {
            id: 'passengerForm',
            src: 'passengerForm',
            input: ({ context, event }) => ({
              index: event.type === 'PASSENGER.EDIT' ? event.index : null,
              passengerTypes: context.passengerTypes,
              passengers: context.passengers,
              counts: context.counts,
            }),
            onDone: [
              {
                guard: { type: 'saved', params: ({ event }) => ({ output: event.output }) },
                target: 'form',
                actions: [
                  { type: 'savePassenger', params: ({ event }) => ({ saved: event.output as SavedPassenger }) },
                  'persistDraft',
                ],
              },
              { target: 'form' },
            ],
          },
          on: {
            'MODAL.CHANGE': { actions: 'toPassengerForm' },
            'MODAL.BLUR': { actions: 'toPassengerForm' },
            'MODAL.SAVE': { actions: 'toPassengerForm' },
            'MODAL.CANCEL': { actions: 'toPassengerForm' },
          },
        },
      },
    },
    /** The draft is saved: on to konfirmasi-pesanan. */
    done: { type: 'final', entry: 'toConfirmation' },
  },
});
