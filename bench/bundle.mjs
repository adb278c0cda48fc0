// Budget: the first load of /beranda on a modern browser fetches at most 125 KiB of gzipped JS
// (ARCHITECTURE.md §7). Counts what that load fetches: the scripts index.html names (the entry and
// its <link rel="modulepreload">s: the app chunk it imports once the shell has painted), the
// chunks the server adds for /beranda (dist/.vite/route-preloads.json), and every static import of
// those — everything but the Temporal polyfill, which only browsers without native Temporal load.
// Prints every chunk (gzip, and the brotli file the server actually sends) and the total; exits 1
// over budget.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = 125;
const ROUTE = '/beranda';
const root = new URL('..', import.meta.url).pathname;
const manifestPath = `${root}dist/.vite/manifest.json`;
if (!existsSync(manifestPath) || process.argv.includes('--build')) {
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, chunk }]));

const html = readFileSync(`${root}dist/index.html`, 'utf8');
const fromHtml = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g)].map((m) => m[1]);
const preloadsPath = `${root}dist/.vite/route-preloads.json`;
const routes = existsSync(preloadsPath) ? JSON.parse(readFileSync(preloadsPath, 'utf8')).routes : [];
const route = routes.find((r) => r.path === ROUTE);
if (!fromHtml.length || !route) throw new Error(`index.html names no script, or route-preloads.json has no ${ROUTE}`);
const fromServer = route.modulepreload.map((href) => href.slice(1));

const files = new Set();
function collect(file) {
  if (files.has(file)) return;
  files.add(file);
  for (const imported of byFile.get(file)?.chunk.imports ?? []) collect(manifest[imported].file);
}
[...fromHtml, ...fromServer].forEach(collect);

let total = 0;
const rows = [];
for (const file of files) {
  const source = readFileSync(`${root}dist/${file}`);
  const gz = gzipSync(source, { level: 9 }).length;
  // Under 1 KiB the server sends the file as it is.
  const br = existsSync(`${root}dist/${file}.br`) ? readFileSync(`${root}dist/${file}.br`).length : source.length;
  total += gz;
  rows.push({ chunk: byFile.get(file)?.key ?? file, file, 'gzip KiB': (gz / 1024).toFixed(1), 'served br KiB': (br / 1024).toFixed(1) });
}
console.table(rows);
const polyfill = Object.keys(manifest).find((key) => key.includes('@js-temporal/polyfill'));
if (polyfill) {
  const gz = gzipSync(readFileSync(`${root}dist/${manifest[polyfill].file}`)).length;
  console.log(`Temporal polyfill (only without native Temporal): ${(gz / 1024).toFixed(1)} KiB gzip`);
}
const kib = total / 1024;
console.log(`bundle: first load of ${ROUTE} = ${kib.toFixed(1)} KiB gzipped JS in ${files.size} files (budget ${BUDGET_KIB} KiB)`);
if (kib > BUDGET_KIB) {
  console.error('bundle: OVER BUDGET');
  process.exit(1);
}
