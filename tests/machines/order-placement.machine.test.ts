import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  orderPlacementMachine,
  RESULT_TIMEOUT_MS,
  SAVE_TIMEOUT_MS,
  type OrderPlacementContext,
} from '../../src/machines/order-placement.machine';
import type { PaymentMessage } from '../../src/api/socket';
import type { OrderRequest } from '../../src/api/transactions';
import { ORDER_MSG } from '../../src/lib/order-messages';
import { after, assertFullCoverage, done, failed, pending, runModels } from './model';

const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const USER_ID = 7;
const REQUEST_ID = '3f6c1c1e-8a55-4f53-9a59-0c0d7e2b9a11';
const PAY_URL = 'http://127.0.0.1:4000/api/payment/simulator/sim_abc';
const body = { schedule: 42, requestId: REQUEST_ID } as unknown as OrderRequest;
const input = { userId: USER_ID, requestId: REQUEST_ID, body, scheduleId: 42 };

const ours = (status: number, paymentUrl?: string | null): PaymentMessage => ({
  userId: USER_ID,
  status,
  paymentUrl,
  requestId: REQUEST_ID,
});

const stubbed = orderPlacementMachine.provide({
  actors: { placeOrder: pending(), recoverPayment: pending(), saveProfile: pending() } as never,
});
/** Issue #40 item 2: what the ticked box saves. */
const save = { vehicle: { plateNumber: 'BK 1234 ABC', vehicleTypeId: 4 }, travellers: [] };

