// @vitest-environment node
// The peak-day report (bench/peak/report.ts, issue #39 section 3): summary.json's numbers for a
// known input, and index.html's plots, crash bands, departure rows, escaping and self-containment,
// with data and with none.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHtml, summarize, writeReport } from '../../bench/peak/report';
import type { PeakData, RequestKind, RequestSample } from '../../bench/peak/types';

const DAY = Date.UTC(2025, 3, 1, -7 + 5); // 05:00 WIB
const HOUR = 3_600_000;

function sample(
  id: number,
  kind: RequestKind,
  wall: number,
  ms: number,
  status: number,
  retryOf: number | null = null,
) {
  return { id, kind, wall, sim: DAY + wall * 60, ms, status, instance: id % 2, retryOf } satisfies RequestSample;
}

function emptyData(): PeakData {
  return {
    meta: {
      scale: 1,
      database: 'pglite',
      instances: 2,
      speed: { opening: 10, day: 120 },
      startedAt: '2025-04-01T00:00:00.000Z',
      wallSeconds: 0,
      loadBefore: [],
      loadAfter: [],
      commit: 'abc1234',
      daySim: [0, 0],
    },
    requests: [],
    crashes: [],
    queues: [],
    fills: [],
    noticesSent: [],
    departures: [],
    fairness: { buyers: 0, outOfOrder: 0, share: 0 },
    invariants: [],
    budgets: [],
  };
}

function data(): PeakData {
  const requests: RequestSample[] = [];
  let id = 0;
  // 100 answered searches of 1..100 ms over the first 3 s.
  for (let i = 0; i < 100; i++) requests.push(sample(id++, 'search', i * 30, i + 1, 200));
  // A scan whose connection failed during the crash, and its retry.
  requests.push(sample(id++, 'scan', 1200, 5000, 0));
  requests.push(sample(id++, 'scan', 1300, 40, 200, id - 2));
  // Ten order decisions: 6 accepted, 2 × 409, one 423, one 429.
  const orderStatuses = [202, 202, 202, 202, 202, 202, 409, 409, 423, 429];
  orderStatuses.forEach((s, i) => requests.push(sample(id++, 'order', 200 + i * 250, (i + 1) * 100, s)));
  for (let i = 0; i < 5; i++) requests.push(sample(id++, 'payment', 500 + i * 400, 20 + i, 200));
  requests.push(sample(id++, 'payment', 1500, 10, 503));
  return {
    ...emptyData(),
    meta: {
      ...emptyData().meta,
      wallSeconds: 4,
      loadBefore: [0.5, 0.4, 0.3],
      loadAfter: [1.5, 1, 0.7],
      daySim: [DAY, DAY + 21 * HOUR], // 05:00–02:00 WIB
    },
    requests,
    crashes: [{ instance: 1, label: 'pembukaan & kill -9', killedAt: 1000, readyAt: 2500 }],
    queues: [0, 1000, 2000, 3000].map((wall, i) => ({
      wall,
      sim: DAY + wall,
      orders: [0, 40, 12, 0][i]!,
      notices: [0, 3, 9, 1][i]!,
      lagMs: [0, 5000, 12000, 1000][i]!,
    })),
    fills: [1, 2].flatMap((scheduleId) =>
      [0, 4, 8, 16].map((h, i) => ({ sim: DAY + h * HOUR, scheduleId, online: i * 5, booth: i * 2 })),
    ),
    noticesSent: [DAY + 9 * HOUR, DAY + 9 * HOUR + 1000, DAY + 10 * HOUR, DAY - 7 * 24 * HOUR],
    departures: [
      {
        scheduleId: 1,
        label: 'Simanindo → Tigaras 05:00',
        status: 'departed',
        capacityVehicles: 37,
        seats: 250,
        soldOnline: 23,
        soldBooth: 11,
        boarded: 31,
        noShows: 3,
        movedIn: 4,
        movedOut: 5,
        refunded: 2,
      },
      {
        scheduleId: 2,
        label: 'Tigaras <script>alert(1)</script> 06:00',
        status: 'cancelled',
        capacityVehicles: 36,
        seats: 240,
        soldOnline: 0,
        soldBooth: 0,
        boarded: 0,
        noShows: 0,
        movedIn: 0,
        movedOut: 17,
        refunded: 9,
      },
    ],
    fairness: { buyers: 3000, outOfOrder: 12, share: 0.004 },
    invariants: [
      { name: 'no oversell', ok: true, detail: 'lane-metres and seats within capacity' },
      { name: 'no 5xx outside crashes', ok: false, detail: 'request 7 <b>503</b> at 1:40' },
    ],
    budgets: [
      { name: 'order decision p95 (opening)', value: 0.8, limit: 1, unit: 's', ok: true },
      { name: 'search p99', value: 99, limit: 300, unit: 'ms', ok: true },
    ],
  };
}

const cells = (html: string, scheduleId: number): string[] => {
  const row = new RegExp(`<tr data-schedule="${scheduleId}">(.*?)</tr>`).exec(html)?.[1] ?? '';
  return [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!);
};

