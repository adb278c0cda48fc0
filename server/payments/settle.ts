// The one settlement path: a gateway's POST /api/payment/callback, the simulator's form and, in
// development, the simulator's QRIS pay (server/dev/routes.ts) all end here. Idempotent: only an
// UNPAID transaction (and, for PAID, one still inside its payment window) changes; an unknown,
// expired or already settled session changes nothing. A booth ticket keeps its payment method
// ('qris', what the shift report counts); a ticket that becomes PAID queues its WhatsApp notice in
// the same transaction (../notices/queue.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import type { Clock } from '../platform/clock';
import { cancelUnpaid, payBySession } from '../lifecycle/tickets';
import { enqueueTicketNotice } from '../notices/queue';
import type { PaymentCallback } from './provider';
import { settleChangeBySession } from '../tickets/change-payment';

export type SettleResult = 'paid' | 'cancelled' | 'ignored';

const silent = { warn: () => {}, error: () => {} };

/**
 * `origin`: the app's origin for the notice's link (PUBLIC_URL or the request's; '' relative).
 * A session no transaction has may be a paid Ubah Jadwal's (../tickets/change-payment.ts, issue #23).
 */
export async function settlePayment(
  db: Db,
  now: Clock,
  c: PaymentCallback,
  opts: { origin?: string; log?: { warn(o: object, m: string): void; error(o: object, m: string): void } } = {},
): Promise<SettleResult> {
  const t = now();
  // No order has the session: a paid Ubah Jadwal's payment perhaps (issue #23).
  const changeBySession = (paid: boolean) =>
    settleChangeBySession(db, t, c.sessionId, paid, { origin: opts.origin ?? '', log: opts.log ?? silent });
  if (c.status === 'PAID') {
    const paidAt = c.paidAt ? new Date(c.paidAt) : new Date(t);
    const result: SettleResult = await db.transaction(async (tx) => {
      const rows = await payBySession(tx, c.sessionId, t, {
        paidAt: Number.isNaN(paidAt.getTime()) ? new Date(t) : paidAt,
        bankName: c.bankName ?? null,
        paymentMethod: c.paymentMethod ?? null,
      });
      for (const r of rows) await enqueueTicketNotice(tx, r.id, t, opts.origin ?? '');
      return rows.length ? 'paid' : 'ignored';
    });
    return result === 'ignored' ? ((await changeBySession(true)) ?? result) : result;
  }
  const result: SettleResult = await db.transaction(async (tx) => {
    const rows = await cancelUnpaid(tx, eq(transactions.paymentSessionId, c.sessionId), t);
    return rows.length ? 'cancelled' : 'ignored';
  });
  return result === 'ignored' ? ((await changeBySession(false)) ?? result) : result;
}
