// The port side (issue #10): today's departures with counts, a departure's manifest, verdicts,
// the atomic check-in and the sync of scans an officer's phone recorded offline.
//
// Check-in is one conditional UPDATE (… WHERE checked_in = false), so of two officers scanning one
// ticket at once exactly one wins; the other gets "sudah check-in" with the winner's time and name.
// Offline scans resolve deterministically: the earliest scan (scannedAt, then the smaller scan id)
// is the check-in, whatever order the phones sync in; every other scan of the ticket is a conflict.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { verifyBoardingPass } from '../../kernel/boarding-pass.ts';
import {
  alreadyText,
  judgeTicket,
  normaliseInvoice,
  VERDICT_TEXT,
  type ManifestTicket,
  type OfficerDeparture,
  type Verdict,
} from '../../kernel/boarding-verdict.ts';
import { todayJakarta } from '../../kernel/time.ts';
import type { BoardingPassSigner } from '../boarding/signer.ts';
import { isoJakarta } from '../clock.ts';
import type { Db, Executor } from '../db/client.ts';
import { checkInScans, routes, schedules, transactions, type UserRole } from '../db/schema.ts';
import { hms } from '../routes/present.ts';

const fromRoute = alias(routes, 'from_route');
const toRoute = alias(routes, 'to_route');

export type Officer = { id: number; name: string; role: UserRole };
export type DepartureWithCounts = OfficerDeparture & {
  capacity: number;
  vehicles: { booked: number; checkedIn: number };
  people: { booked: number; checkedIn: number };
};
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

type TxRow = typeof transactions.$inferSelect;

export function manifestTicketOf(tx: TxRow): ManifestTicket {
  return {
    transactionId: tx.id,
    invoiceId: tx.invoiceId,
    scheduleId: tx.scheduleId,
    status: tx.status as ManifestTicket['status'],
    passVersion: tx.passVersion,
    vehicleClass: tx.vehicleClass,
    vehicleType: tx.vehicleTypeName,
    plateNumber: tx.plateNumber,
    driver: { name: tx.driver.name, age: tx.driver.age, domicile: tx.driver.domicile },
    passengers: tx.manifest.map((m) => ({ name: m.name, age: m.age, domicile: m.domicile })),
    checkedInAt: tx.checkedInAt ? isoJakarta(tx.checkedInAt.getTime()) : null,
    checkedInBy: tx.checkedIn ? (tx.checkedInByName ?? '') : null,
  };
}

