// The port side in a real browser (issue #10): an officer made by `npm run officer:create` (see
// playwright.config.ts) logs in on the normal login screen, scans a paid ticket's QR through
// Chromium's fake camera, checks it in, and a second scan is refused; the same by typing the
// invoice number; a check-in made without network is queued and synced; the manifest PDF carries
// the plate; the passenger then sees "Sudah check-in".
//
// The fake camera plays a .y4m file (YUV4MPEG2: a text header, then raw 4:2:0 frames) that this
// spec writes from the QR matrix of the ticket's boarding pass; no binary is committed.
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH, E2E_OFFICER } from '../playwright.config';
import { registerAndLogin } from './support/account';
import { qrImage, writeFakeVideo } from './support/fake-camera';
import { expectNoAxeViolations, transactions, type TransactionItem } from './support/order';
import { firstDeparture, jakartaDate, placePaidOrder, portIds, storedToken } from './support/search';

const Y4M = join(tmpdir(), `seberang-e2e-qr-${process.pid}.y4m`);
/** The fake camera shows the QR of `text` (null: a blank page). */
const writeQrVideo = (text: string | null) => writeFakeVideo(Y4M, text ? qrImage(text) : null);
writeQrVideo(null);

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: CHROME_PATH,
    args: [
      ...CHROME_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${Y4M}`,
    ],
  },
});

type Ticket = { id: number; scheduleId: number; invoiceId: string; boardingPass: string; passenger: Page };

/**
 * What pesan-tiket sends after '+' is tapped twice for Dewasa and nobody is named (issue #21): the
 * order of `page`'s user for `scheduleId` with two unnamed Dewasa, paid on the payment page with
 * 'Bayar' as a user does. Returns the paid transaction's id.
 */
async function placePaidOrderWithTwoUnnamedAdults(page: Page, scheduleId: number): Promise<number> {
  const token = await storedToken(page);
  const auth = { Authorization: `Bearer ${token}` };
  const get = async <T>(path: string) =>
    ((await (await page.request.get(path, { headers: auth })).json()) as { data: T }).data;
  const { passengers } = await get<{ passengers: Array<{ id: number; feeType: string }> }>('/api/passenger/get-all');
  const { vehicles } = await get<{ vehicles: Array<{ id: number }> }>('/api/vehicle/get-all');
  if (!(await page.context().cookies()).some((c) => c.name === 'XSRF-TOKEN'))
    await page.request.get('/api/route/get-all');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const order = await page.request.post('/api/transaction/order', {
    headers: { ...auth, 'X-XSRF-TOKEN': xsrf },
    data: {
      plate_number: 'BK 2121 TN',
      driver: {
        name: 'Pengemudi Lain',
        phoneNumber: '081298765432',
        age: 35,
        domicile: 'Medan',
        gender: 'Laki - Laki',
      },
      passengers: [{ passengerId: passengers.find((t) => t.feeType === 'DEWASA')!.id, amount: 2 }],
      schedule: scheduleId,
      vehicle: vehicles[0]!.id,
    },
  });
  expect(order.status(), await order.text()).toBe(202);
  let open: TransactionItem | undefined;
  await expect
    .poll(
      async () => {
        open = (await transactions(page, token, 'isActive=true&paid=false&page=0&size=5')).find(
          (t) => t.schedule.id === scheduleId && t.paymentUrl,
        );
        return open?.paymentUrl ?? null;
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();
  await page.goto(open!.paymentUrl!);
  await page.getByRole('button', { name: 'Bayar' }).click();
  await expect
    .poll(
      async () =>
        (await transactions(page, token, 'isActive=true&paid=true&page=0&size=5')).some((t) => t.id === open!.id),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  return open!.id;
}

/** A passenger (own browser context) with a paid ticket on tomorrow's first open departure Simanindo → Tigaras. */
async function paidTicket(browser: Browser, baseURL: string, twoUnnamedAdults = false): Promise<Ticket> {
  const passenger = await (
    await browser.newContext({ baseURL, locale: 'id-ID', timezoneId: 'Asia/Jakarta' })
  ).newPage();
  await registerAndLogin(passenger);
  const ports = await portIds(passenger.request);
  const dep = await firstDeparture(passenger.request, jakartaDate(1), ports.simanindo, ports.tigaras);
  const id = twoUnnamedAdults
    ? await placePaidOrderWithTwoUnnamedAdults(passenger, dep.id)
    : await placePaidOrder(passenger, dep.id);
  const token = await storedToken(passenger);
  const detail = (await (
    await passenger.request.get(`/api/transaction/get/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    data: { invoiceId: string; boardingPass: string };
  };
  return {
    id,
    scheduleId: dep.id,
    invoiceId: detail.data.invoiceId,
    boardingPass: detail.data.boardingPass,
    passenger,
  };
}

