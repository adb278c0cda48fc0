// Kendaraan Saya and Penumpang Tersimpan on pesan-tiket (issue #40 item 2): what one tap fills, a
// traveller whose age on the departure's date fits no passenger type, and what a booking saves when
// its box is ticked. Pure functions and the texts; the lists are the savedPicks machine's.
//
// Decisions:
// - A vehicle fills the plate and the Golongan: by its type id when the departure offers it, else
//   by the class name (as Pesan Lagi does), else the plate alone (the Golongan is left to choose).
// - A traveller's age is worked out again on the departure's date (kernel/saved-profile.ts
//   ageOnDate); the passenger type is the one that age fits (the child type under 5). A traveller
//   no offered type fits is shown with why, and cannot be picked; one already on the booking (by
//   name) shows as added.
// - Saving (the box, unticked by default) sends the vehicle and every named passenger whose gender
//   is known: picked from Penumpang Tersimpan, or chosen under the box (the booking's passengers
//   have no gender of their own). The driver is not saved: 'Sama dengan pemesan' and Pesan Lagi
//   fill the driver already. The save runs once the order has its payment page
//   (order-placement.machine.ts); a failure never stops the payment.
import { ageOnDate, nameKey, passengerTypeForAge } from '../../kernel/saved-profile';
import { normaliseGender, type Gender } from '../../kernel/field-rules';
import { passengerTypeLabel } from '../../kernel/passengers';
import type { BookingProfileInput, SavedTraveller, SavedVehicle } from '../api/profile';
import type { PassengerType, VehicleType } from '../api/catalogue';
import type { PassengerEntry } from '../lib/storage';

export { nameKey };

/**
 * The one text built here, of data alone; pesan-tiket's words (saved_*, and a misfit's reason,
 * again_saved_misfit) are in messages/*.json (issue #40 item 1). A misfit is data, not a sentence
 * (TravellerChoice): the screen writes it in the passenger's language.
 */
export const SAVED_MSG = {
  /** A saved vehicle's button. */
  vehicleLabel: (v: Pick<SavedVehicle, 'plateNumber' | 'vehicleClass'>) => `${v.plateNumber} · ${v.vehicleClass}`,
} as const;

/** The Golongan a saved vehicle takes on this departure: by id, else by class name; '' when not offered. */
export function vehicleTypeIdFor(v: Pick<SavedVehicle, 'vehicleTypeId' | 'vehicleClass'>, types: VehicleType[]) {
  const byId = types.find((t) => t.id === v.vehicleTypeId);
  const byName = types.filter((t) => t.vehicleClass === v.vehicleClass);
  const type = byId ?? (byName.length === 1 ? byName[0] : undefined);
  return type ? String(type.id) : '';
}

export type TravellerChoice =
  | { kind: 'fits'; entry: PassengerEntry; age: number; typeLabel: string }
  | { kind: 'added' }
  /** No offered type fits the traveller's `age` on `date` (0 when the age cannot be worked out). */
  | { kind: 'misfit'; name: string; age: number; date: string };

/** What a tap on a saved traveller does on a departure of `date` with these passenger types. */
export function travellerChoice(
  t: SavedTraveller,
  date: string,
  types: readonly PassengerType[],
  onBooking: readonly Pick<PassengerEntry, 'name'>[],
): TravellerChoice {
  if (onBooking.some((p) => nameKey(p.name) === nameKey(t.name))) return { kind: 'added' };
  const age = ageOnDate(t, date);
  const type = age === null ? null : passengerTypeForAge(types, age);
  if (age === null || !type) return { kind: 'misfit', name: t.name, age: age ?? 0, date };
  return {
    kind: 'fits',
    age,
    typeLabel: passengerTypeLabel(type.feeType),
    entry: { passengerTypeId: type.id, name: t.name, age, domicile: t.domicile },
  };
}

/** Genders by name key: the ones chosen under the box, then the saved travellers' own. */
export function knownGenders(
  chosen: Record<string, string>,
  travellers: readonly Pick<SavedTraveller, 'name' | 'gender'>[],
): Record<string, Gender> {
  const out: Record<string, Gender> = {};
  for (const t of travellers) out[nameKey(t.name)] = t.gender;
  for (const [key, value] of Object.entries(chosen)) {
    const gender = normaliseGender(value);
    if (gender) out[key] = gender;
  }
  return out;
}

/** What a ticked box saves of a booking (POST /api/profile/from-booking); null when unticked. */
export function bookingProfile(
  draft: { vehicle: { plate_number: string; vehicle_type: { id: number } }; passengers: PassengerEntry[] },
  save: { on: boolean; genders: Record<string, string> } | null,
): BookingProfileInput | null {
  if (!save?.on) return null;
  const genders = knownGenders(save.genders, []);
  return {
    vehicle: { plateNumber: draft.vehicle.plate_number, vehicleTypeId: draft.vehicle.vehicle_type.id },
    travellers: draft.passengers.flatMap((p) => {
      const gender = genders[nameKey(p.name)];
      return gender ? [{ name: p.name, age: p.age, domicile: p.domicile, gender }] : [];
    }),
  };
}