export function createPortService(opts: { db: Db; now: () => number; passes: BoardingPassSigner }) {
  const { db, now, passes } = opts;

  async function departures(where: ReturnType<typeof eq> | ReturnType<typeof and>, ex: Executor = db) {
    const rows = await ex
      .select({
        scheduleId: schedules.id,
        issuedDate: schedules.issuedDate,
        issuedTime: schedules.issuedTime,
        capacity: schedules.capacity,
        from: fromRoute.name,
        to: toRoute.name,
      })
      .from(schedules)
      .innerJoin(fromRoute, eq(fromRoute.id, schedules.fromRouteId))
      .innerJoin(toRoute, eq(toRoute.id, schedules.toRouteId))
      .where(where)
      .orderBy(asc(schedules.departureAt), asc(fromRoute.name));
    return rows.map((r) => ({ ...r, issuedTime: hms(r.issuedTime) }));
  }

  async function departureOf(
    scheduleId: number,
    ex: Executor = db,
  ): Promise<(OfficerDeparture & { capacity: number }) | null> {
    return (await departures(eq(schedules.id, scheduleId), ex))[0] ?? null;
  }

  /** Paid tickets of the departures in `ids` (what "booked" means at the dock). */
  async function ticketsOf(ids: number[], ex: Executor = db): Promise<TxRow[]> {
    if (!ids.length) return [];
    return ex.select().from(transactions).where(inArray(transactions.scheduleId, ids)).orderBy(asc(transactions.id));
  }

  function withCounts(d: OfficerDeparture & { capacity: number }, txs: TxRow[]): DepartureWithCounts {
    const paid = txs.filter((t) => t.scheduleId === d.scheduleId && t.status === 'PAID');
    const people = (t: TxRow) => 1 + t.manifest.length;
    const boarded = paid.filter((t) => t.checkedIn);
    return {
      ...d,
      vehicles: { booked: paid.length, checkedIn: boarded.length },
      people: {
        booked: paid.reduce((n, t) => n + people(t), 0),
        checkedIn: boarded.reduce((n, t) => n + people(t), 0),
      },
    };
  }

  async function findTicket(
    by: { transactionId?: number; invoiceId?: string },
    ex: Executor = db,
    lock = false,
  ): Promise<TxRow | null> {
    const where =
      by.transactionId !== undefined
        ? eq(transactions.id, by.transactionId)
        : eq(transactions.invoiceId, by.invoiceId ?? '');
    const q = ex.select().from(transactions).where(where);
    return ((lock ? await q.for('update') : await q)[0] as TxRow | undefined) ?? null;
  }

  /** Reads the scan: the pass's signature (a QR) or the typed invoice number. */
  async function identify(scan: {
    code?: string;
    invoiceId?: string;
  }): Promise<{ transactionId?: number; invoiceId?: string; version: number | null } | 'FORGED'> {
    if (scan.code !== undefined) {
      const pass = await verifyBoardingPass(scan.code, [passes.publicJwk]);
      if (!pass) return 'FORGED';
      return { transactionId: pass.transactionId, version: pass.version };
    }
    return { invoiceId: normaliseInvoice(scan.invoiceId ?? ''), version: null };
  }

  async function judge(
    scan: { code?: string; invoiceId?: string; scheduleId: number },
    ex: Executor = db,
    lock = false,
  ) {
    const expected = await departureOf(scan.scheduleId, ex);
    if (!expected) return null;
    const id = await identify(scan);
    if (id === 'FORGED')
      return { expected, tx: null, verdict: { code: 'FORGED', message: VERDICT_TEXT.FORGED } as Verdict };
    const tx = await findTicket(id, ex, lock);
    const ticketDeparture = tx
      ? tx.scheduleId === expected.scheduleId
        ? expected
        : await departureOf(tx.scheduleId, ex)
      : null;
    const verdict = judgeTicket({
      ticket: tx ? manifestTicketOf(tx) : null,
      ticketDeparture,
      expected,
      passVersion: id.version,
    });
    return { expected, tx, verdict };
  }

  return {
    departureOf,

    /** Today's departures (Jakarta), both directions, with booked / checked-in counts. */
    async today(): Promise<{ date: string; departures: DepartureWithCounts[] }> {
      const date = todayJakarta(now());
      const list = await departures(eq(schedules.issuedDate, date));
      const txs = await ticketsOf(list.map((d) => d.scheduleId));
      return { date, departures: list.map((d) => withCounts(d, txs)) };
    },

    /** A departure's manifest: every ticket placed on it (paid ones are the booked ones). */
    async manifest(scheduleId: number): Promise<{ departure: DepartureWithCounts; tickets: ManifestTicket[] } | null> {
      const d = await departureOf(scheduleId);
      if (!d) return null;
      const txs = await ticketsOf([scheduleId]);
      return { departure: withCounts(d, txs), tickets: txs.map(manifestTicketOf) };
    },

    async verify(scan: { code?: string; invoiceId?: string; scheduleId: number }) {
      const r = await judge(scan);
      if (!r) return null;
      return { verdict: r.verdict, ticket: r.tx ? manifestTicketOf(r.tx) : null };
    },

    /** Online check-in ("Naik Kapal"): atomic, recorded as a scan of the server's time. */
    async checkIn(officer: Officer, scan: Scan): Promise<ScanResult | null> {
      return (await applyScans(officer, scan.deviceId, [{ ...scan, scannedAt: isoJakarta(now()) }], true))?.[0] ?? null;
    },

    /**
     * Scans recorded by a phone (offline, or the one online check-in), applied in their own order.
     * A scan id seen before answers as it did then (a retried sync changes nothing).
     */
    sync: (officer: Officer, deviceId: string, scans: Scan[]) => applyScans(officer, deviceId, scans, false),

    /** The departures of `date` with their paid tickets (the daily report and the PDF/CSV). */
    async day(date: string) {
      const list = await departures(eq(schedules.issuedDate, date));
      const txs = await ticketsOf(list.map((d) => d.scheduleId));
      return { departures: list.map((d) => withCounts(d, txs)), tickets: txs.filter((t) => t.status === 'PAID') };
    },
  };

  /**
   * Scans recorded by a phone (offline, or the one online check-in), applied in their own order.
   * A scan id seen before answers as it did then (a retried sync changes nothing). `online`: the
   * scan happens now, so it never takes a check-in over from another (only an earlier offline
   * scan does, which keeps "one wins, the other sees sudah check-in" for simultaneous scans).
   */
  async function applyScans(
    officer: Officer,
    deviceId: string,
    scans: Scan[],
    online: boolean,
  ): Promise<ScanResult[] | null> {
    const results: ScanResult[] = [];
    for (const scan of scans) {
      const scannedAt = new Date(scan.scannedAt ?? now());
      // A phone clock far in the future must not win every conflict: clamp to receipt time.
      const clamped = !(scannedAt.getTime() <= now());
      const at = clamped ? new Date(now()) : scannedAt;
      const result = await db.transaction(async (tx) => {
        const [seen] = await tx.select().from(checkInScans).where(eq(checkInScans.scanId, scan.scanId));
        if (seen) {
          const t = await findTicket({ transactionId: seen.transactionId }, tx);
          const ticket = t ? manifestTicketOf(t) : null;
          const outcome =
            seen.outcome === 'checked_in' && t?.checkedInScanId === scan.scanId
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
        const judged = await judge(scan, tx, true);
        if (!judged) {
          return {
            scanId: scan.scanId,
            outcome: 'REFUSED',
            verdict: { code: 'NOT_FOUND', message: 'Keberangkatan tidak ditemukan.' },
            ticket: null,
          } satisfies ScanResult;
        }
        const { tx: row, verdict } = judged;
        const record = (outcome: string, reason: string | null) =>
          row &&
          tx.insert(checkInScans).values({
            scanId: scan.scanId,
            transactionId: row.id,
            officerId: officer.id,
            officerName: officer.name,
            deviceId,
            scannedAt: at,
            receivedAt: new Date(now()),
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
        // A scan "from the future" (a phone clock ahead) counts as received now and never takes over.
        const earlier =
          !current.checkedIn ||
          !current.checkedInAt ||
          at.getTime() < current.checkedInAt.getTime() ||
          (!online &&
            !clamped &&
            at.getTime() === current.checkedInAt.getTime() &&
            scan.scanId < (current.checkedInScanId ?? ''));
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
        // the update conditional on what was read, so a concurrent writer cannot be overwritten).
        const [updated] = await tx
          .update(transactions)
          .set({
            checkedIn: true,
            checkedInAt: at,
            checkedInBy: officer.id,
            checkedInByName: officer.name,
            checkedInScanId: scan.scanId,
          })
          .where(
            and(
              eq(transactions.id, current.id),
              current.checkedInScanId === null
                ? sql`${transactions.checkedInScanId} IS NULL`
                : eq(transactions.checkedInScanId, current.checkedInScanId),
            ),
          )
          .returning();
        if (!updated) {
          await record('conflict', null);
          const again = manifestTicketOf((await findTicket({ transactionId: current.id }, tx))!);
          return {
            scanId: scan.scanId,
            outcome: 'CONFLICT',
            verdict: verdictFor('CONFLICT', null, again),
            ticket: again,
          } satisfies ScanResult;
        }
        if (current.checkedInScanId) {
          await tx
            .update(checkInScans)
            .set({ outcome: 'conflict' })
            .where(eq(checkInScans.scanId, current.checkedInScanId));
        }
        await record('checked_in', null);
        const ticket = manifestTicketOf(updated);
        return {
          scanId: scan.scanId,
          outcome: 'CHECKED_IN',
          verdict: { code: 'CHECKED_IN', message: VERDICT_TEXT.CHECKED_IN },
          ticket,
        } satisfies ScanResult;
      });
      if (!result) return null;
      results.push(result as ScanResult);
    }
    return results;
  }
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

export type PortService = ReturnType<typeof createPortService>;
