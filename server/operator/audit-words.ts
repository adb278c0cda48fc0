// Riwayat Perubahan in words (issue #38 item 4): every action's title, every kind of thing, and every
// field a writer puts in an audit row's before/after (grep writeAudit across server/), labelled in
// Indonesian with its values readable — statuses in words, rupiah, dates, a departure by its day,
// time and direction. The screen and the CSV both show these words (one source: ./audit-log.ts).
// tests/server/audit-words.test.ts fails when an action written anywhere in server/ has no title.
import { closureText, type Closure } from '../../kernel/closure';
import { formatRupiah } from '../../kernel/money';
import { MONTHS_SHORT_ID, parseDate, parseTime } from '../../kernel/time';

export type AuditEntity =
  'ship' | 'pattern' | 'exception' | 'departure' | 'fare' | 'vehicle_class' | 'ticket' | 'refund';

/** The kinds of thing (the Jenis filter and the CSV's column). */
export const AUDIT_ENTITY_WORDS: Record<AuditEntity, string> = {
  ship: 'Kapal',
  pattern: 'Jadwal',
  exception: 'Pengecualian',
  departure: 'Keberangkatan',
  fare: 'Tarif',
  vehicle_class: 'Golongan',
  ticket: 'Tiket',
  refund: 'Refund',
};

/** Every action a writer records, as its title. */
export const AUDIT_TITLE: Record<string, string> = {
  'ship.create': 'Kapal ditambahkan',
  'ship.update': 'Kapal diubah',
  'pattern.create': 'Pola jadwal ditambahkan',
  'pattern.update': 'Pola jadwal diubah',
  'exception.create': 'Pengecualian ditambahkan',
  'exception.delete': 'Pengecualian dibatalkan',
  'pattern.crossing_time': 'Waktu penyeberangan diubah',
  'departure.extra': 'Keberangkatan tambahan dibuat',
  'departure.stop': 'Penjualan ditunda',
  'departure.hold': 'Keberangkatan ditahan',
  'departure.reopen': 'Keberangkatan dibuka kembali',
  'departure.cancel': 'Keberangkatan dibatalkan',
  'departure.keep': 'Keberangkatan dipertahankan di luar pola',
  'departure.quota': 'Kuota loket diubah',
  'departure.delay': 'Keberangkatan diundur',
  'fare.create': 'Tarif baru ditetapkan',
  'vehicle_class.length': 'Panjang golongan diubah',
  'ticket.cancel': 'Tiket dibatalkan',
  'ticket.checkin.void': 'Check-in dibatalkan',
  'ticket.reprint': 'Tiket dicetak ulang',
  'ticket.reschedule': 'Jadwal tiket diubah',
  'ticket.correct': 'Data tiket dikoreksi',
  'refund.paid': 'Refund ditandai dibayar',
};

export const auditTitle = (action: string): string => AUDIT_TITLE[action] ?? action;

