// Consequences before saving (issue #38 item 3), through the DOM by role and label with the real
// machines against a fake API, at a laptop's width and at 390 px, each step checked with axe: Kapal
// says how many future departures a new size resizes before saving and how many it did after, and
// shows the departures that would overflow without a way to save; Tarif says from when and for
// which departures a fare applies, before and after saving; Jadwal sets a pair's crossing time and
// shows an extra departure's clash with the ship's own sailings, with Tetap Tambahkan. The date is
// frozen at 08:00 WIB on Sunday 22 November 2026.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { normaliseSpaces } from '../../kernel/money';
import { fail, fakeApi, jwt, ok, renderApp, storeSession, USER, type FakeRoutes } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

patientQueries();

const operatorCss = readFileSync('src/screens/operator/operator.css', 'utf8');
beforeAll(() => preloadScreens('/operator/kapal', '/operator/tarif', '/operator/jadwal'));

const ADMIN = { ...USER, id: 2, name: 'Admin Operator', phone_number: '081100000002' };
const NOW = Date.UTC(2026, 10, 22, 1, 0, 0);
const LAYOUTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
] as const;

const S = { id: 1, route: 'Simanindo' };
const T = { id: 2, route: 'Tigaras' };
const SHIPS = [
  { id: 1, name: 'KMP Sumut I', seats: 250, laneMetres: 120, active: true },
  { id: 2, name: 'KMP Sumut II', seats: 300, laneMetres: 140, active: true },
];

function layout(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

/** axe on the whole page; colour contrast needs a renderer (jsdom has none), the e2e look checks it. */
async function expectAxeClean(minPasses = 10) {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.passes.length).toBeGreaterThan(minPasses);
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const text = (element: Element) => normaliseSpaces(element.textContent ?? '');

let style: HTMLStyleElement;
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  user = userEvent.setup();
  storeSession(ADMIN, jwt(3600, { role: 'admin' }));
  style = document.createElement('style');
  style.textContent = operatorCss;
  document.head.append(style);
});

