// `npm run bench:peak` (issue #39): replays a peak day on the real server code — two server
// processes on one PostgreSQL (and Redis when REDIS_URL is set), or one on PGlite with `--single`
// or without DATABASE_URL — on the bench clock (server/platform/bench-clock.ts), with the payment
// simulator and the log (fake WhatsApp) notice sender. The day (./scenario.ts): the opening burst
// with scalpers and a kill -9, the week in a jump, the day's booths, late payers, officers, the
// 14:00 hold and the rebooking rush with a second kill -9. At the end the invariants
// (./invariants.ts) are read from the database; the report goes to bench/peak/report/
// (./report.ts). Exits 1 when an invariant breaks, and when a budget is over on two instances
// (unless --no-budgets; on PGlite alone the budgets are printed and reported only).
//   npm run bench:peak [-- --scale=0.5 --seed=7 --single --no-budgets --out=dir --burst=120 --fault=double-notice]
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../server/db/client';
import { ensureTemporal } from '../../kernel/temporal';
import { EXPIRY_INTERVAL_MS } from '../../server/platform/constants';
import { Cleanup } from '../../tests/server/fixtures/stomp-helpers';
import { Person, openingBuyer, scalper, until, type OpeningLog } from './actors';
import { booth, dayBuyers, latePayers, officers, operator, type DayContext } from './actors-day';
import { checkInvariants } from './invariants';
import { writeReport } from './report';
import { clockSegments, planScenario, type Scenario } from './scenario';
import { Client, PAYMENT_SECRET, Servers, openRunDatabase, prepareDatabase, queryOf, sleep } from './world';
import { cpu, departureRows, fairness, fills, queues } from './measures';
import type { BudgetResult, PeakData, RunRecord } from './types';

export interface PeakOptions {
  scale: number;
  seed: number;
  /** PGlite and one instance (also without DATABASE_URL). */
  single: boolean;
  /** Where the report goes; null: none. */
  out: string | null;
  /**
   * A deliberately broken invariant (the short form's test, or `--fault=double-notice`): after the
   * honest check, a closure notice is sent a second time and the invariants are read again.
   */
  fault?: 'double-notice' | null;
  /** The opening's arrivals come within this many seconds (120: the 2 minutes). */
  burstSeconds?: number;
  log?: (line: string) => void;
}

export const PEAK_DAY = '2027-03-11';

export interface PeakResult {
  data: PeakData;
  /** Every invariant held (after the fault, when one was asked for). */
  ok: boolean;
  /** The invariants as the run left the books, before any fault. */
  honest: PeakData['invariants'];
  report: string | null;
}

