import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ADULT_FEE_TYPE,
  ageFitsPassengerType,
  CHILD_AGE_LIMIT,
  CHILD_FEE_TYPE,
  FIELD_MAX,
  GENDERS,
  OTP_LENGTH,
  PASSWORD_MIN,
  PHONE_ALLOWED_KEYS,
  PHONE_PATTERN,
  PLATE_PATTERN,
  digitsOnly,
  isAllowedPhoneKey,
  normaliseGender,
  normalisePlate,
  passengerAgeRule,
  otpDigit,
} from '../../kernel/field-rules';
import {
  MSG,
  accountInfoSchema,
  changePasswordSchema,
  driverSchema,
  fieldErrors,
  firstError,
  forgotPasswordSchema,
  isValid,
  loginSchema,
  otpCodeSchema,
  otpSchema,
  passengerCountSchema,
  passengerFormSchema,
  phoneSchema,
  plateSchema,
  registerSchema,
  searchSchema,
  setNewPasswordSchema,
  vehicleFormSchema,
} from '../../kernel/validation';

describe('messages', () => {
  it('uses the spec §5 texts verbatim', () => {
    expect(MSG.phoneRequired).toBe('Nomor HP tidak boleh kosong.');
    expect(MSG.phoneInvalid).toBe('Nomor HP yang anda input tidak valid.');
    expect(MSG.loginPasswordRequired).toBe('Kata sandi tidak boleh kosong.');
    expect(MSG.loginPasswordMin).toBe('Password minimal 8 karakter');
    expect(MSG.nameRequired).toBe('Nama tidak boleh kosong.');
    expect(MSG.registerPasswordMin).toBe('Kata sandi tidak boleh dibawah 8 karakter.');
    expect(MSG.confirmRequired).toBe('Kata sandi tidak boleh kosong.');
    expect(MSG.passwordMismatch).toBe('Password tidak sama.');
    expect(MSG.changeCurrentRequired).toBe('Password tidak boleh kosong.');
    expect(MSG.changeNewRequired).toBe('Password baru tidak boleh kosong.');
    expect(MSG.changeConfirmRequired).toBe('Konfirmasi password tidak boleh kosong.');
    expect(MSG.changePasswordMin).toBe('Password minimal 8 karakter');
    expect(MSG.ageRequired).toBe('Usia tidak boleh kosong.');
    expect(MSG.genderRequired).toBe('Jenis kelamin tidak boleh kosong.');
    expect(MSG.domicileRequired).toBe('Domisili tidak boleh kosong.');
    expect(MSG.plateRequired).toBe('Nomor Kendaraan tidak boleh kosong.');
    expect(MSG.plateInvalid).toBe('Nomor Kendaraan tidak valid.');
    expect(MSG.vehicleClassRequired).toBe('Golongan Kendaraan tidak boleh kosong.');
    expect(MSG.sameRoute).toBe('Keberangkatan dan tujuan tidak boleh sama');
  });

  it('has Indonesian messages for the rules the spec gives no text for', () => {
    expect(MSG.otpInvalid).toBe('Kode OTP harus 6 digit angka.');
    expect(MSG.dateOutOfWindow).toBe('Tanggal harus antara hari ini dan 7 hari ke depan.');
    expect(MSG.passengerTypeRequired).toBe('Jenis penumpang tidak boleh kosong.');
  });

  it('fixes the constants of spec §9', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(OTP_LENGTH).toBe(6);
    expect(GENDERS).toEqual(['Laki - Laki', 'Perempuan']);
  });
});

