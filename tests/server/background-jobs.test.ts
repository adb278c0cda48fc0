// Background work that never stalls (issue #37, item 4): every task runs on its own schedule, so a
// notice sender that hangs (WhatsApp down) holds back neither hold expiry nor anything else; and
// notices are claimed one at a time, each with a lease longer than its own send, so a second
// instance that starts sending while the first is half-way through a long queue never sends one
// of them again (with the old batch claim, the tail of a batch outlived its lease and was re-sent).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, transactions } from '../../server/db/schema';
import { NOTICE_LEASE_MS } from '../../server/notices/job';
import type { NoticeSender, OutgoingNotice } from '../../server/notices/sender';
import { createKasir, openShift, portIds, saleBody, sell } from './booth-helpers';
import {
  createDeparture,
  createUser,
  nextPhone,
  orderBody,
  placeOrder,
  startServer,
  TestClock,
  type TestServer,
  type TestUser,
} from './helpers';

const CASH = 10_000_000;

/** Polls `check` every 20 ms until it holds or `ms` passed; answers whether it held. */
async function eventually(check: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function boothSales(s: TestServer, kasir: TestUser, count: number): Promise<void> {
  const { Tigaras: from, Simanindo: to } = (await portIds(s)) as { Tigaras: number; Simanindo: number };
  const dep = await createDeparture(s, { from, to, capacity: count + 1, minutesAhead: 600 });
  for (let i = 0; i < count; i++) {
    const res = await sell(kasir, saleBody(dep.id, CASH, { phoneNumber: nextPhone() }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

describe('a sender that hangs', () => {
  let s: TestServer;
  let release: () => void = () => {};
  const started: number[] = [];

  beforeAll(async () => {
    const hanging = new Promise<void>((r) => (release = r));
    const sender: NoticeSender = {
      name: 'hanging',
      async send(notice) {
        started.push(notice.id);
        await hanging;
        return null;
      },
    };
    s = await startServer({ jobs: true, expiryIntervalMs: 50, noticeSender: sender });
  });
  afterAll(async () => {
    release();
    await s?.close();
  });

  it('does not hold back hold expiry', async () => {
    const kasir = await createKasir(s);
    await openShift(kasir);
    await boothSales(s, kasir, 3);
    // The notice job is now stuck in a send that never ends.
    expect(await eventually(() => started.length > 0, 5_000)).toBe(true);

    const user = await createUser(s);
    const dep = await createDeparture(s, { capacity: 2, minutesAhead: 600 });
    const { message } = await placeOrder(s, user, orderBody(dep.id));
    s.clock.advance(16 * 60_000); // past the 15-minute payment window
    const status = async () =>
      (await s.built.db.select().from(transactions).where(eq(transactions.id, message.transactionId!)))[0]!.status;
    expect(await eventually(async () => (await status()) === 'EXPIRED', 5_000), await status()).toBe(true);
  });
});

describe('two instances sending a long queue', () => {
  it('never send one notice twice, however long the queue takes', async () => {
    const clock = new TestClock();
    const sent: number[] = [];
    let b: TestServer | null = null;
    const bRuns: Promise<unknown>[] = [];
    // WhatsApp slow: each send takes a tenth of the lease on the clock the leases are measured by
    // (shorter than the lease even with every worker of both instances sending at once).
    const slow: NoticeSender = {
      name: 'slow',
      async send(notice: OutgoingNotice) {
        const nth = sent.push(notice.id);
        await new Promise((r) => setTimeout(r, 5));
        clock.advance(NOTICE_LEASE_MS / 10);
        // Half-way through the queue, once the first sends took longer than a lease, a second
        // instance starts its own pass.
        if (nth === 14 && b) bRuns.push(b.built.jobs.runOnce());
        return null;
      },
    };
    const a = await startServer({ clock, noticeSender: slow });
    try {
      b = await startServer({ database: a.built.database, clock, noticeSender: slow });
      const kasir = await createKasir(a);
      await openShift(kasir);
      await boothSales(a, kasir, 30);
      await a.built.jobs.runOnce();
      expect(bRuns).toHaveLength(1);
      await Promise.all(bRuns);
      const queued = await a.built.db.select().from(notices);
      expect(queued).toHaveLength(30);
      const twice = sent.filter((id, i) => sent.indexOf(id) !== i);
      expect(twice, `sent more than once: ${twice.join(', ')}`).toEqual([]);
      expect(new Set(sent).size).toBe(30);
      expect(queued.every((n) => n.status === 'sent' && n.attempts === 1)).toBe(true);
    } finally {
      await b?.close();
      await a.close();
    }
  });
});
