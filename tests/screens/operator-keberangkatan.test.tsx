// The console's Keberangkatan page (issue #22) by role and label, with the real machine against a
// fake API: a date's departures with their space used (one table row each since issue #38 item 1,
// the actions in its Tindakan menu), Tunda Penjualan for the weather (the wind required), Batalkan
// Keberangkatan confirmed as final, Buka Kembali, and the walk-in quota.
// Deterministic under load (issue #20 §7): screens preloaded, every wait is for a condition.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, departureEpochMs, formatDateLong, todayJakarta } from '../../kernel/time';
import { CLOSURE_REFUSAL } from '../../kernel/closure';
import {
  fail,
  fakeApi,
  jwt,
  ok,
  renderApp,
  storeSession,
  USER,
  type FakeRequest,
  type FakeReply,
} from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

patientQueries();

beforeAll(() => preloadScreens('/operator/keberangkatan'));

// Noon in Jakarta today: the rows' 09:00 and 10:00 have sailed (no Undur Keberangkatan), whatever
// the hour the suite runs at (between midnight and 10:00 WIB they had not, and the menus differed).
const NOON = departureEpochMs(todayJakarta(Date.now()), '12:00:00');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON);
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const ADMIN = { ...USER, id: 2, name: 'Admin Operator', phone_number: '081100000002' };
const TODAY = todayJakarta(NOON);

const dep = (id: number, time: string, status: 'open' | 'stopped' | 'held' | 'cancelled', extra: object = {}) => ({
  id,
  issuedDate: TODAY,
  issuedTime: time,
  fromRoute: { id: 1, route: 'Simanindo' },
  toRoute: { id: 2, route: 'Tigaras' },
  origin: 'pattern',
  ship: { id: 1, name: 'KMP Sumut I' },
  status,
  closure: null,
  laneMetres: 120,
  usedMetres: 37.5,
  walkinMetres: 48,
  walkinUsedMetres: 10,
  onlineFreeMetres: 44.5,
  walkinReleased: false,
  walkinPercent: 40,
  walkinReleaseHours: 2,
  seats: 250,
  seatsUsed: 31,
  vehicles: 7,
  onlineVehicles: 5,
  loketVehicles: 2,
  qty: 8,
  ...extra,
});

function adminApi(routes: Record<string, (request: FakeRequest) => FakeReply>) {
  storeSession(ADMIN, jwt(3600, { role: 'admin' }));
  return fakeApi(routes);
}

const card = (name: string) => screen.findByRole('row', { name });

/** The row's Tindakan menu: its items' names (then closed again by Escape). */
async function menuItems(user: ReturnType<typeof userEvent.setup>, row: HTMLElement) {
  await user.click(within(row).getByRole('button', { name: 'Tindakan' }));
  const items = within(row)
    .getAllByRole('menuitem')
    .map((b) => b.textContent);
  await user.keyboard('{Escape}');
  return items;
}

/** Tindakan, then the menu's item. */
async function act(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, item: string) {
  await user.click(within(row).getByRole('button', { name: 'Tindakan' }));
  await user.click(within(row).getByRole('menuitem', { name: item }));
}

