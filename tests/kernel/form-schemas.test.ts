// The client's valibot form schemas (kernel/form-schemas.ts) against the server's zod/mini ones
// (kernel/validation.ts), issue #40 item 5: on the same inputs — the forms' own values, typical
// mistakes and fast-check's arbitrary ones (wrong types, missing and extra keys, non-objects) —
// both accept or reject alike, give the same first message per field (and the same first message
// on a single value), and accept with the same output.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import * as v from 'valibot';
import * as zodRules from '../../kernel/validation';
import * as rules from '../../kernel/form-schemas';

const SAMPLES = [
  '',
  ' ',
  '  Rina  ',
  'Rina Siregar',
  '081234567890',
  '0812345678',
  '08123456789012',
  '07123456789',
  '0812-3456-789',
  'Laki - Laki',
  'Perempuan',
  'laki-laki',
  ' perempuan ',
  'L',
  'B 1234 ABC',
  'b 1234 abc',
  'bk  12 a ',
  'B1234ABC',
  '0',
  '1',
  '12',
  ' 7 ',
  '150',
  '151',
  '1.5',
  '-1',
  '1e3',
  '1869',
  '1870',
  '1990',
  '2099',
  '2100',
  'password',
  'password1',
  'pass word',
  'abc',
  'x'.repeat(100),
  'x'.repeat(101),
  ' '.repeat(101),
  'p'.repeat(128),
  'p'.repeat(129),
];

const text = fc.oneof(fc.constantFrom(...SAMPLES), fc.string(), fc.stringMatching(/^[0-9 ]{0,4}$/));
const value = fc.oneof(
  { weight: 4, arbitrary: text },
  fc.integer({ min: -3, max: 160 }),
  fc.double(),
  fc.constantFrom(undefined, null, true, false, Number.NaN, Infinity, -Infinity, 1e20, 2 ** 53, 0.5, -0),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.object({ maxDepth: 0 }),
);

type Pair = {
  name: string;
  zod: zodRules.AnySchema;
  vali: rules.AnySchema;
  keys: string[];
  confirm?: [string, string];
};

const FORMS: Pair[] = [
  { name: 'login', zod: zodRules.loginSchema, vali: rules.loginSchema, keys: ['phone_number', 'password'] },
  {
    name: 'register',
    zod: zodRules.registerSchema,
    vali: rules.registerSchema,
    keys: ['name', 'phone_number', 'password', 'confirmPassword'],
    confirm: ['password', 'confirmPassword'],
  },
  {
    name: 'forgot password',
    zod: zodRules.forgotPasswordSchema,
    vali: rules.forgotPasswordSchema,
    keys: ['phone_number'],
  },
  {
    name: 'set new password',
    zod: zodRules.setNewPasswordSchema,
    vali: rules.setNewPasswordSchema,
    keys: ['password', 'confirmPassword'],
    confirm: ['password', 'confirmPassword'],
  },
  {
    name: 'change password',
    zod: zodRules.changePasswordSchema,
    vali: rules.changePasswordSchema,
    keys: ['password', 'new_password', 'confirm_password'],
    confirm: ['new_password', 'confirm_password'],
  },
  {
    name: 'account info',
    zod: zodRules.accountInfoSchema,
    vali: rules.accountInfoSchema,
    keys: ['name', 'age', 'gender', 'domicile'],
  },
  {
    name: 'vehicle',
    zod: zodRules.vehicleFormSchema,
    vali: rules.vehicleFormSchema,
    keys: ['plate_number', 'vehicleTypeId'],
  },
  {
    name: 'driver',
    zod: zodRules.driverSchema,
    vali: rules.driverSchema,
    keys: ['name', 'phoneNumber', 'age', 'gender', 'domicile'],
  },
  {
    name: 'passenger',
    zod: zodRules.passengerFormSchema,
    vali: rules.passengerFormSchema,
    keys: ['passengerTypeId', 'name', 'age', 'domicile'],
  },
  {
    name: 'saved vehicle',
    zod: zodRules.savedVehicleSchema,
    vali: rules.savedVehicleSchema,
    keys: ['plateNumber', 'vehicleTypeId'],
  },
  {
    name: 'saved traveller',
    zod: zodRules.savedTravellerSchema,
    vali: rules.savedTravellerSchema,
    keys: ['name', 'ageOrYear', 'gender', 'domicile'],
  },
];

const VALUES: Pair[] = [
  { name: 'phone', zod: zodRules.phoneSchema, vali: rules.phoneSchema, keys: [] },
  { name: 'plate', zod: zodRules.plateSchema, vali: rules.plateSchema, keys: [] },
];

function expectSame({ zod, vali }: Pair, input: unknown) {
  const z1 = z.safeParse(zod, input);
  const v1 = v.safeParse(vali, input);
  expect(v1.success, JSON.stringify(input)).toBe(z1.success);
  expect(rules.isValid(vali, input)).toBe(zodRules.isValid(zod, input));
  expect(rules.fieldErrors(vali, input), JSON.stringify(input)).toEqual(zodRules.fieldErrors(zod, input));
  if (z1.success && v1.success) expect(v1.output).toEqual(z1.data);
}

/** A form's values: each key any value or missing, sometimes an extra key, sometimes the confirmation equal to its password. */
function formInput({ keys, confirm }: Pair) {
  const record = fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] });
  return fc
    .tuple(record, fc.boolean(), fc.option(fc.tuple(fc.string(), value), { nil: undefined }))
    .map(([values, same, extra]) => {
      const out: Record<string, unknown> = { ...values };
      if (confirm && same) out[confirm[1]] = out[confirm[0]];
      if (extra) out[extra[0]] = extra[1];
      return out;
    });
}

describe('client form schemas (valibot) mean what the server’s (zod/mini) do', () => {
  for (const pair of FORMS) {
    it(`${pair.name}: the same verdict, messages and output on arbitrary values`, () => {
      fc.assert(
        fc.property(formInput(pair), (input) => expectSame(pair, input)),
        { numRuns: 400 },
      );
    });

    it(`${pair.name}: every sample in every field, and non-objects`, () => {
      for (const key of pair.keys)
        for (const sample of [...SAMPLES, undefined, null, 7, Number.NaN]) {
          const filled = Object.fromEntries(pair.keys.map((k) => [k, k === key ? sample : SAMPLES[3]]));
          expectSame(pair, filled);
        }
      for (const input of [undefined, null, 'x', 3, [], ['a'], new Date(0)]) expectSame(pair, input);
    });
  }

  for (const pair of VALUES) {
    it(`${pair.name}: the same verdict, first message and output`, () => {
      const check = (input: unknown) => {
        expectSame(pair, input);
        expect(rules.firstError(pair.vali, input)).toBe(zodRules.firstError(pair.zod, input));
      };
      for (const sample of SAMPLES) check(sample);
      fc.assert(fc.property(value, check), { numRuns: 500 });
    });
  }

  it('a valid form passes both with the same output', () => {
    const pair = FORMS.find((f) => f.name === 'driver')!;
    const input = { name: ' Rina ', phoneNumber: '081234567890', age: '31', gender: 'perempuan', domicile: 'Medan' };
    expect(rules.isValid(pair.vali, input)).toBe(true);
    expectSame(pair, input);
  });
});
