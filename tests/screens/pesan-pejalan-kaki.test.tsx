// pesan-pejalan-kaki (issue #40 item 3) with the real footOrder machine and typed client against a
// fake API; only the STOMP socket is a stand-in the test drives. Queried by role and label.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromCallback } from 'xstate';
import { setApiClient } from '../../src/api/client';
import { footOrderMachine } from '../../src/machines/foot-order.machine';
import PesanPejalanKakiScreen from '../../src/screens/pesan-pejalan-kaki/pesan-pejalan-kaki-screen';
import { FootChoice } from '../../src/screens/pesan-tiket/foot-choice';
import { normaliseSpaces } from '../../kernel/money';
import { fakeApi, PASSENGER_TYPES, renderRoute, SCHEDULE, signIn, USER, type ApiHandler } from './pesan-tiket.fixtures';
import { patientQueries, patiently } from './patience';

patientQueries();

const PAY_URL = 'http://pay.test/api/payment/simulator/sim_foot';
let token: string;
let send: ((event: { type: string; [key: string]: unknown }) => void) | undefined;

const fakeSocket = () =>
  fromCallback(({ sendBack }) => {
    send = sendBack;
    return () => undefined;
  });

function open(handlers: Record<string, ApiHandler> = {}) {
  const log = fakeApi(
    {
      'GET /api/schedule/get/42': () => ({ data: { ...SCHEDULE, status: 'open' } }),
      'GET /api/passenger/foot-fares': () => ({ data: { passengers: PASSENGER_TYPES } }),
      'POST /api/transaction/order-foot': (request) => ({
        status: 202,
        data: { requestId: (request.body as { requestId: string }).requestId },
      }),
      ...handlers,
    },
    token,
  );
  const redirect = vi.fn();
  const logic = footOrderMachine.provide({ actors: { socket: fakeSocket() } as never });
  renderRoute(
    '/pesan-pejalan-kaki/42',
    '/pesan-pejalan-kaki/:id',
    <PesanPejalanKakiScreen logic={logic} redirect={redirect} />,
  );
  return { log, redirect };
}

async function fillPassenger(user: ReturnType<typeof userEvent.setup>, n: number, name: string) {
  const section = await screen.findByRole('region', { name: `Penumpang ${n}` });
  await user.type(within(section).getByLabelText('Nama Lengkap'), name);
  await user.type(within(section).getByLabelText('Usia'), '30');
  await user.type(within(section).getByLabelText('Domisili'), 'Sydney');
}

beforeEach(() => {
  token = signIn(Date.now());
  send = undefined;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  setApiClient(undefined);
});

describe('pesan-tiket: the foot choice', () => {
  it('names walk-on passengers and links to their booking', () => {
    renderRoute('/pesan-tiket/42', '/pesan-tiket/:id', <FootChoice scheduleId={42} />);
    expect(screen.getByRole('link', { name: 'Pejalan kaki (tanpa kendaraan)' })).toHaveAttribute(
      'href',
      '/pesan-pejalan-kaki/42',
    );
  });
});

describe('pesan-pejalan-kaki', () => {
  it('books two adults on foot: named, priced with the foot fares, sent once connected, then the payment page', async () => {
    const user = userEvent.setup();
    const { log, redirect } = open();
    expect(await screen.findByRole('heading', { name: 'Pesan Tiket Pejalan Kaki' })).toBeVisible();
    // Every field is said before anything is sent.
    await user.click(await screen.findByRole('button', { name: 'Lanjutkan' }));
    expect(await screen.findByText('Nama tidak boleh kosong.')).toBeVisible();
    await fillPassenger(user, 1, 'Alice Walker');
    await user.click(screen.getByRole('button', { name: 'Tambah Penumpang' }));
    await fillPassenger(user, 2, 'Bob Walker');
    expect(normaliseSpaces(screen.getByRole('status', { name: 'Total' }).textContent ?? '')).toBe('Rp 31.000');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));

    const review = await screen.findByRole('region', { name: 'Periksa Pesanan' });
    expect(within(review).getByRole('list', { name: 'Penumpang' }).textContent).toContain('Alice Walker (Dewasa)');
    const terms = within(review)
      .getAllByRole('term')
      .map((t) => normaliseSpaces(t.textContent ?? ''));
    expect(terms).toEqual(['Pejalan kaki Dewasa (2 × Rp 15.000)', 'Asuransi Penumpang Dewasa (2 × Rp 500)', 'Total']);
    await user.click(within(document.body).getByRole('button', { name: 'Konfirmasi' }));
    expect(await screen.findByText('Menghubungkan…')).toBeVisible();
    act(() => send?.({ type: 'SOCKET.CONNECTED' }));
    await vi.waitFor(() => expect(log.some((r) => r.path === '/api/transaction/order-foot')).toBe(true), patiently);
    const body = log.find((r) => r.path === '/api/transaction/order-foot')!.body as {
      schedule: number;
      passengers: unknown[];
      requestId: string;
    };
    expect(body).toMatchObject({
      schedule: 42,
      passengers: [
        { passengerId: 1, name: 'Alice Walker', age: 30, domicile: 'Sydney' },
        { passengerId: 1, name: 'Bob Walker', age: 30, domicile: 'Sydney' },
      ],
    });
    act(() =>
      send?.({
        type: 'SOCKET.MESSAGE',
        message: { userId: USER.id, status: 200, paymentUrl: PAY_URL, requestId: body.requestId },
      }),
    );
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith(PAY_URL), patiently);
    // Back from the payment page through the back/forward cache: the flow starts afresh.
    const pageshow = new Event('pageshow');
    Object.defineProperty(pageshow, 'persisted', { value: true });
    act(() => void window.dispatchEvent(pageshow));
    expect(await screen.findByRole('region', { name: 'Penumpang 1' })).toBeVisible();
    expect(screen.getByLabelText('Nama Lengkap')).toHaveValue('');
  });

  it('removes a passenger, and goes back to the form from the review', async () => {
    const user = userEvent.setup();
    open();
    await fillPassenger(user, 1, 'Alice Walker');
    await user.click(screen.getByRole('button', { name: 'Tambah Penumpang' }));
    await user.click(await screen.findByRole('button', { name: 'Hapus Penumpang 2' }));
    expect(screen.queryByRole('region', { name: 'Penumpang 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await user.click(await screen.findByRole('button', { name: 'Ubah' }));
    expect(await screen.findByLabelText('Nama Lengkap')).toHaveValue('Alice Walker');
  });

  it('says sold out and stays on the review', async () => {
    const user = userEvent.setup();
    open();
    await fillPassenger(user, 1, 'Alice Walker');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await user.click(await screen.findByRole('button', { name: 'Konfirmasi' }));
    act(() => send?.({ type: 'SOCKET.CONNECTED' }));
    expect(await screen.findByText('Memproses pesanan…')).toBeVisible();
    act(() => send?.({ type: 'SOCKET.MESSAGE', message: { userId: USER.id, status: 500 } }));
    expect(await screen.findByRole('alertdialog')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Periksa Pesanan' })).toBeVisible();
  });

  it('says why a departure without foot fares cannot be booked on foot, and offers a retry when loading fails', async () => {
    open({ 'GET /api/passenger/foot-fares': () => ({ data: { passengers: [] } }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tarif pejalan kaki untuk keberangkatan ini belum tersedia.',
    );
    cleanup();
    const user = userEvent.setup();
    let calls = 0;
    open({ 'GET /api/schedule/get/42': () => (++calls === 1 ? { status: 500 } : { data: SCHEDULE }) });
    await user.click(await screen.findByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Penumpang 1' })).toBeVisible();
  });
});
