import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { TransactionDetail } from '../../src/api/transactions';
import { paymentFinishMachine, PAYMENT_FINISH_POLL_MS } from '../../src/machines/payment-finish.machine';
import { after, assertFullCoverage, done, failed, pending, runModels } from './model';
import { navigationSpy } from './navigation';

const detail = (status: NonNullable<TransactionDetail['status']>): TransactionDetail => ({
  id: 5,
  invoiceId: 'INV-20261122-000005',
  requestId: '3f6c1c1e-8a55-4f53-9a59-0c0d7e2b9a11',
  checkedIn: false,
  bankName: status === 'PAID' ? 'BCA' : null,
  paymentMethod: status === 'PAID' ? 'Virtual Account' : null,
  placedOrderDate: '2026-11-22',
  placedOrderTime: '10:00:00',
  plateNumber: 'BK 1234 ABC',
  price: 291_150,
  paid: status === 'PAID',
  status,
  paidDateTime: status === 'PAID' ? '2026-11-22T03:05:00.000Z' : null,
  schedule: {
    id: 42,
    issuedDate: '2026-11-23',
    issuedTime: '08:30:00',
    fromRoute: { id: 1, route: 'Simanindo' },
    toRoute: { id: 2, route: 'Tigaras' },
  },
  vehicleClass: 'Golongan IV',
});

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

const nav = navigationSpy(['toTicket']);
const stubbed = paymentFinishMachine.provide({ actors: { loadTransaction: pending() } as never, actions: nav.actions });

describe('payment-finish machine (pembayaran-selesai)', () => {
  it('waits while the transaction is unpaid, asks again, and ends paid, turning into the ticket', () => {
    const actor = createActor(stubbed, { input: { id: 5 } }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send(done('loadTransaction', detail('UNPAID')) as never);
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send(after('poll', 'paymentFinish.waiting') as never);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(nav.take(actor)).toEqual([]);
    actor.send(done('loadTransaction', detail('PAID')) as never);
    expect(actor.getSnapshot().value).toBe('paid');
    expect(actor.getSnapshot().context.ticket?.paid).toBe(true);
    expect(nav.take(actor)).toEqual([{ name: 'toTicket', params: { id: 5 } }]);
  });

  it('an expired hold keeps waiting (a late payment may still settle); refund due ends there', () => {
    const actor = createActor(stubbed, { input: { id: 5 } }).start();
    actor.send(done('loadTransaction', detail('EXPIRED')) as never);
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send(after('poll', 'paymentFinish.waiting') as never);
    actor.send(done('loadTransaction', detail('REFUND_DUE')) as never);
    expect(actor.getSnapshot().value).toBe('refundDue');
  });

  it('tells the other tabs when the payment is settled, paid or refund due (issue #21 §7)', async () => {
    const heard: unknown[] = [];
    const otherTab = new BroadcastChannel('seberang');
    otherTab.onmessage = (event) => heard.push(event.data);
    const paid = createActor(stubbed, { input: { id: 5 } }).start();
    paid.send(done('loadTransaction', detail('UNPAID')) as never);
    paid.send(after('poll', 'paymentFinish.waiting') as never);
    paid.send(done('loadTransaction', detail('PAID')) as never);
    const refund = createActor(stubbed, { input: { id: 6 } }).start();
    refund.send(done('loadTransaction', { ...detail('REFUND_DUE'), id: 6 }) as never);
    await vi.waitFor(() =>
      expect(heard).toEqual([
        { type: 'payment.settled', ids: [5] },
        { type: 'payment.settled', ids: [6] },
      ]),
    );
    otherTab.close();
  });

  it('stops asking after its attempts and offers to check again; a 404 is a failure', () => {
    const actor = createActor(stubbed, { input: { id: 5, maxAttempts: 2 } }).start();
    actor.send(failed('loadTransaction', new ApiError('network', 0, 'offline')) as never);
    actor.send(after('poll', 'paymentFinish.waiting') as never);
    actor.send(done('loadTransaction', detail('UNPAID')) as never);
    actor.send(after('poll', 'paymentFinish.waiting') as never);
    expect(actor.getSnapshot().value).toBe('slow');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send(failed('loadTransaction', new ApiError('http', 404, 'Transaction not found.')) as never);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(
      createActor(stubbed, { input: { id: Number.NaN } })
        .start()
        .getSnapshot().value,
    ).toBe('failed');
  });

  it('reaches every state and transition, turning into the ticket exactly when paid (model-based)', async () => {
    const events = [
      { type: 'RETRY' },
      done('loadTransaction', detail('PAID')),
      done('loadTransaction', detail('REFUND_DUE')),
      done('loadTransaction', detail('UNPAID')),
      failed('loadTransaction', new ApiError('http', 404, 'Transaction not found.')),
      failed('loadTransaction', new ApiError('network', 0, 'offline')),
      after(PAYMENT_FINISH_POLL_MS, 'paymentFinish.waiting'),
    ];
    const serializeState = (s: { value: unknown; context: { attempts: number } }) =>
      JSON.stringify([s.value, s.context.attempts]);
    const onStep = (s: { value: unknown }, event: { type: string }, actor: AnyActorRef) =>
      expect(nav.take(actor)).toEqual(
        event.type === 'xstate.done.actor.loadTransaction' && s.value === 'paid'
          ? [{ name: 'toTicket', params: { id: 5 } }]
          : [],
      );
    const coverage = await runModels('payment-finish', [
      { world: 'valid id', machine: stubbed, input: { id: 5, maxAttempts: 2 }, events, serializeState, onStep },
      {
        world: 'no id',
        machine: stubbed,
        input: { id: Number.NaN, maxAttempts: 2 },
        events,
        serializeState,
        onStep,
      },
    ]);
    assertFullCoverage(coverage);
  });
});
