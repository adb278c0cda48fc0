// Lighthouse budgets, as ratios to the stack's floor measured in the same run (issue #12).
//
// Starts the real app (`scripts/start.mjs`: builds dist/ when stale, fresh PGlite folder) and the
// floor (bench/floor/: Vite + React 19 + react-router 7 with one search form, built into a temp
// folder and served with the same compression, bench/lh/floor.mjs), then audits every route a user
// loads — the open ones, and logged in (an account, an unpaid and a paid ticket and a booking draft
// made through the API, bench/lh/fixtures.mjs) tiket-saya, pesan-tiket/{id}, konfirmasi-pesanan,
// tiket-detail/{id}, account — with Lighthouse 12 in Debian's Chromium (mobile, simulated slow 4G,
// CPU × 4). Floor and Seberang are audited alternately at the same path (order swapped every run),
// RUNS times each (default 5), and each metric's median is judged against the floor's median:
//
//   TBT ≤ 1.5 × floor + 50 ms · LCP ≤ 1.0 × floor · performance ≥ floor − 1 · CLS 0 (0.000, as Lighthouse rounds it) ·
//   accessibility 100 · the screen rendered at the route asked for (not a redirect, not the shell)
//
// Absolute scores are printed for information only: on a shared machine they follow the load;
// the ratio to a floor audited a few seconds earlier or later does not (much).
//
// Visits (issue #36, bench/lh/visits.mjs): every audit runs in a browser on a new profile. `first`
// is a true first visit (no storage but a logged-in route's session, no service worker, no HTTP or
// code cache); `repeat` audits the page's second visit in that profile, once the first visit's
// service worker is active; `repeat-nosw` the same with the service worker's script blocked. The
// audit runs with `disableStorageReset`, so it sees exactly that state.
//
// Options: --routes=beranda,tiket-saya (names below), --runs=N (or LH_RUNS), --visits=first,repeat
// (the default; or LH_VISITS; also repeat-nosw), --throttling=simulate (the default, Lighthouse's
// Lantern) or devtools (the page really slowed down: 4G's latency and bandwidth, CPU × 4). A full
// run is 10 routes × 5 runs × 2 apps × 2 visits = 200 audits, about 30–45 min on a 2-core machine;
// the whole run is bounded by LH_WATCHDOG_MS (default 25 min per visit). Exits 1 over a budget or
// when a route did not render.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { buildFloor, serveFloor } from './lh/floor.mjs';
import { loggedInScene } from './lh/fixtures.mjs';
import { VISITS, blockedFor, freshBrowser, prepareVisit } from './lh/visits.mjs';

export const BUDGET = {
  tbt: (floor) => 1.5 * floor + 50,
  // Issue #25: as fast as the floor or faster (each route's HTML holds its first paint).
  lcp: (floor) => 1.0 * floor,
  performance: (floor) => floor - 1,
  clsBelow: 0.0005,
  accessibility: 100,
};

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string' },
    visits: { type: 'string' },
    throttling: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs ?? process.env.LH_RUNS ?? 5));
const visits = (args.visits ?? process.env.LH_VISITS ?? 'first,repeat')
  .split(',')
  .map((v) => v.trim())
  .filter(Boolean);
const THROTTLING = args.throttling ?? 'simulate';
if (!visits.length || visits.some((v) => !VISITS.includes(v)) || !['simulate', 'devtools'].includes(THROTTLING)) {
  console.error(`lighthouse: --visits of ${VISITS.join(', ')}; --throttling=simulate or devtools`);
  process.exit(2);
}
const WATCHDOG_MS = Number(process.env.LH_WATCHDOG_MS ?? visits.length * 25 * 60_000);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`lighthouse: no Chromium at ${chromePath} (apt-get install -y chromium, or set CHROME_PATH)`);
  process.exit(1);
}

const tomorrow = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
/** Every route a user loads. `scene` is the logged-in fixtures; `storage` what localStorage holds. */
const ALL_ROUTES = [
  { name: 'beranda', path: () => '/beranda' },
  { name: 'daftar-tiket', path: () => `/daftar-tiket?from=1&to=2&date=${tomorrow}` },
  { name: 'login', path: () => '/login' },
  { name: 'register', path: () => '/register' },
  { name: 'forgot-password', path: () => '/forgot-password' },
  {
    name: 'tiket-saya',
    auth: true,
    path: () => '/tiket-saya',
    setup: (scene) => scene.unpaid(),
    storage: (scene) => scene.session,
  },
  {
    name: 'pesan-tiket',
    auth: true,
    path: (scene) => `/pesan-tiket/${scene.bookingId}`,
    storage: (scene) => scene.session,
  },
  { name: 'konfirmasi-pesanan', auth: true, path: () => '/konfirmasi-pesanan', storage: (scene) => scene.draft },
  {
    name: 'tiket-detail',
    auth: true,
    path: (scene) => `/tiket-detail/${scene.paidId}`,
    storage: (scene) => scene.session,
  },
  { name: 'account', auth: true, path: () => '/account', storage: (scene) => scene.session },
];
const wanted = args.routes
  ? args.routes
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean)
  : null;
