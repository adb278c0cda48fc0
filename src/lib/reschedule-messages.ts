// Texts of Ubah Jadwal (issue #23, /tiket-detail/{id}/ubah-jadwal), beyond the spec. Indonesian,
// like every text of the app. A failed call is read structurally ({ status, message }): the
// server's refusals (409: not allowed now, or the departure has no space left) are written in
// Indonesian for the passenger and shown as they are; anything else maps by its status.
import { ACCOUNT_MSG, readFailure } from './account-messages';

export const RESCHEDULE_MSG = {
  title: 'Ubah Jadwal',
  currentDeparture: 'Keberangkatan saat ini',
  chooseDate: 'Tanggal keberangkatan baru',
  departures: 'Keberangkatan tersedia',
  loadingTicket: 'Memuat tiket…',
  loadingOptions: 'Memuat keberangkatan…',
  ticketFailed: 'Tiket tidak dapat dimuat.',
  ticketNotFound: 'Tiket tidak ditemukan di akun Anda.',
  optionsFailed: 'Keberangkatan tidak dapat dimuat.',
  noOptions: 'Tidak ada keberangkatan lain yang dapat dipilih pada tanggal ini.',
  notAllowed: 'Jadwal tiket ini tidak dapat diubah.',
  backToTicket: 'Kembali ke Detail Tiket',
  retry: 'Coba lagi',
  choose: 'Pilih',
  seatsLeft: (n: number) => `Sisa ${n} kursi`,
  fee: 'Biaya ubah jadwal',
  difference: 'Selisih tarif',
  total: 'Total bayar',
  free: 'Gratis',
  lowerFareNote: 'Selisih tarif yang lebih murah tidak dikembalikan.',
  // Issue #38: a charged difference explains itself (the option's newFare against the price paid).
  higherFareNote: (fare: string, paid: string) => `Tarif keberangkatan ini ${fare}, naik dari ${paid} yang Anda bayar.`,
  freeReason: 'Keberangkatan Anda dibatalkan atau ditunda oleh operator: ubah jadwal tanpa biaya.',
  // The confirmation dialog
  confirmTitle: 'Konfirmasi Ubah Jadwal',
  confirmFrom: 'Dari',
  confirmTo: 'Ke',
  confirmFree: 'Tiket langsung dipindah ke keberangkatan ini tanpa biaya.',
  confirmPay: 'Anda akan diarahkan ke halaman pembayaran. Tiket dipindah setelah pembayaran diterima (batas 15 menit).',
  confirmQr: 'QR tiket lama tidak berlaku lagi setelah dipindah.',
  confirm: 'Ubah Jadwal',
  confirmPayAction: 'Bayar dan Ubah Jadwal',
  cancel: 'Batal',
  submitting: 'Memproses…',
  redirecting: 'Membuka halaman pembayaran…',
  moved: 'Jadwal tiket berhasil diubah.',
  // A paid Ubah Jadwal already waiting for its payment
  pendingTitle: 'Ubah jadwal menunggu pembayaran',
  pendingPay: 'Lanjutkan Pembayaran',
  // Failures
  noConnection: ACCOUNT_MSG.noConnection,
  sessionEnded: ACCOUNT_MSG.sessionEnded,
  invalid: 'Permintaan ditolak server. Muat ulang halaman lalu coba lagi.',
  conflict: 'Keberangkatan ini tidak dapat dipilih lagi. Silakan pilih keberangkatan lain.',
  paymentUnavailable:
    'Layanan pembayaran sedang tidak dapat dihubungi. Jadwal belum diubah dan tempat tidak ditahan. Silakan coba lagi beberapa saat lagi.',
  generic: 'Terjadi kesalahan. Coba lagi.',
} as const;

/** A failed Ubah Jadwal call in Indonesian; a 409 shows the server's own reason. */
export function rescheduleErrorMessage(error: unknown): string {
  const { status, message } = readFailure(error);
  // The client refused to call without a valid token (ApiError 'no-token'): the session has ended.
  if ((error as { kind?: unknown } | null)?.kind === 'no-token') return RESCHEDULE_MSG.sessionEnded;
  if (status === 0) return RESCHEDULE_MSG.noConnection;
  if (status === 401) return RESCHEDULE_MSG.sessionEnded;
  if (status === 404) return RESCHEDULE_MSG.ticketNotFound;
  if (status === 409) return message || RESCHEDULE_MSG.conflict;
  if (status === 400) return RESCHEDULE_MSG.invalid;
  if (status === 502) return RESCHEDULE_MSG.paymentUnavailable;
  return RESCHEDULE_MSG.generic;
}
