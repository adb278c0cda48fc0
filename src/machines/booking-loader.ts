// The one loader of pesan-tiket (the booking machine's `loadBookingData` actor): the departure,
// the vehicle classes and the passenger types, fetched in parallel. It fails with the spec §8
// message of the first part that failed (BookingLoadError), which the booking machine shows.
import { fromPromise } from 'xstate';
import { getSchedule, type Schedule } from '../api/schedules';
import { getPassengerTypes, getVehicleTypes, type PassengerType, type VehicleType } from '../api/catalogue';
import { BOOKING_MSG } from '../lib/booking-messages';

export type BookingData = { schedule: Schedule; vehicleTypes: VehicleType[]; passengerTypes: PassengerType[] };

export type BookingLoaders = {
  schedule: (scheduleId: number) => Promise<Schedule>;
  vehicleTypes: () => Promise<VehicleType[]>;
  passengerTypes: () => Promise<PassengerType[]>;
};

/** A failed part: `message` is what the user is told. */
export class BookingLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BookingLoadError';
  }
}

/** The alert for a failed load (an unexpected error gets the schedule's message). */
export const loadFailureMessage = (error: unknown): string =>
  error instanceof BookingLoadError ? error.message : BOOKING_MSG.scheduleFailed;

const tagged = <T>(load: Promise<T>, message: string): Promise<T> =>
  load.catch((cause: unknown) => {
    throw new BookingLoadError(message, { cause });
  });

export function createBookingLoader(loaders: BookingLoaders) {
  return fromPromise<BookingData, { scheduleId: number }>(async ({ input }) => {
    const [schedule, vehicleTypes, passengerTypes] = await Promise.all([
      tagged(loaders.schedule(input.scheduleId), BOOKING_MSG.scheduleFailed),
      tagged(loaders.vehicleTypes(), BOOKING_MSG.vehicleFailed),
      tagged(loaders.passengerTypes(), BOOKING_MSG.passengerTypesFailed),
    ]);
    return { schedule, vehicleTypes, passengerTypes };
  });
}

export const loadBookingData = createBookingLoader({
  schedule: getSchedule,
  vehicleTypes: getVehicleTypes,
  passengerTypes: getPassengerTypes,
});
