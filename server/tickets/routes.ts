// A passenger's self-service on their own paid ticket (issue #23): Ubah Jadwal's choices and move
// (./options.ts, ./reschedule.ts, its payment ./change-payment.ts), Batalkan Tiket / Ajukan Refund
// (./cancel.ts, refunded through ../refunds) and Perbaiki Data (./correct.ts). Another user's
// ticket answers 404. Every answer carries the ticket as getTransaction shows it
// (../orders/detail.ts), with its actions, history, refund and pending move.
import type { BoardingPassSigner } from '../boarding/signer';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { transactionDetail } from '../orders/detail';
import { createPriceList } from '../orders/price-list';
import { ownTransaction } from '../orders/queries';
import type { PaymentProvider } from '../payments/provider';
import type { Reconciler } from '../payments/reconcile';
import type { Clock } from '../platform/clock';
import type { Handlers, Schemas } from '../platform/handlers';
import { originOf } from '../platform/origin';
import { authOf, type AuthUser } from '../platform/request-auth';
import type { RefundService } from '../refunds/process';
import { cancelOwnTicket } from './cancel';
import { correctOwnTicket } from './correct';
import { ownTicket, pendingChangeOf } from './load';
import { TICKET_MESSAGES as M } from './messages';
import { optionsOn } from './options';
import { rescheduleTicket } from './reschedule';
import { rescheduleRefusal } from './actions';

type Ops = 'listRescheduleOptions' | 'rescheduleTicket' | 'cancelTicket' | 'correctTicket';

/** What these handlers use; app.ts passes its context. */
export interface TicketRouteDeps {
  db: Db;
  now: Clock;
  payments: Pick<PaymentProvider, 'name' | 'createSession'>;
  refunds: Pick<RefundService, 'process'>;
  reconciler: Pick<Reconciler, 'nudge'> | null;
  boardingPasses: Pick<BoardingPassSigner, 'sign'>;
  selfCancelRefundPercent: number;
  rescheduleFeePercent: number;
  publicUrl: string | null;
  log: { warn(o: object, m: string): void; error(o: object, m: string): void };
}

export function ticketRoutes(ctx: TicketRouteDeps): Handlers<Ops> {
  const { db, now } = ctx;
  const rules = {
    selfCancelRefundPercent: ctx.selfCancelRefundPercent,
    rescheduleFeePercent: ctx.rescheduleFeePercent,
  };
  // Read afresh for every call (no table is watched here): a few rows per date.
  const prices = createPriceList(db);

  async function ticketOf(user: AuthUser, id: number): Promise<Schemas['TransactionDetail']> {
    const row = await ownTransaction(db, user.id, id);
    if (!row) throw notFound(M.ticketNotFound);
    // No nudge here: a payment just opened has nothing to tell yet (getTransaction's poll asks).
    return transactionDetail({ ...ctx, reconciler: null }, row);
  }

  return {
    async listRescheduleOptions(request) {
      const { user } = authOf(request);
      const t = await ownTicket(db, user.id, request.params.id);
      if (!t) throw notFound(M.ticketNotFound);
      const nowMs = now();
      const refused = rescheduleRefusal(t, Boolean(await pendingChangeOf(db, t.tx.id)), nowMs);
      const options = refused ? [] : await optionsOn(db, prices, t, request.query.date, nowMs, rules);
      return { status: 200, message: 'Success.', data: { options } };
    },

    async rescheduleTicket(request) {
      const { user } = authOf(request);
      const { id } = request.params;
      const { payment } = await rescheduleTicket(
        { db, now, rules, prices, payments: ctx.payments, log: ctx.log },
        user,
        id,
        request.body,
        originOf(ctx, request),
      );
      return {
        status: 200,
        message: payment ? 'Selesaikan pembayaran untuk memindahkan tiket.' : 'Jadwal tiket berhasil diubah.',
        data: { ticket: await ticketOf(user, id), payment },
      };
    },

    async cancelTicket(request) {
      const { user } = authOf(request);
      const { id } = request.params;
      const { refundIds } = await cancelOwnTicket({ db, now, rules }, user, id, request.body);
      // After the commit: ask the gateway for each refund (refunded, or due by hand).
      for (const refundId of refundIds) {
        await ctx.refunds
          .process(refundId)
          .catch((err: unknown) => ctx.log.error({ err, refundId }, 'refund not processed'));
      }
      return { status: 200, message: 'Tiket dibatalkan.', data: { ticket: await ticketOf(user, id) } };
    },

    async correctTicket(request) {
      const { user } = authOf(request);
      const { id } = request.params;
      const changed = await correctOwnTicket({ db, now }, user, id, request.body);
      return {
        status: 200,
        message: changed ? 'Data tiket diperbaiki.' : 'Tidak ada data yang berubah.',
        data: { ticket: await ticketOf(user, id) },
      };
    },
  };
}
