// Cari Tiket and Batalkan Tiket at the booth (issue #24). A cashier finds any ticket departing from
// their port — sold at the booth or online, so a walk-up online buyer can be served too — by id or
// invoice number, with what cancelling it now would do (kernel/ticket-rules.ts cancelPreview: 75 %
// back while the departure is at least 2 hours away, 100 % when the operator cancelled it).
//
// Cancelling refunds in cash from the cashier's open shift, whichever channel sold the ticket: an
// online ticket paid through the gateway (Midtrans) is also refunded in cash at the booth — the
// passenger stands at the counter, the gateway's refund is not used. The cancellation runs under
// the departure's row lock (the lock sales and online orders take), after the shift's FOR SHARE
// lock (so a Tutup Shift waits and counts the refund): the ticket becomes CANCELLED with its pass
// version bumped (the old QR is refused at the dock), its space goes back exactly once
// (../capacity/holds.ts cancelBoothTicket), a pending Ubah Jadwal (issue #23) ends and gives its
// held space back, and the refund is written on the ticket (amount, when, 'tunai', the shift). It is recorded in the audit log (`ticket.cancel`) with the reason given.
// SQL: transactions, schedules, routes, ships, cashier_shifts, audit_log.
import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { normaliseInvoice } from '../../kernel/boarding-verdict';
import { normalisePlate } from '../../kernel/field-rules';
import { passengerTypeLabel } from '../../kernel/passengers';
import { CANCEL_REFUND_PERCENT, cancelPreview, type CancelPreview } from '../../kernel/ticket-rules';
import { cancelBoothTicket } from '../lifecycle/holds';
import { lockDepartures, pendingChangeOf } from '../tickets/load';
import { endPendingChange } from '../lifecycle/move';
import type { Db, Executor } from '../db/client';
import { routes, schedules, ships, transactions, users } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { writeAudit } from '../platform/audit';
import { isoJakarta, type Clock } from '../platform/clock';
import type { Schemas } from '../platform/handlers';
import type { AuthUser } from '../platform/request-auth';
import { BOOTH_MESSAGES as M } from './messages';
import { openShiftOf, portOfCashier, presentShift } from './shifts';
import { freeOptions } from '../tickets/actions';

const fromRoute = alias(routes, 'from_route');
const toRoute = alias(routes, 'to_route');

export type TxRow = typeof transactions.$inferSelect;
export type ScheduleRow = typeof schedules.$inferSelect;

/** A ticket with its departure, as the booth shows and prints it. */
export interface FoundTicket {
  tx: TxRow;
  s: ScheduleRow;
  fromName: string;
  toName: string;
  shipName: string | null;
}

export interface BoothTicketDeps {
  db: Db;
  now: Clock;
  /** Percent of the price given back (SELF_CANCEL_REFUND_PERCENT); default 75. */
  refundPercent?: number;
}

/** The tickets matching `where` with their departure, ports and ship. */
async function ticketsWhere(ex: Executor, where: SQL | undefined): Promise<FoundTicket[]> {
  return ex
    .select({ tx: transactions, s: schedules, fromName: fromRoute.name, toName: toRoute.name, shipName: ships.name })
    .from(transactions)
    .innerJoin(schedules, eq(schedules.id, transactions.scheduleId))
    .innerJoin(fromRoute, eq(fromRoute.id, schedules.fromRouteId))
    .innerJoin(toRoute, eq(toRoute.id, schedules.toRouteId))
    .leftJoin(ships, eq(ships.id, schedules.shipId))
    .where(where);
}

/** The ticket departing from the cashier's port: by id or by invoice number; 404 otherwise. */
export async function findTicket(
  ex: Executor,
  cashier: AuthUser,
  key: { id: number } | { invoice: string },
): Promise<FoundTicket> {
  const port = portOfCashier(cashier);
  const match = 'id' in key ? eq(transactions.id, key.id) : eq(transactions.invoiceId, normaliseInvoice(key.invoice));
  const [found] = await ticketsWhere(ex, and(match, eq(schedules.fromRouteId, port)));
  if (!found) throw notFound(M.ticketNotFound);
  return found;
}

/** What a cashier gives as the holder's proof of an online ticket (issue #37). */
export type HolderProof = { plateNumber?: string | undefined; phoneLast4?: string | undefined };

/**
 * An online ticket is reprinted or refunded in cash at the booth only on its holder's proof (issue
 * #37: its invoice number alone was enough, and ids are sequential): its plate and the last 4 digits
 * of the number it was bought with. A booth sale needs none. 403 with what to ask for otherwise.
 */
export async function requireHolderProof(ex: Executor, f: FoundTicket, proof: HolderProof): Promise<void> {
  if (f.tx.channel === 'loket') return;
  const [owner] = f.tx.userId
    ? await ex.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, f.tx.userId))
    : [];
  const phone = f.tx.buyerPhone ?? owner?.phone ?? '';
  const plateOk = !!proof.plateNumber && normalisePlate(proof.plateNumber) === normalisePlate(f.tx.plateNumber);
  const phoneOk = !!proof.phoneLast4 && phone.length >= 4 && phone.endsWith(proof.phoneLast4);
  if (!plateOk || !phoneOk) throw forbidden(M.holderProof);
}

/**
 * What cancelling the ticket at `nowMs` would do: the online self-service's rule (issue #37, one
 * function: ../tickets/actions.ts freeOptions), 100 % on a cancelled departure or a held one
 * before its time, the usual percent otherwise, also while its sale is paused.
 */
