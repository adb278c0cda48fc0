// Every route's first paint in its HTML (issue #25, server/http/spa.ts): the build's frame of the
// route in #root with its critical CSS (allowed by its hash), and for a page with public data the
// build's SSR module renders the frame per request with data it fetched through the API in-process,
// the data beside it as JSON that cannot close its <script>; such a page is never stored.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';
import { EARLY_INPUT_SCRIPT } from '../../kernel/early-input';

let s: TestServer;
let dir: string;
const SHELL_STYLE = '.top-bar{background:#0b5fa5}';
const SHELL =
  '<div id="root">\n      <header class="top-bar"><h1 class="top-bar-title">Seberang</h1></header>\n    </div>';
// As Vite writes it: the entry, and a chunk it imports preloaded.
const SCRIPTS =
  '<script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/app-2.js">\n';
const INDEX = `<!doctype html><html lang="id"><head><meta charset="UTF-8" />${SCRIPTS}<style>${SHELL_STYLE}</style></head><body>${SHELL}<noscript>x</noscript></body></html>`;
const PRELOADS = {
  intlWarm: '/assets/intl-warm-4.js',
  routes: [{ path: '/login', modulepreload: ['/assets/login-3.js', '/assets/app-2.js'], css: [] }],
};
const LOGIN_CSS = '.auth{padding:1rem}';
const PRERENDER = {
  routes: [
    {
      path: '/login',
      html: '<header class="top-bar"><h1>Masuk</h1></header><main class="screen auth"></main>',
      css: LOGIN_CSS,
      data: false,
    },
    {
      path: '/tiket-detail/:id',
      html: '<header class="top-bar"><h1>Detail Tiket</h1></header><main></main>',
      css: '',
      data: false,
    },
    { path: '/beranda', html: '<main><h1>Seberang</h1><p>tanpa data</p></main>', css: '.beranda{gap:0}', data: true },
  ],
};
// A stand-in for the build's SSR module (src/entry-server.tsx): it fetches the routes
// through the fetch the server hands it, and renders how many there are.
const SSR = `
let serverFetch;
export const FIRST_PAINT_DATA_ID = 'first-paint-data';
export function setServerFetch(fetch) { serverFetch = fetch; }
export async function loadFirstPaintData(url, nowMs) {
  if (url.includes('gagal')) return null;
  if (url.includes('rusak')) throw new Error('render failed');
  const answer = await serverFetch('http://server/api/route/get-all');
  const { data } = await answer.json();
  return { path: '/beranda', generatedAt: nowMs, routes: data, note: '</script><script>alert(1)</script>\\u2028' };
}
export async function renderFrame(url, data) {
  return '<main><h1>Seberang</h1><p>' + data.routes.map((r) => r.route).join(', ') + '</p></main>';
}
`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seberang-first-paint-'));
  mkdirSync(join(dir, '.vite', 'ssr'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, '.vite', 'prerender.json'), JSON.stringify(PRERENDER));
  writeFileSync(join(dir, '.vite', 'route-preloads.json'), JSON.stringify(PRELOADS));
  writeFileSync(join(dir, '.vite', 'ssr', 'entry-server.js'), SSR);
  s = await startServer({ staticDir: dir });
});
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (path: string) => fetch(`${s.base}${path}`, { headers: { accept: 'text/html' } });
const styleSrc = (res: Response) =>
  (res.headers.get('content-security-policy') ?? '')
    .split(';')
    .find((d) => d.trim().startsWith('style-src'))
    ?.trim();
const scriptSrc = (res: Response) =>
  (res.headers.get('content-security-policy') ?? '')
    .split(';')
    .find((d) => d.trim().startsWith('script-src'))
    ?.trim();
const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

