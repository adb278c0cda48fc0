// The server's own settings. Facts both sides share (vessel, operator, OTP length) live in the
// kernel and are re-exported here for the server's modules.
export { OPERATOR_NAME, VESSEL_NAME } from '../../kernel/constants';
export { OTP_LENGTH } from '../../kernel/field-rules';

export const TOKEN_TTL_SECONDS = 24 * 60 * 60;

export const OTP_TTL_MS = 5 * 60_000;
// No per-number guess limit (issue #21): a wrong guess voids the code (server/otp/service.ts), and
// guesses count against the guessing address (RATE_LIMIT_ADDRESS_VERIFY_OTP).
/** Codes per number per 24 hours: a person needs a few; a bomber of someone's phone gets 10. */
export const OTP_DAILY_CAP = 10;
export const OTP_DAILY_WINDOW_MS = 24 * 60 * 60_000;
export const OTP_RESEND_INTERVAL_MS = 60_000;
/** A verified phone may register or reset its password within this window. */
export const OTP_VERIFIED_TTL_MS = 15 * 60_000;

/** Body limit for every request (64 KiB). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** How often the hold-expiry job runs. */
export const EXPIRY_INTERVAL_MS = 5_000;

/**
 * After a payment window ended, an order the gateway has said nothing final about is given this
 * long before we stop waiting for its word (../payments/gateway.ts; a move's held space, issue #37).
 */
export const ABSENT_GRACE_MS = 10 * 60_000;
