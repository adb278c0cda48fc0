// The operator's catalogue (issue #22: /api/operator/ships, /fares, /vehicle-classes): ships,
// dated fares and the lane-metres each Golongan takes. Admin tokens only (the server answers 403).
import { api, unwrap, type Schemas } from './client';

export type ShipDto = Schemas['Ship'];
export type ShipInputDto = Schemas['ShipInput'];
export type FareDto = Schemas['Fare'];
export type FareInputDto = Schemas['FareInput'];
export type VehicleClassDto = Schemas['VehicleClass'];
export type VehicleLengthInputDto = Schemas['VehicleLengthInput'];
export type PassengerTypeRefDto = { id: number; feeType: string; description: string; insuranceFee: number };
export type FareBookDto = {
  fares: FareDto[];
  vehicleClasses: VehicleClassDto[];
  passengerTypes: PassengerTypeRefDto[];
};

export async function listShips(): Promise<ShipDto[]> {
  return (await unwrap(api().GET('/api/operator/ships'))).data.ships;
}

export async function createShip(body: ShipInputDto): Promise<ShipDto> {
  return (await unwrap(api().POST('/api/operator/ships', { body }))).data.ship;
}

export async function updateShip(id: number, body: ShipInputDto): Promise<ShipDto> {
  return (await unwrap(api().PUT('/api/operator/ships/{id}', { params: { path: { id } }, body }))).data.ship;
}

/** Every fare with its start date, the vehicle classes (with their lengths) and the passenger types. */
export async function listFares(): Promise<FareBookDto> {
  return (await unwrap(api().GET('/api/operator/fares'))).data;
}

export async function createFare(body: FareInputDto): Promise<FareDto> {
  return (await unwrap(api().POST('/api/operator/fares', { body }))).data.fare;
}

export async function setVehicleLength(id: number, body: VehicleLengthInputDto): Promise<VehicleClassDto> {
  return (await unwrap(api().PUT('/api/operator/vehicle-classes/{id}', { params: { path: { id } }, body }))).data
    .vehicleClass;
}
