// The operator's view of departures (issue #22): the SQL that reads them with their ports, ship and
// tickets per channel, and the one presentation as the contract's OperatorDeparture (metres, the
// walk-in quota, `qty` as the passengers' search shows it). The space rules are ../capacity/space.ts.
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { schedules, ships, transactions, vehicleTypes } from '../db/schema';
import { fromRoute, toRoute } from '../orders/queries';
import { DEFAULT_CAR_CM, onlineFreeCm, QTY_VEHICLE_CLASS, walkinCmOf, walkinReleaseAt } from '../capacity/space';
import type { Schemas } from '../platform/handlers';
import { hms } from '../platform/present';
import { delayOf } from '../platform/delay';

export type OperatorDeparture = Schemas['OperatorDeparture'];

/** A departure row with the names it is shown with. */
export type DepartureRow = {
  s: typeof schedules.$inferSelect;
  fromName: string;
  toName: string;
  shipName: string | null;
};

/** Tickets holding space (UNPAID or PAID) per channel. */
export type ChannelCounts = { online: number; loket: number };

/** The departures matching `where`, by time then direction, with their ports and ship. */
export async function departureRows(db: Executor, where: SQL | undefined): Promise<DepartureRow[]> {
  return db
    .select({ s: schedules, fromName: fromRoute.name, toName: toRoute.name, shipName: ships.name })
    .from(schedules)
    .innerJoin(fromRoute, eq(fromRoute.id, schedules.fromRouteId))
    .innerJoin(toRoute, eq(toRoute.id, schedules.toRouteId))
    .leftJoin(ships, eq(ships.id, schedules.shipId))
    .where(where)
    .orderBy(asc(schedules.issuedDate), asc(schedules.issuedTime), asc(schedules.fromRouteId), asc(schedules.id));
}

/** Vehicles held or sold per departure and channel (tickets UNPAID or PAID). */
export async function channelCounts(db: Executor, ids: number[]): Promise<Map<number, ChannelCounts>> {
  const counts = new Map<number, ChannelCounts>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      id: transactions.scheduleId,
      channel: transactions.channel,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(transactions)
    .where(
      and(
        inArray(transactions.scheduleId, ids),
        inArray(transactions.status, ['UNPAID', 'PAID']),
        // Walk-on passengers' tickets (issue #40 item 3) bring no vehicle.
        ne(transactions.kind, 'foot'),
      ),
    )
    .groupBy(transactions.scheduleId, transactions.channel);
  for (const r of rows) {
    const c = counts.get(r.id) ?? { online: 0, loket: 0 };
    if (r.channel === 'loket') c.loket += r.n;
    else c.online += r.n;
    counts.set(r.id, c);
  }
  return counts;
}

/** The length (cm) of the car `qty` counts, as the search reads it (at least 1). */
export async function carCm(db: Executor): Promise<number> {
  const [row] = await db
    .select({ cm: vehicleTypes.lengthCm })
    .from(vehicleTypes)
    .where(eq(vehicleTypes.vehicleClass, QTY_VEHICLE_CLASS));
  return Math.max(1, row?.cm ?? DEFAULT_CAR_CM);
}

const metres = (cm: number): number => Math.max(0, cm) / 100;

/** The closure of a departure that is not open (null when open). */
export function closureOf(s: DepartureRow['s']): OperatorDeparture['closure'] {
  if (s.status === 'open' || !s.closureReason) return null;
  return { reason: s.closureReason, note: s.closureNote ?? '', windKnots: s.windKnots ?? null };
}

/** A departure as the operator's console shows it at `nowMs`. */
export function presentDeparture(
  r: DepartureRow,
  counts: ChannelCounts | undefined,
  carLengthCm: number,
  nowMs: number,
): OperatorDeparture {
  const s = r.s;
  const online = counts?.online ?? 0;
  const loket = counts?.loket ?? 0;
  const freeOnline = onlineFreeCm(s, nowMs);
  return {
    id: s.id,
    issuedDate: s.issuedDate,
    issuedTime: hms(s.issuedTime),
    fromRoute: { id: s.fromRouteId, route: r.fromName },
    toRoute: { id: s.toRouteId, route: r.toName },
    origin: s.origin as OperatorDeparture['origin'],
    ship: s.shipId !== null && r.shipName !== null ? { id: s.shipId, name: r.shipName } : null,
    status: s.status,
    closure: closureOf(s),
    delay: delayOf(s),
    laneMetres: metres(s.laneCm),
    usedMetres: metres(s.laneCm - s.laneFreeCm),
    walkinMetres: metres(walkinCmOf(s.laneCm, s.walkinPercent)),
    walkinUsedMetres: metres(s.walkinUsedCm),
    onlineFreeMetres: metres(freeOnline),
    walkinReleased: nowMs >= walkinReleaseAt(s),
    walkinPercent: s.walkinPercent,
    walkinReleaseHours: s.walkinReleaseHours,
    seats: s.seats,
    seatsUsed: s.seats - s.seatsFree,
    vehicles: online + loket,
    onlineVehicles: online,
    loketVehicles: loket,
    qty: s.status === 'open' ? Math.min(s.seatsFree, Math.floor(Math.max(0, freeOnline) / carLengthCm)) : 0,
  };
}

/** The departures matching `where`, presented at `nowMs`. */
export async function operatorDepartures(
  db: Executor,
  where: SQL | undefined,
  nowMs: number,
): Promise<OperatorDeparture[]> {
  const rows = await departureRows(db, where);
  const [counts, car] = await Promise.all([
    channelCounts(
      db,
      rows.map((r) => r.s.id),
    ),
    carCm(db),
  ]);
  return rows.map((r) => presentDeparture(r, counts.get(r.s.id), car, nowMs));
}

/** One departure, presented (undefined when there is none). */
export async function operatorDeparture(
  db: Executor,
  id: number,
  nowMs: number,
): Promise<OperatorDeparture | undefined> {
  return (await operatorDepartures(db, eq(schedules.id, id), nowMs))[0];
}
