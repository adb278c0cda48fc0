// Bearer tokens: HS256 JWTs by jose with sub (user id), exp, jti and ver (the user's token
// version). Revocation: logout stores the jti until the token's own expiry; a password reset bumps
// the user's version; deleting the account removes the user the token points at.
// `role` ('penumpang' | 'petugas' | 'admin' | 'kasir') is in the payload for the SPA's route guard
// only; the server always decides by the user row it loads, so a token cannot grant itself a role.
//
// Lookups are batched (../platform/batches.ts, no cache): the user rows and revocations of the requests
// authenticated while the previous lookup was with the database are read with one query each,
// instead of two queries per request — under a burst (300 buyers ordering at once, issue #12) that halves the
// queries on the single PGlite thread. Nothing is remembered between batches: a logout or a
// password change holds for the very next request.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { revokedTokens, users } from '../db/schema';
import type { Clock } from '../platform/clock';
import { naturalBatches } from '../platform/batches';
import type { AuthUser, TokenClaims } from '../platform/request-auth';

export type { AuthUser, TokenClaims } from '../platform/request-auth';

export interface TokenService {
  issue(user: { id: number; tokenVersion: number; role?: string }): Promise<string>;
  /** The user behind a valid, unrevoked token; null otherwise (never throws for bad input). */
  authenticate(token: string): Promise<{ user: AuthUser; claims: TokenClaims } | null>;
  revoke(claims: TokenClaims): Promise<void>;
  purgeExpired(): Promise<void>;
}

export function createTokenService(opts: { db: Db; secret: string; now: Clock; ttlSeconds: number }): TokenService {
  const key = new TextEncoder().encode(opts.secret);
  const { db, now } = opts;
  const lookups = naturalBatches<{ userId: number; jti: string }, { user: AuthUser | undefined; revoked: boolean }>(
    async (keys) => {
      const ids = [...new Set(keys.map((k) => k.userId))];
      const jtis = [...new Set(keys.map((k) => k.jti))];
      // One statement: the users, and (on every row, the same) which of these jtis are revoked.
      const found = await db
        .select({
          user: users,
          revokedJtis: sql<
            string[] | null
          >`(select array_agg(${revokedTokens.jti}) from ${revokedTokens} where ${inArray(revokedTokens.jti, jtis)})`,
        })
        .from(users)
        .where(inArray(users.id, ids));
      const rows = new Map(found.map((r) => [r.user.id, r.user]));
      const revoked = new Set(found[0]?.revokedJtis ?? []);
      return keys.map((k) => ({ user: rows.get(k.userId), revoked: revoked.has(k.jti) }));
    },
  );

  return {
    async issue(user) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ ver: user.tokenVersion, role: user.role ?? 'penumpang' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(iat)
        .setExpirationTime(iat + opts.ttlSeconds)
        .setJti(randomUUID())
        .sign(key);
    },

    async authenticate(token) {
      if (!token || token.length > 4096) return null;
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'jti'],
          currentDate: new Date(now()),
        }));
      } catch {
        return null;
      }
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId < 1 || typeof payload.jti !== 'string') return null;
      const { user, revoked } = await lookups.load({ userId, jti: payload.jti });
      if (revoked) return null;
      // The current version, or the one session kept when its user changed the password.
      if (!user || (user.tokenVersion !== (payload['ver'] ?? 0) && user.keptSessionJti !== payload.jti)) return null;
      const iat = typeof payload.iat === 'number' ? payload.iat : undefined;
      return { user, claims: { userId, jti: payload.jti, exp: payload.exp as number, iat } };
    },

    async revoke(claims) {
      await db
        .insert(revokedTokens)
        .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
        .onConflictDoNothing();
    },

    async purgeExpired() {
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date(now())));
    },
  };
}
