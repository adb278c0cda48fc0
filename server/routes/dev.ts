// Development-only calls: registered only when NODE_ENV is development or test, and answered only
// to callers on this machine (issue #14: a development server reachable from the network must not
// hand out anyone's one-time code).
import type { Handlers } from '../http/types.ts';
import type { Ctx } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';

/**
 * The TCP peer is this machine. The socket's own address, never X-Forwarded-For or request.ip
 * (which TRUST_PROXY derives from headers a caller writes).
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127(\.\d{1,3}){3}$/.test(v4);
}

export function devHandlers(ctx: Ctx): Handlers<'devGetOtp'> {
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
