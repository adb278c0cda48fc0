// The passenger's paid tickets kept for the dock without signal (issue #11): which API answers the
// service worker (src/sw/sw.ts) may keep, how they are keyed, how long, and dropping them.
//
// Only these are ever kept, and only their paid part:
// - the tiket-saya list (`GET /api/transaction/user/get-all?isActive=true…`): its paid entries;
// - a ticket's detail (`GET /api/transaction/get/{id}`) when it is paid (it carries the QR's
//   signed boarding pass);
// - a ticket's e-ticket PDF (`GET /api/transaction/generate/{id}`), which exists for paid tickets,
//   and is kept only beside its kept detail (it lives as long as the detail).
// Every other API answer goes to the network only. The answers themselves say `no-store` to HTTP
// caches (server/http); this copy is the app's own, deliberate, in Cache Storage, and dropped at
// logout and at account deletion (the session machine's `clearOfflineTickets`).
//
// How long (issue #21 §14): a copy lives until its departure has passed. Every kept answer carries
// its departure instant (DEPARTURE_HEADER; a list, its last departure) and is dropped once that is
// in the past: when it would be served, and on every sweep (`dropPassedTickets`). A list served
// from the copy shows only the tickets still ahead.
//
// One phone, several passengers: each copy is stored under the account it belongs to (the token's
// `sub`, read from the request's bearer token), so another account never reads it, and when
// another account logs in on this browser the copies of every other account are dropped (the
// session machine's `keepOfflineTicketsOf`). A session that merely expired keeps its owner's copy
// for their next login by the same account.
import { decodeJwtPayload } from './jwt';

/** Cache Storage name of the kept tickets. */
export const OFFLINE_TICKETS_CACHE = 'seberang-tickets-v1';
/** The header of a kept answer holding its departure (epoch ms; a list: its last departure). */
export const DEPARTURE_HEADER = 'x-seberang-departure';
const ACCOUNT_PARAM = '__account';

export type OfflineTicketKind = 'list' | 'detail' | 'pdf';

/** Which kept answer a GET of this URL is, or null when it is never kept. */
export function offlineTicketKind(url: URL): OfflineTicketKind | null {
  const path = url.pathname;
  if (path === '/api/transaction/user/get-all') return url.searchParams.get('isActive') === 'true' ? 'list' : null;
  if (/^\/api\/transaction\/get\/\d{1,12}$/.test(path)) return 'detail';
  if (/^\/api\/transaction\/generate\/\d{1,12}$/.test(path)) return 'pdf';
  return null;
}

/** The account a token is for (its `sub`), or null without a usable token. */
export function accountOfToken(token: string | null | undefined): string | null {
  const sub = token ? decodeJwtPayload(token)?.['sub'] : undefined;
  return typeof sub === 'string' && /^\d{1,12}$/.test(sub) ? sub : null;
}

/** The account a request is made for (its bearer token's `sub`), or null without a usable token. */
export function accountOf(authorization: string | null): string | null {
  const m = /^Bearer (\S+)$/.exec(authorization ?? '');
  return accountOfToken(m?.[1]);
}

/** The cache key of a kept answer: the URL, under its account. */
export function offlineKey(url: URL, account: string): string {
  const key = new URL(url.href);
  key.hash = '';
  key.searchParams.set(ACCOUNT_PARAM, account);
  return key.href;
}

