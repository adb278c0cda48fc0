// openOrder (issue #21 §2): an unpaid order of this departure is found before Konfirmasi; the user
// continues it (its payment page) or replaces it (its hold released through the spec's call).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TransactionListItem } from '../../src/api/transactions';
import {
  findOpenOrder,
  openOrderMachine,
  type OpenOrder,
  type OpenOrderContext,
} from '../../src/machines/open-order.machine';
import { assertFullCoverage, done, failed, pending, runModel } from './model';

const OLD_URL = 'http://127.0.0.1:4000/api/payment/simulator/sim_old';
const input = { userId: 7, scheduleId: 42 };
const open: OpenOrder = { id: 5, invoiceId: 'INV-20261122-000005', price: 252_400, paymentUrl: OLD_URL };
const stubbed = openOrderMachine.provide({ actors: { findOpenOrder: pending(), releaseHold: pending() } as never });

function item(over: Partial<TransactionListItem> & { scheduleId?: number } = {}): TransactionListItem {
  const { scheduleId = 42, ...rest } = over;
  return {
    id: 5,
    invoiceId: 'INV-20261122-000005',
    paid: false,
    status: 'UNPAID',
    paymentUrl: OLD_URL,
    placedOrderDateTime: '2026-11-22T10:00:00+07:00',
    price: 252_400,
    schedule: {
      id: scheduleId,
      issuedDate: '2026-11-23',
      issuedTime: '08:30:00',
      fromRoute: { id: 1, route: 'Simanindo' },
      toRoute: { id: 2, route: 'Tigaras' },
    },
    ...rest,
  } as TransactionListItem;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('open order (order child, issue #21 §2)', () => {
  it('finds only an unpaid order of this departure with a payment page to open', () => {
    expect(findOpenOrder([item({ scheduleId: 41 }), item()], 42)).toEqual(open);
    expect(findOpenOrder([item({ scheduleId: 41 })], 42)).toBeNull();
    expect(findOpenOrder([item({ paid: true, status: 'PAID' })], 42)).toBeNull();
    expect(findOpenOrder([item({ paymentUrl: null })], 42)).toBeNull();
    expect(findOpenOrder([item({ paymentUrl: 'javascript:alert(1)' })], 42)).toBeNull();
  });

  it('offers the open order; continuing ends with its payment page', async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      stubbed.provide({ actors: { findOpenOrder: fromPromise(async ({ input: i }) => (asked.push(i), open)) } }),
      { input },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('offering'));
    expect(asked).toEqual([{ scheduleId: 42 }]);
    expect(actor.getSnapshot().context.open).toEqual(open);
    actor.send({ type: 'OPEN_ORDER.CONTINUE' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'continue', url: OLD_URL });
  });

  it('replacing releases the hold of this departure for this user, then ends as replaced', async () => {
    const released: unknown[] = [];
    const actor = createActor(
      stubbed.provide({
        actors: {
          findOpenOrder: fromPromise(async (): Promise<OpenOrder | null> => open),
          releaseHold: fromPromise(async ({ input: i }) => void released.push(i)),
        },
      }),
      { input },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('offering'));
    actor.send({ type: 'OPEN_ORDER.REPLACE' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(released).toEqual([{ scheduleId: 42, userId: 7 }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'replaced' });
  });

  it('a failed release offers both choices again and says so; a retry clears it', () => {
    const actor = createActor(stubbed, { input }).start();
    actor.send(done('findOpenOrder', open) as never);
    actor.send({ type: 'OPEN_ORDER.REPLACE' });
    actor.send(failed('releaseHold', new Error('offline')) as never);
    expect(actor.getSnapshot().value).toBe('offering');
    expect(actor.getSnapshot().context.failed).toBe(true);
    actor.send({ type: 'OPEN_ORDER.REPLACE' });
    expect(actor.getSnapshot().value).toBe('replacing');
    expect(actor.getSnapshot().context.failed).toBe(false);
  });

  it('nothing open, or the check fails: Konfirmasi as usual', () => {
    for (const outcome of [done('findOpenOrder', null), failed('findOpenOrder', new Error('offline'))]) {
      const actor = createActor(stubbed, { input }).start();
      actor.send(outcome as never);
      expect(actor.getSnapshot().output).toEqual({ kind: 'none' });
    }
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'openOrder',
      machine: stubbed,
      input,
      events: (s: { status: string }) =>
        s.status === 'done'
          ? []
          : [
              { type: 'OPEN_ORDER.CONTINUE' },
              { type: 'OPEN_ORDER.REPLACE' },
              done('findOpenOrder', open),
              done('findOpenOrder', null),
              failed('findOpenOrder', new Error('offline')),
              done('releaseHold'),
              failed('releaseHold', new Error('offline')),
            ],
      serializeState: (s: { value: unknown; context: OpenOrderContext }) =>
        JSON.stringify([s.value, s.context.open?.id ?? null, s.context.failed, s.context.outcome]),
    });
    assertFullCoverage(coverage);
  });
});
