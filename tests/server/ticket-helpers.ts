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

export const reschedule = (user: TestUser, id: number, scheduleId: number, requestId: string = randomUUID()) =>
  user.api.post('/api/ticket/{id}/reschedule', { params: { id }, body: { scheduleId, requestId } });

export const cancelOwn = (user: TestUser, id: number) => user.api.post('/api/ticket/{id}/cancel', { params: { id } });

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
