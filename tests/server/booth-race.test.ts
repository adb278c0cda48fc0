// A ticket is never both boarded and refunded (issue #37 item 5). On two instances a booth
// cancellation racing an officer's check-in ended with the ticket cancelled, boarded and its cash
// refunded (5 of 70): the cancellation read "not checked in", the check-in committed, and the
// cancellation's UPDATE … WHERE status = 'PAID' went through. Now each write re-checks the other's
// condition (PostgreSQL re-reads it once the row lock is free):
// - the deterministic case: a cancellation whose read came before a check-in cannot cancel it
//   (on a47e8bf `cancelBoothTicket` cancelled the checked-in ticket);
// - the race itself, many tickets at once on PostgreSQL (on PGlite the calls are serialised).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cancelBoothTicket } from '../../server/lifecycle/holds';
import { transactions } from '../../server/db/schema';
import { type TestServer, type TestUser } from './helpers';
import { createOfficer } from './port-helpers';
import { boothWorld, cancelTicket, soldTicket, txRow } from './booth-helpers';

let w: Awaited<ReturnType<typeof boothWorld>>;
let s: TestServer;
let kasir: TestUser;
let officer: TestUser;
beforeAll(async () => {
  w = await boothWorld();
  ({ s, kasir } = w);
  officer = await createOfficer(s);
});
afterAll(() => s?.close());

const checkIn = (scheduleId: number, invoiceId: string) =>
  officer.api.post('/api/petugas/check-in', {
    body: { scanId: randomUUID(), deviceId: 'hp-dermaga-01', scheduleId, invoiceId },
  });

describe('a booth cancellation and a check-in of the same ticket', () => {
  it('a cancellation that read the ticket before it was checked in cannot cancel it', async () => {
    const dep = await w.departure({ capacity: 5 });
    const sold = await soldTicket(kasir, dep.id);
    const boarded = await checkIn(dep.id, sold.invoiceId);
    expect(boarded.body.data.outcome).toBe('CHECKED_IN');
    // The cancellation's write, after its read said "not checked in".
    const cancelled = await s.built.db.transaction((tx) =>
      cancelBoothTicket(tx, sold.transactionId, s.clock.now(), {
        amount: 1000,
        shiftId: 1,
        percent: 75,
        cause: 'passenger',
      }),
    );
    expect(cancelled).toBe(false);
    expect(await txRow(s, sold.transactionId)).toMatchObject({ status: 'PAID', checkedIn: true, refundAmount: null });
  });

  it('raced many times at once: every ticket is either boarded or cancelled and refunded, never both', async () => {
    const dep = await w.departure({ capacity: 30 });
    const sold = [];
    for (let i = 0; i < 24; i++) sold.push(await soldTicket(kasir, dep.id));
    await Promise.all(
      sold.map((t) =>
        Promise.all([cancelTicket(kasir, t.transactionId, { reason: 'Batal' }), checkIn(dep.id, t.invoiceId)]),
      ),
    );
    const rows = await s.built.db.select().from(transactions).where(eq(transactions.scheduleId, dep.id));
    expect(rows).toHaveLength(24);
    for (const r of rows) {
      const cancelled = r.status === 'CANCELLED';
      expect({ id: r.id, cancelled, boarded: r.checkedIn }).not.toEqual({ id: r.id, cancelled: true, boarded: true });
      expect(r.refundAmount !== null).toBe(cancelled);
    }
  });
});
