// The booking flow in English in a real browser (issue #40 item 1): a tourist switches beranda to
// EN, registers and signs in through the English screens (the account takes the device's choice),
// books a car with two adults on English pesan-tiket and konfirmasi-pesanan, pays on the simulated
// payment page, and finds the ticket, the e-ticket PDF and the WhatsApp notice (the log sender,
// /api/dev/notices) in English; back on ID, the spec's Indonesian is verbatim again. And a walk-on
// journey in English: two adult foot tickets, boarded by the port officer (whose screens stay
// Indonesian) from the manifest. The English texts come from the catalogue (messages/en.json).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { E2E_OFFICER } from '../playwright.config';
import { devOtp, newAccount, registerAndLogin } from './support/account';
import { catalogue, fill } from './support/catalogue';
import { expectNoAxeViolations, payAndFindTicket, PAYMENT_PAGE } from './support/order';
import { jakartaDate, scheduleCards, skipSplash, splashGone } from './support/search';

const EN = catalogue('en', [
  'language_switch_label',
  'beranda_profile_later',
  'search_from',
  'search_to',
  'search_date',
  'search_submit',
  'schedule_choose',
  'field_name',
  'field_phone',
  'field_password',
  'field_confirm_password',
  'field_age',
  'field_domicile',
  'login_register',
  'login_title',
  'otp_digit',
  'book_title',
  'book_vehicle_title',
  'book_plate',
  'book_vehicle_class',
  'book_deck_note',
  'book_same_as_booker',
  'book_complete_account',
  'book_driver_age',
  'book_driver_gender',
  'book_driver_domicile',
  'book_gender_male',
  'book_increase',
  'book_count',
  'book_submit',
  'pax_adult',
  'confirm_title',
  'confirm_summary',
  'confirm_button',
  'price_passenger',
  'price_driver_insurance',
  'price_foot',
  'detail_total',
  'detail_paid_title',
  'detail_download',
  'pdf_document_title',
  'notice_ticket',
  'foot_ticket',
  'foot_title',
  'foot_passenger_heading',
  'foot_full_name',
  'foot_review_title',
  'foot_review_line',
  'book_passenger_type',
  'book_add_passenger',
  'proceed',
]);
const ID_SWITCH = catalogue('id', ['language_switch_label']).language_switch_label;

/** A plate no other journey books on the same departure (a plate holds one live ticket per departure). */
const plate = () => `BK ${1000 + Math.floor(Math.random() * 9000)} EN`;

/** Presses EN on the top bar's ID | EN switch (live once the app has hydrated). */
async function switchTo(page: Page, language: 'EN' | 'ID') {
  const group = page.getByRole('group', { name: language === 'EN' ? ID_SWITCH : EN.language_switch_label });
  await group.getByRole('button', { name: language }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language.toLowerCase());
}

/** Beranda's search in English: the ports, tomorrow, 'Find Tickets'; then the first departure. */
async function chooseTomorrow(page: Page): Promise<number> {
  await splashGone(page);
  const origin = page.getByLabel(EN.search_from, { exact: true });
  await expect(origin).toBeEnabled();
  await origin.selectOption({ label: 'Simanindo' });
  await page.getByLabel(EN.search_to, { exact: true }).selectOption({ label: 'Tigaras' });
  await page.getByLabel(EN.search_date).fill(jakartaDate(1));
  await page.getByRole('button', { name: EN.search_submit }).click();
  const card = scheduleCards(page).first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: EN.schedule_choose }).click();
  await expect(page).toHaveURL(/\/pesan-tiket\/\d+$/);
  return Number(page.url().split('/').pop());
}

