// The booth's words (issue #24): Indonesian, shown as they are on the cashier's screen (the
// passengers' and the spec's English messages live in kernel/server-messages.ts). Why a ticket
// cannot be cancelled is kernel/ticket-rules.ts CANCEL_REASONS (shared with self-service, #23).
import { CANCEL_REASONS } from '../../kernel/ticket-rules';

export const BOOTH_MESSAGES = {
  noPort: 'Kasir ini belum ditetapkan ke pelabuhan.',
  shiftStillOpen: 'Shift Anda masih terbuka.',
  noOpenShift: 'Buka shift terlebih dahulu.',
  shiftNotFound: 'Shift tidak ditemukan.',
  shiftOfOther: 'Shift ini milik kasir lain.',
  shiftClosed: 'Shift ini sudah ditutup.',
  /** Issue #38: Tutup Shift with a counted cash that differs from the expected cash needs a note. */
  varianceNoteRequired: 'Selisih tidak nol: isi Catatan Selisih.',
  otherPort: 'Keberangkatan ini bukan dari pelabuhan loket ini.',
  notToday: 'Loket hanya menjual tiket keberangkatan hari ini.',
  departed: 'Kapal sudah berangkat.',
  stopped: 'Penjualan keberangkatan ini sedang ditunda.',
  /** Issue #37: an online ticket at the booth needs its holder's proof. */
  holderProof:
    'Tiket online: masukkan nomor kendaraan dan 4 digit terakhir nomor HP pemesan untuk mencetak atau membatalkannya di loket.',
  cancelled: 'Keberangkatan ini dibatalkan.',
  soldOut: 'Tiket ini sudah habis.',
  /** Issue #39: a plate holds one live ticket per departure (online or here). */
  plateTaken: (plate: string) =>
    `Kendaraan ${plate} sudah punya tiket atau pesanan yang belum dibayar pada keberangkatan ini.`,
  notEnoughCash: 'Uang yang diterima kurang dari harga tiket.',
  requestIdUsed: 'Kode transaksi ini sudah dipakai untuk penjualan lain.',
  ticketNotFound: 'Tiket tidak ditemukan.',
  alreadyCancelled: CANCEL_REASONS.alreadyCancelled,
  receiptNotPaid: 'Tiket belum dibayar.',
  cashierIdRequired: 'Pilih kasir untuk laporan ini (cashierId).',
  cashierNotFound: 'Kasir tidak ditemukan.',
  reportOfOther: 'Kasir hanya dapat melihat laporannya sendiri.',
  cashAmountRequired: 'Isi uang yang diterima untuk pembayaran tunai.',
  qrisFailed: 'Pembayaran QRIS tidak dapat dibuat. Coba lagi atau bayar tunai.',
  qrisNotPending: 'Tiket ini tidak sedang menunggu pembayaran QRIS.',
} as const;
