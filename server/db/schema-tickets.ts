// A ticket's life after it was paid (issue #23): the changes made to it (Ubah Jadwal, Batalkan
// Tiket / Ajukan Refund, Perbaiki Data) and the refunds owed for it. Beside ./schema.ts, which it
// refers to; `npm run db:generate` reads both (server/drizzle.config.ts), one migration history.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { schedules, transactions, users } from './schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type TicketChangeKind = 'reschedule' | 'cancel' | 'correct';
/** 'done'; a reschedule with something to pay is 'pending' until paid, 'expired' when never paid. */
export type TicketChangeStatus = 'done' | 'pending' | 'expired';

/**
 * Every change to a ticket, kept for its history on tiket-detail and for the scanner ("Tiket sudah
 * dipindah": a QR older than the version a move gave). A paid reschedule waits as 'pending' with
 * the space it holds on the new departure (`spaceCm`, `seats`), its payment session and its
 * 15-minute window; settling it moves the ticket, its window ending gives the space back.
 */
export const ticketChanges = pgTable(
  'ticket_changes',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    kind: text('kind').$type<TicketChangeKind>().notNull(),
    status: text('status').$type<TicketChangeStatus>().notNull().default('done'),
    fromScheduleId: integer('from_schedule_id').references(() => schedules.id),
    toScheduleId: integer('to_schedule_id').references(() => schedules.id),
    /** Whole rupiah: the fee, a higher fare's difference, their sum to pay, a cancellation's refund. */
    fee: integer('fee').notNull().default(0),
    difference: integer('difference').notNull().default(0),
    amountDue: integer('amount_due').notNull().default(0),
    refundAmount: integer('refund_amount'),
    passVersionBefore: integer('pass_version_before'),
    passVersionAfter: integer('pass_version_after'),
    /** Perbaiki Data: the fields as they were and as they became; a move: prices before and after. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** Who made it; the name and role are kept so the history survives the account. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    createdAt: instant('created_at').notNull(),
    settledAt: instant('settled_at'),
    /** A pending reschedule: the idempotency key, its payment and the space it holds until expiresAt. */
    requestId: text('request_id').unique(),
    orderId: text('order_id').unique(),
    paymentSessionId: text('payment_session_id').unique(),
    paymentUrl: text('payment_url'),
    paymentProvider: text('payment_provider'),
    gatewayStatus: text('gateway_status'),
    expiresAt: instant('expires_at'),
    spaceCm: integer('space_cm').notNull().default(0),
    seats: integer('seats').notNull().default(0),
  },
  (t) => [
    index('ticket_changes_transaction_idx').on(t.transactionId),
    index('ticket_changes_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('ticket_changes_kind_valid', sql`${t.kind} IN ('reschedule', 'cancel', 'correct')`),
    check('ticket_changes_status_valid', sql`${t.status} IN ('done', 'pending', 'expired')`),
  ],
);

/**
 * passenger (Batalkan Tiket), operator_cancel (Ajukan Refund after a closure), late_payment (paid
 * after the hold ended, no place left: REFUND_DUE), change_not_applied (an Ubah Jadwal paid after
 * its window ended or for a ticket no longer movable: the money of that order goes back).
 */
export type RefundCause = 'passenger' | 'operator_cancel' | 'late_payment' | 'change_not_applied';
/** processing (asking the gateway) → refunded; or due (by hand, the console's Refund) → paid. */
export type RefundStatus = 'processing' | 'refunded' | 'due' | 'paid';

/**
 * Refunds owed for a ticket: one for the ticket's own payment (`orderId` null: its invoice), and one
 * per Ubah Jadwal payment that could not be applied (`orderId`: that change's gateway order).
 * `refundKey` is the gateway's idempotency key (Midtrans refund_key) and is unique, so queueing or
 * asking again never refunds twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    amount: integer('amount').notNull(),
    percent: integer('percent').notNull(),
    cause: text('cause').$type<RefundCause>().notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    /** 'midtrans' | 'simulator' (the gateway refunded it), 'manual' (paid by hand), 'tunai'. */
    method: text('method'),
    refundKey: text('refund_key').notNull().unique(),
    /** The gateway order to refund when it is not the ticket's own (a paid Ubah Jadwal's `<invoice>-U<n>`). */
    orderId: text('order_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    lastError: text('last_error'),
    providerResponse: jsonb('provider_response').$type<Record<string, unknown>>(),
    requestedAt: instant('requested_at').notNull(),
    refundedAt: instant('refunded_at'),
    paidById: integer('paid_by_id').references(() => users.id, { onDelete: 'set null' }),
    paidByName: text('paid_by_name'),
  },
  (t) => [
    index('refunds_transaction_idx').on(t.transactionId),
    index('refunds_status_idx').on(t.status, t.requestedAt),
    check('refunds_status_valid', sql`${t.status} IN ('processing', 'refunded', 'due', 'paid')`),
    check(
      'refunds_cause_valid',
      sql`${t.cause} IN ('passenger', 'operator_cancel', 'late_payment', 'change_not_applied')`,
    ),
    check('refunds_amount_valid', sql`${t.amount} >= 0 AND ${t.percent} BETWEEN 0 AND 100`),
  ],
);
