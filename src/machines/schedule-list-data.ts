// What daftar-tiket's chart (./schedule-list.machine.ts) reads from the address and derives for
// the cards: the query (from, to, date and the chosen tab), the address of a tab, the departures
// still shown and their remaining time.
import type { Schedule } from '../api/schedules';
import { departureCountdown, formatRemaining, isHiddenDeparture, showsRemaining } from '../../kernel/countdown';
import type { NavigationParams, TypedStorage } from '../lib/storage';
import { bookingWindow, dayStrip, isValidDate, type DayTab } from '../../kernel/time';
import { searchPath } from './search.machine';
import type { Language } from '../../kernel/language';

/** The raw query string values (`URLSearchParams.get`), any of them possibly missing. */
export type RawScheduleQuery = {
  from?: string | null;
  to?: string | null;
  date?: string | null;
  /** The chosen day tab (issue #21). */
  tanggal?: string | null;
};

const positiveId = (value: string | null | undefined): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** from, to and date of the query when all three are there and make sense; else null. */
export function parseScheduleQuery(query: RawScheduleQuery): NavigationParams | null {
  const from = positiveId(query.from);
  const to = positiveId(query.to);
  const date = query.date ?? '';
  if (from === null || to === null || from === to || !isValidDate(date)) return null;
  return { from, to, date };
}

export function resolveParams(
  input: { query: RawScheduleQuery },
  storage: Pick<TypedStorage, 'get'>,
  nowMs: number,
): NavigationParams | null {
  const fromQuery = parseScheduleQuery(input.query);
  const tanggal = input.query.tanggal;
  const params = fromQuery
    ? { ...fromQuery, ...(tanggal && isValidDate(tanggal) ? { tanggal } : {}) }
    : storage.get('navigationParams');
  if (!params) return null;
  const { min, max } = bookingWindow(nowMs);
  if (params.date < min) return { ...params, date: min };
  if (params.date > max) return { ...params, date: max };
  return params;
}

/** The selected tab: `tanggal` when it is one of the tabs, else the first. */
export function initialDay(params: NavigationParams | null, tabs: DayTab[]): string {
  if (!params) return '';
  return params.tanggal && tabs.some((tab) => tab.date === params.tanggal) ? params.tanggal : params.date;
}

export const DAY_TABS = 7;

/** What daftar-tiket opens on (the machine's starting context, and the server's first page). */
export type ScheduleListStart = {
  /** The search (from, to, first day of the tabs); null when there is none. */
  params: NavigationParams | null;
  tabs: DayTab[];
  selectedDate: string;
  /** The day the list loads first (the selected tab, or the first when that is after the window). */
  listDate: string;
};

/**
 * The tabs, the selected tab and the day whose first page loads first, at `nowMs`: the machine's
 * starting point, and the server's (issue #25: no storage there, so only a query counts).
 */
export function resolveStart(
  input: { query: RawScheduleQuery },
  storage: Pick<TypedStorage, 'get'>,
  nowMs: number,
): ScheduleListStart {
  const params = resolveParams(input, storage, nowMs);
  const tabs = params ? dayStrip(params.date, DAY_TABS) : [];
  const selectedDate = initialDay(params, tabs);
  // The list starts on the selected day when it is bookable (a shared link may name a tab that has
  // left the window since), else on the first.
  const listDate = selectedDate <= bookingWindow(nowMs).max ? selectedDate : (params?.date ?? '');
  return { params, tabs, selectedDate, listDate };
}

/** No stored search (the server's render, issue #25). */
export const NO_STORAGE: Pick<TypedStorage, 'get'> = { get: () => null };

/** daftar-tiket's address with the chosen tab: `/daftar-tiket?from=1&to=2&date=…&tanggal=…`. */
export function dayPath(params: Pick<NavigationParams, 'from' | 'to' | 'date'>, day: string): string {
  const path = searchPath({ from: params.from, to: params.to, date: params.date });
  return day === params.date ? path : `${path}&tanggal=${day}`;
}

/** The departures to show at `nowMs`: those under 60 minutes away are hidden (spec §4). */
export function visibleSchedules(schedules: Schedule[], nowMs: number): Schedule[] {
  return schedules.filter((s) => !isHiddenDeparture(s.issuedDate, s.issuedTime, nowMs));
}

/** '1 hari 2 jam 5 menit' when fewer than 2 days remain, else null (spec §2 daftar-tiket). */
export function remainingLabel(
  schedule: Pick<Schedule, 'issuedDate' | 'issuedTime'>,
  nowMs: number,
  language: Language = 'id',
): string | null {
  const remaining = departureCountdown(schedule.issuedDate, schedule.issuedTime, nowMs);
  return showsRemaining(remaining) ? formatRemaining(remaining, language) : null;
}
