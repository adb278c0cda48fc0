// The Indonesian answers of Kendaraan Saya and Penumpang Tersimpan (issue #40 item 2;
// messages/id.json `srv_profile_*`, answered in English to an English request by
// server/platform/language.ts). The field rules' own messages (plate, name, domicile) are the
// forms' (kernel/validation-messages.ts MSG).
import { m } from '../../kernel/paraglide/messages';
import { SAVED_LIMITS } from '../../kernel/saved-profile';

const id = { locale: 'id' } as const;

export const PROFILE_MESSAGES = {
  vehicleNotFound: m.srv_profile_vehicle_not_found({}, id),
  travellerNotFound: m.srv_profile_traveller_not_found({}, id),
  vehicleClassNotFound: m.srv_profile_class_not_found({}, id),
  vehiclesFull: m.srv_profile_vehicles_full({ vehicles: SAVED_LIMITS.vehicles }, id),
  travellersFull: m.srv_profile_travellers_full({ travellers: SAVED_LIMITS.travellers }, id),
  plateTaken: m.srv_profile_plate_taken({}, id),
  nameTaken: m.srv_profile_name_taken({}, id),
  ageOrYear: m.srv_profile_age_or_year({}, id),
  birthYearInvalid: m.srv_profile_birth_year_invalid({}, id),
  saved: m.srv_profile_saved({}, id),
  deleted: m.srv_profile_deleted({}, id),
} as const;
