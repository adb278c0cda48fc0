// The services buildApp wires (one of each, shared by every request): tokens, OTP, payments,
// capacity, the push channel, orders, jobs, the boarding-pass signer, and the context the domains'
// handlers get (./context.ts). The database watchers (search cache, price list) live here too.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { Clock } from '../platform/clock';
import { TOKEN_TTL_SECONDS } from '../platform/constants';
import { createTokenService } from '../auth/tokens';
import { createOtpService } from '../otp/service';
import { createDevLogSender } from '../otp/sender';
import { createLogNoticeSender } from '../notices/sender';
import { createNoticeJob } from '../notices/job';
import { createHoldService } from '../lifecycle/holds';
import { createOrderService, type OrderService } from '../orders/service';
import { createEticketRenderer } from '../orders/eticket-pool';
import type { PaymentProvider } from '../payments/provider';
import { createSimulatorProvider, type SimulatorProvider } from '../payments/simulator';
import type { MidtransProvider } from '../payments/midtrans';
import { createReconciler } from '../payments/reconcile';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../http/rate-limits';
import { installStomp } from '../http/stomp';
import type { StompHub } from '../platform/push/hub';
import type { PushBus } from '../platform/push/bus';
import { createScheduleSearchCache, type ScheduleSearchCache } from '../schedules/cache';
import { createBoardingPassSigner, parseBoardingPassKey } from '../boarding/signer';
import { DEFAULT_HORIZON_DAYS } from '../timetable/generate';
import { CANCEL_REFUND_PERCENT, RESCHEDULE_FEE_PERCENT } from '../../kernel/ticket-rules';
import { DEFAULT_DELAY_FREE_MINUTES } from '../platform/delay';
import { createRefundService } from '../refunds/process';
import { createJobs } from './jobs';
import type { Ctx } from './context';
import type { BuildOptions } from './options';

/** The options with their defaults, decided once. */
export interface Settings {
  now: Clock;
  production: boolean;
  /** Development and test: the development-only endpoints exist. */
  devAids: boolean;
  jwtSecret: string;
  paymentSecret: string;
  limits: RateLimits;
}

export function settingsOf(options: BuildOptions): Settings {
  const nodeEnv = options.nodeEnv ?? process.env.NODE_ENV ?? 'development';
  return {
    now: options.now ?? Date.now,
    production: nodeEnv === 'production',
    devAids: nodeEnv === 'development' || nodeEnv === 'test',
    jwtSecret: options.jwtSecret ?? randomBytes(32).toString('base64url'),
    paymentSecret: options.paymentSecret ?? randomBytes(32).toString('base64url'),
    limits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
  };
}

/** What must be let go if the build fails half-way, and at close(). */
export interface Resources {
  hub: StompHub | null;
  push: PushBus | null;
  unwatchers: Array<() => Promise<void>>;
}

/**
 * The schedule search cache, emptied on every write of `schedules`, `vehicle_types` (the class
 * lengths `qty` counts in) or `fares` (`fareFrom`) (null: off, or no watcher).
 */
export async function watchSearchCache(
  app: FastifyInstance,
  database: Database,
  options: BuildOptions,
  resources: Resources,
): Promise<ScheduleSearchCache | null> {
  const searchCache = options.searchCache !== false && database.watchTable ? createScheduleSearchCache() : null;
  if (!searchCache) return null;
  let heard = false;
  const stop = await database.watchTable!(
    'schedules',
    () => searchCache.invalidate(),
    (listening) => {
      if (searchCache.stats.listening && !listening && heard)
        app.log.warn('schedule search cache: change notifications lost; searching the database until back');
      if (listening) heard = true;
      searchCache.setListening(listening);
    },
  );
  resources.unwatchers.push(stop);
  // A search carries the cheapest vehicle fare on its date (`fareFrom`, issue #22: dated fares) and
  // counts `qty` in Golongan IV lengths: a fare or a class change empties it too. The same
  // listening connection carries every table, so the `schedules` watcher's state covers them.
  for (const table of ['vehicle_types', 'fares'] as const) {
    resources.unwatchers.push(await database.watchTable!(table, () => searchCache.invalidate()));
  }
  return searchCache;
}

/** The price list is kept in memory by the order service while every write to it is heard. */
async function watchPriceList(database: Database, orders: OrderService, resources: Resources): Promise<void> {
  if (!database.watchTable) return;
  for (const table of ['vehicle_types', 'passenger_types', 'fares'] as const) {
    resources.unwatchers.push(
      await database.watchTable(
        table,
        () => orders.catalogueChanged(),
        (listening) => orders.catalogueHeard(table, listening),
      ),
    );
  }
}

