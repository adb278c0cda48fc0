// Every notice's link is absolute (issue #38): without PUBLIC_URL, a reminder queued by the job (no
// request to take an origin from) carried `/tiket-detail/3` while the ticket notice's link, queued
// by a request, was absolute. The server now gives the job its own address (server/index.ts,
// ownOrigin); on 1c025c0 the reminder's link here was relative.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notices } from '../../server/db/schema';
import { ownOrigin } from '../../server/platform/origin';
import { createUser, startServer, type TestServer } from './helpers';
import { paidTicket } from './port-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ publicUrl: null, noticeOrigin: 'http://localhost:8080' });
});
afterAll(() => s?.close());

describe('notice links without PUBLIC_URL', () => {
  it("a reminder links to the server's own address", async () => {
    const paid = await paidTicket(s, await createUser(s), { minutesAhead: 120 });
    await s.built.jobs.runOnce();
    const reminders = (await s.built.db.select().from(notices).where(eq(notices.transactionId, paid.id))).filter(
      (n) => n.kind === 'reminder',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.params['link']).toBe(`http://localhost:8080/tiket-detail/${paid.id}`);
  });

  it('the own address is PUBLIC_URL-less only, never for an unknown port, and names a reachable host', () => {
    expect(ownOrigin({ publicUrl: null, host: '0.0.0.0', port: 8080 })).toBe('http://localhost:8080');
    expect(ownOrigin({ publicUrl: null, host: '127.0.0.1', port: 3000 })).toBe('http://localhost:3000');
    expect(ownOrigin({ publicUrl: null, host: '192.168.1.5', port: 8080 })).toBe('http://192.168.1.5:8080');
    expect(ownOrigin({ publicUrl: null, host: '::1', port: 8080 })).toBe('http://[::1]:8080');
    expect(ownOrigin({ publicUrl: null, host: '0.0.0.0', port: 0 })).toBeNull();
    expect(ownOrigin({ publicUrl: 'https://seberang.example', host: '0.0.0.0', port: 8080 })).toBeNull();
  });
});
