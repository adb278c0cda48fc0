// The latest notice of each ticket, as the passenger's ticket answers show it (issue #23: the
// banner on tiket-saya and tiket-detail): its kind, whether it was sent, and when.
// SQL: notices (read).
import { rowsOf, sql, type Executor } from '../db/client';
import type { Schemas } from '../platform/handlers';
import { isoJakarta } from '../platform/clock';

export type NoticeState = Schemas['NoticeState'];

/** The latest notice (the last queued) of each of `transactionIds`; a ticket with none is absent. */
export async function latestNotices(
  db: Executor,
  transactionIds: readonly number[],
): Promise<Map<number, NoticeState>> {
  const out = new Map<number, NoticeState>();
  if (transactionIds.length === 0) return out;
  const ids = sql.join(
    transactionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ transactionId: number; kind: string; status: string; sentAt: Date | string | null }>(
    await db.execute(sql`
      SELECT DISTINCT ON (transaction_id) transaction_id AS "transactionId", kind, status, sent_at AS "sentAt"
      FROM notices WHERE transaction_id IN (${ids})
      ORDER BY transaction_id, created_at DESC, id DESC`),
  );
  for (const r of rows) {
    out.set(Number(r.transactionId), {
      kind: r.kind as NoticeState['kind'],
      status: r.status as NoticeState['status'],
      sentAt: r.sentAt === null ? null : isoJakarta(new Date(r.sentAt).getTime()),
    });
  }
  return out;
}
