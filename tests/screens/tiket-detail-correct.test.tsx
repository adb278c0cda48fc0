// tiket-detail (issue #23): Perbaiki Data's form (labels, prefilled, pesan-tiket's rules, the
// Golongan read-only, a confirmation listing what changes), the refund's states, a paid move
// waiting for its payment, and the change history; the real machines against a fake API.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { setApiClient } from '../../src/api/client';
import type { TransactionDetail } from '../../src/api/transactions';
import TiketDetailScreen from '../../src/screens/tiket-detail/tiket-detail-screen';
import { fakeApi, renderRoute, signIn, type ApiHandler, type ApiRequest } from './pesan-tiket.fixtures';
import { patientQueries } from './patience';
import { formatRupiah as rp } from '../../kernel/money';
import { CANCELLED, PAID, PENDING } from '../machines/ticket-actions.fixtures';

patientQueries();
// The screen's lazy chunks (its self-service and this form) are loaded before the tests, as
// ./patience.ts does for routes: on a busy CI machine their first import could otherwise land in
// the middle of a test's steps.
beforeAll(async () => {
  await import('../../src/screens/tiket-detail/ticket-with-actions');
  await import('../../src/screens/tiket-detail/correct-form');
});

let token: string;
const open = (ticket: TransactionDetail, handlers: Record<string, ApiHandler> = {}) => {
  const log = fakeApi({ 'GET /api/transaction/get/5': () => ({ data: ticket }), ...handlers }, token);
  renderRoute('/tiket-detail/5', '/tiket-detail/:id', <TiketDetailScreen save={() => 'blob:x'} />);
  return log;
};
const posts = (log: ApiRequest[]) => log.filter((r) => r.method === 'POST');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sectionOf = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;
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

