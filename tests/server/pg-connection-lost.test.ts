// A PostgreSQL connection lost while a request holds it (issue #39's crash windows; found by the
// property test, tests/server/property-books.test.ts): PostgreSQL restarting, or an operator ending
// a backend with pg_terminate_backend, fails that request's transaction and query — and nothing
// more. Before the pool's clients had their own 'error' listener (server/db/client.ts), the client
// checked out for a transaction emitted 'error' with no listener and the whole process ended on an
// uncaught "Connection terminated unexpectedly". Runs on the machine's PostgreSQL (DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, sql, type Database } from '../../server/db/client';

describe.skipIf(!process.env.DATABASE_URL)('a PostgreSQL connection lost mid-request', () => {
  let database: Database;
  let killer: pg.Client;
  const uncaught: unknown[] = [];
  const record = (err: unknown) => uncaught.push(err);

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    killer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await killer.connect();
    process.on('uncaughtException', record);
  });
  afterAll(async () => {
    process.off('uncaughtException', record);
    await killer?.end();
    await database?.close();
  });

  it('fails the transaction and the query that held it, and the next request is served', async () => {
    const marker = `lost_${process.pid}_${Date.now()}`;
    const inTx = database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SELECT pg_sleep(3) AS ${marker}_tx`));
    });
    const plain = database.db.execute(sql.raw(`SELECT pg_sleep(3) AS ${marker}_q`));
    const settled = Promise.allSettled([inTx, plain]);
    // Both statements are running: end their backends.
    await expect
      .poll(async () => {
        const r = await killer.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE '%${marker}%' AND pid <> pg_backend_pid()`,
        );
        return r.rows[0].n as number;
      })
      .toBe(2);
    await killer.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE '%${marker}%' AND pid <> pg_backend_pid()`,
    );
    const [tx, q] = await settled;
    expect(tx.status).toBe('rejected');
    expect(q.status).toBe('rejected');
    // The client's 'error' event comes on a later tick: give it the time to end the process.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(uncaught).toEqual([]);
    const after = await database.db.execute(sql`SELECT 1 AS one`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
  });
});
