// A ticket's life (issue #37 item 2): every write of a `transactions` row outside ./holds.ts and
// ./move.ts is here — created (held online, sold at the booth), given its payment session or QRIS
// charge, paid, cancelled unpaid, owed a refund (a late payment with no place left), checked in,
// its check-in voided, its data corrected, claimed by a new account. Callers hold the row and
// departure locks they need (id order); each change is conditional on the state it expects, so a
// racing writer never overwrites another. tests/architecture/lifecycle-writes.test.ts fails when
// another module writes the table. See ./README.md.
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { transactions } from '../db/schema';
import { returnedColumns, returnSpace } from '../capacity/holds';
import { expectPayment, methodOf, receivePayment, voidPayment } from '../ledger/entries';

export type TicketRow = typeof transactions.$inferSelect;
export type NewTicket = typeof transactions.$inferInsert;
type Fields = Partial<NewTicket>;

/**
 * Held (an online order: UNPAID with its 15 minutes) or sold at the booth (PAID in cash, or UNPAID
 * for its QRIS charge). `skipRepeated`: a requestId already used inserts nothing (an order resent).
 */
export async function createTickets(
  tx: Executor,
  values: NewTicket[],
  opts: { skipRepeated?: boolean } = {},
): Promise<TicketRow[]> {
  if (!values.length) return [];
  const insert = tx.insert(transactions).values(values);
  const rows = opts.skipRepeated
    ? await insert.onConflictDoNothing({ target: transactions.requestId }).returning()
    : await insert.returning();
  // Cash at the booth: the money is in the drawer now.
  for (const r of rows) if (r.status === 'PAID') await receivePayment(tx, moneyOf(r, r.placedAt.getTime()));
  return rows;
}

/** The gateway's order id of a ticket's own payment: the invoice, unless a session had to take another. */
export const orderIdOf = (t: Pick<TicketRow, 'invoiceId' | 'gatewayOrderId'>): string =>
  t.gatewayOrderId ?? t.invoiceId;

/** The ledger's view of a ticket's own payment (its invoice's order, or the booth's cash). */
function moneyOf(r: TicketRow, nowMs: number) {
  const booth = r.channel === 'loket';
  const method = methodOf(r);
  return {
    transactionId: r.id,
    kind: booth ? ('booth' as const) : ('order' as const),
    amount: r.salePrice ?? r.price,
    method,
    gatewayOrderId: method === 'tunai' ? null : orderIdOf(r),
    shiftId: booth ? r.shiftId : null,
    actorId: booth ? r.cashierId : null,
    nowMs,
  };
}

/**
 * Orders that ended unpaid: their expected money is void — at once when no gateway can still
 * take it (the simulator), else only once the gateway said so (`gatewaySaid`); until then
 * reconciliation keeps asking (../payments/reconcile.ts), so a payment that lands is not lost.
 */
export async function endExpectedMoney(
  tx: Executor,
  rows: { invoiceId: string; paymentProvider: string | null }[],
  nowMs: number,
  gatewaySaid = false,
): Promise<void> {
  const ids = rows.filter((r) => gatewaySaid || r.paymentProvider !== 'midtrans').map((r) => r.invoiceId);
  await voidPayment(tx, ids, nowMs);
}

/** Gives an unpaid ticket its payment page, unless it has one already; answers its URL when this call set it. */
export async function attachPaymentSession(
  tx: Executor,
  ticket: TicketRow,
  s: { sessionId: string; paymentUrl: string; provider: string; orderId: string },
  nowMs: number,
): Promise<string | null> {
  const id = ticket.id;
  const [updated] = await tx
    .update(transactions)
    .set({
      paymentSessionId: s.sessionId,
      paymentUrl: s.paymentUrl,
      paymentProvider: s.provider,
      gatewayOrderId: s.orderId,
    })
    .where(and(eq(transactions.id, id), isNull(transactions.paymentSessionId)))
    .returning();
  // Money expected from the order of the session that won (a double tap's other session is never shown).
  if (updated) await expectPayment(tx, moneyOf(updated, nowMs));
  return updated?.paymentUrl ?? null;
}

