// savedList — Akun's Kendaraan Saya and Penumpang Tersimpan (issue #40 item 2), one chart for both
// lists (`kind`): list, add, change and remove the account's own.
//
//   loading (loadSaved: the list, and today's Golongan for vehicles) ─done─→ ready.list
//      └─ fails ─→ failed ─RETRY─→ loading
//   ready: list ─ADD (room left)─→ form ─SAVE (valid)─→ saving ─done─→ list (notice 'Tersimpan.')
//               ─EDIT─→ form            └─CANCEL─→ list        └─fails─→ form (the server's words)
//          list ─DELETE─→ confirming ─DELETE.CONFIRM─→ deleting ─done / fails─→ list
//                         └─CANCEL─→ list
//
// The form's values live in the screen (useForm) and arrive with SAVE; the schemas are
// kernel/form-schemas.ts savedVehicleSchema and savedTravellerSchema. The limits are the server's
// (kernel/saved-profile.ts SAVED_LIMITS): Tambah is refused here once the list is full, and the
// server's 409 says so too.
import { assign, fromPromise, setup } from 'xstate';
import { getVehicleTypes, type VehicleType } from '../api/catalogue';
import {
  deleteSavedTraveller,
  deleteSavedVehicle,
  listSavedTravellers,
  listSavedVehicles,
  saveTraveller,
  saveVehicle,
  type SavedTraveller,
  type SavedTravellerInput,
  type SavedVehicle,
  type SavedVehicleInput,
} from '../api/profile';
import { SAVED_LIST_MSG, savedListFailure } from '../lib/saved-list-messages';
import { AGE_MAX } from '../../kernel/field-rules';
import { SAVED_LIMITS } from '../../kernel/saved-profile';
import { todayJakarta } from '../../kernel/time';
import { isValid, parse, savedTravellerSchema, savedVehicleSchema } from '../../kernel/form-schemas';

export type SavedKind = 'vehicles' | 'travellers';
export type { SavedTraveller, SavedVehicle };
export type SavedItem = SavedVehicle | SavedTraveller;
export type SavedForm = Record<string, string>;
type Body = SavedVehicleInput | SavedTravellerInput;

export type SavedListContext = {
  kind: SavedKind;
  /** Today's Jakarta date: a saved age is shown as it is today. */
  today: string;
  items: SavedItem[];
  /** Today's Golongan, for the vehicle form (empty for travellers). */
  vehicleTypes: VehicleType[];
  /** The item the form changes: its id, or null when adding. */
  editing: number | null;
  /** The item to remove, while confirming and removing. */
  removing: number | null;
  error: string | null;
  notice: string | null;
};

export type SavedListEvent =
  | { type: 'RETRY' }
  | { type: 'ADD' }
  | { type: 'EDIT'; id: number }
  | { type: 'SAVE'; values: SavedForm }
  | { type: 'CANCEL' }
  | { type: 'DELETE'; id: number }
  | { type: 'DELETE.CONFIRM' };

const validFor = (kind: SavedKind, values: SavedForm) =>
  kind === 'vehicles' ? isValid(savedVehicleSchema, values) : isValid(savedTravellerSchema, values);
export const limitOf = (kind: SavedKind) => SAVED_LIMITS[kind];

/** The form's values as the API takes them: an age (up to AGE_MAX) or a birth year. */
export function bodyOf(kind: SavedKind, values: SavedForm): Body {
  if (kind === 'vehicles') {
    const v = parse(savedVehicleSchema, values);
    return { plateNumber: v.plateNumber, vehicleTypeId: v.vehicleTypeId };
  }
  const t = parse(savedTravellerSchema, values);
  const when = t.ageOrYear <= AGE_MAX ? { age: t.ageOrYear } : { birthYear: t.ageOrYear };
  return { name: t.name, domicile: t.domicile, gender: t.gender, ...when };
}

export const loadSavedList = fromPromise<{ items: SavedItem[]; vehicleTypes: VehicleType[] }, { kind: SavedKind }>(
  async ({ input }) => {
    if (input.kind === 'travellers') return { items: await listSavedTravellers(), vehicleTypes: [] };
    const [items, vehicleTypes] = await Promise.all([listSavedVehicles(), getVehicleTypes()]);
    return { items, vehicleTypes };
  },
);

