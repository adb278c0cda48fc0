// ships (Kapal, issue #22): the list loads (or fails and retries), a ship is added or changed with
// its reason, and a refusal keeps the form with the server's 409 in Indonesian. Issue #38: a change
// of a listed ship first asks what it does to the ship's future departures ('Mengubah N
// keberangkatan mendatang'), refuses to confirm when one would overflow, and the save says how many
// departures it resized.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { shipsMachine } from '../../../src/machines/operator/ships.machine';
import { OPERATOR_MSG } from '../../../src/lib/operator-messages';
import { assertFullCoverage, done, failed, pending, runModel } from '../model';

const stubbed = shipsMachine.provide({ actors: { load: pending(), preview: pending(), save: pending() } as never });
const SUMUT_I = { id: 1, name: 'KMP Sumut I', seats: 250, laneMetres: 120, active: true };
const SUMUT_III = { id: 3, name: 'KMP Sumut III', seats: 200, laneMetres: 90.5, active: true };
const VALID = { name: 'KMP Sumut III', seats: '200', laneMetres: '90,5', active: true, reason: 'Kapal baru' };
const http = (status: number) => ({ kind: 'http', status, message: 'Conflict.' });
const RESIZES = { departures: 24, firstDate: '2026-11-23', lastDate: '2026-12-23', overflowing: [] };
const NONE = { departures: 0, firstDate: null, lastDate: null, overflowing: [] };
const OVERFLOWS = {
  ...RESIZES,
  overflowing: [
    {
      id: 9,
      issuedDate: '2026-11-24',
      issuedTime: '06:00:00',
      fromRoute: { id: 1, route: 'Simanindo' },
      toRoute: { id: 2, route: 'Tigaras' },
      usedMetres: 5,
      usedSeats: 4,
    },
  ],
};

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
    actor.send(done('save', { ship: SUMUT_III, resized: null }) as never);
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().context.ships).toEqual([SUMUT_I, SUMUT_III]);
    expect(actor.getSnapshot().context.notice).toBe(OPERATOR_MSG.shipSaved);
  });

  it('changes a ship in place, and keeps the form with the 409 in Indonesian when refused', () => {
    const actor = ready();
    actor.send({ type: 'SHIP.EDIT', id: 1 });
    expect(actor.getSnapshot().context.editingId).toBe(1);
    actor.send({ type: 'SHIP.SAVE', values: { ...VALID, name: 'KMP Sumut I', seats: '10' } });
    actor.send(done('preview', NONE) as never);
    actor.send(failed('save', http(409)) as never);
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(OPERATOR_MSG.shipConflict);
    actor.send({ type: 'SHIP.SAVE', values: { ...VALID, name: 'KMP Sumut I' } });
    actor.send(done('preview', NONE) as never);
    actor.send(done('save', { ship: { ...SUMUT_I, seats: 200 }, resized: 0 }) as never);
    expect(actor.getSnapshot().context.ships).toEqual([{ ...SUMUT_I, seats: 200 }]);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.notice).toBe('Kapal disimpan. Tidak ada keberangkatan yang berubah ukuran.');
  });

  it('asks the new size of a listed ship first, says how many departures it resizes, and after saving how many it did', () => {
    const asked: unknown[] = [];
    const preview = fromPromise(({ input }) => {
      asked.push(input);
      return new Promise(() => undefined);
    });
    const actor = createActor(
      shipsMachine.provide({ actors: { load: pending(), preview, save: pending() } as never }),
    ).start();
    actor.send(done('load', [SUMUT_I]) as never);
    actor.send({ type: 'SHIP.EDIT', id: 1 });
    actor.send({ type: 'SHIP.SAVE', values: { ...VALID, name: 'KMP Sumut I', seats: '240', laneMetres: '110' } });
    expect(actor.getSnapshot().matches({ ready: 'checking' })).toBe(true);
    expect(asked).toEqual([{ id: 1, body: { seats: 240, laneMetres: 110 } }]);
    actor.send(done('preview', RESIZES) as never);
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.impact).toEqual(RESIZES);
    actor.send({ type: 'SHIP.BACK' });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.impact).toBeNull();
    actor.send({ type: 'SHIP.SAVE', values: { ...VALID, name: 'KMP Sumut I', seats: '240', laneMetres: '110' } });
    actor.send(done('preview', RESIZES) as never);
    actor.send({ type: 'SHIP.CONFIRM' });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
    actor.send(done('save', { ship: { ...SUMUT_I, seats: 240, laneMetres: 110 }, resized: 24 }) as never);
    expect(actor.getSnapshot().context.notice).toBe(
      'Kapal disimpan. 24 keberangkatan mendatang disesuaikan ke ukuran baru.',
    );
  });

  it('does not confirm a size smaller than what a departure holds, and says a failed check in Indonesian', () => {
    const actor = ready();
    actor.send({ type: 'SHIP.EDIT', id: 1 });
    actor.send({ type: 'SHIP.SAVE', values: { ...VALID, name: 'KMP Sumut I', seats: '3' } });
    actor.send(done('preview', OVERFLOWS) as never);
    actor.send({ type: 'SHIP.CONFIRM' });
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    actor.send({ type: 'SHIP.BACK' });
    actor.send({ type: 'SHIP.SAVE', values: { ...VALID, name: 'KMP Sumut I', seats: '3' } });
    actor.send(failed('preview', { kind: 'network', status: 0, message: 'offline' }) as never);
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(OPERATOR_MSG.noConnection);
  });

  it("shows the server's own words when a departure sold more meanwhile (409 naming it)", () => {
    const actor = ready();
    actor.send({ type: 'SHIP.EDIT', id: 1 });
    actor.send({ type: 'SHIP.SAVE', values: { ...VALID, name: 'KMP Sumut I', seats: '10' } });
    actor.send(done('preview', RESIZES) as never);
    actor.send({ type: 'SHIP.CONFIRM' });
    const message =
      'Kapal KMP Sumut I tidak cukup untuk keberangkatan Selasa, 24 Nov 2026 06:00 Simanindo → Tigaras (terpakai 5 m lajur kendaraan dan 12 kursi). …';
    actor.send(failed('save', { kind: 'http', status: 409, message }) as never);
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(message);
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
        { type: 'SHIP.CONFIRM' },
        { type: 'SHIP.BACK' },
        done('load', [SUMUT_I]),
        failed('load', http(500)),
        done('preview', RESIZES),
        done('preview', NONE),
        done('preview', OVERFLOWS),
        failed('preview', http(409)),
        done('save', { ship: SUMUT_III, resized: 0 }),
        failed('save', http(409)),
      ] as { type: string }[],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.editingId,
          s.context.ships.length,
          !!s.context.error,
          s.context.impact?.overflowing.length ?? null,
        ]),
      onStep: (s) => {
        // A failed save always says why; a ship in the form is always one of the list (or new).
        if (s.matches({ ready: 'editing' }) && s.context.error) expect(s.context.error).toBe(OPERATOR_MSG.shipConflict);
        // Only a change that overflows nothing is saved.
        if (s.matches({ ready: 'saving' })) expect(s.context.impact?.overflowing ?? []).toEqual([]);
        if (s.matches({ ready: 'confirming' })) expect(s.context.impact).not.toBeNull();
        if (s.context.editingId !== null) expect(s.context.ships.some((x) => x.id === s.context.editingId)).toBe(true);
      },
    });
    assertFullCoverage(coverage);
  });
});
