// One STOMP session over one WebSocket: CONNECT/authentication, subscriptions, receipts,
// heart-beats and protocol errors. The hub owns the set of sessions; a session only reports to it.
import { randomUUID } from 'node:crypto';
import { WebSocket, type RawData } from 'ws';
import { encodeFrame, type HeaderList, type StompFrame } from './frame';
import { StompParser, type FrameError } from './parser';

export const TOPIC_MESSAGES = '/topic/messages';
export const SERVER_NAME = 'seberang/1.0';

export interface StompLog {
  info(...a: unknown[]): void;
  warn(...a: unknown[]): void;
}

export interface SessionHost {
  authenticate(token: string): Promise<number | null>;
  heartbeatMs: number;
  maxFrameBytes: number;
  log: StompLog;
  /** Called once the session is authenticated and about to answer CONNECTED. */
  register(session: StompSession): void;
  /** Called once when the session stops being deliverable (error, DISCONNECT or socket close). */
  unregister(session: StompSession): void;
}

// WebSocket close codes (RFC 6455 §7.4.1) so that a client can tell why it was dropped.
const CLOSE_NORMAL = 1000;
const CLOSE_GOING_AWAY = 1001;
const CLOSE_PROTOCOL_ERROR = 1002;
const CLOSE_POLICY_VIOLATION = 1008;
const CLOSE_TOO_BIG = 1009;
/** How long a shutdown waits for the close handshake before dropping the TCP connection. */
const SHUTDOWN_GRACE_MS = 1_000;
/** A browser tab needs one subscription; the cap stops a client from multiplying every push. */
const MAX_SUBSCRIPTIONS = 32;

type State = 'awaiting-connect' | 'authenticating' | 'connected' | 'closed';

interface Heartbeat {
  sendEveryMs: number;
  expectEveryMs: number;
}

export class StompSession {
  readonly id = randomUUID();
  private userIdValue: number | null = null;
  /** The bearer token the session connected with: re-checked when sessions are revalidated. */
  private tokenValue: string | null = null;
  private state: State = 'awaiting-connect';
  /** subscription id → destination */
  private readonly subscriptions = new Map<string, string>();
  private readonly parser: StompParser;
  /** Frames are handled strictly in order, also while CONNECT waits for authentication. */
  private queue: Promise<void> = Promise.resolve();
  private lastReceivedAt = Date.now();
  private messageSeq = 0;
  private pinger: NodeJS.Timeout | undefined;
  private watchdog: NodeJS.Timeout | undefined;
  private readonly socketClosed: Promise<void>;

  constructor(
    private readonly ws: WebSocket,
    private readonly host: SessionHost,
  ) {
    this.parser = new StompParser(host.maxFrameBytes);
    this.socketClosed = new Promise((resolve) => ws.once('close', () => resolve()));
    ws.on('message', (data) => this.onData(data));
    ws.on('close', () => this.onSocketClose());
    // Socket errors are followed by 'close'; without a listener ws would throw them at the process.
    ws.on('error', (err) => host.log.warn({ err, session: this.id }, 'STOMP socket error'));
    // Before CONNECT the peer is held to the server's own heart-beat, so an idle socket that never
    // speaks STOMP cannot linger.
    this.armWatchdog(host.heartbeatMs);
  }

  get userId(): number | null {
    return this.userIdValue;
  }

  get token(): string | null {
    return this.tokenValue;
  }

  /**
   * Ends a connected session whose token no longer holds (logout, password change, account
   * deletion, expiry) or that is one too many for its user: an ERROR frame, then close (1008).
   */
  end(message: string): void {
    this.fail(message, CLOSE_POLICY_VIOLATION);
  }

  /** Sends the JSON body to every subscription on /topic/messages; returns how many were sent. */
  deliver(json: string): number {
    if (this.state !== 'connected' || this.ws.readyState !== WebSocket.OPEN) return 0;
    let sent = 0;
    for (const [subscription, destination] of this.subscriptions) {
      if (destination !== TOPIC_MESSAGES) continue;
      this.messageSeq += 1;
      this.send(
        'MESSAGE',
        [
          ['subscription', subscription],
          ['message-id', `${this.id}-${this.messageSeq}`],
          ['destination', destination],
          ['content-type', 'application/json'],
        ],
        json,
      );
      sent += 1;
    }
    return sent;
  }

  /** Closes gracefully, dropping the connection if the peer does not finish the handshake. */
  async shutdown(): Promise<void> {
    this.becomeClosed();
    if (this.ws.readyState === WebSocket.CLOSED) return;
    this.ws.close(CLOSE_GOING_AWAY, 'Server shutting down');
    const grace = setTimeout(() => this.ws.terminate(), SHUTDOWN_GRACE_MS);
    await this.socketClosed;
    clearTimeout(grace);
  }

