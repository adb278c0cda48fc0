// Texts of the installable app (issue #11), beyond the spec: the spec knows no offline state and
// no app update. Indonesian, like every text of the app.
export const APP_MSG = {
  offline: 'Anda sedang offline',
  offlineDetail: 'Tiket yang sudah dibayar tetap bisa dibuka. Tindakan lain menunggu koneksi kembali.',
  needsNetwork: 'Perlu koneksi internet.',
  updateAvailable: 'Versi baru tersedia',
  updateApply: 'Muat ulang',
  updateLater: 'Nanti',
} as const;
