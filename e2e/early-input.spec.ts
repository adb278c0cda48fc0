// Ready when it looks ready (issue #36 items 1 and 5): on every route with a form, what a fast
// user types right after the page has loaded survives the app's start, on a phone-like CPU (4×
// slower, over CDP). Two kinds of pages:
// - a route whose frame (issue #25) draws its form — login, register, forgot-password, beranda's
//   search, daftar-tiket's cards: the scripts are held back until the typing is done, so every key
//   lands in the prerendered HTML before any script has run (kernel/early-input.ts keeps it, the
//   screen's fields take it), and a tap on a frame button is replayed once the app has started;
// - a route whose form comes with the app (OTP, set-new-password, informasi-akun,
//   ganti-kata-sandi, pesan-tiket, the booth, the console): typing starts the moment the field
//   exists, and the value must still be there, and be what is sent, afterwards.
import { expect, test, type Page, type Route } from '@playwright/test';
import { devOtp, loginViaApi, registerViaApi, uniquePhone } from './support/account';
import { firstDeparture, jakartaDate, portIds, skipSplash } from './support/search';
import { adminLogin, passengerPage, staffLogin } from './support/operator';
import { E2E_ADMIN, E2E_KASIR, operatorBaseURL } from '../playwright.config';

/** A cheap phone's CPU: 4× slower than this machine's (Lighthouse's mobile setting). */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds every script of the app until the returned function is called (the page stays its HTML). */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await gate;
    await route.continue();
  };
  await page.route('**/assets/**/*.js', handler);
  // Released, every held request goes on and later ones pass at once (the route stays).
  return () => Promise.resolve(release());
}

/** The app has replaced the frame with its screens. */
const started = (page: Page) => expect(page.locator('#root[data-started]')).toHaveCount(1, { timeout: 30_000 });

/** Nothing has run yet: the page is the server's HTML. */
const notStarted = async (page: Page) =>
  expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-hydrated'))).toBe(false);

