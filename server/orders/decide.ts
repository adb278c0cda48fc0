// Deciding accepted orders. A batch of pending requests is taken with `FOR UPDATE SKIP LOCKED` (two
// processes never take the same one) and decided in the same database transaction that records the
// decision: the departure rows are locked (SELECT … FOR UPDATE), so concurrent orders take space
// strictly one after another and a departure is never oversold. Space is lane centimetres and
// seats (issue #22, ../capacity/space.ts: the walk-in part is not sold online before its release);
// it is taken and given back through ../capacity/holds.ts. A crash before the commit leaves the
// whole batch pending.
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { HIDE_BEFORE_DEPARTURE_MINUTES, PAYMENT_WINDOW_MINUTES } from '../../kernel/countdown';
import { bookingWindow } from '../../kernel/time';
import { takeSpace } from '../capacity/holds';
import { expireDueIn } from '../lifecycle/holds';
import { createTickets } from '../lifecycle/tickets';
import { DEFAULT_CAR_CM, fitsOnline, seatsOf, type Space } from '../capacity/space';
import { rowsOf, type Db, type Tx } from '../db/client';
import { orderRequests, schedules, transactions, vehicleTypes, type OrderOutcomeJson } from '../db/schema';
import { jakartaParts, type Clock } from '../platform/clock';
import { DEFAULT_MAX_UNPAID_ORDERS, limitRefusal, noteHold, readLimits, type Limits } from './limits';
import { ORDER_STATUS, orderPrint, requestColumns, type Decided, type Request, type Row } from './model';

const MINUTE = 60_000;

/** A locked departure; `row.laneFreeCm` and `row.seatsFree` follow this batch's holds. */
type Departure = { row: typeof schedules.$inferSelect; expiryChecked: boolean };
/** A transaction id, or the index of a hold this batch is about to insert. */
type Ref = { id: number } | { hold: number };
type Decision = { status: number } | Ref;
/** An earlier transaction a request may repeat: its ref, its user and what was ordered (orderPrint). */
type Earlier = { ref: Ref; userId: number | null; print: string };
/**
 * The transactions the requests may repeat: by requestId (the client's idempotency key), and the
 * open holds by user, departure and content (a double submit without a key).
 */
type Known = { byRequest: Map<string, Earlier>; openHold: Map<string, Ref> };

const openKey = (userId: number, scheduleId: number, print: string) => `${userId}:${scheduleId}:${print}`;

/** Locks the departures (in id order: no deadlock with another process's batch). */
async function lockDepartures(tx: Tx, scheduleIds: number[]): Promise<Map<number, Departure>> {
  const locked = await tx
    .select()
    .from(schedules)
    .where(inArray(schedules.id, scheduleIds))
    .orderBy(asc(schedules.id))
    .for('update');
  return new Map(locked.map((s) => [s.id, { row: s, expiryChecked: false }]));
}

/**
 * The space each request takes: as accepted (spaceCm, seats), else its class's length read now and
 * 1 + its passenger counts (a request accepted before issue #22).
 */
async function spaceOf(tx: Tx, reqs: Request[]): Promise<Map<Request, Space>> {
  const missing = [
    ...new Set(
      reqs.flatMap((r) =>
        r.order.spaceCm === undefined && r.order.vehicleTypeId !== null ? [r.order.vehicleTypeId] : [],
      ),
    ),
  ];
  const lengths = new Map(
    missing.length
      ? (
          await tx
            .select({ id: vehicleTypes.id, lengthCm: vehicleTypes.lengthCm })
            .from(vehicleTypes)
            .where(inArray(vehicleTypes.id, missing))
        ).map((v) => [v.id, v.lengthCm])
      : [],
  );
  return new Map(
    reqs.map((r) => [
      r,
      {
        cm: r.order.spaceCm ?? lengths.get(r.order.vehicleTypeId ?? 0) ?? DEFAULT_CAR_CM,
        seats: r.order.seats ?? seatsOf(r.order.passengers),
      },
    ]),
  );
}

