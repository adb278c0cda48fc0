// The ledger (issue #37 item 1): every rupiah that moves is one row. Beside ./schema.ts and
// ./schema-tickets.ts, which it refers to; `npm run db:generate` reads all three. Only
// ../ledger/entries.ts writes these rows (tests/architecture/lifecycle-writes.test.ts).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cashierShifts, transactions, users } from './schema';
import { refunds, ticketChanges } from './schema-tickets';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 'in': money received; 'out': money paid back. */
export type LedgerDirection = 'in' | 'out';
/**
 * in: 'order' (an online order's payment), 'move' (an Ubah Jadwal's payment), 'booth' (a booth
 * sale, cash or QRIS). out: 'refund' (through the gateway, by hand, or cash out of a shift).
 */
export type LedgerKind = 'order' | 'move' | 'booth' | 'refund';
/** 'simulator' | 'midtrans' (the gateway), 'qris' (the booth's QRIS charge), 'tunai' (cash), 'manual' (by hand). */
export type LedgerMethod = 'simulator' | 'midtrans' | 'qris' | 'tunai' | 'manual';
/**
 * pending: a gateway order is open (in) or a refund is owed (out); settled: the money moved; void:
 * it never will (an order expired unpaid, asked of the gateway first). A void payment that still
 * lands is settled after all (a late payment), and its refund, if any, is an out row against it.
 */
export type LedgerState = 'pending' | 'settled' | 'void';

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    direction: text('direction').$type<LedgerDirection>().notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** Whole rupiah, > 0. */
    amount: integer('amount').notNull(),
    method: text('method').$type<LedgerMethod>().notNull(),
    /** The gateway's order: the invoice, a move's `<invoice>-U<n>`; null for cash. */
    gatewayOrderId: text('gateway_order_id'),
    state: text('state').$type<LedgerState>().notNull(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    changeId: integer('change_id').references(() => ticketChanges.id),
    /** An out row's refund (its key, cause and retries live there); split over the payments it reverses. */
    refundId: integer('refund_id').references(() => refunds.id),
    /** An out row: the payment it reverses; never more than what is left of it. */
    reversesId: integer('reverses_id').references((): AnyPgColumn => ledgerEntries.id),
    /** Cash at the booth: the shift whose drawer it went into or out of. */
    shiftId: integer('shift_id').references(() => cashierShifts.id),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    uniqueIndex('ledger_in_order_uq')
      .on(t.gatewayOrderId)
      .where(sql`${t.direction} = 'in' AND ${t.gatewayOrderId} IS NOT NULL`),
    uniqueIndex('ledger_booth_sale_uq')
      .on(t.transactionId)
      .where(sql`${t.kind} = 'booth'`),
    index('ledger_refund_idx').on(t.refundId),
    index('ledger_transaction_idx').on(t.transactionId),
    index('ledger_shift_idx').on(t.shiftId),
    index('ledger_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
    index('ledger_settled_idx').on(t.settledAt),
    check('ledger_direction_valid', sql`${t.direction} IN ('in', 'out')`),
    check('ledger_kind_valid', sql`${t.kind} IN ('order', 'move', 'booth', 'refund')`),
    check('ledger_state_valid', sql`${t.state} IN ('pending', 'settled', 'void')`),
    check('ledger_method_valid', sql`${t.method} IN ('simulator', 'midtrans', 'qris', 'tunai', 'manual')`),
    check('ledger_amount_valid', sql`${t.amount} > 0`),
    check(
      'ledger_kind_direction',
      sql`(${t.direction} = 'out') = (${t.kind} = 'refund') AND (${t.direction} = 'in' OR ${t.reversesId} IS NOT NULL)`,
    ),
  ],
);
