// pesan-tiket and issue #22 against a fake API (the real booking machine and typed client), queried
// by role and label: a departure the operator stopped or cancelled says so at once, with the
// operator's reason, and offers the next departure with places (no form); the class list and the
// passenger fees are those of the departure's date (fares are dated), and the running total and
// the stored draft (what konfirmasi-pesanan prices) use them. Only Date is faked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApiClient } from '../../src/api/client';
import PesanTiketScreen from '../../src/screens/pesan-tiket/pesan-tiket-screen';
import {
  fakeApi,
  PASSENGER_TYPES,
  renderRoute,
  SCHEDULE,
  signIn,
  stored,
  VEHICLE_TYPES,
  type ApiHandler,
} from './pesan-tiket.fixtures';
import { orderTotal } from '../../kernel/pricing';
import { formatRupiah, normaliseSpaces } from '../../kernel/money';
import { patientQueries } from './patience';

patientQueries();

// 2026-11-22 10:00 WIB: SCHEDULE (23 Nov, 08:30 WIB) is in the booking window.
const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const NEXT = { ...SCHEDULE, id: 43, issuedTime: '10:30:00', qty: 7, status: 'open', closure: null };

let token: string;

function open(schedule: object, overrides: Record<string, ApiHandler> = {}) {
  const log = fakeApi(
    {
      'GET /api/schedule/get/42': () => ({ data: schedule }),
      'GET /api/vehicle/get-all': () => ({ data: { vehicles: VEHICLE_TYPES } }),
      'GET /api/passenger/get-all': () => ({ data: { passengers: PASSENGER_TYPES } }),
      ...overrides,
    },
    token,
  );
  renderRoute('/pesan-tiket/42', '/pesan-tiket/:id', <PesanTiketScreen />);
  return log;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  token = signIn(Date.now());
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  setApiClient(undefined);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('pesan-tiket, issue #22: a departure the operator closed', () => {
  it.each([
    [
      'stopped',
      { reason: 'cuaca', note: 'Izin berlayar ditahan Syahbandar', windKnots: 20 },
      'Penjualan tiket keberangkatan ini ditutup oleh operator. Silakan pilih jadwal lain.',
      'Ditutup',
      'Alasan: Cuaca / izin Syahbandar (angin 20 knot): Izin berlayar ditahan Syahbandar',
    ],
    [
      'cancelled',
      { reason: 'kapal_rusak', note: 'Docking', windKnots: null },
      'Keberangkatan ini dibatalkan oleh operator. Silakan pilih jadwal lain.',
      'Dibatalkan',
      'Alasan: Kapal rusak: Docking',
    ],
  ])(
    'a %s departure (deep link): says so at once with the reason, and offers the next one with places',
    async (status, closure, message, badge, reason) => {
      const log = open(
        { ...SCHEDULE, qty: 0, status, closure },
        {
          'GET /api/schedule/get-all/2026-11-23': () => ({
            data: { schedules: [{ ...SCHEDULE, qty: 0, status, closure }, NEXT], has_more: false },
          }),
        },
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(within(alert).getByText(badge)).toBeInTheDocument();
      expect(normaliseSpaces(alert.textContent ?? '')).toContain(reason);
      const offer = screen.getByRole('region', { name: 'Keberangkatan ini tidak dapat dipesan' });
      const book = await within(offer).findByRole('link', { name: 'Pesan keberangkatan ini' });
      expect(book).toHaveAttribute('href', '/pesan-tiket/43');
      expect(normaliseSpaces(offer.textContent ?? '')).toContain('Senin, 23 November 2026, 10:30 WIB');
      // No form, no draft.
      expect(screen.queryByLabelText('Nomor Kendaraan')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Lanjutkan ke Pembayaran' })).not.toBeInTheDocument();
      expect(stored('scheduleId')).toBeNull();
      expect(log.some((r) => r.path === '/api/schedule/get-all/2026-11-23')).toBe(true);
    },
  );

  it('an open departure opens the form as before', async () => {
    open({ ...SCHEDULE, status: 'open', closure: null });
    expect(await screen.findByRole('heading', { name: 'Data Kendaraan' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('pesan-tiket, issue #22: the fares of the departure’s date', () => {
  /** The fares in force on a date: Golongan IV and Dewasa dearer from 23 Nov (a new decree). */
  const vehiclesOn = (date: string | null) =>
    VEHICLE_TYPES.map((t) => (t.id === 4 && date !== null && date >= '2026-11-23' ? { ...t, price: 275_000 } : t));
  const passengersOn = (date: string | null) =>
    PASSENGER_TYPES.map((t) => (t.id === 1 && date !== null && date >= '2026-11-23' ? { ...t, fee: 16_000 } : t));

  it('asks for the vehicle classes and passenger fees of the departure’s date, and prices the booking with them', async () => {
    const user = userEvent.setup();
    const log = open(SCHEDULE, {
      'GET /api/vehicle/get-all': (r) => ({ data: { vehicles: vehiclesOn(r.query.get('date')) } }),
      'GET /api/passenger/get-all': (r) => ({ data: { passengers: passengersOn(r.query.get('date')) } }),
    });
    await screen.findByRole('heading', { name: 'Data Kendaraan' });
    const asked = (path: string) => log.filter((r) => r.path === path).map((r) => r.query.get('date'));
    expect(asked('/api/vehicle/get-all')).toEqual(['2026-11-23']);
    expect(asked('/api/passenger/get-all')).toEqual(['2026-11-23']);

    const options = within(screen.getByLabelText('Golongan Kendaraan'))
      .getAllByRole('option')
      .map((o) => normaliseSpaces(o.textContent ?? ''));
    expect(options).toContain('Golongan IV – Mobil penumpang – Rp 275.000');

    await user.selectOptions(screen.getByLabelText('Golongan Kendaraan'), '4');
    await user.click(screen.getByRole('button', { name: 'Tambah penumpang Dewasa' }));
    const expected = orderTotal({
      vehicle: vehiclesOn('2026-11-23')[1]!,
      passengers: passengersOn('2026-11-23').map((t) => ({
        passengerTypeId: t.id,
        feeType: t.feeType,
        fee: t.fee,
        insuranceFee: t.insuranceFee,
        count: t.id === 1 ? 1 : 0,
      })),
    });
    expect(expected).toBe(275_000 + 2_000 + 400 + 16_500);
    const total = screen.getByRole('status', { name: 'Total sementara' });
    expect(normaliseSpaces(total.textContent ?? '')).toBe(normaliseSpaces(formatRupiah(expected)));
    // konfirmasi-pesanan prices the stored draft: the same dated prices.
    await user.type(screen.getByLabelText('Nomor Kendaraan'), 'BK 1234 ABC');
    expect(stored('kendaraan')).toEqual({ plate_number: 'BK 1234 ABC', vehicle_type: vehiclesOn('2026-11-23')[1] });
    expect(stored('passengerFee')).toEqual(passengersOn('2026-11-23'));
  });
});
