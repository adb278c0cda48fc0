import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { isFresh, savedPaymentMachine, type SavedPaymentContext } from '../../src/machines/saved-payment.machine';
import { createMemoryBackend, createStorage, type TypedStorage } from '../../src/lib/storage';
import { assertFullCoverage, done, failed, pending, runModels } from './model';

const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const USER_ID = 7;
const OLD_URL = 'http://127.0.0.1:4000/api/payment/simulator/sim_old';

function world(opts: { savedPaymentAgeMs?: number; scheduleId?: number | null } = {}): TypedStorage {
  const storage = createStorage(createMemoryBackend());
  const scheduleId = opts.scheduleId === undefined ? 42 : opts.scheduleId;
  if (scheduleId !== null) storage.set('scheduleId', scheduleId);
  storage.set('pengemudi', {
    name: 'Budi',
    phoneNumber: '081234567890',
    age: 40,
    domicile: 'Medan',
    gender: 'Laki - Laki',
  });
  if (opts.savedPaymentAgeMs !== undefined) {
    storage.set('paymentData', { paymentUrl: OLD_URL, timestamp: START - opts.savedPaymentAgeMs });
    storage.set('paymentUrl', OLD_URL);
  }
  return storage;
}

const stubbed = savedPaymentMachine.provide({
  actors: { verifySavedPayment: pending(), releaseHold: pending() } as never,
});

function start(storage: TypedStorage, machine = stubbed) {
  return createActor(machine, { input: { userId: USER_ID, storage, now: () => START } }).start();
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('saved payment (order child)', () => {
  it('counts a payment saved under 15 minutes ago, and a clock set back a little, but nothing older', () => {
    expect(isFresh(START - 14 * 60_000, START)).toBe(true);
    expect(isFresh(START - 15 * 60_000, START)).toBe(false);
    expect(isFresh(START + 60_000, START)).toBe(true);
    expect(isFresh(START + 15 * 60_000, START)).toBe(false);
  });

  it('ends at once, and forgets the payment, when none was saved in the last 15 minutes', () => {
    const storage = world({ savedPaymentAgeMs: 15 * 60_000 });
    const actor = start(storage);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'none' });
    expect(storage.get('paymentData')).toBeNull();
    expect(storage.get('paymentUrl')).toBeNull();
  });

  it("offers a payment the server still has open; 'Lanjutkan' ends with its page", async () => {
    const actor = start(
      world({ savedPaymentAgeMs: 60_000 }),
      savedPaymentMachine.provide({
        actors: { verifySavedPayment: fromPromise(async () => ({ paymentUrl: OLD_URL, scheduleId: 41 })) } as never,
      }),
    );
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('offering'));
    actor.send({ type: 'PAYMENT.CONTINUE' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'continue', url: OLD_URL });
  });

  it("'Pesanan Baru' releases the unfinished payment's hold (not the draft's) and clears the draft", async () => {
    const storage = world({ savedPaymentAgeMs: 60_000 });
    const released: unknown[] = [];
    const actor = start(
      storage,
      savedPaymentMachine.provide({
        actors: {
          verifySavedPayment: fromPromise(async () => ({ paymentUrl: OLD_URL, scheduleId: 41 })),
          releaseHold: fromPromise(async ({ input }: { input: unknown }) => void released.push(input)),
        } as never,
      }),
    );
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('offering'));
    actor.send({ type: 'PAYMENT.NEW' });
    await vi.waitFor(() => expect(actor.getSnapshot().output).toEqual({ kind: 'newOrder' }));
    expect(released).toEqual([{ scheduleId: 41, userId: USER_ID }]);
    expect(storage.get('pengemudi')).toBeNull();
    expect(storage.get('paymentData')).toBeNull();
  });

  it('offers the local payment when the server cannot be asked, and forgets one the server no longer has', () => {
    const offline = start(world({ savedPaymentAgeMs: 60_000 }));
    offline.send(failed('verifySavedPayment', new Error('offline')) as never);
    expect(offline.getSnapshot().value).toBe('offering');
    expect(offline.getSnapshot().context.unfinished).toEqual({ paymentUrl: OLD_URL, scheduleId: 42 });

    const storage = world({ savedPaymentAgeMs: 60_000 });
    const paid = start(storage);
    paid.send(done('verifySavedPayment', null) as never);
    expect(paid.getSnapshot().output).toEqual({ kind: 'none' });
    expect(storage.get('paymentData')).toBeNull();
  });

  it('reaches every state and transition (model-based)', async () => {
    const events = [
      { type: 'PAYMENT.NEW' },
      { type: 'PAYMENT.CONTINUE' },
      done('verifySavedPayment', { paymentUrl: OLD_URL, scheduleId: 41 }),
      done('verifySavedPayment', null),
      failed('verifySavedPayment', new Error('offline')),
      done('releaseHold'),
      failed('releaseHold', new Error('offline')),
    ];
    const serializeState = (s: { value: unknown; context: SavedPaymentContext }) =>
      JSON.stringify([s.value, s.context.outcome, s.context.unfinished]);
    const base = (name: string, storageFor: () => TypedStorage) => ({
      world: name,
      machine: stubbed,
      startMs: START,
      inputFor: (clock: SimulatedClock) => ({ userId: USER_ID, storage: storageFor(), now: () => clock.now() }),
      events: (s: { status: string }) => (s.status === 'done' ? [] : events),
      serializeState,
    });
    const coverage = await runModels('savedPayment', [
      base('payment saved 5 minutes ago', () => world({ savedPaymentAgeMs: 5 * 60_000 })),
      base('payment saved, no departure stored', () => world({ savedPaymentAgeMs: 60_000, scheduleId: null })),
      base('nothing saved', () => world()),
    ]);
    assertFullCoverage(coverage);
  });
});
