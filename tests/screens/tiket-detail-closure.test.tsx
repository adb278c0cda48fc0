// tiket-detail on a departure the operator cancelled or held (issue #38 item 5), with the real ticket
// and ticket-actions machines and the typed client against a fake API: the ticket opens with the
// closure (status, reason, the two free choices) above the boarding pass; the QR is hidden on a
// cancelled sailing and marked not valid on a held one; no banner contradicts the closure.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { setApiClient } from '../../src/api/client';
import type { TransactionDetail } from '../../src/api/transactions';
import TiketDetailScreen from '../../src/screens/tiket-detail/tiket-detail-screen';
import { fakeApi, renderRoute, signIn, type ApiRequest } from './pesan-tiket.fixtures';
import { patientQueries } from './patience';
import { formatRupiah as rp } from '../../kernel/money';
import { ACTIONS_LATE, ACTIONS_OPEN, ACTIONS_OPERATOR, PAID } from '../machines/ticket-actions.fixtures';

patientQueries();

beforeAll(async () => {
  await import('../../src/screens/tiket-detail/qr-code');
});

const PASS = 'eyJhbGciOiJFZERTQSJ9.eyJ0Ijo1LCJzIjo0MiwidiI6MX0.' + 'A'.repeat(86);
const WIND = { reason: 'cuaca', note: 'Angin kencang', windKnots: 20 } as const;
const REASON = 'Cuaca / izin Syahbandar (angin 20 knot): Angin kencang';
const SENT = { kind: 'ticket', status: 'sent', sentAt: '2026-11-22T10:06:00+07:00' } as const;
const HELD = { ...ACTIONS_OPERATOR, operatorCancelled: false, departureHeld: true };

let token: string;
const open = (ticket: TransactionDetail) => {
  const log: ApiRequest[] = fakeApi(
    {
      'GET /api/transaction/get/5': () => ({ data: ticket }),
      'POST /api/ticket/5/cancel': () => ({ data: { ticket: { ...ticket, actions: null }, payment: null } }),
    },
    token,
  );
  renderRoute('/tiket-detail/5', '/tiket-detail/:id', <TiketDetailScreen save={() => 'blob:x'} />);
  return log;
};
const section = (heading: HTMLElement) => heading.closest('section') as HTMLElement;
const before = (a: HTMLElement, b: HTMLElement) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
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

describe('tiket-detail on a cancelled departure (issue #38)', () => {
  const cancelled = { ...PAID, boardingPass: PASS, actions: ACTIONS_OPERATOR, closure: WIND, notice: SENT };

  it('opens with the status, the reason and the two free choices; no QR, no ticket-sent banner', async () => {
    open(cancelled);
    // The choices load with the self-service (the ticket paints first), inside the closure card.
    await screen.findByRole('link', { name: 'Ubah Jadwal' });
    const card = section(screen.getByRole('heading', { name: 'Dibatalkan oleh operator', level: 2 }));
    expect(row(card, 'Alasan')).toBe(REASON);
    expect(within(card).getByText(/dibatalkan oleh operator\. Pilih Ubah Jadwal/)).toBeInTheDocument();
    const move = within(card).getByRole('link', { name: 'Ubah Jadwal' });
    expect(move).toHaveAttribute('href', '/tiket-detail/5/ubah-jadwal');
    expect(move).toHaveAccessibleDescription('Gratis');
    expect(within(card).getByRole('button', { name: 'Ajukan Refund' })).toHaveAccessibleDescription(
      `Refund 100 %: ${rp(291_150)}`,
    );
    // First: above the receipt and the trip; the QR is gone.
    expect(before(card, screen.getByRole('heading', { name: 'Pembayaran Berhasil' }))).toBe(true);
    expect(before(card, screen.getByRole('heading', { name: 'Perjalanan' }))).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Kode Naik Kapal' })).toBeNull();
    expect(screen.queryByRole('img', { name: /Kode QR/ })).toBeNull();
    expect(screen.queryByText('Tunjukkan kode ini kepada petugas di pelabuhan.')).toBeNull();
    // The receipt's status is not green.
    const receipt = section(screen.getByRole('heading', { name: 'Pembayaran Berhasil' }));
    expect(within(receipt).getByText('Dibatalkan oleh operator')).toHaveClass('status-alert');
    // Said once: the reason and the choices are not repeated below.
    expect(screen.getAllByText(REASON)).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Ubah Jadwal' })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Ubah atau Batalkan Tiket' })).toBeNull();
    expect(screen.queryByText('Tiket sudah dikirim ke WhatsApp Anda.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Batalkan Tiket' })).toBeNull();
  });

  it('offers no e-ticket to download for a sailing that will not go', async () => {
    open(cancelled);
    await screen.findByRole('link', { name: 'Ubah Jadwal' });
    expect(screen.queryByRole('button', { name: 'Unduh Tiket' })).toBeNull();
  });

  it('Ajukan Refund from the closure card asks first, then refunds', async () => {
    const log = open(cancelled);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajukan Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajukan Refund' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Ajukan Refund' }));
    expect(await screen.findByText('Tiket dibatalkan. Status refund dapat dilihat di bawah.')).toBeInTheDocument();
    expect(log.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/ticket/5/cancel']);
  });

  it("shows the closure's own notice, and no reason line when the operator gave none", async () => {
    open({ ...cancelled, closure: null, notice: { kind: 'departure_closed', status: 'sent', sentAt: null } });
    const card = section(await screen.findByRole('heading', { name: 'Dibatalkan oleh operator', level: 2 }));
    expect(within(card).queryByText('Alasan')).toBeNull();
    expect(
      screen.getByText('Pemberitahuan perubahan keberangkatan sudah dikirim ke WhatsApp Anda.'),
    ).toBeInTheDocument();
  });
});

