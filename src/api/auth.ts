// Account calls of spec §7 that need no token (login, registration, OTP, recovery) and logout.
import { api, unwrap, ApiError } from './client';

export async function login(body: { phone_number: string; password: string }): Promise<string> {
  const res = await unwrap(api().POST('/api/auth/login', { body }));
  // The spec: a response without a token is a failure.
  const token = res.data?.token;
  if (typeof token !== 'string' || token === '') throw new ApiError('malformed', 200, 'Login response without a token');
  return token;
}

export async function logout(): Promise<number> {
  const res = await unwrap(api().POST('/api/auth/logout'));
  return res.status;
}

export async function checkPhoneNumber(phone: string): Promise<void> {
  await unwrap(api().GET('/api/auth/check-phone-number/{phone}', { params: { path: { phone } } }));
}

export async function sendOtp(phone_number: string): Promise<void> {
  await unwrap(api().POST('/api/auth/otp/send', { body: { phone_number } }));
}

export async function verifyOtp(body: { otp: string; phone_number: string }): Promise<void> {
  await unwrap(api().POST('/api/auth/otp/verify', { body }));
}

export async function register(body: { name: string; phone_number: string; password: string }) {
  const res = await unwrap(api().POST('/api/auth/register', { body }));
  return res.data;
}

export async function forgotPassword(body: { phone_number: string; password: string }): Promise<void> {
  await unwrap(api().PUT('/api/auth/forgot-password', { body }));
}
