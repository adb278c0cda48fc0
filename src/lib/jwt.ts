// Reads (never verifies) a JWT's payload on the client: the route guard and the session machine
// only need `exp`. The signature is the server's business; a forged token fails on the first call.
const SEGMENT_RE = /^[A-Za-z0-9_-]*$/;

function base64UrlToBytes(segment: string): Uint8Array | null {
  if (!SEGMENT_RE.test(segment) || segment.length % 4 === 1) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (segment.length % 4)) % 4);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The payload object of a compact JWS (three dot-separated parts); null for anything else. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  try {
    if (typeof token !== 'string') return null;
    const parts = token.split('.');
    if (parts.length !== 3 || !parts[1]) return null;
    const bytes = base64UrlToBytes(parts[1]);
    if (!bytes) return null;
    // fatal: a payload that is not UTF-8 is garbage, not something to patch with U+FFFD.
    const json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const payload: unknown = JSON.parse(json);
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** `exp` (seconds since the epoch, per RFC 7519) in milliseconds; null when missing or not a number. */
export function tokenExpiryMs(token: string): number | null {
  const exp = decodeJwtPayload(token)?.['exp'];
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/**
 * A token is usable strictly before its `exp` (RFC 7519: not accepted "on or after" it). A token
 * without `exp` is invalid: the server always sets one, so its absence means tampering.
 */
export function isTokenValid(token: string | null | undefined, nowMs: number): boolean {
  if (!token) return false;
  const expMs = tokenExpiryMs(token);
  return expMs !== null && nowMs < expMs;
}

/** The roles the app tells apart: passengers, port officers, the operator's staff (issue #22) and the booth's cashiers (issue #24). */
export type Role = 'penumpang' | 'petugas' | 'admin' | 'kasir';

/** Where each role starts: its own area (the guards and the login send it there). */
export const ROLE_HOME: Record<Role, string> = {
  penumpang: '/beranda',
  petugas: '/petugas',
  admin: '/operator',
  kasir: '/loket',
};

/**
 * The account's role from the payload (`role`, set by the server since the officer feature);
 * anything else counts as a passenger. Only the guard reads it: the server checks the role itself.
 */
export function tokenRole(token: string | null | undefined): Role {
  const role = token ? decodeJwtPayload(token)?.['role'] : undefined;
  return role === 'petugas' || role === 'admin' || role === 'kasir' ? role : 'penumpang';
}
