// Issue #21 §2: a corrected order never silently pays the old one. With an unpaid order for a
// departure, booking the same departure again with another plate says so on konfirmasi-pesanan
// before Konfirmasi; 'Ganti dengan Pesanan Ini' releases the old hold and the payment page shows
// the NEW order (plate, class, price); 'Lanjutkan Pesanan Sebelumnya' opens the old order's page.
import { expect, test, type Page } from '@playwright/test';
import { registerAndLogin } from './support/account';
import { jakartaDate, portIds, skipSplash } from './support/search';
import {
  departures,
  expectNoAxeViolations,
  fillBooking,
  placeUnpaidOrder,
  scheduleQty,
  session,
  transactions,
  type Booking,
} from './support/order';

const NOTICE = 'Anda masih punya pesanan yang belum dibayar untuk keberangkatan ini';
const PAYMENT_PAGE = /\/api\/payment\/simulator\/sim_/;
const rupiah = (text: string | null) => (text ?? '').replace(/[\u00A0\u202F]/g, ' ').trim();

/**
 * The corrected booking: another plate and class than the old order's (its own 'BK <n> ZZ', Golongan V). Both
 * classes take 5 lane-metres (issue #22), so replacing one by the other leaves `qty` as it was.
 */
const corrected: Booking = {
  plate: 'BK 1234 ABC',
  vehicleClass: 'Golongan IV',
  sameAsBooker: true,
  driver: { age: '40', gender: 'Laki - laki', domicile: 'Medan' },
  counts: { DEWASA: 1 },
};

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

/**
 * A new user with an unpaid order (made through the API) for a departure, then booking that same
 * departure again on pesan-tiket with another plate, up to konfirmasi-pesanan and its notice.
 */
async function bookAgain(page: Page, days: number) {
  await registerAndLogin(page);
  const ports = await portIds(page.request);
  const list = (await departures(page, jakartaDate(days), ports.tigaras, ports.simanindo)).filter((s) => s.qty > 1);
  const departure = list[list.length - 1]!;
  const { token } = await session(page);
  const old = await placeUnpaidOrder(page, token, departure.id, 'Golongan V');

  await page.goto(`/pesan-tiket/${departure.id}`);
  await fillBooking(page, corrected);
  await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
  await expect(page).toHaveURL(/\/konfirmasi-pesanan$/);
  // The summary is the new booking; the notice comes first, and Konfirmasi waits for the choice.
  await expect(page.getByText('Golongan IV · BK 1234 ABC')).toBeVisible();
  const notice = page.getByRole('region', { name: NOTICE });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText(old.invoiceId);
  await expect(page.getByRole('button', { name: 'Konfirmasi' })).toBeDisabled();
  const total = rupiah(await page.getByTestId('order-total').textContent());
  return { token, departure, old, notice, total };
}

test("'Ganti dengan Pesanan Ini' cancels the old hold and pays the NEW order: its plate, class and price", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { token, departure, old, notice, total } = await bookAgain(page, 3);
  const held = await scheduleQty(page, token, departure.id);
  await expectNoAxeViolations(page);

  await notice.getByRole('button', { name: 'Ganti dengan Pesanan Ini' }).click();
  await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 20_000 });
  expect(page.url()).not.toBe(old.paymentUrl);
  await expect(page.getByText('Golongan IV · BK 1234 ABC')).toBeVisible();
  expect(rupiah(await page.locator('dd.amount').textContent())).toBe(total);
  expect(total).not.toBe(`Rp ${old.price.toLocaleString('id-ID')}`);

  // The old order is cancelled and its place returned: one unpaid order left, the new one.
  const open = await transactions(page, token, 'isActive=true&paid=false&page=0&size=5');
  expect(open.map((t) => t.id)).not.toContain(old.id);
  expect(open.filter((t) => t.schedule.id === departure.id)).toHaveLength(1);
  expect(`Rp ${open[0]!.price.toLocaleString('id-ID')}`).toBe(total);
  expect(await scheduleQty(page, token, departure.id)).toBe(held);
});

test("'Lanjutkan Pesanan Sebelumnya' goes to the old order's payment page and books nothing new", async ({ page }) => {
  test.setTimeout(120_000);
  const { token, departure, old, notice } = await bookAgain(page, 4);
  const held = await scheduleQty(page, token, departure.id);

  await notice.getByRole('button', { name: 'Lanjutkan Pesanan Sebelumnya' }).click();
  await expect(page).toHaveURL(old.paymentUrl!, { timeout: 20_000 });
  await expect(page.getByText(old.invoiceId)).toBeVisible();
  await expect(page.getByText(new RegExp(` · ${old.plate}$`))).toBeVisible();
  expect(rupiah(await page.locator('dd.amount').textContent())).toBe(`Rp ${old.price.toLocaleString('id-ID')}`);

  const open = await transactions(page, token, 'isActive=true&paid=false&page=0&size=5');
  expect(open.map((t) => t.id)).toEqual([old.id]);
  expect(await scheduleQty(page, token, departure.id)).toBe(held);
});
