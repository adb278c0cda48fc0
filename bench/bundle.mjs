// Budgets on the first load of every route (issue #12), on a modern browser, in every language:
// - at most 110 KiB of gzipped JS (level 9) on a passenger's route (issues #25, #40), 120 KiB on the
//   staff's (the officer's, the console's and the booth's, issue #12's budget);
// - nothing of another screen's machines: every module under src/machines/ that the first load
//   fetches is one the entry or the route's own screen and layouts import (statically).
// The first load of a route is the scripts index.html names (the entry and its
// <link rel="modulepreload">s), the chunks the server adds for that route (route-preloads.json,
// server/http/spa.ts) and every static import of those — everything but the Temporal polyfill,
// which only browsers without native Temporal load. What each route needs and what each chunk
// holds come from the build (vite.config.ts writes dist/.vite/route-modules.json).
// Languages (issue #40): a row per route and language. `LOCALES` lists them with the chunks a
// language adds to a route's first load (its runtime and the route's strings); Indonesian is the
// build's own and adds none, and so does English (see LOCALES).
// Prints a row per route and language (gzip, the brotli bytes the server sends, files, other
// screens' code it carries) and exits 1 over a budget. `--build` rebuilds first; without it the
// build in dist/ is used when it is an up-to-date production build (as `npm start` leaves it, so
// `npm test` checks the build its browser journeys ran on), else rebuilt. `--route=/beranda`
// details one route.
// Ceilings (bench/bundle-ceilings.json): the routes still over their budget while issue #40 item 5
// is open, each with the most it may weigh today (KiB gzip, per language). Such a route passes at
// or under its ceiling (the row says 'over, ceiling N'), fails above it; a route under its budget
// needs no ceiling, and a ceiling left for one is reported as stale so it can be removed. An empty
// file is the goal: every passenger route ≤ 110 KiB. `--write-ceilings` rewrites the file from this
// build (each route over its budget: its figure rounded up to the next 0.5 KiB), for a change that
// moved the figures on purpose; the diff then shows every route that got heavier or lighter.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { buildDecision, productionBuildEnv } from '../scripts/build-state.mjs';

const BUDGET_KIB = 110;
const STAFF_BUDGET_KIB = 120;
const STAFF = /^\/(petugas|operator|loket)(\/|$)/;
const budgetOf = (path) => (STAFF.test(path) ? STAFF_BUDGET_KIB : BUDGET_KIB);
const MACHINE = /^src\/machines\//;
const ceilingsFile = new URL('./bundle-ceilings.json', import.meta.url);
/** @type {Record<string, Record<string, number>>} route path → language → ceiling (KiB gzip). */
const CEILINGS = JSON.parse(readFileSync(ceilingsFile, 'utf8')).ceilings;
/** @type {Record<string, Record<string, number>>} what `--write-ceilings` writes. */
const measuredCeilings = {};
/** Routes under their budget that still have a ceiling. */
const staleCeilings = [];
/**
 * The languages, each with the extra chunks (manifest keys, or a function of the route's path
 * giving them) that it adds to a route's first load.
 * @type {{ locale: string, extra: (path: string) => string[] }[]}
 */
