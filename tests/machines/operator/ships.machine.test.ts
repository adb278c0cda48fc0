// ships (Kapal, issue #22): the list loads (or fails and retries), a ship is added or changed with
// its reason, and a refusal keeps the form with the server's 409 in Indonesian.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { shipsMachine } from '../../../src/machines/operator/ships.machine';
import { OPERATOR_MSG } from '../../../src/lib/operator-messages';
import { assertFullCoverage, done, failed, pending, runModel } from '../model';

const stubbed = shipsMachine.provide({ actors: { load: pending(), save: pending() } as never });
const SUMUT_I = { id: 1, name: 'KMP Sumut I', seats: 250, laneMetres: 120, active: true };
const SUMUT_III = { id: 3, name: 'KMP Sumut III', seats: 200, laneMetres: 90.5, active: true };
const VALID = { name: 'KMP Sumut III', seats: '200', laneMetres: '90,5', active: true, reason: 'Kapal baru' };
const http = (status: number) => ({ kind: 'http', status, message: 'Conflict.' });

function ready() {
  const actor = createActor(stubbed).start();
  actor.send(done('load', [SUMUT_I]) as never);
  return actor;
}

describe('ships machine', () => {
  it('adds a ship: the body sent is typed, the list grows and the notice shows', () => {
    const sent: unknown[] = [];
    const save = fromPromise(({ input }) => {
      sent.push(input);
      return new Promise(() => undefined);
    });
    const actor = createActor(shipsMachine.provide({ actors: { load: pending(), save } as never })).start();
    actor.send(done('load', [SUMUT_I]) as never);
    actor.send({ type: 'SHIP.NEW' });
    actor.send({ type: 'SHIP.SAVE', values: VALID });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
    expect(sent).toEqual([
      { id: null, body: { name: 'KMP Sumut III', seats: 200, laneMetres: 90.5, active: true, reason: 'Kapal baru' } },
    ]);
    actor.send(done('save', SUMUT_III) as never);
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().context.ships).toEqual([SUMUT_I, SUMUT_III]);
    expect(actor.getSnapshot().context.notice).toBe(OPERATOR_MSG.shipSaved);
  });

  it('changes a ship in place, and keeps the form with the 409 in Indonesian when refused', () => {
    const actor = ready();
    actor.send({ type: 'SHIP.EDIT', id: 1 });
    expect(actor.getSnapshot().context.editingId).toBe(1);
    actor.send({ type: 'SHIP.SAVE', values: { ...VALID, name: 'KMP Sumut I', seats: '10' } });
    actor.send(failed('save', http(409)) as never);
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(OPERATOR_MSG.shipConflict);
    actor.send({ type: 'SHIP.SAVE', values: { ...VALID, name: 'KMP Sumut I' } });
    actor.send(done('save', { ...SUMUT_I, seats: 200 }) as never);
    expect(actor.getSnapshot().context.ships).toEqual([{ ...SUMUT_I, seats: 200 }]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('sends nothing without a reason or with a bad number, and edits only a listed ship', () => {
    const actor = ready();
    actor.send({ type: 'SHIP.EDIT', id: 99 });
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    actor.send({ type: 'SHIP.NEW' });
    actor.send({ type: 'SHIP.SAVE', values: { ...VALID, reason: '  ' } });
    actor.send({ type: 'SHIP.SAVE', values: { ...VALID, seats: '2,5' } });
    actor.send({ type: 'SHIP.SAVE', values: { ...VALID, laneMetres: '12.345' } });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
  });

  it('shows why the list failed and retries', () => {
    const actor = createActor(stubbed).start();
    actor.send(failed('load', { kind: 'network', status: 0, message: 'offline' }) as never);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(OPERATOR_MSG.noConnection);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('reaches every state and transition (model-based)', async () => {
    const coverage = await runModel({
      name: 'ships',
      machine: stubbed,
      events: [
        { type: 'RETRY' },
        { type: 'SHIP.NEW' },
        { type: 'SHIP.EDIT', id: 1 },
        { type: 'SHIP.EDIT', id: 99 },
        { type: 'SHIP.CANCEL' },
        { type: 'SHIP.SAVE', values: VALID },
        { type: 'SHIP.SAVE', values: { ...VALID, name: '' } },
        done('load', [SUMUT_I]),
        failed('load', http(500)),
        done('save', SUMUT_III),
        failed('save', http(409)),
      ] as { type: string }[],
      serializeState: (s) => JSON.stringify([s.value, s.context.editingId, s.context.ships.length, !!s.context.error]),
      onStep: (s) => {
        // A failed save always says why; a ship in the form is always one of the list (or new).
        if (s.matches({ ready: 'editing' }) && s.context.error) expect(s.context.error).toBe(OPERATOR_MSG.shipConflict);
        if (s.context.editingId !== null) expect(s.context.ships.some((x) => x.id === s.context.editingId)).toBe(true);
      },
    });
    assertFullCoverage(coverage);
  });
});
