// HMAC-SHA256 (hex) over `sessionId|status|bankName|paymentMethod|paidAt` with PAYMENT_SECRET;
// absent optional fields count as ''. Compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentCallback } from './provider';

export type UnsignedCallback = Omit<PaymentCallback, 'signature'>;

export function callbackSignature(secret: string, c: UnsignedCallback): string {
  const text = [c.sessionId, c.status, c.bankName ?? '', c.paymentMethod ?? '', c.paidAt ?? ''].join('|');
  return createHmac('sha256', secret).update(text).digest('hex');
}

export function signCallback(secret: string, c: UnsignedCallback): PaymentCallback {
  return { ...c, signature: callbackSignature(secret, c) };
}

export function isValidSignature(secret: string, c: PaymentCallback): boolean {
  if (typeof c.signature !== 'string' || !/^[0-9a-f]{64}$/i.test(c.signature)) return false;
  const expected = Buffer.from(callbackSignature(secret, c), 'hex');
  const given = Buffer.from(c.signature.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
