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

// The router is wouter (issue #40, src/lib/router.tsx): none of react-router's code ships (its
// invariant's message and its development warnings are how its bundle would show).
test("the app's scripts hold no react-router", async ({ page, request }) => {
  await page.goto('/beranda');
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/assets\/[^/]+\.js$/.test(name)),
  );
  expect(scripts.length).toBeGreaterThan(0);
  const texts = await Promise.all(scripts.map(async (url) => (await request.get(url)).text()));
  const withRouter = scripts.filter(
    (_, i) =>
      texts[i]!.includes('may be used only in the context of a <Router> component') ||
      texts[i]!.includes('No routes matched location'),
  );
  expect(withRouter).toEqual([]);
});
