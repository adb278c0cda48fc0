// One lifecycle, one ledger (issue #37 items 1 and 2): a ticket's row (`transactions`) is written
// only by server/lifecycle/, and a ledger row (`ledger_entries`) only by server/ledger/. Every other
// module — the online self-service, the booth, the console, the payment notifications, the jobs —
// calls them. This reads the server's source: a write by query builder (`.update(transactions)`,
// `.insert(…)`, `.delete(…)`) or by SQL text (`UPDATE transactions`, `INSERT INTO …`) anywhere else
// fails, naming the file.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return p.includes(`${path.sep}migrations`) ? [] : sources(p);
    return /\.(ts|mts|js|mjs)$/.test(e.name) ? [p] : [];
  });
}

/** The writes of `table` (its Drizzle name and its SQL name) in a source text. */
export function writesOf(text: string, table: { drizzle: string; sql: string }): string[] {
  const builder = new RegExp(`\\.(update|insert|delete)\\(\\s*${table.drizzle}\\s*\\)`, 'g');
  const raw = new RegExp(`\\b(UPDATE|INSERT\\s+INTO|DELETE\\s+FROM)\\s+"?${table.sql}"?\\b`, 'gi');
  return [...text.matchAll(builder), ...text.matchAll(raw)].map((m) => m[0]);
}

const TICKETS = { drizzle: 'transactions', sql: 'transactions' };
const LEDGER = { drizzle: 'ledgerEntries', sql: 'ledger_entries' };
const files = sources('server').map((f) => ({ file: f.split(path.sep).join('/'), text: fs.readFileSync(f, 'utf8') }));

function writers(table: typeof TICKETS): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const f of files) {
    const w = writesOf(f.text, table);
    if (w.length) out[f.file] = w;
  }
  return out;
}

describe('who writes a ticket and a ledger row', () => {
  it('the detector finds builder and SQL writes, and not reads', () => {
    expect(writesOf('await tx\n  .update(transactions)\n  .set({ status })', TICKETS)).toHaveLength(1);
    expect(writesOf('tx.insert(transactions).values(v)', TICKETS)).toHaveLength(1);
    expect(writesOf('sql`UPDATE transactions AS t SET status = ...`', TICKETS)).toHaveLength(1);
    expect(writesOf('sql`insert into "ledger_entries" (amount)`', LEDGER)).toHaveLength(1);
    expect(writesOf('tx.select().from(transactions).where(...)', TICKETS)).toEqual([]);
    expect(writesOf('SELECT id FROM transactions WHERE status = $1', TICKETS)).toEqual([]);
  });

  it('only server/lifecycle/ writes a ticket', () => {
    const all = writers(TICKETS);
    const outside = Object.keys(all).filter((f) => !f.startsWith('server/lifecycle/'));
    expect(outside).toEqual([]);
    // The lifecycle really is where they are (the scan is not blind).
    expect(Object.keys(all).sort()).toEqual(
      expect.arrayContaining(['server/lifecycle/holds.ts', 'server/lifecycle/move.ts', 'server/lifecycle/tickets.ts']),
    );
  });

  it('only server/ledger/ writes a ledger row', () => {
    const all = writers(LEDGER);
    expect(Object.keys(all).filter((f) => !f.startsWith('server/ledger/'))).toEqual([]);
    expect(Object.keys(all)).toContain('server/ledger/entries.ts');
  });
});
