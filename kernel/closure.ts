// How a departure the operator stopped or cancelled is named (issue #22), written once for the
// passenger's lists, the operator's console and (later) the notices: the badge and the reason.
import type { components } from './schema';

export type ScheduleStatus = components['schemas']['ScheduleStatus'];
export type Closure = components['schemas']['Closure'];
export type ClosureReason = components['schemas']['ClosureReason'];

/** The badge a passenger sees on a departure that is not open. */
export const STATUS_BADGE: Record<Exclude<ScheduleStatus, 'open'>, string> = {
  stopped: 'Ditutup',
  cancelled: 'Dibatalkan',
};

/** The reasons the operator chooses from (Alasan). */
export const CLOSURE_REASON_LABEL: Record<ClosureReason, string> = {
  cuaca: 'Cuaca / izin Syahbandar',
  kapal_rusak: 'Kapal rusak',
  lainnya: 'Lainnya',
};

/** The reason as one line: 'Cuaca / izin Syahbandar (angin 20 knot): Angin kencang'. */
export function closureText(closure: Closure): string {
  const wind = closure.reason === 'cuaca' && closure.windKnots !== null ? ` (angin ${closure.windKnots} knot)` : '';
  const note = closure.note.trim();
  return `${CLOSURE_REASON_LABEL[closure.reason]}${wind}${note ? `: ${note}` : ''}`;
}
