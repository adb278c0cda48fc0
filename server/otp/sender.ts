// Where one-time codes go. The default development sender writes the code to the log and keeps
// the last plain code per number in memory, readable only by the dev endpoint GET /api/dev/otp/{phone}.
// A production deployment plugs in an SMS/WhatsApp gateway behind the same interface.
export interface OtpSender {
  send(phoneNumber: string, code: string): Promise<void>;
  /** Development only: the last code sent to this number (undefined when none, or unsupported). */
  lastCode?(phoneNumber: string): string | undefined;
}

export function createDevLogSender(log: { info(obj: object, msg: string): void }): OtpSender {
  const last = new Map<string, string>();
  return {
    async send(phoneNumber, code) {
      last.set(phoneNumber, code);
      log.info({ phoneNumber, otp: code }, `OTP for ${phoneNumber}: ${code}`);
    },
    lastCode: (phoneNumber) => last.get(phoneNumber),
  };
}
