// What pesan-tiket tells the user: when its data cannot be loaded (spec §8, verbatim), and our own
// texts beyond the spec (issue #21): offline, a departure that cannot be booked, the running
// total, the driver fields the account cannot fill.
import { SCHEDULE_LOAD_FAILED } from './schedule-messages';
import { ORDER_MSG } from './order-messages';
import type { ClosedReason } from './next-departure';

export const BOOKING_MSG = {
  scheduleFailed: SCHEDULE_LOAD_FAILED,
  vehicleFailed: 'Failed to get vehicle',
  // Spec §8 gives passenger types the schedule's message.
  passengerTypesFailed: SCHEDULE_LOAD_FAILED,
  /** Issue #21 §5: the load failed while the browser is offline (instead of 'Failed to get schedule'). */
  offline: 'Jadwal tidak dapat dimuat saat offline',
  loadFailed: 'Data pemesanan gagal dimuat.',
  closedTitle: 'Keberangkatan ini tidak dapat dipesan',
  searchingNext: 'Mencari keberangkatan berikutnya…',
  nextFound: 'Keberangkatan berikutnya yang masih tersedia:',
  noNext: 'Tidak ada keberangkatan lain dengan tiket tersisa pada rute ini dalam 7 hari ke depan.',
  bookNext: 'Pesan keberangkatan ini',
  total: 'Total sementara',
  totalWithoutVehicle: 'Belum termasuk kendaraan: pilih golongan kendaraan.',
  completeAccount: 'Lengkapi Informasi Akun',
} as const;

/**
 * Why pesan-tiket cannot book this departure (issue #21 §6; stopped and cancelled, issue #22). Sold
 * out, under 60 minutes and outside the window say what konfirmasi-pesanan says for the same refusal.
 */
export const CLOSED_MSG: Record<ClosedReason, string> = {
  // Issue #22: the operator's reason (Alasan) follows on its own line.
  stopped: 'Penjualan tiket keberangkatan ini ditutup oleh operator. Silakan pilih jadwal lain.',
  held: 'Keberangkatan ini ditahan oleh operator. Silakan pilih jadwal lain.',
  cancelled: 'Keberangkatan ini dibatalkan oleh operator. Silakan pilih jadwal lain.',
  departed: 'Kapal untuk keberangkatan ini sudah berangkat. Silakan pilih jadwal lain.',
  closingSoon: ORDER_MSG.closedForSale,
  outsideWindow: ORDER_MSG.outsideWindow,
  soldOut: ORDER_MSG.soldOut,
};

const DRIVER_FIELD_NAMES = {
  name: 'nama',
  phoneNumber: 'nomor HP',
  age: 'usia',
  gender: 'jenis kelamin',
  domicile: 'domisili',
} as const;

/**
 * Under 'Sama dengan pemesan' when the account lacks some of the driver's fields (issue #21 §7):
 * 'Usia dan domisili belum ada di akun Anda — lengkapi di Informasi Akun.'
 */
export function accountGapNote(fields: readonly (keyof typeof DRIVER_FIELD_NAMES)[]): string {
  const names = fields.map((field) => DRIVER_FIELD_NAMES[field]);
  const list =
    names.length <= 2 ? names.join(' dan ') : `${names.slice(0, -1).join(', ')}, dan ${names[names.length - 1]}`;
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} belum ada di akun Anda — lengkapi di Informasi Akun.`;
}
