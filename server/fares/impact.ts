// Tarif's consequences (issue #38 item 3): from when and for which departures a new fare applies,
// before saving (POST /api/operator/fares/impact) and in the save's answer. A fare prices the
// departures dated from its Berlaku mulai until the day before the type's next scheduled fare (none:
// no end), for the orders accepted from then on; tickets already held or sold keep their price.
// `departures` counts those already on the timetable (not cancelled; the timetable's horizon decides
// how far they exist), `ticketsKept` the held and sold tickets on them that keep their price.
import { and, asc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { addDays } from '../../kernel/time';
import type { Executor } from '../db/client';
import { fares, schedules, transactions } from '../db/schema';
import type { Schemas } from '../platform/handlers';
import { fareColumn, type FareKind } from './queries';

/** What a fare of `kind`/`typeId` from `validFrom` applies to (the fare itself may already be stored). */
export async function fareImpact(
  db: Executor,
  input: { kind: FareKind; typeId: number; validFrom: string },
): Promise<Schemas['FareImpact']> {
  const column = fareColumn(input.kind);
  const [next] = await db
    .select({ validFrom: fares.validFrom })
    .from(fares)
    .where(and(eq(column, input.typeId), gt(fares.validFrom, input.validFrom)))
    .orderBy(asc(fares.validFrom))
    .limit(1);
  const until = next ? addDays(next.validFrom, -1) : null;
  const inRange = and(
    gte(schedules.issuedDate, input.validFrom),
    until === null ? undefined : lte(schedules.issuedDate, until),
    ne(schedules.status, 'cancelled'),
  );
  const [counted] = await db
    .select({
      departures: sql<number>`count(*)`.mapWith(Number),
      lastDate: sql<string | null>`max(${schedules.issuedDate})::text`,
    })
    .from(schedules)
    .where(inRange);
  const [tickets] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(transactions)
    .innerJoin(schedules, eq(schedules.id, transactions.scheduleId))
    .where(and(inRange, inArray(transactions.status, ['UNPAID', 'PAID'])));
  return {
    validFrom: input.validFrom,
    until,
    nextFrom: next?.validFrom ?? null,
    departures: counted?.departures ?? 0,
    lastDate: counted?.lastDate ?? null,
    ticketsKept: tickets?.n ?? 0,
  };
}