describe('tiket-detail on a held departure (issue #38)', () => {
  it('opens with the hold and its choices; the QR stays, marked not valid while held', async () => {
    open({ ...PAID, boardingPass: PASS, actions: HELD, closure: WIND, notice: SENT });
    await screen.findByRole('button', { name: 'Ajukan Refund' });
    const card = section(screen.getByRole('heading', { name: 'Ditahan oleh operator', level: 2 }));
    expect(row(card, 'Alasan')).toBe(REASON);
    expect(within(card).getByText(/ditahan oleh operator\. Tiket Anda tetap berlaku/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ajukan Refund' })).toBeEnabled();
    expect(within(card).getByRole('link', { name: 'Ubah Jadwal' })).toBeInTheDocument();
    const boarding = section(screen.getByRole('heading', { name: 'Kode Naik Kapal' }));
    expect(before(card, boarding)).toBe(true);
    expect(within(boarding).getByText(/^Belum berlaku selama keberangkatan ditahan/)).toBeInTheDocument();
    expect(within(boarding).queryByText('Tunjukkan kode ini kepada petugas di pelabuhan.')).toBeNull();
    expect(await within(boarding).findByRole('img', { name: /Kode QR/ })).toBeInTheDocument();
    expect(screen.queryByText('Tiket sudah dikirim ke WhatsApp Anda.')).toBeNull();
  });

  it('past its time: the note says so, no free choice on top, the usual actions below', async () => {
    open({ ...PAID, boardingPass: PASS, actions: { ...ACTIONS_LATE, departureHeld: true }, closure: WIND });
    const actions = section(await screen.findByRole('heading', { name: 'Ubah atau Batalkan Tiket' }));
    const card = section(screen.getByRole('heading', { name: 'Ditahan oleh operator', level: 2 }));
    expect(within(card).getByText(/jam keberangkatannya sudah lewat/)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(actions).getByRole('button', { name: 'Batalkan Tiket' })).toBeDisabled();
    expect(screen.getAllByText(/ditahan/)).toHaveLength(2); // the note and the QR's mark, once each
  });
});

describe('tiket-detail on an open departure', () => {
  it('has no closure card, and the QR reads as usual', async () => {
    open({ ...PAID, boardingPass: PASS, notice: SENT });
    expect(await screen.findByText('Tunjukkan kode ini kepada petugas di pelabuhan.')).toBeInTheDocument();
    expect(screen.getByText('Tiket sudah dikirim ke WhatsApp Anda.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /oleh operator/ })).toBeNull();
  });
});

describe('tiket-detail on a delayed departure (issue #38 item 2)', () => {
  const DELAY = { fromDate: '2026-11-23', fromTime: '07:50:00', minutes: 40, reason: 'Lainnya: Antrean panjang' };
  const DELAYED_NOTICE = { kind: 'departure_delayed', status: 'sent', sentAt: '2026-11-23T06:00:00+07:00' } as const;

  it('opens with the new time, the old one and why, before the pass that still boards', async () => {
    open({
      ...PAID,
      boardingPass: PASS,
      actions: ACTIONS_OPEN,
      delay: { ...DELAY, free: false },
      notice: DELAYED_NOTICE,
    });
    const card = section(await screen.findByRole('heading', { name: 'Jadwal Keberangkatan Berubah', level: 2 }));
    expect(row(card, 'Jam keberangkatan baru')).toBe('Senin, 23 November 2026, 08:30 WIB');
    expect(row(card, 'Jadwal semula')).toBe('Senin, 23 November 2026, 07:50 WIB');
    expect(row(card, 'Alasan')).toBe('Lainnya: Antrean panjang');
    expect(
      within(card).getByText('Tiket dan kode naik kapal Anda tetap berlaku untuk jam keberangkatan baru.'),
    ).toBeInTheDocument();
    const boarding = section(screen.getByRole('heading', { name: 'Kode Naik Kapal' }));
    expect(before(card, boarding)).toBe(true);
    expect(within(boarding).getByText('Tunjukkan kode ini kepada petugas di pelabuhan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh Tiket' })).toBeInTheDocument();
    expect(
      screen.getByText('Pemberitahuan jadwal baru keberangkatan sudah dikirim ke WhatsApp Anda.'),
    ).toBeInTheDocument();
  });

  it('past the threshold it says the choices are free, and the actions offer them', async () => {
    open({
      ...PAID,
      boardingPass: PASS,
      actions: { ...ACTIONS_OPERATOR, operatorCancelled: false },
      delay: { ...DELAY, minutes: 150, free: true },
    });
    const card = section(await screen.findByRole('heading', { name: 'Jadwal Keberangkatan Berubah', level: 2 }));
    expect(
      within(card).getByText('Anda dapat pindah jadwal gratis atau refund 100 % sebelum jam keberangkatan baru.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /oleh operator/ })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Ubah Jadwal' })).toBeInTheDocument();
  });
});
