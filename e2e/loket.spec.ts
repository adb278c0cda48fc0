// The booth at the port in a real browser (issue #24, "Done when"): a cashier made by `npm run
// staff:create -- --role kasir --port Tigaras` (see playwright.config.ts) logs in on the normal login
// screen and lands on /loket; opens the shift with a float; sells a car with 3 passengers for cash;
// prints the 58 mm receipt (a PDF). The officer's camera is then shown the QR read back out of that
// very PDF (e2e/support/pdf-image.ts): Tiket Sah → Naik Kapal; the manifest lists the ticket as Loket;
// the shift closes with the float plus the sale counted, a variance of Rp 0.
//
// The booth sells only today's departures that have not left. So that the journey holds at any hour,
// the admin first adds an extra departure from Tigaras today, about 40 minutes ahead; in the last
// 40 minutes of the Jakarta day there is no "later today" left and the journey is skipped (said so).
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH, E2E_ADMIN, E2E_KASIR, E2E_OFFICER, operatorBaseURL } from '../playwright.config';
import { addExtraDeparture, adminLogin, laterToday, passengerPage, plainRupiah, staffLogin } from './support/operator';
import { expectNoAxeViolations } from './support/order';
import { writeFakeVideo } from './support/fake-camera';
import { pdfImages } from './support/pdf-image';
import { jakartaDate, storedToken } from './support/search';

const Y4M = join(tmpdir(), `seberang-e2e-loket-qr-${process.pid}.y4m`);
writeFakeVideo(Y4M, null);

