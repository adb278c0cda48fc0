// Embedded PGlite: a statement parsed and planned once for the session, then run by name.
//
// PGlite runs every `query()` through the extended protocol's unnamed statement: each execution
// parses, analyses and plans the SQL again, and the driver wrappers decode the answer in
// JavaScript, all on the event loop (bench/README.md, _api-load_: the schedule search took
// 1.3–2.0 ms, of which planning 0.2 and execution 0.1–0.3).
// Drizzle's `prepare(name)` only saves the query building there (PGlite has no named statements in
// its API). SQL's own PREPARE does the same job inside the session: PGlite has exactly one session
// per process, so a statement prepared on first use stays for the life of the database. It is then
// run with `EXECUTE name(values)` over the simple protocol, the values written as string literals
// that PostgreSQL converts to the parameter types it inferred at PREPARE, exactly as it converts
// the values bound to an unnamed statement. PostgreSQL needs none of this: there Drizzle's
// `prepare(name)` makes a named server-side statement per connection.
import { fillPlaceholders, type Query } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';

/** Runs `query` (Drizzle's `toSQL()`: placeholders allowed) with `values` for its placeholders. */
export type SessionStatement = <Row>(query: Query) => (values: Record<string, unknown>) => Promise<Row[]>;

let statements = 0;

/**
 * A value as an SQL string literal of unknown type (an escape string: correct whatever
 * standard_conforming_strings says). Only what Drizzle passes as parameter values is accepted.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') text = String(value);
  else throw new TypeError(`sqlLiteral: cannot write a ${typeof value} as a literal`);
  if (text.includes('\0')) throw new TypeError('sqlLiteral: a NUL character cannot be sent');
  return `E'${text.replace(/\\/gu, '\\\\').replace(/'/gu, "''")}'`;
}

/** The PGlite implementation of Database.sessionStatement. */
export function pgliteSessionStatement(client: PGlite): SessionStatement {
  return <Row>(query: Query) => {
    const name = `session_statement_${(statements += 1)}`;
    let prepared: Promise<unknown> | null = null;
    return async (values: Record<string, unknown>): Promise<Row[]> => {
      prepared ??= client.exec(`PREPARE ${name} AS ${query.sql}`).catch((err: unknown) => {
        prepared = null; // tried again by the next execution
        throw err;
      });
      await prepared;
      const args = fillPlaceholders(query.params, values).map(sqlLiteral);
      const [result] = await client.exec(args.length ? `EXECUTE ${name}(${args.join(', ')})` : `EXECUTE ${name}`);
      return (result?.rows ?? []) as Row[];
    };
  };
}
