// booking — pesan-tiket/{scheduleId} (ARCHITECTURE.md §3).
//
//   loading (loadBookingData: schedule ∥ vehicle types ∥ passenger types) ─done─→ editing ─SUBMIT (valid)─→ done
//      └─ fails ─→ failed (alert) ─RETRY─→ loading                            form ⇄ passengerModal (child passengerForm)
//
// editing holds the vehicle form, the driver form ('Sama dengan pemesan' copies the session user)
// and the passenger counters; the named passengers are added and edited in the passengerForm
// child (passenger-form.machine.ts). The draft and its rules are in booking-draft.ts, the loader
// in booking-loader.ts. `done` names the way on, toConfirmation, which the screen supplies.
//
// Decisions where the spec is silent (more in booking-draft.ts and passenger-form.machine.ts):
// - Minus is disabled, with the reason, while every passenger of its type is named (issue #11).
//   The server receives the counts (`passengers`) and the named ones (`manifest`); it rejects more
//   names than the count, which the one-list rule makes impossible. Unnamed passengers are shown
//   as such on konfirmasi-pesanan and the e-ticket (kernel/passengers.ts).
import { assign, sendTo, setup } from 'xstate';
import { storage as defaultStorage, type StoredUser } from '../lib/storage';
import { attempt, touch, untouched, type FormState } from '../lib/form-state';
import { normalisePlate } from '../../kernel/field-rules';
import { loadBookingData, loadFailureMessage, type BookingData } from './booking-loader';
import {
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
};

export type BookingContext = BookingDraft & {
  user: StoredUser | null;
  storage: BookingStorage;
  sameAsBooker: boolean;
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
  | PassengerFormEvent
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'ALERT.DISMISS' };

export const bookingMachine = setup({
  types: {
    input: {} as BookingInput,
    context: {} as BookingContext,
    events: {} as BookingEvent,
    children: {} as { loadBookingData: 'loadBookingData'; passengerForm: 'passengerForm' },
  },
  actors: {
    loadBookingData,
    passengerForm: passengerFormMachine,
  },
  guards: {
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
    setAlert: assign((_, params: { message: string }) => ({ alert: params.message })),
    clearAlert: assign({ alert: null }),
    loaded: assign((_, params: { data: BookingData }) => params.data),
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
      // Edited by hand: no longer "the same as the booker".
      return { driver: { ...context.driver, [event.field]: event.value }, sameAsBooker: false };
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
    removePassenger: assign(({ context, event }) => {
      if (event.type !== 'PASSENGER.REMOVE') return {};
      const removed = context.passengers[event.index];
      if (!removed) return {};
      return {
        passengers: context.passengers.filter((_, i) => i !== event.index),
        counts: withCount(context.counts, removed.passengerTypeId, -1),
      };
    }),
    /** A passenger from the form: added (one more of its type), or edited (its count moves with its type). */
    savePassenger: assign(({ context }, params: { saved: SavedPassenger }) => {
      const { index, entry } = params.saved;
      if (index === null) {
        return {
          passengers: [...context.passengers, entry],
          counts: withCount(context.counts, entry.passengerTypeId, 1),
        };
      }
      const before = context.passengers[index];
      let counts = context.counts;
      if (before && before.passengerTypeId !== entry.passengerTypeId) {
        counts = withCount(withCount(counts, before.passengerTypeId, -1), entry.passengerTypeId, 1);
      }
      return { passengers: context.passengers.map((p, i) => (i === index ? entry : p)), counts };
    }),
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
        onDone: {
          target: 'editing',
          actions: [
            { type: 'loaded', params: ({ event }) => ({ data: event.output }) },
            'restoreDraft',
            'startDraft',
            'persistDraft',
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'setAlert', params: ({ event }) => ({ message: loadFailureMessage(event.error) }) },
        },
      },
    },
    failed: {
      on: {
        'ALERT.DISMISS': { actions: 'clearAlert' },
        RETRY: { target: 'loading', actions: 'clearAlert' },
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
