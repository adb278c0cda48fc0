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

/** The ship changed, and how many of its future departures took the new size (issue #38). */
export async function updateShip(id: number, body: ShipInputDto): Promise<{ ship: ShipDto; resized: number }> {
  return (await unwrap(api().PUT('/api/operator/ships/{id}', { params: { path: { id } }, body }))).data;
}

// Issue #38 item 3: what a ship's new size and a new fare do, asked before saving.
export type ShipImpactDto = Schemas['ShipImpact'];
export type ShipImpactInputDto = Schemas['ShipImpactInput'];
export type FareImpactDto = Schemas['FareImpact'];
export type FareImpactInputDto = Schemas['FareImpactInput'];

export async function previewShipChange(id: number, body: ShipImpactInputDto): Promise<ShipImpactDto> {
  return (await unwrap(api().POST('/api/operator/ships/{id}/impact', { params: { path: { id } }, body }))).data.impact;
}

export async function previewFare(body: FareImpactInputDto): Promise<FareImpactDto> {
  return (await unwrap(api().POST('/api/operator/fares/impact', { body }))).data.impact;
}

/** Every fare with its start date, the vehicle classes (with their lengths) and the passenger types. */
export async function listFares(): Promise<FareBookDto> {
  return (await unwrap(api().GET('/api/operator/fares'))).data;
}

/** The fare saved, and from when and for which departures it applies (issue #38). */
export async function createFare(body: FareInputDto): Promise<{ fare: FareDto; impact: FareImpactDto }> {
  return (await unwrap(api().POST('/api/operator/fares', { body }))).data;
}

export async function setVehicleLength(id: number, body: VehicleLengthInputDto): Promise<VehicleClassDto> {
  return (await unwrap(api().PUT('/api/operator/vehicle-classes/{id}', { params: { path: { id } }, body }))).data
    .vehicleClass;
}
