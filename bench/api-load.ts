// Budget (issue #12, item 4): the schedule search within 2× the latency of a bare Fastify route
// under the same load, at p50 and at p99, on embedded PGlite and on PostgreSQL; a search that misses
// the cache within 3× on PGlite (and, for information, on PostgreSQL).
//
// Each server runs on loopback in this process (`buildApp`, as `npm start` builds it): embedded
// PGlite (the default deployment) and — with DATABASE_URL — a fresh PostgreSQL database beside it
// (dropped afterwards). A bare Fastify route answering the same JSON is measured right before each
// target, so each ratio compares two figures taken seconds apart under the same machine load. The
// load is bounded (REQUESTS requests, CONCURRENCY at a time), runs in a worker thread
// (load-worker.mjs: node:http keep-alive, a browser's Accept-Encoding, body read but not decoded)
// and stops by itself. A "miss" is the search with the cache keeping no answer (`keepAnswers`
// false): every request computes its answer, from the day's timetable kept in memory
// (server/schedules/timetable.ts), as a search not asked since the last write does. "no cache" is
// the search with the cache off (`searchCache: false`): every request runs the search's statement,
// as while the database's change notifications are not heard.
//
// Prints the figures and the machine load; exits 1 over a budget or on any error answer.
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const HIT_BUDGET = 2;
const MISS_BUDGET = 3;

type Figures = { p50: number; p95: number; p99: number; rps: number; errors: number };

// The load runs in a worker thread, so the servers measured do not share its event loop.
function loadInWorker(url: string): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { url, requests: REQUESTS, concurrency: CONCURRENCY },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const portOf = (app: FastifyInstance): number => {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function tomorrow(): string {
  const d = new Date(Date.now() + 7 * 3_600_000 + 86_400_000); // Jakarta is UTC+7
  return d.toISOString().slice(0, 10);
}
const SEARCH = `/api/schedule/get-all/${tomorrow()}?fromRoute=1&toRoute=2&page=0&size=10`;

await main();

async function main(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const { buildApp } = await import('../server/app');
  const { freshDatabase } = await import('../tests/server/helpers');
  console.log(`api-load: ${REQUESTS} requests at concurrency ${CONCURRENCY}; load average at start ${load()}`);

  // The same answer a schedule search gives, from a route that does nothing else.
  let bare: FastifyInstance | null = null;
  async function bareFigures(sample: unknown): Promise<Figures> {
    if (!bare) {
      bare = Fastify();
      bare.get('/bare', async () => sample);
      await bare.listen({ port: 0, host: '127.0.0.1' });
    }
    return loadInWorker(`http://127.0.0.1:${portOf(bare)}/bare`);
  }

  type Target = { name: string; budget: number | null; percentiles: Array<'p50' | 'p99'> };
  const rows: Array<Target & { bare: Figures; search: Figures; load: string }> = [];
  async function measure(
    target: Target,
    options: Parameters<typeof buildApp>[0],
    onClose?: () => Promise<void>,
    keepAnswers = true,
  ): Promise<void> {
    const built = await buildApp({ jobs: false, ...options });
    if (built.searchCache) built.searchCache.keepAnswers = keepAnswers;
    try {
      await built.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${portOf(built.app)}${SEARCH}`;
      const sample: unknown = await (await fetch(url)).json();
      const at = load();
      const b = await bareFigures(sample);
      const s = await loadInWorker(url);
      rows.push({ ...target, bare: b, search: s, load: at });
    } finally {
      await built.close();
      await onClose?.();
    }
  }

  await measure({ name: 'PGlite, cached', budget: HIT_BUDGET, percentiles: ['p50', 'p99'] }, {});
  await measure({ name: 'PGlite, miss', budget: MISS_BUDGET, percentiles: ['p50'] }, {}, undefined, false);
  await measure({ name: 'PGlite, no cache (info)', budget: null, percentiles: ['p50'] }, { searchCache: false });
  if (process.env.DATABASE_URL) {
    for (const [name, cache, keepAnswers] of [
      ['PostgreSQL, cached', true, true],
      ['PostgreSQL, miss (info)', true, false],
      ['PostgreSQL, no cache (info)', false, true],
    ] as const) {
      const fresh = (await freshDatabase())!;
      await measure(
        { name, budget: keepAnswers && cache ? HIT_BUDGET : null, percentiles: ['p50', 'p99'] },
        { databaseUrl: fresh.url, searchCache: cache },
        () => fresh.drop(),
        keepAnswers,
      );
    }
  } else {
    console.log('api-load: DATABASE_URL unset — PostgreSQL not measured');
  }
  await (bare as FastifyInstance | null)?.close();

  const table: Record<string, Record<string, string | number>> = {};
  let over = false;
  for (const r of rows) {
    const ratios = r.percentiles.map((p) => ({ p, ratio: r.search[p] / r.bare[p] }));
    const within = r.budget === null || ratios.every((x) => x.ratio <= r.budget!);
    if (!within || r.search.errors > 0) over = true;
    table[r.name] = {
      'bare p50/p99 ms': `${r.bare.p50.toFixed(2)} / ${r.bare.p99.toFixed(2)}`,
      'search p50/p99 ms': `${r.search.p50.toFixed(2)} / ${r.search.p99.toFixed(2)}`,
      ratio: ratios.map((x) => `${x.p} ${x.ratio.toFixed(2)}×`).join(', '),
      budget: r.budget === null ? 'info' : `≤ ${r.budget}×`,
      'req/s': r.search.rps.toFixed(0),
      errors: r.search.errors,
      load: r.load,
      verdict: r.budget === null ? '' : within && r.search.errors === 0 ? 'met' : 'OVER',
    };
  }
  console.table(table);
  console.log(`api-load: load average at end ${load()}`);
  if (over) {
    console.error('api-load: OVER BUDGET (or errors under load)');
    process.exit(1);
  }
}