test.use({
  baseURL: operatorBaseURL,
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

/** Jakarta's wall clock now, as minutes since midnight. */
/** A page in its own browser context (the cashier's and the officer's phones). */
const ownPage = (browser: Browser) => passengerPage(browser, operatorBaseURL);

const verdict = (page: Page) => page.getByRole('alert', { name: 'Hasil pemeriksaan' });

test('a cashier sells a car with 3 passengers for cash, prints the receipt; the officer boards it; the shift balances', async ({
  page,
  browser,
}) => {
  // About 40 minutes from now, on a minute ending in 7 (never one of the timetable's).
  const time = laterToday(40, 7);
  test.skip(time === null, 'the booth sells only departures later today; none can be added in the last 40 minutes');
  const today = jakartaDate(0);

  // The admin adds today's departure the booth will sell.
  await adminLogin(page, E2E_ADMIN);
  await addExtraDeparture(page, {
    from: 'Tigaras',
    to: 'Simanindo',
    date: today,
    time: time!,
    ship: 'KMP Sumut I',
    reason: 'Uji loket',
  });

  // The cashier lands on /loket and opens the shift.
  const cashier = await ownPage(browser);
  await staffLogin(cashier, E2E_KASIR, /\/loket$/);
  await expect(cashier.getByRole('heading', { level: 1, name: 'Loket' })).toBeVisible();
  const float = 200_000;
  await cashier.getByLabel('Uang Awal').fill(String(float));
  await cashier.getByRole('button', { name: 'Buka Shift' }).click();

  // Jual Tiket: the extra departure, a Golongan IV car, its driver and 3 adults, cash.
  await expect(cashier.getByRole('heading', { name: 'Jual Tiket' })).toBeVisible();
  const departure = cashier.getByLabel('Keberangkatan', { exact: true });
  const option = departure.locator('option', { hasText: new RegExp(`^${time}`) });
  await expect(option).toHaveCount(1);
  await departure.selectOption((await option.getAttribute('value'))!);
  const vehicle = cashier.getByLabel('Golongan Kendaraan').locator('option', { hasText: /Golongan IV\b/ });
  await expect(vehicle).toHaveCount(1);
  await cashier.getByLabel('Golongan Kendaraan').selectOption((await vehicle.getAttribute('value'))!);
  await cashier.getByLabel('Nomor Kendaraan').fill('BK 4321 LK');
  await cashier.getByLabel('Nama Pengemudi').fill('Sopir Loket');
  await cashier.getByLabel('Nomor HP Pengemudi').fill('081277788899');
  await cashier.getByLabel('Usia Pengemudi').fill('41');
  await cashier.getByLabel('Domisili Pengemudi').fill('Pematangsiantar');
  await cashier.getByRole('radio', { name: /^Laki/ }).check();
  await cashier.getByLabel('Jumlah Dewasa').fill('3');
  await cashier.getByRole('radio', { name: 'Tunai' }).check();
  const total = Number(plainRupiah(await cashier.getByTestId('loket-total').textContent()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);
  const received = Math.ceil(total / 50_000) * 50_000 + 50_000;
  await cashier.getByLabel('Uang Diterima', { exact: true }).fill(String(received));
  await expect(cashier.getByTestId('loket-change')).toContainText(
    new Intl.NumberFormat('id-ID').format(received - total),
  );
  await expectNoAxeViolations(cashier);
  await cashier.getByRole('button', { name: 'Jual Tiket' }).click();
  await expect(cashier.getByRole('heading', { name: 'Tiket Terjual' })).toBeVisible();
  const invoice = (await cashier.getByText(/^INV-\d{8}-\d{6}$/).textContent())!.trim();

  // Cetak Tiket: the 58 mm receipt is a PDF carrying the boarding-pass QR.
  const [download] = await Promise.all([
    cashier.waitForEvent('download'),
    cashier.getByRole('button', { name: 'Cetak Tiket 58 mm' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`tiket-${invoice}-58mm.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const qr = pdfImages(pdf)
    .filter((i) => i.width === i.height && i.grey.some((g) => g < 128))
    .sort((a, b) => b.width - a.width)[0];
  expect(qr, 'the receipt carries a QR image').toBeDefined();
  writeFakeVideo(Y4M, qr!);

  // The ticket's departure id, for the officer's scanner (the cashier's own API answer).
  const token = await storedToken(cashier);
  const deps = (await (
    await cashier.request.get('/api/loket/departures', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { data: { departures: Array<{ id: number; issuedTime: string }> } };
  const scheduleId = deps.data.departures.find((d) => d.issuedTime.startsWith(time!))!.id;

  // The officer holds the printed QR up to the camera: Tiket Sah → Naik Kapal.
  const officer = await ownPage(browser);
  await staffLogin(officer, E2E_OFFICER, /\/petugas$/);
  await officer.goto(`/petugas/pindai?jadwal=${scheduleId}`);
  await expect(officer.getByText(/^Keberangkatan: Tigaras → Simanindo/)).toBeVisible();
  await officer.getByRole('button', { name: 'Pindai dengan Kamera' }).click();
  await expect(verdict(officer).getByRole('heading', { name: 'Tiket Sah' })).toBeVisible({ timeout: 20_000 });
  await expect(officer.getByText('BK 4321 LK')).toBeVisible();
  await officer.getByRole('button', { name: 'Naik Kapal' }).click();
  await expect(verdict(officer).getByRole('heading', { name: 'Sudah Naik Kapal' })).toBeVisible();

  // The manifest lists it as sold at the booth.
  await officer.goto(`/petugas/manifes/${scheduleId}`);
  const vehicles = officer.getByRole('region', { name: 'Kendaraan' });
  await expect(vehicles).toContainText('BK 4321 LK');
  await expect(vehicles.getByText('Loket', { exact: true })).toBeVisible();

  // Tutup Shift: the float plus the sale is in the drawer, so the variance is zero.
  await cashier.getByRole('link', { name: 'Shift' }).click();
  await cashier.getByLabel('Uang Dihitung').fill(String(float + total));
  await expectNoAxeViolations(cashier);
  await cashier.getByRole('button', { name: 'Tutup Shift' }).click();
  await expect(cashier.getByTestId('loket-variance')).toHaveText(/Selisih\s*Rp\s*0$/);
});