function paymentsOf(options: BuildOptions, settings: Settings) {
  const simulator: SimulatorProvider | null = options.paymentProvider
    ? null
    : createSimulatorProvider({ secret: settings.paymentSecret });
  const payments: PaymentProvider = options.paymentProvider ?? (simulator as SimulatorProvider);
  const midtrans = payments.name === 'midtrans' ? (payments as MidtransProvider) : null;
  return { simulator, payments, midtrans };
}

export async function createServices(
  app: FastifyInstance,
  database: Database,
  options: BuildOptions,
  settings: Settings,
  resources: Resources,
  searchCache: ScheduleSearchCache | null,
) {
  const { db } = database;
  const { now, production, jwtSecret } = settings;
  const tokens = createTokenService({
    db,
    secret: jwtSecret,
    now,
    ttlSeconds: options.tokenTtlSeconds ?? TOKEN_TTL_SECONDS,
  });
  const otpSender =
    typeof options.otpSender === 'function'
      ? options.otpSender(app.log)
      : (options.otpSender ?? createDevLogSender(app.log, { withCodes: !production || options.demoOtpLog === true }));
  const otp = createOtpService({ db, now, sender: otpSender, secret: `otp:${jwtSecret}`, log: app.log });
  const { simulator, payments, midtrans } = paymentsOf(options, settings);
  const holds = createHoldService({ db, now });
  const publicUrl = options.publicUrl ? options.publicUrl.replace(/\/+$/, '') : null;
  const jobOrigin = publicUrl ?? options.noticeOrigin ?? '';
  const reconciler = midtrans
    ? createReconciler({ db, now, provider: midtrans, log: app.log, origin: jobOrigin })
    : null;
  const noticeSender =
    typeof options.noticeSender === 'function'
      ? options.noticeSender(app.log)
      : (options.noticeSender ?? createLogNoticeSender(app.log));
  const notices = createNoticeJob({
    db,
    now,
    sender: noticeSender,
    log: app.log,
    reminderHours: options.noticeReminderHours,
    origin: jobOrigin,
  });

  const { push } = await installStomp(app, {
    authenticate: async (token) => (await tokens.authenticate(token))?.user.id ?? null,
    databaseUrl: options.databaseUrl,
    pushBus: options.pushBus,
    onHub: (created) => (resources.hub = created),
    revalidateEveryMs: options.sessionRevalidateMs,
    redis: options.redisUrl ? { redisUrl: options.redisUrl, prefix: options.redisPrefix ?? 'seberang:' } : undefined,
  });
  resources.push = push;
  const orders = createOrderService({
    db,
    now,
    payments,
    holds,
    push,
    log: app.log,
    processing: options.orderProcessing,
    maxUnpaid: options.maxUnpaidOrders,
  });
  await watchPriceList(database, orders, resources);
  const refunds = createRefundService({ db, now, payments, log: app.log });
  const jobs = createJobs({
    refunds,
    db,
    holds,
    orders,
    tokens,
    now,
    log: app.log,
    intervalMs: options.expiryIntervalMs,
    reconciler,
    reconcileIntervalMs: options.reconcileIntervalMs,
    horizonDays: options.timetableHorizonDays,
    notices,
  });
  const boardingPasses = createBoardingPassSigner(
    options.boardingPassKey ? parseBoardingPassKey(options.boardingPassKey) : undefined,
  );
  // Its threads start at the first e-ticket; app.ts closes it after the last request.
  const eticket = createEticketRenderer({ workers: options.pdfWorkers });
  const ctx: Ctx = {
    db,
    sessionStatement: database.sessionStatement ?? null,
    boardingPasses,
    eticket,
    now,
    tokens,
    otp,
    otpSender,
    orders,
    holds,
    payments,
    simulator,
    midtrans,
    reconciler,
    paymentSecret: settings.paymentSecret,
    operatorKey: options.operatorKey || null,
    timetableHorizonDays: options.timetableHorizonDays ?? DEFAULT_HORIZON_DAYS,
    selfCancelRefundPercent: options.selfCancelRefundPercent ?? CANCEL_REFUND_PERCENT,
    refunds,
    rescheduleFeePercent: options.rescheduleFeePercent ?? RESCHEDULE_FEE_PERCENT,
    delayFreeMinutes: options.delayFreeMinutes ?? DEFAULT_DELAY_FREE_MINUTES,
    publicUrl,
    log: app.log,
    searchCache,
    // A session's token stopped holding (logout, password change, deletion): its sockets on this
    // process end now; those on other processes at their hub's next revalidation sweep.
    endSessions: async (userId) => {
      await resources.hub?.revalidate(userId);
    },
  };
  return { ctx, tokens, otp, holds, orders, jobs, reconciler, push, boardingPasses, eticket };
}
