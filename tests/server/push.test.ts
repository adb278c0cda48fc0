// Push fan-out: in one process a publish is a local delivery; on PostgreSQL every server process
// hears the NOTIFY and delivers to its own sessions, so a user is reached wherever they connected.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createPushBus, type PushBus, type PaymentMessage } from '../../server/platform/push/bus';
import type { StompHub } from '../../server/platform/push/hub';
import { ALICE, BOB, Cleanup, startHubServer, subscribedUser, type StompTestClient } from './fixtures/stomp-helpers';

const DATABASE_URL = process.env.DATABASE_URL;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const quietLog = { info: () => undefined, warn: () => undefined };

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

async function bus(hub: StompHub, databaseUrl?: string, channel?: string): Promise<PushBus> {
  const created = await createPushBus({ hub, databaseUrl, channel, log: quietLog });
  cleanup.add(() => created.close());
  return created;
}

const message = (userId: number, requestId: string): PaymentMessage => ({
  userId,
  status: 200,
  paymentUrl: `https://pay.example/${requestId}`,
  requestId,
  transactionId: 7,
});

const nextBody = async (c: StompTestClient): Promise<unknown> => JSON.parse((await c.messages.next()).body);

/** Each test gets its own channel, so parallel test files on the same database never cross. */
const uniqueChannel = (): string => `seberang_push_test_${randomBytes(6).toString('hex')}`;

describe('push bus, one process (no DATABASE_URL)', () => {
  it('delivers a published message to that user only', async () => {
    const { hub, url } = await startHubServer(cleanup);
    const alice = await subscribedUser(cleanup, url, ALICE.token);
    const bob = await subscribedUser(cleanup, url, BOB.token);
    const push = await bus(hub);

    await push.publish(ALICE.id, message(ALICE.id, 'a-1'));
    await push.publish(BOB.id, message(BOB.id, 'b-marker'));
    expect(await nextBody(alice)).toEqual(message(ALICE.id, 'a-1'));
    // Bob's first message is his own marker: Alice's message never reached him.
    expect(await nextBody(bob)).toEqual(message(BOB.id, 'b-marker'));
  });

  it('treats a non-PostgreSQL database URL as one process', async () => {
    const { hub, url } = await startHubServer(cleanup);
    const alice = await subscribedUser(cleanup, url, ALICE.token);
    const push = await bus(hub, './data/pglite');
    await push.publish(ALICE.id, { userId: ALICE.id, status: 500, paymentUrl: null });
    expect(await nextBody(alice)).toEqual({ userId: ALICE.id, status: 500, paymentUrl: null });
  });

  it('refuses a message addressed to another user, and sends only contract fields', async () => {
    const { hub, url } = await startHubServer(cleanup);
    const alice = await subscribedUser(cleanup, url, ALICE.token);
    const push = await bus(hub);
    await expect(push.publish(ALICE.id, message(BOB.id, 'x'))).rejects.toThrow(TypeError);
    const withExtra = { ...message(ALICE.id, 'extra'), passwordHash: 'nope' };
    await push.publish(ALICE.id, withExtra);
    expect(await nextBody(alice)).toEqual(message(ALICE.id, 'extra'));
  });
});

