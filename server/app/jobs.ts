// Background work of every server process (issue #37: each task on its own schedule, so a slow
// one — a WhatsApp provider that times out, a gateway that hangs — holds back none of the others):
//   holds      expire unpaid holds (every EXPIRY_INTERVAL_MS, ~5 s)
//   moves      expire unpaid Ubah Jadwal (issue #23; same pace)
//   orders     take up accepted orders nobody is working on (a crashed process's, orders/processor.ts)
//   timetable  when the Jakarta date changes: generate the departures for today … today +
//              TIMETABLE_HORIZON_DAYS (timetable/generate.ts) and purge revoked tokens past expiry
//   reconcile  (Midtrans) ask the gateway about unsettled payments (every 30 s)
//   refunds    take up refunds a crash left 'processing'
//   reminders  queue the departure reminders now due (notices/departure.ts)
//   notices    send the due notices, claimed one by one, a few at a time (notices/job.ts)
// Each task has its own timer and never overlaps itself; a pass that takes long only delays that
// task's next pass. At start the local tasks (holds, moves, orders, timetable) run once before the
// server listens; the ones that talk to a provider start at once without being waited for.
// Several processes may run them at once: each step is safe to repeat. Why not a job library
// (pg-boss, graphile-worker): server/app/README.md.
import { todayJakarta } from '../../kernel/time';
import type { Db } from '../db/client';
import type { TokenService } from '../auth/tokens';
import type { HoldService } from '../lifecycle/holds';
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
  const intervalMs = opts.intervalMs ?? EXPIRY_INTERVAL_MS;
  // Wall time, not the injectable clock: this only paces the calls to the gateway.
  let lastReconcile = -Infinity;
  let timetableDate = '';

  async function expireHolds(): Promise<number> {
    const expired = await holds.expireDue();
    if (expired) log.info({ expired }, 'unpaid holds expired');
    return expired;
  }
  async function expireMoves(): Promise<void> {
    // Paid Ubah Jadwal never paid in their window (issue #23): their held space goes back, once.
    const changesEnded = await expireDueChanges(db, now());
    if (changesEnded) log.info({ changesEnded }, 'unpaid reschedules expired');
  }
  async function resumeOrders(): Promise<void> {
    await orders?.resume();
  }
  async function keepTimetable(): Promise<void> {
    const today = todayJakarta(now());
    if (today === timetableDate) return;
    // In a transaction: the patterns are read FOR SHARE, so a pattern change in progress on any
    // instance is waited for, and its new version generated from.
    const added = await db.transaction((tx) => generateDepartures(tx, now(), opts.horizonDays ?? DEFAULT_HORIZON_DAYS));
    if (added) log.info({ added }, 'departures generated from the timetable');
    await tokens.purgeExpired();
    timetableDate = today;
  }
  async function reconcile(): Promise<void> {
    if (!opts.reconciler || Date.now() - lastReconcile < reconcileEvery) return;
    lastReconcile = Date.now();
    const { checked } = await opts.reconciler.runOnce();
    if (checked) log.info({ checked }, 'payments reconciled with the gateway');
  }
  async function takeUpRefunds(): Promise<void> {
    const refunded = (await opts.refunds?.runDue()) ?? 0;
    if (refunded) log.info({ refunded }, 'stale refunds taken up');
  }
  async function queueReminders(): Promise<void> {
    const reminders = (await opts.notices?.queueReminders()) ?? 0;
    if (reminders) log.info({ reminders }, 'departure reminders queued');
  }
  async function sendNotices(): Promise<number> {
    const notices = (await opts.notices?.sendDue()) ?? { sent: 0, failed: 0 };
    if (notices.sent || notices.failed) log.info(notices, 'notices sent');
    return notices.sent;
  }

  /** The tasks, each on its own timer; `awaitedAtStart`: run once before start() returns. */
  const tasks: Task[] = [
    { name: 'holds', everyMs: intervalMs, run: expireHolds, awaitedAtStart: true },
    { name: 'moves', everyMs: intervalMs, run: expireMoves, awaitedAtStart: true },
    { name: 'orders', everyMs: intervalMs, run: resumeOrders, awaitedAtStart: true },
    { name: 'timetable', everyMs: intervalMs, run: keepTimetable, awaitedAtStart: true },
    { name: 'reconcile', everyMs: Math.min(intervalMs, reconcileEvery), run: reconcile, awaitedAtStart: false },
    { name: 'refunds', everyMs: intervalMs, run: takeUpRefunds, awaitedAtStart: false },
    { name: 'reminders', everyMs: intervalMs, run: queueReminders, awaitedAtStart: false },
    { name: 'notices', everyMs: intervalMs, run: sendNotices, awaitedAtStart: false },
  ];
  const loops = tasks.map((task) => scheduled(task, log));

  return {
    async start() {
      const first = loops.map((loop) => loop.start());
      await Promise.all(first.filter((_, i) => tasks[i]!.awaitedAtStart));
    },
    async runOnce() {
      // Every task once, in the order a ticket's life needs: a ticket paid in this pass is told about in it.
      const expired = await expireHolds();
      await expireMoves();
      await resumeOrders();
      await keepTimetable();
      await reconcile();
      await takeUpRefunds();
      await queueReminders();
      const noticesSent = await sendNotices();
      return { expired, noticesSent };
    },
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}

interface Task {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
  awaitedAtStart: boolean;
}

/**
 * One task on its own timer: a pass every `everyMs`, never two at once (a tick while a pass runs
 * is skipped); a failing pass is logged and the next tick tries again. start() runs the first pass
 * at once and answers when it ended; stop() waits for the pass in progress.
 */
function scheduled(task: Task, log: { error(obj: object, msg: string): void }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  function tick(): Promise<void> {
    if (stopped || running) return running ?? Promise.resolve();
    running = task
      .run()
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err, task: task.name }, 'background job failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }
  return {
    start(): Promise<void> {
      stopped = false;
      const first = tick();
      timer = setInterval(() => void tick(), task.everyMs);
      timer.unref();
      return first;
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