  private onData(data: RawData): void {
    this.lastReceivedAt = Date.now();
    if (this.state === 'closed') return;
    const { frames, error } = this.parser.push(toBuffer(data));
    for (const frame of frames) this.enqueue(() => this.handleFrame(frame));
    if (error) this.enqueue(() => this.failOnParse(error));
  }

  private enqueue(task: () => Promise<void> | void): void {
    this.queue = this.queue
      .then(() => (this.state === 'closed' ? undefined : task()))
      .catch((err: unknown) => {
        this.host.log.warn({ err, session: this.id }, 'STOMP frame handling failed');
        // Never leave a socket open in an unknown state: ERROR if we still can, else cut it.
        if (this.state === 'closed') this.ws.terminate();
        else this.fail('Internal error', CLOSE_PROTOCOL_ERROR);
      });
  }

  private failOnParse(error: FrameError): void {
    this.fail(error.message, error.kind === 'oversized' ? CLOSE_TOO_BIG : CLOSE_PROTOCOL_ERROR);
  }

  private async handleFrame(frame: StompFrame): Promise<void> {
    if (this.state === 'awaiting-connect') {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') return this.connect(frame);
      return this.fail(`Expected CONNECT or STOMP, got ${frame.command}`, CLOSE_PROTOCOL_ERROR, frame);
    }
    this.dispatch(frame);
  }

  private dispatch(frame: StompFrame): void {
    switch (frame.command) {
      case 'SUBSCRIBE':
        return this.subscribe(frame);
      case 'UNSUBSCRIBE':
        return this.unsubscribe(frame);
      case 'DISCONNECT':
        return this.disconnect(frame);
      case 'ACK':
      case 'NACK':
        // Every subscription is ack:auto, so acknowledgements carry no meaning; accept them.
        return this.receipt(frame);
      case 'SEND':
        return this.fail('SEND is not allowed: this server only pushes messages', CLOSE_POLICY_VIOLATION, frame);
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        return this.fail('Transactions are not supported', CLOSE_PROTOCOL_ERROR, frame);
      case 'CONNECT':
      case 'STOMP':
        return this.fail('Already connected', CLOSE_PROTOCOL_ERROR, frame);
      default:
        return this.fail(`Unknown command: ${frame.command.slice(0, 40)}`, CLOSE_PROTOCOL_ERROR, frame);
    }
  }

  private async connect(frame: StompFrame): Promise<void> {
    const versions = (frame.headers.get('accept-version') ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) {
      return this.fail('Supported protocol versions are 1.2', CLOSE_PROTOCOL_ERROR, frame, [['version', '1.2']]);
    }
    const clientBeat = parseHeartBeat(frame.headers.get('heart-beat') ?? '0,0');
    if (clientBeat === null) return this.fail('Invalid heart-beat header', CLOSE_PROTOCOL_ERROR, frame);
    const token = bearerToken(frame.headers);
    if (token === null) return this.fail('Unauthorized', CLOSE_POLICY_VIOLATION, frame);

    this.state = 'authenticating';
    const userId = await this.authenticate(token);
    if (this.state !== 'authenticating') return; // the socket went away while we were waiting
    if (userId === null) return this.fail('Unauthorized', CLOSE_POLICY_VIOLATION, frame);

    this.userIdValue = userId;
    this.tokenValue = token;
    this.state = 'connected';
    this.host.register(this);
    const offer = this.host.heartbeatMs;
    this.send('CONNECTED', [
      ['version', '1.2'],
      ['heart-beat', `${offer},${offer}`],
      ['session', this.id],
      ['server', SERVER_NAME],
    ]);
    this.startHeartbeat(negotiate(offer, clientBeat));
  }

  private async authenticate(token: string): Promise<number | null> {
    try {
      return await this.host.authenticate(token);
    } catch (err) {
      this.host.log.warn({ err, session: this.id }, 'STOMP authentication threw; treating as unauthorized');
      return null;
    }
  }

