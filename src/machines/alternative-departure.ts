// The search both "offer another departure" charts share (closed-departure.machine.ts for a
// departure that cannot be booked, sold-out-offer.machine.ts after 'Tiket ini sudah habis'):
//
//   searching ─found─→ found
//       └─ none in the window, or the search fails ─→ none
//
// One setup and one `searching` state; each chart provides its finder (src/lib/next-departure.ts)
// through findAlternativeWith, and its own states after `found`.
import { assign, fromPromise, setup } from 'xstate';
import { getSchedules, type Schedule } from '../api/schedules';
import type { DepartureLike, findNextDeparture } from '../lib/next-departure';

export type AlternativeDepartureInput = { departure: DepartureLike; nowMs: number };

export type AlternativeDepartureContext = AlternativeDepartureInput & {
  /** The departure offered instead, once found. */
  alternative: Schedule | null;
};

export const alternativeDeparture = setup({
  types: {
    input: {} as AlternativeDepartureInput,
    context: {} as AlternativeDepartureContext,
    /** Only the sold-out offer is chosen from (its parent forwards this). */
    events: {} as { type: 'ALTERNATIVE.CHOOSE' },
    output: {} as Schedule,
  },
  actors: {
    /** The departure to offer (null: none with places left in the window); each chart provides it. */
    findAlternative: fromPromise<Schedule | null, AlternativeDepartureInput>(() =>
      Promise.reject(new Error('findAlternative is provided by the chart')),
    ),
  },
  guards: {
    found: (_, params: { output: Schedule | null }) => params.output !== null,
  },
  actions: {
    rememberAlternative: assign((_, params: { alternative: Schedule | null }) => ({ alternative: params.alternative })),
  },
});

/** A chart's `findAlternative`: its finder (findNextDeparture or findOpenDeparture) over the schedule search. */
export const findAlternativeWith = (find: typeof findNextDeparture<Schedule>) =>
  fromPromise<Schedule | null, AlternativeDepartureInput>(({ input }) =>
    find(input.departure, input.nowMs, getSchedules),
  );

export const initialContext = ({ input }: { input: AlternativeDepartureInput }): AlternativeDepartureContext => ({
  ...input,
  alternative: null,
});

/** Looks for the departure to offer: `found` (kept in context.alternative) or `none`. */
export const searching = alternativeDeparture.createStateConfig({
  invoke: {
    id: 'findAlternative',
    src: 'findAlternative',
    input: ({ context }) => ({ departure: context.departure, nowMs: context.nowMs }),
    onDone: [
      {
        guard: { type: 'found', params: ({ event }) => ({ output: event.output }) },
        target: 'found',
        actions: { type: 'rememberAlternative', params: ({ event }) => ({ alternative: event.output }) },
      },
      { target: 'none' },
    ],
    onError: {
      target: 'none',
      actions: ({ event }) => console.error('finding the next departure failed', event.error),
    },
  },
});
