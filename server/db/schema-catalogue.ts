// The catalogue half of the reference server's schema (issue #22 split it off server/db/schema.ts,
// which re-exports it): ports, ships, the weekly timetable, vehicle classes and passenger types,
// dated fares, and the operator's audit log. Nothing here refers to departures or tickets.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Ports. */
export const routes = pgTable('routes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/**
 * The operator's ships (issue #22): passenger seats and the vehicle deck's length in lane
 * centimetres (lane-metres × 100; integers, so space is never a float).
 */
export const ships = pgTable('ships', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  seats: integer('seats').notNull(),
  laneCm: integer('lane_cm').notNull(),
  active: boolean('active').notNull().default(true),
});

/** Walk-in quota defaults (issue #22): the share of space held for the booth, and when it is released. */
export type ScheduleStatus = 'open' | 'stopped' | 'held' | 'cancelled';
export type ClosureReason = 'cuaca' | 'kapal_rusak' | 'lainnya';

/**
 * The weekly timetable (issue #22): one row = one direction × one time × one ship on a set of
 * weekdays (ISO 1 = Monday … 7 = Sunday), valid from `validFrom` to `validUntil` (inclusive; null =
 * open-ended). Departures are generated from it for the horizon (server/timetable/generate.ts).
 */
export const timetablePatterns = pgTable(
  'timetable_patterns',
  {
    id: serial('id').primaryKey(),
    fromRouteId: integer('from_route_id')
      .notNull()
      .references(() => routes.id),
    toRouteId: integer('to_route_id')
      .notNull()
      .references(() => routes.id),
    /** Jakarta wall time 'HH:MM:SS'. */
    departureTime: time('departure_time').notNull(),
    /** ISO weekdays, e.g. [1,2,3,4,5,6,7]. */
    weekdays: jsonb('weekdays').$type<number[]>().notNull(),
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    walkinPercent: integer('walkin_percent').notNull().default(40),
    walkinReleaseHours: integer('walkin_release_hours').notNull().default(2),
  },
  (t) => [
    check('timetable_patterns_walkin_range', sql`${t.walkinPercent} BETWEEN 0 AND 100`),
    check('timetable_patterns_release_range', sql`${t.walkinReleaseHours} BETWEEN 0 AND 72`),
  ],
);

/**
 * One date's exception to a pattern (issue #22): 'removed' (no departure that day) or 'ship'
 * (another ship sails it). Unique per (pattern, date).
 */
export const timetableExceptions = pgTable(
  'timetable_exceptions',
  {
    id: serial('id').primaryKey(),
    patternId: integer('pattern_id')
      .notNull()
      .references(() => timetablePatterns.id),
    exceptionDate: date('exception_date', { mode: 'string' }).notNull(),
    kind: text('kind').$type<'removed' | 'ship'>().notNull(),
    shipId: integer('ship_id').references(() => ships.id),
  },
  (t) => [
    uniqueIndex('timetable_exceptions_once_uq').on(t.patternId, t.exceptionDate),
    check('timetable_exceptions_kind_valid', sql`${t.kind} IN ('removed', 'ship')`),
  ],
);

export const vehicleTypes = pgTable('vehicle_types', {
  id: serial('id').primaryKey(),
  vehicleClass: text('vehicle_class').notNull().unique(),
  vehicleType: text('vehicle_type').notNull(),
  insuranceFee: integer('insurance_fee').notNull(),
  /** Lane centimetres one vehicle of the class takes (issue #22; server/capacity/README.md "Lane-metres, seats and the walk-in quota"). */
  lengthCm: integer('length_cm').notNull().default(500),
});

/**
 * Fares with their start date (issue #22). The fare of a departure is the row with the latest
 * `validFrom` on or before the departure's date; a ticket keeps the price it was sold at. One of
 * vehicleTypeId / passengerTypeId / footTypeId (a foot fare, issue #40) is set. The Jasa Raharja levy stays on the type (insurance_fee).
 */
export const fares = pgTable(
  'fares',
  {
    id: serial('id').primaryKey(),
    vehicleTypeId: integer('vehicle_type_id').references(() => vehicleTypes.id),
    passengerTypeId: integer('passenger_type_id').references(() => passengerTypes.id),
    /** A foot passenger's fare (kind 'foot', issue #40 item 3): the passenger type walking on without a vehicle. */
    footTypeId: integer('foot_type_id').references(() => passengerTypes.id),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    amount: integer('amount').notNull(),
    /** The legal basis (the decree), free text. */
    legalBasis: text('legal_basis').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('fares_vehicle_from_uq').on(t.vehicleTypeId, t.validFrom),
    uniqueIndex('fares_passenger_from_uq').on(t.passengerTypeId, t.validFrom),
    uniqueIndex('fares_foot_from_uq').on(t.footTypeId, t.validFrom),
    check('fares_one_type', sql`num_nonnulls(${t.vehicleTypeId}, ${t.passengerTypeId}, ${t.footTypeId}) = 1`),
    check('fares_amount_range', sql`${t.amount} >= 0`),
  ],
);

/**
 * Every operator write (issue #22), written in the same transaction as the change. Append-only:
 * a trigger (migration 0009) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: instant('at').notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    /** e.g. 'fare.create', 'departure.cancel', 'pattern.update'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    reason: text('reason'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

export const passengerTypes = pgTable('passenger_types', {
  id: serial('id').primaryKey(),
  feeType: text('fee_type').notNull().unique(),
  description: text('description').notNull(),
  insuranceFee: integer('insurance_fee').notNull(),
});

/**
 * The crossing time between two ports, either way (issue #38): a ship that sails from one cannot
 * sail from the other sooner, nor again from the same one. Set per port pair by the operator
 * (Jadwal, server/timetable/crossing.ts); a pair without a row takes the default (60 minutes).
 * The pair is stored once, the lower port id first.
 */
export const crossingTimes = pgTable(
  'crossing_times',
  {
    id: serial('id').primaryKey(),
    portLowId: integer('port_low_id')
      .notNull()
      .references(() => routes.id),
    portHighId: integer('port_high_id')
      .notNull()
      .references(() => routes.id),
    minutes: integer('minutes').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('crossing_times_pair_uq').on(t.portLowId, t.portHighId),
    check('crossing_times_pair_order', sql`${t.portLowId} < ${t.portHighId}`),
    check('crossing_times_minutes_range', sql`${t.minutes} BETWEEN 1 AND 1440`),
  ],
);
