// A missing or bad setting stops `npm start` with one line naming the variable and how to make it,
// never a stack trace, and exit code 1 (issue #21 item 7b). Run as npm runs it: node scripts/start.mjs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'seberang-startup-errors-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-jwt-secret-for-this-test',
  PAYMENT_SECRET: 'a-payment-secret-for-this-test',
  DEMO_OTP_LOG: '1',
  DEMO_PAYMENT_SIMULATOR: '1',
  SCRYPT_LOG2_N: '17',
};

/** `node scripts/start.mjs` without a build, in a fresh data folder; its exit code and stderr. */
function start(env: Record<string, string | undefined>): Promise<{ code: number | null; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(temp, 'data-')),
    DATABASE_URL: '',
    REDIS_URL: '',
    STATIC_DIR: '',
    SKIP_BUILD: '1',
    NODE_ENV: 'development',
    JWT_SECRET: undefined,
    PAYMENT_SECRET: undefined,
    BOARDING_PASS_KEY: undefined,
    LOG_LEVEL: 'warn',
    ...env,
  };
  for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k];
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += String(d)));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    }),
  );
}

/** Exit 1 and exactly one line on stderr, matching every pattern. */
async function expectOneLine(env: Record<string, string | undefined>, ...patterns: RegExp[]): Promise<void> {
  const { code, stderr } = await start(env);
  const lines = stderr.split('\n').filter((l) => l.trim() !== '');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^Seberang did not start: /);
  for (const pattern of patterns) expect(lines[0]).toMatch(pattern);
  expect(stderr).not.toMatch(/^\s+at /m);
  expect(code).toBe(1);
}

describe('a start refused by a setting', { timeout: 90_000 }, () => {
  it('BOARDING_PASS_KEY missing in production: names it and the command that makes one', async () => {
    await expectOneLine(
      PRODUCTION,
      /BOARDING_PASS_KEY must be set when NODE_ENV=production/,
      /openssl genpkey -algorithm ed25519/,
    );
  });

  it('a BOARDING_PASS_KEY that is not a key', async () => {
    await expectOneLine(
      { BOARDING_PASS_KEY: 'bm90IGEga2V5' },
      /BOARDING_PASS_KEY is not an Ed25519 private key/,
      /openssl genpkey/,
    );
  });

  it('the secrets missing in production: names the missing one and how to make it', async () => {
    await expectOneLine(
      { ...PRODUCTION, PAYMENT_SECRET: undefined },
      /^Seberang did not start: PAYMENT_SECRET must be set/,
      /openssl rand -base64 32/,
    );
  });

  it('the log notice sender in production: names NOTICE_SENDER and DEMO_NOTICE_LOG (issue #37)', async () => {
    const { generateBoardingPassKeyPem } = await import('../../server/boarding/signer');
    await expectOneLine(
      { ...PRODUCTION, BOARDING_PASS_KEY: generateBoardingPassKeyPem() },
      /NOTICE_SENDER unset or log/,
      /Set NOTICE_SENDER=whatsapp \(with PUBLIC_URL\), or DEMO_NOTICE_LOG=1/,
    );
  });

  it('a PORT that is not a port number', async () => {
    await expectOneLine({ PORT: 'eighty' }, /PORT must be a port number from 0 to 65535/, /'eighty'/);
  });

  it('a PORT already in use', async () => {
    const busy: Server = await new Promise((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
    });
    try {
      const { port } = busy.address() as { port: number };
      await expectOneLine({ PORT: String(port) }, new RegExp(`PORT ${port} on 127\\.0\\.0\\.1 is already in use`));
    } finally {
      busy.close();
    }
  });
});
