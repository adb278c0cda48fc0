// What each Riwayat Perubahan entry is about, by name (issue #38 item 4): a departure by its day,
// time and direction, a ticket by its number and departure, a refund by its ticket, a ship, pattern,
// fare or Golongan by the names its row carries. Resolved here, when the log is read, because the
// rows keep only ids (a departure's, a ticket's, a moved ticket's scheduleId) and the CSV — made on
// the server — must read the same as the screen. A page costs a handful of id lookups.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, routes, schedules, timetablePatterns, transactions } from '../db/schema';
import { refunds } from '../db/schema-tickets';
import { departureText, NO_NAMES, valueText, type Names } from './audit-words';

type AuditRow = typeof auditLog.$inferSelect;
type Rec = Record<string, unknown>;

const rec = (v: unknown): Rec => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Rec) : {});
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const ids = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];

/** Rows of `ids`, a chunk at a time (a CSV of every row may name many). */
async function byIds<T>(list: number[], load: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < list.length; i += 1000) out.push(...(await load(list.slice(i, i + 1000))));
  return out;
}

export interface AuditNames {
  names: Names;
  subject: (row: AuditRow) => string;
}

/** The names the rows need, looked up once for them all. */
export async function auditNames(db: Db, rows: AuditRow[]): Promise<AuditNames> {
  const of = (entity: string) => ids(rows.filter((r) => r.entity === entity).map((r) => r.entityId));
  const moved = rows
    .filter((r) => r.entity === 'ticket')
    .flatMap((r) => [num(rec(r.before).scheduleId), num(rec(r.after).scheduleId)]);
  const patternIds = ids(
    rows.filter((r) => r.entity === 'exception').map((r) => num(rec(r.after ?? r.before).patternId)),
  );

  const [routeRows, refundRows, patternRows] = await Promise.all([
    db.select().from(routes),
    byIds(of('refund'), (c) =>
      db.select({ id: refunds.id, tx: refunds.transactionId }).from(refunds).where(inArray(refunds.id, c)),
    ),
    byIds(patternIds, (c) =>
      db
        .select({
          id: timetablePatterns.id,
          time: timetablePatterns.departureTime,
          from: timetablePatterns.fromRouteId,
          to: timetablePatterns.toRouteId,
        })
        .from(timetablePatterns)
        .where(inArray(timetablePatterns.id, c)),
    ),
  ]);
  const txRows = await byIds(ids([...of('ticket'), ...refundRows.map((r) => r.tx)]), (c) =>
    db
      .select({
        id: transactions.id,
        invoiceId: transactions.invoiceId,
        plate: transactions.plateNumber,
        scheduleId: transactions.scheduleId,
      })
      .from(transactions)
      .where(inArray(transactions.id, c)),
  );
  const scheduleRows = await byIds(ids([...of('departure'), ...moved, ...txRows.map((t) => t.scheduleId)]), (c) =>
    db
      .select({
        id: schedules.id,
        date: schedules.issuedDate,
        time: schedules.issuedTime,
        from: schedules.fromRouteId,
        to: schedules.toRouteId,
      })
      .from(schedules)
      .where(inArray(schedules.id, c)),
  );

  const route = new Map(routeRows.map((r) => [r.id, r.name]));
  const routeName = (id: number) => route.get(id) ?? `#${id}`;
  const departures = new Map(
    scheduleRows.map((s) => [
      s.id,
      departureText({ date: s.date, time: s.time, from: routeName(s.from), to: routeName(s.to) }),
    ]),
  );
  const tickets = new Map(txRows.map((t) => [t.id, t]));
  const refundTx = new Map(refundRows.map((r) => [r.id, r.tx]));
  const patterns = new Map(patternRows.map((p) => [p.id, p]));
  const names: Names = { route: (id) => route.get(id), departure: (id) => departures.get(id) };

  const ticketText = (txId: number | undefined) => {
    const t = txId === undefined ? undefined : tickets.get(txId);
    if (!t) return null;
    const dep = departures.get(t.scheduleId);
    return `${t.invoiceId}${t.plate ? ` (${t.plate})` : ''}${dep ? `, ${dep}` : ''}`;
  };

  const subject = (row: AuditRow): string => {
    const id = row.entityId;
    const thing = rec(row.after ?? row.before);
    const fallback = id === null ? '—' : `#${id}`;
    switch (row.entity) {
      case 'departure':
        return (id !== null && departures.get(id)) || fallback;
      case 'ticket':
        return ticketText(id ?? undefined) ?? str(thing.invoiceId) ?? fallback;
      case 'refund': {
        const t = ticketText(id === null ? undefined : refundTx.get(id));
        return t ? `tiket ${t}` : fallback;
      }
      case 'ship':
        return str(thing.name) ?? fallback;
      case 'pattern':
        return patternText(thing, names) ?? fallback;
      case 'exception': {
        const p = patterns.get(num(thing.patternId) ?? -1);
        const date = str(thing.date);
        return p && date
          ? departureText({ date, time: p.time, from: routeName(p.from), to: routeName(p.to) })
          : fallback;
      }
      case 'fare': {
        const type = str(thing.typeName);
        if (!type) return fallback;
        if (thing.kind === 'foot') return `pejalan kaki ${type}`; // issue #40 item 3
        return thing.kind === 'passenger' ? `penumpang ${type}` : type;
      }
      case 'vehicle_class': {
        const cls = str(thing.vehicleClass);
        const type = str(thing.vehicleType);
        return cls ? `${cls}${type ? ` (${type})` : ''}` : fallback;
      }
      default:
        return fallback;
    }
  };
  return { names, subject };
}

/** A pattern: '07:15, Tigaras → Simanindo, Sen, Rab, Jum'; a crossing time: 'Penyeberangan Simanindo ↔ Tigaras'. */
function patternText(p: Rec, names: Names = NO_NAMES): string | null {
  const time = str(p.departureTime);
  const from = valueText('fromRoute', p.fromRoute, 'pattern', names);
  const to = valueText('toRoute', p.toRoute, 'pattern', names);
  // The crossing time of a port pair (issue #38 item 3), either way.
  if (!time && p.crossingMinutes !== undefined) return `Penyeberangan ${from} ↔ ${to}`;
  if (!time) return null;
  return `${valueText('departureTime', time, 'pattern')}, ${from} → ${to}, ${valueText('weekdays', p.weekdays, 'pattern')}`;
}
