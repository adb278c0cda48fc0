// STOMP 1.2 frame model, header escaping and serialisation.
// Spec: https://stomp.github.io/stomp-specification-1.2.html

export interface StompFrame {
  command: string;
  /** First occurrence wins (STOMP 1.2 "Repeated Header Entries"). A Map, so a header named
   * `__proto__` or `constructor` is just a header. */
  headers: Map<string, string>;
  body: Buffer;
}

export type HeaderList = ReadonlyArray<readonly [string, string]>;

/** CONNECT, STOMP and CONNECTED never escape header values, to stay readable by STOMP 1.0 peers. */
export function usesHeaderEscaping(command: string): boolean {
  return command !== 'CONNECT' && command !== 'STOMP' && command !== 'CONNECTED';
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };
const UNESCAPES: Record<string, string> = { '\\': '\\', r: '\r', n: '\n', c: ':' };

export function escapeHeader(value: string): string {
  return value.replace(/[\\\r\n:]/g, (ch) => ESCAPES[ch] ?? ch);
}

export class InvalidEscapeError extends Error {}

/** Undefined escape sequences (`\t`, a trailing `\`) are fatal protocol errors in STOMP 1.2. */
export function unescapeHeader(value: string): string {
  if (!value.includes('\\')) return value;
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = value[i + 1];
    const replacement = next === undefined ? undefined : UNESCAPES[next];
    if (replacement === undefined) {
      throw new InvalidEscapeError(`Invalid escape sequence in header: \\${next ?? ''}`);
    }
    out += replacement;
    i++;
  }
  return out;
}

/**
 * Serialises one server frame as a WebSocket text message. `content-length` is added whenever there
 * is a body, so a client never has to scan the body for NUL.
 */
export function encodeFrame(command: string, headers: HeaderList, body = ''): string {
  const escape = usesHeaderEscaping(command);
  let out = `${command}\n`;
  for (const [name, value] of headers) {
    out += escape ? `${escapeHeader(name)}:${escapeHeader(value)}\n` : `${name}:${value}\n`;
  }
  if (body.length > 0) out += `content-length:${Buffer.byteLength(body, 'utf8')}\n`;
  return `${out}\n${body}\0`;
}
