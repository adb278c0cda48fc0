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
