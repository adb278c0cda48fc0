// Vehicle classes and passenger types with their fees (spec §7). Beyond the spec (issue #22): fares
// are dated, so both lists take the departure's date and the server answers the fares in force on
// it (without a date: today's).
import { api, unwrap, type Schemas } from './client';

export type VehicleType = Schemas['VehicleType'];
export type PassengerType = Schemas['PassengerType'];

/** GET /api/vehicle/get-all?date=…: the classes with the prices of a departure on `date`. */
export async function getVehicleTypes(date?: string): Promise<VehicleType[]> {
  const query = date === undefined ? {} : { date };
  return (await unwrap(api().GET('/api/vehicle/get-all', { params: { query } }))).data.vehicles;
}

/** GET /api/passenger/get-all?date=…: the passenger types with the fees of a departure on `date`. */
export async function getPassengerTypes(date?: string): Promise<PassengerType[]> {
  const query = date === undefined ? {} : { date };
  return (await unwrap(api().GET('/api/passenger/get-all', { params: { query } }))).data.passengers;
}

/** Beyond the spec (issue #40 item 3): the passenger types with their foot (walk-on) fares on `date`. */
export async function getFootPassengerTypes(date?: string): Promise<PassengerType[]> {
  const query = date === undefined ? {} : { date };
  return (await unwrap(api().GET('/api/passenger/foot-fares', { params: { query } }))).data.passengers;
}
