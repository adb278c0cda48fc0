// A runtime schema for every shape that crosses the wire (components.schemas of openapi.yaml),
// written once for both sides. openapi.yaml stays the authority: each schema here is tied at
// compile time to its generated type in ./schema.d.ts (./wire-contract.ts fails the type-check,
// naming the schema, when a schema's output and the contract differ), and tests/kernel/wire.test.ts fails
// when openapi.yaml gains a schema that has no counterpart here.
//
// The browser parses what it cannot trust with these (a pushed PaymentMessage, the officer's offline copy;
// localStorage's three are mirrored without zod by src/lib/storage-check.ts, held equal by its test); the server
// types its messages with them, and validates requests and responses with ajv over openapi.yaml.
// Shared helpers and shapes: ./wire-base.ts; the domains' schemas, re-exported here: ./wire-operator.ts, -bulk, -foot, -profile, -language.
// zod/mini, not classic zod: these run in the browser bundle (see ./validation.ts).
import * as z from 'zod/mini';
import type { components } from './schema';
import { PHONE_PATTERN } from './field-rules';
import {
  Age,
  Closure,
  count,
  DateSchema,
  Domicile,
  Id,
  instant,
  int,
  ManifestEntry,
  Name,
  NoticeState,
  PlateNumber,
  Route,
  ScheduleStatus,
  text,
  TicketDetailPeople,
  Time,
} from './wire-base';
import { BoothCancelPreview, PendingReschedule, TicketActions, TicketChange, TicketRefund } from './wire-tickets';

/** The contract's type of a shape (components.schemas of openapi.yaml), e.g. `Shape<'Schedule'>`. */
export type Shape<K extends keyof components['schemas']> = components['schemas'][K];

const scanIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

// --- primitives ------------------------------------------------------------------------------
export const PhoneNumber = z.string().check(z.regex(PHONE_PATTERN));
export const Password = z.string().check(z.minLength(8), z.maxLength(128));
export const Gender = z.enum(['Laki - Laki', 'Perempuan']);
export const TransactionStatus = z.enum(['UNPAID', 'PAID', 'EXPIRED', 'CANCELLED', 'REFUND_DUE']);

// `Date` and `Error` would shadow the globals inside this module: declared under other names.
export { DateSchema as Date, ErrorSchema as Error };
export { Id, Route, Time };
export { Closure, ClosureReason, Delay, ScheduleStatus } from './wire-base';
export * from './wire-operator';
export * from './wire-bulk';
export * from './wire-foot';
export * from './wire-profile';
export * from './wire-language';
export { Age, Domicile, ManifestEntry, Name, NoticeState, PlateNumber, TicketOrder } from './wire-base';
export {
  AmountsChanged,
  BoothCancelInput,
  BoothCancelPreview,
  CancelInput,
  CorrectionInput,
  OperatorRefund,
  PendingReschedule,
  RescheduleInput,
  RescheduleOption,
  TicketActions,
  TicketActionState,
  TicketChange,
  TicketDeparture,
  TicketRefund,
} from './wire-tickets';

// --- envelopes -------------------------------------------------------------------------------
const ErrorSchema = z.object({ status: int(), message: z.string() });
export const OkEnvelope = z.object({ status: int(), message: z.string(), data: z.optional(z.null()) });

// --- catalogue -------------------------------------------------------------------------------
export const User = z.object({
  id: Id,
  name: z.string(),
  phone_number: z.string(),
  age: z.nullable(int()),
  gender: z.nullable(z.string()),
  domicile: z.nullable(z.string()),
});
export const Schedule = z.object({
  id: Id,
  issuedTime: Time,
  issuedDate: DateSchema,
  fromRoute: Route,
  toRoute: Route,
  qty: count(),
  // Beyond the spec (issue #22): a departure the operator stopped or cancelled, and why.
  status: z.optional(ScheduleStatus),
  closure: z.optional(z.nullable(Closure)),
});
export const VehicleType = z.object({
  id: Id,
  vehicleClass: z.string(),
  vehicleType: z.string(),
  price: count(),
  insuranceFee: count(),
});
export const PassengerType = z.object({
  id: Id,
  fee: count(),
  feeType: z.string(),
  insuranceFee: count(),
  // A type without a description is still a bookable type: a null (older data) reads as ''.
  description: z.pipe(
    z.nullable(z.string()),
    z.transform((v: string | null) => v ?? ''),
  ),
});

