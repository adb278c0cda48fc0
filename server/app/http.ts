// The HTTP concerns (server/http/), each an install function called in the order Fastify needs:
// errors and not-found first, then protection (cookies, headers, XSRF), compression and bodies,
// rate limits (they attach to routes as routes are added), the contract's routes with every
// domain's handlers (./routes.ts), the SPA's files.
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { BODY_LIMIT_BYTES } from '../platform/constants';
import { COMPRESS_THRESHOLD_BYTES } from '../platform/encoded-json';
import type { RequestAuth } from '../platform/request-auth';
import { installValidation, formatValidationError } from '../http/validation';
import { installErrorHandler } from '../http/error-handler';
import { installProtection } from '../http/protection';
import { installRateLimits, type RateLimits } from '../http/rate-limits';
import { installContract } from '../http/contract';
import { installNotFound, installStaticFiles } from '../http/static-spa';
import { installApiDocs } from '../http/api-docs';
import type { Ctx } from './context';
import type { BuildOptions } from './options';
import { domainHandlers } from './routes';

/** The Fastify instance with the server-wide settings (body limit, router limits, refusals). */
export function createFastify(options: BuildOptions): FastifyInstance {
  return Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // Fastify types the formatter's errors as its own FastifySchemaValidationError; with the Ajv2020
    // compiler (../http/validation.ts) ajv's ErrorObjects are what arrive.
    schemaErrorFormatter: formatValidationError as never,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    // The router's own refusals (a path parameter over 200 characters: 414; a path that is not
    // valid percent-encoding: 400) in the contract's error shape, without echoing the path.
    frameworkErrors: (error, _request, reply) => {
      const status: 400 | 414 = error.statusCode === 414 ? 414 : 400;
      void (reply as FastifyReply)
        .code(status)
        .type('application/json; charset=utf-8')
        .send({ status, message: status === 414 ? 'A path parameter is too long.' : 'Malformed URL.' });
    },
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
