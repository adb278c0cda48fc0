// When plans change (issue #23), on the Midtrans server (its payments through the loopback Midtrans
// fake, tests/fakes/midtrans-server.ts; its admin and officer made by the real command in
// playwright.config.ts):
// 1. A passenger pays for tomorrow's 07:15 from Simanindo on the Snap page.
// 2. The admin cancels that departure for the weather (20 knots) in the console.
// 3. The WhatsApp notice is recorded (the log sender) with the ticket's link.
// 4. tiket-detail reads "Dibatalkan oleh operator" with its two choices; Ubah Jadwal to 08:30 is free.
// 5. The officer's camera accepts the new QR and refuses the old one as moved.
// 6. A second passenger, paid with GoPay, cancels with a 75 % refund through the fake's refund API.
// 7. A third corrects the plate with Perbaiki Data.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CHROME_ARGS,
  CHROME_PATH,
  E2E_ADMIN,
  E2E_OFFICER,
  fakeMidtransURL,
  midtransBaseURL,
} from '../playwright.config';
import { registerAndLogin, type Account } from './support/account';
import { qrImage, writeFakeVideo } from './support/fake-camera';
import { adminLogin, cancelForWeather, passengerPage } from './support/operator';
import { dismissProfilePrompt, expectNoAxeViolations, fillBooking, placeUnpaidOrder, session } from './support/order';
import { jakartaDate, portIds, scheduleCards, searchFromBeranda, skipSplash } from './support/search';

const Y4M = join(tmpdir(), `seberang-e2e-changes-${process.pid}.y4m`);
const showQr = (text: string | null) => writeFakeVideo(Y4M, text ? qrImage(text) : null);
showQr(null);

