// The peak-day report's numbers (issue #39, section 3), computed once from the run's samples and
// shared by summary.json and index.html. Requests are bucketed per wall second in one pass; each
// bucket is sorted once (typed-array sort) for its percentiles, so ~100k samples take milliseconds.
//
// Percentiles are nearest-rank (the smallest sample with at least p % of the samples at or below
// it) over the ANSWERED requests of a kind: a failed connection (status 0) has no answer, so its
// time is not a latency; it is counted in the status classes instead.
import type { PeakData, RequestKind } from './types';

export const ALL_KINDS: readonly RequestKind[] = [
  'search',
  'order',
  'payment',
  'booth',
  'scan',
  'operator',
  'choice',
  'other',
];
/** The kinds whose latency is plotted per second. */
export const LATENCY_KINDS = ['search', 'order', 'payment'] as const;
export type LatencyKind = (typeof LATENCY_KINDS)[number];

/**
 * Requests by answer. '409', '423' and '429' are also counted in '4xx'; '0' is a failed connection
 * (nothing came back); 'other' is anything else (1xx, 3xx, odd codes). The classes without the
 * three 4xx details sum to the count.
 */
export interface StatusCounts {
  '2xx': number;
  '4xx': number;
  '409': number;
  '423': number;
  '429': number;
  '5xx': number;
  '0': number;
  other: number;
}

export interface Percentiles {
  p50: number | null;
  p95: number | null;
  p99: number | null;
}

export interface KindSummary extends Percentiles {
  count: number;
  /** Requests with an answer (status ≠ 0): the percentiles' population. */
  answered: number;
  max: number | null;
  statuses: StatusCounts;
}

/** Per wall second (index = second since the start). */
export interface PerSecond {
  seconds: number;
  total: number[];
  s409: number[];
  s423: number[];
  s429: number[];
  s5xx: number[];
  failed: number[];
  latency: Record<LatencyKind, Array<Percentiles | null>>;
}

export interface CrashSummary {
  instance: number;
  label: string;
  killedAt: number;
  readyAt: number;
  downMs: number;
  /** Requests sent while the instance was down (wall in [killedAt, readyAt]), to either instance. */
  requests: number;
  failed: number;
  status5xx: number;
  retries: number;
}

export interface Analysis {
  kinds: Record<RequestKind, KindSummary>;
  perSecond: PerSecond;
  crashes: CrashSummary[];
  retries: number;
  /** Wall seconds the plots span (at least 1). */
  wallSpan: number;
}

const emptyStatuses = (): StatusCounts => ({
  '2xx': 0,
  '4xx': 0,
  '409': 0,
  '423': 0,
  '429': 0,
  '5xx': 0,
  '0': 0,
  other: 0,
});

export function countStatus(counts: StatusCounts, status: number): void {
  if (status === 0) counts['0']++;
  else if (status >= 200 && status < 300) counts['2xx']++;
  else if (status >= 400 && status < 500) {
    counts['4xx']++;
    if (status === 409) counts['409']++;
    else if (status === 423) counts['423']++;
    else if (status === 429) counts['429']++;
  } else if (status >= 500 && status < 600) counts['5xx']++;
  else counts.other++;
}

/** Nearest-rank percentile of ascending `sorted`; null when empty. */
export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  const i = Math.min(n - 1, Math.max(0, Math.ceil((p / 100) * n) - 1));
  return sorted[i] ?? null;
}

export function percentilesOf(values: number[]): Percentiles & { max: number | null } {
  const sorted = Float64Array.from(values).sort();
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] ?? null) : null,
  };
}

/** The largest finite value, or `floor` (no spread: safe for any number of values). */
export function maxOf(values: Iterable<number>, floor = 0): number {
  let max = floor;
  for (const v of values) if (Number.isFinite(v) && v > max) max = v;
  return max;
}

const finite = (v: number) => (Number.isFinite(v) ? v : 0);
const secondOf = (wall: number) => Math.max(0, Math.floor(finite(wall) / 1000));

