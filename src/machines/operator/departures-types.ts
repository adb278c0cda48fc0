// The departures chart's types and rules (./departures.machine.ts): what each departure offers,
// the context and the events. Kept apart so the chart stays readable.
import type { DepartureStatusInputDto, OperatorDepartureDto, QuotaInputDto } from '../../api/operator-departures';
import { departureEpochMs } from '../../../kernel/time';
import type { BulkKind } from './departures-bulk.machine';
import type { DepartureFilter, SelectionEvent } from './departures-selection';
import type { QuotaValues, StatusValues } from './forms';

export type OperatorDeparture = OperatorDepartureDto;
export { directionKey, remaining, shipKey, shown } from './departures-selection';
export type DepartureAction = 'stop' | 'hold' | 'reopen' | 'cancel' | 'quota';

export const DEPARTURES_REFRESH_MS = 60_000;

/** The status each status action sets. */
export const TARGET_STATUS = { stop: 'stopped', hold: 'held', reopen: 'open', cancel: 'cancelled' } as const;

/**
 * Which actions a departure of each status offers (a cancelled one is final). Pausing the sale
 * (stop) and holding the sailing (hold, issue #37) are different events: a held departure's sale is
 * closed too, so it is not paused on top.
 */
export const ACTIONS_FOR: Record<OperatorDeparture['status'], readonly DepartureAction[]> = {
  open: ['stop', 'hold', 'cancel', 'quota'],
  stopped: ['reopen', 'hold', 'cancel', 'quota'],
  held: ['reopen', 'cancel', 'quota'],
  cancelled: [],
};

export type Request =
  { id: number; kind: 'status'; body: DepartureStatusInputDto } | { id: number; kind: 'quota'; body: QuotaInputDto };

export type DeparturesInput = { now?: () => number; date?: string };

export type DeparturesContext = {
  now: () => number;
  date: string;
  departures: OperatorDeparture[];
  /** The open dialog: which action on which departure (null while browsing). */
  action: { kind: DepartureAction; id: number } | null;
  request: Request | null;
  /** Why loading failed (in `failed`) or why the action was refused (in `filling`). */
  error: string | null;
  notice: string | null;
  /** The departures ticked for a change at once (issue #38 item 1), in the list's order. */
  selected: number[];
  /** The rows shown: one direction ('from-to' route ids) and one ship (its id); '' for all. */
  filter: DepartureFilter;
  /** The change for the selection (in ready.bulk). */
  bulk: BulkKind | null;
  /** The departure being delayed (in ready.delaying, issue #38 item 2). */
  delaying: number | null;
};

export type DeparturesEvent =
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  | { type: 'DATE.SET'; date: string }
  | { type: 'ACTION.OPEN'; kind: DepartureAction; id: number }
  | { type: 'ACTION.CLOSE' }
  | { type: 'STATUS.SUBMIT'; values: StatusValues }
  | { type: 'QUOTA.SUBMIT'; values: QuotaValues }
  | { type: 'CONFIRM'; afterLoading?: boolean }
  | { type: 'BACK' }
  | SelectionEvent
  | { type: 'FILTER.SET'; filter: Partial<DepartureFilter> }
  | { type: 'BULK.OPEN'; kind: BulkKind }
  | { type: 'DELAY.OPEN'; id: number };

/** Undur Keberangkatan is offered on a departure that is not cancelled and has not sailed (issue #38 item 2). */
export const canDelay = (d: OperatorDeparture, nowMs: number): boolean =>
  d.status !== 'cancelled' && departureEpochMs(d.issuedDate, d.issuedTime) > nowMs;
