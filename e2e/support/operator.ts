// Browser-test helpers for the operator's console (issue #22): the admin's login on the normal
// login screen, and the three changes of the operator journey made through the console's screens
// (Tarif, Keberangkatan, Jadwal) as an admin would make them.
import { devices, expect, type Browser, type Page } from '@playwright/test';

/** A Rupiah amount as the app writes it, with plain spaces ('Rp 185.000'). */
export const plainRupiah = (text: string | null) => (text ?? '').replace(/[\u00A0\u202F]/g, ' ').trim();

/** Logs a member of staff in through /login and waits for their own area (`home`). */
export async function staffLogin(page: Page, who: { phone: string; password: string }, home: RegExp): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nomor HP', { exact: true }).fill(who.phone);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(home);
}

/**
 * 'HH:mm' about `minutesAhead` from now (Asia/Jakarta), on a minute ending in `digit` (never one
 * of the timetable's); null when that would be tomorrow (an extra departure later today cannot be had).
 */
export function laterToday(minutesAhead: number, digit: number): string | null {
  const [h, m] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Jakarta',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  let at = h! * 60 + m! + minutesAhead;
  at += (digit - (at % 10) + 10) % 10;
  if (at >= 24 * 60) return null;
  return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
}

/** Logs the admin in through /login; the console's Dasbor is where an admin lands. */
export async function adminLogin(page: Page, admin: { phone: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nomor HP', { exact: true }).fill(admin.phone);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/operator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
}

/** Opens a page of the console through its navigation and waits for its heading. */
export async function openConsolePage(page: Page, link: string, heading = link): Promise<void> {
  await page.getByRole('navigation', { name: 'Navigasi operator' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The value of the one option of `select` whose text matches `text`. */
async function optionValue(page: Page, label: string, text: RegExp): Promise<string> {
  const option = page.getByLabel(label, { exact: true }).locator('option', { hasText: text });
  await expect(option).toHaveCount(1);
  return (await option.getAttribute('value')) ?? '';
}

export type NewFare = { vehicleClass: string; amount: number; validFrom: string; legalBasis: string; reason: string };

/** Tarif: 'Tambah tarif' for a vehicle class (Golongan), then 'Simpan Tarif'. */
export async function addVehicleFare(page: Page, fare: NewFare): Promise<void> {
  await openConsolePage(page, 'Tarif');
  const form = page.getByRole('form', { name: 'Tambah tarif' });
  await expect(form).toBeVisible();
  const type = form.getByLabel('Golongan / Jenis penumpang');
  await type.selectOption(await optionValue(page, 'Golongan / Jenis penumpang', new RegExp(`^${fare.vehicleClass} –`)));
  await form.getByLabel('Tarif (Rp)').fill(String(fare.amount));
  await form.getByLabel('Berlaku mulai').fill(fare.validFrom);
  await form.getByLabel('Dasar hukum').fill(fare.legalBasis);
  await form.getByLabel('Alasan').fill(fare.reason);
  await form.getByRole('button', { name: 'Simpan Tarif' }).click();
  // Issue #38: from when and for which departures it applies, before the save.
  const impact = page.getByRole('region', { name: 'Periksa Berlakunya Tarif' });
  await expect(impact).toContainText('tiket yang sudah dibayar tidak berubah');
  await impact.getByRole('button', { name: 'Ya, Simpan Tarif' }).click();
  await expect(page.getByText('Tarif disimpan.')).toBeVisible();
}

export type Cancellation = { departure: string; date: string; note: string; windKnots: number };

/**
 * Keberangkatan: the date, then the departure card's 'Batalkan Keberangkatan', Alasan 'Cuaca / izin
 * Syahbandar' with its Keterangan and wind, 'Lanjutkan', and the final 'Ya, Batalkan Keberangkatan'.
 * `departure` is the card's name, e.g. 'Simanindo → Tigaras 08:30 WIB'.
 */
export async function cancelForWeather(page: Page, c: Cancellation): Promise<void> {
  await openConsolePage(page, 'Keberangkatan');
  await page.getByLabel('Tanggal', { exact: true }).fill(c.date);
  // Issue #38: a compact table a day, each row's actions in its Tindakan menu.
  const card = page.getByRole('row', { name: c.departure });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Dibuka');
  await card.getByRole('button', { name: 'Tindakan' }).click();
  await card.getByRole('menuitem', { name: 'Batalkan Keberangkatan' }).click();
  const dialog = page.getByRole('dialog', { name: `Batalkan Keberangkatan: ${c.departure}` });
  await dialog.getByLabel('Alasan').selectOption({ label: 'Cuaca / izin Syahbandar' });
  await dialog.getByLabel('Keterangan').fill(c.note);
  await dialog.getByLabel('Kecepatan angin (knot)').fill(String(c.windKnots));
  await dialog.getByRole('button', { name: 'Lanjutkan' }).click();
  // The second step: the cancellation is final.
  await expect(dialog).toContainText('Pembatalan bersifat final');
  await dialog.getByRole('button', { name: 'Ya, Batalkan Keberangkatan' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Dibatalkan');
  await expect(card).toContainText(`Cuaca / izin Syahbandar (angin ${c.windKnots} knot): ${c.note}`);
  await expect(card.getByRole('button', { name: 'Batalkan Keberangkatan' })).toHaveCount(0);
}

export type ExtraDeparture = { from: string; to: string; date: string; time: string; ship: string; reason: string };

/** Jadwal: 'Tambah Keberangkatan' with its ports, date, time, ship and Alasan, then 'Simpan'. */
export async function addExtraDeparture(page: Page, x: ExtraDeparture): Promise<void> {
  await openConsolePage(page, 'Jadwal');
  await page.getByRole('button', { name: 'Tambah Keberangkatan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Keberangkatan' });
  await dialog.getByLabel('Dari', { exact: true }).selectOption({ label: x.from });
  await dialog.getByLabel('Ke', { exact: true }).selectOption({ label: x.to });
  await dialog.getByLabel('Tanggal', { exact: true }).fill(x.date);
  await dialog.getByLabel('Jam', { exact: true }).fill(x.time);
  const ship = dialog.getByLabel('Kapal', { exact: true }).locator('option', { hasText: new RegExp(`^${x.ship} \\(`) });
  await expect(ship).toHaveCount(1);
  await dialog.getByLabel('Kapal', { exact: true }).selectOption((await ship.getAttribute('value')) ?? '');
  await dialog.getByLabel('Alasan', { exact: true }).fill(x.reason);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  // Issue #38: a time within one crossing time of the ship's own sailings is a clash, added anyway.
  const clash = page.getByRole('dialog', { name: 'Bentrok Jadwal Kapal' });
  const saved = page.getByText('Keberangkatan tambahan tersimpan.');
  await expect(saved.or(clash)).toBeVisible();
  if (await clash.isVisible()) await clash.getByRole('button', { name: 'Tetap Tambahkan' }).click();
  await expect(clash).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Keberangkatan tambahan tersimpan.')).toBeVisible();
}

/** A second browser context (a passenger next to the admin), set up as the config's `use` is. */
export async function passengerPage(browser: Browser, baseURL: string): Promise<Page> {
  const { defaultBrowserType: _ignored, ...pixel } = devices['Pixel 7'];
  const context = await browser.newContext({
    ...pixel,
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (localStorage.getItem('firstView') === null) localStorage.setItem('firstView', 'true');
  });
  return page;
}

/** The text of pesan-tiket's 'Golongan Kendaraan' option for `vehicleClass` (plain spaces). */
export async function classOptionText(page: Page, vehicleClass: string): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Data Kendaraan' })).toBeVisible();
  const option = page.getByLabel('Golongan Kendaraan').locator('option', { hasText: new RegExp(`^${vehicleClass} –`) });
  await expect(option).toHaveCount(1);
  return plainRupiah(await option.textContent());
}
