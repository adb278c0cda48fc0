// booking — pesan-tiket/{scheduleId} (ARCHITECTURE.md §3).
//
//   loading ∥ schedule ∥ vehicleTypes ∥ passengerTypes ──all done──→ editing ─SUBMIT (valid)─→ done
//      └─ any fails ─→ failed (alert) ─RETRY─→ loading                  form ⇄ passengerModal
//
// editing holds the vehicle form, the driver form ('Sama dengan pemesan' copies the session user),
// the passenger counters and the named passengers of the 'Tambah Penumpang' modal.
//
// Decisions where the spec is silent:
// - Counters and named passengers are one list: a type's count includes its named passengers.
//   Adding a passenger in the modal adds one to its type; plus adds an unnamed one; minus removes
//   an unnamed one only. A named passenger leaves by its own 'Hapus' (never silently by a counter:
//   issue #11), so minus is disabled, with the reason, while every passenger of the type is named.
//   The server receives the counts (`passengers`) and the named ones (`manifest`); it rejects more
//   names than the count, which this rule makes impossible. Unnamed passengers are shown as such
//   on konfirmasi-pesanan and the e-ticket (kernel/passengers.ts).
// - The child type (ANAK-ANAK) takes only ages under 5 (spec §3): the modal says so under Usia.
// - The draft (spec §3 keys) is written to storage as it is edited — each form only once it is
//   valid — so a reload of pesan-tiket or konfirmasi-pesanan keeps it. It is restored only when the
//   stored scheduleId is this departure's; opening another departure starts a new draft (a saved
//   unfinished payment, paymentData, is left alone).
import { assign, fromPromise, setup } from 'xstate';
import { getSchedule, type Schedule } from '../api/schedules';
import { getPassengerTypes, getVehicleTypes, type PassengerType, type VehicleType } from '../api/catalogue';
import {
  ORDER_DRAFT_KEYS,
  storage as defaultStorage,
  type PassengerEntry,
  type StoredUser,
  type TypedStorage,
} from '../lib/storage';
import { attempt, shownErrors, touch, untouched, type FormState } from '../lib/form-state';
import {
  ageFitsPassengerType,
  driverSchema,
  fieldErrors,
  MSG,
  isValid,
  normaliseGender,
  normalisePlate,
  passengerFormSchema,
  vehicleFormSchema,
} from '../../kernel/validation';

export const BOOKING_MSG = {
  scheduleFailed: 'Failed to get schedule',
  vehicleFailed: 'Failed to get vehicle',
  // Spec §8 gives passenger types the schedule's message.
  passengerTypesFailed: 'Failed to get schedule',
} as const;

/** The API accepts at most 50 passengers of one type (openapi.yaml OrderPassengerCount). */
export const MAX_PASSENGERS_PER_TYPE = 50;
export { CHILD_FEE_TYPE } from '../../kernel/validation';

export type BookingStorage = Pick<TypedStorage, 'get' | 'set' | 'remove'>;

export type VehicleForm = { plate_number: string; vehicleTypeId: string };
export type DriverForm = { name: string; phoneNumber: string; age: string; gender: string; domicile: string };
export type PassengerForm = { passengerTypeId: string; name: string; age: string; domicile: string };
export type VehicleField = keyof VehicleForm;
export type DriverField = keyof DriverForm;
export type PassengerField = keyof PassengerForm;

export type PassengerModal = {
  /** Index in `passengers` being edited; null when adding. */
  index: number | null;
  values: PassengerForm;
  form: FormState<PassengerField>;
};

export type BookingInput = {
  scheduleId: number;
  user: StoredUser | null;
  storage?: BookingStorage;
};

export type BookingContext = {
  scheduleId: number;
  user: StoredUser | null;
  storage: BookingStorage;
  schedule: Schedule | null;
  vehicleTypes: VehicleType[];
  passengerTypes: PassengerType[];
  vehicle: VehicleForm;
  driver: DriverForm;
  sameAsBooker: boolean;
  /** Passengers per type id (as a string key, like the stored passengerTypeCounts). */
  counts: Record<string, number>;
  /** Named passengers (the modal's). */
  passengers: PassengerEntry[];
  modal: PassengerModal | null;
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
  | { type: 'MODAL.CHANGE'; field: PassengerField; value: string }
  | { type: 'MODAL.BLUR'; field: PassengerField }
  | { type: 'MODAL.SAVE' }
  | { type: 'MODAL.CANCEL' }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'ALERT.DISMISS' };

