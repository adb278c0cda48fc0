// Sends the due notices (../app/jobs.ts runs it every few seconds on every instance, on its own
// schedule: a slow provider holds back nothing else). Each notice is claimed on its own, right
// before it is sent (issue #37): one statement picks the next due row FOR UPDATE SKIP LOCKED and
// moves its next attempt a lease ahead, so no other instance (or worker) sees it while it is being
// sent; the lease (5 minutes) is far longer than one send with its retries and timeouts (the
// WhatsApp transport gives up after about 17 s), and it starts at that notice's own claim — a
// batch claimed at once would see its tail outlive the lease behind a slow provider, and another
// instance send it again. NOTICE_CONCURRENCY workers send at once. A sent notice is marked 'sent';
// after a failure it gets its next attempt after a backoff (1, 5, 30, 120 minutes), and 'failed'
// after the fifth attempt. A process that dies mid-send leaves the notice to be retried when its
// lease ends. The reminders of the departures leaving within REMINDER_HOURS are queued by their own
// task (queueReminders: ./departure.ts; once per ticket, however many instances run it).
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
/** Longer than one send with its retries and timeouts can take (about 17 s with WhatsApp's defaults). */
export const NOTICE_LEASE_MS = 5 * 60_000;
/** Notices one instance sends at once: a slow provider is waited on by a few sends, not a queue. */
export const NOTICE_CONCURRENCY = 4;
/** NOTICE_REMINDER_HOURS' default: the reminder goes 3 hours before departure. */
export const DEFAULT_REMINDER_HOURS = 3;

export interface NoticeJob {
  /** Queues the reminders now due (departures leaving within the reminder hours); answers how many. */
  queueReminders(): Promise<number>;
  /** Sends every due notice once (NOTICE_CONCURRENCY at a time); answers how many were sent and how many gave up. */
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
  /** Sends at once (default NOTICE_CONCURRENCY). */
  concurrency?: number;
}): NoticeJob {
  const { db, now, sender, log } = opts;
  const reminderHours = opts.reminderHours ?? DEFAULT_REMINDER_HOURS;
  const iso = (ms: number) => new Date(ms).toISOString();

  type Claimed = OutgoingNotice & { attempts: number };

  /** The next due notice, claimed for one lease from now; null when none is due. */
  async function claimOne(): Promise<Claimed | null> {
    const t = now();
    const result = await db.execute(sql`
      WITH due AS (
        SELECT id FROM notices
        WHERE status = 'pending' AND next_attempt_at <= ${iso(t)}::timestamptz
        ORDER BY next_attempt_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      UPDATE notices AS n
      SET attempts = n.attempts + 1, next_attempt_at = ${iso(t + NOTICE_LEASE_MS)}::timestamptz
      FROM due WHERE n.id = due.id
      RETURNING n.id, n.kind, n.phone_number AS "phoneNumber", n.params, n.attempts`);
    const [r] = rowsOf<Claimed>(result);
    if (!r) return null;
    return {
      ...r,
      id: Number(r.id),
      attempts: Number(r.attempts),
      params: typeof r.params === 'string' ? (JSON.parse(r.params) as Record<string, string>) : r.params,
    };
  }

  /** Sends one claimed notice and records the outcome: 'sent', 'failed' (the last attempt) or 'later'. */
  async function deliver(n: Claimed): Promise<'sent' | 'failed' | 'later'> {
    // Only the claim that still holds (same attempt, still pending) records the outcome.
    const mine = and(eq(notices.id, n.id), eq(notices.attempts, n.attempts), eq(notices.status, 'pending'));
    try {
      const messageId = await sender.send(n);
      await db
        .update(notices)
        .set({ status: 'sent', sentAt: new Date(now()), providerMessageId: messageId, lastError: null })
        .where(mine);
      return 'sent';
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
      return last ? 'failed' : 'later';
    }
  }

  return {
    queueReminders: () => enqueueReminders(db, now(), reminderHours, opts.origin ?? ''),

    async sendDue() {
      let sent = 0;
      let failed = 0;
      // Each worker claims, sends and records one notice at a time until none is due.
      const worker = async () => {
        for (let n = await claimOne(); n; n = await claimOne()) {
          const outcome = await deliver(n);
          if (outcome === 'sent') sent += 1;
          else if (outcome === 'failed') failed += 1;
        }
      };
      // Settled, not Promise.all: a failing worker does not leave the others running past this pass.
      const ends = await Promise.allSettled(Array.from({ length: opts.concurrency ?? NOTICE_CONCURRENCY }, worker));
      const broken = ends.find((e): e is PromiseRejectedResult => e.status === 'rejected');
      if (broken) throw broken.reason;
      return { sent, failed };
    },
  };
}
