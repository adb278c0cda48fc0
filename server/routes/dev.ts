// Development-only calls (not registered when NODE_ENV=production).
import type { Handlers } from '../http/types.ts';
import type { Ctx } from '../context.ts';
import { notFound } from '../errors.ts';

export function devHandlers(ctx: Ctx): Handlers<'devGetOtp'> {
  return {
    async devGetOtp(request) {
      const { phone } = request.params;
      const otp = ctx.otpSender.lastCode?.(phone);
      if (!otp) throw notFound('No OTP was sent to this phone number.');
      return { status: 200, message: 'Success.', data: { phone_number: phone, otp } };
    },
  };
}
