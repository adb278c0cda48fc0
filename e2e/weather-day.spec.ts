// A weather day in a few clicks (issue #38, "Done when"), on TWO instances of the server sharing one
// PostgreSQL database — as a ferry office runs it behind a load balancer:
// 1. On instance A, the admin ticks every departure of tomorrow afternoon (12:00 onwards) and holds
//    them at once: the impact (tickets, notices, the money at stake) shows before the confirmation.
// 2. The admin delays tomorrow's 09:45 from Simanindo by 40 minutes (Undur Keberangkatan).
// 3. The passengers, served by instance B, get their notices (the log sender; /api/dev/notices):
//    the held sailing's closure and the delay with its new time.
// 4. The held sailing's passenger opens tiket-detail on B: the closure (status, reason, the two
//    choices) comes before any QR; the delayed one's passenger reads the new time before the pass.
// 5. Riwayat Perubahan, read on B, says it in words: the departures by day, time and direction.
//
// Two instances need a shared PostgreSQL (PGlite is one process's): the spec runs where the runner
// has DATABASE_URL (CI exports the machine's) and is skipped, saying why, on a machine without one.
// Each run makes its own database and drops it afterwards; both instances share one data folder
// (the generated secrets and boarding-pass key), as several instances share theirs in production.
import { expect, test, type Page } from '@playwright/test';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { E2E_ADMIN } from '../playwright.config';
import { registerAndLogin } from './support/account';
import { adminLogin, openConsolePage, passengerPage } from './support/operator';
import { expectNoAxeViolations, payViaApi, placeUnpaidOrder, session } from './support/order';
import { jakartaDate, portIds } from './support/search';

const BASE_DB = process.env.DATABASE_URL ?? '';
test.skip(!/^postgres(ql)?:\/\//.test(BASE_DB), 'two instances need a shared PostgreSQL (DATABASE_URL)');

const DB_NAME = `seberang_e2e_weather_${process.pid}_${Date.now()}`;
const dbUrl = () => {
  const url = new URL(BASE_DB);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'seberang-e2e-weather-'));
const instances: ChildProcess[] = [];
let baseA = '';
let baseB = '';

const serverEnv = (port: number) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  DATABASE_URL: dbUrl(),
  REDIS_URL: '',
  STATIC_DIR: 'dist',
  RATE_LIMIT_ADDRESS_LOGIN: '10000',
  RATE_LIMIT_ADDRESS_CHECK_PHONE: '10000',
  RATE_LIMIT_ADDRESS_SEND_OTP: '10000',
  RATE_LIMIT_ADDRESS_VERIFY_OTP: '10000',
  RATE_LIMIT_ADDRESS_ACCOUNT: '10000',
});

/** Starts one instance of the server on a free port and waits until it answers. */
async function startInstance(): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: serverEnv(port),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  instances.push(child);
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${base}/api/route/get-all`).catch(() => null))?.status ?? 0, {
      message: `instance on ${port}`,
      timeout: 120_000,
      intervals: [500],
    })
    .toBe(200);
  return base;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const admin = new pg.Client({ connectionString: BASE_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  // The first instance migrates and seeds; then the admin is made by the real command; then the second.
  baseA = await startInstance();
  execFileSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'server/auth/officers-cli.ts',
      '--role',
      'admin',
      '--phone',
      E2E_ADMIN.phone,
      '--name',
      E2E_ADMIN.name,
    ],
    { input: `${E2E_ADMIN.password}\n`, env: serverEnv(0), stdio: ['pipe', 'inherit', 'inherit'] },
  );
  baseB = await startInstance();
});

test.afterAll(async () => {
  await Promise.all(
    instances.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  if (!BASE_DB) return;
  const admin = new pg.Client({ connectionString: BASE_DB });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.end();
});

type Departure = { id: number; issuedTime: string };

/** Tomorrow's departures of one direction, from the passengers' search on `page`'s instance. */
async function tomorrowFrom(page: Page, from: number, to: number): Promise<Departure[]> {
  const response = await page.request.get(
    `/api/schedule/get-all/${jakartaDate(1)}?fromRoute=${from}&toRoute=${to}&page=0&size=50`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { schedules: Departure[] } }).data.schedules;
}

/** A passenger on instance B with a paid ticket of `scheduleId`. */
async function paidPassenger(browser: import('@playwright/test').Browser, scheduleId: number) {
  const page = await passengerPage(browser, baseB);
  const account = await registerAndLogin(page);
  const { token } = await session(page);
  const order = await placeUnpaidOrder(page, token, scheduleId, 'Golongan IV');
  await payViaApi(page, order.paymentUrl!);
  return { page, account, ticketId: order.id };
}

async function noticesOf(page: Page, phone: string): Promise<{ kind: string; params: Record<string, string> }[]> {
  const response = await page.request.get(`/api/dev/notices?phone=${phone}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { notices: { kind: string; params: Record<string, string> }[] } }).data
    .notices;
}

