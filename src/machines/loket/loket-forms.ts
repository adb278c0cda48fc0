// The booth's forms (issue #24): what the cashier typed (strings, as the inputs hold them), the
// Indonesian message per field, the total and the change, and the request body the API takes.
// The vehicle, driver, buyer's number and passenger counts use the online order's own rules
// (kernel/validation.ts), so the booth refuses exactly what the server refuses; the price is the
// server's formula (kernel/pricing.ts). The machines refuse a submit whose values have a message.
import * as z from 'zod/mini';
import {
  driverSchema,
  fieldErrors,
  firstError,
  passengerCountSchema,
  phoneSchema,
  vehicleFormSchema,
} from '../../../kernel/validation';
import { orderTotal } from '../../../kernel/pricing';
import { LOKET_MSG } from '../../lib/loket-messages';
import type { BoothSaleInputDto } from '../../api/loket';
import type { PassengerType, VehicleType } from '../../api/catalogue';

export type PaymentMethod = 'tunai' | 'qris';
export type DriverValues = { name: string; phoneNumber: string; age: string; gender: string; domicile: string };

export type SaleValues = {
  scheduleId: string;
  vehicleTypeId: string;
  plate_number: string;
  driver: DriverValues;
  /** Per passenger type id: the count as typed ('' counts 0). */
  counts: Record<string, string>;
  buyerPhone: string;
  method: PaymentMethod;
  amountReceived: string;
};

/** A field of the sale form: a top-level one, 'driver.<field>' or 'count.<typeId>'. */
export type SaleField =
  Exclude<keyof SaleValues, 'driver' | 'counts' | 'method'> | `driver.${keyof DriverValues}` | `count.${number}`;

export const EMPTY_SALE: SaleValues = {
  scheduleId: '',
  vehicleTypeId: '',
  plate_number: '',
  driver: { name: '', phoneNumber: '', age: '', gender: '', domicile: '' },
  counts: {},
  buyerPhone: '',
  method: 'tunai',
  amountReceived: '',
};

/** The catalogue of today's fares the form prices with. */
export type SaleCatalogue = { vehicleTypes: VehicleType[]; passengerTypes: PassengerType[] };

const WHOLE_RE = /^\d+$/;

/** A whole-rupiah amount as typed ('150000', '150.000'); null when it is none. */
export function parseRupiah(value: string): number | null {
  const text = value.trim().replace(/\./g, '');
  return WHOLE_RE.test(text) && text.length <= 12 ? Number(text) : null;
}

/** A passenger count as typed: '' is 0; NaN when it is no whole number. */
export function parseCount(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (text === '') return 0;
  return WHOLE_RE.test(text) ? Number(text) : Number.NaN;
}

/** The sale's price by the server's formula, or null until a vehicle class is chosen (or a count is invalid). */
export function saleTotal(values: SaleValues, catalogue: SaleCatalogue): number | null {
  const vehicle = catalogue.vehicleTypes.find((t) => String(t.id) === values.vehicleTypeId);
  if (!vehicle) return null;
  try {
    return orderTotal({
      vehicle,
      passengers: catalogue.passengerTypes.map((t) => ({
        passengerTypeId: t.id,
        feeType: t.feeType,
        fee: t.fee,
        insuranceFee: t.insuranceFee,
        count: parseCount(values.counts[String(t.id)]),
      })),
    });
  } catch {
    return null;
  }
}

/** The change for a cash sale (received − total), or null while either is unknown or short. */
export function saleChange(values: SaleValues, catalogue: SaleCatalogue): number | null {
  const total = saleTotal(values, catalogue);
  const received = parseRupiah(values.amountReceived);
  return total === null || received === null || received < total ? null : received - total;
}

/** The cash against the total: the change to give back, or how much is still short; null while either is unknown. */
export type CashBalance = { kind: 'change'; amount: number } | { kind: 'short'; amount: number };

export function cashBalance(values: SaleValues, catalogue: SaleCatalogue): CashBalance | null {
  const total = saleTotal(values, catalogue);
  const received = parseRupiah(values.amountReceived);
  if (total === null || received === null) return null;
  return received >= total ? { kind: 'change', amount: received - total } : { kind: 'short', amount: total - received };
}

/** The quick-cash buttons under Uang Diterima (issue #38): the exact total, then these notes. */
export const QUICK_CASH = [50_000, 100_000] as const;

