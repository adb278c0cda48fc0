// The payment gateway seam. A provider opens a payment session for a held transaction (returning
// the page the browser is sent to) and authenticates the gateway's callbacks. The built-in
// simulator (simulator.ts) is the default; Midtrans Snap (midtrans.ts) is the real one, chosen
// with PAYMENT_PROVIDER=midtrans. The booth (issue #24) charges QRIS directly (chargeQris): the
// QR string is shown on the cashier's screen; Midtrans' Core API makes it, the simulator its own.
import type { components } from '../../kernel/schema';
import type { PriceLineJson } from '../db/schema';

export type PaymentCallback = components['schemas']['PaymentCallback'];

export interface PaymentSessionRequest {
  transactionId: number;
  invoiceId: string;
  amount: number;
  /** The server's price lines; they sum to `amount`. */
  priceLines: PriceLineJson[];
  /** When the order was placed and when our hold ends (epoch ms). */
  placedAt: number;
  expiresAt: number;
  /** Absolute origin of the app as the browser sees it ('http://localhost:8080'), or '' for relative URLs. */
  origin: string;
}

/** A QRIS charge for a booth sale: the amount and the end of our hold. */
export type QrisChargeRequest = Omit<PaymentSessionRequest, 'origin'>;

/** The charge made: its session id (unique per charge) and the QRIS payload to draw as a QR code. */
export interface QrisCharge {
  sessionId: string;
  qrString: string;
}

/** A refund asked of the gateway (issue #23): the order, our idempotency key, whole rupiah. */
export interface RefundRequest {
  orderId: string;
  /** The same key asked twice refunds once (Midtrans refund_key). */
  refundKey: string;
  amount: number;
  reason: string;
  /** The transaction's payment method label ('Virtual Account', 'QRIS', 'GoPay', …), or null. */
  paymentMethod: string | null;
}

/** Refunded (the gateway's answer kept), or not: the reason, and the refund is paid by hand. */
/**
 * A gateway's answer to a refund. `retry`: it did not answer (unreachable, timed out, 5xx), so it
 * is not known whether it refunded: asked again with the same refund_key (issue #37).
 */
export type RefundResult =
  { ok: true; response: Record<string, unknown> } | { ok: false; reason: string; retry?: boolean };

export interface PaymentProvider {
  readonly name: string;
  createSession(tx: PaymentSessionRequest): Promise<{ sessionId: string; paymentUrl: string }>;
  /** Charges QRIS at once (the booth); throws when the gateway refuses or does not answer. */
  chargeQris?(tx: QrisChargeRequest): Promise<QrisCharge>;
  /** Refunds (part of) a settled payment; never throws (a failure is `{ ok: false }`). */
  refund?(req: RefundRequest): Promise<RefundResult>;
  /** True when the callback is authentic (its signature checks out). */
  verifyCallback(body: PaymentCallback): boolean;
}