/**
 * Idempotency, decided under the departure locks (issue #21 §2): the same requestId of the same
 * user for the same order gets that transaction again; an open hold of the same user on the same
 * departure for exactly the same order (a double submit, also without a key) gets that hold again.
 * Any other order is a new booking — never another order's payment page. One read for both: the
 * transactions of these requestIds and the open holds of these users.
 */
async function readKnown(tx: Tx, reqs: Request[], scheduleIds: number[], t: number): Promise<Known> {
  const requestIds = [...new Set(reqs.map((r) => r.requestId))];
  const isOpen = and(
    inArray(transactions.userId, [...new Set(reqs.map((r) => r.userId))]),
    inArray(transactions.scheduleId, scheduleIds),
    eq(transactions.status, 'UNPAID'),
    gt(transactions.expiresAt, new Date(t)),
  );
  const related = await tx
    .select({
      id: transactions.id,
      requestId: transactions.requestId,
      userId: transactions.userId,
      scheduleId: transactions.scheduleId,
      vehicleTypeId: transactions.vehicleTypeId,
      plateNumber: transactions.plateNumber,
      driver: transactions.driver,
      passengers: transactions.passengers,
      manifest: transactions.manifest,
      open: sql<boolean>`coalesce(${isOpen}, false)`,
    })
    .from(transactions)
    .where(or(inArray(transactions.requestId, requestIds), isOpen))
    .orderBy(desc(transactions.id));
  const byRequest = new Map<string, Earlier>();
  const openHold = new Map<string, Ref>();
  for (const r of related) {
    const print = orderPrint(r);
    if (requestIds.includes(r.requestId)) byRequest.set(r.requestId, { ref: { id: r.id }, userId: r.userId, print });
    const key = r.userId === null ? null : openKey(r.userId, r.scheduleId, print);
    if (r.open && key !== null && !openHold.has(key)) openHold.set(key, { id: r.id });
  }
  return { byRequest, openHold };
}

/** Decides each request in order; the new holds are listed in `holds` (not inserted yet). */
async function decideEach(
  tx: Tx,
  reqs: Request[],
  departures: Map<number, Departure>,
  known: Known,
  needs: Map<Request, Space>,
  limits: Limits,
  t: number,
): Promise<{ holds: Request[]; decisions: Decision[] }> {
  const { byRequest, openHold } = known;
  const holds: Request[] = [];
  const decisions: Decision[] = [];
  const lastBookableDate = bookingWindow(t).max; // once per batch: Temporal is not free
  for (const req of reqs) {
    const departure = departures.get(req.scheduleId);
    if (!departure) {
      decisions.push({ status: ORDER_STATUS.scheduleGone });
      continue;
    }
    const print = orderPrint(req.order);
    const same = byRequest.get(req.requestId);
    if (same) {
      // A requestId reused by someone else, or for another order: never reveal that order.
      const repeat = same.userId === req.userId && same.print === print;
      decisions.push(repeat ? same.ref : { status: ORDER_STATUS.alreadySettled });
      continue;
    }
    const own = openHold.get(openKey(req.userId, req.scheduleId, print));
    if (own) {
      decisions.push(own);
      continue;
    }
    const s = departure.row;
    // Stopped (Tunda Penjualan) or cancelled by the operator: its own push status (issue #22).
    if (s.status !== 'open') {
      decisions.push({ status: ORDER_STATUS.closedByOperator });
      continue;
    }
    if (s.departureAt.getTime() - t < HIDE_BEFORE_DEPARTURE_MINUTES * MINUTE) {
      decisions.push({ status: ORDER_STATUS.closedForSale });
      continue;
    }
    // Booking opens 7 days ahead (today … today + 7, Jakarta calendar), even though the
    // timetable is published a day further.
    if (s.issuedDate > lastBookableDate) {
      decisions.push({ status: ORDER_STATUS.outsideBookingWindow });
      continue;
    }
    // Issue #39: one live ticket per plate and departure; a few open orders per account.
    const refused = limitRefusal(limits, req);
    if (refused !== null) {
      decisions.push({ status: refused });
      continue;
    }
    const need = needs.get(req)!;
    // Holds that ran out but the job has not reached yet should not make a departure look sold out.
    if (!fitsOnline(s, need, t) && !departure.expiryChecked) {
      departure.expiryChecked = true;
      const back = await expireDueIn(tx, t, s.id);
      s.laneFreeCm += back.cm;
      s.seatsFree += back.seats;
    }
    // Sold out also when qty > 0 but this vehicle is longer than the space left, or seats are short.
    if (!fitsOnline(s, need, t)) {
      decisions.push({ status: ORDER_STATUS.soldOut });
      continue;
    }
    s.laneFreeCm -= need.cm;
    s.seatsFree -= need.seats;
    const ref = { hold: holds.length };
    holds.push(req);
    noteHold(limits, req);
    byRequest.set(req.requestId, { ref, userId: req.userId, print });
    openHold.set(openKey(req.userId, req.scheduleId, print), ref);
    decisions.push(ref);
  }
  return { holds, decisions };
}

