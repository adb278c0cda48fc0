// Texts of a ticket's self-service on tiket-detail (issue #23): Ubah Jadwal, Batalkan Tiket / Ajukan
// Refund, Perbaiki Data, the refund's state, a paid move waiting for its payment and the change
// history. Indonesian, beyond the spec. A failed call is read structurally ({ status, message }):
// the server writes its refusals (409) in Indonesian and they are shown as they are; anything else
// maps by its status onto the texts below.
import { ACCOUNT_MSG, readFailure } from './account-messages';
import { TICKET_STATUS_LABEL } from './ticket-status-labels';

export type RefundStatus = 'processing' | 'refunded' | 'due' | 'paid';
export type ChangeKind = 'reschedule' | 'cancel' | 'correct';

export const TICKET_ACTION_MSG = {
  sectionTitle: 'Ubah atau Batalkan Tiket',
  reschedule: 'Ubah Jadwal',
  cancel: 'Batalkan Tiket',
  refund: 'Ajukan Refund',
  correct: 'Perbaiki Data',
  rescheduleFree: 'Gratis',
  fee: (percent: number, amount: string) => `Biaya ${percent} %: ${amount}`,
  refundLine: (percent: number, amount: string) => `Refund ${percent} %: ${amount}`,
  correctFree: 'Gratis, sampai check-in.',
  /** A refused action whose reason the server did not give (issue #38: never its cost instead). */
  unavailable: 'Tidak dapat dilakukan untuk tiket ini saat ini.',
  operatorCancelled: TICKET_STATUS_LABEL.operatorCancelled,
  cancelled: TICKET_STATUS_LABEL.cancelled,
  cancelledTitle: TICKET_STATUS_LABEL.cancelledTitle,
  closureReason: TICKET_STATUS_LABEL.closureReason,
  operatorCancelledNote: TICKET_STATUS_LABEL.operatorCancelledNote,
  // Issue #37: a paused sale (Tunda Penjualan) is not a held sailing; it changes nothing for a ticket.
  stoppedNote:
    'Penjualan tiket keberangkatan ini sedang ditunda oleh operator. Jadwal berlayar tidak berubah dan tiket Anda tetap berlaku.',
  heldNote: TICKET_STATUS_LABEL.heldNote,
  heldPastNote: TICKET_STATUS_LABEL.heldPastNote,
  // The confirmation of Batalkan Tiket / Ajukan Refund
  cancelQuestion: 'Tiket ini akan dibatalkan dan tidak dapat dipakai lagi. Lanjutkan?',
  price: 'Harga tiket',
  refundRow: (percent: number) => `Refund (${percent} %)`,
  deduction: 'Potongan',
  back: 'Kembali',
  confirmCancel: 'Ya, Batalkan Tiket',
  confirmRefund: 'Ya, Ajukan Refund',
  cancelling: 'Memproses…',
  cancelDone: 'Tiket dibatalkan. Status refund dapat dilihat di bawah.',
  // Perbaiki Data
  correctTitle: 'Perbaiki Data',
  correctIntro: 'Perbaiki data agar sesuai dengan KTP dan STNK. Perbaikan gratis sampai check-in.',
  vehicleClass: 'Golongan',
  vehicleClassNote: 'Golongan tidak dapat diubah di sini.',
  plate: 'Plat nomor',
  driverName: 'Nama pengemudi',
  driverAge: 'Usia pengemudi',
  driverDomicile: 'Domisili pengemudi',
  passengerName: (n: number) => `Nama penumpang ${n}`,
  passengerAge: (n: number) => `Usia penumpang ${n}`,
  passengerDomicile: (n: number) => `Domisili penumpang ${n}`,
  check: 'Periksa Perubahan',
  closeForm: 'Batal',
  nothingChanged: 'Belum ada data yang diubah.',
  fixErrors: 'Periksa kembali isian yang ditandai.',
  correctConfirmTitle: 'Simpan Perbaikan Data?',
  correctConfirmIntro: 'Data berikut akan diubah:',
  confirmCorrect: 'Ya, Simpan',
  saving: 'Menyimpan…',
  correctDone: 'Data tiket sudah diperbaiki.',
  correctInvalid: 'Data tidak dapat disimpan. Periksa kembali isian Anda, termasuk usia sesuai jenis penumpang.',
  // Refund
  refundTitle: 'Refund',
  refundAmount: 'Jumlah',
  refundPercent: 'Persentase',
  refundStatus: 'Status',
  refundedAt: 'Dikembalikan pada',
  // A paid move waiting for its payment
  pendingTitle: 'Ubah Jadwal menunggu pembayaran',
  pendingTo: 'Keberangkatan baru',
  pendingAmount: 'Jumlah dibayar',
  pendingLeft: 'Sisa waktu pembayaran',
  pendingPay: 'Lanjutkan Pembayaran',
  pendingExpired: 'Waktu pembayaran habis. Tiket tetap pada keberangkatan semula.',
  // History
  historyTitle: 'Riwayat Perubahan Tiket',
  historyFee: 'Biaya',
  historyDifference: 'Selisih tarif',
  historyRefund: 'Refund',
  historyBy: 'Oleh',
  historyFields: 'Data diperbaiki',
  // Failures
  sessionEnded: ACCOUNT_MSG.sessionEnded,
  noConnection: ACCOUNT_MSG.noConnection,
  notFound: 'Tiket tidak ditemukan di akun Anda.',
  tooManyRequests: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
  generic: 'Permintaan gagal diproses. Silakan coba lagi.',
} as const;

export const REFUND_STATUS_TEXT: Record<RefundStatus, string> = {
  processing: 'Sedang diproses',
  refunded: 'Sudah dikembalikan',
  due: 'Menunggu pembayaran oleh operator',
  paid: 'Sudah dibayar oleh operator',
};

export const CHANGE_KIND_TEXT: Record<ChangeKind, string> = {
  reschedule: 'Ubah Jadwal',
  cancel: 'Pembatalan',
  correct: 'Perbaiki Data',
};

export const CHANGE_STATUS_TEXT = {
  done: null,
  pending: 'Menunggu pembayaran',
  expired: 'Tidak dibayar',
} as const;

/** A failed self-service call in Indonesian; `invalid` is the text for a 400 of this action. */
export function ticketActionError(error: unknown, invalid: string = TICKET_ACTION_MSG.generic): string {
  const { status, message } = readFailure(error);
  // The client refused to call without a valid token (ApiError 'no-token'): the session has ended.
  if ((error as { kind?: unknown } | null)?.kind === 'no-token') return TICKET_ACTION_MSG.sessionEnded;
  if (status === 0) return TICKET_ACTION_MSG.noConnection;
  if (status === 401) return TICKET_ACTION_MSG.sessionEnded;
  if (status === 404) return TICKET_ACTION_MSG.notFound;
  if (status === 409 && message) return message;
  if (status === 400) return invalid;
  if (status === 429) return TICKET_ACTION_MSG.tooManyRequests;
  return TICKET_ACTION_MSG.generic;
}
