// Dasbor (issue #22): for a date and the next 7 days (default: today, Asia/Jakarta), every
// departure's occupancy (lane-metres and seats used, its status), and the paid tickets of those
// departures per channel (online, loket) with their revenue. Read only.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { addDays, todayJakarta } from '../../kernel/time';
import type { Db } from '../db/client';
import { schedules, transactions } from '../db/schema';
import { ledgerEntries } from '../db/schema-ledger';
import type { Clock } from '../platform/clock';
import type { Handlers, Schemas } from '../platform/handlers';
import { hms } from '../platform/present';
import { departureRows, type DepartureRow } from './departure-rows';

type Ops = 'getOperatorDashboard';

/** Days after the first the dashboard covers (today and the next 7). */
export const DASHBOARD_DAYS_AFTER = 7;
const CHANNELS = ['online', 'loket'] as const;

export interface DashboardRouteDeps {
  db: Db;
  now: Clock;
}

const dashboardDeparture = (r: DepartureRow): Schemas['DashboardDeparture'] => ({
  id: r.s.id,
  issuedTime: hms(r.s.issuedTime),
  fromRoute: { id: r.s.fromRouteId, route: r.fromName },
  toRoute: { id: r.s.toRouteId, route: r.toName },
  status: r.s.status,
  laneMetres: r.s.laneCm / 100,
  usedMetres: Math.max(0, r.s.laneCm - r.s.laneFreeCm) / 100,
  seats: r.s.seats,
  seatsUsed: Math.max(0, r.s.seats - r.s.seatsFree),
});

/** Paid tickets of the departures dated from…to, per channel (every channel listed, 0 when none). */
async function salesByChannel(db: Db, from: string, to: string): Promise<Schemas['Dashboard']['sales']> {
  // Revenue from the ledger (issue #37): what each paid ticket's payments brought in (its order,
  // its moves' payments, the booth's cash or QRIS) less what is owed or paid back of them.
  const money = db
    .select({
      transactionId: ledgerEntries.transactionId,
      net: sql<number>`sum(CASE WHEN ${ledgerEntries.direction} = 'in' AND ${ledgerEntries.state} = 'settled' THEN ${ledgerEntries.amount}
        WHEN ${ledgerEntries.direction} = 'out' AND ${ledgerEntries.state} <> 'void' THEN -${ledgerEntries.amount} ELSE 0 END)`.as(
        'net',
      ),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .as('money');
  const rows = await db
    .select({
      channel: transactions.channel,
      tickets: sql<number>`count(*)`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${money.net}), 0)`.mapWith(Number),
    })
    .from(transactions)
    .innerJoin(schedules, eq(schedules.id, transactions.scheduleId))
    .leftJoin(money, eq(money.transactionId, transactions.id))
    .where(and(eq(transactions.status, 'PAID'), gte(schedules.issuedDate, from), lte(schedules.issuedDate, to)))
    .groupBy(transactions.channel);
  return CHANNELS.map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    return { channel, tickets: row?.tickets ?? 0, revenue: row?.revenue ?? 0 };
  });
}

export function dashboardHandlers(ctx: DashboardRouteDeps): Handlers<Ops> {
  const { db, now } = ctx;
  return {
    async getOperatorDashboard(request) {
      const from = request.query.from ?? todayJakarta(now());
      const to = addDays(from, DASHBOARD_DAYS_AFTER);
      const [rows, sales] = await Promise.all([
        departureRows(db, and(gte(schedules.issuedDate, from), lte(schedules.issuedDate, to))),
        salesByChannel(db, from, to),
      ]);
      const days = Array.from({ length: DASHBOARD_DAYS_AFTER + 1 }, (_, i) => {
        const date = addDays(from, i);
        return { date, departures: rows.filter((r) => r.s.issuedDate === date).map(dashboardDeparture) };
      });
      return { status: 200, message: 'Success.', data: { from, to, days, sales } };
    },
  };
}
