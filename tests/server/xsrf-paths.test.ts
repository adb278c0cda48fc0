// The XSRF check follows the route, not the spelling of the URL (issue #21 §11): the router decodes
// the path, so `/%61pi/user/edit` runs the handler of `/api/user/edit`; it must meet the same check.
import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { createUser, startServer, XSRF, type TestServer, type TestUser } from './helpers';

let s: TestServer;
let user: TestUser;
beforeAll(async () => {
  s = await startServer();
  user = await createUser(s);
});
afterAll(() => s?.close());

/** One request with its path sent byte for byte (fetch would normalise it). */
function send(
  method: string,
  path: string,
  o: { body?: unknown; xsrf?: boolean; token?: string } = {},
): Promise<{ status: number; body: string }> {
  const body = o.body === undefined ? undefined : JSON.stringify(o.body);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.xsrf) Object.assign(headers, { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF });
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: s.port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const nameOf = async () =>
  (await s.built.db.select({ name: users.name }).from(users).where(eq(users.id, user.id)))[0]!.name;

const profile = (name: string) => ({ name, domicile: 'Medan', gender: 'Perempuan', age: 30 });

/** Spellings of PUT /api/user/edit that the router sends to that route. */
const ROUTED = [
  '/%61pi/user/edit',
  '/%61%70%69/user/edit',
  '/api/%75%73%65%72/ed%69t',
  '/api/%75ser/edit',
  '/api/user/%65%64%69%74',
  '/%61pi/%75ser/%65dit?x=1',
];
/** Spellings that may or may not reach a route: whichever they reach, they meet the check. */
const OTHER = ['//api/user/edit', '/api/payment/../user/edit', '/api/%70ayment/../user/edit', '/%2561pi/user/edit'];

describe('XSRF on encoded paths', () => {
  it('an encoded path to a protected route without the token is 403 and changes nothing', async () => {
    const before = await nameOf();
    for (const path of ROUTED) {
      const res = await send('PUT', path, { body: profile('Penyusup'), token: user.token });
      expect(res.status, path).toBe(403);
      expect(JSON.parse(res.body), path).toEqual({ status: 403, message: 'Invalid XSRF token.' });
    }
    expect(await nameOf()).toBe(before);
  });

  it('the same encoded paths with the token reach the route (so the 403 above was the check)', async () => {
    for (const [i, path] of ROUTED.entries()) {
      const res = await send('PUT', path, { body: profile(`Budi ${i}`), token: user.token, xsrf: true });
      expect(res.status, path).toBe(200);
      expect(await nameOf()).toBe(`Budi ${i}`);
    }
  });

  it('other spellings are either refused by the check or reach no route', async () => {
    const before = await nameOf();
    for (const path of OTHER) {
      const withToken = await send('PUT', path, { body: profile(before), token: user.token, xsrf: true });
      const without = await send('PUT', path, { body: profile('Penyusup'), token: user.token });
      expect([200, 404], path).toContain(withToken.status);
      expect(without.status, path).toBe(withToken.status === 200 ? 403 : 404);
    }
    expect(await nameOf()).toBe(before);
  });

  it('an encoded anonymous call is checked too (login)', async () => {
    const res = await send('POST', '/%61pi/auth/login', { body: { phone_number: user.phone, password: 'x' } });
    expect(res.status).toBe(403);
  });

  it('the gateway routes under /api/payment/ stay exempt, however they are spelt', async () => {
    const body = { sessionId: 'sim_x', status: 'PAID', signature: 'a'.repeat(64) };
    for (const path of ['/api/payment/callback', '/api/%70ayment/callback']) {
      const res = await send('POST', path, { body });
      expect(res.status, path).not.toBe(403);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
