// Test harness for the reference server: a fresh in-memory PGlite per server (or, when
// DATABASE_URL is set, a fresh PostgreSQL database per server, dropped afterwards), a movable
// clock, and an HTTP client over real sockets that checks every JSON response against openapi.yaml.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp, type BuildOptions, type BuiltApp } from '../../server/app';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../server/db/client';
import { hashPassword } from '../../server/auth/passwords';
import { schedules, users } from '../../server/db/schema';
import { jakartaParts } from '../../server/platform/clock';
import type { PushBus, PaymentMessage } from '../../server/platform/push/bus';
import { expectContract, expectErrorBody, spec } from './contract';

/** Monday 23 November 2026, 08:00 WIB. */
export const BASE_TIME = Date.parse('2026-11-23T01:00:00Z');
export const XSRF = 'test-xsrf-token';
export const PASSWORD = 'rahasia-123';
export const ON_POSTGRES = Boolean(process.env.DATABASE_URL);

export class TestClock {
  t: number;
  constructor(t = BASE_TIME) {
    this.t = t;
  }
  now = (): number => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
}

/** A fresh PostgreSQL database next to DATABASE_URL's; null on PGlite. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = process.env.DATABASE_URL;
  if (!admin) return null;
  const name = `seberang_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A fresh in-memory PGlite with the migrations applied. A fresh PGlite spends seconds in initdb, so
 * the first test file dumps a migrated database to the temp folder (keyed by the migrations) and
 * every later one restores that dump instead.
 */