const EMPTY_DRIVER: DriverForm = { name: '', phoneNumber: '', age: '', gender: '', domicile: '' };
const EMPTY_VEHICLE: VehicleForm = { plate_number: '', vehicleTypeId: '' };

// ---------------------------------------------------------------------------------------------
// Pure helpers (also the screen's selectors)

export const countOf = (context: Pick<BookingContext, 'counts'>, typeId: number): number =>
  context.counts[String(typeId)] ?? 0;

const namedOf = (passengers: PassengerEntry[], typeId: number): number =>
  passengers.filter((p) => p.passengerTypeId === typeId).length;

export const vehicleValid = (context: Pick<BookingContext, 'vehicle'>): boolean =>
  isValid(vehicleFormSchema, context.vehicle);
export const driverValid = (context: Pick<BookingContext, 'driver'>): boolean => isValid(driverSchema, context.driver);
export const canSubmit = (context: Pick<BookingContext, 'vehicle' | 'driver'>): boolean =>
  vehicleValid(context) && driverValid(context);

/** Messages to show: per field, once it was touched or a submit was attempted. */
export function visibleErrors(context: BookingContext): Record<string, string | undefined> {
  const prefixed = (prefix: string, errors: Partial<Record<string, string>>) =>
    Object.fromEntries(Object.entries(errors).map(([field, message]) => [`${prefix}.${field}`, message]));
  return shownErrors(context.form, {
    ...prefixed('vehicle', fieldErrors(vehicleFormSchema, context.vehicle)),
    ...prefixed('driver', fieldErrors(driverSchema, context.driver)),
  });
}

/** The passenger form's messages: its schema's, and the child type's age limit (spec §3). */
function passengerFormErrors(
  values: PassengerForm,
  passengerTypes: readonly PassengerType[],
): Partial<Record<PassengerField, string>> {
  // The schema's fields are the form's (passengerFormSchema has exactly PassengerField's keys).
  const errors = fieldErrors(passengerFormSchema, values) as Partial<Record<PassengerField, string>>;
  if (errors.age === undefined && values.age.trim() !== '') {
    const type = passengerTypes.find((t) => String(t.id) === values.passengerTypeId);
    if (!ageFitsPassengerType(type?.feeType, Number(values.age))) errors.age = MSG.childTooOld;
  }
  return errors;
}

export function modalErrors(
  context: Pick<BookingContext, 'modal' | 'passengerTypes'>,
): Partial<Record<PassengerField, string>> {
  const modal = context.modal;
  if (!modal) return {};
  return shownErrors(modal.form, passengerFormErrors(modal.values, context.passengerTypes));
}

/** A passenger form that may be saved: valid, and its type has room for one more when it is new to it. */
export function modalCanSave(
  context: Pick<BookingContext, 'modal' | 'passengers' | 'counts' | 'passengerTypes'>,
): boolean {
  const modal = context.modal;
  if (!modal || Object.keys(passengerFormErrors(modal.values, context.passengerTypes)).length > 0) return false;
  const typeId = Number(modal.values.passengerTypeId);
  const movesIn = modal.index === null || context.passengers[modal.index]?.passengerTypeId !== typeId;
  return !movesIn || countOf(context, typeId) < MAX_PASSENGERS_PER_TYPE;
}

/** How many of a type's passengers have no name: the ones "−" may take away. */
export const unnamedOf = (context: Pick<BookingContext, 'counts' | 'passengers'>, typeId: number): number =>
  Math.max(0, countOf(context, typeId) - namedOf(context.passengers, typeId));

export const selectedVehicleType = (
  context: Pick<BookingContext, 'vehicle' | 'vehicleTypes'>,
): VehicleType | undefined => context.vehicleTypes.find((t) => String(t.id) === context.vehicle.vehicleTypeId);

function driverFromUser(user: StoredUser | null): DriverForm {
  if (!user) return EMPTY_DRIVER;
  return {
    name: user.name ?? '',
    phoneNumber: user.phone_number ?? '',
    age: user.age === null || user.age === undefined ? '' : String(user.age),
    gender: (user.gender ? normaliseGender(user.gender) : null) ?? '',
    domicile: user.domicile ?? '',
  };
}

