// What the console's list charts share (issue #22: ships, vehicleLengths): `loading` invokes
// the chart's 'load' actor and puts its output into one context key (a failure → `failed` with the
// message in Indonesian; RETRY loads again), and a saved row takes the place of the one with its id.
import { assign, type DoneActorEvent, type ErrorActorEvent, type EventObject } from 'xstate';
import { operatorErrorMessage } from '../../lib/operator-messages';

/**
 * The `loading` and `failed` states of a chart whose 'load' actor returns what goes into
 * `context[key]`; `ready` is the state it goes to once loaded.
 */
export function loadStates<
  TContext extends { error: string | null },
  K extends keyof TContext & string,
  TEvent extends EventObject,
>(key: K) {
  return {
    loading: {
      entry: assign<TContext, TEvent, undefined, TEvent, never>({ error: null } as Partial<TContext>),
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'ready',
          actions: assign<TContext, DoneActorEvent<TContext[K]>, undefined, TEvent, never>(({ event }) => {
            const loaded: Partial<TContext> = {};
            loaded[key] = event.output;
            return loaded;
          }),
        },
        onError: {
          target: 'failed',
          actions: assign<TContext, ErrorActorEvent, undefined, TEvent, never>(
            ({ event }) => ({ error: operatorErrorMessage(event.error) }) as Partial<TContext>,
          ),
        },
      },
    },
    failed: { on: { RETRY: 'loading' } },
  } as const;
}

/** The list with `item` in place of the one with its id, or added at the end when it is new. */
export const upsertById = <T extends { id: number }>(list: T[], item: T): T[] =>
  list.some((x) => x.id === item.id) ? list.map((x) => (x.id === item.id ? item : x)) : [...list, item];

/** The list with `item` in place of the one with its id (unchanged when there is none). */
export const replaceById = <T extends { id: number }>(list: T[], item: T): T[] =>
  list.map((x) => (x.id === item.id ? item : x));
