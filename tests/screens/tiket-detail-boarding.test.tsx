// tiket-detail's boarding part (issue #10): the signed QR while paid, "Sudah check-in" once boarded.
// Patient under load (issue #20 §7): the QR's own chunk is loaded before any test renders, and every
// wait is for a condition, bounded by PATIENCE_MS, not 1 s.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { setApiClient } from '../../src/api/client';
import type { TransactionDetail } from '../../src/api/transactions';
import { boardingQrModules } from '../../src/lib/qr';
import TiketDetailScreen from '../../src/screens/tiket-detail/tiket-detail-screen';
import { fakeApi, renderRoute, signIn } from './pesan-tiket.fixtures';
import { patientQueries } from './patience';

patientQueries();

// The QR code is its own chunk, imported when the boarding section mounts (boarding-section.tsx):
// loaded here, that import resolves at once instead of waiting for Vite to transform the encoder.
beforeAll(async () => {
  await import('../../src/screens/tiket-detail/qr-code');
});

const PASS = 'eyJhbGciOiJFZERTQSJ9.eyJ0Ijo1LCJzIjo0MiwidiI6MX0.' + 'A'.repeat(86);
const detail = (o: Partial<TransactionDetail> = {}): TransactionDetail => ({
  id: 5,
  invoiceId: 'INV-20261122-000005',
  requestId: '3f6c1c1e-8a55-4f53-9a59-0c0d7e2b9a11',
  checkedIn: false,
  checkedInAt: null,
  boardingPass: PASS,
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
  ...o,
});

function open(ticket: TransactionDetail) {
  fakeApi({ 'GET /api/transaction/get/5': () => ({ data: ticket }) }, signIn(Date.now()));
  renderRoute('/tiket-detail/5', '/tiket-detail/:id', <TiketDetailScreen save={vi.fn(() => 'blob:x')} />);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  setApiClient(undefined);
});

describe('tiket-detail boarding pass', () => {
  it('shows the signed boarding pass as a QR code while the ticket is paid', async () => {
    open(detail());
    const qr = await screen.findByRole('img', { name: 'Kode QR tiket INV-20261122-000005' });
    // Every dark module of the pass's QR is drawn, one square each.
    const dark = boardingQrModules(PASS).dark.filter(Boolean).length;
    expect(qr.querySelector('path')?.getAttribute('d')?.match(/M/g)?.length).toBe(dark);
    expect(screen.queryByText('Sudah check-in')).toBeNull();
  });

  it('shows no QR for an unpaid ticket', async () => {
    open(detail({ paid: false, boardingPass: null, bankName: null, paymentMethod: null, paidDateTime: null }));
    expect(await screen.findByRole('heading', { name: 'Pembayaran Belum Selesai' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Kode QR/ })).toBeNull();
  });

  it('says "Sudah check-in" with the time once the passenger boarded, instead of the QR', async () => {
    open(detail({ checkedIn: true, checkedInAt: '2026-11-23T08:12:00+07:00' }));
    expect(await screen.findByRole('heading', { name: 'Sudah check-in' })).toBeInTheDocument();
    expect(screen.getByText('23 Nov 2026, 08:12 WIB')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Kode QR/ })).toBeNull();
  });
});
