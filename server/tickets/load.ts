// A ticket as its self-service reads it (issue #23): the transaction with its departure row and the
// departure's two ports; a departure as the history and the choices name it (TicketDeparture); the
// ticket's pending Ubah Jadwal; the departures' row locks, always taken in id order (the order every
// writer of a departure's space takes them in, so two moves never deadlock).
// SQL: transactions, schedules, routes, ticket_changes.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { routes, schedules, transactions } from '../db/schema';
import { ticketChanges } from '../db/schema-tickets';
import type { Schemas } from '../platform/handlers';
import { hms } from '../platform/present';

const fromRoute = alias(routes, 'from_route');
const toRoute = alias(routes, 'to_route');

export type TicketTx = typeof transactions.$inferSelect;
export type ScheduleRow = typeof schedules.$inferSelect;
export type ChangeRow = typeof ticketChanges.$inferSelect;

/** A ticket with its departure and the departure's ports. */
export interface TicketRow {
  tx: TicketTx;
  s: ScheduleRow;
  fromName: string;
  toName: string;
}

/** A departure with its ports' names. */
export interface DepartureRow {
  s: ScheduleRow;
  fromName: string;
  toName: string;
}

/** The departures matching `where`, with their ports' names, soonest first. */
export async function departuresWhere(ex: Executor, where: ReturnType<typeof and>): Promise<DepartureRow[]> {
  return ex
    .select({ s: schedules, fromName: fromRoute.name, toName: toRoute.name })
    .from(schedules)
    .innerJoin(fromRoute, eq(fromRoute.id, schedules.fromRouteId))
    .innerJoin(toRoute, eq(toRoute.id, schedules.toRouteId))
    .where(where)
    .orderBy(asc(schedules.departureAt), asc(schedules.id));
}

/**
 * One ticket of this user (undefined: none, or someone else's); `lock` reads the transaction row
 * FOR UPDATE (the caller holds the departures' locks first).
 */
export async function ownTicket(
  ex: Executor,
  userId: number,
  id: number,
  lock = false,
): Promise<TicketRow | undefined> {
  const q = ex
    .select({ tx: transactions, s: schedules, fromName: fromRoute.name, toName: toRoute.name })
    .from(transactions)
    .innerJoin(schedules, eq(schedules.id, transactions.scheduleId))
    .innerJoin(fromRoute, eq(fromRoute.id, schedules.fromRouteId))
    .innerJoin(toRoute, eq(toRoute.id, schedules.toRouteId))
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
  const [row] = lock ? await q.for('update', { of: transactions }) : await q;
  return row;
}

/** The contract's TicketDeparture. */
export function presentDeparture(d: DepartureRow): Schemas['TicketDeparture'] {
  return {
    scheduleId: d.s.id,
    issuedDate: d.s.issuedDate,
    issuedTime: hms(d.s.issuedTime),
    fromRoute: d.fromName,
    toRoute: d.toName,
  };
}

/** The named departures as TicketDeparture, by id. */
export async function departuresById(ex: Executor, ids: number[]): Promise<Map<number, Schemas['TicketDeparture']>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await departuresWhere(ex, and(inArray(schedules.id, unique)));
  return new Map(rows.map((d) => [d.s.id, presentDeparture(d)]));
}

/** The ticket's pending Ubah Jadwal (at most one), or undefined. */
export async function pendingChangeOf(
  ex: Executor,
  transactionId: number,
  lock = false,
): Promise<ChangeRow | undefined> {
  const q = ex
    .select()
    .from(ticketChanges)
    .where(and(eq(ticketChanges.transactionId, transactionId), eq(ticketChanges.status, 'pending')));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Locks the departures' rows FOR UPDATE in id order (duplicates and nulls skipped). */
export async function lockDepartures(ex: Executor, ids: (number | null | undefined)[]): Promise<void> {
  const unique = [...new Set(ids.filter((i): i is number => typeof i === 'number'))].sort((a, b) => a - b);
  for (const id of unique) {
    await ex.select({ id: schedules.id }).from(schedules).where(eq(schedules.id, id)).for('update');
  }
}
