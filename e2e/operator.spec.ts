// The operator's console in a real browser (issue #22, "Done when"): an admin made by `npm run
// staff:create -- --role admin` (see playwright.config.ts) logs in on the normal login screen and
// lands on Dasbor; changes Golongan IV's fare, cancels a departure for the weather (20 knots) and
// adds an extra departure; a passenger then sees the old and the new fare on pesan-tiket's class
// list, the cancelled departure marked Dibatalkan with its reason and no Pilih Tiket, and the extra
// departure bookable at the new fare; Riwayat Perubahan lists the three changes, before → after.
//
// The dates: the new fare starts the DAY AFTER TOMORROW (Jakarta), so that "tomorrow = old fare,
// the day after = new fare" holds at any hour the suite runs (today's departures close for online
// sale 60 minutes before they leave, and late in the Jakarta evening none is left). The cancelled
// and the extra departure are on that same day after tomorrow.
import { expect, test } from '@playwright/test';
import { formatRupiah } from '../kernel/money';
import { ensureTemporal } from '../kernel/temporal';
import { formatDateMedium } from '../kernel/time';
import { E2E_ADMIN, operatorBaseURL } from '../playwright.config';
import { loginViaUi, registerViaApi } from './support/account';
import {
  addExtraDeparture,
  addVehicleFare,
  adminLogin,
  cancelForWeather,
  classOptionText,
  openConsolePage,
  passengerPage,
  plainRupiah,
} from './support/operator';
import { departures, expectNoAxeViolations, fillBooking, session } from './support/order';
import { jakartaDate, portIds, scheduleCards } from './support/search';

// kernel/time's date texts run on Temporal (native or the polyfill, loaded here as the app does).
test.beforeAll(async () => {
  await ensureTemporal();
});

/** 'Rp 225.000' with plain spaces. */
const rupiah = (amount: number) => plainRupiah(formatRupiah(amount));

// Its own server: the fare, the cancellation and the extra departure stay out of the other journeys.
test.use({ baseURL: operatorBaseURL });