describe.skipIf(!DATABASE_URL)('push bus over PostgreSQL LISTEN/NOTIFY', () => {
  const databaseUrl = DATABASE_URL ?? '';

  /** Two server "processes" in one test: two http servers, two hubs, two buses. */
  async function twoServers(channel: string) {
    const a = await startHubServer(cleanup);
    const b = await startHubServer(cleanup);
    return { a, b, busA: await bus(a.hub, databaseUrl, channel), busB: await bus(b.hub, databaseUrl, channel) };
  }

  it('fans a message published on server A out to the user connected to server B only', async () => {
    const { a, b, busA } = await twoServers(uniqueChannel());
    const aliceOnB = await subscribedUser(cleanup, b.url, ALICE.token);
    const bobOnA = await subscribedUser(cleanup, a.url, BOB.token);

    await busA.publish(ALICE.id, message(ALICE.id, 'a-via-A'));
    expect(await nextBody(aliceOnB)).toEqual(message(ALICE.id, 'a-via-A'));
    // The publisher hears its own NOTIFY too. NOTIFYs arrive in order, so had Alice's message been
    // delivered to Bob it would precede this marker.
    await busA.publish(BOB.id, message(BOB.id, 'b-marker'));
    expect(await nextBody(bobOnA)).toEqual(message(BOB.id, 'b-marker'));
  });

  it('ignores NOTIFYs on other channels and malformed payloads', async () => {
    const channel = uniqueChannel();
    const { b, busB } = await twoServers(channel);
    const aliceOnB = await subscribedUser(cleanup, b.url, ALICE.token);
    const admin = await adminClient();
    const valid = JSON.stringify({ userId: ALICE.id, message: message(ALICE.id, 'other-channel') });
    await admin.query('SELECT pg_notify($1, $2)', [uniqueChannel(), valid]);
    for (const payload of ['not json', '{"userId":1}', '{"userId":1,"message":{"userId":2,"status":200}}', '[]']) {
      await admin.query('SELECT pg_notify($1, $2)', [channel, payload]);
    }
    // NOTIFYs are delivered in commit order, so anything wrongly delivered would precede the marker.
    await busB.publish(ALICE.id, message(ALICE.id, 'marker'));
    expect(await nextBody(aliceOnB)).toEqual(message(ALICE.id, 'marker'));
  });

  it('refuses a payload over the NOTIFY limit', async () => {
    const { hub } = await startHubServer(cleanup);
    const push = await bus(hub, databaseUrl, uniqueChannel());
    await expect(push.publish(ALICE.id, message(ALICE.id, 'x'.repeat(9000)))).rejects.toThrow(RangeError);
  });

  it('fails to start, without leaking, when the database is unreachable', async () => {
    const { hub } = await startHubServer(cleanup);
    await expect(
      createPushBus({ hub, databaseUrl: 'postgres://postgres@127.0.0.1:1/test', log: quietLog }),
    ).rejects.toThrow();
  });

  it('re-LISTENs after the database drops the connection, without crashing', async () => {
    const channel = uniqueChannel();
    const a = await startHubServer(cleanup);
    const b = await startHubServer(cleanup);
    const busA = await bus(a.hub, databaseUrl, channel);
    const logged: string[] = [];
    const recordingLog = {
      info: (...args: unknown[]) => logged.push(`info ${String(args[1])}`),
      warn: (...args: unknown[]) => logged.push(`warn ${String(args[1])}`),
    };
    const busB = await createPushBus({ hub: b.hub, databaseUrl, channel, log: recordingLog });
    cleanup.add(() => busB.close());
    const aliceOnB = await subscribedUser(cleanup, b.url, ALICE.token);
    const admin = await adminClient();
    const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1', [
      `LISTEN "${channel}"`,
    ]);
    expect(killed.rowCount).toBe(2);

    // NOTIFYs sent while B is reconnecting are lost (by design), so keep publishing until one
    // lands; the test timeout bounds the wait, the outcome is the delivery itself.
    const arrived = aliceOnB.messages.next();
    let delivered = false;
    void arrived.then(() => (delivered = true));
    for (let n = 0; !delivered; n++) {
      await busA.publish(ALICE.id, message(ALICE.id, `after-drop-${n}`));
      await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 50))]);
    }
    expect(JSON.parse((await arrived).body)).toMatchObject({ userId: ALICE.id, status: 200 });
    expect(logged).toContain('warn push: LISTEN connection failed');
    expect(logged).toContain('info push: LISTEN restored');
  });

  it('fans out a message published by a second Node process', async () => {
    const channel = uniqueChannel();
    const { b, busB } = await twoServers(channel);
    const aliceOnB = await subscribedUser(cleanup, b.url, ALICE.token);
    const bobOnB = await subscribedUser(cleanup, b.url, BOB.token);

    const requestId = `peer-${randomBytes(4).toString('hex')}`;
    const exit = runPeer({
      DATABASE_URL: databaseUrl,
      PUSH_CHANNEL: channel,
      PUSH_USER_ID: String(ALICE.id),
      PUSH_REQUEST_ID: requestId,
    });
    expect(await nextBody(aliceOnB)).toEqual({
      userId: ALICE.id,
      status: 200,
      paymentUrl: 'https://pay.example/from-peer',
      requestId,
      transactionId: 4242,
    });
    const { code, stdout, stderr } = await exit;
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/^published pid=\d+/);
    expect(stdout).not.toContain(`pid=${process.pid}\n`); // really another process

    await busB.publish(BOB.id, message(BOB.id, 'b-marker'));
    expect(await nextBody(bobOnB)).toEqual(message(BOB.id, 'b-marker'));
  });

  async function adminClient(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    cleanup.add(() => client.end());
    return client;
  }
});

function runPeer(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('npx', ['tsx', 'tests/server/fixtures/push-peer.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.add(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
