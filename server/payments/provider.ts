// The payment gateway seam. A provider opens a payment session for a held transaction (returning
// the page the browser is sent to) and authenticates the gateway's callbacks. The built-in
// simulator (simulator.ts) is the default; a real gateway implements the same two calls.
import type { components } from '../../src/api/schema.d.ts';

export type PaymentCallback = components['schemas']['PaymentCallback'];

export interface PaymentSessionRequest {
  transactionId: number;
  invoiceId: string;
  amount: number;
  /** Absolute origin of the app as the browser sees it ('http://localhost:8080'), or '' for relative URLs. */
  origin: string;
}

export interface PaymentProvider {
  readonly name: string;
  createSession(tx: PaymentSessionRequest): Promise<{ sessionId: string; paymentUrl: string }>;
  /** True when the callback is authentic (its signature checks out). */
  verifyCallback(body: PaymentCallback): boolean;
}
