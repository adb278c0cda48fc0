// Everything a route handler needs, built once by buildApp.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import type { Clock } from './clock.ts';
import type { TokenService } from './auth/tokens.ts';
import type { OtpService } from './otp/service.ts';
import type { OtpSender } from './otp/sender.ts';
import type { OrderService } from './orders/orders.ts';
import type { HoldService } from './orders/holds.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { SimulatorProvider } from './payments/simulator.ts';
import type { MidtransProvider } from './payments/midtrans.ts';
import type { Reconciler } from './payments/reconcile.ts';
import type { ScheduleSearchCache } from './schedule-cache.ts';

import type { BoardingPassSigner } from './boarding/signer.ts';

export interface Ctx {
  db: Db;
  /** Signs the e-ticket QR (issue #10). */
  boardingPasses: BoardingPassSigner;
  now: Clock;
  tokens: TokenService;
  otp: OtpService;
  otpSender: OtpSender;
  orders: OrderService;
  holds: HoldService;
  payments: PaymentProvider;
  /** The built-in simulator, when it is the payment provider (its page routes need it). */
  simulator: SimulatorProvider | null;
  /** Midtrans and its notification/reconciliation worker, when PAYMENT_PROVIDER=midtrans. */
  midtrans: MidtransProvider | null;
  reconciler: Reconciler | null;
  paymentSecret: string;
  /** OPERATOR_KEY: the shared key of the operator calls; null = those calls answer 404. */
  operatorKey: string | null;
  /** Absolute origin for links (payment page) when set; else taken from the request. */
  publicUrl: string | null;
  log: FastifyBaseLogger;
  /** Schedule search results (embedded PGlite only; null with PostgreSQL). */
  searchCache: ScheduleSearchCache | null;
  /** Ends the user's STOMP sessions whose token no longer holds (issue #14). */
  endSessions(userId: number): Promise<void>;
}
