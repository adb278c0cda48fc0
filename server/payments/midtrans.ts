// Midtrans Snap, built to Midtrans' published contract (docs.midtrans.com):
// - Create a Snap transaction: POST {MIDTRANS_SNAP_URL}/v1/transactions, Basic auth with the
//   server key as user name and an empty password, JSON body with transaction_details
//   (order_id, gross_amount), item_details (must sum to gross_amount), custom_expiry
//   (order_time "yyyy-MM-dd HH:mm:ss +0700", expiry_duration, unit), page_expiry and the
//   finish/unfinish/error callbacks. Answer 201 { token, redirect_url }.
// - HTTP notification: a JSON POST whose signature_key is
//   SHA512(order_id + status_code + gross_amount + server key), hex.
// - Get status: GET {MIDTRANS_API_URL}/v2/{order_id}/status, same auth; transaction_status is
//   pending | settlement | capture (with fraud_status accept/challenge/deny) | deny | cancel |
//   expire | refund | …; an unknown order answers status_code "404".
// - QRIS at the booth (Core API): POST {MIDTRANS_API_URL}/v2/charge, same auth, body
//   { payment_type: 'qris', transaction_details, item_details, custom_expiry, qris: { acquirer:
//   'gopay' } }; answer status_code "201" (transaction_status pending) with transaction_id,
//   qr_string and actions [{ name: 'generate-qr-code', url }]. It settles like any other order
//   (notification, status API).
// - Refund: POST {MIDTRANS_API_URL}/v2/{order_id}/refund (./midtrans-refund.ts).
// A notification is only a hint: the settlement code always asks the status API (settle.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import { jakartaParts } from '../platform/clock';
import type {
  PaymentProvider,
  PaymentSessionRequest,
  QrisChargeRequest,
  RefundRequest,
  RefundResult,
} from './provider';
import { midtransRefund } from './midtrans-refund';

export const MIDTRANS_SANDBOX_SNAP_URL = 'https://app.sandbox.midtrans.com/snap';
export const MIDTRANS_SANDBOX_API_URL = 'https://api.sandbox.midtrans.com';
/** Where the browser lands after Snap's finish redirect (the app's route, see src/app.tsx). */
export const FINISH_PATH = '/pembayaran-selesai/';
/**
 * Unfinished or failed payments go back to the ticket list, which shows the hold and its countdown
 * and says the payment is not finished (issue #21 §7; Snap appends its own order_id, status_code
 * and transaction_status, which the app does not read).
 */
export const UNFINISH_PATH = '/tiket-saya?pembayaran=belum-selesai';

/** Midtrans' item name limit (50 characters). */
const ITEM_NAME_MAX = 50;

