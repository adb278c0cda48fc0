// Vehicle classes and passenger types with their fees (spec §7).
import { api, unwrap, type Schemas } from './client';

export type VehicleType = Schemas['VehicleType'];
export type PassengerType = Schemas['PassengerType'];

export async function getVehicleTypes(): Promise<VehicleType[]> {
  return (await unwrap(api().GET('/api/vehicle/get-all'))).data.vehicles;
}

export async function getPassengerTypes(): Promise<PassengerType[]> {
  return (await unwrap(api().GET('/api/passenger/get-all'))).data.passengers;
}
