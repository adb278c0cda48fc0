// The walk-on passengers' draft (issue #40 item 3): the pure helpers of foot-order.machine.ts — a
// traveller's form values and their messages, the order body, and its price with the foot fares.
import type { PassengerType } from '../api/catalogue';
import type { FootOrderRequest } from '../api/transactions';
import { footCounts, footPriceBreakdown } from '../../kernel/foot';
import { ADULT_FEE_TYPE, ageFitsPassengerType, CHILD_FEE_TYPE } from '../../kernel/field-rules';
import { fieldErrors, MSG, passengerFormSchema } from '../../kernel/form-schemas';

/** One walk-on passenger as typed (every one is named: the manifest is who boards). */
export type Traveller = { passengerTypeId: string; name: string; age: string; domicile: string };
export type TravellerField = keyof Traveller;
export const TRAVELLER_FIELDS: TravellerField[] = ['passengerTypeId', 'name', 'age', 'domicile'];

/** The contract's most passengers in one foot order (FootOrderRequest.passengers maxItems). */
export const MAX_FOOT_PASSENGERS = 20;

/** A new traveller: an adult unless the adult type has no foot fare. */
export function emptyTraveller(types: readonly PassengerType[]): Traveller {
  const adult = types.find((t) => t.feeType === ADULT_FEE_TYPE) ?? types[0];
  return { passengerTypeId: adult ? String(adult.id) : '', name: '', age: '', domicile: '' };
}

/** The messages of one traveller's fields (empty when it is complete). */
export function travellerErrors(
  t: Traveller,
  types: readonly PassengerType[],
): Partial<Record<TravellerField, string>> {
  const errors: Partial<Record<TravellerField, string>> = fieldErrors(passengerFormSchema, t);
  const type = types.find((p) => String(p.id) === t.passengerTypeId);
  if (!errors.age && !ageFitsPassengerType(type?.feeType, Number(t.age))) {
    errors.age = type?.feeType === CHILD_FEE_TYPE ? MSG.childTooOld : MSG.adultTooYoung;
  }
  return errors;
}

export const allValid = (travellers: readonly Traveller[], types: readonly PassengerType[]): boolean =>
  travellers.length > 0 && travellers.every((t) => Object.keys(travellerErrors(t, types)).length === 0);

/** The body of POST /api/transaction/order-foot. */
export function footOrderBody(
  scheduleId: number,
  travellers: readonly Traveller[],
  requestId: string,
): FootOrderRequest {
  return {
    schedule: scheduleId,
    passengers: travellers.map((t) => ({
      passengerId: Number(t.passengerTypeId),
      name: t.name.trim(),
      age: Number(t.age),
      domicile: t.domicile.trim(),
    })),
    requestId,
  };
}

/** The price lines and total the server will charge (kernel/foot.ts, the same on both sides). */
export function footPrice(travellers: readonly Traveller[], types: readonly PassengerType[]) {
  const passengers = travellers.map((t) => ({ passengerId: Number(t.passengerTypeId) }));
  return footPriceBreakdown(
    footCounts(types, passengers).map(({ type, count }) => ({
      passengerTypeId: type.id,
      feeType: type.feeType,
      fee: type.fee,
      insuranceFee: type.insuranceFee,
      count,
    })),
  );
}
