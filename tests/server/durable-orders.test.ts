// Accepted means durable (issue #14, defect 7): an order answered 202 is written down before the
// answer, so a process that dies — at any instant after its 202s — loses none of them. After a
// restart every accepted requestId ends in a transaction (with its payment page, which the app's
// fallback reads) and a push.
//
// 1. In process, PGlite: a server that accepts but never processes (what a process killed right
//    after its 202s leaves behind), then a restart on the same database.
// 2. A real server process on a PGlite data folder, `kill -9` in the middle of a burst, restarted.
// 3. PostgreSQL with two processes: `kill -9` one mid-burst, restart it (skipped without
//    DATABASE_URL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { ORDER_PUSH_LEASE_MS } from '../../server/orders/model';
import { orderRequests, transactions } from '../../server/db/schema';
import { seed } from '../../server/app/seed';
import { createSimulatorProvider } from '../../server/payments/simulator';
import type { PaymentProvider } from '../../server/payments/provider';
import { expectPaymentMessage } from './contract';
import {
  Api,
  ON_POSTGRES,
  PASSWORD,
  TestClock,
  createDeparture,
  createUser,
  freshDatabase,
  freshPglite,
  orderBody,
  startServer,
  type TestServer,
} from './helpers';
import { startServerProcess, type ServerProcess } from './fixtures/server-process';
import { buyerPhones, insertBuyers, insertDeparture, type Query } from './fixtures/buyers';

describe('an order accepted by a process that stopped before processing it (PGlite)', () => {
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  const database = freshPglite();
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await (await database).close();
  });

  it('is written before the 202 and resumed when the server starts again: a transaction and a push', async () => {
    const db = await database;
    a = await startServer({ database: db, orderProcessing: false });
    const user = await createUser(a);
    const dep = await createDeparture(a, { capacity: 3 });
    // A double tap (two requestIds) on one departure.
    const replies = await Promise.all(
      [0, 1].map(() => user.api.post('/api/transaction/order', { body: orderBody(dep.id) })),
    );
    expect(replies.map((r) => r.status)).toEqual([202, 202]);
    const requestIds = replies.map((r) => r.body.data.requestId as string);
    await a.built.orders.idle();
    // Accepted and written down, not decided: exactly the state a `kill -9` after the 202s leaves.
    const pending = await db.db.select().from(orderRequests);
    expect(pending.map((r) => r.requestId).sort()).toEqual([...requestIds].sort());
    expect(pending.every((r) => r.decidedAt === null)).toBe(true);
    expect(await db.db.select().from(transactions).where(eq(transactions.scheduleId, dep.id))).toHaveLength(0);
    expect(a.pushes).toHaveLength(0);
    await a.close();
    a = undefined;

    b = await startServer({ database: db });
    await b.built.orders.idle();
    // The two orders of one user on one departure: one hold, the second gets the same outcome.
    expect(b.pushes.map((m) => m.requestId).sort()).toEqual([...requestIds].sort());
    for (const m of b.pushes) {
      expectPaymentMessage(m);
      expect(m).toMatchObject({ userId: user.id, status: 200 });
    }
    const held = await db.db.select().from(transactions).where(eq(transactions.scheduleId, dep.id));
    expect(held).toHaveLength(1);
    expect(held[0]!.paymentUrl).toBe(b.pushes[0]!.paymentUrl);
    expect(await db.db.select().from(orderRequests)).toHaveLength(0);
    // The app's fallback (no push within 20 s) reads the open transaction with its payment page.
    const listed = await new Api(b.base, user.token).get('/api/transaction/user/get-all', {
      query: { isActive: true, paid: false, page: 0, size: 5 },
    });
    expect(listed.body.data.transactions).toEqual([expect.objectContaining({ paymentUrl: held[0]!.paymentUrl })]);
    // Two servers start on one database here (migrations, seed, job start): 13 s alone on this
    // machine, over 20 s while it is busy.
  }, 60_000);
});

