// Akun's Kendaraan Saya and Penumpang Tersimpan (issue #40 item 2), through the real routes,
// machines and API client against a fake server, by role and label: opened from Akun, listed, added,
// changed, removed after a confirmation; the server's refusal shown in its words; the limit; an
// officer is kept out (the passenger guard).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, fail, fakeApi, jwt, ok, renderApp, storeSession, USER } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

patientQueries();

beforeAll(() => preloadScreens('/account', '/kendaraan-saya', '/penumpang-tersimpan'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const GOL4 = {
  id: 4,
  vehicleClass: 'Golongan IV',
  vehicleType: 'Mobil penumpang',
  price: 250_000,
  insuranceFee: 2_000,
};
const car = {
  id: 1,
  plateNumber: 'BK 1234 ABC',
  vehicleTypeId: 4,
  vehicleClass: 'Golongan IV',
  vehicleType: 'Mobil penumpang',
};
const sari = { id: 2, name: 'Sari', domicile: 'Medan', gender: 'Perempuan', birthYear: 1990, age: null, ageOn: null };

describe('Kendaraan Saya', () => {
  it('opens from Akun, lists, adds a plate as typed, and shows the server’s refusal in its words', async () => {
    let vehicles = [car];
    const api = fakeApi({
      'GET /api/profile/vehicles': () => ok({ vehicles }),
      'GET /api/vehicle/get-all': () => ok({ vehicles: [GOL4] }),
      'POST /api/profile/vehicles': (request) => {
        const body = request.body as { plateNumber: string };
        if (body.plateNumber === 'BK 1234 ABC') return fail(409, 'Nomor kendaraan ini sudah ada di Kendaraan Saya.');
        const added = { ...car, id: 3, plateNumber: body.plateNumber };
        vehicles = [...vehicles, added];
        return { status: 201, body: { status: 201, message: 'Tersimpan.', data: { vehicle: added } } };
      },
    });
    storeSession();
    renderApp('/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Kendaraan Saya' }));
    await screen.findByRole('heading', { name: 'Kendaraan Saya', level: 1 });
    const list = await screen.findByRole('list', { name: 'Kendaraan Saya' });
    expect(within(list).getByText('BK 1234 ABC')).toBeInTheDocument();
    expect(within(list).getByText('Golongan IV – Mobil penumpang')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tambah Kendaraan' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Kendaraan' });
    await user.type(within(dialog).getByLabelText('Nomor Kendaraan'), 'bk 1234 abc');
    await user.selectOptions(within(dialog).getByLabelText('Golongan Kendaraan'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Nomor kendaraan ini sudah ada di Kendaraan Saya.')).toBeInTheDocument();
    const plate = within(dialog).getByLabelText('Nomor Kendaraan');
    await user.clear(plate);
    await user.type(plate, 'bk 9 new');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Tersimpan.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Kendaraan Saya' })).getByText('BK 9 NEW')).toBeInTheDocument();
    expect(api.to('POST', '/api/profile/vehicles').map((c) => c.body)).toEqual([
      { plateNumber: 'BK 1234 ABC', vehicleTypeId: 4 },
      { plateNumber: 'BK 9 NEW', vehicleTypeId: 4 },
    ]);
  });

  it('removes one only after the confirmation', async () => {
    const api = fakeApi({
      'GET /api/profile/vehicles': () => ok({ vehicles: [car] }),
      'GET /api/vehicle/get-all': () => ok({ vehicles: [GOL4] }),
      'DELETE /api/profile/vehicles/1': () => ok(),
    });
    storeSession();
    renderApp('/kendaraan-saya');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hapus BK 1234 ABC' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Hapus BK 1234 ABC?' });
    await user.click(within(confirm).getByRole('button', { name: 'Batal' }));
    expect(api.to('DELETE', '/api/profile/vehicles/1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Hapus BK 1234 ABC' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Dihapus.')).toBeInTheDocument();
    expect(screen.getByText(/Belum ada kendaraan tersimpan/)).toBeInTheDocument();
    expect(api.to('DELETE', '/api/profile/vehicles/1')).toHaveLength(1);
  });

  it('holds 10 at most: Tambah is disabled and says why', async () => {
    fakeApi({
      'GET /api/profile/vehicles': () =>
        ok({ vehicles: Array.from({ length: 10 }, (_, i) => ({ ...car, id: i + 1, plateNumber: `BK ${i + 1} A` })) }),
      'GET /api/vehicle/get-all': () => ok({ vehicles: [GOL4] }),
    });
    storeSession();
    renderApp('/kendaraan-saya');
    expect(await screen.findByRole('button', { name: 'Tambah Kendaraan' })).toBeDisabled();
    expect(screen.getByText('Maksimal 10 kendaraan. Hapus salah satu untuk menambah yang baru.')).toBeInTheDocument();
  });
});

describe('Penumpang Tersimpan', () => {
  it('lists one with a birth year and changes it to an age', async () => {
    let travellers = [sari];
    const api = fakeApi({
      'GET /api/profile/travellers': () => ok({ travellers }),
      'PUT /api/profile/travellers/2': (request) => {
        const body = request.body as { age: number };
        travellers = [{ ...sari, birthYear: null, age: body.age, ageOn: '2026-11-23' } as never];
        return ok({ traveller: travellers[0] });
      },
    });
    storeSession();
    renderApp('/penumpang-tersimpan');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Penumpang Tersimpan' });
    expect(within(list).getByText('Perempuan · lahir 1990 · Medan')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Ubah Sari' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Penumpang' });
    const age = within(dialog).getByLabelText('Usia atau Tahun Lahir');
    expect(age).toHaveValue(1990);
    await user.clear(age);
    await user.type(age, '36');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('PUT', '/api/profile/travellers/2')[0]?.body).toEqual({
      name: 'Sari',
      domicile: 'Medan',
      gender: 'Perempuan',
      age: 36,
    });
    expect(within(screen.getByRole('list', { name: 'Penumpang Tersimpan' })).getByText(/36 tahun/)).toBeInTheDocument();
  });

  it('an officer is kept out of the passengers’ lists', async () => {
    fakeApi({});
    storeSession({ ...USER }, jwt(3600, { role: 'petugas' }));
    renderApp('/penumpang-tersimpan');
    await waitFor(() => expect(currentPath()).not.toBe('/penumpang-tersimpan'));
  });
});
