// The booth's pages (issue #24) through the DOM, by role and label (the labels the e2e journey
// uses): Buka Shift, a cash sale with its Total and Kembalian and the receipt download, a QRIS sale
// with its QR and countdown until it is paid, Cari Tiket with Batalkan Tiket and its confirmation,
// and Tutup Shift with the Selisih and the report downloads. A fake server behind the real client;
// every wait is for a condition, and the QRIS countdown runs on a clock the test moves.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normaliseSpaces } from '../../kernel/money';
import {
  currentPath,
  fail,
  fakeApi,
  jwt,
  ok,
  renderApp,
  storeSession,
  USER,
  type FakeRoutes,
} from './account.fake-api';
import { frozenClock, patientQueries, preloadScreens } from './patience';
import {
  CANCELLED_DETAIL,
  CASH_TICKET,
  CLOSED_SHIFT,
  DEPARTURE,
  DETAIL,
  PASSENGER_TYPES,
  PREVIEW_ALLOWED,
  PREVIEW_REFUSED,
  QRIS_PAID,
  QRIS_UNPAID,
  SHIFT,
  VEHICLE_TYPES,
} from '../machines/loket/loket-fixtures';

patientQueries();

beforeAll(() => preloadScreens('/loket', '/loket/tiket', '/loket/shift'));

const KASIR = { ...USER, id: 3, name: 'Kasir Tigaras', phone_number: '081100000003' };
const downloads: string[] = [];

beforeEach(() => {
  storeSession(KASIR, jwt(3600, { role: 'kasir' }));
  downloads.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:loket', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const text = (element: Element) => normaliseSpaces(element.textContent ?? '');

const CATALOGUE: FakeRoutes = {
  'GET /api/loket/departures': () => ok({ departures: [DEPARTURE] }),
  'GET /api/vehicle/get-all': () => ok({ vehicles: VEHICLE_TYPES }),
  'GET /api/passenger/get-all': () => ok({ passengers: PASSENGER_TYPES }),
};

async function fillSale(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Jual Tiket', level: 2 });
  const departure = screen.getByLabelText('Keberangkatan');
  expect(within(departure).getByRole('option', { name: /^13:30/ })).toBeInTheDocument();
  await user.selectOptions(departure, String(DEPARTURE.id));
  await user.selectOptions(screen.getByLabelText('Golongan Kendaraan'), '4');
  await user.type(screen.getByLabelText('Nomor Kendaraan'), 'bk 1234 abc');
  await user.type(screen.getByLabelText('Nama Pengemudi'), 'Budi Sitorus');
  await user.type(screen.getByLabelText('Nomor HP Pengemudi'), '081234567890');
  await user.type(screen.getByLabelText('Usia Pengemudi'), '40');
  await user.type(screen.getByLabelText('Domisili Pengemudi'), 'Parapat');
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Jenis Kelamin Pengemudi' })).getByRole('radio', {
      name: 'Laki - laki',
    }),
  );
  await user.type(screen.getByLabelText('Jumlah Dewasa'), '2');
  await user.type(screen.getByLabelText('Jumlah Anak-anak'), '1');
}