const unknown = (wanted ?? []).filter((name) => !ALL_ROUTES.some((r) => r.name === name));
if (unknown.length) {
  console.error(
    `lighthouse: unknown route(s) ${unknown.join(', ')}; known: ${ALL_ROUTES.map((r) => r.name).join(', ')}`,
  );
  process.exit(2);
}
const routes = wanted ? ALL_ROUTES.filter((r) => wanted.includes(r.name)) : ALL_ROUTES;

const watchdog = setTimeout(() => {
  console.error(`lighthouse: still running after ${WATCHDOG_MS / 60_000} min — stopped (LH_WATCHDOG_MS)`);
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

const started = Date.now();
const fmtLoad = (l = loadavg()) => l.map((x) => x.toFixed(2)).join(' ');
const loadStart = loadavg();

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const root = new URL('..', import.meta.url).pathname;
const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'seberang-lh-')),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ADDRESS_LOGIN: '10000',
    RATE_LIMIT_ADDRESS_ACCOUNT: '10000',
    RATE_LIMIT_ADDRESS_SEND_OTP: '10000',
    RATE_LIMIT_ADDRESS_CHECK_PHONE: '10000',
  },
});
const origin = `http://127.0.0.1:${port}`;
const floorBuild = await buildFloor();
const floor = await serveFloor(floorBuild.dir);
let up = false;
for (let i = 0; i < 240 && !up; i++) {
  up = await fetch(`${origin}/api/route/get-all`).then(
    (r) => r.ok,
    () => false,
  );
  if (!up) await new Promise((r) => setTimeout(r, 500));
}
if (!up) {
  console.error('lighthouse: the app did not start');
  server.kill('SIGTERM');
  process.exit(1);
}

let saved = 0;
/**
 * One audit of `url` in a browser of its own on a new profile, prepared for `visit` with `storage`
 * written (bench/lh/visits.mjs); the figures it judges.
 */
