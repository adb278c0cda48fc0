// The next departure on the same route with places left, offered when an order comes back
// 'Tiket ini sudah habis' (issue #11: what users of every ferry app ask for; beyond the spec).
//
// The schedule search (GET /api/schedule/get-all/{date}) lists a date's departures still open for
// online sale, earliest first. From the sold-out departure's date to the last date of the booking
// window (today + 7, Jakarta), the first departure after the sold-out one with at least one ticket
// left is the answer; none in the window gives null. At most MAX_PAGES_PER_DAY pages are read per
// date (the seeded timetable has about 40 departures a day, one or two pages).
import { addDays, bookingWindow, departureEpochMs } from '../../kernel/time';

export type DepartureLike = {
  id: number;
  issuedDate: string;
  issuedTime: string;
  qty: number;
  fromRoute: { id: number };
  toRoute: { id: number };
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
