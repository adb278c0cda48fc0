// Asks the payment gateway for the refunds queued by ./queue.ts (issue #23). A row is claimed
// ('processing', a lease in next_attempt_at so two processes never ask at once), the gateway is
// called OUTSIDE any database transaction, and the answer settles the row: 'refunded' (method
// 'midtrans' / 'simulator', the gateway's answer kept) or 'due' with the reason — the method
// cannot be refunded through the gateway (bank transfer), or the gateway refused: the console's
// Refund screen pays it by hand. A gateway that did not answer (timed out, unreachable, 5xx) is asked
// again with the same refund_key (issue #37): the row stays 'processing' with its next try in
// next_attempt_at (1, then 2 minutes on), and only after REFUND_TRIES tries goes 'due', to be
// checked on the gateway's dashboard before paying by hand. The refund_key is the order's, so asking
// again never refunds twice. runDue() takes up what is 'processing' past its lease (a retry, or
// what a crash left: rows older than a minute).
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import { refunds } from '../db/schema-tickets';
import { payBackByHand, settlePayBack } from '../ledger/entries';
import { orderIdOf } from '../lifecycle/tickets';
import type { Clock } from '../platform/clock';

const methodOfProvider = (name: string): 'midtrans' | 'simulator' => (name === 'midtrans' ? 'midtrans' : 'simulator');
import type { PaymentProvider, RefundResult } from '../payments/provider';

/** A claim lasts this long: the gateway call (10 s timeout) is well inside it. */
export const REFUND_LEASE_MS = 2 * 60_000;
/** A 'processing' row this old was left by a crash between the commit and process(). */
export const REFUND_STALE_MS = 60_000;
const BATCH = 20;
/** How many times a gateway that does not answer is asked before the refund goes to be paid by hand. */
export const REFUND_TRIES = 3;
/** The wait before the next try, after `attempts` tries. */
const retryDelayMs = (attempts: number) => attempts * 60_000;

export interface RefundService {
  process(id: number): Promise<void>;
  runDue(): Promise<number>;
}

export const REFUND_REASONS = {
  passenger: 'Pembatalan tiket oleh penumpang',
  operator_cancel: 'Keberangkatan dibatalkan oleh operator',
  late_payment: 'Pembayaran diterima setelah batas waktu',
  change_not_applied: 'Pembayaran ubah jadwal tidak dapat diterapkan',
} as const;

export function createRefundService(opts: {
  db: Db;
  now: Clock;
  payments: PaymentProvider;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}): RefundService {
  const { db, now, payments, log } = opts;

  /** The row, if still 'processing' and not claimed by someone else; claims it. */
  async function claim(id: number) {
    const at = new Date(now());
    const [row] = await db
      .update(refunds)
      .set({ attempts: sql`${refunds.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + REFUND_LEASE_MS) })
      .where(
        and(
          eq(refunds.id, id),
          eq(refunds.status, 'processing'),
          or(isNull(refunds.nextAttemptAt), lte(refunds.nextAttemptAt, at)),
        ),
      )
      .returning();
    if (!row) return null;
    const [tx] = await db
      .select({
        invoiceId: transactions.invoiceId,
        gatewayOrderId: transactions.gatewayOrderId,
        paymentMethod: transactions.paymentMethod,
        paymentProvider: transactions.paymentProvider,
      })
      .from(transactions)
      .where(eq(transactions.id, row.transactionId));
    return tx ? { row, tx } : null;
  }

  async function ask(claimed: NonNullable<Awaited<ReturnType<typeof claim>>>): Promise<RefundResult> {
    const { row, tx } = claimed;
    if (!payments.refund) return { ok: false, reason: `Gateway ${payments.name} tidak mendukung refund.` };
    // Paid through another gateway than the one running now (a switch of PAYMENT_PROVIDER).
    if (tx.paymentProvider && tx.paymentProvider !== payments.name)
      return { ok: false, reason: `Dibayar lewat ${tx.paymentProvider}, bukan ${payments.name}.` };
    try {
      return await payments.refund({
        orderId: row.orderId ?? orderIdOf(tx),
        refundKey: row.refundKey,
        amount: row.amount,
        reason: REFUND_REASONS[row.cause],
        paymentMethod: tx.paymentMethod,
      });
    } catch (err) {
      return { ok: false, reason: (err as Error).message };
    }
  }

  async function process(id: number): Promise<void> {
    const claimed = await claim(id);
    if (!claimed) return;
    const result = await ask(claimed);
    const at = new Date(now());
    const settled = and(eq(refunds.id, id), eq(refunds.status, 'processing'));
    if (result.ok) {
      await db.transaction(async (tx) => {
        const [done] = await tx
          .update(refunds)
          .set({
            status: 'refunded',
            method: payments.name,
            refundedAt: at,
            providerResponse: result.response,
            lastError: null,
            nextAttemptAt: null,
          })
          .where(settled)
          .returning({ id: refunds.id });
        if (done) await settlePayBack(tx, id, at.getTime(), { method: methodOfProvider(payments.name) });
      });
      log.info({ refundId: id, amount: claimed.row.amount }, 'refund made through the gateway');
    } else if (result.retry && claimed.row.attempts < REFUND_TRIES) {
      await db
        .update(refunds)
        .set({
          lastError: result.reason.slice(0, 500),
          nextAttemptAt: new Date(at.getTime() + retryDelayMs(claimed.row.attempts)),
        })
        .where(settled);
      log.warn(
        { refundId: id, attempts: claimed.row.attempts, reason: result.reason },
        'refund: the gateway did not answer; asked again with the same refund_key',
      );
    } else {
      await db.transaction(async (tx) => {
        await tx
          .update(refunds)
          .set({ status: 'due', lastError: result.reason.slice(0, 500), nextAttemptAt: null })
          .where(settled);
        await payBackByHand(tx, id);
      });
      log.warn({ refundId: id, reason: result.reason }, 'refund left to be paid by hand');
    }
  }

  return {
    process,
    async runDue() {
      const at = now();
      const stale = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(
          and(
            eq(refunds.status, 'processing'),
            lte(refunds.requestedAt, new Date(at - REFUND_STALE_MS)),
            or(isNull(refunds.nextAttemptAt), lte(refunds.nextAttemptAt, new Date(at))),
          ),
        )
        .orderBy(asc(refunds.requestedAt))
        .limit(BATCH);
      for (const { id } of stale) await process(id);
      return stale.length;
    },
  };
}
