// A weather day in a few clicks (issue #38 item 1): pause, hold or cancel several departures at
// once with one reason and one wind speed, and see the impact before the confirmation.
// - previewDeparturesStatus: read only. The departures that can take the change (the same checks
//   as one departure's, ./departures.ts checkStatusChange) and what it touches: their paid tickets,
//   people (seats) and vehicles, the notices a hold or a cancellation sends, the money at stake if
//   every holder took the 100 % refund (from the ledger: paid in, less what is already owed or
//   paid back), the check-ins a cancellation voids and the unpaid holds it ends. The others apart,
//   with the reason.
// - setDeparturesStatus: one transaction, departures locked in id order; each that can take the
//   change is changed exactly as alone (./departures.ts changeStatus: audit, check-ins, waiting
//   payments, notices); the others are left and listed. A cancellation with checked-in tickets
//   still needs `afterLoading`.
import { inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client';
import { schedules } from '../db/schema';
import { badRequest, HttpError } from '../errors';
import type { Handlers, Schemas } from '../platform/handlers';
import { originOf } from '../platform/origin';
import { authOf } from '../platform/request-auth';
import type { Clock } from '../platform/clock';
import { changeStatus, checkStatusChange, type ScheduleRow, type StatusInput } from './departures';
import type { OperatorDeparture } from './departure-rows';
import { OPERATOR_MESSAGES as M } from './messages';

type Ops = 'previewDeparturesStatus' | 'setDeparturesStatus';
type Impact = Schemas['DepartureImpact'];
type Refusal = Schemas['DepartureRefusal'];
type Closing = 'stopped' | 'held' | 'cancelled';

export interface BulkRouteDeps {
  db: Db;
  now: Clock;
  publicUrl: string | null;
}

/** The impact of `status` on these departures (none changed yet), read inside `tx`. */
export async function impactOf(tx: Tx | Db, ids: number[], status: Closing): Promise<Impact> {
  const none = { departures: 0, tickets: 0, people: 0, vehicles: 0, notices: 0, refundAtStake: 0 };
  if (!ids.length) return { ...none, checkedIn: 0, unpaidHolds: 0 };
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [row] = rowsOf<Record<string, number | string | null>>(
    await tx.execute(sql`
      SELECT count(*) FILTER (WHERE t.status = 'PAID') AS tickets,
             coalesce(sum(t.seats) FILTER (WHERE t.status = 'PAID'), 0) AS people,
             count(*) FILTER (WHERE t.status = 'PAID') AS vehicles,
             count(*) FILTER (WHERE t.status = 'PAID' AND coalesce(t.buyer_phone, u.phone_number) IS NOT NULL) AS reachable,
             coalesce(sum(greatest(m.net, 0)) FILTER (WHERE t.status = 'PAID'), 0) AS "atStake",
             count(*) FILTER (WHERE t.status = 'PAID' AND t.checked_in) AS "checkedIn",
             count(*) FILTER (WHERE t.status = 'UNPAID') AS "unpaidHolds"
      FROM transactions t
      LEFT JOIN users u ON u.id = t.user_id
      LEFT JOIN (
        SELECT l.transaction_id,
               sum(CASE WHEN l.direction = 'in' AND l.state = 'settled' THEN l.amount
                        WHEN l.direction = 'out' AND l.state <> 'void' THEN -l.amount ELSE 0 END) AS net
        FROM ledger_entries l GROUP BY l.transaction_id
      ) m ON m.transaction_id = t.id
      WHERE t.schedule_id IN (${list})`),
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  const frees = status !== 'stopped'; // only a hold or a cancellation notifies and offers a refund
  return {
    departures: ids.length,
    tickets: n('tickets'),
    people: n('people'),
    vehicles: n('vehicles'),
    notices: frees ? n('reachable') : 0,
    refundAtStake: frees ? n('atStake') : 0,
    checkedIn: status === 'cancelled' ? n('checkedIn') : 0,
    unpaidHolds: status === 'cancelled' ? n('unpaidHolds') : 0,
  };
}

/**
 * Locks the listed departures in id order and sorts them into those that can take `input` (with
 * their checked-in count) and those that cannot (with the reason), as one departure's checks do.
 */
async function sortOut(
  tx: Tx,
  ids: number[],
  input: StatusInput,
  at: number,
): Promise<{ ok: { row: ScheduleRow; checkedIn: number }[]; refused: Refusal[] }> {
  const sorted = [...ids].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(schedules)
    .where(inArray(schedules.id, sorted))
    .orderBy(schedules.id)
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ok: { row: ScheduleRow; checkedIn: number }[] = [];
  const refused: Refusal[] = [];
  for (const id of sorted) {
    const row = byId.get(id);
    if (!row) {
      refused.push({ id, message: M.departureNotFound });
      continue;
    }
    try {
      ok.push({ row, checkedIn: await checkStatusChange(tx, row, input, at) });
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      refused.push({ id, message: err.message });
    }
  }
  return { ok, refused };
}

export function bulkHandlers(ctx: BulkRouteDeps): Handlers<Ops> {
  const { db, now } = ctx;
  return {
    async previewDeparturesStatus(request) {
      const { ids, status } = request.body;
      const at = now();
      // A preview takes no locks that last: its transaction only reads, and ends at once.
      const data = await db.transaction(async (tx) => {
        // The checks need a reason only for the wind; any valid one stands in for the preview.
        const probe: StatusInput = { status, reason: 'lainnya', note: '-', afterLoading: true };
        const { ok, refused } = await sortOut(tx, ids, probe, at);
        const impact = await impactOf(
          tx,
          ok.map((o) => o.row.id),
          status,
        );
        return { impact, refused };
      });
      return { status: 200, message: 'Success.', data };
    },

    async setDeparturesStatus(request) {
      const { ids, ...rest } = request.body;
      const input: StatusInput = rest;
      if (input.reason === 'cuaca' && (input.windKnots === undefined || input.windKnots === null))
        throw badRequest(M.windRequired);
      const at = now();
      const by = { actor: authOf(request).user, at, origin: originOf(ctx, request) };
      const data = await db.transaction(async (tx) => {
        const { ok, refused } = await sortOut(tx, ids, input, at);
        const impact = await impactOf(
          tx,
          ok.map((o) => o.row.id),
          input.status as Closing,
        );
        const departures: OperatorDeparture[] = [];
        let noticesQueued = 0;
        for (const { row, checkedIn } of ok) {
          const done = await changeStatus(tx, row, input, checkedIn, by);
          departures.push(done.departure);
          noticesQueued += done.notices;
        }
        return { departures, refused, impact, noticesQueued };
      });
      return { status: 200, message: 'Success.', data };
    },
  };
}