test.describe('typed into the prerendered frame before any script has run', () => {
  test('login: 08ab12-3 becomes 08123, and the phone field keeps the focus', async ({ page }) => {
    await throttle(page);
    const release = await holdScripts(page);
    await page.goto('/login');
    const phone = page.getByLabel('Nomor HP', { exact: true });
    await phone.pressSequentially('08ab12-3');
    await notStarted(page);
    await release();
    await started(page);
    await expect(phone).toHaveValue('08123');
    await expect(phone).toBeFocused();
    // Typing goes on where it stopped.
    await page.keyboard.type('45');
    await expect(phone).toHaveValue('0812345');
  });

  test('login: the phone and password typed into the frame log in once Masuk can be pressed', async ({ page }) => {
    const account = await registerViaApi(page);
    await throttle(page);
    const release = await holdScripts(page);
    await page.goto('/login');
    await page.getByLabel('Nomor HP', { exact: true }).pressSequentially(account.phone);
    await page.getByLabel('Kata Sandi', { exact: true }).pressSequentially(account.password);
    // Masuk waits, disabled, as it does for an empty form: a tap on it now is clearly not possible.
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeDisabled();
    await notStarted(page);
    await release();
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/beranda$/);
  });

  test('register, then its OTP: what was typed in the frame is the account made', async ({ page }) => {
    const phone = uniquePhone();
    await throttle(page);
    const release = await holdScripts(page);
    await page.goto('/register');
    await page.getByLabel('Nama', { exact: true }).pressSequentially('Rina Boru Siregar');
    await page.getByLabel('Nomor HP', { exact: true }).pressSequentially(phone);
    await page.getByLabel('Kata Sandi', { exact: true }).pressSequentially('rahasia123');
    await page.getByLabel('Konfirmasi Kata Sandi', { exact: true }).pressSequentially('rahasia123');
    await notStarted(page);
    await release();
    await started(page);
    await expect(page.getByLabel('Nama', { exact: true })).toHaveValue('Rina Boru Siregar');
    await expect(page.getByLabel('Nomor HP', { exact: true })).toHaveValue(phone);
    await page.getByRole('button', { name: 'Daftar' }).click();
    await expect(page).toHaveURL(/\/verifikasi-otp$/);
    // The OTP screen: the code typed the moment its boxes exist.
    const code = await devOtp(page, phone);
    await page.getByLabel('Digit 1 dari 6').click();
    await page.keyboard.type(code);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Nomor HP', { exact: true })).toHaveValue(phone);
  });

  test('forgot-password, its OTP and set-new-password: each typed at once, the new password logs in', async ({
    page,
  }) => {
    // Registering sent a code to this number moments ago, and the server sends at most one per
    // 60 seconds (as in account.spec.ts): the first request answers with the wait.
    test.setTimeout(150_000);
    const account = await registerViaApi(page);
    await throttle(page);
    const release = await holdScripts(page);
    await page.goto('/forgot-password');
    await page.getByLabel('Nomor HP', { exact: true }).pressSequentially(account.phone);
    await notStarted(page);
    await release();
    await page.getByRole('button', { name: 'Kirim Kode OTP' }).click();
    // The number typed in the frame is the one sent: the server knows it, and says when to ask again.
    const wait = page.getByRole('alertdialog');
    await expect(wait).toContainText(/Kode OTP sudah dikirim\. Silakan tunggu \d+ detik/);
    await expect(async () => {
      if (await wait.isVisible()) await wait.getByRole('button', { name: 'OK' }).click();
      await page.getByRole('button', { name: 'Kirim Kode OTP' }).click();
      await expect(page).toHaveURL(/\/verifikasi-otp$/, { timeout: 3_000 });
    }).toPass({ timeout: 100_000, intervals: [5_000] });
    const code = await devOtp(page, account.phone);
    await page.getByLabel('Digit 1 dari 6').click();
    await page.keyboard.type(code);
    await expect(page).toHaveURL(/\/set-new-password(\?|$)/);
    await page.getByLabel('Kata Sandi Baru', { exact: true }).pressSequentially('sandi-baru-777');
    await page.getByLabel('Konfirmasi Kata Sandi Baru', { exact: true }).pressSequentially('sandi-baru-777');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Nomor HP', { exact: true }).fill(account.phone);
    await page.getByLabel('Kata Sandi', { exact: true }).fill('sandi-baru-777');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/beranda$/);
  });

  test("beranda's search: the ports and date chosen in the frame, and its Cari Tiket tapped there, search once the app has started", async ({
    page,
  }) => {
    const ports = await portIds(page.request);
    const date = jakartaDate(1);
    await skipSplash(page);
    await throttle(page);
    const release = await holdScripts(page);
    await page.goto('/beranda');
    const origin = page.getByLabel('Keberangkatan', { exact: true });
    await expect(origin).toBeEnabled();
    await origin.selectOption({ label: 'Tigaras' });
    await page.getByLabel('Tujuan', { exact: true }).selectOption({ label: 'Simanindo' });
    await page.getByLabel('Tanggal Keberangkatan').fill(date);
    await page.getByRole('button', { name: 'Cari Tiket' }).click();
    await notStarted(page);
    await expect(page).toHaveURL(/\/beranda$/);
    await release();
    await expect(page).toHaveURL(new RegExp(`/daftar-tiket\\?.*from=${ports.tigaras}.*to=${ports.simanindo}`));
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
  });

  test("daftar-tiket: a 'Pilih Tiket' tapped in the frame opens that departure's booking once the app has started", async ({
    page,
  }) => {
    const account = await registerViaApi(page);
    await loginViaApi(page, account);
    const ports = await portIds(page.request);
    const date = jakartaDate(1);
    const departure = await firstDeparture(page.request, date, ports.simanindo, ports.tigaras);
    await throttle(page);
    const release = await holdScripts(page);
    await page.goto(`/daftar-tiket?from=${ports.simanindo}&to=${ports.tigaras}&date=${date}`);
    const card = page
      .getByRole('article')
      .filter({ hasText: departure.issuedTime.slice(0, 5) })
      .first();
    await card.getByRole('button', { name: 'Pilih Tiket' }).click();
    await notStarted(page);
    await release();
    await expect(page).toHaveURL(new RegExp(`/pesan-tiket/${departure.id}$`));
  });
});

