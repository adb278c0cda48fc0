// Password hashing with scrypt (node:crypto, no native dependency): salted, timing-safe compare.
// Format: scrypt$N$r$p$saltB64$hashB64, so the cost can be raised without breaking old hashes:
// a hash made with weaker parameters than today's still verifies, and `needsRehash` tells the login
// to store a fresh one (issue #14: old N=2^14 hashes are upgraded at the next successful login).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEYLEN = 32;

/**
 * OWASP Password Storage Cheat Sheet (scrypt): "a minimum CPU/memory cost parameter of (2^17), a
 * minimum block size of 8 (1024 bytes), and a parallelization parameter of 1". That is 128 MiB and
 * roughly 0.3 s per hash on this project's 2-core machine; scrypt runs on libuv's thread pool (4
 * threads), so at most 4 hashes — 512 MiB — are in memory at once, and the per-address login and
 * registration limits keep an attacker from queueing many.
 */
export const OWASP_LOG2_N = 17;
const R = 8;
const P = 1;

/**
 * SCRYPT_LOG2_N lowers the cost for test suites only (tests/setup.ts sets 12 so hundreds of
 * registrations stay fast); loadConfig refuses anything below OWASP's in production. Read on every
 * hash so the officer:create command and the server agree without wiring.
 */
export function currentLog2N(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SCRYPT_LOG2_N;
  if (raw === undefined || raw === '') return OWASP_LOG2_N;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 10 || n > 20)
    throw new Error(`SCRYPT_LOG2_N must be an integer from 10 to 20, got '${raw}'.`);
  return n;
}

interface Params {
  N: number;
  r: number;
  p: number;
}

function scryptAsync(password: string, salt: Buffer, { N, r, p }: Params): Promise<Buffer> {
  // Node refuses to allocate more than maxmem; scrypt needs 128·N·r bytes plus a little.
  const opts: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEYLEN, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const params = { N: 2 ** currentLog2N(), r: R, p: P };
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function parse(stored: string): (Params & { salt: Buffer; key: Buffer }) | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, saltB64, keyB64] = parts as [string, string, string, string, string, string];
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isSafeInteger(v) && v > 0)) return null;
  return { ...params, salt: Buffer.from(saltB64, 'base64'), key: Buffer.from(keyB64, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await scryptAsync(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the stored hash is weaker than today's parameters: store a fresh one (never a downgrade). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < 2 ** currentLog2N() || parsed.r !== R || parsed.p !== P;
}