export async function runPeak(o: PeakOptions): Promise<PeakResult> {
  const log = o.log ?? ((line: string) => console.log(`bench:peak: ${line}`));
  process.env.SCRYPT_LOG2_N ??= '10';
  await ensureTemporal();
  const single = o.single || !process.env.DATABASE_URL;
  const s = planScenario({ scale: o.scale, seed: o.seed, day: PEAK_DAY, burstSeconds: o.burstSeconds });
  const loadBefore = loadavg();
  const started = new Date().toISOString();
  log(
    `scale ${o.scale}, seed ${o.seed}: ${s.departures.length} departures, ${s.buyers.length} buyers at the opening, ` +
      `${s.boothSales} booth sales; ${single ? 'PGlite, 1 instance' : 'PostgreSQL, 2 instances'}; load ${loadBefore.map((l) => l.toFixed(1)).join(' ')}`,
  );
  const { fresh, dataDir, database } = await openRunDatabase(single);
  const { departures, people, ports } = await prepareDatabase(database, s);
  if (single) await database.close();
  const t0 = Date.now() + 6_000;
  const { segments, dayWallStart } = clockSegments(s, t0);
  const env: Record<string, string> = {
    BENCH_CLOCK: JSON.stringify({ segments, jobsEveryMs: s.clock.jobsEveryMs }),
    PAYMENT_SECRET,
    MAX_UNPAID_ORDERS: '3',
    LOG_LEVEL: 'error',
    REDIS_URL: single ? '' : (process.env.REDIS_URL ?? ''),
    RATE_LIMIT_ORDER: '100000',
  };
  const servers = new Servers(fresh ? { databaseUrl: fresh.url } : { dataDir: dataDir! }, env, () => Date.now() - t0);
  await servers.start(single ? 1 : 2);
  const client = new Client(servers, segments, t0);
  const cleanup = new Cleanup();
  const record: RunRecord = {
    departures,
    accepted: [],
    boardings: [],
    noShows: [],
    closures: [],
    requests: [],
    crashes: [],
  };
  const opening: OpeningLog = { requests: [], held: [], accepted: [], late: [], scalperAnswers: new Map() };
  const query = single ? null : queryOf(database);
  const sampling = { stop: false };
  const queueSamples: PeakData['queues'] = [];
  const fillSamples: PeakData['fills'] = [];
  const watchers = query
    ? [queues(query, client, sampling, queueSamples), fills(query, client, s, departures, sampling, fillSamples)]
    : [];
  const searching = background(client, s, ports, sampling);
  const cpuSeconds: Record<string, { opening: number; day: number }> = {};
  const groups = () => ({
    ...Object.fromEntries(
      servers.instances.map((i) => [`instance ${i.index}`, i.proc?.child.pid ? [i.proc.child.pid] : []]),
    ),
    'load generator': [process.pid],
  });
  const phase = () => {
    const now = Date.now();
    return now >= t0 && now < t0 + s.clock.openingWallMs ? 'opening' : now >= dayWallStart ? 'day' : null;
  };
  const measuring = cpu(groups, phase, sampling, cpuSeconds);
  await sleep(Math.max(0, t0 - Date.now()));
  log('the opening');

  // ── The opening: open arrivals, scalpers, a kill -9 in the middle ───────────────────────────
  const crashOpening = sleep(s.clock.openingWallMs * 0.35).then(() => servers.crash(single ? 0 : 1, 'opening'));
  await Promise.all([
    ...s.buyers.map((b, i) =>
      openingBuyer(
        client,
        cleanup,
        s,
        departures,
        ports,
        b,
        new Person(people.buyers[i]!.id, people.buyers[i]!.phone, client),
        opening,
      ),
    ),
    ...people.scalpers.map((p, n) =>
      scalper(client, cleanup, s, departures, new Person(p.id, p.phone, client), n, opening),
    ),
    crashOpening,
  ]);
  record.accepted.push(...opening.accepted);
  const decided = new Map<string, number>();
  for (const a of opening.accepted) decided.set(String(a.decision), (decided.get(String(a.decision)) ?? 0) + 1);
  log(`opening decisions by pushed status: ${JSON.stringify(Object.fromEntries(decided))}`);
  log(
    `opening done at wall ${Math.round(client.wall() / 1000)} s: ${opening.held.length} holds, scalpers ${JSON.stringify(Object.fromEntries(opening.scalperAnswers))}`,
  );

  // ── The day ────────────────────────────────────────────────────────────────────────────────
  await sleep(Math.max(0, dayWallStart - Date.now()));
  log('the day');
  const holders = new Map(opening.held.map((h) => [h.transactionId, h.person]));
  const ctx: DayContext = {
    client,
    s,
    departures,
    holders,
    record,
    cleanup,
    onRush: () => servers.crash(single ? 0 : 1, 'rebooking rush'),
  };
  const [c1, c2] = people.cashiers;
  await Promise.all([
    booth(ctx, new Person(c1!.id, c1!.phone, client), 'Simanindo', Math.ceil(s.boothSales / 2)),
    booth(ctx, new Person(c2!.id, c2!.phone, client), 'Tigaras', Math.floor(s.boothSales / 2)),
    latePayers(ctx, opening.late),
    dayBuyers(
      ctx,
      people.buyers.filter((_, i) => i % 7 === 3).map((p) => new Person(p.id, p.phone, client)),
    ),
    officers(
      ctx,
      people.officers.map((p) => new Person(p.id, p.phone, client)),
    ),
    operator(ctx, new Person(people.admin.id, people.admin.phone, client)),
  ]);
  // The day's last sailing has gone; the jobs settle what is due (notices, holds) before the stop.
  await until(client, s.dayEnd);
  await sleep(3_000);
  sampling.stop = true;
  await Promise.all([...watchers, searching, measuring]);
  await cleanup.run();
  const endSim = client.now();
  await servers.stop();
  const wallSeconds = client.wall() / 1000;
  log(`day done at wall ${Math.round(wallSeconds)} s; checking the invariants`);

  // ── The books ──────────────────────────────────────────────────────────────────────────────
  const db = single ? await openDatabase({ pgliteDir: join(dataDir!, 'pglite') }) : database;
  const q = queryOf(db);
  record.requests = client.samples;
  record.crashes = servers.crashes;
  const honest = await checkInvariants(q, record, endSim);
  let invariants = honest;
  if (o.fault === 'double-notice') {
    // A closure notice sent twice (as a notices job without its dedupe key would): the run must fail.
    await q(
      `INSERT INTO notices (transaction_id, kind, dedupe_key, phone_number, params, status, attempts, next_attempt_at, created_at, sent_at)
       SELECT transaction_id, kind, dedupe_key || ':again', phone_number, params, status, attempts, next_attempt_at, created_at, sent_at
       FROM notices WHERE status = 'sent' AND kind = 'departure_closed' ORDER BY id LIMIT 1`,
    );
    invariants = await checkInvariants(q, record, endSim);
  }
  const rows = await departureRows(q, s, departures, endSim);
  const noticesSent = (await q(`SELECT sent_at FROM notices WHERE status = 'sent' ORDER BY sent_at`)).rows.map((r) =>
    new Date(r.sent_at).getTime(),
  );
  await db.close();
  await fresh?.drop();

  const data: PeakData = {
    meta: {
      scale: o.scale,
      database: single ? 'PGlite' : 'PostgreSQL',
      instances: single ? 1 : 2,
      speed: { opening: s.clock.openingSpeed, day: Math.round(s.clock.daySpeed) },
      startedAt: started,
      wallSeconds,
      loadBefore,
      loadAfter: loadavg(),
      commit: commitOf(),
      daySim: [s.dayStart, s.dayEnd],
      cpuSeconds,
    },
    requests: client.samples,
    crashes: servers.crashes,
    queues: queueSamples,
    fills: fillSamples,
    noticesSent,
    departures: rows,
    fairness: fairness(opening),
    invariants,
    budgets: budgets(client, s, queueSamples, fairness(opening)),
  };
  const ok = invariants.every((i) => i.ok);
  const report = o.out ? writeReport(o.out, data).htmlPath : null;
  for (const [name, c] of Object.entries(cpuSeconds))
    log(`cpu ${name}: ${c.opening.toFixed(1)} s in the opening, ${c.day.toFixed(1)} s in the day`);
  for (const i of invariants) log(`${i.ok ? 'ok    ' : 'BROKEN'} ${i.name}: ${i.detail}`);
  for (const b of data.budgets) log(`${b.ok ? 'ok  ' : 'OVER'} ${b.name}: ${b.value} ${b.unit} (limit ${b.limit})`);
  if (report) log(`report: ${report}`);
  return { data, ok, honest, report };
}

