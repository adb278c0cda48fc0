// Texts of the installable app (issue #11), beyond the spec: the spec knows no offline state and
// no app update. Indonesian, like every text of the app.
export const APP_MSG = {
  offline: 'Anda sedang offline',
  /**
   * Issue #38: exactly what opens — the paid tickets this phone showed online (on Tiket Saya, or
   * opened), until their departure (src/lib/offline-tickets.ts, src/lib/kept-tickets.ts).
   */
  offlineDetail:
    'Tiket lunas yang pernah tampil di ponsel ini saat online tetap bisa dibuka di Tiket Saya sampai waktu keberangkatannya. Tindakan lain menunggu koneksi kembali.',
  /** Issue #38: tiket-saya showing this phone's kept tickets instead of the server's list. */
  keptTickets: 'Tiket lunas yang tersimpan di ponsel ini. Daftar lengkap tampil lagi saat online.',
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
