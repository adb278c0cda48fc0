// The HTTP concerns (server/http/), each an install function called in the order Fastify needs:
// errors and not-found first, then protection (cookies, headers, XSRF), compression and bodies,
// rate limits (they attach to routes as routes are added), the contract's routes with every
// domain's handlers (./routes.ts), the SPA's files.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { BODY_LIMIT_BYTES } from '../platform/constants';
import { COMPRESS_THRESHOLD_BYTES } from '../platform/encoded-json';
import type { RequestAuth } from '../platform/request-auth';
import { installValidation, formatValidationError } from '../http/validation';
import { installErrorHandler } from '../http/error-handler';
import { clientErrorHandler, frameworkErrors, installLongSegmentRefusal, MAX_PARAM_LENGTH } from '../http/refusals';
import { installProtection } from '../http/protection';
import { installRateLimits, type RateLimits } from '../http/rate-limits';
import { installContract } from '../http/contract';
import { installNotFound, installStaticFiles } from '../http/static-spa';
import { installApiDocs } from '../http/api-docs';
import type { Ctx } from './context';
import type { BuildOptions } from './options';
import { domainHandlers } from './routes';

/**
 * TRUST_PROXY → Fastify's trustProxy (issue #21 §10). A number is that many proxy hops: the socket's
 * peer and the hops − 1 X-Forwarded-For entries nearest to it are proxies, and the entry before
 * them — the one the outermost trusted proxy appended — is the client, whatever the caller wrote to
 * the left of it. `true` is one hop, never "trust every entry" (which would let the caller pick its
 * address by writing it leftmost). A list of addresses/CIDRs is proxy-addr's: every trusted entry
 * is skipped from the right, the first untrusted one is the client.
 */
export function trustProxyOption(value: BuildOptions['trustProxy']): FastifyServerOptions['trustProxy'] {
  const hops = value === true ? 1 : value;
  // Fastify reads a bare number as "trust nothing"; hop counting is this function.
  if (typeof hops === 'number') return hops > 0 ? (_address: string, hop: number) => hop < hops : false;
  return hops ?? false;
}

/** The Fastify instance with the server-wide settings (body limit, router limits, refusals). */
export function createFastify(options: BuildOptions): FastifyInstance {
  return Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(options.trustProxy),
    // Fastify types the formatter's errors as its own FastifySchemaValidationError; with the Ajv2020
    // compiler (../http/validation.ts) ajv's ErrorObjects are what arrive.
    schemaErrorFormatter: formatValidationError as never,
    return503OnClosing: true,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // The router's and Node's parser's own refusals in the contract's error shape (../http/refusals.ts).
    frameworkErrors,
    clientErrorHandler,
  });
}

export async function installHttp(
  app: FastifyInstance,
  options: BuildOptions,
  http: {
    ctx: Ctx;
    production: boolean;
    devAids: boolean;
    limits: RateLimits;
    authenticate: (token: string) => Promise<RequestAuth | null>;
  },
): Promise<void> {
  const { production, devAids } = http;
  installValidation(app);
  installErrorHandler(app);
  installNotFound(app, { staticDir: options.staticDir ?? null, production });
  installLongSegmentRefusal(app);
  app.decorateRequest('auth', null);
  await installProtection(app, { production });
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await installRateLimits(
    app,
    http.limits,
    options.redisUrl ? { redisUrl: options.redisUrl, prefix: options.redisPrefix ?? 'seberang:' } : undefined,
  );
  await installContract(app, { handlers: domainHandlers(http.ctx, devAids), authenticate: http.authenticate, devAids });
  installApiDocs(app, { production, apiDocs: options.apiDocs ?? false });
  await installStaticFiles(app, options.staticDir ?? null);
}
