// Consequences before saving (issue #38 item 3), in Indonesian: what a ship's new size does to its
// future departures, a ship's own sailings within one crossing time of a new extra departure, and
// from when and for which departures a new fare applies — shown before the save and after it.
import { formatDateMedium, formatTimeWib } from '../../kernel/time';

type Port = { route: string };
type DepartureRef = { issuedDate: string; issuedTime: string; fromRoute: Port; toRoute: Port };

export type ShipImpact = {
  departures: number;
  firstDate: string | null;
  lastDate: string | null;
  overflowing: (DepartureRef & { id: number; usedMetres: number; usedSeats: number })[];
};
export type FareImpact = {
  validFrom: string;
  until: string | null;
  nextFrom: string | null;
  departures: number;
  lastDate: string | null;
  ticketsKept: number;
};
export type ShipClash = DepartureRef & { id: number; minutesApart: number };

const number = (n: number) => n.toLocaleString('id-ID', { maximumFractionDigits: 2 });

/** 'Selasa, 24 Nov 2026, 06:00 WIB, Simanindo → Tigaras'. */
export const departureWords = (d: DepartureRef) =>
  `${formatDateMedium(d.issuedDate)}, ${formatTimeWib(d.issuedTime)}, ${d.fromRoute.route} → ${d.toRoute.route}`;

export const CONSEQUENCE_MSG = {
  shipConfirm: 'Ya, Simpan Perubahan',
  shipKept: 'Kursi dan lajur yang sudah dipesan dan terjual tetap terpakai.',
  shipOverflowTitle: 'Ukuran baru tidak dapat disimpan',
  shipOverflowHelp: 'Pindahkan atau batalkan tiketnya dulu, atau pilih ukuran yang lebih besar.',
  clashTitle: 'Bentrok dengan pelayaran kapal ini',
  clashAddAnyway: 'Tetap Tambahkan',
  fareConfirm: 'Ya, Simpan Tarif',
  crossingTitle: 'Waktu penyeberangan',
  crossingNote:
    'Lama satu kali penyeberangan, dua arah. Tambah Keberangkatan memperingatkan bila kapal yang sama sudah berlayar dalam waktu ini.',
  crossingSaved: 'Waktu penyeberangan disimpan.',
} as const;

/** 'Mengubah 24 keberangkatan mendatang (Selasa, 24 Nov 2026 – Rabu, 23 Des 2026) ke ukuran baru.' */
export function shipImpactText(impact: ShipImpact): string {
  if (impact.departures === 0) return 'Tidak ada keberangkatan mendatang yang berubah ukuran.';
  const range =
    impact.firstDate && impact.lastDate
      ? impact.firstDate === impact.lastDate
        ? ` (${formatDateMedium(impact.firstDate)})`
        : ` (${formatDateMedium(impact.firstDate)} – ${formatDateMedium(impact.lastDate)})`
      : '';
  return `Mengubah ${number(impact.departures)} keberangkatan mendatang${range} ke ukuran baru.`;
}

/** Why the new size cannot be saved: how many departures already hold more. */
export const shipOverflowText = (impact: ShipImpact) =>
  `${number(impact.overflowing.length)} keberangkatan sudah memakai lebih dari ukuran baru:`;

/** One overflowing departure: '…: terpakai 5 m lajur kendaraan dan 4 kursi'. */
export const overflowLine = (d: ShipImpact['overflowing'][number]) =>
  `${departureWords(d)}: terpakai ${number(d.usedMetres)} m lajur kendaraan dan ${number(d.usedSeats)} kursi`;

/** After the save: how many departures took the new size (null: a new ship, none to resize). */
export function shipSavedText(resized: number | null): string {
  if (resized === null) return 'Kapal disimpan.';
  if (resized === 0) return 'Kapal disimpan. Tidak ada keberangkatan yang berubah ukuran.';
  return `Kapal disimpan. ${number(resized)} keberangkatan mendatang disesuaikan ke ukuran baru.`;
}

/** The clash warning's first line. */
export const clashIntro = (clashes: ShipClash[], crossingMinutes: number) =>
  `Kapal ini sudah berlayar ${clashes.length === 1 ? 'satu kali' : `${clashes.length} kali`} dalam satu waktu penyeberangan (${crossingMinutes} menit) dari jam ini. Kapal tidak dapat berada di pelabuhan lain lebih cepat dari satu penyeberangan.`;

/** One clashing sailing: '07:45 WIB, Tigaras → Simanindo (52 menit sebelumnya)'; the date when it differs. */
export function clashLine(c: ShipClash, date: string): string {
  const when =
    c.issuedDate === date
      ? formatTimeWib(c.issuedTime)
      : `${formatDateMedium(c.issuedDate)}, ${formatTimeWib(c.issuedTime)}`;
  const apart =
    c.minutesApart === 0
      ? 'pada jam yang sama'
      : `${Math.abs(c.minutesApart)} menit ${c.minutesApart < 0 ? 'sebelumnya' : 'sesudahnya'}`;
  return `${when}, ${c.fromRoute.route} → ${c.toRoute.route} (${apart})`;
}

/** 'Berlaku untuk keberangkatan mulai Selasa, 1 Des 2026; tiket yang sudah dibayar tidak berubah.' */
export function fareFromText(impact: FareImpact): string {
  const until =
    impact.until && impact.nextFrom
      ? ` sampai ${formatDateMedium(impact.until)} (tarif berikutnya mulai ${formatDateMedium(impact.nextFrom)})`
      : '';
  return `Berlaku untuk keberangkatan mulai ${formatDateMedium(impact.validFrom)}${until}; tiket yang sudah dibayar tidak berubah.`;
}

/** How many scheduled departures it prices, and the tickets that keep their price. */
export function fareDeparturesText(impact: FareImpact): string {
  if (impact.departures === 0) return 'Belum ada keberangkatan terjadwal mulai tanggal itu.';
  const last = impact.lastDate ? ` (jadwal yang sudah dibuat sampai ${formatDateMedium(impact.lastDate)})` : '';
  const kept =
    impact.ticketsKept > 0
      ? ` ${number(impact.ticketsKept)} tiket yang sudah dipesan atau dibayar pada keberangkatan itu tetap dengan harga lamanya.`
      : '';
  return `${number(impact.departures)} keberangkatan terjadwal mulai tanggal itu${last}.${kept}`;
}

/** After the save. */
export const fareSavedText = (impact: FareImpact) =>
  `Tarif disimpan. ${fareFromText(impact)} ${fareDeparturesText(impact)}`;
