// The schedule search's `fareFrom` (beyond the spec, issue #21 §8): the cheapest vehicle class's
// price, on the public search so anonymous visitors see 'mulai Rp …' too; a price change reaches
// the very next search, cached or not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { vehicleTypes } from '../../server/db/schema';
import { createDeparture, createUser, startServer, type TestServer } from './helpers';

async function fareFrom(s: TestServer, date: string, api = s.api): Promise<number | undefined> {
  const res = await api.get('/api/schedule/get-all/{date}', { params: { date }, query: { fromRoute: 1, toRoute: 2 } });
  expect(res.status).toBe(200);
  return (res.body.data as { fareFrom?: number }).fareFrom;
}

async function cheapest(s: TestServer): Promise<{ id: number; price: number }> {
  const rows = await s.built.db.select().from(vehicleTypes);
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
    const { price } = await cheapest(s);
    expect(price).toBeGreaterThan(0);
    expect(await fareFrom(s, dep.issuedDate)).toBe(price);
    expect(await fareFrom(s, dep.issuedDate)).toBe(price); // a cache hit says the same
    const user = await createUser(s);
    expect(await fareFrom(s, dep.issuedDate, user.api)).toBe(price);
  });

  it('a price change (a direct UPDATE) shows in the very next search', async () => {
    const dep = await createDeparture(s);
    const { id, price } = await cheapest(s);
    expect(await fareFrom(s, dep.issuedDate)).toBe(price);
    await s.built.db
      .update(vehicleTypes)
      .set({ price: price - 1 })
      .where(eq(vehicleTypes.id, id));
    try {
      expect(await fareFrom(s, dep.issuedDate)).toBe(price - 1);
    } finally {
      await s.built.db.update(vehicleTypes).set({ price }).where(eq(vehicleTypes.id, id));
    }
    expect(await fareFrom(s, dep.issuedDate)).toBe(price);
  });
});
