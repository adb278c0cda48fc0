// The SPA's HTML for a page request: dist/index.html plus, from what the build wrote
// (vite.config.ts):
// - .vite/route-preloads.json: the screen chunks and CSS of the route the path matches —
//   `<link rel="modulepreload">` / `<link rel="preload" as="style">` — so a deep link downloads
//   its screen together with the entry instead of one round trip after it;
// - .vite/prerender.json (issue #25): the route's first paint, its frame rendered by the build
//   with react-dom/server, put into #root (marked `data-first-paint`: src/main.tsx hydrates it),
//   and the frame's critical CSS in place of the shell's inline <style>;
// - .vite/ssr/entry-server.js: for beranda and daftar-tiket, whose frames show public data, the
//   data is fetched through the API in-process at request time (its search cache and rules) and
//   the frame rendered with it, the data beside it as `<script type="application/json">`.
// Without these files (or for an unknown path) index.html goes out as it is. A page with data is
// never stored (`no-store`): the browser may use it for 60 s at most (src/hooks/first-paint-data.ts).
// Also the CSP sources of the page's inline <style> elements: 'sha256-…' of each, so the page may
// apply exactly those and no other inline style. Files are re-read when they change (a rebuild
// while the server runs).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EARLY_INPUT_SCRIPT } from '../../kernel/early-input';
import type { Language } from '../../kernel/language';

interface RoutePreload {
  path: string;
  modulepreload: string[];
  css: string[];
}

interface Prerendered {
  path: string;
  html: string;
  /** The frame in English (issue #40); the Indonesian one is `html`. */
  htmlEn?: string;
  css: string;
  data: boolean;
}

interface SsrModule {
  FIRST_PAINT_DATA_ID: string;
  setServerFetch(fetch: typeof globalThis.fetch): void;
  loadFirstPaintData(url: string, nowMs: number): Promise<unknown>;
  renderFrame(url: string, data: unknown, language: Language): Promise<string>;
}

export interface SpaPage {
  html: string;
  /** null for a page with data, which is never stored. */
  etag: string | null;
  /** CSP sources (`'sha256-…'`) of the inline <style> elements, empty when there are none. */
  styleHashes: string[];
  /** CSP sources of the inline scripts (a frame page's loader), empty when there are none. */
  scriptHashes: string[];
}

