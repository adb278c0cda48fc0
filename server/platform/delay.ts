// Undur Keberangkatan (issue #38): a departure the operator delayed keeps its tickets and moves to a new
// time. Its schedules row then holds the new date, time and instant; `delayedFrom` the first
// scheduled instant, `delayFree` whether the whole delay reached DELAY_FREE_MINUTES when it was set,
// and `delayReason` the reason as passengers read it. Presented as the contract's Delay on the
// operator's departure and on tiket-detail (../orders/detail.ts).
import { jakartaParts } from './clock';
import type { Schemas } from './handlers';

/** DELAY_FREE_MINUTES when unset: a delay of 2 hours or more frees its tickets' choices. */
export const DEFAULT_DELAY_FREE_MINUTES = 120;

/** The columns of a departure the delay is read from. */
export interface DelayColumns {
  departureAt: Date;
  delayedFrom: Date | null;
  delayFree: boolean;
  delayReason: string | null;
}

/** The whole delay in minutes: from the first scheduled time to the current one. */
export const delayMinutes = (s: DelayColumns): number =>
  s.delayedFrom === null ? 0 : Math.round((s.departureAt.getTime() - s.delayedFrom.getTime()) / 60_000);

/** The departure's delay as the contract's Delay; null when it was never delayed. */
export function delayOf(s: DelayColumns): Schemas['Delay'] | null {
  if (s.delayedFrom === null || delayMinutes(s) <= 0) return null;
  const from = jakartaParts(s.delayedFrom.getTime());
  return {
    fromDate: from.date,
    fromTime: from.time,
    minutes: delayMinutes(s),
    free: s.delayFree,
    reason: s.delayReason ?? '',
  };
}
