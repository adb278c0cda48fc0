// Browser-test helpers for the search journeys (beranda, daftar-tiket) and for a paid order made
// through the API (the next-crossing block needs one).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { placeUnpaidOrder, transactions } from './order';

const DAY_MS = 86_400_000;

/** Today + `days` on the Jakarta calendar, 'YYYY-MM-DD' (the server seeds today..today+8). */
export function jakartaDate(days = 0, nowMs = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(nowMs + days * DAY_MS));
}

export type Ports = { simanindo: number; tigaras: number };

/** The ids of the two ports, from GET /api/route/get-all. */
export async function portIds(request: APIRequestContext): Promise<Ports> {
  const response = await request.get('/api/route/get-all');
  expect(response.ok()).toBe(true);
  const routes = ((await response.json()) as { data: Array<{ id: number; route: string }> }).data;
  const find = (name: string) => {
    const route = routes.find((r) => r.route === name);
    if (!route) throw new Error(`no route named ${name}`);
    return route.id;
  };
  return { simanindo: find('Simanindo'), tigaras: find('Tigaras') };
}

/** Marks the splash as already seen, for journeys that are not about it. */
export async function skipSplash(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem('firstView') === null) localStorage.setItem('firstView', 'true');
  });
}

/** Waits until the first-visit splash (if any) has faded out. */
export async function splashGone(page: Page): Promise<void> {
  await expect(page.locator('.splash[data-visible="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/** Fills the beranda search form and presses 'Cari Tiket'. */
export async function searchFromBeranda(page: Page, opts: { from: string; to: string; date: string }): Promise<void> {
  await splashGone(page);
  const origin = page.getByLabel('Keberangkatan', { exact: true });
  await expect(origin).toBeEnabled();
  await origin.selectOption({ label: opts.from });
  await page.getByLabel('Tujuan', { exact: true }).selectOption({ label: opts.to });
  await page.getByLabel('Tanggal Keberangkatan').fill(opts.date);
  await page.getByRole('button', { name: 'Cari Tiket' }).click();
}

/** The schedule cards currently shown on daftar-tiket. */
export function scheduleCards(page: Page) {
  return page.getByRole('tabpanel').getByRole('article');
}

/** The token the app stored at login (JSON in localStorage). */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('authToken') ?? 'null') as string | null);
  if (!token) throw new Error('not logged in');
  return token;
}

/**
 * Orders `scheduleId` for the logged-in user through the API (the order helpers' placeUnpaidOrder),
 * then pays it on the simulated payment page with 'Bayar', as a user does. Returns the paid
 * transaction's id.
 */
export async function placePaidOrder(page: Page, scheduleId: number): Promise<number> {
  const token = await storedToken(page);
  const open = await placeUnpaidOrder(page, token, scheduleId);
  await page.goto(open.paymentUrl!);
  await page.getByRole('button', { name: 'Bayar' }).click();
  await expect
    .poll(
      async () =>
        (await transactions(page, token, 'isActive=true&paid=true&page=0&size=5')).some((t) => t.id === open.id),
      {
        message: 'the order to be paid',
        timeout: 20_000,
      },
    )
    .toBe(true);
  return open.id;
}

/** The first departure of `date` in one direction that is still on sale, from the API. */
export async function firstDeparture(request: APIRequestContext, date: string, from: number, to: number) {
  const response = await request.get(`/api/schedule/get-all/${date}?fromRoute=${from}&toRoute=${to}&page=0&size=10`);
  expect(response.ok()).toBe(true);
  const schedules = (
    (await response.json()) as { data: { schedules: Array<{ id: number; issuedTime: string; qty: number }> } }
  ).data.schedules;
  const open = schedules.find((s) => s.qty > 0);
  if (!open) throw new Error(`no departure on sale on ${date}`);
  return open;
}
