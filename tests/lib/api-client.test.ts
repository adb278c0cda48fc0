// The API client's cross-cutting rules (src/api/client.ts), through its public calls.
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_NOT_FOUND, ApiError, createApiClient, setApiClient } from '../../src/api/client';
import { getUser } from '../../src/api/user';
import { login } from '../../src/api/auth';
import { getSchedules } from '../../src/api/schedules';

const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);
const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (expMs: number) =>
  `${encode({ alg: 'HS256' })}.${encode({ sub: '1', exp: Math.floor(expMs / 1000) })}.sig`;

type Seen = { url: string; method: string; headers: Headers };

function fakeServer(respond: (req: Seen) => Response) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const entry = { url: request.url, method: request.method, headers: request.headers };
    seen.push(entry);
    return respond(entry);
  };
  return { seen, fetch: fetch as typeof globalThis.fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = { id: 1, name: 'Rina', phone_number: '081234567890', age: null, gender: null, domicile: null };

afterEach(() => setApiClient(undefined));

describe('API client', () => {
  it('sends a stored unexpired token as a Bearer header', async () => {
    const server = fakeServer(() => json(200, { status: 200, message: 'OK', data: user }));
    const valid = token(NOW + 60_000);
    setApiClient(
      createApiClient({ baseUrl: 'http://test', fetch: server.fetch, getToken: () => valid, now: () => NOW }),
    );
    await expect(getUser()).resolves.toEqual(user);
    expect(server.seen[0]?.headers.get('Authorization')).toBe(`Bearer ${valid}`);
  });

  it("fails a protected call locally with 'Authentication token not found' when no token is stored", async () => {
    const server = fakeServer(() => json(200, {}));
    setApiClient(
      createApiClient({ baseUrl: 'http://test', fetch: server.fetch, getToken: () => null, now: () => NOW }),
    );
    const error = await getUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(AUTH_TOKEN_NOT_FOUND);
    expect((error as ApiError).kind).toBe('no-token');
    expect(server.seen).toHaveLength(0);
  });

  it('treats an expired token as no token', async () => {
    const server = fakeServer(() => json(200, {}));
    setApiClient(
      createApiClient({ baseUrl: 'http://test', fetch: server.fetch, getToken: () => token(NOW - 1), now: () => NOW }),
    );
    await expect(getUser()).rejects.toThrow(AUTH_TOKEN_NOT_FOUND);
    expect(server.seen).toHaveLength(0);
  });

  it('sends public calls without a token and without an Authorization header', async () => {
    const server = fakeServer(() =>
      json(200, { status: 200, message: 'OK', data: { schedules: [], has_more: false } }),
    );
    setApiClient(
      createApiClient({ baseUrl: 'http://test', fetch: server.fetch, getToken: () => null, now: () => NOW }),
    );
    await expect(getSchedules({ date: '2026-11-23', fromRoute: 1, toRoute: 2, page: 0, size: 10 })).resolves.toEqual({
      schedules: [],
      has_more: false,
    });
    expect(server.seen[0]?.url).toBe(
      'http://test/api/schedule/get-all/2026-11-23?fromRoute=1&toRoute=2&page=0&size=10',
    );
    expect(server.seen[0]?.headers.get('Authorization')).toBeNull();
  });

  it('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN on non-GET calls only', async () => {
    const server = fakeServer((req) =>
      req.method === 'POST'
        ? json(200, { status: 200, message: 'OK', data: { token: 'a.b.c' } })
        : json(200, { status: 200, message: 'OK', data: user }),
    );
    setApiClient(
      createApiClient({
        baseUrl: location.origin,
        fetch: server.fetch,
        getToken: () => token(NOW + 60_000),
        now: () => NOW,
        getCookie: () => 'xsrf-123',
      }),
    );
    await login({ phone_number: '081234567890', password: 'rahasia123' });
    await getUser();
    expect(server.seen[0]?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-123');
    expect(server.seen[1]?.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('never sends the anti-forgery token to another origin', async () => {
    const server = fakeServer(() => json(200, { status: 200, message: 'OK', data: { token: 'a.b.c' } }));
    setApiClient(
      createApiClient({
        baseUrl: 'https://elsewhere.example',
        fetch: server.fetch,
        getToken: () => null,
        now: () => NOW,
        getCookie: () => 'xsrf-123',
      }),
    );
    await login({ phone_number: '081234567890', password: 'rahasia123' });
    expect(server.seen[0]?.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('fetches the anti-forgery cookie first when a non-GET call finds none', async () => {
    let cookie: string | null = null;
    const server = fakeServer((req) => {
      if (req.method === 'GET') {
        cookie = 'fresh-token';
        return json(200, { status: 200, message: 'OK', data: [] });
      }
      return json(200, { status: 200, message: 'OK', data: { token: 'a.b.c' } });
    });
    setApiClient(
      createApiClient({
        baseUrl: location.origin,
        fetch: server.fetch,
        getToken: () => null,
        now: () => NOW,
        getCookie: () => cookie,
      }),
    );
    await login({ phone_number: '081234567890', password: 'rahasia123' });
    expect(server.seen.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(server.seen[1]?.headers.get('X-XSRF-TOKEN')).toBe('fresh-token');
  });

  it("turns an error body into an ApiError with the server's status and message", async () => {
    const server = fakeServer(() => json(400, { status: 400, message: 'User password incorrect.' }));
    setApiClient(
      createApiClient({
        baseUrl: 'http://test',
        fetch: server.fetch,
        getToken: () => null,
        now: () => NOW,
        getCookie: () => 'x',
      }),
    );
    const error = (await login({ phone_number: '081234567890', password: 'salah' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.message).toBe('User password incorrect.');
  });

  it('treats a login response without a token as a failure', async () => {
    const server = fakeServer(() => json(200, { status: 200, message: 'OK', data: {} }));
    setApiClient(
      createApiClient({
        baseUrl: 'http://test',
        fetch: server.fetch,
        getToken: () => null,
        now: () => NOW,
        getCookie: () => 'x',
      }),
    );
    await expect(login({ phone_number: '081234567890', password: 'rahasia123' })).rejects.toBeInstanceOf(ApiError);
  });

  it('reports a network failure as a network ApiError', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    setApiClient(createApiClient({ baseUrl: 'http://test', fetch, getToken: () => null, now: () => NOW }));
    const error = (await getSchedules({ date: '2026-11-23', page: 0, size: 3 }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
  });
});
