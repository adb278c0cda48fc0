// The ledger's writes (issue #37 item 1): every rupiah that moves is one `ledger_entries` row
// (../db/schema-ledger.ts). Called inside the caller's database transaction by the lifecycle
// (../lifecycle/), the refunds (../refunds/) and the move payments (../tickets/change-payment.ts),
// so a ticket's change and its money commit together. Nothing else writes the table
// (tests/architecture/lifecycle-writes.test.ts).
//
// - A gateway order that opens (an online order's payment page, a move's, a booth QRIS charge) is
//   a pending 'in' row keyed by its gateway order id; reconciliation (../payments/reconcile.ts)
//   asks the gateway about every pending one. Paid: settled. Ended unpaid: void. A void one that
//   is paid after all (a late payment) is settled again — the money came in, and what is owed back
//   is an 'out' row against it.
// - Cash at the booth is settled at once, on its shift.
// - An 'out' row reverses one 'in' row (`reverses_id`) and can never exceed what is left of it:
//   the 'in' row is locked and the sum of its live 'out' rows checked before the insert.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ledgerEntries, type LedgerKind, type LedgerMethod } from '../db/schema-ledger';

export type LedgerRow = typeof ledgerEntries.$inferSelect;

/** Maps what a ticket row calls its payment to a ledger method. */
export function methodOf(p: {
  channel: string;
  paymentMethod: string | null;
  paymentProvider: string | null;
}): LedgerMethod {
  if (p.channel === 'loket') return p.paymentMethod === 'qris' ? 'qris' : 'tunai';
  return p.paymentProvider === 'midtrans' ? 'midtrans' : 'simulator';
}

type InRow = {
  transactionId: number;
  kind: Exclude<LedgerKind, 'refund'>;
  amount: number;
  method: LedgerMethod;
  gatewayOrderId: string | null;
  changeId?: number | null;
  shiftId?: number | null;
  actorId?: number | null;
  nowMs: number;
};

/** A gateway order opened: money expected. Once per order id. */
export async function expectPayment(tx: Executor, p: InRow): Promise<void> {
  if (p.amount <= 0 || !p.gatewayOrderId) return;
  await tx
    .insert(ledgerEntries)
    .values({ ...rowOf(p), direction: 'in', state: 'pending' })
    .onConflictDoNothing();
}

/** Money received (settled): the order's pending row, or a new row (cash, or an order never expected). */
export async function receivePayment(tx: Executor, p: InRow & { paidAt?: Date }): Promise<void> {
  if (p.amount <= 0) return;
  const at = p.paidAt ?? new Date(p.nowMs);
  if (p.gatewayOrderId) {
    const [done] = await tx
      .update(ledgerEntries)
      .set({ state: 'settled', settledAt: at, amount: p.amount })
      .where(
        and(
          eq(ledgerEntries.direction, 'in'),
          eq(ledgerEntries.gatewayOrderId, p.gatewayOrderId),
          ne(ledgerEntries.state, 'settled'),
        ),
      )
      .returning({ id: ledgerEntries.id });
    if (done) return;
  }
  await tx
    .insert(ledgerEntries)
    .values({ ...rowOf(p), direction: 'in', state: 'settled', settledAt: at })
    .onConflictDoNothing();
}

/** An order that ended unpaid (expired, cancelled, refused): its pending row is void. */
export async function voidPayment(tx: Executor, gatewayOrderIds: string[], nowMs: number): Promise<void> {
  if (!gatewayOrderIds.length) return;
  await tx
    .update(ledgerEntries)
    .set({ state: 'void', settledAt: new Date(nowMs) })
    .where(
      and(
        eq(ledgerEntries.direction, 'in'),
        eq(ledgerEntries.state, 'pending'),
        inArray(ledgerEntries.gatewayOrderId, gatewayOrderIds),
      ),
    );
}