test.describe('typed the moment the field exists, on a form that comes with the app', () => {
  test('informasi-akun: age, gender and domicile are saved, and beranda no longer asks for them', async ({ page }) => {
    const account = await registerViaApi(page);
    await loginViaApi(page, account);
    await throttle(page);
    await page.goto('/informasi-akun');
    await page.getByLabel('Usia', { exact: true }).pressSequentially('34');
    await page.getByLabel('Jenis Kelamin', { exact: true }).selectOption('Perempuan');
    await page.getByLabel('Domisili', { exact: true }).pressSequentially('Pematangsiantar');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page.getByText('Informasi akun berhasil disimpan.')).toBeVisible();
    await expect(page.getByLabel('Usia', { exact: true })).toHaveValue('34');
    await page.goto('/beranda');
    await started(page);
    await expect(page.getByRole('heading', { name: 'Cari Jadwal Penyeberangan' })).toBeVisible();
    await expect(page.getByText('Lengkapi informasi Akun Anda...')).toHaveCount(0);
  });

  test('ganti-kata-sandi: the three passwords typed at once change it', async ({ page }) => {
    const account = await registerViaApi(page);
    await loginViaApi(page, account);
    await throttle(page);
    await page.goto('/ganti-kata-sandi');
    await page.getByLabel('Kata Sandi Saat Ini', { exact: true }).pressSequentially(account.password);
    await page.getByLabel('Kata Sandi Baru', { exact: true }).pressSequentially('sandi-ganti-555');
    await page.getByLabel('Konfirmasi Kata Sandi Baru', { exact: true }).pressSequentially('sandi-ganti-555');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page.getByText('Kata sandi berhasil diubah.')).toBeVisible();
  });

  test('pesan-tiket: the plate typed at once is still there once the departure has loaded', async ({ page }) => {
    const account = await registerViaApi(page);
    await loginViaApi(page, account);
    const ports = await portIds(page.request);
    const departure = await firstDeparture(page.request, jakartaDate(1), ports.simanindo, ports.tigaras);
    await throttle(page);
    await page.goto(`/pesan-tiket/${departure.id}`);
    const plate = page.getByLabel('Nomor Kendaraan');
    await plate.pressSequentially('bk 1234 ab');
    await started(page);
    await expect(page.getByRole('heading', { name: 'Data Kendaraan' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(plate).toHaveValue('BK 1234 AB');
  });
});

test.describe('the staff, typing at once', () => {
  test.use({ baseURL: operatorBaseURL });

  test('the booth: Uang Awal typed at once opens the shift with it (and the shift is closed again)', async ({
    browser,
  }) => {
    const cashier = await passengerPage(browser, operatorBaseURL);
    await staffLogin(cashier, E2E_KASIR, /\/loket$/);
    await throttle(cashier);
    await cashier.goto('/loket');
    await cashier.getByLabel('Uang Awal').pressSequentially('150000');
    await cashier.getByRole('button', { name: 'Buka Shift' }).click();
    await expect(cashier.getByRole('heading', { name: 'Jual Tiket' })).toBeVisible();
    // The shift holds the float typed: closed with it counted, nothing is missing.
    await cashier.getByRole('link', { name: 'Shift' }).click();
    await cashier.getByLabel('Uang Dihitung').fill('150000');
    await cashier.getByRole('button', { name: 'Tutup Shift' }).click();
    await expect(cashier.getByTestId('loket-variance')).toHaveText(/Selisih\s*Rp\s*0$/);
    await cashier.context().close();
  });

  test("the console: Riwayat Perubahan's filter keeps what was typed at once", async ({ page }) => {
    await adminLogin(page, E2E_ADMIN);
    await throttle(page);
    await page.goto('/operator/riwayat');
    const actor = page.getByLabel('Petugas', { exact: true });
    await actor.pressSequentially('Admin Uji');
    await started(page);
    await page.waitForLoadState('networkidle');
    await expect(actor).toHaveValue('Admin Uji');
  });
});
