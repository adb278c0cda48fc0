// The papers name the ship that sails the departure (issue #22: ships are the operator's, and the
// two directions sail on different ships): the e-ticket and the officer's manifest PDF. The PDFs'
// document information (the manifest's title, the e-ticket's keywords) carries it in plain text,
// which is what is read here.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules, ships } from '../../server/db/schema';
import { createDeparture, createUser, startServer, type TestServer } from './helpers';
import { createOfficer, paidTicket } from './port-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

const pdfOf = async (token: string, path: string) => {
  const res = await fetch(`${s.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer()).toString('latin1');
};

describe("the ship on a ticket's papers", () => {
  it('names the departure’s own ship on the e-ticket and the manifest', async () => {
    const [second] = await s.built.db.select().from(ships).where(eq(ships.name, 'KMP Sumut II'));
    expect(second).toBeDefined();
    const dep = await createDeparture(s, { capacity: 5, minutesAhead: 240 });
    await s.built.db.update(schedules).set({ shipId: second!.id }).where(eq(schedules.id, dep.id));
    const user = await createUser(s);
    const tx = await paidTicket(s, user, { scheduleId: dep.id });
    const officer = await createOfficer(s);

    const ticket = await pdfOf(user.token, `/api/transaction/generate/${tx.id}`);
    expect(ticket).toContain('(Kapal KMP Sumut II)');
    const manifest = await pdfOf(officer.token, `/api/petugas/manifest/${dep.id}/pdf`);
    expect(manifest).toMatch(/\(Manifes [^)]*, KMP Sumut II\)/);
  });

  it('falls back to the first ship’s name for a departure without a ship', async () => {
    const dep = await createDeparture(s, { capacity: 5, minutesAhead: 300 });
    const user = await createUser(s);
    const tx = await paidTicket(s, user, { scheduleId: dep.id });
    const ticket = await pdfOf(user.token, `/api/transaction/generate/${tx.id}`);
    expect(ticket).toContain('(Kapal KMP Sumut I)');
  });
});
