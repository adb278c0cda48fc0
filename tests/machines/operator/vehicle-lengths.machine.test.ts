// vehicleLengths (Kapasitas, issue #22): the lengths load with the fares book, one class's length is
// changed with the reason, a refusal keeps the form.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { vehicleLengthsMachine } from '../../../src/machines/operator/vehicle-lengths.machine';
import { OPERATOR_MSG } from '../../../src/lib/operator-messages';
import { assertFullCoverage, done, failed, pending, runModel } from '../model';

const stubbed = vehicleLengthsMachine.provide({ actors: { load: pending(), save: pending() } as never });
const IV = { id: 4, vehicleClass: 'Golongan IV', vehicleType: 'Mobil penumpang', lengthMetres: 5, insuranceFee: 1000 };
const VIII = { id: 8, vehicleClass: 'Golongan VIII', vehicleType: 'Truk', lengthMetres: 12, insuranceFee: 3000 };
const VALID = { lengthMetres: '5,5', reason: 'Mobil makin panjang' };

describe('vehicle lengths machine', () => {
  it('sends the length in metres with the reason, and replaces the class', () => {
    const sent: unknown[] = [];
    const save = fromPromise(({ input }) => {
      sent.push(input);
      return new Promise(() => undefined);
    });
    const actor = createActor(vehicleLengthsMachine.provide({ actors: { load: pending(), save } as never })).start();
    actor.send(done('load', [IV, VIII]) as never);
    actor.send({ type: 'LENGTH.EDIT', id: 4 });
    actor.send({ type: 'LENGTH.SAVE', values: { lengthMetres: '0,4', reason: 'x' } });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    actor.send({ type: 'LENGTH.SAVE', values: VALID });
    expect(sent).toEqual([{ id: 4, body: { lengthMetres: 5.5, reason: 'Mobil makin panjang' } }]);
    actor.send(done('save', { ...IV, lengthMetres: 5.5 }) as never);
    expect(actor.getSnapshot().context.classes).toEqual([{ ...IV, lengthMetres: 5.5 }, VIII]);
    expect(actor.getSnapshot().context.notice).toBe(OPERATOR_MSG.lengthSaved);
    expect(actor.getSnapshot().context.editingId).toBeNull();
  });

  it('keeps the form and says why when the server refuses', () => {
    const actor = createActor(stubbed).start();
    actor.send(done('load', [IV]) as never);
    actor.send({ type: 'LENGTH.EDIT', id: 4 });
    actor.send({ type: 'LENGTH.SAVE', values: VALID });
    actor.send(failed('save', { kind: 'http', status: 403, message: 'Forbidden.' }) as never);
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(OPERATOR_MSG.forbidden);
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'vehicleLengths',
      machine: stubbed,
      events: [
        { type: 'RETRY' },
        { type: 'LENGTH.EDIT', id: 4 },
        { type: 'LENGTH.EDIT', id: 99 },
        { type: 'LENGTH.CANCEL' },
        { type: 'LENGTH.SAVE', values: VALID },
        { type: 'LENGTH.SAVE', values: { ...VALID, reason: '' } },
        done('load', [IV, VIII]),
        failed('load', { kind: 'http', status: 500, message: 'Internal server error.' }),
        done('save', { ...IV, lengthMetres: 5.5 }),
        failed('save', { kind: 'http', status: 500, message: 'Internal server error.' }),
      ] as { type: string }[],
      serializeState: (s) => JSON.stringify([s.value, s.context.editingId, !!s.context.error, !!s.context.notice]),
      onStep: (s) => {
        if (s.matches({ ready: 'saving' })) expect(s.context.editingId).toBe(4);
        if (s.matches('failed')) expect(s.context.error).toBe(OPERATOR_MSG.generic);
      },
    });
    assertFullCoverage(coverage);
  });
});
