// Texts of the port officer's pages (issue #21), beyond the spec (which knows no officer app).
// Indonesian, like every text of the app.
export const OFFICER_MSG = {
  /** After a sync emptied the queue of offline check-ins. */
  allSynced: 'Semua check-in tersinkron',
  /** The offline notice on the officer's pages: what still works at the dock without signal. */
  offlineDetail:
    'Pemeriksaan tiket tetap berjalan dengan manifes yang tersimpan di ponsel. Check-in dikirim saat koneksi kembali.',
  /** The disclosure of /petugas holding the departures that have sailed. */
  finished: (n: number) => `Keberangkatan selesai (${n})`,
  next: 'Berikutnya',
  noMoreToday: 'Tidak ada keberangkatan lagi hari ini.',
} as const;
