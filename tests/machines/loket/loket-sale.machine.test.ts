// loketSale (issue #24, Jual Tiket): the shift first (Buka Shift when none is open), then a sale
// on the online order's rules — cash with its change, or QRIS polled until PAID or EXPIRED — and
// a failed sale retried with the same requestId (one sale, however often the answer is lost).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import { loketSaleMachine, QRIS_POLL_MS, qrisPlacedAt } from '../../../src/machines/loket/loket-sale.machine';
import { cashBalance, saleValid } from '../../../src/machines/loket/loket-forms';
import { LOKET_MSG } from '../../../src/lib/loket-messages';
import { after, assertFullCoverage, done, failed, pending, runModel } from '../model';
import {
  CASH_TICKET,
  DEPARTURE,
  NOW_MS,
  PASSENGER_TYPES,
  QRIS_EXPIRED,
  QRIS_PAID,
  QRIS_UNPAID,
  SALE_VALUES,
  SHIFT,
  TODAY,
  TOTAL,
  VEHICLE_TYPES,
} from './loket-fixtures';

const DATA = { departures: [DEPARTURE], vehicleTypes: VEHICLE_TYPES, passengerTypes: PASSENGER_TYPES };
const http = (status: number, message = 'Refused.') => ({ kind: 'http', status, message });
const stubs = {
  currentShift: pending(),
  openShift: pending(),
  load: pending(),
  sell: pending(),
  ticket: pending(),
  qrisWindow: pending(),
};
const stubbed = loketSaleMachine.provide({ actors: stubs as never });

let ids = 0;
const input = (clock?: SimulatedClock) => ({
  now: () => (clock ? clock.now() : NOW_MS),
  newRequestId: () => `req-${++ids}`,
});

/** Types the sale of SALE_VALUES into the form, field by field, as the screen does. */
function fill(actor: AnyActorRef, method: 'tunai' | 'qris' = 'tunai') {
  const v = SALE_VALUES;
  for (const field of ['scheduleId', 'vehicleTypeId', 'plate_number', 'buyerPhone', 'amountReceived'] as const)
    actor.send({ type: 'SALE.FIELD', field, value: v[field] });
  for (const [field, value] of Object.entries(v.driver)) actor.send({ type: 'SALE.DRIVER', field, value });
  for (const [typeId, value] of Object.entries(v.counts))
    actor.send({ type: 'SALE.COUNT', typeId: Number(typeId), value });
  actor.send({ type: 'SALE.METHOD', method });
}

function readyActor(actors: Record<string, unknown> = {}) {
  const actor = createActor(loketSaleMachine.provide({ actors: { ...stubs, ...actors } as never }), {
    input: input(),
  }).start();
  actor.send(done('currentShift', SHIFT) as never);
  actor.send(done('load', DATA) as never);
  return actor;
}

