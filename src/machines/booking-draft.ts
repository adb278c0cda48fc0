// The booking draft of pesan-tiket: its forms, the rules the screen and the booking machine share
// (also the screen's selectors), and how it is kept in the spec's storage keys (spec §3). Pure
// functions, no chart here.
//
// Decisions where the spec is silent:
// - Counters and named passengers are one list: a type's count includes its named passengers.
//   Plus adds an unnamed one; minus removes an unnamed one only (a named passenger leaves by its
//   own 'Hapus', never silently by a counter: issue #11). Naming a passenger fills an unnamed place
//   of its type first, and adds one to the count only when every place is named (issue #21 §4:
//   2 unnamed, name one, and the count stays 2). Editing a named passenger into another type moves
//   its place with it (one less in the old type, one more in the new).
// - The running total (issue #21 §8) is kernel/pricing.ts's, the function the server charges
//   with; before a vehicle class is chosen it counts the vehicle as 0 and says so.
// - The draft is written to storage as it is edited — each form only once it is valid — so a
//   reload of pesan-tiket or konfirmasi-pesanan keeps it. It is restored only when the stored
//   scheduleId is this departure's; opening another departure starts a new draft (a saved
//   unfinished payment, paymentData, is left alone).
import type { Schedule } from '../api/schedules';
import type { PassengerType, VehicleType } from '../api/catalogue';
import { ORDER_DRAFT_KEYS, type PassengerEntry, type StoredUser, type TypedStorage } from '../lib/storage';
import { shownErrors, type FormState } from '../lib/form-state';
import { ageFitsPassengerType, normaliseGender, normalisePlate } from '../../kernel/field-rules';
import { orderTotal } from '../../kernel/pricing';
import { driverSchema, fieldErrors, isValid, safeParse, vehicleFormSchema } from '../../kernel/form-schemas';

/** The API accepts at most 50 passengers of one type (openapi.yaml OrderPassengerCount). */
export const MAX_PASSENGERS_PER_TYPE = 50;

export type BookingStorage = Pick<TypedStorage, 'get' | 'set' | 'remove'>;

export type VehicleForm = { plate_number: string; vehicleTypeId: string };
export type DriverForm = { name: string; phoneNumber: string; age: string; gender: string; domicile: string };
export type VehicleField = keyof VehicleForm;
export type DriverField = keyof DriverForm;

/** What the booking machine edits and stores. */
export type BookingDraft = {
  scheduleId: number;
  schedule: Schedule | null;
  vehicleTypes: VehicleType[];
  passengerTypes: PassengerType[];
  vehicle: VehicleForm;
  driver: DriverForm;
  /** Passengers per type id (as a string key, like the stored passengerTypeCounts). */
  counts: Record<string, number>;
  /** Named passengers (the passenger form's). */
  passengers: PassengerEntry[];
};

export const EMPTY_DRIVER: DriverForm = { name: '', phoneNumber: '', age: '', gender: '', domicile: '' };
export const EMPTY_VEHICLE: VehicleForm = { plate_number: '', vehicleTypeId: '' };

export const countOf = (draft: Pick<BookingDraft, 'counts'>, typeId: number): number =>
  draft.counts[String(typeId)] ?? 0;

const namedOf = (passengers: PassengerEntry[], typeId: number): number =>
  passengers.filter((p) => p.passengerTypeId === typeId).length;

/** How many of a type's passengers have no name: the ones "−" may take away. */
export const unnamedOf = (draft: Pick<BookingDraft, 'counts' | 'passengers'>, typeId: number): number =>
  Math.max(0, countOf(draft, typeId) - namedOf(draft.passengers, typeId));

export const vehicleValid = (draft: Pick<BookingDraft, 'vehicle'>): boolean =>
  isValid(vehicleFormSchema, draft.vehicle);
export const driverValid = (draft: Pick<BookingDraft, 'driver'>): boolean => isValid(driverSchema, draft.driver);
export const canSubmit = (draft: Pick<BookingDraft, 'vehicle' | 'driver'>): boolean =>
  vehicleValid(draft) && driverValid(draft);

