// What pesan-tiket tells the user when its data cannot be loaded (spec §8, verbatim).
import { SCHEDULE_LOAD_FAILED } from './schedule-messages';

export const BOOKING_MSG = {
  scheduleFailed: SCHEDULE_LOAD_FAILED,
  vehicleFailed: 'Failed to get vehicle',
  // Spec §8 gives passenger types the schedule's message.
  passengerTypesFailed: SCHEDULE_LOAD_FAILED,
} as const;
