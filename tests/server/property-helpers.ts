// The world of the property test of the books (tests/server/property-books.test.ts, issue #37):
// one database (a fresh PostgreSQL database, or embedded PGlite without DATABASE_URL), two server
// instances on it (one on PGlite) sharing the simulated clock, the fake Midtrans (../fakes/midtrans)
// and a recording notice sender; the actions a sequence is made of, each driven over HTTP through
// the public API as the other tests do; and the crash of an instance (PostgreSQL: its connections
// are cut from the database side, so whatever it had in flight rolls back as in a killed process,
// and a new instance starts on the same database; PGlite: a restart).
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { addDays, todayJakarta } from '../../kernel/time';
import { rowsOf, type Database, type Db } from '../../server/db/client';
import type { NoticeSender } from '../../server/notices/sender';
import { createMidtransProvider } from '../../server/payments/midtrans';
import { startFakeMidtrans, type FakeMidtrans } from '../fakes/midtrans';
import { createKasir, classIds, portIds } from './booth-helpers';
import {
  Api,
  BASE_TIME,
  TestClock,
  createDeparture,
  createUser,
  freshDatabase,
  freshPglite,
  orderBody,
  startServer,
  type Reply,
  type TestServer,
  type TestUser,
} from './helpers';
import { cancelOwn, detailOf, optionsOf, reschedule } from './ticket-helpers';

