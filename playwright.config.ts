// Browser journeys on Debian's Chromium (never a downloaded browser) against the real server,
// started on a free port with a fresh embedded database.
import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROME_PATH)) {
  throw new Error(
    `No Chromium at ${CHROME_PATH}. Install Debian's browser with ` +
      '`sudo apt-get update && sudo apt-get install -y chromium`, or set CHROME_PATH to a Chromium/Chrome binary.',
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// Workers inherit the environment of the runner, which evaluates this file first.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'seberang-e2e-'));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The officer e2e/port.spec.ts logs in as, created by `npm run officer:create`'s command; its
 * password passes the staff rule (zxcvbn score ≥ 3, issue #21).
 */
export const E2E_OFFICER = { phone: '081199990001', name: 'Petugas Uji', password: 'Senja-Ombak-Tigaras-47' } as const;
/**
 * The admin e2e/operator.spec.ts logs in as (issue #22), created by `npm run staff:create -- --role
 * admin`'s command in the same data folder; its password passes the same staff rule.
 */
export const E2E_ADMIN = { phone: '081199990002', name: 'Admin Uji', password: 'Karang-Danau-Samosir-83' } as const;
/**
 * The cashier e2e/loket.spec.ts logs in as (issue #24), made by `npm run staff:create -- --role kasir
 * --port Tigaras` on the operator's server, where the same officer is made too.
 */
export const E2E_KASIR = { phone: '081199990003', name: 'Kasir Uji', password: 'Perahu-Loket-Tigaras-58' } as const;
/** The browser flags every project uses (the port spec adds the fake camera's). */
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// A second server for the Midtrans journey (e2e/midtrans.spec.ts): PAYMENT_PROVIDER=midtrans
// against the loopback Midtrans fake (tests/fakes/midtrans-server.ts), with its own database.
process.env.E2E_MIDTRANS_PORT ??= String(await freePort());
process.env.E2E_FAKE_MIDTRANS_PORT ??= String(await freePort());
process.env.E2E_MIDTRANS_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'seberang-e2e-midtrans-'));
const midtransPort = Number(process.env.E2E_MIDTRANS_PORT);
const fakeMidtransPort = Number(process.env.E2E_FAKE_MIDTRANS_PORT);
export const midtransBaseURL = `http://127.0.0.1:${midtransPort}`;
export const fakeMidtransURL = `http://127.0.0.1:${fakeMidtransPort}`;
const FAKE_MIDTRANS_SERVER_KEY = 'SB-Mid-server-e2e-fake';

// A server of its own for the operator's journey (e2e/operator.spec.ts, issue #22): it changes a
// fare, cancels a departure and adds one, which must not leak into the other journeys' prices and
// departures.
process.env.E2E_OPERATOR_PORT ??= String(await freePort());
process.env.E2E_OPERATOR_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'seberang-e2e-operator-'));
const operatorPort = Number(process.env.E2E_OPERATOR_PORT);
export const operatorBaseURL = `http://127.0.0.1:${operatorPort}`;

/**
 * The journey servers' environment. Every journey registers and logs in from 127.0.0.1: the
 * per-address hourly limits (issue #14) are raised through their documented variables, never by
 * exempting loopback.
 */
