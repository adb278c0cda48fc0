// syncQueue (issue #10): offline check-ins kept, sent when the network is back, conflicts shown.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  RECHECK_MS,
  syncQueueMachine,
  SYNC_RETRY_MS,
  SYNCED_NOTICE_MS,
  type SyncOutcome,
} from '../../src/machines/sync-queue.machine';
import type { QueuedScan } from '../../src/lib/officer-storage';
import { after, assertFullCoverage, done, failed, idle, pending, runModels } from './model';

const scan = (scanId: string): QueuedScan => ({
  scanId,
  scheduleId: 42,
  invoiceId: 'INV-1',
  scannedAt: '2026-11-23T08:00:00+07:00',
});
const ok = (scanId: string): SyncOutcome => ({ scanId, outcome: 'CHECKED_IN', message: 'ok', invoiceId: 'INV-1' });
const lost = (scanId: string): SyncOutcome => ({
  scanId,
  outcome: 'CONFLICT',
  message: 'Konflik: Sudah check-in pukul 08:00 WIB oleh Rina.',
  invoiceId: 'INV-1',
});

const persisted: unknown[] = [];
const stubbed = syncQueueMachine.provide({
  actors: { sync: pending(), connectivity: idle() } as never,
  actions: { persist: ({ context }) => void persisted.push(structuredClone(context)) },
});

describe('sync queue machine', () => {
  it('sends what was queued, keeps it until answered, and keeps a lost scan as a conflict', () => {
    const a = createActor(stubbed, { input: {} }).start();
    expect(a.getSnapshot().value).toBe('idle');
    a.send({ type: 'ENQUEUE', scan: scan('s-1') });
    expect(a.getSnapshot().value).toBe('syncing');
    a.send(failed('sync', new Error('offline')) as never);
    expect(a.getSnapshot().value).toBe('waiting');
    a.send({ type: 'ENQUEUE', scan: scan('s-2') });
    expect(a.getSnapshot().context.queue.map((q) => q.scanId)).toEqual(['s-1', 's-2']);
    a.send({ type: 'ONLINE' });
    a.send(done('sync', [ok('s-1'), lost('s-2')]) as never);
    expect(a.getSnapshot().value).toBe('idle');
    expect(a.getSnapshot().context.queue).toEqual([]);
    expect(a.getSnapshot().context.conflicts).toEqual([
      { scanId: 's-2', invoiceId: 'INV-1', message: lost('s-2').message, outcome: 'CONFLICT' },
    ]);
    expect(persisted.at(-1)).toMatchObject({ queue: [], conflicts: [{ scanId: 's-2' }] });
  });

  it('re-checks confirmed check-ins, and shows one that later lost to an earlier scan as a conflict', () => {
    const a = createActor(stubbed, { input: {} }).start();
    a.send({ type: 'CONFIRMED', scan: scan('online-1') });
    expect(a.getSnapshot().value).toBe('idle');
    a.send({ type: 'ENQUEUE', scan: scan('s-1') });
    expect(a.getSnapshot().value).toBe('syncing');
    a.send(done('sync', [ok('s-1'), ok('online-1')]) as never);
    expect(a.getSnapshot().context.confirmed.map((c) => c.scanId)).toEqual(['online-1', 's-1']);
    a.send({ type: 'SYNC' });
    a.send(done('sync', [ok('online-1'), lost('s-1')]) as never);
    expect(a.getSnapshot().context.confirmed.map((c) => c.scanId)).toEqual(['online-1']);
    expect(a.getSnapshot().context.conflicts.map((c) => c.scanId)).toEqual(['s-1']);
  });

  it('confirms a sync that emptied the queue, until the notice ends or the next check-in (issue #21)', () => {
    const a = createActor(stubbed, { input: {} }).start();
    expect(a.getSnapshot().context.synced).toBe(false);
    a.send({ type: 'ENQUEUE', scan: scan('s-1') });
    a.send(done('sync', [ok('s-1')]) as never);
    expect(a.getSnapshot().context.synced).toBe(true);
    a.send({ type: 'ENQUEUE', scan: scan('s-2') });
    expect(a.getSnapshot().context.synced).toBe(false);
    // A scan that lost is a conflict to see, not "all synced".
    a.send(done('sync', [lost('s-2')]) as never);
    expect(a.getSnapshot().context.synced).toBe(false);
    // A re-check of confirmed check-ins alone (nothing was queued) confirms nothing.
    a.send({ type: 'SYNC' });
    a.send(done('sync', [ok('s-1')]) as never);
    expect(a.getSnapshot().context.synced).toBe(false);
  });

  it('ends the confirmation after SYNCED_NOTICE_MS', () => {
    const clock = new SimulatedClock();
    const a = createActor(stubbed, { input: {}, clock }).start();
    a.send({ type: 'ENQUEUE', scan: scan('s-1') });
    a.send(done('sync', [ok('s-1')]) as never);
    expect(a.getSnapshot().context.synced).toBe(true);
    clock.increment(SYNCED_NOTICE_MS - 1);
    expect(a.getSnapshot().context.synced).toBe(true);
    clock.increment(1);
    expect(a.getSnapshot().context.synced).toBe(false);
    expect(a.getSnapshot().value).toBe('idle');
  });

  it('starts syncing what a previous visit left queued', () => {
    const a = createActor(stubbed, { input: { queue: [scan('old')] } }).start();
    expect(a.getSnapshot().value).toBe('syncing');
  });

  it('reaches every state and transition (model-based)', async () => {
    const events = [
      { type: 'ENQUEUE', scan: scan('s-1') },
      { type: 'ONLINE' },
      { type: 'SYNC' },
      { type: 'CONFLICTS.CLEAR' },
      { type: 'CONFIRMED', scan: scan('online-1') },
      after(RECHECK_MS, 'syncQueue.idle'),
      after(SYNCED_NOTICE_MS, 'syncQueue.idle'),
      done('sync', [ok('s-1')]),
      done('sync', [lost('s-1')]),
      failed('sync', new Error('offline')),
      after(SYNC_RETRY_MS, 'syncQueue.waiting'),
    ];
    const serializeState = (s: {
      value: unknown;
      context: { queue: unknown[]; conflicts: unknown[]; confirmed: unknown[]; synced: boolean };
    }) =>
      JSON.stringify([
        s.value,
        s.context.synced,
        s.context.queue.length > 0,
        s.context.conflicts.length > 0,
        s.context.confirmed.length > 0,
      ]);
    const coverage = await runModels('syncQueue', [
      { world: 'dock', machine: stubbed, input: {}, events, serializeState },
    ]);
    assertFullCoverage(coverage);
  });
});
