// The server's log (issue #21 item 7b, server/app/logging.ts): one info line per API call naming
// the request; asset and page requests and Fastify's "incoming request" at debug; pino-pretty only
// in development, where a request reads `GET /api/… 200 3 ms` and the OTP stands out.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prettyFactory } from 'pino-pretty';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loggerOptions,
  prettyLog,
  prettyOptions,
  redactPhoneNumbers,
  requestLogLevels,
} from '../../server/app/logging';
import { createKasir, openShift, portIds, saleBody, sell } from './booth-helpers';
import { createDeparture, startServer, type TestServer } from './helpers';

type Line = { level: number; msg: string; req?: { method?: string; url?: string }; res?: { statusCode?: number } };

describe('request lines', () => {
  let s: TestServer;
  let dir: string;
  const lines: Line[] = [];
  const at = (level: string) => async (): Promise<Line[]> => {
    lines.length = 0;
    const res = await fetch(`${s.base}${level}`, { headers: { accept: 'text/html' } });
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20)); // onResponse runs after the body went out
    return [...lines];
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'seberang-logging-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.log(1);');
    const options = (await loggerOptions('test', 'debug')) as object;
    s = await startServer({
      staticDir: dir,
      logger: { ...options, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } },
    });
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs an API call once at info, with its method and URL', async () => {
    const info = (await at('/api/route/get-all')()).filter((l) => l.level >= 30);
    expect(info.map((l) => l.msg)).toEqual(['request completed']);
    expect(info[0]).toMatchObject({ req: { method: 'GET', url: '/api/route/get-all' }, res: { statusCode: 200 } });
  });

  it('logs asset and page requests at debug only (LOG_LEVEL=debug shows them)', async () => {
    for (const path of ['/assets/app-1.js', '/', '/beranda']) {
      const got = await at(path)();
      expect(
        got.filter((l) => l.level >= 30),
        path,
      ).toEqual([]);
      expect(
        got.filter((l) => l.level === 20).map((l) => l.msg),
        path,
      ).toEqual(['incoming request', 'request completed']);
    }
  });

  it('keeps an API 404 at info', async () => {
    const info = (await at('/api/nothing-here')()).filter((l) => l.level >= 30);
    expect(info).toMatchObject([{ msg: 'request completed', res: { statusCode: 404 } }]);
  });
});

