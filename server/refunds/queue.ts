// Queues the refund owed for a ticket (issue #23), inside the caller's database transaction: the
// row is the promise, the gateway is asked after the commit (ctx.refunds.process, ./process.ts).
// One refund per ticket's own payment, and one per Ubah Jadwal payment that could not be applied
// (`orderId`: that change's gateway order): queueing again answers the existing row (by its key).
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { transactions } from '../db/schema';
import { refunds, type RefundCause, type RefundStatus } from '../db/schema-tickets';
import { methodOf, payBack } from '../ledger/entries';
import { orderIdOf } from '../lifecycle/tickets';

/**
 * The gateway's idempotency key (Midtrans refund_key): one per order refunded — the ticket's own
 * (its invoice) or a change's — so a retry never refunds twice.
 */
export function refundKeyOf(orderId: string): string {
  return `refund-${orderId}`;
}

/** The refunded ticket's invoice and how it was paid. */
async function ticketOf(ex: Executor, transactionId: number) {
  const [ticket] = await ex
    .select({
      invoiceId: transactions.invoiceId,
      gatewayOrderId: transactions.gatewayOrderId,
      channel: transactions.channel,
      paymentMethod: transactions.paymentMethod,
      paymentProvider: transactions.paymentProvider,
    })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  if (!ticket) throw new Error(`refund: no transaction ${transactionId}`);
  return ticket;
}

export async function queueRefund(
  ex: Executor,
  input: {
    transactionId: number;
    amount: number;
    percent: number;
    cause: RefundCause;
    nowMs: number;
    /** The gateway order to refund when it is not the ticket's own (a paid Ubah Jadwal's). */
    orderId?: string;
  },
): Promise<{ id: number }> {
  const ticket = await ticketOf(ex, input.transactionId);
  const at = new Date(input.nowMs);
  // Nothing owed: refunded at once, no gateway. A late payment's money, and an Ubah Jadwal's that
  // could not be applied, are returned by hand (the console's Refund screen pays them): due.
  const byHand = input.cause === 'late_payment' || input.cause === 'change_not_applied';
  const status: RefundStatus = input.amount === 0 ? 'refunded' : byHand ? 'due' : 'processing';
  const refundKey = refundKeyOf(input.orderId ?? orderIdOf(ticket));
  const [row] = await ex
    .insert(refunds)
    .values({
      transactionId: input.transactionId,
      amount: input.amount,
      percent: input.percent,
      cause: input.cause,
      status,
      refundKey,
      orderId: input.orderId ?? null,
      requestedAt: at,
      refundedAt: status === 'refunded' ? at : null,
    })
    .onConflictDoNothing({ target: refunds.refundKey })
    .returning({ id: refunds.id });
  if (row) {
    // The ledger (issue #37): the money owed back, against the payment of the order it refunds.
    const paid = methodOf(ticket);
    await payBack(ex, {
      transactionId: input.transactionId,
      amount: input.amount,
      method: byHand || paid === 'tunai' ? 'manual' : paid,
      state: 'pending',
      gatewayOrderId: input.orderId ?? orderIdOf(ticket),
      refundId: row.id,
      nowMs: input.nowMs,
    });
    return row;
  }
  const [existing] = await ex.select({ id: refunds.id }).from(refunds).where(eq(refunds.refundKey, refundKey));
  return existing!;
}

/**
 * A refund paid in cash at the booth (issue #37: one refund list): a `refunds` row, refunded at
 * once ('tunai', keyed `tunai-<invoice>`, never sent to a gateway), and its ledger rows out of the
 * shift's drawer against the ticket's payments. Inside the cancellation's transaction.
 */
export async function recordCashRefund(
  ex: Executor,
  input: { transactionId: number; amount: number; percent: number; cause: RefundCause; shiftId: number; nowMs: number },
): Promise<void> {
  if (input.amount <= 0) return;
  const ticket = await ticketOf(ex, input.transactionId);
  const at = new Date(input.nowMs);
  const [row] = await ex
    .insert(refunds)
    .values({
      transactionId: input.transactionId,
      amount: input.amount,
      percent: input.percent,
      cause: input.cause,
      status: 'refunded',
      method: 'tunai',
      refundKey: `tunai-${ticket.invoiceId}`,
      requestedAt: at,
      refundedAt: at,
    })
    .returning({ id: refunds.id });
  await payBack(ex, {
    transactionId: input.transactionId,
    amount: input.amount,
    method: 'tunai',
    state: 'settled',
    refundId: row!.id,
    shiftId: input.shiftId,
    nowMs: input.nowMs,
  });
}
