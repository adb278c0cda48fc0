// The fake Midtrans' Refund API (issue #23), to Midtrans' published contract: POST
// /v2/{order_id}/refund with { refund_key, amount, reason } (auth is checked by the caller,
// ./midtrans.ts). Only a settled payment by a refundable method (the fake's gopay and qris; not
// bank_transfer) is refunded; the same refund_key answers the same refund again without refunding
// twice; the refunds' sum never exceeds the gross amount. `failing` makes every refund refused
// (HTTP 200 with Midtrans' own status_code 412), to test a refund left to be paid by hand.
// Controls for the browser journey (no auth, loopback only): GET /__fake/refunds lists the
// refunds made, POST /__fake/refunds/mode { failing: boolean } switches the refusals.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeOrder } from './midtrans';

export interface FakeRefund {
  orderId: string;
  refundKey: string;
  amount: number;
  reason: string | null;
  refundChargebackId: number;
}

export interface FakeRefunds {
  /** The refunds made (one per refund_key). */
  made: FakeRefund[];
  /** Every refund request body received, with its order (also the refused and repeated ones). */
  requests: Array<{ orderId: string; body: Record<string, any> }>;
  /** True: every refund is refused. */
  failing: boolean;
}

export const REFUNDABLE_TYPES: ReadonlySet<string> = new Set(['gopay', 'qris', 'credit_card', 'shopeepay']);

type Json = (res: ServerResponse, status: number, body: unknown) => void;

/** Handles the refund endpoint and its controls; false when the request is not one of them. */
export async function handleRefunds(
  refunds: FakeRefunds,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  body: () => Promise<string>,
  json: Json,
): Promise<boolean> {
  if (path === '/__fake/refunds' && req.method === 'GET') {
    json(res, 200, { refunds: refunds.made, failing: refunds.failing });
    return true;
  }
  if (path === '/__fake/refunds/mode' && req.method === 'POST') {
    const parsed = JSON.parse((await body()) || '{}') as { failing?: unknown };
    refunds.failing = parsed.failing === true;
    json(res, 200, { failing: refunds.failing });
    return true;
  }
  return false;
}

/** POST /v2/{order_id}/refund (after the auth check). */
export async function refundOrder(
  refunds: FakeRefunds,
  order: FakeOrder | undefined,
  orderId: string,
  text: string,
  res: ServerResponse,
  json: Json,
): Promise<void> {
  let body: Record<string, any>;
  try {
    body = JSON.parse(text) as Record<string, any>;
  } catch {
    return json(res, 400, { status_code: '400', status_message: 'request body is not valid JSON' });
  }
  refunds.requests.push({ orderId, body });
  if (!order?.status) return json(res, 200, { status_code: '404', status_message: "Transaction doesn't exist." });
  const key = body.refund_key;
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(key))
    return json(res, 200, { status_code: '400', status_message: 'refund_key must be alphanumeric, - or _' });
  const answer = (r: FakeRefund, refunded: number) =>
    json(res, 200, {
      status_code: '200',
      status_message: 'Success, refund request is approved',
      transaction_id: order.transactionId,
      order_id: order.orderId,
      gross_amount: `${order.grossAmount}.00`,
      currency: 'IDR',
      payment_type: order.paymentType,
      transaction_status: refunded >= order.grossAmount ? 'refund' : 'partial_refund',
      refund_chargeback_id: r.refundChargebackId,
      refund_amount: `${r.amount}.00`,
      refund_key: r.refundKey,
    });
  const refundedSum = () => refunds.made.filter((r) => r.orderId === orderId).reduce((s, r) => s + r.amount, 0);
  const same = refunds.made.find((r) => r.refundKey === key);
  if (same) {
    if (same.orderId !== orderId)
      return json(res, 200, { status_code: '406', status_message: 'refund_key already used by another order' });
    return answer(same, refundedSum());
  }
  const refusal = (message: string) => json(res, 200, { status_code: '412', status_message: message });
  if (refunds.failing) return refusal('Merchant cannot modify the status of the transaction');
  const settled = ['settlement', 'capture', 'partial_refund'].includes(order.status.transaction_status);
  if (!settled || !REFUNDABLE_TYPES.has(order.paymentType))
    return refusal('Merchant cannot modify the status of the transaction');
  const amount = body.amount === undefined ? order.grossAmount - refundedSum() : body.amount;
  if (!Number.isInteger(amount) || amount < 1 || amount + refundedSum() > order.grossAmount)
    return refusal('Refund amount exceeds the refundable amount');
  const made: FakeRefund = {
    orderId,
    refundKey: key,
    amount,
    reason: typeof body.reason === 'string' ? body.reason : null,
    refundChargebackId: refunds.made.length + 1,
  };
  refunds.made.push(made);
  const refunded = refundedSum();
  order.status = {
    ...order.status,
    transaction_status: refunded >= order.grossAmount ? 'refund' : 'partial_refund',
  };
  return answer(made, refunded);
}
