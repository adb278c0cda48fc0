// The orders domain's operations: place an order (./accept.ts), the caller's transactions (list,
// detail) and the e-ticket PDF. SQL: ./queries.ts.
import type { FastifyRequest } from 'fastify';
import { paymentRemaining } from '../../kernel/countdown';
import type { Db } from '../db/client';
import type { BoardingPassSigner } from '../boarding/signer';
import type { Reconciler } from '../payments/reconcile';
import { MESSAGES, HttpError, notFound } from '../errors';
import { authOf } from '../platform/request-auth';
import { originOf } from '../platform/origin';
import type { Handlers, Schemas } from '../platform/handlers';
import { isoJakarta, type Clock } from '../platform/clock';
import { createPdfCache } from './eticket-cache';
import type { EticketRenderer } from './eticket-pool';
import { hms } from '../platform/present';
import { latestNotices } from '../notices/latest';
import { languageOf } from '../preferences/store';
import { passOf, scheduleOf, transactionDetail } from './detail';
import { operatorCancelled } from '../tickets/present';
import { listTransactions, ownTransaction, passengerTypeNames, shipNameOf, type TxRow } from './queries';
import type { OrderService } from './service';
import { isFoot } from './foot';

type Ops = 'placeOrder' | 'placeFootOrder' | 'getUserTransactions' | 'getTransaction' | 'generateTicket';

/** What the orders domain's handlers use; app.ts passes its context. */
export interface OrderRouteDeps {
  db: Db;
  now: Clock;
  orders: Pick<OrderService, 'accept' | 'acceptFoot'>;
  /** Midtrans' reconciler (null with the simulator): nudged while a payment is unsettled. */
  reconciler: Pick<Reconciler, 'nudge'> | null;
  /** Signs the e-ticket QR (issue #10). */
  boardingPasses: Pick<BoardingPassSigner, 'sign'>;
  /** Renders the e-ticket PDF off the event loop (issue #21 item 12). */
  eticket: Pick<EticketRenderer, 'render'>;
  /** Absolute origin for links (payment page) when set; else taken from the request. */
  publicUrl: string | null;
  /** SELF_CANCEL_REFUND_PERCENT and RESCHEDULE_FEE_PERCENT: a paid ticket's actions (issue #23). */
  selfCancelRefundPercent: number;
  rescheduleFeePercent: number;
}

/** The orders domain's registration: its operations, keyed by operationId. */
export function orderRoutes(ctx: OrderRouteDeps): Handlers<Ops> {
  const { db, now } = ctx;
  const pdfCache = createPdfCache();

  async function own(request: FastifyRequest, id: number): Promise<TxRow> {
    const { user } = authOf(request);
    const row = await ownTransaction(db, user.id, id);
    if (!row) throw notFound(MESSAGES.transactionNotFound);
    return row;
  }

  return {
    async placeOrder(request, reply) {
      const { user } = authOf(request);
      const { requestId } = await ctx.orders.accept(user.id, request.body, originOf(ctx, request));
      reply.code(202);
      return { status: 202, message: 'Order accepted; the result follows on /topic/messages.', data: { requestId } };
    },

    // Walk-on passengers (issue #40 item 3): the same 202 and push, priced with the foot fares.
    async placeFootOrder(request, reply) {
      const { user } = authOf(request);
      const { requestId } = await ctx.orders.acceptFoot(user.id, request.body, originOf(ctx, request));
      reply.code(202);
      return { status: 202, message: 'Order accepted; the result follows on /topic/messages.', data: { requestId } };
    },

    async getUserTransactions(request) {
      const { user } = authOf(request);
      const { isActive, paid, checkedIn, sort, page = 0, size = 10 } = request.query;
      const t = new Date(now());
      const rows = await listTransactions(db, user.id, { isActive, paid, checkedIn, sort, page, size, at: t });
      const nowMs = t.getTime();
      const page1 = rows.slice(0, size);
      const latest = await latestNotices(
        db,
        page1.map((r) => r.tx.id),
      );
      const items = page1.map((r): Schemas['TransactionListItem'] => {
        const placedMs = r.tx.placedAt.getTime();
        const open = r.tx.status === 'UNPAID' && r.tx.expiresAt.getTime() > nowMs;
        const item: Schemas['TransactionListItem'] = {
          id: r.tx.id,
          invoiceId: r.tx.invoiceId,
          paid: r.tx.status === 'PAID',
          status: r.tx.status,
          paymentUrl: open ? r.tx.paymentUrl : null,
          placedOrderDateTime: isoJakarta(placedMs),
          price: r.tx.price,
          schedule: scheduleOf(r),
          notice: latest.get(r.tx.id) ?? null,
          // Issue #23: tiket-saya reads "Dibatalkan oleh operator".
          operatorCancelled: operatorCancelled(r.tx, r.departureStatus),
          cancelledAfterPayment: r.tx.status === 'CANCELLED' && r.tx.paidAt !== null,
        };
        if (open) {
          const left = paymentRemaining(placedMs, nowMs);
          item.paymentRemainingMinute = left.minutes;
          item.paymentRemainingSecond = left.seconds;
        }
        return item;
      });
      return { status: 200, message: 'Success.', data: { transactions: items, has_more: rows.length > size } };
    },

    async getTransaction(request) {
      const r = await own(request, request.params.id);
      return { status: 200, message: 'Success.', data: await transactionDetail(ctx, r) };
    },

    async generateTicket(request, reply) {
      const r = await own(request, request.params.id);
      if (r.tx.status !== 'PAID') throw new HttpError(409, MESSAGES.transactionNotPaid);
      const typeName = await passengerTypeNames(db, [...new Set(r.tx.manifest.map((m) => m.passengerId))]);
      const data = {
        invoiceId: r.tx.invoiceId,
        pass: passOf(r.tx),
        from: r.fromName,
        to: r.toName,
        issuedDate: r.issuedDate,
        issuedTime: hms(r.issuedTime),
        vehicleClass: r.tx.vehicleClass,
        vehicleType: r.tx.vehicleTypeName,
        plateNumber: r.tx.plateNumber,
        driver: r.tx.driver,
        passengers: r.tx.passengers.map((p) => ({ feeType: p.feeType, count: p.count })),
        manifest: r.tx.manifest.map((m) => ({ ...m, feeType: typeName.get(m.passengerId) ?? '' })),
        priceLines: r.tx.priceLines,
        total: r.tx.price,
        paidAt: r.tx.paidAt ? r.tx.paidAt.getTime() : null,
        paymentMethod: r.tx.paymentMethod,
        bankName: r.tx.bankName,
        ship: await shipNameOf(db, r.tx.scheduleId),
        ...(isFoot(r.tx) ? { kind: 'foot' as const } : {}),
        // The passenger's language (issue #40): the account's choice (user_preferences), not the
        // request's Accept-Language. The e-ticket is a document the passenger keeps and shows at the
        // port: it reads like the WhatsApp notices about the same ticket (sent in the account's
        // language, with no request to follow), and is one document per ticket whichever device
        // downloads it. The app sends the account's choice as Accept-Language anyway (synced at
        // sign-in), so the two agree in practice.
        language: await languageOf(db, authOf(request).user.id),
      };
      // Cached by everything the PDF shows (the pass by its content, not its signature).
      const pdf = await pdfCache.get(data, async () => {
        const { pass, ...rest } = data;
        return ctx.eticket.render({ ...rest, qrPayload: await ctx.boardingPasses.sign(pass) });
      });
      return reply
        .code(200)
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="eticket.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  };
}
