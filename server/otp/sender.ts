// Where one-time codes go. The default development sender writes the code to the log and keeps
// the last plain code per number in memory, readable only by the dev endpoint GET /api/dev/otp/{phone}.
// A production deployment plugs in an SMS/WhatsApp gateway behind the same interface.
import type { Language } from '../../kernel/language';

export interface OtpSender {
  /**
   * Sends `code` to `phoneNumber`; `language` (issue #40: the request's, the passenger is not signed
   * in yet) picks the message's language where the provider has one per language ('id' when absent).
   */
  send(phoneNumber: string, code: string, language?: Language): Promise<void>;
  /** Development only: the last code sent to this number (undefined when none, or unsupported). */
  lastCode?(phoneNumber: string): string | undefined;
}

/**
 * `withCodes: false` (production, unless DEMO_OTP_LOG=1): only the fact that a code was sent is
 * logged, never the code, and nothing is kept for the development endpoint.
 */
export function createDevLogSender(
  log: { info(obj: object, msg: string): void },
  { withCodes = true } = {},
): OtpSender {
  if (!withCodes) {
    return {
      async send(phoneNumber) {
        log.info(
          { phoneNumber },
          `OTP sent to ${phoneNumber} (not delivered: the log sender runs without codes in production)`,
        );
      },
    };
  }
  const last = new Map<string, string>();
  return {
    async send(phoneNumber, code) {
      last.set(phoneNumber, code);
      log.info({ phoneNumber, otp: code }, `OTP for ${phoneNumber}: ${code}`);
    },
    lastCode: (phoneNumber) => last.get(phoneNumber),
  };
}
