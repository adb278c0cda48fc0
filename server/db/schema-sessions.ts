// Logged-out tokens and one-time codes: tables that refer to no other, beside ./schema.ts, which
// re-exports them (one migration history for all).
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Logged-out tokens, kept until their own expiry. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** One row per phone number: the current code (hashed), its attempts, and the verification. */
export const otpCodes = pgTable('otp_codes', {
  phoneNumber: text('phone_number').primaryKey(),
  codeHash: text('code_hash'),
  expiresAt: instant('expires_at'),
  attempts: integer('attempts').notNull().default(0),
  sentAt: instant('sent_at'),
  verifiedUntil: instant('verified_until'),
  /** Wrong guesses in the window starting at wrongSince, whatever codes were sent (a resend keeps them). */
  wrongCount: integer('wrong_count').notNull().default(0),
  wrongSince: instant('wrong_since'),
  /** Codes sent in the 24 hours from sendsSince (the per-number daily cap). */
  sendCount: integer('send_count').notNull().default(0),
  sendsSince: instant('sends_since'),
});
