// fares (Tarif, issue #22) — every fare per Golongan and per passenger type with its start date
// (Berlaku mulai) and legal basis, and the form that adds one; before it is saved the operator sees
// from when and for which departures it applies (issue #38 item 3).
//
//   loading ─done→ ready.idle ─FARE.SAVE (valid)→ ready.checking ─done→ ready.confirming
//      └error→ failed ─RETRY→ loading                   └error→ ready.idle (the refusal shown)
//   ready.confirming ─FARE.CONFIRM→ ready.saving ─done→ ready.idle ('Tarif disimpan. Berlaku untuk …')
//                    └FARE.BACK→ ready.idle                └error→ ready.idle (the refusal shown)
//
// `today` (Asia/Jakarta, from the clock at each load) tells the fare in force from the scheduled
// ones. A fare of the same type and start date replaces the one in the list (as the server does);
// `saved` counts the saves so the screen can empty its form after each.
import { assign, fromPromise, setup } from 'xstate';
import {
  createFare,
  listFares,
  previewFare,
  type FareBookDto,
  type FareDto,
  type FareImpactDto,
  type FareImpactInputDto,
  type FareInputDto,
} from '../../api/operator-catalogue';
import { operatorErrorMessage } from '../../lib/operator-messages';
import { fareSavedText } from '../../lib/operator-consequences';
import { todayJakarta } from '../../../kernel/time';
import { fareValid, toFareInput, type FareValues } from './forms';

export type Fare = FareDto;
export type FareBook = FareBookDto;
export type FareImpact = FareImpactDto;

export type FaresInput = { now?: () => number };

export type FaresContext = {
  book: FareBook | null;
  today: string;
  now: () => number;
  /** The fare being checked and saved (set by a valid FARE.SAVE). */
  pending: FareInputDto | null;
  /** From when and for which departures it applies (read in `confirming`). */
  impact: FareImpact | null;
  error: string | null;
  notice: string | null;
  saved: number;
};

export type FaresEvent =
  { type: 'RETRY' } | { type: 'FARE.SAVE'; values: FareValues } | { type: 'FARE.CONFIRM' } | { type: 'FARE.BACK' };

const sameSlot = (a: Fare, b: Fare) => a.kind === b.kind && a.typeId === b.typeId && a.validFrom === b.validFrom;

function withFare(book: FareBook | null, fare: Fare): FareBook | null {
  if (!book) return book;
  const fares = book.fares.some((f) => sameSlot(f, fare))
    ? book.fares.map((f) => (sameSlot(f, fare) ? fare : f))
    : [...book.fares, fare];
  return { ...book, fares };
}

export const faresMachine = setup({
  types: { input: {} as FaresInput, context: {} as FaresContext, events: {} as FaresEvent },
  actors: {
    load: fromPromise<FareBook, void>(() => listFares()),
    preview: fromPromise<FareImpact, FareImpactInputDto>(({ input }) => previewFare(input)),
    save: fromPromise<{ fare: Fare; impact: FareImpact }, FareInputDto>(({ input }) => createFare(input)),
  },
  guards: {
    validForm: ({ event }) => event.type === 'FARE.SAVE' && fareValid(event.values),
  },
  actions: {
    tick: assign({ today: ({ context }) => todayJakarta(context.now()) }),
  },
}).createMachine({
  id: 'fares',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    return {
      book: null,
      today: todayJakarta(now()),
      now,
      pending: null,
      impact: null,
      error: null,
      notice: null,
      saved: 0,
    };
  },
  initial: 'loading',
  states: {
    loading: {
      entry: [assign({ error: null }), 'tick'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ book: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => operatorErrorMessage(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'FARE.SAVE': {
              guard: 'validForm',
              target: 'checking',
              actions: assign({
                pending: ({ event }) => toFareInput(event.values),
                impact: null,
                error: null,
                notice: null,
              }),
            },
          },
        },
        checking: {
          invoke: {
            id: 'preview',
            src: 'preview',
            input: ({ context }) => {
              const { kind, typeId, validFrom } = context.pending!;
              return { kind, typeId, validFrom };
            },
            onDone: { target: 'confirming', actions: assign({ impact: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => operatorErrorMessage(event.error, 'fare') }),
            },
          },
        },
        confirming: {
          on: {
            'FARE.CONFIRM': 'saving',
            'FARE.BACK': { target: 'idle', actions: assign({ impact: null }) },
          },
        },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'idle',
              actions: assign({
                book: ({ context, event }) => withFare(context.book, event.output.fare),
                notice: ({ event }) => fareSavedText(event.output.impact),
                impact: null,
                saved: ({ context }) => context.saved + 1,
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({ impact: null, error: ({ event }) => operatorErrorMessage(event.error, 'fare') }),
            },
          },
        },
      },
    },
  },
});
