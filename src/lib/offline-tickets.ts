// The passenger's paid tickets kept for the dock without signal (issue #11): which API answers the
// service worker (src/sw/sw.ts) may keep, how they are keyed, and clearing them at logout.
//
// Only these are ever kept, and only their paid part:
// - the tiket-saya list (`GET /api/transaction/user/get-all?isActive=true…`): its paid entries;
// - a ticket's detail (`GET /api/transaction/get/{id}`) when it is paid (it carries the QR's
//   signed boarding pass);
// - a ticket's e-ticket PDF (`GET /api/transaction/generate/{id}`), which exists for paid tickets.
// Every other API answer goes to the network only. The answers themselves say `no-store` to HTTP
// caches (server/http); this copy is the app's own, deliberate, in Cache Storage, and dropped at
// logout and at account deletion (the session machine's `clearOfflineTickets`).
//
// One phone, several passengers: each copy is stored under the account it belongs to (the token's
// `sub`, read from the request's bearer token), so another account never reads it, even when a
// session ended without a logout (an expired token keeps its owner's copy for the next login).
import { decodeJwtPayload } from './jwt';

/** Cache Storage name of the kept tickets. */
export const OFFLINE_TICKETS_CACHE = 'seberang-tickets-v1';

export type OfflineTicketKind = 'list' | 'detail' | 'pdf';

/** Which kept answer a GET of this URL is, or null when it is never kept. */
export function offlineTicketKind(url: URL): OfflineTicketKind | null {
  const path = url.pathname;
  if (path === '/api/transaction/user/get-all') return url.searchParams.get('isActive') === 'true' ? 'list' : null;
  if (/^\/api\/transaction\/get\/\d{1,12}$/.test(path)) return 'detail';
  if (/^\/api\/transaction\/generate\/\d{1,12}$/.test(path)) return 'pdf';
  return null;
}

/** The account a request is made for (its bearer token's `sub`), or null without a usable token. */
export function accountOf(authorization: string | null): string | null {
  const m = /^Bearer (\S+)$/.exec(authorization ?? '');
  const sub = m?.[1] ? decodeJwtPayload(m[1])?.['sub'] : undefined;
  return typeof sub === 'string' && /^\d{1,12}$/.test(sub) ? sub : null;
}

/** The cache key of a kept answer: the URL, under its account. */
export function offlineKey(url: URL, account: string): string {
  const key = new URL(url.href);
  key.hash = '';
  key.searchParams.set('__account', account);
  return key.href;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What may be kept of a JSON answer: a page of the list with its paid entries only, a paid detail
 * as it is; null when nothing may be kept.
 */
export function keepablePart(kind: 'list' | 'detail', body: unknown): Json | null {
  if (!isObject(body) || body['status'] !== 200 || !isObject(body['data'])) return null;
  const data = body['data'];
  if (kind === 'detail') return data['paid'] === true ? body : null;
  const items = data['transactions'];
  if (!Array.isArray(items)) return null;
  return { ...body, data: { ...data, transactions: items.filter((t) => isObject(t) && t['paid'] === true) } };
}

/** Drops every kept ticket of every account on this device (logout, account deletion). */
export async function clearOfflineTickets(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_TICKETS_CACHE);
}
