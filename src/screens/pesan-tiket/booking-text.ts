// The booking flow's texts built from data (issue #40 item 1), for pesan-tiket, pesan-pejalan-kaki
// and konfirmasi-pesanan: passenger types, price lines, passenger tallies, the account's gaps; and
// the Indonesian texts the booking machines write (src/lib/*-messages.ts, kernel/validation-messages.ts)
// that these screens show through useKnownText. The Indonesian is the machines' own, letter for letter.
import { m } from '../../../kernel/paraglide/messages';
import { passengerTypeLabel, type PassengerTally } from '../../../kernel/passengers';
import { formatRupiah } from '../../../kernel/money';
import type { PriceLine } from '../../../kernel/pricing';
import type { Language } from '../../../kernel/language';
import { DRIVER_GENDER_OPTIONS } from '../../../kernel/field-rules';
import type { Translate } from '../../hooks/language';

/** The driver's gender options (spec §2 spells the label 'Laki - laki'); the values stay the spec's. */
export const genderOptions = (t: Translate) =>
  DRIVER_GENDER_OPTIONS.map((o) => ({
    value: o.value,
    label: o.value === 'Perempuan' ? t(m.gender_female) : t(m.book_gender_male),
  }));

/** 'DEWASA' → 'Dewasa' / 'Adult', 'ANAK-ANAK' → 'Anak-anak' / 'Child'; an operator's other type as it reads. */
export function passengerTypeName(t: Translate, feeType: string): string {
  const code = feeType.trim().toUpperCase();
  return code === 'DEWASA' ? t(m.pax_adult) : code === 'ANAK-ANAK' ? t(m.pax_child) : passengerTypeLabel(feeType);
}

/**
 * A price line as konfirmasi-pesanan and the walk-on review show it: 'Penumpang Dewasa (2 × Rp 15.000)',
 * 'Asuransi Pengemudi' …; `feeType` is the line's passenger type, `foot` a walk-on ticket's fare line.
 */
export function priceLineLabel(
  t: Translate,
  language: Language,
  line: PriceLine,
  feeType: string,
  foot = false,
): string {
  const type = passengerTypeName(t, feeType);
  // A walk-on ticket's single passenger of a type shows no '(1 × …)' (pesan-pejalan-kaki's review).
  const times = foot && line.quantity <= 1 ? '' : ` (${line.quantity} × ${formatRupiah(line.unit, language)})`;
  switch (line.kind) {
    case 'vehicle':
      return t(m.pdf_vehicle);
    case 'vehicleInsurance':
      return t(m.price_vehicle_insurance);
    case 'driverInsurance':
      return t(m.price_driver_insurance);
    case 'passenger':
      return (foot ? t(m.price_foot, { type }) : t(m.price_passenger, { type })) + times;
    case 'passengerInsurance':
      return t(m.price_passenger_insurance, { type }) + times;
  }
}

/** '3 orang', '3 orang, 1 tanpa nama', '2 orang, tanpa nama' (kernel/passengers.ts tallyText). */
export function tallyLabel(t: Translate, tally: Pick<PassengerTally, 'count' | 'named' | 'unnamed'>): string {
  if (tally.unnamed === 0) return t(m.tally_named, { count: tally.count });
  if (tally.named === 0) return t(m.tally_unnamed, { count: tally.count });
  return t(m.tally_some_unnamed, { count: tally.count, unnamed: tally.unnamed });
}

const GAP_FIELD = {
  name: m.book_gap_name,
  phoneNumber: m.book_gap_phone,
  age: m.book_gap_age,
  gender: m.book_gap_gender,
  domicile: m.book_gap_domicile,
} as const;

/**
 * Under 'Sama dengan pemesan' when the account lacks some of the driver's fields (issue #21 §7,
 * src/lib/booking-messages.ts accountGapNote): 'Usia dan domisili belum ada di akun Anda — lengkapi
 * di Informasi Akun.'
 */
export function gapNote(t: Translate, fields: readonly (keyof typeof GAP_FIELD)[]): string {
  const names = fields.map((field) => t(GAP_FIELD[field]));
  const and = t(m.list_and);
  const list =
    names.length <= 2 ? names.join(` ${and} `) : `${names.slice(0, -1).join(', ')}, ${and} ${names[names.length - 1]}`;
  const note = t(m.book_gap_note, { list });
  return `${note.charAt(0).toUpperCase()}${note.slice(1)}`;
}

/** The order's refusals and failures (src/lib/order-messages.ts) that konfirmasi-pesanan shows. */
export const ORDER_TEXTS = [
  m.order_sold_out,
  m.order_other_status,
  m.order_closed_for_sale,
  m.order_outside_window,
  m.order_closed_by_operator,
  m.order_plate_taken,
  m.order_too_many_unpaid,
  m.order_payment_unavailable,
] as const;

/** The pesan-tiket and walk-on forms' messages (kernel/validation-messages.ts, spec §5 verbatim). */
export const BOOKING_FORM_ERRORS = [
  m.form_name_required,
  m.form_name_too_long,
  m.form_phone_required,
  m.form_phone_invalid,
  m.form_age_required,
  m.form_age_invalid,
  m.form_gender_required,
  m.form_domicile_required,
  m.form_domicile_too_long,
  m.form_plate_required,
  m.form_plate_invalid,
  m.form_vehicle_class_required,
  m.form_passenger_type_required,
  m.form_passenger_count_invalid,
  m.form_child_too_old,
  m.form_adult_too_young,
] as const;
