// The peak day's invariants over tickets (issue #39, bench/peak/invariants.ts): the closure notices,
// the manifests and the boarding, read directly from the database and held against what the runner
// recorded (RunRecord: its closures, the officers' accepted scans, the no-shows).
import type { InvariantResult, RunRecord } from './types';
import type { Query } from './invariants';
import { num, result } from './invariants-common';

type Closure = RunRecord['closures'][number];
type DockRecord = RunRecord['boardings'][number];

/** The audit action of a closure (server/operator/departures.ts STATUS_ACTION). */
const CLOSURE_ACTION = { held: 'departure.hold', cancelled: 'departure.cancel' } as const;

/**
 * A notice's event: its dedupe key without anything after the parts the server names the event by
 * (server/notices: ticket:<t>:v<n>, closed:<t>:<status>:<scheduleId>, delayed:<t>:<scheduleId>:<ms>,
 * reminder:<t>:<scheduleId>), so a second row for the same event under another key is a duplicate.
 */
const EVENT_PARTS: Record<string, number> = { ticket: 3, closed: 4, delayed: 4, reminder: 3 };
export function eventOf(dedupeKey: string): string {
  const parts = dedupeKey.split(':');
  return parts.slice(0, EVENT_PARTS[parts[0]!] ?? parts.length).join(':');
}

/** The server's instant of each closure: its audit row's (the one nearest the runner's `sim`). */
async function closureInstants(query: Query, closures: Closure[]): Promise<(number | null)[]> {
  const { rows } = await query(
    `SELECT entity_id AS "scheduleId", action, (extract(epoch FROM at) * 1000)::float8 AS at
     FROM audit_log WHERE entity = 'departure' AND action IN ('departure.hold', 'departure.cancel')
       AND entity_id = ANY($1::int[])`,
    [[...new Set(closures.map((c) => c.scheduleId))]],
  );
  const audits = (rows as Record<string, unknown>[]).map((r) => ({
    scheduleId: num(r.scheduleId),
    action: String(r.action),
    at: num(r.at),
  }));
  return closures.map((c) => {
    const mine = audits.filter((a) => a.scheduleId === c.scheduleId && a.action === CLOSURE_ACTION[c.status]);
    mine.sort((a, b) => Math.abs(a.at - c.sim) - Math.abs(b.at - c.sim));
    return mine[0]?.at ?? null;
  });
}

/**
 * The tickets PAID on `scheduleId` at the instant `at` (epoch ms; checkNotices asks half a
 * millisecond either side of a closure), and whether each has a number to tell:
 * paid by then (paid_at), not cancelled by then (a PAID ticket ends CANCELLED with settled_at its
 * cancellation's instant), and on that departure then (its first done move after `at` moved it from
 * there; none: its departure now).
 */
async function paidAt(query: Query, scheduleId: number, at: number): Promise<{ id: number; reachable: boolean }[]> {
  const { rows } = await query(
    `SELECT t.id, COALESCE(t.buyer_phone, u.phone_number) IS NOT NULL AS reachable
     FROM transactions t LEFT JOIN users u ON u.id = t.user_id
     WHERE t.paid_at IS NOT NULL AND extract(epoch FROM t.paid_at) * 1000 <= $2::float8
       AND (t.status = 'PAID' OR (t.status = 'CANCELLED' AND extract(epoch FROM t.settled_at) * 1000 > $2::float8))
       AND COALESCE((SELECT c.from_schedule_id FROM ticket_changes c
                     WHERE c.transaction_id = t.id AND c.kind = 'reschedule' AND c.status = 'done'
                       AND extract(epoch FROM COALESCE(c.settled_at, c.created_at)) * 1000 > $2::float8
                     ORDER BY c.id LIMIT 1), t.schedule_id) = $1::int
     ORDER BY t.id`,
    [scheduleId, at],
  );
  return (rows as Record<string, unknown>[]).map((r) => ({ id: num(r.id), reachable: r.reachable === true }));
}

interface NoticeRow {
  id: number;
  transactionId: number;
  kind: string;
  dedupeKey: string;
  status: string;
}

/** The notices of the run's tickets (on its departures now, or moved to or from one of them). */
async function noticesOf(query: Query, departures: number[]): Promise<NoticeRow[]> {
  const { rows } = await query(
    `SELECT n.id, n.transaction_id AS "transactionId", n.kind, n.dedupe_key AS "dedupeKey", n.status
     FROM notices n JOIN transactions t ON t.id = n.transaction_id
     WHERE t.schedule_id = ANY($1::int[])
        OR EXISTS (SELECT 1 FROM ticket_changes c WHERE c.transaction_id = t.id AND c.kind = 'reschedule'
                   AND (c.from_schedule_id = ANY($1::int[]) OR c.to_schedule_id = ANY($1::int[])))
     ORDER BY n.id`,
    [departures],
  );
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: num(r.id),
    transactionId: num(r.transactionId),
    kind: String(r.kind),
    dedupeKey: String(r.dedupeKey),
    status: String(r.status),
  }));
}

