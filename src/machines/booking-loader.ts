// The one loader of pesan-tiket (the booking machine's `loadBookingData` actor): the departure,
// then the vehicle classes and the passenger types of its date, those two in parallel (issue #22:
// fares are dated; the server answers the prices in force on the departure's issuedDate, so the
// running total, the stored draft and konfirmasi-pesanan all use them). It fails with the spec §8
// message of the first part that failed (BookingLoadError), which the booking machine shows;
// while the browser is offline (the signal the app's offline notice follows) it fails with
// "Jadwal tidak dapat dimuat saat offline" instead (issue #21 §5), marked `offline`.
import { fromPromise } from 'xstate';
import { getSchedule, type Schedule } from '../api/schedules';
import { getPassengerTypes, getVehicleTypes, type PassengerType, type VehicleType } from '../api/catalogue';
import { BOOKING_MSG } from '../lib/booking-messages';

export type BookingData = { schedule: Schedule; vehicleTypes: VehicleType[]; passengerTypes: PassengerType[] };

export type BookingLoaders = {
  schedule: (scheduleId: number) => Promise<Schedule>;
  /** The classes with the prices of a departure on `date` (its issuedDate). */
  vehicleTypes: (date: string) => Promise<VehicleType[]>;
  /** The passenger types with the fees of a departure on `date`. */
  passengerTypes: (date: string) => Promise<PassengerType[]>;
};

/** A failed part: `message` is what the user is told; `offline` when the browser had no network. */
export class BookingLoadError extends Error {
  readonly offline: boolean;
  constructor(message: string, options?: { cause?: unknown; offline?: boolean }) {
    super(message, options);
    this.name = 'BookingLoadError';
    this.offline = options?.offline ?? false;
  }
}

/** The alert for a failed load (an unexpected error gets the schedule's message). */
export const loadFailureMessage = (error: unknown): string =>
  error instanceof BookingLoadError ? error.message : BOOKING_MSG.scheduleFailed;

/** True when the load failed because the browser was offline. */
export const loadFailedOffline = (error: unknown): boolean => error instanceof BookingLoadError && error.offline;

/** The browser says it has no network (navigator.onLine, which the app's offline notice follows too). */
export const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

const tagged = <T>(load: Promise<T>, message: string): Promise<T> =>
  load.catch((cause: unknown) => {
    throw new BookingLoadError(message, { cause });
  });

export function createBookingLoader(loaders: BookingLoaders, offline: () => boolean = browserOffline) {
  return fromPromise<BookingData, { scheduleId: number }>(async ({ input }) => {
    try {
      const schedule = await tagged(loaders.schedule(input.scheduleId), BOOKING_MSG.scheduleFailed);
      const [vehicleTypes, passengerTypes] = await Promise.all([
        tagged(loaders.vehicleTypes(schedule.issuedDate), BOOKING_MSG.vehicleFailed),
        tagged(loaders.passengerTypes(schedule.issuedDate), BOOKING_MSG.passengerTypesFailed),
      ]);
      return { schedule, vehicleTypes, passengerTypes };
    } catch (cause) {
      if (offline()) throw new BookingLoadError(BOOKING_MSG.offline, { cause, offline: true });
      throw cause;
    }
  });
}

export const loadBookingData = createBookingLoader({
  schedule: getSchedule,
  vehicleTypes: (date) => getVehicleTypes(date),
  passengerTypes: (date) => getPassengerTypes(date),
});
