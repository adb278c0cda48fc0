// footOrder (issue #40 item 3): walk-on passengers from the departure to the payment page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { footOrderMachine, type FootOrderContext } from '../../src/machines/foot-order.machine';
import { footOrderBody, footPrice, MAX_FOOT_PASSENGERS, travellerErrors } from '../../src/machines/foot-draft';
import { orderPlacementMachine } from '../../src/machines/order-placement.machine';
import { FOOT_MSG } from '../../src/lib/foot-messages';
import { ORDER_MSG } from '../../src/lib/order-messages';
import { createMemoryBackend, createStorage } from '../../src/lib/storage';
import { assertFullCoverage, done, failed, idle, pending, runModel } from './model';

const REQUEST_ID = '3f6c1c1e-8a55-4f53-9a59-0c0d7e2b9a11';
const PAY_URL = 'http://127.0.0.1:4000/api/payment/simulator/sim_abc';
const schedule = {
  id: 42,
  issuedDate: '2026-11-23',
  issuedTime: '08:30:00',
  fromRoute: { id: 1, route: 'Simanindo' },
  toRoute: { id: 2, route: 'Tigaras' },
  qty: 0,
  status: 'open' as const,
};
const types = [
  { id: 1, fee: 12_000, feeType: 'DEWASA', insuranceFee: 500, description: 'Dewasa' },
  { id: 2, fee: 6_000, feeType: 'ANAK-ANAK', insuranceFee: 500, description: 'Anak' },
];
const data = { schedule, types };
const input = () => ({
  scheduleId: 42,
  userId: 7,
  token: 't',
  storage: createStorage(createMemoryBackend()),
  now: () => 1_000,
  newRequestId: () => REQUEST_ID,
});
const stubbed = footOrderMachine.provide({
  actors: { loadFoot: pending(), socket: idle(), orderPlacement: pending() } as never,
});
const fill = (index: number) =>
  [
    { type: 'CHANGE', index, field: 'name', value: 'Alice Walker' },
    { type: 'CHANGE', index, field: 'age', value: '30' },
    { type: 'CHANGE', index, field: 'domicile', value: 'Sydney' },
  ] as const;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('foot draft', () => {
  it('names every field that is missing or does not fit its type', () => {
    expect(travellerErrors({ passengerTypeId: '1', name: '', age: '', domicile: '' }, types)).toMatchObject({
      name: expect.any(String),
      age: expect.any(String),
      domicile: expect.any(String),
    });
    expect(travellerErrors({ passengerTypeId: '2', name: 'Kid', age: '9', domicile: 'Medan' }, types)).toEqual({
      age: 'Penumpang anak-anak harus berusia di bawah 5 tahun.',
    });
    expect(travellerErrors({ passengerTypeId: '1', name: 'Ann', age: '30', domicile: 'Medan' }, types)).toEqual({});
  });

  it('prices with the foot fares and sends every passenger by name', () => {
    const two = [
      { passengerTypeId: '1', name: ' Alice ', age: '30', domicile: 'Sydney' },
      { passengerTypeId: '1', name: 'Bob', age: '31', domicile: 'Sydney' },
    ];
    expect(footPrice(two, types).total).toBe(2 * 12_500);
    expect(footPrice(two, types).lines.map((l) => l.label)).toEqual([
      'Pejalan kaki Dewasa',
      'Asuransi Penumpang Dewasa',
    ]);
    expect(footOrderBody(42, two, REQUEST_ID)).toEqual({
      schedule: 42,
      passengers: [
        { passengerId: 1, name: 'Alice', age: 30, domicile: 'Sydney' },
        { passengerId: 1, name: 'Bob', age: 31, domicile: 'Sydney' },
      ],
      requestId: REQUEST_ID,
    });
  });
});

