// The build's prerendering (issue #25), a Vite plugin of vite.config.ts.
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as viteBuild, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every route's first paint in its HTML (issue #25, src/hooks/first-paint.ts): after the client
 * build, an SSR build of src/entry-server.tsx (the same modules, for Node) into
 * dist/.vite/ssr/, then every route of the route table rendered in first-paint mode into
 * dist/.vite/prerender.json. server/http/spa.ts puts each into its page's #root, and renders
 * beranda's and daftar-tiket's with their public data per request through the same SSR module.
 */
export function prerender(): Plugin {
  let outDir = join(root, 'dist');
  let mode = 'production';
  return {
    name: 'seberang:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      mode = config.mode;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const ssrDir = join(outDir, '.vite', 'ssr');
        await viteBuild({
          configFile: false,
          root,
          mode,
          logLevel: 'warn',
          plugins: [react(), noServiceWorkerModule()],
          // Self-contained: the server imports it from wherever dist/ is (STATIC_DIR), where no
          // node_modules may be found above it.
          ssr: { noExternal: true },
          build: {
            ssr: join(root, 'src', 'entry-server.tsx'),
            outDir: ssrDir,
            emptyOutDir: true,
            target: 'node20',
            minify: false,
            sourcemap: false,
            rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
          },
        });
        const ssr = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as {
          ROUTE_PATHS: string[];
          DATA_PATHS: string[];
          SAMPLE_DATA: Record<string, unknown>;
          renderFrame(url: string, data: unknown, language: 'id' | 'en'): Promise<string>;
        };
        // Each frame's critical CSS: the rules of the stylesheet its markup uses (Beasties), for a
        // frame with public data as it looks with a sample of every kind of row.
        const sheet = readdirSync(join(outDir, 'assets')).find((f) => /^style-[\w-]+\.css$/.test(f));
        if (!sheet) this.error('prerender: no stylesheet in the build');
        const beasties = new Beasties({
          path: outDir,
          publicPath: '/',
          pruneSource: false,
          inlineFonts: false,
          reduceInlineStyles: false,
          mergeStylesheets: true,
          external: true,
          inlineThreshold: 0,
          compress: true,
          logLevel: 'warn',
        });
        const criticalCss = async (markup: string) => {
          const page = `<html><head><link rel="stylesheet" href="/assets/${sheet}"></head><body><div id="root">${markup}</div></body></html>`;
          const styles = [...(await beasties.process(page)).matchAll(/<style>([\s\S]*?)<\/style>/g)];
          return styles.map((m) => m[1]).join('');
        };
        const routes = [];
        for (const path of ssr.ROUTE_PATHS) {
          // Each frame in both languages (issue #40): the server sends the one the `lang` cookie names.
          const html = await ssr.renderFrame(path, null, 'id');
          const htmlEn = await ssr.renderFrame(path, null, 'en');
          const sample = ssr.SAMPLE_DATA[path];
          const css = await criticalCss(sample ? await ssr.renderFrame(path, sample, 'id') : html);
          routes.push({ path, html, htmlEn, css, data: ssr.DATA_PATHS.includes(path) });
        }
        writeFileSync(join(outDir, '.vite', 'prerender.json'), `${JSON.stringify({ routes }, null, 2)}\n`);
      },
    },
  };
}

/** The SSR build has no service worker: its registration module is a no-op there. */
function noServiceWorkerModule(): Plugin {
  const id = 'virtual:pwa-register';
  return {
    name: 'seberang:no-service-worker',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (source) =>
      source === `\0${id}` ? 'export function registerSW() { return () => Promise.resolve(); }' : null,
  };
}
