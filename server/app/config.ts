// Configuration from the environment (see server/app/README.md, Configuration).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { OWASP_LOG2_N, currentLog2N } from '../auth/passwords';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../http/rate-limits';
import { generateBoardingPassKeyPem, parseBoardingPassKey } from '../boarding/signer';
import { MIDTRANS_SANDBOX_API_URL, MIDTRANS_SANDBOX_SNAP_URL } from '../payments/midtrans';
import { WHATSAPP_DEFAULT_API_URL } from '../otp/whatsapp';
import { DEFAULT_HORIZON_DAYS } from '../timetable/generate';
import { DEFAULT_REMINDER_HOURS } from '../notices/job';
import { CANCEL_REFUND_PERCENT, RESCHEDULE_FEE_PERCENT } from '../../kernel/ticket-rules';
import { BOOKING_WINDOW_DAYS } from '../../kernel/time';
import { DEFAULT_DELAY_FREE_MINUTES } from '../platform/delay';
import { DEFAULT_MAX_UNPAID_ORDERS } from '../orders/limits';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';
import { parseBenchClock, type BenchClockSettings } from '../platform/bench-clock';

export { parseTrustProxy, type TrustProxy } from './trust-proxy';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  nodeEnv: string;
  jwtSecret: string;
  paymentSecret: string;
  /** The boarding passes' Ed25519 private key (PKCS#8 PEM or base64 DER); null: development's own. */
  boardingPassKey: string | null;
  publicUrl: string | null;
  staticDir: string | null;
  /**
   * TRUST_PROXY (issue #21 §10): false (off); a number of proxy hops in front of the server (`1` or
   * `true`: the nearest proxy only); or the proxies' addresses and CIDRs. The client is then the
   * right-most X-Forwarded-For entry not added by a trusted proxy (server/app/http.ts).
   */
  trustProxy: TrustProxy;
  /** OTP_SENDER: 'log' (default; development) or 'whatsapp' (Meta's WhatsApp Cloud API). */
  otp:
    | { sender: 'log' }
    | { sender: 'whatsapp'; token: string; phoneNumberId: string; apiUrl: string; template: string; language: string };
  /**
   * NOTICE_SENDER: 'log' (default) or 'whatsapp' (the ticket's link after payment, issue #24; the
   * WHATSAPP_* credentials above, template WHATSAPP_TICKET_TEMPLATE / _LANGUAGE; needs PUBLIC_URL).
   */
  notices:
    | { sender: 'log' }
    | {
        sender: 'whatsapp';
        token: string;
        phoneNumberId: string;
        apiUrl: string;
        templates: Record<
          'ticket' | 'departure_closed' | 'departure_delayed' | 'reminder',
          { name: string; language: string }
        >;
      };
  /** OPERATOR_KEY: shared key of the operator calls (GET /api/operator/refunds-due). */
  operatorKey: string | null;
  /** PAYMENT_PROVIDER: 'simulator' (default) or 'midtrans' (MIDTRANS_SERVER_KEY required). */
  payment: { provider: 'simulator' } | { provider: 'midtrans'; serverKey: string; snapUrl: string; apiUrl: string };
  /** DEMO_OTP_LOG=1: production may run the log sender, which then writes the codes to the log. */
  demoOtpLog: boolean;
  /** REDIS_URL: rate-limit counters shared by every instance; unset: in memory. */
  redisUrl: string | null;
  /** API_DOCS=1: serve the API reference in production too. */
  apiDocs: boolean;
  /** RATE_LIMIT_<NAME>=n overrides (e.g. RATE_LIMIT_ADDRESS_LOGIN=1000 for a browser test suite). */
  rateLimits: Partial<RateLimits>;
  /** PDF_WORKERS: threads rendering e-tickets (undefined: min(2, cores − 1)); 0 = on the main thread. */
  pdfWorkers: number | undefined;
  /** TIMETABLE_HORIZON_DAYS: departures are generated from the patterns for today … today + this (default 30). */
  timetableHorizonDays: number;
  /** SELF_CANCEL_REFUND_PERCENT: what a self-service cancellation refunds, 0–100 (default 75, kernel/ticket-rules.ts). */
  selfCancelRefundPercent: number;
  /** RESCHEDULE_FEE_PERCENT: what Ubah Jadwal charges of the price, 0–100 (default 10, kernel/ticket-rules.ts). */
  rescheduleFeePercent: number;
  /** NOTICE_REMINDER_HOURS: the departure reminder goes this many hours before, 1–48 (default 3). */
  noticeReminderHours: number;
  /** MAX_UNPAID_ORDERS: an account's open unpaid orders at once, 1–20 (default 3, issue #39). */
  maxUnpaidOrders: number;
  /** BENCH_CLOCK (the peak bench's faster clock, platform/bench-clock.ts); never in production. */
  benchClock: BenchClockSettings | null;
  /** DELAY_FREE_MINUTES: a delay this long frees its tickets' choices, 1–1440 (default 120, issue #38). */
  delayFreeMinutes: number;
}

