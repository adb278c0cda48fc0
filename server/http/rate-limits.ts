// Rate limits, one concern of buildApp: the per-operation table (by operationId of openapi.yaml)
// and @fastify/rate-limit applying it. Limits count per minute; a refused call is 429 (403 when
// the limiter itself says so) with the contract's { status, message } body.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../errors.ts';

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
  };
}

/** Call before the contract's routes are registered: the limits attach to routes as they are added. */
export async function installRateLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  const table = routeLimits(limits);
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
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode === 403 ? 403 : 429, `Too many requests. Please retry in ${context.after}.`),
  });
}