/**
 * Inserts the new holds in one statement and takes their space. ON CONFLICT: the same requestId
 * raced on another departure in another process; its transaction (visible once that one committed)
 * is this order's outcome. No error, so the batch transaction stays usable.
 */
async function insertHolds(
  tx: Tx,
  holds: Request[],
  needs: Map<Request, Space>,
  t: number,
): Promise<{ holdIds: number[]; inserted: Set<number>; created: Row[] }> {
  const holdIds: number[] = [];
  const inserted = new Set<number>();
  const created: Row[] = [];
  if (!holds.length) return { holdIds, inserted, created };
  const seq = rowsOf<{ id: number | string }>(
    await tx.execute(
      sql`SELECT nextval(pg_get_serial_sequence('transactions', 'id')) AS id FROM generate_series(1, ${holds.length})`,
    ),
  );
  holdIds.push(...seq.map((r) => Number(r.id)));
  const compactDate = jakartaParts(t).compactDate;
  const rows = await createTickets(
    tx,
    holds.map((req, k) => ({
      id: holdIds[k]!,
      invoiceId: `INV-${compactDate}-${String(holdIds[k]).padStart(6, '0')}`,
      requestId: req.requestId,
      userId: req.userId,
      scheduleId: req.scheduleId,
      kind: req.order.kind ?? 'vehicle',
      vehicleTypeId: req.order.vehicleTypeId,
      vehicleClass: req.order.vehicleClass,
      vehicleTypeName: req.order.vehicleTypeName,
      plateNumber: req.order.plateNumber,
      driver: req.order.driver,
      passengers: req.order.passengers,
      manifest: req.order.manifest,
      priceLines: req.order.priceLines,
      price: req.order.price,
      salePrice: req.order.price,
      spaceCm: needs.get(req)!.cm,
      seats: needs.get(req)!.seats,
      channel: 'online',
      status: 'UNPAID' as const,
      placedAt: new Date(t),
      expiresAt: new Date(t + PAYMENT_WINDOW_MINUTES * MINUTE),
    })),
    { skipRepeated: true },
  );
  for (const r of rows) inserted.add(r.id);
  created.push(...rows);
  const taken = new Map<number, Space>();
  holds.forEach((req, k) => {
    if (!inserted.has(holdIds[k]!)) return;
    const sum = taken.get(req.scheduleId) ?? { cm: 0, seats: 0 };
    sum.cm += needs.get(req)!.cm;
    sum.seats += needs.get(req)!.seats;
    taken.set(req.scheduleId, sum);
  });
  await takeSpace(tx, taken);
  return { holdIds, inserted, created };
}

