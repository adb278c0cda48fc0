// konfirmasi-pesanan with the real order machine and typed client against a fake API; only the
// STOMP socket is a stand-in the test drives (connect, push a PaymentMessage). Queried by role.
// Patient under load (issue #20 §7): every wait is for a condition, bounded by PATIENCE_MS, not 1 s.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromCallback } from 'xstate';
import { setApiClient } from '../../src/api/client';
import type { PaymentMessage } from '../../src/api/socket';
import { orderMachine } from '../../src/machines/order.machine';
import KonfirmasiPesananScreen from '../../src/screens/konfirmasi-pesanan/konfirmasi-pesanan-screen';
import { normaliseSpaces } from '../../kernel/money';
import { orderTotal } from '../../kernel/pricing';
import { formatDateLong, todayJakarta } from '../../kernel/time';
import {
  fakeApi,
  PASSENGER_TYPES,
  renderRoute,
  SCHEDULE,
  signIn,
  storeDraft,
  stored,
  transaction,
  USER,
  VEHICLE_TYPES,
  type ApiHandler,
} from './pesan-tiket.fixtures';
import { patientQueries, patiently } from './patience';

patientQueries();

const PAY_URL = 'http://pay.test/api/payment/simulator/sim_new';
const OLD_URL = 'http://pay.test/api/payment/simulator/sim_5';

let token: string;
let socket: {
  connect: () => void;
  push: (m: Omit<PaymentMessage, 'userId'>) => void;
  drop: () => void;
  opened: number;
  closed: number;
};

function fakeSocket() {
  let send: ((event: { type: string; [key: string]: unknown }) => void) | undefined;
  socket = {
    opened: 0,
    closed: 0,
    connect: () => act(() => send?.({ type: 'SOCKET.CONNECTED' })),
    push: (m) => act(() => send?.({ type: 'SOCKET.MESSAGE', message: { userId: USER.id, ...m } })),
    drop: () => act(() => send?.({ type: 'SOCKET.DROPPED', reason: 'closed' })),
  };
  return fromCallback(({ sendBack }) => {
    send = sendBack;
    socket.opened += 1;
    return () => {
      socket.closed += 1;
    };
  });
}

function open(handlers: Record<string, ApiHandler> = {}) {
  const log = fakeApi(
    {
      'POST /api/transaction/order': (request) => ({
        status: 202,
        data: { requestId: (request.body as { requestId: string }).requestId },
      }),
      // No unpaid order open (issue #21 §2) unless a test says otherwise.
      'GET /api/transaction/user/get-all': () => ({ data: { transactions: [], has_more: false } }),
      ...handlers,
    },
    token,
  );
  const redirect = vi.fn();
  const logic = orderMachine.provide({ actors: { socket: fakeSocket() } as never });
  const view = renderRoute(
    '/konfirmasi-pesanan',
    '/konfirmasi-pesanan',
    <KonfirmasiPesananScreen logic={logic} redirect={redirect} />,
  );
  return { log, redirect, view };
}

/** Subscribes the socket and waits until Konfirmasi can be pressed (the open-order check done). */
async function connected() {
  socket.connect();
  await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Konfirmasi' })).toBeEnabled(), patiently);
}

const rupiah = (el: HTMLElement) => normaliseSpaces(el.textContent ?? '');

beforeEach(() => {
  token = signIn(Date.now());
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  setApiClient(undefined);
});

