// buildApp: the whole reference server as one Fastify instance, built from openapi.yaml.
// Tests build it in memory (PGlite `memory://`); server/index.ts builds it from the environment.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest, type RouteOptions, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import openapiGlue from 'fastify-openapi-glue';
import { parse as parseYaml } from 'yaml';
import { ensureTemporal } from '../kernel/temporal.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { seed, extendTimetable } from './seed.ts';
import { seedDevOfficer } from './officers/create.ts';
import { createBoardingPassSigner, parseBoardingPassKey, type BoardingPassSigner } from './boarding/signer.ts';
import type { Clock } from './clock.ts';
import { BODY_LIMIT_BYTES, TOKEN_TTL_SECONDS } from './constants.ts';
import { HttpError, MESSAGES } from './errors.ts';
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
import { installXsrf } from './http/xsrf.ts';
import { installSecurityHeaders, securityHeaders } from './http/security-headers.ts';
import type { HelmetOptions } from 'helmet';
import { COMPRESS_THRESHOLD_BYTES } from './http/encoded-json.ts';
import { createSpaPages } from './http/spa.ts';
import { requireAuth, requireRole } from './http/auth.ts';
import { createStompHub, type StompHub } from './stomp.ts';
import { createPushBus, type PushBus } from './push.ts';
import { createJobs, type Jobs } from './jobs/expire-holds.ts';
import type { Ctx } from './context.ts';
import { createScheduleSearchCache, type ScheduleSearchCache } from './schedule-cache.ts';
import { authHandlers } from './routes/auth.ts';
import { userHandlers } from './routes/user.ts';
import { scheduleHandlers } from './routes/schedule.ts';
import { catalogueHandlers } from './routes/catalogue.ts';
import { transactionHandlers } from './routes/transaction.ts';
import { paymentHandlers } from './routes/payment.ts';
import { devHandlers } from './routes/dev.ts';
import { petugasHandlers } from './routes/petugas.ts';
import { operatorHandlers } from './routes/operator.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const OPENAPI_PATH = resolve(here, '..', 'openapi.yaml');
export const WS_PATH = '/api/ws';

export interface RateLimits {
  /** Per IP + phone number, per minute. */
  login: number;
  sendOtp: number;
  verifyOtp: number;
  /** register, forgot-password, check-phone-number: per IP + phone, per minute. */
  account: number;
  /** Orders per user per minute. */
  order: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { login: 20, sendOtp: 10, verifyOtp: 20, account: 30, order: 60 };

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
  tokenTtlSeconds?: number;
  /** Where OTP codes go (default: the development log sender); a factory gets the server's logger. */
  otpSender?: OtpSender | ((log: FastifyBaseLogger) => OtpSender);
  paymentProvider?: PaymentProvider;
  /** Replace the STOMP hub + fan-out (e.g. a recording fake in tests). */
  pushBus?: PushBus;
  /**
   * Cache schedule searches in process (default true; only ever with embedded PGlite, where this
   * process is the only writer and sees every change as it commits). See server/schedule-cache.ts.
   */
  searchCache?: boolean;
  /** Called last by close() (e.g. releasing the data-folder lock). */
  onClose?: () => Promise<void> | void;
}

