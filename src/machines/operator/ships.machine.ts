// ships (Kapal, issue #22) — the operator's ships, added and changed one at a time.
//
//   loading ─done→ ready.browsing ─SHIP.NEW / SHIP.EDIT→ ready.editing ─SHIP.SAVE (valid)→ ready.saving
//      └error→ failed ─RETRY→ loading        ready.editing ─SHIP.CANCEL→ ready.browsing
//   ready.saving ─done→ ready.browsing (the list updated, 'Kapal disimpan.')
//               └error→ ready.editing (the form as the operator left it, the server's refusal in Indonesian)
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { createShip, listShips, updateShip, type ShipDto, type ShipInputDto } from '../../api/operator-catalogue';
import { OPERATOR_MSG, operatorErrorMessage } from '../../lib/operator-messages';
import { loadStates, upsertById } from './list-editing';
import { shipValid, toShipInput, type ShipValues } from './forms';

export type Ship = ShipDto;

export type ShipsContext = {
  ships: Ship[];
  /** The ship in the form: its id, or null for a new one (only read in `editing` and `saving`). */
  editingId: number | null;
  error: string | null;
  notice: string | null;
};

export type ShipsEvent =
  | { type: 'RETRY' }
  | { type: 'SHIP.NEW' }
  | { type: 'SHIP.EDIT'; id: number }
  | { type: 'SHIP.CANCEL' }
  | { type: 'SHIP.SAVE'; values: ShipValues };

type SaveInput = { id: number | null; body: ShipInputDto };

export const shipsMachine = setup({
  types: { context: {} as ShipsContext, events: {} as ShipsEvent },
  actors: {
    load: fromPromise<Ship[], void>(() => listShips()),
    save: fromPromise<Ship, SaveInput>(({ input }) =>
      input.id === null ? createShip(input.body) : updateShip(input.id, input.body),
    ),
  },
  guards: {
    knownShip: ({ context, event }) => event.type === 'SHIP.EDIT' && context.ships.some((s) => s.id === event.id),
    validForm: ({ event }) => event.type === 'SHIP.SAVE' && shipValid(event.values),
  },
}).createMachine({
  id: 'ships',
  context: { ships: [], editingId: null, error: null, notice: null },
  initial: 'loading',
  states: {
    ...loadStates<ShipsContext, 'ships', ShipsEvent>('ships'),
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'SHIP.NEW': { target: 'editing', actions: assign({ editingId: null, error: null, notice: null }) },
            'SHIP.EDIT': {
              guard: 'knownShip',
              target: 'editing',
              actions: assign({ editingId: ({ event }) => event.id, error: null, notice: null }),
            },
          },
        },
        editing: {
          on: {
            'SHIP.CANCEL': { target: 'browsing', actions: assign({ error: null }) },
            'SHIP.SAVE': { guard: 'validForm', target: 'saving' },
          },
        },
        saving: {
          entry: assign({ error: null }),
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context, event }) => {
              assertEvent(event, 'SHIP.SAVE');
              return { id: context.editingId, body: toShipInput(event.values) };
            },
            onDone: {
              target: 'browsing',
              actions: assign({
                ships: ({ context, event }) => upsertById(context.ships, event.output),
                notice: OPERATOR_MSG.shipSaved,
              }),
            },
            onError: {
              target: 'editing',
              actions: assign({ error: ({ event }) => operatorErrorMessage(event.error, 'ship') }),
            },
          },
        },
      },
    },
  },
});
