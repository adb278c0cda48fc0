// Opens the database: a real PostgreSQL when a postgres:// URL is given, else embedded PGlite
// (a data folder, or `memory://` for tests). Both are driven through the same Drizzle API.
import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema';
import { pgliteSessionStatement, type SessionStatement } from './session-statement';

export type Schema = typeof schema;
/**
 * The driver-neutral drizzle database the code is written against. Each driver's drizzle()
 * (node-postgres, PGlite) returns its own subtype with a driver-specific query-result type, so the
 * drivers' databases are cast to this (`as unknown as Db`) and back to the driver's own type for
 * its migrator (`as never`): the queries used are the same for both.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: helpers that may run inside or outside one take this. */
export type Executor = Db | Tx;

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Apply the migrations (serialised across processes on PostgreSQL by an advisory lock). */
  migrate(): Promise<void>;
  /** Run `fn` while holding a cluster-wide advisory lock (PostgreSQL) — used around seeding. */
  withStartupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** PGlite only: a tarball of the whole database (tests restore it instead of running initdb). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Calls `onChange` whenever a statement writing `table` commits, in any process (a statement
   * trigger sends a NOTIFY; never on a rollback). Resolves with a function that stops watching.
   *
   * - PGlite: the NOTIFY is delivered before the writer's promise resolves.
   * - PostgreSQL: every connection of this process's pool LISTENs too, so a write made here is
   *   announced on its own connection before its COMMIT (or statement) resolves — exact, like
   *   PGlite; writes of other processes arrive on a dedicated listening connection within
   *   milliseconds of their commit. `onListening(false)` says that connection is lost (changes may
   *   be missed until `onListening(true)`, after it is back); it starts false.
   */
  watchTable?: (
    table: string,
    onChange: () => void,
    onListening?: (listening: boolean) => void,
  ) => Promise<() => Promise<void>>;
  /**
   * PGlite only: a statement parsed and planned once for the session (./session-statement.ts), for
   * the hottest reads; on PostgreSQL Drizzle's `prepare(name)` does that per connection.
   */
  sessionStatement?: SessionStatement;
  close(): Promise<void>;
}

const STARTUP_LOCK_KEY = 0x5eb3a9; // arbitrary, constant: "seberang start-up"

export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir?: string;
  /** PGlite: start from a dump made by `dumpDataDir()` (much faster than a fresh initdb). */
  pgliteLoadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.pgliteDir ?? 'memory://', opts.pgliteLoadDataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Dates and instants come back as strings/Date as drizzle expects; bigint counts as numbers.
  pg.default.types.setTypeParser(20, (v: string) => Number.parseInt(v, 10));
  // Every pool connection LISTENs to the change channels before its first use (see startChangeListener).
  const changes = new EventEmitter();
  const heard = firstHearing();
  const listenAll = POOL_WATCHED_TABLES.map((t) => `LISTEN "${changeChannel(t)}"`).join('; ');
  const pool = new pg.default.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_MAX ?? 10),
    verify: (client, done) => {
      // A connection lost while checked out (a transaction under way when PostgreSQL restarts or
      // ends the backend) fails its query, and the client emits 'error' too; pg-pool listens only
      // while the client is idle, so without this one the process would end on an uncaught error.
      client.on('error', () => undefined);
      client.on('notification', (n) => {
        if (heard(n.channel, n.payload)) changes.emit(n.channel);
      });
      client.query(listenAll).then(() => done(), done);
    },
  });
  pool.on('error', () => {
    // An idle client lost its connection (server restart): the pool replaces it on next use.
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;

  async function withStartupLock<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      try {
        return await fn(drizzle({ client, schema }) as unknown as Db);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  }

  let listener: Promise<ChangeListener> | null = null;
  return {
    db,
    kind: 'postgres',
    migrate: () =>
      withStartupLock(async (locked) => {
        await migrate(locked as never, { migrationsFolder: MIGRATIONS_FOLDER });
      }),
    withStartupLock,
    async watchTable(table, onChange, onListening) {
      const channel = changeChannel(table);
      if (!POOL_WATCHED_TABLES.includes(table)) throw new Error(`watchTable: ${table} is not in POOL_WATCHED_TABLES`);
      // Several processes start at once: CREATE OR REPLACE of one function is not safe concurrently.
      await withStartupLock((locked) => locked.execute(sql.raw(notifyTriggerSql(table))));
      changes.on(channel, onChange);
      listener ??= startChangeListener(pg.default, url, changes, heard);
      const current = await listener;
      if (onListening) {
        changes.on(LISTENING, onListening);
        onListening(current.listening());
      }
      return async () => {
        changes.off(channel, onChange);
        if (onListening) changes.off(LISTENING, onListening);
      };
    },
    close: async () => {
      await (await listener)?.stop();
      await pool.end();
    },
  };
}

/** Tables whose writes PostgreSQL pool connections listen for (Database.watchTable). */
const POOL_WATCHED_TABLES = ['schedules', 'vehicle_types', 'passenger_types', 'fares'];

/** The NOTIFY channel announcing writes to `table`. */
function changeChannel(table: string): string {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`watchTable: unexpected table name ${table}`);
  return `seberang_${table}_changed`;
}

