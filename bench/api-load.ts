// Budget: schedule search within 2× the latency of a bare Fastify route under the same load
// (ARCHITECTURE.md §7). Both servers run on loopback in this process (embedded PGlite, the
// default deployment); the load is bounded (REQUESTS requests, CONCURRENCY at a time), runs in a
// worker thread (load-worker.mjs: node:http keep-alive, browser Accept-Encoding, body read but not
// decoded) and stops by itself. Prints the figures, plus the search with its cache off for
// information; exits 1 when the median latency ratio is over budget.
import { Worker } from 'node:worker_threads';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const BUDGET_RATIO = 2;

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

await main();

async function main(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const { buildApp } = await import('../server/app.ts');
  const { app, close } = await buildApp({ jobs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiAddress = app.server.address();
  const apiPort = typeof apiAddress === 'object' && apiAddress ? apiAddress.port : 0;

  // The same answer a schedule search gives, from a route that does nothing else.
  const sample = await (
    await fetch(`http://127.0.0.1:${apiPort}/api/schedule/get-all/${tomorrow()}?fromRoute=1&toRoute=2&page=0&size=10`)
  ).json();
  const bare = Fastify();
  bare.get('/bare', async () => sample);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareAddress = bare.server.address();
  const barePort = typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0;

  function tomorrow(): string {
    const d = new Date(Date.now() + 7 * 3_600_000 + 86_400_000); // Jakarta is UTC+7
    return d.toISOString().slice(0, 10);
  }

  const bareFigures = await loadInWorker(`http://127.0.0.1:${barePort}/bare`);
  const searchPath = `/api/schedule/get-all/${tomorrow()}?fromRoute=1&toRoute=2&page=0&size=10`;
  const searchFigures = await loadInWorker(`http://127.0.0.1:${apiPort}${searchPath}`);
  await bare.close();
  await close();

  // For information (not budgeted): the same search with the in-process cache off, i.e. what every
  // cache miss costs (after an order, or on PostgreSQL where there is no cache).
  const uncached = await buildApp({ jobs: false, searchCache: false });
  await uncached.app.listen({ port: 0, host: '127.0.0.1' });
  const uncachedAddress = uncached.app.server.address();
  const uncachedPort = typeof uncachedAddress === 'object' && uncachedAddress ? uncachedAddress.port : 0;
  const uncachedFigures = await loadInWorker(`http://127.0.0.1:${uncachedPort}${searchPath}`);
  await uncached.close();

  const row = (f: Figures) => ({
    'p50 ms': f.p50.toFixed(2),
    'p95 ms': f.p95.toFixed(2),
    'p99 ms': f.p99.toFixed(2),
    'req/s': f.rps.toFixed(0),
    errors: f.errors,
  });
  console.table({
    'bare Fastify route': row(bareFigures),
    'schedule search': row(searchFigures),
    'search, cache off (info)': row(uncachedFigures),
  });
  const ratio = searchFigures.p50 / bareFigures.p50;
  console.log(
    `api-load: schedule search p50 ${searchFigures.p50.toFixed(2)} ms vs bare ${bareFigures.p50.toFixed(2)} ms = ${ratio.toFixed(2)}× (budget ${BUDGET_RATIO}×), ${REQUESTS} requests at concurrency ${CONCURRENCY}`,
  );
  if (searchFigures.errors > 0) {
    console.error('api-load: the schedule search answered errors under load');
    process.exit(1);
  }
  if (ratio > BUDGET_RATIO) {
    console.error('api-load: OVER BUDGET');
    process.exit(1);
  }
}