  private subscribe(frame: StompFrame): void {
    const id = frame.headers.get('id');
    const destination = frame.headers.get('destination');
    const ack = frame.headers.get('ack') ?? 'auto';
    if (id === undefined || destination === undefined) {
      return this.fail('SUBSCRIBE requires id and destination headers', CLOSE_PROTOCOL_ERROR, frame);
    }
    if (destination !== TOPIC_MESSAGES) {
      return this.fail(`Unknown destination: ${destination.slice(0, 100)}`, CLOSE_POLICY_VIOLATION, frame);
    }
    // Only auto acknowledgement: there is no redelivery, so accepting client ack would be a lie.
    if (ack !== 'auto') return this.fail('Only ack:auto is supported', CLOSE_PROTOCOL_ERROR, frame);
    if (this.subscriptions.has(id))
      return this.fail(`Subscription id already in use: ${id.slice(0, 100)}`, CLOSE_PROTOCOL_ERROR, frame);
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS) {
      return this.fail(`At most ${MAX_SUBSCRIPTIONS} subscriptions per session`, CLOSE_POLICY_VIOLATION, frame);
    }
    this.subscriptions.set(id, destination);
    this.receipt(frame);
  }

  private unsubscribe(frame: StompFrame): void {
    const id = frame.headers.get('id');
    if (id === undefined) return this.fail('UNSUBSCRIBE requires an id header', CLOSE_PROTOCOL_ERROR, frame);
    // An unknown id is harmless (e.g. a retried UNSUBSCRIBE), so it is not worth killing the session.
    this.subscriptions.delete(id);
    this.receipt(frame);
  }

  private disconnect(frame: StompFrame): void {
    this.receipt(frame);
    this.becomeClosed();
    this.ws.close(CLOSE_NORMAL, 'Disconnected');
  }

  private receipt(frame: StompFrame): void {
    const receipt = frame.headers.get('receipt');
    if (receipt !== undefined) this.send('RECEIPT', [['receipt-id', receipt]]);
  }

  /** ERROR frame, then close: STOMP requires the server to close the connection after an ERROR. */
  private fail(message: string, closeCode: number, frame?: StompFrame, extra: HeaderList = []): void {
    if (this.state === 'closed') return;
    const headers: Array<readonly [string, string]> = [['message', message], ...extra];
    const receipt = frame?.headers.get('receipt');
    if (receipt !== undefined) headers.push(['receipt-id', receipt]);
    headers.push(['content-type', 'text/plain']);
    const detail = frame ? `${message}\n(while handling ${frame.command.slice(0, 40)})` : message;
    this.send('ERROR', headers, detail);
    this.host.log.info({ session: this.id, userId: this.userIdValue, message }, 'STOMP error, closing session');
    this.becomeClosed();
    this.ws.close(closeCode, closeReason(message));
  }

  private send(command: string, headers: HeaderList, body = ''): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(encodeFrame(command, headers, body));
  }

  private startHeartbeat(beat: Heartbeat): void {
    if (beat.sendEveryMs > 0) {
      this.pinger = setInterval(() => {
        if (this.ws.readyState === WebSocket.OPEN) this.ws.send('\n');
      }, beat.sendEveryMs);
      this.pinger.unref();
    }
    this.armWatchdog(beat.expectEveryMs);
  }

  /** Drops the connection once the peer has been silent for more than twice its interval. */
  private armWatchdog(expectEveryMs: number): void {
    clearTimeout(this.watchdog);
    this.watchdog = undefined;
    if (expectEveryMs <= 0) return;
    const limit = 2 * expectEveryMs;
    const check = (): void => {
      const silentFor = Date.now() - this.lastReceivedAt;
      if (silentFor > limit) {
        this.host.log.info({ session: this.id, silentFor }, 'STOMP peer silent, closing');
        this.becomeClosed();
        this.ws.terminate(); // a silent peer will not answer a close handshake either
        return;
      }
      this.watchdog = setTimeout(check, limit - silentFor + 1);
      this.watchdog.unref();
    };
    this.lastReceivedAt = Date.now();
    this.watchdog = setTimeout(check, limit + 1);
    this.watchdog.unref();
  }

  private onSocketClose(): void {
    this.becomeClosed();
  }

  /** Idempotent: stops timers and leaves the hub. */
  private becomeClosed(): void {
    if (this.state === 'closed') return;
    const wasRegistered = this.state === 'connected';
    this.state = 'closed';
    clearInterval(this.pinger);
    clearTimeout(this.watchdog);
    this.pinger = undefined;
    this.watchdog = undefined;
    if (wasRegistered) this.host.unregister(this);
  }
}

/** STOMP rule: each direction runs at max(sender's offer, receiver's wish), off if either is 0. */
function negotiate(serverMs: number, client: { cx: number; cy: number }): Heartbeat {
  const both = (a: number, b: number): number => (a > 0 && b > 0 ? Math.max(a, b) : 0);
  return { sendEveryMs: both(serverMs, client.cy), expectEveryMs: both(client.cx, serverMs) };
}

function parseHeartBeat(value: string): { cx: number; cy: number } | null {
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(value);
  if (!match) return null;
  return { cx: Number(match[1]), cy: Number(match[2]) };
}

/** STOMP header names are case-sensitive; browsers' habits give us both spellings. */
function bearerToken(headers: Map<string, string>): string | null {
  const value = headers.get('Authorization') ?? headers.get('authorization');
  if (value === undefined) return null;
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(value);
  return match?.[1] ?? null;
}

/** A WebSocket close reason must fit 123 bytes, or ws throws; keep it ASCII and short. */
function closeReason(message: string): string {
  return message.replace(/[^\x20-\x7e]/g, '?').slice(0, 120);
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