/**
 * One NOTIFY per writing statement (not per row), committed with it; nothing for a rollback. Its
 * payload is the writing transaction's id: on PostgreSQL a process hears one commit on several
 * connections (the writer's, the other pool connections, the dedicated listener), and acts on the
 * first only (`firstHearing`).
 */
function notifyTriggerSql(table: string): string {
  changeChannel(table);
  return `
    CREATE OR REPLACE FUNCTION seberang_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_notify('seberang_' || TG_TABLE_NAME || '_changed', txid_current()::text); RETURN NULL; END $$;
    CREATE OR REPLACE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION seberang_notify_change();`;
}

const LISTEN_RETRY_FIRST_MS = 250;
const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * True the first time a (channel, writing transaction) is heard, false for its echoes on this
 * process's other connections. Remembers the last 1000 per channel; a notification without a
 * transaction id always counts.
 */
function firstHearing(): (channel: string, payload: string | undefined) => boolean {
  const seen = new Map<string, Set<string>>();
  return (channel, payload) => {
    if (!payload) return true;
    let ids = seen.get(channel);
    if (!ids) seen.set(channel, (ids = new Set()));
    if (ids.has(payload)) return false;
    ids.add(payload);
    if (ids.size > 1000) ids.delete(ids.values().next().value as string);
    return true;
  };
}

/** The event `changes` emits with true/false when the dedicated connection listens or is lost. */
const LISTENING = Symbol('listening');

interface ChangeListener {
  listening(): boolean;
  stop(): Promise<void>;
}

/**
 * PostgreSQL side of watchTable:
 * - every pool connection LISTENs (the pool's `verify`, before its first use): PostgreSQL sends a
 *   session its own notifications before the ReadyForQuery of the committing statement, and
 *   node-postgres emits them before resolving that query — a write in this process has called
 *   `onChange` by the time its promise resolves;
 * - one dedicated connection per process LISTENs to every watched channel all the time (pool
 *   connections come and go), for the writes of other processes; while it is lost `changes` emits
 *   LISTENING false, and it reconnects with backoff. Resolves after the first attempt to listen.
 */
async function startChangeListener(
  pgModule: typeof import('pg').default,
  url: string,
  changes: EventEmitter,
  heard: (channel: string, payload: string | undefined) => boolean,
): Promise<ChangeListener> {
  const listenAll = POOL_WATCHED_TABLES.map((t) => `LISTEN "${changeChannel(t)}"`).join('; ');
  let stopped = false;
  let listening = false;
  let listener: import('pg').Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;
  const set = (now: boolean) => {
    if (listening === now) return;
    listening = now;
    changes.emit(LISTENING, now);
  };
  const connect = async (): Promise<void> => {
    const client = new pgModule.Client({
      connectionString: url,
      keepAlive: true,
      application_name: 'seberang-watch-listen',
    });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = null;
      client.end().catch(() => undefined);
      if (stopped) return;
      set(false);
      const delay = Math.min(LISTEN_RETRY_FIRST_MS * 2 ** attempt, LISTEN_RETRY_MAX_MS);
      attempt += 1;
      retry = setTimeout(() => void connect(), Math.round(delay * (0.75 + Math.random() * 0.5)));
      retry.unref();
    };
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', (n) => {
      if (heard(n.channel, n.payload)) changes.emit(n.channel);
    });
    try {
      await client.connect();
      await client.query(listenAll);
    } catch {
      lose();
      return;
    }
    if (lost) return;
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    attempt = 0;
    set(true);
  };
  await connect();
  return {
    listening: () => listening,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = listener;
      listener = null;
      await current?.end().catch(() => undefined);
    },
  };
}

async function openPglite(dir: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dir.includes('://')) mkdirSync(dir, { recursive: true }); // PGlite does not create parents
  const client = new PGlite(dir, loadDataDir ? { loadDataDir } : {});
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    // One process owns a PGlite folder (see server/platform/lock.ts): nothing to serialise.
    withStartupLock: (fn) => fn(db),
    dumpDataDir: () => client.dumpDataDir('none'),
    sessionStatement: pgliteSessionStatement(client),
    async watchTable(table, onChange, onListening) {
      const channel = changeChannel(table);
      // Installed by the watcher rather than by a migration: without a watcher nobody needs the
      // NOTIFY (e.g. a server started with the search cache off).
      await client.exec(notifyTriggerSql(table));
      const stop = await client.listen(channel, () => onChange());
      onListening?.(true); // one process, one connection: nothing to lose
      return () => stop();
    },
    close: () => client.close(),
  };
}

/** The rows of a raw `db.execute(sql…)` on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] };
  return r.rows ?? [];
}

export { sql };
