// The one pg-core schema of the reference server. `npm run db:generate` turns changes here into a
// SQL migration under server/db/migrations/, applied at start (server/db/migrate.ts). Departures,
// tickets and accounts are here; ports, ships, the timetable, classes, fares and the audit log are in
// ./schema-catalogue.ts, logged-out tokens and one-time codes in ./schema-sessions.ts (both
// re-exported); the account's language, saved vehicles and travellers in ./schema-profile.ts.
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
import {
  routes,
  ships,
  timetablePatterns,
  vehicleTypes,
  type ClosureReason,
  type ScheduleStatus,
} from './schema-catalogue';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export * from './schema-catalogue';
export * from './schema-sessions';

/**
 * Departures. Space (issue #22) is lane centimetres: `laneFreeCm` = laneCm − held − sold (every
 * channel), kept by the hold, expiry and release code; seats the same way. `walkinPercent` of the
 * lane is kept for the booth (`walkinUsedCm` of it sold there) until `walkinReleaseHours` before
 * departure; online sale sees the rest (server/capacity/space.ts).
 */
export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    fromRouteId: integer('from_route_id')
      .notNull()
      .references(() => routes.id),
    toRouteId: integer('to_route_id')
      .notNull()
      .references(() => routes.id),
    /** Jakarta calendar date 'YYYY-MM-DD'. */
    issuedDate: date('issued_date', { mode: 'string' }).notNull(),
    /** Jakarta wall time 'HH:MM:SS'. */
    issuedTime: time('issued_time').notNull(),
    /** The same departure as an instant (WIB has no DST, but the zone decides). */
    departureAt: instant('departure_at').notNull(),
    shipId: integer('ship_id').references(() => ships.id),
    /** The pattern it was generated from; null for an extra departure or one kept off its pattern. */
    patternId: integer('pattern_id').references(() => timetablePatterns.id),
    /** 'pattern' | 'extra' (Tambah Keberangkatan) | 'kept' (kept when its pattern changed). */
    origin: text('origin').notNull().default('pattern'),
    laneCm: integer('lane_cm').notNull().default(0),
    laneFreeCm: integer('lane_free_cm').notNull().default(0),
    seats: integer('seats').notNull().default(0),
    seatsFree: integer('seats_free').notNull().default(0),
    walkinPercent: integer('walkin_percent').notNull().default(40),
    walkinReleaseHours: integer('walkin_release_hours').notNull().default(2),
    /** Lane sold at the booth (issue #24): it uses up the walk-in part first. */
    walkinUsedCm: integer('walkin_used_cm').notNull().default(0),
    status: text('status').$type<ScheduleStatus>().notNull().default('open'),
    closureReason: text('closure_reason').$type<ClosureReason>(),
    closureNote: text('closure_note'),
    windKnots: integer('wind_knots'),
    closedAt: instant('closed_at'),
    // Issue #38 item 2, ../platform/delay.ts: the first scheduled time of a delayed departure, whether
    // the delay frees its tickets' choices, and why (as passengers read it).
    delayedFrom: instant('delayed_from'),
    delayFree: boolean('delay_free').notNull().default(false),
    delayReason: text('delay_reason'),
  },
  (t) => [
    uniqueIndex('schedules_departure_uq').on(t.fromRouteId, t.toRouteId, t.issuedDate, t.issuedTime),
    index('schedules_departure_at_idx').on(t.departureAt),
    check('schedules_lane_range', sql`${t.laneFreeCm} >= 0 AND ${t.laneFreeCm} <= ${t.laneCm}`),
    check('schedules_seats_range', sql`${t.seatsFree} >= 0 AND ${t.seatsFree} <= ${t.seats}`),
    check('schedules_walkin_range', sql`${t.walkinPercent} BETWEEN 0 AND 100`),
    check('schedules_status_valid', sql`${t.status} IN ('open', 'stopped', 'held', 'cancelled')`),
  ],
);