// --- transactions ----------------------------------------------------------------------------
export const TransactionSchedule = z.object({
  id: Id,
  issuedDate: DateSchema,
  issuedTime: Time,
  fromRoute: Route,
  toRoute: Route,
});
export const TransactionListItem = z.object({
  id: Id,
  invoiceId: z.string(),
  paid: z.boolean(),
  status: z.optional(TransactionStatus),
  paymentUrl: z.nullable(z.string()),
  placedOrderDateTime: z.string(),
  price: int(),
  schedule: TransactionSchedule,
  paymentRemainingMinute: z.optional(count()),
  paymentRemainingSecond: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(59))),
  notice: z.optional(z.nullable(NoticeState)),
  operatorCancelled: z.optional(z.boolean()),
  cancelledAfterPayment: z.optional(z.boolean()),
});
export const TransactionDetail = z.object({
  id: Id,
  invoiceId: z.string(),
  requestId: z.string(),
  checkedIn: z.boolean(),
  checkedInAt: z.optional(z.nullable(z.string())),
  boardingPass: z.optional(z.nullable(z.string().check(z.maxLength(400)))),
  bankName: z.nullable(z.string()),
  paymentMethod: z.nullable(z.string()),
  placedOrderDate: DateSchema,
  placedOrderTime: Time,
  plateNumber: z.string(),
  price: int(),
  paid: z.boolean(),
  status: z.optional(TransactionStatus),
  paidDateTime: z.nullable(z.string()),
  schedule: TransactionSchedule,
  vehicleClass: z.string(),
  driverName: z.optional(z.string()),
  passengerNames: z.optional(z.array(z.string()).check(z.maxLength(50))),
  ...TicketDetailPeople, // issue #23: driver, manifest (Perbaiki Data), closure; #40: order (Pesan Lagi)
  notice: z.optional(z.nullable(NoticeState)),
  // Issue #23: what may be done now, the change history, the refund, a paid move waiting.
  actions: z.optional(z.nullable(TicketActions)),
  changes: z.optional(z.array(TicketChange).check(z.maxLength(200))),
  refund: z.optional(z.nullable(TicketRefund)),
  pendingChange: z.optional(z.nullable(PendingReschedule)),
});
export const TicketActionAnswer = z.object({
  status: int(),
  message: z.string(),
  data: z.object({ ticket: TransactionDetail, payment: z.optional(z.nullable(PendingReschedule)) }),
});
export const RefundDue = z.object({
  id: Id,
  invoiceId: z.string(),
  price: int(),
  paidDateTime: z.nullable(z.string()),
  settledDateTime: z.string(),
  paymentMethod: z.nullable(z.string()),
  bankName: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  schedule: TransactionSchedule,
});

// --- the order -------------------------------------------------------------------------------
export const Driver = z.strictObject({
  name: Name,
  phoneNumber: PhoneNumber,
  age: Age,
  domicile: Domicile,
  gender: Gender,
});
export const OrderPassengerCount = z.strictObject({
  passengerId: Id,
  amount: z.number().check(z.int(), z.minimum(0), z.maximum(50)),
});
export const OrderRequest = z.strictObject({
  plate_number: PlateNumber,
  driver: Driver,
  passengers: z.array(OrderPassengerCount).check(z.maxLength(20)),
  schedule: Id,
  vehicle: Id,
  manifest: z.optional(z.array(ManifestEntry).check(z.maxLength(100))),
  requestId: z.optional(z.string().check(z.uuid())),
});

