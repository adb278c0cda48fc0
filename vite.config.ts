import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { buildRecordPlugin } from './scripts/build-state.mjs';
import { prerender } from './scripts/vite-prerender.ts';
import { paraglideLiteRuntime } from './scripts/vite-i18n.ts';
import { screenModules } from './src/route-table.ts';

// The dev server proxies /api (HTTP and the STOMP WebSocket) to the reference server,
// started beside it by `npm run dev` on API_PORT (default 8081).
const apiPort = process.env.API_PORT ?? '8081';
const root = dirname(fileURLToPath(import.meta.url));

// The screens' shared building blocks (build.rolldownOptions below, issue #40 item 5): a base `ui`
// chunk and four sets by what a screen does, so a route carries the sets its screens use rather than
// every screen's. Measured with `node bench/bundle.mjs` against one `ui` chunk (bench/README.md):
// −2 to −8 KiB on the routes without a booking form, +1 on /pesan-tiket (one chunk more per set).
// Each set takes its modules' own dependencies with it (Rolldown's groups do), so the sets are
// ordered: the forms' and the trips' first, then the saved lists' (which use the forms' rules),
// then the booking's (which uses all three); the base `ui` before them all, and the entry's `app`
// before everything.
/** Forms: fields, their hook and state, the validation texts, the account calls. */
const FORM_BLOCKS =
  /[\\/](kernel[\\/]validation-messages\.ts|src[\\/](api[\\/](auth|user)\.ts|lib[\\/]form-state\.ts|components[\\/](fields\.tsx|use-form\.ts)))$/;
/** Departures: schedules, seats left, closures, countdowns, paging. */
const TRIP_BLOCKS =
  /[\\/](kernel[\\/](availability|closure|countdown)\.ts|src[\\/](api[\\/](schedules|routes)\.ts|lib[\\/]schedule-messages\.ts|components[\\/](availability|closure-note|load-more)\.(tsx|css)))$/;
/** The saved vehicles and travellers and the catalogue they are checked against. */
const SAVED_BLOCKS = /[\\/](kernel[\\/]saved-profile\.ts|src[\\/]api[\\/](catalogue|profile)\.ts)$/;
/** Booking a crossing: passengers, prices, walk-on fares, the order's texts and push channel. */
const BOOKING_BLOCKS =
  /[\\/](kernel[\\/](passengers|pricing|foot)\.ts|src[\\/](api[\\/]socket\.ts|lib[\\/](order|booking)-messages\.ts|components[\\/]alternative-departure\.tsx))$/;
const UI_SETS = [FORM_BLOCKS, TRIP_BLOCKS, SAVED_BLOCKS, BOOKING_BLOCKS];
/** The base: what nearly every screen uses (alert, modal, network button, money, route text …). */
const UI_BLOCKS =
  /[\\/]src[\\/](components[\\/](?!brand-mark|empty-state|account-profile|logout-button)|api[\\/](?!operator-|loket|petugas|tickets))|[\\/]kernel[\\/](?!boarding|wire|validation\.|zod-locale|form-schemas|paraglide)/;