/** A Midtrans notification or status answer (only the fields we use are named). */
export interface MidtransStatus {
  order_id?: string;
  status_code?: string;
  gross_amount?: string;
  transaction_status?: string;
  fraud_status?: string;
  payment_type?: string;
  transaction_time?: string;
  settlement_time?: string;
  va_numbers?: { bank?: string; va_number?: string }[];
  bank?: string;
  issuer?: string;
  acquirer?: string;
  store?: string;
  signature_key?: string;
  [key: string]: unknown;
}

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface MidtransOptions {
  serverKey: string;
  snapUrl?: string;
  apiUrl?: string;
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface MidtransProvider extends PaymentProvider {
  readonly name: 'midtrans';
  chargeQris(tx: QrisChargeRequest): Promise<{ sessionId: string; qrString: string }>;
  /** True when signature_key = SHA512(order_id + status_code + gross_amount + server key), in constant time. */
  verifyNotification(body: Record<string, unknown>): boolean;
  /** The gateway's current status of an order; null when the gateway does not know it (404). */
  fetchStatus(orderId: string): Promise<MidtransStatus | null>;
  /** Refund API: refunded, or why not (a method it cannot refund, a refusal, no answer). */
  refund(req: RefundRequest): Promise<RefundResult>;
}

export function midtransSignature(serverKey: string, orderId: string, statusCode: string, grossAmount: string): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

/** 'yyyy-MM-dd HH:mm:ss +0700', the format of custom_expiry.order_time (Jakarta time). */
export function midtransTime(ms: number): string {
  const { date, time } = jakartaParts(ms);
  return `${date} ${time} +0700`;
}

/** item_details from our price lines; falls back to one line per amount when unit × quantity differs. */
export function itemDetails(
  lines: PaymentSessionRequest['priceLines'],
): { id: string; name: string; price: number; quantity: number }[] {
  return lines
    .filter((l) => l.amount > 0)
    .map((l, i) => {
      const exact = l.unit * l.quantity === l.amount;
      return {
        id: `L${i + 1}`,
        name: l.label.slice(0, ITEM_NAME_MAX),
        price: exact ? l.unit : l.amount,
        quantity: exact ? l.quantity : 1,
      };
    });
}

export function createMidtransProvider(opts: MidtransOptions): MidtransProvider {
  const snapUrl = (opts.snapUrl ?? MIDTRANS_SANDBOX_SNAP_URL).replace(/\/+$/, '');
  const apiUrl = (opts.apiUrl ?? MIDTRANS_SANDBOX_API_URL).replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const doFetch = opts.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${opts.serverKey}:`).toString('base64')}`;
  const headers = { accept: 'application/json', 'content-type': 'application/json', authorization: auth };

  async function call(url: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
    let res: Response;
    try {
      res = await doFetch(url, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new GatewayError(`Midtrans unreachable: ${(err as Error).message}`);
    }
    const text = await res.text().catch(() => '');
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
    } catch {
      // an HTML error page from a proxy: the status says enough
    }
    return { status: res.status, body };
  }

  return {
    name: 'midtrans',

    async createSession(tx) {
      const items = itemDetails(tx.priceLines);
      const sum = items.reduce((s, i) => s + i.price * i.quantity, 0);
      if (sum !== tx.amount) throw new GatewayError(`price lines sum to ${sum}, not ${tx.amount}`);
      const minutes = Math.max(1, Math.round((tx.expiresAt - tx.placedAt) / 60_000));
      const request = {
        transaction_details: { order_id: tx.invoiceId, gross_amount: tx.amount },
        item_details: items,
        // The payment itself ends with our hold (15 minutes from the order)...
        custom_expiry: { order_time: midtransTime(tx.placedAt), expiry_duration: minutes, unit: 'minute' },
        // ...and the page too (Snap's minimum is 5 minutes; its default would be 24 hours).
        page_expiry: { duration: Math.max(5, minutes), unit: 'minutes' },
        callbacks: {
          finish: `${tx.origin}${FINISH_PATH}${tx.transactionId}`,
          unfinish: `${tx.origin}${UNFINISH_PATH}`,
          error: `${tx.origin}${UNFINISH_PATH}`,
        },
      };
      const { status, body } = await call(`${snapUrl}/v1/transactions`, {
        method: 'POST',
        body: JSON.stringify(request),
      });
      const token = body['token'];
      const redirect = body['redirect_url'];
      if (status !== 201 && status !== 200) {
        const messages = Array.isArray(body['error_messages']) ? (body['error_messages'] as unknown[]).join('; ') : '';
        throw new GatewayError(`Snap answered ${status}${messages ? `: ${messages}` : ''}`, status);
      }
      if (typeof token !== 'string' || typeof redirect !== 'string' || !/^https?:\/\//.test(redirect)) {
        throw new GatewayError('Snap answered without token or redirect_url', status);
      }
      return { sessionId: token, paymentUrl: redirect };
    },

    async chargeQris(tx) {
      const items = itemDetails(tx.priceLines);
      const sum = items.reduce((s, i) => s + i.price * i.quantity, 0);
      const minutes = Math.max(1, Math.round((tx.expiresAt - tx.placedAt) / 60_000));
      const request = {
        payment_type: 'qris',
        transaction_details: { order_id: tx.invoiceId, gross_amount: tx.amount },
        ...(sum === tx.amount ? { item_details: items } : {}),
        // The QR stops being payable when our hold ends.
        custom_expiry: { order_time: midtransTime(tx.placedAt), expiry_duration: minutes, unit: 'minute' },
        qris: { acquirer: 'gopay' },
      };
      const { status, body } = await call(`${apiUrl}/v2/charge`, { method: 'POST', body: JSON.stringify(request) });
      const code = typeof body['status_code'] === 'string' ? body['status_code'] : '';
      const qr = body['qr_string'];
      if (status >= 400 || !/^2\d\d$/.test(code)) {
        const message = typeof body['status_message'] === 'string' ? body['status_message'] : '';
        throw new GatewayError(`QRIS charge answered ${status}/${code}${message ? `: ${message}` : ''}`, status);
      }
      if (typeof qr !== 'string' || !qr) throw new GatewayError('QRIS charge answered without qr_string', status);
      const id = body['transaction_id'];
      return { sessionId: typeof id === 'string' && id ? id : `qris-${tx.invoiceId}`, qrString: qr };
    },

    refund: (req) => midtransRefund(apiUrl, call, req),

    // Midtrans never calls the simulator's callback route.
    verifyCallback: () => false,

    verifyNotification(body) {
      const { order_id, status_code, gross_amount, signature_key } = body;
      if (![order_id, status_code, gross_amount, signature_key].every((v) => typeof v === 'string')) return false;
      if (!/^[0-9a-f]{128}$/i.test(signature_key as string)) return false;
      const expected = Buffer.from(
        midtransSignature(opts.serverKey, order_id as string, status_code as string, gross_amount as string),
        'hex',
      );
      const given = Buffer.from((signature_key as string).toLowerCase(), 'hex');
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    async fetchStatus(orderId) {
      const { status, body } = await call(`${apiUrl}/v2/${encodeURIComponent(orderId)}/status`, { method: 'GET' });
      // Midtrans reports its own status_code in the body (HTTP may say 200 or 404).
      if (status === 404 || body['status_code'] === '404') return null;
      if (status >= 400 || typeof body['transaction_status'] !== 'string') {
        const code = body['status_code'];
        throw new GatewayError(
          `status API answered ${status} (${typeof code === 'string' || typeof code === 'number' ? code : ''})`,
          status,
        );
      }
      if (body['order_id'] !== orderId) throw new GatewayError('status API answered for another order');
      return body as MidtransStatus;
    },
  };
}
