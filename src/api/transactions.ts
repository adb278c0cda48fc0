// Orders and transactions (spec §7: /api/transaction/*).
import { api, unwrap, ApiError, type Schemas } from './client';

export type TransactionListItem = Schemas['TransactionListItem'];
export type TransactionDetail = Schemas['TransactionDetail'];
export type OrderRequest = Schemas['OrderRequest'];
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