export default defineConfig({
  // buildRecordPlugin: dist/.seberang-build.json says how dist/ was built (scripts/build-state.mjs).
  plugins: [
    react(),
    paraglideLiteRuntime(),
    firstPaint(),
    routePreloads(),
    compileHints(),
    precompress(),
    buildRecordPlugin(join(root, 'dist')),
    installable(),
    prerender(),
  ],
  resolve: {
    // React 19's own useSyncExternalStore instead of the shim wouter and @xstate/react import
    // (src/lib/use-sync-external-store.ts); the selector variant without the shim.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: join(root, 'src/lib/use-sync-external-store.ts'),
      },
    ],
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // bench/bundle.mjs reads the manifest to measure what the first load of /beranda fetches.
    manifest: true,
    // One stylesheet for the whole app (about 4 KiB compressed): a screen then needs no CSS
    // request of its own, and the first render never waits for one.
    cssCodeSplit: false,
    // Every browser with native ES modules that this app supports (ES2022) also has modulepreload;
    // older ones merely skip the preload hints.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Few requests on the first load (slow mobile networks pay a round trip per request
        // beyond the browser's six connections): everything the entry needs in one `app` chunk,
        // and the app modules shared by several screens in the `ui` chunks (a base and four sets,
        // above). Each screen stays its own chunk, and so do the Temporal polyfill and the inspector.
        codeSplitting: {
          groups: [
            // Not the entry module: its top-level await waits for screen chunks that import `app`.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/[\\/]src[\\/]main\.tsx$|[\\/]index\.html/.test(id),
              priority: 10,
            },
            // Only the shell's building blocks (components, API calls, the kernel's rules; the base
            // `ui` and the four sets, see UI_SETS), never a machine or a screen's own module: a route's first load then carries no other
            // screen's machines (bench/bundle.mjs checks it per route). Machines and modules that
            // a few screens share are split by Rolldown per set of screens using them.
            // The mark and the empty states' drawings go with the few screens that show them, and
            // the operator's console (its API calls and wire schemas) with the console's screens, and
            // the booth's API calls (issue #24) with the booth's; so do the account pages' profile
            // card and Keluar button (with the logout machine: account, the officer's and the
            // staff's navigation), which no other route needs. Nor the kernel's zod modules (the form
            // schemas, the wire schemas, zod's locale): zod then loads only with the screens that
            // validate a form or a pushed message, not on every first load (issue #25). Nor the
            // compiled messages (issue #40, kernel/paraglide/): each goes with the screens that say it.
            {
              name: 'ui',
              test: (id) => UI_BLOCKS.test(id) && !UI_SETS.some((set) => set.test(id)),
              minShareCount: 2,
              priority: 7,
            },
            { name: 'ui-forms', test: FORM_BLOCKS, minShareCount: 2, priority: 6 },
            { name: 'ui-trips', test: TRIP_BLOCKS, minShareCount: 2, priority: 5 },
            { name: 'ui-saved', test: SAVED_BLOCKS, minShareCount: 2, priority: 4 },
            { name: 'ui-booking', test: BOOKING_BLOCKS, minShareCount: 2, priority: 3 },
            // The developer's inspector (loaded only with ?inspect) under a name the service
            // worker's precache can leave out (installable() below).
            {
              name: 'inspector',
              test: /[\\/]node_modules[\\/](@statelyai[\\/]inspect|partysocket|superjson|is-what|copy-anything|isomorphic-ws|safe-stable-stringify|fast-safe-stringify)[\\/]/,
            },
          ],
        },
      },
    },
  },
});

/**
 * Shapes index.html for the first paint on a slow link:
 * - the critical CSS (the rules of src/styles.css the static shell uses: page, top bar) inline in
 *   <head>, and the stylesheet moved to the end of <body>, so the shell paints as soon as the HTML
 *   is parsed instead of one round trip later (the server allows exactly this inline style by its
 *   hash, see server/http/spa.ts); the app's scripts wait for the stylesheet before they run;
 * - the scripts biggest first, right after <meta charset>: each of the browser's six connections
 *   costs a round trip per request, so the app chunk (React and the rest, ~90 KiB) must get the
 *   first one rather than queue behind the small ones.
 */
