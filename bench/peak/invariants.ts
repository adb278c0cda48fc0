// The peak day's invariants (issue #39, "Invariants, checked at the end and failing the run when
// broken"): bench/peak/run.ts calls checkInvariants once the day has drained, with a way to query
// the database the instances share, what it recorded (RunRecord, ./types.ts) and the simulated
// clock then; the report prints each answer and the run ends non-zero when one is not ok.
//   capacity        ./invariants-books.ts    no departure over its lane-cm or seats; counters agree
//   orders          here                     every accepted order decided, none lost
//   ledger          ./invariants-books.ts    the ledger balances to the rupiah
//   notices         ./invariants-tickets.ts  every stranded passenger told exactly once
//   manifests       ./invariants-tickets.ts  every PAID ticket on exactly one manifest, its own
//   boarding        ./invariants-tickets.ts  checked in = boarded; paid = boarded + no-shows
//   no-5xx          here                     no 5xx outside the crash windows
//   crash-requests  here                     every request whose connection failed retried to an answer
// Tests: tests/bench/peak-invariants.test.ts (an honest world passes; each one broken fails).
import type { CrashWindow, InvariantResult, RequestSample, RunRecord } from './types';
import { num, result } from './invariants-common';
import { checkCapacity, checkLedger } from './invariants-books';
import { checkBoarding, checkManifests, checkNotices } from './invariants-tickets';

/** A parameterised SQL query on the run's database ($1, $2, …): a pg Pool's or PGlite's `query`. */
export type Query = (text: string, params?: unknown[]) => Promise<{ rows: any[] }>;

/**
 * An accepted order as the runner may record it: `decision` is the status of the outcome pushed to
 * the buyer (200 a hold, 500 sold out, 412, 423, 429 …), null when none ever arrived; left out when
 * the runner does not follow the pushes. A refused order leaves no row once its outcome is pushed
 * (server/orders/deliver.ts deletes the request), so only `decision: null` tells a lost order from it.
 */
export type AcceptedOrder = RunRecord['accepted'][number] & { decision?: number | null };

/**
 * orders (order_requests, server/db/schema.ts; server/orders/README.md): every order the server
 * accepted (202) was decided. An order_requests row still undecided (decided_at null) at the end is
 * not; a decided row (its outcome not yet pushed) or the ticket its requestId made
 * (transactions.request_id) shows it was; an order with neither was decided and pushed as a refusal
 * (its row deleted after the push) — unless the runner says no outcome arrived (`decision: null`):
 * then it is lost.
 */
export async function checkOrders(query: Query, accepted: AcceptedOrder[]): Promise<InvariantResult> {
  const byRequest = new Map<string, AcceptedOrder>();
  for (const a of accepted) {
    const seen = byRequest.get(a.requestId);
    // The same order sent again: heard once is enough.
    if (!seen || (seen.decision === null && a.decision !== null)) byRequest.set(a.requestId, a);
  }
  const ids = [...byRequest.keys()];
  const requests = await query(
    `SELECT request_id AS "requestId", bool_and(decided_at IS NOT NULL) AS decided
     FROM order_requests WHERE request_id = ANY($1::text[]) GROUP BY request_id`,
    [ids],
  );
  const tickets = await query(
    `SELECT request_id AS "requestId", id FROM transactions WHERE request_id = ANY($1::text[])`,
    [ids],
  );
  const rows = new Map((requests.rows as Record<string, unknown>[]).map((r) => [String(r.requestId), r.decided]));
  const made = new Map((tickets.rows as Record<string, unknown>[]).map((r) => [String(r.requestId), num(r.id)]));
  const problems: string[] = [];
  const count = { held: 0, unpushed: 0, refused: 0, untracked: 0 };
  for (const [requestId, a] of byRequest) {
    const row = rows.get(requestId);
    if (row === false) problems.push(`order ${requestId} (user ${a.userId}) is still undecided`);
    else if (made.has(requestId)) count.held += 1;
    else if (row === true) count.unpushed += 1;
    else if (a.decision === null)
      problems.push(`order ${requestId} (user ${a.userId}) is lost: no row, no ticket, no outcome pushed`);
    else if (a.decision === undefined) count.untracked += 1;
    else count.refused += 1;
  }
  const untracked = count.untracked ? `, ${count.untracked} without a trace (no outcome recorded by the run)` : '';
  return result(
    'orders',
    problems,
    `${byRequest.size} accepted orders decided: ${count.held} made a ticket, ${count.refused} refused and told, ${count.unpushed} decided not yet pushed${untracked}`,
  );
}

