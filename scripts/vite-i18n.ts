// The browser's Paraglide messages (issue #40, README.md "Languages"), a Vite plugin of
// vite.config.ts. Node (the server, the tests, the prerender's SSR build) keeps Paraglide's
// compiled modules as they are; the browser build changes two things:
//
// - The runtime. Every compiled message (kernel/paraglide/messages/*.js) imports `getLocale` from
//   Paraglide's runtime, which detects a locale (cookie, URL patterns, navigator …) in about 1 KiB
//   gzipped. The app never asks it: the language machine owns the language and every call passes
//   it (`t(m.key)`, src/hooks/language.tsx). So the messages import nothing: a call without a
//   locale is Indonesian, as the compiled strategy ['baseLocale'] answers.
// - The message's form. Paraglide compiles each message to three functions (one per language and a
//   dispatcher reading the options, the static locale and the runtime's locale): ~70 bytes
//   minified around every message's two texts. Here each message module becomes one arrow with
//   the same two template literals, taken verbatim from Paraglide's output (so placeholders,
//   escapes and the catalogue's check stay Paraglide's):
//     export const key = (i, o) => o?.locale === 'en' ? `Show ${i?.field}` : `Tampilkan ${i?.field}`;
//   Same signature, same answers (tests/kernel/vite-i18n.test.ts compares both forms on every
//   message), about a third fewer bytes per message (bench/README.md).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const MESSAGE_MODULE = /[\\/]kernel[\\/]paraglide[\\/]messages[\\/](?!_index\.js)(\w+)\.js$/;

/** The text template of `locale`'s function in a compiled message module, or null. */
function template(code: string, locale: string, key: string): string | null {
  const start = code.indexOf(`const ${locale}_${key} =`);
  if (start < 0) return null;
  const match = /return \/\*\* @type \{LocalizedString\} \*\/ \((`(?:[^`\\]|\\.)*`)\)\s*\n\};/.exec(code.slice(start));
  return match?.[1] ?? null;
}

/**
 * One arrow for a compiled message module, or null when the module is not in the form this
 * expects (Paraglide changed its output): the build then keeps Paraglide's module, which works
 * with the lite runtime below.
 */
export function compactMessage(code: string, key: string): string | null {
  const id = template(code, 'id', key);
  const en = template(code, 'en', key);
  if (!id || !en || !code.includes(`export const ${key} =`)) return null;
  return `export const ${key} = (i, o) => o?.locale === "en" ? ${en} : ${id};\n`;
}

const LITE_RUNTIME = '\0seberang:paraglide-runtime';

export function paraglideLiteRuntime(): Plugin {
  return {
    name: 'seberang:paraglide-lite-runtime',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../runtime.js' && importer && MESSAGE_MODULE.test(importer)) return LITE_RUNTIME;
      return null;
    },
    load(id) {
      if (id === LITE_RUNTIME)
        return ['export const experimentalStaticLocale = undefined;', "export const getLocale = () => 'id';"].join(
          '\n',
        );
      const message = MESSAGE_MODULE.exec(id);
      if (!message?.[1]) return null;
      return compactMessage(readFileSync(id, 'utf8'), message[1]);
    },
  };
}
