// When a page paints and when it first takes a tap, on a first visit and on the visit after it, in
// a real browser slowed down the way Lighthouse's mobile defaults model it: 150 ms round trips,
// 1.6 Mbit/s down, 750 kbit/s up (Network.emulateNetworkConditions) and the CPU × 4
// (Emulation.setCPUThrottlingRate). Issue #36 item 3: a repeat visit is never slower than the first.
//
//   node bench/lh/visit-timing.mjs <url> <button's text> [--runs=3] [--sw=on|off]
//
// Each run starts Debian's Chromium (Playwright) on a new profile, visits the URL (the first visit),
// waits for its service worker to be active (`--sw=on`, the default; `--sw=off` blocks it), leaves,
// and visits it again (the repeat visit). For each visit it prints, from the navigation's start:
// FCP, the last LCP candidate before the app had started, "tap" — the first moment the button
// named is enabled, not inert, and the element a tap at its centre would hit (not under the first
// visit's splash), in the frame too — and "app": the same once the app has started (#root
// `data-hydrated`, or no prerendered frame at all). Polled every 25 ms on the page, so a busy main
// thread delays them as it delays a tap.
// Diagnostic only (bench/README.md); prints the load average with the figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

/* global window, document -- `probe` and the waits run in the page */

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string' }, sw: { type: 'string' } },
});
const [url, text] = positionals;
if (!url || !text) {
  console.error('usage: node bench/lh/visit-timing.mjs <url> <button text> [--runs=3] [--sw=on|off]');
  process.exit(2);
}
const RUNS = Number(args.runs ?? 3);
const SW = (args.sw ?? 'on') === 'on';

const probe = (buttonText) => {
  const t = (window.__visit = {});
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') t.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (t.app === undefined) t.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const poll = () => {
    const button = [...document.querySelectorAll('button, a')].find((b) => b.textContent.trim() === buttonText);
    if (button && !button.disabled && !button.closest('[inert]')) {
      const r = button.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      if (hit && button.contains(hit)) {
        t.tap ??= performance.now();
        const root = document.getElementById('root');
        if (root && (root.hasAttribute('data-hydrated') || !root.hasAttribute('data-first-paint'))) {
          t.app = performance.now();
          return;
        }
      }
    }
    setTimeout(poll, 25);
  };
  poll();
};

async function visit(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__visit?.app !== undefined, null, { timeout: 60_000, polling: 200 });
  const t = await page.evaluate(() => window.__visit);
  const controlled = await page.evaluate(() => navigator.serviceWorker?.controller != null);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return { fcp: t.fcp, lcp: t.lcp, tap: t.tap, app: t.app, controlled };
}

const rows = [];
for (let run = 1; run <= RUNS; run++) {
  const profile = mkdtempSync(join(tmpdir(), 'seberang-visit-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
    serviceWorkers: SW ? 'allow' : 'block',
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(probe, text);
    const page = context.pages()[0] ?? (await context.newPage());
    const load = loadavg()[0].toFixed(2);
    const first = await visit(page);
    if (SW) {
      await page.waitForFunction(
        () => navigator.serviceWorker.getRegistration().then((r) => !!r?.active && !r.installing && !r.waiting),
        null,
        { timeout: 30_000, polling: 200 },
      );
    }
    await page.waitForTimeout(3_500);
    await page.goto('about:blank');
    const repeat = await visit(page);
    const ms = (x) => (x === undefined ? '—' : Math.round(x));
    for (const [name, v] of [
      ['first', first],
      ['repeat', repeat],
    ])
      rows.push({
        run,
        visit: name,
        sw: SW ? (v.controlled ? 'controls' : 'not yet') : 'blocked',
        'FCP ms': ms(v.fcp),
        'LCP ms': ms(v.lcp),
        'tap ms': ms(v.tap),
        'app ms': ms(v.app),
        load,
      });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
console.table(rows);
console.log(
  `${url} "${text}", service worker ${SW ? 'on' : 'blocked'}; load average now ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
