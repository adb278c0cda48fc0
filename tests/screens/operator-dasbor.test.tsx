// Dasbor (/operator, issue #22) by role and label, with the real dashboard machine against a fake
// API: sales per channel in rupiah, the occupancy of each departure of the chosen day as a chart
// and as a table with the same figures. The chart module (chart.js) is replaced by a recorder here:
// jsdom has no canvas; tests/machines/operator/dashboard.machine.test.ts loads the real one.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normaliseSpaces } from '../../kernel/money';
import { fakeApi, fail, jwt, ok, renderApp, storeSession, USER } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

const drawn = vi.hoisted(() => [] as { label: string; used: number; lane: number }[][]);
vi.mock('../../src/machines/operator/dashboard-chart', () => ({
  drawOccupancy: (_canvas: HTMLCanvasElement, bars: { label: string; used: number; lane: number }[]) => {
    drawn.push(bars);
    return { destroy: () => undefined };
  },
}));

patientQueries();
beforeAll(() => preloadScreens('/operator'));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  drawn.length = 0;
});

const dep = (id: number, time: string, from: string, to: string, used: number, status = 'open') => ({
  id,
  issuedTime: time,
  fromRoute: { id: from === 'Simanindo' ? 1 : 2, route: from },
  toRoute: { id: to === 'Simanindo' ? 1 : 2, route: to },
  status,
  laneMetres: 120,
  usedMetres: used,
  seats: 250,
  seatsUsed: 42,
});
const DASH = {
  from: '2026-11-26',
  to: '2026-12-03',
  days: [
    {
      date: '2026-11-26',
      departures: [dep(1, '07:00:00', 'Simanindo', 'Tigaras', 90), dep(2, '08:00:00', 'Tigaras', 'Simanindo', 30.5)],
    },
    { date: '2026-11-27', departures: [dep(3, '07:00:00', 'Simanindo', 'Tigaras', 12, 'cancelled')] },
    ...['28', '29', '30'].map((d) => ({ date: `2026-11-${d}`, departures: [] })),
    ...['01', '02', '03'].map((d) => ({ date: `2026-12-${d}`, departures: [] })),
  ],
  sales: [
    { channel: 'online', tickets: 12, revenue: 1_800_000 },
    { channel: 'loket', tickets: 5, revenue: 725_000 },
  ],
};

function admin(dashboard: () => ReturnType<typeof ok>) {
  storeSession({ ...USER, id: 2, name: 'Admin Danau Toba' }, jwt(3600, { role: 'admin' }));
  return fakeApi({ 'GET /api/operator/dashboard': dashboard });
}

describe('operator dasbor', () => {
  it('shows sales per channel and the occupancy of the chosen day as a chart and a table', async () => {
    const api = admin(() => ok(DASH));
    renderApp('/operator');
    const salesSection = await screen.findByRole('region', { name: 'Penjualan per kanal' });
    const online = within(salesSection).getByRole('row', { name: /Online/ });
    expect(normaliseSpaces(online.textContent ?? '')).toContain('12Rp 1.800.000');
    expect(normaliseSpaces(within(salesSection).getByRole('row', { name: /Total/ }).textContent ?? '')).toContain(
      '17Rp 2.525.000',
    );

    const table = screen.getByRole('table', { name: 'Keterisian per keberangkatan, Kamis, 26 November 2026' });
    const first = within(table).getByRole('row', { name: /07:00 WIB Simanindo → Tigaras/ });
    expect(first).toHaveTextContent('90');
    expect(first).toHaveTextContent('75%');
    expect(first).toHaveTextContent('42/250');
    expect(within(table).getByRole('row', { name: /08:00 WIB/ })).toHaveTextContent('30,5');
    expect(
      await screen.findByRole('img', { name: 'Keterisian lajur kendaraan, Kamis, 26 November 2026' }),
    ).toBeInTheDocument();
    expect(drawn.at(-1)).toEqual([
      { label: '07:00 Sim→Tig', used: 90, lane: 120 },
      { label: '08:00 Tig→Sim', used: 30.5, lane: 120 },
    ]);

    const user = userEvent.setup();
    const days = screen.getByRole('group', { name: 'Pilih tanggal' });
    expect(within(days).getAllByRole('button')).toHaveLength(8);
    await user.click(within(days).getByRole('button', { name: 'Jumat, 27 Nov 2026' }));
    expect(within(days).getByRole('button', { name: 'Jumat, 27 Nov 2026' })).toHaveAttribute('aria-pressed', 'true');
    const next = screen.getByRole('table', { name: 'Keterisian per keberangkatan, Jumat, 27 November 2026' });
    expect(within(next).getByRole('row', { name: /07:00 WIB/ })).toHaveTextContent('Dibatalkan');
    expect(drawn.at(-1)).toEqual([{ label: '07:00 Sim→Tig', used: 12, lane: 120 }]);
    await user.click(within(days).getByRole('button', { name: 'Sabtu, 28 Nov 2026' }));
    expect(screen.getByText('Tidak ada keberangkatan pada tanggal ini.')).toBeInTheDocument();
    // Muat ulang asks again and keeps the day chosen.
    await user.click(screen.getByRole('button', { name: 'Muat ulang' }));
    await vi.waitFor(() => expect(api.to('GET', '/api/operator/dashboard')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Sabtu, 28 Nov 2026', pressed: true })).toBeInTheDocument();
  });

  it('says the dashboard could not load, and loads it on Coba lagi', async () => {
    let broken = true;
    admin(() => (broken ? fail(500, 'Internal server error.') : ok(DASH)));
    renderApp('/operator');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dasbor tidak dapat dimuat.');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Penjualan per kanal' })).toBeInTheDocument();
  });
});
