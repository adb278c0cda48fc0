// The one settlement path: a gateway's POST /api/payment/callback and the simulator's form both
// end here. Idempotent: only an UNPAID transaction (and, for PAID, one still inside its payment
// window) changes; an unknown, expired or already settled session changes nothing.
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import type { Clock } from '../platform/clock';
import { returnedColumns, returnSpace } from '../capacity/holds';
import type { PaymentCallback } from './provider';

export type SettleResult = 'paid' | 'cancelled' | 'ignored';

export async function settlePayment(db: Db, now: Clock, c: PaymentCallback): Promise<SettleResult> {
  const t = now();
  if (c.status === 'PAID') {
    const paidAt = c.paidAt ? new Date(c.paidAt) : new Date(t);
    const rows = await db
      .update(transactions)
      .set({
        status: 'PAID',
        paidAt: Number.isNaN(paidAt.getTime()) ? new Date(t) : paidAt,
        bankName: c.bankName ?? null,
        paymentMethod: c.paymentMethod ?? null,
        settledAt: new Date(t),
      })
      .where(
        and(
          eq(transactions.paymentSessionId, c.sessionId),
          eq(transactions.status, 'UNPAID'),
          gt(transactions.expiresAt, new Date(t)),
        ),
      )
      .returning({ id: transactions.id });
    return rows.length ? 'paid' : 'ignored';
  }
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(transactions)
      .set({ status: 'CANCELLED', settledAt: new Date(t) })
      .where(and(eq(transactions.paymentSessionId, c.sessionId), eq(transactions.status, 'UNPAID')))
      .returning(returnedColumns);
    await returnSpace(tx, rows);
    return rows.length ? 'cancelled' : 'ignored';
  });
}
