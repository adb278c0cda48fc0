// Ubah Jadwal (rescheduleTicket, issue #23). Under both departures' row locks (id order) the target
// is checked again as ./options.ts offers it (409 with the reason; of two moves into the last space
// exactly one wins), then:
// - nothing due (the operator closed the departure, or fee and difference are 0): the ticket moves
//   at once (./move.ts) and the change is kept 'done';
// - something due: the space on the new departure is taken now and held by a 'pending' change for
//   PAYMENT_WINDOW_MINUTES (15, like an order), whose payment (fee + difference, its own order id
//   `<invoice>-U<change id>`) is opened after the commit; a provider that fails gives the space
//   back (502). The move happens when the payment settles (./change-payment.ts).
// The requestId makes it idempotent: the same requestId answers the same outcome; used for another
// ticket or departure it is refused (409).
// SQL: transactions, schedules, ticket_changes.
import { eq } from 'drizzle-orm';
import { PAYMENT_WINDOW_MINUTES } from '../../kernel/countdown';
import { takeSpace } from '../capacity/holds';
import type { Db, Executor } from '../db/client';
import { schedules, type PriceLineJson } from '../db/schema';
import { ticketChanges } from '../db/schema-tickets';
import { HttpError, amountsChanged, conflict, notFound } from '../errors';
import { enqueueTicketNotice } from '../notices/queue';
import { writeAudit } from '../platform/audit';
import type { PriceList } from '../orders/price-list';
import type { PaymentProvider } from '../payments/provider';
import type { Clock } from '../platform/clock';
import type { Schemas } from '../platform/handlers';
import type { AuthUser } from '../platform/request-auth';
import { rescheduleRefusal, type TicketRules } from './actions';
import { changeOrderId } from './change-payment';
import { presentPending } from './history';
import { departuresWhere, lockDepartures, ownTicket, pendingChangeOf, type ChangeRow } from './load';
import { TICKET_MESSAGES as M } from './messages';
import { endPendingChange, expectMovePayment, moveTicket } from '../lifecycle/move';
import { quote } from './options';

const MINUTE = 60_000;

export interface RescheduleDeps {
  db: Db;
  now: Clock;
  rules: TicketRules;
  prices: Pick<PriceList, 'read'>;
  payments: Pick<PaymentProvider, 'name' | 'createSession'>;
  log: { warn(o: object, m: string): void; error(o: object, m: string): void };
}

type Outcome = { payment: Schemas['PendingReschedule'] | null };

/** What an earlier request with the same requestId led to (404/409 when it was another's). */
async function replay(ex: Executor, c: ChangeRow, id: number, scheduleId: number): Promise<Outcome> {
  if (c.transactionId !== id || c.toScheduleId !== scheduleId) throw conflict(M.requestIdReused);
  // Its payment ended unpaid (or never opened): a new confirmation brings a new requestId.
  if (c.status === 'expired') throw conflict(M.changeEnded);
  return { payment: c.status === 'pending' ? await presentPending(ex, c) : null };
}

const byRequestId = async (ex: Executor, requestId: string) =>
  (await ex.select().from(ticketChanges).where(eq(ticketChanges.requestId, requestId)))[0];

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

type Decided =
  { kind: 'moved' } | { kind: 'pending'; change: ChangeRow; invoiceId: string; priceLines: PriceLineJson[] };

