// Settlement from a real gateway's word: one code path for Midtrans notifications and for the
// reconciliation job. The caller has already asked the status API (never the notification body
// alone); this module decides, in one database transaction, what that status means for our
// transaction, records the settlement in the audit table, and returns what happened.
//
// Rules (./README.md):
// - settlement, or capture with fraud_status accept → paid. An UNPAID row becomes PAID (its place
//   is still held, even when its 15 minutes ran out a moment ago and the expiry job has not run).
//   An EXPIRED or CANCELLED row is a late payment: if the departure is still open (not stopped or
//   cancelled by the operator, not within its last hour) and its online space still fits the
//   ticket's lane centimetres and seats (../capacity/space.ts), that space is taken again
//   atomically (schedule row locked) and the row becomes PAID; otherwise it becomes REFUND_DUE.
// - pending, authorize, capture+challenge → nothing changes (we keep asking).
// - expire, cancel, deny, failure → an UNPAID row is CANCELLED and its space returned, exactly once
//   (the status guard); any other row is left alone.
// - PAID and REFUND_DUE rows never change again, nor does a row paid once and cancelled since (a
//   booth ticket's Batalkan); a repeated notification is a no-op.
// - A booth ticket (channel 'loket', QRIS, issue #24) keeps paymentMethod 'qris' (the shift report
//   counts it); its late payment takes booth space again (walk-in quota first, until departure).
// - A ticket that becomes PAID queues its WhatsApp notice in the same transaction.
import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentSettlements, schedules, transactions } from '../db/schema';
import type { Clock } from '../platform/clock';
import { ABSENT_GRACE_MS } from '../platform/constants';
import { HIDE_BEFORE_DEPARTURE_MINUTES } from '../../kernel/countdown';
import { takeBoothSpace, takeSpace } from '../capacity/holds';
import { cancelUnpaid, endExpectedMoney, markPaid, noteGatewayStatus, orderIdOf } from '../lifecycle/tickets';
import { fitsBooth, fitsOnline, walkinTakeCm } from '../capacity/space';
import { enqueueTicketNotice } from '../notices/queue';
import type { MidtransStatus } from './midtrans';
import { applyChangeGatewayStatus } from '../tickets/change-payment';
import { queueRefund } from '../refunds/queue';

/** After our window ended, an order the gateway never heard of is given this long before we stop asking. */
export { ABSENT_GRACE_MS };

export type GatewayVerdict = 'paid' | 'cancelled' | 'wait' | 'other';

export function classifyStatus(s: MidtransStatus): { verdict: GatewayVerdict; final: boolean } {
  switch (s.transaction_status) {
    case 'settlement':
      return { verdict: 'paid', final: true };
    case 'capture':
      if (s.fraud_status === 'accept') return { verdict: 'paid', final: true };
      if (s.fraud_status === 'deny') return { verdict: 'cancelled', final: true };
      return { verdict: 'wait', final: false }; // challenge: the merchant decides in the dashboard
    case 'pending':
    case 'authorize':
      return { verdict: 'wait', final: false };
    case 'expire':
    case 'cancel':
    case 'deny':
    case 'failure':
      return { verdict: 'cancelled', final: true };
    default:
      // refund, partial_refund, chargeback, …: money moved back by hand; nothing for us to do.
      return { verdict: 'other', final: true };
  }
}

const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/** How the passenger paid, for the ticket detail ("Virtual Account" at "BCA", "QRIS", …). */
export function paymentLabels(s: MidtransStatus): { paymentMethod: string | null; bankName: string | null } {
  const bank = s.va_numbers?.[0]?.bank;
  switch (s.payment_type) {
    case 'bank_transfer':
      return {
        paymentMethod: 'Virtual Account',
        bankName: bank ? bank.toUpperCase() : s['permata_va_number'] ? 'Permata' : null,
      };
    case 'echannel':
      return { paymentMethod: 'Virtual Account', bankName: 'Mandiri' };
    case 'qris':
      return { paymentMethod: 'QRIS', bankName: s.issuer ? title(s.issuer) : s.acquirer ? title(s.acquirer) : 'QRIS' };
    case 'gopay':
      return { paymentMethod: 'GoPay', bankName: 'GoPay' };
    case 'shopeepay':
      return { paymentMethod: 'ShopeePay', bankName: 'ShopeePay' };
    case 'credit_card':
      return { paymentMethod: 'Kartu Kredit', bankName: s.bank ? s.bank.toUpperCase() : null };
    case 'cstore':
      return { paymentMethod: 'Gerai Retail', bankName: s.store ? title(s.store) : null };
    default:
      return { paymentMethod: s.payment_type ?? null, bankName: bank ? bank.toUpperCase() : null };
  }
}

