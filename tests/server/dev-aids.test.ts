// The development aids are closed by default (issue #14): the development OTP endpoint exists in
// development and test only and answers loopback callers only; production never logs a code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopback } from '../../server/dev/routes';
import { expectContract } from './contract';
import { nextPhone, startServer, type TestServer } from './helpers';

describe('GET /api/dev/otp/{phone}', () => {
  let s: TestServer;
  beforeAll(async () => {
    // trustProxy on: a forged X-Forwarded-For must still not make a remote caller "local".
    s = await startServer({ trustProxy: true });
  });
  afterAll(() => s?.close());

  async function sendOtp(phone: string): Promise<void> {
    expect((await s.api.post('/api/auth/otp/send', { body: { phone_number: phone } })).status).toBe(200);
  }

  it('answers a caller on this machine', async () => {
    const phone = nextPhone();
    await sendOtp(phone);
    const res = await s.api.get('/api/dev/otp/{phone}', { params: { phone } });
    expect(res.status).toBe(200);
    expect(res.body.data.otp).toMatch(/^\d{6}$/);
  });

  it('refuses a caller from the network, whatever X-Forwarded-For claims', async () => {
    const phone = nextPhone();
    await sendOtp(phone);
    for (const headers of [
      {},
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-real-ip': '127.0.0.1', 'x-forwarded-for': '::1' },
    ]) {
      const res = await s.built.app.inject({
        method: 'GET',
        url: `/api/dev/otp/${phone}`,
        remoteAddress: '192.168.1.23',
        headers: { accept: 'application/json', ...headers },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).not.toHaveProperty('data');
      expectContract('GET', '/api/dev/otp/{phone}', 403, res.json());
    }
    // The same call from loopback still works: it was the caller, not the number.
    const local = await s.built.app.inject({ method: 'GET', url: `/api/dev/otp/${phone}`, remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
  });

  it('knows which addresses are loopback', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
    for (const a of [undefined, '', '10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '::2', 'fe80::1', '1127.0.0.1']) {
      expect(isLoopback(a)).toBe(false);
    }
  });

  it('does not exist outside development and test', async () => {
    for (const nodeEnv of ['production', 'staging']) {
      const other = await startServer({ nodeEnv });
      try {
        const phone = nextPhone();
        await other.api.post('/api/auth/otp/send', { body: { phone_number: phone } });
        const res = await other.api.get('/api/dev/otp/{phone}', { params: { phone }, unchecked: true });
        expect(res.status).toBe(404);
        expect(res.body).not.toHaveProperty('data');
      } finally {
        await other.close();
      }
    }
  });
});

describe('production log', () => {
  /** Sends one code and returns the log lines, and the code when the log carries it. */
  async function logOfSend(options: {
    demoOtpLog?: boolean;
    nodeEnv: string;
  }): Promise<{ log: string; code: string | null }> {
    const lines: string[] = [];
    const server = await startServer({
      ...options,
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const phone = nextPhone();
      const res = await server.api.post('/api/auth/otp/send', { body: { phone_number: phone } });
      expect(res.status).toBe(200);
      const log = lines.join('\n');
      expect(log).toContain(phone); // the sender did run and log
      return { log, code: log.match(new RegExp(`${phone}: (\\d{6})`))?.[1] ?? null };
    } finally {
      await server.close();
    }
  }

  it('never carries a one-time code', async () => {
    const { log, code } = await logOfSend({ nodeEnv: 'production' });
    expect(code).toBeNull();
    expect(log).not.toMatch(/"otp"/);
    expect(log).not.toMatch(/OTP for \d+: \d{6}/);
  });

  it('writes the codes only when the demo variable allows it, as development does', async () => {
    expect((await logOfSend({ nodeEnv: 'production', demoOtpLog: true })).code).toMatch(/^\d{6}$/);
    expect((await logOfSend({ nodeEnv: 'development' })).code).toMatch(/^\d{6}$/);
  });
});
