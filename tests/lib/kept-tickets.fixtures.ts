// Cache Storage in memory, seeded as the service worker keeps tickets (src/sw/sw.ts): a tiket-saya
// page and ticket details under their account, with their departure header. For the kept-tickets
// tests (issue #38 item 7): the store, the machine and the screen.
import { DEPARTURE_HEADER, OFFLINE_TICKETS_CACHE, offlineKey, ticketUrl } from '../../src/lib/offline-tickets';
import type { TransactionListItem } from '../../src/api/transactions';

export function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const cacheOf = (entries: Map<string, Response>) => ({
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
    match: async (key: string | Request) => entries.get(typeof key === 'string' ? key : key.url)?.clone(),
    put: async (key: string, response: Response) => void entries.set(key, response),
    delete: async (key: string | Request) => entries.delete(typeof key === 'string' ? key : key.url),
  });
  return {
    stores,
    has: async (name: string) => stores.has(name),
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
    delete: async (name: string) => stores.delete(name),
  };
}

/** 2026-11-23 08:30 WIB, the kept tickets' departure. */
export const DEPARTS_MS = Date.UTC(2026, 10, 23, 1, 30);

export function keptItem(id: number, extra: Partial<TransactionListItem> = {}): TransactionListItem {
  return {
    id,
    invoiceId: `INV-20261122-${String(id).padStart(6, '0')}`,
    paid: true,
    paymentUrl: null,
    placedOrderDateTime: `2026-11-22T0${id % 10}:00:00+07:00`,
    price: 291_150,
    schedule: {
      id: 42,
      issuedDate: '2026-11-23',
      issuedTime: '08:30:00',
      fromRoute: { id: 1, route: 'Simanindo' },
      toRoute: { id: 2, route: 'Tigaras' },
    },
    ...extra,
  };
}

/** A kept ticket detail (the part tiket-saya reads, and more the card ignores). */
export function keptDetail(id: number, extra: Record<string, unknown> = {}) {
  const item = keptItem(id);
  return {
    id,
    invoiceId: item.invoiceId,
    requestId: `req-${id}`,
    checkedIn: false,
    boardingPass: 'x.y.z',
    bankName: null,
    paymentMethod: 'qris',
    placedOrderDate: '2026-11-22',
    placedOrderTime: `0${id % 10}:00:00`,
    plateNumber: 'BK 1234 ABC',
    price: item.price,
    paid: true,
    status: 'PAID',
    paidDateTime: null,
    schedule: item.schedule,
    vehicleClass: 'Golongan IV',
    ...extra,
  };
}

const json = (body: unknown, departure: number) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    headers: { 'content-type': 'application/json', [DEPARTURE_HEADER]: String(departure) },
  });

/** Keeps, for `account`, a tiket-saya page of `items` and the `details`, as the service worker does. */
export async function seedKept(
  caches: ReturnType<typeof fakeCaches>,
  origin: string,
  account: string,
  { items = [], details = [], page = 0 }: { items?: unknown[]; details?: unknown[]; page?: number },
  departure = DEPARTS_MS,
) {
  const cache = await caches.open(OFFLINE_TICKETS_CACHE);
  if (items.length) {
    const url = new URL(`/api/transaction/user/get-all?isActive=true&page=${page}&size=5`, origin);
    await cache.put(
      offlineKey(url, account),
      json({ status: 200, message: 'OK', data: { transactions: items, has_more: false } }, departure),
    );
  }
  for (const d of details) {
    const key = offlineKey(ticketUrl('detail', (d as { id: number }).id, origin), account);
    await cache.put(key, json({ status: 200, message: 'OK', data: d }, departure));
  }
  return cache;
}

/** Puts a raw body (corrupt or not) under a detail key of `account`. */
export async function seedRaw(
  caches: ReturnType<typeof fakeCaches>,
  origin: string,
  account: string,
  id: number,
  body: string,
  departure = DEPARTS_MS,
) {
  const cache = await caches.open(OFFLINE_TICKETS_CACHE);
  const key = offlineKey(ticketUrl('detail', id, origin), account);
  await cache.put(key, json(body, departure));
  return key;
}
