// The contract's operations, one concern of buildApp: every route comes from openapi.yaml through
// fastify-openapi-glue, with the bearer check on the operations that declare `security` and the
// role check of their `x-roles`; a body must arrive in a media type the operation declares. The
// handlers are the domains' (each domain's routes.ts), collected by ../app/routes.ts and handed in:
// this file imports no domain.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { parse as parseYaml } from 'yaml';
import { HttpError } from '../errors';
import type { ServiceHandlers } from '../platform/handlers';
import { requireAuth, requireRole, type Authenticate } from './auth';

export const OPENAPI_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'openapi.yaml');

let cachedSpec: Record<string, unknown> | undefined;
export function loadSpecification(): Record<string, unknown> {
  cachedSpec ??= parseYaml(readFileSync(OPENAPI_PATH, 'utf8')) as Record<string, unknown>;
  return structuredClone(cachedSpec);
}

type SpecOperation = {
  operationId?: string;
  security?: unknown[];
  'x-roles'?: string[];
  'x-personal'?: boolean;
  [k: string]: unknown;
};

function operations(spec: Record<string, unknown>): SpecOperation[] {
  const paths = spec['paths'] as Record<string, Record<string, SpecOperation>>;
  return Object.values(paths).flatMap((item) =>
    Object.values(item).filter((op): op is SpecOperation => Boolean(op && typeof op === 'object' && op.operationId)),
  );
}

/** operationId → the roles allowed to call it (`x-roles` in openapi.yaml); absent: any signed-in user. */
function operationRoles(spec: Record<string, unknown>): Map<string, string[]> {
  const roles = new Map<string, string[]>();
  for (const op of operations(spec)) if (Array.isArray(op['x-roles'])) roles.set(op.operationId!, op['x-roles']);
  return roles;
}

/** The operations that declare `security` (kernel/public-paths.ts is the complement, for the app). */
function securedOperations(spec: Record<string, unknown>): Set<string> {
  return new Set(
    operations(spec)
      .filter((op) => Array.isArray(op.security) && op.security.length > 0)
      .map((op) => op.operationId!),
  );
}

/** The operations openapi.yaml marks `x-personal: false`: public catalogue an HTTP cache may keep. */
function impersonalOperations(spec: Record<string, unknown>): Set<string> {
  return new Set(
    operations(spec)
      .filter((op) => op['x-personal'] === false)
      .map((op) => op.operationId!),
  );
}

export async function installContract(
  app: FastifyInstance,
  options: {
    /** operationId → handler, every domain's registration merged (../app/routes.ts). */
    handlers: ServiceHandlers;
    /** The bearer token check (the auth domain's token service). */
    authenticate: Authenticate;
    /** Development and test: the development-only operations exist. */
    devAids: boolean;
  },
): Promise<void> {
  const { handlers, devAids } = options;
  const authHook = requireAuth(options.authenticate);
  const secured = securedOperations(loadSpecification());
  const roleHooks = new Map([...operationRoles(loadSpecification())].map(([op, roles]) => [op, requireRole(roles)]));
  app.addHook('onRoute', (route: RouteOptions) => {
    const opId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (!opId || !secured.has(opId)) return;
    const pre = route.preValidation;
    const list = Array.isArray(pre) ? pre : pre ? [pre] : [];
    const roleHook = roleHooks.get(opId);
    if (!list.includes(authHook)) route.preValidation = [authHook, ...(roleHook ? [roleHook] : []), ...list];
  });

  // Personal answers (tokens, profiles, tickets, codes, payment sessions — every operation the
  // contract does not mark `x-personal: false`) are never kept by a browser or proxy cache, errors
  // included. The app's own offline copy of paid tickets is deliberate and separate (issue #11).
  const impersonal = impersonalOperations(loadSpecification());
  app.addHook('onSend', async (request, reply, payload) => {
    const opId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (opId && !impersonal.has(opId) && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) {
      reply.header('cache-control', 'private, no-store');
    }
    return payload;
  });

  // Bodies must arrive in one of the media types the contract declares for the operation;
  // otherwise Fastify would skip the body schema and a handler could see a string.
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as { body?: { content?: Record<string, unknown> } } | undefined;
    const content = schema?.body?.content;
    if (!content) return;
    const type = String(request.headers['content-type'] ?? '')
      .split(';', 1)[0]!
      .trim()
      .toLowerCase();
    if (!type) throw new HttpError(400, 'Request body is required.');
    if (!Object.keys(content).includes(type)) {
      throw new HttpError(415, `Unsupported content type '${type}'; expected ${Object.keys(content).join(' or ')}.`);
    }
  });

  // The contract names these media types for responses only; as request bodies they are refused
  // (declaring them also keeps fastify-openapi-glue from warning about missing parsers).
  app.addContentTypeParser(['text/html', 'application/pdf'], (_request, _payload, done) => {
    done(new HttpError(415, 'Unsupported content type.'), undefined);
  });

  const specification = loadSpecification();
  // Outside development and test the development-only operations (every /api/dev/ path) do not exist.
  if (!devAids) {
    const paths = specification['paths'] as Record<string, unknown>;
    for (const path of Object.keys(paths)) if (path.startsWith('/api/dev/')) delete paths[path];
  }
  await app.register(openapiGlue, { specification, serviceHandlers: handlers });
}
