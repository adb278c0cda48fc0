// scheduleList — daftar-tiket (spec §2 daftar-tiket, §4 schedule list rules, §9).
//
//   resolving ──[params from the query, else the stored navigationParams]──▶ ready
//       └──────[neither]──▶ missing (the screen points back to the search on beranda)
//
//   ready (parallel), with one pagedList child `schedules` (pages of 10) for the selected day:
//     clock:  ticking ──after 10 s──▶ ticking (nowMs moves: remaining times are recomputed and
//             departures now under 60 minutes away drop out)
//     alert:  hidden ──PAGED_LIST.FAILED (page 0)──▶ shown ──ALERT_CLOSED──▶ hidden
//   SELECT_DAY { date } (one of the 7 tabs, not the current one) resets the list to that date;
//   LOAD_MORE (the sentinel at the bottom) and RETRY are passed on to the list.
//
// The search that opened the list is saved as navigationParams, so pesan-tiket's back button (and
// any return without a query) shows it again. A date already in the past (an old stored search)
// starts the tabs at today instead. Errors: the first page of a day failing gets the spec's alert
// 'Failed to get schedule' (§8); a later page failing is only logged, the cards already shown stay
// and 'Muat lebih banyak' retries it.
import { assign, sendTo, setup } from 'xstate';
import { getSchedules, type Schedule } from '../api/schedules';
import { departureCountdown, formatRemaining, isHiddenDeparture, showsRemaining } from '../lib/countdown';
import { storage as defaultStorage, type NavigationParams, type TypedStorage } from '../lib/storage';
import { dayStrip, isValidDate, todayJakarta, type DayTab } from '../lib/time';
import { createPagedListMachine, type PagedListFailedEvent } from './paged-list.machine';

export const SCHEDULE_PAGE_SIZE = 10;
export const SCHEDULE_REFRESH_MS = 10_000;
export const DAY_TABS = 7;
export const SCHEDULE_LOAD_FAILED = 'Failed to get schedule';

export type ScheduleQuery = { from: number; to: number; date: string };

export const schedulePagesMachine = createPagedListMachine<Schedule, ScheduleQuery>(
  async ({ params, page, size }) => {
    const result = await getSchedules({ date: params.date, fromRoute: params.from, toRoute: params.to, page, size });
    return { items: result.schedules, hasMore: result.has_more };
  },
  { id: 'schedulePages', itemKey: (schedule) => schedule.id },
);

export type ScheduleListStorage = Pick<TypedStorage, 'get' | 'set'>;

/** The raw query string values (`URLSearchParams.get`), any of them possibly missing. */
export type RawScheduleQuery = { from?: string | null; to?: string | null; date?: string | null };

export type ScheduleListInput = {
  query: RawScheduleQuery;
  now?: () => number;
  storage?: ScheduleListStorage;
};

export type ScheduleListContext = {
  /** The search (from, to, first day of the tabs); null when there is none. */
  params: NavigationParams | null;
  tabs: DayTab[];
  selectedDate: string;
  now: () => number;
  /** The time the cards are rendered for; refreshed every 10 s. */
  nowMs: number;
  storage: ScheduleListStorage;
};

export type ScheduleListEvent =
  | { type: 'SELECT_DAY'; date: string }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  | { type: 'ALERT_CLOSED' }
  | PagedListFailedEvent;

const positiveId = (value: string | null | undefined): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** from, to and date of the query when all three are there and make sense; else null. */
export function parseScheduleQuery(query: RawScheduleQuery): NavigationParams | null {
  const from = positiveId(query.from);
  const to = positiveId(query.to);
  const date = query.date ?? '';
  if (from === null || to === null || from === to || !isValidDate(date)) return null;
  return { from, to, date };
}

function resolveParams(input: ScheduleListInput, storage: ScheduleListStorage, nowMs: number): NavigationParams | null {
  const params = parseScheduleQuery(input.query) ?? storage.get('navigationParams');
  if (!params) return null;
  const today = todayJakarta(nowMs);
  return params.date < today ? { ...params, date: today } : params;
}