/** The wall seconds the plots span: the run, its samples, its crashes and queue reads. */
export function wallSpanOf(data: PeakData): number {
  let maxWall = finite(data.meta.wallSeconds) * 1000;
  for (const r of data.requests) if (r.wall > maxWall) maxWall = r.wall;
  for (const c of data.crashes) maxWall = Math.max(maxWall, finite(c.readyAt), finite(c.killedAt));
  for (const q of data.queues) if (q.wall > maxWall) maxWall = q.wall;
  return Math.max(1, Math.ceil(finite(maxWall) / 1000));
}

const zeros = (n: number) => new Array<number>(n).fill(0);

function crashSummaries(data: PeakData): CrashSummary[] {
  return data.crashes.map((c) => ({
    instance: c.instance,
    label: c.label,
    killedAt: c.killedAt,
    readyAt: c.readyAt,
    downMs: Math.max(0, finite(c.readyAt) - finite(c.killedAt)),
    requests: 0,
    failed: 0,
    status5xx: 0,
    retries: 0,
  }));
}

/** Everything the summary and the page need from the samples, in one pass over the requests. */
export function analyze(data: PeakData): Analysis {
  const wallSpan = wallSpanOf(data);
  const ms = new Map<RequestKind, number[]>();
  const kinds = {} as Record<RequestKind, KindSummary>;
  const statuses = new Map<RequestKind, StatusCounts>();
  const counts = new Map<RequestKind, number>();
  const buckets = {} as Record<LatencyKind, Array<number[] | undefined>>;
  for (const k of LATENCY_KINDS) buckets[k] = new Array<number[] | undefined>(wallSpan);
  const ps = {
    total: zeros(wallSpan),
    s409: zeros(wallSpan),
    s423: zeros(wallSpan),
    s429: zeros(wallSpan),
    s5xx: zeros(wallSpan),
    failed: zeros(wallSpan),
  };
  const crashes = crashSummaries(data);
  let retries = 0;
  for (const r of data.requests) {
    const kind: RequestKind = ALL_KINDS.includes(r.kind) ? r.kind : 'other';
    const sec = Math.min(wallSpan - 1, secondOf(r.wall));
    let st = statuses.get(kind);
    if (!st) statuses.set(kind, (st = emptyStatuses()));
    countStatus(st, r.status);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    if (r.retryOf != null) retries++;
    ps.total[sec]!++;
    if (r.status === 409) ps.s409[sec]!++;
    else if (r.status === 423) ps.s423[sec]!++;
    else if (r.status === 429) ps.s429[sec]!++;
    else if (r.status >= 500 && r.status < 600) ps.s5xx[sec]!++;
    else if (r.status === 0) ps.failed[sec]!++;
    for (const c of crashes) {
      if (r.wall < c.killedAt || r.wall > c.readyAt) continue;
      c.requests++;
      if (r.status === 0) c.failed++;
      if (r.status >= 500 && r.status < 600) c.status5xx++;
      if (r.retryOf != null) c.retries++;
    }
    if (r.status === 0 || !Number.isFinite(r.ms)) continue;
    let list = ms.get(kind);
    if (!list) ms.set(kind, (list = []));
    list.push(r.ms);
    if (kind === 'search' || kind === 'order' || kind === 'payment') {
      const b = buckets[kind];
      (b[sec] ??= []).push(r.ms);
    }
  }
  for (const k of ALL_KINDS) {
    const values = ms.get(k) ?? [];
    kinds[k] = {
      count: counts.get(k) ?? 0,
      answered: values.length,
      ...percentilesOf(values),
      statuses: statuses.get(k) ?? emptyStatuses(),
    };
  }
  const latency = {} as PerSecond['latency'];
  for (const k of LATENCY_KINDS) {
    latency[k] = Array.from(buckets[k], (b) => {
      if (!b) return null;
      const { p50, p95, p99 } = percentilesOf(b);
      return { p50, p95, p99 };
    });
  }
  return { kinds, perSecond: { seconds: wallSpan, ...ps, latency }, crashes, retries, wallSpan };
}
