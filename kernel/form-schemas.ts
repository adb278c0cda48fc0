// The client's form rules (issue #40 item 5): kernel/validation.ts's form schemas rebuilt on
// valibot, for the screens and machines. A screen with a form then loads valibot's few functions it
// uses (~2 KiB gzip) instead of zod/mini's core (~8.4 KiB): bench/README.md, _bundle_. The server
// keeps kernel/validation.ts (zod/mini, inside the wire schemas); the two must mean the same thing:
// tests/kernel/form-schemas.test.ts runs both on the same inputs (examples, and fast-check's
// arbitrary ones) and compares acceptance, the first message per field and the output.
// The patterns and limits are kernel/field-rules.ts's and the messages kernel/validation-messages.ts's,
// written once for both. kernel/validation.ts's conventions hold here too:
// - an empty value reports only the field's "required" message (the other checks pass on '');
// - ages and ids may arrive as strings or numbers and come out as numbers;
// - names and domiciles are trimmed, passwords never;
// - a field missing from the object is checked as `undefined` (zod's way; valibot's own is a
//   'key' issue of the object), an array or null is not an object;
// - a confirmation is compared with its password as soon as both are strings, whatever the other
//   fields hold.
import * as v from 'valibot';
import {
  AGE_MAX,
  FIELD_MAX,
  GENDERS,
  normaliseGender,
  normalisePlate,
  PASSWORD_MIN,
  PHONE_PATTERN,
  PLATE_PATTERN,
} from './field-rules';
import { MSG } from './validation-messages';

export { MSG };

/** Any schema of this module with output `T`. */
export type AnySchema<T = unknown> = v.GenericSchema<unknown, T>;

/** A rule for a filled-in string: '' passes, because `required` already reports it. */
function filled(rule: (value: string) => boolean): (value: string) => boolean {
  return (value) => value === '' || rule(value);
}

function requiredString(required: string) {
  return v.pipe(v.string(required), v.minLength(1, required));
}

/** Free text (name, domicile): trimmed, so only spaces counts as empty; at most `max` characters. */
function requiredText(required: string, max: number, tooLong: string) {
  return v.pipe(v.string(required), v.trim(), v.minLength(1, required), v.maxLength(max, tooLong));
}

const nameField = () => requiredText(MSG.nameRequired, FIELD_MAX.name, MSG.nameTooLong);
const domicileField = () => requiredText(MSG.domicileRequired, FIELD_MAX.domicile, MSG.domicileTooLong);

function password(required: string, min: string) {
  return v.pipe(
    v.string(required),
    v.minLength(1, required),
    v.check(
      filled((s) => s.length >= PASSWORD_MIN),
      min,
    ),
    v.maxLength(FIELD_MAX.password, MSG.passwordTooLong),
  );
}

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

/** zod's number: finite only (valibot's lets ±Infinity through). */
const finite = (n: number) => Number.isFinite(n);

/** Age in whole years, from `min` (1 for the account holder and the driver, 0 for passengers). */
function ageField(min: number) {
  return v.pipe(
    v.unknown(),
    v.transform(toOptionalNumber),
    v.number((issue) => (issue.input === undefined ? MSG.ageRequired : MSG.ageInvalid)),
    v.check(finite, MSG.ageInvalid),
    v.safeInteger(MSG.ageInvalid),
    v.minValue(min, MSG.ageInvalid),
    v.maxValue(AGE_MAX, MSG.ageInvalid),
  );
}

/** A database id chosen in a select: positive integer; '' or nothing reports `required`. */
function idField(required: string) {
  return v.pipe(
    v.unknown(),
    v.transform(toOptionalNumber),
    v.number(required),
    v.check(finite, required),
    v.safeInteger(required),
    v.check((n) => n > 0, required),
  );
}

const genderField = v.pipe(
  v.unknown(),
  v.transform((value) => (typeof value === 'string' ? (normaliseGender(value) ?? value) : value)),
  v.picklist(GENDERS, MSG.genderRequired),
);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object schema as zod's: a missing field is checked as `undefined`, unknown keys are dropped. */
function form<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.unknown(),
    v.check(isObject),
    // Only an object gets here (the check above stops the pipe otherwise).
    v.transform((value) => ({
      ...Object.fromEntries(Object.keys(entries).map((k) => [k, undefined])),
      ...(value as Record<string, unknown>),
    })),
    v.object(entries),
  );
}

/**
 * The confirmation repeats the password ('Password tidak sama.' under the confirmation), checked
 * once both are strings; an empty confirmation reports only its own required message.
 */
function confirms<T extends Record<string, unknown>>(passwordKey: keyof T & string, confirmKey: keyof T & string) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const value: unknown = dataset.value;
    if (!isObject(value)) return;
    const pw = value[passwordKey];
    const confirm = value[confirmKey];
    if (typeof pw !== 'string' || typeof confirm !== 'string' || confirm === '' || pw === confirm) return;
    addIssue({
      message: MSG.passwordMismatch,
      path: [{ type: 'object', origin: 'value', input: value, key: confirmKey, value: confirm }],
    });
  });
}

