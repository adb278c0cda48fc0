// scanner (petugas/pindai, issue #10): online and offline verdicts, "Naik Kapal", queued check-ins.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../src/api/client';
import { scannerMachine, SCANNER_MSG } from '../../src/machines/scanner.machine';
import type { ManifestTicket } from '../../kernel/boarding-verdict';
import { assertFullCoverage, done, failed, idle, pending, runModels } from './model';

const ticket: ManifestTicket = {
  transactionId: 5,
  invoiceId: 'INV-20261123-000005',
  scheduleId: 42,
  status: 'PAID',
  passVersion: 1,
  vehicleClass: 'Golongan IV',
  vehicleType: 'Mobil',
  plateNumber: 'BK 1234 ABC',
  driver: { name: 'Budi', age: 40, domicile: 'Medan' },
  passengers: [],
  unnamedPassengers: [],
  checkedInAt: null,
  checkedInBy: null,
};
const valid = { verdict: { code: 'VALID', message: 'ok' }, ticket };
const refused = { verdict: { code: 'UNPAID', message: 'Tiket belum dibayar.' }, ticket };
const boarded = { verdict: { code: 'CHECKED_IN', message: 'Berhasil' }, ticket };
const offline = new ApiError('network', 0, 'Failed to fetch');
const serverError = new ApiError('http', 500, 'Internal server error.');
const video = {} as HTMLVideoElement;

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

const stubbed = scannerMachine.provide({
  actors: {
    verifyOnline: pending(),
    verifyOffline: pending(),
    checkIn: pending(),
    record: pending(),
    camera: idle(),
  } as never,
});

describe('scanner machine', () => {
  it('checks a valid ticket in online', () => {
    const a = createActor(stubbed, { input: { scheduleId: 42 } }).start();
    a.send({ type: 'TYPE', invoiceId: 'inv-20261123-000005' });
    expect(a.getSnapshot().value).toBe('verifying');
    a.send(done('verifyOnline', valid) as never);
    a.send({ type: 'CHECK_IN' });
    expect(a.getSnapshot().value).toBe('boarding');
    a.send(done('checkIn', boarded) as never);
    expect(a.getSnapshot().context.result?.verdict.code).toBe('CHECKED_IN');
    expect(a.getSnapshot().context.queued).toBe(false);
  });

  it('decides on the phone and queues the check-in when the network is down', () => {
    const a = createActor(stubbed, { input: { scheduleId: 42 } }).start();
    a.send({ type: 'SCAN', code: 'eyJ.x.y' });
    a.send(failed('verifyOnline', offline) as never);
    expect(a.getSnapshot().value).toBe('verifyingOffline');
    a.send(done('verifyOffline', valid) as never);
    a.send({ type: 'CHECK_IN' });
    expect(a.getSnapshot().value).toBe('recording');
    a.send(done('record', { verdict: { code: 'CHECKED_IN', message: SCANNER_MSG.queued }, ticket }) as never);
    expect(a.getSnapshot().context).toMatchObject({ queued: true, offline: true });
  });

  it('refuses "Naik Kapal" on a refused ticket and starts over with NEXT', () => {
    const a = createActor(stubbed, { input: { scheduleId: 42 } }).start();
    a.send({ type: 'TYPE', invoiceId: 'x' });
    a.send(done('verifyOnline', refused) as never);
    a.send({ type: 'CHECK_IN' });
    expect(a.getSnapshot().value).toBe('verdict');
    a.send({ type: 'NEXT' });
    expect(a.getSnapshot().matches('idle')).toBe(true);
    expect(a.getSnapshot().context.result).toBeNull();
  });

  it('reaches every state and transition (model-based)', async () => {
    const events = [
      { type: 'SCAN', code: 'eyJ.x.y' },
      { type: 'TYPE', invoiceId: 'INV-1' },
      { type: 'CHECK_IN' },
      { type: 'NEXT' },
      { type: 'CAMERA.START', video },
      { type: 'CAMERA.STOP' },
      { type: 'CAMERA.FAILED', message: 'x' },
      done('verifyOnline', valid),
      done('verifyOnline', refused),
      failed('verifyOnline', offline),
      failed('verifyOnline', serverError),
      done('verifyOffline', valid),
      failed('verifyOffline', new Error('Manifes keberangkatan ini belum tersimpan di ponsel.')),
      done('checkIn', boarded),
      failed('checkIn', offline),
      failed('checkIn', serverError),
      done('record', boarded),
      failed('record', new Error('x')),
    ];
    const serializeState = (s: {
      value: unknown;
      context: {
        result: { verdict: { code: string } } | null;
        offline: boolean;
        video: unknown;
        error: string | null;
        queued: boolean;
      };
    }) =>
      JSON.stringify([
        s.value,
        s.context.result?.verdict.code ?? null,
        s.context.offline,
        s.context.video !== null,
        s.context.error,
        s.context.queued,
      ]);
    const coverage = await runModels('scanner', [
      { world: 'dock', machine: stubbed, input: { scheduleId: 42 }, events, serializeState },
    ]);
    assertFullCoverage(coverage);
  });
});
