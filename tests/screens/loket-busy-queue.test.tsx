// A booth for a busy queue (issue #38 item 6), through the DOM by role and label, at a laptop's width
// and at 390 px, each page checked with axe: the payment method and the driver's gender as large
// tiles (the whole label the target, on one line), the quick-cash buttons (Uang pas, 50.000,
// 100.000) that fill Uang Diterima, the Kembalian in large type or what is short ('Kurang Rp …'),
// Tiket Terjual naming its departure with its Kembalian, and at Tutup Shift the Selisih shown as
// the count is typed, highlighted and said in words when it is not zero, and then a required
// Catatan Selisih (the form does not close without it, issue #38). The booth's stylesheet is
// put in the document, so the tiles' rules are read as the page has them (jsdom lays nothing out).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { normaliseSpaces } from '../../kernel/money';
import { formatDateLong } from '../../kernel/time';
import { LOKET_MSG } from '../../src/lib/loket-messages';
import { fakeApi, jwt, ok, renderApp, storeSession, USER, type FakeRoutes } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';
import {
  CASH_TICKET,
  CLOSED_SHIFT,
  DEPARTURE,
  PASSENGER_TYPES,
  SHIFT,
  TODAY,
  VEHICLE_TYPES,
} from '../machines/loket/loket-fixtures';

patientQueries();

/** The booth's stylesheet as the page loads it (Vitest does not process CSS imports). */
const loketCss = readFileSync('src/screens/loket/loket.css', 'utf8');

beforeAll(() => preloadScreens('/loket', '/loket/shift'));

const KASIR = { ...USER, id: 3, name: 'Kasir Tigaras', phone_number: '081100000003' };
const LAYOUTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
] as const;

let style: HTMLStyleElement;
beforeEach(() => {
  storeSession(KASIR, jwt(3600, { role: 'kasir' }));
  style = document.createElement('style');
  style.textContent = loketCss;
  document.head.append(style);
});

afterEach(() => {
  cleanup();
  style.remove();
  localStorage.clear();
  vi.restoreAllMocks();
});

function layout(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

/** axe on the whole page; colour contrast needs a renderer (jsdom has none), the e2e look checks it. */
async function expectAxeClean() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.passes.length).toBeGreaterThan(10); // it did check the page
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const text = (element: Element) => normaliseSpaces(element.textContent ?? '');

const CATALOGUE: FakeRoutes = {
  'GET /api/loket/departures': () => ok({ departures: [DEPARTURE] }),
  'GET /api/vehicle/get-all': () => ok({ vehicles: VEHICLE_TYPES }),
  'GET /api/passenger/get-all': () => ok({ passengers: PASSENGER_TYPES }),
};

async function fillSale(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Jual Tiket', level: 2 });
  await user.selectOptions(screen.getByLabelText('Keberangkatan'), String(DEPARTURE.id));
  await user.selectOptions(screen.getByLabelText('Golongan Kendaraan'), '4');
  await user.type(screen.getByLabelText('Nomor Kendaraan'), 'bk 1234 abc');
  await user.type(screen.getByLabelText('Nama Pengemudi'), 'Budi Sitorus');
  await user.type(screen.getByLabelText('Nomor HP Pengemudi'), '081234567890');
  await user.type(screen.getByLabelText('Usia Pengemudi'), '40');
  await user.type(screen.getByLabelText('Domisili Pengemudi'), 'Parapat');
  // The tile's text is its target: a click on the words chooses.
  await user.click(screen.getByText('Laki - laki'));
  expect(screen.getByRole('radio', { name: 'Laki - laki' })).toBeChecked();
  await user.type(screen.getByLabelText('Jumlah Dewasa'), '2');
  await user.type(screen.getByLabelText('Jumlah Anak-anak'), '1');
}

