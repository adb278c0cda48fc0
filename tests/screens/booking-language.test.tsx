// The booking flow in English (issue #40 item 1), by role and label: pesan-tiket, its passenger
// modal, konfirmasi-pesanan and pesan-pejalan-kaki with the real machines against a fake API. The
// Indonesian of the same screens is the spec's, held by their own tests (pesan-tiket.test.tsx …);
// here, that every text the machines write in Indonesian has its English twin in the catalogue, and
// Pesan Lagi's notes (data the machine keeps) in both languages.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromCallback } from 'xstate';
import { setApiClient } from '../../src/api/client';
import type { PaymentMessage } from '../../src/api/socket';
import { orderMachine } from '../../src/machines/order.machine';
import { footOrderMachine } from '../../src/machines/foot-order.machine';
import PesanTiketScreen from '../../src/screens/pesan-tiket/pesan-tiket-screen';
import KonfirmasiPesananScreen from '../../src/screens/konfirmasi-pesanan/konfirmasi-pesanan-screen';
import PesanPejalanKakiScreen from '../../src/screens/pesan-pejalan-kaki/pesan-pejalan-kaki-screen';
import {
  BOOKING_FORM_ERRORS,
  gapNote,
  ORDER_TEXTS,
  passengerTypeName,
} from '../../src/screens/pesan-tiket/booking-text';
import { translate, type Translate } from '../../src/hooks/language';
import { ORDER_MSG } from '../../src/lib/order-messages';
import { orderAgainState, type OrderAgainNote } from '../../src/lib/order-again-notes';
import { FOOT_MSG } from '../../src/lib/foot-messages';
import { MSG } from '../../kernel/validation-messages';
import { normaliseSpaces } from '../../kernel/money';
import { m } from '../../kernel/paraglide/messages';
import type { Language } from '../../kernel/language';
import {
  fakeApi,
  PASSENGER_TYPES,
  renderRoute,
  SCHEDULE,
  signIn,
  storeDraft,
  transaction,
  USER,
  VEHICLE_TYPES,
  type ApiHandler,
} from './pesan-tiket.fixtures';

const OLD_URL = 'http://pay.test/api/payment/simulator/sim_5';
import { patientQueries, patiently } from './patience';

patientQueries();

let token: string;
let send: ((event: { type: string; [key: string]: unknown }) => void) | undefined;
const fakeSocket = () =>
  fromCallback(({ sendBack }) => {
    send = sendBack;
    return () => undefined;
  });
const push = (message: Omit<PaymentMessage, 'userId'>) =>
  act(() => send?.({ type: 'SOCKET.MESSAGE', message: { userId: USER.id, ...message } }));
const text = (el: Element) => normaliseSpaces(el.textContent ?? '');
const tIn =
  (language: Language): Translate =>
  (message, ...inputs) =>
    translate(language, message, inputs[0]);

beforeEach(() => {
  token = signIn(Date.now());
  send = undefined;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  setApiClient(undefined);
});

