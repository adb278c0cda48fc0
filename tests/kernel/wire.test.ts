// The runtime wire schemas (kernel/wire.ts): one per schema of openapi.yaml (their types are tied
// to the generated contract by `tsc`, kernel/wire-contract.ts), and they refuse what the contract
// refuses. The public paths the client sends without a token are generated from openapi.yaml.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import * as wire from '../../kernel/wire';
import { PUBLIC_PATHS } from '../../kernel/public-paths';

const doc = parse(readFileSync(join(import.meta.dirname, '..', '..', 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
  components: { schemas: Record<string, unknown> };
};

const route = (id: number, name: string) => ({ id, route: name });
const schedule = {
  id: 7,
  issuedDate: '2026-11-25',
  issuedTime: '08:00:00',
  fromRoute: route(1, 'Simanindo'),
  toRoute: route(2, 'Tigaras'),
};

describe('wire schemas', () => {
  it('has a runtime schema for every schema of openapi.yaml, and none beyond', () => {
    expect(Object.keys(wire).sort()).toEqual(Object.keys(doc.components.schemas).sort());
  });

  it('parses a pushed payment message and refuses one without a valid user id', () => {
    const message = { userId: 3, status: 200, paymentUrl: 'https://pay.example/x', requestId: 'r-1', transactionId: 9 };
    expect(wire.PaymentMessage.parse(message)).toEqual(message);
    expect(wire.PaymentMessage.safeParse({ ...message, userId: 0 }).success).toBe(false);
    expect(wire.PaymentMessage.safeParse({ status: 200 }).success).toBe(false);
  });

  it('reads a passenger type without a description as an empty description', () => {
    const type = { id: 1, fee: 15000, feeType: 'Dewasa', insuranceFee: 500, description: null };
    expect(wire.PassengerType.parse(type).description).toBe('');
    expect(wire.PassengerType.safeParse({ ...type, fee: -1 }).success).toBe(false);
  });

  it('keeps the contract formats: schedule date and time, plate, phone', () => {
    expect(wire.Schedule.safeParse({ ...schedule, qty: 3 }).success).toBe(true);
    expect(wire.Schedule.safeParse({ ...schedule, issuedTime: '8:00', qty: 3 }).success).toBe(false);
    expect(wire.PlateNumber.safeParse('BK 1234 ABC').success).toBe(true);
    expect(wire.PlateNumber.safeParse('bk 1234 abc').success).toBe(false);
    expect(wire.PhoneNumber.safeParse('081234567890').success).toBe(true);
    expect(wire.PhoneNumber.safeParse('0712345678').success).toBe(false);
  });

  it('reads a departure the operator closed (issue #22), and refuses what the operator contract refuses', () => {
    const closure = { reason: 'cuaca', note: 'Angin kencang', windKnots: 20 };
    expect(wire.Schedule.parse({ ...schedule, qty: 0, status: 'cancelled', closure })).toMatchObject({ closure });
    expect(wire.Schedule.safeParse({ ...schedule, qty: 0, status: 'closed' }).success).toBe(false);
    expect(wire.Schedule.safeParse({ ...schedule, qty: 0, closure: { ...closure, reason: 'badai' } }).success).toBe(
      false,
    );
    expect(wire.Weekdays.safeParse([1, 2, 7]).success).toBe(true);
    expect(wire.Weekdays.safeParse([1, 1]).success).toBe(false);
    expect(wire.Weekdays.safeParse([0]).success).toBe(false);
    expect(wire.Reason.safeParse('   ').success).toBe(false);
    expect(wire.Metres.safeParse(120.5).success).toBe(true);
    // No multipleOf (floating point refuses 0.07): the server rounds to the centimetre.
    expect(wire.Metres.safeParse(0.07).success).toBe(true);
    expect(wire.Metres.safeParse(-0.5).success).toBe(false);
    expect(
      wire.DepartureStatusInput.safeParse({ status: 'stopped', reason: 'cuaca', note: 'x', extra: 1 }).success,
    ).toBe(false);
  });

  it('refuses control characters and lone surrogates in free text, as the contract does', () => {
    expect(wire.Name.safeParse('Budi 🚗').success).toBe(true);
    expect(wire.Name.safeParse('Budi\u0000').success).toBe(false);
    expect(wire.Domicile.safeParse('Medan\uD800').success).toBe(false);
    expect(wire.Date.safeParse('0000-01-01').success).toBe(false);
  });

  it('refuses unknown fields where the contract does (additionalProperties: false)', () => {
    const order = {
      plate_number: 'BK 1234 ABC',
      driver: { name: 'Budi', phoneNumber: '081234567890', age: 40, domicile: 'Medan', gender: 'Laki - Laki' },
      passengers: [{ passengerId: 1, amount: 2 }],
      schedule: 7,
      vehicle: 3,
    };
    expect(wire.OrderRequest.safeParse(order).success).toBe(true);
    expect(wire.OrderRequest.safeParse({ ...order, price: 1 }).success).toBe(false);
    // Midtrans sends more fields than we read: those pass.
    const notification = {
      order_id: 'INV-1',
      status_code: '200',
      gross_amount: '150000.00',
      signature_key: 'x',
      currency: 'IDR',
    };
    expect(wire.MidtransNotification.parse(notification)).toMatchObject({ currency: 'IDR' });
  });
});

describe('public paths', () => {
  it('are exactly the paths of openapi.yaml whose operations declare no security', () => {
    const open = Object.entries(doc.paths)
      .filter(([, item]) => Object.values(item).every((op) => !(op.security && op.security.length > 0)))
      .map(([path]) => path);
    expect([...PUBLIC_PATHS].sort()).toEqual(open.sort());
    expect(PUBLIC_PATHS.has('/api/auth/login')).toBe(true);
    expect(PUBLIC_PATHS.has('/api/user/get')).toBe(false);
  });
});
