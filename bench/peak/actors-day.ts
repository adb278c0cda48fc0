// The peak day itself (issue #39): the two booths selling through the day (from the walk-in part
// kept for them, released online 2 h before each departure), the late payers, the officers at the
// dock (10 % no-shows; one phone offline for three departures, synced after the third), the 14:00
// 20-knot hold on four departures (two then cancelled, two reopened) and the stranded holders'
// choices: half move free, 30 % take the refund, the rest do nothing.
import { randomUUID } from 'node:crypto';
import { HOUR, MINUTE, rng, type Scenario } from './scenario';
import { Person, orderBody, pay, placeOrder, sessionOf, until, type Held } from './actors';
import type { Cleanup } from '../../tests/server/fixtures/stomp-helpers';
import type { Client } from './world';
import type { RunRecord } from './types';

export interface DayContext {
  client: Client;
  s: Scenario;
  departures: number[];
  /** Every online ticket's holder, by transaction id. */
  holders: Map<number, Person>;
  record: RunRecord;
  cleanup: Cleanup;
  /** Called once the stranded passengers start choosing (the rebooking rush: a crash goes here). */
  onRush: () => Promise<void>;
}

/** One booth: opens its shift, sells its share of the day's vehicles on its port's next departures, closes. */
export async function booth(ctx: DayContext, cashier: Person, port: 'Simanindo' | 'Tigaras', sales: number) {
  const { client, s, departures } = ctx;
  const random = rng(s.seed ^ (port === 'Simanindo' ? 11 : 23));
  await until(client, s.dayStart + 60 * MINUTE);
  const opened = await cashier.call('booth', 'POST', '/api/loket/shifts', { body: { openingFloat: 500_000 } });
  if (opened.status !== 200) throw new Error(`the ${port} booth could not open its shift: ${opened.status}`);
  const own = s.departures.filter((d) => d.from === port);
  const first = s.dayStart + 90 * MINUTE;
  const last = own[own.length - 1]!.at - 20 * MINUTE;
  for (let k = 0; k < sales; k++) {
    const at = first + ((last - first) * (k + random())) / sales;
    await until(client, at);
    // The next departures from this port not yet gone (and not the cancelled ones: the booth sees them).
    const next = own.filter((d) => d.at > client.now() + 10 * MINUTE);
    for (const d of next.slice(0, 3)) {
      const body = {
        ...orderBody(
          departures[d.index]!,
          `BB ${port === 'Simanindo' ? 1 : 2}${k} LKT`,
          1 + Math.floor(random() * 4),
          randomUUID(),
        ),
        payment: { method: 'tunai', amountReceived: 10_000_000 },
      };
      delete (body as { requestId?: string }).requestId;
      const r = await cashier.call('booth', 'POST', '/api/loket/sales', { body });
      if (r.status === 200) break;
    }
  }
  await until(client, s.dayEnd - 30 * MINUTE);
  const shift = (await cashier.call('booth', 'GET', '/api/loket/shift')).body?.data?.shift;
  if (shift?.id) {
    await cashier.call('booth', 'POST', `/api/loket/shifts/${shift.id}/close`, {
      body: { countedCash: shift.expectedCash },
    });
  }
}

/** The 3 % who pay after their 15 minutes: on the day, long after the window. */
export async function latePayers(ctx: DayContext, late: Held[]) {
  await until(ctx.client, ctx.s.dayStart + 10 * MINUTE);
  for (const h of late) await pay(ctx.client, h.sessionId);
}

