// The STOMP body on /topic/messages (spec §7), in a module of its own: konfirmasi-pesanan's push
// channel parses it (src/api/payment-message.ts, loaded with stompjs, issue #40), which then
// carries this schema and not the rest of ./wire.ts (issue #25, bench/README.md). ./wire.ts
// re-exports it.
import * as z from 'zod/mini';
import { Id, int } from './wire-base';

export const PaymentMessage = z.object({
  userId: Id,
  status: int(),
  paymentUrl: z.optional(z.nullable(z.string())),
  requestId: z.optional(z.string()),
  transactionId: z.optional(Id),
});