/** Every key a writer puts in before/after. */
export const AUDIT_FIELD_WORDS: Record<string, string> = {
  name: 'Nama',
  seats: 'Kursi',
  seatsUsed: 'Kursi terpakai',
  laneMetres: 'Panjang lajur (m)',
  usedMetres: 'Lajur terpakai (m)',
  walkinMetres: 'Kuota loket (m)',
  walkinUsedMetres: 'Kuota loket terpakai (m)',
  onlineFreeMetres: 'Sisa lajur online (m)',
  walkinReleased: 'Kuota loket dilepas ke online',
  walkinPercent: 'Kuota loket (%)',
  walkinReleaseHours: 'Kuota loket dilepas (jam sebelum berangkat)',
  active: 'Aktif',
  fromRoute: 'Dari',
  toRoute: 'Ke',
  departureTime: 'Jam',
  issuedTime: 'Jam',
  issuedDate: 'Tanggal',
  date: 'Tanggal',
  weekdays: 'Hari',
  ship: 'Kapal',
  validFrom: 'Berlaku mulai',
  validUntil: 'Berlaku sampai',
  kind: 'Jenis',
  status: 'Status',
  closure: 'Alasan penutupan',
  delay: 'Penundaan',
  origin: 'Asal',
  patternId: 'Pola jadwal',
  vehicles: 'Kendaraan',
  onlineVehicles: 'Kendaraan online',
  loketVehicles: 'Kendaraan loket',
  qty: 'Golongan IV yang masih muat online',
  amount: 'Harga',
  typeName: 'Golongan / jenis penumpang',
  legalBasis: 'Dasar hukum',
  vehicleClass: 'Golongan',
  vehicleType: 'Jenis kendaraan',
  lengthMetres: 'Panjang (m)',
  insuranceFee: 'Iuran asuransi',
  invoiceId: 'Nomor tiket',
  channel: 'Saluran',
  passVersion: 'Versi tiket',
  size: 'Ukuran cetak',
  checkedIn: 'Sudah check-in',
  refundAmount: 'Jumlah refund',
  refundPercent: 'Refund (%)',
  fee: 'Biaya',
  refundMethod: 'Cara refund',
  method: 'Cara refund',
  shiftId: 'Shift kasir',
  scheduleId: 'Keberangkatan',
  difference: 'Selisih tarif',
  amountDue: 'Harus dibayar',
  changeId: 'Permintaan ubah jadwal',
  plateNumber: 'Nomor polisi',
  driver: 'Pengemudi',
  manifest: 'Penumpang',
  fields: 'Data dikoreksi',
  age: 'Umur',
  domicile: 'Domisili',
  passengerId: 'Penumpang',
  price: 'Harga',
  crossingMinutes: 'Waktu penyeberangan (menit)',
};

export const fieldLabel = (key: string): string => AUDIT_FIELD_WORDS[key] ?? key;

/** A departure's status (the console's words, issue #37). */
export const DEPARTURE_STATUS_WORDS: Record<string, string> = {
  open: 'Dibuka',
  stopped: 'Penjualan Ditunda',
  held: 'Keberangkatan Ditahan',
  cancelled: 'Dibatalkan',
};

/** A ticket's status; 'pending' is a move waiting for its payment (ticket.reschedule). */
export const TICKET_STATUS_WORDS: Record<string, string> = {
  PAID: 'Lunas',
  CANCELLED: 'Dibatalkan',
  UNPAID: 'Menunggu Pembayaran',
  EXPIRED: 'Kedaluwarsa',
  REFUND_DUE: 'Refund',
  pending: 'Menunggu pembayaran ubah jadwal',
};

/** A refund's status (the Refund page's words). */
export const REFUND_STATUS_WORDS: Record<string, string> = {
  processing: 'Diproses',
  refunded: 'Sudah dikembalikan',
  due: 'Menunggu dibayar',
  paid: 'Sudah dibayar',
};

const VALUE_WORDS: Record<string, Record<string, string>> = {
  origin: { pattern: 'Pola jadwal', extra: 'Keberangkatan tambahan', kept: 'Dipertahankan di luar pola' },
  channel: { online: 'Online', loket: 'Loket' },
  refundMethod: {
    midtrans: 'Midtrans (otomatis)',
    simulator: 'Simulator pembayaran (otomatis)',
    manual: 'Transfer manual oleh operator',
    tunai: 'Tunai di loket',
  },
  kind: {
    vehicle: 'Kendaraan',
    passenger: 'Penumpang',
    foot: 'Pejalan kaki', // issue #40 item 3
    removed: 'Keberangkatan dihapus',
    ship: 'Ganti kapal',
  },
};
VALUE_WORDS.method = VALUE_WORDS.refundMethod!;

const STATUS_BY_ENTITY: Partial<Record<string, Record<string, string>>> = {
  departure: DEPARTURE_STATUS_WORDS,
  ticket: TICKET_STATUS_WORDS,
  refund: REFUND_STATUS_WORDS,
};

