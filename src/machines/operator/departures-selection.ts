// Keberangkatan for a real day (issue #38 item 1): which rows the filter shows (one direction, one
// ship) and which departures are ticked for a change at once — one, all that remain of the day, or
// none; always listed and shown ones, in the list's order. Pure; the departures chart
// (./departures.machine.ts) keeps the filter and the selection.
import type { OperatorDepartureDto } from '../../api/operator-departures';
import { departureEpochMs } from '../../../kernel/time';

type Departure = OperatorDepartureDto;

/** '' for all directions / all ships. */
export type DepartureFilter = { direction: string; ship: string };
export const NO_FILTER: DepartureFilter = { direction: '', ship: '' };

export const directionKey = (d: Departure) => `${d.fromRoute.id}-${d.toRoute.id}`;
export const shipKey = (d: Departure) => (d.ship ? String(d.ship.id) : '');

/** The departures the filter shows, in the list's order. */
export const shown = (c: { departures: Departure[]; filter: DepartureFilter }) =>
  c.departures.filter(
    (d) =>
      (!c.filter.direction || directionKey(d) === c.filter.direction) &&
      (!c.filter.ship || shipKey(d) === c.filter.ship),
  );

/** A departure that can still be closed: not cancelled, its time not passed. */
export const remaining = (d: Departure, nowMs: number) =>
  d.status !== 'cancelled' && departureEpochMs(d.issuedDate, d.issuedTime) > nowMs;

export type SelectionEvent =
  { type: 'SELECT.TOGGLE'; id: number } | { type: 'SELECT.REMAINING' } | { type: 'SELECT.CLEAR' };

type Selection = { departures: Departure[]; filter: DepartureFilter; selected: number[]; now: () => number };

/** The ticked ids after a selection event: only shown departures, in the list's order. */
export function nextSelection(c: Selection, event: SelectionEvent): number[] {
  if (event.type === 'SELECT.CLEAR') return [];
  const rows = shown(c);
  const wanted =
    event.type === 'SELECT.REMAINING'
      ? new Set(rows.filter((d) => remaining(d, c.now())).map((d) => d.id))
      : new Set(c.selected);
  if (event.type === 'SELECT.TOGGLE') {
    if (wanted.has(event.id)) wanted.delete(event.id);
    else wanted.add(event.id);
  }
  return rows.filter((d) => wanted.has(d.id)).map((d) => d.id);
}

/** Another filter: the selection keeps to the rows it shows. */
export function withFilter(c: Selection, change: Partial<DepartureFilter>) {
  const filter = { ...c.filter, ...change };
  const rows = new Set(shown({ departures: c.departures, filter }).map((d) => d.id));
  return { filter, selected: c.selected.filter((id) => rows.has(id)) };
}
