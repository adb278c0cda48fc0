// Field rules of spec §3, §5 and §9 that need no zod: the patterns and limits the schemas of
// './validation' check, the gender spellings, the child-age rule, and the helpers forms apply while
// a value is typed or pasted (phone keystrokes, digits only, plate spelling). The server checks
// phone numbers, OTP codes and the passenger ages with these same constants.

/**
 * The longest value each free-text field may hold: openapi.yaml's `maxLength` for Name, Domicile and
 * Password (tests/kernel/validation.test.ts ties them together). The forms check them with the
 * other rules and the inputs carry them as `maxLength`, so a value the server would refuse with a
 * bare 400 is caught where it is typed, with a message.
 */
export const FIELD_MAX = { name: 100, domicile: 100, password: 128 } as const;

/** Spec §3: the child passenger type ('ANAK-ANAK') is for children under 5. */
export const CHILD_AGE_LIMIT = 5;
/** The passenger type code the child rule applies to (the API keeps its codes). */
export const CHILD_FEE_TYPE = 'ANAK-ANAK';
/**
 * The adult passenger type: the other side of the child limit, 5 and older (the catalogue
 * describes it as 'Penumpang berusia 5 tahun ke atas'; issue #21: it took a 2-year-old).
 */
export const ADULT_FEE_TYPE = 'DEWASA';

/** True when a passenger of this type code may have this age (the child type: under 5; the adult: 5 and older). */
export function ageFitsPassengerType(typeCode: string | null | undefined, age: number): boolean {
  if (typeCode === CHILD_FEE_TYPE) return age < CHILD_AGE_LIMIT;
  if (typeCode === ADULT_FEE_TYPE) return age >= CHILD_AGE_LIMIT;
  return true;
}

/** The age rule of a passenger type code as the server states it ('under 5 years old'); null: any age. */
export function passengerAgeRule(typeCode: string | null | undefined): string | null {
  if (typeCode === CHILD_FEE_TYPE) return `under ${CHILD_AGE_LIMIT} years old`;
  if (typeCode === ADULT_FEE_TYPE) return `${CHILD_AGE_LIMIT} years old or older`;
  return null;
}

/** 08, a digit 1-9, then 7 to 10 digits (spec §5, §9). */
export const PHONE_PATTERN = /^08[1-9][0-9]{7,10}$/;
/** 1-2 uppercase letters, space, 1-4 digits, space, 1-3 letters, e.g. 'BK 1234 ABC'. */
export const PLATE_PATTERN = /^[A-Z]{1,2} [0-9]{1,4} [A-Z]{1,3}$/;
export const PASSWORD_MIN = 8;
export const OTP_LENGTH = 6;
export const OTP_PATTERN = /^[0-9]{6}$/;
/** A sanity bound for ages, so a typo like 2000 is caught; the spec sets no maximum. */
export const AGE_MAX = 150;

/**
 * Gender options as spec §3 spells them. The driver dropdown label in spec §2 reads 'Laki - laki';
 * both dropdowns use these values so the user, driver and server agree on one spelling, and
 * `normaliseGender` maps other spellings (from older data) onto them.
 */
export const GENDERS = ['Laki - Laki', 'Perempuan'] as const;
export type Gender = (typeof GENDERS)[number];

/** The driver's gender options (pesan-tiket, the booth): spec §2 spells the label 'Laki - laki'. */
export const DRIVER_GENDER_OPTIONS: { value: Gender; label: string }[] = GENDERS.map((value) => ({
  value,
  label: value === 'Laki - Laki' ? 'Laki - laki' : value,
}));

/** 'laki-laki', 'LAKI - LAKI', 'Laki - laki' → 'Laki - Laki'; null when it is no known gender. */
export function normaliseGender(value: string): Gender | null {
  if (typeof value !== 'string') return null;
  const key = value.toLowerCase().replace(/[\s-]/g, '');
  if (key === 'lakilaki') return 'Laki - Laki';
  if (key === 'perempuan') return 'Perempuan';
  return null;
}

/** Keystrokes the phone inputs accept (spec §5). */
export const PHONE_ALLOWED_KEYS = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  'Backspace',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Delete',
  'Tab',
] as const;

/** For a keydown handler (`event.key`). Shortcuts with Ctrl/Meta are the caller's decision. */
export function isAllowedPhoneKey(key: string): boolean {
  return (PHONE_ALLOWED_KEYS as readonly string[]).includes(key);
}

/** Keeps ASCII digits only: for pasted text, which no keydown filter sees. */
export function digitsOnly(input: string): string {
  return input.replace(/[^0-9]/g, '');
}

/** The digit an OTP box should hold after input: the last digit typed or pasted, else ''. */
export function otpDigit(input: string): string {
  const digits = digitsOnly(input);
  return digits.slice(-1);
}

/**
 * Plate input as typed: uppercase, runs of whitespace collapsed to one space, leading space
 * removed. The trailing space stays so the user can type 'BK ' before the number.
 */
export function normalisePlate(input: string): string {
  return input.toUpperCase().replace(/\s+/g, ' ').replace(/^ /, '');
}
