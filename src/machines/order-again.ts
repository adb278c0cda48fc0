// Pesan Lagi (issue #40 item 4): an old ticket's vehicle and people as a new departure's draft, and
// its loader. Pure functions and one promise actor, used by order-again.machine.ts.
//
// What the old ticket gives (TransactionDetail, GET /api/transaction/get/{id}): the plate, the
// class by name, the driver's name, age and domicile, the named passengers (the manifest, with
// their type ids) and the rest of the order (`order`, TicketOrder): the vehicle type id, the
// passenger counts per type (unnamed passengers included) and the driver's phone and gender. A
// ticket without `order` (a server before it) gives what it has and the rest is filled by hand.
// Decisions:
// - The class: the vehicle type id when the new departure still offers it, else the class name
//   (vehicleClass) when exactly one offered class has it; a class no longer offered keeps the
//   plate and leaves the class to choose, with a note.
// - The driver: when the driver is the account holder (the same name), the account fills the phone,
//   age, gender and domicile as 'Sama dengan pemesan' would (its current data), and the old ticket
//   what the account lacks; another driver gets the old ticket's name, age, domicile, phone and
//   gender. A field still empty is named in a note.
// - Named passengers come back with their type and age when the type is still offered and the age
//   still fits it (the child and adult rules, kernel/field-rules.ts); one that does not is left
//   out (and its place with it) and named in a note. Unnamed passengers come back by their counts
//   (a type's count less its named passengers, kept or not) when their type is still offered;
//   otherwise a note says how many are left out. Without `order` they are not known, and the
//   opening note says to add them with +. At most MAX_PASSENGERS_PER_TYPE per type.
// - Penumpang Tersimpan (issue #40 item 2; the account's saved travellers, read with the ticket,
//   none when they cannot be read): a named passenger whose name (case apart) is a saved
//   traveller's takes that traveller's age on the new departure's date (kernel/saved-profile.ts
//   ageOnDate), checked again against its type; the unnamed places of a type are then filled, in
//   the list's order (oldest saved first), with the saved travellers not on the draft yet whose age
//   on that date fits the type. A note names who came from Penumpang Tersimpan, so the passenger
//   can check; a saved traveller too old or too young for its place is named in a note too.
// - Everything else is pesan-tiket's as usual: its validation, 'Lanjutkan ke Pembayaran', and
//   konfirmasi-pesanan's Konfirmasi, the first call that books anything.
import { fromPromise } from 'xstate';
import { getTransaction, type TransactionDetail } from '../api/transactions';
import { getSchedule, type Schedule } from '../api/schedules';
import { getPassengerTypes, getVehicleTypes, type VehicleType } from '../api/catalogue';
import type { PassengerEntry, StoredUser } from '../lib/storage';
import { ageFitsPassengerType, normaliseGender, normalisePlate } from '../../kernel/field-rules';
import { ageOnDate, nameKey } from '../../kernel/saved-profile';
import { listSavedTravellers, type SavedTraveller } from '../api/profile';
import type { OrderAgainNote } from '../lib/order-again-notes';
import type { BookingData } from './booking-loader';
import {
  driverFromUser,
  EMPTY_DRIVER,
  MAX_PASSENGERS_PER_TYPE,
  startStoredDraft,
  type BookingStorage,
  type DriverField,
  type DriverForm,
} from './booking-draft';

/** What Pesan Lagi reads of the old ticket. */
export type OldTicket = Pick<
  TransactionDetail,
  'invoiceId' | 'plateNumber' | 'vehicleClass' | 'driver' | 'manifest' | 'order'
>;

/** `travellers`: the account's Penumpang Tersimpan (issue #40 item 2), none when they could not be read. */
export type OrderAgainLoaded = { ticket: OldTicket; data: BookingData; travellers?: SavedTraveller[] };

/** The new departure's draft from the old ticket, and what the passenger is told about it. */
export type OrderAgainDraft = {
  plate: string;
  /** The old class as the new departure offers it, or null (choose one). */
  vehicleType: VehicleType | null;
  driver: DriverForm;
  passengers: PassengerEntry[];
  counts: Record<string, number>;
  notes: OrderAgainNote[];
};

// The notes are data (OrderAgainNote, src/lib/order-again-notes.ts): pesan-tiket writes them in the
// passenger's language (src/screens/pesan-tiket/order-again-text.ts, issue #40 item 1). Decided
// over a screen-side matcher of Indonesian sentences: names, ages and dates are the passenger's own,
// and a sentence parsed back could not tell them from the words around them.

