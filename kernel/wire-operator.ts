// The wire schemas of the operator's console (issue #22; openapi.yaml, tag operator), re-exported
// by ./wire.ts: the same rules hold (one schema per schema of openapi.yaml, tied to the generated
// types by ./wire-contract.ts). Only the operator's chunks use them; the passenger's bundle drops
// them (zod/mini's constructors are free of side effects).
import * as z from 'zod/mini';
import {
  Closure,
  Delay,
  ClosureReason,
  count,
  DateSchema,
  filled,
  Id,
  int,
  intIn,
  Route,
  ScheduleStatus,
  Time,
} from './wire-base';

/** A number of metres of `min`..`max` (the server rounds it to the centimetre; see openapi.yaml Metres). */
const metres = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number) =>
  z.number().check(z.minimum(min), z.maximum(max));
export const Metres = metres(0, 10_000);
export const Reason = filled(500);
const percent = /* @__NO_SIDE_EFFECTS__ */ () => intIn(0, 100);
const releaseHours = /* @__NO_SIDE_EFFECTS__ */ () => intIn(0, 72);

export const Ship = z.object({ id: Id, name: z.string(), seats: count(), laneMetres: Metres, active: z.boolean() });
export const ShipRef = z.object({ id: Id, name: z.string() });
export const ShipInput = z.strictObject({
  name: filled(80),
  seats: intIn(0, 5000),
  laneMetres: Metres,
  active: z.optional(z.boolean()),
  reason: Reason,
});

// --- the timetable ---------------------------------------------------------------------------
export const Weekdays = /* @__PURE__ */ z.array(intIn(1, 7)).check(
  z.minLength(1),
  z.maxLength(7),
  z.refine((days) => new Set(days).size === days.length, { message: 'Hari tidak boleh berulang.' }),
);
export const Pattern = z.object({
  id: Id,
  fromRoute: Route,
  toRoute: Route,
  departureTime: Time,
  weekdays: Weekdays,
  ship: ShipRef,
  validFrom: DateSchema,
  validUntil: z.nullable(DateSchema),
  walkinPercent: percent(),
  walkinReleaseHours: releaseHours(),
});
export const DepartureDecision = z.strictObject({ scheduleId: Id, action: z.enum(['keep', 'cancel']) });
export const Decisions = /* @__PURE__ */ z.array(DepartureDecision).check(z.maxLength(500));
export const PatternInput = z.strictObject({
  fromRoute: Id,
  toRoute: Id,
  departureTime: Time,
  weekdays: Weekdays,
  shipId: Id,
  validFrom: DateSchema,
  validUntil: z.nullable(DateSchema),
  walkinPercent: percent(),
  walkinReleaseHours: releaseHours(),
  reason: Reason,
  decisions: z.optional(Decisions),
});
export const AffectedDeparture = z.object({
  id: Id,
  issuedDate: DateSchema,
  issuedTime: Time,
  fromRoute: Route,
  toRoute: Route,
  tickets: count(),
});
const exceptionKind = z.enum(['removed', 'ship']);
export const TimetableException = z.object({
  id: Id,
  patternId: Id,
  date: DateSchema,
  kind: exceptionKind,
  ship: z.nullable(ShipRef),
});
export const ExceptionInput = z.strictObject({
  patternId: Id,
  date: DateSchema,
  kind: exceptionKind,
  shipId: z.optional(Id),
  reason: Reason,
  decisions: z.optional(Decisions),
});
export const ExtraDepartureInput = z.strictObject({
  fromRoute: Id,
  toRoute: Id,
  date: DateSchema,
  time: Time,
  shipId: Id,
  walkinPercent: z.optional(percent()),
  walkinReleaseHours: z.optional(releaseHours()),
  reason: Reason,
  allowClash: z.optional(z.boolean()),
});

// --- departures and their space --------------------------------------------------------------
export const OperatorDeparture = z.object({
  id: Id,
  issuedDate: DateSchema,
  issuedTime: Time,
  fromRoute: Route,
  toRoute: Route,
  origin: z.enum(['pattern', 'extra', 'kept']),
  ship: z.nullable(ShipRef),
  status: ScheduleStatus,
  closure: z.nullable(Closure),
  delay: z.optional(z.nullable(Delay)),
  laneMetres: Metres,
  usedMetres: Metres,
  walkinMetres: Metres,
  walkinUsedMetres: Metres,
  onlineFreeMetres: Metres,
  walkinReleased: z.boolean(),
  walkinPercent: int(),
  walkinReleaseHours: int(),
  seats: int(),
  seatsUsed: int(),
  vehicles: int(),
  onlineVehicles: int(),
  loketVehicles: int(),
  qty: int(),
});
export const DepartureStatusInput = z.strictObject({
  status: ScheduleStatus,
  afterLoading: z.optional(z.boolean()),
  reason: ClosureReason,
  note: Reason,
  windKnots: z.optional(intIn(0, 200)),
});
export const QuotaInput = z.strictObject({
  walkinPercent: percent(),
  walkinReleaseHours: releaseHours(),
  reason: Reason,
});

// --- fares and vehicle classes ---------------------------------------------------------------
export const FareKind = z.enum(['vehicle', 'passenger', 'foot']);
export const Fare = z.object({
  id: Id,
  kind: FareKind,
  typeId: Id,
  typeName: z.string(),
  validFrom: DateSchema,
  amount: count(),
  legalBasis: z.string(),
});
export const FareInput = z.strictObject({
  kind: FareKind,
  typeId: Id,
  validFrom: DateSchema,
  amount: intIn(0, 100_000_000),
  legalBasis: filled(300),
  reason: Reason,
});
export const VehicleClass = z.object({
  id: Id,
  vehicleClass: z.string(),
  vehicleType: z.string(),
  lengthMetres: Metres,
  insuranceFee: int(),
});
export const VehicleLengthInput = z.strictObject({
  lengthMetres: metres(0.5, 40),
  reason: Reason,
});

// --- the dashboard and the audit log ---------------------------------------------------------
export const DashboardDeparture = z.object({
  id: Id,
  issuedTime: Time,
  fromRoute: Route,
  toRoute: Route,
  status: ScheduleStatus,
  laneMetres: Metres,
  usedMetres: Metres,
  seats: int(),
  seatsUsed: int(),
});
export const Dashboard = z.object({
  from: DateSchema,
  to: DateSchema,
  days: z.array(z.object({ date: DateSchema, departures: z.array(DashboardDeparture) })),
  sales: z.array(z.object({ channel: z.enum(['online', 'loket']), tickets: int(), revenue: int() })),
});
export const AuditEntry = z.object({
  id: Id,
  at: z.string(),
  actorName: z.string(),
  action: z.string(),
  title: z.string(),
  entity: z.string(),
  entityLabel: z.string(),
  entityId: z.nullable(int()),
  subject: z.string(),
  changes: z.array(z.object({ label: z.string(), before: z.nullable(z.string()), after: z.nullable(z.string()) })),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.nullable(z.string()),
});
