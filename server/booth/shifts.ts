// The cashier's shift (issue #24): Buka Shift with the opening float, the open shift with its cash
// sales, and Tutup Shift with the counted cash. Cash sales and refunds are read from the shift's
// transactions (never kept as running totals): expected = float + sales − refunds, variance =
// counted − expected, whole rupiah. SQL: cashier_shifts, transactions.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cashierShifts, routes, transactions } from '../db/schema';
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

/**
 * Cash sales of a shift: every cash ticket it sold (a ticket cancelled later still was a sale; its
 * money going back is a refund). Refunds at the booth come with its cancellation (not built yet):
 * always 0 for now.
 */
export async function cashOf(ex: Executor, shiftId: number): Promise<{ sales: CashTotal; refunds: CashTotal }> {
  const [row] = await ex
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${transactions.price}), 0)`.mapWith(Number),
    })
    .from(transactions)
    .where(and(eq(transactions.shiftId, shiftId), eq(transactions.paymentMethod, 'tunai')));
  return { sales: { count: row?.count ?? 0, total: row?.total ?? 0 }, refunds: { count: 0, total: 0 } };
}

/** expected = opening float + cash sales − cash refunds (whole rupiah). */
export const expectedCash = (openingFloat: number, sales: CashTotal, refunds: CashTotal): number =>
  openingFloat + sales.total - refunds.total;

/** A shift as the contract shows it. */
export async function presentShift(ex: Executor, row: ShiftRow): Promise<Schemas['CashierShift']> {
  // One after the other: inside a transaction both run on its one connection anyway.
  const { sales, refunds } = await cashOf(ex, row.id);
  const [port] = await ex.select().from(routes).where(eq(routes.id, row.portRouteId));
  return {
    id: row.id,
    cashierName: row.cashierName,
    port: { id: row.portRouteId, route: port?.name ?? '' },
    openedAt: isoJakarta(row.openedAt.getTime()),
    openingFloat: row.openingFloat,
    closedAt: row.closedAt ? isoJakarta(row.closedAt.getTime()) : null,
    cashSales: sales,
    cashRefunds: refunds,
    expectedCash: row.expectedCash ?? expectedCash(row.openingFloat, sales, refunds),
    countedCash: row.countedCash,
    variance: row.variance,
  };
}
