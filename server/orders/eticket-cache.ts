// Rendered PDFs kept per input (issue #14): a 100-passenger e-ticket costs ~0.5 s of the event loop
// to lay out, and a passenger at the dock re-downloads the same ticket many times. The key is a
// hash of everything the renderer is given, so a changed ticket (another boarding-pass version,
// another manifest) is a different key and can never be served stale; simultaneous downloads of
// one ticket share one rendering. Bounded by entries and bytes, least recently used out first.
// Together with the per-user limit on the PDF operations (server/http/rate-limits.ts) this bounds
// what downloads can take from everyone else.
import { createHash } from 'node:crypto';

export interface PdfCache {
  get(input: unknown, render: () => Promise<Buffer>): Promise<Buffer>;
  /** Renderings done so far (for tests and logs). */
  readonly renders: number;
}

export function createPdfCache(opts: { maxEntries?: number; maxBytes?: number } = {}): PdfCache {
  const maxEntries = opts.maxEntries ?? 200;
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  const done = new Map<string, Buffer>(); // insertion order = recency order
  const pending = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  let renders = 0;

  const keep = (key: string, pdf: Buffer) => {
    done.set(key, pdf);
    bytes += pdf.length;
    for (const [oldKey, old] of done) {
      if (done.size <= maxEntries && bytes <= maxBytes) break;
      done.delete(oldKey);
      bytes -= old.length;
    }
  };

  return {
    get renders() {
      return renders;
    },
    async get(input, render) {
      const key = createHash('sha256').update(JSON.stringify(input)).digest('hex');
      const hit = done.get(key);
      if (hit) {
        done.delete(key);
        done.set(key, hit);
        return hit;
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const job = (async () => {
        renders += 1;
        const pdf = await render();
        keep(key, pdf);
        return pdf;
      })().finally(() => pending.delete(key));
      pending.set(key, job);
      return job;
    },
  };
}
