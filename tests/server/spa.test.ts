// The SPA's HTML per route (server/http/spa.ts): the screen chunks of the route a deep link opens
// are named in the HTML, an inline <style> (the shell's critical CSS) is allowed by its hash and
// nothing else inline, pages revalidate with an ETag, and precompressed assets go out as built.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';

let s: TestServer;
let dir: string;
const STYLE = ':root{color:#1b1f24}.top-bar{background:#0b5fa5}';
const INDEX = `<!doctype html><html lang="id"><head><meta charset="UTF-8" /><style>${STYLE}</style><script type="module" src="/assets/app-abc.js"></script></head><body><div id="root"></div></body></html>`;
const ROUTES = {
  routes: [
    { path: '/login', modulepreload: ['/assets/login-screen-1.js', '/assets/ui-2.js'], css: [] },
    {
      path: '/register',
      modulepreload: ['/assets/auth-flow-layout-3.js', '/assets/ui-2.js', '/assets/register-screen-4.js'],
      css: ['/assets/auth-5.css'],
    },
    { path: '/pesan-tiket/:id', modulepreload: ['/assets/pesan-tiket-screen-6.js'], css: [] },
    { path: '/evil', modulepreload: ['"><script>alert(1)</script>'], css: [] },
  ],
};
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(5000))});`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seberang-spa-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, '.vite', 'route-preloads.json'), JSON.stringify(ROUTES));
  writeFileSync(join(dir, 'assets', 'app-abc.js'), SCRIPT);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Seberang', start_url: '/beranda' }));
  // A precompressed copy that differs from what on-the-fly compression would make of the file.
  writeFileSync(join(dir, 'assets', 'app-abc.js.br'), brotliCompressSync(Buffer.from(SCRIPT)));
  s = await startServer({ staticDir: dir });
});
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${s.base}${path}`, { headers: { accept: 'text/html', ...headers } });
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe('SPA pages', () => {
  it('names the chunks of the route a deep link opens, before </head>', async () => {
    const login = await (await page('/login')).text();
    expect(preloads(login)).toEqual(['modulepreload /assets/login-screen-1.js', 'modulepreload /assets/ui-2.js']);
    expect(login.indexOf('login-screen-1.js')).toBeLessThan(login.indexOf('</head>'));
    const register = await (await page('/register?x=1')).text();
    expect(preloads(register)).toEqual([
      'modulepreload /assets/auth-flow-layout-3.js',
      'modulepreload /assets/ui-2.js',
      'modulepreload /assets/register-screen-4.js',
      'preload /assets/auth-5.css',
    ]);
    expect(preloads(await (await page('/pesan-tiket/42')).text())).toEqual([
      'modulepreload /assets/pesan-tiket-screen-6.js',
    ]);
  });

  it('answers index.html as it is for other paths and ignores entries that are not asset paths', async () => {
    for (const path of ['/', '/beranda', '/pesan-tiket', '/pesan-tiket/1/2', '/evil']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(INDEX);
    }
  });

  it('allows exactly the inline style of the page by its hash, on the page only', async () => {
    const res = await page('/login');
    const hash = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
    const csp = res.headers.get('content-security-policy') ?? '';
    const styleSrc = csp
      .split(';')
      .find((d) => d.trim().startsWith('style-src'))
      ?.trim();
    expect(styleSrc).toBe(`style-src 'self' ${hash}`);
    // 'wasm-unsafe-eval' (the officer's QR reader) allows compiling WebAssembly only, never JS eval.
    expect(csp).not.toMatch(/'unsafe-(inline|eval|hashes)'/);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    const api = await fetch(`${s.base}/api/route/get-all`);
    expect(api.headers.get('content-security-policy')).toContain("style-src 'self';");
  });

  it('answers /index.html — the shell the service worker precaches — as a page, with its style hash', async () => {
    // Workbox fetches it with the default Accept: */*.
    const res = await fetch(`${s.base}/index.html`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
    const hash = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
    expect(res.headers.get('content-security-policy')).toContain(`style-src 'self' ${hash}`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the service worker and the manifest with their types, revalidated on every visit', async () => {
    const sw = await fetch(`${s.base}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${s.base}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('revalidates with an ETag: 304 when unchanged', async () => {
    const first = await page('/login');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await page('/login', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await page('/register', { 'if-none-match': etag! });
    expect(other.status).toBe(200);
  });

  it('sends the precompressed brotli file of an asset', async () => {
    const res = await fetch(`${s.base}/assets/app-abc.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe(SCRIPT);
    // Without brotli: compressed on the fly (no .gz here) or plain, never the .br bytes.
    const gzip = await fetch(`${s.base}/assets/app-abc.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(SCRIPT);
  });
});