export const savedListMachine = setup({
  types: {
    input: {} as { kind: SavedKind; now?: () => number },
    context: {} as SavedListContext,
    events: {} as SavedListEvent,
  },
  actors: {
    loadSaved: loadSavedList,
    saveItem: fromPromise<SavedItem, { kind: SavedKind; id: number | null; body: Body }>(({ input }) =>
      input.kind === 'vehicles'
        ? saveVehicle(input.id, input.body as SavedVehicleInput)
        : saveTraveller(input.id, input.body as SavedTravellerInput),
    ),
    removeItem: fromPromise<void, { kind: SavedKind; id: number }>(({ input }) =>
      input.kind === 'vehicles' ? deleteSavedVehicle(input.id) : deleteSavedTraveller(input.id),
    ),
  },
  guards: {
    roomLeft: ({ context }) => context.items.length < limitOf(context.kind),
    exists: ({ context, event }) =>
      (event.type === 'EDIT' || event.type === 'DELETE') && context.items.some((i) => i.id === event.id),
    validForm: ({ context, event }) => event.type === 'SAVE' && validFor(context.kind, event.values),
  },
  actions: {
    loaded: assign((_, loaded: { items: SavedItem[]; vehicleTypes: VehicleType[] }) => loaded),
    startAdd: assign({ editing: null, error: null, notice: null }),
    startEdit: assign(({ event }) => ({ editing: event.type === 'EDIT' ? event.id : null, error: null, notice: null })),
    startDelete: assign(({ event }) => ({ removing: event.type === 'DELETE' ? event.id : null, notice: null })),
    savedItem: assign(({ context }, item: SavedItem) => ({
      items: context.items.some((i) => i.id === item.id)
        ? context.items.map((i) => (i.id === item.id ? item : i))
        : [...context.items, item],
      notice: SAVED_LIST_MSG.saved,
      error: null,
    })),
    removed: assign(({ context }) => ({
      items: context.items.filter((i) => i.id !== context.removing),
      removing: null,
      notice: SAVED_LIST_MSG.deleted,
      error: null,
    })),
    fail: assign((_, params: { error: unknown; fallback: string }) => ({
      error: savedListFailure(params.error, params.fallback),
    })),
  },
}).createMachine({
  id: 'savedList',
  context: ({ input }) => ({
    kind: input.kind,
    today: todayJakarta((input.now ?? Date.now)()),
    items: [],
    vehicleTypes: [],
    editing: null,
    removing: null,
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSaved',
        src: 'loadSaved',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'ready', actions: { type: 'loaded', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'list',
      states: {
        list: {
          on: {
            ADD: { guard: 'roomLeft', target: 'form', actions: 'startAdd' },
            EDIT: { guard: 'exists', target: 'form', actions: 'startEdit' },
            DELETE: { guard: 'exists', target: 'confirming', actions: 'startDelete' },
          },
        },
        form: {
          on: {
            SAVE: { guard: 'validForm', target: 'saving' },
            CANCEL: { target: 'list', actions: assign({ error: null }) },
          },
        },
        saving: {
          invoke: {
            id: 'saveItem',
            src: 'saveItem',
            input: ({ context, event }) => ({
              kind: context.kind,
              id: context.editing,
              body: bodyOf(context.kind, event.type === 'SAVE' ? event.values : {}),
            }),
            onDone: { target: 'list', actions: { type: 'savedItem', params: ({ event }) => event.output } },
            onError: {
              target: 'form',
              actions: {
                type: 'fail',
                params: ({ event }) => ({ error: event.error, fallback: SAVED_LIST_MSG.saveFailed }),
              },
            },
          },
        },
        confirming: {
          on: {
            'DELETE.CONFIRM': 'deleting',
            CANCEL: { target: 'list', actions: assign({ removing: null }) },
          },
        },
        deleting: {
          invoke: {
            id: 'removeItem',
            src: 'removeItem',
            input: ({ context }) => ({ kind: context.kind, id: context.removing ?? 0 }),
            onDone: { target: 'list', actions: 'removed' },
            onError: {
              target: 'list',
              actions: [
                assign({ removing: null }),
                {
                  type: 'fail',
                  params: ({ event }) => ({ error: event.error, fallback: SAVED_LIST_MSG.deleteFailed }),
                },
              ],
            },
          },
        },
      },
    },
  },
});