describe('production writes no phone number (issue #37)', () => {
  let s: TestServer;
  const lines: string[] = [];
  const PHONE = '081234567891';
  /** The number's own digits, however it is spelled (08…, 628…, +628…). */
  const DIGITS = /8123456789/;

  beforeAll(async () => {
    const options = (await loggerOptions('production', 'debug')) as object;
    s = await startServer({
      nodeEnv: 'production',
      demoOtpLog: true,
      logger: { ...options, stream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(() => s?.close());

  it('masks the request lines, the demo OTP and notice lines, and an error naming a number', async () => {
    expect((await s.api.get('/api/auth/check-phone-number/{phone}', { params: { phone: PHONE } })).status).toBe(200);
    // A refused spelling is logged too.
    expect(
      (await s.api.get('/api/auth/check-phone-number/{phone}', { params: { phone: '+6281234567891' } })).status,
    ).toBe(400);
    expect((await s.api.post('/api/auth/otp/send', { body: { phone_number: PHONE } })).status).toBe(200);
    // A booth ticket with the buyer's number: its notice goes through the log notice sender (DEMO_NOTICE_LOG).
    const kasir = await createKasir(s);
    await openShift(kasir);
    const { Tigaras: from, Simanindo: to } = (await portIds(s)) as { Tigaras: number; Simanindo: number };
    const dep = await createDeparture(s, { from, to, capacity: 5, minutesAhead: 360 });
    expect((await sell(kasir, saleBody(dep.id, 10_000_000, { phoneNumber: PHONE }))).status).toBe(200);
    await s.built.jobs.runOnce();
    s.built.app.log.error({ err: new Error(`WhatsApp refused 62${PHONE.slice(1)}`) }, 'notice not sent');
    // A database error names the row in its `detail`.
    const duplicate = Object.assign(
      new Error('duplicate key value violates unique constraint "users_phone_number_unique"'),
      {
        detail: `Key (phone_number)=(${PHONE}) already exists.`,
      },
    );
    s.built.app.log.error({ err: duplicate }, 'request failed');
    await new Promise((r) => setTimeout(r, 20));

    const log = lines.join('');
    const urls = lines.filter((l) => l.includes('request completed') && l.includes('check-phone-number'));
    expect(urls).toHaveLength(2);
    for (const line of urls) expect(line).toMatch(/"url":"\/api\/auth\/check-phone-number\/\*+891"/);
    expect(log).toMatch(/OTP for \*+891: \d{6}/);
    expect(log).toMatch(/notice 'ticket' to \*+891/);
    expect(log).toContain('WhatsApp refused **********891');
    expect(log).toContain('Key (phone_number)=(*********891) already exists.');
    expect(log).not.toMatch(DIGITS);
  });

  it('masks every spelling of a number in a text', () => {
    expect(redactPhoneNumbers('to 081234567891, 6281234567891, +6281234567891 and %2B6281234567891')).toBe(
      'to *********891, **********891, ***********891 and *************891',
    );
    expect(redactPhoneNumbers('/api/dev/otp/12ab?x=1')).toBe('/api/dev/otp/*2ab?x=1');
    expect(redactPhoneNumbers('/api/ticket/123/cancel INV-20261123-0001')).toBe(
      '/api/ticket/123/cancel INV-20261123-0001',
    );
  });
});

describe('the hook alone', () => {
  it('passes other lines through at their level', () => {
    const calls: string[] = [];
    const self = { debug: () => calls.push('debug') };
    const method = (...args: unknown[]) => calls.push(`info ${String(args[1])}`);
    requestLogLevels.call(self, [{ address: 'x' }, 'Seberang server ready'], method, 30);
    requestLogLevels.call(self, [{ res: { request: { url: '/sw.js' } } }, 'request completed'], method, 40);
    expect(calls).toEqual(['info Seberang server ready', 'info request completed']);
  });
});

describe('format', () => {
  it('is pino-pretty in development only; production and tests keep JSON', async () => {
    expect(prettyLog('development')).toBe(true);
    expect(prettyLog('production')).toBe(false);
    expect(prettyLog('test')).toBe(false);
    expect(await loggerOptions('production')).not.toHaveProperty('stream');
    expect(await loggerOptions('development')).toHaveProperty('stream');
  });

  const base = { time: Date.parse('2026-11-23T01:00:00Z'), pid: 1, hostname: 'h', reqId: 'req-1' };

  it('prints a request as one short line', () => {
    const pretty = prettyFactory({ ...prettyOptions(), colorize: false });
    const line = pretty({
      ...base,
      level: 30,
      msg: 'request completed',
      req: { method: 'POST', url: '/api/auth/login' },
      res: { statusCode: 401 },
      responseTime: 12.4,
    });
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: POST \/api\/auth\/login 401 12 ms\n$/);
  });

  it('makes the OTP line stand out: a banner, bold and inverse on a terminal', () => {
    const entry = {
      ...base,
      level: 30,
      msg: 'OTP for 081234567890: 123456',
      phoneNumber: '081234567890',
      otp: '123456',
    };
    const plain = prettyFactory({ ...prettyOptions(), colorize: false })(entry);
    expect(plain).toMatch(/INFO: {2}>>> OTP 123456 <<< {2}for 081234567890\n$/);
    const coloured = prettyFactory({ ...prettyOptions(), colorize: true })(entry);
    // ESC[7m inverse and ESC[1m bold around the banner.
    expect(coloured).toContain('\u001b[1m\u001b[7m >>> OTP 123456 <<< \u001b[27m\u001b[22m');
  });
});
