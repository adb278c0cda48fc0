import { expect, test } from '@playwright/test';

test('opening / lands on beranda', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/beranda$/);
  await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
});

test('a protected URL opened while logged out lands on login', async ({ page }) => {
  await page.goto('/tiket-saya');
  await expect(page).toHaveURL(/\/login$/);
});

test('a corrupt value under every storage key does not stop the app from starting', async ({ page }) => {
  await page.goto('/beranda');
  await page.evaluate(() => {
    const keys = [
      'authToken',
      'user',
      'otp',
      'navigationParams',
      'scheduleId',
      'pengemudi',
      'penumpang',
      'kendaraan',
      'schedule',
      'passengerFee',
      'passengerTypeCounts',
      'paymentUrl',
      'paymentData',
      'firstView',
    ];
    for (const key of keys) localStorage.setItem(key, '{not json');
  });
  await page.goto('/tiket-saya');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/beranda');
  await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
});

// react-router 7 exports only its development build; the app's build takes its production one
// (vite.config.ts, reactRouterProduction). The router's code is there (its invariant's message),
// its development-only warnings are not (remix-run/react-router#12532).
test("the app's scripts hold react-router's production build, without its development warnings", async ({
  page,
  request,
}) => {
  await page.goto('/beranda');
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/assets\/[^/]+\.js$/.test(name)),
  );
  const texts = await Promise.all(scripts.map(async (url) => (await request.get(url)).text()));
  expect(texts.some((text) => text.includes('may be used only in the context of a <Router> component'))).toBe(true);
  const withDevWarnings = scripts.filter((_, i) => texts[i]!.includes('No routes matched location'));
  expect(withDevWarnings).toEqual([]);
});
