// What the timetable's operator calls answer when they refuse (Indonesian, for the operator's console).
import { formatDateMedium } from '../../kernel/time';

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
  crossingSaved: 'Waktu penyeberangan disimpan.',
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

/** One departure in a list: 'Selasa, 24 Nov 2026 06:00 Simanindo → Tigaras'. */
const departureWords = (d: {
  issuedDate: string;
  issuedTime: string;
  fromRoute: { route: string };
  toRoute: { route: string };
}) => `${formatDateMedium(d.issuedDate)} ${d.issuedTime.slice(0, 5)} ${d.fromRoute.route} → ${d.toRoute.route}`;

const LISTED = 5;
const listed = (items: string[]) =>
  items.length > LISTED
    ? `${items.slice(0, LISTED).join('; ')}; dan ${items.length - LISTED} lainnya`
    : items.join('; ');

/**
 * Issue #38: a ship's new size smaller than what its future departures already hold, every one
 * named (the first five, then how many more), e.g. "Kapal KMP Sumut I tidak cukup untuk
 * keberangkatan Selasa, 24 Nov 2026 06:00 Simanindo → Tigaras (terpakai 5 m lajur kendaraan dan 4
 * kursi). …"
 */
export function shipOverflowMessage(
  shipName: string,
  overflowing: {
    issuedDate: string;
    issuedTime: string;
    fromRoute: { route: string };
    toRoute: { route: string };
    usedMetres: number;
    usedSeats: number;
  }[],
): string {
  const items = overflowing.map((d) => {
    const metres = d.usedMetres.toLocaleString('id-ID', { maximumFractionDigits: 2 });
    return `${departureWords(d)} (terpakai ${metres} m lajur kendaraan dan ${d.usedSeats} kursi)`;
  });
  return (
    `Kapal ${shipName} tidak cukup untuk keberangkatan ${listed(items)}. ` +
    'Ukuran baru lebih kecil dari yang sudah dipesan dan terjual; tidak ada yang diubah. ' +
    'Pindahkan atau batalkan tiketnya dulu, atau pilih ukuran yang lebih besar.'
  );
}

/**
 * Issue #38: Tambah Keberangkatan for a ship that already sails within one crossing time, e.g.
 * "KMP Sumut II sudah berlayar dalam satu waktu penyeberangan (60 menit) dari keberangkatan ini:
 * 07:45 Tigaras → Simanindo (52 menit sebelumnya); …"
 */
export function shipClashMessage(
  shipName: string,
  date: string,
  crossingMinutes: number,
  clashes: {
    issuedDate: string;
    issuedTime: string;
    fromRoute: { route: string };
    toRoute: { route: string };
    minutesApart: number;
  }[],
): string {
  const items = clashes.map((c) => {
    const when =
      c.issuedDate === date
        ? c.issuedTime.slice(0, 5)
        : `${formatDateMedium(c.issuedDate)} ${c.issuedTime.slice(0, 5)}`;
    const apart =
      c.minutesApart === 0
        ? 'pada jam yang sama'
        : `${Math.abs(c.minutesApart)} menit ${c.minutesApart < 0 ? 'sebelumnya' : 'sesudahnya'}`;
    return `${when} ${c.fromRoute.route} → ${c.toRoute.route} (${apart})`;
  });
  return (
    `${shipName} sudah berlayar dalam satu waktu penyeberangan (${crossingMinutes} menit) dari keberangkatan ini: ` +
    `${listed(items)}. Kapal tidak dapat berada di pelabuhan lain lebih cepat dari satu penyeberangan. ` +
    'Periksa jam dan kapalnya, atau tambahkan tetap bila memang benar.'
  );
}
