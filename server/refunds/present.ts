// The ticket's refund as tiket-detail shows it (TicketRefund, issue #23): the refunds row, or the
// booth's cash refund kept on the transaction itself (refund_amount / refunded_at, method 'tunai').
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { transactions } from '../db/schema';
import { refunds } from '../db/schema-tickets';
import { isoJakarta } from '../platform/clock';
import type { Schemas } from '../platform/handlers';

type TicketRefund = Schemas['TicketRefund'];
type Method = TicketRefund['method'];

const METHODS: ReadonlySet<string> = new Set(['midtrans', 'simulator', 'manual', 'tunai']);

function methodOf(method: string | null): Method {
  return method !== null && METHODS.has(method) ? (method as Method) : null;
}

export async function ticketRefund(ex: Executor, transactionId: number): Promise<TicketRefund | null> {
  // The ticket's own refund (orderId null) before one of an Ubah Jadwal that could not be applied.
  const [row] = await ex
    .select()
    .from(refunds)
    .where(eq(refunds.transactionId, transactionId))
    .orderBy(sql`${refunds.orderId} IS NOT NULL`, desc(refunds.id))
    .limit(1);
  if (row) {
    return {
      amount: row.amount,
      percent: row.percent,
      status: row.status,
      method: methodOf(row.method),
      requestedAt: isoJakarta(row.requestedAt.getTime()),
      refundedAt: row.refundedAt ? isoJakarta(row.refundedAt.getTime()) : null,
    };
  }
  const [tx] = await ex
    .select({
      price: transactions.price,
      refundAmount: transactions.refundAmount,
      refundedAt: transactions.refundedAt,
      refundMethod: transactions.refundMethod,
    })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  if (!tx || tx.refundAmount === null || tx.refundedAt === null || tx.refundMethod !== 'tunai') return null;
  const percent = tx.price > 0 ? Math.min(100, Math.round((tx.refundAmount / tx.price) * 100)) : 100;
  return {
    amount: tx.refundAmount,
    percent,
    status: 'refunded',
    method: 'tunai',
    requestedAt: isoJakarta(tx.refundedAt.getTime()),
    refundedAt: isoJakarta(tx.refundedAt.getTime()),
  };
}