describe('tiket-detail: Perbaiki Data', () => {
  it('prefills the form, refuses an invalid plate without sending, confirms the changes, shows the answer', async () => {
    const corrected = {
      ...PAID,
      plateNumber: 'BK 1234 ABD',
      changes: [
        {
          id: 12,
          kind: 'correct' as const,
          status: 'done' as const,
          at: '2026-11-22T04:30:00.000Z',
          fromDeparture: null,
          toDeparture: null,
          fee: 0,
          difference: 0,
          refundAmount: null,
          by: 'Andi',
          fields: ['Plat nomor', 'Nama penumpang'],
        },
      ],
    };
    const log = open(PAID, { 'POST /api/ticket/5/correct': () => ({ data: { ticket: corrected, payment: null } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Perbaiki Data' }));
    const plate = await screen.findByLabelText('Plat nomor');
    expect(plate).toHaveValue('BK 1234 ABC');
    expect(screen.getByLabelText('Nama pengemudi')).toHaveValue('Budi');
    expect(screen.getByLabelText('Usia pengemudi')).toHaveValue('40');
    expect(screen.getByLabelText('Domisili pengemudi')).toHaveValue('Medan');
    expect(screen.getByLabelText('Nama penumpang 1')).toHaveValue('Sari');
    const golongan = screen.getByLabelText('Golongan');
    expect(golongan).toHaveValue('Golongan IV');
    expect(golongan).toHaveAttribute('readonly');
    expect(golongan).toHaveAccessibleDescription('Golongan tidak dapat diubah di sini.');

    type('Plat nomor', 'BK1234');
    type('Usia penumpang 1', '');
    expect(screen.getByLabelText('Plat nomor')).toHaveValue('BK1234');
    fireEvent.click(screen.getByRole('button', { name: 'Periksa Perubahan' }));
    expect(await screen.findByText('Nomor Kendaraan tidak valid.')).toBeVisible();
    expect(screen.getByLabelText('Plat nomor')).toHaveAccessibleDescription('Nomor Kendaraan tidak valid.');
    expect(screen.getByLabelText('Plat nomor')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Usia penumpang 1')).toHaveAccessibleDescription('Usia tidak boleh kosong.');
    expect(screen.getByRole('alert')).toHaveTextContent('Periksa kembali isian yang ditandai.');
    expect(screen.queryByRole('dialog')).toBeNull();

    type('Plat nomor', 'bk 1234 abd');
    type('Usia penumpang 1', '30');
    type('Nama penumpang 1', 'Sari Dewi');
    fireEvent.click(screen.getByRole('button', { name: 'Periksa Perubahan' }));
    const dialog = screen.getByRole('dialog', { name: 'Simpan Perbaikan Data?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Plat nomor: BK 1234 ABC → BK 1234 ABD', 'Nama penumpang 1: Sari → Sari Dewi']);
    expect(posts(log)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Simpan' }));
    expect(await screen.findByText('Data tiket sudah diperbaiki.')).toHaveAttribute('role', 'status');
    expect(posts(log)[0]).toMatchObject({
      path: '/api/ticket/5/correct',
      body: {
        plateNumber: 'BK 1234 ABD',
        driver: { name: 'Budi', age: 40, domicile: 'Medan' },
        manifest: [{ passengerId: 1, name: 'Sari Dewi', age: 30, domicile: 'Medan' }],
      },
    });
    expect(screen.queryByLabelText('Plat nomor')).toBeNull();
    const history = await sectionOf('Riwayat Perubahan Tiket');
    expect(within(history).getByText('Perbaiki Data')).toBeInTheDocument();
    expect(row(history, 'Data diperbaiki')).toBe('Plat nomor, Nama penumpang');
  });

  it('Batal closes the form without sending', async () => {
    const log = open(PAID);
    fireEvent.click(await screen.findByRole('button', { name: 'Perbaiki Data' }));
    await screen.findByLabelText('Plat nomor');
    type('Plat nomor', 'BK 9 X');
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(await screen.findByRole('button', { name: 'Perbaiki Data' })).toBeInTheDocument();
    expect(posts(log)).toEqual([]);
  });
});

describe('tiket-detail: refund, waiting move, history', () => {
  it.each([
    [{ status: 'processing', refundedAt: null }, 'Sedang diproses'],
    [{ status: 'refunded', refundedAt: '2026-11-22T05:10:00.000Z' }, 'Sudah dikembalikan'],
    [{ status: 'due', refundedAt: null }, 'Menunggu pembayaran oleh operator'],
    [{ status: 'paid', refundedAt: '2026-11-23T02:00:00.000Z' }, 'Sudah dibayar oleh operator'],
  ] as const)('refund %o reads %s', async (state, text) => {
    open({ ...CANCELLED, refund: { ...CANCELLED.refund!, ...state } });
    const refund = await sectionOf('Refund');
    expect(row(refund, 'Status')).toBe(text);
    expect(row(refund, 'Persentase')).toBe('75 %');
    if (state.status === 'refunded') expect(row(refund, 'Dikembalikan pada')).toBe('22 Nov 2026, 12:10 WIB');
  });

  it('a move waiting for its payment: the new departure, amount, time left and the payment link', async () => {
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    open({ ...PENDING, pendingChange: { ...PENDING.pendingChange!, expiresAt } });
    const banner = await sectionOf('Ubah Jadwal menunggu pembayaran');
    expect(row(banner, 'Keberangkatan baru')).toMatch(/^Simanindo – Tigaras, .*23.*2026 10:00/);
    expect(row(banner, 'Jumlah dibayar')).toBe(rp(45_000));
    expect(row(banner, 'Sisa waktu pembayaran')).toMatch(/^(10:00|09:5\d)$/);
    expect(within(banner).getByRole('link', { name: 'Lanjutkan Pembayaran' })).toHaveAttribute(
      'href',
      'http://pay.test/reschedule-11',
    );
  });

  it('a waiting move whose time is over says so, without the payment link', async () => {
    const expiresAt = new Date(Date.now() - 60_000).toISOString();
    open({ ...PENDING, pendingChange: { ...PENDING.pendingChange!, expiresAt } });
    const banner = await sectionOf('Ubah Jadwal menunggu pembayaran');
    expect(await within(banner).findByRole('status')).toHaveTextContent('Waktu pembayaran habis.');
    expect(within(banner).queryByRole('link')).toBeNull();
  });

  it('the history lists a move with its departures, fee and difference', async () => {
    const from = {
      scheduleId: 42,
      issuedDate: '2026-11-23',
      issuedTime: '07:15:00',
      fromRoute: 'Simanindo',
      toRoute: 'Tigaras',
    };
    const to = { ...from, scheduleId: 43, issuedTime: '08:30:00' };
    open({
      ...PAID,
      changes: [
        {
          id: 3,
          kind: 'reschedule',
          status: 'done',
          at: '2026-11-22T03:30:00.000Z',
          fromDeparture: from,
          toDeparture: to,
          fee: 29_115,
          difference: 10_000,
          refundAmount: null,
          by: 'Andi',
          fields: [],
        },
      ],
    });
    const history = await sectionOf('Riwayat Perubahan Tiket');
    expect(within(history).getByText('Ubah Jadwal')).toBeInTheDocument();
    expect(within(history).getByText('22 Nov 2026, 10:30 WIB')).toBeInTheDocument();
    expect(row(history, 'Keberangkatan')).toMatch(/07:15.*→.*08:30/);
    expect(row(history, 'Biaya')).toBe(rp(29_115));
    expect(row(history, 'Selisih tarif')).toBe(rp(10_000));
    expect(row(history, 'Oleh')).toBe('Andi');
  });
});
