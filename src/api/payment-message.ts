// The pushed payment message of spec §7, parsed with the kernel's runtime schema
// (kernel/wire-payment.ts via kernel/wire.ts, tied to openapi.yaml). A module of its own, which
// ./socket.ts loads with stompjs when konfirmasi-pesanan connects: zod/mini (~9 KiB gzip with the
// schema) then stays off the screen's first load (issue #40, bench/README.md _bundle_).
import type * as z from 'zod/mini';
import { PaymentMessage as paymentMessageSchema } from '../../kernel/wire-payment';

export type PaymentMessage = z.output<typeof paymentMessageSchema>;

/** A MESSAGE body → the user's PaymentMessage, or null when malformed or someone else's. */
export function parsePaymentMessage(body: string, userId: number): PaymentMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const result = paymentMessageSchema.safeParse(json);
  if (!result.success || result.data.userId !== userId) return null;
  return result.data;
}
