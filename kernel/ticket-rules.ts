// What may be done with a paid ticket before its departure, and for how much (issue #24 at the
// booth; #23 self-service reuses it): a paid ticket not checked in may be changed or cancelled only
// while its departure is at least CHANGE_CUTOFF_HOURS away — exactly 2 hours is still allowed. A
// cancellation gives back CANCEL_REFUND_PERCENT % of the price (the server's
// SELF_CANCEL_REFUND_PERCENT), a departure the operator cancelled gives back 100 % with no cutoff.
// Money is whole rupiah: refund = floor(price × percent / 100), the fee (potongan) = price − refund.
// Pure functions of instants (epoch ms): the 2-hour span is the same in any zone; callers take a
// departure's instant from its date and time in Asia/Jakarta (kernel/time.ts departureEpochMs).

/** Hours before departure after which a paid ticket can no longer be changed or cancelled. */
export const CHANGE_CUTOFF_HOURS = 2;
/** Percent of the price given back when the passenger cancels (server config SELF_CANCEL_REFUND_PERCENT). */
export const CANCEL_REFUND_PERCENT = 75;
/** Percent of the price charged for moving to another departure (#23, server config). */
export const RESCHEDULE_FEE_PERCENT = 10;

const HOUR_MS = 3_600_000;

/** Why a ticket cannot be cancelled, in Indonesian (shown as they are). */
export const CANCEL_REASONS = {
  alreadyCancelled: 'Tiket ini sudah dibatalkan.',
  notPaid: 'Tiket ini belum dibayar.',
  expired: 'Tiket ini sudah kedaluwarsa.',
  refundDue: 'Tiket ini sedang menunggu pengembalian dana.',
  checkedIn: 'Tiket ini sudah dipakai naik kapal.',
  tooLate: `Pembatalan hanya bisa paling lambat ${CHANGE_CUTOFF_HOURS} jam sebelum keberangkatan.`,
} as const;

/** floor(price × percent / 100): whole rupiah, never more than the price. */
export function percentOf(price: number, percent: number): number {
  const p = Math.min(100, Math.max(0, Math.trunc(percent)));
  return Math.floor((Math.max(0, Math.trunc(price)) * p) / 100);
}

/** Whether `nowMs` is still at least CHANGE_CUTOFF_HOURS before the departure (exactly 2 h: yes). */
export function beforeCutoff(departureMs: number, nowMs: number): boolean {
  return departureMs - nowMs >= CHANGE_CUTOFF_HOURS * HOUR_MS;
}

/** The refund and fee of a cancellation at `percent`. */
export function refundOf(price: number, percent: number): { refundAmount: number; fee: number } {
  const refundAmount = percentOf(price, percent);
  return { refundAmount, fee: Math.max(0, Math.trunc(price)) - refundAmount };
}

export interface CancelFacts {
  /** The transaction's status: UNPAID, PAID, EXPIRED, CANCELLED, REFUND_DUE. */
  status: string;
  checkedIn: boolean;
  price: number;
  /** The departure's instant (epoch ms). */
  departureMs: number;
  /** The operator cancelled the departure: 100 % back, no cutoff. */
  departureCancelled: boolean;
  nowMs: number;
  /** The refund percent of a passenger's cancellation; default CANCEL_REFUND_PERCENT. */
  refundPercent?: number;
}

export interface CancelPreview {
  allowed: boolean;
  /** Why not (Indonesian); null when allowed. */
  reason: string | null;
  refundPercent: number;
  refundAmount: number;
  fee: number;
}

const refused = (reason: string): CancelPreview => ({
  allowed: false,
  reason,
  refundPercent: 0,
  refundAmount: 0,
  fee: 0,
});

/** What cancelling the ticket now would do: allowed or why not, and the refund and fee. */
export function cancelPreview(f: CancelFacts): CancelPreview {
  if (f.status === 'CANCELLED') return refused(CANCEL_REASONS.alreadyCancelled);
  if (f.status === 'EXPIRED') return refused(CANCEL_REASONS.expired);
  if (f.status === 'REFUND_DUE') return refused(CANCEL_REASONS.refundDue);
  if (f.status !== 'PAID') return refused(CANCEL_REASONS.notPaid);
  if (f.checkedIn) return refused(CANCEL_REASONS.checkedIn);
  const percent = f.departureCancelled ? 100 : (f.refundPercent ?? CANCEL_REFUND_PERCENT);
  if (!f.departureCancelled && !beforeCutoff(f.departureMs, f.nowMs)) return refused(CANCEL_REASONS.tooLate);
  return { allowed: true, reason: null, refundPercent: percent, ...refundOf(f.price, percent) };
}

/** How a ticket's sales channel reads on the manifest, the receipt and the reports. */
export function channelLabel(channel: string | undefined): 'Online' | 'Loket' {
  return channel === 'loket' ? 'Loket' : 'Online';
}
