// Cache-Control (issue #14): every answer that can carry personal data, a token, a code or a payment
// session is `no-store` — successes and errors alike — and only the operations openapi.yaml marks
// `x-personal: false` (the public catalogue) may be kept by an HTTP cache.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allOperations, spec } from './contract';
import { PASSWORD, createDeparture, createUser, startServer, type TestServer, type TestUser } from './helpers';

let s: TestServer;
let user: TestUser;
let scheduleId: number;
beforeAll(async () => {
  s = await startServer();
  user = await createUser(s);
  scheduleId = (await createDeparture(s)).id;
});
afterAll(() => s?.close());

const paths = spec.paths as Record<string, Record<string, { 'x-personal'?: boolean }>>;
const impersonal = new Set(
  allOperations()
    .filter((o) => paths[o.path]![o.method.toLowerCase()]!['x-personal'] === false)
    .map((o) => o.operationId),
);
const params = (): Record<string, string> => ({
  phone: user.phone,
  id: '1',
  date: '2026-11-24',
  scheduleId: String(scheduleId),
  userId: String(user.id),
  sessionId: 'sim_unknown',
});

describe('Cache-Control on every operation of the contract', () => {
  test('a successful login, the profile and the ticket list are no-store', async () => {
    const login = await s.api.post('/api/auth/login', { body: { phone_number: user.phone, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('private, no-store');
    const me = await user.api.get('/api/user/get');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    const list = await user.api.get('/api/transaction/user/get-all', { query: { isActive: true, page: 0, size: 5 } });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
  });

  test('only the public catalogue is marked impersonal', () => {
    expect([...impersonal].sort()).toEqual(['getRoutes', 'getSchedules']);
  });

  for (const { method, path, operationId } of allOperations()) {
    test(`${operationId}: ${impersonal.has(operationId) ? 'may be cached' : 'no-store'}, signed in and anonymous`, async () => {
      for (const token of [user.token, null]) {
        const res = await fetch(`${s.base}${path.replace(/\{(\w+)\}/g, (_, name: string) => params()[name] ?? '1')}`, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            cookie: 'XSRF-TOKEN=t',
            'x-xsrf-token': 't',
            ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
          },
          body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
          redirect: 'manual',
        });
        await res.arrayBuffer();
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        const cacheControl = res.headers.get('cache-control') ?? '';
        if (impersonal.has(operationId)) expect(cacheControl).not.toContain('no-store');
        else expect(cacheControl, `${method} ${path} → ${res.status}`).toContain('no-store');
      }
    });
  }
});
