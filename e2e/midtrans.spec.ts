// The one journey against Midtrans (issue #9): a server with PAYMENT_PROVIDER=midtrans whose Snap
// and status API are the loopback fake (tests/fakes/midtrans-server.ts, started by
// playwright.config.ts). Book → the fake Snap page → Bayar → the fake's signed notification →
// finish redirect to pembayaran-selesai → the ticket.
import { expect, test } from '@playwright/test';
import { fakeMidtransURL, midtransBaseURL } from '../playwright.config';
import { registerAndLogin } from './support/account';
import { jakartaDate, scheduleCards, searchFromBeranda, skipSplash } from './support/search';
import { dismissProfilePrompt, expectNoAxeViolations, fillBooking } from './support/order';

test.use({ baseURL: midtransBaseURL });

const rupiah = (text: string | null) => (text ?? '').replace(/[\u00A0\u202F]/g, ' ').trim();

test('books, pays on the Midtrans Snap page, and the notification turns the finish page into the ticket', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await skipSplash(page);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  await registerAndLogin(page);
  await dismissProfilePrompt(page);
  await searchFromBeranda(page, { from: 'Simanindo', to: 'Tigaras', date: jakartaDate(2) });
  const card = scheduleCards(page).first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Pilih Tiket' }).click();
  await fillBooking(page, {
    plate: 'BK 4321 MT',
    vehicleClass: 'Golongan IV',
    sameAsBooker: true,
    driver: { age: '40', gender: 'Laki - laki', domicile: 'Medan' },
    counts: { DEWASA: 1 },
  });
  await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
  await expect(page).toHaveURL(/\/konfirmasi-pesanan$/);
  const total = rupiah(await page.getByTestId('order-total').textContent());
  const konfirmasi = page.getByRole('button', { name: 'Konfirmasi' });
  await expect(konfirmasi).toBeEnabled({ timeout: 15_000 });
  await konfirmasi.click();

  // Snap's redirect_url: the fake's payment page, for the server's price.
  await expect(page).toHaveURL(new RegExp(`^${fakeMidtransURL}/snap/v4/redirection/`), { timeout: 20_000 });
  const digits = (s: string) => s.replace(/\D/g, '');
  await expect(page.getByText(/^Total Rp\d+$/)).toHaveText(`Total Rp${digits(total)}`);
  await page.getByRole('button', { name: 'Bayar' }).click();

  // Finish redirect → pembayaran-selesai (its query is ignored) → the ticket once the
  // notification, confirmed by the status API, has settled the transaction.
  await expect(page).toHaveURL(/\/tiket-detail\/\d+$/, { timeout: 30_000 });
  expect(visited.some((u) => /\/pembayaran-selesai\/\d+\?order_id=INV-/.test(u))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Pembayaran Berhasil' })).toBeVisible();
  await expect(page.getByText('Sukses', { exact: true })).toBeVisible();
  await expect(page.getByText('Virtual Account BCA')).toBeVisible();
  expect(rupiah(await page.locator('.receipt-total').textContent())).toBe(total);
  await expect(page.getByRole('button', { name: 'Unduh Tiket' })).toBeVisible();
  await expectNoAxeViolations(page);
});
