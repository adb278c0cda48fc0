// Budget: no oversell and no lost message under hundreds of concurrent orders (ARCHITECTURE.md §7).
//
// BUYERS buyers (default 300), each logged in with its own STOMP subscription, order the same
// departure of CAPACITY places (default 40; a place: one Golongan IV car's 500 lane-cm) all at once. With DATABASE_URL: a fresh PostgreSQL
// database (dropped afterwards) and two server processes — every buyer's socket is on one process
// and its order goes to the other, so each push crosses LISTEN/NOTIFY. Without: one server process
// on a fresh PGlite data folder. Loopback only; bounded in count (BUYERS) and time (each message
// must come within BOUND_MS of its order, the whole run within WATCHDOG_MS).
//
// Prints the figures and exits 1 when the p95 from order to message is over P95_BUDGET_MS, on an oversell (more holds or payment pages than places, a
// negative or inconsistent `available`), a lost message (a buyer without any message within the
// bound), a duplicate or misaddressed message, or an unexpected status.
//
// Uses the fixtures of tests/server/oversell.test.ts (tests/server/fixtures/*, helpers.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IMessage } from '@stomp/stompjs';
import { openDatabase, type Database } from '../server/db/client';
import { seedCatalogue } from '../server/app/seed';
import { PASSWORD, freshDatabase, orderBody } from '../tests/server/helpers';

/** Each buyer's own car (issue #39: a plate holds one live ticket per departure). */
const plateOfBuyer = (i: number) => `BK ${(i % 9999) + 1} BNC`;
import { expectPaymentMessage } from '../tests/server/contract';
import { Cleanup, subscribedUser, type StompTestClient } from '../tests/server/fixtures/stomp-helpers';
import { startServerProcess, type ServerProcess } from '../tests/server/fixtures/server-process';
import { buyerPhones, insertBuyers, insertDeparture, type Query } from '../tests/server/fixtures/buyers';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 300);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 40);
const BOUND_MS = Number(process.env.BENCH_BOUND_MS ?? 30_000);
/** Issue #12: every buyer hears the decision within this, at p95 (order sent → STOMP message). */
const P95_BUDGET_MS = Number(process.env.BENCH_P95_BUDGET_MS ?? 1000);
const WATCHDOG_MS = Number(process.env.BENCH_WATCHDOG_MS ?? 240_000);
/** After the last expected message, how long to keep listening for duplicates. */
const GRACE_MS = 1_000;
const LOGIN_CONCURRENCY = 32;

const databaseUrl = process.env.DATABASE_URL || undefined;
const procs: ServerProcess[] = [];
const cleanup = new Cleanup();

