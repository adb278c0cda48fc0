// Serving the built SPA: deep links fall back to index.html, hashed assets are cached for good and
// compressed, every response carries the security headers and the strict CSP.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenModules } from '../../src/route-table';
import { startServer, type TestServer } from './helpers';

let s: TestServer;
let dir: string;
const INDEX =
  '<!doctype html><html lang="id"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(5000))});`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seberang-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // As the build writes them (vite.config.ts precompress): the shell's own .br and .gz copies.
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(Buffer.from(INDEX)));
  writeFileSync(join(dir, 'index.html.gz'), gzipSync(Buffer.from(INDEX)));
  s = await startServer({ staticDir: dir });
});
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${s.base}${path}`, { headers: { accept: 'text/html,application/xhtml+xml', ...headers } });

describe('static SPA', () => {
  it('serves index.html at / and for deep links, with the XSRF cookie and no-cache', async () => {
    for (const path of ['/', '/beranda', '/pesan-tiket/12', '/tiket-detail/3?x=1']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toBe(INDEX);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    }
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const res = await page('/beranda');
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(directives['default-src']).toBe("'self'");
    expect(directives['script-src']).toBe("'self' 'wasm-unsafe-eval'");
    expect(directives['style-src']).toBe("'self'");
    expect(directives['connect-src']).toBe("'self' ws: wss:");
    expect(directives['img-src']).toBe("'self' data:");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['form-action']).toBe("'self'");
    expect(directives['object-src']).toBe("'none'");
    // 'wasm-unsafe-eval' (the officer's QR reader) allows compiling WebAssembly only, never JS eval.
    expect(csp).not.toMatch(/'unsafe-(inline|eval|hashes)'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const api = await fetch(`${s.base}/api/route/get-all`);
    expect(api.headers.get('content-security-policy')).toBe(csp);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await fetch(`${s.base}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(SCRIPT); // fetch inflates
    const icon = await fetch(`${s.base}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses API responses too', async () => {
    const res = await fetch(`${s.base}/api/schedule/get-all/2026-11-24?size=50`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(['br', 'gzip']).toContain(res.headers.get('content-encoding'));
    expect((await res.json()).data.schedules.length).toBeGreaterThan(10);
  });

  it('never answers /api or non-page requests with index.html', async () => {
    const api = await page('/api/nothing');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ status: 404 });
    const img = await fetch(`${s.base}/missing.png`, { headers: { accept: 'image/avif,image/webp' } });
    expect(img.status).toBe(404);
    const post = await fetch(`${s.base}/beranda`, { method: 'POST', headers: { accept: 'text/html' } });
    expect(post.status).toBe(404);
  });
});

/** A request with exactly these headers (besides Host) — no default Accept or Accept-Encoding. */
function rawGet(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${s.base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the site root and every route, whatever the client accepts (issue #21 item 3)', () => {
  const paths = [
    '/',
    ...screenModules().map((r) => r.path.replace(/:\w+/g, '12')),
    // Folders of dist/ (assets/, icons/) with and without the slash: never a 403.
    '/assets/',
    '/assets',
  ];
  const clients: [string, Record<string, string>][] = [
    ['curl (Accept: */*, no Accept-Encoding)', { accept: '*/*' }],
    ['no headers at all', {}],
    ['Accept-Encoding: identity', { accept: '*/*', 'accept-encoding': 'identity' }],
    ['a browser (br, gzip)', { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' }],
    ['gzip only', { accept: 'text/html', 'accept-encoding': 'gzip' }],
  ];

  it('covers every route of the route table', () => {
    expect(paths).toContain('/beranda');
    expect(paths).toContain('/petugas/manifes/12');
    expect(paths.length).toBeGreaterThan(15);
  });

  it.each(clients)('answers the app shell to %s', async (_, headers) => {
    for (const path of paths) {
      const res = await rawGet(path, headers);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.body, path).toBe(INDEX);
    }
  });

  it('does so in production too', async () => {
    const prod = await startServer({ staticDir: dir, nodeEnv: 'production' });
    try {
      for (const headers of [{ accept: '*/*' }, { accept: '*/*', 'accept-encoding': 'br, gzip' }]) {
        const res = await fetch(`${prod.base}/`, { headers: { 'accept-encoding': 'identity', ...headers } });
        expect(res.status, JSON.stringify(headers)).toBe(200);
        expect(await res.text()).toBe(INDEX);
      }
    } finally {
      await prod.close();
    }
  });

  it('answers HEAD / (uptime checks) with 200 and no compression asked', async () => {
    const res = await rawGet('/', { accept: '*/*' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('without a built SPA', () => {
  it('answers 404 JSON for pages (API only)', async () => {
    const bare = await startServer();
    try {
      const res = await fetch(`${bare.base}/beranda`, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
