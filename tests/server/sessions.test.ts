// Issue #14 items 4–6: limits that hold when the number changes (OTP checks too, issue #21), a
// daily cap, one verification = one registration or reset, sessions that end everywhere.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rate-limits';
import { OTP_DAILY_CAP } from '../../server/platform/constants';
import { Cleanup, stompClient, subscribedUser } from './fixtures/stomp-helpers';
import { PASSWORD, createUser, nextPhone, startServer, type TestServer } from './helpers';

/** The production defaults, not the suite's raised ones. */
const PRODUCTION_ADDRESS_LIMITS = {
  addressLogin: DEFAULT_RATE_LIMITS.addressLogin,
  addressCheckPhone: DEFAULT_RATE_LIMITS.addressCheckPhone,
  addressSendOtp: DEFAULT_RATE_LIMITS.addressSendOtp,
  addressVerifyOtp: DEFAULT_RATE_LIMITS.addressVerifyOtp,
  addressAccount: DEFAULT_RATE_LIMITS.addressAccount,
};

async function otpFor(s: TestServer, phone: string): Promise<string> {
  const res = await s.api.get('/api/dev/otp/{phone}', { params: { phone } });
  expect(res.status).toBe(200);
  return res.body.data.otp as string;
}

describe('per-address limits, whatever the number', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ rateLimits: PRODUCTION_ADDRESS_LIMITS });
  });
  afterAll(() => s?.close());

  test('check-phone-number: one address cannot walk through more than its hourly share of numbers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.addressCheckPhone + 5; i++) {
      statuses.push(
        (await s.api.get('/api/auth/check-phone-number/{phone}', { params: { phone: nextPhone() } })).status,
      );
    }
    expect(statuses.slice(0, DEFAULT_RATE_LIMITS.addressCheckPhone).every((st) => st === 200)).toBe(true);
    expect(statuses.slice(DEFAULT_RATE_LIMITS.addressCheckPhone)).toEqual(Array(5).fill(429));
  });

  test('login with ever new unknown numbers: 429 after the hourly share, before any more password hashing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.addressLogin + 3; i++) {
      statuses.push(
        (await s.api.post('/api/auth/login', { body: { phone_number: nextPhone(), password: PASSWORD } })).status,
      );
    }
    expect(statuses.slice(0, DEFAULT_RATE_LIMITS.addressLogin).every((st) => st === 400)).toBe(true);
    expect(statuses.slice(DEFAULT_RATE_LIMITS.addressLogin)).toEqual([429, 429, 429]);
  });

  test('OTP sends to ever new numbers stop at the hourly share', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.addressSendOtp + 2; i++) {
      statuses.push((await s.api.post('/api/auth/otp/send', { body: { phone_number: nextPhone() } })).status);
    }
    expect(statuses.filter((st) => st === 200)).toHaveLength(DEFAULT_RATE_LIMITS.addressSendOtp);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  test('OTP checks of ever new numbers stop at the hourly share (issue #21: guesses count per address)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.addressVerifyOtp + 2; i++) {
      statuses.push(
        (await s.api.post('/api/auth/otp/verify', { body: { phone_number: nextPhone(), otp: '123456' } })).status,
      );
    }
    expect(statuses.slice(0, DEFAULT_RATE_LIMITS.addressVerifyOtp).every((st) => st === 400)).toBe(true);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});

describe('OTP daily cap (per number)', () => {
  let s: TestServer;
  beforeAll(async () => {
    // The per-minute limits count real time; these rules count the server's (moved) clock.
    s = await startServer({ rateLimits: { sendOtp: 1000, verifyOtp: 1000 } });
  });
  afterAll(() => s?.close());

  test(`at most ${OTP_DAILY_CAP} codes per number in 24 hours`, async () => {
    const phone = nextPhone();
    for (let i = 0; i < OTP_DAILY_CAP; i++) {
      expect((await s.api.post('/api/auth/otp/send', { body: { phone_number: phone } })).status).toBe(200);
      s.clock.advance(61_000);
    }
    const capped = await s.api.post('/api/auth/otp/send', { body: { phone_number: phone } });
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/today/);
    s.clock.advance(24 * 60 * 60_000);
    expect((await s.api.post('/api/auth/otp/send', { body: { phone_number: phone } })).status).toBe(200);
  });

  test('one verification allows exactly one of 5 parallel password resets', async () => {
    const user = await createUser(s);
    expect((await s.api.post('/api/auth/otp/send', { body: { phone_number: user.phone } })).status).toBe(200);
    const code = await otpFor(s, user.phone);
    expect((await s.api.post('/api/auth/otp/verify', { body: { phone_number: user.phone, otp: code } })).status).toBe(
      200,
    );
    const resets = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        s.api.put('/api/auth/forgot-password', { body: { phone_number: user.phone, password: `baru-sandi-${i}` } }),
      ),
    );
    expect(resets.map((r) => r.status).sort()).toEqual([200, 403, 403, 403, 403]);
  });

  test('one verification allows exactly one of 5 parallel registrations', async () => {
    const phone = nextPhone();
    expect((await s.api.post('/api/auth/otp/send', { body: { phone_number: phone } })).status).toBe(200);
    const code = await otpFor(s, phone);
    expect((await s.api.post('/api/auth/otp/verify', { body: { phone_number: phone, otp: code } })).status).toBe(200);
    const regs = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        s.api.post('/api/auth/register', { body: { name: `Orang ${i}`, phone_number: phone, password: PASSWORD } }),
      ),
    );
    const statuses = regs.map((r) => r.status);
    expect(statuses.filter((st) => st === 201)).toHaveLength(1);
    expect(statuses.filter((st) => st !== 201).every((st) => st === 403 || st === 409)).toBe(true);
  });
});