/** How many times a ticket's payment session may be asked for with a new order id. */
const ORDER_ID_TRIES = 5;

/**
 * The gateway order id for a new payment session of an UNPAID ticket without one (issue #39's crash
 * windows). The first ask takes the invoice. A later ask finds it already taken by an ask that
 * opened no session here — a process that died between the gateway's answer and saving it, or a
 * double tap still under way — and a gateway refuses an order id twice (Midtrans: "order_id has
 * already been taken"), so it takes `<invoice>-S2`, `-S3`, … Each step is a compare-and-set on the
 * row; null when the ticket has a session meanwhile (the caller reads that one).
 */
export async function claimOrderId(tx: Executor, ticket: Pick<TicketRow, 'id' | 'invoiceId'>): Promise<string | null> {
  for (let i = 0; i < ORDER_ID_TRIES; i++) {
    const [row] = await tx
      .select({ orderId: transactions.gatewayOrderId, sessionId: transactions.paymentSessionId })
      .from(transactions)
      .where(eq(transactions.id, ticket.id));
    if (!row || row.sessionId !== null) return null;
    const next = row.orderId === null ? ticket.invoiceId : nextOrderId(ticket.invoiceId, row.orderId);
    const [claimed] = await tx
      .update(transactions)
      .set({ gatewayOrderId: next })
      .where(
        and(
          eq(transactions.id, ticket.id),
          isNull(transactions.paymentSessionId),
          row.orderId === null ? isNull(transactions.gatewayOrderId) : eq(transactions.gatewayOrderId, row.orderId),
        ),
      )
      .returning({ id: transactions.id });
    if (claimed) return next;
  }
  throw new Error(`transaction ${ticket.id}: no gateway order id after ${ORDER_ID_TRIES} tries`);
}

/** 'INV-1' → 'INV-1-S2' → 'INV-1-S3'. */
function nextOrderId(invoiceId: string, current: string): string {
  const n = current === invoiceId ? 1 : Number(current.slice(invoiceId.length + 2));
  return `${invoiceId}-S${(Number.isInteger(n) ? n : 1) + 1}`;
}

/** A booth sale's QRIS charge, on the ticket while it is still UNPAID. */
export async function attachQrisCharge(
  tx: Executor,
  ticket: TicketRow,
  charge: { sessionId: string; qrString: string },
  nowMs: number,
): Promise<TicketRow | undefined> {
  const id = ticket.id;
  await expectPayment(tx, moneyOf(ticket, nowMs));
  const [charged] = await tx
    .update(transactions)
    .set({ qrisString: charge.qrString, paymentSessionId: charge.sessionId })
    .where(and(eq(transactions.id, id), eq(transactions.status, 'UNPAID')))
    .returning();
  return charged;
}

/**
 * Paid through the payment page (the simulator's form, a callback): the UNPAID ticket with this
 * session, still inside its window, becomes PAID. A booth ticket keeps its method ('qris').
 */
export async function payBySession(
  tx: Executor,
  sessionId: string,
  nowMs: number,
  paid: { paidAt: Date; bankName: string | null; paymentMethod: string | null },
): Promise<TicketRow[]> {
  const rows = await tx
    .update(transactions)
    .set({
      status: 'PAID',
      paidAt: paid.paidAt,
      bankName: paid.bankName,
      paymentMethod: sql`CASE WHEN ${transactions.channel} = 'loket' THEN ${transactions.paymentMethod} ELSE ${paid.paymentMethod}::text END`,
      settledAt: new Date(nowMs),
    })
    .where(
      and(
        eq(transactions.paymentSessionId, sessionId),
        eq(transactions.status, 'UNPAID'),
        gt(transactions.expiresAt, new Date(nowMs)),
      ),
    )
    .returning();
  for (const r of rows) await receivePayment(tx, { ...moneyOf(r, nowMs), paidAt: paid.paidAt });
  return rows;
}

/**
 * Ends unpaid tickets (`where` narrows them) as CANCELLED and gives their space back, exactly once:
 * a failed or expired payment, the operator's cancellation of their departure. Answers them.
 */
