// Form rules of spec §5 as zod schemas, with the spec's Indonesian messages verbatim. The server
// validates with the same schemas, so a pattern or a message is written once.
//
// Conventions:
// - An empty value reports only the field's "required" message, never the pattern or minimum
//   message: those checks pass on '' (see `filled`). We do not use zod's `abort: true` for this:
//   an explicit abort also suppresses cross-field checks such as 'Password tidak sama.'.
// - Values arrive as a form holds them: ages and ids may be strings ('12') or numbers, a select
//   may give ''. The schemas accept both and output numbers.
// - Names and domiciles are trimmed (a name of only spaces is empty); passwords are never trimmed,
//   a space is a legitimate password character.
// - Built on zod/mini (functional checks, `.check(...)`), not classic zod: classic costs ~90 KiB
//   gzipped in the browser bundle, mini ~7 KiB. tests/lib/bundle-rules.test.ts keeps src/ on mini.
//   './zod-locale' keeps zod's own English messages for the issues that carry no message of ours
//   (e.g. a non-object given to an object schema), as classic zod gives them.
// - The patterns, limits and input helpers these schemas use, which need no zod, live in
//   './field-rules'.
import * as z from 'zod/mini';
import './zod-locale';
import {
  AGE_MAX,
  FIELD_MAX,
  GENDERS,
  normaliseGender,
  normalisePlate,
  OTP_PATTERN,
  PASSWORD_MIN,
  PHONE_PATTERN,
  PLATE_PATTERN,
} from './field-rules';
import { isInBookingWindow, isValidDate } from './time';
import { MSG } from './validation-messages';

export { MSG };

// ---------------------------------------------------------------------------------------------
// Field building blocks

/** A string whose empty value reports `required`. */
function requiredString(required: string) {
  return z.string({ error: required }).check(z.minLength(1, { error: required }));
}

/** Free text (name, domicile): trimmed, so only spaces counts as empty; at most `max` characters. */
function requiredText(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong }));
}

const nameField = () => requiredText(MSG.nameRequired, FIELD_MAX.name, MSG.nameTooLong);
const domicileField = () => requiredText(MSG.domicileRequired, FIELD_MAX.domicile, MSG.domicileTooLong);

/**
 * Form value → number for numeric fields (kept beside each form module, not in ./field-rules, which
 * every first load carries: bench/bundle.mjs): '' / null / undefined / NaN (an empty number input) mean
 * "no value"; a string must be plain digits, anything else becomes NaN (an invalid value).
 */
function toOptionalNumber(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    return /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  }
  return value;
}

/**
 * zod/mini has no `z.preprocess`; classic's is exactly this pipe (a transform, then the schema), so
 * parsing, issues and the inferred input/output types are the same.
 */
function preprocess<B extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: B) {
  return z.pipe(z.transform(fn), schema);
}

/** A rule for a filled-in string: '' passes, because `required` already reports it. */
function filled(rule: (value: string) => boolean): (value: string) => boolean {
  return (value) => value === '' || rule(value);
}

function password(required: string, min: string) {
  return requiredString(required).check(
    z.refine(
      filled((v) => v.length >= PASSWORD_MIN),
      { error: min },
    ),
    z.maxLength(FIELD_MAX.password, { error: MSG.passwordTooLong }),
  );
}

/**
 * Age in whole years. `min` is 1 for the account holder and the driver, 0 for passengers (an infant
 * is 0 years old, and the child category is "under 5").
 */
function ageField(min: number) {
  return preprocess(
    toOptionalNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? MSG.ageRequired : MSG.ageInvalid) })
      .check(
        z.int({ error: MSG.ageInvalid }),
        z.gte(min, { error: MSG.ageInvalid }),
        z.lte(AGE_MAX, { error: MSG.ageInvalid }),
      ),
  );
}

/** A database id chosen in a select: positive integer; '' or nothing reports `required`. */
function idField(required: string) {
  return preprocess(
    toOptionalNumber,
    z.number({ error: required }).check(z.int({ error: required }), z.positive({ error: required })),
  );
}

const genderField = preprocess(
  (value) => (typeof value === 'string' ? (normaliseGender(value) ?? value) : value),
  z.enum(GENDERS, { error: MSG.genderRequired }),
);

