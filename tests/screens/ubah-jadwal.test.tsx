// ubah-jadwal (issue #23): the passenger moves a paid ticket to another departure. The real
// reschedule machine and typed client against a fake API; read through the DOM by role and label.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from './memory-router';
import { setApiClient } from '../../src/api/client';
import { AppRoutes } from '../../src/app';
import type { TransactionDetail } from '../../src/api/transactions';
import type { RescheduleOptionDto } from '../../src/api/tickets';
import UbahJadwalScreen from '../../src/screens/ubah-jadwal/ubah-jadwal-screen';
import { addDays, formatDateLong, todayJakarta } from '../../kernel/time';
import { formatRupiah, normaliseSpaces } from '../../kernel/money';
import { StaticLanguage } from '../../src/hooks/language';
import { fakeApi, renderRoute, signIn, type ApiHandler } from './pesan-tiket.fixtures';
import { patientQueries, preloadScreens } from './patience';
import { actions, option, PENDING, REFUSED_REASON, refusedTicket, ticket } from '../machines/reschedule.fixtures';

patientQueries();
beforeAll(() => preloadScreens('/tiket-detail/5/ubah-jadwal', '/login'));

// The screen reads the real clock: the ticket departs tomorrow (Jakarta), inside the window.
const TODAY = todayJakarta(Date.now());
const TOMORROW = addDays(TODAY, 1);
const onTomorrow = (overrides: Partial<TransactionDetail> = {}) =>
  ticket({ schedule: { ...ticket().schedule, issuedDate: TOMORROW }, ...overrides });
const OPTIONS: RescheduleOptionDto[] = [
  option(43, '10:00:00', { newFare: 301_150, fee: 29_115, difference: 10_000 }, TOMORROW),
  option(44, '13:00:00', { newFare: 280_000, fee: 29_115, difference: 0 }, TOMORROW),
];
const CONFLICT = 'Tempat pada keberangkatan ini sudah habis.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let token: string;
beforeEach(() => {
  token = signIn(Date.now());
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  setApiClient(undefined);
  vi.restoreAllMocks();
});

function open(detail: TransactionDetail, handlers: Record<string, ApiHandler> = {}, options = OPTIONS) {
  const log = fakeApi(
    {
      'GET /api/transaction/get/5': () => ({ data: detail }),
      'GET /api/ticket/5/reschedule-options': () => ({ data: { options } }),
      ...handlers,
    },
    token,
  );
  const redirect = vi.fn<(url: string) => void>();
  renderRoute('/tiket-detail/5/ubah-jadwal', '/tiket-detail/:id/ubah-jadwal', <UbahJadwalScreen redirect={redirect} />);
  const calls = (method: string, path: string) => log.filter((r) => r.method === method && r.path === path);
  return { log, redirect, calls };
}

const text = (el: HTMLElement) => normaliseSpaces(el.textContent ?? '');
const optionCard = async (time: string) =>
  (await screen.findByRole('heading', { name: time, level: 3 })).closest('li') as HTMLElement;

