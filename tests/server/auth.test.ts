// Registration, OTP, login, logout, password reset, token expiry and revocation, XSRF, rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { PASSWORD, XSRF, createUser, nextPhone, startServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ rateLimits: { login: 20 } });
});
afterAll(() => s?.close());

async function otpFor(phone: string): Promise<string> {
  const res = await s.api.get('/api/dev/otp/{phone}', { params: { phone } });
  expect(res.status).toBe(200);
  expect(res.body.data.phone_number).toBe(phone);
  return res.body.data.otp as string;
}

async function verifyPhone(phone: string): Promise<void> {
  expect((await s.api.post('/api/auth/otp/send', { body: { phone_number: phone } })).status).toBe(200);
  const otp = await otpFor(phone);
  expect((await s.api.post('/api/auth/otp/verify', { body: { phone_number: phone, otp } })).status).toBe(200);
}

describe('registration', () => {
  it('checks the phone, sends and verifies an OTP, creates the account, and logs in', async () => {
    const phone = nextPhone();
    const check = await s.api.get('/api/auth/check-phone-number/{phone}', { params: { phone } });
    expect(check.status).toBe(200);

    const send = await s.api.post('/api/auth/otp/send', { body: { phone_number: phone } });
    expect(send.status).toBe(200);
    const otp = await otpFor(phone);
    expect(otp).toMatch(/^[0-9]{6}$/);
    const verify = await s.api.post('/api/auth/otp/verify', { body: { phone_number: phone, otp } });
    expect(verify.status).toBe(200);

    const reg = await s.api.post('/api/auth/register', {
      body: { name: 'Siti Aminah', phone_number: phone, password: PASSWORD },
    });
    expect(reg.status).toBe(201);
    expect(reg.body.data).toMatchObject({
      name: 'Siti Aminah',
      phone_number: phone,
      age: null,
      gender: null,
      domicile: null,
    });

    const again = await s.api.get('/api/auth/check-phone-number/{phone}', { params: { phone } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('User phone number already exist.');

    const login = await s.api.post('/api/auth/login', { body: { phone_number: phone, password: PASSWORD } });
    expect(login.status).toBe(200);
    const me = await s.api.get('/api/user/get', { token: login.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data.phone_number).toBe(phone);
  });

  it('refuses an unverified number with 403 and a taken number with 409', async () => {
    const phone = nextPhone();
    const res = await s.api.post('/api/auth/register', {
      body: { name: 'A', phone_number: phone, password: PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Phone number not verified.');

    const taken = await createUser(s);
    const dup = await s.api.post('/api/auth/register', {
      body: { name: 'A', phone_number: taken.phone, password: PASSWORD },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('User phone number already exist.');
  });

  it('uses a verification once', async () => {
    const phone = nextPhone();
    await verifyPhone(phone);
    const body = { name: 'Sekali', phone_number: phone, password: PASSWORD };
    expect((await s.api.post('/api/auth/register', { body })).status).toBe(201);
    // Deleting the account and registering again needs a new OTP.
    const login = await s.api.post('/api/auth/login', { body: { phone_number: phone, password: PASSWORD } });
    expect((await s.api.delete('/api/user/delete', { token: login.body.data.token })).status).toBe(200);
    expect((await s.api.post('/api/auth/register', { body })).status).toBe(403);
  });

  it('validates the registration body (short password, bad phone)', async () => {
    const short = await s.api.post('/api/auth/register', {
      body: { name: 'A', phone_number: nextPhone(), password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/password/);
    const bad = await s.api.post('/api/auth/register', {
      body: { name: 'A', phone_number: '12345', password: PASSWORD },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/phone_number/);
  });
});

describe('OTP', () => {
  it('throttles a resend within 60 seconds with 429, then allows it', async () => {
    const phone = nextPhone();
    expect((await s.api.post('/api/auth/otp/send', { body: { phone_number: phone } })).status).toBe(200);
    const first = await otpFor(phone);
    s.clock.advance(30_000);
    const again = await s.api.post('/api/auth/otp/send', { body: { phone_number: phone } });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/30 seconds/);
    s.clock.advance(30_000);
    expect((await s.api.post('/api/auth/otp/send', { body: { phone_number: phone } })).status).toBe(200);
    // The old code is replaced by the new one (and, a wrong guess, voids that one too: issue #21).
    let second = await otpFor(phone);
    if (first !== second) {
      const old = await s.api.post('/api/auth/otp/verify', { body: { phone_number: phone, otp: first } });
      expect(old.status).toBe(400);
      s.clock.advance(60_000);
      expect((await s.api.post('/api/auth/otp/send', { body: { phone_number: phone } })).status).toBe(200);
      second = await otpFor(phone);
    }
    expect((await s.api.post('/api/auth/otp/verify', { body: { phone_number: phone, otp: second } })).status).toBe(200);
  });

  it('expires a code after 5 minutes', async () => {
    const phone = nextPhone();
    await s.api.post('/api/auth/otp/send', { body: { phone_number: phone } });
    const otp = await otpFor(phone);
    s.clock.advance(5 * 60_000);
    const res = await s.api.post('/api/auth/otp/verify', { body: { phone_number: phone, otp } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('OTP expired.');
  });

  it('voids the code at a wrong guess: the right old code then fails, a new code works (issue #21)', async () => {
    const phone = nextPhone();
    await s.api.post('/api/auth/otp/send', { body: { phone_number: phone } });
    const otp = await otpFor(phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    const guess = await s.api.post('/api/auth/otp/verify', { body: { phone_number: phone, otp: wrong } });
    expect(guess.status).toBe(400);
    expect(guess.body.message).toBe('Invalid OTP.');
    const old = await s.api.post('/api/auth/otp/verify', { body: { phone_number: phone, otp } });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe('Invalid OTP.');
    s.clock.advance(60_000);
    expect((await s.api.post('/api/auth/otp/send', { body: { phone_number: phone } })).status).toBe(200);
    const fresh = await otpFor(phone);
    expect((await s.api.post('/api/auth/otp/verify', { body: { phone_number: phone, otp: fresh } })).status).toBe(200);
  });

  it('answers 400 for a number that never got a code, and a code is single-use', async () => {
    const res = await s.api.post('/api/auth/otp/verify', { body: { phone_number: nextPhone(), otp: '123456' } });
    expect(res.status).toBe(400);
    const phone = nextPhone();
    await verifyPhone(phone);
    const otp = await otpFor(phone);
    const reuse = await s.api.post('/api/auth/otp/verify', { body: { phone_number: phone, otp } });
    expect(reuse.status).toBe(400);
  });

  it('verification lasts 15 minutes', async () => {
    const phone = nextPhone();
    await verifyPhone(phone);
    s.clock.advance(15 * 60_000 + 1);
    const res = await s.api.post('/api/auth/register', {
      body: { name: 'Lambat', phone_number: phone, password: PASSWORD },
    });
    expect(res.status).toBe(403);
  });

  it('dev endpoint: 404 for a number without a code, 400 for a malformed number', async () => {
    expect((await s.api.get('/api/dev/otp/{phone}', { params: { phone: nextPhone() } })).status).toBe(404);
    expect((await s.api.get('/api/dev/otp/{phone}', { params: { phone: '0800' } })).status).toBe(400);
  });
});

describe('login', () => {
  it('answers the three messages of the spec', async () => {
    const user = await createUser(s);
    const invalid = await s.api.post('/api/auth/login', { body: { phone_number: '12345', password: PASSWORD } });
    expect(invalid).toMatchObject({ status: 400, body: { message: 'Invalid user phone number.' } });
    const unknown = await s.api.post('/api/auth/login', { body: { phone_number: nextPhone(), password: PASSWORD } });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'User phone number not found in our records.' } });
    const wrong = await s.api.post('/api/auth/login', { body: { phone_number: user.phone, password: 'salah-sekali' } });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'User password incorrect.' } });
  });

  it('issues an HS256 JWT with sub, exp (24 h) and jti', async () => {
    const user = await createUser(s);
    const [, payload] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.sub).toBe(String(user.id));
    expect(typeof claims.jti).toBe('string');
    expect(claims.exp - claims.iat).toBe(24 * 3600);
    expect(claims.exp).toBe(Math.floor(s.clock.now() / 1000) + 24 * 3600);
  });

  it('rate-limits login per IP and phone with 429', async () => {
    const phone = nextPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await s.api.post('/api/auth/login', { body: { phone_number: phone, password: 'x' } })).status);
    }
    expect(statuses.slice(0, 20).every((st) => st === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another number from the same IP is not affected.
    const other = await s.api.post('/api/auth/login', { body: { phone_number: nextPhone(), password: 'x' } });
    expect(other.status).toBe(400);
  });
});

describe('tokens', () => {
  it('401 without a token, with a garbage token, and with a token signed by another key', async () => {
    expect((await s.api.get('/api/user/get')).status).toBe(401);
    expect((await s.api.get('/api/user/get', { token: 'not.a.jwt' })).status).toBe(401);
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('x')
      .setExpirationTime(Math.floor(s.clock.now() / 1000) + 60)
      .sign(new TextEncoder().encode('another-secret'));
    expect((await s.api.get('/api/user/get', { token: forged })).status).toBe(401);
  });

  it('refuses a correctly signed token without exp', async () => {
    const user = await createUser(s);
    const noExp = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setJti('no-exp')
      .sign(new TextEncoder().encode('test-jwt-secret'));
    expect((await s.api.get('/api/user/get', { token: noExp })).status).toBe(401);
  });

  it('expires after 24 hours', async () => {
    const user = await createUser(s);
    s.clock.advance(24 * 3600_000 - 1000);
    expect((await user.api.get('/api/user/get')).status).toBe(200);
    s.clock.advance(1000);
    const res = await user.api.get('/api/user/get');
    expect(res.status).toBe(401);
  });

  it('logout revokes the token, other tokens of the user keep working', async () => {
    const user = await createUser(s);
    const second = await s.api.post('/api/auth/login', { body: { phone_number: user.phone, password: PASSWORD } });
    const out = await user.api.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect((await user.api.get('/api/user/get')).status).toBe(401);
    expect((await user.api.post('/api/auth/logout')).status).toBe(401);
    expect((await s.api.get('/api/user/get', { token: second.body.data.token })).status).toBe(200);
  });
});

describe('forgot password', () => {
  it('404 for an unknown number, 403 when not verified, then resets and revokes old tokens', async () => {
    const unknown = await s.api.put('/api/auth/forgot-password', {
      body: { phone_number: nextPhone(), password: 'baru-12345' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'User phone number not found in our records.' } });

    const user = await createUser(s);
    const unverified = await s.api.put('/api/auth/forgot-password', {
      body: { phone_number: user.phone, password: 'baru-12345' },
    });
    expect(unverified).toMatchObject({ status: 403, body: { message: 'Phone number not verified.' } });

    await verifyPhone(user.phone);
    const reset = await s.api.put('/api/auth/forgot-password', {
      body: { phone_number: user.phone, password: 'baru-12345' },
    });
    expect(reset.status).toBe(200);
    expect((await user.api.get('/api/user/get')).status).toBe(401);
    const oldPw = await s.api.post('/api/auth/login', { body: { phone_number: user.phone, password: PASSWORD } });
    expect(oldPw.body.message).toBe('User password incorrect.');
    const newPw = await s.api.post('/api/auth/login', { body: { phone_number: user.phone, password: 'baru-12345' } });
    expect(newPw.status).toBe(200);
  });
});

describe('anti-forgery (double submit)', () => {
  it('sets a readable SameSite=Strict XSRF-TOKEN cookie when the request has none', async () => {
    const res = await fetch(`${s.base}/api/route/get-all`);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{20,};/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const withCookie = await fetch(`${s.base}/api/route/get-all`, { headers: { cookie: `XSRF-TOKEN=${XSRF}` } });
    expect(withCookie.headers.get('set-cookie')).toBeNull();
  });

  it('403 for a non-GET call without the header, with a mismatching header, or without the cookie', async () => {
    const body = { phone_number: nextPhone() };
    const missing = await s.api.post('/api/auth/otp/send', { body, noXsrf: true });
    expect(missing).toMatchObject({ status: 403, body: { message: 'Invalid XSRF token.' } });
    expect(missing.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=/);
    const mismatch = await s.api.post('/api/auth/otp/send', { body, headers: { 'x-xsrf-token': 'other' } });
    expect(mismatch.status).toBe(403);
    const noCookie = await s.api.post('/api/auth/otp/send', { body, noXsrf: true, headers: { 'x-xsrf-token': XSRF } });
    expect(noCookie.status).toBe(403);
    // The cookie the 403 set makes the retry pass.
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(missing.headers.get('set-cookie') ?? '')![1]!;
    const retry = await s.api.post('/api/auth/otp/send', {
      body,
      noXsrf: true,
      headers: { cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': cookie },
    });
    expect(retry.status).toBe(200);
  });

  it('checks before anything else: a protected call with a bad body still gets 403', async () => {
    const user = await createUser(s);
    const res = await user.api.put('/api/user/edit', { body: { nonsense: true }, noXsrf: true });
    expect(res.status).toBe(403);
  });
});

describe('production mode', () => {
  it('has no development OTP endpoint', async () => {
    const prod = await startServer({ nodeEnv: 'production' });
    try {
      const phone = nextPhone();
      expect((await prod.api.post('/api/auth/otp/send', { body: { phone_number: phone } })).status).toBe(200);
      const res = await prod.api.get('/api/dev/otp/{phone}', { params: { phone } });
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
