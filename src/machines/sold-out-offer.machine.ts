// soldOutOffer — after 'Tiket ini sudah habis' on konfirmasi-pesanan (issue #11, beyond the spec;
// a child of the order machine, which forwards ALTERNATIVE.CHOOSE here).
//
//   searching ─found─→ found ─ALTERNATIVE.CHOOSE─→ chosen (output: the departure)
//       └─ none in the window, or the search fails ─→ none
//
// The next departure on the sold-out one's route with places left, within the booking window
// (src/lib/next-departure.ts). The order machine moves the draft to the chosen one.
import { assign, fromPromise, setup } from 'xstate';
import { getSchedules, type Schedule } from '../api/schedules';
import { findNextDeparture } from '../lib/next-departure';
import type { StoredSchedule } from '../lib/storage';

export type SoldOutOfferInput = { soldOut: StoredSchedule; nowMs: number };

export type SoldOutOfferContext = SoldOutOfferInput & {
  /** The next departure with places left, once found. */
  alternative: Schedule | null;
};

export type SoldOutOfferEvent = { type: 'ALTERNATIVE.CHOOSE' };

export const soldOutOfferMachine = setup({
  types: {
    input: {} as SoldOutOfferInput,
    context: {} as SoldOutOfferContext,
    events: {} as SoldOutOfferEvent,
    output: {} as Schedule,
  },
  actors: {
    /** The next departure on the sold-out one's route with places left (null: none in the window). */
    findAlternative: fromPromise<Schedule | null, SoldOutOfferInput>(({ input }) =>
      findNextDeparture(input.soldOut, input.nowMs, getSchedules),
    ),
  },
  guards: {
    found: (_, params: { output: Schedule | null }) => params.output !== null,
  },
  actions: {
    rememberAlternative: assign((_, params: { alternative: Schedule | null }) => ({ alternative: params.alternative })),
  },
}).createMachine({
  id: 'soldOutOffer',
  context: ({ input }) => ({ ...input, alternative: null }),
  initial: 'searching',
  states: {
    searching: {
      invoke: {
        id: 'findAlternative',
        src: 'findAlternative',
        input: ({ context }) => ({ soldOut: context.soldOut, nowMs: context.nowMs }),
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
    },
    found: {
      on: { 'ALTERNATIVE.CHOOSE': 'chosen' },
    },
    none: {},
    chosen: { type: 'final' },
  },
  output: ({ context }) => context.alternative as Schedule,
});