/** Passengers register themselves; staff (petugas, admin, kasir) are created by `npm run staff:create`. */
export type UserRole = 'penumpang' | 'petugas' | 'admin' | 'kasir';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    age: integer('age'),
    gender: text('gender'),
    domicile: text('domicile'),
    /** Bumped to revoke every token of the user at once (password reset). */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The session that changed the password: it survives the version bump that ends every other
     * session (issue #14). Cleared by a password reset, which ends them all.
     */
    keptSessionJti: text('kept_session_jti'),
    createdAt: instant('created_at').notNull(),
    role: text('role').$type<UserRole>().notNull().default('penumpang'),
    /** A cashier's port (issue #24): the booth sells its departures. */
    portRouteId: integer('port_route_id').references(() => routes.id),
  },
  (t) => [check('users_role_valid', sql`${t.role} IN ('penumpang', 'petugas', 'admin', 'kasir')`)],
);

/**
 * REFUND_DUE: the gateway confirmed the money after our hold had ended and no place could be taken
 * again (server/payments/README.md); its refund is due by hand (the console's Refund screen).
 */
export type TxStatus = 'UNPAID' | 'PAID' | 'EXPIRED' | 'CANCELLED' | 'REFUND_DUE';
/** A vehicle booking (the spec's) or a walk-on passengers' ticket (issue #40 item 3, server/orders/foot.ts). */
export type TicketKind = 'vehicle' | 'foot';

