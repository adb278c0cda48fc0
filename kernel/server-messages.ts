// What the server says, written once for both sides (issue #20 §6): the English messages of its
// `{ status, message }` errors (spec §8 and openapi.yaml, verbatim, the spec's grammar included),
// which the server throws (server/errors.ts re-exports them as MESSAGES) and the browser tells apart
// (src/lib/account-messages.ts), and the name of the body it pushes over STOMP. No copy of these
// words may appear elsewhere in server/ or src/: tests/kernel/server-messages.test.ts looks.
import type { components } from './schema';

export const SERVER_MESSAGES = {
  invalidPhone: 'Invalid user phone number.',
  phoneNotFound: 'User phone number not found in our records.',
  wrongPassword: 'User password incorrect.',
  /** A staff account's new password failed the strength rule (issue #21; passengers have none). */
  staffPasswordWeak: 'Password too weak for a staff account.',
  phoneTaken: 'User phone number already exist.',
  phoneNotVerified: 'Phone number not verified.',
  invalidOtp: 'Invalid OTP.',
  otpExpired: 'OTP expired.',
  otpTooManyAttempts: 'Too many wrong OTP attempts.',
  otpDailyCap: 'Too many OTP requests for this number today. Please try again tomorrow.',
  otpNotSent: 'OTP could not be sent.',
  xsrf: 'Invalid XSRF token.',
  unauthorized: 'Unauthorized.',
  /** No bearer token on a protected call. */
  tokenMissing: 'Authentication token not found.',
  /** A bearer token that does not verify, has expired, or whose user is gone. */
  tokenInvalid: 'Authentication token is invalid, expired or revoked.',
  scheduleNotFound: 'Schedule not found.',
  vehicleTypeNotFound: 'Vehicle type not found.',
  passengerTypeNotFound: 'Passenger type not found.',
  transactionNotFound: 'Transaction not found.',
  transactionNotPaid: 'Transaction is not paid.',
  invalidSignature: 'Invalid signature.',
  notFound: 'Not found.',
  /** A passenger's token on an officer operation (and the reverse: an officer cannot book). */
  officersOnly: 'This operation is for port officers only.',
  passengersOnly: 'Port officers cannot place orders.',
  /** Any other token on an operator operation (x-roles [admin], issue #22). */
  operatorOnly: "This operation is for the operator's staff only.",
  /** Any other token on a booth operation (x-roles [kasir], issue #24). */
  cashiersOnly: 'This operation is for cashiers only.',
  internal: 'Internal server error.',
} as const;

/** The 429 of a resend inside the one-per-60-seconds throttle (OTP send). */
export function otpThrottleMessage(seconds: number): string {
  return `OTP already sent. Please wait ${seconds} seconds before requesting a new one.`;
}

/** The seconds to wait, read back from otpThrottleMessage's text (null for any other message). */
export function otpThrottleSeconds(message: string): number | null {
  const wait = /wait (\d+) seconds?/i.exec(message);
  return wait ? Number(wait[1]) : null;
}

/**
 * The STOMP body on /topic/messages (components.schemas.PaymentMessage of openapi.yaml): the
 * server's one name for the order outcome it pushes (kernel/wire.ts holds its runtime schema).
 */
export type PaymentMessage = components['schemas']['PaymentMessage'];