afterEach(() => {
  cleanup();
  style.remove();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const RESIZES = { departures: 24, firstDate: '2026-11-22', lastDate: '2026-12-22', overflowing: [] };
const OVERFLOWS = {
  ...RESIZES,
  overflowing: [
    {
      id: 9,
      issuedDate: '2026-11-23',
      issuedTime: '06:00:00',
      fromRoute: S,
      toRoute: T,
      usedMetres: 12.5,
      usedSeats: 4,
    },
  ],
};
const FARE_IMPACT = {
  validFrom: '2026-12-01',
  until: '2026-12-31',
  nextFrom: '2027-01-01',
  departures: 528,
  lastDate: '2026-12-22',
  ticketsKept: 3,
};
const BOOK = {
  fares: [
    { id: 1, kind: 'vehicle', typeId: 4, typeName: '', validFrom: '2020-01-01', amount: 150000, legalBasis: 'x' },
  ],
  vehicleClasses: [
    { id: 4, vehicleClass: 'Golongan IV', vehicleType: 'Mobil penumpang', lengthMetres: 5, insuranceFee: 2000 },
  ],
  passengerTypes: [],
};
const TIMETABLE = {
  patterns: [
    {
      id: 11,
      fromRoute: T,
      toRoute: S,
      departureTime: '07:45:00',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      ship: { id: 2, name: 'KMP Sumut II' },
      validFrom: '2026-11-01',
      validUntil: null,
      walkinPercent: 40,
      walkinReleaseHours: 2,
    },
  ],
  exceptions: [],
  horizonDays: 30,
};
const CLASHES = [
  { id: 71, issuedDate: '2026-11-23', issuedTime: '07:45:00', fromRoute: T, toRoute: S, minutesApart: -52 },
  { id: 72, issuedDate: '2026-11-23', issuedTime: '09:00:00', fromRoute: T, toRoute: S, minutesApart: 23 },
];

function kapal(routes: FakeRoutes) {
  const api = fakeApi({ 'GET /api/operator/ships': () => ok({ ships: SHIPS }), ...routes });
  renderApp('/operator/kapal');
  return api;
}

async function editSumutI(seats: string, lane: string) {
  await user.click(await screen.findByRole('button', { name: 'Ubah KMP Sumut I' }));
  const form = screen.getByRole('form', { name: 'Ubah KMP Sumut I' });
  await user.clear(within(form).getByLabelText('Jumlah kursi'));
  await user.type(within(form).getByLabelText('Jumlah kursi'), seats);
  await user.clear(within(form).getByLabelText('Panjang lajur (meter)'));
  await user.type(within(form).getByLabelText('Panjang lajur (meter)'), lane);
  await user.type(within(form).getByLabelText('Alasan'), 'Sertifikat KSOP baru');
  await user.click(within(form).getByRole('button', { name: 'Simpan' }));
  return form;
}

function jadwal(routes: FakeRoutes) {
  const api = fakeApi({
    'GET /api/operator/patterns': () => ok(TIMETABLE),
    'GET /api/operator/ships': () => ok({ ships: SHIPS }),
    'GET /api/route/get-all': () => ok([S, T]),
    'GET /api/operator/crossing-times': () =>
      ok({ crossingTimes: [{ portA: S, portB: T, minutes: 60, custom: false }], defaultMinutes: 60 }),
    ...routes,
  });
  renderApp('/operator/jadwal');
  return api;
}

describe.each(LAYOUTS)('Consequences before saving at $name', ({ width, height }) => {
  beforeEach(() => layout(width, height));

  it('Kapal: how many future departures a new size resizes, before saving and after', async () => {
    const api = kapal({
      'POST /api/operator/ships/1/impact': () => ok({ impact: RESIZES }),
      'PUT /api/operator/ships/1': () => ok({ ship: { ...SHIPS[0], seats: 240, laneMetres: 110 }, resized: 24 }),
    });
    await editSumutI('240', '110');
    const panel = await screen.findByRole('region', { name: 'Periksa Dampak Perubahan' });
    expect(text(panel)).toContain(
      'Mengubah 24 keberangkatan mendatang (Minggu, 22 Nov 2026 – Selasa, 22 Des 2026) ke ukuran baru.',
    );
    expect(api.to('POST', '/api/operator/ships/1/impact')[0]?.body).toEqual({ seats: 240, laneMetres: 110 });
    expect(api.to('PUT', '/api/operator/ships/1')).toHaveLength(0);
    await expectAxeClean();
    await user.click(within(panel).getByRole('button', { name: 'Ya, Simpan Perubahan' }));
    expect(
      await screen.findByText('Kapal disimpan. 24 keberangkatan mendatang disesuaikan ke ukuran baru.'),
    ).toBeInTheDocument();
    expect(api.to('PUT', '/api/operator/ships/1')[0]?.body).toMatchObject({ seats: 240, laneMetres: 110 });
    expect(screen.getByRole('row', { name: /KMP Sumut I\b/ })).toHaveTextContent('KMP Sumut I240110Aktif');
    await expectAxeClean();
  });

  it('Kapal: the departures that would overflow, with no way to save, and back to the form as typed', async () => {
    const api = kapal({ 'POST /api/operator/ships/1/impact': () => ok({ impact: OVERFLOWS }) });
    await editSumutI('3', '110');
    const panel = await screen.findByRole('region', { name: 'Ukuran baru tidak dapat disimpan' });
    const alert = within(panel).getByRole('alert');
    expect(text(alert)).toContain('1 keberangkatan sudah memakai lebih dari ukuran baru:');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Senin, 23 Nov 2026, 06:00 WIB, Simanindo → Tigaras: terpakai 12,5 m lajur kendaraan dan 4 kursi',
    );
    expect(within(panel).queryByRole('button', { name: 'Ya, Simpan Perubahan' })).toBeNull();
    await expectAxeClean();
    await user.click(within(panel).getByRole('button', { name: 'Kembali' }));
    const form = screen.getByRole('form', { name: 'Ubah KMP Sumut I' });
    expect(within(form).getByLabelText('Jumlah kursi')).toHaveValue('3');
    expect(within(form).getByRole('button', { name: 'Simpan' })).toBeEnabled();
    expect(api.to('PUT', '/api/operator/ships/1')).toHaveLength(0);
  });

  it('Tarif: from when and for which departures a fare applies, before and after saving', async () => {
    const api = fakeApi({
      'GET /api/operator/fares': () => ok(BOOK),
      'POST /api/operator/fares/impact': () => ok({ impact: FARE_IMPACT }),
      'POST /api/operator/fares': () =>
        ok({
          fare: {
            id: 9,
            kind: 'vehicle',
            typeId: 4,
            typeName: '',
            validFrom: '2026-12-01',
            amount: 175000,
            legalBasis: 'Pergub',
          },
          impact: FARE_IMPACT,
        }),
    });
    renderApp('/operator/tarif');
    const form = await screen.findByRole('form', { name: 'Tambah tarif' });
    await user.selectOptions(
      within(form).getByLabelText('Golongan / Jenis penumpang'),
      'Golongan IV – Mobil penumpang',
    );
    await user.type(within(form).getByLabelText('Tarif (Rp)'), '175000');
    fireEvent.change(within(form).getByLabelText('Berlaku mulai'), { target: { value: '2026-12-01' } });
    await user.type(within(form).getByLabelText('Dasar hukum'), 'Pergub');
    await user.type(within(form).getByLabelText('Alasan'), 'Penyesuaian tarif');
    await user.click(within(form).getByRole('button', { name: 'Simpan Tarif' }));
    const panel = await screen.findByRole('region', { name: 'Periksa Berlakunya Tarif' });
    const from =
      'Berlaku untuk keberangkatan mulai Selasa, 1 Des 2026 sampai Kamis, 31 Des 2026 (tarif berikutnya mulai Jumat, 1 Jan 2027); tiket yang sudah dibayar tidak berubah.';
    expect(text(panel)).toContain(from);
    expect(text(panel)).toContain(
      '528 keberangkatan terjadwal mulai tanggal itu (jadwal yang sudah dibuat sampai Selasa, 22 Des 2026). 3 tiket yang sudah dipesan atau dibayar pada keberangkatan itu tetap dengan harga lamanya.',
    );
    expect(api.to('POST', '/api/operator/fares/impact')[0]?.body).toEqual({
      kind: 'vehicle',
      typeId: 4,
      validFrom: '2026-12-01',
    });
    expect(api.to('POST', '/api/operator/fares')).toHaveLength(0);
    await expectAxeClean();
    await user.click(within(panel).getByRole('button', { name: 'Ya, Simpan Tarif' }));
    const notice = await screen.findByText(/^Tarif disimpan\./);
    expect(text(notice)).toContain(from);
    expect(api.to('POST', '/api/operator/fares')).toHaveLength(1);
    await expectAxeClean();
  });

  it('Jadwal: sets the crossing time of a pair of ports', async () => {
    const api = jadwal({
      'PUT /api/operator/crossing-times': () => ok({ crossingTime: { portA: S, portB: T, minutes: 45, custom: true } }),
    });
    const section = await screen.findByRole('region', { name: 'Waktu penyeberangan' });
    expect(text(section)).toContain('Simanindo – Tigaras: 60 menit (bawaan)');
    await expectAxeClean();
    await user.click(within(section).getByRole('button', { name: 'Ubah waktu penyeberangan Simanindo – Tigaras' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waktu Penyeberangan' });
    const minutes = within(dialog).getByLabelText('Waktu penyeberangan (menit)');
    await user.clear(minutes);
    await user.type(minutes, '0');
    await user.type(within(dialog).getByLabelText('Alasan'), 'Kapal baru lebih cepat');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByText('Waktu penyeberangan harus bilangan bulat 1–1440 menit.')).toBeInTheDocument();
    await user.clear(minutes);
    await user.type(minutes, '45');
    await expectAxeClean(1);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Waktu penyeberangan disimpan.')).toBeInTheDocument();
    expect(api.to('PUT', '/api/operator/crossing-times')[0]?.body).toEqual({
      portA: 1,
      portB: 2,
      minutes: 45,
      reason: 'Kapal baru lebih cepat',
    });
  });

  it('Jadwal: an extra departure within one crossing time of the ship’s own sailings, added anyway', async () => {
    let calls = 0;
    const api = jadwal({
      'POST /api/operator/departures': () =>
        ++calls === 1
          ? {
              status: 409,
              body: {
                status: 409,
                message:
                  'KMP Sumut II sudah berlayar dalam satu waktu penyeberangan (60 menit) dari keberangkatan ini.',
                data: { clashes: CLASHES, crossingMinutes: 60 },
              },
            }
          : ok({ departure: {} }),
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Keberangkatan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Keberangkatan' });
    await user.selectOptions(within(dialog).getByLabelText('Dari'), 'Tigaras');
    await user.selectOptions(within(dialog).getByLabelText('Ke'), 'Simanindo');
    fireEvent.change(within(dialog).getByLabelText('Tanggal'), { target: { value: '2026-11-23' } });
    fireEvent.change(within(dialog).getByLabelText('Jam'), { target: { value: '08:37' } });
    await user.selectOptions(within(dialog).getByLabelText('Kapal'), 'KMP Sumut II (140 m, 300 kursi)');
    await user.type(within(dialog).getByLabelText('Alasan'), 'Rombongan wisata');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const warning = await screen.findByRole('dialog', { name: 'Bentrok Jadwal Kapal' });
    const alert = within(warning).getByRole('alert');
    expect(text(alert)).toContain('Bentrok dengan pelayaran kapal ini');
    expect(text(alert)).toContain('dalam satu waktu penyeberangan (60 menit) dari jam ini');
    expect(within(alert).getAllByRole('listitem').map(text)).toEqual([
      '07:45 WIB, Tigaras → Simanindo (52 menit sebelumnya)',
      '09:00 WIB, Tigaras → Simanindo (23 menit sesudahnya)',
    ]);
    await expectAxeClean(1);
    await user.click(within(alert).getByRole('button', { name: 'Tetap Tambahkan' }));
    expect(await screen.findByText('Keberangkatan tambahan tersimpan.')).toBeInTheDocument();
    const sent = api.to('POST', '/api/operator/departures');
    expect(sent[0]?.body).not.toHaveProperty('allowClash');
    expect(sent[1]?.body).toEqual({
      fromRoute: 2,
      toRoute: 1,
      date: '2026-11-23',
      time: '08:37:00',
      shipId: 2,
      reason: 'Rombongan wisata',
      allowClash: true,
    });
  });

  it('Jadwal: Kembali from the clash returns to the form as typed', async () => {
    jadwal({
      'POST /api/operator/departures': () => ({
        status: 409,
        body: { status: 409, message: 'Bentrok.', data: { clashes: CLASHES.slice(0, 1), crossingMinutes: 60 } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Keberangkatan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Keberangkatan' });
    await user.selectOptions(within(dialog).getByLabelText('Dari'), 'Tigaras');
    await user.selectOptions(within(dialog).getByLabelText('Ke'), 'Simanindo');
    fireEvent.change(within(dialog).getByLabelText('Jam'), { target: { value: '08:00' } });
    await user.selectOptions(within(dialog).getByLabelText('Kapal'), 'KMP Sumut II (140 m, 300 kursi)');
    await user.type(within(dialog).getByLabelText('Alasan'), 'Rombongan');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const warning = await screen.findByRole('dialog', { name: 'Bentrok Jadwal Kapal' });
    expect(text(within(warning).getByRole('alert'))).toContain('Kapal ini sudah berlayar satu kali');
    await user.click(within(warning).getByRole('button', { name: 'Kembali' }));
    const back = await screen.findByRole('dialog', { name: 'Tambah Keberangkatan' });
    expect(within(back).getByLabelText('Jam')).toHaveValue('08:00');
    expect(within(back).getByLabelText('Alasan')).toHaveValue('Rombongan');
  });
});

it('says a refused crossing time in Indonesian', async () => {
  jadwal({ 'PUT /api/operator/crossing-times': () => fail(500, 'Internal server error.') });
  const section = await screen.findByRole('region', { name: 'Waktu penyeberangan' });
  await user.click(within(section).getByRole('button', { name: 'Ubah waktu penyeberangan Simanindo – Tigaras' }));
  const dialog = await screen.findByRole('dialog', { name: 'Waktu Penyeberangan' });
  await user.type(within(dialog).getByLabelText('Alasan'), 'Koreksi');
  await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Terjadi kesalahan. Coba lagi.');
});