export interface SpaOptions {
  /** Answers the API's own requests in-process (the public data of a first paint). */
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

const ASSET = /^\/[\w./-]+$/;
/** index.html's static shell inside #root (a top bar), replaced by a route's frame. */
const ROOT = /<div id="root">(?:\s*<header[\s\S]*?<\/header>)?\s*<\/div>/;
const INLINE_STYLE = /<style>[\s\S]*?<\/style>/;
/** index.html's module entry and its modulepreloads, as Vite writes them. */
const MODULE_SCRIPT = /<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>\s*/g;
/**
 * A frame page's scripts, asked for after its first paint: a requestAnimationFrame callback runs
 * before the frame is painted, a task queued from it after. The preloads go first, in the HTML's
 * order, then the entry; one element per task: starting a request is Chromium's work on the main
 * thread (`ResourceFetcher::requestResource`), 45–120 ms at CPU × 4 for the 8–9 of a first load in
 * one task, over the 50 ms that Total Blocking Time counts from — in the HTML, the preload scanner
 * did it while parsing, before the paint. The tasks follow each other at once, so the requests
 * still start together. A hidden page paints nothing (and runs no animation frame) until shown, and
 * its timers wait up to a second each: there, whatever is left is appended at once.
 */
const SCRIPTS_AFTER_PAINT =
  '(function(){var d=document,e=ENTRIES,p=PRELOADS,w=WARM,q=[];' +
  'if(w)q.push(["worker",w]);' +
  'p.forEach(function(h){q.push(["link",h])});e.forEach(function(h){q.push(["script",h])});' +
  'function add(x){if(x[0]==="worker"){try{new Worker(x[1])}catch(_){}return}' +
  'var n=d.createElement(x[0]);' +
  'if(x[0]==="link"){n.rel="modulepreload";n.href=x[1]}else{n.type="module";n.src=x[1]}' +
  'n.crossOrigin="";d.head.appendChild(n)}' +
  'function next(){if(d.visibilityState==="hidden"){while(q.length)add(q.shift());return}' +
  'if(q.length){add(q.shift());setTimeout(next,0)}}' +
  'if(d.visibilityState==="hidden")next();else requestAnimationFrame(function(){setTimeout(next,0)})})()';

/** `/pesan-tiket/:id` matches `/pesan-tiket/12` (a `:param` is one non-empty segment). */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  return want.length === got.length && want.every((w, i) => w.startsWith(':') || w === decodeSegment(got[i]!));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** JSON safe inside <script>: no `</script>`, no `<!--`, no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * index.html without its module entry and modulepreloads (the build's own assets), and what they
 * asked for, in order: a frame page asks for them by its loader instead (see SCRIPTS_AFTER_PAINT).
 */
function takeScripts(index: string): { html: string; entries: string[]; preloads: string[] } {
  const entries: string[] = [];
  const preloads: string[] = [];
  const html = index
    .replace(MODULE_SCRIPT, (tag: string, src: string) => {
      if (!ASSET.test(src)) return tag;
      entries.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (tag: string, href: string) => {
      if (!ASSET.test(href)) return tag;
      preloads.push(href);
      return '';
    });
  return { html, entries, preloads };
}

/** A file's modification time as a string, '-' when it is missing. */
const mtime = (file: string) => {
  try {
    return String(statSync(file).mtimeMs);
  } catch {
    return '-';
  }
};

/** The array under `key` of a JSON file the build wrote; empty when it is missing or malformed. */
const readJson = <T>(file: string, key: string): T[] => {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return Array.isArray(parsed[key]) ? (parsed[key] as T[]) : [];
  } catch {
    return [];
  }
};

/** A build asset's path from a JSON file the build wrote, or null. */
const readString = (file: string, key: string): string | null => {
  try {
    const value = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[key];
    return typeof value === 'string' && ASSET.test(value) ? value : null;
  } catch {
    return null;
  }
};

export function createSpaPages(
  staticDir: string,
  options: SpaOptions = {},
): { page(path: string, search?: string, language?: Language): Promise<SpaPage> } {
  const indexFile = join(staticDir, 'index.html');
  const preloadFile = join(staticDir, '.vite', 'route-preloads.json');
  const prerenderFile = join(staticDir, '.vite', 'prerender.json');
  const ssrFile = join(staticDir, '.vite', 'ssr', 'entry-server.js');
  const now = options.now ?? Date.now;
  let version = '';
  let index = '';
  let routes: RoutePreload[] = [];
  /** The worker that loads ICU's number data (src/intl-warm.ts); null when the build names none. */
  let intlWarm: string | null = null;
  let frames: Prerendered[] = [];
  let pages = new Map<string, SpaPage>();
  let ssr: Promise<SsrModule | null> | null = null;

  function load(): void {
    const current = [indexFile, preloadFile, prerenderFile, ssrFile].map(mtime).join('|');
    if (current === version) return;
    index = readFileSync(indexFile, 'utf8');
    routes = readJson<RoutePreload>(preloadFile, 'routes').filter(
      (r) =>
        typeof r.path === 'string' &&
        [...r.modulepreload, ...r.css].every((href) => typeof href === 'string' && ASSET.test(href)),
    );
    intlWarm = readString(preloadFile, 'intlWarm');
    frames = readJson<Prerendered>(prerenderFile, 'routes').filter(
      (r) => typeof r.path === 'string' && typeof r.html === 'string' && typeof r.css === 'string',
    );
    pages = new Map();
    version = current;
  }

  /** The SSR module of this build, loaded once per build; null without one. */
  function ssrModule(): Promise<SsrModule | null> {
    const fetch = options.fetch;
    if (!fetch) return Promise.resolve(null);
    // The plain URL: the build's chunks import the entry by it, and a second instance (a query
    // string) would hold contexts of its own. A rebuild is taken by the next server start.
    ssr ??= import(pathToFileURL(ssrFile).href).then(
      (m: SsrModule) => {
        m.setServerFetch(fetch);
        return m;
      },
      () => null,
    );
    return ssr;
  }

  /**
   * The page: index.html with the route's chunks and CSS named, and with its frame (and data) in
   * #root where it has one. A page with a frame carries no script tag and no modulepreload: they
   * are asked for only once the browser has painted the frame, by a loader at the end of <body>
   * (SCRIPTS_AFTER_PAINT). The frame is the page's first and largest paint and needs no script: a
   * request for the ~120 KiB of scripts started with the HTML would share the slow link with
   * nothing the paint waits for, but Lighthouse's simulation (Lantern) counts every request that
   * ended before the observed paint as one the paint waited for, and puts LCP after the scripts.
   * The cost is the time from the HTML's arrival to its paint before the scripts are asked for
   * (one frame on a fast machine); index.html's own scripts and the route's chunks are asked for
   * together, in the same order.
   */
  function shape(
    route: RoutePreload | undefined,
    frame: Prerendered | undefined,
    markup: string,
    tail = '',
    language: Language = 'id',
  ): string {
    const framed = frame !== undefined && ROOT.test(index);
    const deferred = framed && index.includes('</body>') ? takeScripts(index) : null;
    let html = deferred?.html ?? index;
    // <html lang> is the page's language (index.html says 'id'): the app hydrates in the same one.
    if (language !== 'id') html = html.replace(/<html lang="id">/, `<html lang="${language}">`);
    const named = (href: string) =>
      html.includes(`"${href}"`) || !!deferred?.preloads.includes(href) || !!deferred?.entries.includes(href);
    const modules = (route?.modulepreload ?? []).filter((href) => !named(href));
    const styles = (route?.css ?? []).filter((href) => !named(href));
    const links = [
      ...(deferred ? [] : modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)),
      ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ];
    if (links.length && html.includes('</head>'))
      html = html.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
    if (frame && framed) {
      // The frame's critical CSS replaces the shell's (it holds the top bar's rules too).
      if (frame.css && INLINE_STYLE.test(html)) html = html.replace(INLINE_STYLE, () => `<style>${frame.css}</style>`);
      // Right after the frame: what a visitor types into it before the app has started is kept
      // (issue #36, kernel/early-input.ts); hashed into the CSP like the loader.
      html = html.replace(
        ROOT,
        () => `<div id="root" data-first-paint="">${markup}</div><script>${EARLY_INPUT_SCRIPT}</script>${tail}`,
      );
    }
    if (deferred) {
      const values: Record<string, unknown> = {
        ENTRIES: deferred.entries,
        PRELOADS: [...deferred.preloads, ...modules],
        WARM: intlWarm,
      };
      const loader = SCRIPTS_AFTER_PAINT.replace(/ENTRIES|PRELOADS|WARM/g, (name) => scriptJson(values[name]));
      html = html.replace('</body>', () => `<script>${loader}</script>\n  </body>`);
    }
    return html;
  }

  function finish(html: string, stored: boolean): SpaPage {
    const styleHashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => hashOf(m[1]!));
    const scriptHashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => hashOf(m[1]!));
    const etag = stored ? `"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"` : null;
    return { html, etag, styleHashes, scriptHashes };
  }

  async function withData(
    route: RoutePreload | undefined,
    frame: Prerendered,
    url: string,
    language: Language,
  ): Promise<SpaPage | null> {
    const module = await ssrModule();
    if (!module) return null;
    try {
      const data = await module.loadFirstPaintData(url, now());
      if (!data) return null;
      const markup = await module.renderFrame(url, data, language);
      const tail = `<script type="application/json" id="${module.FIRST_PAINT_DATA_ID}">${scriptJson(data)}</script>`;
      return finish(shape(route, frame, markup, tail, language), false);
    } catch {
      return null;
    }
  }

  return {
    async page(path, search = '', language = 'id') {
      load();
      const route = routes.find((r) => matches(r.path, path));
      const frame = frames.find((r) => matches(r.path, path));
      if (frame?.data) {
        const page = await withData(route, frame, `${path}${search}`, language);
        if (page) return page;
      }
      const key = `${language}:${frame?.path ?? route?.path ?? ''}`;
      const markup = (language === 'en' ? frame?.htmlEn : undefined) ?? frame?.html ?? '';
      let page = pages.get(key);
      if (!page) pages.set(key, (page = finish(shape(route, frame, markup, '', language), true)));
      return page;
    },
  };
}
