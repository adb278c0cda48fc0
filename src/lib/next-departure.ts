// The next departure on the same route with places left, offered when an order comes back
// 'Tiket ini sudah habis' (issue #11: what users of every ferry app ask for; beyond the spec).
//
// The schedule search (GET /api/schedule/get-all/{date}) lists a date's departures still open for
// online sale, earliest first. From the sold-out departure's date to the last date of the booking
// window (today + 7, Jakarta), the first departure after the sold-out one with at least one ticket
// left is the answer; none in the window gives null. At most MAX_PAGES_PER_DAY pages are read per
// date (the seeded timetable has about 40 departures a day, one or two pages).
import { addDays, bookingWindow, departureEpochMs, todayJakarta } from '../../kernel/time';
import { HIDE_BEFORE_DEPARTURE_MINUTES } from '../../kernel/countdown';

export type DepartureLike = {
  id: number;
  issuedDate: string;
  issuedTime: string;
  qty: number;
  fromRoute: { id: number };
  toRoute: { id: number };
  /** Issue #22: 'stopped', 'held' (issue #37) or 'cancelled' by the operator (absent or 'open': on sale). */
  status?: 'open' | 'stopped' | 'held' | 'cancelled';
};

export type DeparturePage<S> = { schedules: S[]; has_more: boolean };

export type FetchDepartures<S> = (query: {
  date: string;
  fromRoute: number;
  toRoute: number;
  page: number;
  size: number;
}) => Promise<DeparturePage<S>>;

export const NEXT_DEPARTURE_PAGE_SIZE = 50;
export const MAX_PAGES_PER_DAY = 4;

export async function findNextDeparture<S extends DepartureLike>(
  soldOut: DepartureLike,
  nowMs: number,
  fetchPage: FetchDepartures<S>,
): Promise<S | null> {
  const { min, max } = bookingWindow(nowMs);
  const soldOutAt = departureEpochMs(soldOut.issuedDate, soldOut.issuedTime);
  // A malformed time (NaN) is never "after": such a departure is not offered.
  const after = (s: DepartureLike) => departureEpochMs(s.issuedDate, s.issuedTime) > soldOutAt;
  for (let date = soldOut.issuedDate < min ? min : soldOut.issuedDate; date <= max; date = addDays(date, 1)) {
    for (let page = 0; page < MAX_PAGES_PER_DAY; page++) {
      const result = await fetchPage({
        date,
        fromRoute: soldOut.fromRoute.id,
        toRoute: soldOut.toRoute.id,
        page,
        size: NEXT_DEPARTURE_PAGE_SIZE,
      });
      const found = result.schedules.find((s) => s.id !== soldOut.id && s.qty > 0 && after(s));
      if (found) return found;
      if (!result.has_more) break;
    }
  }
  return null;
}

/**
 * Why a departure cannot be booked online now (issue #21 §6): stopped or cancelled by the operator
 * (issue #22, first: the truest reason, even for one that has gone), then in the server's order
 * (its decide step): departed, under 60 minutes before departure, beyond the booking window, sold
 * out; null while it can be booked. A malformed date or time counts as departed.
 */
export type ClosedReason = 'stopped' | 'held' | 'cancelled' | 'departed' | 'closingSoon' | 'outsideWindow' | 'soldOut';

export function closedReason(departure: DepartureLike, nowMs: number): ClosedReason | null {
  if (departure.status === 'stopped' || departure.status === 'held' || departure.status === 'cancelled')
    return departure.status;
  const leftMs = departureEpochMs(departure.issuedDate, departure.issuedTime) - nowMs;
  if (!(leftMs > 0)) return 'departed';
  if (leftMs < HIDE_BEFORE_DEPARTURE_MINUTES * 60_000) return 'closingSoon';
  if (departure.issuedDate > bookingWindow(nowMs).max) return 'outsideWindow';
  if (departure.qty <= 0) return 'soldOut';
  return null;
}

/**
 * The departure to offer instead of a closed one (issue #21 §6): the next one after it on its
 * route with places left (findNextDeparture). Beyond the booking window nothing after it can be
 * booked yet, so it is the first one with places left from today on.
 */
export function findOpenDeparture<S extends DepartureLike>(
  closed: DepartureLike,
  nowMs: number,
  fetchPage: FetchDepartures<S>,
): Promise<S | null> {
  const from =
    closedReason(closed, nowMs) === 'outsideWindow'
      ? { ...closed, issuedDate: todayJakarta(nowMs), issuedTime: '00:00:00' }
      : closed;
  return findNextDeparture(from, nowMs, fetchPage);
}