export const phoneSchema = v.pipe(
  requiredString(MSG.phoneRequired),
  v.check(
    filled((s) => PHONE_PATTERN.test(s)),
    MSG.phoneInvalid,
  ),
);

export const loginSchema = form({
  phone_number: phoneSchema,
  password: password(MSG.loginPasswordRequired, MSG.loginPasswordMin),
});

export const registerSchema = v.pipe(
  form({
    name: nameField(),
    phone_number: phoneSchema,
    password: password(MSG.registerPasswordRequired, MSG.registerPasswordMin),
    confirmPassword: requiredString(MSG.confirmRequired),
  }),
  confirms('password', 'confirmPassword'),
);

export const forgotPasswordSchema = form({ phone_number: phoneSchema });

export const setNewPasswordSchema = v.pipe(
  form({
    password: password(MSG.registerPasswordRequired, MSG.registerPasswordMin),
    confirmPassword: requiredString(MSG.confirmRequired),
  }),
  confirms('password', 'confirmPassword'),
);

export const changePasswordSchema = v.pipe(
  form({
    password: password(MSG.changeCurrentRequired, MSG.changePasswordMin),
    new_password: password(MSG.changeNewRequired, MSG.changePasswordMin),
    confirm_password: password(MSG.changeConfirmRequired, MSG.changePasswordMin),
  }),
  confirms('new_password', 'confirm_password'),
);

export const accountInfoSchema = form({
  name: nameField(),
  age: ageField(1),
  gender: genderField,
  domicile: domicileField(),
});

export const plateSchema = v.pipe(
  v.string(MSG.plateRequired),
  v.transform((s) => normalisePlate(s).trimEnd()),
  v.minLength(1, MSG.plateRequired),
  v.check(
    filled((s) => PLATE_PATTERN.test(s)),
    MSG.plateInvalid,
  ),
);

export const vehicleFormSchema = form({
  plate_number: plateSchema,
  vehicleTypeId: idField(MSG.vehicleClassRequired),
});

export const driverSchema = form({
  name: nameField(),
  phoneNumber: phoneSchema,
  age: ageField(1),
  gender: genderField,
  domicile: domicileField(),
});

export const passengerFormSchema = form({
  passengerTypeId: idField(MSG.passengerTypeRequired),
  name: nameField(),
  age: ageField(0),
  domicile: domicileField(),
});

/** Kendaraan Saya's form (issue #40 item 2): the plate as pesan-tiket takes it, and a Golongan. */
export const savedVehicleSchema = form({
  plateNumber: plateSchema,
  vehicleTypeId: idField(MSG.vehicleClassRequired),
});

/** Penumpang Tersimpan's form (issue #40 item 2): one field takes an age (0 … AGE_MAX) or a four-digit birth year. */
export const savedTravellerSchema = form({
  name: nameField(),
  ageOrYear: v.pipe(
    v.unknown(),
    v.transform(toOptionalNumber),
    v.number((issue) => (issue.input === undefined ? MSG.ageOrYearRequired : MSG.ageOrYearInvalid)),
    v.check(finite, MSG.ageOrYearInvalid),
    v.safeInteger(MSG.ageOrYearInvalid),
    v.check((n) => (n >= 0 && n <= AGE_MAX) || (n >= 1870 && n <= 2099), MSG.ageOrYearInvalid),
  ),
  gender: genderField,
  domicile: domicileField(),
});

/** The first message per top-level field, keyed by field name (issues without a field left out). */
export function fieldErrors<T>(schema: AnySchema<T>, values: unknown): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  const result = v.safeParse(schema, values);
  if (result.success) return errors;
  for (const issue of result.issues) {
    const key: unknown = issue.path?.[0]?.key;
    if (typeof key !== 'string' && typeof key !== 'number') continue;
    const name = String(key);
    if (name !== '' && !Object.hasOwn(errors, name)) errors[name] = issue.message;
  }
  return errors;
}

/** The first message of any issue (for single-value schemas such as phone or plate). */
export function firstError<T>(schema: AnySchema<T>, values: unknown): string | undefined {
  const result = v.safeParse(schema, values);
  return result.success ? undefined : result.issues[0].message;
}

/** The output of `values`, or throws (values a form has just checked). */
export function parse<T>(schema: AnySchema<T>, values: unknown): T {
  return v.parse(schema, values);
}

export function safeParse<T>(schema: AnySchema<T>, values: unknown): { success: true; data: T } | { success: false } {
  const result = v.safeParse(schema, values);
  return result.success ? { success: true, data: result.output } : { success: false };
}

export function isValid<T>(schema: AnySchema<T>, values: unknown): boolean {
  return v.safeParse(schema, values).success;
}
