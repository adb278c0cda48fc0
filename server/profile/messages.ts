// The Indonesian answers of Kendaraan Saya and Penumpang Tersimpan (issue #40 item 2). The field
// rules' own messages (plate, name, domicile) are the forms' (kernel/validation-messages.ts MSG).
import { SAVED_LIMITS } from '../../kernel/saved-profile';

export const PROFILE_MESSAGES = {
  vehicleNotFound: 'Kendaraan tidak ditemukan.',
  travellerNotFound: 'Penumpang tidak ditemukan.',
  vehicleClassNotFound: 'Golongan Kendaraan tidak ditemukan.',
  vehiclesFull: `Kendaraan Saya sudah berisi ${SAVED_LIMITS.vehicles} kendaraan. Hapus salah satu untuk menambah yang baru.`,
  travellersFull: `Penumpang Tersimpan sudah berisi ${SAVED_LIMITS.travellers} penumpang. Hapus salah satu untuk menambah yang baru.`,
  plateTaken: 'Nomor kendaraan ini sudah ada di Kendaraan Saya.',
  nameTaken: 'Penumpang dengan nama ini sudah ada di Penumpang Tersimpan.',
  ageOrYear: 'Isi usia atau tahun lahir, salah satu saja.',
  birthYearInvalid: 'Tahun lahir tidak valid.',
  saved: 'Tersimpan.',
  deleted: 'Dihapus.',
} as const;
