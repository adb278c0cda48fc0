// Bearer authentication for the operations that declare `security: bearerAuth` in openapi.yaml.
// It runs before body validation (preValidation), so anonymous callers learn nothing but 401.
import type { FastifyRequest } from 'fastify';
import type { AuthUser, TokenClaims, TokenService } from '../auth/tokens.ts';
import { HttpError, MESSAGES, unauthorized } from '../errors.ts';

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

/**
 * Role check for the operations that declare `x-roles` in openapi.yaml (after requireAuth). The
 * role comes from the user row, never from the token payload.
 */
export function requireRole(roles: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const role = request.auth?.user.role;
    if (!role || !roles.includes(role)) {
      throw new HttpError(403, roles.includes('petugas') ? MESSAGES.officersOnly : MESSAGES.passengersOnly);
    }
  };
}
