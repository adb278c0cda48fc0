// The service worker (issue #11), built by vite-plugin-pwa (vite.config.ts `installable`) with
// Workbox. It does three things and nothing else:
// 1. precaches the passenger's shell (index.html, every screen's chunk, the stylesheet, the icons),
//    so the app's files never wait for the network; a page navigation gets the server's own page
//    for that address (its prerendered frame, issue #25) and falls back to the precached shell
//    only when the network fails or is too slow, so the app opens without signal (issue #36);
// 2. keeps the passenger's paid tickets (src/lib/offline-tickets.ts says exactly which answers and
//    which part of them) — network first, so they are fresh whenever there is a network, and the
//    kept copy, under the account that fetched it, when there is none; a copy lives until its
//    departure has passed (issue #21 §14);
// 3. waits to take over until the page asks for it (the "Versi baru tersedia" prompt), so an
//    update never swaps the code under a passenger in the middle of a booking.
// Every other request — the rest of the API, the payment pages, the socket — is left to the network.
/// <reference lib="webworker" />
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { PrecacheFallbackPlugin, cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import {
  DEPARTURE_HEADER,
  OFFLINE_TICKETS_CACHE,
  accountOf,
  dropPassedTickets,
  isPassed,
  keepablePart,
  keptUntil,
  offlineKey,
  offlineTicketKind,
  ticketUrl,
  type OfflineTicketKind,
} from '../lib/offline-tickets';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages (never the API): the server's page for the address, asked for by the browser while the
// worker starts (navigation preload), so a controlled page is no later than an uncontrolled one and
// paints the same frame. Issue #36 measured the precached shell answering every page instead:
// the frame gone, the second visit painted at 1.7–2.1 s (0.8–1.1 s on the first) and waited for all
// of its scripts and data. The shell (the SPA routes itself) when the network fails or has not
// answered within PAGE_TIMEOUT_S: no signal, or so little that the shell is quicker.
const PAGE_TIMEOUT_S = 4;
enableNavigationPreload();
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: PAGE_TIMEOUT_S,
      plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })],
    }),
    { denylist: [/^\/api(\/|$)/] },
  ),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});

function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/** The kept tickets: network first; the account's kept copy, while its departure is ahead, when the network fails. */
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && offlineTicketKind(url) !== null,
  async ({ url, request, event }) => {
    const kind = offlineTicketKind(url)!;
    const account = accountOf(request.headers.get('authorization'));
    // Copies whose departure has passed go (issue #21 §14), beside the answer.
    const sweep = dropPassedTickets(Date.now()).catch(() => undefined);
    try {
      (event as ExtendableEvent | undefined)?.waitUntil(sweep);
    } catch {
      // The event no longer accepts lifetime extensions: the sweep still runs.
    }
    let response: Response;
    try {
      response = await fetch(request);
    } catch (err) {
      const kept = account ? await keptCopy(kind, url, account) : undefined;
      if (kept) return kept;
      throw err;
    }
    if (account && response.ok) await keep(kind, url, account, response.clone()).catch(() => undefined);
    return response;
  },
);

/** The kept copy, unless its departure has passed (then it is dropped); a list shows what is still ahead. */
async function keptCopy(kind: OfflineTicketKind, url: URL, account: string): Promise<Response | undefined> {
  const cache = await caches.open(OFFLINE_TICKETS_CACHE);
  const key = offlineKey(url, account);
  const kept = await cache.match(key);
  const now = Date.now();
  if (!kept) return undefined;
  if (isPassed(kept.headers.get(DEPARTURE_HEADER), now)) {
    await cache.delete(key);
    return undefined;
  }
  if (kind !== 'list') return kept;
  return jsonCopy(keepablePart('list', await kept.json(), now) ?? {}, kept.headers.get(DEPARTURE_HEADER)!);
}

function jsonCopy(part: object, departure: string, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(part), {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-seberang-offline-copy': '1',
      [DEPARTURE_HEADER]: departure,
      ...extra,
    },
  });
}

async function keep(kind: OfflineTicketKind, url: URL, account: string, response: Response): Promise<void> {
  const cache = await caches.open(OFFLINE_TICKETS_CACHE);
  const key = offlineKey(url, account);
  const now = Date.now();
  if (kind === 'pdf') {
    // The PDF lives as long as its kept detail (visited first, on tiket-detail): none, none kept.
    const detail = await cache.match(
      offlineKey(ticketUrl('detail', Number(url.pathname.split('/').pop()), url.origin), account),
    );
    const departure = detail?.headers.get(DEPARTURE_HEADER) ?? null;
    if (!detail || isPassed(departure, now)) {
      await cache.delete(key);
      return;
    }
    const headers = new Headers(response.headers);
    headers.set(DEPARTURE_HEADER, departure!);
    await cache.put(key, new Response(await response.blob(), { status: 200, headers }));
    return;
  }
  const part = keepablePart(kind, await response.json(), now);
  const until = part ? keptUntil(kind, part) : Number.NaN;
  // Not (or no longer) paid, or departed: nothing of it stays.
  if (!part || !Number.isFinite(until)) {
    await cache.delete(key);
    return;
  }
  await cache.put(key, jsonCopy(part, String(until)));
}
