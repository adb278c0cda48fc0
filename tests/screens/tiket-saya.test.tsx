// tiket-saya, riwayat-transaksi and tiket-detail with the real machines and typed client against a
// fake API. The countdown runs on Vitest's fake clock (Date and timers), never on real time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { setApiClient } from '../../src/api/client';
import TiketSayaScreen, { EMPTY_ACTIVE } from '../../src/screens/tiket-saya/tiket-saya-screen';
import RiwayatTransaksiScreen from '../../src/screens/riwayat-transaksi/riwayat-transaksi-screen';
import { fakeApi, renderRoute, signIn, stored, transaction, type ApiRequest } from './pesan-tiket.fixtures';
import type { TransactionListItem } from '../../src/api/transactions';
import { StaticLanguage } from '../../src/hooks/language';

// 2026-11-22 10:00 WIB.
const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

let token: string;
let pages: (request: ApiRequest) => { transactions: TransactionListItem[]; has_more: boolean };

function open(screenElement = <TiketSayaScreen />, path = '/tiket-saya') {
  const log = fakeApi({ 'GET /api/transaction/user/get-all': (request) => ({ data: pages(request) }) }, token);
  renderRoute(path, path, screenElement);
  return log;
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(START);
  token = signIn(START);
  pages = () => ({ transactions: [], has_more: false });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  setApiClient(undefined);
  vi.useRealTimers();
});