export async function cancelUnpaid(
  tx: Executor,
  where: SQL | undefined,
  nowMs: number,
  extra: Fields = {},
  gatewaySaid = false,
): Promise<{ scheduleId: number }[]> {
  const rows = await tx
    .update(transactions)
    .set({ ...extra, status: 'CANCELLED', settledAt: new Date(nowMs) })
    .where(and(eq(transactions.status, 'UNPAID'), where))
    .returning({
      ...returnedColumns,
      invoiceId: transactions.invoiceId,
      paymentProvider: transactions.paymentProvider,
    });
  await returnSpace(tx, rows);
  await endExpectedMoney(tx, rows, nowMs, gatewaySaid);
  return rows;
}

/** What the gateway last said of the ticket's order (no change of status). */
export async function noteGatewayStatus(
  tx: Executor,
  id: number,
  g: { gatewayStatus: string; gatewayFinal: boolean },
): Promise<void> {
  await tx.update(transactions).set(g).where(eq(transactions.id, id));
}

/**
 * Paid by the gateway's word (../payments/gateway.ts): PAID, or REFUND_DUE when it paid too late and
 * its place is gone. The caller holds the row lock and has taken back any space (a late payment).
 */
export async function markPaid(
  tx: Executor,
  row: TicketRow,
  paid: Fields,
  nowMs: number,
  status: 'PAID' | 'REFUND_DUE' = 'PAID',
): Promise<void> {
  const [after] = await tx
    .update(transactions)
    .set({ ...paid, status })
    .where(eq(transactions.id, row.id))
    .returning();
  // The money came in, also when it is owed back (REFUND_DUE: its refund is an out row against it).
  if (after) await receivePayment(tx, { ...moneyOf(after, nowMs), paidAt: after.paidAt ?? undefined });
}

/**
 * Boards a PAID ticket (an officer's scan, ../port/scans.ts): conditional on the check-in the
 * caller read (`previousScanId`), so a concurrent scan or cancellation is never overwritten.
 */
export async function checkIn(
  tx: Executor,
  id: number,
  previousScanId: string | null,
  by: { at: Date; officerId: number; officerName: string; scanId: string },
): Promise<TicketRow | undefined> {
  const [updated] = await tx
    .update(transactions)
    .set({
      checkedIn: true,
      checkedInAt: by.at,
      checkedInBy: by.officerId,
      checkedInByName: by.officerName,
      checkedInScanId: by.scanId,
    })
    .where(
      and(
        eq(transactions.id, id),
        previousScanId === null
          ? sql`${transactions.checkedInScanId} IS NULL`
          : eq(transactions.checkedInScanId, previousScanId),
        eq(transactions.status, 'PAID'),
      ),
    )
    .returning();
  return updated;
}

/** A departure cancelled after loading began: its check-ins are voided (the caller audits each). */
export async function voidCheckIns(tx: Executor, scheduleId: number): Promise<{ id: number; invoiceId: string }[]> {
  return tx
    .update(transactions)
    .set({ checkedIn: false, checkedInAt: null, checkedInBy: null, checkedInByName: null, checkedInScanId: null })
    .where(and(eq(transactions.scheduleId, scheduleId), eq(transactions.checkedIn, true)))
    .returning({ id: transactions.id, invoiceId: transactions.invoiceId });
}

/** Perbaiki Data: the plate, driver and manifest of a PAID ticket not yet boarded. */
export async function correctTicketData(
  tx: Executor,
  id: number,
  data: Pick<NewTicket, 'plateNumber' | 'driver' | 'manifest'>,
): Promise<void> {
  await tx
    .update(transactions)
    .set(data)
    .where(and(eq(transactions.id, id), eq(transactions.status, 'PAID'), eq(transactions.checkedIn, false)));
}

/** The booth tickets sold to this number that no account holds yet become the new passenger's. */
export async function claimBoothTickets(tx: Executor, userId: number, phone: string): Promise<void> {
  await tx
    .update(transactions)
    .set({ userId })
    .where(and(isNull(transactions.userId), eq(transactions.buyerPhone, phone), eq(transactions.channel, 'loket')));
}
