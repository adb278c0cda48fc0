// scheduleList — daftar-tiket (spec §2 daftar-tiket, §4 schedule list rules, §9).
//
//   resolving ──[params from the query, else the stored navigationParams]──▶ ready
//       └──────[neither]──▶ missing (the screen points back to the search on beranda)
//
//   ready (parallel), with one pagedList child `schedules` (pages of 10) for the selected day:
//     clock:  ticking ──after 10 s──▶ ticking (nowMs moves: remaining times are recomputed and
//             departures now under 60 minutes away drop out)
//     alert:  hidden ──PAGED_LIST.FAILED (page 0)──▶ shown ──ALERT_CLOSED──▶ hidden
//     fare:   unknown ──PAGED_LIST.LOADED──▶ known (the answer's fareFrom) | none (it had none)
//   SELECT_DAY { date } (one of the 7 tabs, not the current one) resets the list to that date
//   and runs `showDay` (the address names the tab);
//   LOAD_MORE (the sentinel at the bottom) and RETRY are passed on to the list.
//   The page's first page (input.firstPage, issue #25: the server's HTML) starts the list loaded,
//   without fetching page 0, when it is the page the list starts on (same from, to and day); its
//   fare starts `fare` known.
//
// The booking window (spec §5 and §9: today … today + 7, Jakarta): the tabs still start at the
// chosen date and run 7 days (spec §2), so from a late date some tabs lie after the window. Such a
// tab loads nothing and the screen says why ('Pemesanan hanya dibuka sampai 7 hari ke depan.')
// instead of offering Pilih Tiket. The list is (re)loaded whenever the selected day is bookable
// and not the one it holds — on SELECT_DAY, and on the 10 s tick when midnight has moved the
// window onto the selected day. A query or stored date after the window starts the tabs at its
// last day (as a past one starts them at today), so neither the address bar nor navigationParams
// can open a list of unbookable departures.
//
// The chosen tab is in the address (issue #21): `tanggal` beside from, to and date, read on load
// (a date that is not one of the tabs is ignored) and written on every tab change through
// `showDay` (the screen supplies it: replace, so back leaves daftar-tiket rather than stepping
// through tabs); reload, back and a shared link keep it. The fare (issue #21, beyond the spec):
// every card says 'mulai Rp …', the cheapest vehicle class's price, which the public schedule
// search carries (`data.fareFrom`, for anonymous visitors too: GET /api/vehicle/get-all needs a
// token); every page loaded brings the current figure, an answer without it shows no fare.
//
// The search that opened the list is saved as navigationParams (with the chosen tab), so
// pesan-tiket's back button (and any return without a query) shows it again. A date already in
// the past (an old stored search) starts the tabs at today instead. Errors: the first page of a
// day failing gets the spec's alert 'Failed to get schedule' (§8); a later page failing is only
// logged, the cards already shown stay and 'Muat lebih banyak' retries it.
import { assign, enqueueActions, sendTo, setup } from 'xstate';
import { getSchedules, type Schedule, type SchedulePage } from '../api/schedules';
import { storage as defaultStorage, type TypedStorage } from '../lib/storage';
import { bookingWindow, type DayTab } from '../../kernel/time';
import {
  createPagedListMachine,
  type Page,
  type PagedListFailedEvent,
  type PagedListLoadedEvent,
} from './paged-list.machine';
import { dayPath, resolveStart, type RawScheduleQuery } from './schedule-list-data';

export {
  DAY_TABS,
  dayPath,
  NO_STORAGE,
  resolveStart,
  parseScheduleQuery,
  remainingLabel,
  visibleSchedules,
  type RawScheduleQuery,
} from './schedule-list-data';

// daftar-tiket's alert reads it here, beside the chart that shows it.
export { SCHEDULE_LOAD_FAILED } from '../lib/schedule-messages';

export const SCHEDULE_PAGE_SIZE = 10;
export const SCHEDULE_REFRESH_MS = 10_000;

export type ScheduleQuery = { from: number; to: number; date: string };

/** A search answer as a pagedList page (its fare as the page's meta). */
function toPage(result: SchedulePage): Page<Schedule> {
  return { items: result.schedules, hasMore: result.has_more, meta: { fareFrom: result.fareFrom ?? null } };
}

export const schedulePagesMachine = createPagedListMachine<Schedule, ScheduleQuery>(
  async ({ params, page, size }) =>
    toPage(await getSchedules({ date: params.date, fromRoute: params.from, toRoute: params.to, page, size })),
  { id: 'schedulePages', itemKey: (schedule) => schedule.id },
);

export type ScheduleListStorage = Pick<TypedStorage, 'get' | 'set'>;

export type ScheduleListInput = {
  query: RawScheduleQuery;
  now?: () => number;
  storage?: ScheduleListStorage;
  /**
   * A first page the page already holds (issue #25: the server's HTML, fresh by the search
   * cache's rules): used instead of fetching it when it is the page the list starts on (same
   * from, to and day), else ignored.
   */
  firstPage?: ScheduleFirstPage;
};

/** The first page of a day's search, as the server fetched it (src/hooks/first-paint-data.ts). */
export type ScheduleFirstPage = ScheduleQuery & { page: SchedulePage };