/** The officers: board each departure from 40 minutes before it; one phone is offline for three. */
export async function officers(ctx: DayContext, phones: Person[]) {
  const { client, s, departures } = ctx;
  const random = rng(s.seed ^ 99);
  const offlineScans: OfflineScan[] = [];
  const cancelled = new Set(s.cancelled);
  for (const d of [...s.departures].sort((a, b) => a.at - b.at)) {
    await until(client, d.at - 40 * MINUTE);
    if (cancelled.has(d.index)) continue;
    const scheduleId = departures[d.index]!;
    const offline = s.offline.includes(d.index);
    const officer = phones[d.from === 'Simanindo' ? 0 : 1]!;
    // Two passes: from 40 minutes before, and 5 minutes before for those who came since (the booth
    // sells until 10 minutes before; a late payment lands any time).
    const seen = new Set<number>();
    await boardPass(ctx, officer, d, scheduleId, offline, seen, offlineScans, random);
    await until(client, d.at - 5 * MINUTE);
    await boardPass(ctx, officer, d, scheduleId, offline, seen, offlineScans, random);
    // Back in signal after the third offline departure: the phone syncs what it recorded.
    if (offline && d.index === s.offline[s.offline.length - 1]) await sync(ctx, phones[1]!, offlineScans);
  }
}

type OfflineScan = { scanId: string; scheduleId: number; invoiceId: string; scannedAt: string; ticketId: number };

/** One pass along the queue at the ramp: every PAID ticket not seen yet boards, or is a no-show. */
async function boardPass(
  ctx: DayContext,
  officer: Person,
  d: Scenario['departures'][number],
  scheduleId: number,
  offline: boolean,
  seen: Set<number>,
  offlineScans: OfflineScan[],
  random: () => number,
) {
  const { client, s, record } = ctx;
  const manifest = await officer.call('scan', 'GET', `/api/petugas/manifest/${scheduleId}`);
  const tickets = (
    (manifest.body?.data?.tickets ?? []) as { transactionId: number; invoiceId: string; status: string }[]
  ).filter((t) => t.status === 'PAID' && !seen.has(t.transactionId));
  for (const t of tickets) {
    seen.add(t.transactionId);
    if (random() < s.noShowShare) {
      record.noShows.push({ scheduleId, ticketId: t.transactionId });
      continue;
    }
    const scanId = randomUUID();
    if (offline) {
      offlineScans.push({
        scanId,
        scheduleId,
        invoiceId: t.invoiceId,
        scannedAt: new Date(client.now()).toISOString(),
        ticketId: t.transactionId,
      });
      continue;
    }
    const r = await officer.call('scan', 'POST', '/api/petugas/check-in', {
      body: { scheduleId, invoiceId: t.invoiceId, scanId, deviceId: `phone-${d.from}-0001` },
    });
    if (r.status === 200 && r.body?.data?.verdict?.code === 'CHECKED_IN')
      record.boardings.push({ scheduleId, ticketId: t.transactionId });
  }
}

async function sync(ctx: DayContext, officer: Person, scans: OfflineScan[]) {
  const byScan = new Map(scans.map((x) => [x.scanId, x]));
  const r = await officer.call('scan', 'POST', '/api/petugas/sync', {
    body: { deviceId: 'phone-offline-0001', scans: scans.map(({ ticketId: _t, ...scan }) => scan) },
  });
  for (const result of (r.body?.data?.results ?? []) as { scanId: string; outcome: string }[]) {
    const scan = byScan.get(result.scanId);
    if (scan && result.outcome === 'CHECKED_IN')
      ctx.record.boardings.push({ scheduleId: scan.scheduleId, ticketId: scan.ticketId });
  }
}

const WEATHER = { reason: 'cuaca', windKnots: 20, note: 'Angin 20 knot, syahbandar menahan kapal' };

