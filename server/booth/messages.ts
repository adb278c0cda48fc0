// The booth's words (issue #24): Indonesian, shown as they are on the cashier's screen (the
// passengers' and the spec's English messages live in kernel/server-messages.ts).
export const BOOTH_MESSAGES = {
  noPort: 'Kasir ini belum ditetapkan ke pelabuhan.',
  shiftStillOpen: 'Shift Anda masih terbuka.',
  noOpenShift: 'Buka shift terlebih dahulu.',
  shiftNotFound: 'Shift tidak ditemukan.',
  shiftOfOther: 'Shift ini milik kasir lain.',
  shiftClosed: 'Shift ini sudah ditutup.',
  otherPort: 'Keberangkatan ini bukan dari pelabuhan loket ini.',
  notToday: 'Loket hanya menjual tiket keberangkatan hari ini.',
  departed: 'Kapal sudah berangkat.',
  stopped: 'Penjualan keberangkatan ini sedang ditunda.',
  cancelled: 'Keberangkatan ini dibatalkan.',
  soldOut: 'Tiket ini sudah habis.',
  notEnoughCash: 'Uang yang diterima kurang dari harga tiket.',
  requestIdUsed: 'Kode transaksi ini sudah dipakai untuk penjualan lain.',
} as const;
