// The port domain's writes (SQL): the atomic check-in and the sync of scans an officer's phone
// recorded offline, each scan in its own transaction with the ticket row locked.
//
// Check-in is one conditional UPDATE (… WHERE checked_in = false), so of two officers scanning one
// ticket at once exactly one wins; the other gets "sudah check-in" with the winner's time and name.
// Offline scans resolve deterministically: the earliest scan (scannedAt, then the smaller scan id)
// is the check-in, whatever order the phones sync in; every other scan of the ticket is a conflict.
// A phone's time is clamped (issue #21): never later than its receipt, never before the ticket was
// paid, the officer's login or the departure's day; a clamped scan never takes a check-in over.
// Scan ids are the phones' own: they are keyed by officer and scan id, never by scan id alone.
import { and, eq } from 'drizzle-orm';
import { alreadyText, VERDICT_TEXT, type ManifestTicket, type Verdict } from '../../kernel/boarding-verdict';
import type { BoardingPassSigner } from '../boarding/signer';
import type { Db, Tx } from '../db/client';
import { checkInScans, type UserRole } from '../db/schema';
import { checkIn } from '../lifecycle/tickets';
import { findTicket, judge, manifestTicketOf } from './departures';

/** `loginAt`: when the officer's session began (the token's iat, ms); no scan of it is earlier. */
export type Officer = { id: number; name: string; role: UserRole; loginAt?: number };
export type Scan = {
  code?: string;
  invoiceId?: string;
  scheduleId: number;
  scanId: string;
  deviceId: string;
  scannedAt?: string;
};
export type ScanResult = {
  scanId: string;
  outcome: 'CHECKED_IN' | 'CONFLICT' | 'REFUSED';
  verdict: Verdict;
  ticket: ManifestTicket | null;
};

export interface ScanDeps {
  db: Db;
  now: () => number;
  passes: Pick<BoardingPassSigner, 'publicJwk'>;
}

/**
 * Scans recorded by a phone (offline, or the one online check-in), applied in their own order.
 * A scan id seen before answers as it did then (a retried sync changes nothing). `online`: the
 * scan happens now, so it never takes a check-in over from another (only an earlier offline
 * scan does, which keeps "one wins, the other sees sudah check-in" for simultaneous scans).
 */
export async function applyScans(
  deps: ScanDeps,
  officer: Officer,
  deviceId: string,
  scans: Scan[],
  online: boolean,
): Promise<ScanResult[] | null> {
  const results: ScanResult[] = [];
  for (const scan of scans) {
    const scannedAt = new Date(scan.scannedAt ?? deps.now());
    // A phone clock far in the future must not win every conflict: clamp to receipt time.
    const clamped = !(scannedAt.getTime() <= deps.now());
    const at = clamped ? new Date(deps.now()) : scannedAt;
    results.push(
      await deps.db.transaction((tx) => applyScan(tx, deps, { officer, deviceId, scan, at, clamped, online })),
    );
  }
  return results;
}