test('an admin changes a fare, cancels a departure for the weather and adds one; the passenger and Riwayat Perubahan see all three', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tomorrow = jakartaDate(1);
  const dayAfter = jakartaDate(2);
  const cancelled = 'Simanindo → Tigaras 08:30 WIB';
  const extra = { from: 'Simanindo', to: 'Tigaras', date: dayAfter, time: '21:30', ship: 'KMP Sumut I' };
  const note = 'Gelombang tinggi, Syahbandar tidak memberi izin berlayar';

  // The passenger, in a browser context of their own: registered through the API, logged in on the
  // login screen. Golongan IV's fare before any change, as the passenger's price list gives it.
  const passenger = await passengerPage(browser, baseURL!);
  const account = await registerViaApi(passenger);
  await loginViaUi(passenger, account);
  const { token } = await session(passenger);
  const priceOn = async (date: string) => {
    const response = await passenger.request.get(`/api/vehicle/get-all?date=${date}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
    const { vehicles } = (
      (await response.json()) as {
        data: { vehicles: Array<{ vehicleClass: string; price: number }> };
      }
    ).data;
    return vehicles.find((v) => v.vehicleClass === 'Golongan IV')!.price;
  };
  const oldFare = await priceOn(dayAfter);
  expect(await priceOn(tomorrow)).toBe(oldFare);
  const newFare = oldFare + 40_000;

  await test.step('the admin logs in on the login screen and lands on Dasbor', async () => {
    await adminLogin(page, E2E_ADMIN);
    await expect(page.getByRole('heading', { name: 'Keterisian kapal' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step("Tarif: Golongan IV's new fare from the day after tomorrow", async () => {
    await addVehicleFare(page, {
      vehicleClass: 'Golongan IV',
      amount: newFare,
      validFrom: dayAfter,
      legalBasis: 'Peraturan Gubernur Sumatera Utara Nomor 7 Tahun 2026',
      reason: 'Penyesuaian tarif angkutan penyeberangan',
    });
    // The fare in force stays; the new one is listed as scheduled, with its start and legal basis.
    const row = page.getByRole('row', { name: /^Golongan IV/ });
    await expect(row.getByRole('cell').nth(0)).toContainText(formatRupiah(oldFare));
    await expect(row.getByRole('cell').nth(1)).toContainText(`Berlaku mulai ${formatDateMedium(dayAfter)}`);
    await expect(row.getByRole('cell').nth(1)).toContainText('Peraturan Gubernur Sumatera Utara Nomor 7 Tahun 2026');
    await expectNoAxeViolations(page);
  });

  await test.step('Keberangkatan: the 08:30 Simanindo → Tigaras of that day cancelled for the weather', async () => {
    await cancelForWeather(page, { departure: cancelled, date: dayAfter, note, windKnots: 20 });
    await expectNoAxeViolations(page);
  });

  await test.step('Jadwal: an extra departure at 21:30 Simanindo → Tigaras on that day', async () => {
    await addExtraDeparture(page, { ...extra, reason: 'Antrean kendaraan libur panjang' });
  });

  const ports = await portIds(passenger.request);

  await test.step("the passenger: tomorrow's departure still at the old Golongan IV fare", async () => {
    const [departure] = (await departures(passenger, tomorrow, ports.simanindo, ports.tigaras)).filter(
      (d) => d.qty > 0,
    );
    expect(departure).toBeDefined();
    await passenger.goto(`/pesan-tiket/${departure!.id}`);
    expect(await classOptionText(passenger, 'Golongan IV')).toMatch(new RegExp(` – ${rupiah(oldFare)}$`));
  });

  await test.step('the passenger: the day after, 08:30 Dibatalkan with its reason and no Pilih Tiket', async () => {
    await passenger.goto(`/daftar-tiket?from=${ports.simanindo}&to=${ports.tigaras}&date=${dayAfter}`);
    const cards = scheduleCards(passenger);
    const card = cards.filter({ has: passenger.getByRole('heading', { name: '08:30 WIB', exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Dibatalkan');
    await expect(card).toContainText(`Alasan: Cuaca / izin Syahbandar (angin 20 knot): ${note}`);
    await expect(card.getByRole('button', { name: 'Pilih Tiket' })).toHaveCount(0);
    await expectNoAxeViolations(passenger);
  });

  await test.step('the passenger: the extra 21:30 is listed, bookable, and priced at the new fare', async () => {
    const cards = scheduleCards(passenger);
    // The first page holds 10 departures; reaching the bottom loads the rest (12 + the extra one).
    await expect(cards).toHaveCount(10);
    await cards.last().scrollIntoViewIfNeeded();
    await passenger.mouse.wheel(0, 4_000);
    await expect(cards).toHaveCount(13);
    const card = cards.filter({ has: passenger.getByRole('heading', { name: '21:30 WIB', exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Simanindo');
    await expect(card).not.toContainText('Dibatalkan');
    const pick = card.getByRole('button', { name: 'Pilih Tiket' });
    await expect(pick).toBeEnabled();
    await pick.click();
    await expect(passenger).toHaveURL(/\/pesan-tiket\/\d+$/);
    await expect(passenger.getByText('21:30 WIB', { exact: true })).toBeVisible();
    expect(await classOptionText(passenger, 'Golongan IV')).toMatch(new RegExp(` – ${rupiah(newFare)}$`));

    // On to konfirmasi-pesanan: the vehicle's price line is the new fare.
    await fillBooking(passenger, {
      plate: 'BK 2230 OP',
      vehicleClass: 'Golongan IV',
      sameAsBooker: true,
      driver: { age: '45', gender: 'Perempuan', domicile: 'Pematangsiantar' },
    });
    await passenger.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
    await expect(passenger).toHaveURL(/\/konfirmasi-pesanan$/);
    const lines = passenger.locator('.price-line dd');
    await expect(lines.first()).toBeVisible();
    expect((await lines.allTextContents()).map(plainRupiah)).toContain(rupiah(newFare));
  });

  await test.step('Riwayat Perubahan: the three changes, each before → after', async () => {
    await openConsolePage(page, 'Riwayat Perubahan');
    const entries = page.getByRole('article');
    // Issue #38: each entry titled in words, its subject by name, a new fare read as a new fare.
    const fare = entries.filter({ has: page.getByRole('heading', { name: 'Tarif baru ditetapkan', exact: true }) });
    // This journey's own cancellation (e2e/closure-after-loading.spec.ts cancels one on this server too).
    const cancel = entries
      .filter({ has: page.getByRole('heading', { name: 'Keberangkatan dibatalkan', exact: true }) })
      .filter({ hasText: note });
    // This journey's own extra departure (the booth's journey, e2e/loket.spec.ts, adds one on this
    // server too, before or after this one).
    const added = entries
      .filter({ has: page.getByRole('heading', { name: 'Keberangkatan tambahan dibuat', exact: true }) })
      .filter({ hasText: 'Alasan: Antrean kendaraan libur panjang' });
    for (const entry of [fare, cancel, added]) {
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(E2E_ADMIN.name);
      await expect(entry.getByRole('list', { name: 'Perubahan' })).toBeVisible();
    }
    // Newest first: the extra departure, the cancellation, the fare.
    await expect(entries.nth(0)).toContainText('Keberangkatan tambahan dibuat');
    await expect(entries.nth(1)).toContainText('Keberangkatan dibatalkan');
    await expect(entries.nth(2)).toContainText('Tarif baru ditetapkan');

    const diff = async (entry: typeof fare) =>
      (await entry.getByRole('list', { name: 'Perubahan' }).getByRole('listitem').allTextContents()).map(plainRupiah);
    // The fare: the new one from its start, and the one it takes over from.
    const day = formatDateMedium(dayAfter).replace(/^[^,]+, /, '');
    const fareLines = await diff(fare);
    expect(fareLines).toEqual(expect.arrayContaining([`Harga: ${rupiah(newFare)}`]));
    expect(fareLines.find((l) => l.startsWith('Berlaku mulai: '))).toMatch(new RegExp(` ${day}$`));
    expect(fareLines.find((l) => l.startsWith('Menggantikan: '))).toMatch(
      new RegExp(`^Menggantikan: ${rupiah(oldFare)} \\(berlaku mulai .+\\)$`),
    );
    await expect(fare).toContainText('Alasan: Penyesuaian tarif angkutan penyeberangan');
    // The cancellation: the status and the reason, before → after.
    expect(await diff(cancel)).toEqual(
      expect.arrayContaining([
        'Status: Dibuka → Dibatalkan',
        `Alasan penutupan: — → Cuaca / izin Syahbandar (angin 20 knot): ${note}`,
      ]),
    );
    // The extra departure: named by its day, time and direction; what it was made with.
    await expect(added).toContainText(day);
    await expect(added).toContainText('21:30');
    expect(await diff(added)).toEqual(expect.arrayContaining([expect.stringMatching(/^Kapal: KMP /)]));
    await expect(added).toContainText('Alasan: Antrean kendaraan libur panjang');
    await expectNoAxeViolations(page);
  });

  await passenger.context().close();
});
