// The peak day's world (issue #39): the database (a fresh PostgreSQL database with two server
// processes, or one PGlite folder with one), its people and departures, the server processes on
// the bench clock (kill -9 and restart), and the client every actor speaks through: it records
// each request (kind, latency, status, instance) and, when a connection fails — an instance
// killed — sends the same request again to a live instance, as the app's retry does.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../server/db/client';
import { seed } from '../../server/app/seed';
import { hashPassword } from '../../server/auth/passwords';
import { simAt, type BenchClockSegment } from '../../server/platform/bench-clock';
import { PASSWORD, XSRF, freshDatabase } from '../../tests/server/helpers';
import { startServerProcess, type ServerProcess } from '../../tests/server/fixtures/server-process';
import type { Query } from '../../tests/server/fixtures/buyers';
import { DAY, type Scenario } from './scenario';
import type { CrashWindow, RequestKind, RequestSample } from './types';

export const PAYMENT_SECRET = 'peak-payment-secret';

export interface Instance {
  index: number;
  proc: ServerProcess | null;
  base: string;
  ws: string;
}

export interface People {
  buyers: { id: number; phone: string }[];
  scalpers: { id: number; phone: string }[];
  cashiers: { id: number; phone: string; port: 'Simanindo' | 'Tigaras' }[];
  officers: { id: number; phone: string }[];
  admin: { id: number; phone: string };
}

const NAMES: Record<string, string> = { penumpang: 'Pembeli', kasir: 'Kasir', petugas: 'Petugas', admin: 'Admin' };

/** Inserts users with `role` (and a port for cashiers), password PASSWORD; returns their ids in order. */
async function insertUsers(query: Query, phones: string[], role: string, portId: number | null): Promise<number[]> {
  const hash = await hashPassword(PASSWORD);
  const { rows } = await query(
    `INSERT INTO users (name, phone_number, password_hash, created_at, role, port_route_id)
     SELECT $5 || ' ' || n, p, $2, now(), $3, $4 FROM unnest($1::text[]) WITH ORDINALITY AS u(p, n) ORDER BY n
     RETURNING id, phone_number`,
    [phones, hash, role, portId, NAMES[role] ?? 'Pengguna'],
  );
  const byPhone = new Map(rows.map((r) => [r.phone_number as string, Number(r.id)]));
  return phones.map((p) => byPhone.get(p)!);
}

const phones = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(7, '0')}`);

export const queryOf = (database: Database): Query => {
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  return (text, params) => client.query(text, params);
};

/**
 * The database: migrated and seeded as a server would at the opening (catalogue, ships, the
 * timetable), the timetable ended the day before the peak day so the run's own 40 departures are
 * that day's only ones, and the people. Returns the departures' ids in the scenario's order.
 */
export async function prepareDatabase(database: Database, s: Scenario) {
  const query = queryOf(database);
  await database.migrate();
  await database.withStartupLock((db) => seed(db, s.opening - DAY, 8));
  const dayBefore = new Date(Date.parse(`${s.day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
  await query(`UPDATE timetable_patterns SET valid_until = $1`, [dayBefore]);
  await query(`DELETE FROM schedules WHERE issued_date >= $1`, [s.day]);
  const ports = new Map((await query(`SELECT id, name FROM routes`)).rows.map((r) => [r.name as string, Number(r.id)]));
  const ships = (await query(`SELECT id FROM ships ORDER BY id LIMIT 2`)).rows.map((r) => Number(r.id));
  const ids: number[] = [];
  for (const d of s.departures) {
    const from = ports.get(d.from)!;
    const to = ports.get(d.from === 'Simanindo' ? 'Tigaras' : 'Simanindo')!;
    const wib = new Date(d.at + 7 * 3_600_000).toISOString();
    const { rows } = await query(
      `INSERT INTO schedules (from_route_id, to_route_id, issued_date, issued_time, departure_at, ship_id, origin,
         lane_cm, lane_free_cm, seats, seats_free, walkin_percent, walkin_release_hours, walkin_used_cm, status)
       VALUES ($1, $2, $3, $4, $5, $6, 'extra', $7, $7, $8, $8, 40, 2, 0, 'open') RETURNING id`,
      [
        from,
        to,
        wib.slice(0, 10),
        wib.slice(11, 19),
        new Date(d.at).toISOString(),
        ships[d.index % 2],
        d.laneCm,
        d.seats,
      ],
    );
    ids.push(Number(rows[0]!.id));
  }
  const buyerPhones = phones('0819', s.buyers.length);
  const scalperPhones = phones('0817', s.scalpers);
  const cashierPhones = phones('0818', 2);
  const officerPhones = phones('0816', 2);
  const adminPhones = phones('0815', 1);
  const people: People = {
    buyers: (await insertUsers(query, buyerPhones, 'penumpang', null)).map((id, i) => ({ id, phone: buyerPhones[i]! })),
    scalpers: (await insertUsers(query, scalperPhones, 'penumpang', null)).map((id, i) => ({
      id,
      phone: scalperPhones[i]!,
    })),
    cashiers: [
      ...(await insertUsers(query, cashierPhones.slice(0, 1), 'kasir', ports.get('Simanindo')!)).map((id) => ({
        id,
        phone: cashierPhones[0]!,
        port: 'Simanindo' as const,
      })),
      ...(await insertUsers(query, cashierPhones.slice(1), 'kasir', ports.get('Tigaras')!)).map((id) => ({
        id,
        phone: cashierPhones[1]!,
        port: 'Tigaras' as const,
      })),
    ],
    officers: (await insertUsers(query, officerPhones, 'petugas', null)).map((id, i) => ({
      id,
      phone: officerPhones[i]!,
    })),
    admin: { id: (await insertUsers(query, adminPhones, 'admin', null))[0]!, phone: adminPhones[0]! },
  };
  return { departures: ids, people, ports };
}

