import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { soldOutOfferMachine, type SoldOutOfferContext } from '../../src/machines/sold-out-offer.machine';
import { assertFullCoverage, done, failed, pending, runModel } from './model';

const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const soldOut = {
  id: 42,
  issuedDate: '2026-11-23',
  issuedTime: '08:30:00',
  fromRoute: { id: 1, route: 'Simanindo' },
  toRoute: { id: 2, route: 'Tigaras' },
  qty: 0,
};
const next = { ...soldOut, id: 43, issuedTime: '10:30:00', qty: 12 };
const input = { departure: soldOut, nowMs: START };
const stubbed = soldOutOfferMachine.provide({ actors: { findAlternative: pending() } as never });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('sold-out offer (order child)', () => {
  it('looks for the next departure on the route from now, and ends with it when chosen', async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      soldOutOfferMachine.provide({
        actors: { findAlternative: fromPromise(async ({ input: i }) => (asked.push(i), next)) },
      }),
      { input },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
    expect(asked).toEqual([input]);
    expect(actor.getSnapshot().context.alternative).toEqual(next);
    actor.send({ type: 'ALTERNATIVE.CHOOSE' });
    expect(actor.getSnapshot().output).toEqual(next);
  });

  it('says there is none when no departure has places, or the search fails', () => {
    for (const outcome of [done('findAlternative', null), failed('findAlternative', new Error('offline'))]) {
      const actor = createActor(stubbed, { input }).start();
      actor.send(outcome as never);
      actor.send({ type: 'ALTERNATIVE.CHOOSE' });
      expect(actor.getSnapshot().value).toBe('none');
    }
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'soldOutOffer',
      machine: stubbed,
      input,
      events: (s: { status: string }) =>
        s.status === 'done'
          ? []
          : [
              { type: 'ALTERNATIVE.CHOOSE' },
              done('findAlternative', next),
              done('findAlternative', null),
              failed('findAlternative', new Error('offline')),
            ],
      serializeState: (s: { value: unknown; context: SoldOutOfferContext }) =>
        JSON.stringify([s.value, s.context.alternative?.id ?? null]),
    });
    assertFullCoverage(coverage);
  });
});
