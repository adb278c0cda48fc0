// The console's Refund screen (issue #23): the refunds to pay by hand (or all of them), by pages,
// and Tandai Sudah Dibayar. Admin tokens only (the server answers 403).
import { api, unwrap, type Schemas } from './client';

export type OperatorRefundDto = Schemas['OperatorRefund'];
export type RefundFilter = 'due' | 'all';

export async function listRefunds(
  status: RefundFilter,
  page: number,
): Promise<{ refunds: OperatorRefundDto[]; page: number; totalPages: number }> {
  return (await unwrap(api().GET('/api/operator/refunds', { params: { query: { status, page } } }))).data;
}

export async function markRefundPaid(id: number): Promise<OperatorRefundDto> {
  return (await unwrap(api().POST('/api/operator/refunds/{id}/paid', { params: { path: { id } } }))).data.refund;
}
