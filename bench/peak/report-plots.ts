// The peak-day report's plots (issue #39, section 3), each one inline <svg> drawn from the data:
// latency per wall second for search, order decision and payment; requests per second, and the
// 409/423/429 (with 5xx and failed-connection) rates on their own scale; queue depths and job lag;
// each departure's fill by channel over the simulated day (a grid of small stacked-area charts);
// notices sent per simulated minute. The crash windows are shaded on every wall-time plot.
import { maxOf, type Analysis, type LatencyKind } from './report-stats';
import {
  axesSvg,
  clockOfSim,
  clockOfWall,
  coord,
  countAxis,
  emptyNote,
  esc,
  fmt,
  headSvg,
  lineChart,
  makeFrame,
  niceStep,
  ticksOf,
  svgOpen,
  type Axis,
  type Band,
  type Series,
} from './report-svg';
import type { DepartureRow, FillSample, PeakData } from './types';

const WALL_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600];
const MINUTE = 60_000;
const SIM_STEPS = [15, 30, 60, 120, 180, 240, 360, 720, 1440].map((m) => m * MINUTE);

function wallAxis(span: number): Axis {
  const step = niceStep(span, 12, WALL_STEPS);
  return {
    lo: 0,
    hi: span,
    ticks: ticksOf(0, span, step),
    format: clockOfWall,
    label: 'waktu nyata sejak mulai (menit:detik)',
  };
}

/** The simulated day's range; the samples' own when the meta gives none. */
export function dayRange(data: PeakData): [number, number] {
  const [a, b] = data.meta.daySim;
  if (Number.isFinite(a) && Number.isFinite(b) && b > a) return [a, b];
  let lo = Infinity;
  let hi = -Infinity;
  for (const sim of [...data.fills.map((f) => f.sim), ...data.noticesSent]) {
    if (!Number.isFinite(sim)) continue;
    lo = Math.min(lo, sim);
    hi = Math.max(hi, sim);
  }
  if (!Number.isFinite(lo)) return [0, 3_600_000];
  return [lo, Math.max(lo + MINUTE, hi)];
}

function simAxis([lo, hi]: [number, number], count: number, label = 'jam simulasi (WIB)'): Axis {
  const step = niceStep(hi - lo, count, SIM_STEPS);
  // Ticks on the WIB clock's round hours: WIB is UTC+7, so shift by 7 h before rounding.
  const shift = 7 * 3_600_000;
  return {
    lo,
    hi,
    ticks: ticksOf(lo + shift, hi + shift, step).map((t) => t - shift),
    format: clockOfSim,
    label,
  };
}

const bandsOf = (data: PeakData): Band[] =>
  data.crashes.map((c) => ({
    from: c.killedAt / 1000,
    to: c.readyAt / 1000,
    label: `${c.label} (instance ${c.instance})`,
  }));

const LATENCY_TITLES: Record<LatencyKind, string> = {
  search: 'Latensi pencarian (search) per detik, ms',
  order: 'Latensi keputusan pesanan (order) per detik, ms',
  payment: 'Latensi pembayaran (payment) per detik, ms',
};

function latencyChart(a: Analysis, kind: LatencyKind, bands: Band[]): string {
  const rows = a.perSecond.latency[kind];
  let max = 0;
  for (const r of rows) if (r?.p99 != null && r.p99 > max) max = r.p99;
  const line = (name: string, color: string, pick: 'p50' | 'p95' | 'p99'): Series => ({
    name,
    color,
    points: rows.map((r, s) => [s + 0.5, r ? r[pick] : null]),
  });
  return lineChart({
    title: LATENCY_TITLES[kind],
    x: wallAxis(a.wallSpan),
    y: countAxis(max, 'ms'),
    series: [line('p50', '#1b9e77', 'p50'), line('p95', '#d95f02', 'p95'), line('p99', '#7570b3', 'p99')],
    bands,
    empty: `tidak ada permintaan ${kind} yang dijawab`,
  });
}

