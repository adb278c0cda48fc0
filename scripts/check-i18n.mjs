// `npm run check:i18n` (a stage of `npm test`, issue #40 item 1): the interface's two languages.
// Fails when
//  - kernel/paraglide/ is not what messages/*.json compile to (run `npm run gen:i18n`);
//  - a message is untranslated: missing or empty in a language, or its placeholders differ;
//  - a message is unused: no `m.<key>` in src/, kernel/ or server/ (the server's `srv_*` messages
//    are also used by their prefix, server/platform/language.ts, but each is named somewhere);
//  - a screen or component of the passenger's app (every .tsx under src/screens and
//    src/components but the staff's, INDONESIAN_ONLY below) writes a text of its own: JSX text or
//    a label/title/placeholder/aria-label literal.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { compileCatalogues, OUTDIR, root } from './i18n.mjs';

/**
 * The staff's screens stay Indonesian (issue #40: the console and the booth, and the port officers'
 * pages with them; README.md, Languages). Every other screen and component of the passenger's app
 * writes its texts from the catalogue: a new one is checked from its first line.
 */
const INDONESIAN_ONLY = /^src\/screens\/(operator|loket|petugas)\//;
/** Texts that are the same in every language: the brand. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Seberang']);

const problems = [];
const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

// 1. The compiled catalogues are current.
const fresh = mkdtempSync(join(tmpdir(), 'seberang-i18n-'));
await compileCatalogues(fresh);
const rel = (base) =>
  files(base)
    .map((f) => relative(base, f))
    .sort();
const want = rel(fresh);
const have = rel(OUTDIR);
if (
  want.join('\n') !== have.join('\n') ||
  want.some((f) => readFileSync(join(fresh, f), 'utf8') !== readFileSync(join(OUTDIR, f), 'utf8'))
)
  problems.push('kernel/paraglide/ is stale: run `npm run gen:i18n`');
rmSync(fresh, { recursive: true, force: true });

// 2. Every message in both languages, with the same placeholders.
const read = (locale) => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(join(root, 'messages', `${locale}.json`), 'utf8'));
  return messages;
};
const id = read('id');
const en = read('en');
const placeholders = (text) =>
  [...String(text).matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
for (const key of new Set([...Object.keys(id), ...Object.keys(en)])) {
  for (const [locale, messages] of [
    ['id', id],
    ['en', en],
  ])
    if (typeof messages[key] !== 'string' || messages[key].trim() === '')
      problems.push(`untranslated: ${key} has no ${locale} text`);
  if (key in id && key in en && placeholders(id[key]) !== placeholders(en[key]))
    problems.push(`${key}: the placeholders differ between id and en`);
}

// 3. Every message is used.
const sources = ['src', 'kernel', 'server']
  .flatMap((dir) => files(join(root, dir)))
  .filter((f) => /\.(ts|tsx)$/.test(f) && !f.includes(`${join('kernel', 'paraglide')}`));
const used = new Set();
for (const file of sources) for (const m of readFileSync(file, 'utf8').matchAll(/\bm\.(\w+)/g)) used.add(m[1]);
for (const key of Object.keys(id)) if (!used.has(key)) problems.push(`unused: ${key} (no m.${key} anywhere)`);

// 4. A passenger's screen or component writes no text of its own.
const translated = ['screens', 'components']
  .flatMap((dir) => files(join(root, 'src', dir)))
  .map((file) => relative(root, file).split('\\').join('/'))
  .filter((module) => module.endsWith('.tsx') && !INDONESIAN_ONLY.test(module));
for (const module of translated) {
  const code = readFileSync(join(root, module), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  const texts = [
    ...[...code.matchAll(/>\s*([^<>{}\s][^<>{}]*?)\s*</g)].map((m) => m[1]),
    ...[...code.matchAll(/\b(?:label|title|placeholder|aria-label)="([^"]*)"/g)].map((m) => m[1]),
  ]
    .map((text) => text.trim())
    // Words, not code between a generic's `>` and a `<` (`;`, `=`, `&&`, a closing parenthesis).
    .filter((text) => /\p{L}{2,}/u.test(text) && !/[;=]|&&|^\)/.test(text))
    .filter((text) => !SAME_IN_EVERY_LANGUAGE.has(text) && !/^[\w.]+$/.test(text));
  for (const text of texts) problems.push(`untranslated text in ${module}: ${JSON.stringify(text)}`);
}

if (problems.length) {
  console.error(problems.map((p) => `✖ ${p}`).join('\n'));
  process.exit(1);
}
console.log(
  `i18n: ${Object.keys(id).length} messages in id and en, all used; kernel/paraglide/ up to date; ${translated.length} passenger screens and components write no text of their own`,
);
process.exit(0);
