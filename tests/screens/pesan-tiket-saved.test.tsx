// pesan-tiket with Kendaraan Saya and Penumpang Tersimpan (issue #40 item 2), by role and label
// against a fake API (the real booking and savedPicks machines): one tap fills the plate and the
// Golongan, one tap adds a traveller as a passenger of the type its age on the departure's date
// fits, one that fits no type says why; the box is unticked by default and, ticked, keeps itself
// and the genders in the order in progress. Only Date is faked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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
import { patientQueries } from './patience';
import type { Language } from '../../kernel/language';

const SAVE_BOX = 'Simpan kendaraan dan penumpang untuk pesanan berikutnya';
const GENDER_MISSING = 'Penumpang tanpa jenis kelamin tidak ikut disimpan.';

patientQueries();

// 2026-11-22 10:00 WIB; SCHEDULE departs on 23 Nov 2026.
const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const traveller = (id: number, name: string, extra: object) => ({
  id,
  name,
  domicile: 'Medan',
  gender: 'Perempuan',
  birthYear: null,
  age: null,
  ageOn: null,
  ...extra,
});
const SAVED = {
  'GET /api/profile/vehicles': () => ({
    data: {
      vehicles: [
        { id: 5, plateNumber: 'BK 77 SAY', vehicleTypeId: 4, vehicleClass: 'Golongan IV', vehicleType: 'Mobil' },
      ],
    },
  }),
  'GET /api/profile/travellers': () => ({
    data: {
      travellers: [
        traveller(1, 'Sari', { age: 31, ageOn: '2026-01-01' }),
        // 4 when saved a year ago: 5 on the departure's date.
        traveller(2, 'Tigor', { age: 4, ageOn: '2025-11-23' }),
      ],
    },
  }),
} satisfies Record<string, ApiHandler>;

let token: string;

function open(overrides: Record<string, ApiHandler> = {}, language: Language = 'id') {
  const log = fakeApi(
    {
      'GET /api/schedule/get/42': () => ({ data: SCHEDULE }),
      'GET /api/vehicle/get-all': () => ({ data: { vehicles: VEHICLE_TYPES } }),
      'GET /api/passenger/get-all': () => ({ data: { passengers: PASSENGER_TYPES.slice(0, 1) } }),
      ...overrides,
    },
    token,
  );
  renderRoute('/pesan-tiket/42', '/pesan-tiket/:id', <PesanTiketScreen />, language);
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
});

describe('pesan-tiket with saved vehicles and travellers', () => {
  it('one tap fills the plate and the Golongan; one tap adds a traveller; one that fits no type says why', async () => {
    open(SAVED);
    const user = userEvent.setup();
    const vehicles = await screen.findByRole('group', { name: 'Kendaraan Saya' });
    await user.click(within(vehicles).getByRole('button', { name: 'BK 77 SAY · Golongan IV' }));
    expect(screen.getByLabelText('Nomor Kendaraan')).toHaveValue('BK 77 SAY');
    expect(screen.getByLabelText('Golongan Kendaraan')).toHaveValue('4');

    const travellers = screen.getByRole('group', { name: 'Penumpang Tersimpan' });
    await user.click(within(travellers).getByRole('button', { name: 'Sari · 31 tahun · Dewasa' }));
    const list = screen.getByRole('list', { name: 'Daftar penumpang' });
    expect(within(list).getByText('Sari')).toBeInTheDocument();
    expect(screen.getByLabelText('Jumlah penumpang Dewasa')).toHaveTextContent('1');
    expect(within(travellers).getByRole('button', { name: 'Sari · sudah ditambahkan' })).toBeDisabled();
    // Tigor was 4 when saved a year ago: 5 on the departure's date, an adult.
    const tigor = within(travellers).getByRole('button', { name: 'Tigor · 5 tahun · Dewasa' });
    expect(tigor).toBeEnabled();
  });

  it('a traveller whose age on the departure date fits no offered type is flagged with why', async () => {
    open({
      ...SAVED,
      'GET /api/passenger/get-all': () => ({ data: { passengers: PASSENGER_TYPES.slice(1) } }),
    });
    const travellers = await screen.findByRole('group', { name: 'Penumpang Tersimpan' });
    const tigor = within(travellers).getByRole('button', { name: 'Tigor' });
    expect(tigor).toBeDisabled();
    expect(tigor).toHaveAccessibleDescription(
      'Tigor (5 tahun pada Senin, 23 Nov 2026) tidak sesuai jenis penumpang mana pun untuk keberangkatan ini.',
    );
  });

  it('issue #40 item 1: says why in English', async () => {
    open({ ...SAVED, 'GET /api/passenger/get-all': () => ({ data: { passengers: PASSENGER_TYPES.slice(1) } }) }, 'en');
    const travellers = await screen.findByRole('group', { name: 'Saved Passengers' });
    const tigor = within(travellers).getByRole('button', { name: 'Tigor' });
    expect(tigor).toBeDisabled();
    expect(tigor).toHaveAccessibleDescription(
      'Tigor (age 5 on Mon, Nov 23, 2026) fits no passenger type on this departure.',
    );
  });

  it('the box is unticked by default; ticked, it asks each named passenger’s gender and keeps both', async () => {
    open({
      ...SAVED,
      'GET /api/profile/travellers': () => ({ data: { travellers: [] } }),
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: SAVE_BOX });
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Tambah Penumpang' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Penumpang' });
    await user.type(within(dialog).getByLabelText('Nama'), 'Budi');
    await user.type(within(dialog).getByLabelText('Usia'), '40');
    await user.type(within(dialog).getByLabelText('Domisili'), 'Medan');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    expect(screen.queryByLabelText('Jenis Kelamin Budi')).toBeNull();
    await user.click(box);
    expect(screen.getByText(GENDER_MISSING)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Jenis Kelamin Budi'), 'Laki - Laki');
    expect(screen.queryByText(GENDER_MISSING)).toBeNull();
    expect(stored('simpanProfil')).toEqual({ on: true, genders: { budi: 'Laki - Laki' } });
  });

  it('without saved ones (or when they cannot be read) the form is as before, the box unticked', async () => {
    const log = open();
    expect(await screen.findByRole('checkbox', { name: SAVE_BOX })).not.toBeChecked();
    // The saved picks ask for the lists beside the form's own calls, not before the form shows:
    // on a busy machine the form can be there first.
    await waitFor(() => expect(log.some((r) => r.path === '/api/profile/vehicles')).toBe(true));
    expect(screen.queryByRole('group', { name: 'Kendaraan Saya' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Penumpang Tersimpan' })).toBeNull();
    expect(stored('simpanProfil')).toBeNull();
  });
});
