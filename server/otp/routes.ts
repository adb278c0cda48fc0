// The OTP domain's operations: send a code, check a code (./service.ts holds the rules and the SQL).
import { ok, type Handlers } from '../platform/handlers';
import { requestLanguage } from '../platform/language';
import type { OtpService } from './service';

/** What the OTP domain's handlers use; app.ts passes its context. */
export interface OtpRouteDeps {
  otp: Pick<OtpService, 'send' | 'verify'>;
}

/** The OTP domain's registration: its operations, keyed by operationId. */
export function otpRoutes(ctx: OtpRouteDeps): Handlers<'sendOtp' | 'verifyOtp'> {
  return {
    async sendOtp(request) {
      // The code's message in the request's language (issue #40): no account to ask yet; the app
      // sends the passenger's choice as Accept-Language.
      await ctx.otp.send(request.body.phone_number, requestLanguage(request.headers['accept-language']));
      return ok('OTP sent.');
    },

    async verifyOtp(request) {
      await ctx.otp.verify(request.body.phone_number, request.body.otp);
      return ok('OTP verified.');
    },
  };
}
