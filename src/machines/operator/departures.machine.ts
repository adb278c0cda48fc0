// departures (Keberangkatan, issue #22) — every departure of a date with its space used, and the
// operator's actions on one: Tunda Penjualan, Buka Kembali, Batalkan Keberangkatan (each with its
// Alasan) and its walk-in quota (Kuota).
//
//   loading ─done→ ready.browsing ─after 60 s / REFRESH / DATE.SET→ loading (DATE.SET restarts a load)
//      └error→ failed ─RETRY / DATE.SET→ loading
//   ready.browsing ─ACTION.OPEN (allowed for its status)→ ready.acting.filling
//   filling ─STATUS.SUBMIT (valid; Batalkan)→ confirming ─CONFIRM→ submitting   (BACK → filling)
//           ─STATUS.SUBMIT / QUOTA.SUBMIT (valid)→ submitting
//   submitting ─done→ ready.browsing (the departure replaced, a notice) └error→ filling (the refusal)
//   ACTION.CLOSE from filling or confirming → ready.browsing (not while the call runs)
//   Issue #38 item 1: ready.browsing ─SELECT.TOGGLE / SELECT.REMAINING / SELECT.CLEAR→ (the selection)
//   ready.browsing ─FILTER.SET→ (the rows shown: a direction, a ship; the selection kept to them)
//   ready.browsing ─BULK.OPEN (something selected)→ ready.bulk (invokes ./departures-bulk.machine.ts)
//   ready.bulk ─done (changed)→ loading (the selection cleared)   ─done (nothing changed)→ browsing
//   Item 2: ready.browsing ─DELAY.OPEN (not cancelled, not sailed)→ ready.delaying (invokes
//   ./departure-delay.machine.ts) ─done→ browsing (the delayed departure replaced)
//
// `date` starts on today in Asia/Jakarta (from `now`); the list refreshes itself every minute
// while no dialog is open, so the space used follows the sales.
import { and, assign, fromPromise, setup } from 'xstate';
import { listOperatorDepartures, setDepartureQuota, setDepartureStatus } from '../../api/operator-departures';
import { OPERATOR_MSG, operatorErrorMessage } from '../../lib/operator-messages';
import { isValidDate, todayJakarta } from '../../../kernel/time';
import { NO_FILTER, nextSelection, withFilter, type SelectionEvent } from './departures-selection';
import { departuresBulkMachine } from './departures-bulk.machine';
import { departureDelayMachine } from './departure-delay.machine';
import { quotaValid, statusValid, toQuotaInput, toStatusInput } from './forms';
import {
  ACTIONS_FOR,
  DEPARTURES_REFRESH_MS,
  canDelay,
  TARGET_STATUS,
  type DepartureAction,
  type DeparturesContext,
  type DeparturesEvent,
  type DeparturesInput,
  type OperatorDeparture,
  type Request,
} from './departures-types';

export * from './departures-types';
const noticeOf = (kind: DepartureAction) => (kind === 'quota' ? OPERATOR_MSG.quotaSaved : OPERATOR_MSG.statusSaved);

const EMPTY = { error: null, notice: null, bulk: null, delaying: null };

/** Another date: its departures are loaded (a load under way starts again). */
const SET_DATE = { guard: 'validDate', target: '#departures.loading', reenter: true, actions: 'takeDate' } as const;