export const WEEKDAY_SHORT_WORDS = ['', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'];

/** '2026-11-30' → 'Sen 30 Nov 2026'; the text itself when malformed. */
export function dayText(date: string): string {
  const d = parseDate(date);
  return d ? `${WEEKDAY_SHORT_WORDS[d.dayOfWeek]} ${d.day} ${MONTHS_SHORT_ID[d.month - 1]} ${d.year}` : date;
}

/** '07:15:00' → '07:15'. */
const hhmm = (time: string) => (parseTime(time) ? time.slice(0, 5) : time);

/** A departure: 'Sen 30 Nov 2026 07:15 WIB, Tigaras → Simanindo'. */
export const departureText = (d: { date: string; time: string; from: string; to: string }): string =>
  `${dayText(d.date)} ${hhmm(d.time)} WIB, ${d.from} → ${d.to}`;

/** What the value needs from the database: route and departure names by id. */
export interface Names {
  route: (id: number) => string | undefined;
  departure: (id: number) => string | undefined;
}

export const NO_NAMES: Names = { route: () => undefined, departure: () => undefined };

const EMPTY = '—';
const MONEY = new Set(['amount', 'price', 'fee', 'refundAmount', 'difference', 'amountDue', 'insuranceFee']);
const METRES = /Metres$/;

const weekdays = (days: number[]) =>
  days.length === 7
    ? 'Setiap hari'
    : [...days]
        .sort((a, b) => a - b)
        .map((d) => WEEKDAY_SHORT_WORDS[d] ?? d)
        .join(', ');

/** A person of a ticket's data: 'Budi, 34 th, Medan'. */
const personText = (o: Record<string, unknown>) =>
  [o.name, typeof o.age === 'number' ? `${o.age} th` : o.age, o.domicile]
    .filter((v) => v != null && v !== '')
    .join(', ');

/** Undur Keberangkatan (issue #38): 'Diundur 40 menit dari Senin, 30 Nov 2026 14.00 — Cuaca …'. */
function delayText(o: Record<string, unknown>): string {
  const from = `${dayText(String(o.fromDate))} ${hhmm(String(o.fromTime))}`;
  const free = o.free === true ? ' (pindah jadwal gratis atau refund 100 %)' : '';
  return `Diundur ${String(o.minutes)} menit dari ${from}${free}: ${String(o.reason)}`;
}

function objectText(key: string, o: Record<string, unknown>, entity: string, names: Names): string {
  if (key === 'delay') return delayText(o);
  if (typeof o.reason === 'string' && typeof o.note === 'string') return closureText(o as unknown as Closure);
  if (typeof o.route === 'string') return o.route;
  if (key === 'driver' || key === 'manifest') return personText(o);
  if (typeof o.name === 'string') return o.name;
  return Object.entries(o)
    .filter(([k]) => k !== 'id')
    .map(([k, v]) => `${fieldLabel(k)}: ${valueText(k, v, entity, names)}`)
    .join(', ');
}

/** One value as words, for the field `key` of an `entity`'s row. */
export function valueText(key: string, value: unknown, entity: string, names: Names = NO_NAMES): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (Array.isArray(value)) {
    if (key === 'weekdays') return weekdays(value as number[]);
    return value.length === 0 ? EMPTY : value.map((v) => valueText(key, v, entity, names)).join('; ');
  }
  if (typeof value === 'object') return objectText(key, value as Record<string, unknown>, entity, names);
  if (typeof value === 'number') {
    if (MONEY.has(key)) return formatRupiah(value);
    if (key === 'refundPercent' || key === 'walkinPercent') return `${value} %`;
    if (key === 'walkinReleaseHours') return `${value} jam`;
    if (METRES.test(key)) return `${String(value).replace('.', ',')} m`;
    if ((key === 'fromRoute' || key === 'toRoute') && names.route(value)) return names.route(value)!;
    if (key === 'scheduleId') return names.departure(value) ?? `#${value}`;
    if (key === 'patternId' || key === 'changeId' || key === 'shiftId') return `#${value}`;
    return String(value);
  }
  const text = String(value as string);
  if (key === 'status') return STATUS_BY_ENTITY[entity]?.[text] ?? text;
  if (VALUE_WORDS[key]?.[text]) return VALUE_WORDS[key][text];
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return dayText(text);
  if (/^\d{2}:\d{2}:\d{2}$/.test(text)) return hhmm(text);
  return text;
}

