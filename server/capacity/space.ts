// A departure's space (issue #22), the one formula for every reader: the order decision (JS, under
// the departure's row lock), the schedule search and one departure (SQL, so the prepared search
// computes `qty` in the database), and the port's counts. Lane space is integer centimetres.
//
//   walkinCm     = floor(laneCm × walkinPercent / 100)   the booth's part of the lane
//   released     = now ≥ departureAt − walkinReleaseHours h (an instant; WIB has no DST)
//   onlineFreeCm = laneFreeCm − (released ? 0 : max(0, walkinCm − walkinUsedCm))
//   qty          = status = 'open' ? min(seatsFree, floor(max(0, onlineFreeCm) / carCm)) : 0
//   booth sale   fits when cm ≤ laneFreeCm and seats ≤ seatsFree (all free space, issue #24);
//                walkinTake = min(cm, max(0, walkinCm − walkinUsedCm)) is added to walkinUsedCm
//
// carCm is the length of 'Golongan IV' (the class most sold) read from vehicle_types: the spec's
// `qty`, "tickets available", is the number of Golongan IV cars that still fit. An order whose own
// length or seats do not fit is sold out even when qty > 0.
import { sql, type SQL } from 'drizzle-orm';
import { schedules, vehicleTypes } from '../db/schema';

const HOUR = 3_600_000;

/** The class whose cars `qty` counts. */
export const QTY_VEHICLE_CLASS = 'Golongan IV';
/** Its length when the catalogue has no such class (the first-start default). */
export const DEFAULT_CAR_CM = 500;

/** The columns of a departure the space rules read. */
export type DepartureSpace = {
  laneCm: number;
  laneFreeCm: number;
  seatsFree: number;
  walkinPercent: number;
  walkinReleaseHours: number;
  walkinUsedCm: number;
  departureAt: Date;
  status: string;
};

/** What one ticket takes: lane centimetres and seats. */
export type Space = { cm: number; seats: number };

export const walkinCmOf = (laneCm: number, walkinPercent: number): number => Math.floor((laneCm * walkinPercent) / 100);

/** The instant (epoch ms) from which online sale may use the walk-in part. */
export const walkinReleaseAt = (d: Pick<DepartureSpace, 'departureAt' | 'walkinReleaseHours'>): number =>
  d.departureAt.getTime() - d.walkinReleaseHours * HOUR;

/** The lane centimetres online sale may still use at `nowMs` (negative when the booth oversold). */
export function onlineFreeCm(d: DepartureSpace, nowMs: number): number {
  if (nowMs >= walkinReleaseAt(d)) return d.laneFreeCm;
  return d.laneFreeCm - Math.max(0, walkinCmOf(d.laneCm, d.walkinPercent) - d.walkinUsedCm);
}

/** Whether a ticket taking `need` fits the departure online now (status aside). */
export const fitsOnline = (d: DepartureSpace, need: Space, nowMs: number): boolean =>
  need.cm <= onlineFreeCm(d, nowMs) && need.seats <= d.seatsFree;

/**
 * The booth (issue #24) may sell every free centimetre, online's included: a ticket fits when its
 * length and seats are free, whatever the walk-in part and its release.
 */
export const fitsBooth = (d: DepartureSpace, need: Space): boolean =>
  need.cm <= d.laneFreeCm && need.seats <= d.seatsFree;

/**
 * The part of the walk-in quota a booth sale of `cm` uses up (issue #24): what is left of the quota,
 * at most the ticket's length. The rest of the ticket comes out of online space. Written on the
 * ticket (`transactions.walkin_cm`) so that giving the ticket back restores `walkinUsedCm` exactly.
 */
export const walkinTakeCm = (d: DepartureSpace, cm: number): number =>
  Math.min(cm, Math.max(0, walkinCmOf(d.laneCm, d.walkinPercent) - d.walkinUsedCm));

/** Seats a ticket takes: the driver and every passenger counted on it. */
export const seatsOf = (passengers: { count: number }[]): number => 1 + passengers.reduce((n, p) => n + p.count, 0);

/** SQL: the length of a Golongan IV car (cm), at least 1. */
export const carCmSql = (): SQL<number> =>
  sql<number>`greatest(1, coalesce((SELECT ${vehicleTypes.lengthCm} FROM ${vehicleTypes} WHERE ${vehicleTypes.vehicleClass} = ${QTY_VEHICLE_CLASS}), ${DEFAULT_CAR_CM}))`;

/** SQL: the release instant of the walk-in part, null when nothing of it is left to release or the departure is not open. */
export const walkinReleaseAtSql = (): SQL<Date | null> =>
  sql<Date | null>`CASE WHEN ${schedules.status} = 'open'
    AND ${schedules.laneCm} * ${schedules.walkinPercent} / 100 > ${schedules.walkinUsedCm}
    THEN ${schedules.departureAt} - make_interval(hours => ${schedules.walkinReleaseHours}) END`.mapWith(
    schedules.departureAt,
  );

/** SQL: onlineFreeCm at the instant `now` (a timestamptz expression). */
const onlineFreeSql = (now: SQL) => sql`(${schedules.laneFreeCm} - CASE
    WHEN ${now} >= ${schedules.departureAt} - make_interval(hours => ${schedules.walkinReleaseHours}) THEN 0
    ELSE greatest(0, ${schedules.laneCm} * ${schedules.walkinPercent} / 100 - ${schedules.walkinUsedCm}) END)`;

/** SQL: the spec's qty at the instant `now` (a timestamptz expression, e.g. a placeholder cast). */
export const qtySql = (now: SQL): SQL<number> =>
  sql<number>`CASE WHEN ${schedules.status} = 'open'
    THEN least(${schedules.seatsFree}, greatest(0, ${onlineFreeSql(now)}) / ${carCmSql()}) ELSE 0 END`.mapWith(Number);

/** SQL: how many Golongan IV cars the whole lane holds (the port's "capacity"). */
export const carsCapacitySql = (): SQL<number> => sql<number>`(${schedules.laneCm} / ${carCmSql()})`.mapWith(Number);

/** SQL: an instant in epoch ms as a timestamptz literal parameter. */
export const instantSql = (ms: number): SQL => sql`${new Date(ms).toISOString()}::timestamptz`;