/**
 * notices: for each of the run's closures, every ticket PAID on that departure at the closure's
 * instant (the server's, from its audit row; both just before and just after it) with a number to
 * tell (the booth buyer's, else the account's: server/notices/departure.ts) gets exactly one
 * 'departure_closed' notice of that closure (closed:<ticket>:<status>:<departure>), sent by the end;
 * and no event is told twice: no two rows (failed ones aside) of one ticket, kind and event.
 */
export async function checkNotices(query: Query, run: RunRecord): Promise<InvariantResult> {
  const problems: string[] = [];
  const notices = await noticesOf(query, run.departures);
  const live = notices.filter((n) => n.status !== 'failed');
  const byEvent = new Map<string, NoticeRow[]>();
  for (const n of live) {
    const key = `${n.transactionId} ${n.kind} ${eventOf(n.dedupeKey)}`;
    byEvent.set(key, [...(byEvent.get(key) ?? []), n]);
  }
  for (const [key, rows] of byEvent)
    if (rows.length > 1)
      problems.push(`${key} is told ${rows.length} times: notices ${rows.map((r) => r.id).join(', ')}`);

  const instants = await closureInstants(query, run.closures);
  let told = 0;
  let unreachable = 0;
  let ambiguous = 0;
  for (const [i, c] of run.closures.entries()) {
    const at = instants[i];
    if (at === null || at === undefined) {
      problems.push(`departure ${c.scheduleId} ${c.status}: the server has no audit row of that closure`);
      continue;
    }
    // Just before and just after the closure's millisecond: a ticket paid, cancelled or moved in
    // that very millisecond may have come before or after it, and is not required.
    const before = await paidAt(query, c.scheduleId, at - 0.5);
    const after = new Set((await paidAt(query, c.scheduleId, at + 0.5)).map((x) => x.id));
    const stranded = before.filter((x) => after.has(x.id));
    ambiguous += before.length + after.size - 2 * stranded.length;
    for (const t of stranded) {
      if (!t.reachable) {
        unreachable += 1;
        continue;
      }
      const rows = byEvent.get(`${t.id} departure_closed closed:${t.id}:${c.status}:${c.scheduleId}`) ?? [];
      const what = `ticket #${t.id}, PAID on departure ${c.scheduleId} when it was ${c.status}`;
      if (rows.length === 0) problems.push(`${what}, has no notice of it`);
      else if (rows.length === 1 && rows[0]!.status !== 'sent')
        problems.push(`${what}: its notice ${rows[0]!.id} is ${rows[0]!.status}, not sent`);
      else if (rows.length === 1) told += 1;
    }
  }
  return result(
    'notices',
    problems,
    `${run.closures.length} closures: ${told} stranded (ticket, closure) pairs told exactly once (${unreachable} without a number to tell, ${ambiguous} changed in the closure's millisecond); ${live.length} notices, none twice for one event`,
  );
}

/**
 * manifests: every PAID ticket of the run (on one of its departures, moved to or from one, or seen
 * at one's dock by the runner) is on exactly one of the run's manifests, its own departure's: the
 * one its last done move took it to, and the one whose dock the runner saw it at. A manifest is
 * read by the rule of GET /api/petugas/manifest/{scheduleId} (server/port/service.ts manifest →
 * ./departures.ts ticketsOf and withCounts): the tickets whose schedule_id is that departure, the
 * PAID ones booked. This direct SQL mirrors that rule rather than calling the endpoint.
 */