/** One changed field: `before` null when the field is new (a created thing), `after` null when gone. */
export type AuditChange = { label: string; before: string | null; after: string | null };

type Row = { action: string; entity: string; before: unknown; after: unknown };

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** Ids the subject already names, and the correction's own summary of its fields. */
const HIDDEN = new Set(['id', 'typeId', 'fields']);

/** What a new thing shows beside its subject (the subject names its date, time, route or type). */
const CREATED_FIELDS: Partial<Record<string, string[]>> = {
  departure: ['ship', 'laneMetres', 'seats', 'walkinPercent', 'walkinReleaseHours'],
  fare: ['amount', 'validFrom', 'legalBasis'],
  pattern: ['ship', 'validFrom', 'validUntil', 'walkinPercent', 'walkinReleaseHours'],
  ship: ['seats', 'laneMetres', 'active'],
  exception: ['kind', 'ship'],
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function listed(r: Row, o: Record<string, unknown>, side: 'before' | 'after', names: Names): AuditChange[] {
  const keys = CREATED_FIELDS[r.entity] ?? Object.keys(o);
  return keys
    .filter((k) => !HIDDEN.has(k) && k in o)
    .map((k) => {
      const text = valueText(k, o[k], r.entity, names);
      return { label: fieldLabel(k), before: side === 'before' ? text : null, after: side === 'after' ? text : null };
    });
}

/**
 * A new fare is a new fare (issue #38): its price, start and legal basis, and the fare it takes
 * over from that day as one line — never the old fare's fields "changed" into the new one's.
 */
function fareChanges(r: Row, names: Names): AuditChange[] {
  const after = asRecord(r.after);
  const before = asRecord(r.before);
  const lines = after ? listed(r, after, 'after', names) : [];
  if (before) {
    const from = valueText('validFrom', before.validFrom, r.entity, names);
    lines.push({
      label: 'Menggantikan',
      before: null,
      after: `${valueText('amount', before.amount, r.entity, names)} (berlaku mulai ${from})`,
    });
  }
  return lines;
}

/** The fields of one audit row in words: what changed, or what was made or removed. */
export function auditChanges(r: Row, names: Names = NO_NAMES): AuditChange[] {
  if (r.action === 'fare.create') return fareChanges(r, names);
  const b = asRecord(r.before);
  const a = asRecord(r.after);
  if (!b && !a) {
    if (same(r.before, r.after)) return [];
    return [
      {
        label: 'Nilai',
        before: valueText('', r.before, r.entity, names),
        after: valueText('', r.after, r.entity, names),
      },
    ];
  }
  if (!b) return listed(r, a!, 'after', names);
  if (!a) return listed(r, b, 'before', names);
  // A key only before is context (the ticket's channel), one only after is new (the refund's amount).
  return Object.keys({ ...b, ...a })
    .filter((k) => !HIDDEN.has(k) && k in a && !same(b[k], a[k]))
    .map((k) => ({
      label: fieldLabel(k),
      before: k in b ? valueText(k, b[k], r.entity, names) : null,
      after: valueText(k, a[k], r.entity, names),
    }));
}

/** A change as one line: 'Status: Lunas → Dibatalkan', 'Harga: Rp 60.000'. */
export const changeLine = (c: AuditChange): string =>
  c.before !== null && c.after !== null
    ? `${c.label}: ${c.before} → ${c.after}`
    : `${c.label}: ${c.after ?? c.before ?? EMPTY}`;
