// One-time codes: 6 random digits, stored as an HMAC (never in plain), valid 5 minutes, one send
// per 60 seconds per number and 10 per 24 hours. Each code gets exactly one check (issue #21): a
// wrong guess voids it (the owner asks for a new one) instead of locking the number, so nobody can
// lock an owner out by guessing; guesses are counted per address by the HTTP layer's hourly limit
// (RATE_LIMIT_ADDRESS_VERIFY_OTP). A guesser gets one 1-in-a-million try per code, and codes are
// capped per number per day. A correct code marks the number verified for 15 minutes, and register
// or forgot-password consume that verification atomically: exactly one of them succeeds. State
// lives in the database, so it holds across restarts and across server processes.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, lt, or, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otpCodes } from '../db/schema';
import type { Clock } from '../platform/clock';
import {
  OTP_DAILY_CAP,
  OTP_DAILY_WINDOW_MS,
  OTP_LENGTH,
  OTP_RESEND_INTERVAL_MS,
  OTP_TTL_MS,
  OTP_VERIFIED_TTL_MS,
} from '../platform/constants';
import { otpThrottleMessage } from '../../kernel/server-messages';
import type { Language } from '../../kernel/language';
import { HttpError, MESSAGES, badRequest, tooMany } from '../errors';
import type { OtpSender } from './sender';

export interface OtpService {
  /** Sends a fresh code; `language` is the message's (the request's, issue #40; default 'id'). */
  send(phoneNumber: string, language?: Language): Promise<void>;
  verify(phoneNumber: string, code: string): Promise<void>;
  isVerified(phoneNumber: string): Promise<boolean>;
  /**
   * Takes the number's verification if it holds, in one statement: of several simultaneous
   * registrations or resets only one gets true.
   */
  consumeVerification(phoneNumber: string): Promise<boolean>;
}

export function createOtpService(opts: {
  db: Db;
  secret: string;
  now: Clock;
  sender: OtpSender;
  log?: { error(o: object, m: string): void };
}): OtpService {
  const { db, now, sender } = opts;
  const hash = (phone: string, code: string) =>
    createHmac('sha256', opts.secret).update(`${phone}|${code}`).digest('hex');

  return {
    async send(phoneNumber, language) {
      const t = now();
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const values = {
        phoneNumber,
        codeHash: hash(phoneNumber, code),
        expiresAt: new Date(t + OTP_TTL_MS),
        attempts: 0,
        sentAt: new Date(t),
        sendCount: 1,
        sendsSince: new Date(t),
      };
      const dayOver = or(isNull(otpCodes.sendsSince), lte(otpCodes.sendsSince, new Date(t - OTP_DAILY_WINDOW_MS)));
      // One statement decides the throttle and the daily cap, so two simultaneous sends cannot both pass.
      const stored = await db
        .insert(otpCodes)
        .values(values)
        .onConflictDoUpdate({
          target: otpCodes.phoneNumber,
          set: {
            codeHash: values.codeHash,
            expiresAt: values.expiresAt,
            attempts: 0,
            sentAt: values.sentAt,
            sendCount: sql`CASE WHEN ${dayOver} THEN 1 ELSE ${otpCodes.sendCount} + 1 END`,
            sendsSince: sql`CASE WHEN ${dayOver} THEN ${values.sendsSince.toISOString()}::timestamptz ELSE ${otpCodes.sendsSince} END`,
          },
          setWhere: and(
            or(isNull(otpCodes.sentAt), lte(otpCodes.sentAt, new Date(t - OTP_RESEND_INTERVAL_MS))),
            or(dayOver, lt(otpCodes.sendCount, OTP_DAILY_CAP)),
          ),
        })
        .returning({ phoneNumber: otpCodes.phoneNumber });
      if (stored.length === 0) {
        const [row] = await db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phoneNumber));
        if (
          row &&
          row.sendCount >= OTP_DAILY_CAP &&
          row.sendsSince &&
          row.sendsSince.getTime() > t - OTP_DAILY_WINDOW_MS
        ) {
          throw tooMany(MESSAGES.otpDailyCap);
        }
        const waitMs = (row?.sentAt?.getTime() ?? t) + OTP_RESEND_INTERVAL_MS - t;
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        throw tooMany(otpThrottleMessage(seconds));
      }
      try {
        await sender.send(phoneNumber, code, language);
      } catch (err) {
        // Nothing reached the user: forget this code and its throttle, so they may ask again at once.
        await db
          .update(otpCodes)
          .set({ codeHash: null, expiresAt: null, sentAt: null })
          .where(and(eq(otpCodes.phoneNumber, phoneNumber), eq(otpCodes.codeHash, values.codeHash)));
        opts.log?.error({ err, phoneNumber }, 'OTP delivery failed');
        throw new HttpError(502, MESSAGES.otpNotSent);
      }
    },

    async verify(phoneNumber, code) {
      const t = now();
      const [row] = await db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phoneNumber));
      if (!row || !row.codeHash || !row.expiresAt) throw badRequest(MESSAGES.invalidOtp);
      if (row.expiresAt.getTime() <= t) throw badRequest(MESSAGES.otpExpired);
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(hash(phoneNumber, code), 'hex');
      const right = expected.length === given.length && timingSafeEqual(expected, given);
      // Right or wrong, this check uses the code up: only if it is still the code compared, so of
      // simultaneous checks exactly one counts. A wrong guess leaves no lock behind (the number's
      // verification, throttle and daily count stay as they are).
      const [done] = await db
        .update(otpCodes)
        .set({
          codeHash: null,
          expiresAt: null,
          ...(right ? { verifiedUntil: new Date(t + OTP_VERIFIED_TTL_MS) } : {}),
        })
        .where(and(eq(otpCodes.phoneNumber, phoneNumber), eq(otpCodes.codeHash, row.codeHash)))
        .returning({ phoneNumber: otpCodes.phoneNumber });
      if (!done || !right) throw badRequest(MESSAGES.invalidOtp);
    },

    async isVerified(phoneNumber) {
      const [row] = await db
        .select({ phoneNumber: otpCodes.phoneNumber })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.phoneNumber, phoneNumber),
            isNotNull(otpCodes.verifiedUntil),
            gt(otpCodes.verifiedUntil, new Date(now())),
          ),
        );
      return Boolean(row);
    },

    async consumeVerification(phoneNumber) {
      const taken = await db
        .update(otpCodes)
        .set({ verifiedUntil: null })
        .where(and(eq(otpCodes.phoneNumber, phoneNumber), gt(otpCodes.verifiedUntil, new Date(now()))))
        .returning({ phoneNumber: otpCodes.phoneNumber });
      return taken.length === 1;
    },
  };
}
