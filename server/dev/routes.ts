// Development-only calls: registered only when NODE_ENV is development or test, and answered only
// to callers on this machine (issue #14: a development server reachable from the network must not
// hand out anyone's one-time code). Besides the last OTP: paying a booth QRIS charge of the
// simulator (issue #24; it settles like the gateway's signed callback) and the WhatsApp notices
// queued for a number.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { notices, transactions } from '../db/schema';
import type { Handlers } from '../platform/handlers';
import type { OtpSender } from '../otp/sender';
import { HttpError, forbidden, notFound } from '../errors';
import { isoJakarta, type Clock } from '../platform/clock';
import { settlePayment } from '../payments/settle';
import { signCallback } from '../payments/signature';
import type { SimulatorProvider } from '../payments/simulator';
import { originOf } from '../platform/origin';
import { BOOTH_MESSAGES } from '../booth/messages';

/**
 * The TCP peer is this machine. The socket's own address, never X-Forwarded-For or request.ip
 * (which TRUST_PROXY derives from headers a caller writes).
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127(\.\d{1,3}){3}$/.test(v4);
}

/** What the development endpoints use; app.ts passes its context. */
export interface DevRouteDeps {
  otpSender: Pick<OtpSender, 'lastCode'>;
  db: Db;
  now: Clock;
  /** The built-in simulator, when it is the payment provider (QRIS pay answers 404 otherwise). */
  simulator: SimulatorProvider | null;
  paymentSecret: string;
  publicUrl: string | null;
}

function onlyHere(request: FastifyRequest, what: string): void {
  if (!isLoopback(request.socket.remoteAddress))
    throw forbidden(`The development ${what} endpoint answers callers on this machine only.`);
}

/** The development domain's registration (app.ts registers it only in development and test). */
export function devRoutes(ctx: DevRouteDeps): Handlers<'devGetOtp' | 'devPayQris' | 'devListNotices'> {
  return {
    async devGetOtp(request) {
      onlyHere(request, 'OTP');
      const { phone } = request.params;
      const otp = ctx.otpSender.lastCode?.(phone);
      if (!otp) throw notFound('No OTP was sent to this phone number.');
      return { status: 200, message: 'Success.', data: { phone_number: phone, otp } };
    },

    async devPayQris(request) {
      onlyHere(request, 'QRIS');
      if (!ctx.simulator) throw notFound('The payment provider is not the simulator.');
      const [row] = await ctx.db
        .select({ sessionId: transactions.paymentSessionId })
        .from(transactions)
        .where(
          and(
            eq(transactions.invoiceId, request.params.invoiceId),
            eq(transactions.channel, 'loket'),
            eq(transactions.paymentMethod, 'qris'),
            eq(transactions.paymentProvider, 'simulator'),
          ),
        );
      if (!row?.sessionId) throw notFound(BOOTH_MESSAGES.ticketNotFound);
      const result = await settlePayment(
        ctx.db,
        ctx.now,
        // The callback the simulated gateway would send (signed like its payment page's).
        signCallback(ctx.paymentSecret, {
          sessionId: row.sessionId,
          status: 'PAID',
          bankName: 'QRIS',
          paymentMethod: 'QRIS',
          paidAt: new Date(ctx.now()).toISOString(),
        }),
        { origin: originOf(ctx, request) },
      );
      if (result !== 'paid') throw new HttpError(409, BOOTH_MESSAGES.qrisNotPending);
      return { status: 200, message: 'QRIS dibayar (simulasi).', data: null };
    },

    async devListNotices(request) {
      onlyHere(request, 'notices');
      const rows = await ctx.db
        .select()
        .from(notices)
        .where(eq(notices.phoneNumber, request.query.phone))
        .orderBy(desc(notices.id));
      const list = rows.map((n) => ({
        id: n.id,
        transactionId: n.transactionId,
        kind: n.kind,
        status: n.status as 'pending' | 'sent' | 'failed',
        attempts: n.attempts,
        params: n.params,
        createdAt: isoJakarta(n.createdAt.getTime()),
        sentAt: n.sentAt ? isoJakarta(n.sentAt.getTime()) : null,
      }));
      return { status: 200, message: 'Success.', data: { notices: list } };
    },
  };
}