describe('ubah-jadwal', () => {
  it("lists the departures of the ticket's date with what each costs", async () => {
    const { calls } = open(onTomorrow());
    const ten = await optionCard('10:00 WIB');
    expect(screen.getByRole('heading', { name: 'Keberangkatan saat ini' })).toBeInTheDocument();
    expect(calls('GET', '/api/ticket/5/reschedule-options').map((r) => r.query.get('date'))).toEqual([TOMORROW]);
    const days = screen.getByRole('group', { name: 'Tanggal keberangkatan baru' });
    expect(within(days).getAllByRole('button')).toHaveLength(8);
    expect(within(days).getByRole('button', { pressed: true })).toHaveAccessibleName(formatDateLong(TOMORROW));
    expect(text(ten)).toContain('Sisa 37 kursi');
    expect(text(ten)).toContain('Biaya ubah jadwalRp 29.115');
    expect(text(ten)).toContain('Selisih tarifRp 10.000');
    expect(text(ten)).toContain('Total bayarRp 39.115');
    expect(text(ten)).not.toContain('tidak dikembalikan');
    // A charged difference says why (issue #38): the new fare against the price paid.
    expect(
      within(ten).getByText('Tarif keberangkatan ini Rp 301.150, naik dari Rp 291.150 yang Anda bayar.'),
    ).toBeInTheDocument();
    // A lower fare returns nothing, and says so.
    const one = await optionCard('13:00 WIB');
    expect(text(one)).toContain('Total bayarRp 29.115');
    expect(text(one)).not.toContain('naik dari');
    expect(within(one).getByText('Selisih tarif yang lebih murah tidak dikembalikan.')).toBeInTheDocument();
  });

  it('shows the amounts in a dialog before anything is sent, then goes to the payment page', async () => {
    const user = userEvent.setup();
    const { calls, redirect } = open(onTomorrow(), {
      'POST /api/ticket/5/reschedule': () => ({
        data: { ticket: onTomorrow({ pendingChange: PENDING }), payment: PENDING },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pilih 10:00 WIB' }));
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi Ubah Jadwal' });
    expect(text(dialog)).toContain('Total bayarRp 39.115');
    expect(text(dialog)).toContain('naik dari Rp 291.150 yang Anda bayar');
    expect(text(dialog)).toContain('halaman pembayaran');
    const pay = within(dialog).getByRole('button', { name: 'Bayar dan Ubah Jadwal' });
    expect(pay).toHaveFocus();
    expect(calls('POST', '/api/ticket/5/reschedule')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('POST', '/api/ticket/5/reschedule')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Pilih 10:00 WIB' }));
    await user.click(screen.getByRole('button', { name: 'Bayar dan Ubah Jadwal' }));
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith(PENDING.paymentUrl));
    const [post] = calls('POST', '/api/ticket/5/reschedule');
    expect(post?.body).toEqual({
      scheduleId: 43,
      requestId: expect.stringMatching(UUID),
      amountDue: OPTIONS.find((o) => o.departure.scheduleId === 43)!.amountDue,
    });
  });

  it('moves a ticket of a cancelled departure free of charge and goes back to it', async () => {
    const user = userEvent.setup();
    const free = onTomorrow({ actions: actions({}, true) });
    const { calls } = open(
      free,
      { 'POST /api/ticket/5/reschedule': () => ({ data: { ticket: free, payment: null } }) },
      [option(45, '08:30:00', { newFare: 291_150, fee: 0, difference: 0 }, TOMORROW)],
    );
    expect(await screen.findByText(/ubah jadwal tanpa biaya/)).toBeInTheDocument();
    const card = await optionCard('08:30 WIB');
    expect(text(card)).toContain('Total bayarGratis');
    await user.click(within(card).getByRole('button', { name: 'Pilih 08:30 WIB' }));
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi Ubah Jadwal' });
    expect(text(dialog)).toContain('tanpa biaya');
    await user.click(within(dialog).getByRole('button', { name: 'Ubah Jadwal' }));
    await vi.waitFor(() => expect(screen.getByRole('status', { name: 'lokasi' })).toHaveTextContent('/tiket-detail/5'));
    expect(screen.getByRole('status', { name: 'lokasi' })).not.toHaveTextContent('ubah-jadwal');
    expect(calls('POST', '/api/ticket/5/reschedule')).toHaveLength(1);
  });

  it("shows the server's reason on a 409 and loads the departures again", async () => {
    const user = userEvent.setup();
    const { calls } = open(onTomorrow(), {
      'POST /api/ticket/5/reschedule': () => ({ status: 409, message: CONFLICT }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pilih 13:00 WIB' }));
    await user.click(screen.getByRole('button', { name: 'Bayar dan Ubah Jadwal' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(CONFLICT);
    expect(screen.queryByRole('dialog', { name: 'Konfirmasi Ubah Jadwal' })).toBeNull();
    await vi.waitFor(() => expect(calls('GET', '/api/ticket/5/reschedule-options')).toHaveLength(2));
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the dialog open with the reason when the connection fails, and retries with the same key', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { calls } = open(onTomorrow(), {
      'POST /api/ticket/5/reschedule': () =>
        ++attempt === 1 ? { status: 500, message: 'Boom' } : { data: { ticket: onTomorrow(), payment: null } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Pilih 13:00 WIB' }));
    await user.click(screen.getByRole('button', { name: 'Bayar dan Ubah Jadwal' }));
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi Ubah Jadwal' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Terjadi kesalahan. Coba lagi.');
    await user.click(within(dialog).getByRole('button', { name: 'Bayar dan Ubah Jadwal' }));
    await vi.waitFor(() => expect(calls('POST', '/api/ticket/5/reschedule')).toHaveLength(2));
    const [first, second] = calls('POST', '/api/ticket/5/reschedule');
    expect(second?.body).toEqual(first?.body);
  });

  it('loads another date of the booking window', async () => {
    const user = userEvent.setup();
    const { calls } = open(onTomorrow());
    await optionCard('10:00 WIB');
    const days = screen.getByRole('group', { name: 'Tanggal keberangkatan baru' });
    await user.click(within(days).getByRole('button', { name: formatDateLong(addDays(TODAY, 7)) }));
    await vi.waitFor(() =>
      expect(calls('GET', '/api/ticket/5/reschedule-options').map((r) => r.query.get('date'))).toEqual([
        TOMORROW,
        addDays(TODAY, 7),
      ]),
    );
  });

  it('says why Ubah Jadwal is not possible and leads back to the ticket', async () => {
    const { calls } = open(refusedTicket({ schedule: onTomorrow().schedule }));
    expect(await screen.findByText(REFUSED_REASON)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Detail Tiket' })).toHaveAttribute('href', '/tiket-detail/5');
    expect(screen.queryByRole('button', { name: /^Pilih/ })).toBeNull();
    expect(calls('GET', '/api/ticket/5/reschedule-options')).toEqual([]);
  });

  it('offers the payment of a move already waiting for it', async () => {
    const user = userEvent.setup();
    const { redirect } = open(refusedTicket({ schedule: onTomorrow().schedule, pendingChange: PENDING }));
    await user.click(await screen.findByRole('button', { name: 'Lanjutkan Pembayaran' }));
    expect(redirect).toHaveBeenCalledWith(PENDING.paymentUrl);
  });
});

describe('ubah-jadwal route', () => {
  const renderApp = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>,
    );

  it('needs a login', async () => {
    localStorage.clear();
    renderApp('/tiket-detail/5/ubah-jadwal');
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
  });

  it('opens for a signed-in passenger', async () => {
    fakeApi(
      {
        'GET /api/transaction/get/5': () => ({ data: onTomorrow() }),
        'GET /api/ticket/5/reschedule-options': () => ({ data: { options: OPTIONS } }),
      },
      token,
    );
    renderApp('/tiket-detail/5/ubah-jadwal');
    expect(await screen.findByRole('heading', { name: 'Ubah Jadwal', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pilih 10:00 WIB' })).toBeInTheDocument();
  });
});

describe('ubah-jadwal in English', () => {
  function openInEnglish(detail: TransactionDetail, handlers: Record<string, ApiHandler> = {}) {
    fakeApi(
      {
        'GET /api/transaction/get/5': () => ({ data: detail }),
        'GET /api/ticket/5/reschedule-options': () => ({ data: { options: OPTIONS } }),
        ...handlers,
      },
      token,
    );
    renderRoute(
      '/tiket-detail/5/ubah-jadwal',
      '/tiket-detail/:id/ubah-jadwal',
      <StaticLanguage language="en">
        <UbahJadwalScreen redirect={vi.fn()} />
      </StaticLanguage>,
    );
  }
  const rp = (amount: number) => normaliseSpaces(formatRupiah(amount, 'en'));

  it('lists the departures with what each costs, and confirms, in English', async () => {
    const user = userEvent.setup();
    openInEnglish(onTomorrow(), { 'POST /api/ticket/5/reschedule': () => ({ status: 500, message: 'Boom' }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ten = await optionCard('10:00 WIB');
    expect(screen.getByRole('heading', { name: 'Change Departure', level: 1 })).toBeInTheDocument();
    const current = screen.getByRole('heading', { name: 'Current departure' }).closest('section') as HTMLElement;
    expect(within(current).getByText('Route')).toBeInTheDocument();
    expect(within(current).getByText('Reference Number')).toBeInTheDocument();
    const days = screen.getByRole('group', { name: 'New departure date' });
    expect(within(days).getByRole('button', { pressed: true })).toHaveAccessibleName(formatDateLong(TOMORROW, 'en'));
    expect(screen.getByRole('heading', { name: formatDateLong(TOMORROW, 'en'), level: 3 })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Available departures' })).getAllByRole('listitem')).toHaveLength(2);
    expect(text(ten)).toContain('37 seats left');
    expect(text(ten)).toContain(`Change fee${rp(29_115)}`);
    expect(text(ten)).toContain(`Fare difference${rp(10_000)}`);
    expect(text(ten)).toContain(`Total to pay${rp(39_115)}`);
    expect(text(ten)).toContain(`This departure costs ${rp(301_150)}, up from the ${rp(291_150)} you paid.`);

    await user.click(within(ten).getByRole('button', { name: 'Choose 10:00 WIB' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Departure Change' });
    expect(within(dialog).getByText('From')).toBeInTheDocument();
    expect(within(dialog).getByText('To')).toBeInTheDocument();
    expect(text(dialog)).toContain('You will go to the payment page.');
    expect(text(dialog)).toContain('The old ticket QR code stops working after the move.');
    await user.click(within(dialog).getByRole('button', { name: 'Pay and Change Departure' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says in English that the ticket cannot be moved, and leads back to it', async () => {
    openInEnglish(refusedTicket({ schedule: onTomorrow().schedule, pendingChange: PENDING }));
    expect(
      await screen.findByRole('heading', { name: 'This ticket cannot be moved to another departure.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Ticket Details' })).toHaveAttribute('href', '/tiket-detail/5');
    expect(screen.getByRole('heading', { name: 'Departure change awaiting payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeInTheDocument();
  });
});
