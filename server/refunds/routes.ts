// The console's Refund screen (issue #23): the refunds to pay by hand (`due`) or all of them, newest
// first, and Tandai Sudah Dibayar (due → paid, with who and when, audited 'refund.paid' in the same
// transaction). `x-roles: [admin]` in openapi.yaml: other tokens get 403 before a handler runs.
// The refunds themselves are queued by ./queue.ts and asked of the gateway by ./process.ts.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { schedules, transactions, users } from '../db/schema';
import { refunds } from '../db/schema-tickets';
import { settlePayBack } from '../ledger/entries';
import { conflict, notFound } from '../errors';
import { writeAudit } from '../platform/audit';
import { isoJakarta, type Clock } from '../platform/clock';
import type { Handlers, Schemas } from '../platform/handlers';
import { hms } from '../platform/present';
import { authOf } from '../platform/request-auth';
import { fromRoute, toRoute } from '../orders/queries';
import { REFUND_MESSAGES as M } from './messages';

type Ops = 'listRefunds' | 'markRefundPaid';

/** The Refund screen's page size. */
export const REFUND_PAGE_SIZE = 20;

export interface RefundRouteDeps {
  db: Db;
  now: Clock;
}

const columns = {
  refund: refunds,
  invoiceId: transactions.invoiceId,
  paymentMethod: transactions.paymentMethod,
  bankName: transactions.bankName,
  // The account's phone; a booth sale has none: the buyer's phone given at the booth.
  phoneNumber: sql<string | null>`coalesce(${users.phoneNumber}, ${transactions.buyerPhone})`,
  scheduleId: schedules.id,
  issuedDate: schedules.issuedDate,
  issuedTime: schedules.issuedTime,
  fromName: fromRoute.name,
  toName: toRoute.name,
};

function selectRefunds(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .innerJoin(schedules, eq(schedules.id, transactions.scheduleId))
    .innerJoin(fromRoute, eq(fromRoute.id, schedules.fromRouteId))
    .innerJoin(toRoute, eq(toRoute.id, schedules.toRouteId))
    .leftJoin(users, eq(users.id, transactions.userId))
    .where(where);
}
type Row = Awaited<ReturnType<typeof selectRefunds>>[number];

function present(r: Row): Schemas['OperatorRefund'] {
  const f = r.refund;
  return {
    id: f.id,
    transactionId: f.transactionId,
    invoiceId: r.invoiceId,
    orderId: f.orderId,
    amount: f.amount,
    percent: f.percent,
    cause: f.cause,
    status: f.status,
    method: f.method,
    requestedAt: isoJakarta(f.requestedAt.getTime()),
    refundedAt: f.refundedAt ? isoJakarta(f.refundedAt.getTime()) : null,
    paidBy: f.paidByName,
    lastError: f.lastError,
    phoneNumber: r.phoneNumber,
    paymentMethod: r.paymentMethod,
    bankName: r.bankName,
    departure: {
      scheduleId: r.scheduleId,
      issuedDate: r.issuedDate,
      issuedTime: hms(r.issuedTime),
      fromRoute: r.fromName,
      toRoute: r.toName,
    },
  };
}

export function refundRoutes(ctx: RefundRouteDeps): Handlers<Ops> {
  const { db, now } = ctx;
  return {
    async listRefunds(request) {
      const { status = 'due', page = 0 } = request.query;
      const where = status === 'due' ? eq(refunds.status, 'due') : undefined;
      const [rows, [total]] = await Promise.all([
        selectRefunds(db, where)
          .orderBy(desc(refunds.requestedAt), desc(refunds.id))
          .limit(REFUND_PAGE_SIZE)
          .offset(page * REFUND_PAGE_SIZE),
        db.select({ n: count() }).from(refunds).where(where),
      ]);
      return {
        status: 200,
        message: 'Success.',
        data: {
          refunds: rows.map(present),
          page,
          totalPages: Math.ceil((total?.n ?? 0) / REFUND_PAGE_SIZE),
        },
      };
    },

    async markRefundPaid(request) {
      const { user } = authOf(request);
      const id = request.params.id;
      const t = now();
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
        if (!before) throw notFound(M.notFound);
        if (before.status !== 'due') throw conflict(M.notDue);
        const [after] = await tx
          .update(refunds)
          .set({
            status: 'paid',
            method: 'manual',
            refundedAt: new Date(t),
            paidById: user.id,
            paidByName: user.name,
          })
          .where(and(eq(refunds.id, id), eq(refunds.status, 'due')))
          .returning();
        await settlePayBack(tx, id, t, { method: 'manual', actorId: user.id });
        const view = (r: typeof before) => ({ status: r.status, amount: r.amount, method: r.method });
        await writeAudit(tx, user, t, {
          action: 'refund.paid',
          entity: 'refund',
          entityId: id,
          before: view(before),
          after: view(after!),
          reason: null,
        });
      });
      const [row] = await selectRefunds(db, eq(refunds.id, id));
      return { status: 200, message: M.paid, data: { refund: present(row!) } };
    },
  };
}
