// passengerForm — the 'Tambah Penumpang' / 'Ubah Penumpang' modal of pesan-tiket (a child of the
// booking machine, which forwards the MODAL.* events here).
//
//   editing ─MODAL.SAVE, valid and room in its type─→ saved (output: the passenger and its index)
//      │  └ MODAL.SAVE otherwise: every message shown
//      └─MODAL.CANCEL─→ cancelled (output: null)
//
// Decisions where the spec is silent:
// - The child type (ANAK-ANAK) takes only ages under 5 (spec §3), the adult type (DEWASA) only 5
//   and older (its description, "5 tahun ke atas"; issue #21 §4): the form says so under Usia.
// - A passenger added fills an unnamed place of its type first, else adds one to it (issue #21 §4),
//   so only then does it need room (at most MAX_PASSENGERS_PER_TYPE); moving a named passenger to
//   another type moves the count too, and needs room there.
import { assign, setup } from 'xstate';
import type { PassengerType } from '../api/catalogue';
import type { PassengerEntry } from '../lib/storage';
import { attempt, shownErrors, touch, untouched, type FormState } from '../lib/form-state';
import { ageFitsPassengerType, CHILD_FEE_TYPE } from '../../kernel/field-rules';
import { fieldErrors, MSG, passengerFormSchema } from '../../kernel/form-schemas';
import { countOf, MAX_PASSENGERS_PER_TYPE, unnamedOf } from './booking-draft';

export type PassengerForm = { passengerTypeId: string; name: string; age: string; domicile: string };
export type PassengerField = keyof PassengerForm;

export type PassengerFormInput = {
  /** Index in `passengers` of the passenger edited; null when adding. */
  index: number | null;
  passengerTypes: PassengerType[];
  passengers: PassengerEntry[];
  counts: Record<string, number>;
};

export type PassengerFormContext = PassengerFormInput & {
  values: PassengerForm;
  form: FormState<PassengerField>;
  saved: PassengerEntry | null;
};

export type SavedPassenger = { index: number | null; entry: PassengerEntry };

export type PassengerFormEvent =
  | { type: 'MODAL.CHANGE'; field: PassengerField; value: string }
  | { type: 'MODAL.BLUR'; field: PassengerField }
  | { type: 'MODAL.SAVE' }
  | { type: 'MODAL.CANCEL' };

/** The form's messages: its schema's, and the age limits of the child and adult types (spec §3, issue #21). */
function errorsOf(
  values: PassengerForm,
  passengerTypes: readonly PassengerType[],
): Partial<Record<PassengerField, string>> {
  // The schema's fields are the form's (passengerFormSchema has exactly PassengerField's keys).
  const errors = fieldErrors(passengerFormSchema, values) as Partial<Record<PassengerField, string>>;
  if (errors.age === undefined && values.age.trim() !== '') {
    const type = passengerTypes.find((t) => String(t.id) === values.passengerTypeId);
    if (!ageFitsPassengerType(type?.feeType, Number(values.age))) {
      errors.age = type?.feeType === CHILD_FEE_TYPE ? MSG.childTooOld : MSG.adultTooYoung;
    }
  }
  return errors;
}

/** Messages to show: per field, once it was left or a save was attempted. */
export const passengerFormErrors = (
  context: Pick<PassengerFormContext, 'values' | 'form' | 'passengerTypes'>,
): Partial<Record<PassengerField, string>> =>
  shownErrors(context.form, errorsOf(context.values, context.passengerTypes));

/**
 * A form that may be saved: valid, and its type has room for one more when the passenger adds one
 * (new to the type, and no unnamed place of it to fill).
 */
export function passengerFormCanSave(context: Omit<PassengerFormContext, 'form' | 'saved'>): boolean {
  if (Object.keys(errorsOf(context.values, context.passengerTypes)).length > 0) return false;
  const typeId = Number(context.values.passengerTypeId);
  if (context.index !== null && context.passengers[context.index]?.passengerTypeId === typeId) return true;
  if (context.index === null && unnamedOf(context, typeId) > 0) return true;
  return countOf(context, typeId) < MAX_PASSENGERS_PER_TYPE;
}

function initialValues(input: PassengerFormInput): PassengerForm {
  const p = input.index === null ? undefined : input.passengers[input.index];
  if (!p) return { passengerTypeId: String(input.passengerTypes[0]?.id ?? ''), name: '', age: '', domicile: '' };
  return { passengerTypeId: String(p.passengerTypeId), name: p.name, age: String(p.age), domicile: p.domicile };
}

export const passengerFormMachine = setup({
  types: {
    input: {} as PassengerFormInput,
    context: {} as PassengerFormContext,
    events: {} as PassengerFormEvent,
    output: {} as SavedPassenger | null,
  },
  guards: {
    canSave: ({ context }) => passengerFormCanSave(context),
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'MODAL.CHANGE' ? { values: { ...context.values, [event.field]: event.value } } : {},
    ),
    touch: assign(({ context, event }) =>
      event.type === 'MODAL.BLUR' ? { form: touch(context.form, event.field) } : {},
    ),
    touchAll: assign(({ context }) => ({ form: attempt(context.form) })),
    keep: assign(({ context }) => ({
      saved: {
        passengerTypeId: Number(context.values.passengerTypeId),
        name: context.values.name.trim(),
        age: Number(context.values.age),
        domicile: context.values.domicile.trim(),
      },
    })),
  },
}).createMachine({
  id: 'passengerForm',
  context: ({ input }) => ({ ...input, values: initialValues(input), form: untouched<PassengerField>(), saved: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'MODAL.CHANGE': { actions: 'change' },
        'MODAL.BLUR': { actions: 'touch' },
        'MODAL.SAVE': [{ guard: 'canSave', target: 'saved', actions: 'keep' }, { actions: 'touchAll' }],
        'MODAL.CANCEL': 'cancelled',
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => (context.saved ? { index: context.index, entry: context.saved } : null),
});
