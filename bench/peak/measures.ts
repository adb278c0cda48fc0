// What the peak run measures beside the requests (issue #39): queue depths and how far the jobs are
// behind the clock (PostgreSQL only: PGlite's folder belongs to its one server process while it
// runs), each departure's fill by channel, the harbour master's table, and the opening's fairness.
import { readFileSync, readdirSync } from 'node:fs';
import type { Query } from '../../tests/server/fixtures/buyers';
import type { OpeningLog } from './actors';
import { CAR_CM, MINUTE, type Scenario } from './scenario';
import { sleep, type Client } from './world';
import type { DepartureRow, FillSample, PeakData, QueueSample } from './types';

/** Every second: orders not yet decided, notices not yet sent, and the oldest due work's lag. */
export async function queues(query: Query, client: Client, sampling: { stop: boolean }, out: QueueSample[]) {
  while (!sampling.stop) {
    const now = client.now();
    const at = new Date(now).toISOString();
    try {
      const { rows } = await query(
        `SELECT (SELECT count(*) FROM order_requests WHERE decided_at IS NULL)::int AS orders,
                (SELECT count(*) FROM notices WHERE status = 'pending')::int AS notices,
                (SELECT min(expires_at) FROM transactions WHERE status = 'UNPAID' AND expires_at < $1::timestamptz) AS hold,
                (SELECT min(next_attempt_at) FROM notices WHERE status = 'pending' AND next_attempt_at < $1::timestamptz) AS notice`,
        [at],
      );
      const r = rows[0]!;
      const due = [r.hold, r.notice].filter(Boolean).map((d) => new Date(d).getTime());
      out.push({
        wall: client.wall(),
        sim: now,
        orders: r.orders,
        notices: r.notices,
        lagMs: due.length ? now - Math.min(...due) : 0,
      });
      if (due.length && now - Math.min(...due) > 30_000 && process.env.PEAK_DEBUG_LAG)
        console.log(`lag at ${new Date(now).toISOString()}: hold ${r.hold}, notice ${r.notice}, ${r.notices} notices`);
    } catch {
      // the database busy or restarting: the next sample
    }
    await sleep(1_000);
  }
}

/** Every 30 simulated minutes of the day: each departure's live tickets by channel (vehicles). */
export async function fills(
  query: Query,
  client: Client,
  s: Scenario,
  departures: number[],
  sampling: { stop: boolean },
  out: FillSample[],
) {
  let next = s.dayStart;
  while (!sampling.stop) {
    if (client.now() < next) {
      await sleep(100);
      continue;
    }
    const sim = client.now();
    next = sim + 30 * MINUTE;
    try {
      const { rows } = await query(
        `SELECT schedule_id AS id,
                count(*) FILTER (WHERE channel = 'online')::int AS online,
                count(*) FILTER (WHERE channel = 'loket')::int AS booth
         FROM transactions WHERE schedule_id = ANY($1::int[]) AND status IN ('PAID', 'UNPAID')
         GROUP BY schedule_id`,
        [departures],
      );
      const by = new Map(rows.map((r) => [Number(r.id), r]));
      for (const id of departures)
        out.push({ sim, scheduleId: id, online: by.get(id)?.online ?? 0, booth: by.get(id)?.booth ?? 0 });
    } catch {
      // next time
    }
  }
}

