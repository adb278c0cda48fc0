// Bounded HTTP load for bench/api-load.ts, in its own thread: `requests` GETs of `url`,
// `concurrency` at a time over keep-alive connections, after a warm-up. Posts latency percentiles
// and throughput back.
//
// Like wrk or autocannon, the load generator is kept cheap so that it measures the server, not
// itself: node:http on a keep-alive agent (WHATWG fetch costs the client more per request than a
// cached search costs the server), a browser's Accept-Encoding, and the body read to its last byte
// but not decoded (a browser inflates natively; doing it here in JS streams would bill the
// server for the client's work).
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, requests, concurrency } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const headers = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

/** Resolves with the status once the whole body has arrived. */
function get() {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

for (let i = 0; i < 50; i++) await get();
const latencies = [];
let errors = 0;
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < requests) {
      next++;
      const t0 = performance.now();
      const status = await get();
      latencies.push(performance.now() - t0);
      if (status < 200 || status > 299) errors++;
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
parentPort.postMessage({ p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: latencies.length / elapsed, errors });
