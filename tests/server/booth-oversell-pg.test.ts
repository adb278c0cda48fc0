// Acceptance (issue #24): 50 online and 20 booth buyers on 10 metres of space never oversell — here
// across two server processes on one PostgreSQL database (booth-sales.test.ts races them in one
// server). Everyone wants a 2.5 m motorcycle (Golongan II): 4 places. Online orders and booth
// sales go to both processes at once; twice, on two departures: the sales sent with the orders
// (the booth answers first), and each sale sent as an order is accepted (the sales meet the online
// decisions). Online sale never takes the 4 m walk-in part before its release, the booth may take
// every free centimetre, and the counters agree with the tickets.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTH_MESSAGES as M } from '../../server/booth/messages';
import { Cleanup, subscribedUser, type StompTestClient } from './fixtures/stomp-helpers';
import { expectPaymentMessage } from './contract';
import { PASSWORD, freshDatabase, orderBody, type Api, type Reply } from './helpers';
import { saleBody } from './booth-helpers';
import { startServerProcess, type ServerProcess } from './fixtures/server-process';
import { buyerPhones, insertBuyers } from './fixtures/buyers';
import { boothDeparturePlan, cashierPhones, insertBoothDeparture, insertCashiers } from './fixtures/booth';

const LANE_CM = 1000;
const WALKIN_PERCENT = 40; // 400 cm for the booth before the release
const MOTO_CM = 250;
const SEATS = 1000;
const BUYERS = 50;
const CASHIERS = 4;
const SALES = 20;
const CASH = 10_000_000;