/**
 * Runs a cross-field check as soon as both fields hold strings, even while other fields are still
 * invalid (zod skips object refinements after field errors by default), so a mismatch shows
 * together with, say, an empty name.
 */
function whenStrings(...keys: string[]) {
  return (payload: z.core.ParsePayload): boolean => {
    const value = payload.value;
    if (typeof value !== 'object' || value === null) return false;
    return keys.every((k) => typeof (value as Record<string, unknown>)[k] === 'string');
  };
}

/**
 * The confirmation field repeats the password ('Password tidak sama.' under the confirmation); an
 * empty confirmation reports only its own required message.
 */
function confirms<P extends string, C extends string>(passwordKey: P, confirmKey: C) {
  return z.refine<Record<P | C, string>>((v) => v[confirmKey] === '' || v[passwordKey] === v[confirmKey], {
    path: [confirmKey],
    error: MSG.passwordMismatch,
    when: whenStrings(passwordKey, confirmKey),
  });
}

// ---------------------------------------------------------------------------------------------
// Schemas

export const phoneSchema = requiredString(MSG.phoneRequired).check(
  z.refine(
    filled((v) => PHONE_PATTERN.test(v)),
    { error: MSG.phoneInvalid },
  ),
);

export const loginSchema = z.object({
  phone_number: phoneSchema,
  password: password(MSG.loginPasswordRequired, MSG.loginPasswordMin),
});

export const registerSchema = z
  .object({
    name: nameField(),
    phone_number: phoneSchema,
    password: password(MSG.registerPasswordRequired, MSG.registerPasswordMin),
    confirmPassword: requiredString(MSG.confirmRequired),
  })
  .check(confirms('password', 'confirmPassword'));

export const forgotPasswordSchema = z.object({ phone_number: phoneSchema });

export const setNewPasswordSchema = z
  .object({
    password: password(MSG.registerPasswordRequired, MSG.registerPasswordMin),
    confirmPassword: requiredString(MSG.confirmRequired),
  })
  .check(confirms('password', 'confirmPassword'));

export const changePasswordSchema = z
  .object({
    password: password(MSG.changeCurrentRequired, MSG.changePasswordMin),
    new_password: password(MSG.changeNewRequired, MSG.changePasswordMin),
    confirm_password: password(MSG.changeConfirmRequired, MSG.changePasswordMin),
  })
  .check(confirms('new_password', 'confirm_password'));

export const accountInfoSchema = z.object({
  name: nameField(),
  age: ageField(1),
  gender: genderField,
  domicile: domicileField(),
});

/** One OTP code as a string of 6 ASCII digits. */
export const otpCodeSchema = requiredString(MSG.otpRequired).check(
  z.refine(
    filled((v) => OTP_PATTERN.test(v)),
    { error: MSG.otpInvalid },
  ),
);

/**
 * The six boxes (an array of single digits) or the joined code; outputs the joined string the API
 * wants. All boxes empty reports "required"; a box holding more or less than one digit is invalid.
 */
export const otpSchema = preprocess((value) => {
  if (!Array.isArray(value)) return value;
  const boxes: unknown[] = value;
  if (boxes.every((d) => d === '' || d === null || d === undefined)) return '';
  // Each box maps to exactly one character, so a bad box can never join into a valid-looking code.
  return boxes
    .map((d) => {
      const s = typeof d === 'number' ? String(d) : d;
      return typeof s === 'string' && /^[0-9]$/.test(s) ? s : '?';
    })
    .join('');
}, otpCodeSchema);

export const plateSchema = z.string({ error: MSG.plateRequired }).check(
  z.overwrite((v: string) => normalisePlate(v).trimEnd()),
  z.minLength(1, { error: MSG.plateRequired }),
  z.refine(
    filled((v) => PLATE_PATTERN.test(v)),
    { error: MSG.plateInvalid },
  ),
);

export const vehicleFormSchema = z.object({
  plate_number: plateSchema,
  vehicleTypeId: idField(MSG.vehicleClassRequired),
});

export const driverSchema = z.object({
  name: nameField(),
  phoneNumber: phoneSchema,
  age: ageField(1),
  gender: genderField,
  domicile: domicileField(),
});

