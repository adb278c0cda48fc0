// @vitest-environment node
// The peak day's invariants (issue #39, bench/peak/invariants.ts) on a small real world: a server
// (PGlite, or PostgreSQL with DATABASE_URL) with three departures from Tigaras, paid online tickets
// (the payment simulator), booth sales, a departure held then cancelled by the operator (one ticket
// moved off it free in between, one refunded after), officers' check-ins, a hold left to expire and a
// refused order. Every invariant holds on it as it is; each one, broken on purpose (the database
// changed behind the server's back, or the run's record), fails, and holds again once undone.
//   npx vitest run tests/bench/peak-invariants.test.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run tests/bench/peak-invariants.test.ts
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants, type AcceptedOrder, type Query } from '../../bench/peak/invariants';
import type { InvariantResult, RequestSample, RunRecord } from '../../bench/peak/types';
import {
  createDeparture,
  createUser,
  nextPhone,
  ON_POSTGRES,
  orderBody,
  placeOrder,
  startServer,
} from '../server/helpers';
import type { TestServer, TestUser } from '../server/helpers';
import { createKasir, openShift, portIds, saleBody, sell } from '../server/booth-helpers';
import { createAdmin } from '../server/operator-helpers';
import { createOfficer, heldTicket, paidTicket } from '../server/port-helpers';
import { cancelOwn, reschedule } from '../server/ticket-helpers';

const MINUTE = 60_000;
const NAMES = ['capacity', 'orders', 'ledger', 'notices', 'manifests', 'boarding', 'no-5xx', 'crash-requests'];

let s: TestServer;
let query: Query;
let run: RunRecord;
/** The tickets by role: a1 a2 a3 on A (a3 at the booth, a2 a no-show), b1 on B, c1 c2 c3 on C. */
const t: Record<string, number> = {};
const deps: Record<string, { id: number; laneCm: number }> = {};
const users: TestUser[] = [];

/** A sample of the run's requests: wall times in ms since the start; one crash from 120 to 800. */
const sample = (id: number, status: number, wall: number, retryOf: number | null = null): RequestSample => ({
  id,
  kind: 'order',
  wall,
  sim: 0,
  ms: 50,
  status,
  instance: 0,
  retryOf,
});