/** Where the run's database lives: PostgreSQL (a fresh database) or a PGlite folder. */
export async function openRunDatabase(single: boolean) {
  const fresh = single ? null : await freshDatabase();
  const dataDir = fresh ? null : mkdtempSync(join(tmpdir(), 'seberang-peak-'));
  const database = await openDatabase(fresh ? { databaseUrl: fresh.url } : { pgliteDir: join(dataDir!, 'pglite') });
  return { fresh, dataDir, database };
}

export class Servers {
  readonly instances: Instance[] = [];
  readonly crashes: CrashWindow[] = [];
  constructor(
    private readonly where: { databaseUrl?: string; dataDir?: string },
    private readonly env: Record<string, string>,
    private readonly t0: () => number,
  ) {}

  async start(count: number): Promise<void> {
    for (let i = 0; i < count; i++) this.instances.push({ index: i, proc: null, base: '', ws: '' });
    await Promise.all(this.instances.map((inst) => this.boot(inst)));
  }

  private async boot(inst: Instance): Promise<void> {
    const proc = await startServerProcess({ ...this.where, env: this.env });
    inst.proc = proc;
    inst.base = `http://127.0.0.1:${proc.port}`;
    inst.ws = `ws://127.0.0.1:${proc.port}/api/ws`;
  }

  live(): Instance[] {
    return this.instances.filter((i) => i.proc);
  }

  /** kill -9 of instance `index`, and its restart (the same data, a new port); the window recorded. */
  async crash(index: number, label: string): Promise<void> {
    const inst = this.instances[index]!;
    const proc = inst.proc;
    if (!proc) return;
    const killedAt = this.t0();
    inst.proc = null;
    proc.child.kill('SIGKILL');
    await proc.exited.catch(() => null);
    await this.boot(inst);
    this.crashes.push({ instance: index, label, killedAt, readyAt: this.t0() });
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.instances.map(async (inst) => {
        if (!inst.proc) return;
        inst.proc.child.kill('SIGTERM');
        await inst.proc.exited;
        inst.proc = null;
      }),
    );
  }
}

export type Answer = { status: number; body: any };

/** Every request of the run goes through here: recorded, and retried on a failed connection. */
export class Client {
  readonly samples: RequestSample[] = [];
  private nextId = 1;
  private turn = 0;
  constructor(
    private readonly servers: Servers,
    private readonly segments: BenchClockSegment[],
    private readonly t0: number,
  ) {}

  now(): number {
    return simAt(this.segments, Date.now());
  }

  wall(): number {
    return Date.now() - this.t0;
  }

  /** An instance to talk to: `prefer` when it is up, else the next live one. */
  pick(prefer?: number): Instance | null {
    const live = this.servers.live();
    if (live.length === 0) return null;
    const wanted =
      prefer === undefined ? undefined : live.find((i) => i.index === prefer % this.servers.instances.length);
    return wanted ?? live[this.turn++ % live.length]!;
  }

  async call(
    kind: RequestKind,
    method: string,
    path: string,
    o: { token?: string | null; body?: unknown; prefer?: number } = {},
  ): Promise<Answer> {
    let retryOf: number | null = null;
    const giveUp = Date.now() + 120_000;
    for (let attempt = 0; attempt < 40 && Date.now() < giveUp; attempt++) {
      const inst = this.pick(o.prefer);
      if (!inst) {
        // Every instance down (one instance, killed): wait for the restart, as the app's retry does.
        attempt--;
        await sleep(100);
        continue;
      }
      const id = this.nextId++;
      const started = Date.now();
      const sample: RequestSample = {
        id,
        kind,
        wall: started - this.t0,
        sim: this.now(),
        ms: 0,
        status: 0,
        instance: inst.index,
        retryOf,
      };
      this.samples.push(sample);
      try {
        const headers: Record<string, string> = {
          accept: 'application/json',
          cookie: `XSRF-TOKEN=${XSRF}`,
          'x-xsrf-token': XSRF,
        };
        if (o.token) headers.authorization = `Bearer ${o.token}`;
        if (o.body !== undefined) headers['content-type'] = 'application/json';
        const res = await fetch(inst.base + path, {
          method,
          headers,
          body: o.body === undefined ? undefined : JSON.stringify(o.body),
        });
        const text = await res.text();
        sample.ms = Date.now() - started;
        sample.status = res.status;
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          // not JSON: kept as text
        }
        return { status: res.status, body };
      } catch {
        sample.ms = Date.now() - started;
        retryOf = id;
        await sleep(150 + attempt * 50);
      }
    }
    return { status: 0, body: null };
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
