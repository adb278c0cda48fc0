// Background work of every server process: expire unpaid holds (every ~5 s and at start), keep
// the timetable filled for today..today+8 when the Jakarta date changes, and purge revoked tokens
// past their expiry. Several processes may run it at once: each step is safe to repeat.
import { todayJakarta } from '../../src/lib/time.ts';
import type { Db } from '../db/client.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { HoldService } from '../orders/holds.ts';
import { extendTimetable } from '../seed.ts';
import type { Clock } from '../clock.ts';
import { EXPIRY_INTERVAL_MS } from '../constants.ts';

export interface Jobs {
  start(): Promise<void>;
  /** One pass of everything (tests call this instead of waiting for the timer). */
  runOnce(): Promise<{ expired: number }>;
  stop(): Promise<void>;
}

export function createJobs(opts: {
  db: Db;
  holds: HoldService;
  tokens: TokenService;
  now: Clock;
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
  intervalMs?: number;
}): Jobs {
  const { db, holds, tokens, now, log } = opts;
  const intervalMs = opts.intervalMs ?? EXPIRY_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  let timetableDate = '';

  async function runOnce(): Promise<{ expired: number }> {
    const expired = await holds.expireDue();
    if (expired) log.info({ expired }, 'unpaid holds expired');
    const today = todayJakarta(now());
    if (today !== timetableDate) {
      const added = await extendTimetable(db, now());
      if (added) log.info({ added }, 'timetable extended');
      await tokens.purgeExpired();
      timetableDate = today;
    }
    return { expired };
  }

  function tick(): void {
    if (stopped || running) return;
    running = runOnce()
      .catch((err) => log.error({ err }, 'background job failed'))
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
