// Size limits of issue #20, outside generated code: no production file over 400 lines, no
// statechart file over 300 lines, no function over 150 lines. Production code is every .ts/.tsx
// file under src/, server/ and kernel/ except declaration files (*.d.ts, which includes the
// generated kernel/schema.d.ts), the generated kernel/public-paths.ts and server/db/migrations.
//
// Functions are read with the TypeScript compiler API: every function-like node with a body
// (function declaration or expression, arrow, method, constructor, accessor) is measured from its
// first token to its last, so a component, a callback passed inline and a method all count, each
// on its own (a nested function counts inside its parent too). A statechart file is a
// src/machines/*.machine.ts file or any file calling `setup(…).createMachine(…)`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const ROOTS = ['src', 'server', 'kernel'];
const SKIP_DIRS = new Set(['node_modules', 'dist']);
const GENERATED = new Set(['kernel/schema.d.ts', 'kernel/public-paths.ts']);
const EXCLUDED_DIRS = ['server/db/migrations/'];

const FILE_MAX = 400;
const CHART_MAX = 300;
const FUNCTION_MAX = 150;

/** Production sources as repository-relative paths with '/' separators. */
function productionFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(join(dir, entry.name));
      } else if (entry.isFile()) {
        files.push(relative(ROOT, join(dir, entry.name)).split(sep).join('/'));
      }
    }
  };
  for (const root of ROOTS) walk(join(ROOT, root));
  return files
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .filter((f) => !GENERATED.has(f) && !EXCLUDED_DIRS.some((d) => f.startsWith(d)))
    .sort();
}

/** Lines as `wc -l` counts them, plus a last line without a final newline. */
function lineCount(text: string): number {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

interface Violation {
  /** `file:line` where the oversized file or function starts. */
  where: string;
  kind: 'file' | 'chart' | 'function';
  /** The function's name when it has one. */
  name?: string;
  lines: number;
  limit: number;
}

function isChartCall(node: ts.Node): boolean {
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'createMachine' &&
    ts.isCallExpression(node.expression.expression) &&
    ts.isIdentifier(node.expression.expression.expression) &&
    node.expression.expression.expression.text === 'setup'
  );
}

function functionName(node: ts.FunctionLikeDeclaration): string | undefined {
  if (node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) return node.name.text;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyAssignment(parent) && (ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name))) {
    return parent.name.text;
  }
  return undefined;
}

/** Every size limit `text` (the file at `path`) breaks. */
function measure(path: string, text: string): Violation[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const violations: Violation[] = [];

  const total = lineCount(text);
  if (total > FILE_MAX) violations.push({ where: `${path}:1`, kind: 'file', lines: total, limit: FILE_MAX });

  let chart = /^src\/machines\/[^/]+\.machine\.ts$/.test(path);
  const visit = (node: ts.Node) => {
    if (isChartCall(node)) chart = true;
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const start = lineOf(node.getStart(source));
      const lines = lineOf(node.getEnd()) - start + 1;
      if (lines > FUNCTION_MAX) {
        const name = functionName(node as ts.FunctionLikeDeclaration);
        violations.push({
          where: `${path}:${start}`,
          kind: 'function',
          ...(name === undefined ? {} : { name }),
          lines,
          limit: FUNCTION_MAX,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  if (chart && total > CHART_MAX) {
    violations.push({ where: `${path}:1`, kind: 'chart', lines: total, limit: CHART_MAX });
  }
  return violations;
}

const describeViolation = (v: Violation) =>
  `${v.where}: ${v.kind}${v.name === undefined ? '' : ` ${v.name}`} is ${v.lines} lines (limit ${v.limit})`;

describe('size limits (issue #20)', () => {
  it('finds the production sources', () => {
    const files = productionFiles();
    expect(files).toContain('kernel/validation.ts');
    expect(files).toContain('server/app.ts');
    expect(files.some((f) => f.endsWith('.tsx'))).toBe(true);
    expect(files).not.toContain('kernel/public-paths.ts');
    expect(files.filter((f) => f.endsWith('.d.ts') || f.startsWith('server/db/migrations/'))).toEqual([]);
  });

  it('no production file over 400 lines, no statechart over 300, no function over 150', () => {
    const violations = productionFiles().flatMap((f) => measure(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(violations.map(describeViolation)).toEqual([]);
  });
});

describe('the measure can fail', () => {
  const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
  /** A function spanning exactly `n` lines: its header, n - 2 statements, its closing brace. */
  const fn = (name: string, n: number) => `function ${name}() {\n${body(n - 2)}\n}\n`;

  it('flags a 151-line function and passes a 150-line one', () => {
    expect(measure('kernel/x.ts', fn('ok', 150))).toEqual([]);
    expect(measure('kernel/x.ts', `// lead\n${fn('big', 151)}`)).toEqual([
      { where: 'kernel/x.ts:2', kind: 'function', name: 'big', lines: 151, limit: 150 },
    ]);
  });

  it('flags long arrows, methods and function expressions', () => {
    const arrow = `export const Big = () => {\n${body(149)}\n};\n`;
    const method = `class A {\n  m() {\n${body(149)}\n  }\n}\n`;
    const expression = `call(function () {\n${body(149)}\n});\n`;
    expect(measure('src/a.tsx', arrow).map((v) => [v.kind, v.name, v.lines])).toEqual([['function', 'Big', 151]]);
    expect(measure('src/a.ts', method).map((v) => [v.kind, v.name, v.lines])).toEqual([['function', 'm', 151]]);
    expect(measure('src/a.ts', expression).map((v) => [v.kind, v.lines])).toEqual([['function', 151]]);
  });

  it('flags a 401-line file and passes a 400-line one', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};\n`).join('');
    expect(measure('server/x.ts', lines(400))).toEqual([]);
    expect(measure('server/x.ts', lines(401))).toEqual([
      { where: 'server/x.ts:1', kind: 'file', lines: 401, limit: 400 },
    ]);
  });

  it('flags a statechart over 300 lines, by name or by setup(…).createMachine', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};\n`).join('');
    expect(measure('src/machines/x.machine.ts', lines(300))).toEqual([]);
    expect(measure('src/machines/x.machine.ts', lines(301)).map((v) => v.kind)).toEqual(['chart']);
    expect(measure('src/lib/x.ts', lines(301))).toEqual([]);
    const chart = `export const m = setup({}).createMachine({});\n${lines(300)}`;
    expect(measure('src/lib/x.ts', chart).map((v) => [v.kind, v.lines])).toEqual([['chart', 301]]);
  });
});
