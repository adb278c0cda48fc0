// vehicleLengths (Kapasitas, issue #22) — the lane-metres one vehicle of each Golongan takes,
// changed one class at a time with the reason.
//
//   loading ─done→ ready.browsing ─LENGTH.EDIT→ ready.editing ─LENGTH.SAVE (valid)→ ready.saving
//      └error→ failed ─RETRY→ loading          ready.editing ─LENGTH.CANCEL→ ready.browsing
//   ready.saving ─done→ ready.browsing ('Panjang golongan disimpan.') └error→ ready.editing
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  listFares,
  setVehicleLength,
  type VehicleClassDto,
  type VehicleLengthInputDto,
} from '../../api/operator-catalogue';
import { OPERATOR_MSG, operatorErrorMessage } from '../../lib/operator-messages';
import { loadStates, replaceById } from './list-editing';
import { lengthValid, toLengthInput, type LengthValues } from './forms';

export type VehicleClass = VehicleClassDto;

export type VehicleLengthsContext = {
  classes: VehicleClass[];
  editingId: number | null;
  error: string | null;
  notice: string | null;
};

export type VehicleLengthsEvent =
  | { type: 'RETRY' }
  | { type: 'LENGTH.EDIT'; id: number }
  | { type: 'LENGTH.CANCEL' }
  | { type: 'LENGTH.SAVE'; values: LengthValues };

type SaveInput = { id: number; body: VehicleLengthInputDto };

export const vehicleLengthsMachine = setup({
  types: { context: {} as VehicleLengthsContext, events: {} as VehicleLengthsEvent },
  actors: {
    load: fromPromise<VehicleClass[], void>(async () => (await listFares()).vehicleClasses),
    save: fromPromise<VehicleClass, SaveInput>(({ input }) => setVehicleLength(input.id, input.body)),
  },
  guards: {
    knownClass: ({ context, event }) => event.type === 'LENGTH.EDIT' && context.classes.some((c) => c.id === event.id),
    validForm: ({ event }) => event.type === 'LENGTH.SAVE' && lengthValid(event.values),
  },
}).createMachine({
  id: 'vehicleLengths',
  context: { classes: [], editingId: null, error: null, notice: null },
  initial: 'loading',
  states: {
    ...loadStates<VehicleLengthsContext, 'classes', VehicleLengthsEvent>('classes'),
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'LENGTH.EDIT': {
              guard: 'knownClass',
              target: 'editing',
              actions: assign({ editingId: ({ event }) => event.id, error: null, notice: null }),
            },
          },
        },
        editing: {
          on: {
            'LENGTH.CANCEL': { target: 'browsing', actions: assign({ editingId: null, error: null }) },
            'LENGTH.SAVE': { guard: 'validForm', target: 'saving' },
          },
        },
        saving: {
          entry: assign({ error: null }),
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context, event }) => {
              assertEvent(event, 'LENGTH.SAVE');
              return { id: context.editingId ?? 0, body: toLengthInput(event.values) };
            },
            onDone: {
              target: 'browsing',
              actions: assign({
                classes: ({ context, event }) => replaceById(context.classes, event.output),
                editingId: null,
                notice: OPERATOR_MSG.lengthSaved,
              }),
            },
            onError: {
              target: 'editing',
              actions: assign({ error: ({ event }) => operatorErrorMessage(event.error, 'length') }),
            },
          },
        },
      },
    },
  },
});
