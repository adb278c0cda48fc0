// Acceptance: many more simultaneous orders than places, on PostgreSQL, across two server
// processes. Exactly capacity-many buyers get the payment page, every other one gets the sold-out
// push — also when the order went to one process and the buyer's socket is on the other.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { Cleanup, subscribedUser, type StompTestClient } from './fixtures/stomp-helpers.ts';
import { expectPaymentMessage } from './contract.ts';
import { Api, PASSWORD, freshDatabase, orderBody } from './helpers.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CAPACITY = 5;
const BUYERS = 30;

type Proc = { child: ChildProcess; port: number; api: Api; exited: Promise<number | null> };

function startProcess(databaseUrl: string): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      JWT_SECRET: 'oversell-jwt-secret',
      PAYMENT_SECRET: 'oversell-payment-secret',
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      SEBERANG_READY_FD: 'stdout',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /SEBERANG_READY port=(\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]), api: new Api(`http://127.0.0.1:${m[1]}`), exited });
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
}

describe.skipIf(!process.env.DATABASE_URL)('no oversell across two processes on PostgreSQL', () => {
  const cleanup = new Cleanup();
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let procs: Proc[] = [];
  let client: pg.Client;

  beforeAll(async () => {
    db = await freshDatabase();
    // Both start at once: migrations and seeding are serialised by an advisory lock.
    procs = await Promise.all([startProcess(db!.url), startProcess(db!.url)]);
    client = new pg.Client({ connectionString: db!.url });
    await client.connect();
  }, 60_000);

  afterAll(async () => {
    await cleanup.run();
    await client?.end();
    for (const p of procs) p.child.kill('SIGTERM');
    const codes = await Promise.all(procs.map((p) => p.exited));
    expect(codes).toEqual([0, 0]); // graceful shutdown
    await db?.drop();
  }, 60_000);

  it(`${BUYERS} simultaneous orders for ${CAPACITY} places: exactly ${CAPACITY} succeed`, async () => {
    const departure = new Date(Date.now() + 3 * 3600_000);
    const jakarta = new Date(departure.getTime() + 7 * 3600_000).toISOString();
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO schedules (from_route_id, to_route_id, issued_date, issued_time, departure_at, capacity, available)
       VALUES (1, 2, $1, $2, $3, $4, $4) RETURNING id`,
      [jakarta.slice(0, 10), `${jakarta.slice(11, 17)}07`, departure.toISOString(), CAPACITY],
    );
    const scheduleId = rows[0]!.id;

    const hash = await hashPassword(PASSWORD);
    const phones = Array.from({ length: BUYERS }, (_, i) => `0819${String(i).padStart(7, '0')}`);
    const ids = (
      await client.query<{ id: number }>(
        `INSERT INTO users (name, phone_number, password_hash, created_at)
         SELECT 'Pembeli ' || p, p, $2, now() FROM unnest($1::text[]) AS p RETURNING id`,
        [phones, hash],
      )
    ).rows.map((r) => r.id);

    const buyers = await Promise.all(
      phones.map(async (phone, i) => {
        const home = procs[i % 2]!;
        const login = await home.api.post('/api/auth/login', { body: { phone_number: phone, password: PASSWORD } });
        expect(login.status).toBe(200);
        const token = login.body.data.token as string;
        const ws: StompTestClient = await subscribedUser(cleanup, `ws://127.0.0.1:${home.port}/api/ws`, token);
        // The order goes to the other process: its push has to cross over LISTEN/NOTIFY.
        const api = procs[(i + 1) % 2]!.api.withToken(token);
        return { id: ids[i]!, ws, api };
      }),
    );

    const replies = await Promise.all(buyers.map((b) => b.api.post('/api/transaction/order', { body: orderBody(scheduleId) })));
    expect(replies.map((r) => r.status)).toEqual(Array(BUYERS).fill(202));

    const messages = await Promise.all(
      buyers.map(async (b, i) => {
        const m = JSON.parse((await b.ws.messages.next()).body);
        expectPaymentMessage(m);
        expect(m.userId).toBe(b.id);
        expect(m.requestId).toBe(replies[i]!.body.data.requestId);
        return m as { status: number; paymentUrl?: string };
      }),
    );
    const ok = messages.filter((m) => m.status === 200);
    const soldOut = messages.filter((m) => m.status === 500);
    expect(ok).toHaveLength(CAPACITY);
    expect(soldOut).toHaveLength(BUYERS - CAPACITY);
    expect(ok.every((m) => typeof m.paymentUrl === 'string')).toBe(true);
    expect(soldOut.every((m) => m.paymentUrl === undefined)).toBe(true);

    const held = await client.query(`SELECT count(*)::int AS n FROM transactions WHERE schedule_id = $1 AND status = 'UNPAID'`, [scheduleId]);
    expect(held.rows[0].n).toBe(CAPACITY);
    const left = await client.query(`SELECT available FROM schedules WHERE id = $1`, [scheduleId]);
    expect(left.rows[0].available).toBe(0);
    // Exactly one message each, nobody got another user's.
    for (const b of buyers) expect(b.ws.messages.items).toHaveLength(1);
  }, 120_000);
});
