// The translated passenger views in both languages (issue #40 item 1), by role and label: the
// ticket's receipt and trip (tiket-detail), a ticket card (tiket-saya) and the day tabs and cards
// of daftar-tiket. Indonesian keeps every spec text verbatim; English writes dates and rupiah for
// `en` with WIB kept.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from './memory-router';
import type { ReactNode } from 'react';
import type { TransactionDetail, TransactionListItem } from '../../src/api/transactions';
import { StaticLanguage } from '../../src/hooks/language';
import { TicketView } from '../../src/screens/tiket-detail/ticket-view';
import { TicketCard } from '../../src/screens/tiket-saya/ticket-card';
import { ScheduleDayView, ScheduleResultsView } from '../../src/screens/daftar-tiket/daftar-tiket-views';
import { dayStrip } from '../../kernel/time';
import { normaliseSpaces } from '../../kernel/money';
import type { Language } from '../../kernel/language';

afterEach(cleanup);

const schedule = {
  id: 42,
  issuedDate: '2026-11-23',
  issuedTime: '08:30:00',
  fromRoute: { id: 1, route: 'Simanindo' },
  toRoute: { id: 2, route: 'Tigaras' },
};
const detail: TransactionDetail = {
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
  schedule,
  vehicleClass: 'Golongan IV',
};
const listItem: TransactionListItem = {
  id: 5,
  invoiceId: 'INV-20261122-000005',
  paid: true,
  paymentUrl: null,
  placedOrderDateTime: '2026-11-22T10:00:00+07:00',
  price: 291_150,
  schedule,
};

const inLanguage = (language: Language, children: ReactNode) =>
  render(
    <StaticLanguage language={language}>
      <MemoryRouter>{children}</MemoryRouter>
    </StaticLanguage>,
  );
const value = (term: string) =>
  normaliseSpaces(screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '');
const noop = () => {};

describe('tiket-detail in both languages', () => {
  it('keeps the spec texts in Indonesian', () => {
    inLanguage('id', <TicketView ticket={detail} downloading={false} pdfKept={false} onDownload={noop} />);
    expect(screen.getByRole('heading', { name: 'Pembayaran Berhasil' })).toBeInTheDocument();
    expect(value('Status')).toBe('Sukses');
    expect(value('Metode Pembayaran')).toBe('Virtual Account BCA');
    expect(value('Waktu Pembayaran')).toBe('22 Nov 2026, 10:05 WIB');
    expect(value('Keberangkatan')).toBe('Senin, 23 November 2026, 08:30 WIB');
    expect(normaliseSpaces(screen.getByText(/^Rp/).textContent ?? '')).toBe('Rp 291.150');
    expect(screen.getByRole('button', { name: 'Unduh Tiket' })).toBeInTheDocument();
  });

  it('writes the receipt and the trip in English, dates and rupiah for en, WIB kept', () => {
    inLanguage('en', <TicketView ticket={detail} downloading={false} pdfKept={false} onDownload={noop} />);
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(value('Status')).toBe('Successful');
    expect(value('Reference Number')).toBe('INV-20261122-000005');
    expect(value('Payment Method')).toBe('Virtual Account BCA');
    expect(value('Payment Time')).toBe('Nov 22, 2026, 10:05 WIB');
    expect(screen.getByRole('heading', { name: 'Trip' })).toBeInTheDocument();
    expect(value('Departure')).toBe('Monday, November 23, 2026, 08:30 WIB');
    expect(normaliseSpaces(screen.getByText(/^Rp/).textContent ?? '')).toBe('Rp 291,150');
    expect(screen.getByRole('button', { name: 'Download Ticket' })).toBeInTheDocument();
  });
});

describe("tiket-detail's delay card in English", () => {
  it('names the new time, the old one and why', () => {
    const delayed = {
      ...detail,
      delay: {
        fromDate: '2026-11-23',
        fromTime: '07:50:00',
        minutes: 40,
        reason: 'Lainnya: Antrean panjang',
        free: false,
      },
    };
    inLanguage('en', <TicketView ticket={delayed} downloading={false} pdfKept={false} onDownload={noop} />);
    expect(screen.getByRole('heading', { name: 'Departure Time Changed', level: 2 })).toBeInTheDocument();
    expect(value('New departure time')).toBe('Monday, November 23, 2026, 08:30 WIB');
    expect(value('Original time')).toBe('Monday, November 23, 2026, 07:50 WIB');
    expect(
      screen.getByText('Your ticket and boarding code stay valid for the new departure time.'),
    ).toBeInTheDocument();
  });
});

describe('tiket-saya card in both languages', () => {
  it('names the order and its status', () => {
    inLanguage('en', <TicketCard item={listItem} />);
    const link = screen.getByRole('link');
    expect(within(link).getByText('Paid')).toBeInTheDocument();
    expect(link).toHaveTextContent('Order No. INV-20261122-000005');
    expect(link).toHaveTextContent('Monday, November 23, 2026 · 08:30 WIB');
    cleanup();
    inLanguage('id', <TicketCard item={listItem} />);
    expect(within(screen.getByRole('link')).getByText('Lunas')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveTextContent('No. Pesanan INV-20261122-000005');
  });
});

describe('daftar-tiket in both languages', () => {
  const view = (language: Language) =>
    inLanguage(
      language,
      <ScheduleDayView tabs={dayStrip('2026-11-29', 7)} selectedDate="2026-11-29" bookable>
        <ScheduleResultsView
          status="loaded"
          items={[{ ...schedule, issuedDate: '2026-11-29', issuedTime: '23:30:00', qty: 3 }]}
          hasMore={false}
          nowMs={Date.UTC(2026, 10, 29, 1)}
          fareFrom={150_000}
        />
      </ScheduleDayView>,
    );

  it('names the days, the warning and the card in English', () => {
    view('en');
    const tabs = screen.getByRole('tablist', { name: 'Departure date' });
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('Sunday 29 Nov');
    expect(within(tabs).getByRole('tab', { name: /Tuesday 1 Dec/ })).toBeInTheDocument();
    expect(screen.getByText('Tickets can be bought online up to 1 hour before departure.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sunday, November 29, 2026' })).toBeInTheDocument();
    expect(screen.getByText('3 tickets available')).toBeInTheDocument();
    expect(screen.getByText('Departs in 15 h 30 min')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Ticket' })).toBeInTheDocument();
  });

  it('keeps them verbatim in Indonesian', () => {
    view('id');
    const tabs = screen.getByRole('tablist', { name: 'Tanggal keberangkatan' });
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('Minggu 29 Nov');
    expect(
      screen.getByText('Pembelian tiket online hanya dapat dilakukan paling lambat 1 jam sebelum waktu keberangkatan.'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 tiket tersedia')).toBeInTheDocument();
    expect(screen.getByText('Berangkat dalam 15 jam 30 menit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pilih Tiket' })).toBeInTheDocument();
  });
});
