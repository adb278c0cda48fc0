// The Indonesian texts of a ticket's self-service (issue #23): why an action is refused now, the
// conflicts of Ubah Jadwal, Batalkan Tiket and Perbaiki Data, and the labels of the fields a
// correction changed (the history on tiket-detail lists them). The cancellation's own reasons are
// kernel/ticket-rules.ts CANCEL_REASONS (shared with the booth).
import { CHANGE_CUTOFF_HOURS } from '../../kernel/ticket-rules';

export const TICKET_MESSAGES = {
  ticketNotFound: 'Tiket tidak ditemukan.',
  notPaid: 'Tiket ini belum dibayar.',
  checkedIn: 'Tiket ini sudah dipakai naik kapal.',
  notActive: 'Tiket ini tidak aktif lagi.',
  changedMeanwhile: 'Tiket ini baru saja diubah. Muat ulang lalu coba lagi.',
  /** Issue #37: the confirmed amounts no longer apply (409 AmountsChanged, with the new ones). */
  refundChanged: 'Jumlah refund berubah sejak Anda melihatnya. Periksa jumlah yang baru, lalu konfirmasi lagi.',
  amountDueChanged:
    'Biaya perubahan jadwal berubah sejak Anda melihatnya. Periksa jumlah yang baru, lalu konfirmasi lagi.',
  rescheduleTooLate: `Ubah jadwal hanya bisa paling lambat ${CHANGE_CUTOFF_HOURS} jam sebelum keberangkatan.`,
  pendingChange: 'Perubahan jadwal sebelumnya menunggu pembayaran.',
  departureNotFound: 'Keberangkatan tujuan tidak ditemukan.',
  sameDeparture: 'Pilih keberangkatan lain dari jadwal tiket ini.',
  otherRoute: 'Keberangkatan tujuan harus pada rute yang sama.',
  departureClosed: 'Keberangkatan tujuan tidak dibuka untuk penjualan.',
  departureTooSoon: 'Keberangkatan tujuan sudah terlalu dekat atau di luar jangka waktu pemesanan.',
  departureFull: 'Kapasitas keberangkatan ini sudah penuh.',
  noFare: 'Tarif untuk keberangkatan tujuan belum tersedia.',
  changeEnded: 'Perubahan jadwal ini sudah berakhir tanpa pembayaran. Silakan ulangi.',
  requestIdReused: 'Permintaan ini sudah dipakai untuk perubahan lain.',
  paymentUnavailable: 'Pembayaran tidak dapat dibuka saat ini. Silakan coba lagi.',
  footCorrection: 'Perbaiki Data belum tersedia untuk tiket pejalan kaki.',
  manifestLength: 'Jumlah dan urutan penumpang tidak boleh berubah.',
  manifestType: 'Jenis penumpang tidak boleh berubah lewat Perbaiki Data.',
  childAge: 'Umur penumpang anak-anak harus di bawah 5 tahun.',
  adultAge: 'Umur penumpang dewasa harus 5 tahun ke atas.',
  feeLine: 'Biaya ubah jadwal',
  differenceLine: 'Selisih tarif',
} as const;

/** The labels of the fields Perbaiki Data changed, as the history shows them. */
export const FIELD_LABELS = {
  plateNumber: 'Plat nomor',
  driverName: 'Nama pengemudi',
  driverAge: 'Umur pengemudi',
  driverDomicile: 'Domisili pengemudi',
  passengerName: (n: number) => `Nama penumpang ${n}`,
  passengerAge: (n: number) => `Umur penumpang ${n}`,
  passengerDomicile: (n: number) => `Domisili penumpang ${n}`,
} as const;