/** All day, a few searches a second from people looking, on any date of the window and either port. */
async function background(client: Client, s: Scenario, ports: Map<string, number>, sampling: { stop: boolean }) {
  const ids = [...ports.values()];
  let k = 0;
  while (!sampling.stop) {
    k++;
    await client.call('search', 'GET', `/api/schedule/get-all/${s.day}?fromRoute=${ids[k % ids.length]}`);
    await sleep(400);
  }
}

const percentile = (values: number[], q: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

function budgets(
  client: Client,
  s: Scenario,
  queueSamples: PeakData['queues'],
  fair: PeakData['fairness'],
): BudgetResult[] {
  const openingEnd = s.clock.openingWallMs;
  const decisions = client.samples
    .filter((x) => x.kind === 'order' && x.status === 202 && x.wall <= openingEnd)
    .map((x) => x.ms);
  const searches = client.samples.filter((x) => x.kind === 'search' && x.status === 200).map((x) => x.ms);
  // The jobs' lag, in the day and the opening (the week's jump is no time anyone waits in). Measured
  // in simulated time it mostly counts the wall milliseconds a backlog takes, multiplied by the
  // clock's speed; a real day runs the same work at 1×, after its 5 s tick. So the budget reads the
  // real-day equivalent: the backlog's wall time plus production's job period (bench/README.md _peak_).
  const inDay = queueSamples.filter((q) => q.sim >= s.dayStart || q.wall <= openingEnd);
  const speedAt = (q: PeakData['queues'][number]) => (q.sim >= s.dayStart ? s.clock.daySpeed : s.clock.openingSpeed);
  const simLag = inDay.length ? Math.max(...inDay.map((q) => q.lagMs)) / 1000 : NaN;
  const realLag = inDay.length
    ? Math.max(...inDay.map((q) => q.lagMs / speedAt(q))) / 1000 + EXPIRY_INTERVAL_MS / 1000
    : NaN;
  const out: BudgetResult[] = [
    {
      name: 'order decision p95 during the opening',
      value: percentile(decisions, 0.95),
      limit: 1000,
      unit: 'ms',
      ok: false,
    },
    { name: 'search p99 all day', value: percentile(searches, 0.99), limit: 300, unit: 'ms', ok: false },
    {
      name: 'fairness: buyers served out of arrival order',
      value: Math.round(fair.share * 10000) / 100,
      limit: 1,
      unit: '%',
      ok: false,
    },
  ];
  if (!Number.isNaN(realLag))
    out.push({
      name: 'jobs behind the clock (max), real-day equivalent: backlog at 1× + the 5 s job period',
      value: Math.round(realLag * 10) / 10,
      limit: 30,
      unit: 's',
      ok: false,
    });
  for (const b of out) b.ok = b.value <= b.limit;
  // As measured on the compressed clock, for the record (not a budget: see above).
  if (!Number.isNaN(simLag))
    out.push({
      name: 'jobs behind the clock (max), as simulated',
      value: Math.round(simLag),
      limit: Infinity,
      unit: 's simulated',
      ok: true,
    });
  return out;
}

function commitOf(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

// ── The command ──────────────────────────────────────────────────────────────────────────────
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const flag = (name: string) => process.argv.includes(`--${name}`);
  const out = arg('out') ?? fileURLToPath(new URL('./report/', import.meta.url));
  runPeak({
    scale: Number(arg('scale') ?? 1),
    seed: Number(arg('seed') ?? 20270311),
    single: flag('single'),
    out,
    fault: arg('fault') === 'double-notice' ? 'double-notice' : null,
    burstSeconds: Number(arg('burst') ?? 120),
  }).then(
    ({ ok, data }) => {
      // The budgets are the two instances' (issue #39 item 4); PGlite alone reports its figures.
      const over = data.meta.instances === 2 ? data.budgets.filter((b) => !b.ok) : [];
      if (data.meta.instances < 2) console.log('bench:peak: one instance on PGlite: budgets reported, not enforced');
      process.exit(!ok || (over.length && !flag('no-budgets')) ? 1 : 0);
    },
    (err) => {
      console.error('bench:peak: the run failed:', err);
      process.exit(1);
    },
  );
}