const sameName = (a: string, b: string | null | undefined) =>
  !!b && a.trim().toLocaleLowerCase('id') === b.trim().toLocaleLowerCase('id');

/** The driver of the old ticket: the account's data when it is the account holder, else the ticket's. */
function driverAgain(ticket: OldTicket, user: StoredUser | null): DriverForm {
  const old = ticket.driver;
  if (!old) return driverFromUser(null);
  const account = user && sameName(old.name, user.name) ? driverFromUser(user) : EMPTY_DRIVER;
  const ordered = ticket.order?.driver ?? null;
  return {
    name: old.name,
    phoneNumber: account.phoneNumber || (ordered?.phoneNumber ?? ''),
    age: account.age || String(old.age),
    gender: account.gender || (ordered ? (normaliseGender(ordered.gender) ?? '') : ''),
    domicile: account.domicile || old.domicile,
  };
}

/** The old class as the new departure offers it: by its type id, else by its class name; null when gone. */
function vehicleAgain(ticket: OldTicket, data: BookingData): VehicleType | null {
  const byId = ticket.order && data.vehicleTypes.find((t) => t.id === ticket.order?.vehicle);
  if (byId) return byId;
  const classes = data.vehicleTypes.filter((t) => t.vehicleClass === ticket.vehicleClass);
  return classes.length === 1 ? classes[0]! : null;
}

/** A named passenger of the old ticket, its age from Penumpang Tersimpan when saved; null (a note) when it no longer fits. */
function namedAgain(
  entry: ManifestEntry,
  type: PassengerType,
  date: string,
  saved: SavedTraveller[],
  notes: OrderAgainNote[],
) {
  const traveller = saved.find((t) => nameKey(t.name) === nameKey(entry.name));
  const age = (traveller && ageOnDate(traveller, date)) ?? entry.age;
  if (ageFitsPassengerType(type.feeType, age)) return { ...entry, age };
  notes.push({ kind: 'ageMisfit', name: entry.name, age, feeType: type.feeType, ...(traveller ? { date } : {}) });
  return null;
}

/** The unnamed places of each type filled with saved travellers not on the draft whose age on `date` fits it. */
function fillFromSaved(data: BookingData, saved: SavedTraveller[], passengers: PassengerEntry[], counts: Counts) {
  const date = data.schedule.issuedDate;
  const filled: string[] = [];
  for (const type of data.passengerTypes) {
    let free = (counts[String(type.id)] ?? 0) - passengers.filter((p) => p.passengerTypeId === type.id).length;
    for (const t of saved) {
      if (free <= 0) break;
      const age = ageOnDate(t, date);
      if (age === null || !ageFitsPassengerType(type.feeType, age)) continue;
      if (passengers.some((p) => nameKey(p.name) === nameKey(t.name))) continue;
      passengers.push({ passengerTypeId: type.id, name: t.name, age, domicile: t.domicile });
      filled.push(t.name);
      free -= 1;
    }
  }
  return filled;
}

type Counts = Record<string, number>;
type ManifestEntry = NonNullable<OldTicket['manifest']>[number];
type PassengerType = BookingData['passengerTypes'][number];

/** The named passengers that still fit, then the unnamed ones by their counts; `notes` gets what does not. */
function passengersAgain(ticket: OldTicket, data: BookingData, notes: OrderAgainNote[], saved: SavedTraveller[] = []) {
  const passengers: PassengerEntry[] = [];
  const counts: Counts = {};
  const manifest = ticket.manifest ?? [];
  for (const entry of manifest) {
    const type = data.passengerTypes.find((t) => t.id === entry.passengerId);
    const kept = type && namedAgain(entry, type, data.schedule.issuedDate, saved, notes);
    if (!type) notes.push({ kind: 'typeGone', name: entry.name });
    else if (kept && (counts[String(type.id)] ?? 0) < MAX_PASSENGERS_PER_TYPE) {
      passengers.push({ passengerTypeId: type.id, name: kept.name, age: kept.age, domicile: kept.domicile });
      counts[String(type.id)] = (counts[String(type.id)] ?? 0) + 1;
    }
  }
  for (const line of ticket.order?.passengers ?? []) {
    const unnamed = line.amount - manifest.filter((m) => m.passengerId === line.passengerId).length;
    if (unnamed <= 0) continue;
    if (!data.passengerTypes.some((t) => t.id === line.passengerId)) {
      notes.push({ kind: 'unnamedGone', count: unnamed });
      continue;
    }
    const key = String(line.passengerId);
    counts[key] = Math.min(MAX_PASSENGERS_PER_TYPE, (counts[key] ?? 0) + unnamed);
  }
  // A saved traveller named on the old ticket keeps that place (or its note), never an unnamed one.
  const named = new Set(manifest.map((m) => nameKey(m.name)));
  const filled = fillFromSaved(
    data,
    saved.filter((t) => !named.has(nameKey(t.name))),
    passengers,
    counts,
  );
  if (filled.length > 0) notes.push({ kind: 'fromSaved', names: filled });
  return { passengers, counts };
}

