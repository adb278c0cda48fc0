// Every route paints from its own HTML (issue #25): the build prerenders each route's frame
// (src/hooks/first-paint.ts) and the server answers it in #root, beranda's with its nearest
// departures inside; the app then hydrates that markup.
// - JavaScript off: each route shows its title and frame (the top bar or the staff page's heading,
//   and its main), and beranda its public data.
// - JavaScript on: hydration logs no error and no warning on any route (React reports a mismatch
//   on the console), and once the app has started a screen's heading is the one its frame showed.
import { expect, test, type Page } from '@playwright/test';
import { screenModules } from '../src/route-table';
import { loginViaApi, registerViaApi } from './support/account';
import { dismissProfilePrompt } from './support/order';
import { DECK_NOTE } from '../src/screens/pesan-tiket/pesan-tiket-screen';

const ROUTES = screenModules().map(({ path, screen }) => ({
  path,
  url: path.replace(/:[a-zA-Z]+/g, '1'),
  screen,
}));

/** The frame's heading: the top bar's title, or a staff page's own heading. */
const frameHeading = (page: Page, heading: 'h1' | 'h2' | undefined) =>
  heading ? page.locator(`#root main ${heading}`).first() : page.locator('#root header.top-bar h1');

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('every route shows its title and frame from the HTML alone', async ({ page }) => {
    for (const { url, screen } of ROUTES) {
      await page.goto(url);
      await expect(page.locator('#root[data-first-paint]'), url).toHaveCount(1);
      await expect(frameHeading(page, screen.heading), url).toHaveText(screen.title);
      await expect(page.locator('#root main'), url).toBeVisible();
      if (screen.nav) await expect(page.getByRole('navigation', { name: 'Navigasi utama' }), url).toBeVisible();
    }
  });

  test('beranda carries its nearest departures in the page', async ({ page }) => {
    await page.goto('/beranda');
    await expect(page.locator('script#first-paint-data')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Keberangkatan Terdekat' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cari Jadwal Penyeberangan' })).toBeVisible();
    await expect(page.locator('.direction')).toHaveCount(2);
    // A choice made in the frame is kept for the app (issue #36, e2e/early-input.spec.ts): its
    // controls take it; only the swap, which needs a script, waits.
    await expect(page.getByLabel('Keberangkatan', { exact: true })).toBeEnabled();
    await expect(page.getByLabel('Tanggal Keberangkatan')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Cari Tiket' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Tukar keberangkatan dan tujuan' })).toBeDisabled();
  });

  test("pesan-tiket's frame holds the Normal Deck / HDD / DD note, its largest paint, and no one's data", async ({
    page,
  }) => {
    await page.goto('/pesan-tiket/1');
    await expect(page.locator('#root main').getByText(DECK_NOTE)).toBeVisible();
    await expect(page.locator('#root main').getByRole('status')).toHaveText('Memuat data pemesanan…');
    await expect(page.locator('#root main input, #root main select')).toHaveCount(0);
  });

  test("daftar-tiket's frame holds its first page, its 'Pilih Tiket' taps kept for the app", async ({ page }) => {
    const tomorrow = new Date(Date.now() + 31 * 3_600_000).toISOString().slice(0, 10);
    await page.goto(`/daftar-tiket?from=1&to=2&date=${tomorrow}`);
    await expect(page.locator('#root main article').first()).toBeVisible();
    // Not inert: a tap is kept and replayed once the app has started (issue #36, e2e/early-input.spec.ts).
    await expect(page.locator('#root main[inert]')).toHaveCount(0);
    const choose = page.getByRole('button', { name: 'Pilih Tiket' }).first();
    await expect(choose).toBeEnabled();
    await expect(choose).toHaveAttribute('data-early-tap', /^pilih-\d+$/);
  });
});

/** Opens `url` and collects the console's errors and warnings until the app has hydrated and settled. */
async function openAndListen(page: Page, url: string): Promise<string[]> {
  const heard: string[] = [];
  const listen = (type: string, text: string) => heard.push(`${url}: ${type}: ${text.slice(0, 400)}`);
  page.on('console', (m) => {
    // Playwright's own note (the suite blocks service workers, playwright.config.ts) is not the app's.
    if (/Service Worker registration blocked by Playwright/.test(m.text())) return;
    if (m.type() === 'error' || m.type() === 'warning') listen(m.type(), m.text());
  });
  page.on('pageerror', (e) => listen('pageerror', e.message));
  await page.goto(url);
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  page.removeAllListeners('console');
  page.removeAllListeners('pageerror');
  return heard;
}

test('hydration logs no error and no warning on any route', async ({ page }) => {
  const heard: string[] = [];
  for (const { url } of ROUTES) heard.push(...(await openAndListen(page, url)));
  expect(heard).toEqual([]);
});

test('a screen keeps the heading its frame showed', async ({ page }) => {
  const open = ['/login', '/register', '/forgot-password', '/beranda'];
  for (const url of open) {
    const { screen } = ROUTES.find((r) => r.url === url)!;
    await page.goto(url);
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
    await expect(page.locator('#root header.top-bar h1')).toHaveText(screen.title);
  }
  await loginViaApi(page, await registerViaApi(page));
  await dismissProfilePrompt(page);
  const passenger = ROUTES.filter(
    (r) =>
      !r.path.includes(':') &&
      /^\/(account|informasi-akun|riwayat-transaksi|ganti-kata-sandi|pusat-bantuan|pengaturan|tiket-saya)$/.test(
        r.path,
      ),
  );
  expect(passenger).toHaveLength(7);
  for (const { url, screen } of passenger) {
    await page.goto(url);
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.locator('#root header.top-bar h1'), url).toHaveText(screen.title);
  }
});

test("a frame page starts the worker that loads ICU's number data, which then closes", async ({ page }) => {
  // src/intl-warm.ts, started by the page's loader (server/http/spa.ts) after the first paint: the
  // CSP allows it (no console error), it formats once on its own thread and closes itself.
  const started = page.waitForEvent('worker');
  const heard = await openAndListen(page, '/login');
  const worker = await started;
  expect(new URL(worker.url()).pathname).toMatch(/^\/assets\/intl-warm-[\w-]+\.js$/);
  expect(heard).toEqual([]);
  await expect.poll(() => page.workers().includes(worker)).toBe(false);
});