const inside = (s: RequestSample, crashes: CrashWindow[]) =>
  crashes.some((c) => s.wall <= c.readyAt && s.wall + s.ms >= c.killedAt);
const brief = (s: RequestSample) =>
  `#${s.id} ${s.kind} ${s.status} at ${s.wall} ms (${s.ms} ms, instance ${s.instance})`;

/** no-5xx: no sample answered ≥ 500 unless its [wall, wall + ms] overlaps a crash's [killedAt, readyAt]. */
export function checkNo5xx(requests: RequestSample[], crashes: CrashWindow[]): InvariantResult {
  const errors = requests.filter((s) => s.status >= 500);
  const outside = errors.filter((s) => !inside(s, crashes));
  return result(
    'no-5xx',
    outside.map((s) => `${brief(s)} outside the crash windows`),
    `${requests.length} requests: ${errors.length} 5xx, all inside ${crashes.length} crash windows`,
  );
}

/**
 * crash-requests: every sample whose connection failed (status 0) was retried — a later sample
 * with retryOf its id — and that retry, or one down its own chain of retries, was answered (≠ 0).
 */
export function checkCrashRequests(requests: RequestSample[]): InvariantResult {
  const retries = new Map<number, RequestSample[]>();
  const byId = new Map(requests.map((s) => [s.id, s]));
  for (const s of requests) if (s.retryOf !== null) retries.set(s.retryOf, [...(retries.get(s.retryOf) ?? []), s]);
  const answered = new Map<number, boolean>();
  const settle = (s: RequestSample, path: Set<number>): boolean => {
    if (s.status !== 0) return true;
    const known = answered.get(s.id);
    if (known !== undefined) return known;
    if (path.has(s.id)) return false; // a cycle of retries answers nothing
    path.add(s.id);
    const later = (retries.get(s.id) ?? []).filter((r) => r.wall >= s.wall && r.id !== s.id);
    const ok = later.some((r) => settle(r, path));
    answered.set(s.id, ok);
    return ok;
  };
  const failed = requests.filter((s) => s.status === 0);
  const problems: string[] = [];
  for (const s of failed) {
    if (!(retries.get(s.id) ?? []).some((r) => r.wall >= s.wall)) problems.push(`${brief(s)} was never retried`);
    else if (!settle(s, new Set())) problems.push(`${brief(s)}: no retry down its chain was answered`);
  }
  for (const s of requests)
    if (s.retryOf !== null && !byId.has(s.retryOf)) problems.push(`${brief(s)} retries #${s.retryOf}, not in the run`);
  const retried = requests.filter((s) => s.retryOf !== null).length;
  return result(
    'crash-requests',
    problems,
    `${failed.length} requests whose connection failed, each retried to an answer (${retried} retries)`,
  );
}

/**
 * Every invariant of the run, in the order (names: capacity, orders, ledger, notices,
 * manifests, boarding, no-5xx, crash-requests). `nowMs` is the simulated clock at the end, after
 * the run drained (holds past their window are expired by then). A check that throws (a query that
 * fails) is that invariant broken, with the error as its detail.
 */
export async function checkInvariants(query: Query, run: RunRecord, nowMs: number): Promise<InvariantResult[]> {
  const checks: [string, () => Promise<InvariantResult> | InvariantResult][] = [
    ['capacity', () => checkCapacity(query, run.departures, nowMs)],
    ['orders', () => checkOrders(query, run.accepted)],
    ['ledger', () => checkLedger(query, run.departures)],
    ['notices', () => checkNotices(query, run)],
    ['manifests', () => checkManifests(query, run)],
    ['boarding', () => checkBoarding(query, run, nowMs)],
    ['no-5xx', () => checkNo5xx(run.requests, run.crashes)],
    ['crash-requests', () => checkCrashRequests(run.requests)],
  ];
  const results: InvariantResult[] = [];
  for (const [name, check] of checks) {
    try {
      results.push(await check());
    } catch (err) {
      results.push({ name, ok: false, detail: `the check failed: ${(err as Error).message}` });
    }
  }
  return results;
}