/** The departures to show at `nowMs`: those under 60 minutes away are hidden (spec §4). */
export function visibleSchedules(schedules: Schedule[], nowMs: number): Schedule[] {
  return schedules.filter((s) => !isHiddenDeparture(s.issuedDate, s.issuedTime, nowMs));
}

/** '1 hari 2 jam 5 menit' when fewer than 2 days remain, else null (spec §2 daftar-tiket). */
export function remainingLabel(schedule: Pick<Schedule, 'issuedDate' | 'issuedTime'>, nowMs: number): string | null {
  const remaining = departureCountdown(schedule.issuedDate, schedule.issuedTime, nowMs);
  return showsRemaining(remaining) ? formatRemaining(remaining) : null;
}

export const scheduleListMachine = setup({
  types: {
    input: {} as ScheduleListInput,
    context: {} as ScheduleListContext,
    events: {} as ScheduleListEvent,
    children: {} as { schedules: 'pagedList' },
  },
  actors: {
    pagedList: schedulePagesMachine,
  },
  guards: {
    hasParams: ({ context }) => context.params !== null,
    otherTab: ({ context, event }) =>
      event.type === 'SELECT_DAY' && event.date !== context.selectedDate && context.tabs.some((tab) => tab.date === event.date),
    firstPage: ({ event }) => event.type === 'PAGED_LIST.FAILED' && event.page === 0,
  },
  actions: {
    saveNavigationParams: ({ context }) => {
      if (context.params) context.storage.set('navigationParams', context.params);
    },
    selectDay: assign(({ event }) => (event.type === 'SELECT_DAY' ? { selectedDate: event.date } : {})),
    resetList: sendTo('schedules', ({ context }) => ({
      type: 'RESET' as const,
      params: { from: context.params?.from ?? 0, to: context.params?.to ?? 0, date: context.selectedDate },
    })),
    loadMore: sendTo('schedules', { type: 'LOAD_MORE' as const }),
    refresh: sendTo('schedules', { type: 'REFRESH' as const }),
    tick: assign(({ context }) => ({ nowMs: context.now() })),
  },
  delays: {
    refresh: SCHEDULE_REFRESH_MS,
  },
}).createMachine({
  id: 'scheduleList',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    const storage = input.storage ?? defaultStorage;
    const nowMs = now();
    const params = resolveParams(input, storage, nowMs);
    return {
      params,
      tabs: params ? dayStrip(params.date, DAY_TABS) : [],
      selectedDate: params?.date ?? '',
      now,
      nowMs,
      storage,
    };
  },
  initial: 'resolving',
  states: {
    resolving: {
      always: [{ guard: 'hasParams', target: 'ready', actions: 'saveNavigationParams' }, { target: 'missing' }],
    },
    missing: {},
    ready: {
      type: 'parallel',
      invoke: {
        id: 'schedules',
        src: 'pagedList',
        input: ({ context }) => ({
          params: { from: context.params?.from ?? 0, to: context.params?.to ?? 0, date: context.selectedDate },
          pageSize: SCHEDULE_PAGE_SIZE,
        }),
      },
      on: {
        SELECT_DAY: { guard: 'otherTab', actions: ['selectDay', 'resetList'] },
        LOAD_MORE: { actions: 'loadMore' },
        RETRY: { actions: 'refresh' },
      },
      states: {
        clock: {
          initial: 'ticking',
          states: {
            ticking: { after: { refresh: { target: 'ticking', reenter: true, actions: 'tick' } } },
          },
        },
        alert: {
          initial: 'hidden',
          states: {
            hidden: { on: { 'PAGED_LIST.FAILED': { guard: 'firstPage', target: 'shown' } } },
            // 'Failed to get schedule'
            shown: { on: { ALERT_CLOSED: 'hidden' } },
          },
        },
      },
    },
  },
});
