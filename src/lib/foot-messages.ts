// Walk-on passengers' texts (issue #40 item 3, beyond the spec), in the spec's voice. The English
// versions come with the app's i18n (another item of issue #40).
import { FOOT_LABEL } from '../../kernel/foot';

export const FOOT_MSG = {
  /** The screen's title and the choice on pesan-tiket. */
  title: 'Pesan Tiket Pejalan Kaki',
  choice: `${FOOT_LABEL} (tanpa kendaraan)`,
  choiceHint: 'Menyeberang tanpa kendaraan? Pesan tiket penumpang saja, tanpa plat nomor dan pengemudi.',
  intro: 'Tiket untuk penumpang yang menyeberang tanpa kendaraan. Isi nama setiap penumpang sesuai KTP atau paspor.',
  passengerHeading: (n: number) => `Penumpang ${n}`,
  add: 'Tambah Penumpang',
  remove: 'Hapus',
  maxReached: 'Paling banyak 20 penumpang dalam satu pesanan.',
  next: 'Lanjutkan',
  reviewTitle: 'Periksa Pesanan',
  back: 'Ubah',
  confirm: 'Konfirmasi',
  total: 'Total',
  connecting: 'Menghubungkan…',
  sending: 'Memproses pesanan…',
  loading: 'Memuat data pemesanan…',
  loadFailed: 'Data pemesanan tidak dapat dimuat. Coba lagi.',
  retry: 'Coba lagi',
  closed: 'Keberangkatan ini tidak dibuka untuk penjualan online.',
  noFares: 'Tarif pejalan kaki untuk keberangkatan ini belum tersedia.',
  connectionLost: 'Koneksi terputus. Silakan coba lagi.',
} as const;