export async function freshPglite(): Promise<Database> {
  const hash = createHash('sha256');
  hash.update(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  for (const f of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    if (/\.(sql|json)$/.test(f)) hash.update(f).update(readFileSync(join(MIGRATIONS_FOLDER, f)));
  }
  const file = join(tmpdir(), `seberang-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) {
    try {
      const database = await openDatabase({ pgliteLoadDataDir: new Blob([readFileSync(file)]) });
      await database.migrate();
      return database;
    } catch {
      // A damaged cache: fall through and rebuild it.
    }
  }
  const database = await openDatabase({});
  await database.migrate();
  const dump = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, dump);
  renameSync(tmp, file); // atomic: parallel files never read a half-written dump
  return database;
}

export type Reply<T = any> = { status: number; body: T; text: string; headers: Headers };

export interface RequestOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Sent verbatim (with `contentType`), for malformed-input tests. */
  rawBody?: string;
  contentType?: string;
  token?: string | null;
  headers?: Record<string, string>;
  /** Leave out the XSRF cookie and header. */
  noXsrf?: boolean;
  /** Do not check the response against the contract. */
  unchecked?: boolean;
  redirect?: RequestRedirect;
}

export class Api {
  constructor(
    readonly base: string,
    public token: string | null = null,
  ) {}

  withToken(token: string | null): Api {
    return new Api(this.base, token);
  }

  url(template: string, params: RequestOptions['params'] = {}, query: RequestOptions['query'] = {}): string {
    const path = template.replace(/\{(\w+)\}/g, (_, k: string) => {
      if (!(k in params)) throw new Error(`missing path parameter ${k}`);
      return encodeURIComponent(String(params[k]));
    });
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined) qs.set(k, String(v));
    const q = qs.toString();
    return `${this.base}${path}${q ? `?${q}` : ''}`;
  }

  async request<T = any>(method: string, template: string, o: RequestOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...o.headers };
    if (!o.noXsrf) {
      headers['cookie'] = [`XSRF-TOKEN=${XSRF}`, headers['cookie']].filter(Boolean).join('; ');
      headers['x-xsrf-token'] ??= XSRF;
    }
    const token = o.token === undefined ? this.token : o.token;
    if (token) headers['authorization'] = `Bearer ${token}`;
    let body: string | undefined;
    if (o.rawBody !== undefined) {
      body = o.rawBody;
      if (o.contentType) headers['content-type'] = o.contentType;
    } else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] = o.contentType ?? 'application/json';
    }
    const res = await fetch(this.url(template, o.params, o.query), {
      method,
      headers,
      body,
      redirect: o.redirect ?? 'manual',
    });
    const text = (res.headers.get('content-type') ?? '').includes('pdf') ? '' : await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('application/json')) parsed = JSON.parse(text);
    const reply = { status: res.status, body: parsed as T, text, headers: res.headers };
    if (!o.unchecked) {
      if (spec.paths[template]?.[method.toLowerCase()]) {
        expectContract(method, template, res.status, parsed);
      } else {
        expect(res.status).toBeGreaterThanOrEqual(400);
        expectErrorBody(res.status, parsed);
      }
    }
    return reply;
  }

  get<T = any>(template: string, o?: RequestOptions) {
    return this.request<T>('GET', template, o);
  }
  post<T = any>(template: string, o?: RequestOptions) {
    return this.request<T>('POST', template, o);
  }
  put<T = any>(template: string, o?: RequestOptions) {
    return this.request<T>('PUT', template, o);
  }
  delete<T = any>(template: string, o?: RequestOptions) {
    return this.request<T>('DELETE', template, o);
  }
}

/** A PushBus that records instead of delivering (the STOMP tests use the real one). */
export function recordingBus(): PushBus & { messages: PaymentMessage[] } {
  const messages: PaymentMessage[] = [];
  return {
    messages,
    async publish(_userId, message) {
      messages.push(message);
    },
    async close() {},
  };
}

export interface TestServer {
  built: BuiltApp;
  api: Api;
  base: string;
  port: number;
  clock: TestClock;
  pushes: PaymentMessage[];
  close(): Promise<void>;
}

/**
 * Test servers are hit by hundreds of logins from 127.0.0.1: the per-address hourly limits are
 * raised here, through the same configuration an operator has (RATE_LIMIT_* / rateLimits), never by
 * exempting loopback. tests/server/address-limits.test.ts runs with the production defaults.
 */
export const SUITE_ADDRESS_LIMITS = {
  addressLogin: 100_000,
  addressCheckPhone: 100_000,
  addressSendOtp: 100_000,
  addressVerifyOtp: 100_000,
  addressAccount: 100_000,
};

/** MAX_UNPAID_ORDERS of a test server unless it names its own. */
export const TEST_MAX_UNPAID_ORDERS = 1000;

export async function startServer(
  options: Partial<BuildOptions> & { realPush?: boolean; clock?: TestClock } = {},
): Promise<TestServer> {
  const clock = options.clock ?? new TestClock();
  const fresh = options.databaseUrl || options.database ? null : await freshDatabase();
  const ownPglite = !options.databaseUrl && !options.database && !fresh ? await freshPglite() : null;
  const bus = recordingBus();
  const built = await buildApp({
    database: ownPglite ?? undefined,
    now: clock.now,
    jwtSecret: 'test-jwt-secret',
    paymentSecret: 'test-payment-secret',
    nodeEnv: 'test',
    jobs: false,
    // Issue #39: a test's one user often holds many unpaid orders; tests/server/order-limits.test.ts
    // starts its server with the production default (3).
    maxUnpaidOrders: TEST_MAX_UNPAID_ORDERS,
    ...options,
    rateLimits: { ...SUITE_ADDRESS_LIMITS, ...options.rateLimits },
    // With REDIS_URL (CI) the limits live in Redis, under a prefix of this server's own.
    redisUrl: 'redisUrl' in options ? options.redisUrl : process.env.REDIS_URL || undefined,
    redisPrefix: options.redisPrefix ?? `test-${randomBytes(6).toString('hex')}:`,
    databaseUrl: options.databaseUrl ?? fresh?.url,
    pushBus: options.realPush ? undefined : (options.pushBus ?? bus),
  });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (built.app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    built,
    api: new Api(base),
    base,
    port,
    clock,
    pushes: bus.messages,
    async close() {
      await built.close();
      await ownPglite?.close();
      await fresh?.drop();
    },
  };
}

let phoneCounter = 0;
/** A valid, unused-in-this-process phone number. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `0813${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: number;
  phone: string;
  token: string;
  api: Api;
}

/** Inserts a user directly (no OTP round trip) and logs in over HTTP. */
export async function createUser(s: TestServer, fields: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const phone = fields.phoneNumber ?? nextPhone();
  const [row] = await s.built.db
    .insert(users)
    .values({
      name: 'Budi Santoso',
      passwordHash: await passwordHash,
      createdAt: new Date(s.clock.now()),
      ...fields,
      phoneNumber: phone,
    })
    .returning();
  const login = await s.api.post('/api/auth/login', { body: { phone_number: phone, password: PASSWORD } });
  expect(login.status).toBe(200);
  const token = login.body.data.token as string;
  return { id: row!.id, phone, token, api: s.api.withToken(token) };
}

let departureCounter = 0;
/** The length of a Golongan IV car (cm): `capacity` counts these (issue #22, server/capacity/space.ts). */
export const CAR_CM = 500;

/**
 * A departure Simanindo → Tigaras `minutesAhead` from the clock, with its own space: `capacity`
 * Golongan IV cars of lane (capacity × 500 cm, all of it online: no walk-in part) and plenty of
 * seats, open for sale; `laneCm`, `seats`, `walkinPercent`, `walkinReleaseHours` and `status` set
 * any of it explicitly.
 */
export async function createDeparture(
  s: TestServer,
  o: {
    minutesAhead?: number;
    capacity?: number;
    from?: number;
    to?: number;
    laneCm?: number;
    seats?: number;
    walkinPercent?: number;
    walkinReleaseHours?: number;
    status?: 'open' | 'stopped' | 'held' | 'cancelled';
  } = {},
) {
  departureCounter += 1;
  // Seconds never used by the seeded timetable (always :00), so the unique key cannot clash.
  const at = s.clock.now() + (o.minutesAhead ?? 180) * 60_000;
  const rounded = Math.floor(at / 60_000) * 60_000 + (1 + (departureCounter % 58)) * 1000;
  const { date, time } = jakartaParts(rounded);
  const laneCm = o.laneCm ?? (o.capacity ?? 5) * CAR_CM;
  const seats = o.seats ?? 1000;
  const [row] = await s.built.db
    .insert(schedules)
    .values({
      fromRouteId: o.from ?? 1,
      toRouteId: o.to ?? 2,
      issuedDate: date,
      issuedTime: time,
      departureAt: new Date(rounded),
      origin: 'extra',
      laneCm,
      laneFreeCm: laneCm,
      seats,
      seatsFree: seats,
      walkinPercent: o.walkinPercent ?? 0,
      walkinReleaseHours: o.walkinReleaseHours ?? 2,
      status: o.status ?? 'open',
    })
    .returning();
  return row!;
}

export function orderBody(scheduleId: number, extra: Record<string, unknown> = {}) {
  return {
    plate_number: DEFAULT_PLATE,
    driver: { name: 'Budi Santoso', phoneNumber: '081234567890', age: 40, domicile: 'Medan', gender: 'Laki - Laki' },
    passengers: [
      { passengerId: 1, amount: 2 },
      { passengerId: 2, amount: 1 },
    ],
    schedule: scheduleId,
    vehicle: 4,
    ...extra,
  };
}

/** Places an order and waits until it has been processed; returns the push it produced. */
/** The default plate of orderBody, kept only when a test names it itself. */
export const DEFAULT_PLATE = 'BK 1234 ABC';
/**
 * A user's own car (issue #39: a plate holds one live ticket per departure): orders of one user keep
 * one plate, as a buyer's double submit does; two users never share one unless a test says so.
 */
export const plateOf = (user: Pick<TestUser, 'id'>) => `BK ${user.id % 10_000} USR`;

export async function placeOrder(s: TestServer, user: TestUser, body: Record<string, unknown>) {
  const before = s.pushes.length;
  if (body.plate_number === DEFAULT_PLATE) body = { ...body, plate_number: plateOf(user) };
  const res = await user.api.post('/api/transaction/order', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  await s.built.orders.idle();
  const pushed = s.pushes.slice(before);
  expect(pushed.length).toBeGreaterThanOrEqual(1);
  return { requestId: res.body.data.requestId as string, message: pushed[pushed.length - 1]!, all: pushed };
}

export async function availableOf(s: TestServer, scheduleId: number): Promise<number> {
  const res = await s.api.get('/api/schedule/get/{id}', { params: { id: scheduleId }, token: await anyToken(s) });
  return res.body.data.qty as number;
}

const observer: Map<TestServer, string> = new Map();
async function anyToken(s: TestServer): Promise<string> {
  let t = observer.get(s);
  if (!t) {
    t = (await createUser(s)).token;
    observer.set(s, t);
  }
  return t;
}
