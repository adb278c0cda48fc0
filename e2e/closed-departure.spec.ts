// Issue #21 §6: pesan-tiket opened by its address for a departure that cannot be booked online
// (beyond the booking window, departed, under 60 minutes) says why at once and offers the next
// departure with places left — before any form field, so nobody types a plate in vain. The
// booking window case is the server's seeded timetable (today … today + 8, bookable to today + 7);
// departed and under 60 minutes move the browser's clock (page.clock) past or near a departure on
// sale, while the server keeps the real time. The four reasons are each checked in
// tests/screens/pesan-tiket-issue21.test.tsx.
import { expect, test, type Page } from '@playwright/test';
import { registerAndLogin } from './support/account';
import { jakartaDate, portIds, skipSplash } from './support/search';
import { departures, expectNoAxeViolations } from './support/order';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

/** The departure instant of a schedule (its date and time are WIB). */
const instant = (issuedDate: string, issuedTime: string) => new Date(`${issuedDate}T${issuedTime}+07:00`);

/** Opens pesan-tiket/{id} and checks the reason and the offered departure come, and no form field. */
async function expectClosed(page: Page, id: number, reason: string): Promise<string> {
  await page.goto(`/pesan-tiket/${id}`);
  await expect(page.getByRole('alert')).toContainText(reason);
  const offer = page.getByRole('region', { name: 'Keberangkatan ini tidak dapat dipesan' });
  await expect(offer.getByText('Keberangkatan berikutnya yang masih tersedia:')).toBeVisible();
  await expect(offer.getByText(/\d+ tiket tersedia/)).toBeVisible();
  const book = offer.getByRole('link', { name: 'Pesan keberangkatan ini' });
  await expect(book).toHaveAttribute('href', /^\/pesan-tiket\/\d+$/);
  // Nothing to fill in: no plate, no driver, no 'Lanjutkan ke Pembayaran'.
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' })).toHaveCount(0);
  const href = (await book.getAttribute('href')) ?? '';
  expect(href).not.toBe(`/pesan-tiket/${id}`);
  return href;
}

test('beyond the booking window: says so, offers a departure on sale, and taking it opens its form', async ({
  page,
}) => {
  await registerAndLogin(page);
  const ports = await portIds(page.request);
  // today + 8 is in the seeded timetable, outside the booking window (spec §9).
  const [far] = await departures(page, jakartaDate(8), ports.simanindo, ports.tigaras);
  expect(far).toBeDefined();
  const href = await expectClosed(page, far!.id, 'Pemesanan hanya dibuka sampai 7 hari ke depan.');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Pesan keberangkatan ini' }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { name: 'Data Kendaraan' })).toBeVisible();
  await expect(page.getByLabel('Nomor Kendaraan')).toBeEditable();
});

test('departed, and under 60 minutes before departure: says which, and offers the next one', async ({ page }) => {
  await registerAndLogin(page);
  const ports = await portIds(page.request);
  // The earliest departure still on sale (within a day: the session's token lives 24 hours).
  const onSale = [
    ...(await departures(page, jakartaDate(0), ports.tigaras, ports.simanindo)).map((s) => ({
      ...s,
      issuedDate: jakartaDate(0),
    })),
    ...(await departures(page, jakartaDate(1), ports.tigaras, ports.simanindo)).map((s) => ({
      ...s,
      issuedDate: jakartaDate(1),
    })),
  ].filter((s) => s.qty > 0);
  const departure = onSale[0]!;
  const at = instant(departure.issuedDate, departure.issuedTime).getTime();

  // Five minutes after it left (the browser's clock).
  await page.clock.setFixedTime(new Date(at + 5 * 60_000));
  await expectClosed(page, departure.id, 'Kapal untuk keberangkatan ini sudah berangkat.');
  await expectNoAxeViolations(page);

  // Thirty minutes before it leaves: online sale has closed.
  await page.clock.setFixedTime(new Date(at - 30 * 60_000));
  await expectClosed(page, departure.id, 'kurang dari 1 jam sebelum waktu keberangkatan');
});
