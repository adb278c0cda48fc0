// scrypt at OWASP's parameters (issue #14): new hashes carry N=2^17, r=8, p=1; a hash made with the
// old N=2^14 still logs in and is replaced by a hash at today's cost; production refuses a cheaper one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OWASP_LOG2_N, hashPassword, needsRehash, verifyPassword } from '../../server/auth/passwords';
import { loadConfig } from '../../server/app/config';
import { users } from '../../server/db/schema';
import { PASSWORD, createUser, startServer, type TestServer } from './helpers';

const paramsOf = (hash: string) => hash.split('$').slice(1, 4).map(Number);

describe('password hashes', () => {
  test("a new hash carries OWASP's scrypt parameters and verifies only its password", async () => {
    const saved = process.env.SCRYPT_LOG2_N;
    delete process.env.SCRYPT_LOG2_N;
    try {
      const hash = await hashPassword('kata-sandi-kuat');
      expect(paramsOf(hash)).toEqual([2 ** OWASP_LOG2_N, 8, 1]);
      expect(OWASP_LOG2_N).toBeGreaterThanOrEqual(17);
      expect(await verifyPassword('kata-sandi-kuat', hash)).toBe(true);
      expect(await verifyPassword('kata-sandi-lain', hash)).toBe(false);
      expect(needsRehash(hash)).toBe(false);
    } finally {
      process.env.SCRYPT_LOG2_N = saved;
    }
  });

  test('a malformed stored hash never verifies and never throws', async () => {
    for (const stored of ['', 'scrypt$', 'bcrypt$1$2$3$4$5', 'scrypt$abc$8$1$AAAA$AAAA', 'scrypt$-1$8$1$AAAA$AAAA']) {
      expect(await verifyPassword(PASSWORD, stored)).toBe(false);
    }
  });

  test('production refuses a scrypt cost below OWASP, and a malformed one anywhere', () => {
    const prod = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PAYMENT_SECRET: 'y'.repeat(32),
      DEMO_OTP_LOG: '1',
      DEMO_PAYMENT_SIMULATOR: '1',
    };
    expect(() => loadConfig({ ...prod, SCRYPT_LOG2_N: '12' })).toThrow(/SCRYPT_LOG2_N/);
    expect(() => loadConfig({ NODE_ENV: 'test', SCRYPT_LOG2_N: 'lots' })).toThrow(/SCRYPT_LOG2_N/);
  });
});

describe('old hashes are upgraded at the next login', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());

  // The suite's cost (SCRYPT_LOG2_N=12, tests/setup.ts) stands for today's OWASP cost, and 2^11
  // for the old one, so the test stays fast; the rule is the same: weaker than today's → replaced.
  test('an older, cheaper hash logs in and is replaced by one at the current cost; a failed login changes nothing', async () => {
    const saved = process.env.SCRYPT_LOG2_N;
    process.env.SCRYPT_LOG2_N = '11';
    const oldHash = await hashPassword(PASSWORD);
    process.env.SCRYPT_LOG2_N = saved;
    expect(paramsOf(oldHash)[0]).toBe(2 ** 11);

    const user = await createUser(s, { passwordHash: oldHash });
    // createUser logged in once with the right password: the stored hash is upgraded already.
    const [row] = await s.built.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).not.toBe(oldHash);
    expect(paramsOf(row!.passwordHash)[0]).toBe(2 ** Number(process.env.SCRYPT_LOG2_N ?? OWASP_LOG2_N));
    expect(await verifyPassword(PASSWORD, row!.passwordHash)).toBe(true);
    // And the new one logs in.
    const again = await s.api.post('/api/auth/login', { body: { phone_number: user.phone, password: PASSWORD } });
    expect(again.status).toBe(200);

    await s.built.db.update(users).set({ passwordHash: oldHash }).where(eq(users.id, user.id));
    const wrong = await s.api.post('/api/auth/login', {
      body: { phone_number: user.phone, password: 'salah-sandi-1' },
    });
    expect(wrong.status).toBe(400);
    const [unchanged] = await s.built.db.select().from(users).where(eq(users.id, user.id));
    expect(unchanged!.passwordHash).toBe(oldHash);
  });
});
