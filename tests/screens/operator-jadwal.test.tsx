// Jadwal (/operator/jadwal, issue #22) by role and label, with the real timetable machine against a
// fake API: the patterns per direction, a pattern change answered 409 with the departures that have
// tickets (Pertahankan / Batalkan each, then sent again with the decisions), an exception for one
// date and its undo, and Tambah Keberangkatan.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fail, jwt, ok, renderApp, storeSession, USER, type FakeRoutes } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

patientQueries();
beforeAll(() => preloadScreens('/operator/jadwal'));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const S = { id: 1, route: 'Simanindo' };
const T = { id: 2, route: 'Tigaras' };
const SHIPS = [
  { id: 1, name: 'KMP Sumut I', seats: 250, laneMetres: 120, active: true },
  { id: 2, name: 'KMP Sumut II', seats: 300, laneMetres: 140, active: true },
];
const pattern = (id: number, from: typeof S, to: typeof S, time: string, shipId = 1) => ({
  id,
  fromRoute: from,
  toRoute: to,
  departureTime: time,
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  ship: { id: shipId, name: SHIPS[shipId - 1]!.name },
  validFrom: '2026-11-01',
  validUntil: null,
  walkinPercent: 40,
  walkinReleaseHours: 2,
});
const TIMETABLE = {
  patterns: [pattern(10, S, T, '07:00:00'), pattern(11, T, S, '08:00:00', 2)],
  exceptions: [{ id: 5, patternId: 10, date: '2026-12-01', kind: 'removed', ship: null }],
  horizonDays: 30,
};
const AFFECTED = [
  { id: 501, issuedDate: '2026-11-28', issuedTime: '07:00:00', fromRoute: S, toRoute: T, tickets: 3 },
  { id: 502, issuedDate: '2026-11-29', issuedTime: '07:00:00', fromRoute: S, toRoute: T, tickets: 1 },
];

function adminApi(extra: FakeRoutes = {}) {
  storeSession({ ...USER, id: 2, name: 'Admin Danau Toba' }, jwt(3600, { role: 'admin' }));
  const api = fakeApi({
    'GET /api/operator/patterns': () => ok(TIMETABLE),
    'GET /api/operator/ships': () => ok({ ships: SHIPS }),
    'GET /api/route/get-all': () => ok([S, T]),
    'GET /api/operator/crossing-times': () =>
      ok({ crossingTimes: [{ portA: S, portB: T, minutes: 60, custom: false }], defaultMinutes: 60 }),
    ...extra,
  });
  // The query string (deleteException's reason) is not in the fake's log: keep the URLs too.
  const urls: string[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return inner(input, init);
  });
  return { ...api, urls };
}

