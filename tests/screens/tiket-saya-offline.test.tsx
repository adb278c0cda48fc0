// Tiket Saya without signal (issue #38 item 7), through the whole app by role and label, at a
// laptop's width and at 390 px, each page checked with axe: with the list unreachable, every paid
// ticket this phone has kept (a kept tiket-saya page's entries and kept ticket details) is listed and
// links to its tiket-detail, the page says the list is the phone's copy, and the offline notice says
// exactly which tickets open; with nothing kept the failure and its retry stay; a corrupt kept copy
// is discarded, never a crash.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import axe from 'axe-core';
import { APP_MSG } from '../../src/lib/app-messages';
import { OFFLINE_TICKETS_CACHE } from '../../src/lib/offline-tickets';
import { fakeApi, jwt, renderApp, storeSession, USER } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';
import { fakeCaches, keptDetail, keptItem, seedKept, seedRaw } from '../lib/kept-tickets.fixtures';

patientQueries();
beforeAll(() => preloadScreens('/tiket-saya'));

const ORIGIN = window.location.origin;
/** A departure far ahead of any clock these tests run on (the copies live until it). */
const AHEAD = { issuedDate: '2098-01-15', issuedTime: '08:30:00' };
const AHEAD_MS = Date.UTC(2098, 0, 15, 1, 30);
const ahead = <T extends { schedule: object }>(t: T): T => ({ ...t, schedule: { ...t.schedule, ...AHEAD } });

const LAYOUTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
] as const;

function layout(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

async function expectAxeClean() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.passes.length).toBeGreaterThan(10);
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

let caches: ReturnType<typeof fakeCaches>;
beforeEach(() => {
  caches = fakeCaches();
  vi.stubGlobal('caches', caches);
  storeSession(USER, jwt());
  // No signal: the list's request never gets an answer.
  fakeApi({
    'GET /api/transaction/user/get-all': () => {
      throw new TypeError('Failed to fetch');
    },
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe.each(LAYOUTS)('Tiket Saya offline at $name', ({ width, height }) => {
  beforeEach(() => layout(width, height));

  it('lists every paid ticket this phone has kept, each linking to its ticket, and says what opens', async () => {
    await seedKept(
      caches,
      ORIGIN,
      '7',
      { items: [ahead(keptItem(1)), ahead(keptItem(2, { paid: false }))], details: [ahead(keptDetail(3))] },
      AHEAD_MS,
    );
    await seedKept(caches, ORIGIN, '8', { details: [ahead(keptDetail(4))] }, AHEAD_MS);
    goOffline();
    renderApp('/tiket-saya');

    const newest = await screen.findByRole('link', { name: /Lunas.*INV-20261122-000003/ });
    expect(newest).toHaveAttribute('href', '/tiket-detail/3');
    expect(screen.getByRole('link', { name: /Lunas.*INV-20261122-000001/ })).toHaveAttribute('href', '/tiket-detail/1');
    // The unpaid entry and another account's ticket are not this phone's paid tickets.
    expect(screen.queryByText('INV-20261122-000002')).toBeNull();
    expect(screen.queryByText('INV-20261122-000004')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(APP_MSG.keptTickets)).toBeInTheDocument();
    expect(screen.queryByText('Tiket gagal dimuat.')).toBeNull();
    // The offline notice says exactly which tickets open, and until when.
    const notice = screen.getByText('Anda sedang offline').closest('[role="status"]');
    expect(notice).toHaveTextContent(APP_MSG.offlineDetail);
    expect(APP_MSG.offlineDetail).toMatch(/lunas.*pernah tampil di ponsel ini.*sampai waktu keberangkatannya/);
    await expectAxeClean();
  });

  it('with nothing kept, says the list failed and offers the retry', async () => {
    goOffline();
    renderApp('/tiket-saya');
    expect(await screen.findByText('Tiket gagal dimuat.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(screen.queryByText(APP_MSG.keptTickets)).toBeNull();
    await expectAxeClean();
  });

  it('discards a corrupt kept copy and lists the rest', async () => {
    await seedKept(caches, ORIGIN, '7', { details: [ahead(keptDetail(3))] }, AHEAD_MS);
    const corrupt = await seedRaw(caches, ORIGIN, '7', 5, '{"status":200,"data":', AHEAD_MS);
    goOffline();
    renderApp('/tiket-saya');
    expect(await screen.findByRole('link', { name: /INV-20261122-000003/ })).toHaveAttribute('href', '/tiket-detail/3');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect([...caches.stores.get(OFFLINE_TICKETS_CACHE)!.keys()]).not.toContain(corrupt);
    await expectAxeClean();
  });
});
