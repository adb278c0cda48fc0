// Hoard-proof openings (issue #39 item 2): two rules an order must pass, decided with the others
// under the departure locks (./decide.ts), so a burst of orders is held to them exactly:
// - a plate holds at most one open (UNPAID, inside its window) or paid ticket per departure, online
//   and at the booth together (push 412, ORDER_STATUS.plateTaken);
// - an account holds at most MAX_UNPAID_ORDERS open unpaid orders at once, over every departure
//   (3 by default; push 429, ORDER_STATUS.tooManyUnpaid). The accounts of a batch are locked (FOR NO
//   KEY UPDATE, in id order, after the departures) so two processes' batches cannot both let one
//   account past the limit.
// A repeat of an order (the same requestId, or a double submit of the same open order) is answered
// before these rules and is never refused by them.
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { transactions, users } from '../db/schema';
import { ORDER_STATUS, type Request } from './model';

/** MAX_UNPAID_ORDERS when unset. */
export const DEFAULT_MAX_UNPAID_ORDERS = 3;

/** A plate as the rule compares it: 'bk 1234 abc' and 'BK1234ABC' are one vehicle. */
export const plateKey = (plate: string): string => plate.replace(/\s+/g, '').toUpperCase();

export interface Limits {
  /** Per departure, the plates with an open or paid ticket (this batch's holds added as they are taken). */
  plates: Map<number, Set<string>>;
  /** Per account, its open unpaid orders. */
  unpaid: Map<number, number>;
  max: number;
}

/** Whether a ticket is still live: paid, or unpaid inside its payment window. */
const live = (t: number) =>
  or(eq(transactions.status, 'PAID'), and(eq(transactions.status, 'UNPAID'), gt(transactions.expiresAt, new Date(t))));

/** The plates with a live ticket on one departure (the booth's check, ../booth/sales.ts). */
export async function platesOn(ex: Executor, scheduleIds: number[], t: number): Promise<Map<number, Set<string>>> {
  const plates = new Map<number, Set<string>>(scheduleIds.map((id) => [id, new Set<string>()]));
  if (!scheduleIds.length) return plates;
  const rows = await ex
    .select({ scheduleId: transactions.scheduleId, plate: transactions.plateNumber })
    .from(transactions)
    .where(and(inArray(transactions.scheduleId, scheduleIds), live(t)));
  for (const r of rows) if (r.plate !== '') plates.get(r.scheduleId)?.add(plateKey(r.plate));
  return plates;
}

/** Reads both rules' state for a batch, inside its transaction and after its departure locks. */
export async function readLimits(
  tx: Tx,
  reqs: Request[],
  scheduleIds: number[],
  t: number,
  max: number,
): Promise<Limits> {
  const userIds = [...new Set(reqs.map((r) => r.userId))].sort((a, b) => a - b);
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, userIds))
    .orderBy(asc(users.id))
    .for('no key update');
  const counts = await tx
    .select({ userId: transactions.userId, n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(
      and(
        inArray(transactions.userId, userIds),
        eq(transactions.status, 'UNPAID'),
        gt(transactions.expiresAt, new Date(t)),
      ),
    )
    .groupBy(transactions.userId);
  return {
    plates: await platesOn(tx, scheduleIds, t),
    unpaid: new Map(counts.flatMap((c) => (c.userId === null ? [] : [[c.userId, Number(c.n)] as const]))),
    max,
  };
}

/** The push status refusing this new order, or null when both rules let it through. */
export function limitRefusal(l: Limits, req: Request): number | null {
  const plate = plateKey(req.order.plateNumber);
  // A foot ticket (issue #40 item 3) has no plate: only the account's limit applies.
  if (plate !== '' && l.plates.get(req.scheduleId)?.has(plate)) return ORDER_STATUS.plateTaken;
  if ((l.unpaid.get(req.userId) ?? 0) >= l.max) return ORDER_STATUS.tooManyUnpaid;
  return null;
}

/** A hold this batch takes counts for the next requests of the batch. */
export function noteHold(l: Limits, req: Request): void {
  if (req.order.plateNumber !== '') l.plates.get(req.scheduleId)?.add(plateKey(req.order.plateNumber));
  l.unpaid.set(req.userId, (l.unpaid.get(req.userId) ?? 0) + 1);
}
