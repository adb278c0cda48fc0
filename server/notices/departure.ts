// The notices about a departure (issue #23): 'departure_closed' when the operator holds (Tahan
// Keberangkatan, issue #37) or cancels (Batalkan Keberangkatan) it, queued in the status change's
// transaction. A paused sale (Tunda Penjualan) changes nothing for a ticket holder and tells no one;
// its departure still sails and its tickets still get their reminder (../operator/departures.ts).
// 'departure_delayed' when the operator delays it to a new time (Undur Keberangkatan, issue #38), queued in
// the delay's transaction. 'reminder' a few hours before it leaves, queued by the notice job (./job.ts). Each goes to every
// PAID ticket with a number (the buyer's given at the booth, else the account's). One row per
// purpose (the unique dedupe key): a hold then a cancel are two notices,
// a reminder is queued once however many instances run the job. Each notice is written in its
// passenger's language (issue #40: the account's user_preferences, as the 'ticket' notice, ./queue.ts;
// a booth buyer without an account reads Indonesian): `params.language` picks the template
// (./whatsapp.ts) and the words (./words.ts).
// SQL: transactions, schedules, routes, users, user_preferences (read), notices (insert).
import type { Closure } from '../../kernel/closure';
import { isLanguage, type Language } from '../../kernel/language';
import { formatDateLong, formatTimeWib } from '../../kernel/time';
import type { SQL } from 'drizzle-orm';
import { rowsOf, sql, type Executor } from '../db/client';
import { notices } from '../db/schema';
import { hms } from '../platform/present';
import { TICKET_DETAIL_PATH } from './queue';
import { checkInAdviceText, closedStatusText, closureReasonText, delayChoicesText, type NoticedClosure } from './words';

export const closedDedupeKey = (transactionId: number, status: NoticedClosure, scheduleId: number) =>
  `closed:${transactionId}:${status}:${scheduleId}`;
/** One delay notice per ticket and new time: a second delay is a second notice. */
export const delayedDedupeKey = (transactionId: number, scheduleId: number, newDepartureMs: number) =>
  `delayed:${transactionId}:${scheduleId}:${newDepartureMs}`;
export const reminderDedupeKey = (transactionId: number, scheduleId: number) =>
  `reminder:${transactionId}:${scheduleId}`;

interface TicketRow {
  id: number;
  scheduleId: number;
  invoiceId: string;
  phone: string;
  issuedDate: string;
  issuedTime: string;
  fromName: string;
  toName: string;
  language: Language;
}

/** The PAID tickets with a number that `where` selects (over t = transactions, s = schedules). */
async function ticketsWithPhone(tx: Executor, where: SQL): Promise<TicketRow[]> {
  const rows = rowsOf<TicketRow>(
    await tx.execute(sql`
      SELECT t.id, t.schedule_id AS "scheduleId", t.invoice_id AS "invoiceId",
             COALESCE(t.buyer_phone, u.phone_number) AS "phone",
             s.issued_date::text AS "issuedDate", s.issued_time::text AS "issuedTime",
             rf.name AS "fromName", rt.name AS "toName", COALESCE(p.language, 'id') AS "language"
      FROM transactions t
      JOIN schedules s ON s.id = t.schedule_id
      JOIN routes rf ON rf.id = s.from_route_id
      JOIN routes rt ON rt.id = s.to_route_id
      LEFT JOIN users u ON u.id = t.user_id
      LEFT JOIN user_preferences p ON p.user_id = t.user_id
      WHERE t.status = 'PAID' AND COALESCE(t.buyer_phone, u.phone_number) IS NOT NULL AND ${where}
      ORDER BY t.id`),
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    scheduleId: Number(r.scheduleId),
    language: isLanguage(r.language) ? r.language : 'id',
  }));
}

/** The parameters every departure notice carries: the ticket's link, its departure and its language. */
function baseParams(r: TicketRow, origin: string): Record<string, string> {
  return {
    link: `${origin.replace(/\/+$/, '')}${TICKET_DETAIL_PATH}${r.id}`,
    invoice: r.invoiceId,
    route: `${r.fromName} → ${r.toName}`,
    date: formatDateLong(r.issuedDate, r.language),
    time: formatTimeWib(hms(r.issuedTime)),
    language: r.language,
  };
}

