// Delivering decided orders: for a new or repeated hold, the payment page (a session opened with
// the payment provider, at most one per transaction), then the outcome pushed to the user over
// STOMP, then the request row deleted. Pushing twice is harmless (the same outcome; the client has
// moved on after the first), so a crash anywhere here only means ./processor.ts pushes again.
import { eq, inArray } from 'drizzle-orm';
import type { HoldService } from '../lifecycle/holds';
import { orderRequests, transactions } from '../db/schema';
import { attachPaymentSession, claimOrderId } from '../lifecycle/tickets';
import type { PaymentProvider } from '../payments/provider';
import { ORDER_STATUS, type Decided, type PaymentMessage, type PipelineDeps, type Publisher, type Row } from './model';

export interface DeliverDeps extends PipelineDeps {
  payments: PaymentProvider;
  holds: Pick<HoldService, 'cancel'>;
  push: Publisher;
}

async function send(deps: DeliverDeps, userId: number, message: Omit<PaymentMessage, 'userId'>): Promise<void> {
  try {
    await deps.push.publish(userId, { userId, ...message });
  } catch (err) {
    deps.log.error({ err, userId }, 'push failed');
  }
}

/** The payment page of an unpaid row, opening a session when it has none yet. */
async function ensureSession(deps: DeliverDeps, row: Row, origin: string): Promise<string> {
  const { db, payments } = deps;
  if (row.paymentUrl) return row.paymentUrl;
  // The gateway's order id for this session: the invoice, or a fresh one when an earlier ask may
  // have used it (a process that died after the gateway answered; lifecycle/tickets.ts claimOrderId).
  const orderId = await claimOrderId(db, row);
  if (orderId === null) return currentSession(deps, row.id);
  const session = await payments.createSession({
    transactionId: row.id,
    invoiceId: orderId,
    amount: row.price,
    priceLines: row.priceLines,
    placedAt: row.placedAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    origin,
  });
  const updated = await attachPaymentSession(db, row, { ...session, provider: payments.name, orderId }, deps.now());
  // Another request (a double tap) opened the session first: use that one.
  return updated ?? currentSession(deps, row.id);
}

/** The payment page another request opened for this transaction. */
async function currentSession(deps: DeliverDeps, id: number): Promise<string> {
  const [current] = await deps.db
    .select({ paymentUrl: transactions.paymentUrl })
    .from(transactions)
    .where(eq(transactions.id, id));
  if (!current?.paymentUrl) throw new Error(`transaction ${id} has no payment session`);
  return current.paymentUrl;
}

/** Pushes a decided request's outcome (opening the payment session when needed). */
async function finish(deps: DeliverDeps, d: Decided, resumed: boolean, rows: Map<number, Row>): Promise<void> {
  const { db, now } = deps;
  const base = { requestId: d.requestId };
  const outcome = d.outcome;
  if ('status' in outcome) {
    await send(deps, d.userId, { ...base, status: outcome.status });
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
      await send(deps, d.userId, { ...base, status: ORDER_STATUS.alreadySettled, transactionId: row.id });
      return;
    }
    const paymentUrl = await ensureSession(deps, row, d.origin);
    await send(deps, d.userId, { ...base, status: ORDER_STATUS.ok, paymentUrl, transactionId: row.id });
  } catch (err) {
    deps.log.error({ err, requestId: d.requestId }, 'payment session failed');
    if (outcome.held && !resumed) {
      // A slow decider may fail after another process resumed its push (lease run out) and
      // opened the session: then that page is the outcome, and the place stays held.
      const [current] = await db
        .select({ paymentUrl: transactions.paymentUrl })
        .from(transactions)
        .where(eq(transactions.id, outcome.transactionId))
        .catch(() => []);
      if (current?.paymentUrl) {
        await send(deps, d.userId, {
          ...base,
          status: ORDER_STATUS.ok,
          paymentUrl: current.paymentUrl,
          transactionId: outcome.transactionId,
        });
        return;
      }
      // Only the decider gives the place back: a resumed push may run beside a slow original.
      await deps.holds.cancel(outcome.transactionId).catch(() => undefined);
    }
    await send(deps, d.userId, { ...base, status: ORDER_STATUS.paymentUnavailable });
  }
}

/** Pushes a batch (`created`: the new holds as the decision inserted them, else read here). */
export async function finishAll(
  deps: DeliverDeps,
  decided: Decided[],
  resumed: boolean,
  created?: Row[],
): Promise<void> {
  const { db } = deps;
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
  await Promise.all(decided.filter(first).map((d) => finish(deps, d, resumed, rows)));
  await Promise.all(decided.filter((d) => !first(d)).map((d) => finish(deps, d, resumed, rows)));
  await db.delete(orderRequests).where(
    inArray(
      orderRequests.id,
      decided.map((d) => d.id),
    ),
  );
}
