// Jual Tiket (issue #24), over HTTP, on PGlite and PostgreSQL: one capacity for both channels — a
// booth sale takes the walk-in quota first, then online space, and may use every free centimetre;
// online sale never takes the walk-in part before its release; 50 online and 20 booth buyers on 10
// metres never oversell; a booth ticket is PAID, channel loket, priced with the online fares, on the
// manifest as Loket; its cancellation gives back space, seats and walk-in part exactly once; the
// departures the booth refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cancelBoothTicket } from '../../server/lifecycle/holds';
import { schedules, transactions } from '../../server/db/schema';
import { BOOTH_MESSAGES as M } from '../../server/booth/messages';
import {
  availableOf,
  createDeparture,
  createUser,
  orderBody,
  placeOrder,
  startServer,
  type TestServer,
  type TestUser,
} from './helpers';
import { classIds, createKasir, departureRow, openShift, portIds, saleBody, sell, txRow } from './booth-helpers';

const HOUR = 3_600_000;
const CASH = 10_000_000;

let s: TestServer;
let kasir: TestUser;
let passenger: TestUser;
let tigaras: number;
let simanindo: number;
let classes: Map<string, number>;
beforeAll(async () => {
  s = await startServer();
  kasir = await createKasir(s);
  passenger = await createUser(s);
  ({ Tigaras: tigaras, Simanindo: simanindo } = (await portIds(s)) as { Tigaras: number; Simanindo: number });
  classes = await classIds(s);
  await openShift(kasir);
});
afterAll(() => s?.close());

/** A departure from the cashier's port (Tigaras → Simanindo) today. */
const departure = (o: Parameters<typeof createDeparture>[1] = {}) =>
  createDeparture(s, { from: tigaras, to: simanindo, ...o });
let onlinePlate = 0;
const online = (scheduleId: number, extra: Record<string, unknown> = {}) =>
  placeOrder(s, passenger, orderBody(scheduleId, { plate_number: `BK ${++onlinePlate} ONL`, ...extra }));