function start(machine = stubbed, clock = new SimulatedClock()) {
  clock.set(START);
  return { clock, actor: createActor(machine, { clock, input }).start() };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('order placement (order child)', () => {
  it('sends the order once and settles with the pushed payment page', () => {
    const sent: unknown[] = [];
    const { actor } = start(
      orderPlacementMachine.provide({
        actors: {
          placeOrder: fromPromise(async ({ input: i }: { input: { body: unknown } }) => {
            sent.push(i.body);
            return { requestId: REQUEST_ID };
          }),
        } as never,
      }),
    );
    actor.send({ type: 'SOCKET.MESSAGE', message: ours(200, PAY_URL) });
    expect(sent).toEqual([body]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'paymentReady', url: PAY_URL });
  });

  it.each([
    [ours(500, null), { kind: 'soldOut' }],
    [ours(500), { kind: 'soldOut' }],
    [ours(422), { kind: 'failed', message: ORDER_MSG.closedForSale }],
    [ours(425), { kind: 'failed', message: ORDER_MSG.outsideWindow }],
    // Issue #22: the operator stopped sales on the departure or cancelled it.
    [ours(423), { kind: 'closedByOperator' }],
    [ours(502), { kind: 'failed', message: ORDER_MSG.paymentUnavailable }],
    // Issue #39: the plate's live ticket on this departure; the account's open unpaid orders.
    [ours(412), { kind: 'failed', message: ORDER_MSG.plateTaken }],
    [ours(429), { kind: 'failed', message: ORDER_MSG.tooManyUnpaid }],
    [ours(409), { kind: 'failed', message: ORDER_MSG.otherStatus }],
    [ours(200), { kind: 'failed', message: ORDER_MSG.otherStatus }],
    [ours(500, PAY_URL), { kind: 'failed', message: ORDER_MSG.otherStatus }],
    [ours(200, 'javascript:alert(1)'), { kind: 'failed', message: ORDER_MSG.otherStatus }],
  ])('settles the pushed outcome %o as %o', (message, outcome) => {
    const { actor } = start();
    actor.send({ type: 'SOCKET.MESSAGE', message });
    expect(actor.getSnapshot().output).toEqual(outcome);
  });

  it('ignores pushes of another order or another user', () => {
    const { actor } = start();
    actor.send({ type: 'SOCKET.MESSAGE', message: { ...ours(200, PAY_URL), requestId: 'another-order' } });
    actor.send({ type: 'SOCKET.MESSAGE', message: { ...ours(200, PAY_URL), userId: 8 } });
    expect(actor.getSnapshot().status).toBe('active');
  });

  it("settles 'Error sending ticket' when the order cannot be sent", () => {
    const { actor } = start();
    actor.send(failed('placeOrder', new Error('offline')) as never);
    expect(actor.getSnapshot().output).toEqual({ kind: 'failed', message: ORDER_MSG.sendFailed });
  });

  it('re-sends after a reconnect while waiting, and reads the transactions after 20 s without a push', () => {
    const { actor, clock } = start();
    actor.send(done('placeOrder', { requestId: REQUEST_ID }) as never);
    actor.send({ type: 'SOCKET.CONNECTED' });
    expect(actor.getSnapshot().value).toBe('sending');
    actor.send(done('placeOrder', { requestId: REQUEST_ID }) as never);
    clock.increment(RESULT_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('awaitingResult');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('recovering');
    actor.send(done('recoverPayment', { paymentUrl: PAY_URL, scheduleId: 42 }) as never);
    expect(actor.getSnapshot().output).toEqual({ kind: 'paymentReady', url: PAY_URL });
  });

  it('saves the ticked booking to the account before leaving for the payment page; a failure keeps the payment', async () => {
    const saved: unknown[] = [];
    for (const outcome of ['ok', 'fails'] as const) {
      const clock = new SimulatedClock();
      clock.set(START);
      const actor = createActor(
        orderPlacementMachine.provide({
          actors: {
            placeOrder: fromPromise(async () => ({ requestId: REQUEST_ID })),
            saveProfile: fromPromise(async ({ input: i }) => {
              saved.push(i);
              if (outcome === 'fails') throw new Error('offline');
            }),
          } as never,
        }),
        { clock, input: { ...input, save } },
      ).start();
      actor.send({ type: 'SOCKET.MESSAGE', message: ours(200, PAY_URL) });
      expect(actor.getSnapshot().value).toBe('saving');
      await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
      expect(actor.getSnapshot().output).toEqual({ kind: 'paymentReady', url: PAY_URL });
    }
    expect(saved).toEqual([save, save]);
    // No answer within SAVE_TIMEOUT_MS: on to the payment page all the same.
    const clock = new SimulatedClock();
    clock.set(START);
    const actor = createActor(stubbed, { clock, input: { ...input, save } }).start();
    actor.send(done('placeOrder', { requestId: REQUEST_ID }) as never);
    actor.send({ type: 'SOCKET.MESSAGE', message: ours(200, PAY_URL) });
    clock.increment(SAVE_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('saving');
    clock.increment(1);
    expect(actor.getSnapshot().output).toEqual({ kind: 'paymentReady', url: PAY_URL });
  });

  it('reaches every state and transition (model-based)', async () => {
    const events = [
      { type: 'SOCKET.CONNECTED' },
      { type: 'SOCKET.MESSAGE', message: ours(200, PAY_URL) },
      { type: 'SOCKET.MESSAGE', message: ours(500, null) },
      { type: 'SOCKET.MESSAGE', message: ours(422) },
      { type: 'SOCKET.MESSAGE', message: ours(423) },
      { type: 'SOCKET.MESSAGE', message: ours(425) },
      { type: 'SOCKET.MESSAGE', message: ours(502) },
      { type: 'SOCKET.MESSAGE', message: ours(412) },
      { type: 'SOCKET.MESSAGE', message: ours(429) },
      { type: 'SOCKET.MESSAGE', message: ours(503) },
      { type: 'SOCKET.MESSAGE', message: { ...ours(200, PAY_URL), requestId: 'another-order' } },
      done('placeOrder', { requestId: REQUEST_ID }),
      failed('placeOrder', new Error('offline')),
      done('recoverPayment', { paymentUrl: PAY_URL, scheduleId: 42 }),
      done('recoverPayment', null),
      failed('recoverPayment', new Error('offline')),
      after('resultTimeout', 'orderPlacement.awaitingResult'),
      done('saveProfile'),
      failed('saveProfile', new Error('offline')),
      after('saveTimeout', 'orderPlacement.saving'),
    ];
    const world = {
      machine: stubbed,
      startMs: START,
      events: (s: { status: string }) => (s.status === 'done' ? [] : events),
      serializeState: (s: { value: unknown; context: OrderPlacementContext }) =>
        JSON.stringify([s.value, s.context.outcome]),
    };
    const coverage = await runModels('orderPlacement', [
      { ...world, world: 'nothing to save', input },
      { ...world, world: 'the box ticked', input: { ...input, save } },
    ]);
    assertFullCoverage(coverage);
  });
});
