// Order placement. The HTTP call checks the references and prices the order on the server, writes
// the order request to `order_requests` and only then answers 202 with the requestId: an accepted
// order is durable. A processor (in whichever process gets there first) takes pending requests in
// batches — `FOR UPDATE SKIP LOCKED`, so two processes never take the same one — and decides each
// in the same database transaction that records the decision: the departure row is locked
// (SELECT … FOR UPDATE), so concurrent orders take places strictly one after another and a
// departure is never oversold. After the commit the outcome is pushed to the user over STOMP and
// the request row is deleted.
//
// Crash safety (`kill -9` at any instant):
// - before the decision commits: the transaction rolls back, the row is pending again and is
//   taken by the next drain of any process (at start-up, on the next order, or by the 5 s job);
// - after the decision, before the push: the row is decided; it is pushed again at start-up
//   (PGlite: one process, so every decided row is an orphan) or, on PostgreSQL, by any process
//   once its lease (ORDER_PUSH_LEASE_MS) has run out. Pushing twice is harmless: the same outcome,
//   and the client has moved on after the first. Deciding is idempotent too (the requestId).
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { priceBreakdown } from '../../kernel/pricing.ts';
import { HIDE_BEFORE_DEPARTURE_MINUTES, PAYMENT_WINDOW_MINUTES } from '../../kernel/countdown.ts';
import type { components } from '../../kernel/schema.d.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import {
  orderRequests,
  passengerTypes,
  schedules,
  transactions,
  vehicleTypes,
  type OrderOutcomeJson,
  type OrderValuesJson,
  type PassengerLineJson,
  type PriceLineJson,
} from '../db/schema.ts';
import { jakartaParts, type Clock } from '../clock.ts';
import { bookingWindow } from '../../kernel/time.ts';
import { ageFitsPassengerType, CHILD_AGE_LIMIT } from '../../kernel/validation.ts';
import { MESSAGES, badRequest, notFound } from '../errors.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { expireDueIn, type HoldService } from './holds.ts';
import { naturalBatches } from '../batches.ts';

export type OrderRequest = components['schemas']['OrderRequest'];
export type PaymentMessage = components['schemas']['PaymentMessage'];

export interface Publisher {
  publish(userId: number, message: PaymentMessage & { userId: number }): Promise<void>;
}

export interface OrderService {
  /** Checks and prices the order and writes it down; it is decided in the background. Returns the requestId. */
  accept(userId: number, body: OrderRequest, origin: string): Promise<{ requestId: string }>;
  /**
   * Start-up: resumes every accepted request a previous run left behind (pending ones are decided,
   * decided ones pushed). `orphansOnly: false` (PGlite, one process) takes every decided row at
   * once; on PostgreSQL only those whose push lease ran out (another live process may be on them).
   */
  start(opts: { orphansOnly: boolean }): void;
  /** The periodic pass (jobs): drains pending requests and resumes decided ones past their lease. */
  resume(): Promise<void>;
  /** Resolves when every order accepted so far has been processed (tests, shutdown). */
  idle(): Promise<void>;
  /** Shutdown: takes no new work and waits for the work under way. */
  stop(): Promise<void>;
  /** A write to vehicle_types or passenger_types committed: the price list is read again. */
  catalogueChanged(): void;
  /**
   * Whether writes to `table` are being heard. The price list is kept in memory only while both
   * catalogue tables are (never, without a watcher): otherwise every order reads it.
   */
  catalogueHeard(table: 'vehicle_types' | 'passenger_types', listening: boolean): void;
}

/** Push statuses other than 200 (payment page) and 500 (sold out). */
export const ORDER_STATUS = {
  ok: 200,
  soldOut: 500,
  scheduleGone: 404,
  alreadySettled: 409,
  closedForSale: 422,
  /** The departure's date is after today + 7 (Jakarta): not bookable yet (spec §9 booking window). */
  outsideBookingWindow: 425,
  paymentUnavailable: 502,
  failed: 503,
} as const;

/** Requests decided in one database transaction (one commit, one lock queue turn for many orders). */
export const ORDER_BATCH_SIZE = 50;
/**
 * How long a decided request belongs to the process that decided it (opening the payment session
 * and pushing take milliseconds; a real gateway a few seconds). After that any process pushes it.
 */
