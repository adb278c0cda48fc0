import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { closedDepartureMachine, type ClosedDepartureContext } from '../../src/machines/closed-departure.machine';
import { assertFullCoverage, done, failed, pending, runModel } from './model';

const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const closed = {
  id: 42,
  issuedDate: '2026-11-22',
  issuedTime: '08:30:00',
  fromRoute: { id: 1, route: 'Simanindo' },
  toRoute: { id: 2, route: 'Tigaras' },
  qty: 10,
};
const next = { ...closed, id: 43, issuedTime: '12:30:00', qty: 12 };
const input = { departure: closed, nowMs: START };
const stubbed = closedDepartureMachine.provide({ actors: { findAlternative: pending() } as never });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('closed departure (booking child, issue #21 §6)', () => {
  it('looks for the departure to offer instead of the closed one, and keeps it', async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      closedDepartureMachine.provide({
        actors: { findAlternative: fromPromise(async ({ input: i }) => (asked.push(i), next)) },
      }),
      { input },
    ).start();
    expect(actor.getSnapshot().value).toBe('searching');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
    expect(asked).toEqual([input]);
    expect(actor.getSnapshot().context.alternative).toEqual(next);
  });

  it('says there is none when no departure has places, or the search fails', () => {
    for (const outcome of [done('findAlternative', null), failed('findAlternative', new Error('offline'))]) {
      const actor = createActor(stubbed, { input }).start();
      actor.send(outcome as never);
      expect(actor.getSnapshot().value).toBe('none');
      expect(actor.getSnapshot().context.alternative).toBeNull();
    }
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'closedDeparture',
      machine: stubbed,
      input,
      events: [done('findAlternative', next), done('findAlternative', null), failed('findAlternative', new Error('x'))],
      serializeState: (s: { value: unknown; context: ClosedDepartureContext }) =>
        JSON.stringify([s.value, s.context.alternative?.id ?? null]),
    });
    assertFullCoverage(coverage);
  });
});