export type DriverJson = { name: string; phoneNumber: string; age: number; domicile: string; gender: string };
export type PassengerLineJson = {
  passengerTypeId: number;
  feeType: string;
  description: string;
  fee: number;
  insuranceFee: number;
  count: number;
};
export type ManifestJson = { passengerId: number; name: string; age: number; domicile: string };
export type PriceLineJson = { label: string; quantity: number; unit: number; amount: number };

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    invoiceId: text('invoice_id').notNull().unique(),
    requestId: text('request_id').notNull().unique(),
    /** Null once the account is deleted (the record itself is kept). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id),
    /** Null on a foot ticket (kind 'foot', issue #40 item 3: no class, plate '' and an empty driver). */
    vehicleTypeId: integer('vehicle_type_id').references(() => vehicleTypes.id),
    kind: text('kind').$type<TicketKind>().notNull().default('vehicle'),
    vehicleClass: text('vehicle_class').notNull(),
    vehicleTypeName: text('vehicle_type_name').notNull(),
    plateNumber: text('plate_number').notNull(),
    driver: jsonb('driver').$type<DriverJson>().notNull(),
    passengers: jsonb('passengers').$type<PassengerLineJson[]>().notNull(),
    manifest: jsonb('manifest').$type<ManifestJson[]>().notNull(),
    priceLines: jsonb('price_lines').$type<PriceLineJson[]>().notNull(),
    price: integer('price').notNull(),
    salePrice: integer('sale_price'), // the price at sale, never a later move's fare (issue #37; ../booth/shifts.ts)
    status: text('status').$type<TxStatus>().notNull(),
    placedAt: instant('placed_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    paymentSessionId: text('payment_session_id').unique(),
    paymentUrl: text('payment_url'),
    /** The gateway's order id of its payment session: the invoice, or `<invoice>-S<n>` (lifecycle/tickets.ts). */
    gatewayOrderId: text('gateway_order_id').unique(),
    paidAt: instant('paid_at'),
    bankName: text('bank_name'),
    paymentMethod: text('payment_method'),
    checkedIn: boolean('checked_in').notNull().default(false),
    settledAt: instant('settled_at'),
    /** Which gateway opened the session ('simulator', 'midtrans'); null on rows older than the column. */
    paymentProvider: text('payment_provider'),
    /** The gateway's last transaction_status, or 'absent' (never heard of, window long over); payments/reconcile.ts. */
    gatewayStatus: text('gateway_status'),
    gatewayFinal: boolean('gateway_final').notNull().default(false),
    /** Boarding: when and by which officer (name kept); the earliest scan wins (ties: smaller scan id). */
    checkedInAt: instant('checked_in_at'),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    checkedInByName: text('checked_in_by_name'),
    checkedInScanId: text('checked_in_scan_id'),
    /** The boarding pass version: bumped when the ticket is cancelled, so an older QR stops working. */
    passVersion: integer('pass_version').notNull().default(1),
    /** Lane centimetres and seats the ticket takes of its departure (issue #22). */
    spaceCm: integer('space_cm').notNull().default(0),
    seats: integer('seats').notNull().default(0),
    /** 'online' (the app) or 'loket' (the booth, issue #24). */
    channel: text('channel').notNull().default('online'),
    /**
     * The booth (issue #24): the cashier and shift that sold it, the part of the walk-in quota it
     * took (given back with its space), the cash received and the change given (whole rupiah), and
     * the buyer's phone number when given.
     */
    cashierId: integer('cashier_id').references(() => users.id, { onDelete: 'set null' }),
    shiftId: integer('shift_id').references(() => cashierShifts.id),
    walkinCm: integer('walkin_cm').notNull().default(0),
    cashReceived: integer('cash_received'),
    changeGiven: integer('change_given'),
    buyerPhone: text('buyer_phone'),
    /** A QRIS sale at the booth (issue #24): the QR string of its charge, shown on the cashier's screen. */
    qrisString: text('qris_string'),
    /** A refund (#24 booth, #23 self-service): whole rupiah, when, how ('tunai'), the shift that paid it. */
    refundAmount: integer('refund_amount'),
    refundedAt: instant('refunded_at'),
    refundMethod: text('refund_method'),
    refundShiftId: integer('refund_shift_id').references(() => cashierShifts.id),
  },
  (t) => [
    index('transactions_user_placed_idx').on(t.userId, t.placedAt),
    index('transactions_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'UNPAID'`),
    index('transactions_schedule_idx').on(t.scheduleId),
    check('transactions_status_valid', sql`${t.status} IN ('UNPAID', 'PAID', 'EXPIRED', 'CANCELLED', 'REFUND_DUE')`),
    index('transactions_gateway_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.gatewayFinal} = false AND ${t.paymentProvider} = 'midtrans'`),
    index('transactions_refund_due_idx')
      .on(t.settledAt)
      .where(sql`${t.status} = 'REFUND_DUE'`),
    index('transactions_shift_idx').on(t.shiftId),
    index('transactions_refund_shift_idx').on(t.refundShiftId),
    index('transactions_buyer_phone_unclaimed_idx')
      .on(t.buyerPhone)
      .where(sql`${t.userId} IS NULL AND ${t.buyerPhone} IS NOT NULL`),
  ],
);

/** A cashier's shift at the booth (issue #24): opened with the float, closed once with the cash counted; expected =
 * float + cash sales − cash refunds, variance = counted − expected, and the note a non-zero variance needs (#38).
 * At most one open shift per cashier (the partial unique index). */
export const cashierShifts = pgTable(
  'cashier_shifts',
  {
    id: serial('id').primaryKey(),
    /** Null once the account is deleted; the name is kept for the shift report. */
    cashierId: integer('cashier_id').references(() => users.id, { onDelete: 'set null' }),
    cashierName: text('cashier_name').notNull(),
    portRouteId: integer('port_route_id')
      .notNull()
      .references(() => routes.id),
    openedAt: instant('opened_at').notNull(),
    openingFloat: integer('opening_float').notNull(),
    closedAt: instant('closed_at'),
    countedCash: integer('counted_cash'),
    expectedCash: integer('expected_cash'),
    variance: integer('variance'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('cashier_shifts_one_open_uq')
      .on(t.cashierId)
      .where(sql`${t.closedAt} IS NULL`),
  ],
);

/** Messages to passengers (server/notices/): one row per ticket and purpose (`dedupeKey`), sent once. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    /** 'ticket' (a paid ticket's link), 'departure_closed', 'reminder', … */
    kind: text('kind').notNull(),
    /** e.g. 'ticket:123:v1': the same purpose never makes a second row. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    phoneNumber: text('phone_number').notNull(),
    /** The template's parameters (link, departure, reason, …). */
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** 'pending' → 'sent', or 'failed' after the last attempt. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    createdAt: instant('created_at').notNull(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    index('notices_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('notices_transaction_idx').on(t.transactionId),
    check('notices_status_valid', sql`${t.status} IN ('pending', 'sent', 'failed')`),
  ],
);

/**
 * Audit of every settlement a gateway caused: the raw notification (or null when reconciliation
 * found it), the gateway's status answer that confirmed it, and what changed. One row per
 * (transaction, outcome): the unique index makes a second record of the same settlement impossible.
 */
export const paymentSettlements = pgTable(
  'payment_settlements',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    provider: text('provider').notNull(),
    /** 'notification' or 'reconciliation'. */
    source: text('source').notNull(),
    /** paid | cancelled | rehold_paid | refund_due */
    outcome: text('outcome').notNull(),
    gatewayStatus: text('gateway_status').notNull(),
    notification: jsonb('notification').$type<Record<string, unknown> | null>(),
    statusResponse: jsonb('status_response').$type<Record<string, unknown>>().notNull(),
    recordedAt: instant('recorded_at').notNull(),
  },
  (t) => [uniqueIndex('payment_settlements_once_uq').on(t.transactionId, t.outcome)],
);

/**
 * Every boarding scan an officer's phone recorded (online or queued offline), keyed by the officer
 * and the id the phone gave it, so a sync that is repeated after a lost answer changes nothing,
 * and one officer's scan id never answers for another's scan (issue #21).
 */
export const checkInScans = pgTable(
  'check_in_scans',
  {
    id: serial('id').primaryKey(),
    scanId: text('scan_id').notNull(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    officerId: integer('officer_id').references(() => users.id, { onDelete: 'set null' }),
    officerName: text('officer_name').notNull(),
    deviceId: text('device_id').notNull(),
    /** When the officer tapped "Naik Kapal" (the phone's clock). */
    scannedAt: instant('scanned_at').notNull(),
    receivedAt: instant('received_at').notNull(),
    /** 'checked_in' (the winner), 'conflict' (another scan won) or 'refused' (with the reason). */
    outcome: text('outcome').notNull(),
    reason: text('reason'),
  },
  (t) => [
    index('check_in_scans_tx_idx').on(t.transactionId),
    uniqueIndex('check_in_scans_officer_scan_uq').on(t.officerId, t.scanId),
  ],
);

/** What an accepted order will become: the transaction's values, priced at acceptance. */
export type OrderValuesJson = {
  kind?: TicketKind;
  vehicleTypeId: number | null;
  vehicleClass: string;
  vehicleTypeName: string;
  plateNumber: string;
  driver: DriverJson;
  passengers: PassengerLineJson[];
  manifest: ManifestJson[];
  priceLines: PriceLineJson[];
  price: number;
  /** Lane centimetres and seats the vehicle takes (issue #22); absent on orders accepted before it. */
  spaceCm?: number;
  seats?: number;
};
/** The decided outcome of an order request: a transaction to push, or a refusal status. */
export type OrderOutcomeJson = { transactionId: number; held: boolean } | { status: number };

/**
 * Accepted orders (server/orders/accept.ts): written before the 202, decided (hold or refusal)
 * in one transaction with the hold, deleted once the outcome has been pushed. A row survives a
 * crash at any point and is resumed, so no accepted order can vanish. Several rows may carry the
 * same requestId (a client resending to hear the outcome again).
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: serial('id').primaryKey(),
    requestId: text('request_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id').notNull(),
    /** Origin for the payment page URL (PUBLIC_URL or the order request's scheme + Host). */
    origin: text('origin').notNull(),
    order: jsonb('order_values').$type<OrderValuesJson>().notNull(),
    acceptedAt: instant('accepted_at').notNull(),
    /** Null while pending; the decision time (renewed when a push is resumed) once decided. */
    decidedAt: instant('decided_at'),
    outcome: jsonb('outcome').$type<OrderOutcomeJson>(),
  },
  (t) => [
    index('order_requests_pending_idx')
      .on(t.id)
      .where(sql`${t.decidedAt} IS NULL`),
    index('order_requests_decided_idx')
      .on(t.decidedAt)
      .where(sql`${t.decidedAt} IS NOT NULL`),
  ],
);
