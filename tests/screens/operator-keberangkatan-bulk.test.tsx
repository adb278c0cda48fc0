// Keberangkatan for a real day (issue #38 item 1), through the DOM by role and label with the real
// machines against a fake API, at a laptop's width and at 390 px, each page checked with axe: the
// table filtered by direction and ship; each row's Tindakan menu by keyboard; ticking rows or all
// that remain of the day; the bar's Tahan Keberangkatan with the impact shown before the
// confirmation, the refused ones and the result, then the list reloaded; a cancellation that voids
// check-ins asking for 'Pemuatan sudah dimulai'. The date is frozen at 08:00 WIB.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { normaliseSpaces } from '../../kernel/money';
import { fakeApi, jwt, ok, renderApp, storeSession, USER, type FakeRoutes } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

patientQueries();

const operatorCss = readFileSync('src/screens/operator/operator.css', 'utf8');
beforeAll(() => preloadScreens('/operator/keberangkatan'));

const ADMIN = { ...USER, id: 2, name: 'Admin Operator', phone_number: '081100000002' };
// 2026-11-22 08:00 WIB.
const NOW = Date.UTC(2026, 10, 22, 1, 0, 0);
const TODAY = '2026-11-22';
const LAYOUTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
] as const;

const SIMANINDO = { id: 1, route: 'Simanindo' };
const TIGARAS = { id: 2, route: 'Tigaras' };
const dep = (id: number, time: string, status: 'open' | 'stopped' | 'held' | 'cancelled', extra: object = {}) => ({
  id,
  issuedDate: TODAY,
  issuedTime: time,
  fromRoute: SIMANINDO,
  toRoute: TIGARAS,
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
const DAY = [
  dep(1, '06:00:00', 'open'),
  dep(2, '09:00:00', 'open'),
  dep(3, '10:00:00', 'stopped'),
  dep(4, '11:00:00', 'cancelled'),
  dep(5, '12:00:00', 'open', { fromRoute: TIGARAS, toRoute: SIMANINDO, ship: { id: 2, name: 'KMP Tao Toba' } }),
];
const IMPACT = {
  departures: 2,
  tickets: 14,
  people: 30,
  vehicles: 9,
  notices: 12,
  refundAtStake: 4_250_000,
  checkedIn: 0,
  unpaidHolds: 1,
};

function layout(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

/**
 * axe on the whole page; colour contrast needs a renderer (jsdom has none), the e2e look checks it.
 * With a modal dialog open the page behind it is hidden, so fewer rules apply.
 */
async function expectAxeClean(minPasses = 10) {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.passes.length).toBeGreaterThan(minPasses);
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const text = (element: Element) => normaliseSpaces(element.textContent ?? '');
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.getAttribute('aria-label'));

let style: HTMLStyleElement;
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  // Only the date is frozen (axe and the queries keep real timers).
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

function start(routes: FakeRoutes = {}) {
  const api = fakeApi({ 'GET /api/operator/departures': () => ok({ date: TODAY, departures: DAY }), ...routes });
  renderApp('/operator/keberangkatan');
  return api;
}

describe.each(LAYOUTS)('Keberangkatan for a real day at $name', ({ width, height }) => {
  beforeEach(() => layout(width, height));

  it('filters the table by direction and by ship', async () => {
    start();
    await screen.findByRole('row', { name: 'Simanindo → Tigaras 09:00 WIB' });
    expect(rowNames()).toHaveLength(5);
    await expectAxeClean();
    await user.selectOptions(screen.getByLabelText('Arah'), 'Tigaras → Simanindo');
    expect(rowNames()).toEqual(['Tigaras → Simanindo 12:00 WIB']);
    await user.selectOptions(screen.getByLabelText('Arah'), 'Semua arah');
    await user.selectOptions(screen.getByLabelText('Kapal'), 'KMP Sumut I');
    expect(rowNames()).toHaveLength(4);
    await user.selectOptions(screen.getByLabelText('Arah'), 'Tigaras → Simanindo');
    expect(screen.getByText('Tidak ada keberangkatan untuk arah dan kapal ini.')).toBeInTheDocument();
  });

  it("opens a row's Tindakan menu by keyboard, and closes it back to its button", async () => {
    start();
    const row = await screen.findByRole('row', { name: 'Simanindo → Tigaras 10:00 WIB' });
    const button = within(row).getByRole('button', { name: 'Tindakan' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(row).getByRole('menu', { name: 'Tindakan' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Undur Keberangkatan',
      'Buka Kembali',
      'Tahan Keberangkatan',
      'Batalkan Keberangkatan',
      'Ubah Kuota',
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[4]).toHaveFocus();
    await expectAxeClean();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{End}{Enter}');
    expect(screen.getByRole('dialog', { name: 'Kuota: Simanindo → Tigaras 10:00 WIB' })).toBeInTheDocument();
  });

  it('holds all that remain of the day: the impact first, then what was done, and the list reloads', async () => {
    const api = start({
      'POST /api/operator/departures/impact': () =>
        ok({ impact: IMPACT, refused: [{ id: 3, message: 'Penjualan keberangkatan ini sudah ditunda.' }] }),
      'POST /api/operator/departures/bulk-status': () =>
        ok({
          departures: [dep(2, '09:00:00', 'held'), dep(5, '12:00:00', 'held')],
          refused: [{ id: 3, message: 'Penjualan keberangkatan ini sudah ditunda.' }],
          impact: IMPACT,
          noticesQueued: 12,
        }),
    });
    const first = await screen.findByRole('row', { name: 'Simanindo → Tigaras 09:00 WIB' });
    await user.click(within(first).getByRole('checkbox', { name: 'Pilih 09:00 WIB Simanindo → Tigaras' }));
    expect(screen.getByRole('region', { name: 'Keberangkatan dipilih' })).toHaveTextContent('1 keberangkatan dipilih');
    await user.click(screen.getByRole('button', { name: 'Pilih semua sisa hari ini' }));
    // 06:00 has left, 11:00 is cancelled.
    const ticked = screen
      .getAllByRole('checkbox')
      .filter((c) => (c as HTMLInputElement).checked)
      .map((c) => c.getAttribute('aria-label'));
    expect(ticked).toEqual([
      'Pilih 09:00 WIB Simanindo → Tigaras',
      'Pilih 10:00 WIB Simanindo → Tigaras',
      'Pilih 12:00 WIB Tigaras → Simanindo',
    ]);
    const bar = screen.getByRole('region', { name: 'Keberangkatan dipilih' });
    expect(bar).toHaveTextContent('3 keberangkatan dipilih');
    await expectAxeClean();
    await user.click(within(bar).getByRole('button', { name: 'Tahan Keberangkatan' }));
    const dialog = screen.getByRole('dialog', { name: 'Tahan Keberangkatan: 3 keberangkatan' });
    const impact = await within(dialog).findByRole('list', { name: 'Dampak' });
    expect(api.to('POST', '/api/operator/departures/impact')[0]?.body).toEqual({ ids: [2, 3, 5], status: 'held' });
    expect(within(impact).getAllByRole('listitem').map(text)).toEqual([
      '2 keberangkatan, 14 tiket, 30 orang, 9 kendaraan',
      '12 pemberitahuan WhatsApp',
      'Rp 4.250.000 jika semua memilih refund',
    ]);
    expect(text(within(dialog).getByRole('list', { name: 'Tidak dapat diubah' }))).toBe(
      'Simanindo → Tigaras 10:00 WIB: Penjualan keberangkatan ini sudah ditunda.',
    );
    await user.selectOptions(within(dialog).getByLabelText('Alasan'), 'Cuaca / izin Syahbandar');
    await user.type(within(dialog).getByLabelText('Keterangan'), 'Syahbandar menahan izin');
    await user.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));
    expect(within(dialog).getByText('Kecepatan angin (knot) wajib diisi.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Kecepatan angin (knot)'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));
    expect(within(dialog).getByText('Yakin tahan keberangkatan untuk 2 keberangkatan?')).toBeInTheDocument();
    await expectAxeClean(2);
    expect(api.to('POST', '/api/operator/departures/bulk-status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Tahan Keberangkatan' }));
    expect(await within(dialog).findByText('2 keberangkatan ditahan')).toBeInTheDocument();
    expect(within(dialog).getByText('12 pemberitahuan dikirim ke antrean')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Tidak dapat diubah' })).toBeInTheDocument();
    expect(api.to('POST', '/api/operator/departures/bulk-status')[0]?.body).toEqual({
      ids: [2, 3, 5],
      status: 'held',
      reason: 'cuaca',
      note: 'Syahbandar menahan izin',
      windKnots: 25,
    });
    await expectAxeClean(2);
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByRole('row', { name: 'Simanindo → Tigaras 09:00 WIB' });
    expect(api.to('GET', '/api/operator/departures')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Keberangkatan dipilih' })).toBeNull();
    // Tomorrow: every departure still to sail, named for that day.
    fireEvent.change(screen.getByLabelText('Tanggal'), { target: { value: '2026-11-23' } });
    expect(await screen.findByRole('button', { name: 'Pilih semua sisa besok' })).toBeInTheDocument();
  });

  it('delays one departure by 40 minutes: the new time as it is typed, then what was done, and the row shows it (item 2)', async () => {
    const delayed = dep(2, '09:40:00', 'open', {
      delay: { fromDate: TODAY, fromTime: '09:00:00', minutes: 40, free: false, reason: 'Lainnya: Antrean panjang' },
    });
    const api = start({
      'POST /api/operator/departures/2/delay': () => ok({ departure: delayed, notices: 6 }),
    });
    // 06:00 has sailed and 11:00 is cancelled: neither offers it.
    for (const name of ['Simanindo → Tigaras 06:00 WIB', 'Simanindo → Tigaras 11:00 WIB']) {
      const row = await screen.findByRole('row', { name });
      const menu = within(row).queryByRole('button', { name: 'Tindakan' });
      if (menu) {
        await user.click(menu);
        expect(within(row).queryByRole('menuitem', { name: 'Undur Keberangkatan' })).toBeNull();
        await user.keyboard('{Escape}');
      }
    }
    const row = screen.getByRole('row', { name: 'Simanindo → Tigaras 09:00 WIB' });
    await user.click(within(row).getByRole('button', { name: 'Tindakan' }));
    await user.click(within(row).getByRole('menuitem', { name: 'Undur Keberangkatan' }));
    const dialog = screen.getByRole('dialog', { name: 'Undur Keberangkatan: Simanindo → Tigaras 09:00 WIB' });
    expect(within(dialog).getByText('Jam sekarang: 09:00 WIB')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Undur Keberangkatan' }));
    expect(within(dialog).getByText('Diundur (menit) wajib diisi.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Diundur (menit)'), '40');
    expect(within(dialog).getByText('Jam baru: 22 Nov 2026, 09:40 WIB')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Alasan'), 'Lainnya');
    await user.type(within(dialog).getByLabelText('Keterangan'), 'Antrean panjang');
    await expectAxeClean(2);
    await user.click(within(dialog).getByRole('button', { name: 'Undur Keberangkatan' }));
    expect(
      await within(dialog).findByText(
        'Keberangkatan diundur ke 09:40 WIB (semula 09:00 WIB, 40 menit). 6 pemberitahuan WhatsApp dikirim ke penumpang.',
      ),
    ).toBeInTheDocument();
    expect(api.to('POST', '/api/operator/departures/2/delay')[0]?.body).toEqual({
      minutes: 40,
      reason: 'lainnya',
      note: 'Antrean panjang',
    });
    await expectAxeClean(2);
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    const moved = screen.getByRole('row', { name: 'Simanindo → Tigaras 09:40 WIB' });
    expect(moved).toHaveTextContent('Diundur 40 menit (semula 09:00 WIB)');
  });

  it("a cancellation that voids check-ins asks for 'Pemuatan sudah dimulai'", async () => {
    const api = start({
      'POST /api/operator/departures/impact': () =>
        ok({ impact: { ...IMPACT, departures: 1, checkedIn: 3 }, refused: [] }),
      'POST /api/operator/departures/bulk-status': () =>
        ok({
          departures: [dep(2, '09:00:00', 'cancelled')],
          refused: [],
          impact: { ...IMPACT, departures: 1, checkedIn: 3 },
          noticesQueued: 5,
        }),
    });
    const first = await screen.findByRole('row', { name: 'Simanindo → Tigaras 09:00 WIB' });
    await user.click(within(first).getByRole('checkbox', { name: 'Pilih 09:00 WIB Simanindo → Tigaras' }));
    const bar = screen.getByRole('region', { name: 'Keberangkatan dipilih' });
    await user.click(within(bar).getByRole('button', { name: 'Batalkan Keberangkatan' }));
    const dialog = screen.getByRole('dialog', { name: 'Batalkan Keberangkatan: 1 keberangkatan' });
    const impact = await within(dialog).findByRole('list', { name: 'Dampak' });
    expect(impact).toHaveTextContent('3 check-in dibatalkan');
    expect(impact).toHaveTextContent('1 pesanan belum dibayar diakhiri');
    await user.selectOptions(within(dialog).getByLabelText('Alasan'), 'Kapal rusak');
    await user.type(within(dialog).getByLabelText('Keterangan'), 'Mesin rusak');
    await user.click(within(dialog).getByRole('button', { name: 'Lanjutkan' }));
    expect(within(dialog).getByText(/Pembatalan bersifat final/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Ya, Batalkan Keberangkatan' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /^Pemuatan sudah dimulai/ }));
    await expectAxeClean(2);
    await user.click(confirm);
    expect(await within(dialog).findByText('1 keberangkatan dibatalkan')).toBeInTheDocument();
    expect(api.to('POST', '/api/operator/departures/bulk-status')[0]?.body).toEqual({
      ids: [2],
      status: 'cancelled',
      reason: 'kapal_rusak',
      note: 'Mesin rusak',
      afterLoading: true,
    });
  });
});
