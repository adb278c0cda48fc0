// buildApp: the whole reference server as one Fastify instance, built from openapi.yaml.
// Tests build it in memory (PGlite `memory://`); server/index.ts builds it from the environment.
import { randomBytes } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { ensureTemporal } from '../kernel/temporal.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { seed } from './seed.ts';
import { seedDevOfficer } from './officers/create.ts';
import { createBoardingPassSigner, parseBoardingPassKey, type BoardingPassSigner } from './boarding/signer.ts';
import type { Clock } from './clock.ts';
import { BODY_LIMIT_BYTES, TOKEN_TTL_SECONDS } from './constants.ts';
import { createTokenService, type TokenService } from './auth/tokens.ts';
import { createOtpService, type OtpService } from './otp/service.ts';
import { createDevLogSender, type OtpSender } from './otp/sender.ts';
import { createHoldService, type HoldService } from './orders/holds.ts';
import { createOrderService, type OrderService } from './orders/orders.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { createSimulatorProvider, type SimulatorProvider } from './payments/simulator.ts';
import type { MidtransProvider } from './payments/midtrans.ts';
import { createReconciler, type Reconciler } from './payments/reconcile.ts';
import { installValidation, formatValidationError } from './http/validation.ts';
import { COMPRESS_THRESHOLD_BYTES } from './http/encoded-json.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installProtection } from './http/protection.ts';
import { DEFAULT_RATE_LIMITS, installRateLimits, type RateLimits } from './http/rate-limits.ts';
import { installContract } from './http/contract.ts';
import { installNotFound, installStaticFiles } from './http/static-spa.ts';
import { installStomp } from './http/stomp.ts';
import type { StompHub } from './stomp.ts';
import type { PushBus } from './push.ts';
import { createJobs, type Jobs } from './jobs/expire-holds.ts';
import type { Ctx } from './context.ts';
import { createScheduleSearchCache, type ScheduleSearchCache } from './schedule-cache.ts';

// The concerns live in server/http/, each an install function called in the order Fastify needs:
// errors and not-found first, then protection (cookies, headers, XSRF), compression and bodies,
// rate limits (they attach to routes as routes are added), the contract's routes, the SPA's files.
export { OPENAPI_PATH, loadSpecification } from './http/contract.ts';
export { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limits.ts';
export { WS_PATH } from './http/stomp.ts';

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
  /** Seed the development officer (server/officers/create.ts DEV_OFFICER); never in production. */
  devOfficer?: boolean;
  /** Absolute origin for links the server hands out (payment page); default: the request's origin. */
  publicUrl?: string | null;
  /** The built SPA (dist/) to serve with a fallback to index.html; none when absent. */
  staticDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
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
  /** Replace the STOMP hub + fan-out (e.g. a recording fake in tests). */
  pushBus?: PushBus;
  /** How often open STOMP sessions' tokens are checked again (default 30 s). */
  sessionRevalidateMs?: number;
  /**
   * Cache schedule searches in process (default true), invalidated by the database's NOTIFY on every
   * write of `schedules` (PGlite: exact; PostgreSQL: exact for this process's writes, within
   * milliseconds for other processes'). See server/schedule-cache.ts.
   */
  searchCache?: boolean;
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
}

