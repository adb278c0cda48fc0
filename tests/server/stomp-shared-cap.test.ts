// The cap of STOMP sessions per user holds across instances when they share a Redis (issue #21 §14):
// 10 sockets on one instance plus one on another close the oldest, wherever it is.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createRedisSessionCap } from '../../server/platform/push/shared-cap';
import type { Database } from '../../server/db/client';
import { ALICE, BOB, Cleanup, startHubServer, subscribedUser } from './fixtures/stomp-helpers';
import { createUser, freshPglite, startServer, type TestServer } from './helpers';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redisUp = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();
const silent = { info: () => undefined, warn: () => undefined };
const prefix = () => `test-cap-${randomBytes(4).toString('hex')}:`;

// Skipped only where no Redis answers (a fresh machine); CI and this machine have one.
describe.skipIf(!redisUp)('sessions per user across two hubs on one Redis', () => {
  const cleanup = new Cleanup();
  afterEach(() => cleanup.run());

  async function twoHubs(max: number) {
    const shared = prefix();
    const hubs = [];
    for (let i = 0; i < 2; i++) {
      const sharedCap = await createRedisSessionCap({ redisUrl: REDIS_URL, prefix: shared, max, log: silent });
      hubs.push(await startHubServer(cleanup, { maxSessionsPerUser: max, sharedCap }));
    }
    return hubs as [(typeof hubs)[0], (typeof hubs)[0]];
  }

  test('a new session on one hub closes the oldest on the other', async () => {
    const [a, b] = await twoHubs(3);
    const first = await subscribedUser(cleanup, a.url, ALICE.token);
    const second = await subscribedUser(cleanup, a.url, ALICE.token);
    await subscribedUser(cleanup, b.url, ALICE.token);
    const bob = await subscribedUser(cleanup, b.url, BOB.token);
    await subscribedUser(cleanup, b.url, ALICE.token); // Alice's fourth: one too many in all
    expect((await first.errors.next()).headers.message).toMatch(/Too many sessions/);
    expect((await first.closed).code).toBe(1008);
    // Only the oldest went: the others of Alice and Bob's stay.
    await subscribedUser(cleanup, a.url, BOB.token);
    expect(a.hub.sessionCount() + b.hub.sessionCount()).toBe(5);
    expect(second.client.connected && bob.client.connected).toBe(true);
  });

  test('Redis counts the open sessions of each user, and forgets the closed ones', async () => {
    const shared = prefix();
    const sharedCap = await createRedisSessionCap({ redisUrl: REDIS_URL, prefix: shared, max: 5, log: silent });
    const a = await startHubServer(cleanup, { maxSessionsPerUser: 5, sharedCap });
    const redis = new Redis(REDIS_URL);
    cleanup.add(() => void redis.disconnect());
    const count = () => redis.zcard(`${shared}stomp:user:${ALICE.id}`);
    const first = await subscribedUser(cleanup, a.url, ALICE.token);
    const second = await subscribedUser(cleanup, a.url, ALICE.token);
    await vi.waitFor(async () => expect(await count()).toBe(2));
    await first.client.deactivate();
    await first.closed;
    await vi.waitFor(async () => expect(await count()).toBe(1));
    expect(second.client.connected).toBe(true);
    await a.hub.close();
    await vi.waitFor(async () => expect(await count()).toBe(0));
  });
});

describe.skipIf(!redisUp)('two servers with REDIS_URL share the 10-socket cap', () => {
  const cleanup = new Cleanup();
  let database: Database;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    database = await freshPglite();
    const shared = { database, redisUrl: REDIS_URL, redisPrefix: prefix(), realPush: true };
    a = await startServer(shared);
    b = await startServer(shared);
  });
  afterEach(() => cleanup.run());
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  test('10 sockets on one instance and an 11th on the other close the oldest', async () => {
    const user = await createUser(a);
    const sockets = [];
    for (let i = 0; i < 10; i++)
      sockets.push(await subscribedUser(cleanup, `ws://127.0.0.1:${a.port}/api/ws`, user.token));
    await subscribedUser(cleanup, `ws://127.0.0.1:${b.port}/api/ws`, user.token);
    expect((await sockets[0]!.closed).code).toBe(1008);
    expect(sockets.slice(1).every((s) => s.client.connected)).toBe(true);
  });
});
