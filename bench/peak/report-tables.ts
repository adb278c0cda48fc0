// The peak-day report's tables (issue #39, section 3): the run, budgets, invariants, fairness,
// latency by kind, crash windows and, per departure, what the harbour master asks for. All text is
// escaped; a missing number prints as '–'.
import { ALL_KINDS, type Analysis } from './report-stats';
import { clockOfWall, esc, fmt } from './report-svg';
import type { DepartureRow, PeakData } from './types';

const okCell = (ok: boolean) => (ok ? '<td class="ok">OK</td>' : '<td class="bad">GAGAL</td>');
const num = (v: number | null | undefined, digits = 0) => `<td class="n">${fmt(v, digits)}</td>`;
const text = (v: unknown) => `<td>${esc(v)}</td>`;
const head = (cols: string[]) => `<thead><tr>${cols.map((c) => `<th>${esc(c)}</th>`).join('')}</tr></thead>`;

function table(cols: string[], rows: string[], empty: string): string {
  const body = rows.length ? rows.join('') : `<tr><td colspan="${cols.length}" class="empty">${esc(empty)}</td></tr>`;
  return `<table>${head(cols)}<tbody>${body}</tbody></table>`;
}

/** The run: when, where, how fast, on what load. */
export function metaTable(data: PeakData, a: Analysis): string {
  const m = data.meta;
  const load = (l: number[]) => (l.length ? l.map((v) => fmt(v, 2)).join(' / ') : '–');
  const rows: Array<[string, string]> = [
    ['Mulai', esc(m.startedAt)],
    ['Commit', `<code>${esc(m.commit)}</code>`],
    ['Basis data', esc(m.database)],
    ['Instance', fmt(m.instances)],
    ['Skala', fmt(m.scale, 3)],
    ['Kecepatan jam (pembukaan / hari)', `${fmt(m.speed.opening, 1)}× / ${fmt(m.speed.day, 1)}×`],
    ['Durasi nyata', `${fmt(m.wallSeconds, 1)} s`],
    ['Beban mesin sebelum (1/5/15 mnt)', load(m.loadBefore)],
    ['Beban mesin sesudah (1/5/15 mnt)', load(m.loadAfter)],
    ['Permintaan (ulangan)', `${fmt(data.requests.length)} (${fmt(a.retries)})`],
  ];
  return `<table class="meta"><tbody>${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${v}</td></tr>`).join('')}</tbody></table>`;
}

export function budgetTable(data: PeakData): string {
  const rows = data.budgets.map(
    (b) => `<tr>${text(b.name)}${num(b.value, 2)}${num(b.limit, 2)}${text(b.unit)}${okCell(b.ok)}</tr>`,
  );
  return table(['Anggaran', 'Nilai', 'Batas', 'Satuan', 'Hasil'], rows, 'tidak ada anggaran');
}

export function invariantTable(data: PeakData): string {
  const rows = data.invariants.map(
    (i) => `<tr>${text(i.name)}${okCell(i.ok)}<td><pre>${esc(i.detail)}</pre></td></tr>`,
  );
  return table(['Invarian', 'Hasil', 'Rincian'], rows, 'tidak ada invarian');
}

/** `share` is read as a fraction (outOfOrder / buyers), shown as a percentage. */
export function fairnessTable(data: PeakData): string {
  const f = data.fairness;
  const rows = [`<tr>${num(f.buyers)}${num(f.outOfOrder)}<td class="n">${fmt(f.share * 100, 2)} %</td></tr>`];
  return table(['Pembeli saat pembukaan', 'Dilayani tidak sesuai urutan datang', 'Porsi'], rows, '');
}

export function latencyTable(a: Analysis): string {
  const rows = ALL_KINDS.filter((k) => a.kinds[k].count > 0).map((k) => {
    const s = a.kinds[k];
    const st = s.statuses;
    return (
      `<tr>${text(k)}${num(s.count)}${num(s.p50)}${num(s.p95)}${num(s.p99)}${num(s.max)}` +
      `${num(st['2xx'])}${num(st['4xx'])}${num(st['409'])}${num(st['423'])}${num(st['429'])}${num(st['5xx'])}${num(st['0'])}</tr>`
    );
  });
  return table(
    ['Jenis', 'Jumlah', 'p50 ms', 'p95 ms', 'p99 ms', 'maks ms', '2xx', '4xx', '409', '423', '429', '5xx', 'gagal (0)'],
    rows,
    'tidak ada permintaan',
  );
}

export function crashTable(a: Analysis): string {
  const rows = a.crashes.map(
    (c) =>
      `<tr>${text(c.label)}${num(c.instance)}${text(clockOfWall(c.killedAt / 1000))}${text(clockOfWall(c.readyAt / 1000))}` +
      `${num(c.downMs / 1000, 1)}${num(c.requests)}${num(c.failed)}${num(c.status5xx)}${num(c.retries)}</tr>`,
  );
  return table(
    ['Crash', 'Instance', 'Dimatikan', 'Siap lagi', 'Mati (s)', 'Permintaan', 'Gagal sambung', '5xx', 'Diulang'],
    rows,
    'tidak ada crash',
  );
}

/** The rows' numeric fields. */
type Count = { [K in keyof DepartureRow]: DepartureRow[K] extends number ? K : never }[keyof DepartureRow];

const DEPARTURE_NUMBERS: Array<[string, Count]> = [
  ['Kapasitas (kendaraan)', 'capacityVehicles'],
  ['Kursi', 'seats'],
  ['Terjual online', 'soldOnline'],
  ['Terjual loket', 'soldBooth'],
  ['Naik kapal', 'boarded'],
  ['Tidak datang', 'noShows'],
  ['Pindah masuk', 'movedIn'],
  ['Pindah keluar', 'movedOut'],
  ['Refund', 'refunded'],
];

export function departureTable(data: PeakData): string {
  const cols = ['Keberangkatan', 'Status', ...DEPARTURE_NUMBERS.map(([c]) => c)];
  const rows = data.departures.map(
    (d) =>
      `<tr data-schedule="${esc(d.scheduleId)}">${text(d.label)}${text(d.status)}` +
      DEPARTURE_NUMBERS.map(([, k]) => num(d[k])).join('') +
      '</tr>',
  );
  if (rows.length > 0) {
    const sum = (k: Count) => data.departures.reduce((n, d) => n + (Number.isFinite(d[k]) ? d[k] : 0), 0);
    rows.push(
      `<tr class="total"><th>Jumlah</th><td></td>${DEPARTURE_NUMBERS.map(([, k]) => num(sum(k))).join('')}</tr>`,
    );
  }
  return table(cols, rows, 'tidak ada keberangkatan');
}
