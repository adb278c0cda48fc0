// The schedule search answered in memory from the day's timetable (`Day`, read by
// ./queries.ts dayStatement and kept by ./cache.ts until the next change is heard): the same page,
// bounds and fare as the search's statement (searchStatements) computes in the database, with the
// same rules — the departures at least HIDE_BEFORE_DEPARTURE_MINUTES away (the caller's `after`),
// earliest first, `qty` by ../capacity/space.ts at the request's instant, the closure as `present`
// builds it. tests/server/schedule-search-json.test.ts compares the two on every state and shape.
import { onlineFreeCm, walkinCmOf, walkinReleaseAt } from '../capacity/space';
import type { ClosureReason, ScheduleStatus } from '../db/schema';
import type { Schemas } from '../platform/handlers';
import { DAY_FIELDS, type SearchPage } from './queries';

/** One departure of the day, as dayStatement returns it. */
export interface DayDeparture {
  id: number;
  issuedDate: string;
  issuedTime: string;
  /** Epoch ms. */
  departureAt: number;
  fromId: number;
  fromName: string;
  toId: number;
  toName: string;
  status: ScheduleStatus;
  closureReason: ClosureReason | null;
  closureNote: string | null;
  windKnots: number | null;
  laneCm: number;
  laneFreeCm: number;
  seatsFree: number;
  walkinPercent: number;
  walkinReleaseHours: number;
  walkinUsedCm: number;
}

/** The day's timetable: every departure of the date, earliest first (then by id). */
export interface Day {
  departures: DayDeparture[];
  /** The length of a Golongan IV car (cm), at least 1. */
  carCm: number;
  /** The cheapest vehicle fare in force on the date, null without any. */
  fareFrom: number | null;
}

/** The day's timetable from dayStatement's text (each departure an array in DAY_FIELDS' order). */
export function parseDay(text: string): Day {
  const read = JSON.parse(text) as { departures: unknown[][]; carCm: number; fareFrom: number | null };
  const departures = read.departures.map(
    (values) => Object.fromEntries(DAY_FIELDS.map((field, i) => [field, values[i]])) as unknown as DayDeparture,
  );
  return { departures, carCm: read.carCm, fareFrom: read.fareFrom };
}

/** What a search asks for: the page of `limit` departures after `offset`, at the instant `now`. */
export interface DayQuery {
  /** Epoch ms: the request's instant, which qty and the walk-in release are computed at. */
  now: number;
  /** Epoch ms: the earliest departure listed (now + the hour hidden before departure). */
  after: number;
  from: number | undefined;
  to: number | undefined;
  limit: number;
  offset: number;
}

/** A departure's qty at `now` (../capacity/space.ts; the SQL's integer divisions). */
function qtyAt(d: DayDeparture, carCm: number, now: number): number {
  if (d.status !== 'open') return 0;
  const departure = { ...d, departureAt: new Date(d.departureAt) };
  return Math.max(0, Math.min(d.seatsFree, Math.floor(Math.max(0, onlineFreeCm(departure, now)) / carCm)));
}

/** When the walk-in part of an open departure is released, null when nothing of it is left. */
function releaseAt(d: DayDeparture): number | null {
  if (d.status !== 'open' || walkinCmOf(d.laneCm, d.walkinPercent) <= d.walkinUsedCm) return null;
  return walkinReleaseAt({ departureAt: new Date(d.departureAt), walkinReleaseHours: d.walkinReleaseHours });
}

/** The departure as the contract's Schedule (`present`'s shape and key order). */
const scheduleOf = (d: DayDeparture, qty: number): Schemas['Schedule'] => ({
  id: d.id,
  issuedDate: d.issuedDate,
  issuedTime: d.issuedTime,
  fromRoute: { id: d.fromId, route: d.fromName },
  toRoute: { id: d.toId, route: d.toName },
  qty,
  status: d.status,
  closure:
    d.status === 'open' || d.closureReason === null
      ? null
      : { reason: d.closureReason, note: d.closureNote ?? '', windKnots: d.windKnots },
});

/** The search's page computed from the day's timetable: what searchStatements returns, parsed. */
export function searchDay(day: Day, q: DayQuery): SearchPage {
  const selection = day.departures.filter(
    (d) =>
      d.departureAt >= q.after &&
      (q.from === undefined || d.fromId === q.from) &&
      (q.to === undefined || d.toId === q.to),
  );
  const page = selection.slice(q.offset, q.offset + q.limit);
  let nextRelease: number | null = null;
  for (const d of page) {
    const at = releaseAt(d);
    if (at !== null && at > q.now && (nextRelease === null || at < nextRelease)) nextRelease = at;
  }
  return {
    schedules: page.map((d) => scheduleOf(d, qtyAt(d, day.carCm, q.now))),
    // As the statement's min over the page's rows: null when the page is empty.
    firstDeparture: page.length === 0 ? null : selection[0]!.departureAt,
    nextRelease,
    fareFrom: day.fareFrom,
  };
}
