// Order and payment journeys against the real server (spec §2 pesan-tiket, konfirmasi-pesanan,
// tiket-saya, riwayat-transaksi, tiket-detail), on a phone viewport, with axe checks.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { registerAndLogin } from './support/account';
import { jakartaDate, portIds, scheduleCards, searchFromBeranda, skipSplash } from './support/search';
import {
  departures,
  dismissProfilePrompt,
  exhaustDeparture,
  expectNoAxeViolations,
  fillBooking,
  otherUser,
  placeUnpaidOrder,
  scheduleQty,
  session,
  transactions,
  type Booking,
} from './support/order';

const rupiah = (text: string | null) => (text ?? '').replace(/[\u00A0\u202F]/g, ' ').trim();
const PAYMENT_PAGE = /\/api\/payment\/simulator\/sim_/;

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

/** The total shown on konfirmasi-pesanan ('Rp 252.900'). */
async function shownTotal(page: Page): Promise<string> {
  return rupiah(await page.getByTestId('order-total').textContent());
}

/** The total on the simulated payment page (the server's price of the transaction). */
async function paymentPageTotal(page: Page): Promise<string> {
  return rupiah(await page.locator('dd.amount').textContent());
}

async function confirm(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Konfirmasi' });
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await button.click();
}

const fullBooking: Booking = {
  plate: 'BK 1234 ABC',
  vehicleClass: 'Golongan IV',
  sameAsBooker: true,
  driver: { age: '40', gender: 'Laki - laki', domicile: 'Medan' },
  counts: { DEWASA: 2 },
  named: [{ type: 'ANAK-ANAK', name: 'Sari Sitorus', age: '3', domicile: 'Medan' }],
};

