// The schedule search's `fareFrom` (beyond the spec, issue #21 §8): the cheapest vehicle class's
// fare in force on the searched date (issue #22: fares are dated), on the public search so
// anonymous visitors see 'mulai Rp …' too; a fare change reaches the very next search, cached or not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '../../kernel/time';
import { fares } from '../../server/db/schema';
import { createDeparture, createUser, startServer, type TestServer } from './helpers';

async function fareFrom(s: TestServer, date: string, api = s.api): Promise<number | undefined> {
  const res = await api.get('/api/schedule/get-all/{date}', { params: { date }, query: { fromRoute: 1, toRoute: 2 } });
  expect(res.status).toBe(200);
  return (res.body.data as { fareFrom?: number }).fareFrom;
}

/** The cheapest vehicle class on `date` and its fare, as the class list of that date shows them. */
async function cheapest(s: TestServer, date: string): Promise<{ id: number; price: number }> {
  const user = await createUser(s);
  const res = await user.api.get('/api/vehicle/get-all', { query: { date } });
  const rows = res.body.data.vehicles as { id: number; price: number }[];
  return rows.reduce((a, b) => (b.price < a.price ? b : a));
}

describe.each([
  ['cached', true],
  ['uncached', false],
])('schedule search fareFrom (%s)', (_, searchCache) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ searchCache });
  });
  afterAll(() => s?.close());

  it('is the cheapest vehicle class price, for an anonymous caller and a signed-in one', async () => {
    const dep = await createDeparture(s);
    const { price } = await cheapest(s, dep.issuedDate);
    expect(price).toBeGreaterThan(0);
    expect(await fareFrom(s, dep.issuedDate)).toBe(price);
    expect(await fareFrom(s, dep.issuedDate)).toBe(price); // a cache hit says the same
    const user = await createUser(s);
    expect(await fareFrom(s, dep.issuedDate, user.api)).toBe(price);
  });

  it('a fare written straight into the database (a direct INSERT) shows in the very next search of its dates', async () => {
    const dep = await createDeparture(s);
    const date = dep.issuedDate;
    const next = addDays(date, 1);
    const { id, price } = await cheapest(s, date);
    expect(await fareFrom(s, date)).toBe(price);
    expect(await fareFrom(s, next)).toBe(price);
    // A fare from the next day: that day's search shows it, this day's does not.
    const [row] = await s.built.db
      .insert(fares)
      .values({ vehicleTypeId: id, validFrom: next, amount: price - 1, legalBasis: 'uji', createdAt: new Date() })
      .returning();
    try {
      expect(await fareFrom(s, next)).toBe(price - 1);
      expect(await fareFrom(s, date)).toBe(price);
    } finally {
      await s.built.db.delete(fares).where(eq(fares.id, row!.id));
    }
    expect(await fareFrom(s, next)).toBe(price);
  });
});