describe('Keberangkatan', () => {
  it("lists today's departures (Jakarta) with the space used, and another date's on request", async () => {
    let loads = 0;
    adminApi({
      'GET /api/operator/departures': () =>
        ++loads > 1
          ? ok({ date: addDays(TODAY, 1), departures: [dep(5, '07:00:00', 'open')] })
          : ok({
              date: TODAY,
              departures: [
                dep(1, '09:00:00', 'open'),
                dep(2, '10:00:00', 'cancelled', {
                  closure: { reason: 'cuaca', note: 'Angin kencang', windKnots: 20 },
                  qty: 0,
                }),
              ],
            }),
    });
    renderApp('/operator/keberangkatan');
    const user = userEvent.setup();
    expect(screen.getByLabelText('Tanggal')).toHaveValue(TODAY);
    const first = await card('Simanindo → Tigaras 09:00 WIB');
    const cells = within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual([
      '09:00 WIB',
      'Simanindo → Tigaras',
      'KMP Sumut I',
      'Dibuka',
      '37,5 m / 120 mloket 40% · 10 m / 48 m',
      '31 / 250',
      '7online 5 · loket 2',
      '8',
      'Tindakan',
    ]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Pilih',
      'Jam',
      'Arah',
      'Kapal',
      'Status',
      'Lajur terpakai',
      'Kursi',
      'Kendaraan',
      'Tiket tersedia',
      'Tindakan',
    ]);
    // No red button a row: the actions are in the row's menu.
    expect(within(first).queryByRole('button', { name: 'Batalkan Keberangkatan' })).toBeNull();
    expect(await menuItems(user, first)).toEqual([
      'Tunda Penjualan',
      'Tahan Keberangkatan',
      'Batalkan Keberangkatan',
      'Ubah Kuota',
    ]);
    const cancelled = screen.getByRole('row', { name: 'Simanindo → Tigaras 10:00 WIB' });
    expect(within(cancelled).getByText('Dibatalkan')).toBeInTheDocument();
    expect(cancelled).toHaveTextContent('Alasan: Cuaca / izin Syahbandar (angin 20 knot): Angin kencang');
    expect(within(cancelled).queryByRole('button')).toBeNull();
    expect(within(cancelled).getByRole('checkbox', { name: 'Pilih 10:00 WIB Simanindo → Tigaras' })).toBeDisabled();
    const tomorrow = addDays(TODAY, 1);
    fireEvent.change(screen.getByLabelText('Tanggal'), { target: { value: tomorrow } });
    expect(await card('Simanindo → Tigaras 07:00 WIB')).toBeInTheDocument();
    expect(screen.getByLabelText('Tanggal')).toHaveValue(tomorrow);
    expect(screen.getByRole('heading', { level: 2, name: formatDateLong(tomorrow) })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Simanindo → Tigaras 09:00 WIB' })).toBeNull();
  });

  it('stops sales for the weather: the wind is asked and required', async () => {
    const api = adminApi({
      'GET /api/operator/departures': () => ok({ date: TODAY, departures: [dep(1, '09:00:00', 'open')] }),
      'POST /api/operator/departures/1/status': () =>
        ok({
          departure: dep(1, '09:00:00', 'stopped', {
            closure: { reason: 'cuaca', note: 'Izin berlayar ditahan', windKnots: 20 },
            qty: 0,
          }),
        }),
    });
    renderApp('/operator/keberangkatan');
    const user = userEvent.setup();
    await act(user, await card('Simanindo → Tigaras 09:00 WIB'), 'Tunda Penjualan');
    const dialog = screen.getByRole('dialog', { name: 'Tunda Penjualan: Simanindo → Tigaras 09:00 WIB' });
    expect(within(dialog).queryByLabelText('Kecepatan angin (knot)')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Alasan'), 'Cuaca / izin Syahbandar');
    await user.type(within(dialog).getByLabelText('Keterangan'), 'Izin berlayar ditahan');
    await user.click(within(dialog).getByRole('button', { name: 'Tunda Penjualan' }));
    expect(within(dialog).getByText('Kecepatan angin (knot) wajib diisi.')).toBeInTheDocument();
    expect(api.to('POST', '/api/operator/departures/1/status')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Kecepatan angin (knot)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Tunda Penjualan' }));
    expect(await screen.findByText('Status keberangkatan disimpan.')).toBeInTheDocument();
    expect(api.to('POST', '/api/operator/departures/1/status')[0]?.body).toEqual({
      status: 'stopped',
      reason: 'cuaca',
      note: 'Izin berlayar ditahan',
      windKnots: 20,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const stopped = screen.getByRole('row', { name: 'Simanindo → Tigaras 09:00 WIB' });
    expect(within(stopped).getByText('Ditutup')).toBeInTheDocument();
    expect(await menuItems(user, stopped)).toContain('Buka Kembali');
  });

  it('asks to confirm that Batalkan is final, and says a 409 in Indonesian', async () => {
    const api = adminApi({
      'GET /api/operator/departures': () => ok({ date: TODAY, departures: [dep(2, '10:00:00', 'stopped')] }),
      'POST /api/operator/departures/2/status': () => fail(409, 'Departure already cancelled.'),
    });
    renderApp('/operator/keberangkatan');
    const user = userEvent.setup();
    await act(user, await card('Simanindo → Tigaras 10:00 WIB'), 'Batalkan Keberangkatan');
    const dialog = screen.getByRole('dialog', { name: 'Batalkan Keberangkatan: Simanindo → Tigaras 10:00 WIB' });
    await user.selectOptions(within(dialog).getByLabelText('Alasan'), 'Kapal rusak');
    await user.type(within(dialog).getByLabelText('Keterangan'), 'Mesin utama rusak');
    await user.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));
    expect(within(dialog).getByText(/Pembatalan bersifat final/)).toBeInTheDocument();
    expect(api.to('POST', '/api/operator/departures/2/status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    expect(within(dialog).getByLabelText('Keterangan')).toHaveValue('Mesin utama rusak');
    await user.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan Keberangkatan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Keberangkatan yang sudah dibatalkan tidak dapat dibuka kembali.',
    );
    expect(api.to('POST', '/api/operator/departures/2/status')[0]?.body).toEqual({
      status: 'cancelled',
      reason: 'kapal_rusak',
      note: 'Mesin utama rusak',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('holds the sailing for the weather, saying what a hold means (issue #37)', async () => {
    const api = adminApi({
      'GET /api/operator/departures': () => ok({ date: TODAY, departures: [dep(1, '09:00:00', 'open')] }),
      'POST /api/operator/departures/1/status': () =>
        ok({
          departure: dep(1, '09:00:00', 'held', {
            closure: { reason: 'cuaca', note: 'Syahbandar', windKnots: 22 },
            qty: 0,
          }),
        }),
    });
    renderApp('/operator/keberangkatan');
    const user = userEvent.setup();
    await act(user, await card('Simanindo → Tigaras 09:00 WIB'), 'Tahan Keberangkatan');
    const dialog = screen.getByRole('dialog', { name: 'Tahan Keberangkatan: Simanindo → Tigaras 09:00 WIB' });
    expect(within(dialog).getByText(/tiket tetap berlaku dan penumpang diberi tahu/)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Alasan'), 'Cuaca / izin Syahbandar');
    await user.type(within(dialog).getByLabelText('Keterangan'), 'Syahbandar');
    await user.type(within(dialog).getByLabelText('Kecepatan angin (knot)'), '22');
    await user.click(within(dialog).getByRole('button', { name: 'Tahan Keberangkatan' }));
    expect(await screen.findByText('Status keberangkatan disimpan.')).toBeInTheDocument();
    expect(api.to('POST', '/api/operator/departures/1/status')[0]?.body).toEqual({
      status: 'held',
      reason: 'cuaca',
      note: 'Syahbandar',
      windKnots: 22,
    });
    const held = screen.getByRole('row', { name: 'Simanindo → Tigaras 09:00 WIB' });
    expect(within(held).getByText('Ditahan')).toBeInTheDocument();
    expect(await menuItems(user, held)).toEqual(['Buka Kembali', 'Batalkan Keberangkatan', 'Ubah Kuota']);
  });

  it("a cancellation after loading began: the server's count is shown, then confirmed with the box (issue #37)", async () => {
    const refusal = CLOSURE_REFUSAL.loadingBegan(3);
    let calls = 0;
    const api = adminApi({
      'GET /api/operator/departures': () => ok({ date: TODAY, departures: [dep(2, '10:00:00', 'held')] }),
      'POST /api/operator/departures/2/status': () =>
        ++calls === 1 ? fail(409, refusal) : ok({ departure: dep(2, '10:00:00', 'cancelled') }),
    });
    renderApp('/operator/keberangkatan');
    const user = userEvent.setup();
    await act(user, await card('Simanindo → Tigaras 10:00 WIB'), 'Batalkan Keberangkatan');
    const dialog = screen.getByRole('dialog', { name: 'Batalkan Keberangkatan: Simanindo → Tigaras 10:00 WIB' });
    await user.selectOptions(within(dialog).getByLabelText('Alasan'), 'Kapal rusak');
    await user.type(within(dialog).getByLabelText('Keterangan'), 'Mesin');
    await user.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan Keberangkatan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    await user.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Muat kendaraan sudah dimulai/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan Keberangkatan' }));
    expect(await screen.findByText('Status keberangkatan disimpan.')).toBeInTheDocument();
    expect(api.to('POST', '/api/operator/departures/2/status').map((r) => r.body)).toEqual([
      { status: 'cancelled', reason: 'kapal_rusak', note: 'Mesin' },
      { status: 'cancelled', reason: 'kapal_rusak', note: 'Mesin', afterLoading: true },
    ]);
  });

  it('sets the walk-in quota of one departure', async () => {
    const api = adminApi({
      'GET /api/operator/departures': () => ok({ date: TODAY, departures: [dep(1, '09:00:00', 'open')] }),
      'PUT /api/operator/departures/1/quota': () =>
        ok({ departure: dep(1, '09:00:00', 'open', { walkinPercent: 30, walkinReleaseHours: 3 }) }),
    });
    renderApp('/operator/keberangkatan');
    const user = userEvent.setup();
    await act(user, await card('Simanindo → Tigaras 09:00 WIB'), 'Ubah Kuota');
    const dialog = screen.getByRole('dialog', { name: 'Kuota: Simanindo → Tigaras 09:00 WIB' });
    const percent = within(dialog).getByLabelText('Kuota loket (%)');
    expect(percent).toHaveValue('40');
    await user.clear(percent);
    await user.type(percent, '30');
    const hours = within(dialog).getByLabelText('Dilepas ke online (jam sebelum berangkat)');
    await user.clear(hours);
    await user.type(hours, '3');
    await user.type(within(dialog).getByLabelText('Alasan'), 'Libur panjang');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Kuota' }));
    expect(await screen.findByText('Kuota disimpan.')).toBeInTheDocument();
    expect(api.to('PUT', '/api/operator/departures/1/quota')[0]?.body).toEqual({
      walkinPercent: 30,
      walkinReleaseHours: 3,
      reason: 'Libur panjang',
    });
    expect(screen.getByRole('row', { name: 'Simanindo → Tigaras 09:00 WIB' })).toHaveTextContent(
      'loket 30% · 10 m / 48 m',
    );
  });
});
