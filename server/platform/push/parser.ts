// Incremental STOMP 1.2 frame parser. WebSocket message boundaries mean nothing to STOMP: one
// message may hold several frames and heart-beat EOLs, and a frame may be split across messages,
// so bytes are buffered until a frame is complete.
import { InvalidEscapeError, unescapeHeader, usesHeaderEscaping, type StompFrame } from './frame';

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const EMPTY = Buffer.alloc(0);

export type FrameErrorKind = 'malformed' | 'oversized';

export class FrameError extends Error {
  constructor(
    readonly kind: FrameErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export interface ParseResult {
  frames: StompFrame[];
  /** Set when the stream is broken; frames before the fault are still returned, nothing after. */
  error: FrameError | null;
}

interface HeadBounds {
  /** Index just past the command and header lines (their text ends at the last EOL before it). */
  textEnd: number;
  bodyStart: number;
}

export class StompParser {
  private pending: Buffer = EMPTY;
  private broken = false;

  constructor(private readonly maxFrameBytes: number) {}

  push(chunk: Buffer): ParseResult {
    if (this.broken) return { frames: [], error: new FrameError('malformed', 'Stream already failed') };
    const buf = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const frames: StompFrame[] = [];
    let pos = 0;
    try {
      for (;;) {
        pos = skipEols(buf, pos);
        if (pos >= buf.length) break;
        const parsed = this.parseFrame(buf, pos);
        if (parsed === null) break;
        frames.push(parsed.frame);
        pos = parsed.next;
      }
    } catch (err) {
      if (!(err instanceof FrameError)) throw err;
      this.broken = true;
      this.pending = EMPTY;
      return { frames, error: err };
    }
    // Copy the tail so a large message is not kept alive by a few leftover bytes.
    this.pending = pos >= buf.length ? EMPTY : Buffer.from(buf.subarray(pos));
    return { frames, error: null };
  }

  /** Returns null when more bytes are needed. */
  private parseFrame(buf: Buffer, start: number): { frame: StompFrame; next: number } | null {
    const head = findHead(buf, start);
    const firstNul = buf.indexOf(NUL, start);
    if (firstNul !== -1 && (head === null || firstNul < head.bodyStart)) {
      throw new FrameError('malformed', 'Frame ended before the blank line that closes its headers');
    }
    if (head === null) {
      this.checkSize(buf.length - start);
      return null;
    }
    this.checkSize(head.bodyStart - start);
    const { command, headers } = parseHead(buf.toString('utf8', start, head.textEnd));
    const bodyEnd = this.findBodyEnd(buf, start, head.bodyStart, headers.get('content-length'));
    if (bodyEnd === null) return null;
    const body = Buffer.from(buf.subarray(head.bodyStart, bodyEnd));
    return { frame: { command, headers, body }, next: bodyEnd + 1 };
  }

  /** Index of the terminating NUL, or null when the body is still incomplete. */
  private findBodyEnd(buf: Buffer, start: number, bodyStart: number, contentLength: string | undefined): number | null {
    if (contentLength === undefined) {
      const nul = buf.indexOf(NUL, bodyStart);
      this.checkSize((nul === -1 ? buf.length : nul + 1) - start);
      return nul === -1 ? null : nul;
    }
    if (!/^\d{1,10}$/.test(contentLength)) {
      throw new FrameError('malformed', `Invalid content-length: ${contentLength}`);
    }
    const end = bodyStart + Number(contentLength);
    // Checked before waiting, so a client cannot make us buffer a body we would refuse anyway.
    this.checkSize(end + 1 - start);
    if (buf.length <= end) return null;
    if (buf[end] !== NUL)
      throw new FrameError('malformed', 'Frame body is not followed by NUL after content-length octets');
    return end;
  }

  private checkSize(bytes: number): void {
    if (bytes > this.maxFrameBytes) {
      throw new FrameError('oversized', `Frame exceeds the maximum of ${this.maxFrameBytes} bytes`);
    }
  }
}

/** Heart-beats are bare EOLs between frames. A lone trailing CR waits for its LF. */
function skipEols(buf: Buffer, from: number): number {
  let pos = from;
  while (pos < buf.length) {
    if (buf[pos] === LF) pos += 1;
    else if (buf[pos] === CR && buf[pos + 1] === LF) pos += 2;
    else break;
  }
  return pos;
}

/** Finds the blank line (`\n\n` or `\n\r\n`) that ends the command and headers. */
function findHead(buf: Buffer, start: number): HeadBounds | null {
  let lf = buf.indexOf(LF, start);
  while (lf !== -1) {
    if (buf[lf + 1] === LF) return { textEnd: lf, bodyStart: lf + 2 };
    if (buf[lf + 1] === CR && buf[lf + 2] === LF) return { textEnd: lf, bodyStart: lf + 3 };
    lf = buf.indexOf(LF, lf + 1);
  }
  return null;
}

function parseHead(text: string): { command: string; headers: Map<string, string> } {
  const lines = text.split('\n').map(stripCr);
  const command = lines[0] ?? '';
  if (command.length === 0) throw new FrameError('malformed', 'Missing command');
  const escaped = usesHeaderEscaping(command);
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new FrameError('malformed', `Malformed header line: ${truncate(line)}`);
    const [name, value] = decodeHeader(line.slice(0, colon), line.slice(colon + 1), escaped);
    if (!headers.has(name)) headers.set(name, value);
  }
  return { command, headers };
}

function decodeHeader(name: string, value: string, escaped: boolean): [string, string] {
  if (!escaped) return [name, value];
  try {
    return [unescapeHeader(name), unescapeHeader(value)];
  } catch (err) {
    if (err instanceof InvalidEscapeError) throw new FrameError('malformed', err.message);
    throw err;
  }
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

function truncate(s: string): string {
  return s.length > 80 ? `${s.slice(0, 80)}…` : s;
}
