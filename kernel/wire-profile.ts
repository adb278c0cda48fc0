// The runtime schemas of Kendaraan Saya and Penumpang Tersimpan (issue #40 item 2), the schemas of
// openapi.yaml's `profile` operations; ./wire.ts re-exports them (./wire-contract.ts ties each to
// the generated type).
import * as z from 'zod/mini';
import { GENDERS } from './field-rules';
import { Age, DateSchema, Domicile, Id, intIn, Name, PlateNumber, text } from './wire-base';

export const SavedVehicle = z.object({
  id: Id,
  plateNumber: PlateNumber,
  vehicleTypeId: Id,
  vehicleClass: z.string(),
  vehicleType: z.string(),
});
export const SavedVehicleInput = z.strictObject({ plateNumber: text(20, 1), vehicleTypeId: Id });
export const SavedTraveller = z.object({
  id: Id,
  name: z.string(),
  domicile: z.string(),
  gender: z.enum(GENDERS),
  birthYear: z.nullable(z.number().check(z.int())),
  age: z.nullable(z.number().check(z.int())),
  ageOn: z.nullable(DateSchema),
});
export const SavedTravellerInput = z.strictObject({
  name: Name,
  domicile: Domicile,
  gender: z.enum(GENDERS),
  age: z.optional(Age),
  birthYear: z.optional(intIn(1870, 2099)),
});
export const BookingProfileInput = z.strictObject({
  vehicle: z.optional(SavedVehicleInput),
  travellers: z.array(SavedTravellerInput).check(z.maxLength(100)),
});
export const SavedProfile = z.object({
  vehicles: z.array(SavedVehicle),
  travellers: z.array(SavedTraveller),
  leftOut: z.number().check(z.int(), z.nonnegative()),
});
