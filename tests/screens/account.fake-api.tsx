// Test support for the account screens: a fake HTTP server behind the real API client (the global
// fetch is replaced), a signed-looking JWT, and the app rendered at a path with its location shown.
// How these tests wait (patient queries, preloaded screens, a frozen clock) is in ./patience.ts.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from './memory-router';
import { vi } from 'vitest';
import { AppRoutes } from '../../src/app';
import { setApiClient } from '../../src/api/client';
import { StaticLanguage } from '../../src/hooks/language';
import type { Language } from '../../kernel/language';

export type FakeRequest = { method: string; path: string; body: unknown; headers: Headers };
export type FakeReply = { status: number; body?: unknown };
export type FakeRoutes = Record<string, (request: FakeRequest) => FakeReply | Promise<FakeReply>>;

export const ok = (data: unknown = null): FakeReply => ({ status: 200, body: { status: 200, message: 'OK', data } });
export const fail = (status: number, message: string): FakeReply => ({ status, body: { status, message } });

/** Replaces fetch with `routes` keyed 'METHOD /path'; unknown calls answer 404. Returns the log. */
export function fakeApi(routes: FakeRoutes) {
  const calls: FakeRequest[] = [];
  document.cookie = 'XSRF-TOKEN=test-xsrf';
  setApiClient(undefined);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call: FakeRequest = {
      method: request.method,
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    };
    calls.push(call);
    const handler = routes[`${request.method} ${url.pathname}`];
    const reply = handler ? await handler(call) : fail(404, 'Not found.');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    calls,
    /** The calls to one endpoint. */
    to: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A token the app accepts for an hour (the client only reads `exp`). */
export const jwt = (ttlSeconds = 3600, claims: object = {}) =>
  `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '7', exp: Math.floor(Date.now() / 1000) + ttlSeconds, ...claims })}.sig`;

export const USER = {
  id: 7,
  name: 'Rina Siregar',
  phone_number: '081234567890',
  age: 31,
  gender: 'Perempuan',
  domicile: 'Medan',
};

/** Stores a session the way the app does, before rendering. */
export function storeSession(user: object = USER, token = jwt()) {
  localStorage.setItem('authToken', JSON.stringify(token));
  localStorage.setItem('user', JSON.stringify(user));
}

function Location() {
  const location = useLocation();
  return <output aria-label="lokasi">{location.pathname + location.search}</output>;
}

/** The whole app (routes, guard, session) at `path`, in memory; in `language` when given (fixed). */
export function renderApp(path: string | { pathname: string; state?: unknown }, language?: Language) {
  const app = (
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Location />
    </MemoryRouter>
  );
  return render(language ? <StaticLanguage language={language}>{app}</StaticLanguage> : app);
}

export const currentPath = () => screen.getByRole('status', { name: 'lokasi' }).textContent;
