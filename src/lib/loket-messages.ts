// Texts of the booth (issue #24), beyond the spec. Indonesian, like every text of the app. A failed
// call is read structurally ({ status, message }): the booth's refusals (409, and 404 for a ticket)
// are written in Indonesian by the server (server/booth/messages.ts) for the cashier's screen and
// are shown as they are; anything else maps by its status onto the texts below.
import { readFailure } from './account-messages';
import { OPERATOR_MSG } from './operator-messages';

export const LOKET_MSG = {
  generic: OPERATOR_MSG.generic,
  noConnection: OPERATOR_MSG.noConnection,
  sessionEnded: OPERATOR_MSG.sessionEnded,
  forbidden: 'Akun ini tidak memiliki akses ke loket.',
  invalid: OPERATOR_MSG.invalid,
  loadFailed: OPERATOR_MSG.loadFailed,
  retry: OPERATOR_MSG.retry,
  ticketNotFound: 'Tiket tidak ditemukan.',
  fileFailed: 'Berkas gagal diunduh. Silakan coba lagi.',
  // Forms
  required: OPERATOR_MSG.required,
  rupiah: (label: string) => `${label} harus bilangan bulat rupiah, 0 atau lebih.`,
  departureRequired: 'Pilih keberangkatan.',
  notEnoughCash: 'Uang yang diterima kurang dari total.',
  /** Issue #38: Tutup Shift with a Selisih (the server's own words, server/booth/messages.ts). */
  varianceNoteRequired: 'Selisih tidak nol: isi Catatan Selisih.',
  varianceNoteHint: 'Wajib diisi bila ada selisih: jelaskan mengapa uang dihitung berbeda.',
  noteTooLong: 'Catatan Selisih paling banyak 500 karakter.',
  noDepartures: 'Tidak ada keberangkatan lagi hari ini dari pelabuhan ini.',
  // QRIS
  qrisExpired: 'Waktu pembayaran QRIS habis. Tiket tidak terjual dan tempatnya dikembalikan.',
  qrisCheckFailed: 'Status pembayaran belum dapat diperiksa. Mencoba lagi…',
  // Cancel
  cancelled: 'Tiket dibatalkan. Kembalikan uang tunai kepada pembeli.',
} as const;

/** A failed booth call in Indonesian. */
export function loketErrorMessage(error: unknown): string {
  const { status, message } = readFailure(error);
  // The client refused to call without a valid token (ApiError 'no-token'): the session has ended.
  if ((error as { kind?: unknown } | null)?.kind === 'no-token') return LOKET_MSG.sessionEnded;
  if (status === 0) return LOKET_MSG.noConnection;
  if (status === 401) return LOKET_MSG.sessionEnded;
  if (status === 403) return LOKET_MSG.forbidden;
  if (status === 404) return LOKET_MSG.ticketNotFound;
  if (status === 409 && message) return message;
  // The count changed under the form (e.g. a refund in another tab): the server asks for the note.
  if (status === 400 && message === LOKET_MSG.varianceNoteRequired) return message;
  if (status === 400) return LOKET_MSG.invalid;
  return LOKET_MSG.generic;
}
