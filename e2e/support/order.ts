// Browser-test helpers for the order journeys: filling pesan-tiket through the screen, reading
// the app's session, and ordering / paying / exhausting departures through the API (as another
// user would) to set the scene.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { passengerTypeLabel } from '../../kernel/passengers';
import { registerViaApi } from './account';

export type Booking = {
  plate: string;
  /** Text the vehicle class option contains, e.g. 'Golongan IV'. */
  vehicleClass: string;
  /** Fill the driver from the booker with 'Sama dengan pemesan' (then complete what is missing). */
  sameAsBooker?: boolean;
  driver?: { name?: string; phone?: string; age: string; gender: 'Laki - laki' | 'Perempuan'; domicile: string };
  /** Plus presses per passenger type, by the API's code ('DEWASA', 'ANAK-ANAK'); the screen shows its label. */
  counts?: Record<string, number>;
  /** Passengers added through the 'Tambah Penumpang' modal. */
  named?: Array<{ type: string; name: string; age: string; domicile: string }>;
};

export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The option value of the vehicle class whose label contains `text`. */
async function vehicleOption(page: Page, text: string): Promise<string> {
  const option = page.getByLabel('Golongan Kendaraan').locator('option', { hasText: new RegExp(`^${text} –`) });
  await expect(option).toHaveCount(1);
  return (await option.getAttribute('value')) ?? '';
}

