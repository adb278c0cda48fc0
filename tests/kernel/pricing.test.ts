import { describe, expect, it } from 'vitest';
import { DRIVER_INSURANCE, orderTotal, priceBreakdown, type PriceInput } from '../../kernel/pricing';

const input: PriceInput = {
  vehicle: { price: 150_000, insuranceFee: 2_000 },
  passengers: [
    { passengerTypeId: 1, feeType: 'DEWASA', fee: 20_000, insuranceFee: 500, count: 2 },
    { passengerTypeId: 2, feeType: 'ANAK-ANAK', fee: 10_000, insuranceFee: 300, count: 1 },
    { passengerTypeId: 3, feeType: 'LANSIA', fee: 15_000, insuranceFee: 400, count: 0 },
  ],
};

describe('priceBreakdown', () => {
  it('fixes the driver insurance at 400', () => {
    expect(DRIVER_INSURANCE).toBe(400);
  });

  it('lists vehicle, passengers, vehicle insurance, driver insurance and passenger insurance in order', () => {
    expect(priceBreakdown(input).lines).toEqual([
      { kind: 'vehicle', label: 'Kendaraan', quantity: 1, unit: 150_000, amount: 150_000 },
      { kind: 'passenger', label: 'Penumpang Dewasa', quantity: 2, unit: 20_000, amount: 40_000, passengerTypeId: 1 },
      {
        kind: 'passenger',
        label: 'Penumpang Anak-anak',
        quantity: 1,
        unit: 10_000,
        amount: 10_000,
        passengerTypeId: 2,
      },
      { kind: 'vehicleInsurance', label: 'Asuransi Kendaraan', quantity: 1, unit: 2_000, amount: 2_000 },
      { kind: 'driverInsurance', label: 'Asuransi Pengemudi', quantity: 1, unit: 400, amount: 400 },
      {
        kind: 'passengerInsurance',
        label: 'Asuransi Penumpang Dewasa',
        quantity: 2,
        unit: 500,
        amount: 1_000,
        passengerTypeId: 1,
      },
      {
        kind: 'passengerInsurance',
        label: 'Asuransi Penumpang Anak-anak',
        quantity: 1,
        unit: 300,
        amount: 300,
        passengerTypeId: 2,
      },
    ]);
  });

  it('totals vehicle price + vehicle insurance + 400 + Σ (fee + insuranceFee) × count', () => {
    const expected = 150_000 + 2_000 + 400 + (20_000 + 500) * 2 + (10_000 + 300) * 1 + (15_000 + 400) * 0;
    expect(priceBreakdown(input).total).toBe(expected);
    expect(orderTotal(input)).toBe(expected);
  });

  it('sums to the total line by line', () => {
    const { lines, total } = priceBreakdown(input);
    expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(total);
  });

  it('omits passenger types with count 0', () => {
    const labels = priceBreakdown(input).lines.map((l) => l.label);
    expect(labels.some((l) => l.includes('LANSIA'))).toBe(false);
  });

  it('charges vehicle, its insurance and the driver insurance without passengers', () => {
    const { lines, total } = priceBreakdown({ vehicle: { price: 100_000, insuranceFee: 1_000 }, passengers: [] });
    expect(lines.map((l) => l.kind)).toEqual(['vehicle', 'vehicleInsurance', 'driverInsurance']);
    expect(total).toBe(101_400);
  });

  it('refuses a negative or fractional passenger count', () => {
    const bad = (count: number): PriceInput => ({
      vehicle: input.vehicle,
      passengers: [{ passengerTypeId: 1, feeType: 'DEWASA', fee: 1, insuranceFee: 1, count }],
    });
    expect(() => priceBreakdown(bad(-1))).toThrow(RangeError);
    expect(() => priceBreakdown(bad(1.5))).toThrow(RangeError);
  });

  it('refuses a negative or non-finite amount', () => {
    expect(() => orderTotal({ vehicle: { price: -1, insuranceFee: 0 }, passengers: [] })).toThrow(RangeError);
    expect(() => orderTotal({ vehicle: { price: 1, insuranceFee: Number.NaN }, passengers: [] })).toThrow(RangeError);
    expect(() =>
      orderTotal({
        vehicle: { price: 1, insuranceFee: 1 },
        passengers: [{ passengerTypeId: 1, feeType: 'X', fee: Number.POSITIVE_INFINITY, insuranceFee: 0, count: 1 }],
      }),
    ).toThrow(RangeError);
  });
});