describe('phone number', () => {
  it('reports the required message for an empty or missing number', () => {
    expect(firstError(phoneSchema, '')).toBe(MSG.phoneRequired);
    expect(firstError(phoneSchema, undefined)).toBe(MSG.phoneRequired);
  });

  it('reports only the required message for an empty number, not the pattern message', () => {
    const result = phoneSchema.safeParse('');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([MSG.phoneRequired]);
  });

  it('reports the invalid message for a number too short', () => {
    expect(firstError(phoneSchema, '0812')).toBe(MSG.phoneInvalid);
  });

  it('accepts 08, a digit 1-9 and 7 to 10 more digits', () => {
    expect(isValid(phoneSchema, '0812345678')).toBe(true); // 7 more digits
    expect(isValid(phoneSchema, '0812345678901')).toBe(true); // 10 more digits
    expect(PHONE_PATTERN.test('0812345678')).toBe(true);
  });

  it('rejects 6 or 11 more digits, a 0 as third digit and other prefixes', () => {
    for (const bad of [
      '081234567',
      '08123456789012',
      '0801234567',
      '0712345678',
      '+62812345678',
      '0812 345678',
      '08123456７8',
    ]) {
      expect(firstError(phoneSchema, bad)).toBe(MSG.phoneInvalid);
    }
  });

  it('accepts only digits, Backspace, arrows, Delete and Tab as keystrokes', () => {
    for (const key of [
      '0',
      '5',
      '9',
      'Backspace',
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'ArrowDown',
      'Delete',
      'Tab',
    ]) {
      expect(isAllowedPhoneKey(key)).toBe(true);
    }
    for (const key of ['a', 'e', '+', '-', '.', ' ', 'Enter', 'Home', 'Unidentified', '']) {
      expect(isAllowedPhoneKey(key)).toBe(false);
    }
    expect(PHONE_ALLOWED_KEYS).toHaveLength(17);
  });

  it('strips non-digits from pasted text', () => {
    expect(digitsOnly('+62 812-3456 78')).toBe('62812345678');
  });
});

describe('loginSchema', () => {
  it('requires phone and password', () => {
    expect(fieldErrors(loginSchema, { phone_number: '', password: '' })).toEqual({
      phone_number: MSG.phoneRequired,
      password: MSG.loginPasswordRequired,
    });
  });

  it('requires at least 8 password characters', () => {
    expect(fieldErrors(loginSchema, { phone_number: '081234567890', password: '1234567' })).toEqual({
      password: MSG.loginPasswordMin,
    });
    expect(isValid(loginSchema, { phone_number: '081234567890', password: '12345678' })).toBe(true);
  });

  it('does not trim passwords', () => {
    expect(loginSchema.parse({ phone_number: '081234567890', password: ' secret  ' }).password).toBe(' secret  ');
  });
});

describe('registerSchema', () => {
  const ok = { name: 'Budi', phone_number: '081234567890', password: 'rahasia123', confirmPassword: 'rahasia123' };

  it('accepts a complete form', () => {
    expect(fieldErrors(registerSchema, ok)).toEqual({});
  });

  it('requires every field with its message', () => {
    expect(fieldErrors(registerSchema, { name: '', phone_number: '', password: '', confirmPassword: '' })).toEqual({
      name: MSG.nameRequired,
      phone_number: MSG.phoneRequired,
      password: 'Kata sandi tidak boleh kosong.',
      confirmPassword: MSG.confirmRequired,
    });
  });

  it('treats a name of only spaces as empty and trims names', () => {
    expect(fieldErrors(registerSchema, { ...ok, name: '   ' })).toEqual({ name: MSG.nameRequired });
    expect(registerSchema.parse({ ...ok, name: '  Budi  ' }).name).toBe('Budi');
  });

  it('uses the register minimum message for a short password', () => {
    expect(fieldErrors(registerSchema, { ...ok, password: '1234567', confirmPassword: '1234567' })).toEqual({
      password: MSG.registerPasswordMin,
    });
  });

  it('reports a mismatch on the confirmation', () => {
    expect(fieldErrors(registerSchema, { ...ok, confirmPassword: 'rahasia124' })).toEqual({
      confirmPassword: MSG.passwordMismatch,
    });
  });

  it('reports the mismatch even while other fields are still invalid', () => {
    expect(fieldErrors(registerSchema, { ...ok, name: '', password: '', confirmPassword: 'x' })).toEqual({
      name: MSG.nameRequired,
      password: 'Kata sandi tidak boleh kosong.',
      confirmPassword: MSG.passwordMismatch,
    });
  });

  it('drops unknown keys', () => {
    expect(registerSchema.parse({ ...ok, admin: true })).not.toHaveProperty('admin');
  });
});

describe('forgotPasswordSchema', () => {
  it('validates the phone number', () => {
    expect(fieldErrors(forgotPasswordSchema, { phone_number: '' })).toEqual({ phone_number: MSG.phoneRequired });
    expect(fieldErrors(forgotPasswordSchema, { phone_number: '0812' })).toEqual({ phone_number: MSG.phoneInvalid });
    expect(isValid(forgotPasswordSchema, { phone_number: '081234567890' })).toBe(true);
  });
});

