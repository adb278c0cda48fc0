// The booth domain (issue #24): the cashier's shift (./shifts.ts) and walk-in sales (./sales.ts) on
// the same capacity as online sale, for `kasir` tokens (`x-roles` in openapi.yaml: other tokens get
// 403 before a handler runs). A cashier works at one port (`users.port_route_id`, set by
// `staff:create --role kasir --port …`). See server/booth/README.md.
import { and, eq, gt } from 'drizzle-orm';
import { todayJakarta } from '../../kernel/time';
import type { Db } from '../db/client';
import { cashierShifts, schedules } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { Clock } from '../platform/clock';
import type { Handlers } from '../platform/handlers';
import { authOf } from '../platform/request-auth';
import { operatorDepartures } from '../operator/departure-rows';
import { createPriceList } from '../orders/price-list';
import { originOf } from '../platform/origin';
import type { HoldService } from '../lifecycle/holds';
import type { PaymentProvider } from '../payments/provider';
import { BOOTH_MESSAGES as M } from './messages';
import { sellTicket } from './sales';
import { cashOf, expectedCash, openShiftOf, portOfCashier, presentShift } from './shifts';

type Ops = 'openShift' | 'getCurrentShift' | 'closeShift' | 'listBoothDepartures' | 'sellBoothTicket';

/** What the booth's handlers use; app.ts passes its context. */
export interface BoothRouteDeps {
  db: Db;
  now: Clock;
  /** The gateway of QRIS sales (the simulator in development, Midtrans' Core API). */
  payments: Pick<PaymentProvider, 'name' | 'chargeQris'>;
  holds: Pick<HoldService, 'cancel'>;
  /** PUBLIC_URL: the origin of the ticket link in the buyer's WhatsApp notice (else the request's). */
  publicUrl: string | null;
  log: { warn(o: object, m: string): void };
}

/** PostgreSQL's unique_violation (23505), on the error or its cause. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The booth domain's registration: its operations, keyed by operationId. */
export function boothRoutes(ctx: BoothRouteDeps): Handlers<Ops> {
  const { db, now } = ctx;
  // Read from the database for every sale (never kept: the booth sells a few tickets a minute).
  const prices = createPriceList(db);
  return {
    async openShift(request) {
      const { user } = authOf(request);
      const port = portOfCashier(user);
      if (await openShiftOf(db, user.id)) throw conflict(M.shiftStillOpen);
      const [row] = await db
        .insert(cashierShifts)
        .values({
          cashierId: user.id,
          cashierName: user.name,
          portRouteId: port,
          openedAt: new Date(now()),
          openingFloat: request.body.openingFloat,
        })
        .returning()
        .catch((err: unknown) => {
          // Two opens at once: the partial unique index lets one through.
          if (isUniqueViolation(err)) throw conflict(M.shiftStillOpen);
          throw err;
        });
      return { status: 200, message: 'Shift dibuka.', data: { shift: await presentShift(db, row!) } };
    },

    async getCurrentShift(request) {
      const { user } = authOf(request);
      const row = await openShiftOf(db, user.id);
      return { status: 200, message: 'Success.', data: { shift: row ? await presentShift(db, row) : null } };
    },

    async closeShift(request) {
      const { user } = authOf(request);
      const shift = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(cashierShifts)
          .where(eq(cashierShifts.id, request.params.id))
          .for('update');
        if (!row) throw notFound(M.shiftNotFound);
        if (row.cashierId !== user.id) throw forbidden(M.shiftOfOther);
        if (row.closedAt) throw conflict(M.shiftClosed);
        const { sales, refunds } = await cashOf(tx, row.id);
        const expected = expectedCash(row.openingFloat, sales, refunds);
        const counted = request.body.countedCash;
        // Issue #38: a counted cash that differs from the expected needs the cashier's note (Catatan Selisih).
        const note = request.body.note?.trim() || null;
        if (counted !== expected && note === null) throw badRequest(M.varianceNoteRequired);
        const [closed] = await tx
          .update(cashierShifts)
          .set({
            closedAt: new Date(now()),
            countedCash: counted,
            expectedCash: expected,
            variance: counted - expected,
            note,
          })
          .where(eq(cashierShifts.id, row.id))
          .returning();
        return presentShift(tx, closed!);
      });
      return { status: 200, message: 'Shift ditutup.', data: { shift } };
    },

    async listBoothDepartures(request) {
      const { user } = authOf(request);
      const port = portOfCashier(user);
      const t = now();
      const where = and(
        eq(schedules.fromRouteId, port),
        eq(schedules.issuedDate, todayJakarta(t)),
        gt(schedules.departureAt, new Date(t)),
      );
      // operatorDepartures orders by time: today's next departure first.
      const departures = await operatorDepartures(db, where, t);
      return { status: 200, message: 'Success.', data: { departures } };
    },

    async sellBoothTicket(request) {
      const deps = { db, now, prices, payments: ctx.payments, holds: ctx.holds, log: ctx.log };
      const ticket = await sellTicket({ ...deps, origin: originOf(ctx, request) }, authOf(request).user, request.body);
      const message = ticket.status === 'UNPAID' ? 'Menunggu pembayaran QRIS.' : 'Tiket terjual.';
      return { status: 200, message, data: { ticket } };
    },
  };
}
