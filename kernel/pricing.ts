// The order price, written once for both sides: the confirmation screen shows this breakdown and
// the server charges the same total (spec §9):
//   total = vehicle price + vehicle insurance + 400 + Σ (fee + insuranceFee) × count
// Because the server's charge depends on it, invalid input (a negative count, a non-finite or
// negative amount) throws RangeError instead of producing a plausible but wrong price.

import { passengerTypeLabel } from './passengers';

/** Fixed driver insurance in IDR (spec §9). */
export const DRIVER_INSURANCE = 400;

export type PriceInput = {
  vehicle: { price: number; insuranceFee: number };
  passengers: { passengerTypeId: number; feeType: string; fee: number; insuranceFee: number; count: number }[];
};

export type PriceLine = {
  kind: 'vehicle' | 'passenger' | 'vehicleInsurance' | 'driverInsurance' | 'passengerInsurance';
  label: string;
  quantity: number;
  unit: number;
  amount: number;
  passengerTypeId?: number;
};

function checkAmount(value: number, what: string): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Invalid ${what}: ${value}`);
}

/**
 * Lines in the order the confirmation screen lists them: vehicle, passengers per type, vehicle
 * insurance, driver insurance, passenger insurance per type. Passenger types with count 0 have
 * no lines.
 */
export function priceBreakdown(input: PriceInput): { lines: PriceLine[]; total: number } {
  const { vehicle, passengers } = input;
  checkAmount(vehicle.price, 'vehicle price');
  checkAmount(vehicle.insuranceFee, 'vehicle insurance fee');
  for (const p of passengers) {
    checkAmount(p.fee, `fee of passenger type ${p.passengerTypeId}`);
    checkAmount(p.insuranceFee, `insurance fee of passenger type ${p.passengerTypeId}`);
    if (!Number.isInteger(p.count) || p.count < 0) {
      throw new RangeError(`Invalid count of passenger type ${p.passengerTypeId}: ${p.count}`);
    }
  }
  const counted = passengers.filter((p) => p.count > 0);

  const lines: PriceLine[] = [
    { kind: 'vehicle', label: 'Kendaraan', quantity: 1, unit: vehicle.price, amount: vehicle.price },
    ...counted.map((p): PriceLine => ({
      kind: 'passenger',
      label: `Penumpang ${passengerTypeLabel(p.feeType)}`,
      quantity: p.count,
      unit: p.fee,
      amount: p.fee * p.count,
      passengerTypeId: p.passengerTypeId,
    })),
    {
      kind: 'vehicleInsurance',
      label: 'Asuransi Kendaraan',
      quantity: 1,
      unit: vehicle.insuranceFee,
      amount: vehicle.insuranceFee,
    },
    {
      kind: 'driverInsurance',
      label: 'Asuransi Pengemudi',
      quantity: 1,
      unit: DRIVER_INSURANCE,
      amount: DRIVER_INSURANCE,
    },
    ...counted.map((p): PriceLine => ({
      kind: 'passengerInsurance',
      label: `Asuransi Penumpang ${passengerTypeLabel(p.feeType)}`,
      quantity: p.count,
      unit: p.insuranceFee,
      amount: p.insuranceFee * p.count,
      passengerTypeId: p.passengerTypeId,
    })),
  ];
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return { lines, total };
}

export function orderTotal(input: PriceInput): number {
  return priceBreakdown(input).total;
}
