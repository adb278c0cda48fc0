// helmet's security headers (CSP, COOP/CORP, Referrer-Policy, X-Content-Type-Options, HSTS, …),
// computed ONCE from the helmet configuration and set on every reply by one synchronous hook.
// @fastify/helmet rebuilds the whole helmet middleware chain (and reparses the CSP directives) on
// every request, two hooks per request: about a tenth of a cached schedule search. Our headers are
// static (no per-request nonces; the payment simulator page sets its own CSP in its handler).
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { HelmetOptions } from 'helmet';

type HelmetMiddleware = (req: unknown, res: unknown, next: (err?: unknown) => void) => void;
// helmet is @fastify/helmet's dependency: resolve it from there, not from wherever npm hoisted it.
const require = createRequire(import.meta.url);
const helmet = createRequire(require.resolve('@fastify/helmet'))('helmet') as (
  options?: HelmetOptions,
) => HelmetMiddleware;

/** The headers helmet would set for `options`, lower-cased names. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({ headers: {} }, res, (err) => (failure = err));
  if (failure)
    throw failure instanceof Error
      ? failure
      : new Error('helmet could not build the security headers', { cause: failure });
  return headers;
}

export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
