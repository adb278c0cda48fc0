// The wire schemas of a weather day in a few clicks (issue #38 item 1; openapi.yaml, tag operator):
// several departures paused, held or cancelled at once, and their impact first. Re-exported by
// ./wire.ts; tied to the generated types by ./wire-contract.ts.
import * as z from 'zod/mini';
import { ClosureReason, count, Id, intIn } from './wire-base';
import { Reason } from './wire-operator';

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
