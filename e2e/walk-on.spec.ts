// Walk-on passengers in a real browser (issue #40 item 3): a tourist without a vehicle finds a
// departure, chooses "Pejalan kaki (tanpa kendaraan)" on pesan-tiket, names two adults, pays on the
// simulated payment page; the port officer (made by `npm run officer:create`, playwright.config.ts)
// finds them on the manifest under "Pejalan kaki", boards them by the invoice number it lists, and
// the manifest then says they boarded. In Indonesian (the English texts come with the app's i18n).
import { expect, test } from '@playwright/test';
import { E2E_OFFICER } from '../playwright.config';
import { registerAndLogin } from './support/account';
import { dismissProfilePrompt, expectNoAxeViolations, payAndFindTicket, PAYMENT_PAGE } from './support/order';
import { jakartaDate, scheduleCards, searchFromBeranda, skipSplash } from './support/search';

const rupiah = (text: string | null) => (text ?? '').replace(/[\u00A0\u202F]/g, ' ').trim();

test('a walk-on tourist buys two adult foot tickets, and the officer boards them from the manifest', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await skipSplash(page);
  await registerAndLogin(page);
  await dismissProfilePrompt(page);
  await searchFromBeranda(page, { from: 'Simanindo', to: 'Tigaras', date: jakartaDate(1) });
  const card = scheduleCards(page).first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Pilih Tiket' }).click();
  await expect(page).toHaveURL(/\/pesan-tiket\/\d+$/);
  const scheduleId = Number(page.url().split('/').pop());

  // The choice on pesan-tiket, then the foot booking.
  await page.getByRole('link', { name: 'Pejalan kaki (tanpa kendaraan)' }).click();
  await expect(page).toHaveURL(new RegExp(`/pesan-pejalan-kaki/${scheduleId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pesan Tiket Pejalan Kaki' })).toBeVisible();
  const people = [
    { name: 'Alice Walker', age: '34', domicile: 'Sydney' },
    { name: 'Bob Walker', age: '36', domicile: 'Sydney' },
  ];
  for (const [i, p] of people.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Tambah Penumpang' }).click();
    const section = page.getByRole('region', { name: `Penumpang ${i + 1}` });
    await expect(section.getByLabel('Jenis Penumpang')).toHaveValue(/\d+/);
    await section.getByLabel('Nama Lengkap').fill(p.name);
    await section.getByLabel('Usia').fill(p.age);
    await section.getByLabel('Domisili').fill(p.domicile);
  }
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Lanjutkan' }).click();

  const review = page.getByRole('region', { name: 'Periksa Pesanan' });
  await expect(review).toContainText('Alice Walker (Dewasa), 34 tahun, Sydney');
  await expect(review.getByText(/^Pejalan kaki Dewasa \(2 × Rp/)).toBeVisible();
  const total = rupiah(
    await review
      .locator('dt', { hasText: /^Total$/ })
      .locator('+ dd')
      .textContent(),
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Konfirmasi' }).click();

  // The same payment page as a vehicle booking, charging the same total.
  await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 20_000 });
  expect(rupiah(await page.locator('dd.amount').textContent())).toBe(total);
  const { paid } = await payAndFindTicket(page, scheduleId);
  const invoiceId = paid.invoiceId;

  // tiket-detail: the QR, the ticket kind, no vehicle.
  await page.goto(`/tiket-detail/${paid.id}`);
  await expect(page.getByText('Pejalan kaki (tanpa kendaraan)')).toBeVisible();

  // The officer: the manifest lists them under Pejalan kaki; boarded by the invoice number.
  const officer = await (await browser.newContext({ baseURL, locale: 'id-ID', timezoneId: 'Asia/Jakarta' })).newPage();
  await officer.goto('/login');
  await officer.getByLabel('Nomor HP', { exact: true }).fill(E2E_OFFICER.phone);
  await officer.getByLabel('Kata Sandi', { exact: true }).fill(E2E_OFFICER.password);
  await officer.getByRole('button', { name: 'Masuk' }).click();
  await expect(officer).toHaveURL(/\/petugas$/);
  await officer.goto(`/petugas/manifes/${scheduleId}`);
  const foot = officer.getByRole('region', { name: 'Pejalan kaki' });
  await expect(foot.getByRole('listitem').filter({ hasText: invoiceId })).toContainText('2 orang · belum naik');
  const passengers = officer.getByRole('region', { name: 'Penumpang' });
  await expect(passengers).toContainText('Alice Walker, 34 tahun, Sydney · Pejalan kaki');
  await expect(passengers).toContainText('Bob Walker, 36 tahun, Sydney · Pejalan kaki');

  await officer.goto(`/petugas/pindai?jadwal=${scheduleId}`);
  await officer.getByLabel('Nomor Referensi').fill(invoiceId);
  await officer.getByRole('button', { name: 'Periksa' }).click();
  const verdict = officer.getByRole('alert', { name: 'Hasil pemeriksaan' });
  await expect(verdict.getByRole('heading', { name: 'Tiket Sah' })).toBeVisible();
  await expect(officer.getByText('Pejalan kaki (tanpa kendaraan)')).toBeVisible();
  await officer.getByRole('button', { name: 'Naik Kapal' }).click();
  await expect(verdict.getByRole('heading', { name: 'Sudah Naik Kapal' })).toBeVisible();

  await officer.goto(`/petugas/manifes/${scheduleId}`);
  await expect(foot.getByRole('listitem').filter({ hasText: invoiceId })).toContainText('2 orang · sudah naik');
});
