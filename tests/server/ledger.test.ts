// One ledger for every rupiah (issue #37 item 1): each money movement is one `ledger_entries` row —
// an online order's payment, a booth sale's cash, a refund owed and then made, cash paid out of a
// shift — a refund never exceeds what is left of the payment it reverses, the shift's expected
// cash is read from the ledger, and migration 0016 brings today's rows in. On a47e8bf there was no
// ledger: money lived in transactions.price (rewritten by moves), refunds and refund_amount.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { ledgerEntries } from '../../server/db/schema-ledger';
import { payBack, RefundExceedsPayment } from '../../server/ledger/entries';
import { type TestServer, type TestUser } from './helpers';
import { boothWorld, cancelTicket, currentShift, soldTicket } from './booth-helpers';
import { paidTicket, txOf } from './port-helpers';
import { cancelOwn } from './ticket-helpers';
import { createAdmin } from './operator-helpers';

let w: Awaited<ReturnType<typeof boothWorld>>;
let s: TestServer;
let kasir: TestUser;
let passenger: TestUser;
beforeAll(async () => {
  w = await boothWorld();
  ({ s, kasir, passenger } = w);
});
afterAll(() => s?.close());

const rowsOf = (transactionId: number) =>
  s.built.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, transactionId))
    .orderBy(asc(ledgerEntries.id));

describe('the ledger', () => {
  it("a booth cash sale is money in on the shift, its cancellation cash out of the drawer, and the shift's expected cash reads them", async () => {
    const dep = await w.departure({ capacity: 5 });
    const before = await currentShift(kasir);
    const sold = await soldTicket(kasir, dep.id);
    const paidIn = await rowsOf(sold.transactionId);
    expect(paidIn).toHaveLength(1);
    expect(paidIn[0]).toMatchObject({
      direction: 'in',
      kind: 'booth',
      method: 'tunai',
      state: 'settled',
      shiftId: before.id,
      gatewayOrderId: null,
    });
    const price = paidIn[0]!.amount;
    expect(price).toBeGreaterThan(0);
    expect((await currentShift(kasir)).expectedCash).toBe(before.expectedCash + price);

    const res = await cancelTicket(kasir, sold.transactionId, { reason: 'Batal berangkat' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const refund = res.body.data.refund.amount as number;
    const all = await rowsOf(sold.transactionId);
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({
      direction: 'out',
      kind: 'refund',
      method: 'tunai',
      state: 'settled',
      amount: refund,
      reversesId: all[0]!.id,
      shiftId: before.id,
    });
    expect((await currentShift(kasir)).expectedCash).toBe(before.expectedCash + price - refund);
    // One refund list: the console's Refund screen shows the cash paid back at the booth too.
    const admin = await createAdmin(s);
    const list = await admin.api.get('/api/operator/refunds', { query: { status: 'all' } });
    expect(list.status).toBe(200);
    const mine = list.body.data.refunds.filter(
      (r: { transactionId: number }) => r.transactionId === sold.transactionId,
    );
    expect(mine).toMatchObject([{ amount: refund, status: 'refunded', method: 'tunai', cause: 'passenger' }]);
  });

  it('an online payment is money in on its invoice; a cancellation owes its refund against it, settled once the gateway made it', async () => {
    const paid = await paidTicket(s, passenger);
    const [pay] = await rowsOf(paid.id);
    expect(pay).toMatchObject({
      direction: 'in',
      kind: 'order',
      method: 'simulator',
      state: 'settled',
      gatewayOrderId: paid.invoiceId,
      amount: paid.price,
    });
    const res = await cancelOwn(passenger, paid.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const owed = (await rowsOf(paid.id)).filter((r) => r.direction === 'out');
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ kind: 'refund', reversesId: pay!.id, gatewayOrderId: paid.invoiceId });
    expect(owed[0]!.amount).toBeGreaterThan(0);
    expect(owed[0]!.amount).toBeLessThanOrEqual(pay!.amount);
    await s.built.refunds.process(owed[0]!.refundId!);
    const [made] = (await rowsOf(paid.id)).filter((r) => r.direction === 'out');
    expect(made).toMatchObject({ id: owed[0]!.id, state: 'settled', method: 'simulator' });
  });

  it('refuses a refund larger than what is left of the payments', async () => {
    const paid = await paidTicket(s, passenger);
    const attempt = s.built.db.transaction((tx) =>
      payBack(tx, {
        transactionId: paid.id,
        amount: paid.price + 1,
        method: 'manual',
        state: 'pending',
        nowMs: s.clock.now(),
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(RefundExceedsPayment);
    // What is left can still be owed, in parts, and not a rupiah more.
    await s.built.db.transaction((tx) =>
      payBack(tx, { transactionId: paid.id, amount: paid.price - 1, method: 'manual', state: 'pending', nowMs: 0 }),
    );
    await s.built.db.transaction((tx) =>
      payBack(tx, { transactionId: paid.id, amount: 1, method: 'manual', state: 'pending', nowMs: 0 }),
    );
    await expect(
      s.built.db.transaction((tx) =>
        payBack(tx, { transactionId: paid.id, amount: 1, method: 'manual', state: 'pending', nowMs: 0 }),
      ),
    ).rejects.toBeInstanceOf(RefundExceedsPayment);
    expect((await txOf(s, paid.id)).status).toBe('PAID');
  });

  it("migration 0016 brings today's rows into the ledger", async () => {
    // Rebuild the ledger from the other tables with the migration's own statements. Compared: the
    // payments received and the refunds (a refunds row, or the booth's cash); not the rows the test
    // above wrote by hand, nor the orders still open.
    const derivable = sql`(${ledgerEntries.direction} = 'in' AND ${ledgerEntries.state} <> 'pending')
      OR (${ledgerEntries.direction} = 'out' AND (${ledgerEntries.refundId} IS NOT NULL OR ${ledgerEntries.method} = 'tunai'))`;
    const file = fs.readFileSync('server/db/migrations/0016_ledger.sql', 'utf8');
    const backfill = file.split('--> statement-breakpoint').filter((st) => /INSERT INTO "ledger_entries"/.test(st));
    expect(backfill.length).toBeGreaterThanOrEqual(4);
    const cash = file.split('--> statement-breakpoint').find((st) => /INSERT INTO "refunds"/.test(st));
    expect(cash).toBeDefined();
    const derived = () =>
      s.built.db
        .select({
          direction: ledgerEntries.direction,
          kind: ledgerEntries.kind,
          method: ledgerEntries.method,
          state: ledgerEntries.state,
          transactionId: ledgerEntries.transactionId,
          amount: ledgerEntries.amount,
        })
        .from(ledgerEntries)
        .where(derivable)
        .orderBy(asc(ledgerEntries.transactionId), asc(ledgerEntries.direction), asc(ledgerEntries.amount));
    const before = await derived();
    expect(before.length).toBeGreaterThan(3);
    await s.built.db.execute(sql`DELETE FROM ledger_entries WHERE reverses_id IS NOT NULL`);
    await s.built.db.execute(sql`DELETE FROM ledger_entries`);
    for (const st of backfill) await s.built.db.execute(sql.raw(st));
    const after = await derived();
    expect(after).toEqual(before);
  });
});
