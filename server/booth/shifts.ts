// The cashier's shift (issue #24): Buka Shift with the opening float, the open shift with its cash
// and QRIS sales and cash refunds, and Tutup Shift with the counted cash. Sales and refunds are read
// from the transactions (never kept as running totals): expected = float + cash sales − cash
// refunds (QRIS is not in the drawer), variance = counted − expected, whole rupiah.
// SQL: cashier_shifts, transactions.
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
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
 * A shift's money, read from its transactions. Cash sales: every cash ticket it sold (a ticket
 * cancelled later still was a sale; its money going back is a refund). QRIS sales (issue #24): the
 * booth's QRIS tickets of the shift that were paid (`paid_at` set; cancelled later still counts),
 * not in the drawer, so not in the expected cash. Cash refunds: every ticket cancelled at the booth
 * whose refund this shift paid in cash (`refund_shift_id`, `refund_method` 'tunai'), of any
 * channel and whichever shift sold it.
 */
export async function cashOf(ex: Executor, shiftId: number): Promise<ShiftMoney> {
  // The price at sale, never a later move's new fare (issue #37: the drawer drifted with it).
  const sums = {
    count: sql<number>`count(*)`.mapWith(Number),
    total: sql<number>`coalesce(sum(coalesce(${transactions.salePrice}, ${transactions.price})), 0)`.mapWith(Number),
  };
  // One after the other: inside a transaction they run on its one connection anyway.
  const [sales] = await ex
    .select(sums)
    .from(transactions)
    .where(and(eq(transactions.shiftId, shiftId), eq(transactions.paymentMethod, 'tunai')));
  const [qris] = await ex
    .select(sums)
    .from(transactions)
    .where(
      and(
        eq(transactions.shiftId, shiftId),
        eq(transactions.channel, 'loket'),
        eq(transactions.paymentMethod, 'qris'),
        isNotNull(transactions.paidAt),
        inArray(transactions.status, ['PAID', 'CANCELLED']),
      ),
    );
  const [refunds] = await ex
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${transactions.refundAmount}), 0)`.mapWith(Number),
    })
    .from(transactions)
    .where(and(eq(transactions.refundShiftId, shiftId), eq(transactions.refundMethod, 'tunai')));
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
  };
}
