// Riwayat Perubahan (issue #22): the audit log of every operator write (../platform/audit.ts writes
// it, in the change's own transaction; migration 0010's trigger keeps it append-only), read newest
// first with filters (Jakarta dates, kind of thing, the staff member's name) a page at a time, or
// every row as CSV (the port's CSV rules: RFC 4180 quoting, a UTF-8 BOM, and a cell that starts
// like a formula — = + - @ — prefixed with ' so it never runs as one). Each entry comes in words
// (issue #38 item 4): its title, its kind, what it is about by name (./audit-subjects.ts) and its
// changed fields labelled, before → after (./audit-words.ts); the CSV reads the same words.
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { addDays, departureEpochMs, formatDateTimeWib } from '../../kernel/time';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { badRequest } from '../errors';
import { isoJakarta } from '../platform/clock';
import type { Handlers, Schemas } from '../platform/handlers';
import { toCsv } from '../port/reports';
import { OPERATOR_MESSAGES as M } from './messages';
import { auditNames, type AuditNames } from './audit-subjects';
import { AUDIT_ENTITY_WORDS, auditChanges, auditTitle, changeLine, type AuditEntity } from './audit-words';

type Ops = 'listAudit' | 'exportAuditCsv';

export interface AuditRouteDeps {
  db: Db;
}

type AuditFilter = { from?: string; to?: string; entity?: string; actor?: string };

/** The CSV's header row (Indonesian, as the operator reads it). */
export const AUDIT_CSV_HEADER = ['waktu', 'petugas', 'aksi', 'jenis', 'tentang', 'perubahan', 'alasan'];

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

type AuditRow = typeof auditLog.$inferSelect;

const presentEntry =
  ({ names, subject }: AuditNames) =>
  (r: AuditRow): Schemas['AuditEntry'] => ({
    id: r.id,
    at: isoJakarta(r.at.getTime()),
    actorName: r.actorName,
    action: r.action,
    title: auditTitle(r.action),
    entity: r.entity,
    entityLabel: AUDIT_ENTITY_WORDS[r.entity as AuditEntity] ?? r.entity,
    entityId: r.entityId,
    subject: subject(r),
    changes: auditChanges(r, names),
    before: r.before ?? null,
    after: r.after ?? null,
    reason: r.reason,
  });

/** Rows as entries, with the names they need looked up once. */
const present = async (db: Db, rows: AuditRow[]) => rows.map(presentEntry(await auditNames(db, rows)));

/** Every entry of the filter as CSV, newest first, in the screen's words. */
export function auditCsv(entries: Schemas['AuditEntry'][]): string {
  return toCsv([
    AUDIT_CSV_HEADER,
    ...entries.map((e) => [
      formatDateTimeWib(Date.parse(e.at)),
      e.actorName,
      e.title,
      e.entityLabel,
      e.subject,
      e.changes.map(changeLine).join('; '),
      e.reason,
    ]),
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
        data: { entries: await present(db, rows), page, size, total: total?.n ?? 0 },
      };
    },

    async exportAuditCsv(request, reply) {
      const rows = await select(whereOf(request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="riwayat-perubahan.csv"')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(auditCsv(await present(db, rows))));
    },
  };
}
