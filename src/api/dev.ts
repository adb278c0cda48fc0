// Development-only: the last OTP sent to a number (the browser tests read it).
import { api, unwrap } from './client';

export async function devGetOtp(phone: string): Promise<string> {
  return (await unwrap(api().GET('/api/dev/otp/{phone}', { params: { path: { phone } } }))).data.otp;
}
