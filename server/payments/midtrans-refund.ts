// Midtrans' Refund API (issue #23), built to its published contract (docs.midtrans.com, "Refund
// Transactions"): POST {MIDTRANS_API_URL}/v2/{order_id}/refund, Basic auth as every Core API call,
// JSON body { refund_key, amount, reason }. The same refund_key asked again is the same refund
// (we send the ticket's: refund-<invoiceId>). Only a settled payment is refundable, and only
// through some methods: credit card, GoPay, ShopeePay, DANA, OVO, QRIS, Kredivo and Akulaku. A
// bank transfer (Virtual Account) or a retail-store payment cannot be: those are never asked and
// go to the operator's refund-due list. The answer carries its own status_code: "200" is a refund
// approved (transaction_status refund / partial_refund); anything else — 412 "cannot modify the
// status", 404, a refund window passed — is a refusal, also paid by hand. No answer at all (the
// gateway unreachable, timed out, or a 5xx) is not a refusal: `retry`, asked again with the same
// refund_key (../refunds/process.ts, issue #37).
import type { RefundRequest, RefundResult } from './provider';

/**
 * The payment method labels (gateway.ts paymentLabels, the booth's 'qris') and raw payment_type
 * values whose payments Midtrans can refund.
 */
const REFUNDABLE = new Set(
  ['qris', 'gopay', 'shopeepay', 'kartu kredit', 'credit_card', 'dana', 'ovo', 'kredivo', 'akulaku'].map((m) =>
    m.toLowerCase(),
  ),
);

export function midtransRefundable(paymentMethod: string | null): boolean {
  return paymentMethod !== null && REFUNDABLE.has(paymentMethod.trim().toLowerCase());
}

type Call = (url: string, init: RequestInit) => Promise<{ status: number; body: Record<string, unknown> }>;

export async function midtransRefund(apiUrl: string, call: Call, req: RefundRequest): Promise<RefundResult> {
  if (!midtransRefundable(req.paymentMethod)) {
    return {
      ok: false,
      reason: `Metode pembayaran ${req.paymentMethod ?? 'tidak diketahui'} tidak dapat direfund otomatis.`,
    };
  }
  let answer: { status: number; body: Record<string, unknown> };
  try {
    answer = await call(`${apiUrl}/v2/${encodeURIComponent(req.orderId)}/refund`, {
      method: 'POST',
      body: JSON.stringify({ refund_key: req.refundKey, amount: req.amount, reason: req.reason }),
    });
  } catch (err) {
    // Unreachable or timed out: whether it refunded is unknown. Asked again with the same
    // refund_key (never twice); after the last try the operator must look first.
    return { ok: false, retry: true, reason: `${(err as Error).message} (periksa dasbor Midtrans sebelum membayar)` };
  }
  const { status, body } = answer;
  if (status >= 500)
    return {
      ok: false,
      retry: true,
      reason: `Midtrans tidak menjawab (${status}) (periksa dasbor Midtrans sebelum membayar)`,
    };
  const code = body['status_code'];
  if (status < 400 && code === '200') return { ok: true, response: body };
  const message = typeof body['status_message'] === 'string' ? body['status_message'] : '';
  const shown = typeof code === 'string' || typeof code === 'number' ? String(code) : '';
  return { ok: false, reason: `Midtrans menolak refund (${status}/${shown})${message ? `: ${message}` : ''}` };
}
