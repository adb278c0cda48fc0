// pembayaran-selesai with the real payment-finish machine and typed client against a fake API.
// The poll delay is set to 0 so the order of answers, not time, drives the screen, and every wait
// is for a condition, bounded by PATIENCE_MS, not 1 s (issue #20 §7).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { setApiClient } from '../../src/api/client';
import type { TransactionDetail } from '../../src/api/transactions';
import { paymentFinishMachine, PAYMENT_FINISH_MSG } from '../../src/machines/payment-finish.machine';
import PembayaranSelesaiScreen from '../../src/screens/pembayaran-selesai/pembayaran-selesai-screen';
import { SUPPORT_PHONE, SUPPORT_TEL_URL } from '../../src/lib/support';
import { fakeApi, renderRoute, signIn, type ApiHandler } from './pesan-tiket.fixtures';
import { patientQueries, patiently } from './patience';

patientQueries();

const detail = (status: NonNullable<TransactionDetail['status']>): TransactionDetail => ({
  id: 5,
  invoiceId: 'INV-20261122-000005',
  requestId: '3f6c1c1e-8a55-4f53-9a59-0c0d7e2b9a11',
  checkedIn: false,
  bankName: null,
  paymentMethod: null,
  placedOrderDate: '2026-11-22',
  placedOrderTime: '10:00:00',
  plateNumber: 'BK 1234 ABC',
  price: 291_150,
  paid: status === 'PAID',
  status,
  paidDateTime: null,
  schedule: {
    id: 42,
    issuedDate: '2026-11-23',
    issuedTime: '08:30:00',
    fromRoute: { id: 1, route: 'Simanindo' },
    toRoute: { id: 2, route: 'Tigaras' },
  },
  vehicleClass: 'Golongan IV',
});

const fast = paymentFinishMachine.provide({ delays: { poll: 0 } });
let token: string;

function open(path: string, handler: ApiHandler) {
  const log = fakeApi({ 'GET /api/transaction/get/5': handler }, token);
  renderRoute(path, '/pembayaran-selesai/:id', <PembayaranSelesaiScreen logic={fast} />);
  return log;
}

beforeEach(() => {
  token = signIn(Date.now());
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  setApiClient(undefined);
  vi.restoreAllMocks();
});

describe('pembayaran-selesai', () => {
  it('says the payment was received, then turns into the ticket once the server says paid', async () => {
    // First answer: unpaid (the notification is still on its way); the second waits for the test.
    let release: (value: { data: TransactionDetail }) => void = () => undefined;
    let calls = 0;
    open('/pembayaran-selesai/5', () => {
      calls += 1;
      return calls === 1 ? { data: detail('UNPAID') } : new Promise((resolve) => (release = resolve));
    });
    expect(await screen.findByRole('heading', { name: PAYMENT_FINISH_MSG.received })).toBeInTheDocument();
    await vi.waitFor(() => expect(calls).toBe(2), patiently);
    expect(screen.getByLabelText('lokasi')).toHaveTextContent('/pembayaran-selesai/5');
    release({ data: detail('PAID') });
    expect(await screen.findByText('lain')).toBeInTheDocument(); // left for tiket-detail/5
    expect(screen.getByLabelText('lokasi')).toHaveTextContent('/tiket-detail/5');
    expect(calls).toBe(2);
  });

  it("never trusts the redirect's query: a 'settlement' in the URL with an unpaid transaction shows no ticket", async () => {
    const log = open(
      '/pembayaran-selesai/5?order_id=INV-20261122-000005&status_code=200&transaction_status=settlement',
      () => ({
        data: detail('UNPAID'),
      }),
    );
    expect(await screen.findByRole('button', { name: 'Periksa lagi' })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_FINISH_MSG.slow)).toBeInTheDocument();
    expect(screen.getByLabelText('lokasi')).toHaveTextContent('/pembayaran-selesai/5');
    expect(log.every((r) => r.path === '/api/transaction/get/5')).toBe(true);
  });

  it('a late payment with no place left says refund due, with the support contact', async () => {
    open('/pembayaran-selesai/5', () => ({ data: detail('REFUND_DUE') }));
    expect(await screen.findByRole('heading', { name: 'Dana Akan Dikembalikan' })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_FINISH_MSG.refundDue)).toBeInTheDocument();
    expect(screen.getByText(SUPPORT_PHONE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Telepon Layanan Pelanggan' })).toHaveAttribute('href', SUPPORT_TEL_URL);
    expect(screen.getByText('Nomor Referensi INV-20261122-000005')).toBeInTheDocument();
  });

  it('another user’s or an unknown transaction: not found, with a retry', async () => {
    open('/pembayaran-selesai/5', () => ({ status: 404, message: 'Transaction not found.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_FINISH_MSG.notFound);
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