/** One scan, inside its transaction `tx`. */
async function applyScan(
  tx: Tx,
  deps: ScanDeps,
  s: { officer: Officer; deviceId: string; scan: Scan; at: Date; clamped: boolean; online: boolean },
): Promise<ScanResult> {
  const { officer, deviceId, scan, online } = s;
  const [seen] = await tx
    .select()
    .from(checkInScans)
    .where(and(eq(checkInScans.officerId, officer.id), eq(checkInScans.scanId, scan.scanId)));
  if (seen) {
    const t = await findTicket(tx, { transactionId: seen.transactionId });
    const ticket = t ? manifestTicketOf(t) : null;
    const outcome =
      seen.outcome === 'checked_in' && t?.checkedInScanId === scan.scanId && t.checkedInBy === officer.id
        ? 'CHECKED_IN'
        : seen.outcome === 'refused'
          ? 'REFUSED'
          : 'CONFLICT';
    // The refusal's verdict as recorded (JSON in `reason`).
    return {
      scanId: scan.scanId,
      outcome,
      verdict: verdictFor(outcome, seen.reason, ticket),
      ticket,
    } satisfies ScanResult;
  }
  const judged = await judge(tx, deps.passes, scan, true);
  if (!judged) {
    return {
      scanId: scan.scanId,
      outcome: 'REFUSED',
      verdict: { code: 'NOT_FOUND', message: 'Keberangkatan tidak ditemukan.' },
      ticket: null,
    } satisfies ScanResult;
  }
  const { tx: row, verdict } = judged;
  // Not before the ticket was paid, the officer's login, nor 00:00 WIB of the departure's day.
  const floor = Math.max(
    row?.paidAt?.getTime() ?? -Infinity,
    officer.loginAt ?? -Infinity,
    Date.parse(`${judged.expected.issuedDate}T00:00:00+07:00`),
  );
  const raised = s.at.getTime() < floor;
  const at = raised ? new Date(floor) : s.at;
  const clamped = s.clamped || raised;
  const record = (outcome: string, reason: string | null) =>
    row &&
    tx.insert(checkInScans).values({
      scanId: scan.scanId,
      transactionId: row.id,
      officerId: officer.id,
      officerName: officer.name,
      deviceId,
      scannedAt: at,
      receivedAt: new Date(deps.now()),
      outcome,
      reason,
    });
  if (verdict.code !== 'VALID' && verdict.code !== 'ALREADY_CHECKED_IN') {
    await record('refused', JSON.stringify(verdict));
    return {
      scanId: scan.scanId,
      outcome: 'REFUSED',
      verdict,
      ticket: row ? manifestTicketOf(row) : null,
    } satisfies ScanResult;
  }
  const current = row!;
  // A clamped scan (a phone clock ahead, or one dated before it could have been made) counts at
  // its clamped time and never takes a check-in over.
  const earlier =
    !current.checkedIn ||
    !current.checkedInAt ||
    (!clamped &&
      (at.getTime() < current.checkedInAt.getTime() ||
        (!online && at.getTime() === current.checkedInAt.getTime() && scan.scanId < (current.checkedInScanId ?? ''))));
  if (!earlier) {
    await record('conflict', null);
    const ticket = manifestTicketOf(current);
    return {
      scanId: scan.scanId,
      outcome: 'CONFLICT',
      verdict: verdictFor('CONFLICT', null, ticket),
      ticket,
    } satisfies ScanResult;
  }
  // This scan is the earliest: it is the check-in (the row is locked, and the WHERE makes
  // the update conditional on what was read, so a concurrent writer cannot be overwritten; a
  // ticket cancelled meanwhile, at the booth or online, is never boarded: issue #37).
  const updated = await checkIn(tx, current.id, current.checkedInScanId, {
    at,
    officerId: officer.id,
    officerName: officer.name,
    scanId: scan.scanId,
  });
  if (!updated) {
    const now = (await findTicket(tx, { transactionId: current.id }))!;
    if (now.status !== 'PAID') {
      const verdict = { code: 'CANCELLED', message: VERDICT_TEXT.CANCELLED } as const;
      await record('refused', JSON.stringify(verdict));
      return { scanId: scan.scanId, outcome: 'REFUSED', verdict, ticket: manifestTicketOf(now) } satisfies ScanResult;
    }
    await record('conflict', null);
    const again = manifestTicketOf((await findTicket(tx, { transactionId: current.id }))!);
    return {
      scanId: scan.scanId,
      outcome: 'CONFLICT',
      verdict: verdictFor('CONFLICT', null, again),
      ticket: again,
    } satisfies ScanResult;
  }
  if (current.checkedInScanId) {
    // The scan that was the check-in (one per ticket) is now a conflict.
    await tx
      .update(checkInScans)
      .set({ outcome: 'conflict' })
      .where(and(eq(checkInScans.transactionId, current.id), eq(checkInScans.outcome, 'checked_in')));
  }
  await record('checked_in', null);
  const ticket = manifestTicketOf({ ...updated, movedAtVersion: current.movedAtVersion });
  return {
    scanId: scan.scanId,
    outcome: 'CHECKED_IN',
    verdict: { code: 'CHECKED_IN', message: VERDICT_TEXT.CHECKED_IN },
    ticket,
  } satisfies ScanResult;
}

function verdictFor(outcome: ScanResult['outcome'], reason: string | null, ticket: ManifestTicket | null): Verdict {
  if (outcome === 'CHECKED_IN') return { code: 'CHECKED_IN', message: VERDICT_TEXT.CHECKED_IN };
  if (outcome === 'REFUSED') {
    try {
      return JSON.parse(reason ?? '') as Verdict;
    } catch {
      return { code: 'NOT_FOUND', message: VERDICT_TEXT.NOT_FOUND };
    }
  }
  return { code: 'ALREADY_CHECKED_IN', message: alreadyText(ticket?.checkedInAt ?? null, ticket?.checkedInBy ?? null) };
}