describe('sessions end everywhere', () => {
  let s: TestServer;
  let wsUrl: string;
  const cleanup = new Cleanup();
  beforeAll(async () => {
    s = await startServer({ realPush: true, sessionRevalidateMs: 200 });
    wsUrl = `ws://127.0.0.1:${s.port}/api/ws`;
  });
  afterEach(() => cleanup.run());
  afterAll(() => s?.close());

  const login = async (phone: string) => {
    const res = await s.api.post('/api/auth/login', { body: { phone_number: phone, password: PASSWORD } });
    expect(res.status).toBe(200);
    return res.body.data.token as string;
  };

  test('changing the password ends every other session, keeps this one, and closes the others’ sockets', async () => {
    const user = await createUser(s);
    const other = await login(user.phone);
    const otherSocket = await subscribedUser(cleanup, wsUrl, other);
    const mySocket = await subscribedUser(cleanup, wsUrl, user.token);

    const change = await user.api.put('/api/user/change-password', {
      body: { password: PASSWORD, new_password: 'sandi-baru-77' },
    });
    expect(change.status).toBe(200);
    expect((await user.api.get('/api/user/get')).status).toBe(200);
    expect((await s.api.get('/api/user/get', { token: other })).status).toBe(401);

    const error = await otherSocket.errors.next();
    expect(error.headers.message).toMatch(/Session ended/);
    expect((await otherSocket.closed).code).toBe(1008);
    // The kept session's socket still receives its pushes.
    expect(s.built.hub!.deliverLocal(user.id, { requestId: 'r' })).toBe(1);
    const msg = await mySocket.messages.next();
    expect(JSON.parse(msg.body)).toMatchObject({ requestId: 'r' });
    // A second change from the kept session keeps it again.
    expect(
      (
        await user.api.put('/api/user/change-password', {
          body: { password: 'sandi-baru-77', new_password: 'sandi-baru-88' },
        })
      ).status,
    ).toBe(200);
    expect((await user.api.get('/api/user/get')).status).toBe(200);
  });

  test('logout and account deletion close that user’s open STOMP sessions with an ERROR frame', async () => {
    const user = await createUser(s);
    const socket = await subscribedUser(cleanup, wsUrl, user.token);
    expect((await user.api.post('/api/auth/logout')).status).toBe(200);
    expect((await socket.errors.next()).headers.message).toMatch(/Session ended/);
    expect((await socket.closed).code).toBe(1008);

    const doomed = await createUser(s);
    const second = await login(doomed.phone);
    const secondSocket = await subscribedUser(cleanup, wsUrl, second);
    expect((await doomed.api.delete('/api/user/delete')).status).toBe(200);
    expect((await secondSocket.closed).code).toBe(1008);
  });

  test('an expired token’s socket is closed by the revalidation sweep', async () => {
    const user = await createUser(s);
    const socket = await subscribedUser(cleanup, wsUrl, user.token);
    s.clock.advance(48 * 60 * 60_000);
    expect((await socket.errors.next()).headers.message).toMatch(/Session ended/);
    expect((await socket.closed).code).toBe(1008);
  });

  test('at most 10 sockets per user: the 11th closes the oldest', async () => {
    const user = await createUser(s);
    const sockets = [];
    for (let i = 0; i < 10; i++) sockets.push(await subscribedUser(cleanup, wsUrl, user.token));
    const eleventh = stompClient(cleanup, wsUrl, { Authorization: `Bearer ${user.token}` });
    await eleventh.connected;
    expect((await sockets[0]!.closed).code).toBe(1008);
    expect(s.built.hub!.sessionCount()).toBeLessThanOrEqual(10);
  });
});

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redisUp = await (async () => {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe('limits shared by every instance through Redis', () => {
  // Skipped only where no Redis answers (a fresh machine); CI runs it with the machine's Redis.
  test.skipIf(!redisUp)('two instances on one Redis share the per-address limit', async () => {
    const shared = {
      redisUrl: REDIS_URL,
      redisPrefix: `test-shared-${randomBytes(4).toString('hex')}:`,
      rateLimits: PRODUCTION_ADDRESS_LIMITS,
    };
    const a = await startServer(shared);
    const b = await startServer(shared);
    try {
      const half = DEFAULT_RATE_LIMITS.addressCheckPhone / 2;
      for (let i = 0; i < half; i++) {
        expect(
          (await a.api.get('/api/auth/check-phone-number/{phone}', { params: { phone: nextPhone() } })).status,
        ).toBe(200);
      }
      for (let i = 0; i < half; i++) {
        expect(
          (await b.api.get('/api/auth/check-phone-number/{phone}', { params: { phone: nextPhone() } })).status,
        ).toBe(200);
      }
      expect((await a.api.get('/api/auth/check-phone-number/{phone}', { params: { phone: nextPhone() } })).status).toBe(
        429,
      );
      expect((await b.api.get('/api/auth/check-phone-number/{phone}', { params: { phone: nextPhone() } })).status).toBe(
        429,
      );
    } finally {
      await a.close();
      await b.close();
    }
  });
});