/** The URL of a ticket's detail or e-ticket PDF on this origin. */
export function ticketUrl(kind: 'detail' | 'pdf', id: number, origin: string): URL {
  return new URL(`/api/transaction/${kind === 'detail' ? 'get' : 'generate'}/${id}`, origin);
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The departure instant of a transaction's `schedule` ({ issuedDate, issuedTime }); NaN when
 * malformed. Jakarta is UTC+7 all year (no daylight saving), so a fixed offset is exact here, and
 * the service worker needs no Temporal.
 */
export function departureMsOf(transaction: unknown): number {
  const schedule = isObject(transaction) ? transaction['schedule'] : undefined;
  if (!isObject(schedule)) return Number.NaN;
  const date = schedule['issuedDate'];
  const time = schedule['issuedTime'];
  if (typeof date !== 'string' || typeof time !== 'string') return Number.NaN;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}(:\d{2})?$/.test(time)) return Number.NaN;
  return Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}+07:00`);
}

/** A kept answer whose departure (DEPARTURE_HEADER) has passed, or that does not say it. */
export function isPassed(departure: string | null, nowMs: number): boolean {
  const at = departure === null ? Number.NaN : Number(departure);
  return !Number.isFinite(at) || at <= nowMs;
}

const isAhead = (t: unknown, nowMs: number) => departureMsOf(t) > nowMs;

/**
 * What may be kept of a JSON answer at `nowMs`: a page of the list with its paid entries still
 * ahead only, a paid detail still ahead as it is; null when nothing may be kept. Also filters a
 * kept list before it is served.
 */
export function keepablePart(kind: 'list' | 'detail', body: unknown, nowMs: number): Json | null {
  if (!isObject(body) || body['status'] !== 200 || !isObject(body['data'])) return null;
  const data = body['data'];
  if (kind === 'detail') return data['paid'] === true && isAhead(data, nowMs) ? body : null;
  const items = data['transactions'];
  if (!Array.isArray(items)) return null;
  const kept = items.filter((t) => isObject(t) && t['paid'] === true && isAhead(t, nowMs));
  return { ...body, data: { ...data, transactions: kept } };
}

/**
 * The departure a kept JSON part lives until: a detail's own, a list's last. An empty list holds
 * nothing that can go stale (offline, tiket-saya then says there is no ticket): it stays until it
 * is replaced or dropped with its account's copies.
 */
export function keptUntil(kind: 'list' | 'detail', part: Json): number {
  const data = part['data'] as Json;
  if (kind === 'detail') return departureMsOf(data);
  const items = data['transactions'] as unknown[];
  return items.length ? Math.max(...items.map(departureMsOf)) : Number.MAX_SAFE_INTEGER;
}

/** Drops every kept ticket of every account on this device (logout, account deletion). */
export async function clearOfflineTickets(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_TICKETS_CACHE);
}

/** Deletes the kept answers `drop` picks (by key URL and response). */
async function dropWhere(drop: (key: URL, response: Response | undefined) => boolean): Promise<void> {
  if (typeof caches === 'undefined' || !(await caches.has(OFFLINE_TICKETS_CACHE))) return;
  const cache = await caches.open(OFFLINE_TICKETS_CACHE);
  for (const request of await cache.keys()) {
    if (drop(new URL(request.url), await cache.match(request))) await cache.delete(request);
  }
}

/** Drops the kept tickets whose departure has passed (the service worker's sweep). */
export function dropPassedTickets(nowMs: number): Promise<void> {
  return dropWhere((_, response) => !response || isPassed(response.headers.get(DEPARTURE_HEADER), nowMs));
}

/** Another account logged in on this browser: drops every kept ticket not of `account`. */
export function keepOfflineTicketsOf(account: string | null): Promise<void> {
  return dropWhere((key) => key.searchParams.get(ACCOUNT_PARAM) !== account);
}

/** Whether the e-ticket PDF of ticket `id` is kept for the account of `token`, and still ahead. */
export async function isTicketPdfKept(
  id: number,
  token: string | null,
  origin: string,
  nowMs: number,
): Promise<boolean> {
  const account = accountOfToken(token);
  if (!account || typeof caches === 'undefined' || !(await caches.has(OFFLINE_TICKETS_CACHE))) return false;
  const cache = await caches.open(OFFLINE_TICKETS_CACHE);
  const kept = await cache.match(offlineKey(ticketUrl('pdf', id, origin), account));
  return !!kept && !isPassed(kept.headers.get(DEPARTURE_HEADER), nowMs);
}
