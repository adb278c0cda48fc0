// Pesan Lagi's notes (issue #40 items 1 and 4): what the orderAgain machine tells the passenger about
// the draft, and the history state of pesan-tiket that carries them. A module of its own, apart from
// ./order-again.ts (which tiket-saya and riwayat-transaksi load in their first chunk): only
// pesan-tiket and its Pesan Lagi step read these.

/**
 * What Pesan Lagi tells the passenger about the draft (src/machines/order-again.ts): data, not
 * sentences. The machine says what happened; pesan-tiket writes it in the passenger's language
 * (src/screens/pesan-tiket/order-again-text.ts), the Indonesian as it always read.
 */
export type OrderAgainNote =
  /** The opening note; `namedOnly`: a ticket without its order's counts (only the named passengers are known). */
  | { kind: 'filled'; invoiceId: string; namedOnly: boolean }
  | { kind: 'classGone'; vehicleClass: string }
  /** The driver's fields still empty, in the form's order. */
  | { kind: 'driverGaps'; fields: DriverNoteField[] }
  | { kind: 'typeGone'; name: string }
  | { kind: 'unnamedGone'; count: number }
  /** A named passenger whose age no longer fits its type; `date`: the age is a saved traveller's on that date. */
  | { kind: 'ageMisfit'; name: string; age: number; feeType: string; date?: string }
  | { kind: 'fromSaved'; names: string[] };

/** The driver's fields (src/machines/booking-draft.ts DriverField, which the machine's notes name). */
const DRIVER_FIELDS = ['name', 'phoneNumber', 'age', 'gender', 'domicile'] as const;
export type DriverNoteField = (typeof DRIVER_FIELDS)[number];

const isText = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** A note as this version writes it (a history state may hold anything, e.g. an older version's). */
function isNote(v: unknown): v is OrderAgainNote {
  const n = v as Record<string, unknown> | null;
  if (typeof n !== 'object' || n === null) return false;
  switch (n.kind) {
    case 'filled':
      return isText(n.invoiceId) && typeof n.namedOnly === 'boolean';
    case 'classGone':
      return isText(n.vehicleClass);
    case 'driverGaps':
      return (
        Array.isArray(n.fields) &&
        n.fields.length > 0 &&
        n.fields.every((f: unknown) => DRIVER_FIELDS.some((field) => field === f))
      );
    case 'typeGone':
      return isText(n.name);
    case 'unnamedGone':
      return isCount(n.count);
    case 'ageMisfit':
      return isText(n.name) && isCount(n.age) && isText(n.feeType) && (n.date === undefined || isText(n.date));
    case 'fromSaved':
      return Array.isArray(n.names) && n.names.length > 0 && n.names.every(isText);
    default:
      return false;
  }
}

/** Where pesan-tiket's history state carries Pesan Lagi's notes (src/screens/pesan-tiket/pesan-lagi.tsx). */
const NOTES_KEY = 'pesanLagiNotes';

/** The history state that carries the notes. */
export const orderAgainState = (notes: OrderAgainNote[]) => ({ [NOTES_KEY]: notes });

/** The notes in a history state, or none (any other state, or one written by someone else). */
export function orderAgainNotes(state: unknown): OrderAgainNote[] {
  const notes = (state as Record<string, unknown> | null)?.[NOTES_KEY];
  return Array.isArray(notes) ? notes.filter(isNote) : [];
}