/** Messages to show: per field ('vehicle.plate_number', 'driver.name' …), once touched or after a submit. */
export function visibleErrors(
  draft: Pick<BookingDraft, 'vehicle' | 'driver'> & { form: FormState },
): Record<string, string | undefined> {
  // The last answer again for the same vehicle, driver and form state (issue #25 §3): each section
  // of pesan-tiket asks, and every ask ran both zod schemas (~40 ms at CPU × 4).
  const last = lastVisibleErrors;
  if (last && last.vehicle === draft.vehicle && last.driver === draft.driver && last.form === draft.form)
    return last.errors;
  const errors = computeVisibleErrors(draft);
  lastVisibleErrors = { vehicle: draft.vehicle, driver: draft.driver, form: draft.form, errors };
  return errors;
}

let lastVisibleErrors: {
  vehicle: BookingDraft['vehicle'];
  driver: BookingDraft['driver'];
  form: FormState;
  errors: Record<string, string | undefined>;
} | null = null;

function computeVisibleErrors(
  draft: Pick<BookingDraft, 'vehicle' | 'driver'> & { form: FormState },
): Record<string, string | undefined> {
  const prefixed = (prefix: string, errors: Partial<Record<string, string>>) =>
    Object.fromEntries(Object.entries(errors).map(([field, message]) => [`${prefix}.${field}`, message]));
  return shownErrors(draft.form, {
    ...prefixed('vehicle', fieldErrors(vehicleFormSchema, draft.vehicle)),
    ...prefixed('driver', fieldErrors(driverSchema, draft.driver)),
  });
}

export const selectedVehicleType = (draft: Pick<BookingDraft, 'vehicle' | 'vehicleTypes'>): VehicleType | undefined =>
  draft.vehicleTypes.find((t) => String(t.id) === draft.vehicle.vehicleTypeId);

/** The booking's price so far: the server's formula over what is chosen (a vehicle not chosen yet counts 0). */
export function runningTotal(
  draft: Pick<BookingDraft, 'vehicle' | 'vehicleTypes' | 'passengerTypes' | 'counts'>,
): { total: number; vehicleChosen: boolean } | null {
  const type = selectedVehicleType(draft);
  try {
    const total = orderTotal({
      vehicle: type ?? { price: 0, insuranceFee: 0 },
      passengers: draft.passengerTypes.map((t) => ({
        passengerTypeId: t.id,
        feeType: t.feeType,
        fee: t.fee,
        insuranceFee: t.insuranceFee,
        count: countOf(draft, t.id),
      })),
    });
    return { total, vehicleChosen: type !== undefined };
  } catch {
    return null;
  }
}

/** A passenger saved by the form: a new one fills an unnamed place of its type first; an edited one moves its place with its type. */
export function withSavedPassenger(
  draft: Pick<BookingDraft, 'counts' | 'passengers'>,
  index: number | null,
  entry: PassengerEntry,
): Pick<BookingDraft, 'counts' | 'passengers'> {
  const typeId = entry.passengerTypeId;
  if (index === null) {
    const counts = unnamedOf(draft, typeId) > 0 ? draft.counts : withCount(draft.counts, typeId, 1);
    return { passengers: [...draft.passengers, entry], counts };
  }
  const before = draft.passengers[index];
  let counts = draft.counts;
  if (before && before.passengerTypeId !== typeId) {
    counts = withCount(withCount(counts, before.passengerTypeId, -1), typeId, 1);
  }
  return { passengers: draft.passengers.map((p, i) => (i === index ? entry : p)), counts };
}

/**
 * A traveller of Penumpang Tersimpan picked with one tap (issue #40 item 2): added like a passenger
 * of the form, when its type is offered, its age fits it and the type has room; else nothing changes.
 */
export function withPickedPassenger(
  draft: Pick<BookingDraft, 'counts' | 'passengers' | 'passengerTypes'>,
  entry: PassengerEntry,
): Partial<Pick<BookingDraft, 'counts' | 'passengers'>> {
  const type = draft.passengerTypes.find((t) => t.id === entry.passengerTypeId);
  if (!type || !ageFitsPassengerType(type.feeType, entry.age)) return {};
  if (unnamedOf(draft, type.id) === 0 && countOf(draft, type.id) >= MAX_PASSENGERS_PER_TYPE) return {};
  return withSavedPassenger(draft, null, entry);
}