export async function checkManifests(query: Query, run: RunRecord): Promise<InvariantResult> {
  const dock = new Map<number, Set<number>>();
  for (const r of [...run.boardings, ...run.noShows])
    dock.set(r.ticketId, new Set([...(dock.get(r.ticketId) ?? []), r.scheduleId]));
  const { rows } = await query(
    `SELECT t.id, t.schedule_id AS "scheduleId",
            (SELECT c.to_schedule_id FROM ticket_changes c WHERE c.transaction_id = t.id AND c.kind = 'reschedule'
             AND c.status = 'done' ORDER BY c.id DESC LIMIT 1) AS "movedTo"
     FROM transactions t
     WHERE t.status = 'PAID' AND (t.schedule_id = ANY($1::int[]) OR t.id = ANY($2::int[])
        OR EXISTS (SELECT 1 FROM ticket_changes c WHERE c.transaction_id = t.id AND c.kind = 'reschedule'
                   AND c.status = 'done' AND (c.from_schedule_id = ANY($1::int[]) OR c.to_schedule_id = ANY($1::int[]))))
     ORDER BY t.id`,
    [run.departures, [...dock.keys()]],
  );
  const ours = new Set(run.departures);
  const problems: string[] = [];
  let moved = 0;
  for (const r of rows as Record<string, unknown>[]) {
    const id = num(r.id);
    const on = num(r.scheduleId);
    const movedTo = r.movedTo === null || r.movedTo === undefined ? null : num(r.movedTo);
    if (movedTo !== null) moved += 1;
    const seen = [...(dock.get(id) ?? [])];
    if (!ours.has(on)) problems.push(`PAID ticket #${id} is on no manifest of the run (its departure is ${on})`);
    if (movedTo !== null && movedTo !== on)
      problems.push(`PAID ticket #${id} was last moved to departure ${movedTo}, it is on ${on}'s manifest`);
    if (seen.length > 1) problems.push(`PAID ticket #${id} was seen at the docks of departures ${seen.join(', ')}`);
    else if (seen.length === 1 && seen[0] !== on)
      problems.push(`PAID ticket #${id} was seen at departure ${seen[0]}'s dock, it is on ${on}'s manifest`);
  }
  return result(
    'manifests',
    problems,
    `${rows.length} PAID tickets, each on exactly one of ${run.departures.length} manifests, its own (${moved} moved, ${dock.size} seen at the dock)`,
  );
}

const idsOf = (records: DockRecord[], scheduleId: number) =>
  new Set(records.filter((r) => r.scheduleId === scheduleId).map((r) => r.ticketId));
const minus = (a: Iterable<number>, b: Set<number>) => [...a].filter((x) => !b.has(x));
const list = (ids: number[]) => ids.map((i) => `#${i}`).join(', ');

/**
 * boarding: per departure, the tickets the server has checked in are the boardings the runner's
 * officers had accepted; and once it has sailed (departure_at before `nowMs`, not cancelled) its
 * PAID tickets number its boardings plus its no-shows (and are those tickets).
 */
export async function checkBoarding(query: Query, run: RunRecord, nowMs: number): Promise<InvariantResult> {
  const deps = await query(
    `SELECT id, (extract(epoch FROM departure_at) * 1000)::float8 AS "departureMs", status
     FROM schedules WHERE id = ANY($1::int[]) ORDER BY id`,
    [run.departures],
  );
  const tickets = await query(
    `SELECT id, schedule_id AS "scheduleId", status, checked_in AS "checkedIn"
     FROM transactions WHERE schedule_id = ANY($1::int[]) AND (status = 'PAID' OR checked_in) ORDER BY id`,
    [run.departures],
  );
  const rows = (tickets.rows as Record<string, unknown>[]).map((t) => ({
    id: num(t.id),
    scheduleId: num(t.scheduleId),
    paid: t.status === 'PAID',
    checkedIn: t.checkedIn === true,
  }));
  const problems: string[] = [];
  let sailed = 0;
  for (const d of deps.rows as Record<string, unknown>[]) {
    const id = num(d.id);
    const mine = rows.filter((t) => t.scheduleId === id);
    const checked = new Set(mine.filter((t) => t.checkedIn).map((t) => t.id));
    const boarded = idsOf(run.boardings, id);
    const extra = minus(checked, boarded);
    const missing = minus(boarded, checked);
    if (extra.length) problems.push(`departure ${id}: checked in on the server, not by the run: ${list(extra)}`);
    if (missing.length) problems.push(`departure ${id}: boarded by the run, not checked in: ${list(missing)}`);
    if (!(num(d.departureMs) < nowMs && d.status !== 'cancelled')) continue;
    sailed += 1;
    const paid = new Set(mine.filter((t) => t.paid).map((t) => t.id));
    const noShows = idsOf(run.noShows, id);
    if (paid.size !== boarded.size + noShows.size) {
      const both = [...boarded].filter((t) => noShows.has(t));
      problems.push(
        `departure ${id}: ${paid.size} paid ≠ ${boarded.size} boarded + ${noShows.size} no-shows` +
          ` (paid, neither: ${list(minus(minus(paid, boarded), noShows))}; recorded, not paid: ${list(minus(new Set([...boarded, ...noShows]), paid))}; both: ${list(both)})`,
      );
    }
  }
  return result(
    'boarding',
    problems,
    `${deps.rows.length} departures: checked-in tickets = the run's ${run.boardings.length} boardings; ${sailed} sailed, each paid = boarded + ${run.noShows.length} no-shows in all`,
  );
}
