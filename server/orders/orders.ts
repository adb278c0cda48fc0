// Order placement. The HTTP call checks the references and prices the order on the server, then
// answers 202 with the requestId; the hold itself runs right after, in one database transaction
// that locks the departure row (SELECT … FOR UPDATE), so concurrent orders — in this process or in
// another one on the same PostgreSQL — take places strictly one after another and a departure is
// never oversold. The outcome is pushed to the user over STOMP.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { priceBreakdown } from '../../src/lib/pricing.ts';
import { HIDE_BEFORE_DEPARTURE_MINUTES, PAYMENT_WINDOW_MINUTES } from '../../src/lib/countdown.ts';
import type { components } from '../../src/api/schema.d.ts';
import { rowsOf, type Db } from '../db/client.ts';
import {
  passengerTypes,
  schedules,
  transactions,
  vehicleTypes,
  type PassengerLineJson,
  type PriceLineJson,
} from '../db/schema.ts';
import { jakartaParts, type Clock } from '../clock.ts';
import { bookingWindow } from '../../src/lib/time.ts';
import { MESSAGES, badRequest, notFound } from '../errors.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { expireDueIn, type HoldService } from './holds.ts';

export type OrderRequest = components['schemas']['OrderRequest'];
export type PaymentMessage = components['schemas']['PaymentMessage'];

export interface Publisher {
  publish(userId: number, message: PaymentMessage & { userId: number }): Promise<void>;
}

export interface OrderService {
  /** Checks and prices the order; the hold is placed in the background. Returns the requestId. */
  accept(userId: number, body: OrderRequest, origin: string): Promise<{ requestId: string }>;
  /** Resolves when every order accepted so far has been processed (tests, shutdown). */
  idle(): Promise<void>;
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

type Row = typeof transactions.$inferSelect;
type Job = {
  userId: number;
  requestId: string;
  scheduleId: number;
  origin: string;
  values: Omit<typeof transactions.$inferInsert, 'id' | 'invoiceId' | 'status' | 'placedAt' | 'expiresAt' | 'userId' | 'requestId'>;
};

const MINUTE = 60_000;

function isUniqueViolation(err: unknown, column: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, detail, message } = e as Record<string, unknown>;
    if (code === '23505') {
      return [constraint, detail, message].some((s) => typeof s === 'string' && s.includes(column));
    }
  }
  return false;
}

