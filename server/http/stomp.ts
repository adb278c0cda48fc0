// The push channel, one concern of buildApp: the STOMP hub on the app's HTTP server at /api/ws
// (spec §7: bearer token in CONNECT, heart-beat 10 s) and the fan-out that reaches it from every
// process (../platform/push/bus.ts). A given PushBus (a recording fake in tests) replaces both.
// With REDIS_URL the cap of sessions per user counts every instance's (../platform/push/shared-cap.ts).
import type { FastifyInstance } from 'fastify';
import { createPushBus, type PushBus } from '../platform/push/bus';
import { createStompHub, DEFAULT_MAX_SESSIONS_PER_USER, type StompHub } from '../platform/push/hub';
import { createRedisSessionCap } from '../platform/push/shared-cap';

export const WS_PATH = '/api/ws';

export async function installStomp(
  app: FastifyInstance,
  options: {
    /** A CONNECT's bearer token → its user id; null when invalid, expired or revoked. */
    authenticate: (token: string) => Promise<number | null>;
    databaseUrl?: string;
    pushBus?: PushBus;
    onHub?: (hub: StompHub) => void;
    /** How often every open session's token is checked again (default 30 s; tests shorten it). */
    revalidateEveryMs?: number;
    /** REDIS_URL and the key prefix: the per-user session cap shared by every instance. */
    redis?: { redisUrl: string; prefix: string };
  },
): Promise<{ hub: StompHub | null; push: PushBus }> {
  if (options.pushBus) return { hub: null, push: options.pushBus };
  const log = {
    info: (...a: unknown[]) => app.log.info(a[0] as object, a[1] as string),
    warn: (...a: unknown[]) => app.log.warn(a[0] as object, a[1] as string),
  };
  const sharedCap = options.redis
    ? await createRedisSessionCap({ ...options.redis, max: DEFAULT_MAX_SESSIONS_PER_USER, log })
    : undefined;
  const hub = createStompHub({
    path: WS_PATH,
    heartbeatMs: 10_000,
    log,
    revalidateEveryMs: options.revalidateEveryMs,
    authenticate: options.authenticate,
    sharedCap,
  });
  hub.attach(app.server);
  // Handed over before the bus opens, so a failing bus still lets the caller close the hub.
  options.onHub?.(hub);
  return { hub, push: await createPushBus({ hub, databaseUrl: options.databaseUrl, log }) };
}
