// Kendaraan Saya and Penumpang Tersimpan (issue #40 item 2: /api/profile/*), the caller's own.
import { api, unwrap, type Schemas } from './client';

export type SavedVehicle = Schemas['SavedVehicle'];
export type SavedVehicleInput = Schemas['SavedVehicleInput'];
export type SavedTraveller = Schemas['SavedTraveller'];
export type SavedTravellerInput = Schemas['SavedTravellerInput'];
export type BookingProfileInput = Schemas['BookingProfileInput'];

export async function listSavedVehicles(): Promise<SavedVehicle[]> {
  return (await unwrap(api().GET('/api/profile/vehicles'))).data.vehicles;
}

export async function listSavedTravellers(): Promise<SavedTraveller[]> {
  return (await unwrap(api().GET('/api/profile/travellers'))).data.travellers;
}

/** Adds (`id` null) or changes a vehicle. */
export async function saveVehicle(id: number | null, body: SavedVehicleInput): Promise<SavedVehicle> {
  const call =
    id === null
      ? api().POST('/api/profile/vehicles', { body })
      : api().PUT('/api/profile/vehicles/{id}', { params: { path: { id } }, body });
  return (await unwrap(call)).data.vehicle;
}

/** Adds (`id` null) or changes a traveller. */
export async function saveTraveller(id: number | null, body: SavedTravellerInput): Promise<SavedTraveller> {
  const call =
    id === null
      ? api().POST('/api/profile/travellers', { body })
      : api().PUT('/api/profile/travellers/{id}', { params: { path: { id } }, body });
  return (await unwrap(call)).data.traveller;
}

export async function deleteSavedVehicle(id: number): Promise<void> {
  await unwrap(api().DELETE('/api/profile/vehicles/{id}', { params: { path: { id } } }));
}

export async function deleteSavedTraveller(id: number): Promise<void> {
  await unwrap(api().DELETE('/api/profile/travellers/{id}', { params: { path: { id } } }));
}

/** A booking's vehicle and named passengers, saved once its order has its payment page. */
export async function saveBookingProfile(body: BookingProfileInput): Promise<void> {
  await unwrap(api().POST('/api/profile/from-booking', { body }));
}