async function officerLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nomor HP', { exact: true }).fill(E2E_OFFICER.phone);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(E2E_OFFICER.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/petugas$/);
  await expect(page.getByRole('heading', { name: 'Petugas Dermaga' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Keberangkatan hari ini/ })).toBeVisible();
  // The officer's own navigation (issue #21): "Akun" is the officer's page, not the passenger area.
  await expect(
    page.getByRole('navigation', { name: 'Navigasi petugas' }).getByRole('link', { name: 'Akun' }),
  ).toHaveAttribute('href', '/petugas/akun');
}

async function openScanner(page: Page, scheduleId: number): Promise<void> {
  await page.goto(`/petugas/pindai?jadwal=${scheduleId}`);
  await expect(page.getByText(/^Keberangkatan: Simanindo → Tigaras/)).toBeVisible();
}

const verdict = (page: Page) => page.getByRole('alert', { name: 'Hasil pemeriksaan' });

test('an officer scans a paid ticket through the camera, checks it in, and a second scan is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  const ticket = await paidTicket(browser, baseURL!);
  writeQrVideo(ticket.boardingPass);
  await officerLogin(page);
  await openScanner(page, ticket.scheduleId);

  await page.getByRole('button', { name: 'Pindai dengan Kamera' }).click();
  await expect(verdict(page).getByRole('heading', { name: 'Tiket Sah' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/BK \d+ ZZ/)).toBeVisible();
  await expect(page.getByText('Pengemudi Lain, 35 tahun')).toBeVisible();
  await expectNoAxeViolations(page);
  if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: 'docs/screenshots/pindai-verdict.png' });

  await page.getByRole('button', { name: 'Naik Kapal' }).click();
  await expect(verdict(page).getByRole('heading', { name: 'Sudah Naik Kapal' })).toBeVisible();

  await page.getByRole('button', { name: 'Pindai Berikutnya' }).click();
  await expect(verdict(page).getByRole('heading', { name: 'Ditolak' })).toBeVisible({ timeout: 20_000 });
  await expect(verdict(page)).toContainText(`Sudah check-in pukul`);
  await expect(verdict(page)).toContainText(`oleh ${E2E_OFFICER.name}.`);
  await expect(page.getByRole('button', { name: 'Naik Kapal' })).toHaveCount(0);

  // The passenger's ticket now says so.
  await ticket.passenger.goto(`/tiket-detail/${ticket.id}`);
  await expect(ticket.passenger.getByRole('heading', { name: 'Sudah check-in' })).toBeVisible();
});

test('the same by typing the invoice number', async ({ page, browser, baseURL }) => {
  const ticket = await paidTicket(browser, baseURL!);
  await officerLogin(page);
  await expectNoAxeViolations(page);
  await openScanner(page, ticket.scheduleId);
  // A full tap target for one hand in sunlight (issue #21: it was drawn about 10 px tall).
  for (const control of [page.getByLabel('Nomor Referensi'), page.getByRole('button', { name: 'Periksa' })])
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await page.getByLabel('Nomor Referensi').fill(ticket.invoiceId.toLowerCase());
  await page.getByRole('button', { name: 'Periksa' }).click();
  await expect(verdict(page).getByRole('heading', { name: 'Tiket Sah' })).toBeVisible();
  await page.getByRole('button', { name: 'Naik Kapal' }).click();
  await expect(verdict(page).getByRole('heading', { name: 'Sudah Naik Kapal' })).toBeVisible();
  await page.getByRole('button', { name: 'Pindai Berikutnya' }).click();
  await page.getByLabel('Nomor Referensi').fill(ticket.invoiceId);
  await page.getByRole('button', { name: 'Periksa' }).click();
  await expect(verdict(page).getByRole('heading', { name: 'Ditolak' })).toBeVisible();
  await expect(verdict(page)).toContainText('Sudah check-in pukul');
});

