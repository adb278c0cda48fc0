// Kendaraan Saya and Penumpang Tersimpan (issue #40 item 2), the rules both sides use: the limits
// per account, the age of a saved traveller on a departure's date, and which passenger type that
// age fits. No zod, no Temporal: dates are the API's YYYY-MM-DD strings.
import { ageFitsPassengerType, CHILD_FEE_TYPE } from './field-rules';

/** At most this many per account (the server refuses more, 409). */
export const SAVED_LIMITS = { vehicles: 10, travellers: 20 } as const;

/** What a saved traveller says about its age: a birth year, or an age with the date it was given. */
export type TravellerAge = { birthYear: number | null; age: number | null; ageOn: string | null };

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/**
 * The traveller's age on `date` (YYYY-MM-DD), or null when it says nothing usable.
 * - A birth year: the age reached in that year (`year − birthYear`), the birthday being unknown.
 * - An age given on `ageOn`: one year more on each anniversary of `ageOn` (never less than given).
 */
export function ageOnDate(t: TravellerAge, date: string): number | null {
  const [y, m, d] = parts(date);
  if (t.birthYear !== null) return Math.max(0, y - t.birthYear);
  if (t.age === null || t.ageOn === null) return null;
  const [y0, m0, d0] = parts(t.ageOn);
  const years = y - y0 - (m < m0 || (m === m0 && d < d0) ? 1 : 0);
  return t.age + Math.max(0, years);
}

/**
 * The passenger type a traveller of `age` takes among `types` (the departure's): the child type
 * when the age fits it (under 5), else the first other type the age fits; null when none does.
 */
export function passengerTypeForAge<T extends { id: number; feeType: string }>(types: readonly T[], age: number) {
  const fitting = types.filter((t) => ageFitsPassengerType(t.feeType, age));
  return fitting.find((t) => t.feeType === CHILD_FEE_TYPE) ?? fitting[0] ?? null;
}

/** A name as the lists compare it: trimmed, case ignored ('  budi ' is 'Budi'). */
export const nameKey = (name: string) => name.trim().toLocaleLowerCase('id');
