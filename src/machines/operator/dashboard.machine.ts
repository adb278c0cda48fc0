// dashboard — the operator's Dasbor (issue #22): occupancy per departure for today and the next 7
// days, and paid sales per channel. Two regions run side by side:
//   data:  loading ──▶ ready ──REFRESH──▶ loading        (failed ─RETRY─▶ loading)
//   chart: loading ──▶ ready (the drawing function)     (unavailable: the table alone shows the figures)
// The chart library is loaded by the `loadChart` actor with a dynamic import(), so it is a chunk
// that only this page fetches. SELECT_DAY picks the day the chart and the table show.
import { assign, fromPromise, setup } from 'xstate';
import { getOperatorDashboard, type DashboardDto } from '../../api/operator-dashboard';
import { OPERATOR_MSG } from '../../lib/operator-timetable-messages';
import type { DrawOccupancy } from './dashboard-chart';

export type { DashboardDepartureDto, DashboardDto } from '../../api/operator-dashboard';
export type { DrawOccupancy, DrawnChart, OccupancyBar } from './dashboard-chart';

export type DashboardEvent = { type: 'RETRY' } | { type: 'REFRESH' } | { type: 'SELECT_DAY'; date: string };

export type DashboardContext = {
  dashboard: DashboardDto | null;
  /** The day shown (one of dashboard.days). */
  selectedDate: string | null;
  /** The loaded chart library's drawing function (boxed: XState reads a bare function as an assigner). */
  chart: { draw: DrawOccupancy } | null;
  error: string | null;
};

export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
  },
  actors: {
    load: fromPromise<DashboardDto>(() => getOperatorDashboard()),
    loadChart: fromPromise<DrawOccupancy>(async () => (await import('./dashboard-chart')).drawOccupancy),
  },
  guards: {
    isDay: ({ context, event }) =>
      event.type === 'SELECT_DAY' && !!context.dashboard?.days.some((d) => d.date === event.date),
  },
}).createMachine({
  id: 'dashboard',
  type: 'parallel',
  context: { dashboard: null, selectedDate: null, chart: null, error: null },
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'load',
            src: 'load',
            onDone: {
              target: 'ready',
              actions: assign({
                dashboard: ({ event }) => event.output,
                // Keep the day chosen before a refresh when it is still in the period.
                selectedDate: ({ context, event }) =>
                  event.output.days.some((d) => d.date === context.selectedDate)
                    ? context.selectedDate
                    : (event.output.days[0]?.date ?? null),
                error: null,
              }),
            },
            onError: { target: 'failed', actions: assign({ error: OPERATOR_MSG.loadDashboardFailed }) },
          },
        },
        ready: {
          on: {
            REFRESH: 'loading',
            SELECT_DAY: { guard: 'isDay', actions: assign({ selectedDate: ({ event }) => event.date }) },
          },
        },
        failed: { on: { RETRY: 'loading' } },
      },
    },
    chart: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadChart',
            src: 'loadChart',
            onDone: { target: 'ready', actions: assign({ chart: ({ event }) => ({ draw: event.output }) }) },
            onError: 'unavailable',
          },
        },
        ready: {},
        unavailable: {},
      },
    },
  },
});
