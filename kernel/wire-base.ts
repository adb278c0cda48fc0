// The building blocks of ./wire.ts and ./wire-operator.ts: the helpers, the primitives and the
// shapes both the passenger's and the operator's schemas use. ./wire.ts re-exports the schemas of
// this file that are schemas of openapi.yaml (the helpers are not).
import * as z from 'zod/mini';
import { GENDERS, PHONE_PATTERN, PLATE_PATTERN } from './field-rules';

// The helpers are marked free of side effects, and so are the `.check()` calls at the top level
// (zod/mini marks its own constructors): a bundle drops every schema it does not use.

const MAX_INT32 = 2_147_483_647;
export const int = /* @__NO_SIDE_EFFECTS__ */ () => z.number().check(z.int());
export const count = /* @__NO_SIDE_EFFECTS__ */ () => z.number().check(z.int(), z.nonnegative());
/** An integer of `min`..`max`. */
export const intIn = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number) =>
  z.number().check(z.int(), z.minimum(min), z.maximum(max));
/**
 * openapi.yaml's pattern for free text: no control characters and no lone UTF-16 surrogates. The
 * `u` flag makes the surrogate range match lone halves only (as ajv's unicode patterns do), so an
 * emoji passes.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001F\u007F\uD800-\uDFFF]*$/u;
/** Free text of `min`..`max` characters without control characters. */
export const text = /* @__NO_SIDE_EFFECTS__ */ (max: number, min = 0) =>
  z.string().check(z.minLength(min), z.maxLength(max), z.regex(NO_CONTROL_CHARACTERS));
/** Text of `min`..`max` characters with at least one that is not white space (openapi.yaml: `\S`). */
export const filled = /* @__NO_SIDE_EFFECTS__ */ (max: number, min = 1) =>
  z.string().check(z.minLength(min), z.maxLength(max), z.regex(/\S/));
/** An instant of the years 2000 to 2099 (openapi.yaml: `^20[0-9]{2}-`, at most 40 characters). */
export const instant = /* @__NO_SIDE_EFFECTS__ */ () => z.string().check(z.maxLength(40), z.regex(/^20[0-9]{2}-/));

export const Id = /* @__PURE__ */ z.number().check(z.int(), z.minimum(1), z.maximum(MAX_INT32));
export const DateSchema = /* @__PURE__ */ z.string().check(z.regex(/^20[0-9]{2}-[0-9]{2}-[0-9]{2}$/));
export const Time = /* @__PURE__ */ z.string().check(z.regex(/^[0-9]{2}:[0-9]{2}:[0-9]{2}$/));
export const Route = z.object({ id: Id, route: z.string() });

// --- a departure the operator stopped or cancelled (issue #22) ----------------------------------
export const ScheduleStatus = z.enum(['open', 'stopped', 'held', 'cancelled']);
export const ClosureReason = z.enum(['cuaca', 'kapal_rusak', 'lainnya']);
export const Closure = z.object({ reason: ClosureReason, note: z.string(), windKnots: z.nullable(intIn(0, 200)) });
/** The operator's delay of a departure (issue #38): from its first scheduled time, and whether it frees. */
export const Delay = z.object({
  fromDate: DateSchema,
  fromTime: Time,
  minutes: intIn(1, 2880),
  free: z.boolean(),
  reason: z.string(),
});

// --- the people and plate of an order, also corrected by Perbaiki Data (issue #23) ----------------
export const Name = text(100, 1);
export const Age = /* @__PURE__ */ z.number().check(z.int(), z.minimum(0), z.maximum(130));
export const Domicile = text(100, 1);
export const PlateNumber = /* @__PURE__ */ z.string().check(z.regex(PLATE_PATTERN));
export const ManifestEntry = z.strictObject({ passengerId: Id, name: Name, age: Age, domicile: Domicile });
/**
 * Issue #40 item 4, on TransactionDetail: the rest of the ticket's order (its vehicle type id, the
 * passenger counts per type with the unnamed ones, the driver's phone and gender), what Pesan Lagi
 * prefills. The phone and gender are ./wire.ts's PhoneNumber and Gender, written here again (that
 * module imports this one).
 */
export const TicketOrder = z.object({
  vehicle: Id,
  passengers: z.array(z.strictObject({ passengerId: Id, amount: intIn(0, 50) })).check(z.maxLength(20)),
  driver: z.nullable(z.object({ phoneNumber: z.string().check(z.regex(PHONE_PATTERN)), gender: z.enum(GENDERS) })),
});
/**
 * Issue #23, on TransactionDetail: the driver and the named passengers as Perbaiki Data prefills and
 * corrects them, and why the operator stopped or cancelled the ticket's departure; issue #40 item 4:
 * the rest of the order, for Pesan Lagi.
 */
export const TicketDetailPeople = {
  driver: z.optional(z.object({ name: z.string(), age: int(), domicile: z.string() })),
  manifest: z.optional(z.array(ManifestEntry).check(z.maxLength(100))),
  order: z.optional(TicketOrder),
  kind: z.optional(z.enum(['vehicle', 'foot'])), // issue #40 item 3: 'foot' = walk-on passengers
  closure: z.optional(z.nullable(Closure)),
  delay: z.optional(z.nullable(Delay)),
};

// --- a ticket's latest WhatsApp notice (issue #23), on the passenger's list and detail -----------
export const NoticeState = z.object({
  kind: z.enum(['ticket', 'departure_closed', 'departure_delayed', 'reminder']),
  status: z.enum(['pending', 'sent', 'failed']),
  sentAt: z.nullable(z.string()),
});
