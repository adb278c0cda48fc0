// What the passenger may do with a paid ticket now (TicketActions, issue #23). One rule for the
// answer on tiket-detail, for the re-check under the departure locks and for the booth's Batalkan
// Tiket (../booth/tickets.ts, issue #37):
// - free options (`freeOptions`): the operator cancelled the ticket's departure (`cancelled`), or
//   held its sailing (`held`: weather, the harbour master) or delayed it by DELAY_FREE_MINUTES or
//   more (`delayFree`, Undur Keberangkatan, issue #38) and its time has not passed: Ubah Jadwal
//   free (no fee, no difference) and Ajukan Refund at 100 %, with no 2-hour cutoff. A held
//   departure whose time has passed without a reopening gives nothing free any more: the operator
//   reopens it or cancels it. A paused sale (`stopped`, Tunda Penjualan: a full deck, the booth's
//   hour) changes nothing for a ticket already bought;
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

/** The part of a departure the rule reads. */
type RuleDeparture = { s: Pick<TicketRow['s'], 'status' | 'departureAt' | 'delayFree'> };

/**
 * Whether the ticket's holder may move free or take 100 % now: the departure was cancelled, or
 * its sailing is held (issue #37) or delayed by DELAY_FREE_MINUTES or more (Undur Keberangkatan, issue #38)
 * and its (new) time has not passed. Never for a paused sale.
 */
export const freeOptions = (t: RuleDeparture, nowMs: number): boolean =>
  t.s.status === 'cancelled' || ((t.s.status === 'held' || t.s.delayFree) && t.s.departureAt.getTime() > nowMs);

/** The fee of moving this ticket now: 0 with free options. */
export const rescheduleFeeOf = (t: TicketRow, nowMs: number, rules: TicketRules): number =>
  freeOptions(t, nowMs) ? 0 : percentOf(t.tx.price, rules.rescheduleFeePercent);

const state = (reason: string | null) => ({ allowed: reason === null, reason });

/** Why Ubah Jadwal is refused now, or null when allowed. */
export function rescheduleRefusal(t: TicketRow, hasPending: boolean, nowMs: number): string | null {
  if (t.tx.status !== 'PAID') return M.notPaid;
  if (t.tx.checkedIn) return M.checkedIn;
  if (hasPending) return M.pendingChange;
  if (freeOptions(t, nowMs)) return null;
  if (!beforeCutoff(t.s.departureAt.getTime(), nowMs)) return M.rescheduleTooLate;
  return null;
}

/** What cancelling now would do: online and at the booth alike, 100 % with free options. */
export function cancelOf(t: TicketRow, nowMs: number, rules: TicketRules): Schemas['BoothCancelPreview'] {
  return cancelPreview({
    status: t.tx.status,
    checkedIn: t.tx.checkedIn,
    price: t.tx.price,
    departureMs: t.s.departureAt.getTime(),
    departureCancelled: freeOptions(t, nowMs),
    nowMs,
    refundPercent: rules.selfCancelRefundPercent,
  });
}

/** Why Perbaiki Data is refused now, or null. */
export function correctRefusal(t: TicketRow): string | null {
  if (t.tx.status !== 'PAID') return M.notPaid;
  // Issue #40 item 3: a foot ticket has no plate or driver to correct; names are checked at the port.
  if (t.tx.kind === 'foot') return M.footCorrection;
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
  const free = freeOptions(t, nowMs);
  return {
    operatorCancelled: t.s.status === 'cancelled',
    departureStopped: t.s.status === 'stopped',
    departureHeld: t.s.status === 'held',
    freeOptions: free,
    reschedule: {
      ...state(rescheduleRefusal(t, hasPending, nowMs)),
      feePercent: free ? 0 : rules.rescheduleFeePercent,
      fee: rescheduleFeeOf(t, nowMs, rules),
    },
    cancel: cancelOf(t, nowMs, rules),
    correct: state(correctRefusal(t)),
  };
}