/** The 'ticket' WhatsApp notice the log sender wrote for `invoice`. */
async function ticketNotice(page: Page, phone: string, invoice: string) {
  type Notice = { kind: string; params: Record<string, string> };
  let found: Notice | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/notices?phone=${phone}`);
      const { notices } = ((await response.json()) as { data: { notices: Notice[] } }).data;
      found = notices.find((n) => n.kind === 'ticket' && n.params['invoice'] === invoice);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

test('a tourist books a car with two adults in English: the screens, the ticket, its PDF and WhatsApp notice; ID gives the spec verbatim again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // EN on beranda, before any account.
  await page.goto('/beranda');
  await switchTo(page, 'EN');

  // Registration and sign-in through the English screens.
  const account = newAccount({ name: 'Tourist Walker' });
  await page.goto('/register');
  await page.getByLabel(EN.field_name, { exact: true }).fill(account.name);
  await page.getByLabel(EN.field_phone, { exact: true }).fill(account.phone);
  await page.getByLabel(EN.field_password, { exact: true }).fill(account.password);
  await page.getByLabel(EN.field_confirm_password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: EN.login_register }).click();
  await expect(page).toHaveURL(/\/verifikasi-otp$/);
  await page.getByLabel(fill(EN.otp_digit, { n: 1, total: 6 })).click();
  await page.keyboard.type(await devOtp(page, account.phone));
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(EN.field_phone, { exact: true }).fill(account.phone);
  await page.getByLabel(EN.field_password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: EN.login_title }).click();
  await expect(page).toHaveURL(/\/beranda$/);
  await page.getByRole('button', { name: EN.beranda_profile_later }).click();

  // pesan-tiket in English.
  const scheduleId = await chooseTomorrow(page);
  await expect(page.getByRole('heading', { level: 1, name: EN.book_title })).toBeVisible();
  await expect(page.getByRole('heading', { name: EN.book_vehicle_title })).toBeVisible();
  await expect(page.getByText(EN.book_deck_note)).toBeVisible();
  const plateField = page.getByLabel(EN.book_plate);
  const number = plate();
  await plateField.pressSequentially(number.toLowerCase());
  await expect(plateField).toHaveValue(number);
  const vehicleClass = page.getByLabel(EN.book_vehicle_class);
  const golonganIV = vehicleClass.locator('option', { hasText: /^Golongan IV – / });
  await vehicleClass.selectOption((await golonganIV.getAttribute('value'))!);
  await page.getByRole('switch', { name: EN.book_same_as_booker }).check();
  // A new account has no age, gender or home town: said in English, with the link to complete them.
  await expect(page.getByRole('link', { name: EN.book_complete_account })).toBeVisible();
  await page.getByLabel(EN.book_driver_age).fill('41');
  await page.getByLabel(EN.book_driver_gender).selectOption({ label: EN.book_gender_male });
  await page.getByLabel(EN.book_driver_domicile).fill('Sydney');
  const adult = { type: EN.pax_adult };
  await page.getByRole('button', { name: fill(EN.book_increase, adult) }).click();
  await page.getByRole('button', { name: fill(EN.book_increase, adult) }).click();
  await expect(page.getByRole('status', { name: fill(EN.book_count, adult) })).toHaveText('2');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: EN.book_submit }).click();

  // konfirmasi-pesanan in English.
  await expect(page).toHaveURL(/\/konfirmasi-pesanan$/);
  await expect(page.getByRole('heading', { level: 1, name: EN.confirm_title })).toBeVisible();
  await expect(page.getByRole('button', { name: EN.confirm_summary })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(new RegExp(`^${fill(EN.price_passenger, adult)} \\(2 × Rp\\s[\\d,]+\\)$`))).toBeVisible();
  await expect(page.getByText(EN.price_driver_insurance, { exact: true })).toBeVisible();
  await expect(page.getByText(EN.detail_total, { exact: true })).toBeVisible();
  // Rupiah for en: a comma between thousands.
  await expect(page.getByTestId('order-total')).toHaveText(/^Rp\s?\d{1,3}(,\d{3})+$/);
  const confirm = page.getByRole('button', { name: EN.confirm_button });
  await expect(confirm).toBeEnabled({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await confirm.click();

  await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 20_000 });
  const { paid } = await payAndFindTicket(page, scheduleId);
  const invoice = paid.invoiceId;

  // The ticket in English, and its e-ticket PDF (its document title is a plain string in the file).
  await page.goto(`/tiket-detail/${paid.id}`);
  await expect(page.getByRole('heading', { name: EN.detail_paid_title })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: EN.detail_download }).click();
  const pdf = (await readFile((await (await downloadPromise).path())!)).toString('latin1');
  expect(pdf).toContain(`(${fill(EN.pdf_document_title, { invoice })})`);
  expect(pdf).not.toContain(`(${fill(catalogue('id', ['pdf_document_title']).pdf_document_title, { invoice })})`);

  // The WhatsApp notice: the English template, its date written for en.
  const notice = await ticketNotice(page, account.phone, invoice);
  expect(notice.params['language']).toBe('en');
  expect(notice.params['date']).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/); // 'Monday, November 30, 2026'
  expect(fill(EN.notice_ticket, notice.params)).toMatch(
    new RegExp(`^Ticket ${invoice} is paid\\. Simanindo → Tigaras`),
  );

  // Back to ID: the spec's texts verbatim.
  await switchTo(page, 'ID');
  await expect(page.getByRole('heading', { name: 'Pembayaran Berhasil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unduh Tiket' })).toBeVisible();
  await page.goto(`/pesan-tiket/${scheduleId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pesan Tiket' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Data Kendaraan' })).toBeVisible();
  await expect(
    page.getByText(
      'Kendaraan Normal Deck, HDD, dan DD tidak disarankan untuk membeli tiket secara online karena keterbatasan kapasitas.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Sama dengan pemesan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' })).toBeVisible();
});