/** The old ticket's vehicle and people as a draft of the departure `data` (see the decisions above). */
export function orderAgainDraft(
  ticket: OldTicket,
  data: BookingData,
  user: StoredUser | null,
  saved: SavedTraveller[] = [],
): OrderAgainDraft {
  const notes: OrderAgainNote[] = [{ kind: 'filled', invoiceId: ticket.invoiceId, namedOnly: !ticket.order }];
  const vehicleType = vehicleAgain(ticket, data);
  if (!vehicleType) notes.push({ kind: 'classGone', vehicleClass: ticket.vehicleClass });

  const driver = driverAgain(ticket, user);
  const gaps = (Object.keys(driver) as DriverField[]).filter((field) => driver[field] === '');
  if (gaps.length > 0) notes.push({ kind: 'driverGaps', fields: gaps });

  const { passengers, counts } = passengersAgain(ticket, data, notes, saved);
  return { plate: normalisePlate(ticket.plateNumber).trim(), vehicleType, driver, passengers, counts, notes };
}

/**
 * Writes the draft in the spec's keys as this departure's (replacing any draft, also one of the same
 * departure), so that pesan-tiket restores it (booking-draft.ts restoredDraft) and then checks and
 * keeps it as usual. A class no longer offered is stored under an id no offered class has:
 * restoredDraft keeps the plate of such a class and leaves the class to choose.
 */
export function storeOrderAgainDraft(storage: BookingStorage, data: BookingData, draft: OrderAgainDraft): void {
  const { schedule, passengerTypes, vehicleTypes } = data;
  storage.remove('scheduleId');
  startStoredDraft(storage, { scheduleId: schedule.id, schedule, passengerTypes });
  const unoffered: VehicleType = {
    id: Math.max(0, ...vehicleTypes.map((t) => t.id)) + 1,
    vehicleClass: '',
    vehicleType: '',
    price: 0,
    insuranceFee: 0,
  };
  if (draft.plate !== '')
    storage.set('kendaraan', { plate_number: draft.plate, vehicle_type: draft.vehicleType ?? unoffered });
  else storage.remove('kendaraan');
  const age = Number(draft.driver.age);
  if (draft.driver.age !== '' && Number.isSafeInteger(age) && age >= 0) {
    storage.set('pengemudi', { ...draft.driver, age });
  } else storage.remove('pengemudi');
  storage.set('penumpang', draft.passengers);
  storage.set('passengerTypeCounts', draft.counts);
}

export type OrderAgainLoaders = {
  ticket: (transactionId: number) => Promise<OldTicket>;
  schedule: (scheduleId: number) => Promise<Schedule>;
  vehicleTypes: (date: string) => Promise<VehicleType[]>;
  passengerTypes: (date: string) => Promise<BookingData['passengerTypes']>;
  /** The account's Penumpang Tersimpan (issue #40 item 2). */
  travellers: () => Promise<SavedTraveller[]>;
};

/** The old ticket, and the new departure with the classes and passenger types of its date. */
export function createOrderAgainLoader(loaders: OrderAgainLoaders) {
  return fromPromise<OrderAgainLoaded, { transactionId: number; scheduleId: number }>(async ({ input }) => {
    // Penumpang Tersimpan that cannot be read are none: Pesan Lagi goes on without them.
    const saved = loaders.travellers().catch(() => []);
    const [ticket, schedule] = await Promise.all([
      loaders.ticket(input.transactionId),
      loaders.schedule(input.scheduleId),
    ]);
    const [vehicleTypes, passengerTypes] = await Promise.all([
      loaders.vehicleTypes(schedule.issuedDate),
      loaders.passengerTypes(schedule.issuedDate),
    ]);
    return { ticket, data: { schedule, vehicleTypes, passengerTypes }, travellers: await saved };
  });
}

export const loadOrderAgain = createOrderAgainLoader({
  ticket: getTransaction,
  schedule: getSchedule,
  vehicleTypes: (date) => getVehicleTypes(date),
  passengerTypes: (date) => getPassengerTypes(date),
  travellers: listSavedTravellers,
});
