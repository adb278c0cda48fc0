// Background work of every server process: expire unpaid holds and unpaid Ubah Jadwal (issue #23;
// every ~5 s and at start), take up accepted orders nobody is working on (a crashed process's, see
// server/orders/processor.ts), keep
// the departures generated from the weekly patterns for today … today + TIMETABLE_HORIZON_DAYS when
// the Jakarta date changes (server/timetable/generate.ts), purge revoked tokens
// past their expiry, (Midtrans) reconcile unsettled payments with the gateway (at start, then
// every 30 s), queue the departure reminders and send the due WhatsApp notices
// (server/notices/job.ts). Several processes may run it at once: each step is safe to repeat.
import { todayJakarta } from '../../kernel/time';
import type { Db } from '../db/client';
import type { TokenService } from '../auth/tokens';
import type { HoldService } from '../capacity/holds';
import type { OrderService } from '../orders/service';
import { DEFAULT_HORIZON_DAYS, generateDepartures } from '../timetable/generate';
import type { Clock } from '../platform/clock';
import { EXPIRY_INTERVAL_MS } from '../platform/constants';
import { RECONCILE_INTERVAL_MS, type Reconciler } from '../payments/reconcile';
import type { NoticeJob } from '../notices/job';
import { expireDueChanges } from '../tickets/change-payment';
import type { RefundService } from '../refunds/process';

export interface Jobs {
  start(): Promise<void>;
  /** One pass of everything (tests call this instead of waiting for the timer). */
  runOnce(): Promise<{ expired: number; noticesSent: number }>;
  stop(): Promise<void>;
}

export function createJobs(opts: {
  db: Db;
  holds: HoldService;
  orders?: Pick<OrderService, 'resume'>;
  tokens: TokenService;
  now: Clock;
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
  intervalMs?: number;
  /** Midtrans reconciliation, run at start and then every reconcileIntervalMs. */
  reconciler?: Reconciler | null;
  reconcileIntervalMs?: number;
  /** TIMETABLE_HORIZON_DAYS (default 30). */
  horizonDays?: number;
  /** Sends the due notices (ticket links over WhatsApp). */
  notices?: NoticeJob | null;
  /** Refunds a crash left 'processing' (issue #23). */
  refunds?: Pick<RefundService, 'runDue'> | null;
}): Jobs {
  const { db, holds, orders, tokens, now, log } = opts;
  const reconcileEvery = opts.reconcileIntervalMs ?? RECONCILE_INTERVAL_MS;
  // Wall time, not the injectable clock: this only paces the calls to the gateway.
  let lastReconcile = -Infinity;
  const intervalMs = opts.intervalMs ?? EXPIRY_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  let timetableDate = '';

  async function runOnce(): Promise<{ expired: number; noticesSent: number }> {
    const expired = await holds.expireDue();
    if (expired) log.info({ expired }, 'unpaid holds expired');
    // Paid Ubah Jadwal never paid in their window (issue #23): their held space goes back, once.
    const changesEnded = await expireDueChanges(db, now());
    if (changesEnded) log.info({ changesEnded }, 'unpaid reschedules expired');
    await orders?.resume();
    const today = todayJakarta(now());
    if (today !== timetableDate) {
      // In a transaction: the patterns are read FOR SHARE, so a pattern change in progress on any
      // instance is waited for, and its new version generated from.
      const added = await db.transaction((tx) =>
        generateDepartures(tx, now(), opts.horizonDays ?? DEFAULT_HORIZON_DAYS),
      );
      if (added) log.info({ added }, 'departures generated from the timetable');
      await tokens.purgeExpired();
      timetableDate = today;
    }
    if (opts.reconciler && Date.now() - lastReconcile >= reconcileEvery) {
      lastReconcile = Date.now();
      const { checked } = await opts.reconciler.runOnce();
      if (checked) log.info({ checked }, 'payments reconciled with the gateway');
    }
    const refunded = (await opts.refunds?.runDue()) ?? 0;
    if (refunded) log.info({ refunded }, 'stale refunds taken up');
    // After the settlements above, so a ticket paid in this pass is told about in it.
    const reminders = (await opts.notices?.queueReminders()) ?? 0;
    if (reminders) log.info({ reminders }, 'departure reminders queued');
    const notices = (await opts.notices?.sendDue()) ?? { sent: 0, failed: 0 };
    if (notices.sent || notices.failed) log.info(notices, 'notices sent');
    return { expired, noticesSent: notices.sent };
  }

  function tick(): void {
    if (stopped || running) return;
    running = runOnce()
      .catch((err: unknown) => log.error({ err }, 'background job failed'))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    async start() {
      stopped = false;
      await runOnce();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
