// The browser's Paraglide messages (issue #40, README.md "Languages"), a Vite plugin of
// vite.config.ts. Node (the server, the tests) keeps Paraglide's compiled modules as they are; the
// builds (the browser's and the prerender's) change how the messages reach a screen:
//
// - The message's form. Paraglide compiles each message to three functions (one per language and a
//   dispatcher reading the options, the static locale and the runtime's locale, whose detection —
//   cookie, URL, navigator — the app never asks: the language machine owns the language and every
//   call passes it, `t(m.key)`, src/hooks/language.tsx). Here each message is one arrow with the
//   same two template literals, taken verbatim from Paraglide's output (so placeholders, escapes
//   and the catalogue's check stay Paraglide's); a call without a locale is Indonesian, as the
//   compiled strategy ['baseLocale'] answers:
//     ak_show: (i, o) => o?.locale === "en" ? `Show ${i?.field}` : `Tampilkan ${i?.field}`,
//   tests/kernel/compact-messages.test.ts compares both forms on every message.
// - Where it lives. Every module that imports `{ m }` from kernel/paraglide/messages gets its own
//   `m`: a table of exactly the messages its source names (`m.key`). A message two screens say is
//   then written in both screens' chunks instead of making a chunk of its own: a hundred-byte
//   chunk costs its request, its import lines and gzip's framing, more than the copy
//   (bench/README.md has the figures).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const MESSAGES_DIR = join(dirname(new URL(import.meta.url).pathname), '..', 'kernel', 'paraglide', 'messages');
const MESSAGES_ENTRY = /[\\/]kernel[\\/]paraglide[\\/]messages(\.js)?$/;
const TABLE = '\0seberang:messages:';
const LITE_RUNTIME = '\0seberang:paraglide-runtime';

/** The text template of `locale`'s function in a compiled message module, or null. */
function template(code: string, locale: string, key: string): string | null {
  const start = code.indexOf(`const ${locale}_${key} =`);
  if (start < 0) return null;
  const match = /return \/\*\* @type \{LocalizedString\} \*\/ \((`(?:[^`\\]|\\.)*`)\)\s*\n\};/.exec(code.slice(start));
  return match?.[1] ?? null;
}

/** One compiled message module as one arrow (source), or null when it is not in the form expected. */
export function compactArrow(code: string, key: string): string | null {
  const id = template(code, 'id', key);
  const en = template(code, 'en', key);
  if (!id || !en || !code.includes(`export const ${key} =`)) return null;
  return `(i, o) => o?.locale === "en" ? ${en} : ${id}`;
}

/** One compiled message module as a module exporting that arrow, or null. */
export function compactMessage(code: string, key: string): string | null {
  const arrow = compactArrow(code, key);
  return arrow && `export const ${key} = ${arrow};\n`;
}

/** The `m` of a module whose source is `source`: the messages it names, or null to keep Paraglide's. */
export function messageTable(source: string, read: (key: string) => string | null): string | null {
  const keys = [...new Set([...source.matchAll(/\bm\.(\w+)/g)].map((match) => match[1]!))].sort();
  const entries: string[] = [];
  for (const key of keys) {
    const code = read(key);
    // A name that is no message (`m.x` of some other `m`) is left out; tsc checks the real ones.
    if (code === null) continue;
    const arrow = compactArrow(code, key);
    if (!arrow) return null;
    entries.push(`  ${key}: ${arrow},`);
  }
  return `export const m = {\n${entries.join('\n')}\n};\n`;
}

const readMessage = (key: string): string | null => {
  try {
    return readFileSync(join(MESSAGES_DIR, `${key}.js`), 'utf8');
  } catch {
    return null;
  }
};

export function paraglideLiteRuntime(): Plugin {
  return {
    name: 'seberang:paraglide-messages',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      // Paraglide's own modules (the fallback below) ask its runtime only for the locale: a call
      // without one is Indonesian, without the runtime's detection (about 1 KiB gzipped).
      if (source === '../runtime.js' && importer && /[\\/]kernel[\\/]paraglide[\\/]messages[\\/]/.test(importer))
        return LITE_RUNTIME;
      if (!importer || !/paraglide[\\/]messages$/.test(source) || importer.includes('paraglide')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved || !MESSAGES_ENTRY.test(resolved.id)) return null;
      return `${TABLE}${importer.replace(/\?.*$/, '')}`;
    },
    load(id) {
      if (id === LITE_RUNTIME)
        return ['export const experimentalStaticLocale = undefined;', "export const getLocale = () => 'id';"].join(
          '\n',
        );
      if (!id.startsWith(TABLE)) return null;
      const importer = id.slice(TABLE.length);
      const table = messageTable(readFileSync(importer, 'utf8'), readMessage);
      if (table) return table;
      // Paraglide changed its output: the importer gets Paraglide's messages as they are.
      return `export { m } from ${JSON.stringify(join(MESSAGES_DIR, '..', 'messages.js'))};\n`;
    },
  };
}