export interface BuiltApp {
  app: FastifyInstance;
  close(): Promise<void>;
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

let cachedSpec: Record<string, unknown> | undefined;
export function loadSpecification(): Record<string, unknown> {
  cachedSpec ??= parseYaml(readFileSync(OPENAPI_PATH, 'utf8')) as Record<string, unknown>;
  return structuredClone(cachedSpec);
}

type SpecOperation = { operationId?: string; security?: unknown[]; 'x-roles'?: string[]; [k: string]: unknown };

/** operationId → the roles allowed to call it (`x-roles` in openapi.yaml); absent: any signed-in user. */
function operationRoles(spec: Record<string, unknown>): Map<string, string[]> {
  const roles = new Map<string, string[]>();
  const paths = spec['paths'] as Record<string, Record<string, SpecOperation>>;
  for (const item of Object.values(paths)) {
    for (const op of Object.values(item)) {
      if (op && typeof op === 'object' && op.operationId && Array.isArray(op['x-roles'])) roles.set(op.operationId, op['x-roles']);
    }
  }
  return roles;
}

function securedOperations(spec: Record<string, unknown>): Set<string> {
  const secured = new Set<string>();
  const paths = spec['paths'] as Record<string, Record<string, SpecOperation>>;
  for (const item of Object.values(paths)) {
    for (const op of Object.values(item)) {
      if (op && typeof op === 'object' && op.operationId && Array.isArray(op.security) && op.security.length > 0) {
        secured.add(op.operationId);
      }
    }
  }
  return secured;
}

/** helmet's configuration; `extraStyleSrc` adds CSP sources for inline styles (hashes of a page's). */
function helmetOptions(production: boolean, extraStyleSrc: string[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval': the officer's QR reader compiles our own ZXing .wasm (no eval of JS).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", ...extraStyleSrc],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only where TLS is certain; a plain-HTTP LAN deployment must stay reachable.
    strictTransportSecurity: production ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

function bodyField(request: FastifyRequest, field: string): string {
  const body = request.body as Record<string, unknown> | undefined;
  const v = body && typeof body === 'object' ? body[field] : undefined;
  return typeof v === 'string' ? v.slice(0, 32) : '';
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
    options.database ?? (await openDatabase({ databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir ?? 'memory://' }));
  const { db } = database;
  let hub: StompHub | null = null;
  let push: PushBus | null = null;

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    schemaErrorFormatter: formatValidationError as never,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  });

  let unwatch: (() => Promise<void>) | undefined;
  try {
    await database.migrate();
    const searchCache = options.searchCache !== false && database.watchTable ? createScheduleSearchCache() : null;
    if (searchCache) unwatch = await database.watchTable!('schedules', () => searchCache.invalidate());
    await database.withStartupLock((locked) => seed(locked, now()));
    if (options.devOfficer && !production) await database.withStartupLock((locked) => seedDevOfficer(locked, now()));

    const tokens = createTokenService({ db, secret: jwtSecret, now, ttlSeconds: options.tokenTtlSeconds ?? TOKEN_TTL_SECONDS });
    const otpSender =
      typeof options.otpSender === 'function'
        ? options.otpSender(app.log)
        : (options.otpSender ?? createDevLogSender(app.log, { withCodes: !production || options.demoOtpLog === true }));
    const otp = createOtpService({ db, now, sender: otpSender, secret: `otp:${jwtSecret}`, log: app.log });
    const simulator: SimulatorProvider | null = options.paymentProvider ? null : createSimulatorProvider({ secret: paymentSecret });
    const payments: PaymentProvider = options.paymentProvider ?? (simulator as SimulatorProvider);
    const holds = createHoldService({ db, now });
    const midtrans = payments.name === 'midtrans' ? (payments as MidtransProvider) : null;
    const reconciler = midtrans ? createReconciler({ db, now, provider: midtrans, log: app.log }) : null;

    const log = {
      info: (...a: unknown[]) => app.log.info(a[0] as object, a[1] as string),
      warn: (...a: unknown[]) => app.log.warn(a[0] as object, a[1] as string),
    };
    if (options.pushBus) {
      push = options.pushBus;
    } else {
      hub = createStompHub({
        path: WS_PATH,
        heartbeatMs: 10_000,
        log,
        authenticate: async (token) => (await tokens.authenticate(token))?.user.id ?? null,
      });
      hub.attach(app.server);
      push = await createPushBus({ hub, databaseUrl: options.databaseUrl, log });
    }
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

    const boardingPasses = createBoardingPassSigner(options.boardingPassKey ? parseBoardingPassKey(options.boardingPassKey) : undefined);
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
    };

    // ── HTTP plumbing ────────────────────────────────────────────────────────────────────────
    installValidation(app);
    installErrorHandling(app, options.staticDir ?? null, production);
    app.decorateRequest('auth', null);
    await app.register(cookie);
    installSecurityHeaders(app, helmetOptions(production));
    await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES });
    await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
    installXsrf(app);

    const authHook = requireAuth(tokens);
    const secured = securedOperations(loadSpecification());
    const roleHooks = new Map([...operationRoles(loadSpecification())].map(([op, roles]) => [op, requireRole(roles)]));
    const byIpAndPhone = (field: string) => (request: FastifyRequest) => `${request.ip}|${bodyField(request, field)}`;
    const routeLimits: Record<string, { max: number; keyGenerator: (r: FastifyRequest) => string }> = {
      login: { max: limits.login, keyGenerator: byIpAndPhone('phone_number') },
      sendOtp: { max: limits.sendOtp, keyGenerator: byIpAndPhone('phone_number') },
      verifyOtp: { max: limits.verifyOtp, keyGenerator: byIpAndPhone('phone_number') },
      register: { max: limits.account, keyGenerator: byIpAndPhone('phone_number') },
      forgotPassword: { max: limits.account, keyGenerator: byIpAndPhone('phone_number') },
      checkPhoneNumber: {
        max: limits.account,
        keyGenerator: (r) => `${r.ip}|${String((r.params as { phone?: string }).phone ?? '').slice(0, 32)}`,
      },
      placeOrder: { max: limits.order, keyGenerator: (r) => `user|${r.auth?.user.id ?? r.ip}` },
    };
    // Runs before @fastify/rate-limit's own onRoute hook (registered below), so the per-route
    // limits set here are picked up by it.
    app.addHook('onRoute', (route: RouteOptions) => {
      const opId = (route.schema as { operationId?: string } | undefined)?.operationId;
      if (!opId) return;
      if (secured.has(opId)) {
        const pre = route.preValidation;
        const list = Array.isArray(pre) ? pre : pre ? [pre] : [];
        const roleHook = roleHooks.get(opId);
        if (!list.includes(authHook)) route.preValidation = [authHook, ...(roleHook ? [roleHook] : []), ...list];
      }
      const limit = routeLimits[opId];
      if (limit && route.method !== 'HEAD') {
        route.config = {
          ...(route.config as object),
          rateLimit: { ...limit, timeWindow: 60_000, hook: 'preHandler' },
        } as never;
      }
    });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode === 403 ? 403 : 429, `Too many requests. Please retry in ${context.after}.`),
    });

    // Bodies must arrive in one of the media types the contract declares for the operation;
    // otherwise Fastify would skip the body schema and a handler could see a string.
    app.addHook('preValidation', async (request) => {
      const schema = request.routeOptions.schema as { body?: { content?: Record<string, unknown> } } | undefined;
      const content = schema?.body?.content;
      if (!content) return;
      const type = String(request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
      if (!type) throw new HttpError(400, 'Request body is required.');
      if (!Object.keys(content).includes(type)) {
        throw new HttpError(415, `Unsupported content type '${type}'; expected ${Object.keys(content).join(' or ')}.`);
      }
    });

    // The contract names these media types for responses only; as request bodies they are refused
    // (declaring them also keeps fastify-openapi-glue from warning about missing parsers).
    app.addContentTypeParser(['text/html', 'application/pdf'], (_request, _payload, done) => {
      done(new HttpError(415, 'Unsupported content type.'), undefined);
    });

    // ── The contract's operations ───────────────────────────────────────────────────────────
    const specification = loadSpecification();
    if (!devAids) delete (specification['paths'] as Record<string, unknown>)['/api/dev/otp/{phone}'];
    const serviceHandlers = {
      ...authHandlers(ctx),
      ...userHandlers(ctx),
      ...scheduleHandlers(ctx),
      ...catalogueHandlers(ctx),
      ...transactionHandlers(ctx),
      ...paymentHandlers(ctx),
      ...petugasHandlers(ctx),
      ...operatorHandlers(ctx),
      ...(devAids ? devHandlers(ctx) : {}),
    };
    await app.register(openapiGlue, { specification, serviceHandlers });

    if (options.staticDir) {
      await app.register(fastifyStatic, {
        root: resolve(options.staticDir),
        wildcard: true,
        // Pages (`/` included) are answered by the not-found handler with the route's preloads.
        index: false,
        // The build writes .br (quality 11) and .gz next to each asset (vite.config.ts).
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, path) {
          // Vite's hashed assets never change; everything else is revalidated.
          if (/[\\/]assets[\\/]/.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
          else reply.header('cache-control', 'no-cache');
        },
      });
    }

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
        await unwatch?.().catch(() => undefined);
        if (ownsDatabase) await database.close();
        await options.onClose?.();
      })());

    return { app, close, db, database, hub, push: pushBus, tokens, otp, orders, holds, jobs, reconciler, searchCache, boardingPasses };
  } catch (err) {
    await push?.close().catch(() => undefined);
    await hub?.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    await unwatch?.().catch(() => undefined);
    if (ownsDatabase) await database.close().catch(() => undefined);
    throw err;
  }
}

