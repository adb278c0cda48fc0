// tiket-detail with the real ticket machine and typed client against a fake API.
// Patient under load (issue #20 §7): every wait is for a condition, bounded by PATIENCE_MS, not 1 s.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromCallback, fromPromise } from 'xstate';
import { AppStatusProvider } from '../../src/hooks/app-status';
import { appStatusMachine, type AppStatusEvent } from '../../src/machines/app-status.machine';
import { setApiClient } from '../../src/api/client';
import { ticketMachine } from '../../src/machines/ticket.machine';
import type { TransactionDetail } from '../../src/api/transactions';
import TiketDetailScreen, { saveFile } from '../../src/screens/tiket-detail/tiket-detail-screen';
import { normaliseSpaces } from '../../kernel/money';
import { fakeApi, renderRoute, signIn, type ApiHandler } from './pesan-tiket.fixtures';
import { patientQueries, patiently } from './patience';

patientQueries();

const detail = (paid: boolean): TransactionDetail => ({
  id: 5,
  invoiceId: 'INV-20261122-000005',
  requestId: '3f6c1c1e-8a55-4f53-9a59-0c0d7e2b9a11',
  checkedIn: false,
  bankName: paid ? 'BCA' : null,
  paymentMethod: paid ? 'Virtual Account' : null,
  placedOrderDate: '2026-11-22',
  placedOrderTime: '10:00:00',
  plateNumber: 'BK 1234 ABC',
  price: 291_150,
  paid,
  paidDateTime: paid ? '2026-11-22T03:05:00.000Z' : null,
  schedule: {
    id: 42,
    issuedDate: '2026-11-23',
    issuedTime: '08:30:00',
    fromRoute: { id: 1, route: 'Simanindo' },
    toRoute: { id: 2, route: 'Tigaras' },
  },
  vehicleClass: 'Golongan IV',
});

let token: string;
function open(
  handlers: Record<string, ApiHandler>,
  save = vi.fn((_file: Blob, _name: string) => 'blob:x'),
  logic = ticketMachine,
) {
  const log = fakeApi(handlers, token);
  renderRoute('/tiket-detail/5', '/tiket-detail/:id', <TiketDetailScreen save={save} logic={logic} />);
  return { log, save };
}

const value = (term: string) =>
  normaliseSpaces(screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '');

beforeEach(() => {
  token = signIn(Date.now());
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  setApiClient(undefined);
  vi.restoreAllMocks();
});