describe('pesan-tiket in English', () => {
  // 2026-11-22 10:00 WIB: SCHEDULE (23 Nov, 08:30 WIB) can be booked. Only Date is faked.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 22, 3, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  function open() {
    fakeApi(
      {
        'GET /api/schedule/get/42': () => ({ data: SCHEDULE }),
        'GET /api/vehicle/get-all': () => ({ data: { vehicles: VEHICLE_TYPES } }),
        'GET /api/passenger/get-all': () => ({ data: { passengers: PASSENGER_TYPES } }),
      },
      token,
    );
    renderRoute('/pesan-tiket/42', '/pesan-tiket/:id', <PesanTiketScreen />, 'en');
  }

  it('writes the departure, the vehicle, the driver and the passengers in English, WIB and rupiah for en', async () => {
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: 'Vehicle' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Ticket' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monday, November 23, 2026' })).toBeInTheDocument();
    expect(screen.getByText('08:30 WIB')).toBeInTheDocument();
    expect(screen.getByLabelText('Plate Number')).toHaveAttribute('placeholder', 'Example: BK 1234 ABC');
    const select = screen.getByLabelText('Vehicle Class');
    expect(within(select).getAllByRole('option').map(text)).toEqual([
      'Choose a vehicle class',
      'Golongan II – Sepeda motor – Rp 60,000',
      'Golongan IV – Mobil penumpang – Rp 250,000',
    ]);
    expect(select).toHaveAccessibleDescription(
      'Normal Deck, HDD and DD vehicles are not recommended for online tickets because of limited capacity.',
    );
    expect(screen.getByRole('link', { name: 'Foot passenger (no vehicle)' })).toHaveAttribute(
      'href',
      '/pesan-pejalan-kaki/42',
    );

    expect(screen.getByRole('heading', { name: 'Driver' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Same as the booker' }));
    expect(screen.getByLabelText("Driver's Name")).toHaveValue(USER.name);
    expect(screen.getByLabelText("Driver's Mobile Number")).toHaveValue(USER.phone_number);
    expect(screen.getByLabelText("Driver's Age")).toHaveValue(USER.age);
    expect(screen.getByLabelText("Driver's Home Town")).toHaveValue(USER.domicile);
    const gender = screen.getByLabelText("Driver's Gender");
    expect(within(gender).getAllByRole('option').map(text)).toEqual(['Choose a gender', 'Male', 'Female']);
    // The value sent stays the spec's.
    expect(gender).toHaveValue('Perempuan');

    expect(screen.getByRole('heading', { name: 'Passengers' })).toBeInTheDocument();
    expect(screen.getByText('Rp 15,000 / person')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One more Adult passenger' }));
    expect(screen.getByRole('status', { name: 'Number of Adult passengers' })).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'One Adult passenger fewer' })).toBeEnabled();
    expect(screen.getByText('Total so far')).toBeInTheDocument();
    expect(screen.getByText('Vehicle not included yet: choose a vehicle class.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
  });

  it("says the form's rules in English", async () => {
    const user = userEvent.setup();
    open();
    const plate = await screen.findByLabelText('Plate Number');
    await user.type(plate, 'B1234');
    await user.tab();
    expect(plate).toHaveAccessibleDescription('The plate number is not valid.');
    await user.clear(plate);
    await user.tab();
    expect(plate).toHaveAccessibleDescription('Plate number is required.');
    const name = screen.getByLabelText("Driver's Name");
    await user.clear(name);
    await user.tab();
    expect(name).toHaveAccessibleDescription('Name is required.');
  });

  it('adds a named passenger in the English modal, with the child note', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Add Passenger' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Passenger' });
    const types = within(dialog).getByRole('group', { name: 'Passenger Type' });
    await user.click(within(types).getByRole('radio', { name: 'Child' }));
    expect(
      within(dialog).getByText('The child category is only for passengers under 5 years old.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Age'), '7');
    await user.tab();
    expect(within(dialog).getByLabelText('Age')).toHaveAccessibleDescription(
      'A child passenger must be under 5 years old.',
    );
    await user.click(within(types).getByRole('radio', { name: 'Adult' }));
    await user.type(within(dialog).getByLabelText('Name'), 'Sari');
    await user.type(within(dialog).getByLabelText('Home Town'), 'Medan');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const list = screen.getByRole('list', { name: 'Passenger list' });
    expect(within(list).getByText('Adult · 7 years · Medan')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Edit passenger Sari' })).toHaveTextContent('Edit');
    expect(within(list).getByRole('button', { name: 'Remove passenger Sari' })).toHaveTextContent('Remove');
  });
});

