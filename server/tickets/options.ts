// Ubah Jadwal's choices (RescheduleOption, issue #23): the departures of the ticket's own route on a
// date that it may move to now, each with the ticket's fare there and what the move costs. The same
// check decides a move under the departures' locks (./reschedule.ts), so a departure offered here is
// one the move accepts while nothing changed in between.
//
// A target is valid when it is another departure on the same ports, open, on a date inside the
// booking window (today … today + 7, Asia/Jakarta), at least HIDE_BEFORE_DEPARTURE_MINUTES ahead,
// with online space for the ticket's lane centimetres and seats (../capacity/space.ts fitsOnline).
// Its fare (`newFare`) is the ticket's vehicle, driver and passengers priced at the target date's
// dated fares by the order's own pricing (../orders/accept.ts priceOrder). fee = the ticket's fee
// (0 on a closed departure); difference = max(0, newFare − price): a lower fare returns nothing
// (Ferizy's rule); on a departure the operator closed the move is free altogether (no difference).
import { and, eq } from 'drizzle-orm';
import { HIDE_BEFORE_DEPARTURE_MINUTES } from '../../kernel/countdown';
import { isInBookingWindow } from '../../kernel/time';
import { fitsOnline } from '../capacity/space';
import type { Executor } from '../db/client';
import { schedules, type PriceLineJson } from '../db/schema';
import { priceOrder, type OrderFields } from '../orders/accept';
import { isFoot, priceFootOrder } from '../orders/foot';
import type { Catalogue, PriceList } from '../orders/price-list';
import type { Schemas } from '../platform/handlers';
import { freeOptions, rescheduleFeeOf, type TicketRules } from './actions';
import { departuresWhere, presentDeparture, type DepartureRow, type TicketRow } from './load';
import { TICKET_MESSAGES as M } from './messages';

const MINUTE = 60_000;

/** A valid target with what the move costs and the ticket's new price lines there. */
export interface Quote {
  option: Schemas['RescheduleOption'];
  priceLines: PriceLineJson[];
}

/** The ticket's fare and price lines at a catalogue (a date's fares); null when a fare is missing. */
export function fareAt(t: TicketRow, catalogue: Catalogue): { price: number; priceLines: PriceLineJson[] } | null {
  try {
    // A foot ticket (issue #40 item 3) is priced with the foot fares: Ubah Jadwal moves it like any ticket.
    if (isFoot(t.tx)) {
      const foot = priceFootOrder({ passengers: t.tx.manifest }, catalogue);
      return { price: foot.price, priceLines: foot.priceLines };
    }
    const priced = priceOrder(
      {
        vehicle: t.tx.vehicleTypeId ?? 0,
        plate_number: t.tx.plateNumber,
        driver: t.tx.driver as OrderFields['driver'],
        passengers: t.tx.passengers.map((p) => ({ passengerId: p.passengerTypeId, amount: p.count })),
        manifest: t.tx.manifest,
      },
      catalogue,
    );
    return { price: priced.price, priceLines: priced.priceLines };
  } catch {
    return null;
  }
}

/** Why the ticket cannot move to `d` now (Indonesian), or its quote. */
export function quote(
  t: TicketRow,
  d: DepartureRow,
  catalogue: Catalogue,
  nowMs: number,
  rules: TicketRules,
): Quote | { refused: string } {
  const target = d.s;
  if (target.id === t.s.id) return { refused: M.sameDeparture };
  if (target.fromRouteId !== t.s.fromRouteId || target.toRouteId !== t.s.toRouteId) return { refused: M.otherRoute };
  if (target.status !== 'open') return { refused: M.departureClosed };
  if (
    !isInBookingWindow(target.issuedDate, nowMs) ||
    target.departureAt.getTime() - nowMs < HIDE_BEFORE_DEPARTURE_MINUTES * MINUTE
  ) {
    return { refused: M.departureTooSoon };
  }
  if (!fitsOnline(target, { cm: t.tx.spaceCm, seats: t.tx.seats }, nowMs)) return { refused: M.departureFull };
  const fare = fareAt(t, catalogue);
  if (!fare) return { refused: M.noFare };
  const fee = rescheduleFeeOf(t, nowMs, rules);
  const difference = freeOptions(t, nowMs) ? 0 : Math.max(0, fare.price - t.tx.price);
  return {
    option: {
      departure: presentDeparture(d),
      seatsLeft: Math.max(0, target.seatsFree),
      newFare: fare.price,
      fee,
      difference,
      amountDue: fee + difference,
    },
    priceLines: fare.priceLines,
  };
}

/** The valid targets on `date` (empty outside the booking window). */
export async function optionsOn(
  ex: Executor,
  prices: Pick<PriceList, 'read'>,
  t: TicketRow,
  date: string,
  nowMs: number,
  rules: TicketRules,
): Promise<Schemas['RescheduleOption'][]> {
  if (!isInBookingWindow(date, nowMs)) return [];
  const candidates = await departuresWhere(
    ex,
    and(
      eq(schedules.fromRouteId, t.s.fromRouteId),
      eq(schedules.toRouteId, t.s.toRouteId),
      eq(schedules.issuedDate, date),
    ),
  );
  if (!candidates.length) return [];
  const catalogue = await prices.read(date);
  return candidates.flatMap((d) => {
    const q = quote(t, d, catalogue, nowMs, rules);
    return 'refused' in q ? [] : [q.option];
  });
}
