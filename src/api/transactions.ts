// Orders and transactions (spec §7: /api/transaction/*).
import { api, unwrap, ApiError, type Schemas } from './client';

export type TransactionListItem = Schemas['TransactionListItem'];
export type TransactionDetail = Schemas['TransactionDetail'];
export type OrderRequest = Schemas['OrderRequest'];
export type FootOrderRequest = Schemas['FootOrderRequest'];
export type TransactionPage = { transactions: TransactionListItem[]; has_more: boolean };

export async function getUserTransactions(query: {
  isActive: boolean;
  paid?: boolean;
  /** Beyond the spec (issue #21): only boarded (true) or not yet boarded (false). */
  checkedIn?: boolean;
  /** Beyond the spec (issue #21): newest order first (default) or soonest departure first. */
  sort?: 'placed' | 'departure';
  page: number;
  size: number;
}): Promise<TransactionPage> {
  return (await unwrap(api().GET('/api/transaction/user/get-all', { params: { query } }))).data;
}

/** The header the service worker puts on an answer served from its kept copy (src/sw/sw.ts). */
export const OFFLINE_COPY_HEADER = 'x-seberang-offline-copy';

/** getUserTransactions, and whether the answer is the service worker's kept copy, not the server's (issue #38). */
export async function getUserTransactionsPage(
  query: Parameters<typeof getUserTransactions>[0],
): Promise<TransactionPage & { offlineCopy: boolean }> {
  const call = api().GET('/api/transaction/user/get-all', { params: { query } });
  const { data } = await unwrap(call);
  return { ...data, offlineCopy: (await call).response.headers.get(OFFLINE_COPY_HEADER) === '1' };
}

export async function getTransaction(id: number): Promise<TransactionDetail> {
  return (await unwrap(api().GET('/api/transaction/get/{id}', { params: { path: { id } } }))).data;
}

/** The e-ticket PDF of a paid transaction. */
export async function generateTicket(id: number): Promise<Blob> {
  const { data, response } = await api().GET('/api/transaction/generate/{id}', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  if (!response.ok || !(data instanceof Blob)) {
    throw new ApiError('http', response.status, response.statusText || `HTTP ${response.status}`);
  }
  return data;
}

/** Places an order; the outcome arrives over the socket (see socket.ts). */
export async function placeOrder(body: OrderRequest): Promise<{ requestId: string }> {
  return (await unwrap(api().POST('/api/transaction/order', { body }))).data;
}

/** Beyond the spec (issue #40 item 3): walk-on passengers' order; the outcome arrives over the socket like placeOrder's. */
export async function placeFootOrder(body: FootOrderRequest): Promise<{ requestId: string }> {
  return (await unwrap(api().POST('/api/transaction/order-foot', { body }))).data;
}