export function previewOf(f: FoundTicket, nowMs: number, refundPercent = CANCEL_REFUND_PERCENT): CancelPreview {
  return cancelPreview({
    status: f.tx.status,
    checkedIn: f.tx.checkedIn,
    price: f.tx.price,
    departureMs: f.s.departureAt.getTime(),
    departureCancelled: freeOptions(f, nowMs),
    nowMs,
    refundPercent,
  });
}

const STATUSES = ['UNPAID', 'PAID', 'EXPIRED', 'CANCELLED'] as const;
type DetailStatus = (typeof STATUSES)[number];
/** REFUND_DUE (a late online payment) is shown as CANCELLED: it is no ticket and awaits its refund. */
const statusOf = (s: string): DetailStatus =>
  ((STATUSES as readonly string[]).find((x) => x === s) as DetailStatus) ?? 'CANCELLED';

/** The contract's BoothTicketDetail. */
export function presentDetail(f: FoundTicket): Schemas['BoothTicketDetail'] {
  const t = f.tx;
  const status = statusOf(t.status);
  return {
    transactionId: t.id,
    invoiceId: t.invoiceId,
    scheduleId: t.scheduleId,
    status,
    channel: t.channel === 'loket' ? 'loket' : 'online',
    vehicleClass: t.vehicleClass,
    plateNumber: t.plateNumber,
    price: t.price,
    priceLines: t.priceLines,
    paymentMethod: t.paymentMethod,
    amountReceived: t.cashReceived ?? 0,
    change: t.changeGiven ?? 0,
    paidAt: t.paidAt ? isoJakarta(t.paidAt.getTime()) : null,
    shiftId: t.shiftId,
    passVersion: t.passVersion,
    qris:
      status === 'UNPAID' && t.qrisString
        ? { qrString: t.qrisString, expiresAt: isoJakarta(t.expiresAt.getTime()) }
        : null,
    buyerPhone: t.buyerPhone,
    departureAt: isoJakarta(f.s.departureAt.getTime()),
    fromRoute: f.fromName,
    toRoute: f.toName,
    shipName: f.shipName,
    departureStatus: f.s.status,
    driverName: t.driver.name,
    passengers: t.passengers
      .filter((p) => p.count > 0)
      .map((p) => ({ label: passengerTypeLabel(p.feeType), count: p.count })),
    checkedIn: t.checkedIn,
    refund:
      t.refundAmount !== null && t.refundedAt
        ? { amount: t.refundAmount, method: t.refundMethod ?? 'tunai', refundedAt: isoJakarta(t.refundedAt.getTime()) }
        : null,
  };
}

/** getBoothTicket / findBoothTicket's answer: the ticket and what cancelling it now would do. */
export async function lookUp(
  deps: BoothTicketDeps,
  cashier: AuthUser,
  key: { id: number } | { invoice: string },
): Promise<Schemas['BoothTicketAnswer']> {
  const found = await findTicket(deps.db, cashier, key);
  return { ticket: presentDetail(found), cancel: previewOf(found, deps.now(), deps.refundPercent) };
}

/** Batalkan Tiket: cancels a ticket of the cashier's port and pays the refund from their open shift. */
export async function cancelTicket(
  deps: BoothTicketDeps,
  cashier: AuthUser,
  id: number,
  reason: string | null,
  proof: HolderProof = {},
): Promise<{
  ticket: Schemas['BoothTicketDetail'];
  refund: { amount: number; method: 'tunai' };
  shift: Schemas['CashierShift'];
}> {
  return deps.db.transaction(async (tx) => {
    // 404 for none or another port's ticket, then the shift (FOR SHARE), then the departure's row
    // lock (the order a sale takes them in); the ticket is read again under it.
    const { s } = await findTicket(tx, cashier, { id });
    const shift = await openShiftOf(tx, cashier.id, true);
    if (!shift) throw conflict(M.noOpenShift);
    // With the departure a pending Ubah Jadwal (issue #23) holds space on, in id order.
    const pending0 = await pendingChangeOf(tx, id);
    await lockDepartures(tx, [s.id, pending0?.toScheduleId]);
    const current = await findTicket(tx, cashier, { id });
    const t = deps.now();
    if (current.tx.status === 'CANCELLED') throw conflict(M.alreadyCancelled);
    await requireHolderProof(tx, current, proof);
    const preview = previewOf(current, t, deps.refundPercent);
    if (!preview.allowed) throw conflict(preview.reason ?? M.alreadyCancelled);
    const done = await cancelBoothTicket(tx, id, t, {
      amount: preview.refundAmount,
      shiftId: shift.id,
      percent: preview.refundPercent,
      cause: freeOptions(current, t) ? 'operator_cancel' : 'passenger',
    });
    if (!done) throw conflict(M.alreadyCancelled);
    // A move still waiting for its payment ends with the ticket: its held space goes back once.
    const pending = await pendingChangeOf(tx, id, true);
    if (pending && pending.toScheduleId === pending0?.toScheduleId) await endPendingChange(tx, pending.id, t);
    const after = await findTicket(tx, cashier, { id });
    const ticket = presentDetail(after);
    await writeAudit(tx, cashier, t, {
      action: 'ticket.cancel',
      entity: 'ticket',
      entityId: id,
      before: { status: current.tx.status, passVersion: current.tx.passVersion, channel: current.tx.channel },
      after: {
        status: ticket.status,
        passVersion: ticket.passVersion,
        refundAmount: preview.refundAmount,
        refundPercent: preview.refundPercent,
        fee: preview.fee,
        refundMethod: 'tunai',
        shiftId: shift.id,
      },
      reason,
    });
    return {
      ticket,
      refund: { amount: preview.refundAmount, method: 'tunai' as const },
      shift: await presentShift(tx, shift),
    };
  });
}