export async function buildApp(options: BuildOptions = {}): Promise<BuiltApp> {
  await ensureTemporal();
  const now: Clock = options.now ?? Date.now;
  const nodeEnv = options.nodeEnv ?? process.env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const devAids = nodeEnv === 'development' || nodeEnv === 'test';
  const jwtSecret = options.jwtSecret ?? randomBytes(32).toString('base64url');
  const paymentSecret = options.paymentSecret ?? randomBytes(32).toString('base64url');
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir ?? 'memory://' }));
  const { db } = database;
  let hub: StompHub | null = null;
  let push: PushBus | null = null;

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // Fastify types the formatter's errors as its own FastifySchemaValidationError; with the Ajv2020
    // compiler (./http/validation.ts) ajv's ErrorObjects are what arrive.
    schemaErrorFormatter: formatValidationError as never,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    // The router's own refusals (a path parameter over 200 characters: 414; a path that is not
    // valid percent-encoding: 400) in the contract's error shape, without echoing the path.
    frameworkErrors: (error, _request, reply) => {
      const status: 400 | 414 = error.statusCode === 414 ? 414 : 400;
      void (reply as FastifyReply)
        .code(status)
        .type('application/json; charset=utf-8')
        .send({ status, message: status === 414 ? 'A path parameter is too long.' : 'Malformed URL.' });
    },
  });

  const unwatchers: Array<() => Promise<void>> = [];
  const unwatch = () => Promise.all(unwatchers.map((stop) => stop()));
  try {
    await database.migrate();
    const searchCache = options.searchCache !== false && database.watchTable ? createScheduleSearchCache() : null;
    if (searchCache) {
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
      unwatchers.push(stop);
    }
    await database.withStartupLock((locked) => seed(locked, now()));
    if (options.devOfficer && !production) await database.withStartupLock((locked) => seedDevOfficer(locked, now()));

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
    const simulator: SimulatorProvider | null = options.paymentProvider
      ? null
      : createSimulatorProvider({ secret: paymentSecret });
    const payments: PaymentProvider = options.paymentProvider ?? (simulator as SimulatorProvider);
    const holds = createHoldService({ db, now });
    const midtrans = payments.name === 'midtrans' ? (payments as MidtransProvider) : null;
    const reconciler = midtrans ? createReconciler({ db, now, provider: midtrans, log: app.log }) : null;

    ({ hub, push } = await installStomp(app, {
      tokens,
      databaseUrl: options.databaseUrl,
      pushBus: options.pushBus,
      onHub: (created) => (hub = created),
      revalidateEveryMs: options.sessionRevalidateMs,
    }));
    const pushBus = push;
    const orders = createOrderService({
      db,
      now,
      payments,
      holds,
      push: pushBus,
      log: app.log,
      processing: options.orderProcessing,
    });
    // The price list is kept in memory by the order service while every write to it is heard.
    if (database.watchTable) {
      for (const table of ['vehicle_types', 'passenger_types'] as const) {
        unwatchers.push(
          await database.watchTable(
            table,
            () => orders.catalogueChanged(),
            (listening) => orders.catalogueHeard(table, listening),
          ),
        );
      }
    }
    const jobs = createJobs({
      db,
      holds,
      orders,
      tokens,
      now,
      log: app.log,
      intervalMs: options.expiryIntervalMs,
      reconciler,
      reconcileIntervalMs: options.reconcileIntervalMs,
    });

    const boardingPasses = createBoardingPassSigner(
      options.boardingPassKey ? parseBoardingPassKey(options.boardingPassKey) : undefined,
    );
    const ctx: Ctx = {
      db,
      boardingPasses,
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
      paymentSecret,
      operatorKey: options.operatorKey || null,
      publicUrl: options.publicUrl ? options.publicUrl.replace(/\/+$/, '') : null,
      log: app.log,
      searchCache,
      // A session's token stopped holding (logout, password change, deletion): its sockets on this
      // process end now; those on other processes at their hub's next revalidation sweep.
      endSessions: async (userId) => {
        await hub?.revalidate(userId);
      },
    };

    // ── HTTP, concern by concern (server/http/) ─────────────────────────────────────────────
    installValidation(app);
    installErrorHandler(app);
    installNotFound(app, { staticDir: options.staticDir ?? null, production });
    app.decorateRequest('auth', null);
    await installProtection(app, { production });
    await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES });
    await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
    await installRateLimits(
      app,
      limits,
      options.redisUrl ? { redisUrl: options.redisUrl, prefix: options.redisPrefix ?? 'seberang:' } : undefined,
    );
    await installContract(app, { ctx, tokens, devAids });
    await installStaticFiles(app, options.staticDir ?? null);

    await app.ready();
    // Orders a previous run accepted but did not finish (a crash) are taken up again right away.
    // PGlite has one process (the data-folder lock), so every decided-but-unpushed row is an orphan.
    orders.start({ orphansOnly: database.kind === 'postgres' });
    if (options.jobs !== false) await jobs.start();

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        await jobs.stop();
        await orders.stop();
        await reconciler?.idle();
        await pushBus.close().catch(() => undefined);
        await hub?.close().catch(() => undefined);
        await app.close();
        await unwatch().catch(() => undefined);
        if (ownsDatabase) await database.close();
        await options.onClose?.();
      })());

    return {
      app,
      close,
      db,
      database,
      hub,
      push: pushBus,
      tokens,
      otp,
      orders,
      holds,
      jobs,
      reconciler,
      searchCache,
      boardingPasses,
    };
  } catch (err) {
    await push?.close().catch(() => undefined);
    await hub?.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    await unwatch().catch(() => undefined);
    if (ownsDatabase) await database.close().catch(() => undefined);
    throw err;
  }
}