/** Requests per second, then (on their own scale, readable beside the total) the refusals and failures. */
function rateCharts(a: Analysis, bands: Band[]): string {
  const ps = a.perSecond;
  const pts = (values: number[]): Array<[number, number]> => values.map((v, s) => [s + 0.5, v]);
  const noData = maxOf(ps.total) === 0;
  const total = lineChart({
    title: 'Permintaan per detik (semua jenis, kedua instance)',
    x: wallAxis(a.wallSpan),
    y: countAxis(maxOf(ps.total), 'permintaan / detik'),
    series: [{ name: 'semua permintaan', color: '#111827', points: pts(ps.total) }],
    bands,
    noData,
    empty: 'tidak ada permintaan',
  });
  const refused = [ps.s409, ps.s423, ps.s429, ps.s5xx, ps.failed];
  const rates = lineChart({
    title: 'Jawaban 409 / 423 / 429, 5xx dan gagal sambung per detik',
    x: wallAxis(a.wallSpan),
    y: countAxis(maxOf(refused.map((r) => maxOf(r))), 'jawaban / detik'),
    series: [
      { name: '409 konflik', color: '#d95f02', points: pts(ps.s409) },
      { name: '423 terkunci', color: '#7570b3', points: pts(ps.s423) },
      { name: '429 terlalu banyak', color: '#e7298a', points: pts(ps.s429) },
      { name: '5xx', color: '#b91c1c', points: pts(ps.s5xx), dashed: true },
      { name: 'gagal sambung (0)', color: '#6b7280', points: pts(ps.failed), dashed: true },
    ],
    bands,
    noData,
    empty: 'tidak ada permintaan',
  });
  return total + rates;
}

function queueCharts(data: PeakData, a: Analysis, bands: Band[]): string {
  const qs = [...data.queues].sort((p, q) => p.wall - q.wall);
  const x = wallAxis(a.wallSpan);
  const maxDepth = maxOf(qs.map((q) => Math.max(q.orders, q.notices)));
  const maxLag = maxOf(qs.map((q) => q.lagMs / 1000));
  const depths = lineChart({
    title: 'Kedalaman antrean: pesanan belum diputuskan dan notifikasi belum terkirim',
    x,
    y: countAxis(maxDepth, 'jumlah'),
    series: [
      { name: 'pesanan (order_requests)', color: '#1f77b4', points: qs.map((q) => [q.wall / 1000, q.orders]) },
      { name: 'notifikasi', color: '#ff7f0e', points: qs.map((q) => [q.wall / 1000, q.notices]) },
    ],
    bands,
    empty: 'tidak ada sampel antrean',
  });
  const lag = lineChart({
    title: 'Keterlambatan pekerjaan terjadwal (hold, notifikasi), detik simulasi',
    x,
    y: countAxis(maxLag, 'detik simulasi', 1),
    series: [{ name: 'keterlambatan (lag)', color: '#9467bd', points: qs.map((q) => [q.wall / 1000, q.lagMs / 1000]) }],
    bands,
    empty: 'tidak ada sampel antrean',
  });
  return depths + lag;
}

export interface WallPlots {
  latency: string;
  rate: string;
  queues: string;
}

/** Plots 1–3 (and 6): the wall-time plots, crash windows shaded, as separate pieces. */
export function wallPlots(data: PeakData, a: Analysis): WallPlots {
  const bands = bandsOf(data);
  return {
    latency: (['search', 'order', 'payment'] as const).map((k) => latencyChart(a, k, bands)).join('\n'),
    rate: rateCharts(a, bands),
    queues: queueCharts(data, a, bands),
  };
}

const ONLINE = '#2563eb';
const BOOTH = '#f59e0b';
const COLUMNS = 4;
const PANEL_W = 240;
const PANEL_H = 120;

/** One departure's small stacked-area panel: online at the bottom, booth on top, capacity dashed. */
function fillPanel(
  row: Pick<DepartureRow, 'label' | 'capacityVehicles'>,
  samples: FillSample[],
  day: [number, number],
) {
  const max = maxOf(
    samples.map((s) => s.online + s.booth),
    row.capacityVehicles || 0,
  );
  const x = simAxis(day, 3);
  const y = countAxis(max, '');
  y.ticks = [0, y.hi];
  const f = makeFrame(x, y, PANEL_W, PANEL_H, true);
  const title = `<text x="${f.left}" y="11" font-size="10" font-weight="600">${esc(row.label)}</text>`;
  if (samples.length === 0) return title + axesSvg(f, x, y, true) + emptyNote(f, 'tidak ada data', 9);
  const pts = samples.map((s) => ({ x: coord(f.sx(s.sim)), on: s.online || 0, all: (s.online || 0) + (s.booth || 0) }));
  const up = (key: 'on' | 'all') => pts.map((p) => `${p.x} ${coord(f.sy(p[key]))}`);
  const first = pts[0]!.x;
  const last = pts[pts.length - 1]!.x;
  const online = `M${first} ${f.bottom}L${up('on').join('L')}L${last} ${f.bottom}Z`;
  const booth = `M${up('on').reverse().join('L')}L${up('all').join('L')}Z`;
  const cap = row.capacityVehicles > 0 ? coord(f.sy(row.capacityVehicles)) : null;
  return (
    title +
    `<path d="${online}" fill="${ONLINE}" fill-opacity="0.55"/>` +
    `<path d="${booth}" fill="${BOOTH}" fill-opacity="0.6"/>` +
    (cap
      ? `<line x1="${f.left}" x2="${f.right}" y1="${cap}" y2="${cap}" stroke="#b91c1c" stroke-dasharray="3 2"/>`
      : '') +
    axesSvg(f, x, y, true)
  );
}

