// Shared browser-test helpers for accounts (reused by other areas' journeys).
//
// `registerAndLogin(page)` creates a fresh account with a unique phone number and leaves the page
// logged in on /beranda. By default it goes through the API (fast, independent of the account
// screens): send OTP → read the code from the development endpoint → verify → register → login,
// then it seeds the session the way the app stores it (authToken and user, JSON in localStorage).
// `{ via: 'ui' }` does the same through the register, verifikasi-otp and login screens.
import { expect, type Page } from '@playwright/test';

export type Account = { phone: string; password: string; name: string };

export type RegisterOptions = {
  name?: string;
  password?: string;
  phone?: string;
  /** 'api' (default): register and log in through HTTP; 'ui': through the screens. */
  via?: 'api' | 'ui';
};

/** A phone number no other test uses: 0812 + 8 random digits (matches the spec's pattern). */
export function uniquePhone(): string {
  let digits = '';
  for (let i = 0; i < 8; i++) digits += Math.floor(Math.random() * 10);
  return `0812${digits}`;
}

/** Fills in the defaults of an account to create. */
export function newAccount(opts: RegisterOptions = {}): Account {
  return {
    phone: opts.phone ?? uniquePhone(),
    password: opts.password ?? 'rahasia123',
    name: opts.name ?? 'Uji Coba Penumpang',
  };
}

/** The anti-forgery token of the page's context (a GET sets the cookie first when missing). */
async function xsrfToken(page: Page): Promise<string> {
  const find = async () => (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  let token = await find();
  if (!token) {
    await page.request.get('/api/route/get-all');
    token = await find();
  }
  if (!token) throw new Error('registerAndLogin: the server set no XSRF-TOKEN cookie');
  return token;
}

async function call(
  page: Page,
  method: 'POST' | 'PUT',
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
) {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page), ...headers },
  });
  if (!response.ok()) throw new Error(`${method} ${path} → ${response.status()} ${await response.text()}`);
  return response.json() as Promise<{ data?: unknown }>;
}

/** The last OTP the server sent to `phone` (development-only endpoint). */
export async function devOtp(page: Page, phone: string): Promise<string> {
  await expect
    .poll(async () => (await page.request.get(`/api/dev/otp/${phone}`)).status(), { message: `an OTP for ${phone}` })
    .toBe(200);
  const body = (await (await page.request.get(`/api/dev/otp/${phone}`)).json()) as { data: { otp: string } };
  return body.data.otp;
}

/** Creates the account through the API (OTP send → verify → register); does not log in. */
export async function registerViaApi(page: Page, opts: RegisterOptions = {}): Promise<Account> {
  const account = newAccount(opts);
  await call(page, 'POST', '/api/auth/otp/send', { phone_number: account.phone });
  const otp = await devOtp(page, account.phone);
  await call(page, 'POST', '/api/auth/otp/verify', { otp, phone_number: account.phone });
  await call(page, 'POST', '/api/auth/register', {
    name: account.name,
    phone_number: account.phone,
    password: account.password,
  });
  return account;
}

/** Logs in through the API and stores the session as the app does, then opens /beranda. */
export async function loginViaApi(page: Page, account: Pick<Account, 'phone' | 'password'>): Promise<void> {
  const login = (await call(page, 'POST', '/api/auth/login', {
    phone_number: account.phone,
    password: account.password,
  })) as {
    data: { token: string };
  };
  const token = login.data.token;
  const userResponse = await page.request.get('/api/user/get', { headers: { Authorization: `Bearer ${token}` } });
  if (!userResponse.ok()) throw new Error(`GET /api/user/get → ${userResponse.status()}`);
  const user = ((await userResponse.json()) as { data: unknown }).data;
  // Any same-origin document gives access to the app's localStorage; a JSON API page is the lightest.
  await page.goto('/api/route/get-all');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('authToken', JSON.stringify(t));
      localStorage.setItem('user', JSON.stringify(u));
    },
    [token, user] as const,
  );
  await page.goto('/beranda');
  await expect(page).toHaveURL(/\/beranda$/);
}

/** Registers through the register and verifikasi-otp screens; ends on /login. */
export async function registerViaUi(page: Page, opts: RegisterOptions = {}): Promise<Account> {
  const account = newAccount(opts);
  await page.goto('/register');
  await page.getByLabel('Nama', { exact: true }).fill(account.name);
  await page.getByLabel('Nomor HP', { exact: true }).fill(account.phone);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(account.password);
  await page.getByLabel('Konfirmasi Kata Sandi', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page).toHaveURL(/\/verifikasi-otp$/);
  await enterOtp(page, await devOtp(page, account.phone));
  await expect(page).toHaveURL(/\/login$/);
  return account;
}

/** Types a code into the six OTP boxes (auto-advance moves the focus). */
export async function enterOtp(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 dari 6').click();
  await page.keyboard.type(code);
}

/** Logs in through the login screen; ends on /beranda. */
export async function loginViaUi(page: Page, account: Pick<Account, 'phone' | 'password'>): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Nomor HP', { exact: true }).fill(account.phone);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/beranda$/);
}

/** A new account, logged in, the page on /beranda. Returns its phone, password and name. */
export async function registerAndLogin(page: Page, opts: RegisterOptions = {}): Promise<Account> {
  if (opts.via === 'ui') {
    const account = await registerViaUi(page, opts);
    await loginViaUi(page, account);
    return account;
  }
  const account = await registerViaApi(page, opts);
  await loginViaApi(page, account);
  return account;
}
