// Acceptance: many more simultaneous orders than places, on PostgreSQL, across two server
// processes (a place: one Golongan IV car's 5 lane-metres). Exactly capacity-many buyers get the
// payment page, every other one gets the sold-out push — also when the order went to one process
// and the buyer's socket is on the other.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cleanup, subscribedUser, type StompTestClient } from './fixtures/stomp-helpers';
import { expectPaymentMessage } from './contract';
import { PASSWORD, freshDatabase, orderBody } from './helpers';
import { startServerProcess, type ServerProcess } from './fixtures/server-process';
import { buyerPhones, insertBuyers, insertDeparture } from './fixtures/buyers';

const CAPACITY = 5;
const BUYERS = 30;

type Proc = ServerProcess;
const startProcess = (databaseUrl: string): Promise<Proc> => startServerProcess({ databaseUrl });

describe.skipIf(!process.env.DATABASE_URL)('no oversell across two processes on PostgreSQL', () => {
  const cleanup = new Cleanup();
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let procs: Proc[] = [];
  let client: pg.Client;

  beforeAll(async () => {
    db = await freshDatabase();
    // Both start at once: migrations and seeding are serialised by an advisory lock.
    procs = await Promise.all([startProcess(db!.url), startProcess(db!.url)]);
    client = new pg.Client({ connectionString: db!.url });
    await client.connect();
  }, 60_000);

  afterAll(async () => {
    await cleanup.run();
    await client?.end();
    for (const p of procs) p.child.kill('SIGTERM');
    const codes = await Promise.all(procs.map((p) => p.exited));
    expect(codes).toEqual([0, 0]); // graceful shutdown
    await db?.drop();
  }, 60_000);

  it(`${BUYERS} simultaneous orders for ${CAPACITY} places: exactly ${CAPACITY} succeed`, async () => {
    const query = (text: string, params?: unknown[]) => client.query(text, params);
    const scheduleId = await insertDeparture(query, { capacity: CAPACITY });
    const phones = buyerPhones(BUYERS);
    const ids = await insertBuyers(query, phones);

    const buyers = await Promise.all(
      phones.map(async (phone, i) => {
        const home = procs[i % 2]!;
        const login = await home.api.post('/api/auth/login', { body: { phone_number: phone, password: PASSWORD } });
        expect(login.status).toBe(200);
        const token = login.body.data.token as string;
        const ws: StompTestClient = await subscribedUser(cleanup, `ws://127.0.0.1:${home.port}/api/ws`, token);
        // The order goes to the other process: its push has to cross over LISTEN/NOTIFY.
        const api = procs[(i + 1) % 2]!.api.withToken(token);
        return { id: ids[i]!, ws, api };
      }),
    );

    const replies = await Promise.all(
      buyers.map((b, i) =>
        // Each buyer's own car (issue #39: a plate holds one live ticket per departure).
        b.api.post('/api/transaction/order', { body: orderBody(scheduleId, { plate_number: `BK ${i + 1} OVS` }) }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(BUYERS).fill(202));

    const messages = await Promise.all(
      buyers.map(async (b, i) => {
        const m = JSON.parse((await b.ws.messages.next()).body);
        expectPaymentMessage(m);
        expect(m.userId).toBe(b.id);
        expect(m.requestId).toBe(replies[i]!.body.data.requestId);
        return m as { status: number; paymentUrl?: string };
      }),
    );
    const ok = messages.filter((m) => m.status === 200);
    const soldOut = messages.filter((m) => m.status === 500);
    expect(ok).toHaveLength(CAPACITY);
    expect(soldOut).toHaveLength(BUYERS - CAPACITY);
    expect(ok.every((m) => typeof m.paymentUrl === 'string')).toBe(true);
    expect(soldOut.every((m) => m.paymentUrl === undefined)).toBe(true);

    const held = await client.query(
      `SELECT count(*)::int AS n FROM transactions WHERE schedule_id = $1 AND status = 'UNPAID'`,
      [scheduleId],
    );
    expect(held.rows[0].n).toBe(CAPACITY);
    // Space is lane-metres (issue #22): the 5 cars took the whole lane, and exactly their seats.
    const left = await client.query(
      `SELECT s.lane_cm, s.lane_free_cm, s.seats - s.seats_free AS seats_taken,
         (SELECT sum(t.space_cm)::int FROM transactions t WHERE t.schedule_id = s.id AND t.status = 'UNPAID') AS held_cm,
         (SELECT sum(t.seats)::int FROM transactions t WHERE t.schedule_id = s.id AND t.status = 'UNPAID') AS held_seats
       FROM schedules s WHERE s.id = $1`,
      [scheduleId],
    );
    expect(left.rows[0]).toMatchObject({ lane_cm: CAPACITY * 500, lane_free_cm: 0, held_cm: CAPACITY * 500 });
    expect(left.rows[0].seats_taken).toBe(left.rows[0].held_seats);
    // Exactly one message each, nobody got another user's.
    for (const b of buyers) expect(b.ws.messages.items).toHaveLength(1);
  }, 120_000);
});
