// What the timetable's operator calls answer when they refuse (Indonesian, for the operator's console).

export const TIMETABLE_MESSAGES = {
  shipNotFound: 'Kapal tidak ditemukan.',
  shipInactive: 'Kapal tidak aktif; pilih kapal yang aktif.',
  shipNameTaken: 'Nama kapal sudah dipakai kapal lain.',
  routeNotFound: 'Pelabuhan tidak ditemukan.',
  patternNotFound: 'Pola jadwal tidak ditemukan.',
  exceptionNotFound: 'Pengecualian tidak ditemukan.',
  badTime: 'Jam keberangkatan tidak valid.',
  badDate: 'Tanggal tidak valid.',
  sameRoute: 'Pelabuhan asal dan tujuan harus berbeda.',
  untilBeforeFrom: 'Berlaku sampai tidak boleh sebelum Berlaku mulai.',
  badWeekdays: 'Hari harus berupa angka 1 (Senin) sampai 7 (Minggu), tanpa pengulangan.',
  patternOverlap:
    'Sudah ada pola lain untuk arah dan jam yang sama pada hari dan masa berlaku yang bertumpuk. Ubah pola itu atau pilih jam lain.',
  exceptionShipRequired: 'Pengecualian ganti kapal memerlukan kapal pengganti (shipId).',
  exceptionShipNotAllowed: 'Pengecualian penghapusan jadwal tidak memakai kapal (hapus shipId).',
  exceptionSameShip: 'Kapal pengganti sama dengan kapal pada pola.',
  exceptionOutsideValidity: 'Tanggal pengecualian berada di luar masa berlaku pola atau bukan hari operasinya.',
  exceptionInPast: 'Tanggal pengecualian sudah lewat.',
  exceptionExists: 'Sudah ada pengecualian untuk pola ini pada tanggal itu; hapus dulu pengecualian tersebut.',
  decisionsNeeded:
    'Perubahan ini menghapus keberangkatan yang sudah memiliki tiket. Pilih untuk setiap keberangkatan: pertahankan atau batalkan.',
  saved: 'Berhasil disimpan.',
  deleted: 'Berhasil dihapus.',
} as const;

/** A ship too small for what a departure already sold (a swap, a pattern's ship, a smaller ship). */
export function shipTooSmallMessage(
  shipName: string,
  d: { issuedDate: string; issuedTime: string; usedCm: number; usedSeats: number },
): string {
  const metres = (d.usedCm / 100).toLocaleString('id-ID', { maximumFractionDigits: 2 });
  return (
    `Kapal ${shipName} tidak cukup untuk keberangkatan ${d.issuedDate} pukul ${d.issuedTime.slice(0, 5)}: ` +
    `sudah terpakai ${metres} m jalur kendaraan dan ${d.usedSeats} kursi. Pindahkan atau batalkan tiketnya dulu.`
  );
}