export const ORDER_PUSH_LEASE_MS = 15_000;
/** Wait before each claim, so that requests arriving together are decided together. */
export const ORDER_GATHER_MS = 10;

type Row = typeof transactions.$inferSelect;
type VehicleRow = typeof vehicleTypes.$inferSelect;
type PassengerRow = typeof passengerTypes.$inferSelect;
type Request = {
  id: number;
  requestId: string;
  userId: number;
  scheduleId: number;
  origin: string;
  order: OrderValuesJson;
};
type Decided = Request & { outcome: OrderOutcomeJson };

const MINUTE = 60_000;
/** SQLSTATE class 22 (data exception), e.g. 22P05 for a NUL character in a text or jsonb value. */
function isDataException(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) return true;
  }
  return false;
}

/** Later than any decision (every decided row is an orphan at a PGlite start). */
const FOREVER = new Date('9999-12-31T00:00:00Z');

export function createOrderService(opts: {
  db: Db;
  now: Clock;
  payments: PaymentProvider;
  holds: HoldService;
  push: Publisher;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** false: requests are written but never processed, as by a process killed after its 202s (tests). */
  processing?: boolean;
}): OrderService {
  const { db, now, payments, holds, push, log } = opts;
  const processing = opts.processing !== false;
  let stopped = false;
  let draining: Promise<void> | null = null;
  let again = false;
  /** The start-up pass over orphaned decided rows is running; drains begin after it. */
  let starting = false;
  const background = new Set<Promise<void>>();

  async function send(userId: number, message: Omit<PaymentMessage, 'userId'>): Promise<void> {
    try {
      await push.publish(userId, { userId, ...message });
    } catch (err) {
      log.error({ err, userId }, 'push failed');
    }
  }

  /** The payment page of an unpaid row, opening a session when it has none yet. */
  async function ensureSession(row: Row, origin: string): Promise<string> {
    if (row.paymentUrl) return row.paymentUrl;
    const session = await payments.createSession({
      transactionId: row.id,
      invoiceId: row.invoiceId,
      amount: row.price,
      priceLines: row.priceLines,
      placedAt: row.placedAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
      origin,
    });
    const [updated] = await db
      .update(transactions)
      .set({ paymentSessionId: session.sessionId, paymentUrl: session.paymentUrl, paymentProvider: payments.name })
      .where(and(eq(transactions.id, row.id), isNull(transactions.paymentSessionId)))
      .returning({ paymentUrl: transactions.paymentUrl });
    if (updated?.paymentUrl) return updated.paymentUrl;
    // Another request (a double tap) opened the session first: use that one.
    const [current] = await db
      .select({ paymentUrl: transactions.paymentUrl })
      .from(transactions)
      .where(eq(transactions.id, row.id));
    if (!current?.paymentUrl) throw new Error(`transaction ${row.id} has no payment session`);
    return current.paymentUrl;
  }

  /**
   * The decisions of one batch, inside its transaction `tx`, in a fixed number of statements
   * whatever the batch size: lock the departures (in id order: no deadlock with another process's
   * batch), read the transactions the requests may repeat, decide each request in order, then
   * insert the new holds in one statement and take their places.
   */
  async function decideAll(
    tx: Tx,
    reqs: Request[],
    t: number,
  ): Promise<{ outcomes: OrderOutcomeJson[]; created: Row[] }> {
    const scheduleIds = [...new Set(reqs.map((r) => r.scheduleId))].sort((a, b) => a - b);
    const locked = await tx
      .select()
      .from(schedules)
      .where(inArray(schedules.id, scheduleIds))
      .orderBy(asc(schedules.id))
      .for('update');
    const departures = new Map(locked.map((s) => [s.id, { row: s, available: s.available, expiryChecked: false }]));
    // Idempotency, decided under the departure locks: the same request, or an open hold of the
    // same user on the same departure, gets that transaction again instead of a second one.
    const requestIds = [...new Set(reqs.map((r) => r.requestId))];
    const isOpen = and(
      inArray(transactions.userId, [...new Set(reqs.map((r) => r.userId))]),
      inArray(transactions.scheduleId, scheduleIds),
      eq(transactions.status, 'UNPAID'),
      gt(transactions.expiresAt, new Date(t)),
    );
    // One read for both: the transactions of these requestIds and the open holds of these users.
    const related = await tx
      .select({
        id: transactions.id,
        requestId: transactions.requestId,
        userId: transactions.userId,
        scheduleId: transactions.scheduleId,
        open: sql<boolean>`coalesce(${isOpen}, false)`,
      })
      .from(transactions)
      .where(or(inArray(transactions.requestId, requestIds), isOpen))
      .orderBy(desc(transactions.id));
    const earlier = related.filter((r) => requestIds.includes(r.requestId));
    const open = related.filter((r) => r.open);
    /** A transaction id, or the index of a hold this batch is about to insert. */
    type Ref = { id: number } | { hold: number };
    const byRequest = new Map<string, { ref: Ref; userId: number | null }>(
      earlier.map((e) => [e.requestId, { ref: { id: e.id }, userId: e.userId }]),
    );
    const openKey = (userId: number, scheduleId: number) => `${userId}:${scheduleId}`;
    const openHold = new Map<string, Ref>();
    for (const o of open)
      if (o.userId !== null && !openHold.has(openKey(o.userId, o.scheduleId)))
        openHold.set(openKey(o.userId, o.scheduleId), { id: o.id });

    const holds: Request[] = [];
    const decisions: Array<{ status: number } | Ref> = [];
    const lastBookableDate = bookingWindow(t).max; // once per batch: Temporal is not free
    for (const req of reqs) {
      const departure = departures.get(req.scheduleId);
      if (!departure) {
        decisions.push({ status: ORDER_STATUS.scheduleGone });
        continue;
      }
      const same = byRequest.get(req.requestId);
      if (same) {
        // A requestId reused by someone else: never reveal that order.
        decisions.push(same.userId === req.userId ? same.ref : { status: ORDER_STATUS.alreadySettled });
        continue;
      }
      const own = openHold.get(openKey(req.userId, req.scheduleId));
      if (own) {
        decisions.push(own);
        continue;
      }
      const s = departure.row;
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
      // Holds that ran out but the job has not reached yet should not make a departure look sold out.
      if (departure.available <= 0 && !departure.expiryChecked) {
        departure.expiryChecked = true;
        departure.available += await expireDueIn(tx, t, s.id);
      }
      if (departure.available <= 0) {
        decisions.push({ status: ORDER_STATUS.soldOut });
        continue;
      }
      departure.available -= 1;
      const ref = { hold: holds.length };
      holds.push(req);
      byRequest.set(req.requestId, { ref, userId: req.userId });
      openHold.set(openKey(req.userId, req.scheduleId), ref);
      decisions.push(ref);
    }

    const holdIds: number[] = [];
    const inserted = new Set<number>();
    const created: Row[] = [];
    if (holds.length) {
      const seq = rowsOf<{ id: number | string }>(
        await tx.execute(
          sql`SELECT nextval(pg_get_serial_sequence('transactions', 'id')) AS id FROM generate_series(1, ${holds.length})`,
        ),
      );
      holdIds.push(...seq.map((r) => Number(r.id)));
      const compactDate = jakartaParts(t).compactDate;
      // ON CONFLICT: the same requestId raced on another departure in another process; its
      // transaction (visible once that one committed) is this order's outcome. No error, so the
      // batch transaction stays usable.
      const rows = await tx
        .insert(transactions)
        .values(
          holds.map((req, k) => ({
            id: holdIds[k]!,
            invoiceId: `INV-${compactDate}-${String(holdIds[k]).padStart(6, '0')}`,
            requestId: req.requestId,
            userId: req.userId,
            scheduleId: req.scheduleId,
            vehicleTypeId: req.order.vehicleTypeId,
            vehicleClass: req.order.vehicleClass,
            vehicleTypeName: req.order.vehicleTypeName,
            plateNumber: req.order.plateNumber,
            driver: req.order.driver,
            passengers: req.order.passengers,
            manifest: req.order.manifest,
            priceLines: req.order.priceLines,
            price: req.order.price,
            status: 'UNPAID' as const,
            placedAt: new Date(t),
            expiresAt: new Date(t + PAYMENT_WINDOW_MINUTES * MINUTE),
          })),
        )
        .onConflictDoNothing({ target: transactions.requestId })
        .returning();
      for (const r of rows) inserted.add(r.id);
      created.push(...rows);
      const taken = new Map<number, number>();
      holds.forEach((req, k) => {
        if (inserted.has(holdIds[k]!)) taken.set(req.scheduleId, (taken.get(req.scheduleId) ?? 0) + 1);
      });
      for (const [scheduleId, n] of [...taken].sort((a, b) => a[0] - b[0])) {
        await tx
          .update(schedules)
          .set({ available: sql`${schedules.available} - ${n}` })
          .where(eq(schedules.id, scheduleId));
      }
    }
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

  const requestColumns = {
    id: orderRequests.id,
    requestId: orderRequests.requestId,
    userId: orderRequests.userId,
    scheduleId: orderRequests.scheduleId,
    origin: orderRequests.origin,
    order: orderRequests.order,
  };

  /**
   * Takes up to `limit` pending requests (or exactly `onlyId`) and decides them in one transaction,
   * which also marks them decided: a crash before the commit leaves them all pending.
   */
  async function decideBatch(
    limit: number,
    claimed: { ids: number[] },
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
      const { outcomes, created } = await decideAll(tx, rows, t);
      const decided: Decided[] = rows.map((req, k) => ({ ...req, outcome: outcomes[k]! }));
      await markDecided(tx, decided, t);
      return { decided, created };
    });
  }

  async function markDecided(tx: Tx | Db, decided: Decided[], t: number): Promise<void> {
    const list = JSON.stringify(decided.map((d) => ({ id: d.id, outcome: d.outcome })));
    await tx.execute(sql`
      UPDATE order_requests AS r SET decided_at = ${new Date(t).toISOString()}::timestamptz, outcome = d.outcome
      FROM jsonb_to_recordset(${list}::jsonb) AS d(id integer, outcome jsonb)
      WHERE r.id = d.id AND r.decided_at IS NULL`);
  }

  /** Pushes a decided request's outcome (opening the payment session when needed). */
  async function finish(d: Decided, resumed: boolean, rows: Map<number, Row>): Promise<void> {
    const base = { requestId: d.requestId };
    const outcome = d.outcome;
    if ('status' in outcome) {
      await send(d.userId, { ...base, status: outcome.status });
      return;
    }
    try {
      // A repeat of a hold this batch made reads it after that hold's session was opened.
      const [row] = outcome.held
        ? [rows.get(outcome.transactionId)]
        : await db.select().from(transactions).where(eq(transactions.id, outcome.transactionId));
      if (!row) throw new Error(`transaction ${outcome.transactionId} is missing`);
      const open = row.status === 'UNPAID' && row.expiresAt.getTime() > now();
      if (!open) {
        await send(d.userId, { ...base, status: ORDER_STATUS.alreadySettled, transactionId: row.id });
        return;
      }
      const paymentUrl = await ensureSession(row, d.origin);
      await send(d.userId, { ...base, status: ORDER_STATUS.ok, paymentUrl, transactionId: row.id });
    } catch (err) {
      log.error({ err, requestId: d.requestId }, 'payment session failed');
      if (outcome.held && !resumed) {
        // A slow decider may fail after another process resumed its push (lease run out) and
        // opened the session: then that page is the outcome, and the place stays held.
        const [current] = await db
          .select({ paymentUrl: transactions.paymentUrl })
          .from(transactions)
          .where(eq(transactions.id, outcome.transactionId))
          .catch(() => []);
        if (current?.paymentUrl) {
          await send(d.userId, {
            ...base,
            status: ORDER_STATUS.ok,
            paymentUrl: current.paymentUrl,
            transactionId: outcome.transactionId,
          });
          return;
        }
        // Only the decider gives the place back: a resumed push may run beside a slow original.
        await holds.cancel(outcome.transactionId).catch(() => undefined);
      }
      await send(d.userId, { ...base, status: ORDER_STATUS.paymentUnavailable });
    }
  }

  /** Pushes a batch (`created`: the new holds as the decision inserted them, else read here). */
  async function finishAll(decided: Decided[], resumed: boolean, created?: Row[]): Promise<void> {
    const heldIds = decided.flatMap((d) =>
      'transactionId' in d.outcome && d.outcome.held ? [d.outcome.transactionId] : [],
    );
    const rows = new Map(
      (
        created ?? (heldIds.length ? await db.select().from(transactions).where(inArray(transactions.id, heldIds)) : [])
      ).map((r) => [r.id, r]),
    );
    const first = (d: Decided) => 'transactionId' in d.outcome && d.outcome.held;
    // New holds first (one payment session each), then everything else: a repeat of a new hold
    // then finds its session open instead of opening a second one.
    await Promise.all(decided.filter(first).map((d) => finish(d, resumed, rows)));
    await Promise.all(decided.filter((d) => !first(d)).map((d) => finish(d, resumed, rows)));
    await db.delete(orderRequests).where(
      inArray(
        orderRequests.id,
        decided.map((d) => d.id),
      ),
    );
  }

  /** Decides and pushes pending requests until none is left. */
  async function drain(): Promise<void> {
    while (!stopped) {
      // Let a burst gather: deciding 5 requests in one batch costs about what 1 does (PGlite runs
      // every statement on this thread), so under load this wait makes the pipeline faster.
      await new Promise((resolve) => setTimeout(resolve, ORDER_GATHER_MS));
      // Requests accepted from here on may miss this claim: their kick sets `again`.
      again = false;
      const claimed = { ids: [] as number[] };
      let decided: Decided[];
      let created: Row[] | undefined;
      try {
        ({ decided, created } = await decideBatch(ORDER_BATCH_SIZE, claimed));
      } catch (err) {
        log.error({ err, requests: claimed.ids }, 'order batch failed; deciding one at a time');
        decided = [];
        created = undefined;
        // One bad request must not hold up the others: alone, it is refused with 503.
        for (let i = 0; i < Math.max(claimed.ids.length, 1); i++) {
          const one = { ids: [] as number[] };
          try {
            const next = await decideBatch(1, one);
            if (!next.decided.length) break;
            decided.push(...next.decided);
          } catch (oneErr) {
            log.error({ err: oneErr, requests: one.ids }, 'order failed');
            const refused: Decided[] = (
              one.ids.length
                ? await db
                    .select(requestColumns)
                    .from(orderRequests)
                    .where(and(inArray(orderRequests.id, one.ids), isNull(orderRequests.decidedAt)))
                : []
            ).map((r) => ({ ...r, outcome: { status: ORDER_STATUS.failed } }));
            if (!refused.length) break;
            await markDecided(db, refused, now());
            decided.push(...refused);
          }
        }
      }
      if (!decided.length) return;
      await finishAll(decided, false, created);
      // A short batch took everything there was: stop without another (empty) claim. Requests
      // accepted since then have kicked (`again`); other processes' leftovers wait for the job.
      if (decided.length < ORDER_BATCH_SIZE && !again) return;
    }
  }

  function track(p: Promise<void>): void {
    const tracked = p
      .catch((err: unknown) => log.error({ err }, 'order processing crashed'))
      .finally(() => background.delete(tracked));
    background.add(tracked);
  }

  /** Starts a drain, or asks the running one to look again (requests may have come in meanwhile). */
  function kick(): void {
    if (!processing || stopped || starting) return;
    if (draining) {
      again = true;
      return;
    }
    draining = (async () => {
      do {
        again = false;
        await drain();
      } while (again && !stopped);
    })()
      .catch((err: unknown) => log.error({ err }, 'order processing crashed'))
      .finally(() => {
        draining = null;
      });
  }

  /** Pushes decided requests left behind (all of them, or only those past their lease), in pages. */
  async function resumeDecided(orphansOnly: boolean): Promise<void> {
    let after = 0;
    while (!stopped) {
      const t = now();
      const cutoff = orphansOnly ? new Date(t - ORDER_PUSH_LEASE_MS) : FOREVER;
      // Taking a row renews its lease, so two processes never resume the same one at once.
      const due = db
        .select({ id: orderRequests.id })
        .from(orderRequests)
        .where(
          and(isNotNull(orderRequests.decidedAt), lte(orderRequests.decidedAt, cutoff), gt(orderRequests.id, after)),
        )
        .orderBy(asc(orderRequests.id))
        .limit(ORDER_BATCH_SIZE)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(orderRequests)
        .set({ decidedAt: new Date(t) })
        .where(inArray(orderRequests.id, due))
        .returning({ ...requestColumns, outcome: orderRequests.outcome });
      if (!rows.length) return;
      after = Math.max(...rows.map((r) => r.id));
      if (rows.length) log.warn({ requests: rows.length }, 'resuming the push of decided orders');
      await finishAll(
        rows.map((r) => ({ ...r, outcome: r.outcome ?? { status: ORDER_STATUS.failed } })),
        true,
      );
    }
  }

  type Catalogue = { vehicles: Map<number, VehicleRow>; passengers: Map<number, PassengerRow> };
  /** The price list (a dozen rows, written by the seed or an operator): kept while heard. */
  let catalogue: Promise<Catalogue> | null = null;
  let catalogueGeneration = 0;
  const heard = new Set<string>();
  const loadCatalogue = async (): Promise<Catalogue> => ({
    vehicles: new Map((await db.select().from(vehicleTypes)).map((v) => [v.id, v])),
    passengers: new Map((await db.select().from(passengerTypes)).map((p) => [p.id, p])),
  });
  function readCatalogue(): Promise<Catalogue> {
    if (heard.size < 2) return loadCatalogue();
    if (!catalogue) {
      const generation = catalogueGeneration;
      const loading = loadCatalogue();
      catalogue = loading;
      // Read across a change, or failed: not kept.
      const drop = () => {
        if (catalogue === loading && generation !== catalogueGeneration) catalogue = null;
      };
      loading.then(drop, () => {
        if (catalogue === loading) catalogue = null;
      });
    }
    return catalogue;
  }
  function forgetCatalogue(): void {
    catalogueGeneration += 1;
    catalogue = null;
  }

  type Acceptance = { userId: number; body: OrderRequest; origin: string };
  type Accepted = { requestId: string; values: typeof orderRequests.$inferInsert };

  /** Checks and prices one order against the catalogue rows read for its batch. */
  function check(
    a: Acceptance,
    known: { schedules: Set<number>; vehicles: Map<number, VehicleRow>; passengers: Map<number, PassengerRow> },
  ): Accepted {
    const { body } = a;
    if (!known.schedules.has(body.schedule)) throw notFound(MESSAGES.scheduleNotFound);
    const vehicle = known.vehicles.get(body.vehicle);
    if (!vehicle) throw notFound(MESSAGES.vehicleTypeNotFound);

    const counts = new Map<number, number>();
    for (const p of body.passengers) {
      if (counts.has(p.passengerId)) throw badRequest(`body.passengers lists passenger type ${p.passengerId} twice.`);
      counts.set(p.passengerId, p.amount);
    }
    const manifest = body.manifest ?? [];
    const ids = [...new Set([...counts.keys(), ...manifest.map((m) => m.passengerId)])];
    const types = ids.flatMap((id) => known.passengers.get(id) ?? []);
    if (types.length !== ids.length) throw notFound(MESSAGES.passengerTypeNotFound);
    for (const id of new Set(manifest.map((m) => m.passengerId))) {
      const named = manifest.filter((m) => m.passengerId === id).length;
      if (named > (counts.get(id) ?? 0)) {
        throw badRequest(
          `body.manifest names ${named} passengers of type ${id} but only ${counts.get(id) ?? 0} are ordered.`,
        );
      }
    }
    for (const m of manifest) {
      const type = known.passengers.get(m.passengerId);
      if (type && !ageFitsPassengerType(type.feeType, m.age)) {
        throw badRequest(
          `body.manifest: a passenger of type ${type.feeType} must be under ${CHILD_AGE_LIMIT} years old.`,
        );
      }
    }

    const lines: PassengerLineJson[] = types
      .filter((t) => counts.has(t.id))
      .sort((x, y) => x.id - y.id)
      .map((t) => ({
        passengerTypeId: t.id,
        feeType: t.feeType,
        description: t.description,
        fee: t.fee,
        insuranceFee: t.insuranceFee,
        count: counts.get(t.id) ?? 0,
      }));
    const price = priceBreakdown({
      vehicle: { price: vehicle.price, insuranceFee: vehicle.insuranceFee },
      passengers: lines,
    });
    const priceLines: PriceLineJson[] = price.lines.map(({ label, quantity, unit, amount }) => ({
      label,
      quantity,
      unit,
      amount,
    }));
    const requestId = body.requestId ?? randomUUID();
    return {
      requestId,
      values: {
        requestId,
        userId: a.userId,
        scheduleId: body.schedule,
        origin: a.origin,
        acceptedAt: new Date(now()),
        order: {
          vehicleTypeId: vehicle.id,
          vehicleClass: vehicle.vehicleClass,
          vehicleTypeName: vehicle.vehicleType,
          plateNumber: body.plate_number,
          driver: body.driver,
          passengers: lines,
          manifest,
          priceLines,
          price: price.total,
        },
      },
    };
  }

  /** Writes one accepted order; a value PostgreSQL cannot store (a NUL character) is the request's fault. */
  async function writeOne(values: Accepted['values']): Promise<void> {
    await db
      .insert(orderRequests)
      .values(values)
      .catch((err: unknown) => {
        if (isDataException(err)) throw badRequest('body contains a character that cannot be stored.');
        throw err;
      });
  }

  /**
   * Orders arriving together are accepted together (../batches.ts): one read of the
   * departures, vehicle classes and passenger types they name, then one multi-row INSERT — a few
   * statements for the whole burst instead of four per order, which is what bounded a burst of 300
   * buyers on the single PGlite thread (issue #12). Each order still gets its own answer: its own
   * 404/400, and its 202 only once its own row is written. A batch whose INSERT fails is written
   * again row by row, so that one bad row fails alone.
   */
  const acceptances = naturalBatches<Acceptance, { requestId: string }>(async (batch) => {
    const scheduleIds = [...new Set(batch.map((a) => a.body.schedule))];
    const found = await db.select({ id: schedules.id }).from(schedules).where(inArray(schedules.id, scheduleIds));
    const known = { schedules: new Set(found.map((r) => r.id)), ...(await readCatalogue()) };
    const checked = batch.map((a): Accepted | Error => {
      try {
        return check(a, known);
      } catch (err) {
        return err instanceof Error ? err : new Error(String(err));
      }
    });
    const valid = checked.filter((c): c is Accepted => !(c instanceof Error));
    const written = new Map<Accepted, Error | null>();
    if (valid.length) {
      try {
        await db.insert(orderRequests).values(valid.map((v) => v.values));
        for (const v of valid) written.set(v, null);
      } catch {
        for (const v of valid) {
          written.set(
            v,
            await writeOne(v.values).then(
              () => null,
              (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
            ),
          );
        }
      }
      // Written before the 202s: from here on these orders survive a crash (see the header).
      // Their clients have subscribed before sending, so they get the push whenever it comes.
      kick();
    }
    return checked.map((c) => (c instanceof Error ? c : (written.get(c) ?? { requestId: c.requestId })));
  });

  return {
    async accept(userId, body, origin) {
      return acceptances.load({ userId, body, origin });
    },

    start({ orphansOnly }) {
      if (!processing) return;
      // Orphans first: a drain started alongside would decide rows that this pass (taking every
      // decided row on PGlite) would then push a second time. Orders arriving meanwhile wait.
      starting = true;
      track(
        resumeDecided(orphansOnly).finally(() => {
          starting = false;
          kick();
        }),
      );
    },

    async resume() {
      if (!processing || stopped || starting) return;
      kick();
      await resumeDecided(true);
    },

    async idle() {
      while (draining || background.size) await Promise.all([draining, ...background]);
    },

    catalogueChanged: forgetCatalogue,

    catalogueHeard(table, listening) {
      forgetCatalogue();
      if (listening) heard.add(table);
      else heard.delete(table);
    },

    async stop() {
      stopped = true;
      while (draining || background.size) await Promise.all([draining, ...background]);
    },
  };
}
