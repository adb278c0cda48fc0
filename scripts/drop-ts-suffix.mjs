// One import-suffix style (issue #20): relative imports are extensionless. This codemod rewrites
// every relative module specifier that ends in .ts or .tsx to the same path without it:
//   import … from './x.ts'   export … from './x.ts'   import './x.ts'
//   import('./x.ts')         typeof import('./x.ts')   vi.mock('./x.ts') (and vi.doMock, vi.importActual…)
// It reads the files with the TypeScript parser (never a regex over the text), so a '.ts' inside
// a string, a comment or `new URL('./x.ts', import.meta.url)` is left alone.
//
// A specifier is rewritten only when the extensionless path resolves to the very same file as
// TypeScript looks it up (x.ts, then x.tsx, then x.d.ts): './schema.d.ts' becomes './schema'
// when there is no schema.ts/schema.tsx beside it; './x.tsx' stays when an x.ts is beside it.
// Anything left is listed at the end. A rewritten file that Prettier had formatted is formatted
// again (a shorter import may now fit on one line).
//
//   node scripts/drop-ts-suffix.mjs            rewrite src, server, kernel, tests, e2e, bench, scripts
//   node scripts/drop-ts-suffix.mjs --check    only list what would change (exit 1 if anything)
//   node scripts/drop-ts-suffix.mjs DIR…       those folders or files instead
//
// Skipped: tests/architecture/fixtures/ (the stand-in tree of the layer tests), and the root tool
// configs (vite.config.ts…), which keep their suffix: Vite's coming native config loader runs them
// with Node's own type stripping, which needs it (eslint.config.js switches the rule off there).
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';

const args = process.argv.slice(2);
const check = args.includes('--check');
const roots = args.filter((a) => a !== '--check');
const DEFAULT_ROOTS = ['src', 'server', 'kernel', 'tests', 'e2e', 'bench', 'scripts'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', '.vite']);
const SKIP_PATHS = [path.join('tests', 'architecture', 'fixtures')];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const MOCKS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);

function* walk(entry) {
  if (SKIP_PATHS.some((p) => path.relative(p, entry) === '' || !path.relative(p, entry).startsWith('..'))) return;
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) yield entry;
    return;
  }
  for (const e of fs.readdirSync(entry, { withFileTypes: true })) {
    if (e.isDirectory() && (SKIP_DIRS.has(e.name) || e.name.startsWith('.'))) continue;
    yield* walk(path.join(entry, e.name));
  }
}

function files() {
  return (roots.length > 0 ? roots : DEFAULT_ROOTS).flatMap((r) => [...walk(r)]);
}

const isFile = (p) => fs.statSync(p, { throwIfNoEntry: false })?.isFile() === true;

/** The file TypeScript (moduleResolution Bundler) finds for an extensionless relative path. */
function lookUp(base) {
  for (const ext of ['.ts', '.tsx', '.d.ts']) if (isFile(base + ext)) return base + ext;
  return null;
}

/** The extensionless specifier for `spec` (written in `file`), or null when there is none. */
function extensionless(file, spec) {
  const m = /^(\.{1,2}\/.*?)(\.d)?\.(tsx?)$/.exec(spec);
  if (!m || (m[2] && m[3] !== 'ts')) return null;
  const target = path.resolve(path.dirname(file), spec);
  if (!isFile(target)) return null; // not ours to judge: leave it for the type-check
  const shorter = m[1];
  if (lookUp(path.resolve(path.dirname(file), shorter)) === target) return shorter;
  // './x.d.ts' beside an x.ts: './x.d' still finds x.d.ts.
  if (m[2] && lookUp(path.resolve(path.dirname(file), `${shorter}.d`)) === target) return `${shorter}.d`;
  return null;
}

/** Every string literal node that is a module specifier in `sf`. */
function specifiers(sf) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier);
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal)) found.push(arg.literal);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      const dynamicImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const viMock =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'vi' &&
        MOCKS.has(callee.name.text);
      if (dynamicImport || viMock) found.push(node.arguments[0]);
    } else if (ts.isExternalModuleReference(node) && ts.isStringLiteral(node.expression)) {
      found.push(node.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

let changedFiles = 0;
let changedSpecifiers = 0;
const left = [];
for (const file of files()) {
  const text = fs.readFileSync(file, 'utf8');
  if (!/\.tsx?['"`]/.test(text)) continue;
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const edits = [];
  for (const lit of specifiers(sf)) {
    const spec = lit.text;
    if (!/^\.{1,2}\/.*\.tsx?$/.test(spec)) continue;
    const to = extensionless(file, spec);
    if (to === null) {
      const { line } = sf.getLineAndCharacterOfPosition(lit.getStart(sf));
      left.push(`${file}:${line + 1} ${spec}`);
      continue;
    }
    // Keep the quote: replace only the text between the quotes.
    edits.push({ start: lit.getStart(sf) + 1, end: lit.getEnd() - 1, to });
  }
  if (edits.length === 0) continue;
  changedFiles += 1;
  changedSpecifiers += edits.length;
  if (check) {
    for (const e of edits) console.log(`${file}: ${text.slice(e.start, e.end)} → ${e.to}`);
    continue;
  }
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.to + out.slice(e.end);
  // A shorter specifier may let Prettier join lines: a file that was formatted stays formatted.
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  if (await prettier.check(text, options)) out = await prettier.format(out, options);
  fs.writeFileSync(file, out);
}

console.log(
  `${check ? 'would rewrite' : 'rewrote'} ${changedSpecifiers} specifier(s) in ${changedFiles} file(s)` +
    (left.length > 0 ? `; left as they are (no same-file extensionless path):\n  ${left.join('\n  ')}` : ''),
);
if (check && changedSpecifiers > 0) process.exitCode = 1;