export class RefundExceedsPayment extends Error {
  constructor(transactionId: number, amount: number, left: number) {
    super(`ledger: a refund of ${amount} for ticket ${transactionId} exceeds what is left of its payments (${left})`);
  }
}

type OutRow = {
  transactionId: number;
  amount: number;
  method: LedgerMethod;
  state: 'pending' | 'settled';
  nowMs: number;
  /** The one gateway order it reverses (a gateway refund); else the ticket's payments, oldest first. */
  gatewayOrderId?: string | null;
  refundId?: number | null;
  shiftId?: number | null;
  actorId?: number | null;
};

/**
 * Money owed back (pending) or paid back (settled): one 'out' row per payment it reverses, never
 * more than what is left of each (locked in id order). Throws RefundExceedsPayment otherwise.
 */
export async function payBack(tx: Executor, p: OutRow): Promise<void> {
  if (p.amount <= 0) return;
  // The named order's payment first (a gateway refund is of that order), then the others, oldest first.
  const named = p.gatewayOrderId ?? null;
  const payments = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.transactionId, p.transactionId),
        eq(ledgerEntries.direction, 'in'),
        eq(ledgerEntries.state, 'settled'),
      ),
    )
    .orderBy(sql`(${ledgerEntries.gatewayOrderId} IS NOT DISTINCT FROM ${named}) DESC`, asc(ledgerEntries.id))
    .for('update');
  let owed = p.amount;
  const rows: (typeof ledgerEntries.$inferInsert)[] = [];
  for (const pay of payments) {
    const left = pay.amount - (await reversedOf(tx, pay.id));
    const part = Math.min(left, owed);
    if (part <= 0) continue;
    rows.push({
      direction: 'out',
      kind: 'refund',
      amount: part,
      method: p.method,
      gatewayOrderId: pay.gatewayOrderId,
      state: p.state,
      transactionId: p.transactionId,
      refundId: p.refundId ?? null,
      reversesId: pay.id,
      shiftId: p.shiftId ?? null,
      actorId: p.actorId ?? null,
      createdAt: new Date(p.nowMs),
      settledAt: p.state === 'settled' ? new Date(p.nowMs) : null,
    });
    owed -= part;
    if (owed === 0) break;
  }
  if (owed > 0) throw new RefundExceedsPayment(p.transactionId, p.amount, p.amount - owed);
  await tx.insert(ledgerEntries).values(rows);
}

/** What the live 'out' rows (owed or paid) already take of a payment. */
async function reversedOf(tx: Executor, paymentId: number): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reversesId, paymentId), ne(ledgerEntries.state, 'void')));
  return Number(r?.n ?? 0);
}

/** A refund's money left: settled, by the gateway or by hand (`method`). */
export async function settlePayBack(
  tx: Executor,
  refundId: number,
  nowMs: number,
  by: { method: LedgerMethod; actorId?: number | null },
): Promise<void> {
  await tx
    .update(ledgerEntries)
    .set({ state: 'settled', settledAt: new Date(nowMs), method: by.method, actorId: by.actorId ?? null })
    .where(and(eq(ledgerEntries.refundId, refundId), eq(ledgerEntries.state, 'pending')));
}

/** A refund the gateway could not make goes to be paid by hand: still owed, now 'manual'. */
export async function payBackByHand(tx: Executor, refundId: number): Promise<void> {
  await tx
    .update(ledgerEntries)
    .set({ method: 'manual' })
    .where(and(eq(ledgerEntries.refundId, refundId), eq(ledgerEntries.state, 'pending')));
}

function rowOf(p: InRow): typeof ledgerEntries.$inferInsert {
  return {
    kind: p.kind,
    amount: p.amount,
    method: p.method,
    gatewayOrderId: p.gatewayOrderId,
    transactionId: p.transactionId,
    changeId: p.changeId ?? null,
    shiftId: p.shiftId ?? null,
    actorId: p.actorId ?? null,
    createdAt: new Date(p.nowMs),
    direction: 'in',
    state: 'pending',
  };
}
