// The walk-in quota (issue #22), over HTTP, on PGlite and PostgreSQL: walkinPercent of a
// departure's lane is kept for the booth and is not sold online until walkinReleaseHours before
// departure — from that very instant (Asia/Jakarta wall time; WIB has no DST), in the search too,
// with no write to announce it (the search cache must not outlive the release). Booth sales
// (walkinUsedCm) use up the walk-in part first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schedules, transactions } from '../../server/db/schema';
import { signCallback } from '../../server/payments/signature';
import { jakartaParts } from '../../server/platform/clock';
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

const HOUR = 3_600_000;

let s: TestServer;
let user: TestUser;
beforeAll(async () => {
  s = await startServer();
  user = await createUser(s);
});
afterAll(() => s?.close());

let plate = 0;
/** A Golongan IV car (5 m, 4 seats) with a plate of its own. */
const order = (scheduleId: number) => placeOrder(s, user, orderBody(scheduleId, { plate_number: `BK ${++plate} WLK` }));

/** Orders a car and pays for it at once (a paid ticket keeps its space however the clock moves). */
async function buyCar(scheduleId: number): Promise<number> {
  const { message } = await order(scheduleId);
  if (message.status !== 200) return message.status;
  const [tx] = await s.built.db.select().from(transactions).where(eq(transactions.id, message.transactionId!));
  const body = signCallback('test-payment-secret', { sessionId: tx!.paymentSessionId!, status: 'PAID' });
  expect((await s.api.post('/api/payment/callback', { body, noXsrf: true })).status).toBe(200);
  return 200;
}

/** The departure's qty as the search lists it (twice: the second answer comes from the cache). */
async function searchedQty(dep: { id: number; issuedDate: string }): Promise<number> {
  const once = async () =>
    (
      await s.api.get('/api/schedule/get-all/{date}', {
        params: { date: dep.issuedDate },
        query: { fromRoute: 1, toRoute: 2, size: 50 },
      })
    ).body.data.schedules.find((x: { id: number }) => x.id === dep.id).qty as number;
  const first = await once();
  expect(await once()).toBe(first);
  return first;
}

/** 'HH:MM:SS' moved back `hours` hours (same day). */
const hoursEarlier = (time: string, hours: number) =>
  `${String(Number(time.slice(0, 2)) - hours).padStart(2, '0')}${time.slice(2)}`;

describe('the walk-in quota', () => {
  it('keeps 40 % for the booth until exactly 2 hours before departure, Jakarta time', async () => {
    // 14:00 WIB today: 50 m of lane, 20 m of it for the booth until 12:00 WIB.
    const dep = await createDeparture(s, { capacity: 10, walkinPercent: 40, walkinReleaseHours: 2, minutesAhead: 360 });
    const releaseAt = dep.departureAt.getTime() - 2 * HOUR;
    expect(jakartaParts(releaseAt).time).toBe(hoursEarlier(dep.issuedTime, 2));

    expect(await availableOf(s, dep.id)).toBe(6);
    expect(await searchedQty(dep)).toBe(6);
    for (let i = 0; i < 6; i++) expect(await buyCar(dep.id)).toBe(200);
    expect(await availableOf(s, dep.id)).toBe(0);
    // 20 m are free, but they are the booth's: sold out online.
    expect((await order(dep.id)).message).toMatchObject({ status: 500 });
    const [row] = await s.built.db.select().from(schedules).where(eq(schedules.id, dep.id));
    expect(row!.laneFreeCm).toBe(2000);

    s.clock.advance(releaseAt - 1 - s.clock.now()); // 11:59:59.999 WIB
    expect(await searchedQty(dep)).toBe(0); // computed now, and cached
    expect((await order(dep.id)).message).toMatchObject({ status: 500 });

    s.clock.advance(1); // 12:00:00.000 WIB: released, with no write to announce it
    expect(jakartaParts(s.clock.now()).time).toBe(hoursEarlier(dep.issuedTime, 2));
    expect(await searchedQty(dep)).toBe(4);
    expect(await availableOf(s, dep.id)).toBe(4);
    expect(await buyCar(dep.id)).toBe(200);
    expect(await availableOf(s, dep.id)).toBe(3);
  });

  it("follows the departure's own share and release time (100 %, 3 hours)", async () => {
    const dep = await createDeparture(s, { capacity: 4, walkinPercent: 100, walkinReleaseHours: 3, minutesAhead: 300 });
    expect(await availableOf(s, dep.id)).toBe(0);
    expect((await order(dep.id)).message).toMatchObject({ status: 500 });
    s.clock.advance(dep.departureAt.getTime() - 3 * HOUR - s.clock.now());
    expect(jakartaParts(s.clock.now()).time).toBe(hoursEarlier(dep.issuedTime, 3));
    expect(await searchedQty(dep)).toBe(4);
    expect((await order(dep.id)).message.status).toBe(200);
  });

  it('booth sales use up the walk-in part first; online sees a change only when the booth oversells it', async () => {
    const dep = await createDeparture(s, { capacity: 10, walkinPercent: 40, minutesAhead: 600 });
    const booth = (cm: number) =>
      s.built.db
        .update(schedules)
        .set({
          walkinUsedCm: sql`${schedules.walkinUsedCm} + ${cm}`,
          laneFreeCm: sql`${schedules.laneFreeCm} - ${cm}`,
        })
        .where(eq(schedules.id, dep.id));
    expect(await searchedQty(dep)).toBe(6);
    await booth(1000); // two cars at the booth, of its 20 m
    expect(await searchedQty(dep)).toBe(6);
    await booth(1000); // the booth's part is full
    expect(await searchedQty(dep)).toBe(6);
    await booth(500); // one more at the booth: it comes out of the online part
    expect(await searchedQty(dep)).toBe(5);
    expect(await availableOf(s, dep.id)).toBe(5);
  });

  it('without a walk-in share everything is online at once', async () => {
    const dep = await createDeparture(s, { capacity: 3, walkinPercent: 0, minutesAhead: 600 });
    expect(await searchedQty(dep)).toBe(3);
  });
});
