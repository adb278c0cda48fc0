// Capacity bookkeeping, below both orders and payments; the ticket status changes that give
// space back live in ../lifecycle/ (holds.ts, tickets.ts), which call these. A departure's space (issue #22) is lane
// centimetres and seats: `schedules.laneFreeCm` = laneCm − held − sold and `seatsFree` = seats −
// held − sold, every ticket taking the `spaceCm` and `seats` written on its transaction row at order
// time (./space.ts has the rules for what online sale may use). Space is taken only by the order
// transaction (row lock on the schedule, takeSpace) and a late payment's re-hold, and given back
// only together with a status change away from UNPAID (expiry, release, cancel, account deletion, a
// cancelled payment): the UPDATE … WHERE status = 'UNPAID' … RETURNING schedule_id, space_cm, seats
// decides which rows change, so each ticket's space returns exactly once — also when several
// processes run the same job at the same time or after a restart.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { schedules, transactions } from '../db/schema';
import type { Space } from './space';

/**
 * A ticket whose space goes back: its departure, lane centimetres and seats, and the part of the
 * walk-in quota it used (booth tickets, issue #24; 0 or absent for online ones).
 */
export type Returned = { scheduleId: number; spaceCm: number; seats: number; walkinCm?: number | null };

/** The space per departure of a list of tickets (with the walk-in part to give back). */
function bySchedule(tickets: Returned[]): Map<number, Space & { walkinCm: number }> {
  const sums = new Map<number, Space & { walkinCm: number }>();
  for (const t of tickets) {
    const s = sums.get(Number(t.scheduleId)) ?? { cm: 0, seats: 0, walkinCm: 0 };
    s.cm += Number(t.spaceCm);
    s.seats += Number(t.seats);
    s.walkinCm += Number(t.walkinCm ?? 0);
    sums.set(Number(t.scheduleId), s);
  }
  return sums;
}

/** Gives the listed tickets' space back to their departures, locking schedules in id order. */
export async function returnSpace(tx: Executor, tickets: Returned[]): Promise<Space> {
  const total = { cm: 0, seats: 0 };
  for (const [id, s] of [...bySchedule(tickets)].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(schedules)
      .set({
        laneFreeCm: sql`${schedules.laneFreeCm} + ${s.cm}`,
        seatsFree: sql`${schedules.seatsFree} + ${s.seats}`,
        ...(s.walkinCm ? { walkinUsedCm: sql`${schedules.walkinUsedCm} - ${s.walkinCm}` } : {}),
      })
      .where(eq(schedules.id, id));
    total.cm += s.cm;
    total.seats += s.seats;
  }
  return total;
}

/**
 * Takes the space of each listed departure (scheduleId → cm and seats), locking schedules in id
 * order. The caller holds the departures' row locks and has checked that the space is there.
 */
export async function takeSpace(tx: Executor, taken: Map<number, Space>): Promise<void> {
  for (const [scheduleId, s] of [...taken].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(schedules)
      .set({
        laneFreeCm: sql`${schedules.laneFreeCm} - ${s.cm}`,
        seatsFree: sql`${schedules.seatsFree} - ${s.seats}`,
      })
      .where(eq(schedules.id, scheduleId));
  }
}

/**
 * Takes a booth sale's space (issue #24) on a departure whose row the caller has locked and checked
 * with fitsBooth: its length and seats, and `walkinCm` of them out of the walk-in quota
 * (./space.ts walkinTakeCm).
 */
export async function takeBoothSpace(tx: Executor, scheduleId: number, s: Space, walkinCm: number): Promise<void> {
  await tx
    .update(schedules)
    .set({
      laneFreeCm: sql`${schedules.laneFreeCm} - ${s.cm}`,
      seatsFree: sql`${schedules.seatsFree} - ${s.seats}`,
      walkinUsedCm: sql`${schedules.walkinUsedCm} + ${walkinCm}`,
    })
    .where(eq(schedules.id, scheduleId));
}

/** The RETURNING list of a status change that gives space back. */
export const returnedColumns = {
  scheduleId: transactions.scheduleId,
  spaceCm: transactions.spaceCm,
  seats: transactions.seats,
  walkinCm: transactions.walkinCm,
};