test('on two instances: tomorrow afternoon held at once with the impact first, one departure 40 minutes later, the passengers told, the closure before any QR, the log in words', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // The admin's browser talks to instance A only; the passengers' to instance B only.
  const page = await passengerPage(browser, baseA);
  const ports = await portIds(page.request);
  const simanindo = await tomorrowFrom(page, ports.simanindo, ports.tigaras);
  const held = simanindo.find((d) => d.issuedTime === '13:30:00')!;
  const delayed = simanindo.find((d) => d.issuedTime === '09:45:00')!;
  expect(held && delayed).toBeTruthy();

  // The passengers buy on instance B.
  const onHeld = await paidPassenger(browser, held.id);
  const onDelayed = await paidPassenger(browser, delayed.id);

  await test.step('1. on instance A the admin holds every departure of tomorrow afternoon at once, the impact first', async () => {
    await adminLogin(page, E2E_ADMIN);
    await openConsolePage(page, 'Keberangkatan');
    await page.getByLabel('Tanggal', { exact: true }).fill(jakartaDate(1));
    await expect(page.getByRole('row', { name: 'Simanindo → Tigaras 13:30 WIB' })).toBeVisible();
    const afternoon = page.getByRole('checkbox', { name: /^Pilih (1[2-9]|2\d):\d\d WIB / });
    // The seeded timetable: seven sailings each way from 12:15 on.
    const count = await afternoon.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++) await afternoon.nth(i).check();
    const bar = page.getByRole('region', { name: 'Keberangkatan dipilih' });
    await expect(bar).toContainText(`${count} keberangkatan dipilih`);
    await bar.getByRole('button', { name: 'Tahan Keberangkatan' }).click();
    const dialog = page.getByRole('dialog', { name: `Tahan Keberangkatan: ${count} keberangkatan` });
    const impact = dialog.getByRole('list', { name: 'Dampak' });
    await expect(impact).toContainText(`${count} keberangkatan, 1 tiket`);
    await expect(impact).toContainText('1 pemberitahuan WhatsApp');
    await expect(impact).toContainText('jika semua memilih refund');
    await dialog.getByLabel('Alasan').selectOption({ label: 'Cuaca / izin Syahbandar' });
    await dialog.getByLabel('Keterangan').fill('Angin kencang sore hari, Syahbandar menahan izin');
    await dialog.getByLabel('Kecepatan angin (knot)').fill('28');
    await dialog.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(dialog.getByText(`Yakin tahan keberangkatan untuk ${count} keberangkatan?`)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Ya, Tahan Keberangkatan' }).click();
    await expect(dialog.getByText(`${count} keberangkatan ditahan`)).toBeVisible();
    await expect(dialog.getByText('1 pemberitahuan dikirim ke antrean')).toBeVisible();
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(
      page.getByRole('row', { name: 'Simanindo → Tigaras 13:30 WIB' }).getByText('Ditahan', { exact: true }),
    ).toBeVisible();
  });

  await test.step('2. the admin delays 09:45 from Simanindo by 40 minutes', async () => {
    const row = page.getByRole('row', { name: 'Simanindo → Tigaras 09:45 WIB' });
    await row.getByRole('button', { name: 'Tindakan' }).click();
    await row.getByRole('menuitem', { name: 'Undur Keberangkatan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Undur Keberangkatan: Simanindo → Tigaras 09:45 WIB' });
    await dialog.getByLabel('Diundur (menit)').fill('40');
    await expect(dialog.getByText(/^Jam baru: .*10:25 WIB$/)).toBeVisible();
    await dialog.getByLabel('Alasan').selectOption({ label: 'Cuaca / izin Syahbandar' });
    await dialog.getByLabel('Keterangan').fill('Menunggu angin reda');
    await dialog.getByLabel('Kecepatan angin (knot)').fill('22');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Undur Keberangkatan' }).click();
    await expect(dialog.getByRole('status')).toContainText(
      'Keberangkatan diundur ke 10:25 WIB (semula 09:45 WIB, 40 menit). 1 pemberitahuan WhatsApp dikirim ke penumpang.',
    );
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(page.getByRole('row', { name: 'Simanindo → Tigaras 10:25 WIB' })).toContainText(
      'Diundur 40 menit (semula 09:45 WIB)',
    );
  });

  await test.step('3. the passengers get their notices (instance B reads the shared queue)', async () => {
    const heldNotice = (await noticesOf(onHeld.page, onHeld.account.phone)).find((n) => n.kind === 'departure_closed');
    expect(heldNotice?.params).toMatchObject({ status: 'ditahan', time: '13:30 WIB' });
    expect(heldNotice?.params.reason).toBe(
      'Cuaca / izin Syahbandar (angin 28 knot): Angin kencang sore hari, Syahbandar menahan izin',
    );
    expect(heldNotice?.params.link).toMatch(new RegExp(`/tiket-detail/${onHeld.ticketId}$`));
    const delayNotice = (await noticesOf(onDelayed.page, onDelayed.account.phone)).find(
      (n) => n.kind === 'departure_delayed',
    );
    expect(delayNotice?.params).toMatchObject({ time: '09:45 WIB', newTime: '10:25 WIB' });
  });

  await test.step('4. tiket-detail on B: the closure before any QR; the delay before the pass', async () => {
    const passenger = onHeld.page;
    await passenger.goto(`/tiket-detail/${onHeld.ticketId}`);
    const closure = passenger.getByRole('heading', { name: 'Ditahan oleh operator', level: 2 });
    await expect(closure).toBeVisible();
    const card = passenger.locator('section', { has: closure });
    await expect(card).toContainText('Angin kencang sore hari');
    await expect(card.getByRole('button', { name: 'Ajukan Refund' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Ubah Jadwal' })).toBeVisible();
    const qr = passenger.getByRole('img', { name: /Kode QR/ });
    const [cardBox, qrBox] = [await card.boundingBox(), await qr.boundingBox()];
    expect(qrBox === null || (cardBox !== null && cardBox.y < qrBox.y)).toBe(true);
    await expect(passenger.getByText('Tiket sudah dikirim ke WhatsApp Anda.')).toHaveCount(0);
    await expectNoAxeViolations(passenger);

    await onDelayed.page.goto(`/tiket-detail/${onDelayed.ticketId}`);
    const delay = onDelayed.page.getByRole('heading', { name: 'Jadwal Keberangkatan Berubah', level: 2 });
    await expect(delay).toBeVisible();
    await expect(onDelayed.page.locator('section', { has: delay })).toContainText('10:25 WIB');
  });

  await test.step('5. Riwayat Perubahan on B reads in words', async () => {
    const admin = await passengerPage(browser, baseB);
    await adminLogin(admin, E2E_ADMIN);
    await openConsolePage(admin, 'Riwayat Perubahan');
    await expect(admin.getByText('Keberangkatan diundur').first()).toBeVisible();
    await expect(admin.getByText('Keberangkatan ditahan').first()).toBeVisible();
    await expect(admin.getByText(/Simanindo → Tigaras/).first()).toBeVisible();
    await expect(admin.getByText(/Diundur 40 menit dari/).first()).toBeVisible();
    await expect(admin.getByText(/Keberangkatan #\d+/)).toHaveCount(0);
    await expectNoAxeViolations(admin);
  });
});