describe('tiket-saya', () => {
  it('has a title, a history button and the bottom navigation; asks for active transactions, 5 from page 0', async () => {
    const log = open();
    await settle();
    expect(screen.getByRole('heading', { name: 'Tiket Saya', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Riwayat Transaksi' })).toHaveAttribute('href', '/riwayat-transaksi');
    expect(screen.getByRole('navigation', { name: 'Navigasi utama' })).toBeInTheDocument();
    expect(screen.getByText(EMPTY_ACTIVE)).toBeInTheDocument();
    expect(Object.fromEntries(log[0]!.query)).toEqual({ isActive: 'true', page: '0', size: '5' });
  });

  it('clears the stored draft order on entry, keeping the unfinished payment', async () => {
    localStorage.setItem('scheduleId', '42');
    localStorage.setItem(
      'pengemudi',
      JSON.stringify({ name: 'Budi', phoneNumber: '081234567890', age: 40, domicile: 'Medan', gender: 'Laki - Laki' }),
    );
    localStorage.setItem('paymentData', JSON.stringify({ paymentUrl: 'http://pay.test/x', timestamp: START }));
    open();
    await settle();
    expect(stored('scheduleId')).toBeNull();
    expect(stored('pengemudi')).toBeNull();
    expect(stored('paymentData')).toEqual({ paymentUrl: 'http://pay.test/x', timestamp: START });
  });

  it('shows the order number and a per-second payment countdown on an unpaid ticket, which opens the payment page in a new tab', async () => {
    pages = () => ({ transactions: [transaction(5, false, iso(START - 60_000))], has_more: false });
    open();
    await settle();
    const link = screen.getByRole('link', { name: /INV-20261122-000005/ });
    expect(link).toHaveAttribute('href', 'http://pay.test/api/payment/simulator/sim_5');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/noopener/);
    expect(within(link).getByText('Menunggu Pembayaran')).toBeInTheDocument();
    expect(within(link).getByText('14:00')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(within(link).getByText('13:59')).toBeInTheDocument();
  });

  it('refetches the list when a payment window reaches 0, and the expired ticket leaves', async () => {
    let calls = 0;
    pages = () => {
      calls += 1;
      return calls === 1
        ? {
            transactions: [
              transaction(5, false, iso(START - 14 * 60_000 - 58_000)),
              transaction(6, true, iso(START - 86_400_000)),
            ],
            has_more: false,
          }
        : { transactions: [transaction(6, true, iso(START - 86_400_000))], has_more: false };
    };
    open();
    await settle();
    expect(screen.getByText('00:02')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await settle();
    expect(calls).toBe(2);
    expect(screen.queryByText(/INV-20261122-000005/)).not.toBeInTheDocument();
    expect(screen.getByText(/INV-20261122-000006/)).toBeInTheDocument();
  });

  it('shows a ticket paid in another tab as soon as this page is visible again (issue #11)', async () => {
    let paid = false;
    pages = () => ({ transactions: [transaction(5, paid, iso(START - 60_000))], has_more: false });
    open();
    await settle();
    expect(screen.getByText('Menunggu Pembayaran')).toBeInTheDocument();
    paid = true;
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    fireEvent(document, new Event('visibilitychange'));
    await settle();
    expect(screen.queryByText('Menunggu Pembayaran')).not.toBeInTheDocument();
    expect(screen.getByText('Lunas')).toBeInTheDocument();
    visibility.mockRestore();
  });

  it('shows a ticket paid in another tab at once, told through BroadcastChannel("seberang") (issue #21 §7)', async () => {
    let paid = false;
    pages = () => ({ transactions: [transaction(5, paid, iso(START - 60_000))], has_more: false });
    open();
    await settle();
    expect(screen.getByText('Menunggu Pembayaran')).toBeInTheDocument();
    paid = true;
    const otherTab = new BroadcastChannel('seberang');
    otherTab.postMessage({ type: 'payment.settled', ids: [5] });
    otherTab.close();
    // The message crosses on the real event loop; the refetch's answer on the fake clock.
    vi.useRealTimers();
    await vi.waitFor(() => expect(screen.queryByText('Menunggu Pembayaran')).not.toBeInTheDocument());
    expect(screen.getByText('Lunas')).toBeInTheDocument();
  });

  it("says 'Pembayaran dibatalkan.' when the payment page's Batalkan sent the user back (issue #21 §7)", async () => {
    pages = () => ({ transactions: [transaction(5, false, iso(START - 60_000))], has_more: false });
    fakeApi({ 'GET /api/transaction/user/get-all': (request) => ({ data: pages(request) }) }, token);
    renderRoute('/tiket-saya?pembayaran=dibatalkan', '/tiket-saya', <TiketSayaScreen />);
    await settle();
    expect(screen.getByText('Pembayaran dibatalkan.')).toHaveAttribute('role', 'status');
    cleanup();
    open();
    await settle();
    expect(screen.queryByText('Pembayaran dibatalkan.')).not.toBeInTheDocument();
  });

  it('opens tiket-detail for a paid ticket', async () => {
    pages = () => ({ transactions: [transaction(6, true, iso(START - 86_400_000))], has_more: false });
    open();
    await settle();
    const link = screen.getByRole('link', { name: /INV-20261122-000006/ });
    expect(within(link).getByText('Lunas')).toBeInTheDocument();
    fireEvent.click(link);
    expect(screen.getByLabelText('lokasi')).toHaveTextContent('/tiket-detail/6');
  });

  it('a refund-due ticket (paid after its hold ended, no place left) says so, has no countdown, and opens its explanation', async () => {
    const refund = {
      ...transaction(7, false, iso(START - 30 * 60_000)),
      status: 'REFUND_DUE' as const,
      paymentUrl: null,
    };
    pages = () => ({ transactions: [refund], has_more: false });
    const log = open();
    await settle();
    const link = screen.getByRole('link', { name: /INV-20261122-000007/ });
    expect(within(link).getByText('Dana Dikembalikan')).toBeInTheDocument();
    expect(within(link).queryByText(/Bayar dalam|Waktu pembayaran habis/)).toBeNull();
    // Not an unpaid window that ran out: no recheck of the list.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(log.filter((r) => r.path === '/api/transaction/user/get-all')).toHaveLength(1);
    fireEvent.click(link);
    expect(screen.getByLabelText('lokasi')).toHaveTextContent('/pembayaran-selesai/7');
  });

  it('loads the next page at the bottom while more exist', async () => {
    pages = (request) =>
      request.query.get('page') === '0'
        ? { transactions: [1, 2, 3, 4, 5].map((id) => transaction(id, true, iso(START))), has_more: true }
        : { transactions: [transaction(9, true, iso(START))], has_more: false };
    const log = open();
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(log.map((r) => r.query.get('page'))).toEqual(['0', '1']);
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
  });
});

describe('tiket-saya: the WhatsApp notice banner (issue #23)', () => {
  it('each card shows its latest notice’s state (role=status); a ticket without a notice shows none', async () => {
    pages = () => ({
      transactions: [
        transaction(7, true, iso(START), { notice: { kind: 'departure_closed', status: 'sent', sentAt: iso(START) } }),
        transaction(8, true, iso(START), { notice: { kind: 'reminder', status: 'pending', sentAt: null } }),
        transaction(9, true, iso(START), { notice: { kind: 'ticket', status: 'failed', sentAt: null } }),
        transaction(10, true, iso(START), { notice: null }),
      ],
      has_more: false,
    });
    open();
    await settle();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getByRole('status')).toHaveTextContent(
      'Pemberitahuan perubahan keberangkatan sudah dikirim ke WhatsApp Anda.',
    );
    expect(within(cards[1]!).getByRole('status')).toHaveTextContent(
      'Pengingat keberangkatan sedang dikirim ke WhatsApp Anda.',
    );
    expect(within(cards[2]!).getByRole('status')).toHaveTextContent(
      'Tiket gagal dikirim ke WhatsApp Anda. Informasi lengkap tetap ada di halaman tiket ini.',
    );
    expect(within(cards[3]!).queryByRole('status')).toBeNull();
    // The banner is beside the card's link, not inside it: the link's name stays the trip.
    expect(screen.getByRole('link', { name: /INV-20261122-000007/ })).not.toHaveTextContent('WhatsApp');
  });

  it('on a departure the operator cancelled, an earlier "Tiket sudah dikirim" never shows (issue #38)', async () => {
    pages = () => ({
      transactions: [
        transaction(11, true, iso(START), {
          operatorCancelled: true,
          notice: { kind: 'ticket', status: 'sent', sentAt: iso(START) },
        }),
        transaction(12, true, iso(START), {
          operatorCancelled: true,
          notice: { kind: 'departure_closed', status: 'sent', sentAt: iso(START) },
        }),
      ],
      has_more: false,
    });
    open();
    await settle();
    const cards = screen.getAllByRole('article');
    expect(within(cards[0]!).queryByRole('status')).toBeNull();
    expect(within(cards[1]!).getByRole('status')).toHaveTextContent(
      'Pemberitahuan perubahan keberangkatan sudah dikirim ke WhatsApp Anda.',
    );
  });
});

describe('riwayat-transaksi', () => {
  it("says 'Tidak ada tiket yang tersedia.' when there is no history, asking for isActive=false", async () => {
    const log = open(<RiwayatTransaksiScreen />, '/riwayat-transaksi');
    await settle();
    expect(screen.getByText('Tidak ada tiket yang tersedia.')).toBeInTheDocument();
    expect(Object.fromEntries(log[0]!.query)).toEqual({ isActive: 'false', page: '0', size: '5' });
  });

  it('opens tiket-detail for a row and scrolls to more', async () => {
    pages = (request) =>
      request.query.get('page') === '0'
        ? {
            transactions: [transaction(3, true, iso(START)), transaction(4, false, iso(START - 86_400_000))],
            has_more: true,
          }
        : { transactions: [transaction(2, true, iso(START))], has_more: false };
    open(<RiwayatTransaksiScreen />, '/riwayat-transaksi');
    await settle();
    expect(screen.getByRole('link', { name: /INV-20261122-000004/ })).toHaveTextContent('Tidak dibayar');
    fireEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    fireEvent.click(screen.getByRole('link', { name: /INV-20261122-000003/ }));
    expect(screen.getByLabelText('lokasi')).toHaveTextContent('/tiket-detail/3');
  });
});

describe('riwayat-transaksi in English', () => {
  const english = (
    <StaticLanguage language="en">
      <RiwayatTransaksiScreen />
    </StaticLanguage>
  );

  it('writes the title, the empty history and its way to book in English', async () => {
    open(english, '/riwayat-transaksi');
    await settle();
    expect(screen.getByRole('heading', { name: 'Transaction History', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('No tickets yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Ticket' })).toHaveAttribute('href', '/beranda');
    expect(screen.queryByText('Tidak ada tiket yang tersedia.')).toBeNull();
  });

  it('says the history failed to load, with Try again', async () => {
    pages = () => {
      throw new Error('down');
    };
    open(english, '/riwayat-transaksi');
    await settle();
    expect(screen.getByText('The history could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists past tickets with Load more in English', async () => {
    pages = () => ({ transactions: [transaction(4, false, iso(START - 86_400_000))], has_more: true });
    open(english, '/riwayat-transaksi');
    await settle();
    expect(screen.getByRole('link', { name: /INV-20261122-000004/ })).toHaveTextContent('Not paid');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });
});