async function buildWorld(): Promise<void> {
  s = await startServer();
  const client = (s.built.db as unknown as { $client: { query: Query } }).$client;
  query = (text, params) => client.query(text, params);
  const admin = await createAdmin(s);
  const kasir = await createKasir(s);
  await openShift(kasir);
  const officer = await createOfficer(s);
  const { Tigaras: from, Simanindo: to } = (await portIds(s)) as { Tigaras: number; Simanindo: number };
  for (const [name, minutesAhead] of [
    ['A', 120],
    ['B', 300],
    ['C', 360],
  ] as const)
    deps[name] = await createDeparture(s, { from, to, capacity: 5, minutesAhead });
  for (let i = 0; i < 6; i++) users.push(await createUser(s));
  const [u1, u2, u3, u4, u5, u6] = users as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
  const accepted: AcceptedOrder[] = [];
  const online = async (name: string, user: TestUser, dep: string) => {
    const row = await paidTicket(s, user, { scheduleId: deps[dep]!.id });
    t[name] = row.id;
    accepted.push({ requestId: row.requestId, userId: user.id, decision: 200 });
  };
  const booth = async (name: string, dep: string, extra: Record<string, unknown> = {}) => {
    const res = await sell(kasir, saleBody(deps[dep]!.id, 10_000_000, extra));
    expect(res.status, res.text).toBe(200);
    t[name] = (res.body.data.ticket as { transactionId: number }).transactionId;
  };
  await online('a1', u1, 'A');
  await online('a2', u2, 'A');
  await booth('a3', 'A', { phoneNumber: nextPhone() });
  await online('b1', u3, 'B');
  const hold = await heldTicket(s, u4, { scheduleId: deps.B!.id }); // never paid: expires
  accepted.push({ requestId: hold.requestId, userId: u4.id, decision: 200 });
  await online('c1', u5, 'C');
  await online('c2', u6, 'C');
  await booth('c3', 'C'); // no number given: nobody to tell of the closure

  // 14:00, so to speak: C held (its holders told), c1 moves free to B, then C is cancelled and c2
  // takes the refund. A minute between each: a ticket changed in the closure's own millisecond is
  // not required to hear of it (it may have come first).
  s.clock.advance(MINUTE);
  const closures: RunRecord['closures'] = [];
  const close = async (status: 'held' | 'cancelled') => {
    const res = await admin.api.post('/api/operator/departures/{id}/status', {
      params: { id: deps.C!.id },
      body: { status, reason: 'cuaca', windKnots: 20, note: 'Angin kencang' },
    });
    expect(res.status, res.text).toBe(200);
    closures.push({ scheduleId: deps.C!.id, status, sim: s.clock.now() });
  };
  await close('held');
  s.clock.advance(MINUTE);
  expect((await reschedule(u5, t.c1!, deps.B!.id)).status).toBe(200);
  s.clock.advance(MINUTE);
  await close('cancelled');
  const refused = await placeOrder(s, u1, orderBody(deps.C!.id)); // a cancelled departure: 423
  expect(refused.message.status).toBe(423);
  accepted.push({ requestId: refused.requestId, userId: u1.id, decision: 423 });
  s.clock.advance(MINUTE);
  expect((await cancelOwn(u6, t.c2!)).status).toBe(200);

  // The dock at A: a1 and a3 board, a2 never comes.
  const boardings: RunRecord['boardings'] = [];
  for (const name of ['a1', 'a3']) {
    const [row] = (await query('SELECT invoice_id AS "invoiceId" FROM transactions WHERE id = $1', [t[name]])).rows;
    const res = await officer.api.post('/api/petugas/check-in', {
      body: { scanId: randomUUID(), deviceId: 'device-1', scheduleId: deps.A!.id, invoiceId: row.invoiceId },
    });
    expect(res.body.data?.outcome, res.text).toBe('CHECKED_IN');
    boardings.push({ scheduleId: deps.A!.id, ticketId: t[name]! });
  }
  // A sails; the hold on B runs out; the jobs send the notices and expire the hold (the drain).
  s.clock.advance(125 * MINUTE);
  await s.built.jobs.runOnce();
  await s.built.jobs.runOnce();

  run = {
    departures: [deps.A!.id, deps.B!.id, deps.C!.id],
    accepted,
    boardings,
    noShows: [{ scheduleId: deps.A!.id, ticketId: t.a2! }],
    closures,
    requests: [
      sample(1, 200, 0),
      sample(2, 0, 100), // the crash: refused …
      sample(3, 0, 300, 2), // … and again …
      sample(4, 202, 900, 3), // … then answered by the restarted instance
      sample(5, 503, 700), // a 5xx inside the crash window
      sample(6, 200, 1000),
    ],
    crashes: [{ instance: 0, label: 'opening', killedAt: 120, readyAt: 800 }],
  };
}

const check = (r: RunRecord = run) => checkInvariants(query, r, s.clock.now());
const named = (results: InvariantResult[], name: string) => results.find((r) => r.name === name)!;
const broken = (results: InvariantResult[]) => results.filter((r) => !r.ok).map((r) => r.name);

/** `name` fails on the broken world and its detail says why; everything holds again once undone. */
async function expectBroken(
  name: string,
  detail: RegExp,
  breakIt: () => Promise<unknown>,
  undo: () => Promise<unknown>,
) {
  await breakIt();
  try {
    const result = named(await check(), name);
    expect(result.ok, result.detail).toBe(false);
    expect(result.detail).toMatch(detail);
  } finally {
    await undo();
  }
  expect(broken(await check())).toEqual([]);
}

