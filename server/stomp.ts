// A small STOMP 1.2 server over `ws`, push-only: clients CONNECT with a bearer token and SUBSCRIBE
// to /topic/messages; the server delivers each message to the sessions of one user only.
// No maintained Node STOMP 1.2 server exists, so we own this (see ARCHITECTURE.md §5).
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { StompSession, type SessionHost, type StompLog } from './stomp/session';

export interface StompHubOptions {
  path: string;
  authenticate: (token: string) => Promise<number | null>;
  heartbeatMs?: number;
  maxFrameBytes?: number;
  log?: StompLog;
}

export interface StompHub {
  /** Handles 'upgrade' for opts.path only; other paths are left to other listeners. */
  attach(server: HttpServer): void;
  /** MESSAGE with a JSON body to every /topic/messages subscription of the user's sessions on this
   * process; returns how many MESSAGE frames were sent. */
  deliverLocal(userId: number, body: unknown): number;
  /** Authenticated STOMP sessions (CONNECTED sent, not yet closed) on this process. */
  sessionCount(): number;
  /** Closes all sockets and stops timers; later upgrades on the path are refused. */
  close(): Promise<void>;
}

const DEFAULT_HEARTBEAT_MS = 10_000;
const DEFAULT_MAX_FRAME_BYTES = 64 * 1024;
/** Sub-protocol names in order of preference; all of them end up speaking STOMP 1.2. */
const SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];
const silentLog: StompLog = { info: () => undefined, warn: () => undefined };

export function createStompHub(opts: StompHubOptions): StompHub {
  const maxFrameBytes = opts.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES;
  const log = opts.log ?? silentLog;
  const byUser = new Map<number, Set<StompSession>>();
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
      set.add(session);
    },
    unregister(session) {
      const userId = session.userId;
      const set = userId === null ? undefined : byUser.get(userId);
      if (!set || userId === null) return;
      set.delete(session);
      if (set.size === 0) byUser.delete(userId);
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

  return {
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
      for (const { server, listener } of attached.splice(0)) server.off('upgrade', listener);
      await Promise.all([...open].map((s) => s.shutdown()));
      await new Promise<void>((resolve) => wss.close(() => resolve()));
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
