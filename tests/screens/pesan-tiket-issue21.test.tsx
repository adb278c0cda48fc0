// pesan-tiket and issue #21 (§4–§8) against a fake API (the real booking machine and typed client),
// queried by role and label: naming fills an unnamed place, DEWASA from 5, offline, a departure
// that cannot be booked (its four reasons), 'Sama dengan pemesan' saying what it cannot fill, and
// the running total. Only Date is faked (the departure rules read the clock).
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
  USER,
  VEHICLE_TYPES,
  type ApiHandler,
} from './pesan-tiket.fixtures';
import { orderTotal } from '../../kernel/pricing';
import { formatRupiah, normaliseSpaces } from '../../kernel/money';
import { patientQueries } from './patience';

patientQueries();

// 2026-11-22 10:00 WIB.
const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const NEXT = { ...SCHEDULE, id: 43, issuedDate: '2026-11-23', issuedTime: '10:30:00', qty: 7 };

let token: string;

function open(schedule: object = SCHEDULE, overrides: Record<string, ApiHandler> = {}) {
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

const ready = () => screen.findByRole('heading', { name: 'Data Kendaraan' });

async function addNamed(
  user: ReturnType<typeof userEvent.setup>,
  p: { type: string; name: string; age: string },
): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Tambah Penumpang' }));
  const dialog = screen.getByRole('dialog', { name: 'Tambah Penumpang' });
  await user.click(within(dialog).getByRole('radio', { name: p.type }));
  await user.type(within(dialog).getByLabelText('Nama'), p.name);
  await user.type(within(dialog).getByLabelText('Usia'), p.age);
  await user.type(within(dialog).getByLabelText('Domisili'), 'Medan');
  return dialog;
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

describe('pesan-tiket, issue #21 §4: named passengers', () => {
  it('naming a passenger fills an unnamed place of its type: 2 unnamed, name one, still 2', async () => {
    const user = userEvent.setup();
    open();
    await ready();
    const plus = screen.getByRole('button', { name: 'Tambah penumpang Dewasa' });
    await user.click(plus);
    await user.click(plus);
    const count = screen.getByLabelText('Jumlah penumpang Dewasa');
    expect(count).toHaveTextContent('2');
    const dialog = await addNamed(user, { type: 'Dewasa', name: 'Sari', age: '30' });
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(count).toHaveTextContent('2');
    expect(within(screen.getByRole('list', { name: 'Daftar penumpang' })).getByText('Sari')).toBeInTheDocument();
    expect(stored('passengerTypeCounts')).toEqual({ '1': 2 });
  });

  it('refuses a Dewasa passenger under 5 ("5 tahun ke atas"), with the reason under Usia', async () => {
    const user = userEvent.setup();
    open();
    await ready();
    const dialog = await addNamed(user, { type: 'Dewasa', name: 'Dewi', age: '2' });
    expect(within(dialog).getByLabelText('Usia')).toHaveAccessibleDescription(
      'Penumpang dewasa harus berusia 5 tahun ke atas.',
    );
    expect(within(dialog).getByRole('button', { name: 'Tambah' })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Usia'));
    await user.type(within(dialog).getByLabelText('Usia'), '5');
    expect(within(dialog).getByRole('button', { name: 'Tambah' })).toBeEnabled();
  });
});

describe('pesan-tiket, issue #21 §5: offline', () => {
  it('says "Jadwal tidak dapat dimuat saat offline" instead of the English alert', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const unreachable = () => {
      throw new TypeError('Failed to fetch');
    };
    open(SCHEDULE, {
      'GET /api/schedule/get/42': unreachable,
      'GET /api/vehicle/get-all': unreachable,
      'GET /api/passenger/get-all': unreachable,
    });
    expect(await screen.findByText('Jadwal tidak dapat dimuat saat offline')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to get schedule')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('online, a failed load still alerts the spec’s text', async () => {
    open(SCHEDULE, { 'GET /api/schedule/get/42': () => ({ status: 500 }) });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Failed to get schedule');
    expect(screen.queryByText('Jadwal tidak dapat dimuat saat offline')).not.toBeInTheDocument();
  });
});

describe('pesan-tiket, issue #21 §6: a departure that cannot be booked', () => {
  it.each([
    [
      'departed',
      { issuedDate: '2026-11-22', issuedTime: '09:00:00' },
      'Kapal untuk keberangkatan ini sudah berangkat. Silakan pilih jadwal lain.',
    ],
    [
      'under 60 minutes',
      { issuedDate: '2026-11-22', issuedTime: '10:45:00' },
      'Pembelian tiket online untuk keberangkatan ini sudah ditutup (kurang dari 1 jam sebelum waktu keberangkatan). Silakan pilih jadwal lain.',
    ],
    [
      'outside the window',
      { issuedDate: '2026-11-30', issuedTime: '08:30:00' },
      'Pemesanan hanya dibuka sampai 7 hari ke depan. Silakan pilih tanggal keberangkatan lain.',
    ],
    ['sold out', { qty: 0 }, 'Tiket ini sudah habis'],
  ])('%s: says why at once and offers the next departure with places, with no form', async (_, change, reason) => {
    const log = open(
      { ...SCHEDULE, ...change },
      {
        'GET /api/schedule/get-all/2026-11-22': () => ({ data: { schedules: [], has_more: false } }),
        'GET /api/schedule/get-all/2026-11-23': () => ({
          data: { schedules: [{ ...SCHEDULE, qty: 0 }, NEXT], has_more: false },
        }),
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    const offer = screen.getByRole('region', { name: 'Keberangkatan ini tidak dapat dipesan' });
    const book = await within(offer).findByRole('link', { name: 'Pesan keberangkatan ini' });
    expect(book).toHaveAttribute('href', '/pesan-tiket/43');
    expect(normaliseSpaces(offer.textContent ?? '')).toContain('Senin, 23 November 2026, 10:30 WIB');
    expect(within(offer).getByText('7 tiket tersedia')).toBeInTheDocument();
    // No form at all: nobody types a plate for a crossing they cannot book; no draft is started.
    expect(screen.queryByLabelText('Nomor Kendaraan')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lanjutkan ke Pembayaran' })).not.toBeInTheDocument();
    expect(stored('scheduleId')).toBeNull();
    const searched = log.filter((r) => r.path.startsWith('/api/schedule/get-all/'));
    expect(searched[0]?.query.get('fromRoute')).toBe('1');
    expect(searched[0]?.query.get('toRoute')).toBe('2');
  });

  it('says so when no departure with places is left in the window', async () => {
    const empty: Record<string, ApiHandler> = {};
    for (let day = 22; day <= 29; day++) {
      empty[`GET /api/schedule/get-all/2026-11-${day}`] = () => ({ data: { schedules: [], has_more: false } });
    }
    const log = open({ ...SCHEDULE, qty: 0 }, empty);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tiket ini sudah habis');
    expect(
      await screen.findByText('Tidak ada keberangkatan lain dengan tiket tersisa pada rute ini dalam 7 hari ke depan.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pesan keberangkatan ini' })).not.toBeInTheDocument();
    // The whole window was searched, from the sold-out departure's date to its last day.
    expect(log.filter((r) => r.path.startsWith('/api/schedule/get-all/')).map((r) => r.path.slice(-10))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });
});

describe("pesan-tiket, issue #21 §7: 'Sama dengan pemesan'", () => {
  it('fills what the account has and says why the rest stays empty', async () => {
    localStorage.setItem('user', JSON.stringify({ ...USER, age: null, gender: 'Perempuan', domicile: null }));
    const user = userEvent.setup();
    open();
    await ready();
    const toggle = screen.getByRole('switch', { name: 'Sama dengan pemesan' });
    const note = 'Usia dan domisili belum ada di akun Anda — lengkapi di Informasi Akun.';
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByLabelText('Nama Pengemudi')).toHaveValue('Rina Siregar');
    expect(screen.getByLabelText('Nomor HP Pengemudi')).toHaveValue('081234567890');
    expect(screen.getByLabelText('Jenis Kelamin Pengemudi')).toHaveValue('Perempuan');
    expect(screen.getByLabelText('Usia Pengemudi')).toHaveValue(null);
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(toggle).toHaveAccessibleDescription(note);
    expect(screen.getByRole('link', { name: 'Lengkapi Informasi Akun' })).toHaveAttribute('href', '/informasi-akun');
    // Filling in the missing age keeps the switch on.
    await user.type(screen.getByLabelText('Usia Pengemudi'), '40');
    expect(toggle).toBeChecked();
  });

  it('says nothing when the account fills every field', async () => {
    const user = userEvent.setup();
    open();
    await ready();
    await user.click(screen.getByRole('switch', { name: 'Sama dengan pemesan' }));
    expect(screen.queryByText(/belum ada di akun Anda/)).not.toBeInTheDocument();
  });
});

describe('pesan-tiket, issue #21 §8: running total', () => {
  it('shows the total as the form is filled, priced by the server’s function', async () => {
    const user = userEvent.setup();
    open();
    await ready();
    const total = screen.getByRole('status', { name: 'Total sementara' });
    expect(normaliseSpaces(total.textContent ?? '')).toBe('Rp 400');
    expect(screen.getByText('Belum termasuk kendaraan: pilih golongan kendaraan.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Golongan Kendaraan'), '4');
    expect(screen.queryByText('Belum termasuk kendaraan: pilih golongan kendaraan.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah penumpang Dewasa' }));
    await user.click(screen.getByRole('button', { name: 'Tambah penumpang Dewasa' }));
    await user.click(screen.getByRole('button', { name: 'Tambah penumpang Anak-anak' }));
    const expected = orderTotal({
      vehicle: VEHICLE_TYPES[1]!,
      passengers: PASSENGER_TYPES.map((t) => ({
        passengerTypeId: t.id,
        feeType: t.feeType,
        fee: t.fee,
        insuranceFee: t.insuranceFee,
        count: t.id === 1 ? 2 : 1,
      })),
    });
    expect(expected).toBe(250_000 + 2_000 + 400 + 2 * 15_500 + 7_750);
    expect(normaliseSpaces(total.textContent ?? '')).toBe(normaliseSpaces(formatRupiah(expected)));
  });
});
