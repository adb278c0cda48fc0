// Riwayat Perubahan (issue #22): the audit log of every operator write (../platform/audit.ts writes
// it, in the change's own transaction; migration 0010's trigger keeps it append-only), read newest
// first with filters (Jakarta dates, kind of thing, the staff member's name) a page at a time, or
// every row as CSV (the port's CSV rules: RFC 4180 quoting, a UTF-8 BOM, and a cell that starts
// like a formula — = + - @ — prefixed with ' so it never runs as one).
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { addDays, departureEpochMs } from '../../kernel/time';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { badRequest } from '../errors';
import { isoJakarta } from '../platform/clock';
import type { Handlers, Schemas } from '../platform/handlers';
import { toCsv } from '../port/reports';
import { OPERATOR_MESSAGES as M } from './messages';

type Ops = 'listAudit' | 'exportAuditCsv';

export interface AuditRouteDeps {
  db: Db;
}

type AuditFilter = { from?: string; to?: string; entity?: string; actor?: string };

/** The CSV's header row (Indonesian, as the operator reads it). */
export const AUDIT_CSV_HEADER = ['waktu', 'petugas', 'aksi', 'entitas', 'id', 'sebelum', 'sesudah', 'alasan'];

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE of a filter: from 00:00 WIB of `from` up to (excluding) 00:00 WIB of the day after `to`. */
function whereOf(f: AuditFilter): SQL | undefined {
  if (f.from && f.to && f.from > f.to) throw badRequest(M.invalidRange);
  const actor = f.actor?.trim();
  return and(
    f.from ? gte(auditLog.at, new Date(departureEpochMs(f.from, '00:00:00'))) : undefined,
    f.to ? lt(auditLog.at, new Date(departureEpochMs(addDays(f.to, 1), '00:00:00'))) : undefined,
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    actor ? ilike(auditLog.actorName, `%${escapeLike(actor)}%`) : undefined,
  );
}

const presentEntry = (r: typeof auditLog.$inferSelect): Schemas['AuditEntry'] => ({
  id: r.id,
  at: isoJakarta(r.at.getTime()),
  actorName: r.actorName,
  action: r.action,
  entity: r.entity,
  entityId: r.entityId,
  before: r.before ?? null,
  after: r.after ?? null,
  reason: r.reason,
});

const json = (value: unknown): string => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Every entry of the filter as CSV, newest first. */
export function auditCsv(entries: Schemas['AuditEntry'][]): string {
  return toCsv([
    AUDIT_CSV_HEADER,
    ...entries.map((e) => [e.at, e.actorName, e.action, e.entity, e.entityId, json(e.before), json(e.after), e.reason]),
  ]);
}

export function auditHandlers(ctx: AuditRouteDeps): Handlers<Ops> {
  const { db } = ctx;
  const select = (where: SQL | undefined) =>
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id));

  return {
    async listAudit(request) {
      const { page = 0, size = 10, ...filter } = request.query;
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        select(where)
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        status: 200,
        message: 'Success.',
        data: { entries: rows.map(presentEntry), page, size, total: total?.n ?? 0 },
      };
    },

    async exportAuditCsv(request, reply) {
      const rows = await select(whereOf(request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="riwayat-perubahan.csv"')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(auditCsv(rows.map(presentEntry))));
    },
  };
}
