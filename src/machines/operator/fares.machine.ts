// fares (Tarif, issue #22) — every fare per Golongan and per passenger type with its start date
// (Berlaku mulai) and legal basis, and the form that adds one.
//
//   loading ─done→ ready.idle ─FARE.SAVE (valid)→ ready.saving ─done→ ready.idle ('Tarif disimpan.')
//      └error→ failed ─RETRY→ loading                        └error→ ready.idle (the refusal shown)
//
// `today` (Asia/Jakarta, from the clock at each load) tells the fare in force from the scheduled
// ones. A fare of the same type and start date replaces the one in the list (as the server does);
// `saved` counts the saves so the screen can empty its form after each.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { createFare, listFares, type FareBookDto, type FareDto, type FareInputDto } from '../../api/operator-catalogue';
import { OPERATOR_MSG, operatorErrorMessage } from '../../lib/operator-messages';
import { todayJakarta } from '../../../kernel/time';
import { fareValid, toFareInput, type FareValues } from './forms';

export type Fare = FareDto;
export type FareBook = FareBookDto;

export type FaresInput = { now?: () => number };

export type FaresContext = {
  book: FareBook | null;
  today: string;
  now: () => number;
  error: string | null;
  notice: string | null;
  saved: number;
};

export type FaresEvent = { type: 'RETRY' } | { type: 'FARE.SAVE'; values: FareValues };

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
    save: fromPromise<Fare, FareInputDto>(({ input }) => createFare(input)),
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
    return { book: null, today: todayJakarta(now()), now, error: null, notice: null, saved: 0 };
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
          on: { 'FARE.SAVE': { guard: 'validForm', target: 'saving' } },
        },
        saving: {
          entry: assign({ error: null, notice: null }),
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ event }) => {
              assertEvent(event, 'FARE.SAVE');
              return toFareInput(event.values);
            },
            onDone: {
              target: 'idle',
              actions: assign({
                book: ({ context, event }) => withFare(context.book, event.output),
                notice: OPERATOR_MSG.fareSaved,
                saved: ({ context }) => context.saved + 1,
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => operatorErrorMessage(event.error, 'fare') }),
            },
          },
        },
      },
    },
  },
});
