// The operator's audit log (issue #22, Riwayat Perubahan): every operator write, newest first, with
// filters, by pages, and the same rows as a CSV file (fetched with the bearer token, as a Blob).
import type { paths } from '../../kernel/schema';
import { api, unwrap, ApiError, type Schemas } from './client';

export type AuditEntryDto = Schemas['AuditEntry'];
export type AuditEntity = NonNullable<
  NonNullable<paths['/api/operator/audit']['get']['parameters']['query']>['entity']
>;
/** The filters; an empty field filters nothing. */
export type AuditFilters = { from: string; to: string; entity: AuditEntity | ''; actor: string };

function query(filters: AuditFilters) {
  return {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.entity ? { entity: filters.entity } : {}),
    ...(filters.actor.trim() ? { actor: filters.actor.trim() } : {}),
  };
}

export async function listAudit(
  filters: AuditFilters,
  page: number,
  size: number,
): Promise<{ entries: AuditEntryDto[]; page: number; size: number; total: number }> {
  return (await unwrap(api().GET('/api/operator/audit', { params: { query: { ...query(filters), page, size } } })))
    .data;
}

/** A Blob, also one from another realm (a test's DOM beside Node's fetch). */
const isBlob = (data: unknown): data is Blob =>
  data instanceof Blob ||
  (typeof data === 'object' && data !== null && typeof (data as Blob).arrayBuffer === 'function');

export async function exportAuditCsv(filters: AuditFilters): Promise<Blob> {
  const { data, response } = await api().GET('/api/operator/audit/csv', {
    params: { query: query(filters) },
    parseAs: 'blob',
  });
  if (!response.ok || !isBlob(data))
    throw new ApiError('http', response.status, response.statusText || `HTTP ${response.status}`);
  return data;
}
