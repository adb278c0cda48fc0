// Bearer authentication for the operations that declare `security: bearerAuth` in openapi.yaml.
// It runs before body validation (preValidation), so anonymous callers learn nothing but 401.
// The token check itself is the auth domain's; app.ts hands it over as `authenticate`.
import type { FastifyRequest } from 'fastify';
import { HttpError, MESSAGES, unauthorized } from '../errors';
import type { RequestAuth } from '../platform/request-auth';

/** A bearer token → its user and claims; null when invalid, expired or revoked. */
export type Authenticate = (token: string) => Promise<RequestAuth | null>;

export function requireAuth(authenticate: Authenticate) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized(MESSAGES.tokenMissing);
    const auth = await authenticate(match[1]);
    if (!auth) throw unauthorized(MESSAGES.tokenInvalid);
    request.auth = auth;
  };
}

/** The 403's words: officer, operator and booth (cashier) operations, and the passengers' (placing an order). */
function refusal(roles: readonly string[]): string {
  if (roles.includes('petugas')) return MESSAGES.officersOnly;
  if (roles.includes('admin')) return MESSAGES.operatorOnly;
  if (roles.includes('kasir')) return MESSAGES.cashiersOnly;
  return MESSAGES.passengersOnly;
}

/**
 * Role check for the operations that declare `x-roles` in openapi.yaml (after requireAuth). The
 * role comes from the user row, never from the token payload.
 */
export function requireRole(roles: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const role = request.auth?.user.role;
    if (!role || !roles.includes(role)) {
      throw new HttpError(403, refusal(roles));
    }
  };
}
