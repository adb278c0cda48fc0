// The boarding pass carried by the e-ticket's QR code (issue #10): a compact JWS signed by the
// server with Ed25519 (EdDSA), so an officer's phone verifies it offline with the public key it
// keeps, and nobody without the private key can make or alter one. The payload is kept tiny for a
// small QR: t = transaction id, s = schedule (departure) id, v = pass version (bumped when the
// ticket is cancelled or expires, so an older printout is refused by the manifest check).
// Pure: used by the server (signing side verifies its own tests) and by the officer app.
import { compactVerify, importJWK, type JWK } from 'jose';

export type BoardingPass = { transactionId: number; scheduleId: number; version: number };

/** The JWS header every pass carries; `kid` lets a scanner pick the right key after a rotation. */
export const BOARDING_PASS_ALG = 'EdDSA';

const COMPACT_RE = /^[A-Za-z0-9_-]{10,200}\.[A-Za-z0-9_-]{10,200}\.[A-Za-z0-9_-]{80,90}$/;

const positiveInt = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 && v <= 2_147_483_647;

/** The JSON the server signs for a pass. */
export function boardingPassPayload(p: BoardingPass): string {
  return JSON.stringify({ t: p.transactionId, s: p.scheduleId, v: p.version });
}

/**
 * The pass inside `code` when its signature verifies under one of `keys` (public JWKs); null for a
 * forged, altered, foreign or malformed code. Never throws.
 */
export async function verifyBoardingPass(code: string, keys: readonly JWK[]): Promise<BoardingPass | null> {
  const text = typeof code === 'string' ? code.trim() : '';
  if (!COMPACT_RE.test(text)) return null;
  for (const jwk of keys) {
    try {
      const key = await importJWK({ ...jwk, alg: BOARDING_PASS_ALG }, BOARDING_PASS_ALG);
      const { payload } = await compactVerify(text, key, { algorithms: [BOARDING_PASS_ALG] });
      const body: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload));
      if (typeof body !== 'object' || body === null) return null;
      const { t, s, v } = body as Record<string, unknown>;
      if (!positiveInt(t) || !positiveInt(s) || !positiveInt(v)) return null;
      return { transactionId: t, scheduleId: s, version: v };
    } catch {
      // not this key (or not a pass at all): try the next
    }
  }
  return null;
}