interface Appended {
  tag: string;
  rel?: string;
  type?: string;
  href?: string;
  src?: string;
  crossOrigin?: string;
}
/** Runs a page's loader against a stand-in document; returns what it appended, and its callbacks. */
function runLoader(code: string, visibilityState: 'visible' | 'hidden', workers: 'allowed' | 'blocked' = 'allowed') {
  const appended: Appended[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const document: { visibilityState: 'visible' | 'hidden' } & Record<string, unknown> = {
    visibilityState,
    head: { appendChild: (el: Appended) => appended.push(el) },
    createElement: (tag: string): Appended => ({ tag }),
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script, run in a sandboxed stand-in
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'Worker', code)(
    document,
    (cb: () => void) => frames.push(cb),
    (cb: () => void) => tasks.push(cb),
    function Worker(src: string) {
      // As a browser whose CSP or settings forbid workers: the constructor throws.
      if (workers === 'blocked') throw new Error('SecurityError');
      appended.push({ tag: 'worker', src });
    },
  );
  const described = () =>
    appended.map((el) =>
      el.tag === 'worker'
        ? `worker ${el.src}`
        : `${el.tag} ${el.rel ?? el.type} ${el.href ?? el.src} crossorigin=${el.crossOrigin}`,
    );
  /** Runs the queued tasks, and those they queue, one at a time; how many ran. */
  const drain = () => {
    let ran = 0;
    for (let task = tasks.shift(); task; task = tasks.shift(), ran += 1) task();
    return ran;
  };
  const hide = () => {
    document.visibilityState = 'hidden';
  };
  return { described, frames, tasks, drain, hide };
}

describe('first paint in the HTML', () => {
  it("puts the route's frame in #root and its critical CSS in place of the shell's, allowed by its hash", async () => {
    const res = await page('/login');
    const html = await res.text();
    expect(html).toContain(
      `<div id="root" data-first-paint=""><header class="top-bar"><h1>Masuk</h1></header><main class="screen auth"></main></div><script>${EARLY_INPUT_SCRIPT}</script><noscript>`,
    );
    expect(html).toContain(`<style>${LOGIN_CSS}</style>`);
    expect(html).not.toContain(SHELL_STYLE);
    expect(styleSrc(res)).toBe(`style-src 'self' ${hash(LOGIN_CSS)}`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });

  it('matches a route with a parameter and keeps the shell style when the frame has no CSS of its own', async () => {
    const html = await (await page('/tiket-detail/42')).text();
    expect(html).toContain('data-first-paint=""><header class="top-bar"><h1>Detail Tiket</h1>');
    expect(html).toContain(`<style>${SHELL_STYLE}</style>`);
  });

  it('asks for the scripts only once the frame has painted, by a loader the CSP allows by its hash', async () => {
    const res = await page('/login');
    const html = await res.text();
    // No script or preload in the HTML itself: nothing competes with the frame for the link.
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    // Right after the frame, the script that keeps what is typed into it before the app has
    // started (issue #36, kernel/early-input.ts); the loader at the end of <body>.
    const [early, loader, ...more] = inlineScripts(html);
    expect(early).toBe(EARLY_INPUT_SCRIPT);
    expect(more).toEqual([]);
    expect(html).toContain(`</div><script>${EARLY_INPUT_SCRIPT}</script><noscript>`);
    expect(html.lastIndexOf('<script>')).toBeGreaterThan(html.indexOf('</noscript>'));
    expect(scriptSrc(res)).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hash(early!)} ${hash(loader!)}`);
    expect(res.headers.get('content-security-policy')).not.toMatch(/'unsafe-(inline|eval|hashes)'/);

    const visible = runLoader(loader!, 'visible');
    expect(visible.described()).toEqual([]);
    visible.frames.splice(0).forEach((f) => f());
    // The animation frame runs before the paint: still nothing asked for.
    expect(visible.described()).toEqual([]);
    // Then one request per task (starting a request is main-thread work), in order.
    visible.tasks.shift()!();
    expect(visible.described()).toHaveLength(1);
    visible.drain();
    const expected = [
      // First the worker that loads ICU's number data off the main thread (src/intl-warm.ts).
      'worker /assets/intl-warm-4.js',
      'link modulepreload /assets/app-2.js crossorigin=',
      'link modulepreload /assets/login-3.js crossorigin=',
      'script module /assets/index-1.js crossorigin=',
    ];
    expect(visible.described()).toEqual(expected);
    // Hidden after the first request: the rest at once, in order.
    const leaving = runLoader(loader!, 'visible');
    leaving.frames.shift()!();
    leaving.tasks.shift()!();
    leaving.hide();
    leaving.tasks.shift()!();
    expect(leaving.described()).toEqual(expected);
    expect(leaving.tasks).toEqual([]);
    // A hidden page paints nothing until shown, and its timers are slowed: everything at once.
    const hidden = runLoader(loader!, 'hidden');
    expect(hidden.frames).toEqual([]);
    expect(hidden.tasks).toEqual([]);
    expect(hidden.described()).toEqual(expected);
    // Where no worker may start, the scripts are asked for all the same.
    const blocked = runLoader(loader!, 'hidden', 'blocked');
    expect(blocked.described()).toEqual(expected.slice(1));
  });

  it('answers index.html as it is for a path without a frame', async () => {
    expect(await (await page('/tidak-ada')).text()).toBe(INDEX);
  });

  it('renders a page with public data per request, the data escaped beside it, never stored', async () => {
    const res = await page('/beranda');
    const html = await res.text();
    expect(html).toContain(
      `<div id="root" data-first-paint=""><main><h1>Seberang</h1><p>Simanindo, Tigaras</p></main></div><script>${EARLY_INPUT_SCRIPT}</script>`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
    const [early, loader] = inlineScripts(html);
    expect(runLoader(loader!, 'hidden').described()).toEqual([
      'worker /assets/intl-warm-4.js',
      'link modulepreload /assets/app-2.js crossorigin=',
      'script module /assets/index-1.js crossorigin=',
    ]);
    expect(scriptSrc(res)).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hash(early!)} ${hash(loader!)}`);
    const script = /<script type="application\/json" id="first-paint-data">([\s\S]*?)<\/script>/.exec(html);
    expect(script).not.toBeNull();
    expect(script![1]).not.toMatch(/<\/script|<script|\u2028/);
    const data = JSON.parse(script![1]!) as { routes: { route: string }[]; note: string; generatedAt: number };
    expect(data.routes.map((r) => r.route)).toEqual(['Simanindo', 'Tigaras']);
    expect(data.note).toBe('</script><script>alert(1)</script>\u2028');
    expect(Math.abs(data.generatedAt - Date.now())).toBeLessThan(60_000);
  });

  it('falls back to the build frame without data when the data cannot be had or the render fails', async () => {
    for (const path of ['/beranda?gagal=1', '/beranda?rusak=1']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(
        '<div id="root" data-first-paint=""><main><h1>Seberang</h1><p>tanpa data</p></main></div>',
      );
      expect(html, path).not.toContain('first-paint-data');
      expect(res.headers.get('etag'), path).not.toBeNull();
    }
  });
});