describe(`an order decided by a process that died before pushing it (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, () => {
  const servers: TestServer[] = [];
  let pglite: Database | undefined;
  let fresh: Awaited<ReturnType<typeof freshDatabase>> = null;
  afterAll(async () => {
    for (const s of servers.reverse()) await s.close();
    await pglite?.close();
    await fresh?.drop();
  });

  it('is pushed again with the hold it got (at the next start, or once its lease ran out), and no second hold', async () => {
    fresh = await freshDatabase();
    pglite = fresh ? undefined : await freshPglite();
    const shared = fresh ? { databaseUrl: fresh.url } : { database: pglite };
    const clock = new TestClock();
    // The first server's payment gateway never answers: its orders are decided (held) and stuck
    // before the push, as in a process killed between the decision and the push.
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const simulator = createSimulatorProvider({ secret: 'test-payment-secret' });
    const stuck: PaymentProvider = {
      name: 'stuck',
      createSession: async (request) => {
        await gate;
        return simulator.createSession(request);
      },
      verifyCallback: (body) => simulator.verifyCallback(body),
    };
    const a = await startServer({ ...shared, clock, paymentProvider: stuck });
    servers.push(a);
    const db = a.built.db;
    const user = await createUser(a);
    const dep = await createDeparture(a, { capacity: 2 });
    const reply = await user.api.post('/api/transaction/order', { body: orderBody(dep.id) });
    expect(reply.status).toBe(202);
    const requestId = reply.body.data.requestId as string;
    const decided = async () =>
      (await db.select().from(orderRequests).where(eq(orderRequests.requestId, requestId)))[0];
    for (let i = 0; !(await decided())?.decidedAt; i++) {
      expect(i).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(a.pushes).toHaveLength(0);

    // A new server on the same data. PGlite has one process, so at start every decided row is an
    // orphan; on PostgreSQL another live process may own it until its lease runs out.
    const b = await startServer({ ...shared, clock });
    servers.push(b);
    await b.built.orders.idle();
    if (fresh) {
      await b.built.jobs.runOnce();
      await b.built.orders.idle();
      expect(b.pushes).toHaveLength(0);
      clock.advance(ORDER_PUSH_LEASE_MS);
      await b.built.jobs.runOnce();
      await b.built.orders.idle();
    }
    expect(b.pushes).toHaveLength(1);
    expectPaymentMessage(b.pushes[0]);
    expect(b.pushes[0]).toMatchObject({ userId: user.id, status: 200, requestId });
    const held = await db.select().from(transactions).where(eq(transactions.scheduleId, dep.id));
    expect(held).toHaveLength(1);
    expect(held[0]!.paymentUrl).toBe(b.pushes[0]!.paymentUrl);
    expect(await db.select().from(orderRequests)).toHaveLength(0);

    // The stuck original finally answers: it finds the session already open and pushes the same page.
    answer();
    await a.built.orders.idle();
    expect(a.pushes.map((m) => [m.status, m.paymentUrl])).toEqual([[200, held[0]!.paymentUrl]]);
    expect((await db.select().from(transactions).where(eq(transactions.scheduleId, dep.id)))[0]!.status).toBe('UNPAID');
  });
});

type Accepted = { buyer: number; requestId: string; scheduleId: number };

/**
 * `perBuyer` orders of each buyer (one per departure) sent all at once, spread over `targets()`;
 * `kill()` runs once `killAfter` 202s have come back from the first target. Replies cut off by the
 * kill are not accepted orders. Returns the accepted ones.
 */
async function burst(o: {
  tokens: string[];
  departures: number[];
  targets: () => Api[];
  killAfter: number;
  kill: () => void;
}): Promise<{ accepted: Accepted[]; refused: number }> {
  let fromFirst = 0;
  let killed = false;
  const accepted: Accepted[] = [];
  let refused = 0;
  const targets = o.targets();
  await Promise.all(
    o.tokens.flatMap((token, buyer) =>
      o.departures.map(async (scheduleId, k) => {
        const which = (buyer + k) % targets.length;
        try {
          const reply = await targets[which]!.withToken(token).post('/api/transaction/order', {
            // A buyer's own car (issue #39: a plate holds one live ticket per departure).
            body: orderBody(scheduleId, { plate_number: `BK ${buyer + 1} DUR` }),
            unchecked: killed,
          });
          if (reply.status !== 202) {
            refused += 1;
            return;
          }
          accepted.push({ buyer, requestId: reply.body.data.requestId as string, scheduleId });
          if (which === 0 && ++fromFirst === o.killAfter && !killed) {
            killed = true;
            o.kill();
          }
        } catch {
          refused += 1; // the connection died with the process: never accepted
        }
      }),
    ),
  );
  return { accepted, refused };
}

async function login(api: Api, phones: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const phone of phones) {
    const res = await api.post('/api/auth/login', { body: { phone_number: phone, password: PASSWORD } });
    expect(res.status).toBe(200);
    tokens.push(res.body.data.token as string);
  }
  return tokens;
}

async function waitFor<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const BUYERS = 40;
const DEPARTURES = 3;

describe('kill -9 mid-burst on a PGlite data folder, then a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'seberang-durable-'));
  let proc: ServerProcess | undefined;
  afterAll(async () => {
    proc?.child.kill('SIGTERM');
    await proc?.exited;
    rmSync(dir, { recursive: true, force: true });
  });

  it('every accepted order ends in a transaction with its payment page', async () => {
    // Buyers and departures written before the server owns the folder.
    const database = await openDatabase({ pgliteDir: join(dir, 'pglite') });
    await database.migrate();
    await seed(database.db, Date.now());
    const client = (database.db as unknown as { $client: { query: Query } }).$client;
    const query: Query = (text, params) => client.query(text, params);
    const departures: number[] = [];
    for (let i = 0; i < DEPARTURES; i++)
      departures.push(await insertDeparture(query, { capacity: BUYERS, minutesAhead: 180 + i }));
    await insertBuyers(query, buyerPhones(BUYERS));
    await database.close();

    proc = await startServerProcess({ dataDir: dir });
    const tokens = await login(proc.api, buyerPhones(BUYERS));
    const first = proc;
    const { accepted } = await burst({
      tokens,
      departures,
      targets: () => [first.api],
      killAfter: Math.floor((BUYERS * DEPARTURES) / 3),
      kill: () => first.child.kill('SIGKILL'),
    });
    expect(await first.exited).toBeNull(); // killed by the signal
    expect(accepted.length).toBeGreaterThanOrEqual(Math.floor((BUYERS * DEPARTURES) / 3));

    proc = await startServerProcess({ dataDir: dir });
    const restarted = proc;
    // What the app's fallback reads: the buyer's open transactions, each with its payment page.
    for (const order of accepted) {
      const api = restarted.api.withToken(tokens[order.buyer]!);
      const found = await waitFor(
        `the transaction of ${order.requestId}`,
        async () => {
          const list = await api.get('/api/transaction/user/get-all', {
            query: { isActive: true, paid: false, page: 0, size: 10 },
          });
          for (const t of list.body.data.transactions as Array<{ id: number; paymentUrl: string | null }>) {
            const detail = await api.get('/api/transaction/get/{id}', { params: { id: t.id } });
            if (detail.body.data.requestId === order.requestId) return t.paymentUrl ? t : null;
          }
          return null;
        },
        30_000,
      );
      expect(found.paymentUrl).toMatch(/\/api\/payment\/simulator\//);
    }
  }, 180_000);
});

describe.skipIf(!process.env.DATABASE_URL)(
  'kill -9 one of two processes on PostgreSQL mid-burst, then a restart',
  () => {
    let db: Awaited<ReturnType<typeof freshDatabase>>;
    let procs: ServerProcess[] = [];
    let client: pg.Client | undefined;
    let listener: pg.Client | undefined;
    afterAll(async () => {
      await client?.end();
      await listener?.end();
      for (const p of procs) p.child.kill('SIGTERM');
      const codes = await Promise.all(procs.map((p) => p.exited));
      expect(codes.every((c) => c === 0)).toBe(true);
      await db?.drop();
    }, 60_000);

    it('zero accepted orders vanish: each ends in a transaction and a push', async () => {
      db = await freshDatabase();
      procs = await Promise.all([
        startServerProcess({ databaseUrl: db!.url }),
        startServerProcess({ databaseUrl: db!.url }),
      ]);
      client = new pg.Client({ connectionString: db!.url });
      await client.connect();
      // Every push of every process crosses PostgreSQL's NOTIFY (server/platform/push/bus.ts): listen to all.
      listener = new pg.Client({ connectionString: db!.url });
      await listener.connect();
      const pushes: Array<{ userId: number; status: number; requestId?: string; paymentUrl?: string }> = [];
      listener.on('notification', (n) => {
        const body = JSON.parse(n.payload ?? '{}') as { message?: (typeof pushes)[number] } & (typeof pushes)[number];
        pushes.push(body.message ?? body);
      });
      await listener.query('LISTEN seberang_push');

      const query: Query = (text, params) => client!.query(text, params);
      const departures: number[] = [];
      for (let i = 0; i < DEPARTURES; i++)
        departures.push(await insertDeparture(query, { capacity: BUYERS, minutesAhead: 180 + i }));
      const ids = await insertBuyers(query, buyerPhones(BUYERS));
      const tokens = await login(procs[1]!.api, buyerPhones(BUYERS));
      const [victim, survivor] = procs as [ServerProcess, ServerProcess];

      const { accepted } = await burst({
        tokens,
        departures,
        targets: () => [victim.api, survivor.api],
        killAfter: Math.floor((BUYERS * DEPARTURES) / 6),
        kill: () => victim.child.kill('SIGKILL'),
      });
      expect(await victim.exited).toBeNull();
      expect(accepted.length).toBeGreaterThanOrEqual(Math.floor((BUYERS * DEPARTURES) / 2));
      // Information (timing decides it, so it is not asserted): what the kill left unfinished.
      const left = await query(
        'SELECT count(*) FILTER (WHERE decided_at IS NULL)::int AS pending, count(decided_at)::int AS decided FROM order_requests',
      )
        .then((r) => r.rows[0])
        .catch(() => ({ pending: '?', decided: '?' }));
      console.log(
        `kill -9 left ${left.pending} pending and ${left.decided} decided-but-unpushed of ${accepted.length} accepted orders`,
      );
      procs = [survivor, await startServerProcess({ databaseUrl: db!.url })];

      // Every accepted order gets its transaction, payment page and push (a decided-but-unpushed one
      // once its push lease has run out).
      const transactionsOf = async () =>
        (
          await query('SELECT request_id, user_id, payment_url, status FROM transactions WHERE schedule_id = ANY($1)', [
            departures,
          ])
        ).rows;
      const rows = await waitFor(
        'every accepted order to end in a transaction and a push',
        async () => {
          const found = await transactionsOf();
          const byRequest = new Map(found.map((r) => [r.request_id as string, r]));
          const done = accepted.every(
            (o) => byRequest.get(o.requestId)?.payment_url && pushes.some((m) => m.requestId === o.requestId),
          );
          return done ? found : null;
        },
        60_000,
      ).catch(async (err: Error) => {
        const found = new Set((await transactionsOf()).map((r) => r.request_id as string));
        const missing = accepted.filter((o) => !found.has(o.requestId)).length;
        const unpushed = accepted.filter((o) => !pushes.some((m) => m.requestId === o.requestId)).length;
        throw new Error(
          `${err.message}: ${missing} of ${accepted.length} accepted orders have no transaction, ${unpushed} no push`,
        );
      });
      const byRequest = new Map(rows.map((r) => [r.request_id as string, r]));
      for (const order of accepted) {
        const row = byRequest.get(order.requestId)!;
        expect(row.user_id).toBe(ids[order.buyer]);
        expect(row.status).toBe('UNPAID');
        expect(row.payment_url).toMatch(/\/api\/payment\/simulator\//);
        for (const m of pushes.filter((p) => p.requestId === order.requestId)) {
          expectPaymentMessage(m);
          expect(m).toMatchObject({ userId: ids[order.buyer], status: 200, paymentUrl: row.payment_url });
        }
      }
      // No oversell, no space lost: each departure's free lane and seats = its own − its holds'.
      const places = (
        await query('SELECT id, lane_cm, lane_free_cm, seats, seats_free FROM schedules WHERE id = ANY($1)', [
          departures,
        ])
      ).rows;
      const counted = (
        await query(
          `SELECT schedule_id, sum(space_cm)::int AS cm, sum(seats)::int AS seats FROM transactions
           WHERE status = 'UNPAID' AND schedule_id = ANY($1) GROUP BY schedule_id`,
          [departures],
        )
      ).rows;
      for (const s of places) {
        const held = counted.find((c) => c.schedule_id === s.id) ?? { cm: 0, seats: 0 };
        expect(s.lane_free_cm).toBe(s.lane_cm - held.cm);
        expect(s.seats_free).toBe(s.seats - held.seats);
        expect(s.lane_free_cm).toBeGreaterThanOrEqual(0);
      }
    }, 240_000);
  },
);
