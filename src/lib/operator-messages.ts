// Texts of the operator's console (issue #22), beyond the spec (which knows no console).
// Indonesian, like every text of the app. A failed call is read structurally ({ status, message }):
// the server's English words are never copied here; its status tells the cases apart.
import { readFailure } from './account-messages';
import { isClosureRefusal, STATUS_BADGE, type ScheduleStatus } from '../../kernel/closure';

/** 0.5 → '0,5' (the Indonesian decimal comma). */
const decimal = (n: number) => String(n).replace('.', ',');

export const OPERATOR_MSG = {
  generic: 'Terjadi kesalahan. Coba lagi.',
  noConnection: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
  sessionEnded: 'Sesi Anda berakhir. Silakan masuk kembali.',
  forbidden: 'Akun ini tidak memiliki akses ke konsol operator.',
  notFound: 'Data tidak ditemukan. Muat ulang halaman lalu coba lagi.',
  invalid: 'Isian ditolak server. Periksa kembali isian Anda.',
  loadFailed: 'Data tidak dapat dimuat.',
  retry: 'Coba lagi',
  // Kapal
  shipConflict:
    'Perubahan kapal ditolak: nama kapal sudah dipakai, atau ada keberangkatan yang sudah memakai lebih banyak kursi atau lajur dari ukuran baru.',
  shipSaved: 'Kapal disimpan.',
  // Tarif
  fareConflict: 'Tarif dengan tanggal mulai yang sama sudah berlaku dan tidak dapat diganti. Pilih tanggal lain.',
  fareSaved: 'Tarif disimpan.',
  insuranceNote:
    'Iuran asuransi Jasa Raharja ditampilkan terpisah dan tidak diubah di sini. Harga tiket yang sudah terjual tidak berubah.',
  // Kapasitas
  lengthSaved: 'Panjang golongan disimpan.',
  qtyExplained:
    'Ruang kendaraan sebuah keberangkatan adalah panjang lajur kapalnya. Setiap pemesanan memakai panjang golongannya. Angka "tiket tersedia" (qty) yang dilihat penumpang adalah jumlah mobil Golongan IV yang masih muat.',
  lengthNote:
    'Perubahan panjang berlaku untuk pemesanan berikutnya; tiket yang sudah dipesan tetap memakai ruang yang diambilnya.',
  discouragedOnline:
    'Catatan di pesan-tiket tetap berlaku: kendaraan Normal Deck, HDD, dan DD tidak disarankan membeli tiket secara online karena keterbatasan kapasitas.',
  // Keberangkatan
  departureConflict: 'Keberangkatan yang sudah dibatalkan tidak dapat dibuka kembali.',
  statusSaved: 'Status keberangkatan disimpan.',
  quotaSaved: 'Kuota disimpan.',
  cancelFinal: 'Pembatalan bersifat final: keberangkatan tidak dapat dibuka kembali dan penjualan dihentikan.',
  /** Issue #37: the cancel confirmation's box for a sailing withheld after loading began. */
  afterLoading:
    'Muat kendaraan sudah dimulai: batalkan juga check-in penumpang (mereka mendapat pindah jadwal gratis atau refund 100 %).',
  /** Issue #37: what Tahan Keberangkatan does, in its dialog. */
  holdMeaning:
    'Tahan Keberangkatan (cuaca, izin Syahbandar): tiket tetap berlaku dan penumpang diberi tahu; sampai jam keberangkatan mereka dapat pindah jadwal gratis atau refund 100 %.',
  /** Issue #37: what Tunda Penjualan does, in its dialog. */
  stopMeaning:
    'Tunda Penjualan hanya menghentikan penjualan; jadwal berlayar dan tiket yang sudah terjual tidak berubah.',
  noDepartures: 'Tidak ada keberangkatan pada tanggal ini.',
  // Form messages
  required: (label: string) => `${label} wajib diisi.`,
  wholeNumber: (label: string, min: number, max: number) => `${label} harus bilangan bulat ${min}–${max}.`,
  metres: (label: string, min: number, max: number) =>
    `${label} harus angka ${decimal(min)}–${decimal(max)} (maks. 2 desimal).`,
  date: 'Pilih tanggal yang valid.',
} as const;

/** Which write failed, for the 409 text. */
export type OperatorFlow = 'ship' | 'fare' | 'length' | 'departure' | 'load';

/** A failed operator call in Indonesian: by status, and for a 409 by the flow it came from. */
export function operatorErrorMessage(error: unknown, flow: OperatorFlow = 'load'): string {
  const { status, message } = readFailure(error);
  // The client refused to call without a valid token (ApiError 'no-token'): the session has ended.
  if ((error as { kind?: unknown } | null)?.kind === 'no-token') return OPERATOR_MSG.sessionEnded;
  if (status === 0) return OPERATOR_MSG.noConnection;
  if (status === 401 || status === 403) return OPERATOR_MSG.forbidden;
  if (status === 404) return OPERATOR_MSG.notFound;
  if (status === 400) return OPERATOR_MSG.invalid;
  if (status === 409) {
    // Issue #38: a size too small names every departure that already holds more (the server's Indonesian).
    if (flow === 'ship')
      return /^Kapal .+ tidak cukup untuk keberangkatan /.test(message) ? message : OPERATOR_MSG.shipConflict;
    if (flow === 'fare') return OPERATOR_MSG.fareConflict;
    // Issue #37: why a departure cannot be closed now is the server's own (Indonesian) word.
    if (flow === 'departure') return isClosureRefusal(message) ? message : OPERATOR_MSG.departureConflict;
  }
  return OPERATOR_MSG.generic;
}

/** A departure's status badge on the console: the passengers' words, and Dibuka for an open one. */
export const STATUS_LABEL: Record<ScheduleStatus, string> = { open: 'Dibuka', ...STATUS_BADGE };
