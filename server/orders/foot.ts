// Walk-on passengers (issue #40 item 3, beyond the spec; README "Walk-on passengers"): a foot order
// is priced here and then takes the same road as a vehicle order — `order_requests`, the batch
// decision under the departure locks (../capacity: seats only, 0 lane cm), the 15-minute payment
// window, the payment page, the boarding pass, the manifest. Its transaction has kind 'foot', no
// vehicle type (null), plate '' and the empty driver below; every passenger is named.
import { footCounts, footPriceBreakdown, FOOT_LABEL } from '../../kernel/foot';
import { ageFitsPassengerType, passengerAgeRule } from '../../kernel/field-rules';
import type { DriverJson, OrderValuesJson, PassengerLineJson } from '../db/schema';
import { MESSAGES, badRequest, notFound } from '../errors';
import type { FootOrderRequest } from './model';
import type { Catalogue } from './price-list';

export type { FootOrderRequest };

/** A foot ticket has no driver: the NOT NULL `driver` column holds this empty person. */
export const NO_DRIVER: DriverJson = { name: '', phoneNumber: '', age: 0, domicile: '', gender: '' };

/** Whether a ticket row (or its order) is a walk-on passengers' ticket. */
export const isFoot = (t: { kind?: string | null }): boolean => t.kind === 'foot';

/**
 * Checks and prices a foot order against the catalogue of its departure's date: 404 for a passenger
 * type without a foot fare on that date, 400 for an age that does not fit its type.
 */
export function priceFootOrder(
  body: Pick<FootOrderRequest, 'passengers'>,
  priced: Catalogue,
): Required<OrderValuesJson> {
  const types = [...new Set(body.passengers.map((p) => p.passengerId))].sort((a, b) => a - b);
  const known = types.flatMap((id) => priced.foot.get(id) ?? []);
  if (known.length !== types.length) throw notFound(MESSAGES.passengerTypeNotFound);
  for (const p of body.passengers) {
    const type = priced.foot.get(p.passengerId)!;
    if (!ageFitsPassengerType(type.feeType, p.age)) {
      throw badRequest(
        `body.passengers: a passenger of type ${type.feeType} must be ${passengerAgeRule(type.feeType)}.`,
      );
    }
  }
  const lines: PassengerLineJson[] = footCounts(known, body.passengers).map(({ type, count }) => ({
    passengerTypeId: type.id,
    feeType: type.feeType,
    description: type.description,
    fee: type.fee,
    insuranceFee: type.insuranceFee,
    count,
  }));
  const price = footPriceBreakdown(lines);
  return {
    kind: 'foot',
    vehicleTypeId: null,
    vehicleClass: '',
    vehicleTypeName: FOOT_LABEL,
    plateNumber: '',
    driver: NO_DRIVER,
    passengers: lines,
    manifest: body.passengers.map((p) => ({ ...p })),
    priceLines: price.lines.map(({ label, quantity, unit, amount }) => ({ label, quantity, unit, amount })),
    price: price.total,
    spaceCm: 0,
    seats: body.passengers.length,
  };
}
