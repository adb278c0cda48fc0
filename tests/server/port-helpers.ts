// Helpers for the port-side tests (issue #10): a paid ticket, an officer.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { transactions } from '../../server/db/schema';
import { signCallback } from '../../server/payments/signature';
import { createDeparture, createUser, orderBody, placeOrder, type TestServer, type TestUser } from './helpers';

export const txOf = async (s: TestServer, id: number) =>
  (await s.built.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;

/** A held (unpaid) ticket of `user` on a new departure (or `scheduleId`). */
export async function heldTicket(
  s: TestServer,
  user: TestUser,
  o: { scheduleId?: number; minutesAhead?: number; extra?: Record<string, unknown> } = {},
) {
  const scheduleId =
    o.scheduleId ?? (await createDeparture(s, { capacity: 20, minutesAhead: o.minutesAhead ?? 120 })).id;
  const { message } = await placeOrder(s, user, orderBody(scheduleId, o.extra));
  expect(message.status).toBe(200);
  return txOf(s, message.transactionId!);
}

/** The simulator's signed callback: the payment session `sessionId` (an order's or a move's) was paid. */
export const simulatorPays = (s: TestServer, sessionId: string) =>
  s.api.post('/api/payment/callback', {
    body: signCallback('test-payment-secret', {
      sessionId,
      status: 'PAID',
      bankName: 'BCA',
      paymentMethod: 'Virtual Account',
      paidAt: new Date(s.clock.now()).toISOString(),
    }),
    noXsrf: true,
  });

/** A paid ticket: held, then settled through the simulator's signed callback. */
export async function paidTicket(s: TestServer, user: TestUser, o: Parameters<typeof heldTicket>[2] = {}) {
  const tx = await heldTicket(s, user, o);
  const res = await simulatorPays(s, tx.paymentSessionId!);
  expect(res.status).toBe(200);
  return txOf(s, tx.id);
}

export const createOfficer = (s: TestServer, name = 'Rina Sitorus') => createUser(s, { role: 'petugas', name });
