// savedPicks — Kendaraan Saya and Penumpang Tersimpan on pesan-tiket (issue #40 item 2), beside the
// booking machine (the screen runs both; a tap sends the pick to the booking actor).
//
//   loading (loadSaved: both lists) ─done─→ ready
//      └─ fails ─→ unavailable (nothing to pick: the form as without saved ones)
//   in every state: SAVE.TOGGLE, SAVE.GENDER, PICK.TRAVELLER — kept in storage (`simpanProfil`)
//
// The box 'Simpan kendaraan dan penumpang untuk pesanan berikutnya' starts unticked; its state and
// the genders chosen for the named passengers (by name) are part of the order in progress, so a
// reload or the way back from konfirmasi-pesanan keeps them, and a new departure's draft clears
// them (booking-draft.ts startStoredDraft). What is picked and what is saved: src/machines/saved-picks.ts.
import { assign, fromPromise, setup } from 'xstate';
import { listSavedTravellers, listSavedVehicles, type SavedTraveller, type SavedVehicle } from '../api/profile';
import { storage as defaultStorage, type TypedStorage } from '../lib/storage';
import { nameKey } from './saved-picks';

export type SavedLists = { vehicles: SavedVehicle[]; travellers: SavedTraveller[] };
export type SavedPicksStorage = Pick<TypedStorage, 'get' | 'set'>;

export type SavedPicksInput = { storage?: SavedPicksStorage };

export type SavedPicksContext = SavedLists & {
  storage: SavedPicksStorage;
  /** The box: save the vehicle and passengers once the order is placed. */
  save: boolean;
  /** Genders of the named passengers by name key (nameKey), for saving them. */
  genders: Record<string, string>;
};

export type SavedPicksEvent =
  | { type: 'SAVE.TOGGLE'; on: boolean }
  | { type: 'SAVE.GENDER'; name: string; gender: string }
  | { type: 'PICK.TRAVELLER'; traveller: SavedTraveller };

export const loadSaved = fromPromise<SavedLists>(async () => {
  const [vehicles, travellers] = await Promise.all([listSavedVehicles(), listSavedTravellers()]);
  return { vehicles, travellers };
});

const withGender = (genders: Record<string, string>, name: string, gender: string) => {
  const next = { ...genders };
  if (gender === '') delete next[nameKey(name)];
  else next[nameKey(name)] = gender;
  return next;
};

export const savedPicksMachine = setup({
  types: {
    input: {} as SavedPicksInput,
    context: {} as SavedPicksContext,
    events: {} as SavedPicksEvent,
    children: {} as { loadSaved: 'loadSaved' },
  },
  actors: { loadSaved },
  actions: {
    /** The lists; the saved travellers' genders join the chosen ones (a chosen one wins), for saving. */
    loaded: assign(({ context }, lists: SavedLists) => ({
      ...lists,
      genders: { ...Object.fromEntries(lists.travellers.map((t) => [nameKey(t.name), t.gender])), ...context.genders },
    })),
    toggle: assign((_, params: { on: boolean }) => ({ save: params.on })),
    setGender: assign(({ context }, params: { name: string; gender: string }) => ({
      genders: withGender(context.genders, params.name, params.gender),
    })),
    persist: ({ context }) => context.storage.set('simpanProfil', { on: context.save, genders: context.genders }),
  },
}).createMachine({
  id: 'savedPicks',
  context: ({ input }) => {
    const storage = input.storage ?? defaultStorage;
    const kept = storage.get('simpanProfil');
    return { storage, vehicles: [], travellers: [], save: kept?.on ?? false, genders: kept?.genders ?? {} };
  },
  initial: 'loading',
  on: {
    'SAVE.TOGGLE': { actions: [{ type: 'toggle', params: ({ event }) => ({ on: event.on }) }, 'persist'] },
    'SAVE.GENDER': {
      actions: [{ type: 'setGender', params: ({ event }) => ({ name: event.name, gender: event.gender }) }, 'persist'],
    },
    'PICK.TRAVELLER': {
      actions: [
        {
          type: 'setGender',
          params: ({ event }) => ({ name: event.traveller.name, gender: event.traveller.gender }),
        },
        'persist',
      ],
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadSaved',
        src: 'loadSaved',
        onDone: { target: 'ready', actions: { type: 'loaded', params: ({ event }) => event.output } },
        onError: { target: 'unavailable' },
      },
    },
    ready: {},
    /** The lists could not be read: nothing to pick, the booking goes on as without them. */
    unavailable: {},
  },
});
