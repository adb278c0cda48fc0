// Push fan-out. One process (embedded PGlite): publish is a local delivery. Several processes on one
// PostgreSQL: publish is a NOTIFY, and every process (the publisher included) delivers the message
// to its own STOMP sessions when the NOTIFY arrives, so a user is reached whichever process holds
// their socket.
import pg from 'pg';
import type { PaymentMessage } from '../../../kernel/server-messages';
import type { StompHub } from './hub';

export type { PaymentMessage };

export interface PushBus {
  publish(userId: number, message: PaymentMessage): Promise<void>;
  close(): Promise<void>;
}

export interface PushBusOptions {
  hub: StompHub;
  /** A postgres:// (or postgresql://) URL enables LISTEN/NOTIFY; anything else means one process. */
  databaseUrl?: string;
  channel?: string;
  log?: { info(...a: unknown[]): void; warn(...a: unknown[]): void };
}

const DEFAULT_CHANNEL = 'seberang_push';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 8000;
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;

interface Envelope {
  userId: number;
  message: PaymentMessage;
}

export async function createPushBus(opts: PushBusOptions): Promise<PushBus> {
  const log = opts.log ?? console;
  if (opts.databaseUrl === undefined || !/^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    return localBus(opts.hub);
  }
  const bus = new PgPushBus(opts.hub, opts.databaseUrl, opts.channel ?? DEFAULT_CHANNEL, log);
  await bus.start();
  return bus;
}

function localBus(hub: StompHub): PushBus {
  return {
    async publish(userId, message) {
      hub.deliverLocal(userId, checkedMessage(userId, message));
    },
    async close() {},
  };
}

class PgPushBus implements PushBus {
  /** Publishing uses a pool, so a NOTIFY never waits for the LISTEN connection to come back. */
  private readonly pool: pg.Pool;
  private listener: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryAttempt = 0;
  private closing = false;
  /** An (re)connection in progress, so that close() can wait for it instead of leaking it. */
  private connecting: Promise<void> | null = null;

  constructor(
    private readonly hub: StompHub,
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly log: NonNullable<PushBusOptions['log']>,
  ) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 4, application_name: 'seberang-push' });
    // An idle pooled client that loses its server emits here; unhandled, it would kill the process.
    this.pool.on('error', (err) => this.log.warn({ err }, 'push: idle publish connection failed'));
  }

  /** The first LISTEN must succeed: a server that cannot reach its database should not start. */
  async start(): Promise<void> {
    try {
      await this.listen();
    } catch (err) {
      await this.pool.end().catch(() => undefined);
      throw err;
    }
  }

  async publish(userId: number, message: PaymentMessage): Promise<void> {
    const payload = JSON.stringify({ userId, message: checkedMessage(userId, message) } satisfies Envelope);
    if (Buffer.byteLength(payload, 'utf8') >= MAX_PAYLOAD_BYTES) {
      throw new RangeError(`push: payload of ${Buffer.byteLength(payload, 'utf8')} bytes exceeds the NOTIFY limit`);
    }
    await this.pool.query('SELECT pg_notify($1, $2)', [this.channel, payload]);
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.retryTimer);
    await this.connecting?.catch(() => undefined);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const attempt = this.openListener();
    this.connecting = attempt;
    try {
      await attempt;
    } finally {
      if (this.connecting === attempt) this.connecting = null;
    }
  }

  private async openListener(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      // Without keep-alive a silently dead TCP connection would leave us deaf forever.
      keepAlive: true,
      application_name: 'seberang-push-listen',
    });
    let lost = false;
    const lose = (): void => {
      lost = true;
      this.onListenerLost(client);
    };
    client.on('error', (err) => {
      this.log.warn({ err, channel: this.channel }, 'push: LISTEN connection failed');
      lose();
    });
    client.on('end', lose);
    client.on('notification', (n) => {
      if (n.channel === this.channel) this.onPayload(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
      // 'end' may have fired between the two awaits; such a client is useless.
      if (lost) throw new Error('push: LISTEN connection lost during setup');
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closing) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
  }

  private onPayload(payload: string | undefined): void {
    const envelope = parseEnvelope(payload);
    if (envelope === null) {
      this.log.warn({ channel: this.channel }, 'push: ignoring a malformed NOTIFY payload');
      return;
    }
    this.hub.deliverLocal(envelope.userId, envelope.message);
  }

  /** Only the current listener's loss matters; errors of a client already replaced are ignored. */
  private onListenerLost(client: pg.Client): void {
    if (client !== this.listener || this.closing) return;
    this.listener = null;
    client.end().catch(() => undefined);
    // NOTIFYs sent while we are away are lost for this process; the order flow falls back to
    // reading the transaction list when no message arrives (ARCHITECTURE.md §3, order machine).
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closing) return;
    const base = Math.min(RETRY_FIRST_MS * 2 ** this.retryAttempt, RETRY_MAX_MS);
    // Jitter, so that many processes losing the database together do not come back in lockstep.
    const delay = Math.round(base * (0.75 + Math.random() * 0.5));
    this.retryAttempt += 1;
    this.retryTimer = setTimeout(() => void this.reconnect(), delay);
    this.retryTimer.unref();
  }

  private async reconnect(): Promise<void> {
    if (this.closing) return;
    try {
      await this.listen();
      if (this.closing) return;
      this.log.info({ channel: this.channel, attempts: this.retryAttempt }, 'push: LISTEN restored');
      this.retryAttempt = 0;
    } catch (err) {
      this.log.warn(
        { err, channel: this.channel, attempt: this.retryAttempt },
        'push: LISTEN reconnect failed, retrying',
      );
      this.scheduleReconnect();
    }
  }
}

/** Both modes deliver the same normalised body, so a stray field never reaches a browser in one
 * deployment and not in the other. */
function checkedMessage(userId: number, message: PaymentMessage): PaymentMessage {
  if (!Number.isSafeInteger(userId)) throw new TypeError(`push: invalid userId ${String(userId)}`);
  // The client keeps only messages carrying its own userId, so a mismatch would be silently lost.
  if (message.userId !== userId) throw new TypeError('push: message.userId must equal the target userId');
  const clean = toPaymentMessage(message);
  if (clean === null) throw new TypeError('push: message needs numeric userId and status');
  return clean;
}

function parseEnvelope(payload: string | undefined): Envelope | null {
  if (payload === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.userId !== 'number' || !Number.isSafeInteger(value.userId)) return null;
  const message = toPaymentMessage(value.message);
  if (message === null || message.userId !== value.userId) return null;
  return { userId: value.userId, message };
}

/** Rebuilds the message from known fields only, so what reaches a browser is exactly the contract. */
function toPaymentMessage(value: unknown): PaymentMessage | null {
  if (!isRecord(value)) return null;
  const { userId, status, paymentUrl, requestId, transactionId } = value;
  if (typeof userId !== 'number' || typeof status !== 'number') return null;
  const message: PaymentMessage = { userId, status };
  if (typeof paymentUrl === 'string' || paymentUrl === null) message.paymentUrl = paymentUrl;
  if (typeof requestId === 'string') message.requestId = requestId;
  if (typeof transactionId === 'number') message.transactionId = transactionId;
  return message;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
