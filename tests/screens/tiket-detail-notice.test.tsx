// tiket-detail shows the state of the ticket's latest WhatsApp notice (issue #23) as a banner
// (role=status), with the real ticket machine and typed client against a fake API.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { setApiClient } from '../../src/api/client';
import type { TransactionDetail } from '../../src/api/transactions';
import TiketDetailScreen from '../../src/screens/tiket-detail/tiket-detail-screen';
import { fakeApi, renderRoute, signIn } from './pesan-tiket.fixtures';
import { patientQueries } from './patience';

patientQueries();

const detail = (notice: TransactionDetail['notice']): TransactionDetail => ({
  id: 5,
  invoiceId: 'INV-20261122-000005',
  requestId: '3f6c1c1e-8a55-4f53-9a59-0c0d7e2b9a11',
  checkedIn: false,
  bankName: 'BCA',
  paymentMethod: 'Virtual Account',
  placedOrderDate: '2026-11-22',
  placedOrderTime: '10:00:00',
  plateNumber: 'BK 1234 ABC',
  price: 291_150,
  paid: true,
  paidDateTime: '2026-11-22T03:05:00.000Z',
  schedule: {
    id: 42,
    issuedDate: '2026-11-23',
    issuedTime: '08:30:00',
    fromRoute: { id: 1, route: 'Simanindo' },
    toRoute: { id: 2, route: 'Tigaras' },
  },
  vehicleClass: 'Golongan IV',
  notice,
});

let token: string;
const open = (notice: TransactionDetail['notice']) => {
  fakeApi({ 'GET /api/transaction/get/5': () => ({ data: detail(notice) }) }, token);
  renderRoute('/tiket-detail/5', '/tiket-detail/:id', <TiketDetailScreen save={() => 'blob:x'} />);
};

beforeEach(() => {
  token = signIn(Date.now());
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  setApiClient(undefined);
});

describe('tiket-detail: the WhatsApp notice banner', () => {
  const sentAt = '2026-11-22T10:06:00+07:00';
  it.each([
    [{ kind: 'ticket', status: 'sent', sentAt }, 'Tiket sudah dikirim ke WhatsApp Anda.'],
    [{ kind: 'ticket', status: 'pending', sentAt: null }, 'Tiket sedang dikirim ke WhatsApp Anda.'],
    [
      { kind: 'departure_closed', status: 'sent', sentAt },
      'Pemberitahuan perubahan keberangkatan sudah dikirim ke WhatsApp Anda.',
    ],
    [
      { kind: 'departure_closed', status: 'failed', sentAt: null },
      'Pemberitahuan perubahan keberangkatan gagal dikirim ke WhatsApp Anda. Informasi lengkap tetap ada di halaman tiket ini.',
    ],
    [{ kind: 'reminder', status: 'sent', sentAt }, 'Pengingat keberangkatan sudah dikirim ke WhatsApp Anda.'],
  ] as const)('%o → %s', async (notice, text) => {
    open(notice);
    expect(await screen.findByRole('heading', { name: 'Pembayaran Berhasil' })).toBeInTheDocument();
    // The banner is a status region holding exactly this text (other status regions may exist).
    expect(screen.getAllByRole('status').filter((el) => el.textContent === text)).toHaveLength(1);
  });

  it('no notice (null or absent): no banner', async () => {
    open(null);
    expect(await screen.findByRole('heading', { name: 'Pembayaran Berhasil' })).toBeInTheDocument();
    expect(screen.queryByText(/WhatsApp Anda/)).toBeNull();
  });
});
