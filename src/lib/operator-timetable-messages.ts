// Texts of the operator's Jadwal, Dasbor and Riwayat Perubahan pages (issue #22), in Indonesian,
// and what a failed operator call tells the admin. A failure is read structurally ({ kind, status }),
// so this file needs nothing from src/api. Texts the whole console shares come from
// ./operator-messages.ts.
import { OPERATOR_MSG as CONSOLE_MSG } from './operator-messages';

export const GENERIC_ERROR = CONSOLE_MSG.generic;

export const OPERATOR_MSG = {
  generic: GENERIC_ERROR,
  noConnection: CONSOLE_MSG.noConnection,
  invalid: 'Data tidak valid. Periksa kembali isian Anda.',
  forbidden: 'Anda tidak memiliki akses ke halaman operator.',
  sessionEnded: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  notFound: CONSOLE_MSG.notFound,
  conflict: 'Perubahan ditolak karena bertentangan dengan data yang ada.',
  extraExists: 'Sudah ada keberangkatan pada rute, tanggal dan jam ini.',
  loadTimetableFailed: 'Jadwal tidak dapat dimuat.',
  loadDashboardFailed: 'Dasbor tidak dapat dimuat.',
  loadAuditFailed: 'Riwayat perubahan tidak dapat dimuat.',
  csvFailed: 'Berkas CSV gagal diunduh. Silakan coba lagi.',
  reloadFailed: 'Perubahan tersimpan, tetapi jadwal belum dapat dimuat ulang.',
  decideEach: 'Pilih Pertahankan atau Batalkan untuk setiap keberangkatan.',
  reasonRequired: 'Alasan wajib diisi.',
  dateRange: 'Dari tanggal tidak boleh setelah Sampai tanggal.',
  saved: {
    pattern: 'Pola jadwal tersimpan.',
    exception: 'Pengecualian tersimpan.',
    undo: 'Pengecualian dibatalkan.',
    extra: 'Keberangkatan tambahan tersimpan.',
  },
} as const;

/**
 * What the admin reads for a failed operator call (`kind`/`status` as src/api's ApiError has them);
 * `flow` names the write, for the 409 of an extra departure (one already at that route, date and time).
 */
export function operatorErrorMessage(error: unknown, flow?: string): string {
  const e = (error ?? {}) as { kind?: unknown; status?: unknown };
  if (e.kind === 'network') return OPERATOR_MSG.noConnection;
  if (e.kind === 'no-token' || e.status === 401) return OPERATOR_MSG.sessionEnded;
  switch (e.status) {
    case 400:
      return OPERATOR_MSG.invalid;
    case 403:
      return OPERATOR_MSG.forbidden;
    case 404:
      return OPERATOR_MSG.notFound;
    case 409:
      return flow === 'extra' ? OPERATOR_MSG.extraExists : OPERATOR_MSG.conflict;
    default:
      return GENERIC_ERROR;
  }
}

/** ISO weekdays 1 = Monday … 7 = Sunday, as the Jadwal page writes them. */
export const WEEKDAY_SHORT: Record<number, string> = {
  1: 'Sen',
  2: 'Sel',
  3: 'Rab',
  4: 'Kam',
  5: 'Jum',
  6: 'Sab',
  7: 'Min',
};

/** [1,2,3,4,5,6,7] → 'Setiap hari'; [1,3] → 'Sen, Rab'. */
export function weekdaysText(days: readonly number[]): string {
  if (days.length === 7) return 'Setiap hari';
  return [...days]
    .sort((a, b) => a - b)
    .map((d) => WEEKDAY_SHORT[d] ?? String(d))
    .join(', ');
}

export const DECISION_LABEL = { keep: 'Pertahankan', cancel: 'Batalkan' } as const;

export const EXCEPTION_KIND_LABEL = {
  removed: 'Hapus keberangkatan pada tanggal ini',
  ship: 'Ganti kapal',
} as const;

export const DASHBOARD_MSG = {
  channel: { online: 'Online', loket: 'Loket' } as Record<string, string>,
  chartLabel: (date: string) => `Keterisian lajur kendaraan, ${date}`,
  chartUnavailable: 'Grafik tidak dapat dimuat; angka lengkap ada di tabel.',
  noDepartures: CONSOLE_MSG.noDepartures,
} as const;