// --- the booth (issue #24) ---------------------------------------------------------------------
export const Rupiah = z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000_000));
export const ShiftOpenInput = z.strictObject({ openingFloat: Rupiah });
export const ShiftCloseInput = z.strictObject({ countedCash: Rupiah, note: z.optional(text(500)) });
export const CashTotal = z.object({ count: int(), total: int() });
export const CashierShift = z.object({
  id: Id,
  cashierName: z.string(),
  port: Route,
  openedAt: z.string(),
  openingFloat: int(),
  closedAt: z.nullable(z.string()),
  cashSales: CashTotal,
  qrisSales: CashTotal,
  cashRefunds: CashTotal,
  expectedCash: int(),
  countedCash: z.nullable(int()),
  variance: z.nullable(int()),
  note: z.nullable(z.string()),
});
export const BoothPayment = z.strictObject({ method: z.enum(['tunai', 'qris']), amountReceived: z.optional(Rupiah) });
export const BoothSaleInput = z.strictObject({
  ...OrderRequest.def.shape,
  phoneNumber: z.optional(PhoneNumber),
  payment: BoothPayment,
});
export const BoothTicket = z.object({
  transactionId: Id,
  invoiceId: z.string(),
  scheduleId: Id,
  status: z.enum(['UNPAID', 'PAID', 'EXPIRED', 'CANCELLED']),
  channel: z.enum(['loket']),
  vehicleClass: z.string(),
  plateNumber: z.string(),
  price: int(),
  priceLines: z.array(z.object({ label: z.string(), quantity: int(), unit: int(), amount: int() })),
  paymentMethod: z.enum(['tunai', 'qris']),
  amountReceived: int(),
  change: int(),
  paidAt: z.string(),
  shiftId: Id,
  passVersion: z.number().check(z.int(), z.minimum(1)),
  qris: z.nullable(z.object({ qrString: z.string(), expiresAt: z.string() })),
  buyerPhone: z.nullable(z.string()),
});
// Cari Tiket, Batalkan Tiket and the shift report (issue #24, server/booth/tickets.ts, report.ts).
export const BoothTicketDetail = z.object({
  ...BoothTicket.def.shape,
  channel: z.enum(['online', 'loket']),
  paymentMethod: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
  shiftId: z.nullable(int()),
  departureAt: z.string(),
  fromRoute: z.string(),
  toRoute: z.string(),
  shipName: z.nullable(z.string()),
  departureStatus: z.string(),
  driverName: z.string(),
  passengers: z.array(z.object({ label: z.string(), count: int() })),
  checkedIn: z.boolean(),
  refund: z.nullable(z.object({ amount: int(), method: z.string(), refundedAt: z.string() })),
});
export const BoothTicketAnswer = z.object({ ticket: BoothTicketDetail, cancel: BoothCancelPreview });
export const ShiftReportTicket = z.object({
  invoiceId: z.string(),
  shiftId: z.nullable(int()),
  paidAt: z.nullable(z.string()),
  departureAt: z.string(),
  plateNumber: z.string(),
  vehicleClass: z.string(),
  channel: z.enum(['online', 'loket']),
  paymentMethod: z.nullable(z.string()),
  price: int(),
  status: z.string(),
  refundAmount: z.nullable(int()),
  refundShiftId: z.nullable(int()),
});
// The day's sums: the figures of a shift, added up.
const { openingFloat, cashSales, qrisSales, cashRefunds, expectedCash, countedCash, variance } = CashierShift.def.shape;
export const ShiftReport = z.object({
  date: DateSchema,
  cashierId: Id,
  cashierName: z.string(),
  shifts: z.array(CashierShift),
  totals: z.object({ openingFloat, cashSales, qrisSales, cashRefunds, expectedCash, countedCash, variance }),
  tickets: z.array(ShiftReportTicket),
});

/** The STOMP body on /topic/messages (spec §7): in ./wire-payment.ts, which the push channel imports alone. */
export { PaymentMessage } from './wire-payment';

