// The labels of the ticket's fields Perbaiki Data names (issue #23) in the current language: the
// ticket-actions machine's confirmation lists them, and the server's history names the fields it
// corrected, both in Indonesian ('Plat nomor', 'Nama penumpang 2', 'Umur pengemudi'). In Indonesian,
// and for any other label, the label is shown as it is.
import { m } from '../../../kernel/paraglide/messages';
import type { Language } from '../../../kernel/language';
import { translate } from '../../hooks/language';

const DRIVER = { Nama: m.ak_driver_name, Usia: m.ak_driver_age, Umur: m.ak_driver_age, Domisili: m.ak_driver_domicile };
const PASSENGER = {
  Nama: m.ak_passenger_name,
  Usia: m.ak_passenger_age,
  Umur: m.ak_passenger_age,
  Domisili: m.ak_passenger_domicile,
};
type Word = keyof typeof DRIVER;

export function fieldLabel(language: Language, label: string): string {
  if (language === 'id') return label;
  if (label === 'Plat nomor') return translate(language, m.ak_plate);
  const driver = /^(Nama|Usia|Umur|Domisili) pengemudi$/.exec(label);
  if (driver) return translate(language, DRIVER[driver[1] as Word]);
  const passenger = /^(Nama|Usia|Umur|Domisili) penumpang (\d+)$/.exec(label);
  if (passenger) return translate(language, PASSENGER[passenger[1] as Word], { n: passenger[2] ?? '' });
  return label;
}
