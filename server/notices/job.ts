// Sends the due notices (../app/jobs.ts runs it every few seconds on every instance). A notice is
// claimed before it is sent: one short transaction picks due rows FOR UPDATE SKIP LOCKED and moves
// their next attempt a lease ahead, so no other instance (or overlapping run) sees them while they
// are being sent; then each is sent outside any transaction and marked 'sent', or, after a
// failure, given its next attempt after a backoff (1, 5, 30, 120 minutes) and 'failed' after the
// fifth attempt. A process that dies mid-send leaves the notice to be retried when its lease ends.
// Before sending, each run queues the reminders of the departures leaving within REMINDER_HOURS
// (./departure.ts; once per ticket, however many instances run it).
// SQL: notices (and ./departure.ts's reads).
import { and, eq } from 'drizzle-orm';
import { rowsOf, sql, type Db } from '../db/client';
import { notices } from '../db/schema';
import type { Clock } from '../platform/clock';
import { enqueueReminders } from './departure';
import type { NoticeSender, OutgoingNotice } from './sender';

/** Minutes before attempt 2, 3, 4 and 5. */
export const NOTICE_BACKOFF_MINUTES = [1, 5, 30, 120] as const;
export const NOTICE_MAX_ATTEMPTS = NOTICE_BACKOFF_MINUTES.length + 1;
/** Longer than one send with its retries and timeouts can take. */
export const NOTICE_LEASE_MS = 5 * 60_000;
const BATCH = 20;
/** NOTICE_REMINDER_HOURS' default: the reminder goes 3 hours before departure. */
export const DEFAULT_REMINDER_HOURS = 3;

export interface NoticeJob {
  /** Queues the reminders now due (departures leaving within the reminder hours); answers how many. */
  queueReminders(): Promise<number>;
  /** Sends every due notice once; answers how many were sent and how many gave up. */
  sendDue(): Promise<{ sent: number; failed: number }>;
}

type Log = { warn(o: object, m: string): void };

export function createNoticeJob(opts: {
  db: Db;
  now: Clock;
  sender: NoticeSender;
  log: Log;
  /** NOTICE_REMINDER_HOURS (default 3). */
  reminderHours?: number;
  /** PUBLIC_URL, or '' for a relative link (no request to take the origin from). */
  origin?: string;
}): NoticeJob {
  const { db, now, sender, log } = opts;
  const reminderHours = opts.reminderHours ?? DEFAULT_REMINDER_HOURS;
  const iso = (ms: number) => new Date(ms).toISOString();

  async function claim(): Promise<(OutgoingNotice & { attempts: number })[]> {
    const t = now();
    const result = await db.execute(sql`
      WITH due AS (
        SELECT id FROM notices
        WHERE status = 'pending' AND next_attempt_at <= ${iso(t)}::timestamptz
        ORDER BY next_attempt_at, id
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE notices AS n
      SET attempts = n.attempts + 1, next_attempt_at = ${iso(t + NOTICE_LEASE_MS)}::timestamptz
      FROM due WHERE n.id = due.id
      RETURNING n.id, n.kind, n.phone_number AS "phoneNumber", n.params, n.attempts`);
    return rowsOf<OutgoingNotice & { attempts: number }>(result).map((r) => ({
      ...r,
      id: Number(r.id),
      attempts: Number(r.attempts),
      params: typeof r.params === 'string' ? (JSON.parse(r.params) as Record<string, string>) : r.params,
    }));
  }

  return {
    queueReminders: () => enqueueReminders(db, now(), reminderHours, opts.origin ?? ''),

    async sendDue() {
      let sent = 0;
      let failed = 0;
      for (;;) {
        const batch = await claim();
        for (const n of batch) {
          // Only the claim that still holds (same attempt, still pending) records the outcome.
          const mine = and(eq(notices.id, n.id), eq(notices.attempts, n.attempts), eq(notices.status, 'pending'));
          try {
            const messageId = await sender.send(n);
            await db
              .update(notices)
              .set({ status: 'sent', sentAt: new Date(now()), providerMessageId: messageId, lastError: null })
              .where(mine);
            sent += 1;
          } catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            const last = n.attempts >= NOTICE_MAX_ATTEMPTS;
            const delay = NOTICE_BACKOFF_MINUTES[Math.min(n.attempts, NOTICE_BACKOFF_MINUTES.length) - 1]!;
            log.warn({ noticeId: n.id, kind: n.kind, attempts: n.attempts, err: message }, 'notice not sent');
            await db
              .update(notices)
              .set(
                last
                  ? { status: 'failed', lastError: message }
                  : { lastError: message, nextAttemptAt: new Date(now() + delay * 60_000) },
              )
              .where(mine);
            if (last) failed += 1;
          }
        }
        if (batch.length < BATCH) return { sent, failed };
      }
    },
  };
}
