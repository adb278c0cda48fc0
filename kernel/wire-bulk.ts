// The wire schemas of a weather day in a few clicks (issue #38 item 1; openapi.yaml, tag operator):
// several departures paused, held or cancelled at once, and their impact first. Re-exported by
// ./wire.ts; tied to the generated types by ./wire-contract.ts.
import * as z from 'zod/mini';
import { ClosureReason, count, DateSchema, Id, int, intIn, Route, Time } from './wire-base';
import { FareKind, Metres, Reason } from './wire-operator';

const Closing = z.enum(['stopped', 'held', 'cancelled']);
export const DepartureIds = z.array(Id).check(
  z.minLength(1),
  z.maxLength(100),
  z.refine((ids) => new Set(ids).size === ids.length, 'Setiap keberangkatan hanya sekali.'),
);
export const DepartureImpactInput = z.strictObject({ ids: DepartureIds, status: Closing });
export const DepartureImpact = z.object({
  departures: count(),
  tickets: count(),
  people: count(),
  vehicles: count(),
  notices: count(),
  refundAtStake: count(),
  checkedIn: count(),
  unpaidHolds: count(),
});
export const DepartureRefusal = z.object({ id: Id, message: z.string() });
export const BulkDepartureStatusInput = z.strictObject({
  ids: DepartureIds,
  status: Closing,
  afterLoading: z.optional(z.boolean()),
  reason: ClosureReason,
  note: Reason,
  windKnots: z.optional(intIn(0, 200)),
});

// --- Undur Keberangkatan: a departure delayed to a new time (issue #38 item 2) ---------------------------
export const DepartureDelayInput = z.strictObject({
  minutes: intIn(5, 1440),
  reason: ClosureReason,
  note: Reason,
  windKnots: z.optional(intIn(0, 200)),
});

// --- Consequences before saving (issue #38 item 3): a ship's new size, the crossing time, a fare ---
export const ShipImpactInput = z.strictObject({ seats: intIn(0, 5000), laneMetres: Metres });
export const ShipOverflow = z.object({
  id: Id,
  issuedDate: DateSchema,
  issuedTime: Time,
  fromRoute: Route,
  toRoute: Route,
  usedMetres: Metres,
  usedSeats: count(),
});
export const ShipImpact = z.object({
  departures: count(),
  firstDate: z.nullable(DateSchema),
  lastDate: z.nullable(DateSchema),
  overflowing: z.array(ShipOverflow),
});
export const CrossingTime = z.object({ portA: Route, portB: Route, minutes: intIn(1, 1440), custom: z.boolean() });
export const CrossingTimeInput = z.strictObject({ portA: Id, portB: Id, minutes: intIn(1, 1440), reason: Reason });
export const ShipClash = z.object({
  id: Id,
  issuedDate: DateSchema,
  issuedTime: Time,
  fromRoute: Route,
  toRoute: Route,
  minutesApart: int(),
});
export const FareImpactInput = z.strictObject({ kind: FareKind, typeId: Id, validFrom: DateSchema });
export const FareImpact = z.object({
  validFrom: DateSchema,
  until: z.nullable(DateSchema),
  nextFrom: z.nullable(DateSchema),
  departures: count(),
  lastDate: z.nullable(DateSchema),
  ticketsKept: count(),
});
