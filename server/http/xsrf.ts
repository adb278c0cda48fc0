// Double-submit anti-forgery: every response to a request without the XSRF-TOKEN cookie sets one
// (readable by the SPA, SameSite=Strict); every non-GET/HEAD/OPTIONS call must echo it in
// X-XSRF-TOKEN. The gateway routes under /api/payment/ carry their own signature or form token.
// Which call is exempt is decided by the route the router matched, never by the request's URL
// (issue #21 §11): `/%61pi/…`, `//api/…` or `/api/%70ayment/…` reach the same handlers as their
// plain spelling, and so meet the same check. A request no route matched runs nothing (404).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function installXsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: request.protocol === 'https',
      });
    }
    // The matched route's own pattern (e.g. '/api/user/edit'); undefined for the not-found handler.
    const route = request.routeOptions.url;
    if (SAFE.has(request.method) || route === undefined || route.startsWith('/api/payment/')) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !same(header, cookie)) throw new HttpError(403, MESSAGES.xsrf);
  });
}