/** 14:00: the operator holds four departures; two are cancelled at 14:20, two reopen at 14:45. */
export async function operator(ctx: DayContext, admin: Person) {
  const { client, s, departures, record } = ctx;
  const midnight = s.dayStart - 3 * HOUR;
  await until(client, midnight + 14 * HOUR);
  for (const i of s.held) {
    const r = await admin.call('operator', 'POST', `/api/operator/departures/${departures[i]}/status`, {
      body: { status: 'held', ...WEATHER },
    });
    if (r.status === 200) record.closures.push({ scheduleId: departures[i]!, status: 'held', sim: client.now() });
  }
  await until(client, midnight + 14 * HOUR + 20 * MINUTE);
  for (const i of s.cancelled) {
    const r = await admin.call('operator', 'POST', `/api/operator/departures/${departures[i]}/status`, {
      body: { status: 'cancelled', ...WEATHER },
    });
    if (r.status === 200) record.closures.push({ scheduleId: departures[i]!, status: 'cancelled', sim: client.now() });
  }
  await Promise.all([stranded(ctx), ctx.onRush()]);
  await until(client, midnight + 14.75 * HOUR);
  for (const i of s.held.filter((h) => !s.cancelled.includes(h))) {
    await admin.call('operator', 'POST', `/api/operator/departures/${departures[i]}/status`, {
      body: { status: 'open', reason: 'lainnya', note: 'Cuaca membaik, berlayar kembali' },
    });
  }
}

/** The holders of the cancelled departures' online tickets choose: move free, refund, or nothing. */
async function stranded(ctx: DayContext) {
  const { s, departures, holders } = ctx;
  const random = rng(s.seed ^ 7);
  const cancelled = new Set(s.cancelled.map((i) => departures[i]!));
  const mine = [...holders.entries()];
  await Promise.all(
    mine.map(async ([transactionId, person]) => {
      const detail = (await person.call('choice', 'GET', `/api/transaction/get/${transactionId}`)).body?.data;
      if (!detail || detail.status !== 'PAID' || !cancelled.has(detail.schedule?.id)) return;
      const p = random();
      if (p < s.choices.move) {
        const options = (
          await person.call('choice', 'GET', `/api/ticket/${transactionId}/reschedule-options?date=${s.day}`)
        ).body?.data?.options as { departure: { scheduleId: number }; amountDue: number }[] | undefined;
        for (const o of (options ?? []).filter((x) => x.amountDue === 0)) {
          const r = await person.call('choice', 'POST', `/api/ticket/${transactionId}/reschedule`, {
            body: { scheduleId: o.departure.scheduleId, requestId: randomUUID(), amountDue: 0 },
          });
          if (r.status === 200) return;
        }
      } else if (p < s.choices.move + s.choices.refund) {
        await person.call('choice', 'POST', `/api/ticket/${transactionId}/cancel`, {
          body: { refundAmount: detail.actions?.cancel?.refundAmount ?? 0 },
        });
      }
    }),
  );
}

/**
 * Online buyers on the day itself (those the opening turned away, back for what the abandoned holds
 * and the walk-in release left): from 03:00 to 23:00, each for a departure one to five hours ahead,
 * 90 % paying at once. They bring the day towards 60 % online, 40 % at the booths.
 */
export async function dayBuyers(ctx: DayContext, people: Person[]) {
  const { client, s, departures, record, holders } = ctx;
  const random = rng(s.seed ^ 5);
  const plan = people.map((person, k) => ({
    person,
    k,
    at: s.dayStart + (20 * HOUR * (k + random())) / people.length,
    pick: random(),
    pays: random() >= 0.1,
    passengers: 1 + Math.floor(random() * 4),
  }));
  await Promise.all(
    plan.map(async ({ person, k, at, pick, pays, passengers }) => {
      await until(client, at);
      const ahead = s.departures.filter((d) => d.at > client.now() + 70 * MINUTE && d.at < client.now() + 5 * HOUR);
      const d = ahead[Math.floor(pick * ahead.length)];
      if (!d) return;
      await client.call('search', 'GET', `/api/schedule/get-all/${s.day}`);
      const body = orderBody(departures[d.index]!, `BK ${(k % 9000) + 1000} HR`, passengers, randomUUID());
      const { message } = await placeOrder(client, ctx.cleanup, person, body, record, k);
      if (message?.status !== 200 || typeof message.paymentUrl !== 'string') return;
      holders.set(message.transactionId!, person);
      if (pays) await pay(client, sessionOf(message.paymentUrl));
    }),
  );
}
