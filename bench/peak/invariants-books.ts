// The peak day's invariants over space and money (issue #39, bench/peak/invariants.ts): capacity and
// the ledger, read directly from the database. The SQL is tests/server/property-books.test.ts's
// (capacity, ledgerBalances), with the simulated clock at the end instead of the test's, and what a
// ticket keeps read from the server's own tables rather than from the fake gateway's record.
import type { InvariantResult } from './types';
import type { Query } from './invariants';
import { num, result } from './invariants-common';

interface SpaceRow {
  id: number;
  laneCm: number;
  laneFreeCm: number;
  seats: number;
  seatsFree: number;
  walkinUsedCm: number;
  strictCm: number;
  strictSeats: number;
  txCm: number;
  txSeats: number;
  txWalkin: number;
  moveCm: number;
  moveSeats: number;
}

/**
 * capacity: no departure holds more lane-cm or seats than it has (its PAID tickets, its UNPAID
 * ones still inside their window at `nowMs`, and the space its pending moves hold), and its
 * counters agree with its tickets and moves: lane_free_cm = lane_cm − every PAID or UNPAID ticket's
 * space (a hold past its window keeps its space until the expiry job returns it) − pending moves',
 * seats_free likewise, walkin_used_cm = those tickets' walkin_cm.
 */
export async function checkCapacity(query: Query, departures: number[], nowMs: number): Promise<InvariantResult> {
  const { rows } = await query(
    `SELECT s.id, s.lane_cm AS "laneCm", s.lane_free_cm AS "laneFreeCm", s.seats, s.seats_free AS "seatsFree",
            s.walkin_used_cm AS "walkinUsedCm",
            COALESCE(h.strict_cm, 0)::int AS "strictCm", COALESCE(h.strict_seats, 0)::int AS "strictSeats",
            COALESCE(h.cm, 0)::int AS "txCm", COALESCE(h.seats, 0)::int AS "txSeats",
            COALESCE(h.walkin, 0)::int AS "txWalkin",
            COALESCE(m.cm, 0)::int AS "moveCm", COALESCE(m.seats, 0)::int AS "moveSeats"
     FROM schedules s
     LEFT JOIN (
       SELECT schedule_id,
              sum(space_cm) FILTER (WHERE status = 'PAID' OR expires_at > to_timestamp($2::float8 / 1000)) AS strict_cm,
              sum(seats) FILTER (WHERE status = 'PAID' OR expires_at > to_timestamp($2::float8 / 1000)) AS strict_seats,
              sum(space_cm) AS cm, sum(seats) AS seats, sum(walkin_cm) AS walkin
       FROM transactions WHERE status IN ('PAID', 'UNPAID') GROUP BY schedule_id
     ) h ON h.schedule_id = s.id
     LEFT JOIN (
       SELECT to_schedule_id, sum(space_cm) AS cm, sum(seats) AS seats
       FROM ticket_changes WHERE status = 'pending' GROUP BY to_schedule_id
     ) m ON m.to_schedule_id = s.id
     WHERE s.id = ANY($1::int[]) ORDER BY s.id`,
    [departures, nowMs],
  );
  const problems: string[] = [];
  const found = new Set<number>();
  for (const raw of rows as Record<string, unknown>[]) {
    const r = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, num(v)])) as unknown as SpaceRow;
    found.add(r.id);
    if (r.strictCm + r.moveCm > r.laneCm || r.strictSeats + r.moveSeats > r.seats)
      problems.push(
        `departure ${r.id} holds ${r.strictCm + r.moveCm} of ${r.laneCm} lane-cm and ${r.strictSeats + r.moveSeats} of ${r.seats} seats`,
      );
    if (
      r.laneFreeCm !== r.laneCm - r.txCm - r.moveCm ||
      r.seatsFree !== r.seats - r.txSeats - r.moveSeats ||
      r.walkinUsedCm !== r.txWalkin
    )
      problems.push(`departure ${r.id}'s counters disagree with its tickets and moves: ${JSON.stringify(r)}`);
  }
  for (const d of departures) if (!found.has(d)) problems.push(`departure ${d} is not in the database`);
  return result(
    'capacity',
    problems,
    `${found.size} departures: none over its lane-cm or seats, counters agree with tickets and moves`,
  );
}

interface Ticket {
  id: number;
  status: string;
  /** What was paid for it (its price at sale once paid, and its moves' payments) minus what went back. */
  keeps: number;
}
interface Entry {
  id: number;
  direction: string;
  amount: number;
  state: string;
  transactionId: number;
  reversesId: number | null;
}

/**
 * Out rows (pending or settled, not void) beyond the settled in row each reverses: one line per
 * reversed row over its amount. Shared with tests/server/property-books.test.ts.
 */
export function overReversals(entries: Omit<Entry, 'transactionId'>[]): string[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const reversed = new Map<number, number>();
  for (const e of entries.filter((x) => x.direction === 'out' && x.state !== 'void'))
    reversed.set(e.reversesId ?? -1, (reversed.get(e.reversesId ?? -1) ?? 0) + e.amount);
  const problems: string[] = [];
  for (const [id, out] of reversed) {
    const payment = byId.get(id);
    const left = payment?.direction === 'in' && payment.state === 'settled' ? payment.amount : 0;
    if (out > left)
      problems.push(`out rows reverse ${out} of row ${id} (${JSON.stringify(payment ?? null)}), ${left} there`);
  }
  return problems;
}