test('books a departure, pays on the payment page, sees the ticket and downloads the e-ticket PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await registerAndLogin(page);
  const date = jakartaDate(2);

  // Search → pick.
  await dismissProfilePrompt(page);
  await searchFromBeranda(page, { from: 'Simanindo', to: 'Tigaras', date });
  const card = scheduleCards(page).first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Pilih Tiket' }).click();
  await expect(page).toHaveURL(/\/pesan-tiket\/\d+$/);
  const scheduleId = Number(page.url().split('/').pop());

  // pesan-tiket: header, forms, two passenger types and the modal.
  await expect(page.getByRole('heading', { level: 1, name: 'Pesan Tiket' })).toBeVisible();
  await expect(page.getByText(/^\d{2}:\d{2} WIB$/)).toBeVisible();
  await expect(page.getByText('Kendaraan Normal Deck, HDD, dan DD tidak disarankan', { exact: false })).toBeVisible();
  const next = page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' });
  await expect(next).toBeDisabled();
  await expectNoAxeViolations(page);
  await fillBooking(page, { ...fullBooking, named: [] });
  await expect(page.getByLabel('Nama Pengemudi')).toHaveValue(account.name);
  await expect(page.getByLabel('Nomor HP Pengemudi')).toHaveValue(account.phone);
  // The modal, with the child note, checked by axe while open.
  await page.getByRole('button', { name: 'Tambah Penumpang', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Penumpang' });
  await dialog.getByRole('radio', { name: 'Anak-anak' }).check();
  await expect(dialog.getByText('Kategori anak-anak hanya untuk penumpang berusia di bawah 5 tahun.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Tambah' })).toBeDisabled();
  await dialog.getByLabel('Nama').fill('Sari Sitorus');
  await dialog.getByLabel('Usia').fill('3');
  await dialog.getByLabel('Domisili').fill('Medan');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Tambah' }).click();
  await expect(page.getByLabel('Jumlah penumpang Dewasa')).toHaveText('2');
  await expect(page.getByLabel('Jumlah penumpang Anak-anak')).toHaveText('1');
  await expect(next).toBeEnabled();
  await next.click();

  // konfirmasi-pesanan: summary, price lines and total.
  await expect(page).toHaveURL(/\/konfirmasi-pesanan$/);
  await expect(page.getByText('Golongan IV · BK 1234 ABC')).toBeVisible();
  await expect(page.getByText(`${account.name}, 40 tahun`)).toBeVisible();
  await expect(page.getByText('Asuransi Pengemudi')).toBeVisible();
  await expect(page.getByText(/^Penumpang Dewasa \(2 × Rp/)).toBeVisible();
  await expect(page.getByText(/^Penumpang Anak-anak \(1 × Rp/)).toBeVisible();
  await expect(page.getByText(/^Asuransi Penumpang Anak-anak \(1 × Rp/)).toBeVisible();
  const total = await shownTotal(page);
  // Golongan IV 185.000 + 2.500, driver 400, 2 × (12.000 + 500), 1 × (6.000 + 500).
  expect(total).toBe('Rp 219.400');
  await expect(page.getByRole('button', { name: 'Konfirmasi' })).toBeEnabled({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  const summary = page.getByRole('button', { name: 'Ringkasan Pesanan' });
  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  await summary.click();

  // Konfirmasi → the pushed payment URL → the simulated payment page, charging the same total.
  await confirm(page);
  await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 20_000 });
  expect(await paymentPageTotal(page)).toBe(total);
  await page.getByRole('button', { name: 'Bayar' }).click();

  // Back in tiket-saya: the paid ticket; tiket-detail; the e-ticket.
  await expect(page).toHaveURL(/\/tiket-saya$/);
  const ticket = page.getByRole('link', { name: /INV-/ }).first();
  await expect(ticket).toContainText('Lunas');
  await expectNoAxeViolations(page);
  await ticket.click();
  await expect(page).toHaveURL(/\/tiket-detail\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Pembayaran Berhasil' })).toBeVisible();
  await expect(page.getByText('Sukses', { exact: true })).toBeVisible();
  await expect(page.getByText('Virtual Account BCA')).toBeVisible();
  expect(rupiah(await page.locator('.receipt-total').textContent())).toBe(total);
  const { token } = await session(page);
  const [paid] = await transactions(page, token, 'isActive=true&paid=true&page=0&size=5');
  expect(paid?.schedule.id).toBe(scheduleId);
  await expect(page.getByText(paid!.invoiceId)).toBeVisible();
  await expectNoAxeViolations(page);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Tiket' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('eticket.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(pdf.subarray(-1024).toString('latin1')).toContain('%%EOF');
  expect(pdf.length).toBeGreaterThan(2_000);

  // The history (nothing past yet) and its empty state.
  await page.goto('/tiket-saya');
  await page.getByRole('link', { name: 'Riwayat Transaksi' }).click();
  await expect(page).toHaveURL(/\/riwayat-transaksi$/);
  await expect(page.getByText('Tidak ada tiket yang tersedia.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an abandoned payment offers 'Pembayaran Tidak Selesai!': 'Lanjutkan' returns to it, 'Pesanan Baru' releases it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerAndLogin(page);
  const ports = await portIds(page.request);
  const [departure] = (await departures(page, jakartaDate(3), ports.tigaras, ports.simanindo)).filter((s) => s.qty > 0);
  await page.goto(`/pesan-tiket/${departure!.id}`);
  await fillBooking(page, { ...fullBooking, counts: { DEWASA: 1 }, named: [] });
  await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
  await confirm(page);
  await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 20_000 });
  const paymentUrl = page.url();
  const { token } = await session(page);
  const held = await scheduleQty(page, token, departure!.id);

  // The user leaves the payment page with the browser's back button.
  await page.goBack();
  await expect(page).toHaveURL(/\/konfirmasi-pesanan$/);
  const modal = page.getByRole('alertdialog', { name: 'Pembayaran Tidak Selesai!' });
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(page).toHaveURL(paymentUrl);
  await expect(page.getByRole('button', { name: 'Bayar' })).toBeVisible();

  await page.goBack();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Pesanan Baru' }).click();
  await expect(page).toHaveURL(/\/beranda$/);
  // The hold is released: the place is back on sale, and no unpaid order is left.
  await expect.poll(() => scheduleQty(page, token, departure!.id)).toBe(held + 1);
  expect(await transactions(page, token, 'isActive=true&paid=false&page=0&size=5')).toEqual([]);
  expect(await page.evaluate(() => [localStorage.getItem('paymentData'), localStorage.getItem('pengemudi')])).toEqual([
    null,
    null,
  ]);
});

test("a departure sold out meanwhile answers 'Tiket ini sudah habis'", async ({ page }) => {
  test.setTimeout(180_000);
  await registerAndLogin(page);
  const ports = await portIds(page.request);
  const list = (await departures(page, jakartaDate(6), ports.tigaras, ports.simanindo)).filter((s) => s.qty > 0);
  const departure = list[list.length - 1]!;
  await page.goto(`/pesan-tiket/${departure.id}`);
  await fillBooking(page, { ...fullBooking, counts: {}, named: [] });
  await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
  await expect(page.getByRole('button', { name: 'Konfirmasi' })).toBeEnabled({ timeout: 15_000 });

  // Meanwhile another passenger buys every remaining place.
  const other = await otherUser(page);
  await exhaustDeparture(page, other, departure.id);
  expect(await scheduleQty(page, other, departure.id)).toBe(0);

  await confirm(page);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Tiket ini sudah habis', { timeout: 20_000 });
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/konfirmasi-pesanan$/);

  // Issue #11: Konfirmasi stays disabled, and the next departure with places is offered; taking it
  // opens its booking with the vehicle and driver kept.
  await expect(page.getByRole('button', { name: 'Konfirmasi' })).toBeDisabled();
  const offer = page.getByRole('region', { name: 'Tiket ini sudah habis' });
  await expect(offer.getByText(/tiket tersedia/)).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: 'Pesan keberangkatan ini' }).click();
  await expect(page).toHaveURL(/\/pesan-tiket\/\d+$/);
  expect(page.url()).not.toMatch(new RegExp(`/pesan-tiket/${departure.id}$`));
  await expect(page.getByLabel('Nomor Kendaraan')).toHaveValue('BK 1234 ABC');
});

// A departure after today + 7 opened by its address: pesan-tiket says why before any form
// (e2e/closed-departure.spec.ts); the server's refusal of such an order is tests/server/orders.test.ts.

test('the total shown equals the price the server charges, for several mixes', async ({ page }) => {
  test.setTimeout(180_000);
  await registerAndLogin(page);
  const ports = await portIds(page.request);
  const open = (await departures(page, jakartaDate(4), ports.simanindo, ports.tigaras)).filter((s) => s.qty > 0);
  const mixes: Array<{ booking: Booking; expected: string }> = [
    // 30.000 + 500 + 400
    { booking: { ...fullBooking, vehicleClass: 'Golongan II', counts: {}, named: [] }, expected: 'Rp 30.900' },
    // 185.000 + 2.500 + 400 + 12.500
    { booking: { ...fullBooking, counts: { DEWASA: 1 }, named: [] }, expected: 'Rp 200.400' },
    // 690.000 + 7.500 + 400 + 3 × 12.500 + 2 × 6.500 (two places, one then named: issue #21 §4)
    {
      booking: {
        ...fullBooking,
        vehicleClass: 'Golongan VII',
        counts: { DEWASA: 3, 'ANAK-ANAK': 2 },
        named: [{ type: 'ANAK-ANAK', name: 'Sari', age: '2', domicile: 'Medan' }],
      },
      expected: 'Rp 748.400',
    },
  ];
  const { token } = await session(page);
  for (const [i, mix] of mixes.entries()) {
    const departure = open[i]!;
    await page.goto(`/pesan-tiket/${departure.id}`);
    await fillBooking(page, mix.booking);
    await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
    await expect(page.getByTestId('order-total')).toBeVisible();
    const total = await shownTotal(page);
    expect(total).toBe(mix.expected);
    await confirm(page);
    await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 20_000 });
    expect(await paymentPageTotal(page)).toBe(total);
    const charged = (await transactions(page, token, 'isActive=true&paid=false&page=0&size=5')).find(
      (t) => t.schedule.id === departure.id,
    );
    expect(`Rp ${charged!.price.toLocaleString('id-ID')}`).toBe(total);
    await page.getByRole('button', { name: 'Bayar' }).click();
    await expect(page).toHaveURL(/\/tiket-saya$/);
  }
});

