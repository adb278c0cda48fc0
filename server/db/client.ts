// Opens the database: a real PostgreSQL when a postgres:// URL is given, else embedded PGlite
// (a data folder, or `memory://` for tests). Both are driven through the same Drizzle API.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema.ts';

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
   * PGlite only: calls `onChange` whenever a statement writing `table` commits (a statement trigger
   * sends a NOTIFY, which PGlite delivers before the writer's promise resolves; never on rollback).
   * Resolves with a function that stops watching.
   */
  watchTable?: (table: string, onChange: () => void) => Promise<() => Promise<void>>;
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
  const pool = new pg.default.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
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

  return {
    db,
    kind: 'postgres',
    migrate: () =>
      withStartupLock(async (locked) => {
        await migrate(locked as never, { migrationsFolder: MIGRATIONS_FOLDER });
      }),
    withStartupLock,
    close: () => pool.end(),
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
    // One process owns a PGlite folder (see server/lock.ts): nothing to serialise.
    withStartupLock: (fn) => fn(db),
    dumpDataDir: () => client.dumpDataDir('none'),
    async watchTable(table, onChange) {
      if (!/^[a-z_]+$/.test(table)) throw new Error(`watchTable: unexpected table name ${table}`);
      const channel = `seberang_${table}_changed`;
      // Not a migration on purpose: only the embedded database needs it, and on PostgreSQL a NOTIFY
      // per write would serialise the commits of every process for no listener.
      await client.exec(`
        CREATE OR REPLACE FUNCTION seberang_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_notify('seberang_' || TG_TABLE_NAME || '_changed', ''); RETURN NULL; END $$;
        CREATE OR REPLACE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION seberang_notify_change();`);
      const stop = await client.listen(channel, () => onChange());
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
