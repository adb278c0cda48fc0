// A ticket's change history and its pending Ubah Jadwal as tiket-detail shows them (issue #23):
// TicketChange, oldest first, each naming its old and new departure (TicketDeparture) and who made
// it (the name kept on the row); PendingReschedule while a paid move waits for its payment.
// SQL: ticket_changes, schedules, routes.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ticketChanges } from '../db/schema-tickets';
import { isoJakarta } from '../platform/clock';
import type { Schemas } from '../platform/handlers';
import { departuresById, type ChangeRow } from './load';

/** The fields Perbaiki Data changed, as kept in `after.fields`. */
const fieldsOf = (c: ChangeRow): string[] => {
  const fields = (c.after as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : [];
};

/** Every change to the ticket, oldest first. */
export async function changesOf(ex: Executor, transactionId: number): Promise<Schemas['TicketChange'][]> {
  const rows = await ex
    .select()
    .from(ticketChanges)
    .where(eq(ticketChanges.transactionId, transactionId))
    .orderBy(asc(ticketChanges.createdAt), asc(ticketChanges.id));
  const departures = await departuresById(
    ex,
    rows.flatMap((r) => [r.fromScheduleId, r.toScheduleId].filter((i): i is number => i !== null)),
  );
  const dep = (id: number | null) => (id === null ? null : (departures.get(id) ?? null));
  return rows.map((c) => ({
    id: c.id,
    kind: c.kind,
    status: c.status,
    at: isoJakarta(c.createdAt.getTime()),
    fromDeparture: dep(c.fromScheduleId),
    toDeparture: dep(c.toScheduleId),
    fee: c.fee,
    difference: c.difference,
    refundAmount: c.refundAmount,
    by: c.actorName,
    fields: fieldsOf(c),
  }));
}

/** A pending change as PendingReschedule (its payment page, amount and window). */
export async function presentPending(ex: Executor, c: ChangeRow): Promise<Schemas['PendingReschedule']> {
  const to = (await departuresById(ex, [c.toScheduleId!])).get(c.toScheduleId!);
  return {
    changeId: c.id,
    toDeparture: to!,
    amount: c.amountDue,
    paymentUrl: c.paymentUrl ?? '',
    expiresAt: isoJakarta((c.expiresAt ?? c.createdAt).getTime()),
  };
}
