// What buildApp takes and gives (../app.ts). Tests and server/index.ts set the options; the built
// app hands back its parts so tests can drive jobs, orders and the clock directly.
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Database, Db } from '../db/client';
import type { Clock } from '../platform/clock';
import type { TokenService } from '../auth/tokens';
import type { OtpService } from '../otp/service';
import type { OtpSender } from '../otp/sender';
import type { NoticeSender } from '../notices/sender';
import type { HoldService } from '../lifecycle/holds';
import type { OrderService } from '../orders/service';
import type { PaymentProvider } from '../payments/provider';
import type { Reconciler } from '../payments/reconcile';
import type { RateLimits } from '../http/rate-limits';
import type { StompHub } from '../platform/push/hub';
import type { PushBus } from '../platform/push/bus';
import type { ScheduleSearchCache } from '../schedules/cache';
import type { BoardingPassSigner } from '../boarding/signer';
import type { Jobs } from './jobs';
import type { RefundService } from '../refunds/process';

export interface BuildOptions {
  /** postgres://… uses that server; otherwise embedded PGlite at `pgliteDir` (default in memory). */
  databaseUrl?: string;
  pgliteDir?: string;
  /** An already opened database (the caller closes it). */
  database?: Database;
  /** The clock (epoch ms). Tests move it to expire holds, codes and tokens. */
  now?: Clock;
  jwtSecret?: string;
  paymentSecret?: string;
  /** OPERATOR_KEY for the operator calls (refunds due); unset = those calls answer 404. */
  operatorKey?: string | null;
  /**
   * 'production' removes the development endpoints; they exist only in 'development' and 'test'
   * (any other value closes them too) and answer loopback callers only.
   */
  nodeEnv?: string;
  /** Production only: the default log OTP sender writes the codes (DEMO_OTP_LOG=1); else never. */
  demoOtpLog?: boolean;
  /** The Ed25519 private key of the boarding passes (PKCS#8 PEM/base64 DER); default: a fresh one. */
  boardingPassKey?: string | null;
  /** Seed the development officer (server/auth/officers.ts DEV_OFFICER); never in production. */
  devOfficer?: boolean;
  /** Absolute origin for links the server hands out (payment page); default: the request's origin. */
  publicUrl?: string | null;
  /**
   * Without PUBLIC_URL, the origin of the links in notices no request asked for (the reminders, a
   * closure's, reconciliation's): the server's own address (server/index.ts), so no link is relative.
   */
  noticeOrigin?: string | null;
  /** Serve the API reference (/api/docs, /api/openapi.yaml) in production too (API_DOCS=1); always on outside production. */
  apiDocs?: boolean;
  /** The built SPA (dist/) to serve with a fallback to index.html; none when absent. */
  staticDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /**
   * TRUST_PROXY (app/config.ts): a number of proxy hops (`true` = 1), or the proxies' addresses and
   * CIDRs; app/http.ts turns it into Fastify's trustProxy.
   */
  trustProxy?: boolean | number | string | string[];
  /** Run the hold-expiry timer (default true; tests call jobs.runOnce() instead). */
  jobs?: boolean;
  expiryIntervalMs?: number;
  /** How often the Midtrans reconciliation pass runs (default 30 s; it also runs at start). */
  reconcileIntervalMs?: number;
  /**
   * Decide accepted orders (default true). false: orders are accepted and written down but never
   * processed — the state a process killed right after its 202s leaves behind (restart tests).
   */
  orderProcessing?: boolean;
  rateLimits?: Partial<RateLimits>;
  /** Rate-limit counters in this Redis, shared by every instance (REDIS_URL). */
  redisUrl?: string;
  /** Key prefix in that Redis (default `seberang:`; test servers use their own). */
  redisPrefix?: string;
  tokenTtlSeconds?: number;
  /** Where OTP codes go (default: the development log sender); a factory gets the server's logger. */
  otpSender?: OtpSender | ((log: FastifyBaseLogger) => OtpSender);
  paymentProvider?: PaymentProvider;
  /**
   * Where notices (the ticket's link over WhatsApp) go (default: the log); a factory gets the
   * server's logger. The job sends them (server/notices/job.ts).
   */
  noticeSender?: NoticeSender | ((log: FastifyBaseLogger) => NoticeSender);
  /** Replace the STOMP hub + fan-out (e.g. a recording fake in tests). */
  pushBus?: PushBus;
  /** How often open STOMP sessions' tokens are checked again (default 30 s). */
  sessionRevalidateMs?: number;
  /**
   * Cache schedule searches in process (default true), invalidated by the database's NOTIFY on every
   * write of `schedules` (PGlite: exact; PostgreSQL: exact for this process's writes, within
   * milliseconds for other processes'). See server/schedules/cache.ts.
   */
  searchCache?: boolean;
  /**
   * Threads rendering the e-ticket PDFs (PDF_WORKERS; default min(2, cores − 1), at least 1); 0
   * renders them on the main thread (server/orders/eticket-pool.ts).
   */
  pdfWorkers?: number;
  /** TIMETABLE_HORIZON_DAYS: departures are generated for today … today + this (default 30). */
  timetableHorizonDays?: number;
  /** SELF_CANCEL_REFUND_PERCENT: a self-service cancellation's refund, 0–100 (default 75). */
  selfCancelRefundPercent?: number;
  /** RESCHEDULE_FEE_PERCENT: Ubah Jadwal's fee, 0–100 % of the price (default 10). */
  rescheduleFeePercent?: number;
  /** NOTICE_REMINDER_HOURS: the departure reminder is queued this many hours before (1–48, default 3). */
  noticeReminderHours?: number;
  /** MAX_UNPAID_ORDERS: an account's open unpaid orders at once (1–20, default 3, issue #39). */
  maxUnpaidOrders?: number;
  /** DELAY_FREE_MINUTES: a delay this long frees its tickets' choices (1–1440, default 120, issue #38). */
  delayFreeMinutes?: number;
  /** Called last by close() (e.g. releasing the data-folder lock). */
  onClose?: () => Promise<void> | void;
}

export interface BuiltApp {
  app: FastifyInstance;
  close: () => Promise<void>;
  db: Db;
  database: Database;
  hub: StompHub | null;
  push: PushBus;
  tokens: TokenService;
  otp: OtpService;
  orders: OrderService;
  holds: HoldService;
  jobs: Jobs;
  /** The Midtrans notification worker and reconciliation pass (null with the simulator). */
  reconciler: Reconciler | null;
  searchCache: ScheduleSearchCache | null;
  boardingPasses: BoardingPassSigner;
  /** Refunds queued by a cancellation: asked of the gateway (server/refunds/process.ts, issue #23). */
  refunds: RefundService;
}