/** Plot 4: a grid of small stacked-area charts, one per departure (the rows' order). */
export function fillGrid(data: PeakData): string {
  const day = dayRange(data);
  const bySchedule = new Map<number, FillSample[]>();
  for (const s of data.fills) {
    let list = bySchedule.get(s.scheduleId);
    if (!list) bySchedule.set(s.scheduleId, (list = []));
    list.push({ ...s, sim: Math.min(day[1], Math.max(day[0], s.sim)) });
  }
  const rows: Array<Pick<DepartureRow, 'scheduleId' | 'label' | 'capacityVehicles'>> = [...data.departures];
  for (const id of bySchedule.keys()) {
    if (!rows.some((r) => r.scheduleId === id)) rows.push({ scheduleId: id, label: `#${id}`, capacityVehicles: 0 });
  }
  const title = 'Keterisian tiap keberangkatan per kanal (kendaraan), sepanjang hari simulasi';
  const height = 50 + Math.max(1, Math.ceil(rows.length / COLUMNS)) * PANEL_H;
  const width = COLUMNS * PANEL_W;
  const head = headSvg(makeFrame(simAxis(day, 3), countAxis(1, ''), width, height), title, [
    { name: 'online', color: ONLINE, mark: 'box' },
    { name: 'loket', color: BOOTH, mark: 'box' },
    { name: 'kapasitas', color: '#b91c1c', mark: 'dash' },
  ]);
  const panels = rows.map((row, i) => {
    const samples = (bySchedule.get(row.scheduleId) ?? []).sort((p, q) => p.sim - q.sim);
    const tx = (i % COLUMNS) * PANEL_W;
    const ty = 50 + Math.floor(i / COLUMNS) * PANEL_H;
    return `<g transform="translate(${tx} ${ty})">${fillPanel(row, samples, day)}</g>`;
  });
  const none =
    rows.length === 0 ? `<text x="64" y="80" font-size="13" fill="#6b7280">tidak ada keberangkatan</text>` : '';
  return `${svgOpen(width, height, title, 'chart fills')}${head}${panels.join('')}${none}</svg>`;
}

/** Plot 5: notices sent per simulated minute over the day (those outside it counted in the title). */
export function noticeChart(data: PeakData): string {
  const day = dayRange(data);
  const perMinute = new Map<number, number>();
  let outside = 0;
  for (const sim of data.noticesSent) {
    if (!(sim >= day[0] && sim <= day[1])) {
      outside++;
      continue;
    }
    const m = Math.floor((sim - day[0]) / MINUTE);
    perMinute.set(m, (perMinute.get(m) ?? 0) + 1);
  }
  let title = `Notifikasi terkirim per menit simulasi (total ${fmt(data.noticesSent.length)})`;
  if (outside > 0) title += `, ${fmt(outside)} di luar hari ini tidak digambar`;
  const x = simAxis(day, 14);
  const y = countAxis(maxOf(perMinute.values()), 'notifikasi / menit');
  const f = makeFrame(x, y, 960, 240);
  const barW = Math.max(1, (f.right - f.left) / Math.max(1, (day[1] - day[0]) / MINUTE));
  const bars = [...perMinute].map(([m, n]) => {
    const x0 = f.sx(day[0] + m * MINUTE);
    const y0 = f.sy(n);
    return `<rect x="${coord(x0)}" y="${coord(y0)}" width="${coord(barW)}" height="${coord(f.bottom - y0)}" fill="#0f766e"><title>${esc(`${clockOfSim(day[0] + m * MINUTE)}: ${n}`)}</title></rect>`;
  });
  const legend = [{ name: 'notifikasi terkirim', color: '#0f766e', mark: 'box' as const }];
  const empty = bars.length === 0 ? emptyNote(f, 'tidak ada notifikasi') : '';
  return `${svgOpen(960, 240, title)}${headSvg(f, title, legend)}${axesSvg(f, x, y)}${bars.join('')}${empty}</svg>`;
}