describe('setNewPasswordSchema', () => {
  it('requires both fields', () => {
    expect(fieldErrors(setNewPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'Kata sandi tidak boleh kosong.',
      confirmPassword: MSG.confirmRequired,
    });
  });

  it('uses the register minimum message', () => {
    expect(fieldErrors(setNewPasswordSchema, { password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: MSG.registerPasswordMin,
    });
  });

  it('requires the confirmation to equal the password', () => {
    expect(fieldErrors(setNewPasswordSchema, { password: 'abcdefgh', confirmPassword: 'abcdefgi' })).toEqual({
      confirmPassword: MSG.passwordMismatch,
    });
    expect(isValid(setNewPasswordSchema, { password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBe(true);
  });
});

describe('changePasswordSchema', () => {
  it('reports each required message', () => {
    expect(fieldErrors(changePasswordSchema, { password: '', new_password: '', confirm_password: '' })).toEqual({
      password: 'Password tidak boleh kosong.',
      new_password: 'Password baru tidak boleh kosong.',
      confirm_password: 'Konfirmasi password tidak boleh kosong.',
    });
  });

  it('requires a minimum of 8 for all three', () => {
    expect(
      fieldErrors(changePasswordSchema, { password: '1234567', new_password: '1234567', confirm_password: '1234567' }),
    ).toEqual({
      password: 'Password minimal 8 karakter',
      new_password: 'Password minimal 8 karakter',
      confirm_password: 'Password minimal 8 karakter',
    });
  });

  it('requires the new password to equal the confirmation', () => {
    expect(
      fieldErrors(changePasswordSchema, {
        password: 'lama12345',
        new_password: 'baru12345',
        confirm_password: 'baru12346',
      }),
    ).toEqual({ confirm_password: 'Password tidak sama.' });
    expect(
      isValid(changePasswordSchema, {
        password: 'lama12345',
        new_password: 'baru12345',
        confirm_password: 'baru12345',
      }),
    ).toBe(true);
  });
});

describe('accountInfoSchema', () => {
  const ok = { name: 'Budi', age: '30', gender: 'Laki - Laki', domicile: 'Medan' };

  it('requires name, age, gender and domicile', () => {
    expect(fieldErrors(accountInfoSchema, { name: '', age: '', gender: '', domicile: '' })).toEqual({
      name: MSG.nameRequired,
      age: MSG.ageRequired,
      gender: MSG.genderRequired,
      domicile: 'Domisili tidak boleh kosong.',
    });
    expect(fieldErrors(accountInfoSchema, {})).toEqual({
      name: MSG.nameRequired,
      age: MSG.ageRequired,
      gender: MSG.genderRequired,
      domicile: MSG.domicileRequired,
    });
  });

  it('takes the age as a string or a number and outputs a number', () => {
    expect(accountInfoSchema.parse(ok).age).toBe(30);
    expect(accountInfoSchema.parse({ ...ok, age: 30 }).age).toBe(30);
    expect(accountInfoSchema.parse({ ...ok, age: ' 30 ' }).age).toBe(30);
  });

  it('treats an empty number input (NaN) or null as a missing age', () => {
    expect(fieldErrors(accountInfoSchema, { ...ok, age: Number.NaN })).toEqual({ age: MSG.ageRequired });
    expect(fieldErrors(accountInfoSchema, { ...ok, age: null })).toEqual({ age: MSG.ageRequired });
  });

  it('rejects ages that are not positive whole numbers', () => {
    for (const bad of ['abc', '12.5', '-3', '0', 0, 2.5, -1, '151', Number.POSITIVE_INFINITY]) {
      expect(fieldErrors(accountInfoSchema, { ...ok, age: bad })).toEqual({ age: MSG.ageInvalid });
    }
    expect(isValid(accountInfoSchema, { ...ok, age: '1' })).toBe(true);
    expect(isValid(accountInfoSchema, { ...ok, age: '150' })).toBe(true);
  });

  it('accepts both genders and maps other spellings onto them', () => {
    expect(accountInfoSchema.parse({ ...ok, gender: 'Perempuan' }).gender).toBe('Perempuan');
    expect(accountInfoSchema.parse({ ...ok, gender: 'Laki - laki' }).gender).toBe('Laki - Laki');
    expect(fieldErrors(accountInfoSchema, { ...ok, gender: 'Lainnya' })).toEqual({ gender: MSG.genderRequired });
  });
});

describe('normaliseGender', () => {
  it('recognises spellings of both genders', () => {
    expect(normaliseGender('Laki - laki')).toBe('Laki - Laki');
    expect(normaliseGender('laki-laki')).toBe('Laki - Laki');
    expect(normaliseGender('PEREMPUAN')).toBe('Perempuan');
    expect(normaliseGender('')).toBeNull();
    expect(normaliseGender('L')).toBeNull();
  });
});

describe('OTP', () => {
  it('accepts six single digits and joins them', () => {
    expect(otpSchema.parse(['1', '2', '3', '4', '5', '6'])).toBe('123456');
    expect(otpSchema.parse([0, 1, 2, 3, 4, 5])).toBe('012345');
  });

  it('accepts a six-digit string', () => {
    expect(otpSchema.parse('654321')).toBe('654321');
    expect(otpCodeSchema.parse('000000')).toBe('000000');
  });

  it('reports the required message when every box is empty', () => {
    expect(firstError(otpSchema, ['', '', '', '', '', ''])).toBe(MSG.otpRequired);
    expect(firstError(otpCodeSchema, '')).toBe(MSG.otpRequired);
  });

  it('rejects a missing box, an extra box, a double digit or a letter', () => {
    for (const bad of [
      ['1', '2', '3', '4', '5', ''],
      ['1', '2', '3', '4', '5'],
      ['1', '2', '3', '4', '5', '6', '7'],
      ['12', '3', '4', '5', '6'],
      ['1', '2', '3', '4', '5', 'a'],
    ]) {
      expect(firstError(otpSchema, bad)).toBe(MSG.otpInvalid);
    }
    for (const bad of ['12345', '1234567', '12345a', '١٢٣٤٥٦']) {
      expect(firstError(otpCodeSchema, bad)).toBe(MSG.otpInvalid);
    }
  });

  it('keeps the last digit typed into a box', () => {
    expect(otpDigit('7')).toBe('7');
    expect(otpDigit('37')).toBe('7');
    expect(otpDigit('a')).toBe('');
    expect(otpDigit('')).toBe('');
  });
});

describe('plate number', () => {
  it('reports the required message for an empty plate', () => {
    expect(firstError(plateSchema, '')).toBe(MSG.plateRequired);
    expect(firstError(plateSchema, '   ')).toBe(MSG.plateRequired);
    expect(plateSchema.safeParse('').error?.issues).toHaveLength(1);
  });

  it('accepts 1-2 letters, 1-4 digits and 1-3 letters separated by spaces', () => {
    for (const good of ['B 1 A', 'BK 1234 ABC', 'D 12 XY']) {
      expect(isValid(plateSchema, good)).toBe(true);
      expect(PLATE_PATTERN.test(good)).toBe(true);
    }
  });

  it('rejects plates outside the pattern', () => {
    for (const bad of ['BKA 1 A', 'B 12345 A', 'B 1 ABCD', 'B1234ABC', '1 B A', 'B A 1', 'B 1']) {
      expect(firstError(plateSchema, bad)).toBe(MSG.plateInvalid);
    }
  });

  it('normalises case and spacing before checking, and outputs the normal form', () => {
    expect(plateSchema.parse('  bk   1234  abc ')).toBe('BK 1234 ABC');
  });

  it('normalises typed input but keeps a trailing space so the user can go on typing', () => {
    expect(normalisePlate('  bk   12')).toBe('BK 12');
    expect(normalisePlate('bk ')).toBe('BK ');
    expect(normalisePlate('b\t1')).toBe('B 1');
  });
});

describe('vehicleFormSchema', () => {
  it('requires a plate and a vehicle class', () => {
    expect(fieldErrors(vehicleFormSchema, { plate_number: '', vehicleTypeId: '' })).toEqual({
      plate_number: MSG.plateRequired,
      vehicleTypeId: MSG.vehicleClassRequired,
    });
    expect(fieldErrors(vehicleFormSchema, { plate_number: 'B 1 A' })).toEqual({
      vehicleTypeId: MSG.vehicleClassRequired,
    });
  });

  it('takes the class id from a select as a string', () => {
    expect(vehicleFormSchema.parse({ plate_number: 'B 1 A', vehicleTypeId: '3' })).toEqual({
      plate_number: 'B 1 A',
      vehicleTypeId: 3,
    });
  });
});

describe('driverSchema', () => {
  const ok = { name: 'Budi', phoneNumber: '081234567890', age: 40, gender: 'Laki - Laki', domicile: 'Medan' };

  it('accepts a complete driver', () => {
    expect(isValid(driverSchema, ok)).toBe(true);
  });

  it('reports each required message', () => {
    expect(fieldErrors(driverSchema, { name: '', phoneNumber: '', age: '', gender: '', domicile: '' })).toEqual({
      name: 'Nama tidak boleh kosong.',
      phoneNumber: 'Nomor HP tidak boleh kosong.',
      age: 'Usia tidak boleh kosong.',
      gender: 'Jenis kelamin tidak boleh kosong.',
      domicile: 'Domisili tidak boleh kosong.',
    });
  });

  it('checks the phone pattern', () => {
    expect(fieldErrors(driverSchema, { ...ok, phoneNumber: '0812' })).toEqual({ phoneNumber: MSG.phoneInvalid });
  });
});

describe('passengerFormSchema', () => {
  const ok = { passengerTypeId: 2, name: 'Ani', age: '3', domicile: 'Tigaras' };

  it('requires type, name, age and domicile', () => {
    expect(fieldErrors(passengerFormSchema, { passengerTypeId: '', name: '', age: '', domicile: '' })).toEqual({
      passengerTypeId: MSG.passengerTypeRequired,
      name: MSG.nameRequired,
      age: MSG.ageRequired,
      domicile: MSG.domicileRequired,
    });
  });

  it('accepts an infant of age 0', () => {
    expect(passengerFormSchema.parse({ ...ok, age: '0' })).toEqual({
      passengerTypeId: 2,
      name: 'Ani',
      age: 0,
      domicile: 'Tigaras',
    });
  });
});

describe('passengerCountSchema', () => {
  it('accepts 0 and above, never below 0', () => {
    expect(isValid(passengerCountSchema, 0)).toBe(true);
    expect(isValid(passengerCountSchema, 4)).toBe(true);
    expect(firstError(passengerCountSchema, -1)).toBe(MSG.passengerCountInvalid);
    expect(firstError(passengerCountSchema, 1.5)).toBe(MSG.passengerCountInvalid);
    expect(firstError(passengerCountSchema, undefined)).toBe(MSG.passengerCountInvalid);
  });
});

describe('searchSchema', () => {
  const now = Date.parse('2026-11-22T23:59:59+07:00');
  const schema = searchSchema(now);
  const ok = { from: 1, to: 2, date: '2026-11-22' };

  it('accepts different ports and a date in the window', () => {
    expect(schema.parse(ok)).toEqual(ok);
    expect(schema.parse({ from: '1', to: '2', date: '2026-11-29' })).toEqual({ from: 1, to: 2, date: '2026-11-29' });
  });

  it('requires from, to and date', () => {
    expect(fieldErrors(schema, { from: '', to: null, date: '' })).toEqual({
      from: MSG.fromRequired,
      to: MSG.toRequired,
      date: MSG.dateRequired,
    });
  });

  it('reports the same-route message on the destination', () => {
    expect(fieldErrors(schema, { ...ok, to: 1 })).toEqual({ to: 'Keberangkatan dan tujuan tidak boleh sama' });
    expect(fieldErrors(schema, { ...ok, from: '2', to: 2, date: '' })).toEqual({
      to: MSG.sameRoute,
      date: MSG.dateRequired,
    });
  });

  it('limits the date to today through today + 7 in Jakarta', () => {
    expect(fieldErrors(schema, { ...ok, date: '2026-11-21' })).toEqual({ date: MSG.dateOutOfWindow });
    expect(fieldErrors(schema, { ...ok, date: '2026-11-30' })).toEqual({ date: MSG.dateOutOfWindow });
    // One second later it is the 23rd in Jakarta: the window moves by a day.
    const tomorrow = searchSchema(now + 1000);
    expect(fieldErrors(tomorrow, { ...ok, date: '2026-11-22' })).toEqual({ date: MSG.dateOutOfWindow });
    expect(isValid(tomorrow, { ...ok, date: '2026-11-30' })).toBe(true);
  });

  it('reports a malformed date as invalid, not out of window', () => {
    expect(fieldErrors(schema, { ...ok, date: '2026-11-31' })).toEqual({ date: MSG.dateInvalid });
  });
});

describe('fieldErrors, firstError and isValid', () => {
  it('keeps only the first message per field', () => {
    const errors = fieldErrors(registerSchema, { name: '', phone_number: '', password: '', confirmPassword: '' });
    expect(Object.keys(errors)).toEqual(['name', 'phone_number', 'password', 'confirmPassword']);
  });

  it('never reports an issue without a field under the empty key', () => {
    expect(fieldErrors(phoneSchema, '')).toEqual({});
    expect(fieldErrors(loginSchema, 'not an object')).toEqual({});
    expect(firstError(loginSchema, 'not an object')).toBeDefined();
  });

  it('reports fields named like Object.prototype members', () => {
    const schema = z.object({ constructor: z.string().min(1, 'wajib'), toString: z.string().min(1, 'wajib') });
    expect(fieldErrors(schema, { constructor: '', toString: '' })).toEqual({ constructor: 'wajib', toString: 'wajib' });
  });

  it('is empty and valid for good values', () => {
    expect(fieldErrors(forgotPasswordSchema, { phone_number: '081234567890' })).toEqual({});
    expect(firstError(phoneSchema, '081234567890')).toBeUndefined();
    expect(isValid(phoneSchema, '081234567890')).toBe(true);
    expect(isValid(phoneSchema, '')).toBe(false);
  });
});

describe('lengths the server allows (issue #11)', () => {
  const doc = parse(readFileSync(join(import.meta.dirname, '..', '..', 'openapi.yaml'), 'utf8')) as {
    components: { schemas: Record<string, { maxLength?: number }> };
  };

  it('are openapi.yaml’s maxLength for Name, Domicile and Password', () => {
    expect(FIELD_MAX).toEqual({
      name: doc.components.schemas.Name?.maxLength,
      domicile: doc.components.schemas.Domicile?.maxLength,
      password: doc.components.schemas.Password?.maxLength,
    });
  });

  it('are checked by every form with a message instead of a bare 400', () => {
    const long = (n: number) => 'a'.repeat(n);
    expect(
      fieldErrors(registerSchema, { name: long(101), phone_number: '', password: '', confirmPassword: '' }).name,
    ).toBe('Nama maksimal 100 karakter.');
    expect(
      fieldErrors(accountInfoSchema, { name: long(300), age: '30', gender: 'Perempuan', domicile: long(101) }),
    ).toEqual({ name: 'Nama maksimal 100 karakter.', domicile: 'Domisili maksimal 100 karakter.' });
    expect(
      fieldErrors(changePasswordSchema, { password: long(129), new_password: long(129), confirm_password: long(129) }),
    ).toEqual({
      password: 'Kata sandi maksimal 128 karakter.',
      new_password: 'Kata sandi maksimal 128 karakter.',
      confirm_password: 'Kata sandi maksimal 128 karakter.',
    });
    // Exactly the maximum passes; surrounding spaces are trimmed before counting.
    expect(
      fieldErrors(accountInfoSchema, { name: ` ${long(100)} `, age: '30', gender: 'Perempuan', domicile: 'Medan' }),
    ).toEqual({});
    expect(
      fieldErrors(driverSchema, {
        name: long(101),
        phoneNumber: '081234567890',
        age: '30',
        gender: 'Perempuan',
        domicile: 'Medan',
      }).name,
    ).toBe('Nama maksimal 100 karakter.');
  });
});

describe('the child passenger type (spec §3: under 5)', () => {
  it('takes ages 0 to 4; types without a rule any age', () => {
    expect(CHILD_AGE_LIMIT).toBe(5);
    expect(ageFitsPassengerType(CHILD_FEE_TYPE, 4)).toBe(true);
    expect(ageFitsPassengerType(CHILD_FEE_TYPE, 5)).toBe(false);
    expect(ageFitsPassengerType('DEWASA', 7)).toBe(true);
    expect(ageFitsPassengerType(undefined, 70)).toBe(true);
    expect(ageFitsPassengerType('LANSIA', 0)).toBe(true);
  });
});

describe('the adult passenger type (issue #21 §4: "5 tahun ke atas")', () => {
  it('takes 5 and older, never a 2-year-old; the server states each rule', () => {
    expect(ADULT_FEE_TYPE).toBe('DEWASA');
    expect(ageFitsPassengerType(ADULT_FEE_TYPE, 2)).toBe(false);
    expect(ageFitsPassengerType(ADULT_FEE_TYPE, 4)).toBe(false);
    expect(ageFitsPassengerType(ADULT_FEE_TYPE, 5)).toBe(true);
    expect(passengerAgeRule(ADULT_FEE_TYPE)).toBe('5 years old or older');
    expect(passengerAgeRule(CHILD_FEE_TYPE)).toBe('under 5 years old');
    expect(passengerAgeRule('LANSIA')).toBeNull();
    expect(MSG.adultTooYoung).toBe('Penumpang dewasa harus berusia 5 tahun ke atas.');
  });
});
