// "Tiket sudah dipindah" at the dock (issue #23): after Ubah Jadwal the manifest follows the ticket
// to its new departure (with movedAtVersion), the new QR boards there, and the old QR is refused as
// MOVED by verify, check-in and an offline phone's sync, at the old departure and the new one.
// The move is made here directly in the database (the ticket's departure and pass version, and the
// 'reschedule' change the rescheduling endpoint records), so this test reads only the port side.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { transactions } from '../../server/db/schema';
import { ticketChanges } from '../../server/db/schema-tickets';
import { createDeparture, createUser, startServer, type TestServer, type TestUser } from './helpers';
import { createOfficer, paidTicket, txOf } from './port-helpers';

let s: TestServer;
let officer: TestUser;
let passenger: TestUser;
beforeAll(async () => {
  s = await startServer();
  officer = await createOfficer(s);
  passenger = await createUser(s);
});
afterAll(() => s?.close());

const DEVICE = 'device-moved-0001';
const passOf = async (id: number): Promise<string> =>
  (await passenger.api.get('/api/transaction/get/{id}', { params: { id } })).body.data.boardingPass as string;
const verify = (scheduleId: number, code: string) =>
  officer.api.post('/api/petugas/verify', { body: { scheduleId, code } });

/** Moves the ticket to `toScheduleId` as Ubah Jadwal does: a new pass version and a done change. */
async function move(id: number, toScheduleId: number, o: { status?: 'done' | 'pending' } = {}) {
  const before = await txOf(s, id);
  const after = before.passVersion + 1;
  await s.built.db.transaction(async (tx) => {
    if (o.status !== 'pending')
      await tx
        .update(transactions)
        .set({ scheduleId: toScheduleId, passVersion: after })
        .where(eq(transactions.id, id));
    await tx.insert(ticketChanges).values({
      transactionId: id,
      kind: 'reschedule',
      status: o.status ?? 'done',
      fromScheduleId: before.scheduleId,
      toScheduleId,
      passVersionBefore: before.passVersion,
      passVersionAfter: after,
      actorName: 'Budi Santoso',
      actorRole: 'penumpang',
      createdAt: new Date(s.clock.now()),
    });
  });
  return after;
}

describe('a moved ticket at the dock', () => {
  it('follows the ticket in the manifests, boards with the new QR and refuses the old one as moved', async () => {
    const tx = await paidTicket(s, passenger);
    const oldQr = await passOf(tx.id);
    const to = await createDeparture(s, { capacity: 20, minutesAhead: 200 });
    const version = await move(tx.id, to.id);
    const newQr = await passOf(tx.id);

    const oldManifest = await officer.api.get('/api/petugas/manifest/{scheduleId}', {
      params: { scheduleId: tx.scheduleId },
    });
    expect(oldManifest.body.data.tickets.map((t: { transactionId: number }) => t.transactionId)).not.toContain(tx.id);
    const newManifest = await officer.api.get('/api/petugas/manifest/{scheduleId}', { params: { scheduleId: to.id } });
    expect(newManifest.body.data.tickets).toEqual([
      expect.objectContaining({ transactionId: tx.id, passVersion: version, movedAtVersion: version }),
    ]);

    for (const at of [tx.scheduleId, to.id]) {
      const res = await verify(at, oldQr);
      expect(res.status).toBe(200);
      expect(res.body.data.verdict.code).toBe('MOVED');
      expect(res.body.data.verdict.message).toMatch(/^Tiket sudah dipindah ke Simanindo – Tigaras, .* WIB\.$/);
      expect(res.body.data.ticket).toMatchObject({ transactionId: tx.id, movedAtVersion: version });
    }
    expect((await verify(to.id, newQr)).body.data.verdict.code).toBe('VALID');

    const refused = await officer.api.post('/api/petugas/check-in', {
      body: { scanId: randomUUID(), deviceId: DEVICE, scheduleId: tx.scheduleId, code: oldQr },
    });
    expect(refused.body.data).toMatchObject({ outcome: 'REFUSED', verdict: { code: 'MOVED' } });
    const synced = await officer.api.post('/api/petugas/sync', {
      body: {
        deviceId: DEVICE,
        scans: [
          { scanId: randomUUID(), scheduleId: to.id, code: oldQr, scannedAt: new Date(s.clock.now()).toISOString() },
        ],
      },
    });
    expect(synced.body.data.results[0]).toMatchObject({ outcome: 'REFUSED', verdict: { code: 'MOVED' } });
    expect((await txOf(s, tx.id)).checkedIn).toBe(false);

    const boarded = await officer.api.post('/api/petugas/check-in', {
      body: { scanId: randomUUID(), deviceId: DEVICE, scheduleId: to.id, code: newQr },
    });
    expect(boarded.body.data).toMatchObject({
      outcome: 'CHECKED_IN',
      ticket: { transactionId: tx.id, movedAtVersion: version },
    });
  });

  it('carries movedAtVersion null for a ticket never moved, and ignores a move still waiting for payment', async () => {
    const tx = await paidTicket(s, passenger);
    const oldQr = await passOf(tx.id);
    const to = await createDeparture(s, { capacity: 20, minutesAhead: 200 });
    await move(tx.id, to.id, { status: 'pending' });
    const res = await verify(tx.scheduleId, oldQr);
    expect(res.body.data.verdict.code).toBe('VALID');
    expect(res.body.data.ticket.movedAtVersion).toBeNull();
  });
});
