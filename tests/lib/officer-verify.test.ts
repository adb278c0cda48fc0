// @vitest-environment node
// Offline verification on the officer's phone (issue #10): signature with the kept key, then the
// kept manifest; a check-in queued on this phone counts until it is synced.
import { describe, expect, it } from 'vitest';
import { createBoardingPassSigner } from '../../server/boarding/signer';
import { createMemoryBackend } from '../../src/lib/storage';
import { createOfficerStore, type OfficerManifest } from '../../src/lib/officer-storage';
import { verifyLocally } from '../../src/lib/officer-verify';

const departure = {
  scheduleId: 42,
  issuedDate: '2026-11-23',
  issuedTime: '09:00:00',
  from: 'Simanindo',
  to: 'Tigaras',
  status: 'open' as const,
  capacity: 40,
  vehicles: { booked: 1, checkedIn: 0 },
  people: { booked: 2, checkedIn: 0 },
};
const ticket = {
  transactionId: 5,
  invoiceId: 'INV-20261123-000005',
  scheduleId: 42,
  status: 'PAID' as const,
  passVersion: 1,
  vehicleClass: 'Golongan IV',
  vehicleType: 'Mobil',
  plateNumber: 'BK 1234 ABC',
  driver: { name: 'Budi', age: 40, domicile: 'Medan' },
  passengers: [{ name: 'Siti', age: 35, domicile: 'Medan' }],
  unnamedPassengers: [],
  checkedInAt: null,
  checkedInBy: null,
};

async function setup() {
  const signer = createBoardingPassSigner();
  const store = createOfficerStore(createMemoryBackend());
  store.set('keys', [signer.publicJwk as never]);
  store.set('manifest', { departure, tickets: [ticket] } satisfies OfficerManifest, 42);
  return { signer, store };
}

describe('verifyLocally', () => {
  it('accepts a signed pass of this departure and shows its manifest', async () => {
    const { signer, store } = await setup();
    const code = await signer.sign({ transactionId: 5, scheduleId: 42, version: 1 });
    const r = await verifyLocally({ scheduleId: 42, code }, store);
    expect(r.verdict.code).toBe('VALID');
    expect(r.ticket?.plateNumber).toBe('BK 1234 ABC');
  });

  it('never says Tiket Sah offline on a departure its kept copy knows is held or cancelled (issue #37)', async () => {
    const { signer, store } = await setup();
    const code = await signer.sign({ transactionId: 5, scheduleId: 42, version: 1 });
    for (const status of ['held', 'cancelled'] as const) {
      store.set('manifest', { departure: { ...departure, status }, tickets: [ticket] } satisfies OfficerManifest, 42);
      const r = await verifyLocally({ scheduleId: 42, code }, store);
      expect(r.verdict.code).toBe(status === 'held' ? 'DEPARTURE_HELD' : 'DEPARTURE_CANCELLED');
    }
  });

  it('refuses a pass signed by another key without the network', async () => {
    const { store } = await setup();
    const code = await createBoardingPassSigner().sign({ transactionId: 5, scheduleId: 42, version: 1 });
    expect((await verifyLocally({ scheduleId: 42, code }, store)).verdict.code).toBe('FORGED');
  });

  it('finds a typed invoice number and counts a check-in queued on this phone', async () => {
    const { store } = await setup();
    expect((await verifyLocally({ scheduleId: 42, invoiceId: ' inv-20261123-000005 ' }, store)).verdict.code).toBe(
      'VALID',
    );
    store.set('queue', [
      {
        scanId: 'scan-0001',
        scheduleId: 42,
        invoiceId: 'INV-20261123-000005',
        scannedAt: '2026-11-23T07:55:00+07:00',
        transactionId: 5,
      },
    ]);
    const again = await verifyLocally({ scheduleId: 42, invoiceId: 'INV-20261123-000005' }, store);
    expect(again.verdict).toEqual({
      code: 'ALREADY_CHECKED_IN',
      message: 'Sudah check-in pukul 07:55 WIB oleh ponsel ini (belum disinkronkan).',
    });
  });

  it('says so when the manifest was never kept', async () => {
    const store = createOfficerStore(createMemoryBackend());
    await expect(verifyLocally({ scheduleId: 7, invoiceId: 'INV-1' }, store)).rejects.toThrow(
      'Manifes keberangkatan ini belum tersimpan di ponsel.',
    );
  });

  it('shows the unnamed passengers offline too, and reads a copy kept before they were sent as none (issue #21)', async () => {
    const { signer: _s, store } = await setup();
    const withUnnamed = { ...ticket, unnamedPassengers: [{ feeType: 'DEWASA', count: 2 }] };
    store.set('manifest', { departure, tickets: [withUnnamed] }, 42);
    const local = await verifyLocally({ scheduleId: 42, invoiceId: 'INV-20261123-000005' }, store);
    expect(local.ticket?.unnamedPassengers).toEqual([{ feeType: 'DEWASA', count: 2 }]);

    const backend = createMemoryBackend();
    const { unnamedPassengers: _u, ...older } = ticket;
    backend.setItem('petugas.manifest.42', JSON.stringify({ departure, tickets: [older] }));
    expect(createOfficerStore(backend).get('manifest', 42)?.tickets[0]?.unnamedPassengers).toEqual([]);
  });

  it('drops a tampered kept copy', () => {
    const backend = createMemoryBackend();
    backend.setItem('petugas.manifest.42', JSON.stringify({ departure, tickets: [{ ...ticket, status: 'BOARDED' }] }));
    expect(createOfficerStore(backend).get('manifest', 42)).toBeNull();
    expect(backend.getItem('petugas.manifest.42')).toBeNull();
  });
});
