// tiket-saya (issue #23): a paid ticket whose departure the operator cancelled reads 'Dibatalkan
// oleh operator', still linking to tiket-detail where its choices are; the real list machine
// against a fake API.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { setApiClient } from '../../src/api/client';
import RiwayatTransaksiScreen from '../../src/screens/riwayat-transaksi/riwayat-transaksi-screen';
import TiketSayaScreen from '../../src/screens/tiket-saya/tiket-saya-screen';
import { fakeApi, renderRoute, signIn, transaction } from './pesan-tiket.fixtures';
import { patientQueries } from './patience';

patientQueries();

const placed = '2026-11-22T03:00:00.000Z';
let token: string;

beforeEach(() => {
  token = signIn(Date.now());
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  setApiClient(undefined);
});

describe('tiket-saya: cancelled tickets', () => {
  it('labels the operator-cancelled ticket and keeps the other paid one Lunas', async () => {
    const transactions = [
      transaction(1, true, placed, { operatorCancelled: true }),
      transaction(3, true, placed, { operatorCancelled: false, status: 'PAID' }),
    ];
    fakeApi({ 'GET /api/transaction/user/get-all': () => ({ data: { transactions, has_more: false } }) }, token);
    renderRoute('/tiket-saya', '/tiket-saya', <TiketSayaScreen />);
    const operator = await screen.findByRole('link', { name: /Dibatalkan oleh operator.*INV-20261122-000001/ });
    expect(operator).toHaveAttribute('href', '/tiket-detail/1');
    expect(screen.getByRole('link', { name: /Lunas.*INV-20261122-000003/ })).toBeInTheDocument();
  });

  it('riwayat-transaksi: a ticket cancelled after payment reads Dibatalkan, an order left unpaid Tidak dibayar', async () => {
    const transactions = [
      transaction(4, false, placed, { status: 'CANCELLED', cancelledAfterPayment: true }),
      transaction(5, false, placed, { status: 'EXPIRED', cancelledAfterPayment: false }),
    ];
    fakeApi({ 'GET /api/transaction/user/get-all': () => ({ data: { transactions, has_more: false } }) }, token);
    renderRoute('/riwayat-transaksi', '/riwayat-transaksi', <RiwayatTransaksiScreen />);
    expect(await screen.findByRole('link', { name: /Dibatalkan.*INV-20261122-000004/ })).toHaveAttribute(
      'href',
      '/tiket-detail/4',
    );
    expect(screen.getByRole('link', { name: /Tidak dibayar.*INV-20261122-000005/ })).toBeInTheDocument();
  });
});