export function createOrderService(opts: {
  db: Db;
  now: Clock;
  payments: PaymentProvider;
  holds: HoldService;
  push: Publisher;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}): OrderService {
  const { db, now, payments, holds, push, log } = opts;
  const inflight = new Set<Promise<void>>();

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
    const [current] = await db.select({ paymentUrl: transactions.paymentUrl }).from(transactions).where(eq(transactions.id, row.id));
    if (!current?.paymentUrl) throw new Error(`transaction ${row.id} has no payment session`);
    return current.paymentUrl;
  }

  async function repush(job: Job, row: Row): Promise<void> {
    const open = row.status === 'UNPAID' && row.expiresAt.getTime() > now();
    if (!open) {
      await send(job.userId, { status: ORDER_STATUS.alreadySettled, requestId: job.requestId, transactionId: row.id });
      return;
    }
    const paymentUrl = await ensureSession(row, job.origin);
    await send(job.userId, { status: ORDER_STATUS.ok, paymentUrl, requestId: job.requestId, transactionId: row.id });
  }

  type Outcome = { kind: 'held'; row: Row } | { kind: 'existing'; row: Row } | { kind: 'failed'; status: number };

  async function hold(job: Job): Promise<Outcome> {
    const t = now();
    return db.transaction(async (tx): Promise<Outcome> => {
      const [s] = await tx.select().from(schedules).where(eq(schedules.id, job.scheduleId)).for('update');
      if (!s) return { kind: 'failed', status: ORDER_STATUS.scheduleGone };
      // Idempotency, decided under the schedule lock: the same request, or an open hold of the
      // same user on the same departure, gets that transaction again instead of a second one.
      const [same] = await tx.select().from(transactions).where(eq(transactions.requestId, job.requestId));
      if (same) return { kind: 'existing', row: same };
      const [open] = await tx
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.userId, job.userId),
            eq(transactions.scheduleId, s.id),
            eq(transactions.status, 'UNPAID'),
            gt(transactions.expiresAt, new Date(t)),
          ),
        )
        .orderBy(desc(transactions.id))
        .limit(1);
      if (open) return { kind: 'existing', row: open };
      if (s.departureAt.getTime() - t < HIDE_BEFORE_DEPARTURE_MINUTES * MINUTE) {
        return { kind: 'failed', status: ORDER_STATUS.closedForSale };
      }
      // Booking opens 7 days ahead (today … today + 7, Jakarta calendar), even though the
      // timetable is published a day further.
      if (s.issuedDate > bookingWindow(t).max) {
        return { kind: 'failed', status: ORDER_STATUS.outsideBookingWindow };
      }
      let available = s.available;
      // Holds that ran out but the job has not reached yet should not make a departure look sold out.
      if (available <= 0) available += await expireDueIn(tx, t, s.id);
      if (available <= 0) return { kind: 'failed', status: ORDER_STATUS.soldOut };
      await tx
        .update(schedules)
        .set({ available: sql`${schedules.available} - 1` })
        .where(eq(schedules.id, s.id));
      const [seq] = rowsOf<{ id: number | string }>(
        await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('transactions', 'id')) AS id`),
      );
      const id = Number(seq?.id);
      const [row] = await tx
        .insert(transactions)
        .values({
          ...job.values,
          id,
          invoiceId: `INV-${jakartaParts(t).compactDate}-${String(id).padStart(6, '0')}`,
          requestId: job.requestId,
          userId: job.userId,
          status: 'UNPAID',
          placedAt: new Date(t),
          expiresAt: new Date(t + PAYMENT_WINDOW_MINUTES * MINUTE),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { kind: 'held', row };
    });
  }

  async function process(job: Job): Promise<void> {
    let outcome: Outcome;
    try {
      outcome = await hold(job);
    } catch (err) {
      if (isUniqueViolation(err, 'request_id')) {
        // The same requestId raced on another departure: that transaction is the order's outcome.
        const [row] = await db.select().from(transactions).where(eq(transactions.requestId, job.requestId));
        if (row) outcome = { kind: 'existing', row };
        else outcome = { kind: 'failed', status: ORDER_STATUS.failed };
      } else {
        log.error({ err, requestId: job.requestId }, 'order failed');
        outcome = { kind: 'failed', status: ORDER_STATUS.failed };
      }
    }
    const base = { requestId: job.requestId };
    if (outcome.kind === 'failed') {
      await send(job.userId, { ...base, status: outcome.status });
      return;
    }
    try {
      if (outcome.kind === 'existing') {
        if (outcome.row.userId !== job.userId) {
          // A requestId reused by someone else: never reveal that order.
          await send(job.userId, { ...base, status: ORDER_STATUS.alreadySettled });
          return;
        }
        await repush(job, outcome.row);
        return;
      }
      const paymentUrl = await ensureSession(outcome.row, job.origin);
      await send(job.userId, { ...base, status: ORDER_STATUS.ok, paymentUrl, transactionId: outcome.row.id });
    } catch (err) {
      log.error({ err, requestId: job.requestId }, 'payment session failed');
      if (outcome.kind === 'held') await holds.cancel(outcome.row.id).catch(() => undefined);
      await send(job.userId, { ...base, status: ORDER_STATUS.paymentUnavailable });
    }
  }

  return {
    async accept(userId, body, origin) {
      const [schedule] = await db.select({ id: schedules.id }).from(schedules).where(eq(schedules.id, body.schedule));
      if (!schedule) throw notFound(MESSAGES.scheduleNotFound);
      const [vehicle] = await db.select().from(vehicleTypes).where(eq(vehicleTypes.id, body.vehicle));
      if (!vehicle) throw notFound(MESSAGES.vehicleTypeNotFound);

      const counts = new Map<number, number>();
      for (const p of body.passengers) {
        if (counts.has(p.passengerId)) throw badRequest(`body.passengers lists passenger type ${p.passengerId} twice.`);
        counts.set(p.passengerId, p.amount);
      }
      const manifest = body.manifest ?? [];
      const ids = [...new Set([...counts.keys(), ...manifest.map((m) => m.passengerId)])];
      const types = ids.length ? await db.select().from(passengerTypes).where(inArray(passengerTypes.id, ids)) : [];
      if (types.length !== ids.length) throw notFound(MESSAGES.passengerTypeNotFound);
      for (const id of new Set(manifest.map((m) => m.passengerId))) {
        const named = manifest.filter((m) => m.passengerId === id).length;
        if (named > (counts.get(id) ?? 0)) {
          throw badRequest(`body.manifest names ${named} passengers of type ${id} but only ${counts.get(id) ?? 0} are ordered.`);
        }
      }

      const lines: PassengerLineJson[] = types
        .filter((t) => counts.has(t.id))
        .sort((a, b) => a.id - b.id)
        .map((t) => ({
          passengerTypeId: t.id,
          feeType: t.feeType,
          description: t.description,
          fee: t.fee,
          insuranceFee: t.insuranceFee,
          count: counts.get(t.id) ?? 0,
        }));
      const price = priceBreakdown({ vehicle: { price: vehicle.price, insuranceFee: vehicle.insuranceFee }, passengers: lines });
      const priceLines: PriceLineJson[] = price.lines.map(({ label, quantity, unit, amount }) => ({ label, quantity, unit, amount }));

      const requestId = body.requestId ?? randomUUID();
      const job: Job = {
        userId,
        requestId,
        scheduleId: body.schedule,
        origin,
        values: {
          scheduleId: body.schedule,
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
      };
      // After the 202 is on its way: the client has subscribed before sending, so it gets the push.
      const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => process(job))
        .catch((err) => log.error({ err }, 'order processing crashed'))
        .finally(() => inflight.delete(p));
      inflight.add(p);
      return { requestId };
    },

    async idle() {
      while (inflight.size) await Promise.allSettled([...inflight]);
    },
  };
}