async function insertNotices(
  tx: Executor,
  kind: string,
  nowMs: number,
  rows: { transactionId: number; dedupeKey: string; phoneNumber: string; params: Record<string, string> }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(notices)
    .values(rows.map((r) => ({ ...r, kind, nextAttemptAt: new Date(nowMs), createdAt: new Date(nowMs) })))
    .onConflictDoNothing({ target: notices.dedupeKey })
    .returning({ id: notices.id });
  return inserted.length;
}

/**
 * Queues, inside `tx` (the status change's), one 'departure_closed' notice per PAID ticket of the
 * departure: `reason` is the closure as passengers read it (kernel/closure.ts closureText, in the
 * passenger's language: ./words.ts), `link` opens the ticket, where the passenger chooses what to
 * do. Answers how many were queued.
 */
export async function enqueueClosedNotices(
  tx: Executor,
  scheduleId: number,
  status: NoticedClosure,
  closure: Closure,
  nowMs: number,
  origin: string,
): Promise<number> {
  const tickets = await ticketsWithPhone(tx, sql`t.schedule_id = ${scheduleId}`);
  return insertNotices(
    tx,
    'departure_closed',
    nowMs,
    tickets.map((r) => ({
      transactionId: r.id,
      dedupeKey: closedDedupeKey(r.id, status, scheduleId),
      phoneNumber: r.phone,
      params: {
        ...baseParams(r, origin),
        status: closedStatusText(status, r.language),
        reason: closureReasonText(closure, r.language),
      },
    })),
  );
}

/** A delay as its notice tells it: the time it had, and why. */
export interface DelayNotice {
  scheduleId: number;
  /** The departure's time before this delay (Jakarta 'YYYY-MM-DD', 'HH:MM:SS'). */
  fromDate: string;
  fromTime: string;
  /** The new instant (the dedupe key's part). */
  newDepartureMs: number;
  /** Why (the reason's text in each passenger's language: ./words.ts). */
  closure: Closure;
  free: boolean;
}

/**
 * Queues, inside `tx` (the delay's), one 'departure_delayed' notice per PAID ticket of the departure
 * (issue #38): the old and the new time, the reason and what the holder may do. The tickets' rows
 * are read after the delay was written, so `newDate` / `newTime` are the departure's own.
 */
export async function enqueueDelayNotices(
  tx: Executor,
  d: DelayNotice,
  nowMs: number,
  origin: string,
): Promise<number> {
  const tickets = await ticketsWithPhone(tx, sql`t.schedule_id = ${d.scheduleId}`);
  return insertNotices(
    tx,
    'departure_delayed',
    nowMs,
    tickets.map((r) => {
      const base = baseParams(r, origin);
      return {
        transactionId: r.id,
        dedupeKey: delayedDedupeKey(r.id, d.scheduleId, d.newDepartureMs),
        phoneNumber: r.phone,
        params: {
          ...base,
          date: formatDateLong(d.fromDate, r.language),
          time: formatTimeWib(d.fromTime),
          newDate: base.date!,
          newTime: base.time!,
          reason: closureReasonText(d.closure, r.language),
          choices: delayChoicesText(d.free, r.language),
        },
      };
    }),
  );
}

/**
 * Queues a 'reminder' for every PAID ticket, not checked in, whose departure sails (open, or only its
 * sale paused) after now and within `hours`, with the e-ticket's check-in advice. Safe to run on several instances at once
 * (the dedupe key). Answers how many were queued.
 */
export async function enqueueReminders(tx: Executor, nowMs: number, hours: number, origin: string): Promise<number> {
  const from = new Date(nowMs).toISOString();
  const until = new Date(nowMs + hours * 3_600_000).toISOString();
  const tickets = await ticketsWithPhone(
    tx,
    sql`t.checked_in = false AND s.status IN ('open', 'stopped')
        AND s.departure_at > ${from}::timestamptz AND s.departure_at <= ${until}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM notices n WHERE n.dedupe_key = 'reminder:' || t.id || ':' || t.schedule_id)`,
  );
  return insertNotices(
    tx,
    'reminder',
    nowMs,
    tickets.map((r) => ({
      transactionId: r.id,
      dedupeKey: reminderDedupeKey(r.id, r.scheduleId),
      phoneNumber: r.phone,
      params: { ...baseParams(r, origin), advice: checkInAdviceText(r.language) },
    })),
  );
}