/** RATE_LIMIT_ADDRESS_SEND_OTP ↔ addressSendOtp, and so on for every key of RateLimits. */
function rateLimitOverrides(env: NodeJS.ProcessEnv): Partial<RateLimits> {
  const out: Partial<RateLimits> = {};
  for (const key of Object.keys(DEFAULT_RATE_LIMITS) as (keyof RateLimits)[]) {
    const name = `RATE_LIMIT_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got '${raw}'.`);
    out[key] = n;
  }
  return out;
}

/**
 * Secrets: JWT_SECRET and PAYMENT_SECRET from the environment; in development a random pair is
 * generated once and kept in <DATA_DIR>/secrets.json so tokens survive restarts. Production
 * refuses to start without them (several instances must share them).
 */
function secrets(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  production: boolean,
): { jwtSecret: string; paymentSecret: string } {
  if (env.JWT_SECRET && env.PAYMENT_SECRET) return { jwtSecret: env.JWT_SECRET, paymentSecret: env.PAYMENT_SECRET };
  if (production) {
    const missing = ['JWT_SECRET', 'PAYMENT_SECRET'].filter((name) => !env[name]).join(' and ');
    throw new Error(
      `${missing} must be set when NODE_ENV=production: a long random string each, e.g. \`openssl rand -base64 32\`, the same on every instance.`,
    );
  }
  const file = join(dataDir, 'secrets.json');
  let stored: { jwtSecret?: string; paymentSecret?: string } = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as typeof stored;
  } catch {
    // first start
  }
  const result = {
    jwtSecret: env.JWT_SECRET || stored.jwtSecret || randomBytes(32).toString('base64url'),
    paymentSecret: env.PAYMENT_SECRET || stored.paymentSecret || randomBytes(32).toString('base64url'),
  };
  if (result.jwtSecret !== stored.jwtSecret || result.paymentSecret !== stored.paymentSecret) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(
      file,
      JSON.stringify(
        {
          jwtSecret: stored.jwtSecret ?? result.jwtSecret,
          paymentSecret: stored.paymentSecret ?? result.paymentSecret,
        },
        null,
        2,
      ),
      { mode: 0o600 },
    );
  }
  return result;
}

function pdfWorkers(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 64)
    throw new Error(`PDF_WORKERS must be an integer from 0 to 64, not '${raw}'.`);
  return n;
}

/** TIMETABLE_HORIZON_DAYS: 7 (the booking window) to 366; unset or empty: 30. */
function timetableHorizonDays(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_HORIZON_DAYS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < BOOKING_WINDOW_DAYS || n > 366)
    throw new Error(
      `TIMETABLE_HORIZON_DAYS must be a whole number of days from ${BOOKING_WINDOW_DAYS} (the booking window) to 366, not '${raw}'.`,
    );
  return n;
}

