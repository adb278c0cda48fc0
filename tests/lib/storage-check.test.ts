// src/lib/storage-check.ts stands for the zod schemas storage used before issue #25: each check must
// accept, refuse and output exactly what its schema does (kernel/wire.ts's Schedule, VehicleType and
// PassengerType; zod/mini's object, array, record, nullable and integer rules).
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as wire from '../../kernel/wire';
import {
  arr,
  bool,
  int,
  INVALID,
  nullable,
  obj,
  oneOf,
  optional,
  passengerType,
  record,
  schedule,
  str,
  vehicleType,
  type Check,
} from '../../src/lib/storage-check';

function same(check: Check<unknown>, schema: z.ZodMiniType, samples: unknown[]) {
  for (const sample of samples) {
    const ours = check(sample);
    const theirs = z.safeParse(schema, sample);
    const label = JSON.stringify(sample);
    expect(ours === INVALID, label).toBe(!theirs.success);
    if (theirs.success) {
      expect(ours, label).toEqual(theirs.data);
      // Same keys in the same order: storage re-saves a value whose JSON changed.
      expect(JSON.stringify(ours), label).toBe(JSON.stringify(theirs.data));
    }
  }
}

const route = { id: 1, route: 'Simanindo' };
const baseSchedule = {
  id: 42,
  issuedTime: '08:30:00',
  issuedDate: '2026-11-23',
  fromRoute: route,
  toRoute: { id: 2, route: 'Tigaras' },
  qty: 3,
};
/** The same object with its keys in the opposite order. */
const reversed = (o: object) => Object.fromEntries(Object.entries(o).reverse());
const odd = [null, undefined, 0, '', 'x', [], {}, true, NaN, Infinity, -0, 1.5, 2 ** 53, -1];

describe('storage-check', () => {
  it('checks a departure as wire.Schedule does', () => {
    same(schedule, wire.Schedule, [
      ...odd,
      baseSchedule,
      { extra: 1, ...baseSchedule, more: 'x' },
      reversed({ ...baseSchedule, id: 2_147_483_647, qty: 0 }),
      { ...baseSchedule, id: 2_147_483_648 },
      { ...baseSchedule, id: 0 },
      { ...baseSchedule, qty: -1 },
      { ...baseSchedule, issuedTime: '8:30:00' },
      { ...baseSchedule, issuedDate: '1999-11-23' },
      { ...baseSchedule, fromRoute: null },
      { ...baseSchedule, fromRoute: { id: 1 } },
      { ...baseSchedule, fromRoute: { route: 'x', id: 1, x: 2 } },
      { ...baseSchedule, status: 'stopped' },
      { ...baseSchedule, status: 'closed' },
      { ...baseSchedule, status: null },
      { ...baseSchedule, closure: null },
      { ...baseSchedule, closure: { reason: 'cuaca', note: '', windKnots: null } },
      { ...baseSchedule, closure: { windKnots: 35, note: 'Angin', reason: 'kapal_rusak', x: 1 } },
      { ...baseSchedule, closure: { reason: 'cuaca', note: '', windKnots: 201 } },
      { ...baseSchedule, closure: { reason: 'banjir', note: '', windKnots: null } },
      { ...baseSchedule, closure: { reason: 'cuaca', note: '' } },
    ]);
  });

  it('checks a vehicle class as wire.VehicleType does', () => {
    const car = { id: 3, vehicleClass: 'Golongan IV', vehicleType: 'Mobil', price: 150000, insuranceFee: 2000 };
    same(vehicleType, wire.VehicleType, [
      ...odd,
      car,
      reversed({ ...car, price: 0, insuranceFee: 0, x: 1 }),
      { ...car, price: -1 },
      { ...car, price: 1.5 },
      { ...car, vehicleClass: null },
      { ...car, insuranceFee: undefined },
    ]);
  });

  it('checks a passenger type as wire.PassengerType does, a null description reading as empty', () => {
    const child = { id: 2, fee: 10000, feeType: 'ANAK-ANAK', insuranceFee: 300, description: 'Di bawah 5 tahun' };
    same(passengerType, wire.PassengerType, [
      ...odd,
      child,
      { ...child, description: null },
      { ...child, description: undefined },
      { ...child, description: 5 },
      reversed({ ...child, description: '', x: 1 }),
      { ...child, fee: '10000' },
    ]);
    same(arr(passengerType), z.array(wire.PassengerType), [[], [child], [child, { ...child, id: 0 }], { 0: child }]);
  });

  it('builds objects, arrays, records and scalars as zod/mini does', () => {
    const user = obj({
      id: int(1),
      name: str(),
      age: optional(nullable(int(0))),
      context: oneOf(['register', 'forgot-password']),
    });
    const userSchema = z.object({
      id: z.number().check(z.int(), z.positive()),
      name: z.string(),
      age: z.optional(z.nullable(z.number().check(z.int(), z.nonnegative()))),
      context: z.enum(['register', 'forgot-password']),
    });
    same(user, userSchema, [
      ...odd,
      { id: 1, name: 'Ani', context: 'register' },
      { context: 'register', name: 'Ani', id: 1, age: null, password: 'rahasia123' },
      { id: 1, name: 'Ani', context: 'register', age: 0 },
      { id: 1, name: 'Ani', context: 'login' },
      { id: 1, name: 'Ani', context: 'register', age: -1 },
      { id: 1, name: 'Ani', context: 'register', age: '3' },
    ]);
    const counts = record(int(0));
    const countsSchema = z.record(z.string(), z.number().check(z.int(), z.nonnegative()));
    same(counts, countsSchema, [...odd, { '1': 2, '2': 0 }, { '1': -1 }, { '1': 1.5 }, { '1': '2' }, [1, 2]]);
    same(bool, z.boolean(), [...odd, false, 'true']);
    same(
      str((s) => s.length >= 1),
      z.string().check(z.minLength(1)),
      [...odd, 'a'],
    );
  });
});
