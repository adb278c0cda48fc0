// Installable, with paid tickets offline (issue #11): the manifest and the service worker meet
// Chromium's install criteria; a paid ticket visited once is there again without network — after a
// reload, with its QR; the app says it is offline and disables what needs the network ('Unduh Tiket'
// too, until its PDF was downloaded once online: then it downloads the kept copy, issue #21 §5);
// logging out drops the kept tickets.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, expect, test, type Page } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from '../playwright.config';
import { registerAndLogin } from './support/account';
import { firstDeparture, jakartaDate, placePaidOrder, portIds, skipSplash } from './support/search';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

/** Waits until the service worker controls the page (registered after load, when idle). */
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

test('the manifest and the service worker meet Chromium’s install criteria', async ({ baseURL }) => {
  // A browser profile of its own: Chromium never offers to install from an incognito context,
  // which is what Playwright's contexts are.
  const profile = mkdtempSync(join(tmpdir(), 'seberang-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROME_ARGS,
    baseURL,
    ...devices['Pixel 7'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/beranda');
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ short_name: 'Seberang', start_url: '/beranda', display: 'standalone' });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a paid ticket visited once opens offline after a reload, with its QR; logout drops it', async ({
  page,
  context,
  request,
}) => {
  await registerAndLogin(page);
  const ports = await portIds(request);
  const departure = await firstDeparture(request, jakartaDate(1), ports.simanindo, ports.tigaras);
  const id = await placePaidOrder(page, departure.id);

  await page.goto('/tiket-saya');
  await controlled(page);
  // One online visit of the list and of the ticket (its QR drawn).
  const invoice = page.getByText(/INV-\d{8}-\d{6}/).first();
  await expect(invoice).toBeVisible();
  const invoiceText = (await invoice.textContent())!.match(/INV-\d{8}-\d{6}/)![0];
  await page.goto(`/tiket-detail/${id}`);
  await expect(page.getByRole('img', { name: /QR/i })).toBeVisible({ timeout: 15_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Anda sedang offline' })).toBeVisible();
  await expect(page.getByText(invoiceText).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: /QR/i })).toBeVisible({ timeout: 15_000 });
  // The PDF was never downloaded: 'Unduh Tiket' needs the network, and says so like every other.
  const download = page.getByRole('button', { name: 'Unduh Tiket' });
  await expect(download).toBeDisabled();
  await expect(download).toHaveAccessibleDescription('Perlu koneksi internet. Anda sedang offline.');

  // Downloaded once online, the PDF is kept: offline, 'Unduh Tiket' gives the kept copy.
  await context.setOffline(false);
  await expect(download).toBeEnabled();
  const online = page.waitForEvent('download');
  await download.click();
  expect((await online).suggestedFilename()).toBe('eticket.pdf');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('img', { name: /QR/i })).toBeVisible({ timeout: 15_000 });
  await expect(download).toBeEnabled({ timeout: 15_000 });
  await expect(download).not.toHaveAttribute('aria-describedby');
  const kept = page.waitForEvent('download');
  await download.click();
  const keptFile = await kept;
  expect(keptFile.suggestedFilename()).toBe('eticket.pdf');
  expect(
    readFileSync(await keptFile.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  // The list too, from a cold start of the page.
  await page.goto('/tiket-saya');
  await expect(page.getByText(invoiceText).first()).toBeVisible({ timeout: 15_000 });

  // What needs the network is disabled and says why.
  await page.goto('/account');
  const logout = page.getByRole('button', { name: 'Keluar' });
  await expect(logout).toBeDisabled();
  await expect(page.getByText('Perlu koneksi internet.')).toBeVisible();

  // Back online: logging out drops the kept tickets from this phone.
  await context.setOffline(false);
  await expect(logout).toBeEnabled();
  await logout.click();
  await expect(page).toHaveURL(/\/login/);
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('seberang-tickets'))))
    .toEqual([]);
});

test('a page the service worker controls is the server’s own, with its frame; offline, the precached shell', async ({
  page,
  context,
}) => {
  // Issue #36: the worker answered every page with the precached shell, so a second visit lost the
  // route's frame (the first paint from the HTML) and painted later than the first.
  await page.goto('/login');
  await controlled(page);
  const online = await page.reload();
  expect(online?.fromServiceWorker()).toBe(true);
  expect(await online?.text()).toContain('data-first-paint');
  await expect(page.locator('#root header.top-bar h1')).toHaveText('Masuk');

  await context.setOffline(true);
  const offline = await page.reload();
  expect(offline?.fromServiceWorker()).toBe(true);
  expect(await offline?.text()).not.toContain('data-first-paint');
  await expect(page.locator('#root header.top-bar h1')).toHaveText('Masuk', { timeout: 15_000 });
  await context.setOffline(false);
});
