// What the passenger may do with a paid ticket now (TicketActions, issue #23). One rule for the
// answer on tiket-detail and for the re-check under the departure locks:
// - the operator cancelled (`cancelled`) or stopped (`stopped`) the ticket's departure: Ubah Jadwal
//   free (no fee, no difference) and Ajukan Refund at 100 %, with no 2-hour cutoff;
// - otherwise, paid and not checked in, at least 2 hours before departure (kernel/ticket-rules.ts
//   beforeCutoff, exactly 2 hours still allowed): Ubah Jadwal with a fee of RESCHEDULE_FEE_PERCENT %
//   of the price, Batalkan Tiket with SELF_CANCEL_REFUND_PERCENT % back;
// - Perbaiki Data: paid and not checked in, no cutoff;
// - a pending Ubah Jadwal (waiting for its payment) refuses another.
// Not paid: no actions (null).
import { beforeCutoff, cancelPreview, percentOf } from '../../kernel/ticket-rules';
import type { Schemas } from '../platform/handlers';
import type { TicketRow } from './load';
import { TICKET_MESSAGES as M } from './messages';

/** The configured percents (SELF_CANCEL_REFUND_PERCENT, RESCHEDULE_FEE_PERCENT). */
export interface TicketRules {
  selfCancelRefundPercent: number;
  rescheduleFeePercent: number;
}

/** Whether the operator closed the ticket's departure (cancelled, or stopped: Tunda Penjualan). */
export const departureClosed = (t: Pick<TicketRow, 's'>): boolean =>
  t.s.status === 'cancelled' || t.s.status === 'stopped';

/** The fee of moving this ticket now: 0 on a closed departure. */
export const rescheduleFeeOf = (t: TicketRow, rules: TicketRules): number =>
  departureClosed(t) ? 0 : percentOf(t.tx.price, rules.rescheduleFeePercent);

const state = (reason: string | null) => ({ allowed: reason === null, reason });

/** Why Ubah Jadwal is refused now, or null when allowed. */
export function rescheduleRefusal(t: TicketRow, hasPending: boolean, nowMs: number): string | null {
  if (t.tx.status !== 'PAID') return M.notPaid;
  if (t.tx.checkedIn) return M.checkedIn;
  if (hasPending) return M.pendingChange;
  if (departureClosed(t)) return null;
  if (!beforeCutoff(t.s.departureAt.getTime(), nowMs)) return M.rescheduleTooLate;
  return null;
}

/** What cancelling now would do (the booth's rule, 100 % on a closed departure). */
export function cancelOf(t: TicketRow, nowMs: number, rules: TicketRules): Schemas['BoothCancelPreview'] {
  return cancelPreview({
    status: t.tx.status,
    checkedIn: t.tx.checkedIn,
    price: t.tx.price,
    departureMs: t.s.departureAt.getTime(),
    departureCancelled: departureClosed(t),
    nowMs,
    refundPercent: rules.selfCancelRefundPercent,
  });
}

/** Why Perbaiki Data is refused now, or null. */
export function correctRefusal(t: TicketRow): string | null {
  if (t.tx.status !== 'PAID') return M.notPaid;
  if (t.tx.checkedIn) return M.checkedIn;
  return null;
}

/** The contract's TicketActions; null unless the ticket is paid. */
export function actionsOf(
  t: TicketRow,
  hasPending: boolean,
  nowMs: number,
  rules: TicketRules,
): Schemas['TicketActions'] | null {
  if (t.tx.status !== 'PAID') return null;
  const closed = departureClosed(t);
  return {
    operatorCancelled: t.s.status === 'cancelled',
    departureStopped: t.s.status === 'stopped',
    reschedule: {
      ...state(rescheduleRefusal(t, hasPending, nowMs)),
      feePercent: closed ? 0 : rules.rescheduleFeePercent,
      fee: rescheduleFeeOf(t, rules),
    },
    cancel: cancelOf(t, nowMs, rules),
    correct: state(correctRefusal(t)),
  };
}
