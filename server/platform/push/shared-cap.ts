// The per-user cap on STOMP sessions across every instance (issue #21 §14). Each hub caps its own
// sessions synchronously; with REDIS_URL the sessions of all instances are also counted in Redis:
// one sorted set per user (`<prefix>stomp:user:<id>`, scored by a Redis counter, so by arrival order
// whatever the instances' clocks), and when a new session makes it longer than the cap, one atomic
// script takes the oldest out and their ids are published on `<prefix>stomp:evict`; the instance
// holding one of them ends it (ERROR frame, close 1008), exactly as the local cap does.
// A process that dies leaves its ids behind: they are the oldest, so the next eviction takes them out
// (ending nothing), and a user's set expires a day after their last connection. A Redis that is down
// leaves the local cap alone in charge; its errors are logged, never thrown.
import { Redis } from 'ioredis';
import type { SharedSessionCap } from './hub';
import type { StompLog } from './session';

const ONE_DAY_SECONDS = 24 * 60 * 60;
const QUIT_GRACE_MS = 1_000;

// KEYS[1]: the user's sorted set, KEYS[2]: the arrival counter; ARGV: session id, cap, ttl (s).
// Returns the ids taken out (the oldest beyond the cap).
const ADD_SCRIPT = `
local seq = redis.call('INCR', KEYS[2])
redis.call('ZADD', KEYS[1], seq, ARGV[1])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
local extra = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[2])
if extra <= 0 then return {} end
local oldest = redis.call('ZRANGE', KEYS[1], 0, extra - 1)
redis.call('ZREM', KEYS[1], unpack(oldest))
return oldest
`;

export interface RedisSessionCapOptions {
  redisUrl: string;
  /** Key and channel prefix (`seberang:`; test servers use their own). */
  prefix: string;
  /** Sessions per user across every instance. */
  max: number;
  log: StompLog;
}

/**
 * The shared cap: hand it to createStompHub as `sharedCap`; the hub binds `end` to its sessions.
 * Resolves once the eviction channel is subscribed, so no eviction published afterwards is missed.
 */
export async function createRedisSessionCap(opts: RedisSessionCapOptions): Promise<SharedSessionCap> {
  const redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const subscriber = redis.duplicate();
  const channel = `${opts.prefix}stomp:evict`;
  const counter = `${opts.prefix}stomp:seq`;
  const setOf = (userId: number) => `${opts.prefix}stomp:user:${userId}`;
  const warn = (what: string) => (err: unknown) => opts.log.warn({ err }, `STOMP shared cap: ${what}`);
  redis.on('error', warn('Redis error'));
  subscriber.on('error', warn('Redis subscriber error'));
  let end: (sessionId: string) => void = () => undefined;
  subscriber.on('message', (from: string, sessionId: string) => {
    if (from === channel) end(sessionId);
  });
  // A Redis that is down at start must not stop the server: subscribe again once it is back.
  const subscribe = async (): Promise<void> => {
    try {
      await subscriber.subscribe(channel);
    } catch (err) {
      warn('could not subscribe to evictions; retrying when Redis is back')(err);
      subscriber.once('ready', () => void subscribe());
    }
  };
  await subscribe();

  return {
    bind(ender) {
      end = ender;
    },
    added(userId, sessionId) {
      void (
        redis.eval(ADD_SCRIPT, 2, setOf(userId), counter, sessionId, opts.max, ONE_DAY_SECONDS) as Promise<string[]>
      )
        .then(async (evicted) => {
          for (const id of evicted) await redis.publish(channel, id);
        })
        .catch(warn('could not count a session'));
    },
    removed(userId, sessionId) {
      // Sent on the same connection after the ZADD of the same session, so Redis sees them in order.
      redis.zrem(setOf(userId), sessionId).catch(warn('could not forget a session'));
    },
    async close() {
      end = () => undefined;
      subscriber.disconnect();
      // Let the last ZREMs of the closing sessions reach Redis, but never wait on a Redis that is gone.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        redis.quit().catch(() => undefined),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, QUIT_GRACE_MS))),
      ]);
      clearTimeout(timer);
      redis.disconnect();
    },
  };
}