describe('Jual Tiket', () => {
  it('opens a shift with the Uang Awal, then shows the sale form', async () => {
    let shift: typeof SHIFT | null = null;
    const api = fakeApi({
      ...CATALOGUE,
      'GET /api/loket/shift': () => ok({ shift }),
      'POST /api/loket/shifts': () => ((shift = SHIFT), ok({ shift })),
    });
    renderApp('/loket');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Buka Shift', level: 2 });
    await user.click(screen.getByRole('button', { name: 'Buka Shift' }));
    expect(await screen.findByText('Uang Awal wajib diisi.')).toBeInTheDocument();
    expect(api.to('POST', '/api/loket/shifts')).toHaveLength(0);
    await user.type(screen.getByLabelText('Uang Awal'), '500000');
    await user.click(screen.getByRole('button', { name: 'Buka Shift' }));
    expect(await screen.findByRole('heading', { name: 'Jual Tiket', level: 2 })).toBeInTheDocument();
    expect(api.to('POST', '/api/loket/shifts')[0]?.body).toEqual({ openingFloat: 500_000 });
  });

  it('sells for cash: the Total and the Kembalian, then Tiket Terjual with its receipts', async () => {
    const api = fakeApi({
      ...CATALOGUE,
      'GET /api/loket/shift': () => ok({ shift: SHIFT }),
      'POST /api/loket/sales': () => ok({ ticket: CASH_TICKET }),
      'GET /api/loket/tickets/77/receipt': () => ({ status: 200, body: '%PDF-1.7' }),
    });
    renderApp('/loket');
    const user = userEvent.setup();
    await fillSale(user);
    expect(text(screen.getByText(/^Total:/))).toBe('Total: Rp 178.900');
    expect(within(screen.getByRole('radiogroup', { name: 'Metode Pembayaran' })).getByLabelText('Tunai')).toBeChecked();
    await user.type(screen.getByLabelText('Uang Diterima'), '150000');
    await user.click(screen.getByRole('button', { name: 'Jual Tiket' }));
    expect(await screen.findByText('Uang yang diterima kurang dari total.')).toBeInTheDocument();
    expect(api.to('POST', '/api/loket/sales')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Uang Diterima'));
    await user.type(screen.getByLabelText('Uang Diterima'), '200000');
    expect(text(screen.getByText(/^Kembalian:/))).toBe('Kembalian: Rp 21.100');
    await user.click(screen.getByRole('button', { name: 'Jual Tiket' }));
    expect(await screen.findByRole('heading', { name: 'Tiket Terjual' })).toBeInTheDocument();
    expect(screen.getByText(CASH_TICKET.invoiceId)).toBeInTheDocument();
    expect(api.to('POST', '/api/loket/sales')[0]?.body).toMatchObject({
      plate_number: 'BK 1234 ABC',
      schedule: 11,
      vehicle: 4,
      payment: { method: 'tunai', amountReceived: 200_000 },
    });
    await user.click(screen.getByRole('button', { name: 'Cetak Tiket 58 mm' }));
    await waitFor(() => expect(downloads).toEqual([`tiket-${CASH_TICKET.invoiceId}-58mm.pdf`]));
    await user.click(screen.getByRole('button', { name: 'Cetak Tiket A6' }));
    await waitFor(() => expect(downloads.at(-1)).toBe(`tiket-${CASH_TICKET.invoiceId}-a6.pdf`));
    await user.click(screen.getByRole('button', { name: 'Jual Tiket Lagi' }));
    expect(await screen.findByRole('heading', { name: 'Jual Tiket', level: 2 })).toBeInTheDocument();
    expect(screen.getByLabelText('Nama Pengemudi')).toHaveValue('');
  });

  it('sells by QRIS: the QR, the amount and a countdown, until the payment arrives', async () => {
    const user = frozenClock();
    const unpaid = {
      ...QRIS_UNPAID,
      qris: { ...QRIS_UNPAID.qris!, expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() },
    };
    let paid = false;
    const api = fakeApi({
      ...CATALOGUE,
      'GET /api/loket/shift': () => ok({ shift: SHIFT }),
      'POST /api/loket/sales': () => ok({ ticket: unpaid }),
      'GET /api/loket/tickets/77': () =>
        ok({ ticket: { ...DETAIL, ...(paid ? QRIS_PAID : unpaid), channel: 'loket' }, cancel: PREVIEW_REFUSED }),
    });
    renderApp('/loket');
    await fillSale(user);
    await user.click(screen.getByLabelText('QRIS'));
    expect(screen.queryByLabelText('Uang Diterima')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Jual Tiket' }));
    expect(await screen.findByRole('heading', { name: 'Bayar dengan QRIS' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kode QRIS' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml,/),
    );
    expect(text(screen.getByText(/^Total:/))).toBe('Total: Rp 178.900');
    expect(screen.getByText('15:00')).toBeInTheDocument();
    expect(api.to('POST', '/api/loket/sales')[0]?.body).toMatchObject({ payment: { method: 'qris' } });
    act(() => void vi.advanceTimersByTime(1000));
    expect(await screen.findByText('14:59')).toBeInTheDocument();
    // Still unpaid at the first check; paid at the next.
    act(() => void vi.advanceTimersByTime(2000));
    await waitFor(() => expect(api.to('GET', '/api/loket/tickets/77')).toHaveLength(1));
    paid = true;
    act(() => void vi.advanceTimersByTime(3000));
    expect(await screen.findByRole('heading', { name: 'Tiket Terjual' })).toBeInTheDocument();
    expect(currentPath()).toBe('/loket');
  });

  it('shows a refused sale in Indonesian and keeps the form', async () => {
    fakeApi({
      ...CATALOGUE,
      'GET /api/loket/shift': () => ok({ shift: SHIFT }),
      'POST /api/loket/sales': () => fail(409, 'Tiket ini sudah habis.'),
    });
    renderApp('/loket');
    const user = userEvent.setup();
    await fillSale(user);
    await user.type(screen.getByLabelText('Uang Diterima'), '200000');
    await user.click(screen.getByRole('button', { name: 'Jual Tiket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tiket ini sudah habis.');
    expect(screen.getByLabelText('Nama Pengemudi')).toHaveValue('Budi Sitorus');
  });
});

describe('Cari Tiket', () => {
  it('finds a ticket and cancels it after the confirmation with the Refund and the Potongan', async () => {
    let cancelled = false;
    const api = fakeApi({
      'GET /api/loket/tickets': () =>
        ok({ ticket: cancelled ? CANCELLED_DETAIL : DETAIL, cancel: cancelled ? PREVIEW_REFUSED : PREVIEW_ALLOWED }),
      'POST /api/loket/tickets/77/cancel': () => (
        (cancelled = true),
        ok({ ticket: CANCELLED_DETAIL, refund: { amount: 134_175, method: 'tunai' }, shift: SHIFT })
      ),
    });
    renderApp('/loket/tiket');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nomor Invoice'), DETAIL.invoiceId);
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByRole('heading', { name: `Tiket ${DETAIL.invoiceId}` })).toBeInTheDocument();
    // An online ticket: its holder's proof first (issue #37), the buttons wait for it.
    expect(screen.getByRole('button', { name: 'Cetak Tiket 58 mm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Batalkan Tiket' })).toBeDisabled();
    await user.type(screen.getByLabelText('Nomor Kendaraan Pemegang'), DETAIL.plateNumber);
    await user.type(screen.getByLabelText('4 Digit Terakhir HP Pemesan'), '12a34');
    expect(screen.getByLabelText('4 Digit Terakhir HP Pemesan')).toHaveValue('1234');
    expect(screen.getByRole('button', { name: 'Cetak Tiket 58 mm' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Batalkan Tiket' }));
    let dialog = await screen.findByRole('dialog', { name: 'Batalkan Tiket' });
    expect(text(within(dialog).getByText('Refund').nextElementSibling!)).toBe('Rp 134.175');
    expect(text(within(dialog).getByText('Potongan').nextElementSibling!)).toBe('Rp 44.725');
    await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST', '/api/loket/tickets/77/cancel')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Batalkan Tiket' }));
    dialog = await screen.findByRole('dialog', { name: 'Batalkan Tiket' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    expect(await screen.findByText(/Tiket dibatalkan/)).toHaveTextContent('Refund: Rp');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Batalkan Tiket' })).toBeDisabled();
    expect(api.to('POST', '/api/loket/tickets/77/cancel')).toHaveLength(1);
    expect(api.to('POST', '/api/loket/tickets/77/cancel')[0]?.body).toEqual({
      plateNumber: DETAIL.plateNumber,
      phoneLast4: '1234',
    });
  });

  it('keeps Batalkan Tiket off with the reason when the rules refuse, and says when nothing is found', async () => {
    let found = false;
    fakeApi({
      'GET /api/loket/tickets': () =>
        found ? ok({ ticket: DETAIL, cancel: PREVIEW_REFUSED }) : fail(404, 'Tiket tidak ditemukan.'),
    });
    renderApp('/loket/tiket');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nomor Invoice'), 'INV-TIDAK-ADA');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tiket tidak ditemukan.');
    found = true;
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    const button = await screen.findByRole('button', { name: 'Batalkan Tiket' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(PREVIEW_REFUSED.reason!);
  });
});

describe('Shift', () => {
  it('shows the figures, closes with the counted cash and the Selisih, and downloads the report', async () => {
    const api = fakeApi({
      'GET /api/loket/shift': () => ok({ shift: SHIFT }),
      'POST /api/loket/shifts/5/close': () => ok({ shift: CLOSED_SHIFT }),
      'GET /api/loket/report': () => ({ status: 200, body: 'a,b' }),
    });
    renderApp('/loket/shift');
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: 'Shift Berjalan' });
    const rows: [string, string][] = [
      ['Uang Awal', 'Rp 500.000'],
      ['Penjualan Tunai', '2 tiket · Rp 300.000'],
      ['Penjualan QRIS', '1 tiket · Rp 150.000'],
      ['Refund Tunai', '0 tiket · Rp 0'],
      ['Uang Seharusnya', 'Rp 800.000'],
    ];
    for (const [label, value] of rows) expect(text(within(list).getByText(label).nextElementSibling!)).toBe(value);
    await user.type(screen.getByLabelText('Uang Dihitung'), '800000');
    await user.click(screen.getByRole('button', { name: 'Tutup Shift' }));
    expect(text(await screen.findByTestId('loket-variance'))).toBe('Selisih Rp 0');
    expect(screen.getByRole('region', { name: 'Shift Ditutup' })).toBeInTheDocument();
    expect(api.to('POST', '/api/loket/shifts/5/close')[0]?.body).toEqual({ countedCash: 800_000 });
    expect(screen.queryByRole('button', { name: 'Tutup Shift' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unduh Laporan CSV' }));
    await waitFor(() => expect(downloads).toEqual(['laporan-shift-2026-11-22.csv']));
    await user.click(screen.getByRole('button', { name: 'Unduh Laporan PDF' }));
    await waitFor(() => expect(downloads.at(-1)).toBe('laporan-shift-2026-11-22.pdf'));
  });
});
