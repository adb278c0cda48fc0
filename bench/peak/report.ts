// The peak-day report (issue #39, section 3): `writeReport(dir, data)` writes
//   - summary.json: a compact summary (never the raw samples): the run, budgets, invariants,
//     fairness, crash windows, per-departure rows, and per request kind the latency p50/p95/p99
//     (nearest-rank, ms, over answered requests) with the counts per status class;
//   - index.html: one static page for the operator to show the harbour master, in Indonesian. Its
//     plots are inline SVG drawn here from the data (report-plots.ts): no script, no CDN, no
//     external URL. Crash windows are shaded on the wall-time plots.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fillGrid, noticeChart, wallPlots, dayRange } from './report-plots';
import { analyze, maxOf, type Analysis, type CrashSummary, type KindSummary } from './report-stats';
import { clockOfSim, esc, fmt } from './report-svg';
import {
  budgetTable,
  crashTable,
  departureTable,
  fairnessTable,
  invariantTable,
  latencyTable,
  metaTable,
} from './report-tables';
import type { BudgetResult, DepartureRow, InvariantResult, PeakData, RequestKind } from './types';

export interface PeakSummary {
  meta: PeakData['meta'];
  /** True when every budget and every invariant holds. */
  ok: boolean;
  totals: {
    requests: number;
    retries: number;
    noticesSent: number;
    queueSamples: number;
    maxOrdersQueued: number;
    maxNoticesQueued: number;
    /** The largest job lag seen, simulated ms. */
    maxLagMs: number;
  };
  budgets: BudgetResult[];
  invariants: { ok: boolean; results: InvariantResult[] };
  fairness: PeakData['fairness'];
  crashes: CrashSummary[];
  /** Per request kind (every kind, zero counts and null percentiles when none was sent). */
  latency: Record<RequestKind, KindSummary>;
  latencyNote: string;
  departures: DepartureRow[];
}

const LATENCY_NOTE =
  'ms from send to answer (an order: to its decision); nearest-rank percentiles over answered requests ' +
  '(status ≠ 0); statuses: 409/423/429 are also counted in 4xx, 0 = connection failed (no answer)';

function summaryOf(data: PeakData, a: Analysis): PeakSummary {
  const invariantsOk = data.invariants.every((i) => i.ok);
  return {
    meta: data.meta,
    ok: invariantsOk && data.budgets.every((b) => b.ok),
    totals: {
      requests: data.requests.length,
      retries: a.retries,
      noticesSent: data.noticesSent.length,
      queueSamples: data.queues.length,
      maxOrdersQueued: maxOf(data.queues.map((q) => q.orders)),
      maxNoticesQueued: maxOf(data.queues.map((q) => q.notices)),
      maxLagMs: maxOf(data.queues.map((q) => q.lagMs)),
    },
    budgets: data.budgets,
    invariants: { ok: invariantsOk, results: data.invariants },
    fairness: data.fairness,
    crashes: a.crashes,
    latency: a.kinds,
    latencyNote: LATENCY_NOTE,
    departures: data.departures,
  };
}

/** The compact summary written to summary.json. */
export function summarize(data: PeakData): PeakSummary {
  return summaryOf(data, analyze(data));
}

const CSS = `
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;margin:24px auto;max-width:1000px;padding:0 12px}
h1{font-size:24px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid #e5e7eb;padding-bottom:4px}
.verdict{display:inline-block;padding:4px 10px;border-radius:4px;font-weight:600}
.verdict.ok{background:#dcfce7;color:#166534}.verdict.bad{background:#fee2e2;color:#991b1b}
table{border-collapse:collapse;margin:8px 0;font-size:13px}th,td{border:1px solid #e5e7eb;padding:3px 7px;text-align:left;vertical-align:top}
thead th{background:#f3f4f6}td.n{text-align:right;font-variant-numeric:tabular-nums}
td.ok{color:#166534;font-weight:600}td.bad{color:#991b1b;font-weight:600;background:#fee2e2}
td.empty{color:#6b7280;font-style:italic}tr.total{font-weight:600;background:#f9fafb}
td:first-child{white-space:nowrap}pre{margin:0;white-space:pre-wrap;font-size:12px}
svg.chart{display:block;max-width:100%;height:auto;margin:10px 0;background:#fff}
svg .grid{stroke:#eef0f3}svg .axis{stroke:#6b7280}svg text{fill:#374151}
.note{color:#4b5563;font-size:12px}
`;

function verdict(summary: PeakSummary): string {
  const bad = summary.budgets.filter((b) => !b.ok).length + summary.invariants.results.filter((i) => !i.ok).length;
  return summary.ok
    ? '<p class="verdict ok">Semua anggaran dan invarian terpenuhi</p>'
    : `<p class="verdict bad">${fmt(bad)} anggaran/invarian GAGAL</p>`;
}

function page(data: PeakData, a: Analysis): string {
  const summary = summaryOf(data, a);
  const plots = wallPlots(data, a);
  const [dayStart, dayEnd] = dayRange(data);
  const title = 'Laporan Hari Puncak';
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}: Seberang, Simanindo ⇄ Tigaras</title>
<style>${CSS}</style>
</head>
<body>
<h1>${esc(title)}</h1>
<p class="note">Seberang, penyeberangan Simanindo ⇄ Tigaras: hari puncak yang diputar ulang (hari simulasi ${esc(clockOfSim(dayStart))}–${esc(clockOfSim(dayEnd))} WIB).</p>
${verdict(summary)}
<h2>Jalannya uji</h2>
${metaTable(data, a)}
<h2>Anggaran</h2>
${budgetTable(data)}
<h2>Invarian</h2>
${invariantTable(data)}
<h2>Keadilan pembukaan</h2>
${fairnessTable(data)}
<h2>Latensi</h2>
<p class="note">Waktu dari kirim sampai jawaban (pesanan: sampai keputusannya), per detik waktu nyata; persentil peringkat-terdekat atas permintaan yang dijawab. Pita merah: jendela crash (instance dimatikan sampai penggantinya siap).</p>
${plots.latency}
${latencyTable(a)}
<h2>Permintaan per detik</h2>
${plots.rate}
<h2>Antrean dan keterlambatan</h2>
${plots.queues}
<h2>Jendela crash</h2>
${crashTable(a)}
<h2>Keterisian keberangkatan</h2>
${fillGrid(data)}
<h2>Notifikasi</h2>
${noticeChart(data)}
<h2>Per keberangkatan</h2>
${departureTable(data)}
</body>
</html>
`;
}

/** The static, self-contained index.html. */
export function renderHtml(data: PeakData): string {
  return page(data, analyze(data));
}

/** Writes `dir`/summary.json and `dir`/index.html (creating `dir`), and returns their paths. */
export function writeReport(dir: string, data: PeakData): { summaryPath: string; htmlPath: string } {
  mkdirSync(dir, { recursive: true });
  const a = analyze(data);
  const summaryPath = join(dir, 'summary.json');
  const htmlPath = join(dir, 'index.html');
  writeFileSync(summaryPath, JSON.stringify(summaryOf(data, a), null, 2) + '\n');
  writeFileSync(htmlPath, page(data, a));
  return { summaryPath, htmlPath };
}
