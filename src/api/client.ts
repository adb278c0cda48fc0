// The one HTTP client of the app: openapi-fetch typed by the generated contract, with the three
// cross-cutting rules of ARCHITECTURE.md §4 as middleware:
//  - a stored, unexpired token is sent as `Authorization: Bearer`;
//  - a protected call without such a token fails locally ('Authentication token not found');
//  - non-GET calls to relative URLs copy the `XSRF-TOKEN` cookie into `X-XSRF-TOKEN`.
// Failures become `ApiError`s, so machines map them to the spec §8 catalogue by status + message.
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from '../../kernel/schema';
// The calls the spec (§6) sends without a token, generated from openapi.yaml; every other call needs one.
import { PUBLIC_PATHS } from '../../kernel/public-paths';
import { storage } from '../lib/storage';
import { isTokenValid } from '../lib/jwt';
import { requestedLanguage } from '../lib/language';

export type Schemas = components['schemas'];

export const AUTH_TOKEN_NOT_FOUND = 'Authentication token not found';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export type ApiErrorKind = 'http' | 'network' | 'no-token' | 'malformed';

/** A failed call: `status` is the HTTP status (0 when none), `message` the server's message. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** What an error answer carries beside its message (`data`, e.g. a 409 AmountsChanged's new amounts); untrusted. */
  readonly data: unknown;
  constructor(kind: ApiErrorKind, status: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type ClientDeps = {
  baseUrl?: string;
  getToken?: () => string | null;
  now?: () => number;
  getCookie?: (name: string) => string | null;
  fetch?: typeof globalThis.fetch;
  /** The language the answers' messages are asked in (issue #40): the passenger's choice. */
  getLanguage?: () => string;
};

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function authMiddleware(deps: Required<Pick<ClientDeps, 'getToken' | 'now'>>): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const token = deps.getToken();
      const valid = isTokenValid(token, deps.now());
      if (!PUBLIC_PATHS.has(schemaPath) && !valid) {
        throw new ApiError('no-token', 0, AUTH_TOKEN_NOT_FOUND);
      }
      if (valid && token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

function xsrfMiddleware(deps: {
  baseUrl: string;
  getCookie: (name: string) => string | null;
  fetch: typeof globalThis.fetch;
}): Middleware {
  return {
    async onRequest({ request }) {
      if (request.method === 'GET' || request.method === 'HEAD') return request;
      // Only our own origin gets the token (the spec: non-GET requests to relative URLs).
      if (typeof location !== 'undefined' && new URL(request.url).origin !== location.origin) return request;
      let token = deps.getCookie(XSRF_COOKIE);
      if (!token) {
        // The server sets the cookie on any response; a first POST (a fresh tab opened on /login
        // under the dev server) has none yet, so one cheap public GET fetches it.
        await deps.fetch(`${deps.baseUrl}/api/route/get-all`, { credentials: 'same-origin' }).catch(() => undefined);
        token = deps.getCookie(XSRF_COOKIE);
      }
      if (token) request.headers.set(XSRF_HEADER, token);
      return request;
    },
  };
}

/** Every call asks its answer in the chosen language, never the browser's (issue #40). */
function languageMiddleware(getLanguage: () => string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept-Language', getLanguage());
      return request;
    },
  };
}

export function createApiClient(deps: ClientDeps = {}) {
  const baseUrl = deps.baseUrl ?? (typeof location !== 'undefined' ? location.origin : '');
  const fetchImpl = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const client = createClient<paths>({ baseUrl, fetch: fetchImpl, credentials: 'same-origin' });
  client.use(
    authMiddleware({
      getToken: deps.getToken ?? (() => storage.get('authToken')),
      now: deps.now ?? Date.now,
    }),
    xsrfMiddleware({ baseUrl, getCookie: deps.getCookie ?? readCookie, fetch: fetchImpl }),
    languageMiddleware(deps.getLanguage ?? requestedLanguage),
  );
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

let shared: ApiClient | undefined;
/** The app's client (created on first use so tests can swap `fetch` before). */
export function api(): ApiClient {
  shared ??= createApiClient();
  return shared;
}
/** Tests point the shared client at a fake or a test server. */
export function setApiClient(client: ApiClient | undefined): void {
  shared = client;
}

type Result<T> = { data?: T; error?: unknown; response: Response };

function errorMessage(error: unknown, response: Response): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return response.statusText || `HTTP ${response.status}`;
}

/**
 * Awaits an openapi-fetch call and returns its body, or throws an `ApiError`:
 * `http` with the server's status and message, `network` when no response came, `no-token`
 * from the auth middleware.
 */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  let result: Result<T>;
  try {
    result = await call;
  } catch (error) {
    if (isApiError(error)) throw error;
    throw new ApiError('network', 0, error instanceof Error ? error.message : 'Network error');
  }
  if (result.error !== undefined || !result.response.ok) {
    const data =
      result.error && typeof result.error === 'object' && 'data' in result.error ? result.error.data : undefined;
    throw new ApiError('http', result.response.status, errorMessage(result.error, result.response), data);
  }
  if (result.data === undefined) throw new ApiError('malformed', result.response.status, 'Empty response');
  return result.data;
}
