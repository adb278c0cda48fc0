// scheduleList started from the page's first page (issue #25: daftar-tiket's frame in the
// server's HTML), and the machine's model-based test (with that start among its worlds).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Schedule } from '../../src/api/schedules';
import { createPagedListMachine, type Page, type PageRequest } from '../../src/machines/paged-list.machine';
import {
  isBookableDay,
  scheduleListMachine,
  schedulePagesMachine,
  type RawScheduleQuery,
  type ScheduleFirstPage,
  type ScheduleQuery,
} from '../../src/machines/schedule-list.machine';
import { createMemoryBackend, createStorage } from '../../src/lib/storage';
import { after, assertFullCoverage, runModels } from './model';
import { navigationSpy } from './navigation';

// 2026-11-22 10:00 WIB (a Sunday).
const START = Date.UTC(2026, 10, 22, 3, 0, 0);

const schedule = (id: number, issuedDate: string, issuedTime: string, qty = 5): Schedule => ({
  id,
  issuedDate,
  issuedTime,
  fromRoute: { id: 1, route: 'Simanindo' },
  toRoute: { id: 2, route: 'Tigaras' },
  qty,
});

const stubList = schedulePagesMachine.provide({
  actors: { fetchPage: fromPromise<Page<Schedule>, PageRequest<ScheduleQuery>>(() => new Promise(() => undefined)) },
  actions: { logError: () => undefined },
});
const nav = navigationSpy(['showDay']);
const machine = scheduleListMachine.provide({
  actors: { pagedList: stubList },
  actions: nav.actions,
});

