// tiket-detail's self-service (issue #23) with the real ticket and ticket-actions machines and the
// typed client against a fake API: the actions and their refusals, the confirmation with the
// amounts before anything is sent, the answer's ticket shown after, and the operator's cancel.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { setApiClient } from '../../src/api/client';
import type { TransactionDetail } from '../../src/api/transactions';
import TiketDetailScreen from '../../src/screens/tiket-detail/tiket-detail-screen';
import { fakeApi, renderRoute, signIn, type ApiHandler, type ApiRequest } from './pesan-tiket.fixtures';
import { patientQueries } from './patience';
import { formatRupiah as rp } from '../../kernel/money';
import {
  ACTIONS_LATE,
  ACTIONS_OPEN,
  ACTIONS_OPERATOR,
  CANCELLED,
  LATE_REASON,
  PAID,
} from '../machines/ticket-actions.fixtures';

patientQueries();

let token: string;
const open = (ticket: TransactionDetail, handlers: Record<string, ApiHandler> = {}) => {
  const log = fakeApi({ 'GET /api/transaction/get/5': () => ({ data: ticket }), ...handlers }, token);
  renderRoute('/tiket-detail/5', '/tiket-detail/:id', <TiketDetailScreen save={() => 'blob:x'} />);
  return log;
};
const posts = (log: ApiRequest[]) => log.filter((r) => r.method === 'POST');
const row = (container: HTMLElement, term: string) =>
  within(container).getByText(term).closest('div')?.querySelector('dd')?.textContent;

beforeEach(() => {
  token = signIn(Date.now());
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  setApiClient(undefined);
});