function firstPaint(): Plugin {
  const stylesFile = join(root, 'src', 'styles.css');
  // The selectors the shell in index.html needs, exactly as styles.css writes them.
  const critical = new Set([
    '*, *::before, *::after',
    ':root',
    'body',
    '#root',
    'h1, h2, h3',
    'h1',
    '.top-bar',
    '.top-bar-title',
    '.top-bar-mark',
  ]);
  return {
    name: 'seberang:first-paint',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { bundle } = ctx;
        if (!/<meta charset[^>]*>/i.test(html)) this.error('first-paint: index.html has no <meta charset>');
        const styles = readFileSync(stylesFile, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
        const rules: string[] = [];
        let depth = 0;
        let start = 0;
        for (let i = 0; i < styles.length; i++) {
          if (styles[i] === '{') depth++;
          else if (styles[i] === '}' && --depth === 0) {
            const rule = styles.slice(start, i + 1).trim();
            const selector = rule.slice(0, rule.indexOf('{')).trim().replace(/\s+/g, ' ');
            if (critical.has(selector)) rules.push(rule.replace(/\s*\n\s*/g, ' ').replace(/\s*([{};:,])\s*/g, '$1'));
            start = i + 1;
          }
        }
        const missing = [...critical].filter((sel) => !rules.some((r) => r.startsWith(`${sel.replace(/, /g, ',')}{`)));
        if (missing.length) this.error(`first-paint: src/styles.css has no rule for ${missing.join(' | ')}`);
        const style = `<style>${rules.join('')}</style>`;
        // The dev server has no bundle: only the inline CSS (its stylesheet comes through JS).
        if (!bundle) return html.replace(/<meta charset[^>]*>/i, (meta) => `${meta}\n    ${style}`);
        const tag =
          /\s*<(?:script type="module"[^>]*\bsrc|link rel="modulepreload"[^>]*\bhref)="\/([^"]+)"[^>]*>(?:<\/script>)?/g;
        const scripts = [...html.matchAll(tag)].map((m) => ({ text: m[0].trim(), size: sizeOf(bundle[m[1]!]) }));
        const ordered = scripts.sort((a, b) => b.size - a.size).map((t) => t.text);
        const sheet = /\s*<link rel="stylesheet"[^>]*>/g;
        const sheets = [...html.matchAll(sheet)].map((m) => m[0].trim());
        return html
          .replace(tag, '')
          .replace(sheet, '')
          .replace(/<meta charset[^>]*>/i, (meta) => [meta, ...ordered, style].join('\n    '))
          .replace('</body>', `  ${sheets.join('\n    ')}\n  </body>`);
      },
    },
  };
}

/**
 * Installable, with the passenger's paid tickets offline (issue #11): the web app manifest and the
 * service worker src/sw/sw.ts (Workbox, built by vite-plugin-pwa with its precache manifest injected).
 * The worker is registered by the app itself, after the first load (src/lib/service-worker.ts), so
 * nothing is added to the first load; an update waits for the passenger ("Versi baru tersedia").
 */
function installable() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: '/beranda',
      name: 'Seberang — Tiket Feri Danau Toba',
      short_name: 'Seberang',
      description: 'Pesan tiket kapal feri Simanindo – Tigaras secara online, dan bawa tiketnya tanpa sinyal.',
      lang: 'id',
      start_url: '/beranda',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#0d5c7a',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The passenger's shell: every screen and its styles (the plugin adds the manifest and its
      // icons). Not precached: the officer's screens and QR decoder (ZXing), which have their own
      // offline story (issue #10), and the developer's inspector — a passenger never loads them.
      globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css}'],
      globIgnores: [
        'assets/inspector-*',
        'assets/ponyfill-*',
        'assets/qr-detector-*',
        'assets/pindai-screen-*',
        'assets/petugas-*',
        'assets/manifes-screen-*',
        'assets/officer-*',
        'assets/manifest-file.machine-*',
        // The booth's pages (issue #24): a cashier's, never a passenger's.
        'assets/loket-*',
      ],
      maximumFileSizeToCacheInBytes: 1_000_000,
    },
  });
}

const sizeOf = (c: Bundle[string] | undefined) => (c?.type === 'chunk' ? c.code.length : 0);

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...a: never[]) => unknown>>>[1];

/**
 * Writes `.vite/route-preloads.json`: for every screen of the route table (src/route-table.ts, the
 * data src/app.tsx builds its router from), the JS chunks and CSS its screen (and layout) needs
 * beyond what index.html already loads. The server puts them in the HTML it answers for that path
 * (server/http/spa.ts), so a deep link downloads its screen together with the entry instead of after it.
 */