// Bounded in time whatever happens: a hung server or socket ends the run as a failure.
const watchdog = setTimeout(() => {
  console.error(`oversell: gave up after ${WATCHDOG_MS / 1000} s`);
  for (const p of procs) p.child.kill('SIGKILL');
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

const query = (database: Database): Query => {
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  return (text, params) => client.query(text, params);
};

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

await main().then(
  (code) => process.exit(code),
  async (err) => {
    console.error('oversell: run failed:', err);
    for (const p of procs) p.child.kill('SIGKILL');
    process.exit(1);
  },
);

async function main(): Promise<number> {
  const mode = databaseUrl ? 'PostgreSQL, 2 server processes' : 'PGlite, 1 server process';
  console.log(`oversell: ${BUYERS} buyers, ${CAPACITY} places, ${mode}`);

  // ── The database: migrated, seeded, one departure, the buyers ──────────────────────────────
  const fresh = databaseUrl ? await freshDatabase() : null;
  const dataDir = fresh ? null : mkdtempSync(join(tmpdir(), 'seberang-oversell-'));
  const pgliteDir = dataDir ? join(dataDir, 'pglite') : undefined;
  let database: Database | null = await openDatabase(fresh ? { databaseUrl: fresh.url } : { pgliteDir });
  let exitCode = 1;
  try {
    await database.migrate();
    await database.withStartupLock((db) => seedCatalogue(db)); // the ports (the servers add the timetable)
    const scheduleId = await insertDeparture(query(database), { capacity: CAPACITY });
    const phones = buyerPhones(BUYERS);
    const ids = await insertBuyers(query(database), phones);
    // PGlite: the folder belongs to the server process from now on (its lock forbids sharing).
    if (!fresh) {
      await database.close();
      database = null;
    }

    // ── Servers, logins, sockets ─────────────────────────────────────────────────────────────
    let t = performance.now();
    const count = fresh ? 2 : 1;
    procs.push(
      ...(await Promise.all(
        Array.from({ length: count }, () =>
          startServerProcess(fresh ? { databaseUrl: fresh.url } : { dataDir: dataDir! }),
        ),
      )),
    );
    const startMs = performance.now() - t;

    t = performance.now();
    const buyers = await mapLimited(phones, LOGIN_CONCURRENCY, async (phone, i) => {
      const home = procs[i % count]!;
      const login = await home.api.post('/api/auth/login', { body: { phone_number: phone, password: PASSWORD } });
      if (login.status !== 200) throw new Error(`login of ${phone} answered ${login.status}`);
      const token = login.body.data.token as string;
      const ws: StompTestClient = await subscribedUser(cleanup, `ws://127.0.0.1:${home.port}/api/ws`, token);
      // With two processes the order goes to the other one: the push crosses LISTEN/NOTIFY.
      const api = procs[(i + 1) % count]!.api.withToken(token);
      return { id: ids[i]!, ws, api };
    });
    const loginMs = performance.now() - t;

    // ── All orders at once ───────────────────────────────────────────────────────────────────
    type Arrival = { message: IMessage; at: number };
    const started = performance.now();
    let lastAccepted = started;
    const results = await Promise.all(
      buyers.map(async (b, i) => {
        const arrival: Promise<Arrival> = b.ws.messages.next().then((message) => ({ message, at: performance.now() }));
        const sent = performance.now();
        const reply = await b.api.post('/api/transaction/order', {
          body: orderBody(scheduleId, { plate_number: plateOfBuyer(i) }),
          unchecked: true,
        });
        lastAccepted = Math.max(lastAccepted, performance.now());
        const bound = sleep(Math.max(0, sent + BOUND_MS - performance.now())).then(() => null);
        const got = await Promise.race([arrival, bound]);
        return { b, sent, reply, got };
      }),
    );
    const arrivals = results.flatMap((r) => (r.got ? [r.got.at] : []));
    const lastMessage = arrivals.length ? Math.max(...arrivals) : NaN;
    await sleep(GRACE_MS);

    // ── Figures ──────────────────────────────────────────────────────────────────────────────
    const statuses = new Map<number, number>();
    const latencies: number[] = [];
    let accepted = 0;
    let successes = 0;
    let soldOut = 0;
    let lost = 0;
    let duplicates = 0;
    let misaddressed = 0;
    let malformed = 0;
    for (const { b, sent, reply, got } of results) {
      if (reply.status === 202) accepted++;
      if (b.ws.messages.items.length > 1) duplicates++;
      if (!got) {
        lost++;
        continue;
      }
      latencies.push(got.at - sent);
      let m: { userId?: number; status: number; paymentUrl?: string | null; requestId?: string };
      try {
        m = JSON.parse(got.message.body);
        expectPaymentMessage(m);
      } catch {
        malformed++;
        continue;
      }
      if (m.userId !== b.id || m.requestId !== reply.body?.data?.requestId) misaddressed++;
      statuses.set(m.status, (statuses.get(m.status) ?? 0) + 1);
      if (m.status === 200 && typeof m.paymentUrl === 'string') successes++;
      else if (m.status === 500 && m.paymentUrl == null) soldOut++;
    }
    const other = results.length - lost - malformed - successes - soldOut;

    // Stop the servers (gracefully: every accepted order is processed first), then read the rows.
    await cleanup.run();
    for (const p of procs) p.child.kill('SIGTERM');
    const codes = await Promise.all(procs.map((p) => p.exited));
    database ??= await openDatabase({ pgliteDir });
    const [{ holds }] = (
      await query(database)(
        `SELECT count(*)::int AS holds FROM transactions WHERE schedule_id = $1 AND status = 'UNPAID'`,
        [scheduleId],
      )
    ).rows;
    // Places left: Golongan IV cars (500 cm each, the buyers' class) that still fit the lane.
    const [{ available }] = (
      await query(database)(`SELECT lane_free_cm / 500 AS available FROM schedules WHERE id = $1`, [scheduleId])
    ).rows;

    latencies.sort((a, b) => a - b);
    const acceptSeconds = (lastAccepted - started) / 1000;
    const doneSeconds = (lastMessage - started) / 1000;
    console.table({
      [`${BUYERS} orders`]: {
        'orders/s accepted': (accepted / acceptSeconds).toFixed(0),
        'orders/s decided': (results.length / doneSeconds).toFixed(0),
        'p50 ms': percentile(latencies, 0.5).toFixed(0),
        'p95 ms': percentile(latencies, 0.95).toFixed(0),
        'max ms': (latencies.at(-1) ?? NaN).toFixed(0),
        successes,
        'sold out': soldOut,
        lost,
        'holds in db': Number(holds),
        available: Number(available),
      },
    });
    console.log(
      `oversell: start ${(startMs / 1000).toFixed(1)} s, ${BUYERS} logins + STOMP subscriptions ${(loginMs / 1000).toFixed(1)} s; ` +
        `202s ${accepted}/${BUYERS}; statuses ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `duplicates ${duplicates}, misaddressed ${misaddressed}, malformed ${malformed}; servers exited ${JSON.stringify(codes)}`,
    );

    const problems: string[] = [];
    const expectedSuccesses = Math.min(CAPACITY, BUYERS);
    if (successes > CAPACITY || Number(holds) > CAPACITY || Number(available) < 0) problems.push('OVERSELL');
    if (Number(holds) !== successes || Number(available) !== CAPACITY - Number(holds)) {
      problems.push(`inconsistent: ${successes} payment pages, ${holds} holds, available ${available} of ${CAPACITY}`);
    }
    if (successes < expectedSuccesses) problems.push(`only ${successes} of ${expectedSuccesses} places sold`);
    if (lost) problems.push(`${lost} LOST messages (none within ${BOUND_MS / 1000} s)`);
    if (duplicates || misaddressed || malformed) problems.push('duplicate, misaddressed or malformed messages');
    if (other || accepted !== BUYERS)
      problems.push(`${other} unexpected statuses, ${BUYERS - accepted} orders not accepted`);
    const p95 = percentile(latencies, 0.95);
    if (!(p95 <= P95_BUDGET_MS)) problems.push(`p95 ${p95.toFixed(0)} ms over the ${P95_BUDGET_MS} ms budget`);
    if (codes.some((c) => c !== 0))
      problems.push(`a server did not shut down cleanly: ${procs.map((p) => p.stderr()).join('\n')}`);
    if (problems.length) {
      console.error(`oversell: FAILED — ${problems.join('; ')}`);
    } else {
      console.log(
        `oversell: no oversell and no lost message (${successes} sold, ${soldOut} sold out, ${BUYERS} messages), ` +
          `p95 ${percentile(latencies, 0.95).toFixed(0)} ms ≤ ${P95_BUDGET_MS} ms — met; load average ${loadavg()
            .map((l) => l.toFixed(2))
            .join(' ')}`,
      );
      exitCode = 0;
    }
    return exitCode;
  } finally {
    await cleanup.run().catch(() => undefined);
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGTERM');
    await Promise.all(procs.map((p) => p.exited));
    await database?.close().catch(() => undefined);
    await fresh?.drop().catch((err) => console.error('oversell: could not drop the database:', err));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