const SUITE_SERVER_ENV = {
  // Each journey server has its own fresh embedded database and in-memory limits, even where the
  // machine's PostgreSQL and Redis are exported for the server tests (CI): a shared database would
  // keep the previous run's officer and accounts.
  DATABASE_URL: '',
  REDIS_URL: '',
  RATE_LIMIT_ADDRESS_LOGIN: '10000',
  RATE_LIMIT_ADDRESS_CHECK_PHONE: '10000',
  RATE_LIMIT_ADDRESS_SEND_OTP: '10000',
  RATE_LIMIT_ADDRESS_VERIFY_OTP: '10000',
  RATE_LIMIT_ADDRESS_ACCOUNT: '10000',
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    ...devices['Pixel 7'],
    browserName: 'chromium',
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // The service worker (issue #11) answers pages from its precache and would hide requests from
    // page.route(): journeys run without it; e2e/offline.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROME_ARGS,
    },
  },
  // Started one after the other: the first builds dist/ when needed, the others reuse it.
  webServer: [
    {
      // The port journeys log in as an officer made by the real command (issue #10), created in
      // the fresh data folder before the server takes it; the password goes in on stdin (issue #21).
      command:
        `printf '%s\n' '${E2E_OFFICER.password}' | node node_modules/tsx/dist/cli.mjs server/auth/officers-cli.ts --phone ${E2E_OFFICER.phone} --name "${E2E_OFFICER.name}"` +
        ' && node scripts/start.mjs',
      url: `${baseURL}/api/route/get-all`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        NODE_ENV: 'test',
        ...SUITE_SERVER_ENV,
      },
    },
    {
      command: 'node --import tsx tests/fakes/midtrans-server.ts',
      // Answers 401 without the server key: up.
      url: `${fakeMidtransURL}/v2/ping/status`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        FAKE_MIDTRANS_PORT: String(fakeMidtransPort),
        FAKE_MIDTRANS_SERVER_KEY,
        FAKE_MIDTRANS_NOTIFICATION_URL: `${midtransBaseURL}/api/payment/midtrans/notification`,
      },
    },
    {
      // The plans-change journey (e2e/changes.spec.ts, issue #23) runs here: its admin cancels a
      // departure, its officer scans the moved ticket; both made by the real command.
      command:
        `printf '%s\n' '${E2E_ADMIN.password}' | node node_modules/tsx/dist/cli.mjs server/auth/officers-cli.ts --role admin --phone ${E2E_ADMIN.phone} --name "${E2E_ADMIN.name}"` +
        ` && printf '%s\n' '${E2E_OFFICER.password}' | node node_modules/tsx/dist/cli.mjs server/auth/officers-cli.ts --role petugas --phone ${E2E_OFFICER.phone} --name "${E2E_OFFICER.name}"` +
        ' && node scripts/start.mjs',
      url: `${midtransBaseURL}/api/route/get-all`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(midtransPort),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_MIDTRANS_DATA_DIR,
        NODE_ENV: 'test',
        ...SUITE_SERVER_ENV,
        LOG_LEVEL: 'warn',
        PAYMENT_PROVIDER: 'midtrans',
        MIDTRANS_SERVER_KEY: FAKE_MIDTRANS_SERVER_KEY,
        MIDTRANS_SNAP_URL: `${fakeMidtransURL}/snap`,
        MIDTRANS_API_URL: fakeMidtransURL,
      },
    },
    {
      // Its admin (and the booth journey's cashier and officer) are made by the real command, the
      // password on stdin.
      command:
        `printf '%s\n' '${E2E_ADMIN.password}' | node node_modules/tsx/dist/cli.mjs server/auth/officers-cli.ts --role admin --phone ${E2E_ADMIN.phone} --name "${E2E_ADMIN.name}"` +
        // The booth's journey (e2e/loket.spec.ts) runs here too: its cashier and an officer.
        ` && printf '%s\n' '${E2E_KASIR.password}' | node node_modules/tsx/dist/cli.mjs server/auth/officers-cli.ts --role kasir --port Tigaras --phone ${E2E_KASIR.phone} --name "${E2E_KASIR.name}"` +
        ` && printf '%s\n' '${E2E_OFFICER.password}' | node node_modules/tsx/dist/cli.mjs server/auth/officers-cli.ts --role petugas --phone ${E2E_OFFICER.phone} --name "${E2E_OFFICER.name}"` +
        ' && node scripts/start.mjs',
      url: `${operatorBaseURL}/api/route/get-all`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(operatorPort),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_OPERATOR_DATA_DIR,
        NODE_ENV: 'test',
        ...SUITE_SERVER_ENV,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
