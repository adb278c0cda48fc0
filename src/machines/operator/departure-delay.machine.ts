// departureDelay (Keberangkatan, issue #38 item 2: Undur Keberangkatan) — one departure leaves later,
// keeping its tickets: how many minutes, with the Alasan, Kecepatan angin and Keterangan of a
// closure. The server moves its time, tells every paid holder and, past DELAY_FREE_MINUTES, frees
// their choices; the result says the new time, how many were told and whether the choices are free.
//
//   filling ─SUBMIT (valid)→ submitting ─done→ result   └error→ filling (the refusal)
//   CLOSE from filling or result → closed (final; `departure` is the delayed one, or null)
//
// Invoked by the departures chart (./departures.machine.ts) with the departure.
import { assign, fromPromise, setup } from 'xstate';
import {
  delayDeparture,
  type DepartureDelayInputDto,
  type DepartureDelayResultDto,
  type OperatorDepartureDto,
} from '../../api/operator-departures';
import { operatorErrorMessage } from '../../lib/operator-messages';
import { delayValid, toDelayInput, type DelayValues } from './forms';

export type DepartureDelayInput = { departure: OperatorDepartureDto };

export type DepartureDelayContext = DepartureDelayInput & {
  request: DepartureDelayInputDto | null;
  result: DepartureDelayResultDto | null;
  /** Why the delay was refused (in filling). */
  error: string | null;
};

export type DepartureDelayEvent = { type: 'SUBMIT'; values: DelayValues } | { type: 'CLOSE' };

export const departureDelayMachine = setup({
  types: {
    input: {} as DepartureDelayInput,
    context: {} as DepartureDelayContext,
    events: {} as DepartureDelayEvent,
    output: {} as { departure: OperatorDepartureDto | null },
  },
  actors: {
    delay: fromPromise<DepartureDelayResultDto, { id: number; body: DepartureDelayInputDto }>(({ input }) =>
      delayDeparture(input.id, input.body),
    ),
  },
  guards: {
    valid: ({ event }) => event.type === 'SUBMIT' && delayValid(event.values),
  },
}).createMachine({
  id: 'departureDelay',
  context: ({ input }) => ({ departure: input.departure, request: null, result: null, error: null }),
  output: ({ context }) => ({ departure: context.result?.departure ?? null }),
  initial: 'filling',
  states: {
    filling: {
      on: {
        SUBMIT: {
          guard: 'valid',
          target: 'submitting',
          actions: assign({ request: ({ event }) => (event.type === 'SUBMIT' ? toDelayInput(event.values) : null) }),
        },
        CLOSE: 'closed',
      },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'delay',
        src: 'delay',
        input: ({ context }) => ({ id: context.departure.id, body: context.request as DepartureDelayInputDto }),
        onDone: { target: 'result', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'filling',
          actions: assign({ error: ({ event }) => operatorErrorMessage(event.error, 'departure') }),
        },
      },
    },
    result: { on: { CLOSE: 'closed' } },
    closed: { type: 'final' },
  },
});
