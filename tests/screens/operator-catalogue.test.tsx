// The console's Kapal, Tarif and Kapasitas pages (issue #22) by role and label, with the real
// machines against a fake API: lists, adding and changing with the reason, the server's refusals in
// Indonesian. Deterministic under load (issue #20 §7): screens preloaded, waits are for conditions.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayJakarta } from '../../kernel/time';
import { normaliseSpaces } from '../../kernel/money';
import { fail, fakeApi, jwt, ok, renderApp, storeSession, USER, type FakeReply } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

patientQueries();

beforeAll(() => preloadScreens('/operator/kapal', '/operator/tarif', '/operator/kapasitas'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const ADMIN = { ...USER, id: 2, name: 'Admin Operator', phone_number: '081100000002' };
const TODAY = todayJakarta(Date.now());
const TOMORROW = addDays(TODAY, 1);

function adminApi(routes: Record<string, (request: { body: unknown }) => FakeReply>) {
  storeSession(ADMIN, jwt(3600, { role: 'admin' }));
  return fakeApi(routes);
}

const SHIPS = [
  { id: 1, name: 'KMP Sumut I', seats: 250, laneMetres: 120, active: true },
  { id: 2, name: 'KMP Sumut II', seats: 300, laneMetres: 140, active: false },
];

describe('Kapal', () => {
  it('lists the ships with seats, lane-metres and whether they are active', async () => {
    adminApi({ 'GET /api/operator/ships': () => ok({ ships: SHIPS }) });
    renderApp('/operator/kapal');
    const table = await screen.findByRole('table', { name: 'Daftar kapal' });
    const row = within(table).getByRole('row', { name: /KMP Sumut II/ });
    expect(row).toHaveTextContent('KMP Sumut II300140Tidak aktif');
    expect(within(row).getByRole('button', { name: 'Ubah KMP Sumut II' })).toBeEnabled();
  });

  it('adds a ship with its reason, after saying what is missing', async () => {
    const api = adminApi({
      'GET /api/operator/ships': () => ok({ ships: SHIPS }),
      'POST /api/operator/ships': () =>
        ok({ ship: { id: 3, name: 'KMP Toba', seats: 200, laneMetres: 90.5, active: true } }),
    });
    renderApp('/operator/kapal');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tambah Kapal' }));
    const form = screen.getByRole('form', { name: 'Tambah kapal' });
    await user.type(within(form).getByLabelText('Nama kapal'), 'KMP Toba');
    await user.type(within(form).getByLabelText('Jumlah kursi'), '200');
    await user.type(within(form).getByLabelText('Panjang lajur (meter)'), '90,5');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(within(form).getByText('Alasan wajib diisi.')).toBeInTheDocument();
    expect(api.to('POST', '/api/operator/ships')).toHaveLength(0);
    await user.type(within(form).getByLabelText('Alasan'), 'Kapal baru masuk armada');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kapal disimpan.')).toBeInTheDocument();
    expect(api.to('POST', '/api/operator/ships')[0]?.body).toEqual({
      name: 'KMP Toba',
      seats: 200,
      laneMetres: 90.5,
      active: true,
      reason: 'Kapal baru masuk armada',
    });
    expect(screen.getByRole('row', { name: /KMP Toba/ })).toHaveTextContent('KMP Toba20090,5Aktif');
    expect(screen.queryByRole('form', { name: 'Tambah kapal' })).toBeNull();
  });

  it("changes a ship and shows the server's 409 in Indonesian, the form kept", async () => {
    const api = adminApi({
      'GET /api/operator/ships': () => ok({ ships: SHIPS }),
      // Issue #38: the new size is checked first; nothing to confirm, so the save follows at once.
      'POST /api/operator/ships/1/impact': () =>
        ok({ impact: { departures: 0, firstDate: null, lastDate: null, overflowing: [] } }),
      'PUT /api/operator/ships/1': () => fail(409, 'Departures already use more than this.'),
    });
    renderApp('/operator/kapal');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ubah KMP Sumut I' }));
    const form = screen.getByRole('form', { name: 'Ubah KMP Sumut I' });
    expect(within(form).getByLabelText('Nama kapal')).toHaveValue('KMP Sumut I');
    const seats = within(form).getByLabelText('Jumlah kursi');
    await user.clear(seats);
    await user.type(seats, '20');
    await user.click(within(form).getByRole('checkbox', { name: 'Aktif' }));
    await user.type(within(form).getByLabelText('Alasan'), 'Docking');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/Perubahan kapal ditolak/);
    expect(api.to('PUT', '/api/operator/ships/1')[0]?.body).toMatchObject({
      seats: 20,
      active: false,
      reason: 'Docking',
    });
    expect(within(form).getByLabelText('Jumlah kursi')).toHaveValue('20');
    await user.click(within(form).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says the list could not load, and loads it again', async () => {
    let calls = 0;
    adminApi({
      'GET /api/operator/ships': () => (++calls === 1 ? fail(500, 'Internal server error.') : ok({ ships: SHIPS })),
    });
    renderApp('/operator/kapal');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Data tidak dapat dimuat. Terjadi kesalahan. Coba lagi.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('table', { name: 'Daftar kapal' })).toBeInTheDocument();
  });
});

const CLASSES = [
  { id: 4, vehicleClass: 'Golongan IV', vehicleType: 'Mobil penumpang', lengthMetres: 5, insuranceFee: 2000 },
  { id: 8, vehicleClass: 'Golongan VIII', vehicleType: 'Truk besar', lengthMetres: 12, insuranceFee: 5000 },
];
const fare = (id: number, typeId: number, validFrom: string, amount: number, legalBasis = 'Tarif awal') => ({
  id,
  kind: 'vehicle',
  typeId,
  typeName: '',
  validFrom,
  amount,
  legalBasis,
});
const BOOK = {
  fares: [
    fare(1, 4, '2020-01-01', 150000),
    fare(2, 4, TOMORROW, 175000, 'Pergub Sumut 12/2026'),
    fare(3, 8, '2020-01-01', 600000),
    { ...fare(4, 1, '2020-01-01', 10000), kind: 'passenger' },
  ],
  vehicleClasses: CLASSES,
  passengerTypes: [{ id: 1, feeType: 'DEWASA', description: 'Dewasa', insuranceFee: 500 }],
};

const IMPACT = {
  validFrom: TOMORROW,
  until: null,
  nextFrom: null,
  departures: 720,
  lastDate: addDays(TODAY, 30),
  ticketsKept: 3,
};

describe('Tarif', () => {
  it('shows the fare in force, the scheduled one and the Jasa Raharja levy apart', async () => {
    adminApi({ 'GET /api/operator/fares': () => ok(BOOK) });
    renderApp('/operator/tarif');
    const vehicles = await screen.findByRole('table', { name: 'Tarif kendaraan' });
    const row = within(vehicles).getByRole('row', { name: /Golongan IV/ });
    const text = normaliseSpaces(row.textContent ?? '');
    expect(text).toContain('Rp 150.000Berlaku mulai Rabu, 1 Jan 2020 · Dasar hukum: Tarif awal');
    expect(text).toContain('Rp 175.000Berlaku mulai');
    expect(text).toContain('Dasar hukum: Pergub Sumut 12/2026');
    expect(text.endsWith('Rp 2.000')).toBe(true);
    const people = screen.getByRole('table', { name: 'Tarif penumpang' });
    expect(normaliseSpaces(within(people).getByRole('row', { name: /DEWASA/ }).textContent ?? '')).toContain(
      'Rp 10.000',
    );
    expect(screen.getByText(/Jasa Raharja ditampilkan terpisah dan tidak diubah di sini/)).toBeInTheDocument();
  });

  it('adds a fare from a start date with its legal basis and reason', async () => {
    const api = adminApi({
      'GET /api/operator/fares': () => ok(BOOK),
      'POST /api/operator/fares/impact': () => ok({ impact: IMPACT }),
      'POST /api/operator/fares': () =>
        ok({ fare: fare(9, 8, TOMORROW, 650000, 'Pergub Sumut 12/2026'), impact: IMPACT }),
    });
    renderApp('/operator/tarif');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Tambah tarif' });
    expect(within(form).getByLabelText('Berlaku mulai')).toHaveValue(TOMORROW);
    await user.selectOptions(within(form).getByLabelText('Golongan / Jenis penumpang'), 'Golongan VIII – Truk besar');
    await user.type(within(form).getByLabelText('Tarif (Rp)'), '650000');
    await user.type(within(form).getByLabelText('Dasar hukum'), 'Pergub Sumut 12/2026');
    await user.type(within(form).getByLabelText('Alasan'), 'Penyesuaian tarif provinsi');
    await user.click(within(form).getByRole('button', { name: 'Simpan Tarif' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, Simpan Tarif' }));
    expect(await screen.findByText(/^Tarif disimpan\. Berlaku untuk keberangkatan mulai/)).toBeInTheDocument();
    expect(api.to('POST', '/api/operator/fares')[0]?.body).toEqual({
      kind: 'vehicle',
      typeId: 8,
      validFrom: TOMORROW,
      amount: 650000,
      legalBasis: 'Pergub Sumut 12/2026',
      reason: 'Penyesuaian tarif provinsi',
    });
    const row = screen.getByRole('row', { name: /Golongan VIII/ });
    expect(normaliseSpaces(row.textContent ?? '')).toContain('Rp 650.000Berlaku mulai');
    // The form is empty again for the next fare.
    expect(within(screen.getByRole('form', { name: 'Tambah tarif' })).getByLabelText('Tarif (Rp)')).toHaveValue('');
  });

  it('says a 409 (a started fare of the same date) in Indonesian', async () => {
    adminApi({
      'GET /api/operator/fares': () => ok(BOOK),
      'POST /api/operator/fares/impact': () => ok({ impact: IMPACT }),
      'POST /api/operator/fares': () => fail(409, 'Fare already in force.'),
    });
    renderApp('/operator/tarif');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Tambah tarif' });
    await user.selectOptions(within(form).getByLabelText('Golongan / Jenis penumpang'), 'Penumpang DEWASA – Dewasa');
    await user.type(within(form).getByLabelText('Tarif (Rp)'), '12000');
    await user.type(within(form).getByLabelText('Dasar hukum'), 'Pergub');
    await user.type(within(form).getByLabelText('Alasan'), 'Koreksi');
    await user.click(within(form).getByRole('button', { name: 'Simpan Tarif' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, Simpan Tarif' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /Tarif dengan tanggal mulai yang sama sudah berlaku/,
    );
    expect(within(form).getByLabelText('Tarif (Rp)')).toHaveValue('12000');
  });
});

describe('Kapasitas', () => {
  it("explains qty and the spec's note, and changes a class's length with the reason", async () => {
    const api = adminApi({
      'GET /api/operator/fares': () => ok(BOOK),
      'PUT /api/operator/vehicle-classes/8': () => ok({ vehicleClass: { ...CLASSES[1], lengthMetres: 12.5 } }),
    });
    renderApp('/operator/kapasitas');
    expect(await screen.findByText(/jumlah mobil Golongan IV yang masih muat/)).toBeInTheDocument();
    expect(screen.getByText(/Normal Deck, HDD, dan DD tidak disarankan/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Panjang kendaraan per Golongan' });
    expect(within(table).getByRole('row', { name: /Golongan VIII/ })).toHaveTextContent('Golongan VIIITruk besar12');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Ubah panjang Golongan VIII' }));
    const form = screen.getByRole('form', { name: 'Ubah panjang Golongan VIII' });
    const length = within(form).getByLabelText('Panjang (meter)');
    await user.clear(length);
    await user.type(length, '0,2');
    await user.type(within(form).getByLabelText('Alasan'), 'Truk gandeng');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(within(form).getByText('Panjang (meter) harus angka 0,5–40 (maks. 2 desimal).')).toBeInTheDocument();
    await user.clear(length);
    await user.type(length, '12,5');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Panjang golongan disimpan.')).toBeInTheDocument();
    expect(api.to('PUT', '/api/operator/vehicle-classes/8')[0]?.body).toEqual({
      lengthMetres: 12.5,
      reason: 'Truk gandeng',
    });
    expect(within(table).getByRole('row', { name: /Golongan VIII/ })).toHaveTextContent('Golongan VIIITruk besar12,5');
  });
});
