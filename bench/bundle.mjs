// Budget: the first load of /beranda on a modern browser fetches at most 125 KiB of gzipped JS
// (ARCHITECTURE.md §7). Counts the entry chunk, its static imports, and the beranda screen chunk
// with its static imports — everything but the Temporal polyfill, which only browsers without
// native Temporal load. Prints every chunk and the total; exits 1 over budget.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = 125;
const root = new URL('..', import.meta.url).pathname;
const manifestPath = `${root}dist/.vite/manifest.json`;
if (!existsSync(manifestPath) || process.argv.includes('--build')) {
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const berandaKey = Object.keys(manifest).find((key) => key.includes('screens/beranda/beranda-screen'));
if (!entryKey || !berandaKey) throw new Error('manifest lacks the entry or the beranda screen chunk');

const files = new Map();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.set(chunk.file, key);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect(entryKey);
collect(berandaKey);

let total = 0;
const rows = [];
for (const [file, key] of files) {
  if (!file.endsWith('.js')) continue;
  const gz = gzipSync(readFileSync(`${root}dist/${file}`), { level: 9 }).length;
  total += gz;
  rows.push({ chunk: key, file, 'gzip KiB': (gz / 1024).toFixed(1) });
}
console.table(rows);
const polyfill = Object.keys(manifest).find((key) => key.includes('@js-temporal/polyfill'));
if (polyfill) {
  const gz = gzipSync(readFileSync(`${root}dist/${manifest[polyfill].file}`)).length;
  console.log(`Temporal polyfill (only without native Temporal): ${(gz / 1024).toFixed(1)} KiB gzip`);
}
const kib = total / 1024;
console.log(`bundle: first load of /beranda = ${kib.toFixed(1)} KiB gzipped JS (budget ${BUDGET_KIB} KiB)`);
if (kib > BUDGET_KIB) {
  console.error('bundle: OVER BUDGET');
  process.exit(1);
}
