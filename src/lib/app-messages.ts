// Texts of the installable app (issue #11), beyond the spec: the spec knows no offline state and
// no app update. Indonesian, like every text of the app.
export const APP_MSG = {
  offline: 'Anda sedang offline',
  offlineDetail: 'Tiket yang sudah dibayar tetap bisa dibuka. Tindakan lain menunggu koneksi kembali.',
  needsNetwork: 'Perlu koneksi internet.',
  /** Issue #21: beranda's nearest departures, or daftar-tiket's day, not loaded for want of network. */
  scheduleOffline: 'Jadwal tidak dapat dimuat saat offline',
  /** Issue #21: daftar-tiket's cards, the cheapest vehicle class's fare ('mulai Rp 150.000'). */
  fareFrom: 'mulai',
  /** Issue #21 §7: tiket-saya, back from the payment page without paying (Batalkan, or left unfinished). */
  paymentCancelled: 'Pembayaran dibatalkan.',
  paymentUnfinished: 'Pembayaran belum selesai. Anda masih dapat membayar sebelum waktu pembayaran habis.',
  updateAvailable: 'Versi baru tersedia',
  updateApply: 'Muat ulang',
  updateLater: 'Nanti',
} as const;
