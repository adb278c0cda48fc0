// Walk-on passengers' texts (issue #40 item 3, beyond the spec), in the spec's voice: what the
// footOrder machine writes and the officer's scanner shows. pesan-pejalan-kaki's own texts, in both
// languages, are messages/*.json (foot_*, issue #40 item 1).
import { FOOT_LABEL } from '../../kernel/foot';

export const FOOT_MSG = {
  /** A foot ticket's "vehicle" on the officer's scanner. */
  choice: `${FOOT_LABEL} (tanpa kendaraan)`,
  closed: 'Keberangkatan ini tidak dibuka untuk penjualan online.',
  noFares: 'Tarif pejalan kaki untuk keberangkatan ini belum tersedia.',
  connectionLost: 'Koneksi terputus. Silakan coba lagi.',
} as const;
