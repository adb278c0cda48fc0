// The port domain's reads (SQL): departures with their ports, their tickets and the counts the
// dock shows, one ticket by id or invoice number, and how a scan is judged against a departure.
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { verifyBoardingPass } from '../../kernel/boarding-pass';
import {
  judgeTicket,
  normaliseInvoice,
  VERDICT_TEXT,
  type ManifestTicket,
  type OfficerDeparture,
  type Verdict,
} from '../../kernel/boarding-verdict';
import { headCount, unnamedPassengers } from '../../kernel/passengers';
import type { BoardingPassSigner } from '../boarding/signer';
import { carsCapacitySql } from '../capacity/space';
import { isoJakarta } from '../platform/clock';
import type { Executor } from '../db/client';
import { routes, schedules, transactions, vehicleTypes } from '../db/schema';
import { ticketChanges } from '../db/schema-tickets';
import { hms } from '../platform/present';

const fromRoute = alias(routes, 'from_route');
const toRoute = alias(routes, 'to_route');

export type DepartureWithCounts = OfficerDeparture & {
  /** Golongan IV cars the whole lane holds (issue #22: space is lane-metres; ../capacity/space.ts). */
  capacity: number;
  vehicles: { booked: number; checkedIn: number };
  people: { booked: number; checkedIn: number };
};
/**
 * A ticket's row with `movedAtVersion` (issue #23): the pass version its last move to another
 * departure gave (its done reschedules' highest pass_version_after), or null. A QR older than that
 * reads "Tiket sudah dipindah" (kernel/boarding-verdict.ts).
 */
export type TxRow = typeof transactions.$inferSelect & { movedAtVersion: number | null };

/**
 * Read in the same statement as the ticket: a correlated aggregate on ticket_changes'
 * transaction index (one index probe per ticket inside the query, no extra round trip).
 */
const movedAtVersion = sql<number | null>`(SELECT max(tc.pass_version_after) FROM ${ticketChanges} AS tc
  WHERE tc.transaction_id = ${transactions}.id AND tc.kind = 'reschedule' AND tc.status = 'done')`.mapWith(
  (v: unknown) => (v === null ? null : Number(v)),
);

const ticketColumns = { ...getTableColumns(transactions), movedAtVersion };

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
    unnamedPassengers: unnamedPassengers(tx.passengers, tx.manifest),
    checkedInAt: tx.checkedInAt ? isoJakarta(tx.checkedInAt.getTime()) : null,
    checkedInBy: tx.checkedIn ? (tx.checkedInByName ?? '') : null,
    channel: tx.channel === 'loket' ? 'loket' : 'online',
    movedAtVersion: tx.movedAtVersion,
    kind: tx.kind === 'foot' ? 'foot' : 'vehicle',
  };
}

export async function departures(ex: Executor, where: ReturnType<typeof eq> | ReturnType<typeof and>) {
  const rows = await ex
    .select({
      scheduleId: schedules.id,
      issuedDate: schedules.issuedDate,
      issuedTime: schedules.issuedTime,
      capacity: carsCapacitySql(),
      from: fromRoute.name,
      to: toRoute.name,
      status: schedules.status,
    })
    .from(schedules)
    .innerJoin(fromRoute, eq(fromRoute.id, schedules.fromRouteId))
    .innerJoin(toRoute, eq(toRoute.id, schedules.toRouteId))
    .where(where)
    .orderBy(asc(schedules.departureAt), asc(fromRoute.name));
  return rows.map((r) => ({ ...r, issuedTime: hms(r.issuedTime) }));
}

export async function departureOf(
  ex: Executor,
  scheduleId: number,
): Promise<(OfficerDeparture & { capacity: number }) | null> {
  return (await departures(ex, eq(schedules.id, scheduleId)))[0] ?? null;
}

/** Paid tickets of the departures in `ids` (what "booked" means at the dock). */
export async function ticketsOf(ex: Executor, ids: number[]): Promise<TxRow[]> {
  if (!ids.length) return [];
  return ex
    .select(ticketColumns)
    .from(transactions)
    .where(inArray(transactions.scheduleId, ids))
    .orderBy(asc(transactions.id));
}

export function withCounts(d: OfficerDeparture & { capacity: number }, txs: TxRow[]): DepartureWithCounts {
  const paid = txs.filter((t) => t.scheduleId === d.scheduleId && t.status === 'PAID');
  // Every person paid for (issue #21): the driver, the named passengers and the unnamed ones.
  const people = (t: TxRow) =>
    headCount({ passengers: t.manifest, unnamedPassengers: unnamedPassengers(t.passengers, t.manifest), kind: t.kind });
  const boarded = paid.filter((t) => t.checkedIn);
  // A foot ticket (issue #40 item 3) brings people, no vehicle.
  const vehicles = (list: TxRow[]) => list.filter((t) => t.kind !== 'foot').length;
  return {
    ...d,
    vehicles: { booked: vehicles(paid), checkedIn: vehicles(boarded) },
    people: {
      booked: paid.reduce((n, t) => n + people(t), 0),
      checkedIn: boarded.reduce((n, t) => n + people(t), 0),
    },
  };
}

export async function findTicket(
  ex: Executor,
  by: { transactionId?: number; invoiceId?: string },
  lock = false,
): Promise<TxRow | null> {
  const where =
    by.transactionId !== undefined
      ? eq(transactions.id, by.transactionId)
      : eq(transactions.invoiceId, by.invoiceId ?? '');
  const q = ex.select(ticketColumns).from(transactions).where(where);
  return ((lock ? await q.for('update') : await q)[0] as TxRow | undefined) ?? null;
}

/** The vehicle classes in catalogue order (the daily report's columns). */
export async function vehicleClasses(ex: Executor): Promise<string[]> {
  return (await ex.select({ c: vehicleTypes.vehicleClass }).from(vehicleTypes).orderBy(asc(vehicleTypes.id))).map(
    (r) => r.c,
  );
}

/** Reads the scan: the pass's signature (a QR) or the typed invoice number. */
async function identify(
  passes: Pick<BoardingPassSigner, 'publicJwk'>,
  scan: { code?: string; invoiceId?: string },
): Promise<{ transactionId?: number; invoiceId?: string; version: number | null } | 'FORGED'> {
  if (scan.code !== undefined) {
    const pass = await verifyBoardingPass(scan.code, [passes.publicJwk]);
    if (!pass) return 'FORGED';
    return { transactionId: pass.transactionId, version: pass.version };
  }
  return { invoiceId: normaliseInvoice(scan.invoiceId ?? ''), version: null };
}

/** A scan's verdict for the departure it was made at (null: no such departure); `lock` locks the ticket. */
export async function judge(
  ex: Executor,
  passes: Pick<BoardingPassSigner, 'publicJwk'>,
  scan: { code?: string; invoiceId?: string; scheduleId: number },
  lock = false,
) {
  const expected = await departureOf(ex, scan.scheduleId);
  if (!expected) return null;
  const id = await identify(passes, scan);
  if (id === 'FORGED')
    return { expected, tx: null, verdict: { code: 'FORGED', message: VERDICT_TEXT.FORGED } as Verdict };
  const tx = await findTicket(ex, id, lock);
  const ticketDeparture = tx
    ? tx.scheduleId === expected.scheduleId
      ? expected
      : await departureOf(ex, tx.scheduleId)
    : null;
  const verdict = judgeTicket({
    ticket: tx ? manifestTicketOf(tx) : null,
    ticketDeparture,
    expected,
    passVersion: id.version,
  });
  return { expected, tx, verdict };
}
