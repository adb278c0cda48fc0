// How a departure the operator stopped or cancelled is named (issue #22), written once for the
// passenger's lists, the operator's console and (later) the notices: the badge and the reason.
import type { components } from './schema';

export type ScheduleStatus = components['schemas']['ScheduleStatus'];
export type Closure = components['schemas']['Closure'];
export type ClosureReason = components['schemas']['ClosureReason'];

/** The badge a passenger sees on a departure that is not open. */
export const STATUS_BADGE: Record<Exclude<ScheduleStatus, 'open'>, string> = {
  stopped: 'Ditutup',
  // Issue #37: the sailing itself held (weather, the harbour master), not only its sale paused.
  held: 'Ditahan',
  cancelled: 'Dibatalkan',
};

/**
 * Why a departure's status cannot change now (issue #37): the server's 409 and the console's words,
 * one text on both sides (the console shows these as the server wrote them).
 */
export const CLOSURE_REFUSAL = {
  sailed:
    'Jam keberangkatan ini sudah lewat: keberangkatan tidak dapat lagi ditunda, ditahan atau dibatalkan (kecuali dibatalkan setelah muat dimulai).',
  loadingBegan: (checkedIn: number) =>
    `${checkedIn} tiket sudah check-in: pembatalan setelah muat dimulai harus dikonfirmasi ("Muat kendaraan sudah dimulai"). Check-in mereka dibatalkan dan mereka mendapat pindah jadwal gratis atau refund 100 %.`,
} as const;

/** Whether `message` is one of CLOSURE_REFUSAL's texts. */
export const isClosureRefusal = (message: string): boolean =>
  message === CLOSURE_REFUSAL.sailed || /^\d+ tiket sudah check-in: pembatalan setelah muat dimulai/.test(message);

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
