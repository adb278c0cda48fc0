// Everything the domains' handlers need, built once by buildApp (./services.ts); each domain's
// routes.ts declares the part it uses (e.g. AuthRouteDeps), so no domain imports this file.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { SessionStatement } from '../db/session-statement';
import type { Clock } from '../platform/clock';
import type { TokenService } from '../auth/tokens';
import type { OtpService } from '../otp/service';
import type { OtpSender } from '../otp/sender';
import type { OrderService } from '../orders/service';
import type { HoldService } from '../lifecycle/holds';
import type { PaymentProvider } from '../payments/provider';
import type { SimulatorProvider } from '../payments/simulator';
import type { MidtransProvider } from '../payments/midtrans';
import type { Reconciler } from '../payments/reconcile';
import type { ScheduleSearchCache } from '../schedules/cache';

import type { BoardingPassSigner } from '../boarding/signer';
import type { EticketRenderer } from '../orders/eticket-pool';
import type { RefundService } from '../refunds/process';

export interface Ctx {
  db: Db;
  /** Embedded PGlite: statements planned once for the session (../db/session-statement.ts); else null. */
  sessionStatement: SessionStatement | null;
  /** Signs the e-ticket QR (issue #10). */
  boardingPasses: BoardingPassSigner;
  /** Renders the e-ticket PDFs in worker threads (issue #21 item 12). */
  eticket: EticketRenderer;
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
  /** TIMETABLE_HORIZON_DAYS: departures are generated for today … today + this (issue #22). */
  timetableHorizonDays: number;
  /**
   * Refunds queued with server/refunds/queue.ts: process(id) after the commit asks the gateway
   * (refunded, or due for the console); runDue() takes up those a crash left (issue #23).
   */
  refunds: RefundService;
  /** SELF_CANCEL_REFUND_PERCENT: what a self-service cancellation refunds (kernel/ticket-rules.ts, 75). */
  selfCancelRefundPercent: number;
  /** RESCHEDULE_FEE_PERCENT: what Ubah Jadwal charges of the price (kernel/ticket-rules.ts, 10). */
  rescheduleFeePercent: number;
  /** DELAY_FREE_MINUTES: a delay this long frees its tickets' choices (issue #38, default 120). */
  delayFreeMinutes: number;
  /** Absolute origin for links (payment page) when set; else taken from the request. */
  publicUrl: string | null;
  log: FastifyBaseLogger;
  /** Schedule search results (embedded PGlite only; null with PostgreSQL). */
  searchCache: ScheduleSearchCache | null;
  /** Ends the user's STOMP sessions whose token no longer holds (issue #14). */
  endSessions(userId: number): Promise<void>;
}
