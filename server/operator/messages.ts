// The operator's words (issue #22): Indonesian, shown as they are on the operator's screens (the
// passengers' and the spec's English messages live in kernel/server-messages.ts).
import { CLOSURE_REFUSAL } from '../../kernel/closure';

export const OPERATOR_MESSAGES = {
  departureNotFound: 'Keberangkatan tidak ditemukan.',
  routeNotFound: 'Pelabuhan tidak ditemukan.',
  sameRoute: 'Pelabuhan asal dan tujuan harus berbeda.',
  shipNotFound: 'Kapal tidak ditemukan.',
  shipInactive: 'Kapal tidak aktif.',
  invalidDate: 'Tanggal atau jam tidak valid.',
  notInFuture: 'Waktu keberangkatan harus di masa depan.',
  departureExists: 'Sudah ada keberangkatan pada rute, tanggal dan jam ini.',
  windRequired: 'Kecepatan angin (knot) wajib diisi untuk alasan cuaca.',
  cancelledFinal: 'Keberangkatan yang dibatalkan tidak dapat dibuka kembali atau diubah.',
  alreadyOpen: 'Keberangkatan ini sudah dibuka.',
  alreadyStopped: 'Penjualan keberangkatan ini sudah ditunda.',
  alreadyHeld: 'Keberangkatan ini sudah ditahan.',
  /** Issue #37: nothing is paused, held or cancelled once its time has passed (kernel/closure.ts). */
  sailed: CLOSURE_REFUSAL.sailed,
  /** Issue #37: a cancellation after loading began is confirmed explicitly. */
  loadingBegan: CLOSURE_REFUSAL.loadingBegan,
  /** Undur Keberangkatan (issue #38). */
  delayTooLong: 'Penundaan keberangkatan paling lama 48 jam dari jadwal semula.',
  delaySlotTaken: (time: string) =>
    `Sudah ada keberangkatan lain pada rute ini pukul ${time}. Pilih lama penundaan lain.`,
  delaySlotTakenRace: 'Sudah ada keberangkatan lain pada rute ini di waktu baru. Pilih lama penundaan lain.',
  invalidRange: 'Tanggal awal tidak boleh setelah tanggal akhir.',
} as const;
