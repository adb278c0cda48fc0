// Pesan Lagi (issue #40 item 4) by role and label, the real machines against a fake API: on a past
// or cancelled ticket in riwayat-transaksi and tiket-saya, Pesan Lagi opens the route's departures,
// and the departure chosen opens pesan-tiket with the old vehicle and people; nothing is sent.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from './memory-router';
import { setApiClient } from '../../src/api/client';
import { SessionProvider } from '../../src/hooks/session';
import DaftarTiketScreen from '../../src/screens/daftar-tiket/daftar-tiket-screen';
import PesanTiketScreen from '../../src/screens/pesan-tiket/pesan-tiket-screen';
import RiwayatTransaksiScreen from '../../src/screens/riwayat-transaksi/riwayat-transaksi-screen';
import TiketSayaScreen from '../../src/screens/tiket-saya/tiket-saya-screen';
import { ORDER_AGAIN_MSG } from '../../src/lib/order-again';
import { addDays, formatDateMedium, todayJakarta } from '../../kernel/time';
import { StaticLanguage } from '../../src/hooks/language';
import type { Language } from '../../kernel/language';
import {
  fakeApi,
  PASSENGER_TYPES,
  signIn,
  transaction,
  VEHICLE_TYPES,
  type ApiHandler,
  type ApiRequest,
} from './pesan-tiket.fixtures';
import { patientQueries } from './patience';

patientQueries();

const placed = '2026-11-01T03:00:00.000Z';
let token: string;
let day: string;
let departure: { id: number; issuedDate: string; issuedTime: string; qty: number } & Record<string, unknown>;

const detail = (extra: Record<string, unknown> = {}) => ({
  id: 9,
  invoiceId: 'INV-20261101-000009',
  requestId: 'r-9',
  checkedIn: false,
  bankName: null,
  paymentMethod: null,
  placedOrderDate: '2026-11-01',
  placedOrderTime: '10:00:00',
  plateNumber: 'BK 1234 ABC',
  price: 291_150,
  paid: true,
  status: 'PAID',
  paidDateTime: null,
  schedule: {
    id: 40,
    issuedDate: '2026-11-02',
    issuedTime: '08:30:00',
    fromRoute: departure['fromRoute'],
    toRoute: departure['toRoute'],
  },
  vehicleClass: 'Golongan IV',
  driver: { name: 'Rina Siregar', age: 30, domicile: 'Medan' },
  manifest: [
    { passengerId: 1, name: 'Sari', age: 31, domicile: 'Medan' },
    { passengerId: 2, name: 'Tigor', age: 3, domicile: 'Medan' },
  ],
  // The rest of the order (TicketOrder): Sari and two unnamed adults, Tigor.
  order: {
    vehicle: 4,
    passengers: [
      { passengerId: 1, amount: 3 },
      { passengerId: 2, amount: 1 },
    ],
    driver: { phoneNumber: '081234567890', gender: 'Perempuan' },
  },
  ...extra,
});

function api(extra: Record<string, ApiHandler> = {}): ApiRequest[] {
  return fakeApi(
    {
      [`GET /api/schedule/get-all/${day}`]: () => ({ data: { schedules: [departure], has_more: false } }),
      'GET /api/schedule/get/42': () => ({ data: departure }),
      'GET /api/vehicle/get-all': () => ({ data: { vehicles: VEHICLE_TYPES } }),
      'GET /api/passenger/get-all': () => ({ data: { passengers: PASSENGER_TYPES } }),
      'GET /api/transaction/get/9': () => ({ data: detail() }),
      ...extra,
    },
    token,
  );
}

function Location() {
  const location = useLocation();
  return <output aria-label="lokasi">{location.pathname + location.search}</output>;
}

function renderAt(path: string, language: Language = 'id') {
  return render(
    <StaticLanguage language={language}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <Routes>
            <Route path="/riwayat-transaksi" element={<RiwayatTransaksiScreen />} />
            <Route path="/tiket-saya" element={<TiketSayaScreen />} />
            <Route path="/daftar-tiket" element={<DaftarTiketScreen />} />
            <Route path="/pesan-tiket/:id" element={<PesanTiketScreen />} />
          </Routes>
          <Location />
        </SessionProvider>
      </MemoryRouter>
    </StaticLanguage>,
  );
}