test('a walk-on tourist buys two adult foot tickets in English, and the officer boards them from the manifest', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.goto('/beranda');
  await switchTo(page, 'EN');
  // The account, signed in with English already chosen on the device, takes English.
  await registerAndLogin(page, { name: 'Alice Walker' });
  await page.getByRole('button', { name: EN.beranda_profile_later }).click();
  const scheduleId = await chooseTomorrow(page);

  await page.getByRole('link', { name: EN.foot_ticket }).click();
  await expect(page).toHaveURL(new RegExp(`/pesan-pejalan-kaki/${scheduleId}$`));
  await expect(page.getByRole('heading', { level: 1, name: EN.foot_title })).toBeVisible();
  const people = [
    { name: 'Alice Walker', age: '34', domicile: 'Sydney' },
    { name: 'Bob Walker', age: '36', domicile: 'Sydney' },
  ];
  for (const [i, p] of people.entries()) {
    if (i > 0) await page.getByRole('button', { name: EN.book_add_passenger }).click();
    const section = page.getByRole('region', { name: fill(EN.foot_passenger_heading, { n: i + 1 }) });
    await expect(section.getByLabel(EN.book_passenger_type)).toHaveValue(/\d+/);
    await section.getByLabel(EN.foot_full_name).fill(p.name);
    await section.getByLabel(EN.field_age).fill(p.age);
    await section.getByLabel(EN.field_domicile).fill(p.domicile);
  }
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: EN.proceed }).click();

  const review = page.getByRole('region', { name: EN.foot_review_title });
  await expect(review).toContainText(fill(EN.foot_review_line, { ...people[0]!, type: EN.pax_adult }));
  await expect(review.getByText(new RegExp(`^${fill(EN.price_foot, { type: EN.pax_adult })} \\(2 × Rp`))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: EN.confirm_button }).click();

  await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 20_000 });
  const { paid } = await payAndFindTicket(page, scheduleId);
  const invoiceId = paid.invoiceId;
  await page.goto(`/tiket-detail/${paid.id}`);
  await expect(page.getByText(EN.foot_ticket)).toBeVisible();

  // The officer (Indonesian screens): the manifest lists them under Pejalan kaki; boarded by the invoice.
  const officer = await (await browser.newContext({ baseURL, locale: 'id-ID', timezoneId: 'Asia/Jakarta' })).newPage();
  await officer.goto('/login');
  await officer.getByLabel('Nomor HP', { exact: true }).fill(E2E_OFFICER.phone);
  await officer.getByLabel('Kata Sandi', { exact: true }).fill(E2E_OFFICER.password);
  await officer.getByRole('button', { name: 'Masuk' }).click();
  await expect(officer).toHaveURL(/\/petugas$/);
  await officer.goto(`/petugas/manifes/${scheduleId}`);
  const foot = officer.getByRole('region', { name: 'Pejalan kaki' });
  await expect(foot.getByRole('listitem').filter({ hasText: invoiceId })).toContainText('2 orang · belum naik');
  await expect(officer.getByRole('region', { name: 'Penumpang' })).toContainText(
    'Alice Walker, 34 tahun, Sydney · Pejalan kaki',
  );
  await officer.goto(`/petugas/pindai?jadwal=${scheduleId}`);
  await officer.getByLabel('Nomor Referensi').fill(invoiceId);
  await officer.getByRole('button', { name: 'Periksa' }).click();
  const verdict = officer.getByRole('alert', { name: 'Hasil pemeriksaan' });
  await expect(verdict.getByRole('heading', { name: 'Tiket Sah' })).toBeVisible();
  await officer.getByRole('button', { name: 'Naik Kapal' }).click();
  await expect(verdict.getByRole('heading', { name: 'Sudah Naik Kapal' })).toBeVisible();
  await officer.goto(`/petugas/manifes/${scheduleId}`);
  await expect(foot.getByRole('listitem').filter({ hasText: invoiceId })).toContainText('2 orang · sudah naik');
});