export const passengerFormSchema = z.object({
  passengerTypeId: idField(MSG.passengerTypeRequired),
  name: nameField(),
  age: ageField(0),
  domicile: domicileField(),
});

/** Kendaraan Saya's form (issue #40 item 2): the plate as pesan-tiket takes it, and a Golongan. */
export const savedVehicleSchema = z.object({
  plateNumber: plateSchema,
  vehicleTypeId: idField(MSG.vehicleClassRequired),
});

/**
 * Penumpang Tersimpan's form (issue #40 item 2): one field takes an age (0 … AGE_MAX) or a birth
 * year (four digits; the server refuses a year after this one).
 */
export const savedTravellerSchema = z.object({
  name: nameField(),
  ageOrYear: preprocess(
    toOptionalNumber,
    z.number({ error: (issue) => (issue.input === undefined ? MSG.ageOrYearRequired : MSG.ageOrYearInvalid) }).check(
      z.int({ error: MSG.ageOrYearInvalid }),
      z.refine((v) => (v >= 0 && v <= AGE_MAX) || (v >= 1870 && v <= 2099), { error: MSG.ageOrYearInvalid }),
    ),
  ),
  gender: genderField,
  domicile: domicileField(),
});

/** A passenger counter: a whole number, not below 0. */
export const passengerCountSchema = z
  .number({ error: MSG.passengerCountInvalid })
  .check(z.int({ error: MSG.passengerCountInvalid }), z.gte(0, { error: MSG.passengerCountInvalid }));

/** The home search form; `nowMs` fixes "today" for the booking window. */
export function searchSchema(nowMs: number) {
  return z
    .object({
      from: idField(MSG.fromRequired),
      to: idField(MSG.toRequired),
      date: requiredString(MSG.dateRequired).check(
        z.refine(filled(isValidDate), { error: MSG.dateInvalid }),
        z.refine((d) => !isValidDate(d) || isInBookingWindow(d, nowMs), { error: MSG.dateOutOfWindow }),
      ),
    })
    .check(
      z.refine((v) => v.from !== v.to, {
        path: ['to'],
        error: MSG.sameRoute,
        when: (payload) => {
          const value = payload.value;
          if (typeof value !== 'object' || value === null) return false;
          const { from, to } = value as Record<string, unknown>;
          return typeof from === 'number' && typeof to === 'number';
        },
      }),
    );
}

export type LoginValues = z.output<typeof loginSchema>;
export type RegisterValues = z.output<typeof registerSchema>;
export type SetNewPasswordValues = z.output<typeof setNewPasswordSchema>;
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;
export type AccountInfoValues = z.output<typeof accountInfoSchema>;
export type VehicleFormValues = z.output<typeof vehicleFormSchema>;
export type DriverFormValues = z.output<typeof driverSchema>;
export type PassengerFormValues = z.output<typeof passengerFormSchema>;
export type SearchValues = z.output<ReturnType<typeof searchSchema>>;

// ---------------------------------------------------------------------------------------------
// Reading results
//
// These take any zod 4 schema: zod/mini ones (ours) and classic ones alike, since both are a core
// `$ZodType`. They parse with zod/mini's `safeParse` function rather than a method, because only
// classic and mini schemas have a `.safeParse` method, not the core type.

/** Any zod 4 schema, zod/mini or classic, with output `T`. */
export type AnySchema<T = unknown> = z.core.$ZodType<T>;

/**
 * The first message per top-level field, keyed by field name, for showing under each input.
 * Issues without a field (a non-object schema, or a root-level refinement) are left out: use
 * `firstError` for those.
 */
export function fieldErrors<T>(schema: AnySchema<T>, values: unknown): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  const result = z.safeParse(schema, values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (key === undefined || typeof key === 'symbol') continue;
    const name = String(key);
    if (name !== '' && !Object.hasOwn(errors, name)) errors[name] = issue.message;
  }
  return errors;
}

/** The first message of any issue (for single-value schemas such as phone, OTP or plate). */
export function firstError<T>(schema: AnySchema<T>, values: unknown): string | undefined {
  const result = z.safeParse(schema, values);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function isValid<T>(schema: AnySchema<T>, values: unknown): boolean {
  return z.safeParse(schema, values).success;
}
