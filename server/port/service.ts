// The port side (issue #10): today's departures with counts, a departure's manifest, verdicts,
// the atomic check-in and the sync of scans an officer's phone recorded offline. The reads are in
// ./departures.ts, the check-in and sync in ./scans.ts; this is what the routes call.
import { eq } from 'drizzle-orm';
import type { ManifestTicket } from '../../kernel/boarding-verdict';
import { todayJakarta } from '../../kernel/time';
import type { BoardingPassSigner } from '../boarding/signer';
import { isoJakarta } from '../platform/clock';
import type { Db } from '../db/client';
import { schedules } from '../db/schema';
import {
  departureOf,
  departures,
  judge,
  manifestTicketOf,
  ticketsOf,
  withCounts,
  type DepartureWithCounts,
} from './departures';
import { shipNameOf } from '../orders/queries';
import { applyScans, type Officer, type Scan, type ScanResult } from './scans';

export function createPortService(opts: { db: Db; now: () => number; passes: BoardingPassSigner }) {
  const { db, now, passes } = opts;
  const scanDeps = { db, now, passes };

  return {
    departureOf: (scheduleId: number) => departureOf(db, scheduleId),

    /** Today's departures (Jakarta), both directions, with booked / checked-in counts. */
    async today(): Promise<{ date: string; departures: DepartureWithCounts[] }> {
      const date = todayJakarta(now());
      const list = await departures(db, eq(schedules.issuedDate, date));
      const txs = await ticketsOf(
        db,
        list.map((d) => d.scheduleId),
      );
      return { date, departures: list.map((d) => withCounts(d, txs)) };
    },

    /** A departure's manifest: every ticket placed on it (paid ones are the booked ones). */
    async manifest(
      scheduleId: number,
    ): Promise<{ departure: DepartureWithCounts; tickets: ManifestTicket[]; ship: string | null } | null> {
      const d = await departureOf(db, scheduleId);
      if (!d) return null;
      const txs = await ticketsOf(db, [scheduleId]);
      return {
        departure: withCounts(d, txs),
        tickets: txs.map(manifestTicketOf),
        ship: await shipNameOf(db, scheduleId),
      };
    },

    async verify(scan: { code?: string; invoiceId?: string; scheduleId: number }) {
      const r = await judge(db, passes, scan);
      if (!r) return null;
      return { verdict: r.verdict, ticket: r.tx ? manifestTicketOf(r.tx) : null };
    },

    /** Online check-in ("Naik Kapal"): atomic, recorded as a scan of the server's time. */
    async checkIn(officer: Officer, scan: Scan): Promise<ScanResult | null> {
      return (
        (await applyScans(scanDeps, officer, scan.deviceId, [{ ...scan, scannedAt: isoJakarta(now()) }], true))?.[0] ??
        null
      );
    },

    /**
     * Scans recorded by a phone (offline, or the one online check-in), applied in their own order.
     * A scan id seen before answers as it did then (a retried sync changes nothing).
     */
    sync: (officer: Officer, deviceId: string, scans: Scan[]) => applyScans(scanDeps, officer, deviceId, scans, false),

    /** The departures of `date` with their paid tickets (the daily report and the PDF/CSV). */
    async day(date: string) {
      const list = await departures(db, eq(schedules.issuedDate, date));
      const txs = await ticketsOf(
        db,
        list.map((d) => d.scheduleId),
      );
      return { departures: list.map((d) => withCounts(d, txs)), tickets: txs.filter((t) => t.status === 'PAID') };
    },
  };
}

export type PortService = ReturnType<typeof createPortService>;
