// E-tickets render in worker threads (issue #21 item 12). Laying out a ticket with pdfkit is
// synchronous CPU work (tens of milliseconds for a small ticket, ~0.5 s for 100 passengers): on the
// main thread, many different tickets at once held every other request back for seconds. A piscina
// pool of PDF_WORKERS threads (default min(2, cores − 1), at least 1) renders them instead; the main
// thread only queues the task and receives the bytes. The pool starts at the first ticket, so a
// server or a test that prints none never starts a thread, and close() lets it finish what it has.
// `0` renders on the main thread (as before; a comparison, not a deployment).
//
// The server runs TypeScript through tsx: a worker loading the .ts entry needs tsx's loader too.
// `node --import tsx` passes it on in process.execArgv; under vitest (which transforms in process)
// it is added here.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { renderEticket, type EticketData } from './eticket';

export interface EticketRenderer {
  render(data: EticketData): Promise<Buffer>;
  /** Threads rendering (0: the main thread). */
  readonly workers: number;
  /** Lets the renderings under way and queued finish, then stops the threads. */
  close(): Promise<void>;
}

/** min(2, cores − 1), at least 1: a core stays with the event loop. */
export const defaultPdfWorkers = (): number => Math.max(1, Math.min(2, availableParallelism() - 1));

const RUNNING_TS = import.meta.url.endsWith('.ts');

/** The worker's Node flags: the parent's, plus tsx's loader when the entry is TypeScript. */
function workerExecArgv(): string[] {
  const own = process.execArgv;
  if (!RUNNING_TS || own.some((arg) => arg.includes('tsx'))) return own;
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return [...own, '--import', tsx];
}

export function createEticketRenderer(opts: { workers?: number } = {}): EticketRenderer {
  const workers = opts.workers ?? defaultPdfWorkers();
  if (!Number.isInteger(workers) || workers < 0) throw new Error(`PDF workers must be an integer ≥ 0, not ${workers}.`);
  let pool: Piscina | null = null;
  let closed = false;

  const start = () =>
    new Piscina({
      filename: new URL(`./eticket-worker.${RUNNING_TS ? 'ts' : 'js'}`, import.meta.url).href,
      minThreads: workers,
      maxThreads: workers,
      execArgv: workerExecArgv(),
      // Below the event loop's priority (Linux: the thread's nice value, through the optional
      // @napi-rs/nice): when the cores are contended, answering requests comes before laying out PDFs.
      niceIncrement: 5,
    });

  return {
    workers,
    async render(data) {
      if (closed) throw new Error('The e-ticket renderer is closed.');
      if (workers === 0) return renderEticket(data);
      pool ??= start();
      const bytes = (await pool.run(data)) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async close() {
      closed = true;
      await pool?.close();
    },
  };
}