export function saleErrors(values: SaleValues, catalogue: SaleCatalogue): Partial<Record<SaleField, string>> {
  const errors: Partial<Record<string, string>> = {};
  if (!/^\d+$/.test(values.scheduleId)) errors['scheduleId'] = LOKET_MSG.departureRequired;
  Object.assign(
    errors,
    fieldErrors(vehicleFormSchema, { plate_number: values.plate_number, vehicleTypeId: values.vehicleTypeId }),
  );
  for (const [field, message] of Object.entries(fieldErrors(driverSchema, values.driver)))
    errors[`driver.${field}`] = message;
  for (const type of catalogue.passengerTypes) {
    const message = firstError(passengerCountSchema, parseCount(values.counts[String(type.id)]));
    if (message) errors[`count.${type.id}`] = message;
  }
  if (values.buyerPhone.trim() !== '') {
    const message = firstError(phoneSchema, values.buyerPhone.trim());
    if (message) errors['buyerPhone'] = message;
  }
  if (values.method === 'tunai') {
    const received = parseRupiah(values.amountReceived);
    const total = saleTotal(values, catalogue);
    if (values.amountReceived.trim() === '') errors['amountReceived'] = LOKET_MSG.required('Uang Diterima');
    else if (received === null) errors['amountReceived'] = LOKET_MSG.rupiah('Uang Diterima');
    else if (total !== null && received < total) errors['amountReceived'] = LOKET_MSG.notEnoughCash;
  }
  return errors as Partial<Record<SaleField, string>>;
}

export const saleValid = (values: SaleValues, catalogue: SaleCatalogue) =>
  Object.keys(saleErrors(values, catalogue)).length === 0;

/** The request body of a valid sale (the values as the rules normalise them), with its idempotency key. */
export function toSaleInput(values: SaleValues, catalogue: SaleCatalogue, requestId: string): BoothSaleInputDto {
  const vehicle = z.parse(vehicleFormSchema, {
    plate_number: values.plate_number,
    vehicleTypeId: values.vehicleTypeId,
  });
  const driver = z.parse(driverSchema, values.driver);
  const buyer = values.buyerPhone.trim();
  return {
    plate_number: vehicle.plate_number,
    vehicle: vehicle.vehicleTypeId,
    schedule: Number(values.scheduleId),
    driver,
    passengers: catalogue.passengerTypes
      .map((t) => ({ passengerId: t.id, amount: parseCount(values.counts[String(t.id)]) }))
      .filter((p) => p.amount > 0),
    ...(buyer ? { phoneNumber: buyer } : {}),
    requestId,
    payment:
      values.method === 'tunai'
        ? { method: 'tunai', amountReceived: parseRupiah(values.amountReceived) ?? 0 }
        : { method: 'qris' },
  };
}

// ── Shift ────────────────────────────────────────────────────────────────────────────────────
/** The message of a cash amount field (Uang Awal, Uang Dihitung), or undefined when it is valid. */
export function cashError(value: string, label: string): string | undefined {
  if (value.trim() === '') return LOKET_MSG.required(label);
  return parseRupiah(value) === null ? LOKET_MSG.rupiah(label) : undefined;
}

/** What Tutup Shift's form holds: the Uang Dihitung and the Catatan Selisih, as typed. */
export type CloseValues = { countedCash: string; note: string };

/** The note as sent: runs of white space and control characters (a pasted line break) made one space, trimmed. */
export const closeNote = (note: string): string => note.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/**
 * Tutup Shift's messages (issue #38): the Uang Dihitung as a cash amount; the Catatan Selisih is
 * required when the count differs from `expected` (the shift's Uang Seharusnya), 500 characters at most.
 */
export function closeErrors(values: CloseValues, expected: number): Partial<Record<keyof CloseValues, string>> {
  const errors: Partial<Record<keyof CloseValues, string>> = {};
  const cash = cashError(values.countedCash, 'Uang Dihitung');
  const note = closeNote(values.note);
  if (cash) errors.countedCash = cash;
  else if (parseRupiah(values.countedCash) !== expected && note === '') errors.note = LOKET_MSG.varianceNoteRequired;
  if (note.length > 500) errors.note = LOKET_MSG.noteTooLong;
  return errors;
}
