// tiket-saya's pages (issue #38 item 7), for ticket-list.machine.ts: GET
// /api/transaction/user/get-all as every list, and without signal every paid ticket this phone has
// kept (src/lib/kept-tickets.ts) instead of "Tiket gagal dimuat". Page 0 decides:
//  - the server answered: its page (`meta.offline` false), and the details of its paid tickets are
//    kept in the background, so each opens offline later;
//  - no network (or the service worker's kept copy of this one page, which may hold fewer): every
//    kept ticket, one page without more (`meta.offline` true). With none kept, a failed fetch stays
//    a failure (the screen's retry).
// A later page is the server's or fails, as before.
import { ApiError, isApiError } from '../api/client';
import { getTransaction, getUserTransactionsPage, type TransactionListItem } from '../api/transactions';
import { keepTicketDetails, keptTickets } from '../lib/kept-tickets';
import { storage } from '../lib/storage';
import type { Page, PageRequest } from './paged-list.machine';

export type ActiveTicketsDeps = {
  token: () => string | null;
  now: () => number;
  origin: string;
  keep: typeof keepTicketDetails;
  kept: typeof keptTickets;
  fetchPage: typeof getUserTransactionsPage;
  fetchDetail: (id: number) => Promise<unknown>;
};

const liveDeps = (): ActiveTicketsDeps => ({
  token: () => storage.get('authToken'),
  now: Date.now,
  origin: globalThis.location?.origin ?? '',
  keep: keepTicketDetails,
  kept: keptTickets,
  fetchPage: getUserTransactionsPage,
  fetchDetail: getTransaction,
});

const offlinePage = (items: TransactionListItem[]): Page<TransactionListItem> => ({
  items,
  hasMore: false,
  meta: { offline: true },
});

/** One page of the active tickets, or the kept ones without signal (see above). */
export async function fetchActiveTickets(
  { params, page, size }: PageRequest<{ isActive: boolean }>,
  deps: ActiveTicketsDeps = liveDeps(),
): Promise<Page<TransactionListItem>> {
  let answer: Awaited<ReturnType<ActiveTicketsDeps['fetchPage']>>;
  try {
    answer = await deps.fetchPage({ isActive: params.isActive, page, size });
  } catch (err) {
    const noNetwork = isApiError(err) && (err as ApiError).kind === 'network';
    if (!noNetwork || page > 0) throw err;
    const kept = await deps.kept(deps.token(), deps.now());
    if (kept.length === 0) throw err;
    return offlinePage(kept);
  }
  if (answer.offlineCopy && page === 0) {
    const kept = await deps.kept(deps.token(), deps.now());
    return offlinePage(kept.length ? kept : answer.transactions);
  }
  if (!answer.offlineCopy) {
    const paid = answer.transactions.filter((t) => t.paid).map((t) => t.id);
    void deps.keep(paid, deps.token(), deps.origin, deps.fetchDetail);
  }
  return {
    items: answer.transactions,
    hasMore: answer.has_more,
    ...(page === 0 ? { meta: { offline: answer.offlineCopy } } : {}),
  };
}