const pageOf = (date: string, fareFrom?: number): ScheduleFirstPage => ({
  from: 1,
  to: 2,
  date,
  page: {
    schedules: [schedule(1, date, '12:00:00'), schedule(2, date, '14:00:00')],
    has_more: true,
    ...(fareFrom === undefined ? {} : { fareFrom }),
  },
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The machine with a list that records its requests and answers one schedule per page. */
function startWith(query: RawScheduleQuery, firstPage: ScheduleFirstPage) {
  const requests: PageRequest<ScheduleQuery>[] = [];
  const list = createPagedListMachine<Schedule, ScheduleQuery>(
    async (request) => {
      requests.push(request);
      const items = [schedule(100 + request.page, request.params.date, '16:00:00')];
      return { items, hasMore: false, meta: { fareFrom: 80_000 } };
    },
    { itemKey: (s) => s.id },
  );
  const clock = new SimulatedClock();
  clock.set(START);
  const provided = scheduleListMachine.provide({ actors: { pagedList: list }, actions: nav.actions });
  const storage = createStorage(createMemoryBackend());
  const actor = createActor(provided, { clock, input: { query, storage, now: () => clock.now(), firstPage } });
  return { actor: actor.start(), requests };
}

describe("scheduleList machine: the page's first page (issue #25)", () => {
  it('starts the list from it, with its fare, without fetching page 0; later pages and tabs fetch', async () => {
    const { actor, requests } = startWith({ from: '1', to: '2', date: '2026-11-23' }, pageOf('2026-11-23', 95_000));
    const list = () => actor.getSnapshot().children.schedules?.getSnapshot();
    expect(list()?.value).toBe('loaded');
    expect(list()?.context.items.map((s) => s.id)).toEqual([1, 2]);
    expect(actor.getSnapshot().matches({ ready: { fare: 'known' } })).toBe(true);
    expect(actor.getSnapshot().context.fareFrom).toBe(95_000);
    await flush();
    expect(requests).toEqual([]);
    actor.send({ type: 'LOAD_MORE' });
    await flush();
    expect(list()?.context.items.map((s) => s.id)).toEqual([1, 2, 101]);
    actor.send({ type: 'SELECT_DAY', date: '2026-11-24' });
    await flush();
    expect(requests).toEqual([
      { params: { from: 1, to: 2, date: '2026-11-23' }, page: 1, size: 10 },
      { params: { from: 1, to: 2, date: '2026-11-24' }, page: 0, size: 10 },
    ]);
    expect(actor.getSnapshot().context.fareFrom).toBe(80_000);
  });

  it('takes the page of the selected tab (tanggal), and one of a date the window moved (clamped)', async () => {
    const tab = startWith({ from: '1', to: '2', date: '2026-11-23', tanggal: '2026-11-25' }, pageOf('2026-11-25'));
    expect(tab.actor.getSnapshot().children.schedules?.getSnapshot().value).toBe('loaded');
    // A past date starts at today: the page of today is the one.
    const past = startWith({ from: '1', to: '2', date: '2026-11-01' }, pageOf('2026-11-22'));
    expect(past.actor.getSnapshot().children.schedules?.getSnapshot().context.items).toHaveLength(2);
    // Without a fare, it shows none (as a page without one does).
    expect(past.actor.getSnapshot().context.fareFrom).toBeNull();
    await flush();
    expect([...tab.requests, ...past.requests]).toEqual([]);
  });

  it('ignores a page of another search or day, and fetches page 0 as before', async () => {
    for (const [query, page] of [
      [{ from: '1', to: '2', date: '2026-11-23' }, pageOf('2026-11-24', 95_000)],
      [{ from: '1', to: '2', date: '2026-11-23', tanggal: '2026-11-25' }, pageOf('2026-11-23', 95_000)],
      [{ from: '2', to: '1', date: '2026-11-23' }, pageOf('2026-11-23', 95_000)],
      [{ from: '1', to: '2', date: '2026-11-01' }, pageOf('2026-11-01', 95_000)],
    ] as const) {
      const { actor, requests } = startWith(query, page);
      expect(actor.getSnapshot().children.schedules?.getSnapshot().value, JSON.stringify(query)).toBe('loading');
      expect(actor.getSnapshot().matches({ ready: { fare: 'unknown' } })).toBe(true);
      await flush();
      expect(requests.map((r) => r.page)).toEqual([0]);
      expect(actor.getSnapshot().context.fareFrom).toBe(80_000);
    }
  });

  it('reaches every state and transition (model-based)', async () => {
    const events = [
      { type: 'SELECT_DAY', date: '2026-11-24' },
      { type: 'SELECT_DAY', date: '2026-11-23' },
      { type: 'SELECT_DAY', date: '2027-01-01' },
      { type: 'SELECT_DAY', date: '2026-11-30' },
      { type: 'SELECT_DAY', date: '2026-11-29' },
      { type: 'LOAD_MORE' },
      { type: 'RETRY' },
      { type: 'PAGED_LIST.FAILED', error: new Error('down'), page: 0 },
      { type: 'PAGED_LIST.FAILED', error: new Error('down'), page: 1 },
      { type: 'ALERT_CLOSED' },
      { type: 'PAGED_LIST.LOADED', page: 0, meta: { fareFrom: 95_000 } },
      { type: 'PAGED_LIST.LOADED', page: 1, meta: { fareFrom: null } },
      after('refresh', 'scheduleList.ready.clock.ticking'),
    ];
    const world = (
      name: string,
      query: RawScheduleQuery,
      stored?: { from: number; to: number; date: string },
      firstPage?: ScheduleFirstPage,
    ) => ({
      world: name,
      machine,
      startMs: START,
      inputFor: (clock: SimulatedClock) => {
        const storage = createStorage(createMemoryBackend());
        if (stored) storage.set('navigationParams', stored);
        return { query, storage, now: () => clock.now(), ...(firstPage ? { firstPage } : {}) };
      },
      events,
      serializeState: (s: { value: unknown; context: { selectedDate: string; nowMs: number; listDate: string } }) =>
        JSON.stringify([
          s.value,
          s.context.selectedDate,
          s.context.listDate,
          Math.min(s.context.nowMs - START, 10_000),
        ]),
      onStep: (snapshot: {
        context: { selectedDate: string; lastBookableDate: string };
        children: { schedules?: { getSnapshot(): { context: { params: ScheduleQuery } } } };
      }) => {
        // The list always shows the selected day when it is bookable.
        const list = snapshot.children.schedules;
        if (list && isBookableDay(snapshot.context, snapshot.context.selectedDate)) {
          expect(list.getSnapshot().context.params.date).toBe(snapshot.context.selectedDate);
        }
      },
    });
    const coverage = await runModels('scheduleList', [
      world('query', { from: '1', to: '2', date: '2026-11-23' }),
      world('stored search', {}, { from: 2, to: 1, date: '2026-11-23' }),
      world('no search', {}),
      world('query at the end of the window', { from: '1', to: '2', date: '2026-11-29' }),
      world('a shared tab', { from: '1', to: '2', date: '2026-11-23', tanggal: '2026-11-25' }),
      world(
        'the page holds the first page',
        { from: '1', to: '2', date: '2026-11-23' },
        undefined,
        pageOf('2026-11-23', 95_000),
      ),
    ]);
    assertFullCoverage(coverage);
  });
});
