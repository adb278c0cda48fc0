// departuresBulk (Keberangkatan, issue #38 item 1): several departures paused, held or cancelled at
// once with one reason — the impact fetched first, confirmed (a cancellation that voids check-ins
// says loading began), then the change, its result or its refusal. Model-based over xstate/graph.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  departuresBulkMachine,
  type DeparturesBulkInput,
} from '../../../src/machines/operator/departures-bulk.machine';
import { OPERATOR_MSG } from '../../../src/lib/operator-messages';
import { assertFullCoverage, done, failed, pending, runModel } from '../model';

const IMPACT = {
  departures: 2,
  tickets: 14,
  people: 30,
  vehicles: 9,
  notices: 12,
  refundAtStake: 4_250_000,
  checkedIn: 0,
  unpaidHolds: 1,
};
const PREVIEW = { impact: IMPACT, refused: [{ id: 3, message: 'Keberangkatan sudah dibatalkan.' }] };
const LOADED = { impact: { ...IMPACT, checkedIn: 2 }, refused: [] };
const NOTHING = { impact: { ...IMPACT, departures: 0 }, refused: [{ id: 1, message: 'Sudah lewat.' }] };
const WEATHER = { reason: 'cuaca' as const, note: 'Syahbandar menahan izin', windKnots: '25' };
const RESULT = { departures: [], refused: PREVIEW.refused, impact: IMPACT, noticesQueued: 12 };

function capturing(input: DeparturesBulkInput) {
  const previews: unknown[] = [];
  const applies: unknown[] = [];
  const never = () => new Promise(() => undefined);
  const machine = departuresBulkMachine.provide({
    actors: {
      impact: fromPromise(({ input }) => (previews.push(input), never())),
      apply: fromPromise(({ input }) => (applies.push(input), never())),
    } as never,
  });
  return { actor: createActor(machine, { input }).start(), previews, applies };
}

describe('departuresBulk machine', () => {
  it('fetches the impact first, then holds every selected departure with one reason and the wind', () => {
    const { actor, previews, applies } = capturing({ ids: [1, 2, 3], kind: 'hold' });
    expect(previews).toEqual([{ ids: [1, 2, 3], status: 'held' }]);
    actor.send({ type: 'SUBMIT', values: WEATHER });
    expect(actor.getSnapshot().value).toBe('impact');
    actor.send(done('impact', PREVIEW) as never);
    actor.send({ type: 'SUBMIT', values: { ...WEATHER, windKnots: '' } });
    expect(actor.getSnapshot().value).toBe('filling');
    actor.send({ type: 'SUBMIT', values: WEATHER });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CONFIRM', afterLoading: true });
    expect(applies).toEqual([
      { ids: [1, 2, 3], status: 'held', reason: 'cuaca', note: 'Syahbandar menahan izin', windKnots: 25 },
    ]);
    actor.send(done('apply', RESULT) as never);
    expect(actor.getSnapshot().value).toBe('result');
    expect(actor.getSnapshot().context.result?.noticesQueued).toBe(12);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ changed: true });
  });

  it('a cancellation that voids check-ins needs the word that loading began', () => {
    const { actor, applies } = capturing({ ids: [4], kind: 'cancel' });
    actor.send(done('impact', LOADED) as never);
    actor.send({ type: 'SUBMIT', values: { reason: 'kapal_rusak', note: 'Mesin rusak', windKnots: '' } });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CONFIRM', afterLoading: true });
    expect(applies).toEqual([
      { ids: [4], status: 'cancelled', reason: 'kapal_rusak', note: 'Mesin rusak', afterLoading: true },
    ]);
    actor.send(failed('apply', { kind: 'http', status: 409, message: 'Conflict.' }) as never);
    expect(actor.getSnapshot().value).toBe('filling');
    expect(actor.getSnapshot().context.error).toBe(OPERATOR_MSG.departureConflict);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().output).toEqual({ changed: false });
  });

  it('offers nothing to confirm when every departure is refused', () => {
    const { actor } = capturing({ ids: [1], kind: 'stop' });
    actor.send(done('impact', NOTHING) as never);
    actor.send({ type: 'SUBMIT', values: WEATHER });
    expect(actor.getSnapshot().value).toBe('filling');
  });

  it('reaches every state and transition (model-based)', async () => {
    const stubbed = departuresBulkMachine.provide({ actors: { impact: pending(), apply: pending() } as never });
    for (const kind of ['cancel', 'hold'] as const) {
      const coverage = await runModel({
        name: `departuresBulk (${kind})`,
        machine: stubbed,
        input: { ids: [1, 2], kind },
        events: [
          { type: 'RETRY' },
          { type: 'SUBMIT', values: WEATHER },
          { type: 'SUBMIT', values: { ...WEATHER, note: '' } },
          { type: 'CONFIRM' },
          { type: 'CONFIRM', afterLoading: true },
          { type: 'BACK' },
          { type: 'CLOSE' },
          done('impact', PREVIEW),
          done('impact', LOADED),
          done('impact', NOTHING),
          failed('impact', { kind: 'network', status: 0, message: 'offline' }),
          done('apply', RESULT),
          failed('apply', { kind: 'http', status: 409, message: 'Conflict.' }),
        ] as { type: string }[],
        serializeState: (s) =>
          JSON.stringify([
            s.value,
            s.context.preview?.impact.departures,
            s.context.preview?.impact.checkedIn,
            !!s.context.error,
            s.context.request?.afterLoading ?? false,
          ]),
        onStep: (s) => {
          // Nothing is changed without its impact shown, and check-ins are voided only when said.
          if (s.matches('confirming') || s.matches('submitting')) expect(s.context.preview).not.toBeNull();
          if (s.matches('submitting')) {
            expect(s.context.request?.ids).toEqual([1, 2]);
            expect(s.context.request?.afterLoading === true).toBe(
              kind === 'cancel' && s.context.preview?.impact.checkedIn !== 0,
            );
          }
          if (s.status === 'done') expect(s.output).toEqual({ changed: s.context.result !== null });
        },
      });
      assertFullCoverage(coverage);
    }
  });
});