describe('tiket-detail', () => {
  it("shows 'Pembayaran Berhasil' with total, status Sukses, reference number, payment method and time", async () => {
    open({ 'GET /api/transaction/get/5': () => ({ data: detail(true) }) });
    expect(await screen.findByRole('heading', { name: 'Pembayaran Berhasil' })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, el) =>
          el?.classList.contains('receipt-total') === true && normaliseSpaces(el.textContent ?? '') === 'Rp 291.150',
      ),
    ).toBeInTheDocument();
    expect(value('Status')).toBe('Sukses');
    expect(value('Nomor Referensi')).toBe('INV-20261122-000005');
    expect(value('Metode Pembayaran')).toBe('Virtual Account BCA');
    expect(value('Waktu Pembayaran')).toBe('22 Nov 2026, 10:05 WIB');
  });

  it('a refund-due transaction says so, with the support contact, and offers no e-ticket', async () => {
    open({ 'GET /api/transaction/get/5': () => ({ data: { ...detail(false), status: 'REFUND_DUE' } }) });
    expect(await screen.findByRole('heading', { name: 'Dana Akan Dikembalikan' })).toBeInTheDocument();
    expect(value('Status')).toBe('Dana Dikembalikan');
    expect(screen.getByRole('link', { name: 'Pusat Bantuan' })).toHaveAttribute('href', '/pusat-bantuan');
    expect(screen.getByText(/0812-6000-1234/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unduh Tiket' })).toBeNull();
  });

  it("'Unduh Tiket' downloads the e-ticket PDF as eticket.pdf", async () => {
    const user = userEvent.setup();
    // jsdom's Blob is not the Blob a fetch Response gives, so the typed client's instanceof check
    // cannot pass here: the download actor is a stand-in (the browser journey downloads the real PDF).
    const downloads: unknown[] = [];
    const logic = ticketMachine.provide({
      actors: {
        downloadTicket: fromPromise(async ({ input }: { input: { id: number } }) => {
          downloads.push(input);
          return new Blob(['%PDF-1.7 test'], { type: 'application/pdf' });
        }),
      } as never,
    });
    const { save, log } = open({ 'GET /api/transaction/get/5': () => ({ data: detail(true) }) }, undefined, logic);
    await user.click(await screen.findByRole('button', { name: 'Unduh Tiket' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1), patiently);
    const [file, name] = save.mock.calls[0]!;
    expect(name).toBe('eticket.pdf');
    expect(await file.text()).toBe('%PDF-1.7 test');
    expect(log.map((r) => r.path)).toEqual(['/api/transaction/get/5']);
    expect(downloads).toEqual([{ id: 5 }]);
    expect(screen.getByRole('button', { name: 'Unduh Tiket' })).toBeEnabled();
  });

  it('says so when the download fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open({
      'GET /api/transaction/get/5': () => ({ data: detail(true) }),
      'GET /api/transaction/generate/5': () => ({ status: 409, message: 'Transaction is not paid.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Unduh Tiket' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Tiket gagal diunduh. Silakan coba lagi.');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers no download for an unpaid transaction', async () => {
    open({ 'GET /api/transaction/get/5': () => ({ data: detail(false) }) });
    expect(await screen.findByRole('heading', { name: 'Pembayaran Belum Selesai' })).toBeInTheDocument();
    expect(value('Status')).toBe('Belum Dibayar');
    expect(screen.queryByRole('button', { name: 'Unduh Tiket' })).not.toBeInTheDocument();
  });

  it('names an expired or cancelled order as the list does, with why (issue #11)', async () => {
    open({ 'GET /api/transaction/get/5': () => ({ data: { ...detail(false), status: 'EXPIRED' } }) });
    expect(await screen.findByRole('heading', { name: 'Tidak Dibayar' })).toBeInTheDocument();
    expect(value('Status')).toBe('Tidak dibayar');
    expect(value('Keterangan')).toBe('Batas waktu pembayaran 15 menit telah berakhir.');
    expect(screen.queryByRole('button', { name: 'Unduh Tiket' })).not.toBeInTheDocument();
    cleanup();
    open({ 'GET /api/transaction/get/5': () => ({ data: { ...detail(false), status: 'CANCELLED' } }) });
    expect(await screen.findByRole('heading', { name: 'Tidak Dibayar' })).toBeInTheDocument();
    expect(value('Keterangan')).toBe('Pesanan dibatalkan sebelum dibayar.');
  });

  it('a missing or foreign ticket offers the way to tiket-saya, not a pointless retry (issue #11)', async () => {
    open({ 'GET /api/transaction/get/5': () => ({ status: 404, message: 'Transaction not found.' }) });
    expect(await screen.findByText('Tiket tidak ditemukan di akun Anda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Tiket Saya' })).toHaveAttribute('href', '/tiket-saya');
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  });

  it('offers a retry when the transaction cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const user = userEvent.setup();
    open({
      'GET /api/transaction/get/5': () =>
        fail ? { status: 500, message: 'Internal server error.' } : { data: detail(true) },
    });
    expect(await screen.findByText('Tiket tidak dapat dimuat.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Pembayaran Berhasil' })).toBeInTheDocument();
  });

  it('saves a Blob through an object URL and an <a download>', () => {
    const created: string[] = [];
    const clicks: Array<{ href: string; download: string }> = [];
    URL.createObjectURL = vi.fn(() => {
      created.push('blob:test/1');
      return 'blob:test/1';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    expect(saveFile(new Blob(['%PDF']), 'eticket.pdf')).toBe('blob:test/1');
    expect(clicks).toEqual([{ href: 'blob:test/1', download: 'eticket.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

/** The app's status, offline from the start. */
const offline = appStatusMachine.provide({
  actors: {
    connectivity: fromCallback<AppStatusEvent>(({ sendBack }) => sendBack({ type: 'NETWORK.OFFLINE' })),
    updates: fromCallback<AppStatusEvent>(() => undefined),
  },
});

describe("tiket-detail: 'Unduh Tiket' offline (issue #21 §5)", () => {
  const keptOrNot = (kept: boolean) =>
    ticketMachine.provide({
      actors: {
        pdfKept: fromPromise(async () => kept),
        downloadTicket: fromPromise(async () => new Blob(['%PDF-1.7 kept'], { type: 'application/pdf' })),
      } as never,
    });
  function openOffline(kept: boolean) {
    const save = vi.fn((_file: Blob, _name: string) => 'blob:x');
    fakeApi({ 'GET /api/transaction/get/5': () => ({ data: detail(true) }) }, token);
    renderRoute(
      '/tiket-detail/5',
      '/tiket-detail/:id',
      <AppStatusProvider logic={offline}>
        <TiketDetailScreen save={save} logic={keptOrNot(kept)} />
      </AppStatusProvider>,
    );
    return save;
  }

  it('is disabled with the reason every network button gives when the PDF is not kept', async () => {
    openOffline(false);
    const button = await screen.findByRole('button', { name: 'Unduh Tiket' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Perlu koneksi internet. Anda sedang offline.');
  });

  it('downloads the kept PDF while offline', async () => {
    const user = userEvent.setup();
    const save = openOffline(true);
    const button = await screen.findByRole('button', { name: 'Unduh Tiket' });
    await vi.waitFor(() => expect(button).toBeEnabled(), patiently);
    expect(button).not.toHaveAccessibleDescription();
    await user.click(button);
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1), patiently);
    expect(await save.mock.calls[0]![0].text()).toBe('%PDF-1.7 kept');
  });
});

describe('tiket-detail: the ticket shown at the dock (issue #21 §8)', () => {
  it('a paid ticket opens on its boarding pass: the QR card with the trip and who travels, then the receipt', async () => {
    open({
      'GET /api/transaction/get/5': () => ({
        data: {
          ...detail(true),
          boardingPass: 'eyJhbGciOiJFZERTQSJ9.eyJ0Ijo1LCJzIjo0MiwidiI6MX0.sig',
          driverName: 'Budi Santoso',
          passengerNames: ['Rina Sitorus', 'Tigor Manurung'],
        },
      }),
    });
    const boarding = (await screen.findByRole('heading', { name: 'Kode Naik Kapal' })).closest('section')!;
    const cards = [...document.querySelectorAll('main .card')];
    expect(cards[0]).toBe(boarding);
    expect(within(cards[1] as HTMLElement).getByRole('heading', { name: 'Pembayaran Berhasil' })).toBeInTheDocument();
    const line = (term: string) =>
      normaliseSpaces(within(boarding).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '');
    expect(line('Keberangkatan')).toBe('Senin, 23 November 2026, 08:30 WIB');
    expect(line('Kendaraan')).toBe('Golongan IV · BK 1234 ABC');
    expect(line('Pengemudi')).toBe('Budi Santoso');
    expect(
      within(boarding)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rina Sitorus', 'Tigor Manurung']);
    expect(screen.queryByRole('heading', { name: 'Perjalanan' })).toBeNull();
  });

  it('an unpaid ticket starts with its payment state, the trip after it', async () => {
    open({ 'GET /api/transaction/get/5': () => ({ data: detail(false) }) });
    const receipt = (await screen.findByRole('heading', { name: 'Pembayaran Belum Selesai' })).closest('section');
    const cards = [...document.querySelectorAll('main .card')];
    expect(cards[0]).toBe(receipt);
    expect(within(cards[1] as HTMLElement).getByRole('heading', { name: 'Perjalanan' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kode Naik Kapal' })).toBeNull();
  });
});