describe(`the peak day's invariants (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, () => {
  beforeAll(buildWorld, 120_000);
  afterAll(() => s?.close());

  it('all hold on an honest world, one answer per invariant, saying what was checked', async () => {
    const results = await check();
    expect(results.map((r) => r.name)).toEqual(NAMES);
    expect(broken(results), JSON.stringify(results, null, 2)).toEqual([]);
    expect(named(results, 'orders').detail).toMatch(/^7 accepted orders decided: 6 made a ticket, 1 refused/);
    // Held: c1 and c2 told (c3 has no number); cancelled: c2 only (c1 had moved to B).
    expect(named(results, 'notices').detail).toMatch(
      /^2 closures: 3 stranded \(ticket, closure\) pairs told exactly once \(2 without a number to tell, 0 changed/,
    );
    expect(named(results, 'boarding').detail).toMatch(/1 sailed/);
    expect(named(results, 'manifests').detail).toMatch(/^6 PAID tickets.*1 moved, 3 seen at the dock/);
    expect(named(results, 'no-5xx').detail).toMatch(/1 5xx, all inside 1 crash windows/);
    expect(named(results, 'crash-requests').detail).toMatch(/^2 requests whose connection failed/);
  });

  it('capacity: a PAID ticket written past the departure lock, over the lane', async () => {
    let id = 0;
    await expectBroken(
      'capacity',
      new RegExp(`departure ${deps.A!.id} holds \\d+ of ${deps.A!.laneCm} lane-cm`),
      async () => {
        const { rows } = await query(
          `INSERT INTO transactions (invoice_id, request_id, user_id, schedule_id, vehicle_type_id, vehicle_class,
             vehicle_type_name, plate_number, driver, passengers, manifest, price_lines, price, sale_price, status,
             placed_at, expires_at, paid_at, space_cm, seats, channel)
           SELECT 'INV-OVER-1', 'over-1', user_id, schedule_id, vehicle_type_id, vehicle_class, vehicle_type_name,
             'BK 9999 OVR', driver, passengers, manifest, price_lines, price, sale_price, 'PAID', placed_at, expires_at,
             paid_at, $2::int, seats, channel
           FROM transactions WHERE id = $1 RETURNING id`,
          [t.a1, deps.A!.laneCm],
        );
        id = rows[0].id;
      },
      () => query('DELETE FROM transactions WHERE id = $1', [id]),
    );
  });

  it('orders: an accepted order left undecided, and one lost without a trace', async () => {
    const first = run.accepted[0]!;
    await expectBroken(
      'orders',
      /is still undecided/,
      () =>
        query(
          `INSERT INTO order_requests (request_id, user_id, schedule_id, origin, order_values, accepted_at)
           VALUES ($1, $2, $3, 'http://127.0.0.1', '{}'::jsonb, now())`,
          [first.requestId, first.userId, deps.A!.id],
        ),
      () => query('DELETE FROM order_requests WHERE request_id = $1', [first.requestId]),
    );
    const lost: AcceptedOrder = { requestId: 'never-decided', userId: first.userId, decision: null };
    const result = named(await check({ ...run, accepted: [...run.accepted, lost] }), 'orders');
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(/order never-decided .* is lost/);
    // A runner that does not follow the pushes: no trace is a refusal told, as far as the database knows.
    const untracked = named(
      await check({ ...run, accepted: [...run.accepted, { requestId: lost.requestId, userId: lost.userId }] }),
      'orders',
    );
    expect(untracked.ok).toBe(true);
    expect(untracked.detail).toMatch(/1 without a trace/);
  });

  it('ledger: money in that no ticket keeps, and a refund beyond its payment', async () => {
    let id = 0;
    const insert = async (values: string, params: unknown[]) => {
      const { rows } = await query(
        `INSERT INTO ledger_entries (direction, kind, amount, method, state, transaction_id, reverses_id, created_at)
         VALUES (${values}, now()) RETURNING id`,
        params,
      );
      id = rows[0].id;
    };
    const undo = () => query('DELETE FROM ledger_entries WHERE id = $1', [id]);
    await expectBroken(
      'ledger',
      new RegExp(`ticket #${t.a1} \\(PAID\\) nets`),
      () => insert(`'in', 'order', 1000, 'simulator', 'settled', $1, NULL`, [t.a1]),
      undo,
    );
    const [payment] = (
      await query(`SELECT id, amount FROM ledger_entries WHERE transaction_id = $1 AND direction = 'in'`, [t.a1])
    ).rows;
    await expectBroken(
      'ledger',
      new RegExp(`out rows reverse ${Number(payment.amount) + 1} of row ${payment.id}`),
      () =>
        insert(`'out', 'refund', $2::int, 'manual', 'pending', $1, $3::int`, [
          t.a1,
          Number(payment.amount) + 1,
          payment.id,
        ]),
      undo,
    );
  });

  it('notices: a closure notice sent twice, one never sent, and a closure the server never made', async () => {
    const key = `closed:${t.c2}:cancelled:${deps.C!.id}`;
    await expectBroken(
      'notices',
      new RegExp(`${t.c2} departure_closed ${key} is told 2 times`),
      () =>
        query(
          `INSERT INTO notices (transaction_id, kind, dedupe_key, phone_number, params, status, attempts,
             next_attempt_at, created_at, sent_at)
           SELECT transaction_id, kind, dedupe_key || ':again', phone_number, params, 'sent', attempts,
             next_attempt_at, created_at, sent_at
           FROM notices WHERE dedupe_key = $1`,
          [key],
        ),
      () => query('DELETE FROM notices WHERE dedupe_key = $1', [`${key}:again`]),
    );
    const held = `closed:${t.c1}:held:${deps.C!.id}`;
    await expectBroken(
      'notices',
      new RegExp(`ticket #${t.c1}, PAID on departure ${deps.C!.id} when it was held, has no notice of it`),
      () => query(`UPDATE notices SET status = 'failed' WHERE dedupe_key = $1`, [held]),
      () => query(`UPDATE notices SET status = 'sent' WHERE dedupe_key = $1`, [held]),
    );
    const never = { scheduleId: deps.B!.id, status: 'held' as const, sim: s.clock.now() };
    const result = named(await check({ ...run, closures: [...run.closures, never] }), 'notices');
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(new RegExp(`departure ${deps.B!.id} held: the server has no audit row`));
  });

  it("manifests: a paid ticket's departure changed behind the server's back", async () => {
    await expectBroken(
      'manifests',
      new RegExp(`PAID ticket #${t.a2} was seen at departure ${deps.A!.id}'s dock, it is on ${deps.B!.id}'s manifest`),
      () => query('UPDATE transactions SET schedule_id = $2 WHERE id = $1', [t.a2, deps.B!.id]),
      () => query('UPDATE transactions SET schedule_id = $2 WHERE id = $1', [t.a2, deps.A!.id]),
    );
  });

  it('boarding: a check-in the officers never made, and a boarding the server never took', async () => {
    await expectBroken(
      'boarding',
      new RegExp(`departure ${deps.A!.id}: checked in on the server, not by the run: #${t.a2}`),
      () => query('UPDATE transactions SET checked_in = true WHERE id = $1', [t.a2]),
      () => query('UPDATE transactions SET checked_in = false WHERE id = $1', [t.a2]),
    );
    const extra = { ...run, boardings: [...run.boardings, { scheduleId: deps.B!.id, ticketId: t.b1! }] };
    const result = named(await check(extra), 'boarding');
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(new RegExp(`departure ${deps.B!.id}: boarded by the run, not checked in: #${t.b1}`));
    const noShowsLost = named(await check({ ...run, noShows: [] }), 'boarding');
    expect(noShowsLost.ok).toBe(false);
    expect(noShowsLost.detail).toMatch(/3 paid ≠ 2 boarded \+ 0 no-shows/);
  });

  it('no-5xx: a 500 outside the crash windows', async () => {
    const result = named(await check({ ...run, requests: [...run.requests, sample(7, 500, 5000)] }), 'no-5xx');
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(/#7 order 500 at 5000 ms .* outside the crash windows/);
  });

  it('crash-requests: a failed request never retried, and one whose retries all failed', async () => {
    const never = named(await check({ ...run, requests: [...run.requests, sample(7, 0, 5000)] }), 'crash-requests');
    expect(never.ok).toBe(false);
    expect(never.detail).toMatch(/#7 order 0 at 5000 ms .* was never retried/);
    const chain = [sample(7, 0, 5000), sample(8, 0, 5100, 7), sample(9, 0, 5200, 8)];
    const failed = named(await check({ ...run, requests: [...run.requests, ...chain] }), 'crash-requests');
    expect(failed.ok).toBe(false);
    expect(failed.detail).toMatch(/#7 order 0 at 5000 ms .*: no retry down its chain was answered/);
  });
});
