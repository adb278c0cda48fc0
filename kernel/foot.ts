// Walk-on passengers (issue #40 item 3, beyond the spec): a foot ticket has seats only — no vehicle,
// no plate, no driver — and every passenger on it is named. Its price, written once for both sides
// (the confirmation shows this breakdown and the server charges the same total):
//   total = Σ (foot fare + insuranceFee) × count   per passenger type
// (no vehicle, vehicle insurance or driver insurance lines). The foot fare is the operator's, per
// passenger type and start date (Tarif, fare kind 'foot').
import { passengerTypeLabel } from './passengers';
import { priceBreakdown, type PriceInput, type PriceLine } from './pricing';

/** What the manifest, the scanner and the ticket call a foot ticket's "vehicle". */
export const FOOT_LABEL = 'Pejalan kaki';

/** A passenger type priced for walking on: `fee` is its foot fare. */
export type FootFare = PriceInput['passengers'][number];

/** Per passenger type (in the order of `types`), how many of `passengers` are of it; types with none are left out. */
export function footCounts<T extends { id: number }>(
  types: readonly T[],
  passengers: readonly { passengerId: number }[],
): { type: T; count: number }[] {
  return types
    .map((type) => ({ type, count: passengers.filter((p) => p.passengerId === type.id).length }))
    .filter((c) => c.count > 0);
}

/** The lines and total of a foot ticket: per passenger type its fare, then per type its insurance. */
export function footPriceBreakdown(passengers: FootFare[]): { lines: PriceLine[]; total: number } {
  // The shared breakdown checks the amounts and counts (RangeError); its vehicle lines are dropped.
  priceBreakdown({ vehicle: { price: 0, insuranceFee: 0 }, passengers });
  const counted = passengers.filter((p) => p.count > 0);
  const lines: PriceLine[] = [
    ...counted.map((p): PriceLine => ({
      kind: 'passenger',
      label: `${FOOT_LABEL} ${passengerTypeLabel(p.feeType)}`,
      quantity: p.count,
      unit: p.fee,
      amount: p.fee * p.count,
      passengerTypeId: p.passengerTypeId,
    })),
    ...counted.map((p): PriceLine => ({
      kind: 'passengerInsurance',
      label: `Asuransi Penumpang ${passengerTypeLabel(p.feeType)}`,
      quantity: p.count,
      unit: p.insuranceFee,
      amount: p.insuranceFee * p.count,
      passengerTypeId: p.passengerTypeId,
    })),
  ];
  return { lines, total: lines.reduce((sum, l) => sum + l.amount, 0) };
}
