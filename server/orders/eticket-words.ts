// The e-ticket's words that come from the ticket's own data, in the passenger's language (issue
// #40): the passenger types, the tally of named passengers and the price lines, which the order
// stored in Indonesian (kernel/pricing.ts, kernel/foot.ts). The catalogue's `receipt_*` messages
// write them; in Indonesian exactly as stored and as kernel/passengers.ts writes them. A form the
// catalogue does not know (a passenger type the operator added) prints as stored.
import type { Language } from '../../kernel/language';
import { m } from '../../kernel/paraglide/messages';
import { passengerTypeLabel, type PassengerTally } from '../../kernel/passengers';

const TYPES = [m.receipt_adult, m.receipt_child] as const;

/** A passenger type's label as stored ('Dewasa', passengerTypeLabel's) in `language`: 'Adult'. */
export function typeLabelIn(label: string, language: Language): string {
  const known = TYPES.find((message) => message({}, { locale: 'id' }) === label);
  return known ? known({}, { locale: language }) : label;
}

/** A passenger type's code ('DEWASA', 'ANAK-ANAK') as people read it in `language`. */
export const passengerTypeIn = (feeType: string, language: Language): string =>
  typeLabelIn(passengerTypeLabel(feeType), language);

/** How many of a type, and how many have no name: '2 orang, 1 tanpa nama', '2 people, 1 unnamed'. */
export function tallyIn(t: Pick<PassengerTally, 'count' | 'named' | 'unnamed'>, language: Language): string {
  const o = { locale: language };
  const people = (t.count === 1 ? m.receipt_people_one : m.receipt_people)({ count: t.count }, o);
  if (t.unnamed === 0) return people;
  if (t.named === 0) return m.receipt_unnamed_all({ people }, o);
  return m.receipt_unnamed_some({ people, unnamed: t.unnamed }, o);
}

const FIXED_LINES = [m.receipt_line_vehicle, m.receipt_line_vehicle_insurance, m.receipt_line_driver_insurance];
const TYPED_LINES = [m.receipt_line_passenger, m.receipt_line_foot, m.receipt_line_passenger_insurance];
const HOLE = '\u0000';

/** A stored price line's label ('Asuransi Penumpang Dewasa') in `language`: 'Adult passenger insurance'. */
export function priceLineIn(label: string, language: Language): string {
  const fixed = FIXED_LINES.find((message) => message({}, { locale: 'id' }) === label);
  if (fixed) return fixed({}, { locale: language });
  for (const message of TYPED_LINES) {
    const [before = '', after = ''] = message({ type: HOLE }, { locale: 'id' }).split(HOLE);
    if (label.length > before.length + after.length && label.startsWith(before) && label.endsWith(after)) {
      const type = label.slice(before.length, label.length - after.length);
      return message({ type: typeLabelIn(type, language) }, { locale: language });
    }
  }
  return label;
}
