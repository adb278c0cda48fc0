// Who made a request: set by the bearer guard (../http/auth.ts) on the operations that declare
// `security` in openapi.yaml, read by the domains' handlers through authOf. Lives below the domains
// and the HTTP plugins so that both use it without importing each other.
import type { FastifyRequest } from 'fastify';
import type { users } from '../db/schema';
import { HttpError, MESSAGES } from '../errors';

export type AuthUser = typeof users.$inferSelect;
/** `iat`: when the token was issued (seconds), i.e. when its session began (login, registration). */
export type TokenClaims = { userId: number; jti: string; exp: number; iat?: number };
export type RequestAuth = { user: AuthUser; claims: TokenClaims };

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/** The authenticated user of a protected route (the hook guarantees it). */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new HttpError(401, MESSAGES.tokenMissing);
  return request.auth;
}