function withCount(counts: Record<string, number>, typeId: number, delta: number): Record<string, number> {
  return { ...counts, [String(typeId)]: Math.max(0, (counts[String(typeId)] ?? 0) + delta) };
}

function toEntry(values: PassengerForm): PassengerEntry {
  return {
    passengerTypeId: Number(values.passengerTypeId),
    name: values.name.trim(),
    age: Number(values.age),
    domicile: values.domicile.trim(),
  };
}

// ---------------------------------------------------------------------------------------------

export const bookingMachine = setup({
  types: {
    input: {} as BookingInput,
    context: {} as BookingContext,
    events: {} as BookingEvent,
  },
  actors: {
    loadSchedule: fromPromise<Schedule, { scheduleId: number }>(({ input }) => getSchedule(input.scheduleId)),
    loadVehicleTypes: fromPromise<VehicleType[]>(() => getVehicleTypes()),
    loadPassengerTypes: fromPromise<PassengerType[]>(() => getPassengerTypes()),
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
    modalCanSave: ({ context }) => modalCanSave(context),
  },
  actions: {
    setAlert: assign((_, params: { message: string }) => ({ alert: params.message })),
    clearAlert: assign({ alert: null }),
    /** Restores this departure's stored draft (a reload, or back from konfirmasi-pesanan). */
    restoreDraft: assign(({ context }) => {
      const { storage } = context;
      if (storage.get('scheduleId') !== context.scheduleId) return {};
      const typeIds = new Set(context.passengerTypes.map((t) => t.id));
      const vehicle = storage.get('kendaraan');
      const driver = storage.get('pengemudi');
      const storedCounts = storage.get('passengerTypeCounts') ?? {};
      const passengers = (storage.get('penumpang') ?? []).filter((p) => typeIds.has(p.passengerTypeId));
      const counts: Record<string, number> = {};
      for (const t of context.passengerTypes) {
        const count = Math.min(
          MAX_PASSENGERS_PER_TYPE,
          Math.max(storedCounts[String(t.id)] ?? 0, namedOf(passengers, t.id)),
        );
        if (count > 0) counts[String(t.id)] = count;
      }
      const knownVehicle = vehicle && context.vehicleTypes.some((t) => t.id === vehicle.vehicle_type.id);
      return {
        vehicle: vehicle
          ? { plate_number: vehicle.plate_number, vehicleTypeId: knownVehicle ? String(vehicle.vehicle_type.id) : '' }
          : EMPTY_VEHICLE,
        driver: driver ? { ...driver, age: String(driver.age) } : EMPTY_DRIVER,
        counts,
        passengers,
      };
    }),
    /** Makes the stored draft this departure's (a new draft when it was another one's). */
    startDraft: ({ context }) => {
      const { storage } = context;
      if (storage.get('scheduleId') !== context.scheduleId) {
        for (const key of ORDER_DRAFT_KEYS) if (key !== 'paymentData') storage.remove(key);
      }
      storage.set('scheduleId', context.scheduleId);
      if (context.schedule) storage.set('schedule', context.schedule);
      storage.set('passengerFee', context.passengerTypes);
    },
    /** Writes the draft keys; a form that is not valid yet is not stored. */
    persistDraft: ({ context }) => {
      const { storage } = context;
      const type = selectedVehicleType(context);
      if (vehicleValid(context) && type) {
        storage.set('kendaraan', {
          plate_number: normalisePlate(context.vehicle.plate_number).trimEnd(),
          vehicle_type: type,
        });
      } else storage.remove('kendaraan');
      const driver = driverSchema.safeParse(context.driver);
      if (driver.success) storage.set('pengemudi', driver.data);
      else storage.remove('pengemudi');
      storage.set('penumpang', context.passengers);
      storage.set('passengerTypeCounts', context.counts);
    },
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
    touch: assign(({ context, event }) => {
      if (event.type !== 'FIELD.BLUR') return {};
      return { form: touch(context.form, event.field) };
    }),
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
    openAdd: assign(({ context }) => ({
      modal: {
        index: null,
        values: { passengerTypeId: String(context.passengerTypes[0]?.id ?? ''), name: '', age: '', domicile: '' },
        form: untouched<PassengerField>(),
      },
    })),
    openEdit: assign(({ context, event }) => {
      if (event.type !== 'PASSENGER.EDIT') return {};
      const p = context.passengers[event.index];
      if (!p) return {};
      return {
        modal: {
          index: event.index,
          values: {
            passengerTypeId: String(p.passengerTypeId),
            name: p.name,
            age: String(p.age),
            domicile: p.domicile,
          },
          form: untouched<PassengerField>(),
        },
      };
    }),
    changeModal: assign(({ context, event }) => {
      if (event.type !== 'MODAL.CHANGE' || !context.modal) return {};
      return { modal: { ...context.modal, values: { ...context.modal.values, [event.field]: event.value } } };
    }),
    touchModal: assign(({ context, event }) => {
      if (event.type !== 'MODAL.BLUR' || !context.modal) return {};
      return { modal: { ...context.modal, form: touch(context.modal.form, event.field) } };
    }),
    touchAllModal: assign(({ context }) =>
      context.modal ? { modal: { ...context.modal, form: attempt(context.modal.form) } } : {},
    ),
    savePassenger: assign(({ context }) => {
      const modal = context.modal;
      if (!modal) return {};
      const entry = toEntry(modal.values);
      if (modal.index === null) {
        return {
          passengers: [...context.passengers, entry],
          counts: withCount(context.counts, entry.passengerTypeId, 1),
          modal: null,
        };
      }
      const before = context.passengers[modal.index];
      let counts = context.counts;
      if (before && before.passengerTypeId !== entry.passengerTypeId) {
        counts = withCount(withCount(counts, before.passengerTypeId, -1), entry.passengerTypeId, 1);
      }
      return { passengers: context.passengers.map((p, i) => (i === modal.index ? entry : p)), counts, modal: null };
    }),
    closeModal: assign({ modal: null }),
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
    modal: null,
    form: untouched(),
    alert: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      type: 'parallel',
      states: {
        schedule: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadSchedule',
                src: 'loadSchedule',
                input: ({ context }) => ({ scheduleId: context.scheduleId }),
                onDone: { target: 'fetched', actions: assign({ schedule: ({ event }) => event.output }) },
                onError: {
                  target: '#booking.failed',
                  actions: { type: 'setAlert', params: { message: BOOKING_MSG.scheduleFailed } },
                },
              },
            },
            fetched: { type: 'final' },
          },
        },
        vehicleTypes: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadVehicleTypes',
                src: 'loadVehicleTypes',
                onDone: { target: 'fetched', actions: assign({ vehicleTypes: ({ event }) => event.output }) },
                onError: {
                  target: '#booking.failed',
                  actions: { type: 'setAlert', params: { message: BOOKING_MSG.vehicleFailed } },
                },
              },
            },
            fetched: { type: 'final' },
          },
        },
        passengerTypes: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadPassengerTypes',
                src: 'loadPassengerTypes',
                onDone: { target: 'fetched', actions: assign({ passengerTypes: ({ event }) => event.output }) },
                onError: {
                  target: '#booking.failed',
                  actions: { type: 'setAlert', params: { message: BOOKING_MSG.passengerTypesFailed } },
                },
              },
            },
            fetched: { type: 'final' },
          },
        },
      },
      onDone: { target: 'editing', actions: ['restoreDraft', 'startDraft', 'persistDraft'] },
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
            'PASSENGER.ADD': { guard: 'hasPassengerTypes', target: 'passengerModal', actions: 'openAdd' },
            'PASSENGER.EDIT': { guard: 'passengerExists', target: 'passengerModal', actions: 'openEdit' },
            SUBMIT: [
              { guard: 'canSubmit', target: '#booking.done', actions: ['markSubmitted', 'startDraft', 'persistDraft'] },
              { actions: 'markSubmitted' },
            ],
          },
        },
        passengerModal: {
          on: {
            'MODAL.CHANGE': { actions: 'changeModal' },
            'MODAL.BLUR': { actions: 'touchModal' },
            'MODAL.SAVE': [
              { guard: 'modalCanSave', target: 'form', actions: ['savePassenger', 'persistDraft'] },
              { actions: 'touchAllModal' },
            ],
            'MODAL.CANCEL': { target: 'form', actions: 'closeModal' },
          },
        },
      },
    },
    /** The draft is saved: the screen goes to konfirmasi-pesanan. */
    done: { type: 'final' },
  },
});
