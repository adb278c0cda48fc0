// What the booking machine tells pesan-tiket when its data cannot be loaded (spec §8, verbatim),
// and offline (issue #21 §5). The screen's own texts, in both languages, are messages/*.json
// (book_*, issue #40 item 1).
import { SCHEDULE_LOAD_FAILED } from './schedule-messages';

export const BOOKING_MSG = {
  scheduleFailed: SCHEDULE_LOAD_FAILED,
  vehicleFailed: 'Failed to get vehicle',
  // Spec §8 gives passenger types the schedule's message.
  passengerTypesFailed: SCHEDULE_LOAD_FAILED,
  /** Issue #21 §5: the load failed while the browser is offline (instead of 'Failed to get schedule'). */
  offline: 'Jadwal tidak dapat dimuat saat offline',
} as const;