const SERVER_KEY = 'SB-Mid-server-property-key';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How long after its window a payment may still land at the gateway (a bank's delay). */
const LATE_GRACE_MS = 20 * MINUTE;

export type ClosureStatus = 'stopped' | 'held' | 'cancelled' | 'open';
/** One step of a sequence; `pick` chooses among the eligible rows (id order) modulo their number. */
export type Action =
  | { t: 'order'; user: number; dep: number; veh: number; pax: number; pay: 'no' | 'now' | 'lost'; via: number }
  | { t: 'pay'; pick: number; when: 'now' | 'twice' | 'lost' | 'late'; gopay: boolean; via: number }
  | { t: 'release'; pick: number; via: number }
  | { t: 'quota'; dep: number; percent: number; hours: number; via: number }
  | { t: 'gatewayExpire'; pick: number; notify: boolean; via: number }
  | { t: 'move'; pick: number; dep: number; via: number }
  | { t: 'cancelOwn'; pick: number; via: number }
  | { t: 'boothSale'; dep: number; veh: number; pax: number; qris: boolean; buyer: number; via: number }
  | { t: 'boothCancel'; pick: number; proof: boolean; via: number }
  | { t: 'closure'; dep: number; status: ClosureStatus; afterLoading: boolean; via: number }
  | { t: 'checkIn'; pick: number; wrongDep: boolean; via: number }
  | { t: 'refundPaid'; pick: number; via: number }
  | { t: 'shift'; via: number }
  | { t: 'tick'; minutes: number; both: boolean; via: number }
  | { t: 'crash'; slot: number; inflight: 'none' | 'order' | 'notify' | 'cancel' }
  | { t: 'race'; a: Action; b: Action }
  | { t: 'contend'; pick: number; ops: ContendOp[] };

/** What may happen to one paid ticket at the same moment (the 'contend' action). */
export type ContendOp = 'cancelOwn' | 'boothCancel' | 'move' | 'checkIn' | 'payMove' | 'cancelDeparture';

/** The departures of a run: [minutes ahead, lane cm, seats, walk-in %, from the booth's port]. */
const DEPARTURES: Array<{ ahead: number; laneCm: number; seats: number; walkin: number; booth: boolean }> = [
  { ahead: 150, laneCm: 1500, seats: 14, walkin: 0, booth: true },
  { ahead: 240, laneCm: 2000, seats: 16, walkin: 40, booth: true },
  { ahead: 390, laneCm: 1500, seats: 12, walkin: 20, booth: true },
  { ahead: 24 * 60 + 60, laneCm: 2000, seats: 16, walkin: 0, booth: true }, // tomorrow: online only
  { ahead: 300, laneCm: 1500, seats: 14, walkin: 0, booth: false }, // the other direction
];
export const DEPARTURE_COUNT = DEPARTURES.length;
/** Golongan II (2.5 m), IV (5 m), VI (7 m). */
const VEHICLES = ['Golongan II', 'Golongan IV', 'Golongan VI'];
export const VEHICLE_COUNT = VEHICLES.length;
export const PASSENGERS = 3;

export interface Instance {
  s: TestServer;
  /** The PostgreSQL application_name of its connections (what a crash cuts). */
  name: string;
}

/** The people and departures of one run (each run of the property gets its own, on a new day). */
export interface Run {
  passengers: TestUser[];
  admin: TestUser;
  officer: TestUser;
  kasir: TestUser;
  departures: number[];
  trace: string[];
}

type TicketRow = {
  id: number;
  invoiceId: string;
  status: string;
  scheduleId: number;
  userId: number | null;
  channel: string;
  plateNumber: string;
  buyerPhone: string | null;
  checkedIn: boolean;
};

/** A server error (5xx) or a broken contract fails the sequence; refusals (4xx) are fine. */
export class ServerError extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class World {
  readonly clock = new TestClock();
  fake!: FakeMidtrans;
  instances: Instance[] = [];
  /** Every notice the recording sender was asked to send, in order. */
  readonly sent: Array<{ id: number; kind: string; by: string }> = [];
  run!: Run;
  runs = 0;
  crashes = 0;
  private database: Database | null = null;
  private pgUrl: string | null = null;
  private dropDb: (() => Promise<void>) | null = null;
  private client: pg.Client | null = null;
  private query!: Db;
  private plate = 0;
  /** How many of each instance's pushes were looked at. */
  private pushesSeen = new Map<Instance, number>();
  private vehicleIds = new Map<string, number>();

  get onPostgres(): boolean {
    return this.pgUrl !== null;
  }

  static async open(): Promise<World> {
    const w = new World();
    w.fake = await startFakeMidtrans({ serverKey: SERVER_KEY, now: w.clock.now });
    const fresh = await freshDatabase();
    if (fresh) {
      w.pgUrl = fresh.url;
      w.dropDb = () => fresh.drop();
      w.instances.push(await w.start(0));
      w.instances.push(await w.start(1));
      w.client = new pg.Client({ connectionString: fresh.url, application_name: 'property-observer' });
      await w.client.connect();
      w.query = drizzle({ client: w.client }) as unknown as Db;
    } else {
      w.database = await freshPglite();
      w.instances.push(await w.start(0));
      w.query = w.database.db;
    }
    w.vehicleIds = await classIds(w.instances[0]!.s);
    return w;
  }

  async close(): Promise<void> {
    for (const i of this.instances) await i.s.close().catch(() => undefined);
    await this.client?.end().catch(() => undefined);
    await this.database?.close().catch(() => undefined);
    await this.dropDb?.().catch(() => undefined);
    await this.fake?.close();
  }

  /** Rows of a query, read directly from the database. */
  async rows<T>(q: SQL): Promise<T[]> {
    return rowsOf<T>(await this.query.execute(q));
  }

  /** The same, for SQL text with $n parameters (bench/peak/invariants*.ts's checks). */
  readonly raw = (text: string, params?: unknown[]): Promise<{ rows: any[] }> =>
    (this.query as unknown as { $client: { query(t: string, p?: unknown[]): Promise<{ rows: any[] }> } }).$client.query(
      text,
      params,
    );

  private sender(by: string): NoticeSender {
    return {
      name: 'recording',
      send: async (notice) => {
        this.sent.push({ id: notice.id, kind: notice.kind, by });
        return `wa-${notice.id}-${this.sent.length}`;
      },
    };
  }

  private async start(slot: number): Promise<Instance> {
    const name = `property-${slot}-${randomBytes(3).toString('hex')}`;
    const common = {
      clock: this.clock,
      publicUrl: 'https://seberang.example',
      paymentProvider: createMidtransProvider({
        serverKey: SERVER_KEY,
        snapUrl: this.fake.snapUrl,
        apiUrl: this.fake.apiUrl,
        timeoutMs: 5000,
      }),
      noticeSender: this.sender(name),
      pdfWorkers: 0,
      reconcileIntervalMs: 0, // every jobs.runOnce() asks the gateway
      timetableHorizonDays: 7,
    };
    if (this.pgUrl) {
      const url = new URL(this.pgUrl);
      url.searchParams.set('application_name', name);
      return { s: await startServer({ ...common, databaseUrl: url.toString() }), name };
    }
    return { s: await startServer({ ...common, database: this.database! }), name };
  }

  inst(via: number): Instance {
    return this.instances[via % this.instances.length]!;
  }

  api(via: number, user: TestUser): TestUser {
    return { ...user, api: new Api(this.inst(via).s.base, user.token) };
  }

  /** Waits until every instance has decided its accepted orders and settled what the gateway said. */
  async settle(): Promise<void> {
    for (let round = 0; round < 2; round++) {
      for (const i of this.instances) {
        await i.s.built.orders.idle();
        await i.s.built.reconciler?.idle();
      }
    }
    // An order's outcome is pushed: 502 (no payment page) or 503 (failed) is a server error too.
    for (const i of this.instances) {
      const fresh = i.s.pushes.slice(this.pushesSeen.get(i) ?? 0);
      this.pushesSeen.set(i, i.s.pushes.length);
      const failed = fresh.filter((m) => m.status === 502 || m.status === 503);
      if (failed.length) throw new ServerError(`an order failed on ${i.name}: ${JSON.stringify(failed)}`);
    }
  }

  /** One pass of every background job on the instance (hold expiry, moves, reconciliation, refunds, notices). */
  async jobs(via: number): Promise<void> {
    await this.inst(via).s.built.jobs.runOnce();
    await this.settle();
  }

  /** A new run: the next day at 08:00 WIB, its people (the cashier's shift open) and departures. */
  async newRun(): Promise<Run> {
    if (this.runs > 0) this.clock.t = BASE_TIME + Math.ceil((this.clock.t + 1 - BASE_TIME) / DAY) * DAY;
    this.runs += 1;
    for (let i = 0; i < this.instances.length; i++) await this.jobs(i);
    const s = this.instances[0]!.s;
    const passengers: TestUser[] = [];
    for (let i = 0; i < PASSENGERS; i++) passengers.push(await createUser(s, { name: `Penumpang ${i + 1}` }));
    const admin = await createUser(s, { role: 'admin', name: 'Admin Operator' });
    const officer = await createUser(s, { role: 'petugas', name: 'Rina Sitorus' });
    const kasir = await createKasir(s);
    const { Tigaras: tigaras, Simanindo: simanindo } = (await portIds(s)) as Record<string, number>;
    const departures: number[] = [];
    for (const d of DEPARTURES) {
      const row = await createDeparture(s, {
        minutesAhead: d.ahead,
        laneCm: d.laneCm,
        seats: d.seats,
        walkinPercent: d.walkin,
        walkinReleaseHours: 2,
        from: d.booth ? tigaras : simanindo,
        to: d.booth ? simanindo : tigaras,
      });
      departures.push(row.id);
    }
    this.run = { passengers, admin, officer, kasir, departures, trace: [] };
    const shift = await this.call(0, kasir, 'POST', '/api/loket/shifts', { body: { openingFloat: 500_000 } });
    if (shift.status !== 200) throw new Error(`shift not opened: ${shift.text}`);
    await this.raiseTomorrowsFares();
    return this.run;
  }

  /** Tomorrow's fares of Golongan IV and VI are higher: a move there pays a difference. */
  private async raiseTomorrowsFares(): Promise<void> {
    const admin = this.run.admin;
    const list = await this.call(0, admin, 'GET', '/api/operator/fares');
    const tomorrow = addDays(todayJakarta(this.clock.now()), 1);
    for (const cls of ['Golongan IV', 'Golongan VI']) {
      const typeId = this.vehicleIds.get(cls)!;
      const current = (
        list.body.data.fares as Array<{ kind: string; typeId: number; amount: number; validFrom: string }>
      )
        .filter((f) => f.kind === 'vehicle' && f.typeId === typeId && f.validFrom <= tomorrow)
        .sort((a, b) => a.validFrom.localeCompare(b.validFrom))
        .at(-1)!.amount;
      const res = await this.call(0, admin, 'POST', '/api/operator/fares', {
        body: {
          kind: 'vehicle',
          typeId,
          validFrom: tomorrow,
          amount: current + 15_000,
          legalBasis: 'Pergub Sumut No. 37 Tahun 2026',
          reason: 'Uji sifat pembukuan',
        },
      });
      if (res.status !== 200) throw new Error(`fare not set: ${res.text}`);
    }
  }

  /** An HTTP call as `user` on instance `via`: answers the reply; a 5xx throws. */
  async call(
    via: number,
    user: TestUser | null,
    method: string,
    path: string,
    o: Parameters<Api['request']>[2] = {},
  ): Promise<Reply> {
    const reply = await new Api(this.inst(via).s.base, user?.token ?? null).request(method, path, o);
    return this.checked(`${method} ${path}`, reply);
  }

  checked(what: string, reply: Reply): Reply {
    if (reply.status >= 500) throw new ServerError(`${what} answered ${reply.status}: ${reply.text}`);
    return reply;
  }

  note(line: string): void {
    this.run.trace.push(`[+${Math.round((this.clock.now() - BASE_TIME) / MINUTE) % (24 * 60)}m] ${line}`);
  }

  // ── What the actions choose from ───────────────────────────────────────────────────────────

  async tickets(where: SQL = sql`TRUE`): Promise<TicketRow[]> {
    return this.rows<TicketRow>(sql`
      SELECT id, invoice_id AS "invoiceId", status, schedule_id AS "scheduleId", user_id AS "userId", channel,
             plate_number AS "plateNumber", buyer_phone AS "buyerPhone", checked_in AS "checkedIn"
      FROM transactions
      WHERE schedule_id IN (${sql.join(
        this.run.departures.map((d) => sql`${d}`),
        sql`, `,
      )}) AND ${where}
      ORDER BY id`);
  }

  /** This run's gateway orders (the tickets' own and their moves'), with the end of their window. */
  async gatewayOrders(): Promise<Array<{ orderId: string; expiresAt: number }>> {
    const ids = sql.join(
      this.run.departures.map((d) => sql`${d}`),
      sql`, `,
    );
    const rows = await this.rows<{ orderId: string; expiresAt: string | Date }>(sql`
      SELECT invoice_id AS "orderId", expires_at AS "expiresAt" FROM transactions
      WHERE schedule_id IN (${ids}) AND payment_provider = 'midtrans'
      UNION ALL
      SELECT c.order_id, c.expires_at FROM ticket_changes c JOIN transactions t ON t.id = c.transaction_id
      WHERE t.schedule_id IN (${ids}) AND c.order_id IS NOT NULL AND c.expires_at IS NOT NULL
      ORDER BY 1`);
    return rows
      .filter((r) => this.fake.orders.has(r.orderId))
      .map((r) => ({ orderId: r.orderId, expiresAt: new Date(r.expiresAt).getTime() }));
  }

  /**
   * Orders a customer can still pay: nothing final at the gateway and, as Midtrans allows (the
   * order's custom_expiry is its window), a payment method chosen before the window ended — one
   * chosen in time (pending: a VA opened) may still be paid a little after it (a bank's delay).
   */
  async payableOrders(): Promise<Array<{ orderId: string; expiresAt: number }>> {
    const now = this.clock.now();
    return (await this.gatewayOrders()).filter((o) => {
      const status = this.fake.orders.get(o.orderId)!.status?.transaction_status;
      if (status === undefined) return now < o.expiresAt;
      return status === 'pending' && now <= o.expiresAt + LATE_GRACE_MS;
    });
  }

  ownerOf(t: TicketRow): TestUser | undefined {
    return this.run.passengers.find((p) => p.id === t.userId);
  }

  nextPlate(): string {
    this.plate += 1;
    return `BK ${1 + (this.plate % 9999)} PRP`;
  }

  vehicle(i: number): number {
    return this.vehicleIds.get(VEHICLES[i % VEHICLES.length]!)!;
  }

  // ── Crash ──────────────────────────────────────────────────────────────────────────────────

  /**
   * PostgreSQL: the instance dies with `inflight` work (requests sent, not answered): its HTTP
   * connections are dropped, its pool refuses new connections and its open ones are terminated by
   * the database (a transaction in progress rolls back, as in a killed process); a new instance
   * starts on the same database. PGlite: a restart (its close waits for the work in flight).
   */
  async crash(slot: number, inflight: (victim: Instance) => Array<Promise<unknown>>): Promise<void> {
    const index = slot % this.instances.length;
    const victim = this.instances[index]!;
    this.crashes += 1;
    const pending = inflight(victim).map((p) => p.catch(() => undefined));
    if (this.onPostgres) {
      await sleep(Math.floor(Math.random() * 15));
      victim.s.built.app.server.closeAllConnections();
      // A connection checked out by a transaction has no 'error' listener (pg-pool removes it on
      // checkout; drizzle adds none): its termination would be an uncaught exception, which ends a
      // real process, as here the crash does. The dead instance's errors are its own.
      const pool = (victim.s.built.db as unknown as { $client?: { _clients?: pg.Client[] } }).$client;
      for (const c of pool?._clients ?? []) c.on('error', () => undefined);
      const ending = victim.s.built.database.close().catch(() => undefined);
      await this.rows(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${victim.name}`,
      );
      // A dead process waits for nothing: its pool, its requests in flight and its shutdown are
      // given a few seconds (noted when they take longer), then it is left behind.
      await this.bounded('the pool', ending);
      await this.bounded('the requests in flight', Promise.all(pending));
      await this.bounded(
        'the close',
        victim.s.built.close().catch(() => undefined),
      );
    } else {
      await Promise.all(pending);
      await victim.s.close();
    }
    this.instances[index] = await this.start(index);
  }

  /** A crashed instance's parts that did not end in time (the test prints them). */
  readonly lingering: string[] = [];

  private async bounded(what: string, work: Promise<unknown>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), 5000)));
    const outcome = await Promise.race([work.then(() => 'done' as const), late]);
    clearTimeout(timer);
    if (outcome === 'late') {
      this.lingering.push(`run ${this.runs}: ${what} of a crashed instance did not end within 5 s`);
      this.note(`(${what} of the crashed instance did not end within 5 s)`);
    }
  }

  // ── Helpers the actions share ──────────────────────────────────────────────────────────────

  /** A new order, decided: answers `hold #<id> <status>`, or why there is none. */
  async order(via: number, user: TestUser, scheduleId: number, veh: number, pax: number): Promise<string> {
    const body = orderBody(scheduleId, {
      vehicle: this.vehicle(veh),
      plate_number: this.nextPlate(),
      passengers: [{ passengerId: 1, amount: pax }],
    });
    const res = await this.call(via, user, 'POST', '/api/transaction/order', { body });
    if (res.status !== 202) return `refused ${res.status}`;
    await this.settle();
    const requestId = res.body.data.requestId as string;
    const [tx] = await this.rows<{ id: number; status: string }>(
      sql`SELECT id, status FROM transactions WHERE request_id = ${requestId}`,
    );
    const pushed = this.instances.flatMap((i) => i.s.pushes).find((m) => m.requestId === requestId);
    return tx ? `hold #${tx.id} ${tx.status}` : `no hold (push ${pushed?.status ?? 'none'})`;
  }

  async notify(via: number, orderId: string): Promise<void> {
    this.fake.notificationUrl = `${this.inst(via).s.base}/api/payment/midtrans/notification`;
    const status = await this.fake.notify(orderId);
    if (status >= 500) throw new ServerError(`the notification of ${orderId} answered ${status}`);
  }

  async reschedule(via: number, user: TestUser, id: number, scheduleId: number): Promise<Reply> {
    return this.checked('reschedule', await reschedule(this.api(via, user), id, scheduleId, randomUUID()));
  }

  async cancelOwn(via: number, user: TestUser, id: number): Promise<Reply> {
    return this.checked('cancelOwn', await cancelOwn(this.api(via, user), id));
  }

  /** Moves the clock to `t` (never back). */
  advanceTo(t: number): void {
    if (t > this.clock.t) this.clock.t = t;
  }
}

/** The amount Ubah Jadwal to `scheduleId` asks now (as the app shows it), 0 when it is not offered. */
async function amountDueOf(user: TestUser, id: number, scheduleId: number): Promise<number> {
  const dep = (await user.api.get('/api/schedule/get/{id}', { params: { id: scheduleId } })).body?.data;
  if (!dep?.issuedDate) return 0;
  const options = (await optionsOf(user, id, dep.issuedDate)).body?.data?.options as
    Array<{ departure: { scheduleId: number }; amountDue: number }> | undefined;
  return options?.find((o) => o.departure.scheduleId === scheduleId)?.amountDue ?? 0;
}

// ── The actions ──────────────────────────────────────────────────────────────────────────────

const pickOf = <T>(list: T[], pick: number): T | undefined => (list.length ? list[pick % list.length] : undefined);
const closureBody = (status: ClosureStatus, afterLoading: boolean) =>
  status === 'open'
    ? { status, reason: 'lainnya', note: 'Dibuka kembali' }
    : status === 'held'
      ? { status, reason: 'cuaca', windKnots: 25, note: 'Angin kencang' }
      : { status, reason: 'kapal_rusak', note: 'Mesin rusak', ...(afterLoading ? { afterLoading: true } : {}) };

/** Performs one action; answers a line for the trace. Refusals are outcomes; a 5xx throws. */
export async function perform(w: World, a: Action): Promise<string> {
  const run = w.run;
  switch (a.t) {
    case 'order': {
      const user = run.passengers[a.user % run.passengers.length]!;
      const dep = run.departures[a.dep % run.departures.length]!;
      const outcome = await w.order(a.via, user, dep, a.veh, 1 + a.pax);
      const id = /^hold #(\d+) UNPAID/.exec(outcome)?.[1];
      const [tx] = id && a.pay !== 'no' ? await w.tickets(sql`id = ${Number(id)}`) : [];
      if (tx) {
        // Paid at once (the usual case), its notification delivered or lost.
        await w.fake.pay(tx.invoiceId, { notify: false, paymentType: a.user === 0 ? 'gopay' : 'bank_transfer' });
        if (a.pay === 'now') await w.notify(1 - a.via, tx.invoiceId);
        await w.settle();
      }
      return `order dep${a.dep} by p${a.user}: ${outcome}${tx ? `, paid (${a.pay === 'now' ? 'notified' : 'notification lost'})` : ''}`;
    }
    case 'pay': {
      const order = pickOf(await w.payableOrders(), a.pick);
      if (!order) return 'pay: nothing payable';
      if (a.when === 'late') {
        // Chosen in time (a VA opened), paid after the window: the server's hold may be gone by then.
        if (!w.fake.orders.get(order.orderId)!.status) await w.fake.choosePending(order.orderId, { notify: false });
        w.advanceTo(order.expiresAt + 2 * MINUTE);
        await w.jobs(a.via);
      }
      await w.fake.pay(order.orderId, { notify: false, paymentType: a.gopay ? 'gopay' : 'bank_transfer' });
      // 'twice': Midtrans repeats its notification, to both instances at once.
      if (a.when === 'twice') await Promise.all([w.notify(0, order.orderId), w.notify(1, order.orderId)]);
      else if (a.when !== 'lost') await w.notify(a.via, order.orderId);
      await w.settle();
      return `pay ${order.orderId} (${a.when}, ${a.gopay ? 'gopay' : 'va'})`;
    }
    case 'release': {
      // The passenger lets an unpaid hold go (its place back to sale); a payment may still land.
      const t = pickOf(
        (await w.tickets(sql`status = 'UNPAID' AND channel = 'online'`)).filter((x) => w.ownerOf(x)),
        a.pick,
      );
      if (!t) return 'release: no hold';
      const res = await w.call(a.via, w.ownerOf(t)!, 'DELETE', '/api/schedule/locking/delete/{scheduleId}/{userId}', {
        params: { scheduleId: t.scheduleId, userId: t.userId! },
      });
      return `release #${t.id}: ${res.status}`;
    }
    case 'quota': {
      const dep = run.departures[a.dep % run.departures.length]!;
      const res = await w.call(a.via, run.admin, 'PUT', '/api/operator/departures/{id}/quota', {
        params: { id: dep },
        body: { walkinPercent: a.percent, walkinReleaseHours: a.hours, reason: 'Kuota loket disesuaikan' },
      });
      return `quota dep${a.dep % run.departures.length} ${a.percent}% ${a.hours} h: ${res.status}`;
    }
    case 'gatewayExpire': {
      // Midtrans ends an order its window ended without a payment (custom_expiry).
      const now = w.clock.now();
      const open = (o: { orderId: string }) => {
        const status = w.fake.orders.get(o.orderId)!.status?.transaction_status;
        return status === undefined || status === 'pending';
      };
      const order = pickOf(
        (await w.gatewayOrders()).filter((o) => o.expiresAt <= now && open(o)),
        a.pick,
      );
      if (!order) return 'gatewayExpire: nothing';
      await w.fake.expire(order.orderId, { notify: false });
      if (a.notify) await w.notify(a.via, order.orderId);
      await w.settle();
      return `gatewayExpire ${order.orderId}`;
    }
    case 'move': {
      const t = pickOf(
        (await w.tickets(sql`status = 'PAID'`)).filter((x) => w.ownerOf(x)),
        a.pick,
      );
      if (!t) return 'move: no paid ticket';
      // Another departure of the ticket's route (the other direction has none: a refusal).
      const direction = (id: number) => DEPARTURES[run.departures.indexOf(id)]?.booth;
      const others = run.departures.filter((d) => d !== t.scheduleId);
      const mates = others.filter((d) => direction(d) === direction(t.scheduleId));
      const to = pickOf(mates.length ? mates : others, a.dep)!;
      const res = await w.reschedule(a.via, w.ownerOf(t)!, t.id, to);
      await w.settle();
      const order = res.body?.data?.payment ? ` (to pay ${res.body.data.payment.amount})` : '';
      return `move #${t.id} → dep${run.departures.indexOf(to)}: ${res.status}${order} ${res.status === 200 ? '' : (res.body?.message ?? '')}`;
    }
    case 'cancelOwn': {
      const t = pickOf(
        (await w.tickets(sql`status = 'PAID'`)).filter((x) => w.ownerOf(x)),
        a.pick,
      );
      if (!t) return 'cancelOwn: no paid ticket';
      const res = await w.cancelOwn(a.via, w.ownerOf(t)!, t.id);
      await w.settle();
      return `cancelOwn #${t.id}: ${res.status} ${res.status === 200 ? '' : (res.body?.message ?? '')}`;
    }
    case 'boothSale': {
      const dep = run.departures[a.dep % run.departures.length]!;
      const buyer = a.buyer < run.passengers.length ? run.passengers[a.buyer]! : null;
      const body = {
        ...orderBody(dep, {
          vehicle: w.vehicle(a.veh),
          plate_number: w.nextPlate(),
          passengers: [{ passengerId: 1, amount: 1 + a.pax }],
        }),
        payment: a.qris ? { method: 'qris' } : { method: 'tunai', amountReceived: 10_000_000 },
        ...(buyer ? { phoneNumber: buyer.phone } : {}),
      };
      const res = await w.call(a.via, run.kasir, 'POST', '/api/loket/sales', { body });
      await w.settle();
      const ticket = res.body?.data?.ticket;
      return `boothSale dep${a.dep % run.departures.length} ${a.qris ? 'qris' : 'tunai'}: ${res.status}${ticket ? ` #${ticket.transactionId}` : ` ${res.body?.message ?? ''}`}`;
    }
    case 'boothCancel': {
      const t = pickOf(await w.tickets(), a.pick);
      if (!t) return 'boothCancel: no ticket';
      const owner = w.ownerOf(t);
      const phone = t.buyerPhone ?? owner?.phone ?? '0000';
      const proof = a.proof ? { plateNumber: t.plateNumber, phoneLast4: phone.slice(-4) } : {};
      const res = await w.call(a.via, run.kasir, 'POST', '/api/loket/tickets/{id}/cancel', {
        params: { id: t.id },
        body: { reason: 'Batal berangkat', ...proof },
      });
      await w.settle();
      return `boothCancel #${t.id} (${t.status}, ${t.channel}): ${res.status} ${res.status === 200 ? res.body.data.refund.amount : (res.body?.message ?? '')}`;
    }
    case 'closure': {
      const dep = run.departures[a.dep % run.departures.length]!;
      const res = await w.call(a.via, run.admin, 'POST', '/api/operator/departures/{id}/status', {
        params: { id: dep },
        body: closureBody(a.status, a.afterLoading),
      });
      await w.settle();
      return `closure dep${a.dep % run.departures.length} ${a.status}${a.afterLoading ? ' afterLoading' : ''}: ${res.status} ${res.status === 200 ? '' : (res.body?.message ?? '')}`;
    }
    case 'checkIn': {
      const t = pickOf(await w.tickets(sql`status IN ('PAID', 'CANCELLED')`), a.pick);
      if (!t) return 'checkIn: no ticket';
      const scheduleId = a.wrongDep
        ? run.departures[(run.departures.indexOf(t.scheduleId) + 1) % run.departures.length]!
        : t.scheduleId;
      const res = await w.call(a.via, run.officer, 'POST', '/api/petugas/check-in', {
        body: { scanId: randomUUID(), deviceId: 'hp-dermaga-01', scheduleId, invoiceId: t.invoiceId },
      });
      return `checkIn #${t.id}${a.wrongDep ? ' (wrong departure)' : ''}: ${res.status} ${res.body?.data?.outcome ?? ''}`;
    }
    case 'refundPaid': {
      const list = await w.call(a.via, run.admin, 'GET', '/api/operator/refunds', { query: { status: 'due' } });
      const refund = pickOf(list.body.data.refunds as Array<{ id: number; amount: number }>, a.pick);
      if (!refund) return 'refundPaid: none due';
      const res = await w.call(a.via, run.admin, 'POST', '/api/operator/refunds/{id}/paid', {
        params: { id: refund.id },
      });
      return `refundPaid refund ${refund.id} (${refund.amount}): ${res.status}`;
    }
    case 'shift': {
      // A handover: the shift is closed with the cash counted, and a new one opened.
      const open = (await w.call(a.via, run.kasir, 'GET', '/api/loket/shift')).body.data.shift;
      const closed = open
        ? await w.call(a.via, run.kasir, 'POST', '/api/loket/shifts/{id}/close', {
            params: { id: open.id },
            body: { countedCash: Math.max(0, open.expectedCash), note: 'Serah terima' },
          })
        : null;
      const res = await w.call(1 - a.via, run.kasir, 'POST', '/api/loket/shifts', { body: { openingFloat: 500_000 } });
      const expected = open ? ` (expected cash ${open.expectedCash})` : '';
      return `shift ${open?.id ?? '-'}${expected} closed: ${closed?.status ?? '-'}, new shift: ${res.status}`;
    }
    case 'tick': {
      w.clock.advance(a.minutes * MINUTE);
      if (a.both && w.instances.length > 1) {
        await Promise.all(w.instances.map((i) => i.s.built.jobs.runOnce()));
        await w.settle();
      } else await w.jobs(a.via);
      return `tick ${a.minutes} min${a.both ? ' (jobs on every instance at once)' : ''}`;
    }
    case 'crash': {
      const tickets = await w.tickets(sql`status = 'PAID' AND user_id IS NOT NULL`);
      const orders = await w.payableOrders();
      await w.crash(a.slot, (victim) => {
        const base = victim.s.base;
        const p = run.passengers[0]!;
        if (a.inflight === 'order')
          return [
            new Api(base, p.token).post('/api/transaction/order', {
              body: orderBody(run.departures[1]!, { plate_number: w.nextPlate() }),
              unchecked: true,
            }),
          ];
        if (a.inflight === 'notify' && orders[0]) {
          const orderId = orders[0].orderId;
          return [
            w.fake.pay(orderId, { notify: false }).then(async () => {
              w.fake.notificationUrl = `${base}/api/payment/midtrans/notification`;
              await w.fake.notify(orderId);
            }),
          ];
        }
        const t = tickets.find((x) => w.ownerOf(x));
        if (a.inflight === 'cancel' && t)
          return [cancelOwn({ ...w.ownerOf(t)!, api: new Api(base, w.ownerOf(t)!.token) }, t.id)];
        return [];
      });
      await w.settle();
      return `crash instance ${a.slot % w.instances.length} (in flight: ${a.inflight})`;
    }
    case 'contend': {
      // Everything at once on one paid ticket, spread over both instances: the amounts the app
      // and the booth show are read first, then every write is sent together.
      const t = pickOf(await w.tickets(sql`status = 'PAID'`), a.pick);
      if (!t) return 'contend: no paid ticket';
      const owner = w.ownerOf(t);
      const phone = t.buyerPhone ?? owner?.phone ?? '0000';
      const moveOrder = (await w.payableOrders()).find((o) => o.orderId.startsWith(`${t.invoiceId}-U`));
      const direction = (id: number) => DEPARTURES[run.departures.indexOf(id)]?.booth;
      const mate = run.departures.find((d) => d !== t.scheduleId && direction(d) === direction(t.scheduleId));
      const shown = owner ? await detailOf(w.api(0, owner), t.id) : null;
      const due = owner && mate ? await amountDueOf(w.api(0, owner), t.id, mate) : 0;
      const post = (via: number, user: TestUser, path: string, id: number, body: object) =>
        w.call(via, user, 'POST', path, { params: { id }, body });
      const work: Record<ContendOp, (() => Promise<string>) | null> = {
        cancelOwn:
          owner && shown?.actions
            ? async () =>
                `cancelOwn ${(await post(0, owner, '/api/ticket/{id}/cancel', t.id, { refundAmount: shown.actions.cancel.refundAmount })).status}`
            : null,
        boothCancel: async () =>
          `boothCancel ${(await post(1, run.kasir, '/api/loket/tickets/{id}/cancel', t.id, { reason: 'Batal', plateNumber: t.plateNumber, phoneLast4: phone.slice(-4) })).status}`,
        move:
          owner && mate
            ? async () =>
                `move ${(await post(0, owner, '/api/ticket/{id}/reschedule', t.id, { scheduleId: mate, requestId: randomUUID(), amountDue: due })).status}`
            : null,
        checkIn: async () =>
          `checkIn ${(await w.call(1, run.officer, 'POST', '/api/petugas/check-in', { body: { scanId: randomUUID(), deviceId: 'hp-dermaga-02', scheduleId: t.scheduleId, invoiceId: t.invoiceId } })).body?.data?.outcome}`,
        payMove: moveOrder
          ? async () => {
              await w.fake.pay(moveOrder.orderId, { notify: false, paymentType: 'gopay' });
              await Promise.all([w.notify(0, moveOrder.orderId), w.notify(1, moveOrder.orderId)]);
              return `payMove ${moveOrder.orderId}`;
            }
          : null,
        cancelDeparture: async () =>
          `cancelDeparture ${(await post(0, run.admin, '/api/operator/departures/{id}/status', t.scheduleId, closureBody('cancelled', true))).status}`,
      };
      const chosen = [...new Set(a.ops)].flatMap((op) => (work[op] ? [work[op]] : []));
      const outcomes = await Promise.all(chosen.map((f) => f()));
      await w.settle();
      return `contend #${t.id} (${t.channel}): ${outcomes.join(', ')}`;
    }
    case 'race': {
      // The two on different instances (where there are two), at once.
      const other = 'via' in a.a ? 1 - (a.a.via % 2) : 1;
      const b = 'via' in a.b ? ({ ...a.b, via: other } as Action) : a.b;
      const [x, y] = await Promise.all([perform(w, a.a), perform(w, b)]);
      return `race { ${x} } || { ${y} }`;
    }
  }
}
