// Bounded HTTP load for bench/api-load.ts, in its own thread: `requests` GETs of `url`,
// `concurrency` at a time, after a warm-up. Posts latency percentiles and throughput back.
import { parentPort, workerData } from 'node:worker_threads';

const { url, requests, concurrency } = workerData;
for (let i = 0; i < 50; i++) await (await fetch(url)).arrayBuffer();
const latencies = [];
let errors = 0;
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < requests) {
      next++;
      const t0 = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!response.ok) errors++;
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
parentPort.postMessage({ p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: latencies.length / elapsed, errors });
