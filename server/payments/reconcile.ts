// A payment is never lost. Two ways in, one way to settle (gateway.ts):
// - Notifications: POST /api/payment/midtrans/notification is checked (signature) and answered at
//   once; the work — asking the status API, then settling — runs right after, in the background,
//   so Midtrans never waits on our database or on its own status API.
// - Nudges: while the finish page polls an unsettled Midtrans transaction, the server asks the
//   status API too (at most every 10 s per order), so a lost notification does not leave the
//   passenger waiting until the hold's end.
// - Reconciliation (issue #37: over the ledger): every RECONCILE_INTERVAL_MS and at start-up, every
//   Midtrans order the ledger still expects money from (a pending 'in' row: an online order, a
//   move's order, a booth QRIS charge) whose window ends within RECONCILE_NEAR_MS (or ended less
//   than RECONCILE_HORIZON_MS ago) is looked up with the status API and settled the same way. So a
//   notification that never came, or came while the status API was down, is healed. The same
//   holds for a paid Ubah Jadwal's own order (`<invoice>-U<change>`, issue #37): a move still
//   waiting, or ended without a final word from Midtrans, is asked about too, so a captured fee is
//   either applied or owed back (../tickets/change-payment.ts), never lost.
import { and, asc, eq, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import { ticketChanges } from '../db/schema-tickets';
import { ledgerEntries } from '../db/schema-ledger';
import type { Clock } from '../platform/clock';
import { applyGatewayStatus, type ApplyResult } from './gateway';
import { GatewayError, type MidtransProvider } from './midtrans';

export const RECONCILE_INTERVAL_MS = 30_000;
/** Start asking this long before the hold ends (a payment in the last minutes, a slow notification). */
export const RECONCILE_NEAR_MS = 2 * 60_000;
/** Stop asking this long after the hold ended (Midtrans has long said expire or 404 by then). */
export const RECONCILE_HORIZON_MS = 24 * 60 * 60_000;
const BATCH = 100;
/** A move order's gateway status that says no more (paid and settled is `done`; these end it). */
const MOVE_FINAL = ['settlement', 'capture', 'expire', 'cancel', 'deny', 'failure', 'refund', 'amount_mismatch'];
export const NUDGE_INTERVAL_MS = 10_000;

type Log = { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void };

export interface Reconciler {
  /** Queues a verified notification (status API + settlement) and returns at once. */
  accept(notification: Record<string, unknown>): void;
  /**
   * Someone is looking at this unsettled order (the finish page polls it): ask the gateway now,
   * in the background, at most once per NUDGE_INTERVAL_MS per order.
   */
  nudge(orderId: string): void;
  /** One reconciliation pass; returns what each looked-up order led to. */
  runOnce(): Promise<{ checked: number; results: ApplyResult[] }>;
  /** Resolves when every queued notification has been processed (tests, shutdown). */
  idle(): Promise<void>;
}

export function createReconciler(opts: {
  db: Db;
  now: Clock;
  provider: MidtransProvider;
  log: Log;
  /** PUBLIC_URL, the origin of the notices' links ('' when unset: relative links). */
  origin?: string;
}): Reconciler {
  const { db, now, provider, log } = opts;
  const inflight = new Set<Promise<unknown>>();
  /** Wall-clock time of the last nudge per order (pacing only, so not the injectable clock). */
  const nudged = new Map<string, number>();

  function background(orderId: string, notification: Record<string, unknown> | null): void {
    const p = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => settle(orderId, notification))
      .catch((err: unknown) =>
        // The reconciliation job picks this order up again: nothing is lost.
        log.warn({ err: err instanceof GatewayError ? err.message : err, orderId }, 'payment not settled yet'),
      )
      .finally(() => inflight.delete(p));
    inflight.add(p);
  }

  async function settle(orderId: string, notification: Record<string, unknown> | null): Promise<ApplyResult> {
    const status = await provider.fetchStatus(orderId);
    const result = await applyGatewayStatus(
      { db, now, log, origin: opts.origin },
      { orderId, status, notification, source: notification ? 'notification' : 'reconciliation' },
    );
    if (result !== 'unchanged' && result !== 'unknown')
      log.info({ orderId, result, status: status?.transaction_status }, 'payment settled');
    return result;
  }

  return {
    accept(notification) {
      background(String(notification['order_id']), notification);
    },

    nudge(orderId) {
      const t = Date.now();
      if (t - (nudged.get(orderId) ?? -Infinity) < NUDGE_INTERVAL_MS) return;
      nudged.set(orderId, t);
      if (nudged.size > 10_000) nudged.clear(); // bounded; forgetting only allows one more call
      background(orderId, null);
    },

    async runOnce() {
      const t = now();
      // Every Midtrans order the ledger still expects money from (an online order, a move's own
      // `<invoice>-U<n>`, a booth QRIS charge), near or past the end of its window.
      const ends = sql`coalesce(${ticketChanges.expiresAt}, ${transactions.expiresAt})`;
      const due = await db
        .select({ orderId: ledgerEntries.gatewayOrderId })
        .from(ledgerEntries)
        .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
        .leftJoin(ticketChanges, eq(ticketChanges.id, ledgerEntries.changeId))
        .where(
          and(
            eq(ledgerEntries.direction, 'in'),
            eq(ledgerEntries.state, 'pending'),
            isNotNull(ledgerEntries.gatewayOrderId),
            sql`coalesce(${ticketChanges.paymentProvider}, ${transactions.paymentProvider}) = 'midtrans'`,
            // An order or move whose gateway said its last word (an amount we did not ask, …) is not asked again.
            or(isNotNull(ledgerEntries.changeId), eq(transactions.gatewayFinal, false)),
            or(isNull(ticketChanges.gatewayStatus), notInArray(ticketChanges.gatewayStatus, MOVE_FINAL)),
            sql`${ends} <= ${new Date(t + RECONCILE_NEAR_MS).toISOString()}::timestamptz`,
            sql`${ends} > ${new Date(t - RECONCILE_HORIZON_MS).toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(ends))
        .limit(BATCH);
      const orders = due.flatMap((d) => (d.orderId ? [d.orderId] : []));
      const results: ApplyResult[] = [];
      for (const invoiceId of orders) {
        try {
          results.push(await settle(invoiceId, null));
        } catch (err) {
          if (err instanceof GatewayError) {
            // The gateway is down: the next pass tries again; no point in timing out N times now.
            log.warn({ err: err.message, orderId: invoiceId }, 'reconciliation paused: gateway unavailable');
            break;
          }
          throw err;
        }
      }
      return { checked: results.length, results };
    },

    async idle() {
      while (inflight.size) await Promise.allSettled([...inflight]);
    },
  };
}
