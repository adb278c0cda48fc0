// Refunds (issue #23) with the payment simulator: one refund per ticket queued in the caller's
// transaction, asked of the gateway after the commit (refunded), nothing to ask for Rp0, a refund
// a crash left 'processing' taken up by the jobs, the ticket's refund as tiket-detail shows it
// (also the booth's cash refund), and the console's Refund screen: the list and Tandai Sudah
// Dibayar (admin only, audited, 409 when not due).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, transactions } from '../../server/db/schema';
import { refunds } from '../../server/db/schema-tickets';
import { queueRefund } from '../../server/refunds/queue';
import { ticketRefund } from '../../server/refunds/present';
import { createUser, startServer, type TestServer, type TestUser } from './helpers';
import { createAdmin } from './operator-helpers';
import { createKasir } from './booth-helpers';
import { createOfficer, paidTicket } from './port-helpers';

let s: TestServer;
let passenger: TestUser;
let admin: TestUser;
beforeAll(async () => {
  s = await startServer();
  passenger = await createUser(s);
  admin = await createAdmin(s, 'Sari Admin');
});
afterAll(() => s?.close());

type Cause = 'passenger' | 'operator_cancel' | 'late_payment';
const queue = (transactionId: number, amount: number, cause: Cause = 'passenger', percent = 75) =>
  s.built.db.transaction((tx) => queueRefund(tx, { transactionId, amount, percent, cause, nowMs: s.clock.now() }));