/** Fills pesan-tiket (already open and loaded) as a user would; does not press 'Lanjutkan'. */
export async function fillBooking(page: Page, booking: Booking): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Data Kendaraan' })).toBeVisible();
  const plate = page.getByLabel('Nomor Kendaraan');
  await plate.fill('');
  await plate.pressSequentially(booking.plate.toLowerCase());
  await expect(plate).toHaveValue(booking.plate.toUpperCase());
  await page.getByLabel('Golongan Kendaraan').selectOption(await vehicleOption(page, booking.vehicleClass));

  if (booking.sameAsBooker) {
    const toggle = page.getByRole('switch', { name: 'Sama dengan pemesan' });
    await toggle.check();
    await expect(page.getByLabel('Nama Pengemudi')).not.toHaveValue('');
  }
  const d = booking.driver;
  if (d) {
    if (d.name !== undefined) await page.getByLabel('Nama Pengemudi').fill(d.name);
    if (d.phone !== undefined) await page.getByLabel('Nomor HP Pengemudi').fill(d.phone);
    await page.getByLabel('Usia Pengemudi').fill(d.age);
    await page.getByLabel('Jenis Kelamin Pengemudi').selectOption({ label: d.gender });
    await page.getByLabel('Domisili Pengemudi').fill(d.domicile);
  }

  for (const [type, times] of Object.entries(booking.counts ?? {})) {
    for (let i = 0; i < times; i++)
      await page.getByRole('button', { name: `Tambah penumpang ${passengerTypeLabel(type)}` }).click();
  }
  for (const p of booking.named ?? []) {
    await page.getByRole('button', { name: 'Tambah Penumpang', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Penumpang' });
    await dialog.getByRole('radio', { name: passengerTypeLabel(p.type) }).check();
    await dialog.getByLabel('Nama').fill(p.name);
    await dialog.getByLabel('Usia').fill(p.age);
    await dialog.getByLabel('Domisili').fill(p.domicile);
    await dialog.getByRole('button', { name: 'Tambah' }).click();
    await expect(dialog).toBeHidden();
  }
}

/** A new user has no age, gender or domicile yet: beranda asks, and 'Nanti Saja' closes the prompt. */
export async function dismissProfilePrompt(page: Page): Promise<void> {
  const later = page.getByRole('button', { name: 'Nanti Saja' });
  await expect(later).toBeVisible();
  await later.click();
  await expect(later).toBeHidden();
}

/** The token and user the app stored at login. */
export async function session(page: Page): Promise<{ token: string; userId: number }> {
  return page.evaluate(() => ({
    token: JSON.parse(localStorage.getItem('authToken') ?? 'null') as string,
    userId: (JSON.parse(localStorage.getItem('user') ?? 'null') as { id: number }).id,
  }));
}

async function xsrf(page: Page): Promise<string> {
  const find = async () => (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!(await find())) await page.request.get('/api/route/get-all');
  const token = await find();
  if (!token) throw new Error('no XSRF-TOKEN cookie');
  return token;
}

export type TransactionItem = {
  id: number;
  invoiceId: string;
  paid: boolean;
  price: number;
  paymentUrl: string | null;
  placedOrderDateTime: string;
  schedule: { id: number };
};

export async function transactions(
  page: Page,
  token: string,
  query = 'isActive=true&page=0&size=5',
): Promise<TransactionItem[]> {
  const response = await page.request.get(`/api/transaction/user/get-all?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { transactions: TransactionItem[] } }).data.transactions;
}

/** The payment simulator's page (tests/fakes), where the app sends an order to be paid. */
export const PAYMENT_PAGE = /\/api\/payment\/simulator\/sim_/;

/**
 * Pays on the simulator's page the app opened (Bayar), lands on tiket-saya, and finds the paid
 * ticket of `scheduleId` through the API: the session's token and that ticket.
 */
export async function payAndFindTicket(
  page: Page,
  scheduleId: number,
): Promise<{ token: string; paid: TransactionItem }> {
  await page.getByRole('button', { name: 'Bayar' }).click();
  await expect(page).toHaveURL(/\/tiket-saya$/);
  const { token } = await session(page);
  const [paid] = await transactions(page, token, 'isActive=true&paid=true&page=0&size=5');
  expect(paid?.schedule.id).toBe(scheduleId);
  return { token, paid: paid! };
}

export async function scheduleQty(page: Page, token: string, scheduleId: number): Promise<number> {
  const response = await page.request.get(`/api/schedule/get/${scheduleId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { qty: number } }).data.qty;
}

/** Logs an account in through the API without touching the page's storage. */
export async function apiLogin(page: Page, account: { phone: string; password: string }): Promise<string> {
  const response = await page.request.post('/api/auth/login', {
    headers: { 'X-XSRF-TOKEN': await xsrf(page) },
    data: { phone_number: account.phone, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A second user, registered and logged in through the API (the page stays logged in as before). */
export async function otherUser(page: Page): Promise<string> {
  const account = await registerViaApi(page, { name: 'Pengguna Lain' });
  return apiLogin(page, account);
}

/**
 * Orders `scheduleId` through the API as the user of `token` (no passengers; the vehicle class named
 * `vehicleClass`, else the first class) and waits for its payment page. Returns the open transaction.
 */
export async function placeUnpaidOrder(
  page: Page,
  token: string,
  scheduleId: number,
  vehicleClass?: string,
  /** Issue #39: a plate holds one live ticket per departure; several orders of one departure need several. */
  plate = nextPlate(),
): Promise<TransactionItem & { plate: string }> {
  const auth = { Authorization: `Bearer ${token}` };
  const vehicles = (await (await page.request.get('/api/vehicle/get-all', { headers: auth })).json()) as {
    data: { vehicles: Array<{ id: number; vehicleClass: string }> };
  };
  const vehicle = vehicles.data.vehicles.find((v) => v.vehicleClass === vehicleClass) ?? vehicles.data.vehicles[0]!;
  const order = await page.request.post('/api/transaction/order', {
    headers: { ...auth, 'X-XSRF-TOKEN': await xsrf(page) },
    data: {
      plate_number: plate,
      driver: {
        name: 'Pengemudi Lain',
        phoneNumber: '081298765432',
        age: 35,
        domicile: 'Medan',
        gender: 'Laki - Laki',
      },
      passengers: [],
      schedule: scheduleId,
      vehicle: vehicle.id,
    },
  });
  expect(order.status(), await order.text()).toBe(202);
  let open: TransactionItem | undefined;
  await expect
    .poll(
      async () => {
        open = (await transactions(page, token, 'isActive=true&paid=false&page=0&size=5')).find(
          (t) => t.schedule.id === scheduleId && t.paymentUrl,
        );
        return open?.paymentUrl ?? null;
      },
      { message: `a payment page for an order of departure ${scheduleId}`, timeout: 20_000 },
    )
    .not.toBeNull();
  return { ...open!, plate };
}

/** Pays on the simulated payment page through HTTP, as the page's 'Bayar' form does. */
export async function payViaApi(page: Page, paymentUrl: string): Promise<void> {
  const html = await (await page.request.get(paymentUrl)).text();
  const formToken = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!formToken) throw new Error(`no open payment form at ${paymentUrl}`);
  const response = await page.request.post(new URL(paymentUrl).pathname, {
    form: { action: 'pay', method: 'VA_BCA', formToken: formToken.replaceAll('&amp;', '&') },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
}

let plates = 0;
/**
 * A plate of its own for each order the journeys place through the API ('BK <n> ZZ'): a plate holds
 * one live ticket per departure (issue #39), and the journeys share their servers' departures.
 */
let zz = 1 + Math.floor(Math.random() * 8000);
export const nextPlate = () => `BK ${(zz++ % 9999) + 1} ZZ`;
/** Sells every remaining place of a departure to the user of `token` (ordered and paid one by one, a plate each). */
export async function exhaustDeparture(page: Page, token: string, scheduleId: number): Promise<void> {
  for (
    let left = await scheduleQty(page, token, scheduleId);
    left > 0;
    left = await scheduleQty(page, token, scheduleId)
  ) {
    plates += 1;
    const tx = await placeUnpaidOrder(page, token, scheduleId, undefined, `BK ${plates} HBS`);
    await payViaApi(page, tx.paymentUrl!);
  }
}

/** The departures of a date in one direction (id, time, qty), from the public search. */
export async function departures(page: Page, date: string, from: number, to: number) {
  const response = await page.request.get(
    `/api/schedule/get-all/${date}?fromRoute=${from}&toRoute=${to}&page=0&size=50`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { schedules: Array<{ id: number; issuedTime: string; qty: number }> } })
    .data.schedules;
}