/** Pesan Lagi's notes, each a paragraph of the banner (role status) that holds the first. */
async function notes(first: string | RegExp) {
  const note = await screen.findByText(first);
  const banner = note.closest('[role="status"]') as HTMLElement;
  expect(banner).not.toBeNull();
  return Array.from(banner.querySelectorAll('p'), (p) => p.textContent);
}

beforeAll(async () => {
  // Pesan Lagi's step is a lazy chunk of pesan-tiket: loaded before the tests, so none suspends long.
  await import('../../src/screens/pesan-tiket/pesan-lagi');
});

beforeEach(() => {
  token = signIn(Date.now());
  day = addDays(todayJakarta(Date.now()), 2);
  departure = {
    id: 42,
    issuedDate: day,
    issuedTime: '08:30:00',
    fromRoute: { id: 1, route: 'Simanindo' },
    toRoute: { id: 2, route: 'Tigaras' },
    qty: 10,
  };
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  setApiClient(undefined);
});

const card = (invoice: RegExp) => screen.getByRole('link', { name: invoice }).closest('article') as HTMLElement;

describe('Pesan Lagi', () => {
  it('from Riwayat: the route, a day and a departure, then pesan-tiket with the old vehicle and people', async () => {
    const old = transaction(9, false, placed, {
      status: 'CANCELLED',
      cancelledAfterPayment: true,
      schedule: { ...transaction(9, false, placed).schedule, issuedDate: day },
    });
    const log = api({
      'GET /api/transaction/user/get-all': () => ({ data: { transactions: [old], has_more: false } }),
    });
    renderAt('/riwayat-transaksi');
    await screen.findByRole('link', { name: /INV-20261122-000009/ });
    fireEvent.click(within(card(/INV-20261122-000009/)).getByRole('button', { name: 'Pesan Lagi' }));

    expect(await screen.findByText(ORDER_AGAIN_MSG.chooseDeparture)).toBeInTheDocument();
    expect(screen.getByLabelText('lokasi')).toHaveTextContent(`/daftar-tiket?from=1&to=2&date=${day}&pesanLagi=9`);
    fireEvent.click(await screen.findByRole('button', { name: /Pilih Tiket/ }));

    expect(await screen.findByLabelText('Nomor Kendaraan')).toHaveValue('BK 1234 ABC');
    expect(screen.getByLabelText('lokasi')).toHaveTextContent(/^\/pesan-tiket\/42$/);
    expect(screen.getByText(/Pesan Lagi dari tiket INV-20261101-000009/)).toBeInTheDocument();
    expect(screen.getByLabelText('Golongan Kendaraan')).toHaveValue('4');
    expect(screen.getByLabelText('Nama Pengemudi')).toHaveValue('Rina Siregar');
    expect(screen.getByText('Sari')).toBeInTheDocument();
    expect(screen.getByText('Tigor')).toBeInTheDocument();
    expect(screen.getByLabelText('Jumlah penumpang Dewasa')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Lanjutkan ke Pembayaran' })).toBeEnabled();
    // Nothing is booked before Konfirmasi.
    expect(log.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('another driver and unnamed passengers come back whole: only the departure is left to choose', async () => {
    api({
      'GET /api/transaction/get/9': () => ({
        data: detail({
          // The class was renamed since: its type id still finds it.
          vehicleClass: 'Golongan IV (lama)',
          driver: { name: 'Budi Sitorus', age: 40, domicile: 'Balige' },
          manifest: [],
          order: {
            vehicle: 4,
            passengers: [
              { passengerId: 1, amount: 2 },
              { passengerId: 2, amount: 1 },
            ],
            driver: { phoneNumber: '081298765432', gender: 'Laki - Laki' },
          },
        }),
      }),
    });
    renderAt('/pesan-tiket/42?pesanLagi=9');
    expect(await screen.findByLabelText('Nomor Kendaraan')).toHaveValue('BK 1234 ABC');
    expect(screen.getByLabelText('Golongan Kendaraan')).toHaveValue('4');
    expect(screen.getByLabelText('Nama Pengemudi')).toHaveValue('Budi Sitorus');
    expect(screen.getByLabelText('Nomor HP Pengemudi')).toHaveValue('081298765432');
    expect(screen.getByLabelText('Jenis Kelamin Pengemudi')).toHaveValue('Laki - Laki');
    expect(screen.getByLabelText('Usia Pengemudi')).toHaveValue(40);
    expect(screen.getByLabelText('Domisili Pengemudi')).toHaveValue('Balige');
    expect(screen.getByLabelText('Jumlah penumpang Dewasa')).toHaveTextContent('2');
    expect(screen.getByLabelText('Jumlah penumpang Anak-anak')).toHaveTextContent('1');
    expect(await notes(/^Pesan Lagi dari tiket/)).toEqual([
      'Pesan Lagi dari tiket INV-20261101-000009: kendaraan, pengemudi dan penumpang sudah diisi. Periksa lagi sebelum melanjutkan.',
    ]);
    expect(screen.getByRole('button', { name: 'Lanjutkan ke Pembayaran' })).toBeEnabled();
  });

  it('issue #40 item 2: the unnamed places are filled from Penumpang Tersimpan, who are named in a note', async () => {
    const saved = (id: number, name: string, extra: object) => ({
      id,
      name,
      domicile: 'Balige',
      gender: 'Perempuan',
      birthYear: null,
      age: null,
      ageOn: null,
      ...extra,
    });
    const log = api({
      'GET /api/transaction/get/9': () => ({ data: detail({ manifest: [] }) }),
      'GET /api/profile/travellers': () => ({
        data: { travellers: [saved(1, 'Ani', { birthYear: 1990 }), saved(2, 'Uli', { birthYear: 2024 })] },
      }),
    });
    renderAt('/pesan-tiket/42?pesanLagi=9');
    const list = await screen.findByRole('list', { name: 'Daftar penumpang' });
    expect(within(list).getByText('Ani')).toBeInTheDocument();
    expect(within(list).getByText('Uli')).toBeInTheDocument();
    expect(screen.getByText('Dari Penumpang Tersimpan: Ani, Uli. Periksa apakah mereka ikut.')).toBeInTheDocument();
    expect(screen.getByLabelText('Jumlah penumpang Dewasa')).toHaveTextContent('3');
    expect(screen.getByLabelText('Jumlah penumpang Anak-anak')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Lanjutkan ke Pembayaran' })).toBeEnabled();
    expect(log.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('tiket-saya offers it on a cancelled or departed ticket only', async () => {
    const future = { ...transaction(1, true, placed).schedule, issuedDate: day };
    const transactions = [
      transaction(1, true, placed, { status: 'PAID', schedule: future }),
      transaction(2, true, placed, { status: 'PAID', operatorCancelled: true, schedule: future }),
      transaction(3, true, placed, { status: 'PAID' }),
    ];
    api({ 'GET /api/transaction/user/get-all': () => ({ data: { transactions, has_more: false } }) });
    renderAt('/tiket-saya');
    await screen.findByRole('link', { name: /INV-20261122-000001/ });
    expect(within(card(/INV-20261122-000001/)).queryByRole('button', { name: 'Pesan Lagi' })).toBeNull();
    expect(within(card(/INV-20261122-000002/)).getByRole('button', { name: 'Pesan Lagi' })).toBeInTheDocument();
    // Its departure (23 November 2026) has gone by.
    expect(within(card(/INV-20261122-000003/)).getByRole('button', { name: 'Pesan Lagi' })).toBeInTheDocument();
  });

  const MISFITS: Record<string, ApiHandler> = {
    'GET /api/transaction/get/9': () => ({
      data: detail({
        vehicleClass: 'Golongan IX',
        driver: { name: 'Budi Sitorus', age: 40, domicile: 'Balige' },
        manifest: [{ passengerId: 2, name: 'Tigor', age: 6, domicile: 'Medan' }],
        // The class's type id is gone too; the stored phone and gender no longer fit.
        order: { vehicle: 9, passengers: [{ passengerId: 2, amount: 1 }], driver: null },
      }),
    }),
  };

  it('fills what still fits and says what does not', async () => {
    api(MISFITS);
    renderAt('/pesan-tiket/42?pesanLagi=9');
    expect(await screen.findByLabelText('Nomor Kendaraan')).toHaveValue('BK 1234 ABC');
    expect(screen.getByLabelText('Golongan Kendaraan')).toHaveValue('');
    expect(
      screen.getByText('Golongan IX tidak tersedia untuk keberangkatan ini: pilih golongan kendaraan.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Lengkapi nomor HP dan jenis kelamin pengemudi.')).toBeInTheDocument();
    expect(screen.getByText('Tigor (6 tahun) tidak diisi: usianya tidak sesuai jenis Anak-anak.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama Pengemudi')).toHaveValue('Budi Sitorus');
    expect(screen.getByRole('button', { name: 'Lanjutkan ke Pembayaran' })).toBeDisabled();
    expect(await notes(/^Pesan Lagi dari tiket/)).toEqual([
      'Pesan Lagi dari tiket INV-20261101-000009: kendaraan, pengemudi dan penumpang sudah diisi. Periksa lagi sebelum melanjutkan.',
      'Golongan IX tidak tersedia untuk keberangkatan ini: pilih golongan kendaraan.',
      'Lengkapi nomor HP dan jenis kelamin pengemudi.',
      'Tigor (6 tahun) tidak diisi: usianya tidak sesuai jenis Anak-anak.',
    ]);
  });

  it('issue #40 item 1: says the same in English', async () => {
    api(MISFITS);
    renderAt('/pesan-tiket/42?pesanLagi=9', 'en');
    expect(await screen.findByLabelText('Plate Number')).toHaveValue('BK 1234 ABC');
    expect(screen.getByLabelText('Vehicle Class')).toHaveValue('');
    expect(await notes(/^Book Again from ticket/)).toEqual([
      'Book Again from ticket INV-20261101-000009: the vehicle, driver and passengers are filled in. Check them before you continue.',
      'Golongan IX is not available on this departure: choose a vehicle class.',
      "Fill in the driver's mobile number and gender.",
      'Tigor (age 6) was not added: their age does not fit the Child passenger type.',
    ]);
    expect(screen.queryByText(/tidak diisi|Lengkapi|Pesan Lagi dari/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
  });

  it('issue #40 items 1 and 2: Penumpang Tersimpan notes, with the age on the new date, in both languages', async () => {
    const year = Number(day.slice(0, 4));
    const travellers = [
      // Named on the old ticket as a child: 7 on the new date, too old for Anak-anak.
      { id: 1, name: 'tigor', domicile: 'Medan', gender: 'Laki - Laki', birthYear: year - 7, age: null, ageOn: null },
      { id: 2, name: 'Ani', domicile: 'Balige', gender: 'Perempuan', birthYear: 1990, age: null, ageOn: null },
      { id: 3, name: 'Uli', domicile: 'Balige', gender: 'Perempuan', birthYear: 1992, age: null, ageOn: null },
    ];
    const handlers = { 'GET /api/profile/travellers': () => ({ data: { travellers } }) };
    api(handlers);
    renderAt('/pesan-tiket/42?pesanLagi=9');
    expect((await notes(/^Pesan Lagi dari tiket/)).slice(1)).toEqual([
      `Tigor (7 tahun pada ${formatDateMedium(day, 'id')}) tidak diisi: usianya tidak sesuai jenis Anak-anak.`,
      'Dari Penumpang Tersimpan: Ani, Uli. Periksa apakah mereka ikut.',
    ]);
    cleanup();
    localStorage.clear();
    token = signIn(Date.now());
    api(handlers);
    renderAt('/pesan-tiket/42?pesanLagi=9', 'en');
    expect((await notes(/^Book Again from ticket/)).slice(1)).toEqual([
      `Tigor (age 7 on ${formatDateMedium(day, 'en')}) was not added: their age does not fit the Child passenger type.`,
      'From Saved Passengers: Ani, Uli. Check that they are travelling.',
    ]);
  });

  it('when the old ticket cannot be read: Coba lagi, or Isi Sendiri for an empty form', async () => {
    api({ 'GET /api/transaction/get/9': () => ({ status: 404, message: 'Not found.' }) });
    renderAt('/pesan-tiket/42?pesanLagi=9');
    expect(await screen.findByText('Data tiket lama gagal dimuat.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Isi Sendiri' }));
    expect(await screen.findByLabelText('Nomor Kendaraan')).toHaveValue('');
    expect(screen.getByLabelText('lokasi')).toHaveTextContent(/^\/pesan-tiket\/42$/);
  });
});
