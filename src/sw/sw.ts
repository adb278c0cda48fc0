// The service worker (issue #11), built by vite-plugin-pwa (vite.config.ts `installable`) with
// Workbox. It does three things and nothing else:
// 1. precaches the passenger's shell (index.html, every screen's chunk, the stylesheet, the icons)
//    and answers every page navigation with that shell, so the app opens without signal;
// 2. keeps the passenger's paid tickets (src/lib/offline-tickets.ts says exactly which answers and
//    which part of them) — network first, so they are fresh whenever there is a network, and the
//    kept copy, under the account that fetched it, when there is none;
// 3. waits to take over until the page asks for it (the "Versi baru tersedia" prompt), so an
//    update never swaps the code under a passenger in the middle of a booking.
// Every other request — the rest of the API, the payment pages, the socket — is left to the network.
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { OFFLINE_TICKETS_CACHE, accountOf, keepablePart, offlineKey, offlineTicketKind } from '../lib/offline-tickets';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages: the precached shell, whatever the path (the SPA routes itself); never the API.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});

function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/** The kept tickets: network first; the account's kept copy when the network fails. */
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && offlineTicketKind(url) !== null,
  async ({ url, request }) => {
    const kind = offlineTicketKind(url)!;
    const account = accountOf(request.headers.get('authorization'));
    let response: Response;
    try {
      response = await fetch(request);
    } catch (err) {
      const kept = account
        ? await (await caches.open(OFFLINE_TICKETS_CACHE)).match(offlineKey(url, account))
        : undefined;
      if (kept) return kept;
      throw err;
    }
    if (account && response.ok) await keep(kind, url, account, response.clone()).catch(() => undefined);
    return response;
  },
);

async function keep(kind: 'list' | 'detail' | 'pdf', url: URL, account: string, response: Response): Promise<void> {
  const cache = await caches.open(OFFLINE_TICKETS_CACHE);
  const key = offlineKey(url, account);
  if (kind === 'pdf') {
    await cache.put(key, response);
    return;
  }
  const part = keepablePart(kind, await response.json());
  // Not (or no longer) paid: nothing of it stays.
  if (!part) {
    await cache.delete(key);
    return;
  }
  await cache.put(
    key,
    new Response(JSON.stringify(part), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-seberang-offline-copy': '1' },
    }),
  );
}
