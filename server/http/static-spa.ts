// The built SPA, one concern of buildApp: hashed assets and files of dist/ (pre-compressed .br/.gz
// next to each), and every other page path answered by the not-found handler with the route's
// static shell and preloads (./spa.ts) under a CSP that admits its inline styles. Without a
// dist/ (tests, `npm run dev`), an unknown path is the contract's 404 body.
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { pageCsp } from './csp';
import { createSpaPages } from './spa';
import { cookieLanguage } from '../../kernel/language';

/** The not-found handler: SPA pages when there is a dist/, the contract's 404 otherwise. */
export function installNotFound(
  app: FastifyInstance,
  options: { staticDir: string | null; production: boolean },
): void {
  const { staticDir } = options;
  // A first paint's public data (issue #25) is fetched from the API itself, in-process: the
  // same routes, validation and search cache as any browser's request.
  const inProcess: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json' },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
  const spa = staticDir ? createSpaPages(resolve(staticDir), { fetch: inProcess }) : null;
  const cspFor = pageCsp(options.production);
  app.setNotFoundHandler(async (request, reply) => {
    const mark = request.url.indexOf('?');
    const path = (mark < 0 ? request.url : request.url.slice(0, mark)) || '/';
    const search = mark < 0 ? '' : request.url.slice(mark);
    const wantsPage =
      spa &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      // No Accept header at all means any type (RFC 9110 §12.5.1): an uptime check, a bare fetcher.
      /text\/html|\*\/\*/.test(String(request.headers.accept ?? '*/*'));
    if (wantsPage) {
      // In the language the ID | EN switch chose (its `lang` cookie; issue #40), never the browser's.
      const language = cookieLanguage(request.headers.cookie);
      const { html, etag, styleHashes, scriptHashes } = await spa.page(path, search, language);
      reply.header('vary', 'Cookie');
      if (etag) reply.header('cache-control', 'no-cache').header('etag', etag);
      else reply.header('cache-control', 'no-store');
      if (styleHashes.length || scriptHashes.length)
        reply.header('content-security-policy', cspFor(styleHashes, scriptHashes));
      if (etag && request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.code(200).type('text/html; charset=utf-8').send(html);
    }
    return reply.code(404).send({ status: 404, message: `No route for ${request.method} ${path.slice(0, 200)}.` });
  });
}

/** The files of dist/; register after the contract's routes. */
export async function installStaticFiles(app: FastifyInstance, staticDir: string | null): Promise<void> {
  if (!staticDir) return;
  await app.register(fastifyStatic, {
    root: resolve(staticDir),
    wildcard: true,
    // Pages (`/` included) are answered by the not-found handler with the route's preloads — and
    // so is /index.html itself, the shell the service worker precaches (src/sw/sw.ts): with the
    // CSP that admits its inline styles, which the file alone would not carry.
    index: false,
    // A path ending in `/` (the site root above all) names a folder, never a file: it goes to the
    // not-found handler too. Without this, @fastify/send answers a folder request that asks for no
    // compression (curl, uptime checks) 403 since `index` is off, while one with Accept-Encoding
    // took the pre-compressed branch to the not-found handler — the app for browsers only.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('/'),
    // The build writes .br (quality 11) and .gz next to each asset (vite.config.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      // Vite's hashed assets never change; everything else is revalidated — the service worker
      // (sw.js) and the manifest too, so that a new version is found on the next visit.
      if (/[\\/]assets[\\/]/.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
    },
  });
}
