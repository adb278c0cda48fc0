// Kendaraan Saya and Penumpang Tersimpan on Akun (issue #40 item 2): the screens' own texts.
import { ACCOUNT_MSG, readFailure } from './account-messages';

export const SAVED_LIST_MSG = {
  vehiclesTitle: 'Kendaraan Saya',
  travellersTitle: 'Penumpang Tersimpan',
  vehiclesEmpty:
    'Belum ada kendaraan tersimpan. Tambahkan, atau centang "Simpan kendaraan dan penumpang" saat memesan.',
  travellersEmpty:
    'Belum ada penumpang tersimpan. Tambahkan, atau centang "Simpan kendaraan dan penumpang" saat memesan.',
  addVehicle: 'Tambah Kendaraan',
  addTraveller: 'Tambah Penumpang',
  editVehicle: 'Ubah Kendaraan',
  editTraveller: 'Ubah Penumpang',
  vehiclesFull: (n: number) => `Maksimal ${n} kendaraan. Hapus salah satu untuk menambah yang baru.`,
  travellersFull: (n: number) => `Maksimal ${n} penumpang. Hapus salah satu untuk menambah yang baru.`,
  ageOrYearHint: 'Isi usia (mis. 34) atau tahun lahir (mis. 1990). Usia dihitung ulang pada tanggal keberangkatan.',
  deleteTitle: 'Hapus?',
  deleteQuestion: (what: string) => `${what} dihapus dari daftar ini. Tiket yang sudah dipesan tidak berubah.`,
  saved: 'Tersimpan.',
  deleted: 'Dihapus.',
  loadFailed: 'Daftar tidak dapat dimuat.',
  saveFailed: 'Gagal menyimpan. Silakan coba lagi.',
  deleteFailed: 'Gagal menghapus. Silakan coba lagi.',
} as const;

/** A refused save or deletion: the server's own words for its 400/404/409 (Indonesian), else what to do. */
export function savedListFailure(error: unknown, fallback: string): string {
  const { status, message } = readFailure(error);
  if ((status === 400 || status === 404 || status === 409) && message !== '') return message;
  if (status === 0) return ACCOUNT_MSG.noConnection;
  if (status === 429) return ACCOUNT_MSG.tooManyRequests;
  return fallback;
}
