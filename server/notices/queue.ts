// Queues notices in the caller's database transaction, so a notice exists exactly when the change
// it tells about was committed. One row per ticket and purpose: the dedupe key is unique, so the
// same purpose queued twice (a repeated settlement, two instances) is one notice.
// SQL: transactions, schedules, routes, users (read), notices (insert).
import { FOOT_LABEL } from '../../kernel/foot';
import { isLanguage } from '../../kernel/language';
import { formatDateLong, formatTimeWib } from '../../kernel/time';
import { rowsOf, sql, type Executor } from '../db/client';
import { notices } from '../db/schema';
import { hms } from '../platform/present';

/** The passenger app's ticket page (src/app.tsx); the notice links there. */
export const TICKET_DETAIL_PATH = '/tiket-detail/';

export const ticketDedupeKey = (transactionId: number, passVersion: number) =>
  `ticket:${transactionId}:v${passVersion}`;

/**
 * Queues the 'ticket' notice of a PAID ticket, inside `tx`: to the buyer's number given at the
 * booth, else the account's number; none when neither is known. `origin` is the app's origin as a
 * browser sees it (PUBLIC_URL, or the request's), '' for a relative link. Answers whether a new
 * notice was queued.
 */
export async function enqueueTicketNotice(
  tx: Executor,
  transactionId: number,
  nowMs: number,
  origin: string,
): Promise<boolean> {
  const [row] = rowsOf<{
    invoiceId: string;
    passVersion: number;
    phone: string | null;
    issuedDate: string;
    issuedTime: string;
    fromName: string;
    toName: string;
    plateNumber: string;
    language: string;
  }>(
    await tx.execute(sql`
      SELECT t.invoice_id AS "invoiceId", t.pass_version AS "passVersion",
             COALESCE(t.buyer_phone, u.phone_number) AS "phone",
             s.issued_date::text AS "issuedDate", s.issued_time::text AS "issuedTime",
             rf.name AS "fromName", rt.name AS "toName", t.plate_number AS "plateNumber",
             COALESCE(p.language, 'id') AS "language"
      FROM transactions t
      JOIN schedules s ON s.id = t.schedule_id
      JOIN routes rf ON rf.id = s.from_route_id
      JOIN routes rt ON rt.id = s.to_route_id
      LEFT JOIN users u ON u.id = t.user_id
      LEFT JOIN user_preferences p ON p.user_id = t.user_id
      WHERE t.id = ${transactionId} AND t.status = 'PAID'`),
  );
  if (!row?.phone) return false;
  // The passenger's language (issue #40: user_preferences); a booth sale's buyer has none: Indonesian.
  const language = isLanguage(row.language) ? row.language : 'id';
  const inserted = await tx
    .insert(notices)
    .values({
      transactionId,
      kind: 'ticket',
      dedupeKey: ticketDedupeKey(transactionId, Number(row.passVersion)),
      phoneNumber: row.phone,
      params: {
        link: `${origin.replace(/\/+$/, '')}${TICKET_DETAIL_PATH}${transactionId}`,
        invoice: row.invoiceId,
        route: `${row.fromName} → ${row.toName}`,
        date: formatDateLong(row.issuedDate, language),
        time: formatTimeWib(hms(row.issuedTime)),
        // A foot ticket (issue #40 item 3) has no plate: a template parameter may not be empty.
        plate: row.plateNumber || FOOT_LABEL,
        language,
      },
      nextAttemptAt: new Date(nowMs),
      createdAt: new Date(nowMs),
    })
    .onConflictDoNothing({ target: notices.dedupeKey })
    .returning({ id: notices.id });
  return inserted.length > 0;
}
