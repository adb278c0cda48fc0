// The API reference (issue #26): GET /api/docs renders openapi.yaml with Redoc, GET /api/openapi.yaml
// serves the file itself. Everything comes from this server: Redoc's standalone bundle is read from
// node_modules (the `redoc` dependency), never from a CDN. On in development and test; in production
// only with API_DOCS=1. Off, nothing is registered and the paths answer the usual 404.
//
// The page has its own Content-Security-Policy (docsCsp below; README.md says what it allows), set
// on these routes only: the app's policy (server/http/csp.ts) is unchanged everywhere else.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseYaml } from 'yaml';

export const DOCS_PATH = '/api/docs';
export const SPEC_PATH = '/api/openapi.yaml';
const BUNDLE_PATH = '/api/docs/redoc.standalone.js';
const INIT_PATH = '/api/docs/init.js';

const OPENAPI_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'openapi.yaml');

export interface ApiDocsOptions {
  /** NODE_ENV=production: the reference is off unless `apiDocs`. */
  production: boolean;
  /** Serve it in production too (API_DOCS=1). Default: `process.env.API_DOCS === '1'`. */
  apiDocs?: boolean;
}

/** Whether the reference is served: always outside production, in production only with API_DOCS=1. */
export function apiDocsEnabled(options: ApiDocsOptions): boolean {
  return !options.production || (options.apiDocs ?? process.env.API_DOCS === '1');
}

/**
 * The stylesheet Redoc's bundle writes as an inline <style> while it loads, before it knows the nonce:
 * perfect-scrollbar's CSS (the sidebar's scrollbars). Its SHA-256, and that of the empty <style> it
 * inserts first. They change only with the bundle: after upgrading `redoc`, e2e/docs.spec.ts fails
 * on a CSP violation and Chromium's console names the new hash.
 */
export const REDOC_STYLE_HASHES = [
  "'sha256-QMIg+bpjm3JdElJ388KYke01izlUW0UoNOeKjpMxdgc='",
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
];

/**
 * The docs page's policy. Scripts only from this server (Redoc's bundle and the page's init, both
 * files: no inline script, no eval); styles from this server, or carrying this response's nonce
 * (Redoc's styled-components writes its <style> elements with it), or the one stylesheet above;
 * images from this server or data: URLs (Redoc's "API docs by Redocly" logo from cdn.redoc.ly is
 * therefore blocked, and never requested); Redoc's search index runs in a Worker that Redoc builds
 * from a blob: URL; the contract is fetched from this server. Nothing else, no framing.
 */
export function docsCsp(nonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}' ${REDOC_STYLE_HASHES.join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(nonce: string, title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} — API reference</title>
<style nonce="${nonce}">body{margin:0;padding:0}</style>
</head>
<body>
<div id="redoc"></div>
<script src="${BUNDLE_PATH}"></script>
<script nonce="${nonce}" src="${INIT_PATH}" data-spec-url="${SPEC_PATH}"></script>
</body>
</html>
`;
}

// Redoc started by a file, not an inline script: the nonce comes from this <script> element (its
// `nonce` property survives the browser's nonce hiding) and goes to Redoc's styled-components.
const INIT_SCRIPT = `(function () {
  var script = document.currentScript;
  Redoc.init(
    script.getAttribute('data-spec-url'),
    { nonce: script.nonce, expandResponses: '200,201,202', pathInMiddlePanel: true, hideHostname: true },
    document.getElementById('redoc'),
  );
})();
`;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Asset {
  body: Buffer;
  etag: string;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

function asset(body: Buffer): Asset {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * An unchanging file with its ETag, compressed once on first use (a megabyte of JavaScript; off the
 * event loop) and kept.
 */
async function sendAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  file: Asset,
  type: string,
): Promise<FastifyReply> {
  reply.header('cache-control', 'no-cache').header('etag', file.etag).header('vary', 'accept-encoding').type(type);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    file.br ??= brotliAsync(file.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
    return reply.header('content-encoding', 'br').send(await file.br);
  }
  if (/\bgzip\b/.test(accepts)) {
    file.gzip ??= gzipAsync(file.body, { level: 9 });
    return reply.header('content-encoding', 'gzip').send(await file.gzip);
  }
  return reply.send(file.body);
}

/** Registers GET /api/docs (and its two scripts) and GET /api/openapi.yaml when enabled. */
export function installApiDocs(app: FastifyInstance, options: ApiDocsOptions): void {
  if (!apiDocsEnabled(options)) return;
  const require = createRequire(import.meta.url);
  const spec = readFileSync(OPENAPI_FILE);
  const title = String((parseYaml(spec.toString('utf8')) as { info?: { title?: string } }).info?.title ?? 'API');
  const bundle = asset(readFileSync(require.resolve('redoc/bundles/redoc.standalone.js')));
  const init = asset(Buffer.from(INIT_SCRIPT));
  // These answers set their own encoding (the bundle) or are small: the app's compression is not
  // needed on them (`compress: false` is @fastify/compress's per-route switch; ignored without it).
  const config = { compress: false } as const;

  app.get(DOCS_PATH, config, async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', docsCsp(nonce))
      .send(page(nonce, title));
  });
  app.get(BUNDLE_PATH, config, async (request, reply) =>
    sendAsset(request, reply, bundle, 'application/javascript; charset=utf-8'),
  );
  app.get(INIT_PATH, config, async (request, reply) =>
    sendAsset(request, reply, init, 'application/javascript; charset=utf-8'),
  );
  app.get(SPEC_PATH, async (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').header('cache-control', 'no-cache').send(spec),
  );
}