test('a check-in without network is queued and synced when the network is back; the manifest PDF has the plate', async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  const ticket = await paidTicket(browser, baseURL!);
  await officerLogin(page);
  await openScanner(page, ticket.scheduleId);

  await context.setOffline(true);
  // The officer's own offline text (issue #21), not the passenger's.
  await expect(page.getByText(/^Pemeriksaan tiket tetap berjalan dengan manifes yang tersimpan/)).toBeVisible();
  await page.getByLabel('Nomor Referensi').fill(ticket.invoiceId);
  await page.getByRole('button', { name: 'Periksa' }).click();
  await expect(verdict(page).getByRole('heading', { name: 'Tiket Sah' })).toBeVisible();
  await page.getByRole('button', { name: 'Naik Kapal' }).click();
  await expect(verdict(page).getByRole('heading', { name: 'Tercatat (offline)' })).toBeVisible();
  await expect(page.getByText('1 check-in menunggu sinkronisasi.')).toBeVisible();

  await context.setOffline(false);
  // The sync says it is done (issue #21), instead of the waiting line just vanishing.
  await expect(page.getByRole('status').filter({ hasText: 'Semua check-in tersinkron' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('1 check-in menunggu sinkronisasi.')).toHaveCount(0);
  await ticket.passenger.goto(`/tiket-detail/${ticket.id}`);
  await expect(ticket.passenger.getByRole('heading', { name: 'Sudah check-in' })).toBeVisible();

  await page.goto(`/petugas/manifes/${ticket.scheduleId}`);
  await expect(page.getByRole('region', { name: 'Kendaraan' })).toContainText(
    /BK \d+ ZZ · Pengemudi Lain \(35 tahun\) · sudah naik/,
  );
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Unduh PDF' }).click(),
  ]);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/BK \d+ ZZ/);
});

test('the same ticket checked in on two offline phones: the earlier scan wins, the other phone shows a conflict', async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  const ticket = await paidTicket(browser, baseURL!);
  const otherContext = await browser.newContext({ baseURL, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const other = await otherContext.newPage();
  for (const phone of [page, other]) {
    await officerLogin(phone);
    await openScanner(phone, ticket.scheduleId);
  }
  await context.setOffline(true);
  await otherContext.setOffline(true);
  for (const phone of [page, other]) {
    await phone.getByLabel('Nomor Referensi').fill(ticket.invoiceId);
    await phone.getByRole('button', { name: 'Periksa' }).click();
    await phone.getByRole('button', { name: 'Naik Kapal' }).click();
    await expect(verdict(phone).getByRole('heading', { name: 'Tercatat (offline)' })).toBeVisible();
  }
  await context.setOffline(false);
  await expect(page.getByText('1 check-in menunggu sinkronisasi.')).toHaveCount(0, { timeout: 20_000 });
  await otherContext.setOffline(false);
  await expect(other.getByRole('heading', { name: 'Konflik sinkronisasi' })).toBeVisible({ timeout: 20_000 });
  await expect(other.getByText(new RegExp(`^${ticket.invoiceId}: Konflik: Sudah check-in pukul`))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Konflik sinkronisasi' })).toHaveCount(0);
  await otherContext.close();
});

test('two Dewasa paid for without names are in the verdict and counted on the manifest (issue #21)', async ({
  page,
  browser,
  baseURL,
}) => {
  const ticket = await paidTicket(browser, baseURL!, true);
  await officerLogin(page);
  await openScanner(page, ticket.scheduleId);
  await page.getByLabel('Nomor Referensi').fill(ticket.invoiceId);
  await page.getByRole('button', { name: 'Periksa' }).click();
  await expect(verdict(page).getByRole('heading', { name: 'Tiket Sah' })).toBeVisible();
  const card = page.getByRole('region', { name: ticket.invoiceId });
  await expect(card.getByText('2 penumpang dewasa tanpa nama')).toBeVisible();
  await expect(card.getByText('3 (termasuk pengemudi)')).toBeVisible();
  await expect(page.getByText('Tidak ada penumpang selain pengemudi.')).toHaveCount(0);

  await page.goto(`/petugas/manifes/${ticket.scheduleId}`);
  await expect(page.getByRole('region', { name: 'Penumpang' })).toContainText(
    '2 penumpang dewasa tanpa nama · BK 2121 TN',
  );
  // The head count is everyone paid for: one CSV row per person, this ticket's 3 among them.
  const booked = page.getByText(/^\d+ \/ \d+$/);
  await expect(booked).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Unduh CSV' }).click(),
  ]);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n').slice(1);
  expect(Number((await booked.textContent())!.split(' / ')[0])).toBe(lines.length);
  const rows = lines.filter((r) => r.includes(ticket.invoiceId));
  expect(rows).toHaveLength(3);
  expect(rows.filter((r) => r.includes(',Penumpang (Dewasa),tanpa nama,'))).toHaveLength(2);
});
