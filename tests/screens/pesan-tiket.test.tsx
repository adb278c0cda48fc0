// pesan-tiket against a fake API (the real booking machine and typed client), queried by role and
// label: header, vehicle, driver switch, passenger counters and modal, the submit rule, the draft.
// Patient under load (issue #20 §7): every wait is for a condition, bounded by PATIENCE_MS, not 1 s.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApiClient } from '../../src/api/client';
import PesanTiketScreen, { DECK_NOTE } from '../../src/screens/pesan-tiket/pesan-tiket-screen';
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
import { normaliseSpaces } from '../../kernel/money';

const CHILD_NOTE = 'Kategori anak-anak hanya untuk penumpang berusia di bawah 5 tahun.';
const NAMED_ONLY_NOTE = 'Semua penumpang jenis ini bernama: hapus lewat tombol Hapus di daftar penumpang.';
import { patientQueries } from './patience';

patientQueries();

let token: string;

function open(overrides: Record<string, ApiHandler> = {}) {
  const log = fakeApi(
    {
      'GET /api/schedule/get/42': () => ({ data: SCHEDULE }),
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

// 2026-11-22 10:00 WIB: SCHEDULE (23 Nov, 08:30 WIB) can be booked. Only Date is faked.
const START = Date.UTC(2026, 10, 22, 3, 0, 0);

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
});

describe('pesan-tiket', () => {
  it('shows the departure date, the time in WIB and the route', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Senin, 23 November 2026' })).toBeInTheDocument();
    expect(screen.getByText('08:30 WIB')).toBeInTheDocument();
    expect(screen.getByText(/Simanindo/).textContent).toMatch(/Simanindo\s*→\s*ke\s+Tigaras/);
  });

  it('offers the vehicle classes with class, type and price, with the Normal Deck / HDD / DD note', async () => {
    open();
    await ready();
    const select = screen.getByLabelText('Golongan Kendaraan');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => normaliseSpaces(o.textContent ?? ''));
    expect(options).toEqual([
      'Pilih golongan kendaraan',
      'Golongan II – Sepeda motor – Rp 60.000',
      'Golongan IV – Mobil penumpang – Rp 250.000',
    ]);
    expect(screen.getByText(DECK_NOTE)).toBeInTheDocument();
    expect(DECK_NOTE).toMatch(/Normal Deck, HDD, dan DD/);
    expect(screen.getByLabelText('Nomor Kendaraan')).toHaveAttribute('placeholder', 'Contoh: BK 1234 ABC');
  });

  it('shows the Normal Deck / HDD / DD note while the departure loads, then once, under Golongan Kendaraan', async () => {
    let answer: (value: { data: typeof SCHEDULE }) => void = () => undefined;
    open({ 'GET /api/schedule/get/42': () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByText('Memuat data pemesanan…')).toBeInTheDocument();
    // The route's first paint (its Frame) and this loading view hold the note, which needs no data.
    expect(screen.getByText(DECK_NOTE)).toBeInTheDocument();
    expect(screen.queryByLabelText('Golongan Kendaraan')).not.toBeInTheDocument();
    answer({ data: SCHEDULE });
    await ready();
    expect(screen.getAllByText(DECK_NOTE)).toHaveLength(1);
    expect(screen.getByLabelText('Golongan Kendaraan')).toHaveAccessibleDescription(DECK_NOTE);
  });

  it('upper-cases the plate as typed and explains an invalid one after leaving the field', async () => {
    const user = userEvent.setup();
    open();
    await ready();
    const plate = screen.getByLabelText('Nomor Kendaraan');
    await user.type(plate, 'bk 12');
    expect(plate).toHaveValue('BK 12');
    expect(screen.queryByText('Nomor Kendaraan tidak valid.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Nomor Kendaraan tidak valid.')).toBeInTheDocument();
    expect(plate).toHaveAttribute('aria-invalid', 'true');
  });

  it("fills the driver from the signed-in user with the 'Sama dengan pemesan' switch", async () => {
    const user = userEvent.setup();
    open();
    await ready();
    const toggle = screen.getByRole('switch', { name: 'Sama dengan pemesan' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByLabelText('Nama Pengemudi')).toHaveValue('Rina Siregar');
    expect(screen.getByLabelText('Nomor HP Pengemudi')).toHaveValue('081234567890');
    expect(screen.getByLabelText('Usia Pengemudi')).toHaveValue(30);
    expect(screen.getByLabelText('Jenis Kelamin Pengemudi')).toHaveValue('Perempuan');
    expect(screen.getByLabelText('Domisili Pengemudi')).toHaveValue('Medan');
    await user.click(toggle);
    expect(screen.getByLabelText('Nama Pengemudi')).toHaveValue('');
  });

  it('counts passengers per type with minus and plus, never below 0', async () => {
    const user = userEvent.setup();
    open();
    await ready();
    const minus = screen.getByRole('button', { name: 'Kurangi penumpang Dewasa' });
    const plus = screen.getByRole('button', { name: 'Tambah penumpang Dewasa' });
    const count = screen.getByLabelText('Jumlah penumpang Dewasa');
    expect(minus).toBeDisabled();
    expect(count).toHaveTextContent('0');
    await user.click(plus);
    await user.click(plus);
    expect(count).toHaveTextContent('2');
    await user.click(minus);
    expect(count).toHaveTextContent('1');
    expect(screen.getByText('Penumpang dewasa')).toBeInTheDocument();
    expect(screen.getByText('Di bawah 5 tahun')).toBeInTheDocument();
  });

  it("adds and edits a named passenger in the 'Tambah Penumpang' modal", async () => {
    const user = userEvent.setup();
    open();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Tambah Penumpang' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Penumpang' });
    const add = within(dialog).getByRole('button', { name: 'Tambah' });
    expect(add).toBeDisabled();
    expect(within(dialog).queryByText(CHILD_NOTE)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Anak-anak' }));
    expect(within(dialog).getByText(CHILD_NOTE)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nama'), 'Sari');
    await user.type(within(dialog).getByLabelText('Usia'), '3');
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Domisili'), 'Medan');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Daftar penumpang' });
    expect(within(list).getByText('Sari')).toBeInTheDocument();
    expect(screen.getByLabelText('Jumlah penumpang Anak-anak')).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: 'Ubah penumpang Sari' }));
    const edit = screen.getByRole('dialog', { name: 'Ubah Penumpang' });
    await user.click(within(edit).getByRole('radio', { name: 'Dewasa' }));
    await user.clear(within(edit).getByLabelText('Usia'));
    await user.type(within(edit).getByLabelText('Usia'), '31');
    await user.click(within(edit).getByRole('button', { name: 'Simpan' }));
    expect(screen.getByLabelText('Jumlah penumpang Anak-anak')).toHaveTextContent('0');
    expect(screen.getByLabelText('Jumlah penumpang Dewasa')).toHaveTextContent('1');
    expect(screen.getByText(/Dewasa · 31 tahun · Medan/)).toBeInTheDocument();

    // "−" never deletes a named passenger: disabled while every DEWASA is named, and says why.
    const minus = screen.getByRole('button', { name: 'Kurangi penumpang Dewasa' });
    expect(minus).toBeDisabled();
    expect(minus).toHaveAccessibleDescription(NAMED_ONLY_NOTE);
    await user.click(screen.getByRole('button', { name: 'Tambah penumpang Dewasa' }));
    expect(minus).toBeEnabled();
    expect(minus).not.toHaveAccessibleDescription();
    await user.click(minus);
    expect(within(list).getByText('Sari')).toBeInTheDocument();
    expect(screen.getByLabelText('Jumlah penumpang Dewasa')).toHaveTextContent('1');
  });

  it('refuses a child of 5 or older in the modal, with the reason under Usia', async () => {
    const user = userEvent.setup();
    open();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Tambah Penumpang' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Penumpang' });
    await user.click(within(dialog).getByRole('radio', { name: 'Anak-anak' }));
    await user.type(within(dialog).getByLabelText('Nama'), 'Budi');
    await user.type(within(dialog).getByLabelText('Usia'), '7');
    await user.type(within(dialog).getByLabelText('Domisili'), 'Medan');
    expect(within(dialog).getByLabelText('Usia')).toHaveAccessibleDescription(
      'Penumpang anak-anak harus berusia di bawah 5 tahun.',
    );
    expect(within(dialog).getByRole('button', { name: 'Tambah' })).toBeDisabled();
  });

  it('gives every name and domicile input the length the server allows', async () => {
    open();
    await ready();
    expect(screen.getByLabelText('Nama Pengemudi')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Domisili Pengemudi')).toHaveAttribute('maxlength', '100');
  });

  it("keeps 'Lanjutkan ke Pembayaran' disabled until vehicle and driver are valid, then saves the draft and continues", async () => {
    const user = userEvent.setup();
    open();
    await ready();
    const next = screen.getByRole('button', { name: 'Lanjutkan ke Pembayaran' });
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText('Nomor Kendaraan'), 'bk 1234 abc');
    await user.selectOptions(screen.getByLabelText('Golongan Kendaraan'), '4');
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText('Nama Pengemudi'), 'Budi Sitorus');
    await user.type(screen.getByLabelText('Nomor HP Pengemudi'), '08129876abc5432');
    expect(screen.getByLabelText('Nomor HP Pengemudi')).toHaveValue('081298765432');
    await user.type(screen.getByLabelText('Usia Pengemudi'), '40');
    await user.selectOptions(screen.getByLabelText('Jenis Kelamin Pengemudi'), 'Laki - Laki');
    expect(
      within(screen.getByLabelText('Jenis Kelamin Pengemudi')).getByRole('option', { name: 'Laki - laki' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Domisili Pengemudi'), 'Medan');
    await user.click(screen.getByRole('button', { name: 'Tambah penumpang Dewasa' }));
    expect(next).toBeEnabled();
    await user.click(next);

    expect(await screen.findByLabelText('lokasi')).toHaveTextContent('/konfirmasi-pesanan');
    expect(stored('scheduleId')).toBe(42);
    expect(stored('schedule')).toEqual(SCHEDULE);
    expect(stored('kendaraan')).toEqual({ plate_number: 'BK 1234 ABC', vehicle_type: VEHICLE_TYPES[1] });
    expect(stored('pengemudi')).toEqual({
      name: 'Budi Sitorus',
      phoneNumber: '081298765432',
      age: 40,
      gender: 'Laki - Laki',
      domicile: 'Medan',
    });
    expect(stored('passengerFee')).toEqual(PASSENGER_TYPES);
    expect(stored('passengerTypeCounts')).toEqual({ '1': 1 });
    expect(stored('penumpang')).toEqual([]);
  });

  it('restores the draft after a reload', async () => {
    const user = userEvent.setup();
    open();
    await ready();
    await user.type(screen.getByLabelText('Nomor Kendaraan'), 'bk 1234 abc');
    await user.selectOptions(screen.getByLabelText('Golongan Kendaraan'), '4');
    await user.click(screen.getByRole('button', { name: 'Tambah penumpang Anak-anak' }));
    cleanup();
    open();
    await ready();
    expect(screen.getByLabelText('Nomor Kendaraan')).toHaveValue('BK 1234 ABC');
    expect(screen.getByLabelText('Golongan Kendaraan')).toHaveValue('4');
    expect(screen.getByLabelText('Jumlah penumpang Anak-anak')).toHaveTextContent('1');
  });

  it.each([
    ['GET /api/schedule/get/42', 'Failed to get schedule'],
    ['GET /api/vehicle/get-all', 'Failed to get vehicle'],
    ['GET /api/passenger/get-all', 'Failed to get schedule'],
  ])('alerts when %s fails', async (call, message) => {
    const user = userEvent.setup();
    open({ [call]: () => ({ status: 500, message: 'Internal error' }) });
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(message);
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('goes back to daftar-tiket', async () => {
    const user = userEvent.setup();
    open();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(screen.getByLabelText('lokasi')).toHaveTextContent('/daftar-tiket');
  });
});
