// ships (Kapal, issue #22) — the operator's ships, added and changed one at a time; a change of an
// existing ship says what it does to its future departures before it is saved (issue #38 item 3).
//
//   loading ─done→ ready.browsing ─SHIP.NEW / SHIP.EDIT→ ready.editing ─SHIP.CANCEL→ ready.browsing
//      └error→ failed ─RETRY→ loading
//   ready.editing ─SHIP.SAVE (valid, new ship)→ ready.saving
//                 ─SHIP.SAVE (valid, a listed ship)→ ready.checking (the impact asked)
//   ready.checking ─done, nothing resized and nothing overflows→ ready.saving
//                  ─done→ ready.confirming ('Mengubah N keberangkatan mendatang', or those that overflow)
//                  └error→ ready.editing (the refusal in Indonesian)
//   ready.confirming ─SHIP.CONFIRM (none overflows)→ ready.saving;  ─SHIP.BACK→ ready.editing
//   ready.saving ─done→ ready.browsing (the list updated, 'Kapal disimpan. N keberangkatan …')
//               └error→ ready.editing (the form as the operator left it, the server's refusal in Indonesian)
import { and, assign, fromPromise, setup } from 'xstate';
import {
  createShip,
  listShips,
  previewShipChange,
  updateShip,
  type ShipDto,
  type ShipImpactDto,
  type ShipImpactInputDto,
  type ShipInputDto,
} from '../../api/operator-catalogue';
import { operatorErrorMessage } from '../../lib/operator-messages';
import { shipSavedText } from '../../lib/operator-consequences';
import { loadStates, upsertById } from './list-editing';
import { shipValid, toShipInput, type ShipValues } from './forms';

export type Ship = ShipDto;
export type ShipImpact = ShipImpactDto;

export type ShipsContext = {
  ships: Ship[];
  /** The ship in the form: its id, or null for a new one (only read in `editing` and `saving`). */
  editingId: number | null;
  /** The values being checked and saved (set by a valid SHIP.SAVE). */
  pending: ShipValues | null;
  /** What the change does to the ship's future departures (read in `confirming`). */
  impact: ShipImpact | null;
  error: string | null;
  notice: string | null;
};

export type ShipsEvent =
  | { type: 'RETRY' }
  | { type: 'SHIP.NEW' }
  | { type: 'SHIP.EDIT'; id: number }
  | { type: 'SHIP.CANCEL' }
  | { type: 'SHIP.SAVE'; values: ShipValues }
  | { type: 'SHIP.CONFIRM' }
  | { type: 'SHIP.BACK' };

type SaveInput = { id: number | null; body: ShipInputDto };
type Saved = { ship: Ship; resized: number | null };

const failedWith = assign<ShipsContext, { type: string; error?: unknown }, undefined, ShipsEvent, never>({
  error: ({ event }) => operatorErrorMessage(event.error, 'ship'),
});

export const shipsMachine = setup({
  types: { context: {} as ShipsContext, events: {} as ShipsEvent },
  actors: {
    load: fromPromise<Ship[], void>(() => listShips()),
    preview: fromPromise<ShipImpact, { id: number; body: ShipImpactInputDto }>(({ input }) =>
      previewShipChange(input.id, input.body),
    ),
    save: fromPromise<Saved, SaveInput>(async ({ input }) =>
      input.id === null ? { ship: await createShip(input.body), resized: null } : updateShip(input.id, input.body),
    ),
  },
  guards: {
    knownShip: ({ context, event }) => event.type === 'SHIP.EDIT' && context.ships.some((s) => s.id === event.id),
    validForm: ({ event }) => event.type === 'SHIP.SAVE' && shipValid(event.values),
    newShip: ({ context }) => context.editingId === null,
    nothingToConfirm: ({ event }) => {
      const impact = (event as { output?: ShipImpact }).output;
      return !!impact && impact.departures === 0 && impact.overflowing.length === 0;
    },
    fits: ({ context }) => (context.impact?.overflowing.length ?? 1) === 0,
  },
  actions: {
    takeValues: assign({
      pending: ({ event }) => (event.type === 'SHIP.SAVE' ? event.values : null),
      impact: null,
      error: null,
    }),
  },
}).createMachine({
  id: 'ships',
  context: { ships: [], editingId: null, pending: null, impact: null, error: null, notice: null },
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
            'SHIP.SAVE': [
              { guard: and(['validForm', 'newShip']), target: 'saving', actions: 'takeValues' },
              { guard: 'validForm', target: 'checking', actions: 'takeValues' },
            ],
          },
        },
        checking: {
          invoke: {
            id: 'preview',
            src: 'preview',
            input: ({ context }) => {
              const body = toShipInput(context.pending!);
              return { id: context.editingId!, body: { seats: body.seats, laneMetres: body.laneMetres } };
            },
            onDone: [
              { guard: 'nothingToConfirm', target: 'saving' },
              { target: 'confirming', actions: assign({ impact: ({ event }) => event.output }) },
            ],
            onError: { target: 'editing', actions: failedWith },
          },
        },
        confirming: {
          on: {
            'SHIP.CONFIRM': { guard: 'fits', target: 'saving' },
            'SHIP.BACK': { target: 'editing', actions: assign({ impact: null }) },
          },
        },
        saving: {
          entry: assign({ error: null }),
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({ id: context.editingId, body: toShipInput(context.pending!) }),
            onDone: {
              target: 'browsing',
              actions: assign({
                ships: ({ context, event }) => upsertById(context.ships, event.output.ship),
                notice: ({ event }) => shipSavedText(event.output.resized),
                impact: null,
              }),
            },
            onError: { target: 'editing', actions: [failedWith, assign({ impact: null })] },
          },
        },
      },
    },
  },
});
