import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Schedule } from '../../src/api/schedules';
import { createPagedListMachine, type Page, type PageRequest } from '../../src/machines/paged-list.machine';
import {
  dayPath,
  isBookableDay,
  parseScheduleQuery,
  remainingLabel,
  scheduleListMachine,
  schedulePagesMachine,
  visibleSchedules,
  type RawScheduleQuery,
  type ScheduleQuery,
} from '../../src/machines/schedule-list.machine';
import { createMemoryBackend, createStorage } from '../../src/lib/storage';
import { createApiClient, setApiClient } from '../../src/api/client';
import { navigationSpy } from './navigation';

// 2026-11-22 10:00 WIB (a Sunday).
const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const MINUTE = 60_000;

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

function start(
  query: RawScheduleQuery,
  stored?: { from: number; to: number; date: string; tanggal?: string },
  provided = machine,
) {
  const storage = createStorage(createMemoryBackend());
  if (stored) storage.set('navigationParams', stored);
  const clock = new SimulatedClock();
  clock.set(START);
  const actor = createActor(provided, {
    clock,
    input: { query, storage, now: () => clock.now() },
  }).start();
  return { actor, storage, clock };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('scheduleList machine', () => {
  it('takes from, to and date from the query and saves them as navigationParams', () => {
    const { actor, storage } = start(
      { from: '1', to: '2', date: '2026-11-23' },
      { from: 2, to: 1, date: '2026-11-25' },
    );
    expect(actor.getSnapshot().value).toEqual({ ready: { clock: 'ticking', alert: 'hidden', fare: 'unknown' } });
    expect(actor.getSnapshot().context.params).toEqual({ from: 1, to: 2, date: '2026-11-23' });
    expect(storage.get('navigationParams')).toEqual({ from: 1, to: 2, date: '2026-11-23' });
  });

  it('falls back to the stored navigationParams when the query is missing or unusable', () => {
    for (const query of [
      {},
      { from: '1', to: 'x', date: '2026-11-23' },
      { from: '1', to: '1', date: '2026-11-23' },
      { from: '1', to: '2', date: '23-11-2026' },
    ]) {
      const { actor } = start(query, { from: 2, to: 1, date: '2026-11-25' });
      expect(actor.getSnapshot().context.params, JSON.stringify(query)).toEqual({ from: 2, to: 1, date: '2026-11-25' });
    }
  });

  it('has nothing to show without a query or a stored search', () => {
    const { actor } = start({});
    expect(actor.getSnapshot().value).toBe('missing');
    expect(actor.getSnapshot().children.schedules).toBeUndefined();
  });

  it('starts an old stored search at today', () => {
    const { actor } = start({}, { from: 1, to: 2, date: '2026-11-01' });
    expect(actor.getSnapshot().context.params?.date).toBe('2026-11-22');
  });

  describe('the booking window (today … today + 7, Jakarta)', () => {
    it('starts a query or stored date after today + 7 at today + 7', () => {
      expect(start({ from: '1', to: '2', date: '2026-12-20' }).actor.getSnapshot().context.params?.date).toBe(
        '2026-11-29',
      );
      const { actor, storage } = start({}, { from: 1, to: 2, date: '2026-11-30' });
      expect(actor.getSnapshot().context.params?.date).toBe('2026-11-29');
      expect(storage.get('navigationParams')?.date).toBe('2026-11-29');
      expect(start({ from: '1', to: '2', date: '2026-11-29' }).actor.getSnapshot().context.params?.date).toBe(
        '2026-11-29',
      );
    });

    it('loads nothing for a tab after the window, and loads it once the clock brings it in', async () => {
      const requests: string[] = [];
      const list = createPagedListMachine<Schedule, ScheduleQuery>(async (request) => {
        requests.push(`${request.params.date}#${request.page}`);
        return { items: [schedule(1, request.params.date, '12:00:00')], hasMore: true };
      });
      const { actor, clock } = start(
        { from: '1', to: '2', date: '2026-11-29' },
        undefined,
        scheduleListMachine.provide({ actors: { pagedList: list } }),
      );
      await flush();
      const context = () => actor.getSnapshot().context;
      expect(isBookableDay(context(), '2026-11-29')).toBe(true);
      expect(isBookableDay(context(), '2026-11-30')).toBe(false);
      actor.send({ type: 'SELECT_DAY', date: '2026-11-30' });
      actor.send({ type: 'LOAD_MORE' });
      actor.send({ type: 'RETRY' });
      await flush();
      expect(context().selectedDate).toBe('2026-11-30');
      expect(requests).toEqual(['2026-11-29#0']);
      // Sunday 23:59:55 WIB → the tick after midnight: Monday 30 is today + 7 now.
      clock.increment(14 * 60 * MINUTE - 5_000 - 10_000);
      clock.increment(10_000);
      await flush();
      expect(requests).toEqual(['2026-11-29#0']);
      clock.increment(10_000);
      await flush();
      expect(isBookableDay(context(), '2026-11-30')).toBe(true);
      expect(requests).toEqual(['2026-11-29#0', '2026-11-30#0']);
      expect(actor.getSnapshot().children.schedules?.getSnapshot().context.params.date).toBe('2026-11-30');
    });
  });

  describe('the chosen day tab in the address (issue #21)', () => {
    it('opens on the tab named by tanggal, and loads that day', () => {
      const { actor, storage } = start({ from: '1', to: '2', date: '2026-11-23', tanggal: '2026-11-25' });
      expect(actor.getSnapshot().context.selectedDate).toBe('2026-11-25');
      expect(actor.getSnapshot().context.tabs[0]?.date).toBe('2026-11-23');
      expect(actor.getSnapshot().children.schedules?.getSnapshot().context.params.date).toBe('2026-11-25');
      expect(storage.get('navigationParams')).toEqual({ from: 1, to: 2, date: '2026-11-23', tanggal: '2026-11-25' });
    });

    it('ignores a tanggal that is not one of the tabs', () => {
      for (const tanggal of ['2026-11-22', '2026-12-01', 'kemarin', '']) {
        const { actor } = start({ from: '1', to: '2', date: '2026-11-23', tanggal });
        expect(actor.getSnapshot().context.selectedDate, tanggal).toBe('2026-11-23');
      }
    });

    it('writes the tab into the address on every change (showDay) and into navigationParams', () => {
      const { actor, storage } = start({ from: '1', to: '2', date: '2026-11-23' });
      actor.send({ type: 'SELECT_DAY', date: '2026-11-26' });
      expect(nav.take(actor)).toEqual([
        { name: 'showDay', params: { path: '/daftar-tiket?from=1&to=2&date=2026-11-23&tanggal=2026-11-26' } },
      ]);
      expect(storage.get('navigationParams')).toEqual({ from: 1, to: 2, date: '2026-11-23', tanggal: '2026-11-26' });
      actor.send({ type: 'SELECT_DAY', date: '2026-11-23' });
      expect(nav.take(actor)).toEqual([
        { name: 'showDay', params: { path: '/daftar-tiket?from=1&to=2&date=2026-11-23' } },
      ]);
      expect(storage.get('navigationParams')).toEqual({ from: 1, to: 2, date: '2026-11-23' });
    });

    it('comes back to the stored tab without a query (pesan-tiket’s back button)', () => {
      const { actor } = start({}, { from: 2, to: 1, date: '2026-11-23', tanggal: '2026-11-24' });
      expect(actor.getSnapshot().context.selectedDate).toBe('2026-11-24');
    });

    it('opens a shared tab that has left the booking window without loading it', () => {
      // Tabs 23 … 29; a link made on the 22nd naming the 29th is fine; the 30th is no tab.
      const { actor } = start({ from: '1', to: '2', date: '2026-11-28', tanggal: '2026-11-29' });
      expect(actor.getSnapshot().context.selectedDate).toBe('2026-11-29');
      expect(dayPath({ from: 1, to: 2, date: '2026-11-28' }, '2026-11-29')).toBe(
        '/daftar-tiket?from=1&to=2&date=2026-11-28&tanggal=2026-11-29',
      );
    });
  });

  describe("the fare, 'mulai Rp …' (issue #21)", () => {
    it('takes the cheapest price from the public schedule search (data.fareFrom), with no other call', async () => {
      const requests: string[] = [];
      let fareFrom: number | undefined = 95_000;
      const fakeFetch = async (input: RequestInfo | URL) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        requests.push(url.pathname);
        const data = { schedules: [schedule(1, '2026-11-23', '12:00:00')], has_more: true, fareFrom };
        return new Response(JSON.stringify({ status: 200, message: 'OK', data }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      };
      // No token: an anonymous visitor.
      setApiClient(createApiClient({ baseUrl: 'http://test', fetch: fakeFetch as typeof fetch, now: () => START }));
      try {
        const { actor } = start({ from: '1', to: '2', date: '2026-11-23' }, undefined, scheduleListMachine);
        await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { fare: 'known' } })).toBe(true));
        expect(actor.getSnapshot().context.fareFrom).toBe(95_000);
        expect(requests).toEqual(['/api/schedule/get-all/2026-11-23']);
        // Every page brings the current figure; an answer without one shows no fare.
        fareFrom = 90_000;
        actor.send({ type: 'LOAD_MORE' });
        await vi.waitFor(() => expect(actor.getSnapshot().context.fareFrom).toBe(90_000));
        fareFrom = undefined;
        actor.send({ type: 'SELECT_DAY', date: '2026-11-24' });
        await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { fare: 'none' } })).toBe(true));
        expect(actor.getSnapshot().context.fareFrom).toBeNull();
        expect(requests.every((path) => path.startsWith('/api/schedule/get-all/'))).toBe(true);
      } finally {
        setApiClient(undefined);
      }
    });

    it('shows no fare until a page has come', () => {
      const { actor } = start({ from: '1', to: '2', date: '2026-11-23' });
      expect(actor.getSnapshot().matches({ ready: { fare: 'unknown' } })).toBe(true);
      expect(actor.getSnapshot().context.fareFrom).toBeNull();
    });
  });

  it('shows seven day tabs from the chosen date, with weekday names and day numbers', () => {
    const { actor } = start({ from: '1', to: '2', date: '2026-11-28' });
    expect(actor.getSnapshot().context.tabs.map((t) => `${t.weekday} ${t.day}`)).toEqual([
      'Sabtu 28',
      'Minggu 29',
      'Senin 30',
      'Selasa 1',
      'Rabu 2',
      'Kamis 3',
      'Jumat 4',
    ]);
  });

  it('loads pages of 10 and resets the list to the chosen day when another tab is selected', async () => {
    const requests: PageRequest<ScheduleQuery>[] = [];
    const list = createPagedListMachine<Schedule, ScheduleQuery>(async (request) => {
      requests.push(request);
      return { items: [schedule(request.page + 1, request.params.date, '12:00:00')], hasMore: request.page === 0 };
    });
    const { actor } = start(
      { from: '1', to: '2', date: '2026-11-23' },
      undefined,
      scheduleListMachine.provide({ actors: { pagedList: list } }),
    );
    await flush();
    actor.send({ type: 'LOAD_MORE' });
    await flush();
    expect(actor.getSnapshot().children.schedules?.getSnapshot().context.items).toHaveLength(2);
    actor.send({ type: 'SELECT_DAY', date: '2026-11-23' }); // the current tab: nothing happens
    actor.send({ type: 'SELECT_DAY', date: '2026-12-30' }); // not a tab: nothing happens
    actor.send({ type: 'SELECT_DAY', date: '2026-11-25' });
    expect(actor.getSnapshot().children.schedules?.getSnapshot().context.items).toEqual([]);
    await flush();
    expect(requests).toEqual([
      { params: { from: 1, to: 2, date: '2026-11-23' }, page: 0, size: 10 },
      { params: { from: 1, to: 2, date: '2026-11-23' }, page: 1, size: 10 },
      { params: { from: 1, to: 2, date: '2026-11-25' }, page: 0, size: 10 },
    ]);
    expect(actor.getSnapshot().context.selectedDate).toBe('2026-11-25');
  });

  it("alerts 'Failed to get schedule' when a day's first page fails, and only logs a later page", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const list = createPagedListMachine<Schedule, ScheduleQuery>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      if (calls === 2) return { items: [schedule(1, '2026-11-23', '12:00:00')], hasMore: true };
      throw new Error('down again');
    });
    const { actor } = start(
      { from: '1', to: '2', date: '2026-11-23' },
      undefined,
      scheduleListMachine.provide({ actors: { pagedList: list } }),
    );
    await flush();
    expect(actor.getSnapshot().matches({ ready: { alert: 'shown' } })).toBe(true);
    actor.send({ type: 'ALERT_CLOSED' });
    actor.send({ type: 'RETRY' });
    await flush();
    actor.send({ type: 'LOAD_MORE' });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { alert: 'hidden' } })).toBe(true);
    expect(actor.getSnapshot().children.schedules?.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().children.schedules?.getSnapshot().context.items).toHaveLength(1);
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  it('recomputes every 10 seconds, hiding a departure once it is under 60 minutes away', () => {
    const { actor, clock } = start({ from: '1', to: '2', date: '2026-11-22' });
    // 11:00:05 WIB: 60 min 5 s away now.
    const list = [schedule(1, '2026-11-22', '11:00:05')];
    expect(visibleSchedules(list, actor.getSnapshot().context.nowMs)).toHaveLength(1);
    clock.increment(9_999);
    expect(actor.getSnapshot().context.nowMs).toBe(START);
    clock.increment(1);
    expect(actor.getSnapshot().context.nowMs).toBe(START + 10_000);
    expect(visibleSchedules(list, actor.getSnapshot().context.nowMs)).toHaveLength(0);
  });

  it('parses only whole positive ids and real dates from the query', () => {
    expect(parseScheduleQuery({ from: '01', to: '2', date: '2026-11-23' })).toEqual({
      from: 1,
      to: 2,
      date: '2026-11-23',
    });
    expect(parseScheduleQuery({ from: '1.5', to: '2', date: '2026-11-23' })).toBeNull();
    expect(parseScheduleQuery({ from: '0', to: '2', date: '2026-11-23' })).toBeNull();
    expect(parseScheduleQuery({ from: '1', to: '2', date: '2026-02-30' })).toBeNull();
    expect(parseScheduleQuery({ from: null, to: '2', date: '2026-11-23' })).toBeNull();
  });

  describe('the 60-minute rule and the remaining-time label', () => {
    it('hides a departure 59 minutes away and shows one 60 or 61 minutes away', () => {
      const at = (minutes: number) =>
        schedule(
          minutes,
          '2026-11-22',
          `${String(10 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`,
        );
      const list = [at(59), at(60), at(61)];
      expect(visibleSchedules(list, START).map((s) => s.id)).toEqual([60, 61]);
    });

    it('shows the remaining time only under 2 days, with the day and hour labels only when not 0', () => {
      expect(remainingLabel(schedule(1, '2026-11-24', '10:00:00'), START)).toBeNull(); // exactly 2 days
      expect(remainingLabel(schedule(1, '2026-11-24', '09:59:00'), START)).toBe('1 hari 23 jam 59 menit');
      expect(remainingLabel(schedule(1, '2026-11-23', '10:05:00'), START)).toBe('1 hari 5 menit');
      expect(remainingLabel(schedule(1, '2026-11-22', '12:05:00'), START)).toBe('2 jam 5 menit');
      expect(remainingLabel(schedule(1, '2026-11-22', '11:00:00'), START)).toBe('1 jam 0 menit');
      expect(remainingLabel(schedule(1, '2026-11-22', '10:59:00'), START)).toBe('59 menit');
    });
  });
  // The model-based test is in ./schedule-list-page.machine.test.ts (with the page's first page).
});