describe('footOrder', () => {
  it('sends the foot order once the socket is confirmed and leaves for the payment page', async () => {
    const sent: unknown[] = [];
    const paid: string[] = [];
    const i = input();
    const actor = createActor(
      footOrderMachine.provide({
        actors: {
          loadFoot: fromPromise(async () => data),
          socket: fromCallback(({ sendBack }) => {
            sendBack({ type: 'SOCKET.CONNECTED' });
          }),
          orderPlacement: orderPlacementMachine.provide({
            actors: { placeOrder: fromPromise(async ({ input: x }) => (sent.push(x.body), { requestId: REQUEST_ID })) },
          }),
        } as never,
        actions: { toPayment: (_, { url }) => void paid.push(url) },
      }),
      { input: i },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    for (const e of fill(0)) actor.send(e);
    actor.send({ type: 'ADD' });
    for (const e of fill(1)) actor.send(e);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ schedule: 42, requestId: REQUEST_ID });
    expect((sent[0] as { passengers: unknown[] }).passengers).toHaveLength(2);
    actor.send({
      type: 'SOCKET.MESSAGE',
      message: { userId: 7, status: 200, paymentUrl: PAY_URL, requestId: REQUEST_ID },
    });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(paid).toEqual([PAY_URL]);
    expect(i.storage.get('paymentData')).toEqual({ paymentUrl: PAY_URL, timestamp: 1_000 });
  });

  it('keeps the form until every passenger is complete, and at most 20 of them', () => {
    const actor = createActor(stubbed, { input: input() }).start();
    actor.send(done('loadFoot', data) as never);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    for (let k = 0; k < 30; k += 1) actor.send({ type: 'ADD' });
    expect(actor.getSnapshot().context.travellers).toHaveLength(MAX_FOOT_PASSENGERS);
    for (let k = 0; k < 30; k += 1) actor.send({ type: 'REMOVE', index: 0 });
    expect(actor.getSnapshot().context.travellers).toHaveLength(1);
  });

  it('says why a departure cannot be booked on foot', () => {
    for (const [d, message] of [
      [{ schedule: { ...schedule, status: 'stopped' as const }, types }, FOOT_MSG.closed],
      [{ schedule, types: [] }, FOOT_MSG.noFares],
    ] as const) {
      const actor = createActor(stubbed, { input: input() }).start();
      actor.send(done('loadFoot', d) as never);
      expect(actor.getSnapshot().value).toBe('closed');
      expect(actor.getSnapshot().context.closed).toBe(message);
    }
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'footOrder',
      machine: stubbed,
      inputFor: () => input(),
      events: (s: { status: string }) =>
        s.status === 'done'
          ? []
          : [
              done('loadFoot', data),
              done('loadFoot', { schedule, types: [] }),
              failed('loadFoot', new Error('offline')),
              { type: 'RETRY' },
              ...fill(0),
              { type: 'ADD' },
              { type: 'REMOVE', index: 1 },
              { type: 'SUBMIT' },
              { type: 'BACK' },
              { type: 'CONFIRM' },
              { type: 'ALERT.DISMISS' },
              { type: 'SOCKET.CONNECTED' },
              { type: 'SOCKET.DROPPED', reason: 'closed' },
              { type: 'SOCKET.MESSAGE', message: { userId: 7, status: 500 } },
              done('orderPlacement', { kind: 'paymentReady', url: PAY_URL }),
              done('orderPlacement', { kind: 'soldOut' }),
            ],
      serializeState: (s: { value: unknown; context: FootOrderContext }) =>
        JSON.stringify([
          s.value,
          s.context.travellers.length > 1,
          s.context.travellers[0] ? Object.values(s.context.travellers[0]).join('|') : null,
          s.context.showErrors,
          s.context.alert,
        ]),
    });
    assertFullCoverage(coverage);
  });

  it('returns to the review with the refusal', () => {
    const actor = createActor(stubbed, { input: input() }).start();
    actor.send(done('loadFoot', data) as never);
    for (const e of fill(0)) actor.send(e);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SOCKET.CONNECTED' });
    actor.send(done('orderPlacement', { kind: 'soldOut' }) as never);
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.alert).toBe(ORDER_MSG.soldOut);
  });
});