// --- payment providers -----------------------------------------------------------------------
export const MidtransNotification = z.looseObject({
  order_id: text(50),
  status_code: text(3),
  gross_amount: text(30),
  signature_key: text(128),
  transaction_status: z.optional(text(40)),
  fraud_status: z.optional(text(40)),
  transaction_id: z.optional(text(100)),
  payment_type: z.optional(text(40)),
});
export const PaymentCallback = z.strictObject({
  sessionId: text(100, 1),
  status: z.enum(['PAID', 'CANCELLED']),
  bankName: z.optional(text(100)),
  paymentMethod: z.optional(text(100)),
  paidAt: z.optional(instant()),
  signature: text(64, 64),
});

// --- the port (officers) ---------------------------------------------------------------------
export const BoardingCount = z.object({ booked: count(), checkedIn: count() });
export const OfficerDeparture = z.object({
  scheduleId: Id,
  issuedDate: DateSchema,
  issuedTime: Time,
  from: z.string(),
  to: z.string(),
  status: ScheduleStatus,
  capacity: int(),
  vehicles: BoardingCount,
  people: BoardingCount,
});
export const ManifestPerson = z.object({ name: z.string(), age: int(), domicile: z.string() });
export const ManifestTicket = z.object({
  transactionId: Id,
  invoiceId: z.string(),
  scheduleId: Id,
  status: TransactionStatus,
  passVersion: z.number().check(z.int(), z.minimum(1)),
  vehicleClass: z.string(),
  vehicleType: z.string(),
  plateNumber: z.string(),
  driver: ManifestPerson,
  passengers: z.array(ManifestPerson),
  // A copy an older app version kept on the phone has none: read as [] until the next refresh.
  unnamedPassengers: z._default(
    z.array(z.object({ feeType: z.string(), count: z.number().check(z.int(), z.minimum(1)) })),
    [],
  ),
  checkedInAt: z.nullable(z.string()),
  checkedInBy: z.nullable(z.string()),
  // Issue #24; absent on a copy an older app version kept.
  channel: z.optional(z.enum(['online', 'loket'])),
  kind: z.optional(z.enum(['vehicle', 'foot'])), // issue #40 item 3: 'foot' = walk-on passengers
  // Issue #23: the pass version of the ticket's last move; absent on a copy an older app version kept.
  movedAtVersion: z.optional(z.nullable(int())),
});
export const Verdict = z.object({
  code: z.enum([
    'VALID',
    'CHECKED_IN',
    'ALREADY_CHECKED_IN',
    'WRONG_DEPARTURE',
    'WRONG_DAY',
    'UNPAID',
    'CANCELLED',
    'EXPIRED',
    'FORGED',
    'NOT_FOUND',
    'MOVED',
    'DEPARTURE_CANCELLED',
    'DEPARTURE_HELD',
  ]),
  message: z.string(),
});
const scanCode = text(400, 1);
const scanInvoice = text(40, 1);
export const ScanInput = z.strictObject({
  scheduleId: Id,
  code: z.optional(scanCode),
  invoiceId: z.optional(scanInvoice),
});
export const CheckInInput = z.strictObject({
  scheduleId: Id,
  code: z.optional(scanCode),
  invoiceId: z.optional(scanInvoice),
  scanId: z.string().check(z.regex(scanIdPattern)),
  deviceId: z.string().check(z.regex(scanIdPattern)),
});
export const RecordedScan = z.strictObject({
  scanId: z.string().check(z.regex(scanIdPattern)),
  scheduleId: Id,
  code: z.optional(scanCode),
  invoiceId: z.optional(scanInvoice),
  scannedAt: instant(),
});
export const ScanResult = z.object({
  scanId: z.string(),
  outcome: z.enum(['CHECKED_IN', 'CONFLICT', 'REFUSED']),
  verdict: Verdict,
  ticket: z.nullable(ManifestTicket),
});