test.use({
  baseURL: midtransBaseURL,
  permissions: ['camera'],
  launchOptions: {
    executablePath: CHROME_PATH,
    args: [
      ...CHROME_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${Y4M}`,
    ],
  },
});

type Detail = { id: number; invoiceId: string; price: number; boardingPass: string | null; schedule: { id: number } };

async function detailOf(page: Page, id: number): Promise<Detail> {
  const { token } = await session(page);
  const response = await page.request.get(`/api/transaction/get/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Detail }).data;
}

/** The departure of `date` Simanindo → Tigaras at `time` ('07:15'). */
async function departureAt(page: Page, date: string, time: string): Promise<number> {
  const ports = await portIds(page.request);
  const response = await page.request.get(
    `/api/schedule/get-all/${date}?fromRoute=${ports.simanindo}&toRoute=${ports.tigaras}&page=0&size=50`,
  );
  const list = ((await response.json()) as { data: { schedules: { id: number; issuedTime: string }[] } }).data;
  const found = list.schedules.find((s) => s.issuedTime.startsWith(time));
  if (!found) throw new Error(`no ${time} departure on ${date}`);
  return found.id;
}

/** Pays an order of `page`'s user on the fake Snap page (`method`: its button) and waits until it is paid. */
async function payOnSnap(page: Page, paymentUrl: string, method: 'Bayar' | 'GoPay', id: number): Promise<void> {
  await page.goto(paymentUrl);
  await expect(page).toHaveURL(new RegExp(`^${fakeMidtransURL}/snap/`));
  await page.getByRole('button', { name: method, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tiket-detail/${id}$`), { timeout: 30_000 });
  await expect(page.getByText('Sukses', { exact: true })).toBeVisible({ timeout: 20_000 });
}

/** A passenger in a browser context of their own, registered, with a paid ticket on `scheduleId`. */
async function paidPassenger(
  browser: Browser,
  scheduleId: number,
  method: 'Bayar' | 'GoPay',
): Promise<{ page: Page; account: Account; id: number }> {
  const page = await passengerPage(browser, midtransBaseURL);
  const account = await registerAndLogin(page);
  await dismissProfilePrompt(page);
  const { token } = await session(page);
  const open = await placeUnpaidOrder(page, token, scheduleId, 'Golongan IV');
  await payOnSnap(page, open.paymentUrl!, method, open.id);
  return { page, account, id: open.id };
}

async function officerScan(page: Page, scheduleId: number, qr: string) {
  showQr(qr);
  // A fresh page opens the camera afresh, so the fake device reads the file written just now.
  await page.goto(`/petugas/pindai?jadwal=${scheduleId}`);
  await expect(page.getByText(/^Keberangkatan: Simanindo → Tigaras/)).toBeVisible();
  await page.getByRole('button', { name: 'Pindai dengan Kamera' }).click();
  return page.getByRole('alert', { name: 'Hasil pemeriksaan' });
}

test('a weather cancellation: a notice, a free Ubah Jadwal, the moved QR refused; a 75 % refund; a corrected plate', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const tomorrow = jakartaDate(1);
  const note = `Angin kencang ${Date.now()}`;

  // 1. The first passenger books tomorrow's 07:15 from Simanindo through the app and pays on Snap.
  await skipSplash(page);
  const first = await registerAndLogin(page);
  await dismissProfilePrompt(page);
  await searchFromBeranda(page, { from: 'Simanindo', to: 'Tigaras', date: tomorrow });
  const card = scheduleCards(page).filter({ has: page.getByRole('heading', { name: '07:15 WIB', exact: true }) });
  await card.getByRole('button', { name: 'Pilih Tiket' }).click();
  await fillBooking(page, {
    plate: 'BK 2323 CA',
    vehicleClass: 'Golongan IV',
    sameAsBooker: true,
    driver: { age: '40', gender: 'Laki - laki', domicile: 'Medan' },
    counts: { DEWASA: 1 },
  });
  await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
  await expect(page).toHaveURL(/\/konfirmasi-pesanan$/);
  const konfirmasi = page.getByRole('button', { name: 'Konfirmasi' });
  await expect(konfirmasi).toBeEnabled({ timeout: 15_000 });
  await konfirmasi.click();
  await expect(page).toHaveURL(new RegExp(`^${fakeMidtransURL}/snap/`), { timeout: 20_000 });
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page).toHaveURL(/\/tiket-detail\/\d+$/, { timeout: 30_000 });
  await expect(page.getByText('Sukses', { exact: true })).toBeVisible({ timeout: 20_000 });
  const ticketId = Number(/\/tiket-detail\/(\d+)$/.exec(page.url())![1]);
  const before = await detailOf(page, ticketId);
  const morning = await departureAt(page, tomorrow, '07:15');
  expect(before.schedule.id).toBe(morning);

  // 2. The admin cancels it for the weather.
  const admin = await passengerPage(browser, midtransBaseURL);
  await adminLogin(admin, E2E_ADMIN);
  await cancelForWeather(admin, {
    departure: 'Simanindo → Tigaras 07:15 WIB',
    date: tomorrow,
    note,
    windKnots: 20,
  });

  // 3. The notice, with the reason and the ticket's link (the development log sender).
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/notices?phone=${first.phone}`);
        const { notices } = (
          (await response.json()) as {
            data: { notices: { kind: string; params: Record<string, string> }[] };
          }
        ).data;
        return notices.find((n) => n.kind === 'departure_closed')?.params ?? null;
      },
      { timeout: 20_000 },
    )
    .toMatchObject({ link: expect.stringMatching(new RegExp(`/tiket-detail/${ticketId}$`)) as unknown as string });

  // 4. tiket-detail: Dibatalkan oleh operator, its two choices; Ubah Jadwal to 08:30 costs nothing.
  await page.goto(`/tiket-detail/${ticketId}`);
  await expect(page.getByText('Dibatalkan oleh operator').first()).toBeVisible();
  await expect(page.getByText(`angin 20 knot): ${note}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajukan Refund' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Batalkan Tiket' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Ubah Jadwal' }).click();
  await expect(page).toHaveURL(new RegExp(`/tiket-detail/${ticketId}/ubah-jadwal$`));
  await page.getByRole('button', { name: 'Pilih 08:30 WIB' }).click();
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi Ubah Jadwal' });
  await expect(confirm).toContainText('Gratis');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Ubah Jadwal', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tiket-detail/${ticketId}$`));
  await expect(page.getByText('Jadwal tiket berhasil diubah.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Riwayat Perubahan Tiket' })).toBeVisible();
  const after = await detailOf(page, ticketId);
  expect(after.invoiceId).toBe(before.invoiceId);
  expect(after.schedule.id).toBe(await departureAt(page, tomorrow, '08:30'));
  expect(after.boardingPass).not.toBe(before.boardingPass);

  // 5. The officer: the new QR is valid at the 08:30; the old one reads moved.
  const officer = await passengerPage(browser, midtransBaseURL);
  await officer.goto('/login');
  await officer.getByLabel('Nomor HP', { exact: true }).fill(E2E_OFFICER.phone);
  await officer.getByLabel('Kata Sandi', { exact: true }).fill(E2E_OFFICER.password);
  await officer.getByRole('button', { name: 'Masuk' }).click();
  await expect(officer).toHaveURL(/\/petugas$/);
  const valid = await officerScan(officer, after.schedule.id, after.boardingPass!);
  await expect(valid.getByRole('heading', { name: 'Tiket Sah' })).toBeVisible({ timeout: 20_000 });
  const moved = await officerScan(officer, after.schedule.id, before.boardingPass!);
  await expect(moved.getByRole('heading', { name: 'Ditolak' })).toBeVisible({ timeout: 20_000 });
  await expect(moved).toContainText('Tiket sudah dipindah');

  // 6. A second passenger, paid with GoPay on tomorrow's 09:45, cancels: 75 % back through Midtrans.
  const second = await paidPassenger(browser, await departureAt(page, tomorrow, '09:45'), 'GoPay');
  const paid = await detailOf(second.page, second.id);
  await second.page.getByRole('button', { name: 'Batalkan Tiket' }).click();
  const cancel = second.page.getByRole('dialog', { name: 'Batalkan Tiket' });
  const refund = Math.floor((paid.price * 75) / 100);
  await expect(cancel).toContainText('Refund (75 %)');
  await cancel.getByRole('button', { name: 'Ya, Batalkan Tiket' }).click();
  await expect(second.page.getByText('Tiket dibatalkan. Status refund dapat dilihat di bawah.')).toBeVisible();
  await expect(second.page.getByText('Sudah dikembalikan')).toBeVisible();
  const refunds = (
    (await (await second.page.request.get(`${fakeMidtransURL}/__fake/refunds`)).json()) as {
      refunds: { orderId: string; amount: number; refundKey: string }[];
    }
  ).refunds;
  expect(refunds.filter((r) => r.orderId === paid.invoiceId)).toEqual([
    expect.objectContaining({ amount: refund, refundKey: expect.any(String) as unknown as string }),
  ]);

  // 7. A third corrects the plate.
  const third = await paidPassenger(browser, await departureAt(page, tomorrow, '11:00'), 'Bayar');
  await third.page.getByRole('button', { name: 'Perbaiki Data' }).click();
  await third.page.getByLabel('Plat nomor').fill('BK 1234 XY');
  await third.page.getByRole('button', { name: 'Periksa Perubahan' }).click();
  const save = third.page.getByRole('dialog', { name: 'Simpan Perbaikan Data?' });
  await expect(save).toContainText('BK 1234 XY');
  await save.getByRole('button', { name: 'Ya, Simpan' }).click();
  await expect(third.page.getByText('Data tiket sudah diperbaiki.')).toBeVisible();
  await expect(third.page.getByText('BK 1234 XY').first()).toBeVisible();
  await expect(third.page.getByRole('heading', { name: 'Riwayat Perubahan Tiket' })).toBeVisible();
});
