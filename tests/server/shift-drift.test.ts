// The cashier's drawer does not drift (issue #37): a shift's expected cash counts each cash sale
// at the price it was sold at, not the ticket's price after a later online move with a new fare
// rewrote it (../../server/tickets/move.ts; on a47e8bf the closed shift's report then no longer
// matched its cash).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, type TestUser } from './helpers';
import { boothWorld, currentShift, soldTicket, txRow } from './booth-helpers';
import { setPrice } from './ticket-helpers';

let w: Awaited<ReturnType<typeof boothWorld>>;
let s: TestServer;
let kasir: TestUser;
beforeAll(async () => {
  w = await boothWorld();
  ({ s, kasir } = w);
});
afterAll(() => s?.close());

describe("a shift's expected cash", () => {
  it('keeps the price a ticket was sold at when a later move rewrites its price', async () => {
    const dep = await w.departure({ capacity: 5 });
    const before = await currentShift(kasir);
    const sold = await soldTicket(kasir, dep.id);
    const row = await txRow(s, sold.transactionId);
    expect(row.salePrice).toBe(row.price);
    const after = await currentShift(kasir);
    expect(after.expectedCash).toBe(before.expectedCash + row.price);
    // What a paid Ubah Jadwal to a dearer fare does to the ticket (moveTicket's newPrice).
    await setPrice(s, sold.transactionId, row.price + 25_000);
    expect((await currentShift(kasir)).expectedCash).toBe(after.expectedCash);
  });
});