describe.skipIf(!process.env.DATABASE_URL)('the booth and online sale across two processes on PostgreSQL', () => {
  const cleanup = new Cleanup();
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let procs: ServerProcess[] = [];
  let client: pg.Client;

  beforeAll(async () => {
    db = await freshDatabase();
    // Both start at once: migrations and seeding are serialised by an advisory lock.
    procs = await Promise.all([
      startServerProcess({ databaseUrl: db!.url }),
      startServerProcess({ databaseUrl: db!.url }),
    ]);
    client = new pg.Client({ connectionString: db!.url });
    await client.connect();
  }, 120_000);

  afterAll(async () => {
    await cleanup.run();
    await client?.end();
    for (const p of procs) p.child.kill('SIGTERM');
    const codes = await Promise.all(procs.map((p) => p.exited));
    expect(codes).toEqual(procs.map(() => 0)); // graceful shutdown
    await db?.drop();
  }, 60_000);

  type World = {
    query: (text: string, params?: unknown[]) => Promise<pg.QueryResult>;
    tigaras: number;
    simanindo: number;
    moto: number;
    buyers: Array<{ id: number; ws: StompTestClient; token: string }>;
    cashiers: string[];
  };
  let world: Promise<World> | undefined;
  /** The buyers (each with a socket) and the cashiers (each with an open shift), made once for both races. */
  const setUp = async (): Promise<World> => {
    const query = (text: string, params?: unknown[]) => client.query(text, params);
    const port = async (name: string) =>
      Number((await query('SELECT id FROM routes WHERE name = $1', [name])).rows[0].id);
    const [tigaras, simanindo] = [await port('Tigaras'), await port('Simanindo')];
    const moto = (await query(`SELECT id, length_cm FROM vehicle_types WHERE vehicle_class = 'Golongan II'`)).rows[0];
    expect(moto.length_cm).toBe(MOTO_CM);
    const phones = buyerPhones(BUYERS);
    const ids = await insertBuyers(query, phones);
    const login = async (phone: string, i: number) => {
      const res = await procs[i % 2]!.api.post('/api/auth/login', {
        body: { phone_number: phone, password: PASSWORD },
      });
      expect(res.status).toBe(200);
      return res.body.data.token as string;
    };
    const buyers = await Promise.all(
      phones.map(async (phone, i) => {
        const token = await login(phone, i);
        // The socket on one process, the order to the other: the push crosses over LISTEN/NOTIFY.
        const ws: StompTestClient = await subscribedUser(cleanup, `ws://127.0.0.1:${procs[i % 2]!.port}/api/ws`, token);
        return { id: ids[i]!, ws, token };
      }),
    );
    const kasirPhones = cashierPhones(CASHIERS);
    await insertCashiers(query, kasirPhones, tigaras);
    const cashiers = await Promise.all(kasirPhones.map((phone, i) => login(phone, i)));
    await Promise.all(
      cashiers.map(async (token, i) => {
        const res = await procs[i % 2]!.api.withToken(token).post('/api/loket/shifts', { body: { openingFloat: 0 } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }),
    );
    return { query, tigaras, simanindo, moto: Number(moto.id), buyers, cashiers };
  };

  it.for([
    // Every order and sale sent together: the booth's answers come first, online decisions follow.
    { round: 0, salesWhen: 'with the orders' },
    // Each sale the moment the order beside it is accepted (202): the sales meet the online
    // decisions (taken after the 202s, in batches, by either process) at the departure's row lock.
    { round: 1, salesWhen: 'as the orders are accepted' },
  ] as const)(
    `${BUYERS} online and ${SALES} booth buyers on 10 metres never oversell (sales $salesWhen)`,
    { timeout: 180_000 },
    async ({ round, salesWhen }, ctx) => {
      // The booth sells today's departures only (Jakarta): in the last ~70 minutes of the day no
      // departure of today is still on sale online.
      const plan = boothDeparturePlan(Date.now(), { second: 7 + round });
      if (!plan) return ctx.skip('too late in the Jakarta day for a departure sold both online and at the booth');
      const { query, tigaras, simanindo, moto, buyers, cashiers } = await (world ??= setUp());
      const scheduleId = await insertBoothDeparture(query, {
        from: tigaras,
        to: simanindo,
        plan,
        laneCm: LANE_CM,
        walkinPercent: WALKIN_PERCENT,
        seats: SEATS,
      });
      const pushesBefore = buyers.map((b) => b.ws.messages.items.length);

      // All in flight at once, interleaved, to both processes.
      const on = (i: number, token: string): Api => procs[i % 2]!.api.withToken(token);
      const orders: Array<Promise<Reply>> = [];
      const sales: Array<Promise<Reply>> = [];
      for (let i = 0; i < BUYERS; i++) {
        orders.push(
          on(i + 1, buyers[i]!.token).post('/api/transaction/order', {
            body: orderBody(scheduleId, { vehicle: moto, plate_number: `BK ${i + 1} M${'TR'[round]}` }),
          }),
        );
        if (i % 5 === 2 || i % 5 === 4) {
          const k = sales.length;
          const sell = () =>
            on(k, cashiers[k % CASHIERS]!).post('/api/loket/sales', {
              body: saleBody(scheduleId, CASH, { vehicle: moto }),
            });
          sales.push(round === 0 ? sell() : orders[i]!.then(sell));
        }
      }
      expect(sales).toHaveLength(SALES);
      const [orderReplies, saleReplies] = await Promise.all([Promise.all(orders), Promise.all(sales)]);
      expect(orderReplies.map((r) => r.status)).toEqual(Array(BUYERS).fill(202));
      for (const r of saleReplies) {
        expect([200, 409], JSON.stringify(r.body)).toContain(r.status);
        if (r.status === 409) expect(r.body.message).toBe(M.soldOut);
      }

      // Every online order decided and pushed to its buyer, on whichever process holds the socket.
      const pushed = await Promise.all(
        buyers.map(async (b, i) => {
          const m = JSON.parse((await b.ws.messages.next()).body);
          expectPaymentMessage(m);
          expect(m.userId).toBe(b.id);
          expect(m.requestId).toBe(orderReplies[i]!.body.data.requestId);
          return m as { status: number; transactionId?: number };
        }),
      );
      // Sold out is the only refusal: the departure was on sale online throughout.
      expect(pushed.filter((m) => m.status !== 200 && m.status !== 500)).toEqual([]);
      const requestIds = orderReplies.map((r) => r.body.data.requestId as string);
      const pending = await query(
        `SELECT count(*)::int AS n FROM order_requests WHERE request_id = ANY($1) AND decided_at IS NULL`,
        [requestIds],
      );
      expect(pending.rows[0].n).toBe(0);

      const row = (
        await query(
          `SELECT lane_cm, lane_free_cm, seats_free, walkin_used_cm, departure_at, walkin_release_hours
           FROM schedules WHERE id = $1`,
          [scheduleId],
        )
      ).rows[0];
      // The race ran before the release (else online could lawfully take the walk-in part).
      expect(Date.now()).toBeLessThan(row.departure_at.getTime() - row.walkin_release_hours * 3_600_000);
      const tickets = (
        await query(
          `SELECT id, channel, status, space_cm, seats, walkin_cm, request_id FROM transactions WHERE schedule_id = $1`,
          [scheduleId],
        )
      ).rows as Array<{
        id: number;
        channel: string;
        status: string;
        space_cm: number;
        seats: number;
        walkin_cm: number;
      }>;
      const held = tickets.filter((t) => t.status === 'UNPAID' || t.status === 'PAID');
      expect(held).toEqual(tickets); // nothing expired or cancelled in between
      const sum = (list: typeof held, key: 'space_cm' | 'seats' | 'walkin_cm') => list.reduce((n, t) => n + t[key], 0);
      const online = held.filter((t) => t.channel === 'online');
      const booth = held.filter((t) => t.channel === 'loket');
      expect(online.every((t) => t.status === 'UNPAID')).toBe(true);
      expect(booth.every((t) => t.status === 'PAID')).toBe(true);
      const onlineOk = pushed.filter((m) => m.status === 200);
      const boothOk = saleReplies.filter((r) => r.status === 200);
      const byId = (a: number, b: number) => a - b;
      expect(online.map((t) => Number(t.id)).sort(byId)).toEqual(onlineOk.map((m) => m.transactionId!).sort(byId));
      expect(booth.map((t) => Number(t.id)).sort(byId)).toEqual(
        boothOk.map((r) => r.body.data.ticket.transactionId as number).sort(byId),
      );

      // Never oversold, and the counters agree with the tickets.
      const report = { row, online: sum(online, 'space_cm'), booth: sum(booth, 'space_cm'), tickets: held.length };
      expect(row.lane_free_cm, JSON.stringify(report)).toBeGreaterThanOrEqual(0);
      expect(sum(held, 'space_cm'), JSON.stringify(report)).toBeLessThanOrEqual(LANE_CM);
      expect(row.lane_free_cm).toBe(LANE_CM - sum(held, 'space_cm'));
      expect(row.seats_free).toBe(SEATS - sum(held, 'seats'));
      expect(row.walkin_used_cm).toBe(sum(held, 'walkin_cm'));
      expect(row.walkin_used_cm).toBeLessThanOrEqual((LANE_CM * WALKIN_PERCENT) / 100);
      // The booth used up the walk-in part first: 250 cm a sale until its 400 cm are gone.
      expect(row.walkin_used_cm).toBe(Math.min((LANE_CM * WALKIN_PERCENT) / 100, MOTO_CM * booth.length));
      // Online never took the walk-in part before its release: at most 600 cm, two motorcycles.
      expect(sum(online, 'space_cm'), JSON.stringify(report)).toBeLessThanOrEqual(600);
      expect(online.every((t) => t.walkin_cm === 0)).toBe(true);
      // 70 buyers for 4 places: every place is sold (the booth may take any free centimetre).
      expect(onlineOk.length + boothOk.length, JSON.stringify(report)).toBe(4);
      expect(held).toHaveLength(4);
      expect(boothOk.length).toBeGreaterThanOrEqual(2);
      expect(row.lane_free_cm).toBe(0);
      // Exactly one push each, nobody got another buyer's.
      buyers.forEach((b, i) => expect(b.ws.messages.items).toHaveLength(pushesBefore[i]! + 1));
      console.info(
        `booth-oversell-pg (sales ${salesWhen}): online ${onlineOk.length} held (${report.online} cm), booth ${boothOk.length} sold ` +
          `(${report.booth} cm, walk-in ${row.walkin_used_cm} cm), ${SALES - boothOk.length} sales and ` +
          `${BUYERS - onlineOk.length} orders sold out; release ${row.walkin_release_hours} h`,
      );
    },
  );
});