test('the unpaid countdown runs on tiket-saya, opens the payment page, and at 0 the list is refetched', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await registerAndLogin(page);
  const ports = await portIds(page.request);
  const [departure] = (await departures(page, jakartaDate(5), ports.simanindo, ports.tigaras)).filter((s) => s.qty > 0);
  const { token } = await session(page);
  const order = await placeUnpaidOrder(page, token, departure!.id);

  // The browser clock is Playwright's (page.clock), started at the real time, so it can be moved on
  // 15 minutes. The server keeps its own clock: there the hold is still open after the jump.
  await page.clock.install({ time: new Date() });
  await page.goto('/tiket-saya');
  const card = page.getByRole('link', { name: new RegExp(order.invoiceId) });
  await expect(card).toContainText('Menunggu Pembayaran');
  await expect(card).toContainText(/Bayar dalam 1[45]:\d{2}/);
  await expect(card).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  // A click opens the payment page in a new tab.
  const [tab] = await Promise.all([context.waitForEvent('page'), card.click()]);
  await expect(tab).toHaveURL(order.paymentUrl!);
  await tab.close();

  // 15 minutes later (browser clock) the window is over: the countdown stops at 00:00, the card no
  // longer opens the payment page, and the list is fetched again.
  const refetch = page.waitForRequest(
    (r) => r.url().includes('/api/transaction/user/get-all') && r.url().includes('isActive=true'),
  );
  await page.clock.fastForward('15:00');
  await refetch;
  const expired = page.locator('.ticket-link', { hasText: order.invoiceId });
  await expect(expired).toContainText('Waktu pembayaran habis 00:00');
  await expect(page.getByRole('link', { name: new RegExp(order.invoiceId) })).toHaveCount(0);
});

// The server's own clock decides when it stops listing the transaction as active, so the moment the
// ticket actually leaves the list needs the real 15 minutes. Run with E2E_REAL_EXPIRY=1.
test('an unpaid ticket leaves tiket-saya when its 15-minute window has really passed', async ({ page }) => {
  test.skip(process.env.E2E_REAL_EXPIRY !== '1', 'takes 15 real minutes; set E2E_REAL_EXPIRY=1');
  test.setTimeout(20 * 60_000);
  await registerAndLogin(page);
  const ports = await portIds(page.request);
  const [departure] = (await departures(page, jakartaDate(5), ports.tigaras, ports.simanindo)).filter((s) => s.qty > 0);
  const { token } = await session(page);
  const order = await placeUnpaidOrder(page, token, departure!.id);
  await page.goto('/tiket-saya');
  await expect(page.getByRole('link', { name: new RegExp(order.invoiceId) })).toBeVisible();
  await expect(page.getByText(order.invoiceId)).toHaveCount(0, { timeout: 16 * 60_000 });
});
