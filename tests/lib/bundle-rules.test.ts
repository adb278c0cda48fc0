// Bundle rules for browser code. Classic zod costs ~90 KiB gzipped in the first load of /beranda
// (budget 125 KiB, `node bench/bundle.mjs --build`); zod/mini costs ~7 KiB for the same schemas.
// One import of classic zod anywhere under src/ or kernel/ (the rules both sides share) pulls all of it back in, so this scans every source
// file under src/ and kernel/ and fails, naming the file and line, on any import of a classic entry point —
// type-only imports included: zod/mini has the types too (`z.infer`, `z.output`, `z.core.$ZodType`).
// The server (server/) and tests may use classic zod.
//
// Imports are read with TypeScript's own import scanner (`ts.preProcessFile`), so static, type-only,
// side-effect, re-export, dynamic `import()` and `require()` forms are all seen, and comments and
// strings that merely mention 'zod' are not.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');
const KERNEL = join(ROOT, 'kernel');
const SOURCE_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** zod's classic entry points: the package root ('zod', zod 4 classic), 'zod/v4' and 'zod/v3'. */
function isClassicZod(specifier: string): boolean {
  return (
    specifier === 'zod' ||
    specifier === 'zod/v4' ||
    specifier === 'zod/v3' ||
    specifier.startsWith('zod/v4/classic') ||
    specifier.startsWith('zod/v3/')
  );
}

/** Every import of classic zod in `source`, as 'line N: specifier'. */
function classicZodImports(source: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles
    .filter((ref) => isClassicZod(ref.fileName))
    .map((ref) => `line ${source.slice(0, ref.pos).split('\n').length}: '${ref.fileName}'`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('bundle rules', () => {
  it('finds every form of a classic zod import and ignores comments, strings and zod/mini', () => {
    const source = [
      "import { z } from 'zod';",
      'import type { ZodType } from "zod/v4";',
      "export * from 'zod/v3';",
      "import 'zod';",
      "const lazy = await import('zod');",
      "const req = require('zod');",
      "// import { z } from 'zod';",
      "/* import { z } from 'zod'; */",
      'const text = "import { z } from \'zod\'";',
      "import * as zm from 'zod/mini';",
      "import { en } from 'zod/locales';",
      "import type { $ZodType } from 'zod/v4/core';",
      "import { zodHelper } from './zod';",
    ].join('\n');
    expect(classicZodImports(source)).toEqual([
      "line 1: 'zod'",
      "line 2: 'zod/v4'",
      "line 3: 'zod/v3'",
      "line 4: 'zod'",
      "line 5: 'zod'",
      "line 6: 'zod'",
    ]);
  });

  it("keeps src/ and kernel/ on zod/mini: no browser file imports classic 'zod' or 'zod/v4'", () => {
    const files = [...sourceFiles(SRC), ...sourceFiles(KERNEL)];
    expect(files.length).toBeGreaterThan(0);
    const offenders = files.flatMap((file) =>
      classicZodImports(readFileSync(file, 'utf8')).map(
        (where) => `${relative(ROOT, file)} ${where} — use \`import * as z from 'zod/mini'\``,
      ),
    );
    expect(offenders, `classic zod in browser code (~90 KiB gzipped):\n${offenders.join('\n')}`).toEqual([]);
  });
});
