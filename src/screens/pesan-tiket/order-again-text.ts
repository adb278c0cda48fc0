// Pesan Lagi's notes and a saved traveller's misfit reason in the passenger's language (issue #40
// item 1). The machines keep data (OrderAgainNote, src/lib/order-again-notes.ts; TravellerChoice,
// src/machines/saved-picks.ts) and these write it; the Indonesian is what the machines wrote
// before, letter for letter: names joined with ', ' and ' dan ', the date as formatDateMedium
// writes it, the type as passengerTypeLabel ('Dewasa', 'Anak-anak'; the operator's other types as
// they read).
// Decided over a matcher of the machines' Indonesian sentences (as tiket-detail/field-labels.ts
// does): these sentences carry names, ages and dates, which a sentence parsed back cannot always
// tell from the words around them; data has nothing to parse.
import { m } from '../../../kernel/paraglide/messages';
import { formatDateMedium } from '../../../kernel/time';
import type { Language } from '../../../kernel/language';
import type { DriverNoteField, OrderAgainNote } from '../../lib/order-again-notes';
import type { Translate } from '../../hooks/language';
import { passengerTypeName } from './booking-text';

const FIELD: Record<DriverNoteField, typeof m.again_field_name> = {
  name: m.again_field_name,
  phoneNumber: m.again_field_phone,
  age: m.again_field_age,
  gender: m.again_field_gender,
  domicile: m.again_field_domicile,
};

/** 'a', 'a dan b', 'a, b dan c' ('and' in English). */
export function joinAnd(t: Translate, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return t(m.again_list_and, { first: items.slice(0, -1).join(', '), last: items[items.length - 1]! });
}

/** One of Pesan Lagi's notes (src/machines/order-again.ts) in `language`. */
export function orderAgainNoteText(t: Translate, language: Language, note: OrderAgainNote): string {
  switch (note.kind) {
    case 'filled':
      return t(note.namedOnly ? m.again_note_filled_named_only : m.again_note_filled, { invoiceId: note.invoiceId });
    case 'classGone':
      return t(m.again_note_class_gone, { vehicleClass: note.vehicleClass });
    case 'driverGaps':
      return t(m.again_note_driver_gaps, {
        fields: joinAnd(
          t,
          note.fields.map((field) => t(FIELD[field])),
        ),
      });
    case 'typeGone':
      return t(m.again_note_type_gone, { name: note.name });
    case 'unnamedGone':
      return t(note.count === 1 ? m.again_note_unnamed_gone_one : m.again_note_unnamed_gone, { count: note.count });
    case 'ageMisfit': {
      const type = passengerTypeName(t, note.feeType);
      return note.date === undefined
        ? t(m.again_note_age_misfit, { name: note.name, age: note.age, type })
        : t(m.again_note_age_misfit_on, {
            name: note.name,
            age: note.age,
            date: formatDateMedium(note.date, language),
            type,
          });
    }
    case 'fromSaved':
      return t(m.again_note_from_saved, { names: note.names.join(', ') });
  }
}

/** Why a saved traveller cannot be picked: its `age` on `date` fits no passenger type offered. */
export function savedMisfitText(
  t: Translate,
  language: Language,
  misfit: { name: string; age: number; date: string },
): string {
  return t(m.again_saved_misfit, {
    name: misfit.name,
    age: misfit.age,
    date: formatDateMedium(misfit.date, language),
  });
}
