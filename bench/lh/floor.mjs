// The floor of bench/lighthouse.mjs: builds bench/floor/ (Vite + React 19 + react-router 7, one
// search form) with the project's own Vite into a temporary folder, and serves it the way the
// Seberang server serves dist/ (server/app.ts): the build's assets over 1 KiB as brotli quality 11
// files made next to them (vite.config.ts `precompress`, @fastify/static `preCompressed`), pages
// compressed on the fly with brotli quality 4 from 1 KiB on (@fastify/compress), hashed assets
// `immutable`, pages `no-cache`, HTTP/1.1 keep-alive. Every path that is not a file is the page
// (the floor's router renders its form at any path), so the floor is audited at each route's path.
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const root = new URL('../floor/', import.meta.url).pathname;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};
const THRESHOLD = 1024;

/** Builds the floor app; returns its folder and its JS files' sizes (gzip level 9). */
export async function buildFloor() {
  const outDir = mkdtempSync(join(tmpdir(), 'seberang-floor-'));
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  });
  const assets = join(outDir, 'assets');
  let jsGzip = 0;
  for (const name of readdirSync(assets)) {
    const file = join(assets, name);
    const data = readFileSync(file);
    if (name.endsWith('.js')) jsGzip += gzipSync(data, { level: 9 }).length;
    if (data.length < THRESHOLD) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
  return { dir: outDir, jsGzip, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** Serves `dir` on a free loopback port; resolves to { origin, close }. */
export function serveFloor(dir) {
  const server = createServer((request, response) => {
    let path = '/';
    try {
      path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://floor').pathname));
    } catch {
      // a malformed path is the page
    }
    let file = join(dir, path);
    const isAsset = path !== '/' && file.startsWith(dir) && existsSync(file) && statSync(file).isFile();
    if (!isAsset) file = join(dir, 'index.html');
    const accept = String(request.headers['accept-encoding'] ?? '');
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': isAsset && path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    let body;
    if (isAsset && /\bbr\b/.test(accept) && existsSync(`${file}.br`)) {
      body = readFileSync(`${file}.br`);
      headers['content-encoding'] = 'br';
    } else if (isAsset && /\bgzip\b/.test(accept) && existsSync(`${file}.gz`)) {
      body = readFileSync(`${file}.gz`);
      headers['content-encoding'] = 'gzip';
    } else {
      body = readFileSync(file);
      if (!isAsset && body.length >= THRESHOLD && /\bbr\b/.test(accept)) {
        body = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
        headers['content-encoding'] = 'br';
      }
    }
    headers['content-length'] = String(body.length);
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  server.keepAliveTimeout = 72_000;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
