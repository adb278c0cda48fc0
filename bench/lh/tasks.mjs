// What each long task of a page load is: `node bench/lh/tasks.mjs <url> [throttle=4]` loads the
// URL in a fresh headless Chromium (Playwright, Debian's chromium) with the CPU slowed down
// (Emulation.setCPUThrottlingRate, as Lighthouse's × 4), records a trace, and prints every main-thread
// task over 50 ms with what ran inside it over 3 ms (module evaluation, a timer, a function and its
// script, layout, paint…). bench/lh/profile.mjs says which functions the time went to; this says
// which task it fell in — the unit Total Blocking Time counts. Diagnostic only (bench/README.md,
// "Diagnosing"); TASKS_MS: how long to record after the load (default 5000). The session for
// logged-in pages: LH_STORAGE, a JSON object of localStorage values (as bench/lh/profile.mjs).
import { chromium } from '@playwright/test';

const [url, rate = '4'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node bench/lh/tasks.mjs <url> [cpu throttling rate]');
  process.exit(2);
}
const SHOWN = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'EventDispatch',
  'RunMicrotasks',
  'MinorGC',
  'MajorGC',
]);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rate) });
  const storage = process.env.LH_STORAGE ? JSON.parse(process.env.LH_STORAGE) : null;
  if (storage) {
    // A same-origin document the app never requests, to write the values the way the app stores them.
    await page.goto(new URL('/api/__bench-storage', url).href);
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(value));
    }, storage);
  }
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'loading',
      'blink.user_timing',
    ],
  });
  await page.goto(url);
  await page.waitForTimeout(Number(process.env.TASKS_MS ?? 5000));
  const { traceEvents: events } = JSON.parse(String(await browser.stopTracing()));
  // The page's own renderer only: the browser's own pages (new headless Chromium's omnibox and
  // composebox WebUI, for one) run renderers of their own whose tasks the trace holds too.
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(new URL(url).origin),
  );
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === navigation?.pid)
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = (e) => mainThreads.has(`${e.pid}:${e.tid}`);
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 50_000 && onMain(e));
  const start = navigation?.ts ?? tasks[0]?.ts ?? 0;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && onMain(e));
  if (fcp) console.log(`first contentful paint at ${Math.round((fcp.ts - start) / 1000)} ms`);
  const ms = (us) => Math.round(us / 1000);
  const rows = tasks.map((task) => ({
    'at ms': ms(task.ts - start),
    ms: ms(task.dur),
    inside: events
      .filter(
        (e) =>
          e !== task &&
          SHOWN.has(e.name) &&
          e.pid === task.pid &&
          e.tid === task.tid &&
          e.ts >= task.ts &&
          e.ts + (e.dur ?? 0) <= task.ts + task.dur &&
          e.dur > 3000,
      )
      .slice(0, 8)
      .map((e) => {
        const data = e.args?.data ?? {};
        const where = [data.url?.replace(/^.*\//, ''), data.functionName].filter(Boolean).join(' ');
        return `${e.name}${where ? ` ${where.slice(0, 40)}` : ''} ${ms(e.dur)}`;
      })
      .join(' | '),
  }));
  console.table(rows);
  console.log(`${rows.length} task(s) over 50 ms; Σ (task − 50 ms) = ${rows.reduce((s, r) => s + r.ms - 50, 0)} ms`);
} finally {
  await browser.close();
}