describe.each(LAYOUTS)('the booth for a busy queue at $name', ({ width, height }) => {
  beforeEach(() => layout(width, height));

  it('Jual Tiket: large one-line choices, quick cash, the Kembalian or the shortfall; Tiket Terjual names its departure', async () => {
    const api = fakeApi({
      ...CATALOGUE,
      'GET /api/loket/shift': () => ok({ shift: SHIFT }),
      'POST /api/loket/sales': () => ok({ ticket: CASH_TICKET }),
    });
    renderApp('/loket');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Jual Tiket', level: 2 });

    // The choices are tiles: the label wraps the radio, stays on one line, at least 44 px high.
    for (const [group, option] of [
      ['Metode Pembayaran', 'Tunai'],
      ['Metode Pembayaran', 'QRIS'],
      ['Jenis Kelamin Pengemudi', 'Laki - laki'],
      ['Jenis Kelamin Pengemudi', 'Perempuan'],
    ] as const) {
      const radio = within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: option });
      const tile = radio.closest('label')!;
      expect(tile).toHaveTextContent(option);
      expect(getComputedStyle(tile).whiteSpace).toBe('nowrap');
      expect(getComputedStyle(tile).minHeight).toBe('var(--tap)');
    }
    // --tap (src/styles.css) is at least the 44 px a finger needs.
    const tap = /--tap:\s*(\d+)px/.exec(readFileSync('src/styles.css', 'utf8'));
    expect(Number(tap?.[1])).toBeGreaterThanOrEqual(44);
    expect(getComputedStyle(screen.getByRole('radiogroup', { name: 'Jenis Kelamin Pengemudi' })).gridColumn).toBe(
      '1 / -1',
    );

    // The quick-cash buttons: real buttons, named by their words; Uang pas waits for a total.
    const quick = screen.getByRole('group', { name: 'Isi Uang Diterima' });
    const buttons = within(quick).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Uang pas', '50.000', '100.000']);
    for (const b of buttons) expect(b).toHaveAttribute('type', 'button');
    expect(within(quick).getByRole('button', { name: 'Uang pas' })).toBeDisabled();
    expect(text(screen.getByTestId('loket-change'))).toBe('Kembalian: —');
    await expectAxeClean();

    await fillSale(user);
    await user.click(within(quick).getByRole('button', { name: '100.000' }));
    expect(screen.getByLabelText('Uang Diterima')).toHaveValue(100_000);
    expect(text(screen.getByTestId('loket-change'))).toBe('Kembalian: Kurang Rp 78.900');
    expect(screen.getByTestId('loket-change')).toHaveClass('is-short');
    await user.click(within(quick).getByRole('button', { name: '50.000' }));
    expect(text(screen.getByTestId('loket-change'))).toBe('Kembalian: Kurang Rp 128.900');
    await user.click(within(quick).getByRole('button', { name: 'Uang pas' }));
    expect(screen.getByLabelText('Uang Diterima')).toHaveValue(178_900);
    expect(text(screen.getByTestId('loket-change'))).toBe('Kembalian: Rp 0');
    expect(screen.getByTestId('loket-change')).not.toHaveClass('is-short');
    // A quick-cash button never submits the form.
    expect(api.to('POST', '/api/loket/sales')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Uang Diterima'));
    await user.type(screen.getByLabelText('Uang Diterima'), '200000');
    expect(text(screen.getByTestId('loket-change'))).toBe('Kembalian: Rp 21.100');
    await expectAxeClean();

    await user.click(screen.getByRole('button', { name: 'Jual Tiket' }));
    expect(await screen.findByRole('heading', { name: 'Tiket Terjual' })).toBeInTheDocument();
    expect(text(screen.getByTestId('loket-sold-departure'))).toBe(
      `Keberangkatan: 13:30 WIB · Tigaras → Simanindo · ${formatDateLong(TODAY)}`,
    );
    expect(text(screen.getByTestId('loket-sold-change'))).toBe('Kembalian: Rp 21.100');
    expect(screen.getByTestId('loket-sold-change')).toHaveClass('loket-change');
    expect(api.to('POST', '/api/loket/sales')[0]?.body).toMatchObject({
      payment: { method: 'tunai', amountReceived: 200_000 },
    });
    await expectAxeClean();
  });

  it('Tutup Shift: the Selisih as the count is typed, highlighted and in words when it is not zero', async () => {
    const api = fakeApi({
      'GET /api/loket/shift': () => ok({ shift: SHIFT }),
      'POST /api/loket/shifts/5/close': () =>
        ok({
          shift: { ...CLOSED_SHIFT, countedCash: 798_000, variance: -2_000, note: 'Kembalian tiket INV-7 kurang' },
        }),
    });
    renderApp('/loket/shift');
    const user = userEvent.setup();
    const counted = await screen.findByLabelText('Uang Dihitung');
    expect(screen.queryByTestId('loket-variance-preview')).toBeNull();
    await user.type(counted, '800000');
    expect(text(screen.getByTestId('loket-variance-preview'))).toBe('Selisih Rp 0');
    expect(screen.getByTestId('loket-variance-preview')).not.toHaveClass('is-short', 'is-over');
    await user.clear(counted);
    await user.type(counted, '805000');
    expect(text(screen.getByTestId('loket-variance-preview'))).toBe('Selisih +Rp 5.000 (uang lebih)');
    expect(screen.getByTestId('loket-variance-preview')).toHaveClass('loket-variance', 'is-over');
    await user.clear(counted);
    await user.type(counted, '798000');
    const preview = screen.getByTestId('loket-variance-preview');
    expect(text(preview)).toBe('Selisih -Rp 2.000 (uang kurang)');
    expect(preview).toHaveClass('is-short');
    expect(getComputedStyle(preview).borderLeftColor).toBe('var(--red)');
    await expectAxeClean();

    // Issue #38: with a Selisih the Catatan Selisih is required; without it the form stays and says so.
    const note = screen.getByLabelText('Catatan Selisih');
    expect(note).toHaveAttribute('aria-required', 'true');
    expect(note).toHaveAccessibleDescription(LOKET_MSG.varianceNoteHint);
    await user.click(screen.getByRole('button', { name: 'Tutup Shift' }));
    expect(note).toBeInvalid();
    expect(note).toHaveAccessibleDescription(expect.stringContaining('Selisih tidak nol: isi Catatan Selisih.'));
    expect(api.to('POST', '/api/loket/shifts/5/close')).toHaveLength(0);
    expect(screen.getByRole('form', { name: 'Tutup Shift' })).toBeInTheDocument();
    await expectAxeClean();

    await user.type(note, '  Kembalian tiket INV-7 kurang  ');
    expect(note).toBeValid();
    await user.click(screen.getByRole('button', { name: 'Tutup Shift' }));
    const closed = await screen.findByTestId('loket-variance');
    expect(text(closed)).toBe('Selisih -Rp 2.000 (uang kurang)');
    expect(closed).toHaveClass('is-short');
    await waitFor(() =>
      expect(api.to('POST', '/api/loket/shifts/5/close')[0]?.body).toEqual({
        countedCash: 798_000,
        note: 'Kembalian tiket INV-7 kurang',
      }),
    );
    // The closed shift shows the note beside its figures.
    const figures = screen.getByRole('region', { name: 'Shift Ditutup' });
    expect(within(figures).getByText('Catatan Selisih').nextElementSibling).toHaveTextContent(
      'Kembalian tiket INV-7 kurang',
    );
    await expectAxeClean();
  });

  it('Tutup Shift: a count with no Selisih closes without a note', async () => {
    const api = fakeApi({
      'GET /api/loket/shift': () => ok({ shift: SHIFT }),
      'POST /api/loket/shifts/5/close': () => ok({ shift: CLOSED_SHIFT }),
    });
    renderApp('/loket/shift');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Uang Dihitung'), '800000');
    expect(screen.getByLabelText('Catatan Selisih')).toHaveAttribute('aria-required', 'false');
    await user.click(screen.getByRole('button', { name: 'Tutup Shift' }));
    expect(text(await screen.findByTestId('loket-variance'))).toBe('Selisih Rp 0');
    expect(api.to('POST', '/api/loket/shifts/5/close')[0]?.body).toEqual({ countedCash: 800_000 });
    expect(screen.queryByText('Catatan Selisih')).toBeNull();
    await expectAxeClean();
  });
});