/** What the harbour master asks for, per departure, read at the end. */
export async function departureRows(
  query: Query,
  s: Scenario,
  departures: number[],
  endSim: number,
): Promise<DepartureRow[]> {
  const { rows } = await query(
    `SELECT s.id, s.status, s.lane_cm AS lane, s.seats, s.departure_at AS at,
       (SELECT count(*) FROM transactions t WHERE t.schedule_id = s.id AND t.status = 'PAID' AND t.channel = 'online')::int AS online,
       (SELECT count(*) FROM transactions t WHERE t.schedule_id = s.id AND t.status = 'PAID' AND t.channel = 'loket')::int AS booth,
       (SELECT count(*) FROM transactions t WHERE t.schedule_id = s.id AND t.status = 'PAID' AND t.checked_in)::int AS boarded,
       (SELECT count(*) FROM ticket_changes c WHERE c.to_schedule_id = s.id AND c.from_schedule_id <> s.id AND c.status = 'done')::int AS moved_in,
       (SELECT count(*) FROM ticket_changes c WHERE c.from_schedule_id = s.id AND c.to_schedule_id <> s.id AND c.status = 'done')::int AS moved_out,
       (SELECT count(DISTINCT r.transaction_id) FROM refunds r JOIN transactions t ON t.id = r.transaction_id
         WHERE t.schedule_id = s.id)::int AS refunded
     FROM schedules s WHERE s.id = ANY($1::int[]) ORDER BY s.departure_at`,
    [departures],
  );
  return rows.map((r) => {
    const plan = s.departures[departures.indexOf(Number(r.id))]!;
    const hhmm = new Date(plan.at + 7 * 3_600_000).toISOString().slice(11, 16);
    const sailed = r.status !== 'cancelled' && new Date(r.at).getTime() < endSim;
    return {
      scheduleId: Number(r.id),
      label: `${plan.from} → ${plan.from === 'Simanindo' ? 'Tigaras' : 'Simanindo'} ${hhmm}`,
      status: r.status,
      capacityVehicles: Math.floor(r.lane / CAR_CM),
      seats: r.seats,
      soldOnline: r.online,
      soldBooth: r.booth,
      boarded: r.boarded,
      noShows: sailed ? r.online + r.booth - r.boarded : 0,
      movedIn: r.moved_in,
      movedOut: r.moved_out,
      refunded: r.refunded,
    };
  });
}

/**
 * Served out of arrival order at the opening: a buyer told 'Tiket habis' on a departure that a
 * buyer who came after them on it still got. The share is of all the opening's first orders.
 */
export function fairness(log: OpeningLog): PeakData['fairness'] {
  const by = new Map<number, OpeningLog['requests']>();
  for (const r of log.requests) by.set(r.scheduleId, [...(by.get(r.scheduleId) ?? []), r]);
  let outOfOrder = 0;
  for (const list of by.values()) {
    const sorted = [...list].sort((a, b) => a.sent - b.sent);
    let laterServed = false;
    for (let i = sorted.length - 1; i >= 0; i--) {
      const r = sorted[i]!;
      if (r.outcome === 'soldOut' && laterServed) outOfOrder++;
      if (r.outcome === 'ok') laterServed = true;
    }
  }
  const buyers = log.requests.length;
  return { buyers, outOfOrder, share: buyers ? outOfOrder / buyers : 0 };
}

/** CPU seconds a process has used so far (utime + stime, /proc/<pid>/stat), or null when it is gone. */
function cpuOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The PostgreSQL server's processes on this machine (its backends serve every instance). */
function postgresPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number)
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false;
        }
      });
  } catch {
    return [];
  }
}

/**
 * Where the CPU goes (what limits throughput, measured): every second, the CPU seconds each group
 * used since the last sample — the server instances, PostgreSQL's processes, and this load
 * generator — added to the phase the run is in ('opening' or 'day'; the jump between is left out).
 */
export async function cpu(
  groups: () => Record<string, number[]>,
  phase: () => 'opening' | 'day' | null,
  sampling: { stop: boolean },
  out: Record<string, { opening: number; day: number }>,
) {
  const last = new Map<number, number>();
  while (!sampling.stop) {
    const p = phase();
    for (const [name, pids] of Object.entries({ ...groups(), postgres: postgresPids() })) {
      out[name] ??= { opening: 0, day: 0 };
      for (const pid of pids) {
        const now = cpuOf(pid);
        if (now === null) continue;
        const used = now - (last.get(pid) ?? now);
        last.set(pid, now);
        if (p) out[name]![p] += used;
      }
    }
    await sleep(1_000);
  }
}