describe('konfirmasi-pesanan', () => {
  it('shows a collapsible summary of the booking', async () => {
    const user = userEvent.setup();
    storeDraft();
    open();
    const toggle = screen.getByRole('button', { name: 'Ringkasan Pesanan' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Senin, 23 November 2026, 08:30 WIB')).toBeVisible();
    expect(screen.getByText('Golongan IV · BK 1234 ABC')).toBeVisible();
    expect(screen.getByText('Budi Sitorus, 40 tahun')).toBeVisible();
    expect(screen.getByText(/Simanindo/).textContent).toMatch(/Simanindo\s*→\s*ke\s+Tigaras/);
    // Passengers added with the counter only (no name) are listed too (issue #11).
    expect(screen.getByText('Dewasa: 2 orang, 1 tanpa nama')).toBeVisible();
    expect(screen.getByText('Anak-anak: 1 orang, tanpa nama')).toBeVisible();
    expect(screen.getByText('Sari (Dewasa, 30 tahun)')).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Budi Sitorus, 40 tahun')).not.toBeVisible();
  });

  it('lists the price: vehicle, passengers per type, insurance for vehicle, driver (400) and passengers, and the total', () => {
    storeDraft({ '1': 2, '2': 1 });
    open();
    const region = screen.getByRole('heading', { name: 'Rincian Harga' }).parentElement!;
    const lines = within(region)
      .getAllByRole('term')
      .map((term) => `${normaliseSpaces(term.textContent ?? '')} = ${rupiah(term.nextElementSibling as HTMLElement)}`);
    expect(lines).toEqual([
      'Kendaraan = Rp 250.000',
      'Penumpang Dewasa (2 × Rp 15.000) = Rp 30.000',
      'Penumpang Anak-anak (1 × Rp 7.500) = Rp 7.500',
      'Asuransi Kendaraan = Rp 2.000',
      'Asuransi Pengemudi = Rp 400',
      'Asuransi Penumpang Dewasa (2 × Rp 500) = Rp 1.000',
      'Asuransi Penumpang Anak-anak (1 × Rp 250) = Rp 250',
      'Total Pembayaran = Rp 291.150',
    ]);
  });

  it.each([
    [{}, 252_400],
    [{ '1': 1 }, 267_900],
    [{ '1': 3, '2': 2 }, 252_400 + 3 * 15_500 + 2 * 7_750],
  ])('totals the mix %o as the shared pricing rule does (%i)', (counts, expected) => {
    storeDraft(counts);
    open();
    const total = orderTotal({
      vehicle: VEHICLE_TYPES[1]!,
      passengers: PASSENGER_TYPES.map((t) => ({
        passengerTypeId: t.id,
        feeType: t.feeType,
        fee: t.fee,
        insuranceFee: t.insuranceFee,
        count: (counts as Record<string, number>)[String(t.id)] ?? 0,
      })),
    });
    expect(total).toBe(expected);
    expect(rupiah(screen.getByTestId('order-total'))).toBe(`Rp ${expected.toLocaleString('id-ID')}`);
  });

  it('sends ONE order once subscribed, even on a double tap, and goes to the pushed payment page', async () => {
    const user = userEvent.setup();
    storeDraft();
    const { log, redirect } = open();
    const confirm = screen.getByRole('button', { name: 'Konfirmasi' });
    expect(confirm).toBeDisabled();
    expect(screen.getByText('Menghubungkan ke server…')).toBeInTheDocument();
    socket.connect();
    await vi.waitFor(() => expect(confirm).toBeEnabled(), patiently);
    await user.dblClick(confirm);
    await vi.waitFor(() => expect(log.filter((r) => r.path === '/api/transaction/order')).toHaveLength(1), patiently);
    const body = log.find((r) => r.path === '/api/transaction/order')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      plate_number: 'BK 1234 ABC',
      schedule: 42,
      vehicle: 4,
      passengers: [
        { passengerId: 1, amount: 2 },
        { passengerId: 2, amount: 1 },
      ],
      manifest: [{ passengerId: 1, name: 'Sari', age: 30, domicile: 'Medan' }],
    });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    socket.push({ status: 200, paymentUrl: PAY_URL, requestId: body.requestId as string });
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith(PAY_URL), patiently);
    expect(stored('paymentData')).toMatchObject({ paymentUrl: PAY_URL });
    expect(stored('paymentUrl')).toBe(PAY_URL);
  });

  it("after 'Tiket ini sudah habis' disables Konfirmasi and offers the next departure with places, booking kept (issue #11)", async () => {
    const user = userEvent.setup();
    storeDraft();
    const today = todayJakarta(Date.now());
    const next = { ...SCHEDULE, id: 43, issuedDate: today, issuedTime: '23:30:00', qty: 7 };
    const { log } = open({
      [`GET /api/schedule/get-all/${today}`]: () => ({ data: { schedules: [next], has_more: false } }),
    });
    await connected();
    await user.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    await vi.waitFor(() => expect(log.some((r) => r.path === '/api/transaction/order')).toBe(true), patiently);
    socket.push({
      status: 500,
      paymentUrl: null,
      requestId: (log.find((r) => r.path === '/api/transaction/order')!.body as { requestId: string }).requestId,
    });
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Tiket ini sudah habis');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Konfirmasi' })).toBeDisabled();
    const offer = await screen.findByRole('region', { name: 'Tiket ini sudah habis' });
    expect(await within(offer).findByText('7 tiket tersedia')).toBeInTheDocument();
    expect(within(offer).getByText(`${formatDateLong(today)}, 23:30 WIB`)).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Pesan keberangkatan ini' }));
    await vi.waitFor(() => expect(screen.getByLabelText('lokasi')).toHaveTextContent('/pesan-tiket/43'), patiently);
    expect(stored('scheduleId')).toBe(43);
    expect(stored('pengemudi')).toMatchObject({ name: 'Budi Sitorus' });
    expect(log.filter((r) => r.path === '/api/transaction/order')).toHaveLength(1);
  });

  it('after push 423 (issue #22: closed by the operator) says so and offers the next departure with places', async () => {
    const user = userEvent.setup();
    storeDraft();
    const today = todayJakarta(Date.now());
    const next = { ...SCHEDULE, id: 44, issuedDate: today, issuedTime: '23:45:00', qty: 5 };
    const { log } = open({
      [`GET /api/schedule/get-all/${today}`]: () => ({ data: { schedules: [next], has_more: false } }),
    });
    await connected();
    await user.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    await vi.waitFor(() => expect(log.some((r) => r.path === '/api/transaction/order')).toBe(true), patiently);
    socket.push({
      status: 423,
      requestId: (log.find((r) => r.path === '/api/transaction/order')!.body as { requestId: string }).requestId,
    });
    const message = 'Keberangkatan ini ditutup oleh operator. Silakan pilih jadwal lain.';
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(message);
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    // No Konfirmasi for this departure; another one may be picked.
    expect(screen.getByRole('button', { name: 'Konfirmasi' })).toBeDisabled();
    const offer = await screen.findByRole('region', { name: message });
    expect(await within(offer).findByText('5 tiket tersedia')).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Pesan keberangkatan ini' }));
    await vi.waitFor(() => expect(screen.getByLabelText('lokasi')).toHaveTextContent('/pesan-tiket/44'), patiently);
    expect(stored('scheduleId')).toBe(44);
    expect(log.filter((r) => r.path === '/api/transaction/order')).toHaveLength(1);
  });

  it.each([
    [
      422,
      null,
      'Pembelian tiket online untuk keberangkatan ini sudah ditutup (kurang dari 1 jam sebelum waktu keberangkatan). Silakan pilih jadwal lain.',
    ],
    [425, null, 'Pemesanan hanya dibuka sampai 7 hari ke depan. Silakan pilih tanggal keberangkatan lain.'],
    [
      502,
      null,
      'Layanan pembayaran sedang tidak dapat dihubungi. Pesanan belum dibuat dan tempat tidak ditahan. Silakan coba lagi beberapa saat lagi.',
    ],
    [409, null, 'Terjadi error, mohon logout dan login kembali habis'],
    [503, null, 'Terjadi error, mohon logout dan login kembali habis'],
  ])('alerts for a pushed status %i', async (status, paymentUrl, message) => {
    const user = userEvent.setup();
    storeDraft();
    const { log } = open();
    await connected();
    await user.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    await vi.waitFor(() => expect(log.some((r) => r.path === '/api/transaction/order')).toBe(true), patiently);
    socket.push({
      status,
      paymentUrl,
      requestId: (log.find((r) => r.path === '/api/transaction/order')!.body as { requestId: string }).requestId,
    });
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(message);
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Konfirmasi' })).toBeEnabled();
  });

  it("alerts 'Error sending ticket' when the order cannot be sent", async () => {
    const user = userEvent.setup();
    storeDraft();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open({ 'POST /api/transaction/order': () => ({ status: 500, message: 'Internal error' }) });
    await connected();
    await user.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Error sending ticket');
    vi.restoreAllMocks();
  });

  it('starts afresh when the browser restores the page from its back/forward cache after the redirect', async () => {
    const user = userEvent.setup();
    storeDraft();
    let ordered = false;
    const { log, redirect } = open({
      'GET /api/transaction/user/get-all': () => ({
        data: {
          transactions: ordered ? [transaction(5, false, new Date().toISOString(), { paymentUrl: PAY_URL })] : [],
          has_more: false,
        },
      }),
      'POST /api/transaction/order': (request) => {
        ordered = true;
        return { status: 202, data: { requestId: (request.body as { requestId: string }).requestId } };
      },
    });
    await connected();
    await user.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    await vi.waitFor(() => expect(log.some((r) => r.path === '/api/transaction/order')).toBe(true), patiently);
    socket.push({
      status: 200,
      paymentUrl: PAY_URL,
      requestId: (log.find((r) => r.path === '/api/transaction/order')!.body as { requestId: string }).requestId,
    });
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith(PAY_URL), patiently);
    expect(screen.getByText('Membuka halaman pembayaran…')).toBeInTheDocument();

    // Back from the payment page: a restored (persisted) page fires pageshow.
    const pageshow = new Event('pageshow');
    Object.defineProperty(pageshow, 'persisted', { value: true });
    act(() => void window.dispatchEvent(pageshow));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pembayaran Tidak Selesai!' });
    await user.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));
    expect(redirect).toHaveBeenLastCalledWith(PAY_URL);
    expect(redirect).toHaveBeenCalledTimes(2);
  });

  it('closes the socket when the screen is left', () => {
    storeDraft();
    const { view } = open();
    expect(socket.opened).toBe(1);
    view.unmount();
    expect(socket.closed).toBe(1);
  });

  describe("an unfinished payment ('Pembayaran Tidak Selesai!')", () => {
    const savedPayment = () => {
      localStorage.setItem('paymentData', JSON.stringify({ paymentUrl: OLD_URL, timestamp: Date.now() - 5 * 60_000 }));
      localStorage.setItem('paymentUrl', JSON.stringify(OLD_URL));
    };
    const openTransactions: ApiHandler = () => ({
      data: {
        transactions: [
          transaction(5, false, new Date(Date.now() - 5 * 60_000).toISOString(), {
            paymentUrl: OLD_URL,
            schedule: {
              id: 41,
              issuedDate: '2026-11-23',
              issuedTime: '07:00:00',
              fromRoute: { id: 1, route: 'Simanindo' },
              toRoute: { id: 2, route: 'Tigaras' },
            },
          }),
        ],
        has_more: false,
      },
    });

    it("'Lanjutkan' goes to the saved payment page", async () => {
      const user = userEvent.setup();
      storeDraft();
      savedPayment();
      const { redirect, log } = open({ 'GET /api/transaction/user/get-all': openTransactions });
      const dialog = await screen.findByRole('alertdialog', { name: 'Pembayaran Tidak Selesai!' });
      expect(log[0]?.query.get('isActive')).toBe('true');
      expect(log[0]?.query.get('paid')).toBe('false');
      await user.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));
      expect(redirect).toHaveBeenCalledWith(OLD_URL);
      expect(log.some((r) => r.path === '/api/transaction/order')).toBe(false);
    });

    it("'Pesanan Baru' releases the hold, clears the draft and goes home", async () => {
      const user = userEvent.setup();
      storeDraft();
      savedPayment();
      const { log } = open({
        'GET /api/transaction/user/get-all': openTransactions,
        'DELETE /api/schedule/locking/delete/41/7': () => ({ data: null }),
      });
      const dialog = await screen.findByRole('alertdialog', { name: 'Pembayaran Tidak Selesai!' });
      await user.click(within(dialog).getByRole('button', { name: 'Pesanan Baru' }));
      await vi.waitFor(() => expect(screen.getByLabelText('lokasi')).toHaveTextContent('/beranda'), patiently);
      expect(log.some((r) => r.method === 'DELETE' && r.path === '/api/schedule/locking/delete/41/7')).toBe(true);
      for (const key of ['pengemudi', 'kendaraan', 'scheduleId', 'paymentData', 'paymentUrl'])
        expect(stored(key)).toBeNull();
    });

    it('is not offered when the saved payment is no longer open (paid meanwhile)', async () => {
      storeDraft();
      savedPayment();
      open({ 'GET /api/transaction/user/get-all': () => ({ data: { transactions: [], has_more: false } }) });
      expect(await screen.findByRole('button', { name: 'Konfirmasi' })).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(stored('paymentData')).toBeNull();
    });

    it('is not offered for a payment URL 15 minutes old', () => {
      storeDraft();
      localStorage.setItem(
        'paymentData',
        JSON.stringify({ paymentUrl: OLD_URL, timestamp: Date.now() - 15 * 60_000 - 1 }),
      );
      open();
      expect(screen.getByRole('button', { name: 'Konfirmasi' })).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  describe('an unpaid order of this departure is still open (issue #21 §2)', () => {
    const NOTICE = 'Anda masih punya pesanan yang belum dibayar untuk keberangkatan ini';
    const openOrder: ApiHandler = () => ({
      data: {
        transactions: [transaction(5, false, new Date(Date.now() - 2 * 60_000).toISOString(), { paymentUrl: OLD_URL })],
        has_more: false,
      },
    });

    it("says so before Konfirmasi; 'Lanjutkan Pesanan Sebelumnya' opens that order's payment page", async () => {
      const user = userEvent.setup();
      storeDraft();
      const { log, redirect } = open({ 'GET /api/transaction/user/get-all': openOrder });
      socket.connect();
      const notice = await screen.findByRole('region', { name: NOTICE });
      expect(within(notice).getByText(/INV-20261122-000005/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Konfirmasi' })).toBeDisabled();
      // The new booking is what the summary shows.
      expect(screen.getByText('Golongan IV · BK 1234 ABC')).toBeVisible();
      await user.click(within(notice).getByRole('button', { name: 'Lanjutkan Pesanan Sebelumnya' }));
      expect(redirect).toHaveBeenCalledWith(OLD_URL);
      expect(stored('paymentData')).toMatchObject({ paymentUrl: OLD_URL });
      expect(log.some((r) => r.path === '/api/transaction/order')).toBe(false);
    });

    it("'Ganti dengan Pesanan Ini' releases the old hold, then sends THIS order and opens its payment page", async () => {
      const user = userEvent.setup();
      storeDraft();
      const { log, redirect } = open({
        'GET /api/transaction/user/get-all': openOrder,
        'DELETE /api/schedule/locking/delete/42/7': () => ({ data: null }),
      });
      socket.connect();
      const notice = await screen.findByRole('region', { name: NOTICE });
      await user.click(within(notice).getByRole('button', { name: 'Ganti dengan Pesanan Ini' }));
      await vi.waitFor(() => expect(log.some((r) => r.path === '/api/transaction/order')).toBe(true), patiently);
      const release = log.findIndex((r) => r.method === 'DELETE' && r.path === '/api/schedule/locking/delete/42/7');
      const order = log.findIndex((r) => r.path === '/api/transaction/order');
      expect(release).toBeGreaterThanOrEqual(0);
      expect(release).toBeLessThan(order);
      const body = log[order]!.body as { plate_number: string; requestId: string };
      expect(body.plate_number).toBe('BK 1234 ABC');
      socket.push({ status: 200, paymentUrl: PAY_URL, requestId: body.requestId });
      await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith(PAY_URL), patiently);
      expect(redirect).not.toHaveBeenCalledWith(OLD_URL);
    });

    it('a failed release says so and offers both choices again; nothing is ordered', async () => {
      const user = userEvent.setup();
      storeDraft();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { log } = open({
        'GET /api/transaction/user/get-all': openOrder,
        'DELETE /api/schedule/locking/delete/42/7': () => ({ status: 500, message: 'Internal error' }),
      });
      socket.connect();
      const notice = await screen.findByRole('region', { name: NOTICE });
      await user.click(within(notice).getByRole('button', { name: 'Ganti dengan Pesanan Ini' }));
      expect(
        await within(notice).findByText(
          'Pesanan sebelumnya belum dapat dibatalkan. Periksa koneksi Anda, lalu coba lagi.',
        ),
      ).toBeInTheDocument();
      expect(within(notice).getByRole('button', { name: 'Ganti dengan Pesanan Ini' })).toBeEnabled();
      expect(log.some((r) => r.path === '/api/transaction/order')).toBe(false);
      vi.restoreAllMocks();
    });
  });

  it('goes back to pesan-tiket of the stored schedule', async () => {
    const user = userEvent.setup();
    storeDraft();
    open();
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(screen.getByLabelText('lokasi')).toHaveTextContent('/pesan-tiket/42');
  });

  it('with no draft, goes back to booking (or home)', async () => {
    open();
    await vi.waitFor(() => expect(screen.getByLabelText('lokasi')).toHaveTextContent('/beranda'), patiently);
  });
});