describe('tiket-detail: Ubah Jadwal, Batalkan Tiket, Perbaiki Data', () => {
  it('shows the outcome Ubah Jadwal reports when it sends the passenger back here', async () => {
    fakeApi({ 'GET /api/transaction/get/5': () => ({ data: PAID }) }, token);
    renderRoute(
      { pathname: '/tiket-detail/5', state: { notice: 'Jadwal tiket berhasil diubah.' } },
      '/tiket-detail/:id',
      <TiketDetailScreen save={() => 'blob:x'} />,
    );
    expect(await screen.findByText('Jadwal tiket berhasil diubah.')).toBeInTheDocument();
  });

  it('offers the three actions with their costs; Ubah Jadwal opens its screen', async () => {
    open(PAID);
    expect(await screen.findByRole('heading', { name: 'Ubah atau Batalkan Tiket' })).toBeInTheDocument();
    const reschedule = screen.getByRole('link', { name: 'Ubah Jadwal' });
    expect(reschedule).toHaveAttribute('href', '/tiket-detail/5/ubah-jadwal');
    expect(reschedule).toHaveAccessibleDescription(`Biaya 10 %: ${rp(29_115)}`);
    expect(screen.getByRole('button', { name: 'Batalkan Tiket' })).toHaveAccessibleDescription(
      `Refund 75 %: ${rp(218_362)}`,
    );
    expect(screen.getByRole('button', { name: 'Perbaiki Data' })).toBeEnabled();
  });

  it('under 2 hours: the actions stay visible, disabled, with the reason', async () => {
    open({ ...PAID, actions: ACTIONS_LATE });
    const cancel = await screen.findByRole('button', { name: 'Batalkan Tiket' });
    expect(cancel).toBeDisabled();
    // Issue #38: the reason in place of the refund it would have given.
    expect(cancel).toHaveAccessibleDescription(LATE_REASON);
    const reschedule = screen.getByRole('button', { name: 'Ubah Jadwal' });
    expect(reschedule).toBeDisabled();
    expect(reschedule.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ubah Jadwal' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Perbaiki Data' })).toBeEnabled();
  });

  it('a refused Batalkan Tiket never reads "Refund 0 %: Rp 0" (issue #38)', async () => {
    const refused = { allowed: false, refundPercent: 0, refundAmount: 0, fee: 291_150 };
    open({ ...PAID, actions: { ...ACTIONS_OPEN, cancel: { ...refused, reason: 'Tiket sudah check-in.' } } });
    const cancel = await screen.findByRole('button', { name: 'Batalkan Tiket' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription('Tiket sudah check-in.');
    expect(screen.queryByText(/Refund 0 %/)).toBeNull();
    cleanup();
    open({ ...PAID, actions: { ...ACTIONS_OPEN, cancel: { ...refused, reason: null } } });
    expect(await screen.findByRole('button', { name: 'Batalkan Tiket' })).toHaveAccessibleDescription(
      'Tidak dapat dilakukan untuk tiket ini saat ini.',
    );
    expect(screen.queryByText(/Refund 0 %/)).toBeNull();
  });

  it('Batalkan Tiket: the dialog shows the amounts; Kembali sends nothing; confirming shows the cancelled ticket', async () => {
    const log = open(PAID, { 'POST /api/ticket/5/cancel': () => ({ data: { ticket: CANCELLED, payment: null } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Batalkan Tiket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan Tiket' });
    expect(row(dialog, 'Harga tiket')).toBe(rp(291_150));
    expect(row(dialog, 'Refund (75 %)')).toBe(rp(218_362));
    expect(row(dialog, 'Potongan')).toBe(rp(72_788));
    expect(within(dialog).getByRole('button', { name: 'Kembali' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(log)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Batalkan Tiket' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, Batalkan Tiket' }));
    expect(await screen.findByText('Tiket dibatalkan. Status refund dapat dilihat di bawah.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(posts(log).map((r) => r.path)).toEqual(['/api/ticket/5/cancel']);
    expect(screen.queryByRole('dialog')).toBeNull();
    // No longer paid (the server's `paid` is status PAID), but cancelled after payment: not 'Tidak Dibayar'.
    const receipt = screen.getByRole('heading', { name: 'Tiket Dibatalkan' }).closest('section') as HTMLElement;
    expect(row(receipt, 'Status')).toBe('Dibatalkan');
    expect(row(receipt, 'Metode Pembayaran')).toBe('Virtual Account BCA');
    expect(screen.queryByText('Pesanan dibatalkan sebelum dibayar.')).toBeNull();
    const refund = screen.getByRole('heading', { name: 'Refund' }).closest('section') as HTMLElement;
    expect(row(refund, 'Jumlah')).toBe(rp(218_362));
    expect(row(refund, 'Status')).toBe('Sedang diproses');
    const history = screen.getByRole('heading', { name: 'Riwayat Perubahan Tiket' }).closest('section') as HTMLElement;
    expect(within(history).getByText('Pembatalan')).toBeInTheDocument();
    expect(within(history).getByText('Andi')).toBeInTheDocument();
    // A cancelled ticket offers no more actions and no download.
    expect(screen.queryByRole('heading', { name: 'Ubah atau Batalkan Tiket' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unduh Tiket' })).toBeNull();
  });

  it('a refusal (409) is shown as the server wrote it', async () => {
    open(PAID, { 'POST /api/ticket/5/cancel': () => ({ status: 409, message: 'Tiket sudah check-in.' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Batalkan Tiket' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, Batalkan Tiket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tiket sudah check-in.');
  });

  it('cancelled by the operator: the status says so, with Ubah Jadwal free and Ajukan Refund 100 %', async () => {
    const log = open(
      { ...PAID, actions: ACTIONS_OPERATOR, closure: { reason: 'cuaca', note: 'Angin kencang', windKnots: 20 } },
      {
        'POST /api/ticket/5/cancel': () => ({
          data: {
            ticket: {
              ...CANCELLED,
              actions: null,
              refund: { ...CANCELLED.refund, amount: 291_150, percent: 100, status: 'due', method: 'manual' },
            },
          },
        }),
      },
    );
    const receipt = (await screen.findByRole('heading', { name: 'Pembayaran Berhasil' })).closest(
      'section',
    ) as HTMLElement;
    expect(row(receipt, 'Status')).toBe('Dibatalkan oleh operator');
    // The reason opens the ticket, in the closure card (issue #38), not in the receipt.
    const closure = screen.getByRole('heading', { name: 'Dibatalkan oleh operator' }).closest('section') as HTMLElement;
    expect(row(closure, 'Alasan')).toBe('Cuaca / izin Syahbandar (angin 20 knot): Angin kencang');
    expect(within(receipt).queryByText('Alasan')).toBeNull();
    expect(screen.getByText(/dibatalkan oleh operator\. Pilih Ubah Jadwal/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ubah Jadwal' })).toHaveAccessibleDescription('Gratis');
    expect(screen.queryByRole('button', { name: 'Perbaiki Data' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ajukan Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajukan Refund' });
    expect(row(dialog, 'Refund (100 %)')).toBe(rp(291_150));
    expect(row(dialog, 'Potongan')).toBe(rp(0));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Ajukan Refund' }));
    const refund = (await screen.findByRole('heading', { name: 'Refund' })).closest('section') as HTMLElement;
    expect(row(refund, 'Status')).toBe('Menunggu pembayaran oleh operator');
    expect(posts(log).map((r) => r.path)).toEqual(['/api/ticket/5/cancel']);
  });

  it('held (ditahan, issue #37): the status keeps, with the note and the two free choices until its time', async () => {
    open({ ...PAID, actions: { ...ACTIONS_OPERATOR, operatorCancelled: false, departureHeld: true } });
    const receipt = (await screen.findByRole('heading', { name: 'Pembayaran Berhasil' })).closest(
      'section',
    ) as HTMLElement;
    expect(row(receipt, 'Status')).toBe('Sukses');
    expect(screen.getByText(/ditahan oleh operator/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ubah Jadwal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajukan Refund' })).toBeEnabled();
  });

  it('a paused sale (Tunda Penjualan, issue #37) keeps the usual rules: Batalkan Tiket at 75 %, no free choice', async () => {
    open({ ...PAID, actions: { ...ACTIONS_OPEN, departureStopped: true } });
    await screen.findByRole('heading', { name: 'Pembayaran Berhasil' });
    expect(screen.getByText(/Jadwal berlayar tidak berubah/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batalkan Tiket' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Ajukan Refund' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Refund 75 %/)).toBeInTheDocument();
  });
});