/** `name`: a whole number from `min` to `max`; unset or empty: `fallback`. */
function wholeIn(name: string, raw: string | undefined, min: number, max: number, fallback: number, unit = ''): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number ${unit}from ${min} to ${max}, not '${raw}'.`);
  return n;
}

/** NOTICE_REMINDER_HOURS: whole hours from 1 to 48; unset or empty: 3. */
const reminderHours = (raw: string | undefined): number =>
  wholeIn('NOTICE_REMINDER_HOURS', raw, 1, 48, DEFAULT_REMINDER_HOURS, 'of hours ');

/** SELF_CANCEL_REFUND_PERCENT: a whole percent 0–100; unset or empty: CANCEL_REFUND_PERCENT (75). */
function refundPercent(raw: string | undefined): number {
  return wholePercent('SELF_CANCEL_REFUND_PERCENT', raw, CANCEL_REFUND_PERCENT);
}

/** A whole percent 0–100 (SELF_CANCEL_REFUND_PERCENT, RESCHEDULE_FEE_PERCENT); unset or empty: `fallback`. */
function wholePercent(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 100)
    throw new Error(`${name} must be a whole percent from 0 to 100, not '${raw}'.`);
  return n;
}

function httpUrl(name: string, value: string): string {
  if (!/^https?:\/\/[^\s]+$/.test(value)) throw new Error(`${name} must be an http(s) URL.`);
  return value.replace(/\/+$/, '');
}

function paymentConfig(env: NodeJS.ProcessEnv): ServerConfig['payment'] {
  const provider = env.PAYMENT_PROVIDER || 'simulator';
  if (provider === 'simulator') return { provider };
  if (provider !== 'midtrans')
    throw new Error(`PAYMENT_PROVIDER must be 'simulator' or 'midtrans', not '${provider}'.`);
  if (!env.MIDTRANS_SERVER_KEY) throw new Error('PAYMENT_PROVIDER=midtrans needs MIDTRANS_SERVER_KEY.');
  return {
    provider,
    serverKey: env.MIDTRANS_SERVER_KEY,
    snapUrl: httpUrl('MIDTRANS_SNAP_URL', env.MIDTRANS_SNAP_URL || MIDTRANS_SANDBOX_SNAP_URL),
    apiUrl: httpUrl('MIDTRANS_API_URL', env.MIDTRANS_API_URL || MIDTRANS_SANDBOX_API_URL),
  };
}

/** OTP_SENDER and NOTICE_SENDER: 'log', or 'whatsapp' with the Cloud API credentials (shared). */
function whatsAppOf(env: NodeJS.ProcessEnv, variable: 'OTP_SENDER' | 'NOTICE_SENDER') {
  const sender = env[variable] || 'log';
  if (sender === 'log') return null;
  if (sender !== 'whatsapp') throw new Error(`${variable} must be 'log' or 'whatsapp', not '${sender}'.`);
  if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID) {
    throw new Error(`${variable}=whatsapp needs WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID.`);
  }
  return {
    sender: 'whatsapp' as const,
    token: env.WHATSAPP_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    apiUrl: httpUrl('WHATSAPP_API_URL', env.WHATSAPP_API_URL || WHATSAPP_DEFAULT_API_URL),
  };
}

function otpConfig(env: NodeJS.ProcessEnv): ServerConfig['otp'] {
  const whatsapp = whatsAppOf(env, 'OTP_SENDER');
  if (!whatsapp) return { sender: 'log' };
  return {
    ...whatsapp,
    template: env.WHATSAPP_TEMPLATE || 'seberang_otp',
    language: env.WHATSAPP_TEMPLATE_LANGUAGE || 'id',
  };
}

/** WHATSAPP_<KIND>_TEMPLATE (default `name`) and WHATSAPP_<KIND>_TEMPLATE_LANGUAGE (default 'id'). */
const template = (env: NodeJS.ProcessEnv, kind: string, name: string) => ({
  name: env[`WHATSAPP_${kind}_TEMPLATE`] || name,
  language: env[`WHATSAPP_${kind}_TEMPLATE_LANGUAGE`] || 'id',
});

/** NOTICE_SENDER: the WhatsApp notices share the OTP's credentials; their links need PUBLIC_URL. */
function noticeConfig(env: NodeJS.ProcessEnv): ServerConfig['notices'] {
  const whatsapp = whatsAppOf(env, 'NOTICE_SENDER');
  if (!whatsapp) return { sender: 'log' };
  if (!env.PUBLIC_URL) throw new Error('NOTICE_SENDER=whatsapp needs PUBLIC_URL (the link in the message).');
  return {
    ...whatsapp,
    templates: {
      ticket: template(env, 'TICKET', 'seberang_tiket'),
      departure_closed: template(env, 'CLOSED', 'seberang_keberangkatan_ditutup'),
      departure_delayed: template(env, 'DELAYED', 'seberang_keberangkatan_tertunda'),
      reminder: template(env, 'REMINDER', 'seberang_pengingat'),
    },
  };
}

/**
 * BOARDING_PASS_KEY signs the e-ticket QR codes (issue #10): an Ed25519 private key, PKCS#8 PEM
 * (`openssl genpkey -algorithm ed25519`) or its DER in base64. Production refuses to start without
 * it; elsewhere null here, and server/index.ts keeps a generated one in <DATA_DIR>.
 */
function boardingPassKey(env: NodeJS.ProcessEnv, production: boolean): string | null {
  const make =
    'make one once with `openssl genpkey -algorithm ed25519 -out boarding-pass-key.pem` and start with BOARDING_PASS_KEY="$(cat boarding-pass-key.pem)".';
  if (env.BOARDING_PASS_KEY) {
    try {
      parseBoardingPassKey(env.BOARDING_PASS_KEY); // fail at start, not at the first ticket
    } catch {
      throw new Error(`BOARDING_PASS_KEY is not an Ed25519 private key (PKCS#8 PEM or base64 DER): ${make}`);
    }
    return env.BOARDING_PASS_KEY;
  }
  if (production) throw new Error(`BOARDING_PASS_KEY must be set when NODE_ENV=production: ${make}`);
  return null;
}

