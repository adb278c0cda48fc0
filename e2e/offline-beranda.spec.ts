// Beranda offline (issue #21 item 5): after one online visit (the service worker then serves the
// app), beranda without network says the timetable cannot be loaded instead of 'no more departures
// today', pops no profile prompt, and the offline notice never covers the sticky top bar (320 and
// 390 px, by bounding boxes, scrolled or not). Back online, the departures and the prompt come.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerAndLogin } from './support/account';
import { skipSplash } from './support/search';

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (as e2e/offline.spec.ts does). */
async function controlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)), {
      message: 'the service worker to be active',
      timeout: 30_000,
    })
    .toBe(true);
  // The first visit's page is not controlled until a reload (no clients.claim on purpose).
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The notice and the top bar do not overlap, and the top bar is what is drawn at its centre. */
async function barUncovered(page: Page, notice: Locator, bar: Locator): Promise<void> {
  const barBox = (await bar.boundingBox())!;
  const noticeBox = (await notice.boundingBox())!;
  expect(overlap(noticeBox, barBox), `notice ${JSON.stringify(noticeBox)} over bar ${JSON.stringify(barBox)}`).toBe(
    false,
  );
  const topmost = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.top-bar') !== null,
    [barBox.x + barBox.width / 2, barBox.y + barBox.height / 2],
  );
  expect(topmost).toBe(true);
}

test('offline beranda says the timetable cannot be loaded, pops no prompt, and the notice leaves the top bar free', async ({
  page,
  context,
}) => {
  await skipSplash(page);
  // A new account lacks age, gender and domicile: online, beranda would prompt for them.
  await registerAndLogin(page);
  await expect(page.getByRole('dialog', { name: 'Lengkapi informasi Akun Anda...' })).toBeVisible();
  await controlled(page);

  await context.setOffline(true);
  await page.reload();
  const notice = page.getByRole('status').filter({ hasText: 'Anda sedang offline' });
  await expect(notice).toBeVisible();
  const nearest = page.getByRole('region', { name: 'Keberangkatan Terdekat' });
  await expect(nearest.getByText('Jadwal tidak dapat dimuat saat offline')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Tidak ada keberangkatan lagi hari ini.')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const bar = page.locator('header.top-bar');
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 480 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await barUncovered(page, notice, bar);
    // Scrolled: the top bar sticks to the top; the notice must not lie over it.
    await page.evaluate(() => window.scrollTo(0, 160));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await barUncovered(page, notice, bar);
  }

  // Back online: the departures are asked for again, and the prompt comes.
  await page.evaluate(() => window.scrollTo(0, 0));
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(nearest.getByText('Jadwal tidak dapat dimuat saat offline')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: 'Lengkapi informasi Akun Anda...' })).toBeVisible();
});