export type ScheduleListContext = {
  /** The search (from, to, first day of the tabs); null when there is none. */
  params: ScheduleQuery | null;
  tabs: DayTab[];
  selectedDate: string;
  now: () => number;
  /** The time the cards are rendered for; refreshed every 10 s. */
  nowMs: number;
  /** The last bookable date at `nowMs` (today + 7, Jakarta); later tabs offer no booking. */
  lastBookableDate: string;
  /** The date the schedules list holds (it is not reloaded for a tab after the window). */
  listDate: string;
  storage: ScheduleListStorage;
  /** The cheapest vehicle class's price ('mulai Rp …', from the search), null while unknown. */
  fareFrom: number | null;
  /** input.firstPage when it is the list's first page: the list starts from it. */
  firstPage: Page<Schedule> | null;
};

export type ScheduleListEvent =
  | { type: 'SELECT_DAY'; date: string }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  | { type: 'ALERT_CLOSED' }
  | PagedListFailedEvent
  | PagedListLoadedEvent;

/** Whether a tab's date can be booked at the context's time (not after today + 7, Jakarta). */
export function isBookableDay(context: Pick<ScheduleListContext, 'lastBookableDate'>, date: string): boolean {
  return date <= context.lastBookableDate;
}

export const scheduleListMachine = setup({
  types: {
    input: {} as ScheduleListInput,
    context: {} as ScheduleListContext,
    events: {} as ScheduleListEvent,
    children: {} as { schedules: 'pagedList' },
  },
  guards: {
    hasParams: ({ context }) => context.params !== null,
    otherTab: ({ context, event }) =>
      event.type === 'SELECT_DAY' &&
      event.date !== context.selectedDate &&
      context.tabs.some((tab) => tab.date === event.date),
    firstPage: ({ event }) => event.type === 'PAGED_LIST.FAILED' && event.page === 0,
    bookableSelected: ({ context }) => isBookableDay(context, context.selectedDate),
    fareKnown: ({ context }) => context.fareFrom !== null,
    hasFare: ({ event }) => event.type === 'PAGED_LIST.LOADED' && typeof event.meta.fareFrom === 'number',
  },
  actors: {
    pagedList: schedulePagesMachine,
  },
  actions: {
    saveNavigationParams: ({ context }) => {
      if (!context.params) return;
      const { from, to, date } = context.params;
      const day = context.selectedDate;
      context.storage.set('navigationParams', day === date ? { from, to, date } : { from, to, date, tanggal: day });
    },
    /** Navigation (the screen supplies it): the address now names the chosen tab. */
    showDay: (_, _params: { path: string }) => {},
    /** The search answer's fareFrom (null: it had none). */
    setFare: assign(({ event }) => ({
      fareFrom:
        event.type === 'PAGED_LIST.LOADED' && typeof event.meta.fareFrom === 'number' ? event.meta.fareFrom : null,
    })),
    selectDay: assign(({ event }) => (event.type === 'SELECT_DAY' ? { selectedDate: event.date } : {})),
    /** Loads the selected day into the list when it is bookable and not already there. */
    syncList: enqueueActions(({ context, enqueue }) => {
      if (!isBookableDay(context, context.selectedDate) || context.listDate === context.selectedDate) return;
      enqueue.sendTo('schedules', {
        type: 'RESET' as const,
        params: { from: context.params?.from ?? 0, to: context.params?.to ?? 0, date: context.selectedDate },
      });
      enqueue.assign({ listDate: context.selectedDate });
    }),
    loadMore: sendTo('schedules', { type: 'LOAD_MORE' as const }),
    refresh: sendTo('schedules', { type: 'REFRESH' as const }),
    tick: assign(({ context }) => {
      const nowMs = context.now();
      return { nowMs, lastBookableDate: bookingWindow(nowMs).max };
    }),
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
    const { params, tabs, selectedDate, listDate } = resolveStart(input, storage, nowMs);
    const given = input.firstPage;
    const firstPage =
      params && given && given.from === params.from && given.to === params.to && given.date === listDate
        ? toPage(given.page)
        : null;
    return {
      params: params && { from: params.from, to: params.to, date: params.date },
      tabs,
      selectedDate,
      now,
      nowMs,
      lastBookableDate: bookingWindow(nowMs).max,
      listDate,
      storage,
      fareFrom: firstPage ? (given?.page.fareFrom ?? null) : null,
      firstPage,
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
          params: { from: context.params?.from ?? 0, to: context.params?.to ?? 0, date: context.listDate },
          pageSize: SCHEDULE_PAGE_SIZE,
          ...(context.firstPage ? { firstPage: context.firstPage } : {}),
        }),
      },
      on: {
        SELECT_DAY: {
          guard: 'otherTab',
          actions: [
            'selectDay',
            'syncList',
            'saveNavigationParams',
            {
              type: 'showDay',
              params: ({ context, event }) => ({ path: context.params ? dayPath(context.params, event.date) : '' }),
            },
          ],
        },
        // A tab after the booking window shows no list: nothing to load there.
        LOAD_MORE: { guard: 'bookableSelected', actions: 'loadMore' },
        RETRY: { guard: 'bookableSelected', actions: 'refresh' },
      },
      states: {
        clock: {
          initial: 'ticking',
          states: {
            ticking: { after: { refresh: { target: 'ticking', reenter: true, actions: ['tick', 'syncList'] } } },
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
        fare: {
          initial: 'unknown',
          on: {
            'PAGED_LIST.LOADED': [
              { guard: 'hasFare', target: '.known', actions: 'setFare' },
              { target: '.none', actions: 'setFare' },
            ],
          },
          states: {
            // The page's first page (input.firstPage) brought it.
            unknown: { always: { guard: 'fareKnown', target: 'known' } },
            known: {},
            none: {},
          },
        },
      },
    },
  },
});