/** Development: the key kept in <dataDir>/boarding-pass-key.pem, so printed tickets survive restarts. */
export function devBoardingPassKey(dataDir: string): string {
  const file = join(dataDir, 'boarding-pass-key.pem');
  try {
    return readFileSync(file, 'utf8');
  } catch {
    const pem = generateBoardingPassKeyPem();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, pem, { mode: 0o600 });
    return pem;
  }
}

const flag = (value: string | undefined): boolean => value === '1' || value === 'true';

/**
 * Production refuses the development aids (issue #14) unless a demo variable allows each: the log
 * OTP sender (a log reader could take over accounts; DEMO_OTP_LOG=1), the payment simulator (anyone
 * could "pay"; DEMO_PAYMENT_SIMULATOR=1) and the log notice sender (issue #37: nothing reaches a
 * passenger, yet each notice counts as sent; DEMO_NOTICE_LOG=1). One variable each, so a deployment
 * with real payments cannot keep a log sender by accident, nor the other way round.
 */
function refuseDevelopmentAids(
  env: NodeJS.ProcessEnv,
  otp: ServerConfig['otp'],
  payment: ServerConfig['payment'],
  notices: ServerConfig['notices'],
): void {
  if (otp.sender === 'log' && !flag(env.DEMO_OTP_LOG)) {
    throw new Error(
      'NODE_ENV=production with the log OTP sender (OTP_SENDER unset or log) would write every one-time code to the log. ' +
        'Set OTP_SENDER=whatsapp, or DEMO_OTP_LOG=1 for a demo without real phones.',
    );
  }
  if (payment.provider === 'simulator' && !flag(env.DEMO_PAYMENT_SIMULATOR)) {
    throw new Error(
      'NODE_ENV=production with the payment simulator (PAYMENT_PROVIDER unset or simulator) lets anyone pay without money. ' +
        'Set PAYMENT_PROVIDER=midtrans, or DEMO_PAYMENT_SIMULATOR=1 for a demo without real payments.',
    );
  }
  if (notices.sender === 'log' && !flag(env.DEMO_NOTICE_LOG)) {
    throw new Error(
      'NODE_ENV=production with the log notice sender (NOTICE_SENDER unset or log) delivers no ticket, closure or reminder notice, yet marks each one sent. ' +
        'Set NOTICE_SENDER=whatsapp (with PUBLIC_URL), or DEMO_NOTICE_LOG=1 for a demo without real phones.',
    );
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  // Throws on a malformed value; production never hashes below OWASP's scrypt cost (auth/passwords.ts).
  if (currentLog2N(env) < OWASP_LOG2_N && production) {
    throw new Error(
      `SCRYPT_LOG2_N=${env.SCRYPT_LOG2_N} is below OWASP's scrypt cost (2^${OWASP_LOG2_N}); it is for test suites only.`,
    );
  }
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number from 0 to 65535 (0 picks a free one), not '${env.PORT}'.`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for the embedded PGlite).');
  }
  if (env.BENCH_CLOCK && production) {
    throw new Error(
      "BENCH_CLOCK is the peak bench's simulated clock (bench/peak/): production never runs on a time that is not the real one. Unset it.",
    );
  }
  const payment = paymentConfig(env);
  const otp = otpConfig(env);
  const notices = noticeConfig(env);
  const config: ServerConfig = {
    port,
    // Outside production only this machine can reach a default start (the development OTP
    // endpoint, generated secrets); HOST=0.0.0.0 opens it to the network on purpose.
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl,
    dataDir,
    nodeEnv,
    ...secrets(env, dataDir, production),
    boardingPassKey: boardingPassKey(env, production),
    publicUrl: env.PUBLIC_URL || null,
    staticDir: env.STATIC_DIR === '' ? null : resolve(env.STATIC_DIR ?? 'dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    payment,
    operatorKey: env.OPERATOR_KEY || null,
    otp,
    notices,
    demoOtpLog: production && otp.sender === 'log' && flag(env.DEMO_OTP_LOG),
    redisUrl: env.REDIS_URL || null,
    apiDocs: flag(env.API_DOCS),
    rateLimits: rateLimitOverrides(env),
    pdfWorkers: pdfWorkers(env.PDF_WORKERS),
    timetableHorizonDays: timetableHorizonDays(env.TIMETABLE_HORIZON_DAYS),
    selfCancelRefundPercent: refundPercent(env.SELF_CANCEL_REFUND_PERCENT),
    rescheduleFeePercent: wholePercent('RESCHEDULE_FEE_PERCENT', env.RESCHEDULE_FEE_PERCENT, RESCHEDULE_FEE_PERCENT),
    noticeReminderHours: reminderHours(env.NOTICE_REMINDER_HOURS),
    maxUnpaidOrders: wholeIn('MAX_UNPAID_ORDERS', env.MAX_UNPAID_ORDERS, 1, 20, DEFAULT_MAX_UNPAID_ORDERS),
    benchClock: env.BENCH_CLOCK ? parseBenchClock(env.BENCH_CLOCK) : null,
    delayFreeMinutes: wholeIn(
      'DELAY_FREE_MINUTES',
      env.DELAY_FREE_MINUTES,
      1,
      1440,
      DEFAULT_DELAY_FREE_MINUTES,
      'of minutes ',
    ),
  };
  if (production) refuseDevelopmentAids(env, otp, payment, notices);
  return config;
}