const LOCALES = [
  { locale: 'id', extra: () => [] },
  // English (issue #40 item 1): Paraglide compiles a message into one module holding both languages
  // (README.md, Languages), so English's first load is the same files; the language is chosen at run time.
  { locale: 'en', extra: () => [] },
];
const { values: args } = parseArgs({
  options: { build: { type: 'boolean' }, route: { type: 'string' }, 'write-ceilings': { type: 'boolean' } },
});
const root = new URL('..', import.meta.url).pathname;
const dist = `${root}dist/`;
const manifestPath = `${dist}.vite/manifest.json`;
const modulesPath = `${dist}.vite/route-modules.json`;
// The sources scripts/start.mjs compares dist/ with.
const sources = [
  'src',
  'kernel',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite-prerender.ts',
  'scripts/vite-i18n.ts',
  'package.json',
];
const stale = buildDecision({ distDir: dist, sources: sources.map((p) => `${root}${p}`) });
if (!existsSync(manifestPath) || !existsSync(modulesPath) || args.build || stale.build) {
  if (!args.build) console.log(stale.reason);
  execSync('npx vite build --mode production --logLevel warn', {
    cwd: root,
    stdio: 'inherit',
    env: productionBuildEnv(process.env),
  });
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

function firstLoad(route, extraChunks = []) {
  const files = new Set();
  const collect = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of byFile.get(file)?.chunk.imports ?? []) collect(manifest[imported].file);
  };
  [
    ...fromHtml,
    ...route.modulepreload.map((href) => href.slice(1)),
    ...extraChunks.map((key) => manifest[key]?.file ?? key),
  ].forEach(collect);
  return [...files];
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
let failed = false;
for (const route of preloads) {
  for (const { locale, extra } of LOCALES) {
    const need = needs.find((n) => n.path === route.path);
    if (!need) throw new Error(`route-modules.json has no ${route.path}`);
    const needed = new Set(need.needed);
    const files = firstLoad(route, extra(route.path));
    const gz = files.reduce((sum, f) => sum + size(f).gz, 0);
    const br = files.reduce((sum, f) => sum + size(f).br, 0);
    const carried = files.flatMap((f) =>
      (chunkModules[f] ?? []).filter((m) => !needed.has(m.id) && /^(src|kernel)\//.test(m.id)),
    );
    const machines = carried.filter((m) => MACHINE.test(m.id));
    const ceiling = CEILINGS[route.path]?.[locale];
    const overBudget = gz / 1024 > budgetOf(route.path);
    const over = overBudget && (ceiling === undefined || gz / 1024 > ceiling);
    if (!overBudget && ceiling !== undefined) staleCeilings.push(`${route.path} (${locale})`);
    if (overBudget) (measuredCeilings[route.path] ??= {})[locale] = Math.ceil((gz / 1024) * 2) / 2;
    failed ||= over || machines.length > 0;
    rows.push({
      route: route.path,
      language: locale,
      'gzip KiB': kib(gz),
      'served br KiB': kib(br),
      files: files.length,
      "other screens' code KiB (raw)": kib(carried.reduce((sum, m) => sum + m.bytes, 0)),
      "other screens' machines": machines.map((m) => m.id.replace(MACHINE, '')).join(' ') || '—',
      budget:
        over || machines.length
          ? `OVER${over ? ' size' : ''}${machines.length ? ' machines' : ''}`
          : overBudget
            ? `over, ceiling ${ceiling}`
            : 'ok',
    });
    if (args.route === route.path && locale === LOCALES[0].locale) {
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
}
console.table(rows);
if (args['write-ceilings']) {
  const file = JSON.parse(readFileSync(ceilingsFile, 'utf8'));
  writeFileSync(ceilingsFile, `${JSON.stringify({ ...file, ceilings: measuredCeilings }, null, 2)}\n`);
  console.log(
    `bundle: wrote the ceilings of ${Object.keys(measuredCeilings).length} routes over budget to bench/bundle-ceilings.json`,
  );
  process.exit(0);
}
const polyfill = Object.keys(manifest).find((key) => key.includes('@js-temporal/polyfill'));
if (polyfill)
  console.log(
    `Temporal polyfill (only without native Temporal): ${kib(gzipSync(readFileSync(`${dist}${manifest[polyfill].file}`)).length)} KiB gzip`,
  );
if (staleCeilings.length)
  console.log(
    `bundle: under budget now, drop their ceilings from bench/bundle-ceilings.json: ${staleCeilings.join(', ')}`,
  );
const ceilinged = rows.filter((r) => r.budget.startsWith('over, ceiling')).length;
if (ceilinged)
  console.log(`bundle: ${ceilinged} rows over the budget but within their ceilings (issue #40 item 5 open)`);
console.log(
  `bundle: first load of ${preloads.length} routes in ${LOCALES.map((l) => l.locale).join(', ')}, budget ${BUDGET_KIB} KiB gzipped JS each (${STAFF_BUDGET_KIB} on the staff's) and no other screen's machines — ${failed ? 'OVER BUDGET' : ceilinged ? 'within the ceilings, budget NOT met yet' : 'met'}`,
);
process.exit(failed ? 1 : 0);
