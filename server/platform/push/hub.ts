// A small STOMP 1.2 server over `ws`, push-only: clients CONNECT with a bearer token and SUBSCRIBE
// to /topic/messages; the server delivers each message to the sessions of one user only.
// No maintained Node STOMP 1.2 server exists, so we own this (see ARCHITECTURE.md §5).
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { StompSession, type SessionHost, type StompLog } from './session';

export interface StompHubOptions {
  path: string;
  authenticate: (token: string) => Promise<number | null>;
  heartbeatMs?: number;
  maxFrameBytes?: number;
  log?: StompLog;
  /** At most this many sessions per user; a newer one ends the oldest (issue #14). Default 10. */
  maxSessionsPerUser?: number;
  /**
   * The same cap counted across every instance (issue #21 §14: ./shared-cap.ts, through Redis);
   * without it each process caps its own sessions only.
   */
  sharedCap?: SharedSessionCap;
  /**
   * Every open session's token is checked again this often (default 30 s), so a logout, password
   * change, account deletion or expiry on any process ends the sockets on every process.
   */
  revalidateEveryMs?: number;
}

/** A per-user session count shared by several hubs; it ends the oldest through `bind`'s function. */
export interface SharedSessionCap {
  /** The hub's way to end one of its sessions by id (ids this hub does not hold are ignored). */
  bind(end: (sessionId: string) => void): void;
  /** A session of the user was authenticated on this hub. */
  added(userId: number, sessionId: string): void;
  /** A registered session of the user stopped being deliverable. */
  removed(userId: number, sessionId: string): void;
  close(): Promise<void>;
}

export interface StompHub {
  /** Handles 'upgrade' for opts.path only; other paths are left to other listeners. */
  attach(server: HttpServer): void;
  /** MESSAGE with a JSON body to every /topic/messages subscription of the user's sessions on this
   * process; returns how many MESSAGE frames were sent. */
  deliverLocal(userId: number, body: unknown): number;
  /** Authenticated STOMP sessions (CONNECTED sent, not yet closed) on this process. */
  sessionCount(): number;
  /**
   * Checks again the token of every session (of one user, or all) and ends, with an ERROR frame,
   * those whose token no longer authenticates as their user. Resolves when done.
   */
  revalidate(userId?: number): Promise<void>;
  /** Closes all sockets and stops timers; later upgrades on the path are refused. */
  close(): Promise<void>;
}

const DEFAULT_HEARTBEAT_MS = 10_000;
export const DEFAULT_MAX_SESSIONS_PER_USER = 10;
const TOO_MANY_SESSIONS = 'Too many sessions for this user; the oldest was closed';
const DEFAULT_REVALIDATE_EVERY_MS = 30_000;
const DEFAULT_MAX_FRAME_BYTES = 64 * 1024;
/** Sub-protocol names in order of preference; all of them end up speaking STOMP 1.2. */
const SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];
const silentLog: StompLog = { info: () => undefined, warn: () => undefined };

export function createStompHub(opts: StompHubOptions): StompHub {
  const maxFrameBytes = opts.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES;
  const log = opts.log ?? silentLog;
  const byUser = new Map<number, Set<StompSession>>();
  /** The registered sessions by id, for the shared cap's evictions. */
  const byId = new Map<string, StompSession>();
  const open = new Set<StompSession>();
  const attached: Array<{ server: HttpServer; listener: UpgradeListener }> = [];
  let closed = false;

  const wss = new WebSocketServer({
    noServer: true,
    // One WebSocket message may carry several frames, so allow some room above one frame; beyond
    // this ws closes with 1009 itself. Per-frame limits are enforced by the STOMP parser.
    maxPayload: Math.max(4 * maxFrameBytes, 1024 * 1024),
    perMessageDeflate: false,
    handleProtocols: (offered) => SUBPROTOCOLS.find((p) => offered.has(p)) ?? false,
  });

  const forget = (userId: number, session: StompSession): void => {
    byId.delete(session.id);
    opts.sharedCap?.removed(userId, session.id);
  };

  const host: SessionHost = {
    authenticate: opts.authenticate,
    heartbeatMs: opts.heartbeatMs ?? DEFAULT_HEARTBEAT_MS,
    maxFrameBytes,
    log,
    register(session) {
      const userId = session.userId;
      if (userId === null) return;
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      // A Set keeps insertion order: the first is the oldest session.
      const max = opts.maxSessionsPerUser ?? DEFAULT_MAX_SESSIONS_PER_USER;
      while (set.size >= max) {
        const oldest = set.values().next().value as StompSession;
        set.delete(oldest);
        forget(userId, oldest);
        oldest.end(TOO_MANY_SESSIONS);
      }
      set.add(session);
      byId.set(session.id, session);
      opts.sharedCap?.added(userId, session.id);
    },
    unregister(session) {
      const userId = session.userId;
      const set = userId === null ? undefined : byUser.get(userId);
      if (!set || userId === null || !set.has(session)) return;
      set.delete(session);
      if (set.size === 0) byUser.delete(userId);
      forget(userId, session);
    },
  };

  // The bearer token travels in the CONNECT frame, not in a cookie, so a cross-site page cannot
  // ride on the user's credentials: no Origin check is needed here.
  const onUpgrade: UpgradeListener = (req, socket, head) => {
    if (pathOf(req) !== opts.path) return;
    if (closed) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      // An upgrade that was in flight when close() ran must not outlive the hub.
      if (closed) {
        ws.terminate();
        return;
      }
      const session = new StompSession(ws, host);
      open.add(session);
      ws.once('close', () => open.delete(session));
    });
  };

  // Another instance's newer session pushed one of ours out of the shared count.
  opts.sharedCap?.bind((sessionId) => byId.get(sessionId)?.end(TOO_MANY_SESSIONS));

  async function revalidate(userId?: number): Promise<void> {
    const sessions =
      userId === undefined ? [...byUser.values()].flatMap((set) => [...set]) : [...(byUser.get(userId) ?? [])];
    await Promise.all(
      sessions.map(async (session) => {
        const token = session.token;
        let still: number | null = null;
        try {
          still = token === null ? null : await opts.authenticate(token);
        } catch (err) {
          log.warn({ err, session: session.id }, 'STOMP revalidation threw; keeping the session');
          return;
        }
        if (still !== session.userId)
          session.end('Session ended: logged out, password changed, account deleted or expired');
      }),
    );
  }
  const sweeper = setInterval(() => void revalidate(), opts.revalidateEveryMs ?? DEFAULT_REVALIDATE_EVERY_MS);
  sweeper.unref();

  return {
    revalidate,
    attach(server) {
      server.on('upgrade', onUpgrade);
      attached.push({ server, listener: onUpgrade });
    },
    deliverLocal(userId, body) {
      const sessions = byUser.get(userId);
      if (!sessions) return 0;
      // JSON.stringify(undefined) is undefined, not a string; send a valid JSON body regardless.
      const json = (JSON.stringify(body) as string | undefined) ?? 'null';
      let sent = 0;
      for (const session of sessions) sent += session.deliver(json);
      return sent;
    },
    sessionCount() {
      let count = 0;
      for (const set of byUser.values()) count += set.size;
      return count;
    },
    async close() {
      closed = true;
      clearInterval(sweeper);
      for (const { server, listener } of attached.splice(0)) server.off('upgrade', listener);
      await Promise.all([...open].map((s) => s.shutdown()));
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await opts.sharedCap?.close();
    },
  };
}

type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

function pathOf(req: IncomingMessage): string {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return '';
  }
}