function expectClean(html: string): void {
  expect(html).not.toMatch(/NaN|undefined|Infinity/);
  expect(html).not.toMatch(/https?:\/\//);
  expect(html).not.toMatch(/<script|<link|<img|<iframe|\bsrc=|\bhref=/i);
}

describe('the peak-day report', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  it('writes summary.json with the percentiles and status classes of each kind, not the raw samples', () => {
    dir = mkdtempSync(join(tmpdir(), 'peak-report-'));
    const { summaryPath, htmlPath } = writeReport(join(dir, 'report'), data());
    expect(htmlPath).toBe(join(dir, 'report', 'index.html'));
    const summary = JSON.parse(readFileSync(summaryPath, 'utf8'));
    expect(summary).toEqual(JSON.parse(JSON.stringify(summarize(data()))));
    expect(summary.requests).toBeUndefined();
    // Nearest rank over 1..100 ms: the 50th, 95th and 99th values.
    expect(summary.latency.search).toMatchObject({ count: 100, answered: 100, p50: 50, p95: 95, p99: 99, max: 100 });
    expect(summary.latency.search.statuses).toMatchObject({ '2xx': 100, '0': 0, '5xx': 0 });
    // The failed connection counts as a status, not as a latency.
    expect(summary.latency.scan).toMatchObject({ count: 2, answered: 1, p50: 40, p99: 40 });
    expect(summary.latency.scan.statuses).toMatchObject({ '2xx': 1, '0': 1 });
    expect(summary.latency.order).toMatchObject({ count: 10, p50: 500, p95: 1000, p99: 1000 });
    expect(summary.latency.order.statuses).toEqual({
      '2xx': 6,
      '4xx': 4,
      '409': 2,
      '423': 1,
      '429': 1,
      '5xx': 0,
      '0': 0,
      other: 0,
    });
    expect(summary.latency.payment.statuses).toMatchObject({ '2xx': 5, '5xx': 1 });
    expect(summary.latency.booth).toMatchObject({ count: 0, p50: null, p95: null, p99: null, max: null });
    expect(summary.crashes).toEqual([
      expect.objectContaining({ label: 'pembukaan & kill -9', downMs: 1500, failed: 1, status5xx: 1, retries: 1 }),
    ]);
    expect(summary.totals).toMatchObject({ requests: 118, retries: 1, noticesSent: 4, maxOrdersQueued: 40 });
    expect(summary.ok).toBe(false);
    expect(summary.invariants.ok).toBe(false);
    expect(summary.departures[1].movedOut).toBe(17);
  });

  it('draws the plots with the crash window shaded, and the departures with their numbers', () => {
    const html = renderHtml(data());
    expect(html).toContain('Laporan Hari Puncak');
    // 3 latency plots, requests per second, the 409/423/429 rates, queue depths, job lag, the fill
    // grid, notices.
    expect(html.match(/<svg/g)).toHaveLength(9);
    // The crash band on each of the seven wall-time plots, with its (escaped) label.
    expect(html.match(/<g class="crash">/g)).toHaveLength(7);
    expect(html).toContain('pembukaan &amp; kill -9 (instance 1)');
    for (const legend of [
      'p50',
      'p95',
      'p99',
      '409 konflik',
      '423 terkunci',
      '429 terlalu banyak',
      'online',
      'loket',
    ]) {
      expect(html).toContain(`>${legend}</text>`);
    }
    expect(cells(html, 1)).toEqual([
      'Simanindo → Tigaras 05:00',
      'departed',
      '37',
      '250',
      '23',
      '11',
      '31',
      '3',
      '4',
      '5',
      '2',
    ]);
    expect(cells(html, 2).slice(2)).toEqual(['36', '240', '0', '0', '0', '0', '0', '17', '9']);
    expect(html).toContain('1 di luar hari ini tidak digambar'); // the notice 7 days before
    expect(html).toContain('GAGAL');
    expectClean(html);
  });

  it('escapes every text it is given', () => {
    const html = renderHtml(data());
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>503</b>');
    expect(html).toContain('Tigaras &lt;script&gt;alert(1)&lt;/script&gt; 06:00');
    expect(html).toContain('request 7 &lt;b&gt;503&lt;/b&gt; at 1:40');
  });

  it('renders a run with no data at all', () => {
    dir = mkdtempSync(join(tmpdir(), 'peak-report-'));
    const { summaryPath, htmlPath } = writeReport(dir, emptyData());
    const html = readFileSync(htmlPath, 'utf8');
    expect(html.match(/<svg/g)).toHaveLength(9);
    expect(html).toContain('tidak ada crash');
    expect(html).toContain('tidak ada permintaan search yang dijawab');
    expect(html).toContain('tidak ada sampel antrean');
    expect(html).toContain('tidak ada notifikasi');
    expect(html).toContain('tidak ada keberangkatan');
    expect(html).not.toContain('class="crash"');
    expectClean(html);
    const summary = JSON.parse(readFileSync(summaryPath, 'utf8'));
    expect(summary.latency.search).toMatchObject({ count: 0, p50: null });
    expect(summary.totals.maxLagMs).toBe(0);
  });

  it('keeps the page small for a run of 100k requests (bucketed per second)', () => {
    const d = data();
    const kinds: RequestKind[] = ['search', 'order', 'payment', 'booth'];
    d.meta.wallSeconds = 600;
    d.requests = Array.from({ length: 100_000 }, (_, i) =>
      sample(i, kinds[i % 4]!, (i * 6) % 600_000, 5 + (i % 97), i % 50 === 0 ? 429 : 200),
    );
    const html = renderHtml(d);
    expect(html.length).toBeLessThan(1_000_000);
    expectClean(html);
    expect(summarize(d)).toMatchObject({ totals: { requests: 100_000 } });
  });
});
