// The built-in simulated gateway: a session is a random id, the payment page is served by this
// server at /api/payment/simulator/{sessionId}, and paying or cancelling there produces the same
// signed PaymentCallback a real gateway would POST to /api/payment/callback. A booth QRIS charge
// (chargeQris) is a signed text standing in for the QRIS payload; in development it is paid with
// POST /api/dev/qris/{invoiceId}/pay (server/dev/routes.ts), which settles it the same way.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from './provider';
import { isValidSignature } from './signature';

export const SIMULATOR_PATH = '/api/payment/simulator/';
/** The simulator's QRIS payloads start with this (not a real QRIS: no wallet can pay it). */
export const SIMULATOR_QRIS_PREFIX = 'SEBERANG-SIMULASI-QRIS';
/** A page's form token stays usable this long; it is bound to its session. */
const FORM_TOKEN_TTL_MS = 30 * 60_000;

export const PAYMENT_METHODS = [
  { value: 'VA_BCA', label: 'Virtual Account BCA', bankName: 'BCA', paymentMethod: 'Virtual Account' },
  { value: 'VA_BRI', label: 'Virtual Account BRI', bankName: 'BRI', paymentMethod: 'Virtual Account' },
  { value: 'VA_MANDIRI', label: 'Virtual Account Mandiri', bankName: 'Mandiri', paymentMethod: 'Virtual Account' },
  { value: 'QRIS', label: 'QRIS', bankName: 'QRIS', paymentMethod: 'QRIS' },
] as const;

export interface SimulatorProvider extends PaymentProvider {
  /** A token for the page's hidden field: `<expiry>.<hmac(sessionId|expiry)>`. */
  formToken(sessionId: string, nowMs: number): string;
  checkFormToken(sessionId: string, token: string, nowMs: number): boolean;
}

export function createSimulatorProvider(opts: { secret: string }): SimulatorProvider {
  const mac = (sessionId: string, exp: number) =>
    createHmac('sha256', opts.secret).update(`form|${sessionId}|${exp}`).digest('base64url');
  return {
    name: 'simulator',
    async createSession(tx) {
      const sessionId = `sim_${randomBytes(18).toString('base64url')}`;
      return { sessionId, paymentUrl: `${tx.origin}${SIMULATOR_PATH}${sessionId}` };
    },
    async chargeQris(tx) {
      const sessionId = `simqris_${randomBytes(18).toString('base64url')}`;
      const payload = `${SIMULATOR_QRIS_PREFIX}|${tx.invoiceId}|${tx.amount}|${sessionId}`;
      const sig = createHmac('sha256', opts.secret).update(`qris|${payload}`).digest('base64url');
      return { sessionId, qrString: `${payload}|${sig}` };
    },
    // Every simulated payment can be refunded (issue #23): at once, with Midtrans' answer's shape.
    async refund(req) {
      return {
        ok: true,
        response: {
          status_code: '200',
          status_message: 'Simulasi: refund disetujui',
          order_id: req.orderId,
          refund_key: req.refundKey,
          refund_amount: String(req.amount),
          transaction_status: 'refund',
        },
      };
    },
    verifyCallback: (body) => isValidSignature(opts.secret, body),
    formToken(sessionId, nowMs) {
      const exp = nowMs + FORM_TOKEN_TTL_MS;
      return `${exp}.${mac(sessionId, exp)}`;
    },
    checkFormToken(sessionId, token, nowMs) {
      const [expText, sig] = token.split('.');
      const exp = Number(expText);
      if (!sig || !Number.isSafeInteger(exp) || exp < nowMs) return false;
      const a = Buffer.from(sig);
      const b = Buffer.from(mac(sessionId, exp));
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
