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

/** The audit log's kinds of thing (Jenis). */
export const AUDIT_ENTITY_LABEL = {
  ship: 'Kapal',
  pattern: 'Jadwal',
  exception: 'Pengecualian',
  departure: 'Keberangkatan',
  fare: 'Tarif',
  vehicle_class: 'Golongan',
} as const;

/** The audit log's actions; an unknown one is shown as it is. */
export const AUDIT_ACTION_LABEL: Record<string, string> = {
  'ship.create': 'Kapal ditambahkan',
  'ship.update': 'Kapal diubah',
  'pattern.create': 'Pola jadwal ditambahkan',
  'pattern.update': 'Pola jadwal diubah',
  'exception.create': 'Pengecualian ditambahkan',
  'exception.delete': 'Pengecualian dibatalkan',
  'departure.extra': 'Keberangkatan tambahan',
  'departure.stop': 'Tunda Penjualan',
  'departure.hold': 'Tahan Keberangkatan',
  'departure.reopen': 'Buka Kembali',
  'departure.cancel': 'Batalkan Keberangkatan',
  'departure.quota': 'Kuota diubah',
  'ticket.checkin.void': 'Check-in dibatalkan (keberangkatan batal setelah muat)',
  'fare.create': 'Tarif baru',
  'vehicle_class.length': 'Panjang golongan diubah',
};

/** The names of the fields an audit row's before/after may hold; an unknown one is shown as it is. */
export const AUDIT_FIELD_LABEL: Record<string, string> = {
  name: 'Nama',
  seats: 'Kursi',
  laneMetres: 'Meter lajur',
  active: 'Aktif',
  fromRoute: 'Dari',
  toRoute: 'Ke',
  departureTime: 'Jam',
  issuedTime: 'Jam',
  issuedDate: 'Tanggal',
  time: 'Jam',
  date: 'Tanggal',
  weekdays: 'Hari',
  ship: 'Kapal',
  shipId: 'Kapal',
  validFrom: 'Berlaku mulai',
  validUntil: 'Berlaku sampai',
  walkinPercent: 'Kuota loket %',
  walkinReleaseHours: 'Rilis kuota (jam)',
  kind: 'Jenis',
  status: 'Status',
  closure: 'Alasan penutupan',
  price: 'Harga',
  amount: 'Tarif',
  typeName: 'Golongan / Jenis penumpang',
  legalBasis: 'Dasar hukum',
  lengthMetres: 'Panjang (m)',
  origin: 'Asal',
};

export const DASHBOARD_MSG = {
  channel: { online: 'Online', loket: 'Loket' } as Record<string, string>,
  chartLabel: (date: string) => `Keterisian lajur kendaraan, ${date}`,
  chartUnavailable: 'Grafik tidak dapat dimuat; angka lengkap ada di tabel.',
  noDepartures: CONSOLE_MSG.noDepartures,
} as const;
