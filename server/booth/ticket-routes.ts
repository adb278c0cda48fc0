// The booth's tickets and report (issue #24): Cari Tiket (by id or invoice), Batalkan Tiket with a
// cash refund from the shift (./tickets.ts), Cetak Tiket as a 58 mm or A6 PDF (./receipt.ts) and
// the shift report as JSON, CSV or PDF (./report.ts). `x-roles` in openapi.yaml: kasir (the report
// also admin); other tokens get 403 before a handler runs.
import { eq } from 'drizzle-orm';
import { passengerTypeLabel } from '../../kernel/passengers';
import type { BoardingPassSigner } from '../boarding/signer';
import type { Db } from '../db/client';
import { cashierShifts } from '../db/schema';
import { conflict } from '../errors';
import type { Clock } from '../platform/clock';
import type { Handlers } from '../platform/handlers';
import type { Reconciler } from '../payments/reconcile';
import { authOf } from '../platform/request-auth';
import { BOOTH_MESSAGES as M } from './messages';
import { renderReceipt, type ReceiptSize } from './receipt';
import { shiftReport, shiftReportCsv, shiftReportPdf } from './report';
import { cancelTicket, findTicket, lookUp, requireHolderProof } from './tickets';
import { writeAudit } from '../platform/audit';

type Ops = 'getBoothTicket' | 'findBoothTicket' | 'cancelBoothTicket' | 'getBoothReceipt' | 'getShiftReport';

/** What these handlers use; app.ts passes its context. */
export interface BoothTicketRouteDeps {
  db: Db;
  now: Clock;
  /** Signs the receipt's QR, as the e-ticket's. */
  boardingPasses: BoardingPassSigner;
  /** SELF_CANCEL_REFUND_PERCENT; kernel/ticket-rules.ts CANCEL_REFUND_PERCENT (75) when absent. */
  selfCancelRefundPercent?: number;
  /** Midtrans' reconciler (null with the simulator): nudged while a QRIS charge is unsettled. */
  reconciler?: Pick<Reconciler, 'nudge'> | null;
}

const attachment = (name: string) => `attachment; filename="${name}"`;

export function boothTicketRoutes(ctx: BoothTicketRouteDeps): Handlers<Ops> {
  const deps = { db: ctx.db, now: ctx.now, refundPercent: ctx.selfCancelRefundPercent };
  return {
    async getBoothTicket(request) {
      const data = await lookUp(deps, authOf(request).user, { id: request.params.id });
      // The cashier's screen polls this while a QRIS charge waits: with Midtrans, ask the status API
      // too (in the background, paced by the reconciler), so a lost notification costs seconds, not
      // the next reconciliation pass. The status API decides, as for online payments.
      if (ctx.reconciler && data.ticket.status === 'UNPAID') ctx.reconciler.nudge(data.ticket.invoiceId);
      return { status: 200, message: 'Success.', data };
    },

    async findBoothTicket(request) {
      const data = await lookUp(deps, authOf(request).user, { invoice: request.query.invoice });
      return { status: 200, message: 'Success.', data };
    },

    async cancelBoothTicket(request) {
      // The body is optional (openapi.yaml requestBody required: false), so its type is not derived.
      const body = request.body as { reason?: string; plateNumber?: string; phoneLast4?: string } | undefined;
      const reason = body?.reason?.trim() || null;
      const data = await cancelTicket(deps, authOf(request).user, request.params.id, reason, {
        plateNumber: body?.plateNumber,
        phoneLast4: body?.phoneLast4,
      });
      return { status: 200, message: 'Tiket dibatalkan.', data };
    },

    async getBoothReceipt(request, reply) {
      const { user } = authOf(request);
      const size: ReceiptSize = request.query.size ?? '58mm';
      const f = await findTicket(ctx.db, user, { id: request.params.id });
      if (f.tx.status === 'CANCELLED') throw conflict(M.alreadyCancelled);
      if (f.tx.status !== 'PAID') throw conflict(M.receiptNotPaid);
      // An online ticket's second boarding pass: only on its holder's proof, and audited (issue #37).
      await requireHolderProof(ctx.db, f, { plateNumber: request.query.plate, phoneLast4: request.query.phoneLast4 });
      if (f.tx.channel !== 'loket')
        await ctx.db.transaction((tx) =>
          writeAudit(tx, user, ctx.now(), {
            action: 'ticket.reprint',
            entity: 'ticket',
            entityId: f.tx.id,
            before: null,
            after: { invoiceId: f.tx.invoiceId, channel: f.tx.channel, passVersion: f.tx.passVersion, size },
            reason: null,
          }),
        );
      // The cashier who sold it; an online ticket printed at the booth names the one printing.
      const [shift] = f.tx.shiftId
        ? await ctx.db
            .select({ name: cashierShifts.cashierName })
            .from(cashierShifts)
            .where(eq(cashierShifts.id, f.tx.shiftId))
        : [];
      const pdf = await renderReceipt(
        {
          invoiceId: f.tx.invoiceId,
          // The e-ticket's pass (../orders/routes.ts passOf): the ticket, its departure, its version.
          qrPayload: await ctx.boardingPasses.sign({
            transactionId: f.tx.id,
            scheduleId: f.tx.scheduleId,
            version: f.tx.passVersion,
          }),
          fromRoute: f.fromName,
          toRoute: f.toName,
          departureMs: f.s.departureAt.getTime(),
          shipName: f.shipName,
          vehicleClass: f.tx.vehicleClass,
          vehicleTypeName: f.tx.vehicleTypeName,
          plateNumber: f.tx.plateNumber,
          driverName: f.tx.driver.name,
          passengers: f.tx.passengers.map((p) => ({ label: passengerTypeLabel(p.feeType), count: p.count })),
          priceLines: f.tx.priceLines,
          total: f.tx.price,
          channel: f.tx.channel === 'loket' ? 'loket' : 'online',
          paymentMethod: f.tx.paymentMethod,
          amountReceived: f.tx.cashReceived ?? 0,
          change: f.tx.changeGiven ?? 0,
          paidAtMs: f.tx.paidAt ? f.tx.paidAt.getTime() : null,
          cashierName: shift?.name ?? user.name,
        },
        size,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`tiket-${f.tx.invoiceId}-${size}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },

    async getShiftReport(request, reply) {
      const { date, cashierId } = request.query;
      const report = await shiftReport(ctx.db, authOf(request).user, { date, cashierId });
      const format = request.query.format ?? 'json';
      if (format === 'json') return { status: 200, message: 'Success.', data: { report } };
      const file = `laporan-shift-${date}.${format}`;
      const body = format === 'csv' ? Buffer.from(shiftReportCsv(report)) : await shiftReportPdf(report);
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
        .header('content-disposition', attachment(file))
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  };
}
