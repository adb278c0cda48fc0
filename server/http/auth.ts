// Bearer authentication for the operations that declare `security: bearerAuth` in openapi.yaml.
// It runs before body validation (preValidation), so anonymous callers learn nothing but 401.
import type { FastifyRequest } from 'fastify';
import type { AuthUser, TokenClaims, TokenService } from '../auth/tokens.ts';
import { HttpError, unauthorized } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: { user: AuthUser; claims: TokenClaims } | null;
  }
}

export function requireAuth(tokens: TokenService) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized('Authentication token not found.');
    const auth = await tokens.authenticate(match[1]);
    if (!auth) throw unauthorized('Authentication token is invalid, expired or revoked.');
    request.auth = auth;
  };
}

/** The authenticated user of a protected route (the hook guarantees it). */
export function authOf(request: FastifyRequest): { user: AuthUser; claims: TokenClaims } {
  if (!request.auth) throw new HttpError(401, 'Authentication token not found.');
  return request.auth;
}
