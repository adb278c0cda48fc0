// Offline verification on the officer's phone (issue #10): the QR's signature with the kept
// public keys, then the same verdict rule as the server (kernel/boarding-verdict.ts) against the
// kept manifest, counting the check-ins this phone queued but has not synced yet.
import { verifyBoardingPass } from '../../kernel/boarding-pass';
import {
  judgeTicket,
  normaliseInvoice,
  VERDICT_TEXT,
  type ManifestTicket,
  type Verdict,
} from '../../kernel/boarding-verdict';
import type { OfficerManifest, OfficerStore, QueuedScan } from './officer-storage';

export type ScanInput = { scheduleId: number; code?: string; invoiceId?: string };
export type LocalVerdict = { verdict: Verdict; ticket: ManifestTicket | null };

export async function verifyLocally(scan: ScanInput, store: OfficerStore): Promise<LocalVerdict> {
  const manifest = store.get('manifest', scan.scheduleId);
  const day = store.get('day');
  if (!manifest) throw new Error('Manifes keberangkatan ini belum tersimpan di ponsel.');
  let version: number | null = null;
  let found: ManifestTicket | null = null;
  let foundIn: OfficerManifest | null = manifest;
  if (scan.code !== undefined) {
    const pass = await verifyBoardingPass(scan.code, store.get('keys') ?? []);
    if (!pass) return { verdict: { code: 'FORGED', message: VERDICT_TEXT.FORGED }, ticket: null };
    version = pass.version;
    const other = pass.scheduleId === scan.scheduleId ? manifest : store.get('manifest', pass.scheduleId);
    foundIn = other;
    found = other?.tickets.find((t) => t.transactionId === pass.transactionId) ?? null;
    if (!found) {
      // A ticket moved since (issue #23) is in its new departure's manifest, when that one is kept.
      const moved = movedCopy(store, pass.transactionId);
      if (moved) [found, foundIn] = moved;
    }
    if (!found && !other) {
      // A pass signed for another departure whose manifest is not kept: its own date and schedule still tell.
      const dep = day?.departures.find((d) => d.scheduleId === pass.scheduleId) ?? null;
      // Unknown: taken as open (its status is judged where the copy has it).
      const stub = dep ?? {
        scheduleId: pass.scheduleId,
        issuedDate: '',
        issuedTime: '',
        from: '',
        to: '',
        status: 'open' as const,
      };
      return {
        verdict: judgeTicket({
          ticket: {
            ...emptyTicket,
            transactionId: pass.transactionId,
            scheduleId: pass.scheduleId,
            passVersion: version,
            status: 'PAID',
          },
          ticketDeparture: dep ? stub : null,
          expected: manifest.departure,
          passVersion: version,
        }),
        ticket: null,
      };
    }
  } else {
    const invoice = normaliseInvoice(scan.invoiceId ?? '');
    found = manifest.tickets.find((t) => t.invoiceId === invoice) ?? null;
  }
  const ticket = found ? withQueued(found, store.get('queue') ?? []) : null;
  return {
    verdict: judgeTicket({
      ticket,
      ticketDeparture: foundIn?.departure ?? null,
      expected: manifest.departure,
      passVersion: version,
    }),
    ticket,
  };
}

/** The ticket in any kept manifest of the day, with that manifest (a ticket moved to another departure). */
function movedCopy(store: OfficerStore, transactionId: number): [ManifestTicket, OfficerManifest] | null {
  for (const d of store.get('day')?.departures ?? []) {
    const kept = store.get('manifest', d.scheduleId);
    const ticket = kept?.tickets.find((t) => t.transactionId === transactionId);
    if (kept && ticket) return [ticket, kept];
  }
  return null;
}

const emptyTicket: ManifestTicket = {
  transactionId: 1,
  invoiceId: '',
  scheduleId: 1,
  status: 'PAID',
  passVersion: 1,
  vehicleClass: '',
  vehicleType: '',
  plateNumber: '',
  driver: { name: '', age: 0, domicile: '' },
  passengers: [],
  unnamedPassengers: [],
  checkedInAt: null,
  checkedInBy: null,
};

/** A ticket this phone checked in offline counts as checked in (by "this phone") until synced. */
function withQueued(ticket: ManifestTicket, queue: QueuedScan[]): ManifestTicket {
  if (ticket.checkedInAt) return ticket;
  const mine = queue.find((q) => q.transactionId === ticket.transactionId);
  return mine ? { ...ticket, checkedInAt: mine.scannedAt, checkedInBy: 'ponsel ini (belum disinkronkan)' } : ticket;
}
