// Development-only calls: registered only when NODE_ENV is development or test, and answered only
// to callers on this machine (issue #14: a development server reachable from the network must not
// hand out anyone's one-time code).
import type { Handlers } from '../platform/handlers';
import type { OtpSender } from '../otp/sender';
import { forbidden, notFound } from '../errors';

/**
 * The TCP peer is this machine. The socket's own address, never X-Forwarded-For or request.ip
 * (which TRUST_PROXY derives from headers a caller writes).
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127(\.\d{1,3}){3}$/.test(v4);
}

/** What the development endpoints use; app.ts passes its context. */
export interface DevRouteDeps {
  otpSender: Pick<OtpSender, 'lastCode'>;
}

/** The development domain's registration (app.ts registers it only in development and test). */
export function devRoutes(ctx: DevRouteDeps): Handlers<'devGetOtp'> {
  return {
    async devGetOtp(request) {
      if (!isLoopback(request.socket.remoteAddress))
        throw forbidden('The development OTP endpoint answers callers on this machine only.');
      const { phone } = request.params;
      const otp = ctx.otpSender.lastCode?.(phone);
      if (!otp) throw notFound('No OTP was sent to this phone number.');
      return { status: 200, message: 'Success.', data: { phone_number: phone, otp } };
    },
  };
}