/** `{ status, message }` for every error; 4xx for anything the client did, 500 only for bugs. */
function installErrorHandling(app: FastifyInstance, staticDir: string | null, production: boolean): void {
  const spa = staticDir ? createSpaPages(resolve(staticDir)) : null;
  // A page's CSP: the app-wide one, plus the hashes of its inline styles (the shell's CSS).
  const pageCsp = new Map<string, string>();
  const cspFor = (hashes: string[]) => {
    const key = hashes.join(' ');
    let csp = pageCsp.get(key);
    if (csp === undefined) pageCsp.set(key, (csp = securityHeaders(helmetOptions(production, hashes))['content-security-policy'] ?? ''));
    return csp;
  };
  app.setErrorHandler((error: unknown, request, reply) => {
    const err = error as { statusCode?: number; status?: number; message?: string; validation?: unknown; code?: string };
    let status = err.statusCode ?? err.status ?? 500;
    let message = typeof err.message === 'string' && err.message ? err.message : MESSAGES.internal;
    if (err.validation) status = 400;
    if (!Number.isInteger(status) || status < 400 || status > 599) status = 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      if (status === 500 || !(error instanceof HttpError)) message = MESSAGES.internal;
    } else if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err.code === undefined && /JSON/.test(message) && status === 400)) {
      message = 'Request body is not valid JSON.';
    } else if (status === 413) {
      message = `Request body is too large (limit ${BODY_LIMIT_BYTES / 1024} KiB).`;
    }
    if (!message.endsWith('.')) message = `${message}.`;
    void reply.code(status).type('application/json; charset=utf-8').send({ status, message });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const wantsPage =
      staticDir &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      /text\/html|\*\/\*/.test(String(request.headers.accept ?? ''));
    if (wantsPage) {
      const { html, etag, styleHashes } = spa!.page(path);
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (styleHashes.length) reply.header('content-security-policy', cspFor(styleHashes));
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.code(200).type('text/html; charset=utf-8').send(html);
    }
    return reply.code(404).send({ status: 404, message: `No route for ${request.method} ${path.slice(0, 200)}.` });
  });
}
