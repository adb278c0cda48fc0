// Issue #21 item 13: nobody can lock an owner out of OTP. A wrong guess voids the current code
// instead of locking the number, guesses count against the guessing address (its hourly share,
// production default), and the owner, from another address, still gets a code and registers or
// resets the password. The addresses come from X-Forwarded-For (TRUST_PROXY on).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rate-limits';
import { createUser, nextPhone, startServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({
    trustProxy: true,
    // The per-minute limits out of the way: what stops the guesser is the address's hourly share.
    rateLimits: { sendOtp: 1000, verifyOtp: 1000, addressVerifyOtp: DEFAULT_RATE_LIMITS.addressVerifyOtp },
  });
});
afterAll(() => s?.close());

const from = (address: string) => ({ 'x-forwarded-for': address });
const OWNER = from('198.51.100.20');

async function otpFor(phone: string): Promise<string> {
  const res = await s.api.get('/api/dev/otp/{phone}', { params: { phone } });
  expect(res.status).toBe(200);
  return res.body.data.otp as string;
}
const send = (phone: string, headers: Record<string, string>) =>
  s.api.post('/api/auth/otp/send', { body: { phone_number: phone }, headers });
const verify = (phone: string, otp: string, headers: Record<string, string>) =>
  s.api.post('/api/auth/otp/verify', { body: { phone_number: phone, otp }, headers });

/** The attacker guesses the owner's number from `address` until that address is refused. */
async function guessUntilRefused(phone: string, address: string, realCode: string): Promise<number[]> {
  const wrong = realCode === '000000' ? '111111' : '000000';
  const statuses: number[] = [];
  for (let i = 0; i < DEFAULT_RATE_LIMITS.addressVerifyOtp + 5; i++)
    statuses.push((await verify(phone, wrong, from(address))).status);
  expect(statuses.slice(0, DEFAULT_RATE_LIMITS.addressVerifyOtp).every((st) => st === 400)).toBe(true);
  expect(statuses.slice(DEFAULT_RATE_LIMITS.addressVerifyOtp)).toEqual(Array(5).fill(429));
  return statuses;
}

/** The owner asks for a new code (after the 60-second throttle) while the attacker keeps guessing. */
async function ownerGetsVerified(phone: string, attacker: string): Promise<void> {
  s.clock.advance(61_000);
  expect((await send(phone, OWNER)).status).toBe(200);
  const code = await otpFor(phone);
  // The attacker's address is over its share: its guesses no longer reach (nor void) the code.
  const wrong = code === '000000' ? '111111' : '000000';
  expect((await verify(phone, wrong, from(attacker))).status).toBe(429);
  expect((await verify(phone, code, OWNER)).status).toBe(200);
}

describe('an attacker guessing the owner’s codes', () => {
  it('cannot stop the owner from registering', async () => {
    const phone = nextPhone();
    const attacker = '203.0.113.7';
    expect((await send(phone, OWNER)).status).toBe(200);
    const first = await otpFor(phone);
    await guessUntilRefused(phone, attacker, first);
    // The owner's code was voided by the first wrong guess, not the number locked.
    expect((await verify(phone, first, OWNER)).status).toBe(400);
    await ownerGetsVerified(phone, attacker);
    const reg = await s.api.post('/api/auth/register', {
      body: { name: 'Pemilik Nomor', phone_number: phone, password: 'rahasia-123' },
      headers: OWNER,
    });
    expect(reg.status).toBe(201);
  });

  it('cannot stop the owner from resetting the password', async () => {
    const owner = await createUser(s);
    const attacker = '203.0.113.8';
    expect((await send(owner.phone, OWNER)).status).toBe(200);
    await guessUntilRefused(owner.phone, attacker, await otpFor(owner.phone));
    await ownerGetsVerified(owner.phone, attacker);
    const reset = await s.api.put('/api/auth/forgot-password', {
      body: { phone_number: owner.phone, password: 'sandi-baru-456' },
      headers: OWNER,
    });
    expect(reset.status).toBe(200);
    const login = await s.api.post('/api/auth/login', {
      body: { phone_number: owner.phone, password: 'sandi-baru-456' },
      headers: OWNER,
    });
    expect(login.status).toBe(200);
  });
});
