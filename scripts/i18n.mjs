// The interface languages' catalogues (issue #40 item 1, README.md "Languages"): messages/{id,en}.json
// compiled by Paraglide JS into kernel/paraglide/ (committed, like kernel/schema.d.ts: type-check,
// tests and both builds read it without a step of their own). `npm run gen:i18n` writes it;
// scripts/check-i18n.mjs (in `npm test`) fails when it is stale, a message is untranslated or unused.
import { compile } from '@inlang/paraglide-js';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUTDIR = join(root, 'kernel', 'paraglide');

/** Compiles the catalogues into `outdir` (kernel/paraglide by default). */
export async function compileCatalogues(outdir = OUTDIR) {
  await compile({
    project: join(root, 'project.inlang'),
    outdir,
    // The machine of src/i18n owns the language and every call passes it (`t(m.key)`, or
    // `{ locale }` on the server): the runtime's own detection (cookie, URL, navigator) stays out
    // of the bundle. Indonesian is the base: a call without a locale is Indonesian.
    strategy: ['baseLocale'],
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
    emitTsDeclarations: true,
    includeEslintDisableComment: true,
    outputStructure: 'message-modules',
    disableAsyncLocalStorage: true,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await compileCatalogues();
  // The inlang SDK leaves a timer behind: done is done.
  process.exit(0);
}