function routePreloads(): Plugin {
  return {
    name: 'seberang:route-preloads',
    apply: 'build',
    // After Vite's own post-processing, which drops the empty chunks of CSS-only modules (one
    // stylesheet: cssCodeSplit is off) that would otherwise be preloaded.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const routes = screenModules().map(({ path, modules }) => ({
          path,
          modules: modules.map((m) => join(root, 'src', `${m}.tsx`).split('\\').join('/')),
        }));
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return;
        const closure = (start: string[]): Set<string> => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            const chunk = bundle[file];
            if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
          };
          start.forEach(visit);
          return seen;
        };
        const inHtml = closure([entry.fileName]);
        const cssOf = (files: Iterable<string>) => {
          const css = new Set<string>();
          for (const f of files) {
            const chunk = bundle[f];
            if (chunk?.type === 'chunk') chunk.viteMetadata?.importedCss.forEach((c) => css.add(c));
          }
          return css;
        };
        const inHtmlCss = cssOf(inHtml);
        const out = routes.map(({ path, modules }) => {
          const starts = modules.flatMap((m) => chunks.filter((c) => c.facadeModuleId === m).map((c) => c.fileName));
          if (starts.length !== modules.length)
            this.error(`route-preloads: no chunk for a module of ${path}: ${modules.join(', ')}`);
          const files = [...closure(starts)].filter((f) => !inHtml.has(f));
          const css = [...cssOf(files)].filter((f) => !inHtmlCss.has(f));
          return { path, modulepreload: files.map((f) => `/${f}`), css: css.map((f) => `/${f}`) };
        });
        // The worker that loads ICU's number data (src/intl-warm.ts, built by Vite's `?worker&url`
        // for src/main.tsx): a frame page's loader starts it right after the paint.
        const intlWarm = Object.keys(bundle).find((f) => /^assets\/intl-warm-[\w-]+\.js$/.test(f));
        if (!intlWarm) this.error('route-preloads: no intl-warm worker in the bundle (src/main.tsx imports it)');
        this.emitFile({
          type: 'asset',
          fileName: '.vite/route-preloads.json',
          source: `${JSON.stringify({ intlWarm: `/${intlWarm}`, routes: out }, null, 2)}\n`,
        });

        // For bench/bundle.mjs: the modules of every chunk (with their size in it), and per route
        // the modules its first load needs — the static-import closure of the entry and of the
        // route's screen and layouts. What a route's first load carries beyond that (a `ui` chunk
        // shared with other screens, say) is what it pays for other screens.
        const rel = (id: string) => (id.startsWith(root) ? id.slice(root.length + 1) : id).split('\\').join('/');
        const staticClosure = (starts: string[]): string[] => {
          const seen = new Set<string>();
          const visit = (id: string) => {
            if (seen.has(id)) return;
            seen.add(id);
            this.getModuleInfo(id)?.importedIds.forEach(visit);
          };
          starts.forEach(visit);
          return [...seen];
        };
        const entryModules = staticClosure(Object.keys(entry.modules));
        const chunkModules = Object.fromEntries(
          chunks.map((c) => [
            c.fileName,
            Object.entries(c.modules).map(([id, m]) => ({ id: rel(id), bytes: m.renderedLength })),
          ]),
        );
        const needs = routes.map(({ path, modules }) => ({
          path,
          needed: [...new Set([...entryModules, ...staticClosure(modules)])].map(rel).sort(),
        }));
        this.emitFile({
          type: 'asset',
          fileName: '.vite/route-modules.json',
          source: `${JSON.stringify({ chunks: chunkModules, routes: needs })}\n`,
        });
      },
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment) on the `app` chunk: every
 * function in it is compiled eagerly, on a background thread while the file streams in, instead of
 * lazily on the main thread at its first call. Nearly everything in that chunk runs on every first
 * load (React's hydration and render, the router, XState, the session), and its evaluation was
 * the longest task after the first paint: measured in Chromium at CPU × 4 on /login, alternating
 * builds, 131–189 ms against 148–420 ms (issue #25 item 3; bench/README.md _lighthouse_). Not on
 * the screens' chunks, most of whose functions wait for an event.
 */
function compileHints(): Plugin {
  return {
    name: 'seberang:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own generateBundle, which puts its `__vite__mapDeps` line first: V8 compiles
      // eagerly only what follows the comment (measured: after that line, no gain).
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.name === 'app' && !chunk.code.startsWith(COMPILE_HINT))
            chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Brotli (quality 11) and gzip (level 9) copies of every asset over 1 KiB, served as they are by
 * @fastify/static (`preCompressed`): smaller than compressing on the fly (brotli quality 4) and no
 * CPU per request.
 */
function precompress(): Plugin {
  return {
    name: 'seberang:precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = join(options.dir ?? join(root, 'dist'), 'assets');
      if (!existsSync(dir)) return;
      for (const name of readdirSync(dir)) {
        if (!/\.(js|css|svg|json|txt)$/.test(name)) continue;
        const file = join(dir, name);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}