/** A named passenger removed ('Hapus'): its place goes with it. */
export function withoutPassenger(
  draft: Pick<BookingDraft, 'counts' | 'passengers'>,
  index: number,
): Pick<BookingDraft, 'counts' | 'passengers'> {
  const removed = draft.passengers[index];
  if (!removed) return draft;
  return {
    passengers: draft.passengers.filter((_, i) => i !== index),
    counts: withCount(draft.counts, removed.passengerTypeId, -1),
  };
}

/** 'Sama dengan pemesan': the signed-in user as the driver. */
export function driverFromUser(user: StoredUser | null): DriverForm {
  if (!user) return EMPTY_DRIVER;
  return {
    name: user.name ?? '',
    phoneNumber: user.phone_number ?? '',
    age: user.age === null || user.age === undefined ? '' : String(user.age),
    gender: (user.gender ? normaliseGender(user.gender) : null) ?? '',
    domicile: user.domicile ?? '',
  };
}

/** The driver's fields 'Sama dengan pemesan' cannot fill, because the account lacks them (issue #21 §7). */
export function accountGaps(user: StoredUser | null): DriverField[] {
  if (!user) return [];
  const driver = driverFromUser(user);
  return (Object.keys(driver) as DriverField[]).filter((field) => driver[field] === '');
}

export function withCount(counts: Record<string, number>, typeId: number, delta: number): Record<string, number> {
  return { ...counts, [String(typeId)]: Math.max(0, (counts[String(typeId)] ?? 0) + delta) };
}

/** This departure's stored draft (a reload, or back from konfirmasi-pesanan); nothing for another's. */
export function restoredDraft(
  storage: BookingStorage,
  draft: Pick<BookingDraft, 'scheduleId' | 'vehicleTypes' | 'passengerTypes'>,
): Partial<Pick<BookingDraft, 'vehicle' | 'driver' | 'counts' | 'passengers'>> {
  if (storage.get('scheduleId') !== draft.scheduleId) return {};
  const typeIds = new Set(draft.passengerTypes.map((t) => t.id));
  const vehicle = storage.get('kendaraan');
  const driver = storage.get('pengemudi');
  const storedCounts = storage.get('passengerTypeCounts') ?? {};
  const passengers = (storage.get('penumpang') ?? []).filter((p) => typeIds.has(p.passengerTypeId));
  const counts: Record<string, number> = {};
  for (const t of draft.passengerTypes) {
    const count = Math.min(
      MAX_PASSENGERS_PER_TYPE,
      Math.max(storedCounts[String(t.id)] ?? 0, namedOf(passengers, t.id)),
    );
    if (count > 0) counts[String(t.id)] = count;
  }
  const knownVehicle = vehicle && draft.vehicleTypes.some((t) => t.id === vehicle.vehicle_type.id);
  return {
    vehicle: vehicle
      ? { plate_number: vehicle.plate_number, vehicleTypeId: knownVehicle ? String(vehicle.vehicle_type.id) : '' }
      : EMPTY_VEHICLE,
    driver: driver ? { ...driver, age: String(driver.age) } : EMPTY_DRIVER,
    counts,
    passengers,
  };
}

/** Makes the stored draft this departure's (a new draft when it was another one's). */
export function startStoredDraft(
  storage: BookingStorage,
  draft: Pick<BookingDraft, 'scheduleId' | 'schedule' | 'passengerTypes'>,
): void {
  if (storage.get('scheduleId') !== draft.scheduleId) {
    for (const key of ORDER_DRAFT_KEYS) if (key !== 'paymentData') storage.remove(key);
  }
  storage.set('scheduleId', draft.scheduleId);
  if (draft.schedule) storage.set('schedule', draft.schedule);
  storage.set('passengerFee', draft.passengerTypes);
}

/** Writes the draft keys; a form that is not valid yet is not stored. */
export function storeDraft(storage: BookingStorage, draft: BookingDraft): void {
  const type = selectedVehicleType(draft);
  if (vehicleValid(draft) && type) {
    storage.set('kendaraan', {
      plate_number: normalisePlate(draft.vehicle.plate_number).trimEnd(),
      vehicle_type: type,
    });
  } else storage.remove('kendaraan');
  const driver = safeParse(driverSchema, draft.driver);
  if (driver.success) storage.set('pengemudi', driver.data);
  else storage.remove('pengemudi');
  storage.set('penumpang', draft.passengers);
  storage.set('passengerTypeCounts', draft.counts);
}