/** Midtrans times are 'yyyy-MM-dd HH:mm:ss' in Jakarta time (GMT+7). */
function parseMidtransTime(text: unknown): Date | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const d = new Date(`${text.replace(' ', 'T')}+07:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

export type ApplyResult =
  | 'unknown' // no such order here
  | 'paid'
  | 'rehold_paid'
  | 'refund_due'
  | 'cancelled'
  | 'unchanged';

export interface ApplyInput {
  orderId: string;
  /** The status API's answer; null when the gateway does not know the order. */
  status: MidtransStatus | null;
  /** The raw notification that triggered this, or null (reconciliation). */
  notification: Record<string, unknown> | null;
  source: 'notification' | 'reconciliation';
}

export async function applyGatewayStatus(
  deps: {
    db: Db;
    now: Clock;
    log: { warn(o: object, m: string): void; error(o: object, m: string): void };
    /** The origin of the notice's link (PUBLIC_URL; '' makes it relative). */
    origin?: string;
  },
  input: ApplyInput,
): Promise<ApplyResult> {
  const { db, now, log } = deps;
  const t = now();
  return db.transaction(async (tx): Promise<ApplyResult> => {
    // The order's own payment: its invoice, or the order id its session took (lifecycle/tickets.ts claimOrderId).
    const [row] = await tx
      .select()
      .from(transactions)
      .where(or(eq(transactions.invoiceId, input.orderId), eq(transactions.gatewayOrderId, input.orderId)))
      .for('update');
    // Not an order: perhaps a paid Ubah Jadwal's payment (issue #23, ../tickets/change-payment.ts).
    if (!row) {
      const verdict = input.status ? classifyStatus(input.status).verdict : null;
      const grossAmount = Number(input.status?.gross_amount);
      const status = input.status ? String(input.status.transaction_status) : null;
      return applyChangeGatewayStatus(tx, deps, { orderId: input.orderId, status, verdict, grossAmount });
    }
    const s = input.status;
    if (!s) {
      // An order id an earlier ask took and never showed (a session that replaced it) says nothing.
      if (orderIdOf(row) !== input.orderId) return 'unchanged';
      if (t > row.expiresAt.getTime() + ABSENT_GRACE_MS) {
        await noteGatewayStatus(tx, row.id, { gatewayStatus: 'absent', gatewayFinal: true });
        await endExpectedMoney(tx, [row], t, true);
      }
      return 'unchanged';
    }
    const status = String(s.transaction_status);
    const { verdict, final } = classifyStatus(s);
    const amount = Number(s.gross_amount);
    if (verdict === 'paid' && amount !== row.price) {
      // Never settle an amount we did not ask for; an operator has to look at it.
      log.error(
        { orderId: input.orderId, amount: s.gross_amount, price: row.price },
        'gateway amount differs from our price',
      );
      await noteGatewayStatus(tx, row.id, { gatewayStatus: 'amount_mismatch', gatewayFinal: true });
      return 'unchanged';
    }
    const audit = async (outcome: Exclude<ApplyResult, 'unknown' | 'unchanged'>) => {
      await tx
        .insert(paymentSettlements)
        .values({
          transactionId: row.id,
          provider: 'midtrans',
          source: input.source,
          outcome,
          gatewayStatus: status,
          notification: input.notification,
          statusResponse: s as Record<string, unknown>,
          recordedAt: new Date(t),
        })
        .onConflictDoNothing();
      return outcome;
    };
    const gateway = { gatewayStatus: status, gatewayFinal: final };

    if (verdict === 'paid') {
      // A ticket paid once and cancelled since (the booth's Batalkan, with its refund) is never revived.
      if (row.status === 'PAID' || row.status === 'REFUND_DUE' || row.paidAt) {
        await noteGatewayStatus(tx, row.id, gateway);
        return 'unchanged';
      }
      const booth = row.channel === 'loket';
      const labels = paymentLabels(s);
      const paid = {
        ...gateway,
        // The booth's method stays 'qris'.
        ...(booth ? { bankName: labels.bankName } : labels),
        status: 'PAID' as const,
        paidAt: parseMidtransTime(s.settlement_time) ?? parseMidtransTime(s.transaction_time) ?? new Date(t),
        settledAt: new Date(t),
      };
      if (row.status === 'UNPAID') {
        await markPaid(tx, row, paid, t);
        await enqueueTicketNotice(tx, row.id, t, deps.origin ?? '');
        return audit('paid');
      }
      // EXPIRED or CANCELLED: the space went back to sale. Take it again if it is still there.
      const [dep] = await tx.select().from(schedules).where(eq(schedules.id, row.scheduleId)).for('update');
      const need = { cm: row.spaceCm, seats: row.seats };
      const open =
        dep &&
        dep.status === 'open' &&
        (booth
          ? fitsBooth(dep, need) && dep.departureAt.getTime() > t
          : fitsOnline(dep, need, t) && dep.departureAt.getTime() - t >= HIDE_BEFORE_DEPARTURE_MINUTES * 60_000);
      if (open) {
        if (booth) {
          const walkinCm = walkinTakeCm(dep, need.cm);
          await takeBoothSpace(tx, row.scheduleId, need, walkinCm);
          await markPaid(tx, row, { ...paid, walkinCm }, t);
        } else {
          await takeSpace(tx, new Map([[row.scheduleId, need]]));
          await markPaid(tx, row, paid, t);
        }
        await enqueueTicketNotice(tx, row.id, t, deps.origin ?? '');
        return audit('rehold_paid');
      }
      log.warn({ orderId: input.orderId, transactionId: row.id }, 'late payment without a free place: refund due');
      await markPaid(tx, row, paid, t, 'REFUND_DUE');
      // The console's Refund screen pays it back by hand (issue #23): queued 'due' at once.
      await queueRefund(tx, {
        transactionId: row.id,
        amount: row.price,
        percent: 100,
        cause: 'late_payment',
        nowMs: t,
      });
      return audit('refund_due');
    }

    if (verdict === 'cancelled' && row.status === 'UNPAID') {
      await cancelUnpaid(tx, eq(transactions.id, row.id), t, gateway, true);
      return audit('cancelled');
    }

    await noteGatewayStatus(tx, row.id, gateway);
    // The gateway's final word that no money came (an order that had expired here already).
    if (verdict === 'cancelled') await endExpectedMoney(tx, [row], t, true);
    return 'unchanged';
  });
}