async function audit(url, storage, withA11y, visit) {
  const browser = await freshBrowser(chromePath);
  let lhr;
  try {
    try {
      await prepareVisit(browser, visit, url, storage, { withWorker: withA11y });
    } catch (err) {
      // A first visit that did not load (a browser that did not start, say): made once more, as below.
      return { error: `the ${visit} visit's preparation failed: ${err.message}` };
    }
    ({ lhr } = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: withA11y ? ['performance', 'accessibility'] : ['performance'],
      formFactor: 'mobile',
      throttlingMethod: THROTTLING,
      disableStorageReset: true,
      blockedUrlPatterns: blockedFor(visit),
    }));
  } finally {
    await browser.close();
  }
  if (process.env.LH_SAVE) {
    // Diagnostics (bench/README.md "Diagnosing"): every report, to read its audits' details.
    const slug = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
    mkdirSync(process.env.LH_SAVE, { recursive: true });
    writeFileSync(
      join(process.env.LH_SAVE, `${String(++saved).padStart(3, '0')}-${visit}-${slug}-${new URL(url).port}.json`),
      JSON.stringify(lhr),
    );
  }
  const a = lhr.audits;
  const failedA11y = withA11y
    ? lhr.categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && a[ref.id]?.score === 0)
        .map((ref) => ref.id)
    : [];
  return {
    error: lhr.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : null,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: withA11y ? Math.round((lhr.categories.accessibility.score ?? 0) * 100) : null,
    failedA11y,
    fcp: a['first-contentful-paint']?.numericValue ?? NaN,
    lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: a['total-blocking-time']?.numericValue ?? NaN,
    tti: a['interactive']?.numericValue ?? NaN,
    cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
    mainThread: a['mainthread-work-breakdown']?.numericValue ?? NaN,
    bootup: a['bootup-time']?.numericValue ?? NaN,
    elements: a['dom-size']?.numericValue ?? 0,
    finalUrl: lhr.finalDisplayedUrl ?? '',
  };
}

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const rows = [];
const details = [];
let failed = false;
let scene = null;
try {
  for (const route of routes) {
    if (route.auth && !scene) scene = await loggedInScene(origin);
    if (route.setup) await route.setup(scene);
    const path = route.path(scene);
    const storage = route.storage?.(scene) ?? {};
    for (const visit of visits) {
      const loadAtStart = loadavg()[0];
      const runs = { floor: [], app: [] };
      for (let run = 0; run < RUNS; run++) {
        const order = run % 2 === 0 ? ['floor', 'app'] : ['app', 'floor'];
        for (const which of order) {
          const url = `${which === 'floor' ? floor.origin : origin}${path}`;
          const once = () => audit(url, which === 'floor' ? {} : storage, which === 'app', visit);
          let result = await once();
          if (result.error) {
            // Lighthouse's own failures to record a trace (NO_NAVSTART, seen about once in 30 audits
            // here) are not the page's, nor a repeat visit's preparation failing: the run is made
            // once more, so the median has its runs.
            console.log(`  ${route.name} ${visit} ${which} run ${run + 1}: ${result.error} — once more`);
            result = await once();
            if (result.error) console.log(`  ${route.name} ${visit} ${which} run ${run + 1}: ${result.error}`);
          }
          runs[which].push(result);
        }
      }
      const valid = { floor: runs.floor.filter((r) => !r.error), app: runs.app.filter((r) => !r.error) };
      const m = (which, key) => median(valid[which].map((r) => r[key]));
      const f = {
        tbt: m('floor', 'tbt'),
        lcp: m('floor', 'lcp'),
        performance: m('floor', 'performance'),
        fcp: m('floor', 'fcp'),
        tti: m('floor', 'tti'),
        mainThread: m('floor', 'mainThread'),
      };
      const s = {
        tbt: m('app', 'tbt'),
        lcp: m('app', 'lcp'),
        performance: m('app', 'performance'),
        fcp: m('app', 'fcp'),
        tti: m('app', 'tti'),
        cls: m('app', 'cls'),
        accessibility: m('app', 'accessibility'),
        mainThread: m('app', 'mainThread'),
        bootup: m('app', 'bootup'),
      };
      // The route asked for, rendered: not a redirect (to login, say) and not only index.html's
      // static shell (a dozen elements), in every valid run.
      const wantPath = new URL(path, origin).pathname;
      const wrong = valid.app.filter((r) => {
        try {
          return new URL(r.finalUrl).pathname !== wantPath || r.elements < 15;
        } catch {
          return true;
        }
      });
      for (const r of wrong)
        console.log(
          `  ${route.name} (${visit}): ended on ${r.finalUrl} with ${r.elements} elements — the screen did not render`,
        );
      const tooFew = valid.app.length < Math.ceil(RUNS / 2) || valid.floor.length < Math.ceil(RUNS / 2);
      const verdict = {
        TBT: s.tbt <= BUDGET.tbt(f.tbt),
        LCP: s.lcp <= BUDGET.lcp(f.lcp),
        perf: s.performance >= BUDGET.performance(f.performance),
        CLS: s.cls < BUDGET.clsBelow,
        a11y: s.accessibility >= BUDGET.accessibility,
        rendered: wrong.length === 0 && !tooFew,
      };
      const over = Object.entries(verdict)
        .filter(([, ok]) => !ok)
        .map(([k]) => k);
      failed ||= over.length > 0;
      const a11yFailures = [...new Set(valid.app.flatMap((r) => r.failedA11y))];
      if (a11yFailures.length)
        console.log(`  ${route.name} (${visit}): accessibility audits failed in some run: ${a11yFailures.join(', ')}`);
      rows.push({
        route: route.name,
        visit,
        'TBT ms app/floor': `${Math.round(s.tbt)}/${Math.round(f.tbt)}`,
        'TBT budget': `≤${Math.round(BUDGET.tbt(f.tbt))}`,
        'LCP ×floor': (s.lcp / f.lcp).toFixed(2),
        'LCP s app/floor': `${(s.lcp / 1000).toFixed(2)}/${(f.lcp / 1000).toFixed(2)}`,
        'FCP s app/floor': `${(s.fcp / 1000).toFixed(2)}/${(f.fcp / 1000).toFixed(2)}`,
        'TTI s app/floor': `${(s.tti / 1000).toFixed(2)}/${(f.tti / 1000).toFixed(2)}`,
        'perf app/floor': `${s.performance}/${f.performance}`,
        CLS: s.cls.toFixed(3),
        a11y: s.accessibility,
        'main thread ms app/floor': `${Math.round(s.mainThread)}/${Math.round(f.mainThread)}`,
        load: loadAtStart.toFixed(2),
        budget: over.length ? `OVER: ${over.join(' ')}` : 'ok',
      });
      details.push({
        route: route.name,
        visit,
        path,
        app: runs.app.map((r) => `${r.performance}:${Math.round(r.tbt)}`).join(' '),
        floor: runs.floor.map((r) => `${r.performance}:${Math.round(r.tbt)}`).join(' '),
      });
      console.log(`  ${route.name} (${visit} visit): done (${rows.at(-1).budget}), load ${fmtLoad()}`);
    }
  }
} finally {
  server.kill('SIGTERM');
  await floor.close();
  floorBuild.remove();
}
console.log('each run, "performance:TBT ms" (app and floor alternate):');
console.table(details);
console.table(rows);
console.log(
  `lighthouse: ${visits.join(' and ')} visits, ${THROTTLING} throttling, ${RUNS} run(s) per route, visit and app, medians judged; floor JS ${(floorBuild.jsGzip / 1024).toFixed(1)} KiB gzip; ` +
    `load average at start ${fmtLoad(loadStart)}, at end ${fmtLoad()} (${availableParallelism()} CPUs); ${((Date.now() - started) / 60_000).toFixed(1)} min`,
);
console.log(
  `lighthouse: budgets TBT ≤ 1.5 × floor + 50 ms, LCP ≤ 1.0 × floor, performance ≥ floor − 1, CLS 0.000, accessibility ${BUDGET.accessibility} ` +
    `on ${routes.length} route(s) — ${failed ? 'OVER BUDGET' : 'met'}`,
);
process.exit(failed ? 1 : 0);
