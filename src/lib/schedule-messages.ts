// What the departure screens say when a schedule cannot be loaded (spec §8), written once for the
// booking (pesan-tiket) and the schedule list (daftar-tiket); and how a departure the operator
// stopped or cancelled is marked on daftar-tiket, beranda and pesan-tiket (issue #22).
import { closureText, STATUS_BADGE, type Closure, type ScheduleStatus } from '../../kernel/closure';

export const SCHEDULE_LOAD_FAILED = 'Failed to get schedule';

/** The label before the operator's reason. */
export const CLOSURE_REASON_PREFIX = 'Alasan:';

export type DepartureClosure = {
  status: Exclude<ScheduleStatus, 'open'>;
  /** 'Ditutup' (stopped) or 'Dibatalkan' (cancelled). */
  badge: string;
  /** The operator's reason as one line, or null when the server gave none. */
  reason: string | null;
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
  return { status, badge: STATUS_BADGE[status], reason: schedule.closure ? closureText(schedule.closure) : null };
}