describe('konfirmasi-pesanan in English', () => {
  function open(handlers: Record<string, ApiHandler> = {}) {
    const log = fakeApi(
      {
        'POST /api/transaction/order': (request) => ({
          status: 202,
          data: { requestId: (request.body as { requestId: string }).requestId },
        }),
        'GET /api/transaction/user/get-all': () => ({ data: { transactions: [], has_more: false } }),
        ...handlers,
      },
      token,
    );
    const logic = orderMachine.provide({ actors: { socket: fakeSocket() } as never });
    renderRoute(
      '/konfirmasi-pesanan',
      '/konfirmasi-pesanan',
      <KonfirmasiPesananScreen logic={logic} redirect={vi.fn()} />,
      'en',
    );
    return log;
  }

  it('shows the summary and the price in English, then the sold-out refusal', async () => {
    const user = userEvent.setup();
    storeDraft();
    const log = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order Summary' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Monday, November 23, 2026, 08:30 WIB')).toBeVisible();
    expect(screen.getByText('Budi Sitorus, 40 years')).toBeVisible();
    expect(screen.getByText('Adult: 2, 1 without a name')).toBeVisible();
    expect(screen.getByText('Child: 1, without names')).toBeVisible();
    expect(screen.getByText('Sari (Adult, 30 years)')).toBeVisible();
    const prices = screen.getByRole('region', { name: 'Price Details' });
    expect(within(prices).getAllByRole('term').map(text)).toEqual([
      'Vehicle',
      'Adult passengers (2 × Rp 15,000)',
      'Child passengers (1 × Rp 7,500)',
      'Vehicle Insurance',
      'Driver Insurance',
      'Adult Passenger Insurance (2 × Rp 500)',
      'Child Passenger Insurance (1 × Rp 250)',
      'Total Payment',
    ]);
    expect(text(screen.getByTestId('order-total'))).toBe('Rp 291,150');
    expect(screen.getByText('Connecting to the server…')).toHaveRole('status');

    act(() => send?.({ type: 'SOCKET.CONNECTED' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await vi.waitFor(() => expect(confirm).toBeEnabled(), patiently);
    await user.click(confirm);
    await vi.waitFor(() => expect(log.some((r) => r.path === '/api/transaction/order')).toBe(true), patiently);
    const { requestId } = log.find((r) => r.path === '/api/transaction/order')!.body as { requestId: string };
    push({ status: 500, paymentUrl: null, requestId });
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('This ticket is sold out');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('region', { name: 'This ticket is sold out' })).toBeInTheDocument();
  });

  it("offers the unfinished payment in English ('Pembayaran Tidak Selesai!')", async () => {
    storeDraft();
    localStorage.setItem('paymentData', JSON.stringify({ paymentUrl: OLD_URL, timestamp: Date.now() - 5 * 60_000 }));
    localStorage.setItem('paymentUrl', JSON.stringify(OLD_URL));
    const unpaid = transaction(5, false, new Date(Date.now() - 5 * 60_000).toISOString(), { paymentUrl: OLD_URL });
    open({ 'GET /api/transaction/user/get-all': () => ({ data: { transactions: [unpaid], has_more: false } }) });
    const dialog = await screen.findByRole('alertdialog', { name: 'Payment Not Completed!' });
    expect(dialog).toHaveTextContent(
      'You still have a payment that is not completed. Continue that payment, or make a new order.',
    );
    expect(within(dialog).getByRole('button', { name: 'New Order' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});

describe('pesan-pejalan-kaki in English', () => {
  it('books two adults on foot in English: the form, its rules, the review and its price', async () => {
    const user = userEvent.setup();
    fakeApi(
      {
        'GET /api/schedule/get/42': () => ({ data: { ...SCHEDULE, status: 'open' } }),
        'GET /api/passenger/foot-fares': () => ({ data: { passengers: PASSENGER_TYPES } }),
      },
      token,
    );
    const logic = footOrderMachine.provide({ actors: { socket: fakeSocket() } as never });
    renderRoute(
      '/pesan-pejalan-kaki/42',
      '/pesan-pejalan-kaki/:id',
      <PesanPejalanKakiScreen logic={logic} redirect={vi.fn()} />,
      'en',
    );
    expect(await screen.findByRole('heading', { name: 'Book a Foot Passenger Ticket' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const first = screen.getByRole('region', { name: 'Passenger 1' });
    expect(within(first).getByLabelText('Full Name')).toHaveAccessibleDescription('Name is required.');
    expect(within(within(first).getByLabelText('Passenger Type')).getAllByRole('option').map(text)).toEqual([
      'Adult – Rp 15,000',
      'Child – Rp 7,500',
    ]);
    for (const [n, name] of [
      [1, 'Alice Walker'],
      [2, 'Bob Walker'],
    ] as const) {
      if (n === 2) await user.click(screen.getByRole('button', { name: 'Add Passenger' }));
      const section = await screen.findByRole('region', { name: `Passenger ${n}` });
      await user.type(within(section).getByLabelText('Full Name'), name);
      await user.type(within(section).getByLabelText('Age'), '30');
      await user.type(within(section).getByLabelText('Home Town'), 'Sydney');
    }
    expect(screen.getByRole('button', { name: 'Remove Passenger 2' })).toBeInTheDocument();
    expect(text(screen.getByRole('status', { name: 'Total' }))).toBe('Rp 31,000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByRole('region', { name: 'Check Your Order' });
    expect(within(review).getByText('Foot passenger (no vehicle)')).toBeInTheDocument();
    expect(
      within(within(review).getByRole('list', { name: 'Passengers' }))
        .getAllByRole('listitem')
        .map(text),
    ).toEqual(['Alice Walker (Adult), 30 years, Sydney', 'Bob Walker (Adult), 30 years, Sydney']);
    expect(within(review).getAllByRole('term').map(text)).toEqual([
      'Adult foot passengers (2 × Rp 15,000)',
      'Adult Passenger Insurance (2 × Rp 500)',
      'Total',
    ]);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
  });
});

describe('the booking texts', () => {
  it("names the account's missing driver fields in either language", () => {
    expect(gapNote(tIn('id'), ['age', 'gender', 'domicile'])).toBe(
      'Usia, jenis kelamin, dan domisili belum ada di akun Anda — lengkapi di Informasi Akun.',
    );
    expect(gapNote(tIn('id'), ['age', 'domicile'])).toBe(
      'Usia dan domisili belum ada di akun Anda — lengkapi di Informasi Akun.',
    );
    expect(gapNote(tIn('en'), ['age', 'domicile'])).toBe(
      'Age and home town not on your account yet — add it in Account Information.',
    );
  });

  it("reads the spec's passenger types in either language, an operator's own as it is", () => {
    expect(passengerTypeName(tIn('id'), 'ANAK-ANAK')).toBe('Anak-anak');
    expect(passengerTypeName(tIn('en'), 'DEWASA')).toBe('Adult');
    expect(passengerTypeName(tIn('en'), 'LANSIA')).toBe('Lansia');
  });

  it('has an English twin for every text the booking machines write in Indonesian', () => {
    const indonesian = (messages: readonly ((i: never, o: { locale: Language }) => string)[]) =>
      messages.map((message) => message({} as never, { locale: 'id' }));
    expect(indonesian(ORDER_TEXTS)).toEqual([
      ORDER_MSG.soldOut,
      ORDER_MSG.otherStatus,
      ORDER_MSG.closedForSale,
      ORDER_MSG.outsideWindow,
      ORDER_MSG.closedByOperator,
      ORDER_MSG.plateTaken,
      ORDER_MSG.tooManyUnpaid,
      ORDER_MSG.paymentUnavailable,
    ]);
    expect(indonesian([m.foot_closed, m.foot_no_fares, m.foot_connection_lost])).toEqual([
      FOOT_MSG.closed,
      FOOT_MSG.noFares,
      FOOT_MSG.connectionLost,
    ]);
    expect(indonesian(BOOKING_FORM_ERRORS)).toEqual([
      MSG.nameRequired,
      MSG.nameTooLong,
      MSG.phoneRequired,
      MSG.phoneInvalid,
      MSG.ageRequired,
      MSG.ageInvalid,
      MSG.genderRequired,
      MSG.domicileRequired,
      MSG.domicileTooLong,
      MSG.plateRequired,
      MSG.plateInvalid,
      MSG.vehicleClassRequired,
      MSG.passengerTypeRequired,
      MSG.passengerCountInvalid,
      MSG.childTooOld,
      MSG.adultTooYoung,
    ]);
  });
});

describe("Pesan Lagi's notes on pesan-tiket (issue #40 item 1)", () => {
  // Every kind the orderAgain machine writes (src/machines/order-again.ts), carried in the history
  // state as Pesan Lagi's step leaves them; an older version's sentence there is not shown.
  const NOTES = [
    { kind: 'filled', invoiceId: 'INV-20261101-000009', namedOnly: true },
    { kind: 'classGone', vehicleClass: 'Golongan IX' },
    { kind: 'driverGaps', fields: ['phoneNumber'] },
    { kind: 'driverGaps', fields: ['name', 'age', 'gender', 'domicile'] },
    { kind: 'typeGone', name: 'Lama' },
    { kind: 'unnamedGone', count: 1 },
    { kind: 'ageMisfit', name: 'Sari', age: 4, feeType: 'DEWASA', date: '2026-11-23' },
    { kind: 'ageMisfit', name: 'Opung', age: 50, feeType: 'LANSIA' },
    { kind: 'fromSaved', names: ['Ani'] },
  ] satisfies OrderAgainNote[];
  const STATE = orderAgainState([...NOTES, 'Catatan versi lama.' as unknown as OrderAgainNote]);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 22, 3, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  async function notesIn(language: Language) {
    fakeApi(
      {
        'GET /api/schedule/get/42': () => ({ data: SCHEDULE }),
        'GET /api/vehicle/get-all': () => ({ data: { vehicles: VEHICLE_TYPES } }),
        'GET /api/passenger/get-all': () => ({ data: { passengers: PASSENGER_TYPES } }),
      },
      token,
    );
    renderRoute({ pathname: '/pesan-tiket/42', state: STATE }, '/pesan-tiket/:id', <PesanTiketScreen />, language);
    const first = await screen.findByText(/INV-20261101-000009/);
    const banner = first.closest('[role="status"]') as HTMLElement;
    expect(banner).not.toBeNull();
    return within(banner)
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.textContent);
  }

  it('reads them in English', async () => {
    expect(await notesIn('en')).toEqual([
      'Book Again from ticket INV-20261101-000009: the vehicle, driver and named passengers are filled in. ' +
        'Check them before you continue; add passengers without a name with the + button.',
      'Golongan IX is not available on this departure: choose a vehicle class.',
      "Fill in the driver's mobile number.",
      "Fill in the driver's name, age, gender and home town.",
      'Lama was not added: their passenger type is no longer available.',
      '1 passenger without a name was not added: their passenger type is no longer available.',
      'Sari (age 4 on Mon, Nov 23, 2026) was not added: their age does not fit the Adult passenger type.',
      'Opung (age 50) was not added: their age does not fit the Lansia passenger type.',
      'From Saved Passengers: Ani. Check that they are travelling.',
    ]);
  });

  it('reads them in Indonesian as they always read', async () => {
    expect(await notesIn('id')).toEqual([
      'Pesan Lagi dari tiket INV-20261101-000009: kendaraan, pengemudi dan penumpang bernama sudah diisi. ' +
        'Periksa lagi sebelum melanjutkan; penumpang tanpa nama ditambahkan dengan tombol +.',
      'Golongan IX tidak tersedia untuk keberangkatan ini: pilih golongan kendaraan.',
      'Lengkapi nomor HP pengemudi.',
      'Lengkapi nama, usia, jenis kelamin dan domisili pengemudi.',
      'Lama tidak diisi: jenis penumpangnya tidak tersedia lagi.',
      '1 penumpang tanpa nama tidak diisi: jenis penumpangnya tidak tersedia lagi.',
      'Sari (4 tahun pada Senin, 23 Nov 2026) tidak diisi: usianya tidak sesuai jenis Dewasa.',
      'Opung (50 tahun) tidak diisi: usianya tidak sesuai jenis Lansia.',
      'Dari Penumpang Tersimpan: Ani. Periksa apakah mereka ikut.',
    ]);
  });
});
