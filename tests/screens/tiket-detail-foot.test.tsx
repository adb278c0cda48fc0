// tiket-detail of a walk-on passengers' ticket (issue #40 item 3): the QR as for any paid ticket, the
// ticket kind instead of a vehicle and plate, no driver, every passenger by name.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setApiClient } from '../../src/api/client';
import type { TransactionDetail } from '../../src/api/transactions';
import TiketDetailScreen from '../../src/screens/tiket-detail/tiket-detail-screen';
import { fakeApi, renderRoute, signIn } from './pesan-tiket.fixtures';
import { patientQueries } from './patience';

patientQueries();
beforeAll(async () => {
  await import('../../src/screens/tiket-detail/qr-code');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  setApiClient(undefined);
});

const FOOT: TransactionDetail = {
  kind: 'foot',
  id: 5,
  invoiceId: 'INV-20261122-000005',
  requestId: '3f6c1c1e-8a55-4f53-9a59-0c0d7e2b9a11',
  checkedIn: false,
  checkedInAt: null,
  boardingPass: 'eyJhbGciOiJFZERTQSJ9.eyJ0Ijo1LCJzIjo0MiwidiI6MX0.' + 'A'.repeat(86),
  bankName: 'BCA',
  paymentMethod: 'Virtual Account',
  placedOrderDate: '2026-11-22',
  placedOrderTime: '10:00:00',
  plateNumber: '',
  price: 25_000,
  paid: true,
  paidDateTime: '2026-11-22T03:05:00.000Z',
  schedule: {
    id: 42,
    issuedDate: '2026-11-23',
    issuedTime: '08:30:00',
    fromRoute: { id: 1, route: 'Simanindo' },
    toRoute: { id: 2, route: 'Tigaras' },
  },
  vehicleClass: '',
  passengerNames: ['Alice Walker', 'Bob Walker'],
};

describe('tiket-detail: a foot ticket', () => {
  it('names the ticket kind and its passengers, without vehicle or driver', async () => {
    fakeApi({ 'GET /api/transaction/get/5': () => ({ data: FOOT }) }, signIn(Date.now()));
    renderRoute('/tiket-detail/5', '/tiket-detail/:id', <TiketDetailScreen save={vi.fn(() => 'blob:x')} />);
    expect(await screen.findByRole('img', { name: /QR/ })).toBeInTheDocument();
    const tiket = screen.getByText('Tiket', { selector: 'dt' });
    expect(tiket.nextElementSibling).toHaveTextContent('Pejalan kaki (tanpa kendaraan)');
    expect(screen.queryByText('Kendaraan', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Pengemudi', { selector: 'dt' })).toBeNull();
    const people = screen.getByText('Penumpang', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alice Walker', 'Bob Walker']);
  });
});
