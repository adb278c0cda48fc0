// Budgets on the first load of every route (issue #12), on a modern browser:
// - at most 110 KiB of gzipped JS (level 9) on a passenger's route (issue #25), 120 KiB on the
//   staff's (the officer's, the console's and the booth's, issue #12's budget);
// - nothing of another screen's machines: every module under src/machines/ that the first load
//   fetches is one the entry or the route's own screen and layouts import (statically).
// The first load of a route is the scripts index.html names (the entry and its
// <link rel="modulepreload">s), the chunks the server adds for that route (route-preloads.json,
// server/http/spa.ts) and every static import of those — everything but the Temporal polyfill,
// which only browsers without native Temporal load. What each route needs and what each chunk
// holds come from the build (vite.config.ts writes dist/.vite/route-modules.json).
// Prints a line per route (gzip, the brotli bytes the server sends, files, other screens' code it
// carries) and exits 1 over a budget. `--build` rebuilds first; `--route=/beranda` details one.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';

const BUDGET_KIB = 110;
const STAFF_BUDGET_KIB = 120;
const STAFF = /^\/(petugas|operator|loket)(\/|$)/;
const budgetOf = (path) => (STAFF.test(path) ? STAFF_BUDGET_KIB : BUDGET_KIB);
const MACHINE = /^src\/machines\//;
const { values: args } = parseArgs({ options: { build: { type: 'boolean' }, route: { type: 'string' } } });
const root = new URL('..', import.meta.url).pathname;
const dist = `${root}dist/`;
const manifestPath = `${dist}.vite/manifest.json`;
const modulesPath = `${dist}.vite/route-modules.json`;
if (!existsSync(manifestPath) || !existsSync(modulesPath) || args.build) {
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, chunk }]));
const { routes: preloads } = JSON.parse(readFileSync(`${dist}.vite/route-preloads.json`, 'utf8'));
const { chunks: chunkModules, routes: needs } = JSON.parse(readFileSync(modulesPath, 'utf8'));

const html = readFileSync(`${dist}index.html`, 'utf8');
const fromHtml = [
  ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g),
].map((m) => m[1]);
if (!fromHtml.length) throw new Error('dist/index.html names no script');

const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const source = readFileSync(`${dist}${file}`);
    // Under 1 KiB the server sends the file as it is.
    const br = existsSync(`${dist}${file}.br`) ? readFileSync(`${dist}${file}.br`).length : source.length;
    sizes.set(file, { gz: gzipSync(source, { level: 9 }).length, br });
  }
  return sizes.get(file);
}

function firstLoad(route) {
  const files = new Set();
  const collect = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of byFile.get(file)?.chunk.imports ?? []) collect(manifest[imported].file);
  };
  [...fromHtml, ...route.modulepreload.map((href) => href.slice(1))].forEach(collect);
  return [...files];
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
let failed = false;
for (const route of preloads) {
  const need = needs.find((n) => n.path === route.path);
  if (!need) throw new Error(`route-modules.json has no ${route.path}`);
  const needed = new Set(need.needed);
  const files = firstLoad(route);
  const gz = files.reduce((sum, f) => sum + size(f).gz, 0);
  const br = files.reduce((sum, f) => sum + size(f).br, 0);
  const carried = files.flatMap((f) =>
    (chunkModules[f] ?? []).filter((m) => !needed.has(m.id) && /^(src|kernel)\//.test(m.id)),
  );
  const machines = carried.filter((m) => MACHINE.test(m.id));
  const over = gz / 1024 > budgetOf(route.path);
  failed ||= over || machines.length > 0;
  rows.push({
    route: route.path,
    'gzip KiB': kib(gz),
    'served br KiB': kib(br),
    files: files.length,
    "other screens' code KiB (raw)": kib(carried.reduce((sum, m) => sum + m.bytes, 0)),
    "other screens' machines": machines.map((m) => m.id.replace(MACHINE, '')).join(' ') || '—',
    budget: over || machines.length ? `OVER${over ? ' size' : ''}${machines.length ? ' machines' : ''}` : 'ok',
  });
  if (args.route === route.path) {
    console.table(
      files.map((f) => ({
        chunk: byFile.get(f)?.key ?? f,
        'gzip KiB': kib(size(f).gz),
        'served br KiB': kib(size(f).br),
      })),
    );
    console.log(
      `${route.path} carries, not needing them: ${carried.map((m) => `${m.id} (${m.bytes} B)`).join(', ') || 'nothing'}`,
    );
  }
}
console.table(rows);
const polyfill = Object.keys(manifest).find((key) => key.includes('@js-temporal/polyfill'));
if (polyfill)
  console.log(
    `Temporal polyfill (only without native Temporal): ${kib(gzipSync(readFileSync(`${dist}${manifest[polyfill].file}`)).length)} KiB gzip`,
  );
console.log(
  `bundle: first load of ${rows.length} routes, budget ${BUDGET_KIB} KiB gzipped JS each (${STAFF_BUDGET_KIB} on the staff's) and no other screen's machines — ${failed ? 'OVER BUDGET' : 'met'}`,
);
process.exit(failed ? 1 : 0);
