// The server's log (issue #21 item 7b). In every environment Fastify's per-request lines are cut to
// what someone reads: one "request completed" line per API call (method, URL, status, time), while
// the built SPA's files and pages (assets, the service worker, a page load) and every "incoming
// request" go to debug — LOG_LEVEL=debug brings them back. Production and tests keep pino's JSON
// lines (a log collector parses them); development (NODE_ENV unset or development: `npm start`,
// `npm run dev`) prints readable lines through pino-pretty, with the development OTP line
// (server/otp/sender.ts: the `otp` field) standing out so that nobody has to grep for it.
// Production writes no phone number (issue #37): the request lines' URLs
// (`/api/auth/check-phone-number/{phone}`), every `phoneNumber` and `err` field and every message
// show a number as its last three digits (the demo log senders of DEMO_OTP_LOG and
// DEMO_NOTICE_LOG included).
import type { FastifyServerOptions } from 'fastify';
import type { MessageFormatFunc, PrettyOptions } from 'pino-pretty';

type LogArgs = [obj: unknown, msg?: unknown, ...rest: unknown[]];
interface LogThis {
  debug(...args: LogArgs): void;
}
interface RequestLike {
  url?: string;
}
const INFO = 30;

const isApi = (url: string | undefined): boolean => url === undefined || /^\/api(?:[/?#]|$)/.test(url);

/** The request a Fastify request line is about: `{ req }` or `{ res: reply }` (reply.request). */
function requestOf(obj: unknown): RequestLike | undefined {
  if (!obj || typeof obj !== 'object') return undefined;
  const o = obj as { req?: RequestLike; res?: { request?: RequestLike } };
  return o.req ?? o.res?.request;
}

/**
 * pino's logMethod hook: Fastify's info lines about one request move to debug unless the request is
 * an API call, "incoming request" always (the completed line names the request: `req` is added).
 */
export function requestLogLevels(this: LogThis, args: LogArgs, method: (...args: LogArgs) => void, level: number) {
  const [obj, msg, ...rest] = args;
  if (level !== INFO || typeof msg !== 'string') return method.apply(this, args);
  if (msg === 'incoming request') return this.debug(...args);
  if (msg !== 'request completed' && msg !== 'stream closed prematurely') return method.apply(this, args);
  const request = requestOf(obj);
  if (!request || !isApi(request.url)) return this.debug(...args);
  return method.apply(this, [{ ...(obj as object), req: request }, msg, ...rest]);
}

/** A phone number in a log's text: 08…, 628…, +628… (also percent-encoded), as spec §9 spells them and more. */
const PHONE_NUMBER = /(?:(?:\+|%2B)?62|0)8[1-9][0-9]{6,11}/gi;
/** The URL path segments that are a phone number whatever their shape (a refused one is logged too). */
const PHONE_SEGMENT = /(\/api\/(?:auth\/check-phone-number|dev\/otp)\/)([^/?#]*)/g;

/** A phone number as a production log shows it: its last three characters ('*********890'). */
export const maskPhone = (phone: string): string =>
  phone.length <= 3 ? '***' : `${'*'.repeat(phone.length - 3)}${phone.slice(-3)}`;

/** The text with every phone number in it masked (a URL's phone segments whatever they hold). */
export function redactPhoneNumbers(text: string): string {
  return text
    .replace(PHONE_SEGMENT, (_, path: string, segment: string) => `${path}${maskPhone(segment)}`)
    .replace(PHONE_NUMBER, maskPhone);
}

/**
 * pino's censor for the redacted fields: a string masked; an object (a serialized error: its
 * message, stack, a database error's `detail` "Key (phone_number)=(08…)", its cause) copied with
 * every string in it masked.
 */
function censorPhoneNumbers(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactPhoneNumbers(value);
  if (!value || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((v) => censorPhoneNumbers(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = censorPhoneNumbers(v, depth + 1);
  return out;
}

/** Production's logMethod hook: the message (and any string argument) without phone numbers, then the levels above. */
export function productionLogMethod(this: LogThis, args: LogArgs, method: (...args: LogArgs) => void, level: number) {
  const masked = args.map((a) => (typeof a === 'string' ? redactPhoneNumbers(a) : a)) as LogArgs;
  return requestLogLevels.call(this, masked, method, level);
}

/** Whether the log is pino-pretty's readable lines: development only, never production or tests. */
export function prettyLog(nodeEnv: string): boolean {
  return nodeEnv === 'development';
}

type Colors = Parameters<MessageFormatFunc>[3]['colors'];

/** The message of one readable line: a request as `GET /api/… 200 12 ms`, the OTP in a banner. */
export function readableMessage(log: Record<string, unknown>, messageKey: string, colors: Colors): string {
  const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const msg = text(log[messageKey]);
  if (typeof log.otp === 'string') {
    return `${colors.bold(colors.inverse(` >>> OTP ${log.otp} <<< `))} ${colors.bold(`for ${text(log.phoneNumber) || '?'}`)}`;
  }
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  if (msg === 'request completed' && req?.method && res?.statusCode) {
    const status = res.statusCode >= 500 ? colors.red : res.statusCode >= 400 ? colors.yellow : colors.green;
    const ms = typeof log.responseTime === 'number' ? ` ${Math.round(log.responseTime)} ms` : '';
    return `${req.method} ${req.url} ${status(String(res.statusCode))}${ms}`;
  }
  return msg;
}

/** pino-pretty's settings for development. */
export function prettyOptions(): PrettyOptions {
  return {
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    // The request's own fields are in the message; the OTP in its banner.
    ignore: 'pid,hostname,reqId,req,res,responseTime,otp,phoneNumber',
    messageFormat: (log, messageKey, _level, { colors }) => readableMessage(log, messageKey, colors),
  };
}

/** The `logger` option of buildApp for this environment and LOG_LEVEL. */
export async function loggerOptions(nodeEnv: string, level = 'info'): Promise<FastifyServerOptions['logger']> {
  if (nodeEnv === 'production') {
    return {
      level,
      hooks: { logMethod: productionLogMethod as never },
      // After the serializers: `req.url` is the request line's URL.
      redact: { paths: ['req.url', 'phoneNumber', 'err'], censor: (value: unknown) => censorPhoneNumbers(value) },
    } as FastifyServerOptions['logger'];
  }
  const hooks = { logMethod: requestLogLevels as never };
  if (!prettyLog(nodeEnv)) return { level, hooks };
  const { default: pretty } = await import('pino-pretty');
  return { level, hooks, stream: pretty(prettyOptions()) } as FastifyServerOptions['logger'];
}