/**
 * The run's tickets (on the run's departures) and what each keeps, from the ticket tables: its
 * price at sale once paid (sale_price, paid_at set), plus its moves' payments the server applied or
 * owes back (a done move's amount_due, or one refunded as change_not_applied), minus its refunds
 * settled (refunds 'refunded' or 'paid') and the booth's cash refund on the ticket when the refund
 * list does not hold it (no 'tunai' refund row).
 */
async function ticketsKeeping(query: Query, departures: number[]): Promise<Ticket[]> {
  const { rows } = await query(
    `SELECT t.id, t.status,
            (CASE WHEN t.paid_at IS NOT NULL THEN COALESCE(t.sale_price, 0) ELSE 0 END
             + COALESCE((SELECT sum(c.amount_due) FROM ticket_changes c WHERE c.transaction_id = t.id
                         AND c.order_id IS NOT NULL AND c.amount_due > 0
                         AND (c.status = 'done' OR EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = c.order_id
                                                           AND r.cause = 'change_not_applied'))), 0)
             - COALESCE((SELECT sum(r.amount) FROM refunds r WHERE r.transaction_id = t.id
                         AND r.status IN ('refunded', 'paid')), 0)
             - CASE WHEN EXISTS (SELECT 1 FROM refunds r WHERE r.transaction_id = t.id AND r.method = 'tunai') THEN 0
                    ELSE COALESCE(t.refund_amount, 0) END)::int AS keeps
     FROM transactions t WHERE t.schedule_id = ANY($1::int[]) ORDER BY t.id`,
    [departures],
  );
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: num(r.id),
    status: String(r.status),
    keeps: num(r.keeps),
  }));
}

/** The ledger rows of the run's tickets, and the payments their out rows reverse. */
async function entriesOf(query: Query, departures: number[]): Promise<Entry[]> {
  const { rows } = await query(
    `WITH ours AS (SELECT id FROM transactions WHERE schedule_id = ANY($1::int[]))
     SELECT l.id, l.direction, l.amount, l.state, l.transaction_id AS "transactionId", l.reverses_id AS "reversesId"
     FROM ledger_entries l
     WHERE l.transaction_id IN (SELECT id FROM ours)
        OR l.id IN (SELECT reverses_id FROM ledger_entries WHERE transaction_id IN (SELECT id FROM ours))
     ORDER BY l.id`,
    [departures],
  );
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: num(r.id),
    direction: String(r.direction),
    amount: num(r.amount),
    state: String(r.state),
    transactionId: num(r.transactionId),
    reversesId: r.reversesId === null || r.reversesId === undefined ? null : num(r.reversesId),
  }));
}

/**
 * ledger (ledger_entries, server/db/schema-ledger.ts): per ticket Σ settled in − Σ settled out =
 * what it keeps (ticketsKeeping); no out row (pending or settled) beyond what is left of the
 * settled in row it reverses; every PAID ticket has a settled in row; and the totals tie out.
 */
export async function checkLedger(query: Query, departures: number[]): Promise<InvariantResult> {
  const tickets = await ticketsKeeping(query, departures);
  const entries = await entriesOf(query, departures);
  const problems: string[] = [];
  const byTicket = new Map<number, Entry[]>();
  for (const e of entries) byTicket.set(e.transactionId, [...(byTicket.get(e.transactionId) ?? []), e]);
  const totals = { in: 0, out: 0, kept: 0 };
  for (const t of tickets) {
    const rows = byTicket.get(t.id) ?? [];
    const settled = (dir: string) =>
      rows.filter((e) => e.direction === dir && e.state === 'settled').reduce((n, e) => n + e.amount, 0);
    const net = settled('in') - settled('out');
    totals.in += settled('in');
    totals.out += settled('out');
    totals.kept += t.keeps;
    if (net !== t.keeps)
      problems.push(
        `ticket #${t.id} (${t.status}) nets ${settled('in')} in − ${settled('out')} out = ${net}; it keeps ${t.keeps}: ${JSON.stringify(rows)}`,
      );
    if (t.status === 'PAID' && !rows.some((e) => e.direction === 'in' && e.state === 'settled'))
      problems.push(`PAID ticket #${t.id} has no settled in row`);
  }
  problems.push(...overReversals(entries));
  if (totals.in - totals.out !== totals.kept)
    problems.push(`the totals do not tie out: Σ in ${totals.in} − Σ out ${totals.out} ≠ Σ kept ${totals.kept}`);
  return result(
    'ledger',
    problems,
    `${tickets.length} tickets, ${entries.length} ledger rows: Σ settled in Rp ${totals.in} − Σ settled out Rp ${totals.out} = Σ kept Rp ${totals.kept}, per ticket too; no refund beyond its payment`,
  );
}
