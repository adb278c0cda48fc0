// What the fares domain answers the operator (issue #22): Indonesian, shown as they are on the
// Tarif and Kapasitas screens (the passengers' English messages live in kernel/server-messages.ts).
export const FARE_MESSAGES = {
  startsInPast: 'Berlaku mulai tidak boleh sebelum hari ini.',
  alreadyInForce: 'Tarif dengan tanggal berlaku ini sudah berjalan dan tidak dapat diganti. Pilih tanggal lain.',
  raced: 'Tarif untuk jenis dan tanggal ini baru saja disimpan orang lain. Muat ulang lalu coba lagi.',
  vehicleClassNotFound: 'Golongan kendaraan tidak ditemukan.',
  passengerTypeNotFound: 'Jenis penumpang tidak ditemukan.',
} as const;
