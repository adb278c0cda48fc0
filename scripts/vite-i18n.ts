// The browser's Paraglide runtime (issue #40, README.md "Languages"), a Vite plugin of
// vite.config.ts. Every compiled message (kernel/paraglide/messages/*.js) imports `getLocale` from
// Paraglide's runtime, which detects a locale (cookie, URL patterns, navigator …) in about 1 KiB
// gzipped. The app never asks it: the language machine owns the language and every call passes it
// (`t(m.key)`, src/hooks/language.tsx). So in the browser build the messages import this instead,
// a runtime that answers the base locale to a call without one (as the compiled strategy
// ['baseLocale'] would). Node (the server, the tests, the prerender's SSR build) keeps Paraglide's.
import type { Plugin } from 'vite';

const LITE_RUNTIME = '\0seberang:paraglide-runtime';

export function paraglideLiteRuntime(): Plugin {
  return {
    name: 'seberang:paraglide-lite-runtime',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../runtime.js' && importer && /[\\/]kernel[\\/]paraglide[\\/]messages[\\/]/.test(importer))
        return LITE_RUNTIME;
      return null;
    },
    load(id) {
      if (id !== LITE_RUNTIME) return null;
      return ['export const experimentalStaticLocale = undefined;', "export const getLocale = () => 'id';"].join('\n');
    },
  };
}
