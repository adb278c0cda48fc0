// The operator domain (issue #22): the console's departures (./departures.ts), dashboard
// (./dashboard.ts) and audit log (./audit-log.ts), for `admin` tokens (`x-roles` in openapi.yaml);
// and the late payments to refund, a call authenticated by a shared key (OPERATOR_KEY, header
// X-Operator-Key) instead; without the variable that call answers 404, so a default deployment
// exposes nothing. See server/operator/README.md.
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import { schedules, transactions, users } from '../db/schema';
import { refunds as refundRows } from '../db/schema-tickets';
import { MESSAGES, notFound, unauthorized } from '../errors';
import type { Handlers, Schemas } from '../platform/handlers';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import { isoJakarta } from '../platform/clock';
import { hms } from '../platform/present';
import { fromRoute, toRoute, txWithDeparture } from '../orders/queries';
import { auditHandlers } from './audit-log';
import { dashboardHandlers } from './dashboard';
import { bulkHandlers } from './bulk';
import { departureHandlers } from './departures';
import { delayHandlers } from './delay';

type Ops = 'listRefundsDue';

/** Constant-time comparison of two strings of any length (hashes first, so lengths leak nothing). */
function sameKey(a: string, b: string): boolean {
  const h = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(h(a), h(b));
}

/** What the operator's handlers use; app.ts passes its context. */
export interface OperatorRouteDeps {
  db: Db;
  now: Clock;
  /** OPERATOR_KEY: the shared key of the operator calls; null = those calls answer 404. */
  operatorKey: string | null;
  /** PUBLIC_URL (the link in a departure's notices), else the request's origin. */
  publicUrl: string | null;
  /** DELAY_FREE_MINUTES (Undur Keberangkatan, issue #38). */
  delayFreeMinutes: number;
}

/** The operator domain's registration: its operations, keyed by operationId. */
export function operatorRoutes(ctx: OperatorRouteDeps) {
  return {
    ...departureHandlers(ctx),
    ...bulkHandlers(ctx),
    ...delayHandlers(ctx),
    ...dashboardHandlers(ctx),
    ...auditHandlers(ctx),
    ...refundHandlers(ctx),
  };
}

function refundHandlers(ctx: OperatorRouteDeps): Handlers<Ops> {
  return {
    async listRefundsDue(request) {
      if (!ctx.operatorKey) throw notFound(MESSAGES.notFound);
      const header = request.headers['x-operator-key'];
      const given = typeof header === 'string' ? header : '';
      if (!sameKey(given, ctx.operatorKey)) throw unauthorized();
      const rows = await ctx.db
        .select({ ...txWithDeparture, phoneNumber: users.phoneNumber })
        .from(transactions)
        .innerJoin(schedules, eq(schedules.id, transactions.scheduleId))
        .innerJoin(fromRoute, eq(fromRoute.id, schedules.fromRouteId))
        .innerJoin(toRoute, eq(toRoute.id, schedules.toRouteId))
        .leftJoin(users, eq(users.id, transactions.userId))
        // One refund list (issue #37): a late payment stays REFUND_DUE, but once its refund is paid
        // (the console's Tandai Sudah Dibayar) or refunded through the gateway it is no longer owed,
        // and this legacy list must not offer it to be paid again.
        .where(
          and(
            eq(transactions.status, 'REFUND_DUE'),
            notExists(
              ctx.db
                .select({ id: refundRows.id })
                .from(refundRows)
                .where(
                  and(eq(refundRows.transactionId, transactions.id), inArray(refundRows.status, ['paid', 'refunded'])),
                ),
            ),
          ),
        )
        .orderBy(asc(transactions.settledAt), asc(transactions.id));
      const refunds = rows.map((r): Schemas['RefundDue'] => ({
        id: r.tx.id,
        invoiceId: r.tx.invoiceId,
        price: r.tx.price,
        paidDateTime: r.tx.paidAt ? isoJakarta(r.tx.paidAt.getTime()) : null,
        settledDateTime: isoJakarta((r.tx.settledAt ?? r.tx.placedAt).getTime()),
        paymentMethod: r.tx.paymentMethod,
        bankName: r.tx.bankName,
        phoneNumber: r.phoneNumber ?? null,
        schedule: {
          id: r.tx.scheduleId,
          issuedDate: r.issuedDate,
          issuedTime: hms(r.issuedTime),
          fromRoute: { id: r.fromId, route: r.fromName },
          toRoute: { id: r.toId, route: r.toName },
        },
      }));
      return { status: 200, message: 'Success.', data: { refunds } };
    },
  };
}
