// Helpers for the ticket self-service tests (issue #23): the passenger's calls on their own ticket,
// and the rows the tests look at.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schedules, transactions } from '../../server/db/schema';
import { ticketChanges } from '../../server/db/schema-tickets';
import type { TestServer, TestUser } from './helpers';

export const detailOf = async (user: TestUser, id: number) =>
  (await user.api.get('/api/transaction/get/{id}', { params: { id } })).body.data;

export const optionsOf = (user: TestUser, id: number, date: string) =>
  user.api.get('/api/ticket/{id}/reschedule-options', { params: { id }, query: { date } });

/**
 * What the app shows before Ubah Jadwal is confirmed: the option's amount due for `scheduleId` (its
 * date's options), or 0 when it is not offered (the server then answers its refusal).
 */
async function shownAmountDue(user: TestUser, id: number, scheduleId: number): Promise<number> {
  const dep = (await user.api.get('/api/schedule/get/{id}', { params: { id: scheduleId } })).body?.data as
    { issuedDate?: string } | undefined;
  if (!dep?.issuedDate) return 0;
  const options = (await optionsOf(user, id, dep.issuedDate)).body?.data?.options as
    { departure: { scheduleId: number }; amountDue: number }[] | undefined;
  return options?.find((o) => o.departure.scheduleId === scheduleId)?.amountDue ?? 0;
}

/** Ubah Jadwal as the app sends it: with the amount it showed (`amountDue`, by default the option's now). */
export const reschedule = async (
  user: TestUser,
  id: number,
  scheduleId: number,
  requestId: string = randomUUID(),
  amountDue?: number,
) =>
  user.api.post('/api/ticket/{id}/reschedule', {
    params: { id },
    body: { scheduleId, requestId, amountDue: amountDue ?? (await shownAmountDue(user, id, scheduleId)) },
  });

/** Batalkan Tiket as the app sends it: with the refund it showed (`refundAmount`, by default the preview's now). */
export const cancelOwn = async (user: TestUser, id: number, refundAmount?: number) =>
  user.api.post('/api/ticket/{id}/cancel', {
    params: { id },
    body: { refundAmount: refundAmount ?? (await detailOf(user, id))?.actions?.cancel.refundAmount ?? 0 },
  });

export const correct = (user: TestUser, id: number, body: Record<string, unknown>) =>
  user.api.post('/api/ticket/{id}/correct', { params: { id }, body });

export async function departureOf(s: TestServer, id: number) {
  const [row] = await s.built.db.select().from(schedules).where(eq(schedules.id, id));
  return row!;
}

export const changesRows = (s: TestServer, transactionId: number) =>
  s.built.db.select().from(ticketChanges).where(eq(ticketChanges.transactionId, transactionId));

/** Sets a ticket's price (the fee arithmetic's cases). */
export const setPrice = (s: TestServer, id: number, price: number) =>
  s.built.db.update(transactions).set({ price }).where(eq(transactions.id, id));
