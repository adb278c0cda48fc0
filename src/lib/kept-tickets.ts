// Tiket Saya without signal (issue #38 item 7): every paid ticket this phone has kept, read from the
// service worker's copies (./offline-tickets.ts says which answers are kept, under which account,
// until when): the paid entries of every kept tiket-saya page, and every kept ticket detail. They are
// merged by ticket (a list's entry first: it carries the card's own fields), only those of the
// token's account and still ahead, the newest order first, as tiket-saya's list items.
//
// Kept copies are the browser's storage, so they are checked (./storage-check.ts, the contract's
// shapes of TransactionListItem and TransactionDetail) before use: a copy that is not JSON, or not
// such an answer, is discarded (deleted from the cache); an entry that does not check is left out.
// Reading never throws: Cache Storage missing, refused or broken reads as nothing kept.
//
// `keepTicketDetails` makes "seen" mean "opens": for the paid tickets a list shows online, each
// detail not kept yet is fetched once (the service worker keeps it with its QR), so the ticket
// opens on tiket-detail offline too.
import type { Shape } from '../../kernel/wire';
import {
  DEPARTURE_HEADER,
  OFFLINE_TICKETS_CACHE,
  accountOfToken,
  departureMsOf,
  isPassed,
  offlineKey,
  offlineTicketKind,
  ticketUrl,
} from './offline-tickets';
import { arr, bool, id, INVALID, int, nullable, obj, oneOf, optional, str, type Check } from './storage-check';

type TransactionListItem = Shape<'TransactionListItem'>;

const ACCOUNT_PARAM = '__account';
const date = str((s) => /^20[0-9]{2}-[0-9]{2}-[0-9]{2}$/.test(s));
const time = str((s) => /^[0-9]{2}:[0-9]{2}:[0-9]{2}$/.test(s));
const route = obj({ id, route: str() });
const schedule = obj({ id, issuedDate: date, issuedTime: time, fromRoute: route, toRoute: route });
const status = oneOf(['UNPAID', 'PAID', 'EXPIRED', 'CANCELLED', 'REFUND_DUE']);
const notice = obj({
  kind: oneOf(['ticket', 'departure_closed', 'departure_delayed', 'reminder']),
  status: oneOf(['pending', 'sent', 'failed']),
  sentAt: nullable(str()),
});

/** wire.TransactionListItem (the card's fields). */
const listItem: Check<TransactionListItem> = obj({
  id,
  invoiceId: str(),
  paid: bool,
  status: optional(status),
  paymentUrl: nullable(str()),
  placedOrderDateTime: str(),
  price: int(),
  schedule,
  notice: optional(nullable(notice)),
  operatorCancelled: optional(bool),
  cancelledAfterPayment: optional(bool),
});

/** The part of wire.TransactionDetail a card shows. */
const detail = obj({
  id,
  invoiceId: str(),
  paid: bool,
  status: optional(status),
  placedOrderDate: date,
  placedOrderTime: time,
  price: int(),
  schedule,
  notice: optional(nullable(notice)),
  closure: optional(nullable(obj({ reason: str() }))),
});

const answer = <T>(data: Check<T>) => obj({ status: int(), data });
const listAnswer = answer(obj({ transactions: arr((v) => v) }));
const detailAnswer = answer((v) => v);

/** A kept detail as tiket-saya's card: paid and active (PAID), or cancelled by the operator. */
function detailItem(value: unknown): TransactionListItem | null {
  const d = detail(value);
  if (d === INVALID || !d.paid) return null;
  const operatorCancelled = d.status === 'CANCELLED' && !!d.closure;
  if (d.status !== undefined && d.status !== 'PAID' && !operatorCancelled) return null;
  return {
    id: d.id,
    invoiceId: d.invoiceId,
    paid: true,
    ...(d.status ? { status: d.status } : {}),
    paymentUrl: null,
    placedOrderDateTime: `${d.placedOrderDate}T${d.placedOrderTime}+07:00`,
    price: d.price,
    schedule: d.schedule,
    ...(d.notice !== undefined ? { notice: d.notice } : {}),
    ...(operatorCancelled ? { operatorCancelled } : {}),
  };
}

/** The kept copies' JSON, or INVALID when a copy is no JSON. */
async function jsonOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return INVALID;
  }
}

/** Every paid ticket kept for the account of `token`, still ahead at `nowMs`, the newest order first. */
export async function keptTickets(token: string | null, nowMs: number): Promise<TransactionListItem[]> {
  const account = accountOfToken(token);
  if (!account) return [];
  try {
    if (typeof caches === 'undefined' || !(await caches.has(OFFLINE_TICKETS_CACHE))) return [];
    const cache = await caches.open(OFFLINE_TICKETS_CACHE);
    const fromLists = new Map<number, TransactionListItem>();
    const fromDetails = new Map<number, TransactionListItem>();
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const kind = offlineTicketKind(url);
      if (url.searchParams.get(ACCOUNT_PARAM) !== account || (kind !== 'list' && kind !== 'detail')) continue;
      const response = await cache.match(request);
      if (!response || isPassed(response.headers.get(DEPARTURE_HEADER), nowMs)) continue;
      const body = await jsonOf(response);
      const kept = kind === 'list' ? listAnswer(body) : detailAnswer(body);
      if (kept === INVALID) {
        await cache.delete(request); // corrupt: discarded
        continue;
      }
      if (kind === 'detail') {
        const item = detailItem(kept.data);
        if (item) fromDetails.set(item.id, item);
        continue;
      }
      for (const entry of (kept.data as { transactions: unknown[] }).transactions) {
        const item = listItem(entry);
        if (item !== INVALID && item.paid) fromLists.set(item.id, item);
      }
    }
    const merged = new Map([...fromDetails, ...fromLists]);
    return [...merged.values()]
      .filter((t) => departureMsOf(t) > nowMs)
      .sort((a, b) => b.placedOrderDateTime.localeCompare(a.placedOrderDateTime) || b.id - a.id);
  } catch {
    return [];
  }
}

/**
 * Fetches (with `fetchDetail`, so the service worker keeps it) the detail of each of `ids` not kept
 * yet for the account of `token`; only while a service worker controls the page (nothing would be
 * kept otherwise). Failures are left: the next list tries again.
 */
export async function keepTicketDetails(
  ids: readonly number[],
  token: string | null,
  origin: string,
  fetchDetail: (id: number) => Promise<unknown>,
  controlled = typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller,
): Promise<number[]> {
  const account = accountOfToken(token);
  if (!account || !controlled || ids.length === 0 || typeof caches === 'undefined') return [];
  const fetched: number[] = [];
  try {
    const cache = await caches.open(OFFLINE_TICKETS_CACHE);
    for (const ticket of ids) {
      if (await cache.match(offlineKey(ticketUrl('detail', ticket, origin), account))) continue;
      await fetchDetail(ticket).then(
        () => fetched.push(ticket),
        () => undefined,
      );
    }
  } catch {
    // Cache Storage refused: nothing more to do.
  }
  return fetched;
}
