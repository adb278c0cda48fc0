import { and, eq, isNull, ne, sql } from 'drizzle-orm';
// and QRIS sales and cash refunds, and Tutup Shift with the counted cash. Sales and refunds are read
// from the transactions (never kept as running totals): expected = float + cash sales − cash
// refunds (QRIS is not in the drawer), variance = counted − expected, whole rupiah.
// SQL: cashier_shifts, transactions.
import type { Executor } from '../db/client';
import { cashierShifts, routes, transactions } from '../db/schema';
import { ledgerEntries } from '../db/schema-ledger';
import { conflict } from '../errors';
import { isoJakarta } from '../platform/clock';
import type { AuthUser } from '../platform/request-auth';
import type { Schemas } from '../platform/handlers';
import { BOOTH_MESSAGES as M } from './messages';

export type ShiftRow = typeof cashierShifts.$inferSelect;
type CashTotal = Schemas['CashTotal'];

/** The cashier's port; 409 for a cashier without one. */
export function portOfCashier(user: AuthUser): number {
  if (user.portRouteId === null) throw conflict(M.noPort);
  return user.portRouteId;
}

/** The caller's open shift (locked FOR SHARE inside a sale, so a close waits for it), or undefined. */
export async function openShiftOf(ex: Executor, cashierId: number, lock = false): Promise<ShiftRow | undefined> {
  const q = ex
    .select()
    .from(cashierShifts)
    .where(and(eq(cashierShifts.cashierId, cashierId), isNull(cashierShifts.closedAt)));
  const [row] = lock ? await q.for('share') : await q;
  return row;
}

/** The money of a shift: its cash and QRIS sales and the cash refunds paid from its drawer. */
export interface ShiftMoney {
  sales: CashTotal;
  qris: CashTotal;
  refunds: CashTotal;
}

const total = (row: { count: number; total: number } | undefined): CashTotal => ({
  count: row?.count ?? 0,
  total: row?.total ?? 0,
});

/**
 * A shift's money, read from the ledger (issue #37: every rupiah one row; ../ledger/entries.ts).
 * Cash sales: the cash each ticket it sold brought into its drawer (a ticket cancelled later still
 * was a sale; its money going back is a refund), at the price at sale. QRIS sales (issue #24): the
 * booth's QRIS charges of the shift that were paid (not in the drawer, so not in the expected
 * cash; a late one owed back in full is not a sale). Cash refunds: the cash paid out of this
 * shift's drawer for tickets cancelled at the booth, of any channel and whichever shift sold it.
 */
export async function cashOf(ex: Executor, shiftId: number): Promise<ShiftMoney> {
  const sums = {
    count: sql<number>`count(DISTINCT ${ledgerEntries.transactionId})`.mapWith(Number),
    total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number),
  };
  const of = (direction: 'in' | 'out', method: 'tunai' | 'qris') =>
    and(
      eq(ledgerEntries.shiftId, shiftId),
      eq(ledgerEntries.direction, direction),
      eq(ledgerEntries.method, method),
      eq(ledgerEntries.state, 'settled'),
    );
  // One after the other: inside a transaction they run on its one connection anyway.
  const [sales] = await ex.select(sums).from(ledgerEntries).where(of('in', 'tunai'));
  const [qris] = await ex
    .select(sums)
    .from(ledgerEntries)
    .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
    .where(and(of('in', 'qris'), ne(transactions.status, 'REFUND_DUE')));
  const [refunds] = await ex.select(sums).from(ledgerEntries).where(of('out', 'tunai'));
  return { sales: total(sales), qris: total(qris), refunds: total(refunds) };
}

/** expected = opening float + cash sales − cash refunds (whole rupiah). */
export const expectedCash = (openingFloat: number, sales: CashTotal, refunds: CashTotal): number =>
  openingFloat + sales.total - refunds.total;

/** A shift as the contract shows it. */
export async function presentShift(ex: Executor, row: ShiftRow): Promise<Schemas['CashierShift']> {
  // One after the other: inside a transaction both run on its one connection anyway.
  const { sales, qris, refunds } = await cashOf(ex, row.id);
  const [port] = await ex.select().from(routes).where(eq(routes.id, row.portRouteId));
  return {
    id: row.id,
    cashierName: row.cashierName,
    port: { id: row.portRouteId, route: port?.name ?? '' },
    openedAt: isoJakarta(row.openedAt.getTime()),
    openingFloat: row.openingFloat,
    closedAt: row.closedAt ? isoJakarta(row.closedAt.getTime()) : null,
    cashSales: sales,
    qrisSales: qris,
    cashRefunds: refunds,
    expectedCash: row.expectedCash ?? expectedCash(row.openingFloat, sales, refunds),
    countedCash: row.countedCash,
    variance: row.variance,
    note: row.note,
  };
}
