// Rate limits, one concern of buildApp: the per-operation table (by operationId of openapi.yaml)
// and @fastify/rate-limit applying it. Two layers (issue #14):
// - per minute, per address + phone number (one person retrying);
// - per hour, per address alone, whatever the number: one address cannot walk through hundreds
//   of numbers (check-phone-number, login, OTP send and check, register, forgot-password).
// A refused call is 429 (403 when the limiter itself says so) with the contract's { status, message }.
// With REDIS_URL every counter lives in Redis, shared by all instances; without it, in memory.
// Loopback callers are limited too: test suites raise the numbers through RATE_LIMIT_* (config.ts).
import type { FastifyInstance, FastifyRequest, RouteOptions, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { HttpError } from '../errors';

export interface RateLimits {
  /** Per IP + phone number, per minute. */
  login: number;
  sendOtp: number;
  verifyOtp: number;
  /** register, forgot-password, check-phone-number: per IP + phone, per minute. */
  account: number;
  /** Orders per user per minute. */
  order: number;
  /** PDF downloads (e-ticket, manifest) per user per minute. */
  pdf: number;
  /**
   * The booth's ticket lookups and reprints per cashier per minute (issue #37: ids are sequential;
   * 400 lookups took 2.4 s with no limit). The cashier's screen polls one ticket every few seconds
   * while its QRIS charge waits, well under it.
   */
  boothLookup: number;
  /** Per address alone, per hour (see PER_ADDRESS_OPERATIONS). */
  addressLogin: number;
  addressCheckPhone: number;
  addressSendOtp: number;
  /** OTP checks (issue #21): a wrong guess voids the code, so guesses count against the address. */
  addressVerifyOtp: number;
  /** register and forgot-password together. */
  addressAccount: number;
}

/**
 * The per-address hourly defaults are sized for carrier-grade NAT, where many Indonesian phones
 * share one public address: a few dozen people an hour registering (each: a phone check or two,
 * one or two OTP sends, one registration) and logging in (a couple of tries each) stay under them,
 * while one address cannot try more than 60 numbers an hour at check-phone-number or login, nor
 * have codes sent to more than 40, nor check more than 40 codes (one check per code: a wrong guess
 * voids it, so a guesser at one address cannot keep voiding an owner's codes all day).
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: 20,
  sendOtp: 10,
  verifyOtp: 20,
  account: 30,
  order: 60,
  pdf: 20,
  boothLookup: 60,
  addressLogin: 60,
  addressCheckPhone: 60,
  addressSendOtp: 40,
  addressVerifyOtp: 40,
  addressAccount: 40,
};

const HOUR_MS = 60 * 60_000;

/** operationId → its per-address hourly limit. */
export function addressLimits(limits: RateLimits): Record<string, number> {
  return {
    login: limits.addressLogin,
    checkPhoneNumber: limits.addressCheckPhone,
    sendOtp: limits.addressSendOtp,
    verifyOtp: limits.addressVerifyOtp,
    register: limits.addressAccount,
    forgotPassword: limits.addressAccount,
  };
}

type RouteLimit = { max: number; keyGenerator: (r: FastifyRequest) => string };

function bodyField(request: FastifyRequest, field: string): string {
  const body = request.body as Record<string, unknown> | undefined;
  const v = body && typeof body === 'object' ? body[field] : undefined;
  return typeof v === 'string' ? v.slice(0, 32) : '';
}

/** operationId → its limit. */
export function routeLimits(limits: RateLimits): Record<string, RouteLimit> {
  const byIpAndPhone = (field: string) => (request: FastifyRequest) => `${request.ip}|${bodyField(request, field)}`;
  return {
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
    generateTicket: { max: limits.pdf, keyGenerator: (r) => `pdf|${r.auth?.user.id ?? r.ip}` },
    getManifestPdf: { max: limits.pdf, keyGenerator: (r) => `pdf|${r.auth?.user.id ?? r.ip}` },
    getBoothTicket: { max: limits.boothLookup, keyGenerator: (r) => `booth|${r.auth?.user.id ?? r.ip}` },
    findBoothTicket: { max: limits.boothLookup, keyGenerator: (r) => `booth|${r.auth?.user.id ?? r.ip}` },
    getBoothReceipt: { max: limits.boothLookup, keyGenerator: (r) => `booth|${r.auth?.user.id ?? r.ip}` },
  };
}

/** Call before the contract's routes are registered: the limits attach to routes as they are added. */
export async function installRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
  shared?: { redisUrl: string; prefix: string },
): Promise<void> {
  const table = routeLimits(limits);
  const perAddress = addressLimits(limits);
  const redis = shared
    ? new Redis(shared.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
    : null;
  if (redis) {
    // A Redis that goes away must not take the process with it: the plugin answers from its own
    // error handling (skipOnError below lets requests through rather than refusing everyone).
    redis.on('error', (err) => app.log.warn({ err }, 'rate limits: Redis error'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  const errorResponseBuilder = (_request: FastifyRequest, context: { statusCode: number; after: string }): HttpError =>
    new HttpError(context.statusCode === 403 ? 403 : 429, `Too many requests. Please retry in ${context.after}.`);
  const addressHooks = new Map<string, preHandlerAsyncHookHandler>();
  // Runs before @fastify/rate-limit's own onRoute hook (registered below), so the per-route
  // limits set here are picked up by it.
  app.addHook('onRoute', (route: RouteOptions) => {
    const opId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const limit = opId ? table[opId] : undefined;
    if (limit && route.method !== 'HEAD') {
      // route.config is typed by each route's own generics; @fastify/rate-limit reads `rateLimit` from it.
      route.config = {
        ...(route.config as object),
        rateLimit: { ...limit, timeWindow: 60_000, hook: 'preHandler' },
      } as never;
    }
    const hourly = opId ? perAddress[opId] : undefined;
    if (opId && hourly !== undefined && route.method !== 'HEAD') {
      // register and forgot-password share one counter: the same kind of walk through numbers.
      const group = opId === 'register' || opId === 'forgotPassword' ? 'account' : opId;
      let hook = addressHooks.get(group);
      if (!hook) {
        // createRateLimit, not rateLimit: the plugin runs one rateLimit hook per request, and the
        // per-minute limit of the route is that one; this checker counts alongside it.
        const check = app.createRateLimit({
          max: hourly,
          timeWindow: HOUR_MS,
          keyGenerator: (r: FastifyRequest) => `address|${group}|${r.ip}`,
        });
        hook = async (request: FastifyRequest) => {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            throw new HttpError(
              429,
              `Too many requests from this address. Please retry in ${Math.ceil(result.ttlInSeconds / 60)} minutes.`,
            );
          }
        };
        addressHooks.set(group, hook);
      }
      const pre = route.preHandler;
      route.preHandler = [hook, ...(Array.isArray(pre) ? pre : pre ? [pre] : [])];
    }
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder,
    ...(redis ? { redis, nameSpace: `${shared!.prefix}rl-`, skipOnError: true } : {}),
  });
}
