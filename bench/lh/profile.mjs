// Where a page's main-thread time goes: `node bench/lh/profile.mjs <url> [throttle=4]` loads the
// URL in a fresh headless Chromium with the CPU slowed down (Emulation.setCPUThrottlingRate, as
// Lighthouse's ×4) under the V8 sampling profiler, and prints self time by script and by function
// (top 25), plus the long tasks (> 50 ms) the page saw. Diagnostic only; bench/README.md says
// what it found. The session for logged-in pages: set LH_STORAGE to a JSON object of localStorage
// values.
import * as chromeLauncher from 'chrome-launcher';
import { connect, prepareOrigin } from './cdp.mjs';

const [url, rate = '4'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node bench/lh/profile.mjs <url> [cpu throttling rate]');
  process.exit(2);
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const cdp = await connect(chrome.port);
try {
  await prepareOrigin(cdp, new URL(url).origin, process.env.LH_STORAGE ? JSON.parse(process.env.LH_STORAGE) : {});
  const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true });
  const s = (method, params) => cdp.send(method, params, sessionId);
  await s('Emulation.setCPUThrottlingRate', { rate: Number(rate) });
  await s('Profiler.enable');
  await s('Profiler.setSamplingInterval', { interval: 200 });
  await s('Runtime.enable');
  await s('Runtime.evaluate', { expression: '0' });
  await s('Page.enable');
  await s('Page.addScriptToEvaluateOnNewDocument', {
    source: `window.__long = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });`,
  });
  await s('Profiler.start');
  await s('Page.navigate', { url });
  await new Promise((r) => setTimeout(r, Number(process.env.PROFILE_MS ?? 8000)));
  const { profile } = await s('Profiler.stop');
  const { result } = await s('Runtime.evaluate', {
    expression:
      'JSON.stringify({ long: window.__long, elements: document.querySelectorAll("*").length, path: location.pathname })',
    returnByValue: true,
  });
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i + 1] ?? 0)));
  const byScript = new Map();
  const byFn = new Map();
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id);
    const script = f.url ? f.url.replace(/^https?:\/\/[^/]+/, '') : `(${f.functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + us);
    const fn = `${f.functionName || '(anonymous)'} ${script}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + us);
  }
  // The timeline: per 100 ms of the profile, how busy the main thread was and with what.
  const buckets = new Map();
  let t = 0;
  profile.samples.forEach((id, i) => {
    t += deltas[i] ?? 0;
    const { callFrame: f } = byId.get(id);
    if (f.functionName === '(idle)') return;
    const key = Math.floor(t / 100_000);
    const b = buckets.get(key) ?? { busy: 0, fns: new Map() };
    const us = deltas[i + 1] ?? 0;
    b.busy += us;
    const name = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}`;
    b.fns.set(name, (b.fns.get(name) ?? 0) + us);
    buckets.set(key, b);
  });
  const timeline = [...buckets]
    .filter(([, b]) => b.busy > 30_000)
    .sort((a, b) => a[0] - b[0])
    .map(([k, b]) => ({
      'at ms': k * 100,
      'busy ms': Math.round(b.busy / 1000),
      top: [...b.fns]
        .sort((x, y) => y[1] - x[1])
        .slice(0, 3)
        .map(([n, us]) => `${n.slice(0, 40)} ${Math.round(us / 1000)}`)
        .join(' | '),
    }));
  if (process.env.PROFILE_TIMELINE) console.table(timeline);
  const top = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => ({ what: k.slice(0, 110), ms: Math.round(us / 1000) }));
  console.table(top(byScript, 15));
  console.table(top(byFn, 25));
  console.log(result.value);
} finally {
  cdp.close();
  await chrome.kill();
}
