// @vitest-environment node
// Offline "Tiket sudah dipindah" (issue #23): the manifest follows a moved ticket to its new
// departure, so the old QR is not in the old departure's kept manifest; the phone finds the ticket
// in the new departure's kept manifest and refuses the old QR as moved.
import { describe, expect, it } from 'vitest';
import { createBoardingPassSigner } from '../../server/boarding/signer';
import { createMemoryBackend } from '../../src/lib/storage';
import { createOfficerStore } from '../../src/lib/officer-storage';
import { verifyLocally } from '../../src/lib/officer-verify';

const base = {
  issuedDate: '2026-11-24',
  from: 'Simanindo',
  to: 'Tigaras',
  status: 'open' as const,
  capacity: 40,
  vehicles: { booked: 0, checkedIn: 0 },
  people: { booked: 0, checkedIn: 0 },
};
const early = { ...base, scheduleId: 7, issuedTime: '07:15:00' };
const later = { ...base, scheduleId: 8, issuedTime: '08:30:00' };
const ticket = {
  transactionId: 5,
  invoiceId: 'INV-20261123-000005',
  scheduleId: 8,
  status: 'PAID' as const,
  passVersion: 2,
  movedAtVersion: 2,
  vehicleClass: 'Golongan IV',
  vehicleType: 'Mobil',
  plateNumber: 'BK 1234 ABC',
  driver: { name: 'Budi', age: 40, domicile: 'Medan' },
  passengers: [],
  unnamedPassengers: [],
  checkedInAt: null,
  checkedInBy: null,
};

async function setup() {
  const signer = createBoardingPassSigner();
  const store = createOfficerStore(createMemoryBackend());
  store.set('keys', [signer.publicJwk as never]);
  store.set('day', { date: '2026-11-24', departures: [early, later] });
  store.set('manifest', { departure: early, tickets: [] }, 7);
  store.set('manifest', { departure: later, tickets: [ticket] }, 8);
  return { signer, store };
}

describe('verifyLocally: a moved ticket', () => {
  it('refuses the old QR as moved at the old departure, naming the new one', async () => {
    const { signer, store } = await setup();
    const old = await signer.sign({ transactionId: 5, scheduleId: 7, version: 1 });
    const r = await verifyLocally({ scheduleId: 7, code: old }, store);
    expect(r.verdict.code).toBe('MOVED');
    expect(r.verdict.message).toMatch(/^Tiket sudah dipindah ke Simanindo – Tigaras, .* pukul 08:30 WIB\.$/);
    // …and at the new departure too.
    expect((await verifyLocally({ scheduleId: 8, code: old }, store)).verdict.code).toBe('MOVED');
  });

  it('accepts the new QR at the new departure', async () => {
    const { signer, store } = await setup();
    const fresh = await signer.sign({ transactionId: 5, scheduleId: 8, version: 2 });
    expect((await verifyLocally({ scheduleId: 8, code: fresh }, store)).verdict.code).toBe('VALID');
  });

  it('reads a copy kept before the field existed (no movedAtVersion) as before', async () => {
    const { signer, store } = await setup();
    const { movedAtVersion: _, ...older } = ticket;
    store.set('manifest', { departure: later, tickets: [older] }, 8);
    const old = await signer.sign({ transactionId: 5, scheduleId: 7, version: 1 });
    expect((await verifyLocally({ scheduleId: 7, code: old }, store)).verdict.code).toBe('CANCELLED');
  });
});
