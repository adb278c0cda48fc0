// The field rules of a saved vehicle or traveller, the orders' own (kernel/field-rules.ts): a plate
// written as orders store it, a trimmed name and domicile that say something, an age or a birth year
// (exactly one) within the ages the forms accept. A refusal is 400 with the forms' Indonesian words.
import { AGE_MAX, normalisePlate, PLATE_PATTERN, type Gender } from '../../kernel/field-rules';
import { MSG } from '../../kernel/validation-messages';
import { todayJakarta } from '../../kernel/time';
import { badRequest } from '../errors';
import type { Schemas } from '../platform/handlers';
import { PROFILE_MESSAGES } from './messages';

export type VehicleValues = { plateNumber: string; vehicleTypeId: number };
export type TravellerValues = {
  name: string;
  domicile: string;
  gender: Gender;
  birthYear: number | null;
  age: number | null;
  ageOn: string | null;
};

/** 'bk  1234 abc ' → 'BK 1234 ABC'; 400 when it is then no plate. */
export function checkedVehicle(input: Schemas['SavedVehicleInput']): VehicleValues {
  const plateNumber = normalisePlate(input.plateNumber).trimEnd();
  if (!PLATE_PATTERN.test(plateNumber)) throw badRequest(MSG.plateInvalid);
  return { plateNumber, vehicleTypeId: input.vehicleTypeId };
}

/** The traveller to store; `nowMs` dates an age (ageOn: today, Jakarta) and bounds a birth year. */
export function checkedTraveller(input: Schemas['SavedTravellerInput'], nowMs: number): TravellerValues {
  const name = input.name.trim();
  const domicile = input.domicile.trim();
  if (name === '') throw badRequest(MSG.nameRequired);
  if (domicile === '') throw badRequest(MSG.domicileRequired);
  const hasAge = input.age !== undefined;
  const hasYear = input.birthYear !== undefined;
  if (hasAge === hasYear) throw badRequest(PROFILE_MESSAGES.ageOrYear);
  const today = todayJakarta(nowMs);
  if (hasYear) {
    const year = Number(today.slice(0, 4));
    if (input.birthYear! > year || year - input.birthYear! > AGE_MAX)
      throw badRequest(PROFILE_MESSAGES.birthYearInvalid);
    return { name, domicile, gender: input.gender, birthYear: input.birthYear!, age: null, ageOn: null };
  }
  return { name, domicile, gender: input.gender, birthYear: null, age: input.age!, ageOn: today };
}
