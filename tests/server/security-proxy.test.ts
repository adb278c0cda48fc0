// TRUST_PROXY (issue #21 §10): behind a proxy the client is the address the trusted proxy appended
// to X-Forwarded-For, never the leftmost entry the caller writes itself. Rotating that entry must
// not escape a per-address limit, in the hop form and in the list form.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../../server/app/config';
import { nextPhone, startServer, type TestServer } from './helpers';

const env = { JWT_SECRET: 'j', PAYMENT_SECRET: 'p', DATA_DIR: '/nonexistent-seberang-test' };
const PROXY = '10.0.0.5';
const CLIENT = '203.0.113.7';
const LIMIT = 3;

const forged = () => `${randomInt(1, 223)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('TRUST_PROXY parsing', () => {
  it('reads off, hops and proxy lists', () => {
    for (const off of [undefined, '', '0', 'false']) expect(parseTrustProxy(off)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.1,::1, fd00::/8, loopback, 10.1.0.0/255.255.0.0')).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      '::1',
      'fd00::/8',
      'loopback',
      '10.1.0.0/255.255.0.0',
    ]);
    expect(loadConfig({ ...env, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...env }).trustProxy).toBe(false);
  });

  it('refuses anything else, naming the bad entry', () => {
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.1,', 'proxy.example', '1.5', '-1']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'nginx' })).toThrow(/'nginx'/);
  });
});

describe.each([
  { form: 'one hop (TRUST_PROXY=1)', trust: '1', via: [] as string[] },
  { form: 'two hops (TRUST_PROXY=2)', trust: '2', via: ['10.0.0.4'] },
  { form: 'a proxy list (TRUST_PROXY=10.0.0.0/24)', trust: '10.0.0.0/24', via: ['10.0.0.4'] },
])('the per-address limit behind $form', ({ trust, via }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({
      trustProxy: loadConfig({ ...env, TRUST_PROXY: trust }).trustProxy,
      rateLimits: { addressCheckPhone: LIMIT },
    });
  });
  afterAll(() => s?.close());

  /** A check-phone-number call arriving from the proxy with this X-Forwarded-For. */
  const call = (xff: string | undefined, remoteAddress = PROXY) =>
    s.built.app.inject({
      method: 'GET',
      url: `/api/auth/check-phone-number/${nextPhone()}`,
      remoteAddress,
      headers: { accept: 'application/json', ...(xff === undefined ? {} : { 'x-forwarded-for': xff }) },
    });

  it('is not escaped by rotating the leftmost X-Forwarded-For (nginx appends the real address)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) {
      // What nginx's $proxy_add_x_forwarded_for sends: the caller's own header, then the address
      // nginx saw; further trusted proxies append theirs.
      statuses.push((await call([forged(), forged(), CLIENT, ...via].join(', '))).statusCode);
    }
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
    const refused = await call([forged(), CLIENT, ...via].join(', '));
    expect(refused.json()).toEqual({ status: 429, message: expect.stringMatching(/this address/) });
  });

  it('counts each client behind the proxy apart, by the address the proxy appended', async () => {
    const other = '203.0.113.8';
    expect((await call([forged(), other, ...via].join(', '))).statusCode).not.toBe(429);
    expect((await call([other, ...via].join(', '))).statusCode).not.toBe(429);
  });
});

describe('a caller that reaches the server directly, not through a listed proxy', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({
      trustProxy: loadConfig({ ...env, TRUST_PROXY: PROXY }).trustProxy,
      rateLimits: { addressCheckPhone: LIMIT },
    });
  });
  afterAll(() => s?.close());

  it('is its socket address, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await s.built.app.inject({
        method: 'GET',
        url: `/api/auth/check-phone-number/${nextPhone()}`,
        remoteAddress: '198.51.100.9',
        headers: { accept: 'application/json', 'x-forwarded-for': `${forged()}, ${forged()}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });
});
