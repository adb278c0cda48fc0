// Search journeys against the real server (spec §2 beranda and daftar-tiket), on a phone viewport.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerAndLogin } from './support/account';
import {
  firstDeparture,
  jakartaDate,
  placePaidOrder,
  portIds,
  scheduleCards,
  searchFromBeranda,
  skipSplash,
  splashGone,
} from './support/search';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the splash shows for 3 seconds on the first visit only', async ({ page }) => {
  await page.goto('/beranda');
  const splash = page.locator('.splash');
  await expect(splash).toHaveAttribute('data-visible', 'true');
  await expect(splash).toHaveAttribute('data-visible', 'false', { timeout: 6_000 });
  await expect(page.getByRole('button', { name: 'Cari Tiket' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cari Tiket' })).toBeVisible();
  await expect(page.locator('.splash')).toHaveCount(0);
});

test('searches Simanindo → Tigaras for tomorrow, browses every day tab and scrolls to a second page', async ({
  page,
  request,
}) => {
  const ports = await portIds(request);
  const tomorrow = jakartaDate(1);
  await page.goto('/beranda');
  await searchFromBeranda(page, { from: 'Simanindo', to: 'Tigaras', date: tomorrow });
  await expect(page).toHaveURL(`/daftar-tiket?from=${ports.simanindo}&to=${ports.tigaras}&date=${tomorrow}`);

  await expect(
    page.getByText('Pembelian tiket online hanya dapat dilakukan paling lambat 1 jam sebelum waktu keberangkatan.'),
  ).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Tanggal keberangkatan' }).getByRole('tab');
  await expect(tabs).toHaveCount(7);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toHaveText(
    // The month follows the day when the strip crosses into the next month (issue #11).
    new RegExp(
      `^(Minggu|Senin|Selasa|Rabu|Kamis|Jumat|Sabtu) ${Number(tomorrow.slice(8))}( (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des))?$`,
    ),
  );

  // The first page of 10, each card with its time in WIB, the vessel and availability.
  const cards = scheduleCards(page);
  await expect(cards).toHaveCount(10);
  await expect(cards.first().getByRole('heading')).toHaveText(/^\d{2}:\d{2} WIB$/);
  await expect(cards.first()).toContainText('KMP Sumut I');
  await expect(cards.first()).toContainText('Simanindo');
  await expect(cards.first()).toContainText(/tiket tersedia|Tiket habis/);
  await expectNoAxeViolations(page);

  // Infinite scroll: reaching the bottom loads the rest of the day (12 departures each way).
  await cards.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4_000);
  await expect(cards).toHaveCount(12);

  // Every day of the strip loads its departures (the booking window is seeded).
  for (let i = 1; i < 7; i++) {
    const tab = tabs.nth(i);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
    await expect(cards).toHaveCount(10);
    await expect(cards.first()).toContainText('Simanindo');
  }
  // The search is remembered, with the tab last chosen (issue #21): daftar-tiket without a query
  // (pesan-tiket's back button) shows it again.
  await page.goto('/daftar-tiket');
  await expect(tabs.nth(6)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toHaveText(new RegExp(` ${Number(tomorrow.slice(8))}( [A-Z][a-z]{2})?$`));
  await expect(cards).toHaveCount(10);
});

test('the booking window: tabs after today + 7 offer no Pilih Tiket and say why; a later date in the address starts at today + 7', async ({
  page,
  request,
}) => {
  const ports = await portIds(request);
  await skipSplash(page);
  await page.goto(`/daftar-tiket?from=${ports.simanindo}&to=${ports.tigaras}&date=${jakartaDate(7)}`);
  const tabs = page.getByRole('tablist', { name: 'Tanggal keberangkatan' }).getByRole('tab');
  await expect(tabs).toHaveCount(7);
  const cards = scheduleCards(page);
  await expect(cards).toHaveCount(10);
  await expect(cards.first().getByRole('button', { name: 'Pilih Tiket' })).toBeEnabled();

  // today + 8 is in the seeded timetable, but outside the booking window.
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Pemesanan hanya dibuka sampai 7 hari ke depan.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pilih Tiket' })).toHaveCount(0);
  await expect(cards).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/daftar-tiket?from=${ports.simanindo}&to=${ports.tigaras}&date=${jakartaDate(13)}`);
  await expect(tabs.first()).toHaveText(new RegExp(` ${Number(jakartaDate(7).slice(8))}$`));
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(10);
});

test('a logged-out visitor who picks a departure is sent to login', async ({ page, request }) => {
  const ports = await portIds(request);
  await skipSplash(page);
  await page.goto(`/daftar-tiket?from=${ports.tigaras}&to=${ports.simanindo}&date=${jakartaDate(2)}`);
  const card = scheduleCards(page).first();
  await expect(card).toContainText('Tigaras');
  await card.getByRole('button', { name: 'Pilih Tiket' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('swaps the stops, refuses the same stop twice with a message and a disabled button', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/beranda');
  await splashGone(page);
  const origin = page.getByLabel('Keberangkatan', { exact: true });
  const destination = page.getByLabel('Tujuan', { exact: true });
  await expect(origin).toBeEnabled();
  await expect(origin.locator('option:checked')).toHaveText('Simanindo');
  await expect(destination.locator('option:checked')).toHaveText('Tigaras');
  await page.getByRole('button', { name: 'Tukar keberangkatan dan tujuan' }).click();
  await expect(origin.locator('option:checked')).toHaveText('Tigaras');
  await expect(destination.locator('option:checked')).toHaveText('Simanindo');

  const date = page.getByLabel('Tanggal Keberangkatan');
  await expect(date).toHaveValue(jakartaDate(0));
  await expect(date).toHaveAttribute('min', jakartaDate(0));
  await expect(date).toHaveAttribute('max', jakartaDate(7));

  await expect(page.getByText('Keberangkatan dan tujuan tidak boleh sama')).toHaveCount(0);
  await destination.selectOption({ label: 'Tigaras' });
  await expect(page.getByText('Keberangkatan dan tujuan tidak boleh sama')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cari Tiket' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Keberangkatan Terdekat' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('shows the next crossing on beranda once a paid order exists, opening its ticket', async ({ page, request }) => {
  await registerAndLogin(page);
  // A new account has no age, gender or domicile: the prompt comes after the splash.
  const prompt = page.getByRole('dialog', { name: 'Lengkapi informasi Akun Anda...' });
  await expect(prompt).toBeVisible({ timeout: 10_000 });
  await expect(prompt).toContainText('Halo, Uji Coba Penumpang!');
  await expect(prompt).toContainText('UP');
  await expectNoAxeViolations(page);
  await prompt.getByRole('button', { name: 'Nanti Saja' }).click();
  await expect(prompt).toHaveCount(0);
  // Not paid yet: the nearest departures.
  await expect(page.getByRole('heading', { name: 'Keberangkatan Terdekat' })).toBeVisible();

  const ports = await portIds(request);
  const departure = await firstDeparture(request, jakartaDate(1), ports.simanindo, ports.tigaras);
  const transactionId = await placePaidOrder(page, departure.id);

  // 'Nanti Saja' holds for the rest of the day (issue #21): no prompt this time.
  await page.goto('/beranda');
  const block = page.getByRole('region', { name: 'Penyeberanganmu Selanjutnya' });
  await expect(block).toBeVisible();
  await expect(prompt).toHaveCount(0);
  const link = block.getByRole('link');
  await expect(link).toContainText(`${departure.issuedTime.slice(0, 5)} WIB`);
  await expect(link).toContainText(/\d+ Hari\s*\d+ Jam\s*\d+ Menit/);
  await expect(link).toContainText('Simanindo');
  await expect(link).toContainText('Tigaras');
  await expect(page.getByRole('heading', { name: 'Keberangkatan Terdekat' })).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(`/tiket-detail/${transactionId}`);
});
