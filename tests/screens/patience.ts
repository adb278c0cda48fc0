// How the screen tests wait, so that they pass on a machine kept busy (issue #20 §7: the suite
// passes twice in a row beside `stress-ng --cpu 2`). Nothing here waits for a time:
// - every findBy / waitFor (Testing Library's and Vitest's) is bounded by PATIENCE_MS, not 1 s. A
//   passing test never waits for it; it only decides when a condition that never comes true fails;
// - the screens a test visits are loaded before it renders (preloadScreens), so no route suspends
//   and React never throttles a fallback (300 ms) or waits for Vite to transform a module inside a
//   query's budget;
// - a test that counts seconds moves a fake clock itself (frozenClock), so real time never ticks a
//   countdown or ends a session.
import { configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';
import { preloadRoute } from '../../src/app';

/**
 * The bound of every wait for a condition in these tests: how long it may take to come true on a
 * busy machine (Testing Library's and Vitest's default is 1 s). Below the suite's testTimeout (20 s)
 * so a wrong test fails on its query, with the query's message.
 */
export const PATIENCE_MS = 10_000;

/** Options for `vi.waitFor`, whose bound cannot be configured once per file. */
export const patiently = { timeout: PATIENCE_MS } as const;

/** Bounds every findBy / waitFor of Testing Library by PATIENCE_MS. Call it at the top of a test file. */
export function patientQueries() {
  configure({ asyncUtilTimeout: PATIENCE_MS });
}

/** Loads the screens and layouts of `paths` (src/app.tsx preloadRoute), so they render without suspending. */
export async function preloadScreens(...paths: string[]) {
  for (const path of paths) await preloadRoute(path);
}

// Captured before any test fakes the timers.
const realSetInterval = globalThis.setInterval;
const realClearInterval = globalThis.clearInterval;

/**
 * Fake timers whose clock moves only when the test says so (`vi.advanceTimersByTime`), never with
 * real time: a 60-second countdown shows 60 until the test advances it, however slow the machine.
 * Zero-delay timers (the turns Testing Library and user-event take) still run at once, and queries
 * wait for the DOM to change, not for a time. Returns a user-event session on that clock; the real
 * timers come back when the test finishes.
 */
export function frozenClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  const pump = realSetInterval(() => {
    if (vi.isFakeTimers()) vi.advanceTimersByTime(0);
  }, 1);
  onTestFinished(() => {
    realClearInterval(pump);
    vi.useRealTimers();
  });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