describe('a booth sale', () => {
  it('is a PAID loket ticket of the cashier and shift, priced like online, on the manifest as Loket', async () => {
    const dep = await departure({ capacity: 10 });
    const res = await sell(kasir, saleBody(dep.id, CASH, { phoneNumber: passenger.phone }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ticket = res.body.data.ticket;
    expect(ticket).toMatchObject({ status: 'PAID', channel: 'loket', paymentMethod: 'tunai', passVersion: 1 });
    expect(ticket.invoiceId).toMatch(/^INV-20261123-\d{6}$/);
    expect(ticket.price).toBe(ticket.priceLines.reduce((n: number, l: { amount: number }) => n + l.amount, 0));
    expect(ticket.change).toBe(CASH - ticket.price);
    const row = await txRow(s, ticket.transactionId);
    expect(row).toMatchObject({
      channel: 'loket',
      status: 'PAID',
      cashierId: kasir.id,
      shiftId: ticket.shiftId,
      cashReceived: CASH,
      changeGiven: CASH - ticket.price,
      spaceCm: 500,
      seats: 4,
      walkinCm: 0,
      buyerPhone: passenger.phone,
      userId: passenger.id, // the passenger with that number finds it in the app
    });
    // The same order online costs the same (the same fare table, the departure's date).
    const { message } = await online(dep.id);
    expect(message.status).toBe(200);
    expect((await txRow(s, message.transactionId!)).price).toBe(ticket.price);
    // The manifest shows the channel.
    const officer = await createUser(s, { role: 'petugas', name: 'Tono Manurung' });
    const manifest = await officer.api.get('/api/petugas/manifest/{scheduleId}', { params: { scheduleId: dep.id } });
    expect(manifest.status).toBe(200);
    const channels = Object.fromEntries(
      manifest.body.data.tickets.map((t: { transactionId: number; channel: string }) => [t.transactionId, t.channel]),
    );
    expect(channels).toEqual({ [ticket.transactionId]: 'loket', [message.transactionId!]: 'online' });
  });

  it('answers the same ticket again for a repeated requestId, and refuses it to another cashier', async () => {
    const dep = await departure({ capacity: 10 });
    const requestId = crypto.randomUUID();
    const body = saleBody(dep.id, CASH, { requestId });
    const [a, b] = await Promise.all([sell(kasir, body), sell(kasir, body)]);
    expect(a.body.data.ticket.transactionId).toBe(b.body.data.ticket.transactionId);
    expect((await departureRow(s, dep.id)).laneFreeCm).toBe(4500);
    const other = await createKasir(s, 'Tigaras', 'Tono Manurung');
    await openShift(other);
    const refused = await sell(other, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.requestIdUsed);
  });

  it('lists today’s departures from the cashier’s port that have not left, the next first', async () => {
    const later = await departure({ minutesAhead: 300 });
    const sooner = await departure({ minutesAhead: 200 });
    const elsewhere = await createDeparture(s, { from: simanindo, to: tigaras, minutesAhead: 250 });
    const res = await kasir.api.get('/api/loket/departures');
    expect(res.status).toBe(200);
    const ids = res.body.data.departures.map((d: { id: number }) => d.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).not.toContain(elsewhere.id);
    for (const d of res.body.data.departures) expect(d.fromRoute.route).toBe('Tigaras');
    const times = res.body.data.departures.map((d: { issuedTime: string }) => d.issuedTime);
    expect(times).toEqual([...times].sort());
  });

  it('refuses a departure stopped, cancelled, of another port, not today, departed, or sold out (409)', async () => {
    const cases: Array<[Promise<{ id: number }>, string]> = [
      [departure({ status: 'stopped' }), M.stopped],
      [departure({ status: 'cancelled' }), M.cancelled],
      [createDeparture(s, { from: simanindo, to: tigaras }), M.otherPort],
      [departure({ minutesAhead: 24 * 60 }), M.notToday],
      [departure({ laneCm: 400 }), M.soldOut], // a 5 m car on 4 m
      [departure({ seats: 3 }), M.soldOut], // 4 people on 3 seats
    ];
    for (const [made, message] of cases) {
      const dep = await made;
      const res = await sell(kasir, saleBody(dep.id, CASH));
      expect(res.status, message).toBe(409);
      expect(res.body.message).toBe(message);
    }
    const gone = await departure({ minutesAhead: 10 });
    s.clock.advance(11 * 60_000);
    try {
      const res = await sell(kasir, saleBody(gone.id, CASH));
      expect(res.body.message).toBe(M.departed);
    } finally {
      s.clock.advance(-11 * 60_000);
    }
    expect((await sell(kasir, saleBody(999_999, CASH))).status).toBe(404);
    expect((await sell(kasir, saleBody((await departure()).id, CASH, { vehicle: 99 }))).status).toBe(404);
  });
});

describe('one capacity for both channels', () => {
  it('the booth takes the walk-in part first, then online space (all free space is the booth’s)', async () => {
    // 10 m, 40 %: 4 m walk-in. A 5 m car takes the 4 m and 1 m of online space; the second car 5 m online.
    const dep = await departure({ laneCm: 1000, walkinPercent: 40, minutesAhead: 360 });
    const a = (await sell(kasir, saleBody(dep.id, CASH))).body.data.ticket;
    expect((await txRow(s, a.transactionId)).walkinCm).toBe(400);
    expect(await departureRow(s, dep.id)).toMatchObject({ laneFreeCm: 500, walkinUsedCm: 400, seatsFree: 996 });
    const b = (await sell(kasir, saleBody(dep.id, CASH))).body.data.ticket;
    expect((await txRow(s, b.transactionId)).walkinCm).toBe(0);
    expect(await departureRow(s, dep.id)).toMatchObject({ laneFreeCm: 0, walkinUsedCm: 400 });
    expect((await sell(kasir, saleBody(dep.id, CASH))).body.message).toBe(M.soldOut);

    // Cancelling gives back exactly what each took, once.
    const cancel = (id: number) => s.built.db.transaction((tx) => cancelBoothTicket(tx, id, s.clock.now()));
    expect(await cancel(a.transactionId)).toBe(true);
    expect(await departureRow(s, dep.id)).toMatchObject({ laneFreeCm: 500, walkinUsedCm: 0, seatsFree: 996 });
    expect(await cancel(a.transactionId)).toBe(false);
    expect(await departureRow(s, dep.id)).toMatchObject({ laneFreeCm: 500, walkinUsedCm: 0, seatsFree: 996 });
    expect(await txRow(s, a.transactionId)).toMatchObject({ status: 'CANCELLED', passVersion: 2 });
    expect(await cancel(b.transactionId)).toBe(true);
    expect(await departureRow(s, dep.id)).toMatchObject({ laneFreeCm: 1000, walkinUsedCm: 0, seatsFree: 1000 });
  });

  it('the walk-in release rule with booth sales: online never takes the walk-in part before its release', async () => {
    // 50 m, 40 % = 20 m for the booth until 2 h before (departure 6 h ahead).
    const dep = await departure({ capacity: 10, walkinPercent: 40, walkinReleaseHours: 2, minutesAhead: 360 });
    expect(await availableOf(s, dep.id)).toBe(6);
    // A booth car uses up 5 m of the walk-in part: online still sees its 30 m.
    expect((await sell(kasir, saleBody(dep.id, CASH))).status).toBe(200);
    expect(await departureRow(s, dep.id)).toMatchObject({ laneFreeCm: 4500, walkinUsedCm: 500 });
    expect(await availableOf(s, dep.id)).toBe(6);
    for (let i = 0; i < 6; i++) expect((await online(dep.id)).message.status).toBe(200);
    // 15 m free, all of it the booth's: sold out online, not at the booth.
    expect(await availableOf(s, dep.id)).toBe(0);
    expect((await online(dep.id)).message.status).toBe(500);
    expect((await departureRow(s, dep.id)).laneFreeCm).toBe(1500);
    expect((await sell(kasir, saleBody(dep.id, CASH))).status).toBe(200);
    expect(await departureRow(s, dep.id)).toMatchObject({ laneFreeCm: 1000, walkinUsedCm: 1000 });
    expect((await online(dep.id)).message.status).toBe(500);

    // From the release instant online may use every free centimetre.
    const releaseAt = dep.departureAt.getTime() - 2 * HOUR;
    const before = s.clock.now();
    s.clock.advance(releaseAt - before);
    try {
      // The online holds of 4 hours ago ran out: pay none, so they expire and give their space back.
      expect(await availableOf(s, dep.id)).toBeGreaterThanOrEqual(2);
      expect((await online(dep.id)).message.status).toBe(200);
    } finally {
      s.clock.advance(before - s.clock.now());
    }
  });

  it('50 online and 20 booth buyers on 10 metres never oversell', { timeout: 120_000 }, async () => {
    // 10 m, 40 % (4 m) for the booth before release; everyone wants a 2.5 m motorcycle (Golongan II).
    const dep = await departure({ laneCm: 1000, walkinPercent: 40, walkinReleaseHours: 2, minutesAhead: 360 });
    const moto = classes.get('Golongan II')!;
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser(s)));
    const cashiers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => createKasir(s, 'Tigaras', `Kasir ${'ABCD'[i]} Loket`)),
    );
    await Promise.all(cashiers.map((c) => openShift(c, 0)));
    const before = s.pushes.length;
    const sales: Array<Promise<{ status: number }>> = [];
    const orders: Array<Promise<{ status: number }>> = [];
    for (let i = 0; i < 50; i++) {
      orders.push(
        buyers[i]!.api.post('/api/transaction/order', {
          body: orderBody(dep.id, { vehicle: moto, plate_number: `BK ${i + 1} MTR` }),
        }),
      );
      if (i % 5 === 2 || i % 5 === 4)
        sales.push(sell(cashiers[(i >> 1) % 4]!, saleBody(dep.id, CASH, { vehicle: moto })));
    }
    expect(sales).toHaveLength(20);
    const [orderReplies, saleReplies] = await Promise.all([Promise.all(orders), Promise.all(sales)]);
    expect(orderReplies.map((r) => r.status)).toEqual(Array(50).fill(202));
    await s.built.orders.idle();
    const pushed = s.pushes
      .slice(before)
      .filter((m) => orderReplies.some((r: any) => r.body.data.requestId === m.requestId));
    expect(pushed).toHaveLength(50);
    const onlineOk = pushed.filter((m) => m.status === 200).length;
    const boothOk = saleReplies.filter((r) => r.status === 200).length;
    expect(pushed.every((m) => m.status === 200 || m.status === 500)).toBe(true);
    expect(saleReplies.every((r) => r.status === 200 || r.status === 409)).toBe(true);

    const row = await departureRow(s, dep.id);
    const sold = await s.built.db.select().from(transactions).where(eq(transactions.scheduleId, dep.id));
    const held = sold.filter((t) => t.status === 'UNPAID' || t.status === 'PAID');
    const cm = (channel: string) => held.filter((t) => t.channel === channel).reduce((n, t) => n + t.spaceCm, 0);
    // Never oversold, and the counters agree with the tickets.
    expect(row.laneFreeCm).toBeGreaterThanOrEqual(0);
    expect(cm('online') + cm('loket')).toBeLessThanOrEqual(1000);
    expect(row.laneFreeCm).toBe(1000 - cm('online') - cm('loket'));
    expect(row.seatsFree).toBe(1000 - held.reduce((n, t) => n + t.seats, 0));
    expect(row.walkinUsedCm).toBe(held.reduce((n, t) => n + t.walkinCm, 0));
    expect(row.walkinUsedCm).toBeLessThanOrEqual(400);
    // Online never used the walk-in part: what is left of it is still free.
    expect(row.laneFreeCm).toBeGreaterThanOrEqual(400 - row.walkinUsedCm);
    expect(cm('online')).toBeLessThanOrEqual(600);
    // 70 buyers for 4 places: every place is sold (the booth may take any free centimetre).
    expect(onlineOk + boothOk).toBe(4);
    expect(held).toHaveLength(4);
    expect(boothOk).toBeGreaterThanOrEqual(2);
    const [again] = await s.built.db.select().from(schedules).where(eq(schedules.id, dep.id));
    expect(again!.laneFreeCm).toBe(0);
  });
});