describe('operator jadwal', () => {
  it('lists the patterns per direction with days, ship, validity and the walk-in quota', async () => {
    adminApi();
    renderApp('/operator/jadwal');
    const there = await screen.findByRole('region', { name: 'Simanindo → Tigaras' });
    const row = within(there).getByRole('row', { name: /07:00 WIB/ });
    expect(row).toHaveTextContent('Setiap hari');
    expect(row).toHaveTextContent('KMP Sumut I');
    expect(row).toHaveTextContent('Tanpa batas');
    expect(row).toHaveTextContent('40%');
    const back = screen.getByRole('region', { name: 'Tigaras → Simanindo' });
    expect(within(back).getByRole('row', { name: /08:00 WIB/ })).toHaveTextContent('KMP Sumut II');
    expect(screen.getByRole('region', { name: 'Pengecualian' })).toHaveTextContent(
      'Hapus keberangkatan pada tanggal ini',
    );
  });

  it('asks Pertahankan or Batalkan for each departure with tickets, then sends the change again', async () => {
    let tries = 0;
    const api = adminApi({
      'PUT /api/operator/patterns/10': () => {
        tries += 1;
        if (tries === 1)
          return {
            status: 409,
            body: { status: 409, message: 'Departures have tickets.', data: { affected: AFFECTED } },
          };
        return ok({ pattern: { ...pattern(10, S, T, '07:00:00'), weekdays: [1, 2, 3, 4, 5] } });
      },
    });
    renderApp('/operator/jadwal');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ubah pola 07:00 WIB Simanindo → Tigaras' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Pola Jadwal' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sab' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Min' }));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Alasan wajib diisi.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Alasan'), 'Akhir pekan tanpa trip pagi');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    const decide = await screen.findByRole('dialog', { name: 'Keberangkatan Bertiket' });
    const first = within(decide).getByRole('group', { name: /28 Nov 2026, 07:00 WIB.*3 tiket/ });
    const second = within(decide).getByRole('group', { name: /29 Nov 2026, 07:00 WIB.*1 tiket/ });
    await user.click(within(first).getByRole('radio', { name: 'Pertahankan' }));
    await user.click(within(decide).getByRole('button', { name: 'Simpan Keputusan' }));
    expect(
      await within(decide).findByText('Pilih Pertahankan atau Batalkan untuk setiap keberangkatan.'),
    ).toBeInTheDocument();
    await user.click(within(second).getByRole('radio', { name: 'Batalkan' }));
    await user.click(within(decide).getByRole('button', { name: 'Simpan Keputusan' }));

    expect(await screen.findByText('Pola jadwal tersimpan.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const puts = api.to('PUT', '/api/operator/patterns/10');
    expect(puts).toHaveLength(2);
    expect(puts[0]?.body).toEqual({
      fromRoute: 1,
      toRoute: 2,
      departureTime: '07:00:00',
      weekdays: [1, 2, 3, 4, 5],
      shipId: 1,
      validFrom: '2026-11-01',
      validUntil: null,
      walkinPercent: 40,
      walkinReleaseHours: 2,
      reason: 'Akhir pekan tanpa trip pagi',
    });
    expect(puts[1]?.body).toMatchObject({
      weekdays: [1, 2, 3, 4, 5],
      decisions: [
        { scheduleId: 501, action: 'keep' },
        { scheduleId: 502, action: 'cancel' },
      ],
    });
    // The page was loaded again after the change.
    expect(api.to('GET', '/api/operator/patterns').length).toBeGreaterThanOrEqual(2);
  });

  it('swaps the ship for one date, and undoes an exception with a reason', async () => {
    const api = adminApi({
      'POST /api/operator/exceptions': () =>
        ok({
          exception: { id: 6, patternId: 11, date: '2026-12-24', kind: 'ship', ship: { id: 1, name: 'KMP Sumut I' } },
        }),
      'DELETE /api/operator/exceptions/5': () => ok({}),
    });
    renderApp('/operator/jadwal');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pengecualian 08:00 WIB Tigaras → Simanindo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pengecualian Tanggal' });
    fireEvent.change(within(dialog).getByLabelText('Tanggal'), { target: { value: '2026-12-24' } });
    await user.click(within(dialog).getByRole('radio', { name: 'Ganti kapal' }));
    await user.selectOptions(within(dialog).getByLabelText('Kapal'), 'KMP Sumut I (120 m, 250 kursi)');
    await user.type(within(dialog).getByLabelText('Alasan'), 'KMP Sumut II docking');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Pengecualian tersimpan.')).toBeInTheDocument();
    expect(api.to('POST', '/api/operator/exceptions')[0]?.body).toEqual({
      patternId: 11,
      date: '2026-12-24',
      kind: 'ship',
      shipId: 1,
      reason: 'KMP Sumut II docking',
    });

    await user.click(screen.getByRole('button', { name: /^Batalkan pengecualian Selasa, 1 Des 2026/ }));
    const undo = await screen.findByRole('dialog', { name: 'Batalkan Pengecualian' });
    await user.type(within(undo).getByLabelText('Alasan'), 'Kapal sudah siap');
    await user.click(within(undo).getByRole('button', { name: 'Batalkan Pengecualian' }));
    expect(await screen.findByText('Pengecualian dibatalkan.')).toBeInTheDocument();
    const url = new URL(api.urls.find((u) => u.includes('/api/operator/exceptions/5'))!);
    expect(url.searchParams.get('reason')).toBe('Kapal sudah siap');
  });

  it('adds an extra departure on one date, and says in Indonesian when the server refuses', async () => {
    let refuse = true;
    const api = adminApi({
      'POST /api/operator/departures': () => (refuse ? fail(500, 'Internal server error.') : ok({ departure: {} })),
    });
    renderApp('/operator/jadwal');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tambah Keberangkatan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Keberangkatan' });
    await user.selectOptions(within(dialog).getByLabelText('Dari'), 'Tigaras');
    await user.selectOptions(within(dialog).getByLabelText('Ke'), 'Simanindo');
    fireEvent.change(within(dialog).getByLabelText('Tanggal'), { target: { value: '2026-12-26' } });
    fireEvent.change(within(dialog).getByLabelText('Jam'), { target: { value: '23:00' } });
    await user.selectOptions(within(dialog).getByLabelText('Kapal'), 'KMP Sumut II (140 m, 300 kursi)');
    await user.type(within(dialog).getByLabelText('Alasan'), 'Arus balik Natal');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Terjadi kesalahan. Coba lagi.');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Keberangkatan tambahan tersimpan.')).toBeInTheDocument();
    expect(api.to('POST', '/api/operator/departures').at(-1)?.body).toEqual({
      fromRoute: 2,
      toRoute: 1,
      date: '2026-12-26',
      time: '23:00:00',
      shipId: 2,
      reason: 'Arus balik Natal',
    });
  });
});
