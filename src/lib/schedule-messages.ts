// What the departure screens say when a schedule cannot be loaded (spec §8), written once for the
// booking (pesan-tiket) and the schedule list (daftar-tiket); and how a departure the operator
// stopped or cancelled is marked on daftar-tiket, beranda and pesan-tiket (issue #22).
import type { Closure, ScheduleStatus } from '../../kernel/closure';

export const SCHEDULE_LOAD_FAILED = 'Failed to get schedule';

export type DepartureClosure = {
  status: Exclude<ScheduleStatus, 'open'>;
  /** The operator's reason (src/components/closure-note.tsx writes it in the screen's language), or null when the server gave none. */
  closure: Closure | null;
};

/**
 * A departure's closure as the passenger sees it: its badge and reason; null while it is open (or
 * from a server that does not know statuses). Such a departure offers no Pilih Tiket.
 */
export function departureClosure(schedule: {
  status?: ScheduleStatus;
  closure?: Closure | null;
}): DepartureClosure | null {
  const status = schedule.status;
  if (status === undefined || status === 'open') return null;
  return { status, closure: schedule.closure ?? null };
}
