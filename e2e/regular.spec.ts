// A regular's journey (issue #40 item 2, Done-when): the first booking saves its vehicle and two
// travellers with the box 'Simpan kendaraan dan penumpang untuk pesanan berikutnya'; the second,
// by Pesan Lagi from Riwayat, needs only the date and Konfirmasi. Against the real server, on a
// phone viewport; the payment is the simulator's, as in e2e/order.spec.ts. Pesan Lagi offers a past
// or cancelled ticket, so the paid first ticket is cancelled (Batalkan Tiket) before it.
import { expect, test } from '@playwright/test';
import { registerAndLogin } from './support/account';
import { jakartaDate, scheduleCards, searchFromBeranda, skipSplash } from './support/search';
import { dismissProfilePrompt, expectNoAxeViolations, fillBooking, nextPlate, session } from './support/order';

const PAYMENT_PAGE = /\/api\/payment\/simulator\/sim_/;

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

test('a regular saves the vehicle and two travellers on the first booking; Pesan Lagi needs only the date and Konfirmasi', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const account = await registerAndLogin(page);
  const plate = nextPlate();

  // 1. The first booking: a car, the driver, two named travellers, and the box ticked.
  await dismissProfilePrompt(page);
  await searchFromBeranda(page, { from: 'Simanindo', to: 'Tigaras', date: jakartaDate(2) });
  await scheduleCards(page).first().getByRole('button', { name: 'Pilih Tiket' }).click();
  await expect(page).toHaveURL(/\/pesan-tiket\/\d+$/);
  await fillBooking(page, {
    plate,
    vehicleClass: 'Golongan IV',
    sameAsBooker: true,
    driver: { age: '40', gender: 'Laki - laki', domicile: 'Medan' },
    named: [
      { type: 'DEWASA', name: 'Sari Sitorus', age: '34', domicile: 'Medan' },
      { type: 'ANAK-ANAK', name: 'Tigor Sitorus', age: '3', domicile: 'Medan' },
    ],
  });
  const box = page.getByRole('checkbox', { name: 'Simpan kendaraan dan penumpang untuk pesanan berikutnya' });
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByLabel('Jenis Kelamin Sari Sitorus').selectOption('Perempuan');
  await page.getByLabel('Jenis Kelamin Tigor Sitorus').selectOption('Laki - Laki');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
  await expect(page).toHaveURL(/\/konfirmasi-pesanan$/);
  const confirm = page.getByRole('button', { name: 'Konfirmasi' });
  await expect(confirm).toBeEnabled({ timeout: 15_000 });
  await confirm.click();
  await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Bayar' }).click();
  await expect(page).toHaveURL(/\/tiket-saya$/);

  // Saved on the account: the vehicle and both travellers.
  const { token } = await session(page);
  const auth = { Authorization: `Bearer ${token}` };
  const vehicles = await (await page.request.get('/api/profile/vehicles', { headers: auth })).json();
  expect(vehicles.data.vehicles).toEqual([
    expect.objectContaining({ plateNumber: plate, vehicleClass: 'Golongan IV' }),
  ]);
  const travellers = await (await page.request.get('/api/profile/travellers', { headers: auth })).json();
  expect(travellers.data.travellers.map((t: { name: string }) => t.name)).toEqual(['Sari Sitorus', 'Tigor Sitorus']);

  // …and on Akun: Kendaraan Saya and Penumpang Tersimpan.
  await page.goto('/account');
  await page.getByRole('link', { name: 'Kendaraan Saya' }).click();
  await expect(page.getByRole('list', { name: 'Kendaraan Saya' })).toContainText(plate);
  await page.goto('/penumpang-tersimpan');
  const saved = page.getByRole('list', { name: 'Penumpang Tersimpan' });
  await expect(saved).toContainText('Sari Sitorus');
  await expect(saved).toContainText('Tigor Sitorus');
  await expectNoAxeViolations(page);

  // Plans changed: the ticket is cancelled, which is what offers Pesan Lagi.
  await page.goto('/tiket-saya');
  await page.getByRole('link', { name: /INV-/ }).first().click();
  await page.getByRole('button', { name: 'Batalkan Tiket' }).click();
  await page
    .getByRole('dialog', { name: 'Batalkan Tiket' })
    .getByRole('button', { name: 'Ya, Batalkan Tiket' })
    .click();
  await expect(page.getByText('Tiket dibatalkan.', { exact: false })).toBeVisible();

  // 2. Pesan Lagi from Riwayat: choose the date and the departure, then Konfirmasi.
  await page.goto('/riwayat-transaksi');
  await page.getByRole('button', { name: 'Pesan Lagi' }).first().click();
  await expect(page).toHaveURL(/\/daftar-tiket\?.*pesanLagi=\d+/);
  const later = jakartaDate(4);
  await page
    .getByRole('tablist', { name: 'Tanggal keberangkatan' })
    .getByRole('tab', { name: new RegExp(` ${Number(later.slice(8))}( |$)`) })
    .click();
  await scheduleCards(page).first().getByRole('button', { name: 'Pilih Tiket' }).click();
  await expect(page).toHaveURL(/\/pesan-tiket\/\d+$/);
  await expect(page.getByLabel('Nomor Kendaraan')).toHaveValue(plate);
  await expect(page.getByLabel('Nama Pengemudi')).toHaveValue(account.name);
  const people = page.getByRole('list', { name: 'Daftar penumpang' });
  await expect(people).toContainText('Sari Sitorus');
  await expect(people).toContainText('Tigor Sitorus');
  const next = page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(/\/konfirmasi-pesanan$/);
  await expect(page.getByText(`Golongan IV · ${plate}`)).toBeVisible();
  await expect(confirm).toBeEnabled({ timeout: 15_000 });
  await confirm.click();
  await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 20_000 });
});