/**
 * The decisions of one batch, inside its transaction `tx`, in a fixed number of statements
 * whatever the batch size: lock the departures, read the transactions the requests may repeat (and
 * the lengths of requests accepted without their space), decide each request in order, then
 * insert the new holds in one statement and take their space.
 */
async function decideAll(
  tx: Tx,
  reqs: Request[],
  t: number,
  maxUnpaid: number,
): Promise<{ outcomes: OrderOutcomeJson[]; created: Row[] }> {
  const scheduleIds = [...new Set(reqs.map((r) => r.scheduleId))].sort((a, b) => a - b);
  const departures = await lockDepartures(tx, scheduleIds);
  const known = await readKnown(tx, reqs, scheduleIds, t);
  const needs = await spaceOf(tx, reqs);
  const limits = await readLimits(tx, reqs, scheduleIds, t, maxUnpaid);
  const { holds, decisions } = await decideEach(tx, reqs, departures, known, needs, limits, t);
  const { holdIds, inserted, created } = await insertHolds(tx, holds, needs, t);
  const lost = holds.filter((_, k) => !inserted.has(holdIds[k]!));
  const raced = lost.length
    ? await tx
        .select({ id: transactions.id, requestId: transactions.requestId, userId: transactions.userId })
        .from(transactions)
        .where(
          inArray(
            transactions.requestId,
            lost.map((r) => r.requestId),
          ),
        )
    : [];

  const outcomes = decisions.map((d, k): OrderOutcomeJson => {
    if ('status' in d) return d;
    if ('id' in d) return { transactionId: d.id, held: false };
    const id = holdIds[d.hold]!;
    if (inserted.has(id)) return { transactionId: id, held: holds[d.hold] === reqs[k] };
    const other = raced.find((r) => r.requestId === holds[d.hold]!.requestId);
    if (!other) return { status: ORDER_STATUS.failed };
    return other.userId === reqs[k]!.userId
      ? { transactionId: other.id, held: false }
      : { status: ORDER_STATUS.alreadySettled };
  });
  return { outcomes, created };
}

/**
 * Takes up to `limit` pending requests and decides them in one transaction, which also marks them
 * decided: a crash before the commit leaves them all pending. `claimed` tells the caller which
 * requests were taken, also when deciding them failed.
 */
export async function decideBatch(
  db: Db,
  now: Clock,
  limit: number,
  claimed: { ids: number[] },
  maxUnpaid = DEFAULT_MAX_UNPAID_ORDERS,
): Promise<{ decided: Decided[]; created: Row[] }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select(requestColumns)
      .from(orderRequests)
      .where(isNull(orderRequests.decidedAt))
      .orderBy(asc(orderRequests.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    claimed.ids = rows.map((r) => r.id);
    if (!rows.length) return { decided: [], created: [] };
    const t = now();
    // Departures are locked in id order (no deadlock with another process's batch); within
    // one departure, first come first served.
    rows.sort((a, b) => a.scheduleId - b.scheduleId || a.id - b.id);
    const { outcomes, created } = await decideAll(tx, rows, t, maxUnpaid);
    const decided: Decided[] = rows.map((req, k) => ({ ...req, outcome: outcomes[k]! }));
    await markDecided(tx, decided, t);
    return { decided, created };
  });
}

/** Records the outcomes of requests not decided yet (in `tx`, or on its own). */
export async function markDecided(tx: Tx | Db, decided: Decided[], t: number): Promise<void> {
  const list = JSON.stringify(decided.map((d) => ({ id: d.id, outcome: d.outcome })));
  await tx.execute(sql`
    UPDATE order_requests AS r SET decided_at = ${new Date(t).toISOString()}::timestamptz, outcome = d.outcome
    FROM jsonb_to_recordset(${list}::jsonb) AS d(id integer, outcome jsonb)
    WHERE r.id = d.id AND r.decided_at IS NULL`);
}