export async function rescheduleTicket(
  deps: RescheduleDeps,
  user: AuthUser,
  id: number,
  input: { scheduleId: number; requestId: string; amountDue: number },
  origin: string,
): Promise<Outcome> {
  const { db } = deps;
  const first = await ownTicket(db, user.id, id);
  if (!first) throw notFound(M.ticketNotFound);
  const earlier = await byRequestId(db, input.requestId);
  if (earlier) return replay(db, earlier, id, input.scheduleId);
  const [targetRow] = await departuresWhere(db, eq(schedules.id, input.scheduleId));
  if (!targetRow) throw notFound(M.departureNotFound);
  const catalogue = await deps.prices.read(targetRow.s.issuedDate);

  let decided: Decided;
  try {
    decided = await db.transaction(async (tx): Promise<Decided> => {
      await lockDepartures(tx, [first.s.id, input.scheduleId]);
      const t = deps.now();
      const ticket = await ownTicket(tx, user.id, id, true);
      if (!ticket) throw notFound(M.ticketNotFound);
      // Moved meanwhile (another request): its departure is not the one locked; ask again.
      if (ticket.s.id !== first.s.id) throw conflict(M.changedMeanwhile);
      const refusal = rescheduleRefusal(ticket, Boolean(await pendingChangeOf(tx, id)), t);
      if (refusal) throw conflict(refusal);
      const [target] = await departuresWhere(tx, eq(schedules.id, input.scheduleId));
      if (!target) throw notFound(M.departureNotFound);
      const q = quote(ticket, target, catalogue, t, deps.rules);
      if ('refused' in q) throw conflict(q.refused);
      const { option } = q;
      // Issue #37: the amount the passenger confirmed, or nothing happens (409 with the option now).
      if (option.amountDue !== input.amountDue) throw amountsChanged(M.amountDueChanged, { option });
      const common = {
        transactionId: id,
        kind: 'reschedule' as const,
        fromScheduleId: ticket.s.id,
        toScheduleId: target.s.id,
        fee: option.fee,
        difference: option.difference,
        amountDue: option.amountDue,
        before: { price: ticket.tx.price },
        actorId: user.id,
        actorName: user.name,
        actorRole: user.role,
        createdAt: new Date(t),
        requestId: input.requestId,
      };
      if (option.amountDue === 0) {
        const passVersion = await moveTicket(tx, ticket.tx, target.s.id, { held: false, newPrice: null });
        if (passVersion === null) throw conflict(M.notActive);
        await tx.insert(ticketChanges).values({
          ...common,
          status: 'done',
          after: { price: ticket.tx.price, newFare: option.newFare },
          passVersionBefore: passVersion - 1,
          passVersionAfter: passVersion,
          settledAt: new Date(t),
        });
        await enqueueTicketNotice(tx, id, t, origin);
        await writeAudit(tx, user, t, {
          action: 'ticket.reschedule',
          entity: 'ticket',
          entityId: id,
          before: { scheduleId: ticket.s.id, passVersion: passVersion - 1 },
          after: { scheduleId: target.s.id, passVersion, fee: 0, difference: 0 },
          reason: null,
        });
        return { kind: 'moved' };
      }
      await takeSpace(tx, new Map([[target.s.id, { cm: ticket.tx.spaceCm, seats: ticket.tx.seats }]]));
      const [inserted] = await tx
        .insert(ticketChanges)
        .values({
          ...common,
          status: 'pending',
          after:
            option.difference > 0 ? { price: option.newFare, priceLines: q.priceLines } : { price: ticket.tx.price },
          expiresAt: new Date(t + PAYMENT_WINDOW_MINUTES * MINUTE),
          spaceCm: ticket.tx.spaceCm,
          seats: ticket.tx.seats,
          paymentProvider: deps.payments.name,
        })
        .returning();
      const orderId = changeOrderId(ticket.tx.invoiceId, inserted!.id);
      const [change] = await tx
        .update(ticketChanges)
        .set({ orderId })
        .where(eq(ticketChanges.id, inserted!.id))
        .returning();
      await expectMovePayment(tx, change!, t);
      await writeAudit(tx, user, t, {
        action: 'ticket.reschedule',
        entity: 'ticket',
        entityId: id,
        before: { scheduleId: ticket.s.id, passVersion: ticket.tx.passVersion },
        after: { scheduleId: target.s.id, status: 'pending', changeId: inserted!.id, amountDue: option.amountDue },
        reason: null,
      });
      const lines = [
        { label: M.feeLine, quantity: 1, unit: option.fee, amount: option.fee },
        { label: M.differenceLine, quantity: 1, unit: option.difference, amount: option.difference },
      ].filter((l) => l.amount > 0);
      return { kind: 'pending', change: change!, invoiceId: ticket.tx.invoiceId, priceLines: lines };
    });
  } catch (err) {
    // The same requestId sent twice at once: the other one wrote it; answer its outcome.
    if (isUniqueViolation(err)) {
      const other = await byRequestId(db, input.requestId);
      if (other) return replay(db, other, id, input.scheduleId);
    }
    throw err;
  }
  if (decided.kind === 'moved') return { payment: null };
  return { payment: await openPayment(deps, decided, origin) };
}

/** Opens the pending change's payment; a provider that fails ends the change (space back) → 502. */
async function openPayment(
  deps: RescheduleDeps,
  d: Extract<Decided, { kind: 'pending' }>,
  origin: string,
): Promise<Schemas['PendingReschedule']> {
  const c = d.change;
  try {
    const session = await deps.payments.createSession({
      transactionId: c.transactionId,
      invoiceId: c.orderId!,
      amount: c.amountDue,
      priceLines: d.priceLines,
      placedAt: c.createdAt.getTime(),
      expiresAt: c.expiresAt!.getTime(),
      origin,
    });
    const [opened] = await deps.db
      .update(ticketChanges)
      .set({ paymentSessionId: session.sessionId, paymentUrl: session.paymentUrl })
      .where(eq(ticketChanges.id, c.id))
      .returning();
    return presentPending(deps.db, opened!);
  } catch (err) {
    deps.log.error({ err, changeId: c.id }, 'reschedule payment session failed');
    await deps.db.transaction(async (tx) => {
      await lockDepartures(tx, [c.toScheduleId]);
      await endPendingChange(tx, c.id, deps.now());
    });
    throw new HttpError(502, M.paymentUnavailable);
  }
}