const refundRow = async (id: number) => (await s.built.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
const list = (who: TestUser, query: Record<string, string | number> = {}) =>
  who.api.get('/api/operator/refunds', { query });
const markPaid = (who: TestUser, id: number) => who.api.post('/api/operator/refunds/{id}/paid', { params: { id } });

describe('queue and process (simulator)', () => {
  it('queues one refund per ticket, and the simulator refunds it with the ticket refund_key', async () => {
    const tx = await paidTicket(s, passenger);
    const amount = Math.floor((tx.price * 75) / 100);
    const { id } = await queue(tx.id, amount);
    expect(await queue(tx.id, amount)).toEqual({ id });
    expect(await refundRow(id)).toMatchObject({ status: 'processing', refundKey: `refund-${tx.invoiceId}`, amount });
    expect(await ticketRefund(s.built.db, tx.id)).toMatchObject({ status: 'processing', method: null, amount });

    await s.built.refunds.process(id);
    const row = await refundRow(id);
    expect(row).toMatchObject({ status: 'refunded', method: 'simulator', attempts: 1, lastError: null });
    expect(row.providerResponse).toMatchObject({ refund_key: `refund-${tx.invoiceId}`, status_code: '200' });
    expect(await ticketRefund(s.built.db, tx.id)).toMatchObject({
      amount,
      percent: 75,
      status: 'refunded',
      method: 'simulator',
      refundedAt: expect.stringMatching(/\+07:00$/),
    });
    // Processing again changes nothing.
    await s.built.refunds.process(id);
    expect((await refundRow(id)).attempts).toBe(1);
  });

  it('refunds Rp0 at once without asking the gateway', async () => {
    const tx = await paidTicket(s, passenger);
    const { id } = await queue(tx.id, 0, 'passenger', 0);
    expect(await refundRow(id)).toMatchObject({ status: 'refunded', method: null, attempts: 0 });
    await s.built.refunds.process(id);
    expect((await refundRow(id)).attempts).toBe(0);
  });

  it('takes up a refund a crash left processing once it is a minute old (the jobs)', async () => {
    const tx = await paidTicket(s, passenger);
    const { id } = await queue(tx.id, 1000, 'operator_cancel', 100);
    await s.built.jobs.runOnce();
    expect((await refundRow(id)).status).toBe('processing');
    s.clock.advance(61_000);
    await s.built.jobs.runOnce();
    expect(await refundRow(id)).toMatchObject({ status: 'refunded', method: 'simulator' });
  });

  it('shows the booth cash refund kept on the ticket as refunded in cash', async () => {
    const tx = await paidTicket(s, passenger);
    expect(await ticketRefund(s.built.db, tx.id)).toBeNull();
    const at = new Date(s.clock.now());
    await s.built.db
      .update(transactions)
      .set({ status: 'CANCELLED', refundAmount: Math.floor(tx.price * 0.75), refundedAt: at, refundMethod: 'tunai' })
      .where(eq(transactions.id, tx.id));
    expect(await ticketRefund(s.built.db, tx.id)).toEqual({
      amount: Math.floor(tx.price * 0.75),
      percent: 75,
      status: 'refunded',
      method: 'tunai',
      requestedAt: expect.stringMatching(/\+07:00$/),
      refundedAt: expect.stringMatching(/\+07:00$/),
    });
  });
});

describe('the console Refund screen', () => {
  it('lists the due refunds newest first with what paying them needs, and all of them on request', async () => {
    const older = await paidTicket(s, passenger);
    const due1 = await queue(older.id, older.price, 'late_payment', 100);
    s.clock.advance(1000);
    const newer = await paidTicket(s, passenger);
    const due2 = await queue(newer.id, newer.price, 'late_payment', 100);
    const res = await list(admin);
    expect(res.status).toBe(200);
    const ids = res.body.data.refunds.map((r: { id: number }) => r.id);
    expect(ids.indexOf(due2.id)).toBeLessThan(ids.indexOf(due1.id));
    expect(res.body.data.refunds.every((r: { status: string }) => r.status === 'due')).toBe(true);
    expect(res.body.data.refunds.find((r: { id: number }) => r.id === due2.id)).toEqual({
      id: due2.id,
      transactionId: newer.id,
      invoiceId: newer.invoiceId,
      orderId: null,
      amount: newer.price,
      percent: 100,
      cause: 'late_payment',
      status: 'due',
      method: null,
      requestedAt: expect.stringMatching(/\+07:00$/),
      refundedAt: null,
      paidBy: null,
      lastError: null,
      phoneNumber: passenger.phone,
      paymentMethod: 'Virtual Account',
      bankName: 'BCA',
      departure: {
        scheduleId: newer.scheduleId,
        issuedDate: expect.any(String),
        issuedTime: expect.stringMatching(/^\d\d:\d\d:\d\d$/),
        fromRoute: 'Simanindo',
        toRoute: 'Tigaras',
      },
    });
    const all = await list(admin, { status: 'all' });
    expect(all.body.data.refunds.some((r: { status: string }) => r.status === 'refunded')).toBe(true);
    expect(all.body.data).toMatchObject({ page: 0, totalPages: 1 });
  });

  it('Tandai Sudah Dibayar: due → paid with who and when, audited; 409 again, 404 unknown', async () => {
    const tx = await paidTicket(s, passenger);
    const { id } = await queue(tx.id, 5000, 'passenger', 75);
    expect((await markPaid(admin, id)).status).toBe(409); // still processing
    await s.built.db
      .update(refunds)
      .set({ status: 'due', lastError: 'Midtrans menolak refund' })
      .where(eq(refunds.id, id));
    const res = await markPaid(admin, id);
    expect(res.status).toBe(200);
    expect(res.body.data.refund).toMatchObject({
      id,
      status: 'paid',
      method: 'manual',
      paidBy: 'Sari Admin',
      refundedAt: expect.stringMatching(/\+07:00$/),
    });
    expect(await ticketRefund(s.built.db, tx.id)).toMatchObject({ status: 'paid', method: 'manual' });
    const again = await markPaid(admin, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Refund ini tidak menunggu pembayaran.');
    expect((await markPaid(admin, 999_999)).status).toBe(404);
    const audits = await s.built.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund.paid'), eq(auditLog.entityId, id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      entity: 'refund',
      actorName: 'Sari Admin',
      before: { status: 'due' },
      after: { status: 'paid', method: 'manual' },
    });
    // No longer in the due list.
    expect((await list(admin)).body.data.refunds.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('answers 403 to a passenger, a cashier and an officer, and 401 to nobody', async () => {
    const tx = await paidTicket(s, passenger);
    const { id } = await queue(tx.id, tx.price, 'late_payment', 100);
    const others = [passenger, await createKasir(s), await createOfficer(s)];
    for (const who of others) {
      expect((await list(who)).status).toBe(403);
      expect((await markPaid(who, id)).status).toBe(403);
    }
    expect((await s.api.get('/api/operator/refunds', { token: null })).status).toBe(401);
    expect((await refundRow(id)).status).toBe('due');
  });
});
