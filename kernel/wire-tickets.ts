// The runtime schemas of a ticket's self-service (issue #23: Ubah Jadwal, Batalkan Tiket, Ajukan
// Refund, Perbaiki Data, the change history and the refund's state) and of the console's Refund
// screen, re-exported by ./wire.ts and tied to openapi.yaml by ./wire-contract.ts like the rest.
// The cancel preview is the booth's (issue #24): one rule, kernel/ticket-rules.ts.
import * as z from 'zod/mini';
import { Age, count, DateSchema, Domicile, Id, int, intIn, ManifestEntry, Name, PlateNumber, Time } from './wire-base';

export const BoothCancelPreview = z.object({
  allowed: z.boolean(),
  reason: z.nullable(z.string()),
  refundPercent: intIn(0, 100),
  refundAmount: count(),
  fee: count(),
});
export const TicketDeparture = z.object({
  scheduleId: Id,
  issuedDate: DateSchema,
  issuedTime: Time,
  fromRoute: z.string(),
  toRoute: z.string(),
});
export const TicketActionState = z.object({ allowed: z.boolean(), reason: z.nullable(z.string()) });
export const TicketActions = z.object({
  operatorCancelled: z.boolean(),
  departureStopped: z.boolean(),
  departureHeld: z.boolean(),
  freeOptions: z.boolean(),
  reschedule: z.object({ ...TicketActionState.def.shape, feePercent: intIn(0, 100), fee: count() }),
  cancel: BoothCancelPreview,
  correct: TicketActionState,
});
export const TicketChange = z.object({
  id: Id,
  kind: z.enum(['reschedule', 'cancel', 'correct']),
  status: z.enum(['done', 'pending', 'expired']),
  at: z.string(),
  fromDeparture: z.nullable(TicketDeparture),
  toDeparture: z.nullable(TicketDeparture),
  fee: count(),
  difference: count(),
  refundAmount: z.nullable(int()),
  by: z.string(),
  fields: z.array(z.string()).check(z.maxLength(200)),
});
export const TicketRefund = z.object({
  amount: count(),
  percent: intIn(0, 100),
  status: z.enum(['processing', 'refunded', 'due', 'paid']),
  method: z.nullable(z.enum(['midtrans', 'simulator', 'manual', 'tunai'])),
  requestedAt: z.string(),
  refundedAt: z.nullable(z.string()),
});
export const PendingReschedule = z.object({
  changeId: Id,
  toDeparture: TicketDeparture,
  amount: z.number().check(z.int(), z.minimum(1)),
  paymentUrl: z.string(),
  expiresAt: z.string(),
});
export const RescheduleOption = z.object({
  departure: TicketDeparture,
  seatsLeft: count(),
  newFare: count(),
  fee: count(),
  difference: count(),
  amountDue: count(),
});
export const RescheduleInput = z.strictObject({
  scheduleId: Id,
  requestId: z.uuid(),
  amountDue: intIn(0, 100_000_000),
});
/** The booth's Batalkan Tiket: a reason, and for an online ticket its holder's proof (issue #37). */
export const BoothCancelInput = z.strictObject({
  reason: z.optional(z.string().check(z.maxLength(200))),
  plateNumber: z.optional(z.string().check(z.maxLength(20))),
  phoneLast4: z.optional(z.string().check(z.regex(/^[0-9]{4}$/))),
});
/** Issue #37: the refund the passenger confirmed; a different one applies → 409 AmountsChanged. */
export const CancelInput = z.strictObject({ refundAmount: intIn(0, 100_000_000) });
export const AmountsChanged = z.object({
  status: int(),
  message: z.string(),
  data: z.object({ cancel: z.optional(BoothCancelPreview), option: z.optional(RescheduleOption) }),
});
export const CorrectionInput = z.strictObject({
  plateNumber: PlateNumber,
  driver: z.strictObject({ name: Name, age: Age, domicile: Domicile }),
  manifest: z.array(ManifestEntry).check(z.maxLength(100)),
});
export const OperatorRefund = z.object({
  id: Id,
  transactionId: Id,
  invoiceId: z.string(),
  amount: int(),
  percent: int(),
  orderId: z.optional(z.nullable(z.string())),
  cause: z.enum(['passenger', 'operator_cancel', 'late_payment', 'change_not_applied']),
  status: z.enum(['processing', 'refunded', 'due', 'paid']),
  method: z.nullable(z.string()),
  requestedAt: z.string(),
  refundedAt: z.nullable(z.string()),
  paidBy: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  paymentMethod: z.nullable(z.string()),
  bankName: z.nullable(z.string()),
  departure: TicketDeparture,
});