export const departuresMachine = setup({
  types: { input: {} as DeparturesInput, context: {} as DeparturesContext, events: {} as DeparturesEvent },
  actors: {
    load: fromPromise<OperatorDeparture[], { date: string }>(({ input }) => listOperatorDepartures(input.date)),
    bulk: departuresBulkMachine,
    delay: departureDelayMachine,
    act: fromPromise<OperatorDeparture, Request>(({ input }) =>
      input.kind === 'status' ? setDepartureStatus(input.id, input.body) : setDepartureQuota(input.id, input.body),
    ),
  },
  guards: {
    validDate: ({ event }) => event.type === 'DATE.SET' && isValidDate(event.date),
    allowed: ({ context, event }) => {
      if (event.type !== 'ACTION.OPEN') return false;
      const departure = context.departures.find((d) => d.id === event.id);
      return !!departure && ACTIONS_FOR[departure.status].includes(event.kind);
    },
    cancelling: ({ context }) => context.action?.kind === 'cancel',
    delayable: ({ context, event }) => {
      const d = event.type === 'DELAY.OPEN' ? context.departures.find((x) => x.id === event.id) : undefined;
      return !!d && canDelay(d, context.now());
    },
    validStatus: ({ context, event }) =>
      event.type === 'STATUS.SUBMIT' && context.action?.kind !== 'quota' && statusValid(event.values),
    validQuota: ({ context, event }) =>
      event.type === 'QUOTA.SUBMIT' && context.action?.kind === 'quota' && quotaValid(event.values),
  },
  actions: {
    // Another date's list replaces this one: nothing of the old date shows meanwhile.
    takeDate: assign({
      date: ({ context, event }) => (event.type === 'DATE.SET' ? event.date : context.date),
      departures: [],
      notice: null,
      selected: [],
      filter: NO_FILTER,
    }),
    select: assign({
      selected: ({ context, event }) =>
        event.type.startsWith('SELECT.') ? nextSelection(context, event as SelectionEvent) : context.selected,
    }),
    filter: assign(({ context, event }) => (event.type === 'FILTER.SET' ? withFilter(context, event.filter) : {})),
    takeStatus: assign({
      request: ({ context, event }) => {
        if (event.type !== 'STATUS.SUBMIT' || !context.action || context.action.kind === 'quota') return null;
        const body = toStatusInput(TARGET_STATUS[context.action.kind], event.values);
        return { id: context.action.id, kind: 'status' as const, body };
      },
    }),
    takeQuota: assign({
      request: ({ context, event }) =>
        event.type === 'QUOTA.SUBMIT' && context.action
          ? { id: context.action.id, kind: 'quota' as const, body: toQuotaInput(event.values) }
          : null,
    }),
    closeDialog: assign({ action: null, request: null, error: null }),
  },
  delays: { refresh: DEPARTURES_REFRESH_MS },
}).createMachine({
  id: 'departures',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    const date = input.date && isValidDate(input.date) ? input.date : todayJakarta(now());
    return { now, date, departures: [], action: null, request: null, ...EMPTY, selected: [], filter: NO_FILTER };
  },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      on: { 'DATE.SET': SET_DATE },
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ date: context.date }),
        onDone: {
          target: 'ready',
          actions: assign({
            departures: ({ event }) => event.output,
            selected: ({ context, event }) => context.selected.filter((id) => event.output.some((d) => d.id === id)),
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ departures: [], error: ({ event }) => operatorErrorMessage(event.error) }),
        },
      },
    },
    failed: { on: { RETRY: 'loading', 'DATE.SET': SET_DATE } },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          after: { refresh: '#departures.loading' },
          on: {
            REFRESH: '#departures.loading',
            'DATE.SET': SET_DATE,
            'ACTION.OPEN': {
              guard: 'allowed',
              target: 'acting',
              actions: assign({
                action: ({ event }) => ({ kind: event.kind, id: event.id }),
                error: null,
                notice: null,
              }),
            },
            'SELECT.TOGGLE': { actions: 'select' },
            'SELECT.REMAINING': { actions: 'select' },
            'SELECT.CLEAR': { actions: 'select' },
            'FILTER.SET': { actions: 'filter' },
            'DELAY.OPEN': {
              guard: 'delayable',
              target: 'delaying',
              actions: assign({ action: null, notice: null, delaying: ({ event }) => event.id }),
            },
            'BULK.OPEN': {
              guard: ({ context }) => context.selected.length > 0,
              target: 'bulk',
              actions: assign({ bulk: ({ event }) => event.kind, notice: null }),
            },
          },
        },
        bulk: {
          invoke: {
            id: 'bulk',
            src: 'bulk',
            input: ({ context }) => ({ ids: context.selected, kind: context.bulk ?? 'stop' }),
            onDone: [
              {
                guard: ({ event }) => event.output.changed,
                target: '#departures.loading',
                actions: assign({ bulk: null, selected: [] }),
              },
              { target: 'browsing', actions: assign({ bulk: null }) },
            ],
          },
        },
        delaying: {
          invoke: {
            id: 'delay',
            src: 'delay',
            input: ({ context }) => ({ departure: context.departures.find((d) => d.id === context.delaying)! }),
            onDone: {
              target: 'browsing',
              actions: assign({
                delaying: null,
                departures: ({ context, event }) =>
                  context.departures.map((d) => (d.id === event.output.departure?.id ? event.output.departure : d)),
              }),
            },
          },
        },
        acting: {
          initial: 'filling',
          states: {
            filling: {
              on: {
                'ACTION.CLOSE': { target: '#departures.ready.browsing', actions: 'closeDialog' },
                'STATUS.SUBMIT': [
                  { guard: and(['validStatus', 'cancelling']), target: 'confirming', actions: 'takeStatus' },
                  { guard: 'validStatus', target: 'submitting', actions: 'takeStatus' },
                ],
                'QUOTA.SUBMIT': { guard: 'validQuota', target: 'submitting', actions: 'takeQuota' },
              },
            },
            confirming: {
              on: {
                // Issue #37: a cancellation after loading began says so (the check-ins are voided).
                CONFIRM: {
                  target: 'submitting',
                  actions: assign({
                    request: ({ context, event }) =>
                      context.request?.kind === 'status'
                        ? {
                            ...context.request,
                            body: { ...context.request.body, ...(event.afterLoading ? { afterLoading: true } : {}) },
                          }
                        : context.request,
                  }),
                },
                BACK: 'filling',
                'ACTION.CLOSE': { target: '#departures.ready.browsing', actions: 'closeDialog' },
              },
            },
            submitting: {
              entry: assign({ error: null }),
              invoke: {
                id: 'act',
                src: 'act',
                input: ({ context }) => context.request as Request,
                onDone: {
                  target: '#departures.ready.browsing',
                  actions: [
                    assign({
                      departures: ({ context, event }) =>
                        context.departures.map((d) => (d.id === event.output.id ? event.output : d)),
                      notice: ({ context }) => (context.action ? noticeOf(context.action.kind) : null),
                    }),
                    'closeDialog',
                  ],
                },
                onError: {
                  target: 'filling',
                  actions: assign({ error: ({ event }) => operatorErrorMessage(event.error, 'departure') }),
                },
              },
            },
          },
        },
      },
    },
  },
});
