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

/** The state of a refund paid back from several orders: the least advanced of its parts. */
function combinedStatus(rows: { status: TicketRefund['status'] }[]): TicketRefund['status'] {
  for (const status of ['processing', 'due', 'paid'] as const) if (rows.some((r) => r.status === status)) return status;
  return 'refunded';
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
    // A cancellation refunded from the ticket's own order and its paid moves' orders (issue #37,
    // ../tickets/cancel.ts): one refund to the passenger, its parts added up.
    const parts =
      row.orderId === null && (row.cause === 'passenger' || row.cause === 'operator_cancel')
        ? (await ex.select().from(refunds).where(eq(refunds.transactionId, transactionId))).filter(
            (r) => r.cause === row.cause,
          )
        : [row];
    const refundedAt = parts.every((r) => r.refundedAt) ? Math.max(...parts.map((r) => r.refundedAt!.getTime())) : null;
    return {
      amount: parts.reduce((sum, r) => sum + r.amount, 0),
      percent: row.percent,
      status: combinedStatus(parts),
      method: methodOf(row.method),
      requestedAt: isoJakarta(row.requestedAt.getTime()),
      refundedAt: refundedAt === null ? null : isoJakarta(refundedAt),
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