describe('loketSale machine', () => {
  it('sets Uang Diterima from the quick-cash buttons (issue #38): Uang pas once there is a total, or a note', () => {
    const actor = readyActor();
    const received = () => actor.getSnapshot().context.values.amountReceived;
    actor.send({ type: 'SALE.CASH', amount: 'exact' });
    expect(received()).toBe(''); // no vehicle class yet: no total, nothing to match
    fill(actor);
    actor.send({ type: 'SALE.CASH', amount: 100_000 });
    expect(received()).toBe('100000');
    const ctx = () => actor.getSnapshot().context;
    expect(cashBalance(ctx().values, ctx())).toEqual({ kind: 'short', amount: TOTAL - 100_000 });
    expect(saleValid(ctx().values, ctx())).toBe(false);
    actor.send({ type: 'SALE.CASH', amount: 'exact' });
    expect(received()).toBe(String(TOTAL));
    expect(cashBalance(ctx().values, ctx())).toEqual({ kind: 'change', amount: 0 });
    expect(saleValid(ctx().values, ctx())).toBe(true);
    actor.send({ type: 'SALE.FIELD', field: 'amountReceived', value: '200.000' });
    expect(cashBalance(ctx().values, ctx())).toEqual({ kind: 'change', amount: 200_000 - TOTAL });
    actor.send({ type: 'SALE.FIELD', field: 'amountReceived', value: 'dua ratus' });
    expect(cashBalance(ctx().values, ctx())).toBeNull();
  });

  it('opens a shift when none is open, then loads today’s departures and fares', () => {
    const opened: unknown[] = [];
    const loaded: unknown[] = [];
    const actor = createActor(
      loketSaleMachine.provide({
        actors: {
          ...stubs,
          openShift: fromPromise(({ input }) => (opened.push(input), new Promise(() => undefined))),
          load: fromPromise(({ input }) => (loaded.push(input), new Promise(() => undefined))),
        } as never,
      }),
      { input: input() },
    ).start();
    actor.send(done('currentShift', null) as never);
    expect(actor.getSnapshot().value).toBe('noShift');
    actor.send({ type: 'SHIFT.OPEN', openingFloat: 'lima ratus' });
    expect(actor.getSnapshot().value).toBe('noShift');
    actor.send({ type: 'SHIFT.OPEN', openingFloat: '500000' });
    expect(opened).toEqual([{ openingFloat: 500_000 }]);
    actor.send(failed('openShift', http(409, 'Shift Anda masih terbuka.')) as never);
    expect(actor.getSnapshot().context.error).toBe('Shift Anda masih terbuka.');
    actor.send({ type: 'SHIFT.OPEN', openingFloat: '500000' });
    actor.send(done('openShift', SHIFT) as never);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loaded).toEqual([{ date: TODAY }]);
    actor.send(done('load', DATA) as never);
    expect(actor.getSnapshot().value).toBe('ready');
    // The next departure is chosen already.
    expect(actor.getSnapshot().context.values.scheduleId).toBe('11');
  });

  it('sells for cash with the online order’s rules and the same requestId on a retry', () => {
    const sent: unknown[] = [];
    const actor = readyActor({
      sell: fromPromise(({ input }) => (sent.push(input), new Promise(() => undefined))),
    });
    actor.send({ type: 'SALE.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.attempted).toBe(true);
    fill(actor);
    actor.send({ type: 'SALE.FIELD', field: 'amountReceived', value: String(TOTAL - 1) });
    actor.send({ type: 'SALE.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'SALE.FIELD', field: 'amountReceived', value: '200000' });
    actor.send({ type: 'SALE.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('selling');
    const requestId = actor.getSnapshot().context.requestId;
    expect(sent).toEqual([
      {
        plate_number: 'BK 1234 ABC',
        vehicle: 4,
        schedule: 11,
        driver: {
          name: 'Budi Sitorus',
          phoneNumber: '081234567890',
          age: 40,
          gender: 'Laki - Laki',
          domicile: 'Parapat',
        },
        passengers: [
          { passengerId: 1, amount: 2 },
          { passengerId: 2, amount: 1 },
        ],
        requestId,
        payment: { method: 'tunai', amountReceived: 200_000 },
      },
    ]);
    actor.send(failed('sell', { kind: 'network', status: 0, message: 'offline' }) as never);
    expect(actor.getSnapshot().context.error).toBe(LOKET_MSG.noConnection);
    actor.send({ type: 'SALE.SUBMIT' });
    expect((sent[1] as { requestId: string }).requestId).toBe(requestId);
    actor.send(done('sell', CASH_TICKET) as never);
    expect(actor.getSnapshot().value).toBe('sold');
    actor.send({ type: 'SALE.NEW' });
    actor.send(done('load', DATA) as never);
    expect(actor.getSnapshot().context.requestId).not.toBe(requestId);
    expect(actor.getSnapshot().context.ticket).toBeNull();
  });

  it('sells by QRIS: no cash asked, the buyer’s number sent, polled until paid', () => {
    const sent: unknown[] = [];
    const actor = readyActor({
      sell: fromPromise(({ input }) => (sent.push(input), new Promise(() => undefined))),
    });
    fill(actor, 'qris');
    actor.send({ type: 'SALE.FIELD', field: 'amountReceived', value: '' });
    actor.send({ type: 'SALE.FIELD', field: 'buyerPhone', value: '0812' });
    actor.send({ type: 'SALE.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'SALE.FIELD', field: 'buyerPhone', value: '081298765432' });
    actor.send({ type: 'SALE.SUBMIT' });
    expect(sent[0]).toMatchObject({ phoneNumber: '081298765432', payment: { method: 'qris' } });
    actor.send(done('sell', QRIS_UNPAID) as never);
    expect(actor.getSnapshot().matches({ qris: 'waiting' })).toBe(true);
    actor.send({ type: 'QRIS.CHECK' });
    actor.send(done('ticket', QRIS_PAID) as never);
    expect(actor.getSnapshot().value).toBe('sold');
  });

  it('counts the QRIS window down on the clock and checks at once when it ends', () => {
    const clock = new SimulatedClock();
    clock.set(NOW_MS);
    const checks: unknown[] = [];
    const actor = createActor(
      loketSaleMachine.provide({
        actors: {
          ...stubs,
          qrisWindow: loketSaleMachine.implementations.actors['qrisWindow'],
          ticket: fromPromise(({ input }) => (checks.push(input), new Promise(() => undefined))),
        } as never,
      }),
      { input: input(clock), clock },
    ).start();
    actor.send(done('currentShift', SHIFT) as never);
    actor.send(done('load', DATA) as never);
    fill(actor, 'qris');
    actor.send({ type: 'SALE.SUBMIT' });
    actor.send(done('sell', QRIS_UNPAID) as never);
    expect(qrisPlacedAt(QRIS_UNPAID)).toBe('2026-11-22T03:00:00.000Z');
    const window = () => actor.getSnapshot().children['qrisWindow'] as AnyActorRef;
    expect(window().getSnapshot().context.remaining).toMatchObject({ minutes: 15, seconds: 0 });
    clock.increment(QRIS_POLL_MS);
    expect(checks).toHaveLength(1);
    actor.send(done('ticket', QRIS_UNPAID) as never);
    expect(window().getSnapshot().context.remaining).toMatchObject({ minutes: 14, seconds: 57 });
    // Past the last poll before the end: the window's end itself asks once more.
    clock.increment(15 * 60_000 - QRIS_POLL_MS - 1000);
    const before = checks.length;
    actor.send(done('ticket', QRIS_UNPAID) as never);
    clock.increment(1000);
    expect(checks.length).toBeGreaterThan(before);
    actor.send(done('ticket', QRIS_EXPIRED) as never);
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'loketSale',
      machine: stubbed,
      inputFor: (clock) => input(clock),
      events: [
        done('currentShift', SHIFT),
        done('currentShift', null),
        failed('currentShift', http(500)),
        { type: 'RETRY' },
        { type: 'SHIFT.OPEN', openingFloat: '500000' },
        { type: 'SHIFT.OPEN', openingFloat: '' },
        done('openShift', SHIFT),
        failed('openShift', http(409, 'Shift Anda masih terbuka.')),
        done('load', DATA),
        failed('load', http(500)),
        { type: 'TEST.FILL' },
        { type: 'SALE.FIELD', field: 'buyerPhone', value: '' },
        { type: 'SALE.DRIVER', field: 'domicile', value: 'Parapat' },
        { type: 'SALE.COUNT', typeId: 1, value: '2' },
        { type: 'SALE.METHOD', method: 'qris' },
        { type: 'SALE.CASH', amount: 'exact' },
        { type: 'SALE.CASH', amount: 100_000 },
        { type: 'SALE.SUBMIT' },
        done('sell', CASH_TICKET),
        done('sell', QRIS_UNPAID),
        failed('sell', http(409, 'Tiket ini sudah habis.')),
        after('POLL', 'loketSale.qris.waiting'),
        { type: 'QRIS.CHECK' },
        done('qrisWindow'),
        done('ticket', QRIS_UNPAID),
        done('ticket', QRIS_PAID),
        done('ticket', QRIS_EXPIRED),
        failed('ticket', { kind: 'network', status: 0, message: 'offline' }),
        { type: 'SALE.NEW' },
      ] as { type: string }[],
      effects: { 'TEST.FILL': ({ actor }) => fill(actor) },
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.values.method,
          saleValid(s.context.values, s.context),
          s.context.attempted,
          !!s.context.error,
          s.context.pollFailed,
        ]),
      onStep: (s) => {
        // Only a valid form is ever sold; a sold ticket is paid; an ended one expired.
        if (s.matches('selling')) expect(saleValid(s.context.values, s.context)).toBe(true);
        if (s.matches('sold')) expect(s.context.ticket?.status).toBe('PAID');
        if (s.matches('expired')) expect(s.context.ticket?.status).toBe('EXPIRED');
        if (s.matches('qris')) expect(s.context.ticket?.status).toBe('UNPAID');
        if (s.matches('ready') || s.matches('selling')) expect(s.context.requestId).toMatch(/^req-/);
      },
    });
    assertFullCoverage(coverage);
  });
});
