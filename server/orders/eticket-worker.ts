// The worker entry of the e-ticket pool (./eticket-pool.ts, issue #21 item 12): one rendering per
// task, off the server's event loop. The PDF goes back by transfer (no copy) when it owns its memory.
import { Piscina } from 'piscina';
import { ensureTemporal } from '../../kernel/temporal';
import { renderEticket, type EticketData } from './eticket';

// A thread has its own globals: the dates on the ticket need Temporal loaded here too.
const ready = ensureTemporal();

export default async function render(data: EticketData): Promise<unknown> {
  await ready;
  const pdf = await renderEticket(data);
  const owned = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
  return owned ? Piscina.move(new Uint8Array(pdf.buffer)) : new Uint8Array(pdf);
}
